#include "games/theosis/theosis_hand.h"

#include "core/json_fields.h"
#include "games/theosis/theosis_support.h"

namespace arbiter::theosis {

void gainPower(PlayerState &player, const QString &power)
{
    player.powers << power;
    player.hand << power;
}

bool spendCard(PlayerState &player, const QString &power, bool *returned)
{
    if (returned)
        *returned = false;
    if (!removeOne(player.hand, power))
        return false;
    player.discard << power;
    if (player.hand.isEmpty() && player.discard.size() == 1) {
        // A player who owns a single power would be left with nothing to
        // defend with; the one power comes straight back.
        player.hand = player.discard;
        player.discard.clear();
    } else if (player.hand.isEmpty()) {
        player.hand = player.discard;
        removeOne(player.hand, power);
        player.discard = QStringList{power};
        if (returned)
            *returned = true;
    }
    return true;
}

Status spendPower(Play &play, PlayerState &player, const QString &power, const QString &why)
{
    bool returned = false;
    if (!spendCard(player, power, &returned)) {
        const PowerCard *card = play.content.power(power);
        return RuleError::invalid(QStringLiteral("theosis.power_not_in_hand"), rule("power-hand"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 does not hold %2 in hand."), play.name(player.id),
                                         card ? card->name : power));
    }
    if (returned)
        play.note(QStringLiteral("hand.returned"), {{QStringLiteral("player"), player.id}, {QStringLiteral("hand"), QJsonArray::fromStringList(player.hand)}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 spent the last power in hand (%2) and takes the other %3 back."),
                         play.name(player.id), why, static_cast<int>(player.hand.size())));
    return Done{};
}

Result<QString> handPowerField(const Play &play, const PlayerState &player, const QJsonObject &action, const QString &key)
{
    ARBITER_TRY(power, json::requiredString(action, key, {}));
    const PowerCard *card = play.content.power(power.value());
    if (!card)
        return RuleError::notFound(QStringLiteral("theosis.unknown_power"),
                                   phrase(QT_TRANSLATE_NOOP("Engine", "%1: the pack has no power \"%2\"."), key, power.value()));
    if (!player.hand.contains(power.value()))
        return RuleError::invalid(QStringLiteral("theosis.power_not_in_hand"), rule("power-hand"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 does not hold %2 in hand."), play.name(player.id), card->name));
    return power;
}

QStringList defencePowersLeft(const Play &play, const QString &hero, const QJsonObject &defenses)
{
    const HeroState *h = play.table.hero(hero);
    const PlayerState *owner = h ? play.table.player(h->player) : nullptr;
    if (!owner)
        return {};
    QStringList left = owner->hand;
    for (auto it = defenses.begin(); it != defenses.end(); ++it) {
        const HeroState *other = it.key() == hero ? nullptr : play.table.hero(it.key());
        if (other && other->player == h->player)
            removeOne(left, it.value().toString());
    }
    return left;
}

Status refuseSharedDefences(const Play &play, const QJsonObject &defenses)
{
    for (auto it = defenses.begin(); it != defenses.end(); ++it) {
        const HeroState *hero = play.table.hero(it.key());
        const PlayerState *owner = hero ? play.table.player(hero->player) : nullptr;
        const QString power = it.value().toString();
        // A power not in hand at all is refused with that reason where it is spent.
        if (!owner || !owner->hand.contains(power) || defencePowersLeft(play, it.key(), defenses).contains(power))
            continue;
        QString other;
        for (auto o = defenses.begin(); o != defenses.end() && other.isEmpty(); ++o) {
            const HeroState *h = play.table.hero(o.key());
            if (o.key() != it.key() && h && h->player == hero->player && o.value().toString() == power)
                other = o.key();
        }
        const PowerCard *card = play.content.power(power);
        return RuleError::invalid(QStringLiteral("theosis.power_defends_twice"), rule("power-hand"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 already defends %2: %3 needs another power from %4's hand."),
                                         card ? card->name : power, play.name(other), play.name(hero->id), play.name(owner->id)));
    }
    return Done{};
}

} // namespace arbiter::theosis
