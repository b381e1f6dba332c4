#include "ReplayView.h"

#include "SessionLibrary.h"
#include "core/standing.h"
#include "history/SessionHistory.h"
#include "text/PhraseText.h"

#include <algorithm>

namespace arbiter {

ReplayView::ReplayView(QObject *parent)
    : QObject(parent), m_figures(GadgetListModel::of<ReplayRow>(this)), m_tracks(GadgetListModel::of<ReplayRow>(this))
{
    connect(this, &ReplayView::libraryChanged, this, &ReplayView::reload);
}

void ReplayView::setSessionId(qint64 id)
{
    if (m_sessionId == id)
        return;
    m_sessionId = id;
    Q_EMIT sessionIdChanged();
    reload();
}

void ReplayView::reload()
{
    SessionService *service = m_library ? m_library->service() : nullptr;
    if (!service || m_sessionId <= 0)
        return;
    m_replay.reset();
    auto session = service->store().session(m_sessionId);
    SessionHistory history(*service);
    auto replay = session ? history.replay(m_sessionId) : Result<SessionReplay>(session.error());
    m_error = replay ? QString() : translated(replay.error().message);
    if (replay) {
        m_replay.emplace(std::move(replay).value());
        m_game = findGame(session->game);
        m_names.clear();
        for (const QJsonValue &p : session->players)
            m_names.insert(p.toObject().value(QStringLiteral("id")).toString(),
                           p.toObject().value(QStringLiteral("name")).toString());
    }
    Q_EMIT loadedChanged();
    m_step = -1;
    setStep(0);
}

void ReplayView::setStep(int step)
{
    if (!m_replay)
        return;
    step = std::clamp(step, 0, m_replay->steps());
    if (step == m_step)
        return;
    m_step = step;
    show();
    Q_EMIT stepChanged();
}

void ReplayView::jumpToRound(int round)
{
    if (m_replay)
        setStep(m_replay->firstStepOfRound(round));
}

void ReplayView::show()
{
    m_round = m_replay->roundAt(m_step);
    m_actionText.clear();
    // The state before the step with the step's action applied: one fold
    // gives the state and what the action did, as the log tells it.
    Result<SessionState> state = m_replay->stateAt(m_step > 0 ? m_step - 1 : 0);
    if (state && m_step > 0 && m_game) {
        Result<Transition> done = apply(*m_game, state.value(), m_replay->action(m_step));
        if (done) {
            QStringList texts;
            for (const Event &e : done->events)
                texts << translated(e.text);
            m_actionText = texts.join(QLatin1Char(' '));
            state = std::move(done->state);
        } else {
            state = done.error();
        }
    }
    if (!state || !m_game) {
        m_figures->setRows(QList<ReplayRow>{});
        m_tracks->setRows(QList<ReplayRow>{});
        return;
    }
    const auto nameOf = [&](const QString &id) { return m_names.value(id, id); };
    const Standing standing = m_game->standing ? m_game->standing(state.value()) : Standing{};
    QList<ReplayRow> figures;
    for (const FigureStanding &f : standing.figures)
        figures.append(ReplayRow{f.name, nameOf(f.player), f.health, f.maxHealth, f.out});
    QList<ReplayRow> tracks;
    for (const TrackStanding &t : standing.tracks)
        tracks.append(ReplayRow{translated(t.label), t.side.isEmpty() ? QString() : nameOf(t.side), t.value, 0, false});
    m_figures->setRows(figures);
    m_tracks->setRows(tracks);
}

} // namespace arbiter
