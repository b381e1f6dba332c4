#include "games/theosis/theosis_rituals.h"

#include "core/json_fields.h"
#include "games/theosis/theosis_arena.h"
#include "games/theosis/theosis_equipment.h"
#include "games/theosis/theosis_locations.h"
#include "games/theosis/theosis_support.h"
#include "games/theosis/theosis_turns.h"

namespace arbiter::theosis {

namespace {

constexpr int kPurificationHeal = 2;

// `offset` turned by `rotation` sixths of a turn around the token's anchor.
Hex rotate(Hex offset, int rotation)
{
    Hex h = offset;
    for (int i = 0; i < ((rotation % 6) + 6) % 6; ++i)
        h = Hex{-h.r, -h.s()}; // 60 degrees: (q, r, s) -> (-r, -s, -q)
    return h;
}

Status placeToken(Play &play, const QString &player, const Ritual &ritual, const QJsonObject &action)
{
    const QString page = rule("rituals");
    ARBITER_TRY(at, json::hexFrom(action.value(QStringLiteral("at")), QStringLiteral("at")));
    ARBITER_TRY(rotation, json::optionalInt(action, QStringLiteral("rotation"), {}, 0, 0, 5));
    ArenaRitual placed{ritual.id, player, {}, {}};
    for (Hex o : ritual.token.blocked)
        placed.blocked.push_back(at.value() + rotate(o, rotation.value()));
    for (Hex o : ritual.token.hexes)
        placed.hexes.push_back(at.value() + rotate(o, rotation.value()));
    std::vector<Hex> all = placed.blocked;
    all.insert(all.end(), placed.hexes.begin(), placed.hexes.end());
    for (Hex h : all) {
        if (distance(h, Hex{}) > play.content.arena.radius)
            return RuleError::invalid(QStringLiteral("theosis.ritual_off_arena"), page,
                                      phrase(QT_TRANSLATE_NOOP("Engine", "The %1 token would reach off the Arena."), ritual.name))
                .about(at.value());
        if (h == play.content.arena.centre)
            return RuleError::invalid(QStringLiteral("theosis.ritual_on_centre"), page,
                                      phrase(QT_TRANSLATE_NOOP("Engine", "No ritual token may cover the centre hex.")));
        if (ritualOn(play, h) || std::any_of(play.table.arenaRituals.begin(), play.table.arenaRituals.end(), [&](const ArenaRitual &r) {
                return std::find(r.blocked.begin(), r.blocked.end(), h) != r.blocked.end();
            }))
            return RuleError::invalid(QStringLiteral("theosis.ritual_overlap"), rule("app-session"),
                                      phrase(QT_TRANSLATE_NOOP("Engine", "Another ritual token already lies on %1."), play.place(h)))
                .about(h);
    }
    for (Hex h : placed.blocked)
        if (heroAt(play, h) || monsterAt(play, h))
            return RuleError::invalid(QStringLiteral("theosis.ritual_on_hero"), page,
                                      phrase(QT_TRANSLATE_NOOP("Engine", "The %1 token's closed hex must hold nobody, and %2 is taken."),
                                             ritual.name, play.place(h)))
                .about(h);
    play.table.arenaRituals.push_back(placed);
    play.note(QStringLiteral("ritual.placed"), {{QStringLiteral("ritual"), ritual.id}, {QStringLiteral("player"), player},
                                                {QStringLiteral("blocked"), json::toJson(placed.blocked)}, {QStringLiteral("hexes"), json::toJson(placed.hexes)}},
              phrase(QT_TRANSLATE_NOOP("Engine", "%1 places the %2 token on the Arena."), play.name(player), ritual.name));
    if (ritual.token.damage > 0)
        for (Hex h : placed.hexes)
            if (const HeroState *hero = heroAt(play, h))
                woundHero(play, hero->id, ritualDamageTo(play, *hero, ritual), ritual.name);
    return Done{};
}

void purification(Play &play, const QString &player)
{
    for (HeroState &h : play.table.heroes) {
        if (!play.allied(h.player, player) || !play.alive(h.id))
            continue;
        play.setHealth(h.id, std::min(kFullHealth, play.health(h.id) + kPurificationHeal));
        std::erase_if(h.tokens, [&](const Token &t) {
            const PowerCard *p = play.content.power(t.power);
            return p && p->type == QLatin1String("curse");
        });
    }
    play.note(QStringLiteral("ritual.purification"), {{QStringLiteral("player"), player}},
              phrase(QT_TRANSLATE_NOOP("Engine", "Purification: %1's standing heroes heal 2 and lose every curse."), play.name(player)));
}

void consecration(Play &play, const QString &player)
{
    play.note(QStringLiteral("ritual.consecration"), {{QStringLiteral("player"), player}},
              phrase(QT_TRANSLATE_NOOP("Engine", "Consecration: every enemy hero loses its blessings and takes 1 Light damage unless shielded against Light.")));
    for (HeroState &h : play.table.heroes) {
        if (play.allied(h.player, player) || !play.alive(h.id))
            continue;
        std::erase_if(h.tokens, [&](const Token &t) {
            const PowerCard *p = play.content.power(t.power);
            return p && p->type == QLatin1String("blessing");
        });
        const Gear gear = gearOf(play.content, h);
        if (!gear.protections.contains(QStringLiteral("light")) && !gear.resistances.contains(QStringLiteral("light")))
            woundHero(play, h.id, 1, QStringLiteral("Consecration"));
    }
}

} // namespace

bool ritualTakesGems(const Ritual &ritual)
{
    return ritual.effect != QLatin1String("token") && ritual.effect != QLatin1String("purification")
           && ritual.effect != QLatin1String("consecration");
}

Status castRitual(Play &play, const RitualCast &typedAction)
{
    // The helpers below still read fields by key from the action's JSON form.
    const QJsonObject action = typed::encode(typedAction);
    ARBITER_CHECK(requireArena(play));
    ARBITER_TRY(player, playerField(play, action, QStringLiteral("player")));
    ARBITER_TRY(ritualId, json::requiredString(action, QStringLiteral("ritual"), {}));
    PreparedRitual *prepared = nullptr;
    for (PreparedRitual &r : play.table.player(player.value())->rituals)
        if (r.ritual == ritualId.value() && !r.cast)
            prepared = &r;
    if (!prepared || prepared->turn != play.table.turn)
        return RuleError::invalid(QStringLiteral("theosis.ritual_not_due"), rule("rituals"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 has no ritual %2 with this turn's token."), play.name(player.value()),
                                         ritualId.value()));
    const Ritual *ritual = play.content.ritual(ritualId.value());
    ARBITER_TRY(skip, json::optionalBool(action, QStringLiteral("skip"), {}, false));
    if (skip.value() || !ritual)
        ARBITER_CHECK(onlyFields(action, {"type", "player", "ritual", "skip"}));
    else if (ritualTakesGems(*ritual))
        ARBITER_CHECK(onlyFields(action, {"type", "player", "ritual", "mana"}));
    else if (ritual->effect == QLatin1String("token"))
        ARBITER_CHECK(onlyFields(action, {"type", "player", "ritual", "at", "rotation"}));
    else
        ARBITER_CHECK(onlyFields(action, {"type", "player", "ritual"}));
    if (skip.value() || !ritual) {
        play.note(QStringLiteral("ritual.lapsed"), {{QStringLiteral("player"), player.value()}, {QStringLiteral("ritual"), ritualId.value()}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 lets the ritual %2 lapse."), play.name(player.value()), ritualId.value()));
    } else if (ritualTakesGems(*ritual)) {
        ARBITER_CHECK(placeMana(play, player.value(), action, QStringLiteral("mana"), kManaSurgeGems, GemReceivers::AlliedHeroes));
        play.note(QStringLiteral("ritual.cast"), {{QStringLiteral("player"), player.value()}, {QStringLiteral("ritual"), ritual->id}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 casts %2."), play.name(player.value()), ritual->name));
    } else if (ritual->effect == QLatin1String("token")) {
        ARBITER_CHECK(placeToken(play, player.value(), *ritual, action));
    } else if (ritual->effect == QLatin1String("purification")) {
        purification(play, player.value());
    } else {
        consecration(play, player.value());
    }
    prepared->cast = true;
    advance(play);
    return Done{};
}

} // namespace arbiter::theosis
