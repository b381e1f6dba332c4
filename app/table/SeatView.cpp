#include "SeatView.h"

#include "core/session.h"

namespace arbiter::SeatView {

namespace {

const QString kPlayer = QStringLiteral("player");
const QString kEntity = QStringLiteral("entity");
const QString kAction = QStringLiteral("action");

// Fields of an action that only the acting player may see, by action type.
// Theosis' sealed bid is the one the engine logs before it is revealed.
QStringList privateFields(const QString &type)
{
    if (type == QLatin1String("bid"))
        return {QStringLiteral("amount")};
    return {};
}

QJsonArray mayTake(const QJsonArray &entries, const QString &seat, const QString &actor, const SessionState &state)
{
    QJsonArray kept;
    for (const QJsonValue &entry : entries)
        if (mayAct(entry.toObject().value(kAction).toObject(), seat, actor, state))
            kept.append(entry);
    return kept;
}

} // namespace

bool mayAct(const QJsonObject &action, const QString &seat, const QString &actor, const SessionState &state)
{
    if (seat.isEmpty())
        return false;
    if (action.contains(kPlayer))
        return action.value(kPlayer).toString() == seat;
    if (action.contains(kEntity)) {
        const Entity *entity = state.entity(action.value(kEntity).toString());
        // A player's own entity belongs to that player; the others name theirs.
        const QString owner = !entity ? QString()
                              : entity->owner.isEmpty() && entity->kind == QLatin1String("player") ? entity->id
                                                                                                 : entity->owner;
        if (!owner.isEmpty())
            return owner == seat;
    }
    return actor.isEmpty() || actor == seat;
}

QJsonObject options(const QJsonObject &optionsFields, const QString &seat, const SessionState &state)
{
    QJsonObject out = optionsFields;
    const QString actor = optionsFields.value(QStringLiteral("actor")).toString();
    out.insert(QStringLiteral("options"), mayTake(optionsFields.value(QStringLiteral("options")).toArray(), seat, actor, state));
    out.insert(QStringLiteral("refused"), mayTake(optionsFields.value(QStringLiteral("refused")).toArray(), seat, actor, state));
    return out;
}

QJsonObject publicState(const SessionState &state)
{
    QJsonObject out = toJson(state);
    for (const char *hidden : {"data", "rng", "setup"})
        out.remove(QLatin1String(hidden));
    return out;
}

QJsonObject record(const QJsonObject &record, const QString &seat)
{
    QJsonObject action = record.value(kAction).toObject();
    const QStringList hidden = privateFields(action.value(QStringLiteral("type")).toString());
    if (hidden.isEmpty() || action.value(kPlayer).toString() == seat)
        return record;
    for (const QString &field : hidden)
        action.remove(field);
    QJsonObject out = record;
    out.insert(kAction, action);
    return out;
}

} // namespace arbiter::SeatView
