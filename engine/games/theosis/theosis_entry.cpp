#include "games/theosis/theosis_entry.h"

#include "core/json_fields.h"
#include "games/theosis/theosis_arena.h"
#include "games/theosis/theosis_support.h"
#include "games/theosis/theosis_turns.h"

namespace arbiter::theosis {

namespace {

bool isStart(const Play &play, Hex h)
{
    const auto &starts = play.content.arena.startHexes;
    return std::find(starts.begin(), starts.end(), h) != starts.end();
}

} // namespace

QString nextToEnter(const Play &play)
{
    for (qsizetype i = play.table.ranking.size() - 1; i >= 0; --i) {
        const HeroState *h = play.table.hero(play.table.ranking.at(i));
        if (h && !h->at && play.alive(h->id))
            return h->id;
    }
    return {};
}

Status enterArena(Play &play, const ArenaEnter &typedAction)
{
    // The helpers below still read fields by key from the action's JSON form.
    const QJsonObject action = typed::encode(typedAction);
    if (play.table.phase != Phase::Entry)
        return RuleError::invalid(QStringLiteral("theosis.not_entering"), rule("entering-arena"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "Heroes enter the Arena once the ranking is made.")));
    ARBITER_CHECK(onlyFields(action, {"type", "hero", "at"}));
    ARBITER_TRY(heroId, heroField(play, action, QStringLiteral("hero")));
    const QString expected = nextToEnter(play);
    if (heroId.value() != expected)
        return RuleError::invalid(QStringLiteral("theosis.not_your_entry"), rule("entering-arena"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 enters next: the lowest rank comes first."), play.name(expected)));
    ARBITER_TRY(at, json::hexFrom(action.value(QStringLiteral("at")), QStringLiteral("at")));
    if (!isStart(play, at.value()))
        return RuleError::invalid(QStringLiteral("theosis.not_start_hex"), rule("entering-arena"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "Heroes enter on a starting hex; %1 is not one."), play.place(at.value())))
            .about(at.value());
    if (heroAt(play, at.value()))
        return RuleError::invalid(QStringLiteral("theosis.hex_occupied"), rule("entering-arena"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "Another hero already stands on %1."), play.place(at.value())))
            .about(at.value());
    HeroState &hero = *play.table.hero(heroId.value());
    // Next to a hero of the same player, when a free starting hex there is left.
    std::vector<Hex> besideOwn;
    for (const HeroState &h : play.table.heroes)
        if (h.player == hero.player && h.at)
            for (Hex n : neighbours(*h.at))
                if (isStart(play, n) && !heroAt(play, n))
                    besideOwn.push_back(n);
    if (!besideOwn.empty() && std::find(besideOwn.begin(), besideOwn.end(), at.value()) == besideOwn.end())
        return RuleError::invalid(QStringLiteral("theosis.not_beside_own"), rule("entering-arena"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1's heroes stand next to each other: choose a starting hex beside one of them."),
                                         play.name(hero.player)))
            .about(at.value());
    hero.at = at.value();
    play.table.startHexes << at.value();
    play.note(QStringLiteral("hero.entered"), {{QStringLiteral("hero"), hero.id}, {QStringLiteral("at"), json::toJson(at.value())}},
              phrase(QT_TRANSLATE_NOOP("Engine", "%1 enters the Arena on %2."), play.name(hero.id), play.place(at.value(), hero.id)));
    if (nextToEnter(play).isEmpty()) {
        play.table.phase = Phase::Arena;
        play.table.turn = 1;
        startArenaTurn(play);
    }
    return Done{};
}

} // namespace arbiter::theosis
