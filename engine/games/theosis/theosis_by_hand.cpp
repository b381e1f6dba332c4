#include "games/theosis/theosis_by_hand.h"

#include <QJsonArray>

namespace arbiter::theosis {

void noteByHand(Play &play, const QString &type, QJsonObject data, const QString &name, const TableHandling &handling,
                const QStringList &involved)
{
    const QString owner = data.contains(QStringLiteral("monster")) ? data.value(QStringLiteral("monster")).toString()
                                                                   : data.value(QStringLiteral("hero")).toString();
    play.table.byHand.push_back({type, name, handling.instruction, handling.corrections, owner, involved});
    data.insert(QStringLiteral("name"), name);
    data.insert(QStringLiteral("do"), handling.instruction);
    data.insert(QStringLiteral("corrections"), QJsonArray::fromStringList(handling.corrections));
    play.note(type, data,
              handling.marked() ? phrase(QT_TRANSLATE_NOOP("Engine", "%1, at the table: %2"), name, handling.instruction)
                                : phrase(QT_TRANSLATE_NOOP("Engine", "Carry out %1 at the table."), name));
}

bool powerLeavesTableWork(const PowerCard &power, bool againstMonster)
{
    if (power.effect == QLatin1String("by-hand"))
        return true;
    if (!power.byHand.marked())
        return false;
    const bool monsterPartCarriedOut = power.effect == QLatin1String("equalize") || power.effect == QLatin1String("enervation");
    return !(againstMonster && monsterPartCarriedOut);
}

} // namespace arbiter::theosis
