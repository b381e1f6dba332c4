#include "games/exiled_legends/el_choices.h"

#include "games/exiled_legends/el_combat.h"
#include "games/exiled_legends/el_game.h"
#include "games/exiled_legends/el_state.h"

namespace arbiter {

namespace {

using namespace exiled_legends;

const char *const kFiveActions[] = {"action.add_bane", "action.remove_bane", "action.remove_damage", "action.switch",
                                    "action.return_support"};
const char *const kFlowActions[] = {"sphere.flip", "phase.next", "turn.end", "attack.continue"};

QJsonObject action(const char *type)
{
    return {{QStringLiteral("type"), QString::fromLatin1(type)}};
}

} // namespace

QJsonObject exiledLegendsChoices(const SessionState &state)
{
    const GameDefinition game = exiledLegendsGame();
    const auto legal = [&](const QJsonObject &a) { return game.apply(state, a).ok(); };
    auto opened = Table::open(state);
    if (!opened)
        return {};
    const Table &table = opened.value();

    QStringList inPlay;
    for (const QString &player : table.playersIn())
        inPlay << table.heroesInPlay(player);

    QJsonArray flow;
    for (const char *type : kFlowActions)
        if (legal(action(type)))
            flow.append(QString::fromLatin1(type));

    QJsonObject actions;
    for (const char *type : kFiveActions) {
        QJsonArray heroes;
        for (const QString &hero : inPlay) {
            QJsonObject a = action(type);
            a.insert(QStringLiteral("hero"), hero);
            if (legal(a))
                heroes.append(hero);
        }
        actions.insert(QString::fromLatin1(type), heroes);
    }

    QJsonArray abilities;
    for (const QString &player : table.playersIn()) {
        QStringList cards = table.heroesInPlay(player);
        cards << table.player(player).legend;
        for (const QString &hero : cards)
            for (const QString &position : {QStringLiteral("champion"), QStringLiteral("support"), QStringLiteral("team")})
                for (int index = 0; index < (table.isLegend(hero) ? 2 : 1); ++index) {
                    const QJsonObject a{{QStringLiteral("type"), QStringLiteral("ability.use")},
                                        {QStringLiteral("hero"), hero},
                                        {QStringLiteral("ability"), position},
                                        {QStringLiteral("index"), index}};
                    if (!legal(a))
                        continue;
                    const Ability *ability = table.ability(hero, position, index);
                    abilities.append(QJsonObject{{QStringLiteral("hero"), hero},
                                                 {QStringLiteral("ability"), position},
                                                 {QStringLiteral("index"), index},
                                                 {QStringLiteral("name"), ability ? ability->name : QString()},
                                                 {QStringLiteral("kind"), ability ? kindName(ability->kind) : QString()}});
                }
    }

    QJsonArray precise;
    for (const QString &hero : inPlay) {
        const QJsonObject a{{QStringLiteral("type"), QStringLiteral("attack.declare")},
                            {QStringLiteral("attack"), QStringLiteral("precise")},
                            {QStringLiteral("targets"), QJsonArray{hero}}};
        if (legal(a))
            precise.append(hero);
    }
    // Any legal precise target means an attack may be declared now.
    const bool canAttack = !precise.isEmpty();
    const QString attacker = table.player(table.data().turn.player).champion;
    const int strength = canAttack ? table.strengthOf(attacker) : 0;
    QJsonArray massCandidates;
    for (const QString &hero : inPlay)
        if (canAttack && table.ownerOf(hero) != table.data().turn.player && !table.atMaxHp(hero))
            massCandidates.append(hero);
    const AttackPlan plan = attackPlan(table, AttackType::Mass, strength, false);
    const QJsonObject mass{{QStringLiteral("strength"), strength},
                           {QStringLiteral("targets_required"), canAttack ? std::min(strength, massTargetsAvailable(plan)) : 0},
                           {QStringLiteral("candidates"), massCandidates}};

    QJsonObject choice;
    for (const QString &player : table.seating())
        if (!table.player(player).candidates.isEmpty())
            choice = QJsonObject{{QStringLiteral("player"), player},
                                 {QStringLiteral("candidates"), QJsonArray::fromStringList(table.player(player).candidates)}};

    return {{QStringLiteral("flow"), flow},
            {QStringLiteral("actions"), actions},
            {QStringLiteral("abilities"), abilities},
            {QStringLiteral("precise_targets"), precise},
            {QStringLiteral("mass"), mass},
            {QStringLiteral("choose_champion"), choice}};
}

} // namespace arbiter
