#include "StoryView.h"

#include "GameNames.h"
#include "SessionLibrary.h"
#include "history/SessionHistory.h"
#include "text/PhraseText.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <algorithm>
#include <cmath>

namespace arbiter {

namespace {

QList<int> pointsOf(const QJsonArray &values)
{
    QList<int> points;
    for (const QJsonValue &v : values)
        points << (v.isNull() ? -1 : v.toInt());
    return points;
}

} // namespace

StoryView::StoryView(QObject *parent)
    : QObject(parent),
      m_figures(GadgetListModel::of<StoryFigureRow>(this)),
      m_swings(GadgetListModel::of<StorySwingRow>(this)),
      m_luck(GadgetListModel::of<LuckRow>(this))
{
    connect(this, &StoryView::libraryChanged, this, &StoryView::reload);
}

void StoryView::setSessionId(qint64 id)
{
    if (m_sessionId == id)
        return;
    m_sessionId = id;
    Q_EMIT sessionIdChanged();
    reload();
}

void StoryView::reload()
{
    SessionService *service = m_library ? m_library->service() : nullptr;
    if (!service || m_sessionId <= 0)
        return;
    auto session = service->store().session(m_sessionId);
    SessionHistory history(*service);
    auto story = session ? history.story(m_sessionId) : Result<QJsonObject>(session.error());
    m_loaded = story.ok();
    m_error = story ? QString() : translated(story.error().message);
    if (!story) {
        Q_EMIT storyChanged();
        return;
    }
    QHash<QString, QString> names;
    for (const QJsonValue &p : session->players)
        names.insert(p.toObject().value(QStringLiteral("id")).toString(), p.toObject().value(QStringLiteral("name")).toString());
    const auto nameOf = [&](const QString &id) { return names.value(id, id); };
    const QJsonObject &s = story.value();
    m_title = session->title;
    m_gameName = gameDisplayName(session->game);
    m_over = s.value(QStringLiteral("over")).toBool();
    m_cooperative = s.value(QStringLiteral("cooperative")).toBool();
    QStringList winners;
    for (const QJsonValue &w : s.value(QStringLiteral("winners")).toArray())
        winners << nameOf(w.toString());
    m_winnerNames = winners.join(QStringLiteral(", "));
    m_rounds = s.value(QStringLiteral("last_round")).toInt();
    m_actions = s.value(QStringLiteral("actions")).toInt();
    m_rollCount = static_cast<int>(s.value(QStringLiteral("rolls")).toArray().size());
    m_roundAxis = pointsOf(s.value(QStringLiteral("rounds")).toArray());

    m_series.clear();
    m_chartMaximum = 1;
    QHash<QString, QString> figureNames;
    QList<StoryFigureRow> figures;
    for (const QJsonValue &v : s.value(QStringLiteral("figures")).toArray()) {
        const QJsonObject f = v.toObject();
        StoryFigureRow row{f.value(QStringLiteral("name")).toString(),
                           nameOf(f.value(QStringLiteral("player")).toString()),
                           f.value(QStringLiteral("damage_dealt")).toInt(),
                           f.value(QStringLiteral("damage_taken")).toInt(),
                           f.value(QStringLiteral("knock_outs")).toInt(),
                           f.value(QStringLiteral("knocked_out")).toInt(),
                           f.value(QStringLiteral("health")).toInt(),
                           f.value(QStringLiteral("max_health")).toInt(),
                           f.value(QStringLiteral("out")).toBool()};
        figureNames.insert(f.value(QStringLiteral("id")).toString(), row.name);
        // Only figures whose health moved make a line worth drawing.
        const QList<int> points = pointsOf(f.value(QStringLiteral("health_by_round")).toArray());
        const bool moved = row.damageTaken > 0 || row.knockedOut > 0;
        if (moved) {
            m_series.append(StorySeries{row.name, QStringLiteral("health"), points, row.health});
            m_chartMaximum = std::max(m_chartMaximum, row.maxHealth);
            for (int p : points)
                m_chartMaximum = std::max(m_chartMaximum, p);
        }
        figures.append(row);
    }
    for (const QJsonValue &v : s.value(QStringLiteral("tracks")).toArray()) {
        const QJsonObject t = v.toObject();
        const QString label = QCoreApplication::translate("Engine", t.value(QStringLiteral("label")).toString().toUtf8().constData());
        const QString side = t.value(QStringLiteral("side")).toString();
        const QList<int> points = pointsOf(t.value(QStringLiteral("by_round")).toArray());
        m_series.append(StorySeries{side.isEmpty() ? label : label + QStringLiteral(" · ") + nameOf(side),
                                    QStringLiteral("track"), points, t.value(QStringLiteral("last")).toInt()});
        for (int p : points)
            m_chartMaximum = std::max(m_chartMaximum, p);
    }
    QList<StorySwingRow> swings;
    for (const QJsonValue &v : s.value(QStringLiteral("swings")).toArray()) {
        const QJsonObject w = v.toObject();
        const QString subject = w.value(QStringLiteral("subject")).toString();
        QString label = figureNames.value(subject, subject);
        if (w.value(QStringLiteral("kind")).toString() == QLatin1String("track")) {
            for (const QJsonValue &t : s.value(QStringLiteral("tracks")).toArray())
                if (t.toObject().value(QStringLiteral("key")).toString() == subject &&
                    t.toObject().value(QStringLiteral("side")).toString() == w.value(QStringLiteral("side")).toString()) {
                    const QString trackLabel = QCoreApplication::translate(
                        "Engine", t.toObject().value(QStringLiteral("label")).toString().toUtf8().constData());
                    const QString side = w.value(QStringLiteral("side")).toString();
                    label = side.isEmpty() ? trackLabel : trackLabel + QStringLiteral(" · ") + nameOf(side);
                }
        }
        swings.append(StorySwingRow{label, w.value(QStringLiteral("round")).toInt(), w.value(QStringLiteral("action")).toInt(),
                                    w.value(QStringLiteral("from")).toInt(), w.value(QStringLiteral("to")).toInt()});
    }
    QList<LuckRow> luck;
    for (const QJsonValue &v : s.value(QStringLiteral("luck")).toArray()) {
        const QJsonObject l = v.toObject();
        luck.append(LuckRow{nameOf(l.value(QStringLiteral("player")).toString()), l.value(QStringLiteral("rolls")).toInt(),
                            l.value(QStringLiteral("physical_rolls")).toInt(), l.value(QStringLiteral("total")).toInt(),
                            static_cast<int>(std::lround(l.value(QStringLiteral("expected")).toDouble())),
                            percentOf(l.value(QStringLiteral("better")).toDouble())});
    }
    m_figures->setRows(figures);
    m_swings->setRows(swings);
    m_luck->setRows(luck);
    Q_EMIT storyChanged();
}

} // namespace arbiter
