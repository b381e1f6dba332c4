#include "TheosisByHandController.h"

#include "ActiveSessionFollower.h"
#include "LanguageChangeWatcher.h"
#include "content/ContentText.h"
#include "text/PhraseText.h"
#include "ui/typed/ChangeNotify.h"

#include "core/session.h"
#include "games/theosis/theosis_action_types.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

QString compact(const QJsonObject &action) { return QString::fromUtf8(QJsonDocument(action).toJson(QJsonDocument::Compact)); }

QString inputText(const QJsonValue &value)
{
    return value.isDouble() ? QString::number(value.toInt()) : value.toString();
}

} // namespace

TheosisByHandController::TheosisByHandController(QObject *parent)
    : QObject(parent),
      m_texts(GadgetListModel::of<TheosisByHandText>(this)),
      m_groups(GadgetListModel::of<TheosisCorrectionGroup>(this))
{
    connect(new LanguageChangeWatcher(this), &LanguageChangeWatcher::languageChanged, this, [this] { refresh(); });
}

void TheosisByHandController::setSession(ActiveSession *session)
{
    if (!followActiveSession(m_session, session, this, [this] { refresh(); }, [this] {
            cancelMove();
            refresh();
        }))
        return;
    refresh();
    Q_EMIT sessionChanged();
}

void TheosisByHandController::refresh()
{
    const SessionState *state = m_session ? m_session->state() : nullptr;
    // The options are asked only while texts wait: the Arena's are dear to
    // work out, and every other moment has no corrections.
    const bool waiting = state && state->game == u"theosis"_s && state->data.contains(u"by_hand"_s);
    const GameOptions *options = waiting ? m_session->options() : nullptr;
    QList<TheosisByHandText> texts;
    QList<TheosisCorrectionGroup> groups;
    QStringList concerned;
    if (options) {
        for (const QJsonValue &v : options->step.value(u"by_hand"_s).toArray()) {
            const QJsonObject text = v.toObject();
            texts << TheosisByHandText{content_text::localized(text.value(u"name"_s).toString()),
                                       content_text::localized(text.value(u"do"_s).toString())};
            concerned << text.value(u"owner"_s).toString();
            for (const QJsonValue &id : text.value(u"involved"_s).toArray())
                concerned << id.toString();
        }
        const auto nameOf = [&](const QString &id) {
            const Entity *e = state->entity(id);
            return e ? content_text::localized(e->name) : id;
        };
        for (const OfferedAction &option : options->options) {
            const QJsonObject &action = option.action;
            if (action.value(u"type"_s).toString() != QLatin1String(theosis::ByHandCorrect::kType))
                continue;
            QString subject = action.value(u"hero"_s).toString();
            QString subjectName;
            bool involved = false;
            if (!subject.isEmpty()) {
                const Entity *hero = state->entity(subject);
                subjectName = hero ? tr("%1 (%2)").arg(content_text::localized(hero->name), nameOf(hero->owner)) : subject;
                involved = concerned.contains(subject);
            } else if (!(subject = action.value(u"monster"_s).toString()).isEmpty()) {
                subjectName = nameOf(subject);
                involved = concerned.contains(subject);
            } else if (!(subject = action.value(u"player"_s).toString()).isEmpty()) {
                subjectName = nameOf(subject);
                for (const QString &id : concerned)
                    if (const Entity *e = state->entity(id); e && e->owner == subject)
                        involved = true;
            } else {
                subjectName = tr("The table");
                involved = true;
            }
            auto group = std::find_if(groups.begin(), groups.end(), [&](const TheosisCorrectionGroup &g) { return g.subject == subject; });
            if (group == groups.end()) {
                groups << TheosisCorrectionGroup{subject, subjectName, involved, {}};
                group = groups.end() - 1;
            }
            const QString label = translated(option.label);
            if (option.inputs.isEmpty()) {
                group->corrections << TheosisCorrection{label, compact(action), false};
            } else if (option.inputs.contains(u"to"_s)) {
                group->corrections << TheosisCorrection{label, compact(action), true};
            } else {
                // A token or a die face: one tap per value the engine lists.
                TheosisCorrection choice{label, compact(action), false, {}, {}};
                const QString field = option.inputs.begin().key();
                for (const QJsonValue &value : option.inputs.begin().value().toArray()) {
                    QJsonObject complete = action;
                    complete.insert(field, value);
                    choice.values << inputText(value);
                    choice.valueActions << compact(complete);
                }
                group->corrections << choice;
            }
        }
        // What the texts concern first, in the engine's order otherwise.
        std::stable_partition(groups.begin(), groups.end(), [](const TheosisCorrectionGroup &g) { return g.involved; });
    }
    m_texts->setRows(texts);
    m_groups->setRows(groups);
    if (assignChanged(m_shown, !texts.isEmpty()))
        Q_EMIT shownChanged();
    // A move chosen before the texts were over has nothing left to place.
    if (!m_moving.isEmpty() && texts.isEmpty())
        cancelMove();
}

bool TheosisByHandController::correct(const QString &action)
{
    cancelMove();
    return m_session && m_session->applyAction(QJsonDocument::fromJson(action.toUtf8()).object());
}

void TheosisByHandController::chooseMove(const QString &action)
{
    const QJsonObject move = QJsonDocument::fromJson(action.toUtf8()).object();
    const SessionState *state = m_session ? m_session->state() : nullptr;
    const Entity *hero = state ? state->entity(move.value(u"hero"_s).toString()) : nullptr;
    m_moving = action;
    if (assignChanged(m_movingName, hero ? content_text::localized(hero->name) : move.value(u"hero"_s).toString()))
        Q_EMIT movingChanged();
}

void TheosisByHandController::cancelMove()
{
    m_moving.clear();
    if (assignChanged(m_movingName, QString()))
        Q_EMIT movingChanged();
}

bool TheosisByHandController::placeMove(int q, int r)
{
    if (m_moving.isEmpty() || !m_session)
        return false;
    QJsonObject move = QJsonDocument::fromJson(m_moving.toUtf8()).object();
    move.insert(u"to"_s, QJsonArray{q, r});
    if (!m_session->applyAction(move))
        return false;
    cancelMove();
    return true;
}

} // namespace arbiter
