#include "DemoSessions.h"

#include "games/GameScreens.h"
#include "session/SessionService.h"

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace demo {

QJsonObject setCounter(const QString &entity, const QString &counter, int value)
{
    return {{u"type"_s, u"counter.set"_s}, {u"entity"_s, entity}, {u"counter"_s, counter}, {u"value"_s, value}};
}

QJsonObject adjustCounter(const QString &entity, const QString &counter, int delta)
{
    return {{u"type"_s, u"counter.adjust"_s}, {u"entity"_s, entity}, {u"counter"_s, counter}, {u"delta"_s, delta}};
}

QJsonObject note(const QString &text)
{
    return {{u"type"_s, u"note"_s}, {u"text"_s, text}};
}

QJsonObject rollDice(const QString &dice, const QString &purpose, const QJsonArray &faces)
{
    QJsonObject action{{u"type"_s, u"dice.roll"_s}, {u"dice"_s, dice}, {u"purpose"_s, purpose}};
    if (!faces.isEmpty())
        action.insert(u"faces"_s, faces);
    return action;
}

Status applyAll(SessionService &service, qint64 id, const std::vector<QJsonObject> &actions)
{
    for (const QJsonObject &action : actions) {
        auto applied = service.apply(id, action);
        if (!applied)
            return applied.error();
    }
    return Done{};
}

} // namespace demo

Result<qint64> createDemoSessions(SessionService &service)
{
    std::optional<Result<qint64>> opensTour;
    for (const GameScreens &screens : allGameScreens()) {
        if (!screens.sessionDemo)
            continue;
        auto created = screens.sessionDemo->create(service);
        // Only the tour's own session must be there: a game whose setup one
        // day wants more than its content pack must not break the demo.
        if (screens.sessionDemo->opensTour)
            opensTour = std::move(created);
    }
    if (!opensTour)
        return RuleError::invalid(u"demo.none"_s, {}, phrase(QT_TRANSLATE_NOOP("Engine", "No game names the session demo the tour opens.")));
    return *opensTour;
}

} // namespace arbiter
