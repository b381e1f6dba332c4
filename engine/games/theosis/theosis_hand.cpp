#include "games/theosis/theosis_hand.h"

#include "core/json_fields.h"
#include "games/theosis/theosis_support.h"

namespace arbiter::theosis {

void gainPower(PlayerState &player, const QString &power)
{
    player.powers << power;
    player.hand << power;
}

Status spendPower(Play &play, PlayerState &player, const QString &power, const QString &why)
{
    if (!removeOne(player.hand, power)) {
        const PowerCard *card = play.content.power(power);
        return RuleError::invalid(QStringLiteral("theosis.power_not_in_hand"), rule("power-hand"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 does not hold %2 in hand."), play.name(player.id),
                                         card ? card->name : power));
    }
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
        play.note(QStringLiteral("hand.returned"), {{QStringLiteral("player"), player.id}, {QStringLiteral("hand"), QJsonArray::fromStringList(player.hand)}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 spent the last power in hand (%2) and takes the other %3 back."),
                         play.name(player.id), why, static_cast<int>(player.hand.size())));
    }
    return Done{};
}

Result<QString> handPowerField(const Play &play, const PlayerState &player, const QJsonObject &action, const QString &key)
{
    THEOSIS_TRY(power, json::requiredString(action, key, {}));
    const PowerCard *card = play.content.power(power.value());
    if (!card)
        return RuleError::notFound(QStringLiteral("theosis.unknown_power"),
                                   phrase(QT_TRANSLATE_NOOP("Engine", "%1: the pack has no power \"%2\"."), key, power.value()));
    if (!player.hand.contains(power.value()))
        return RuleError::invalid(QStringLiteral("theosis.power_not_in_hand"), rule("power-hand"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 does not hold %2 in hand."), play.name(player.id), card->name));
    return power;
}

} // namespace arbiter::theosis
