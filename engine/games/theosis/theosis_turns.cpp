#include "games/theosis/theosis_turns.h"

#include "games/theosis/theosis_arena.h"
#include "games/theosis/theosis_locations.h"
#include "games/theosis/theosis_support.h"

#include <set>

namespace arbiter::theosis {

namespace {

void heal(Play &play, const QString &hero, int amount, const QString &cause)
{
    const int before = play.health(hero);
    const int after = std::min(kFullHealth, before + amount);
    if (after == before)
        return;
    play.setHealth(hero, after);
    play.note(QStringLiteral("hero.healed"), {{QStringLiteral("hero"), hero}, {QStringLiteral("health"), after}},
              phrase(QT_TRANSLATE_NOOP("Engine", "%1 heals %2 (%3): %4 Health."), play.name(hero), after - before, cause, after));
}

std::set<QString> standingTeams(const Play &play)
{
    std::set<QString> teams;
    for (const HeroState &h : play.table.heroes)
        if (play.alive(h.id))
            teams.insert(play.teamOf(h.player));
    return teams;
}

bool monstersStanding(const Play &play)
{
    return std::any_of(play.table.monsters.begin(), play.table.monsters.end(), [](const MonsterState &m) { return !m.pile.isEmpty(); });
}

QStringList playersOf(const Play &play, const QString &team)
{
    QStringList out;
    for (const PlayerState &p : play.table.players)
        if (play.teamOf(p.id) == team)
            out << p.id;
    return out;
}

void decide(Play &play, const QString &outcome, const QStringList &winners, const QString &reason, const Phrase &text)
{
    play.table.result = Result_{outcome, winners, reason};
    play.table.phase = Phase::Over;
    play.table.actor.clear();
    play.note(QStringLiteral("game.over"),
              {{QStringLiteral("outcome"), outcome}, {QStringLiteral("winners"), QJsonArray::fromStringList(winners)}, {QStringLiteral("reason"), reason}},
              text);
}

void endArenaTurn(Play &play)
{
    if (play.table.turn >= kArenaTurns) {
        if (monstersStanding(play)) {
            decide(play, QStringLiteral("loss"), {}, QStringLiteral("monsters-standing"),
                   phrase(QT_TRANSLATE_NOOP("Engine", "The ninth turn ends with a monster standing: the heroes lose.")));
            return;
        }
        for (const QString &heroId : play.table.ranking) {
            const HeroState *h = play.table.hero(heroId);
            if (h && h->at && *h->at == play.content.arena.centre && play.alive(h->id)) {
                const QString team = play.teamOf(h->player);
                decide(play, QStringLiteral("win"), playersOf(play, team), QStringLiteral("centre"),
                       phrase(QT_TRANSLATE_NOOP("Engine", "The ninth turn ends with %1 on the centre hex: %2 wins."), play.name(h->id),
                              play.name(h->player)));
                return;
            }
        }
        const auto teams = standingTeams(play);
        if (teams.size() == 1) {
            decide(play, QStringLiteral("win"), playersOf(play, *teams.begin()), QStringLiteral("last-standing"),
                   phrase(QT_TRANSLATE_NOOP("Engine", "The ninth turn ends with one side standing.")));
            return;
        }
        decide(play, QStringLiteral("tie"), {}, QStringLiteral("time"),
               phrase(QT_TRANSLATE_NOOP("Engine", "The ninth turn ends with several players' heroes standing and nobody on the centre hex: a tie.")));
        return;
    }
    ++play.table.turn;
    startArenaTurn(play);
}

} // namespace

Status requireArena(const Play &play)
{
    if (play.table.phase == Phase::Over)
        return RuleError::invalid(QStringLiteral("theosis.game_over"), rule("winning"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The game is over; only corrections are possible now.")));
    if (play.table.phase != Phase::Arena)
        return RuleError::invalid(QStringLiteral("theosis.not_arena"), rule("arena-turns"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "That happens in the Arena, which has not begun.")));
    return Done{};
}

std::vector<std::pair<QString, QString>> ritualsDue(const Play &play)
{
    std::vector<std::pair<QString, QString>> due;
    for (const PlayerState &p : play.table.players)
        for (const PreparedRitual &r : p.rituals)
            if (r.turn == play.table.turn && !r.cast)
                due.emplace_back(p.id, r.ritual);
    return due;
}

bool monstersDue(const Play &play)
{
    if (play.table.phase != Phase::Arena || !play.table.actor.isEmpty() || !ritualsDue(play).empty())
        return false;
    return std::any_of(play.table.monsters.begin(), play.table.monsters.end(), [&](const MonsterState &m) {
        const MonsterSheet *sheet = play.content.monster(m.id);
        const bool rider = sheet && !sheet->riderActions.empty();
        return !m.pile.isEmpty() && (!m.acted || (rider && !m.riderActed));
    });
}

void startArenaTurn(Play &play)
{
    for (HeroState &h : play.table.heroes)
        h.acted = false;
    for (MonsterState &m : play.table.monsters)
        m.acted = m.riderActed = false;
    play.table.actor.clear();
    play.note(QStringLiteral("arena.turn"), {{QStringLiteral("turn"), play.table.turn}},
              phrase(QT_TRANSLATE_NOOP("Engine", "Arena turn %1 begins."), play.table.turn));
    const auto due = ritualsDue(play);
    if (!due.empty()) {
        play.note(QStringLiteral("rituals.due"), {{QStringLiteral("count"), static_cast<int>(due.size())}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 casts the ritual prepared for this turn first."), play.name(due.front().first)));
        return;
    }
    advance(play);
}

void advance(Play &play)
{
    if (checkOutcome(play))
        return;
    if (!ritualsDue(play).empty())
        return;
    for (const QString &heroId : play.table.ranking) {
        HeroState *h = play.table.hero(heroId);
        if (!h || h->acted || !h->at || !play.alive(h->id) || h->swallowed)
            continue;
        if (h->paralyzedUntil >= play.table.turn) {
            h->acted = true;
            play.note(QStringLiteral("hero.paralysed"), {{QStringLiteral("hero"), h->id}},
                      phrase(QT_TRANSLATE_NOOP("Engine", "%1's ranking token is flipped: the hero does not act this turn."), play.name(h->id)));
            continue;
        }
        play.table.actor = h->id;
        play.note(QStringLiteral("hero.turn"), {{QStringLiteral("hero"), h->id}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 acts now."), play.name(h->id)));
        return;
    }
    play.table.actor.clear();
    if (monstersDue(play)) {
        play.note(QStringLiteral("monsters.turn"), {},
                  phrase(QT_TRANSLATE_NOOP("Engine", "Every hero has acted: the monsters' turn (roll the skullduggery die).")));
        return;
    }
    endArenaTurn(play);
}

void endHeroTurn(Play &play, HeroState &hero)
{
    hero.acted = true;
    play.table.actor.clear();
    if (play.alive(hero.id)) {
        if (hasToken(hero, QStringLiteral("rejuvenation")))
            heal(play, hero.id, 1, QStringLiteral("Rejuvenation"));
        if (hasToken(hero, QStringLiteral("fiery-purge")))
            woundHero(play, hero.id, 1, QStringLiteral("Fiery Purge"));
        const ArenaRitual *placed = hero.at ? ritualOn(play, *hero.at) : nullptr;
        const Ritual *ritual = placed ? play.content.ritual(placed->ritual) : nullptr;
        if (ritual && ritual->token.healEndOfTurn > 0 && play.alive(hero.id))
            heal(play, hero.id, ritual->token.healEndOfTurn, ritual->name);
    }
    advance(play);
}

bool checkOutcome(Play &play)
{
    if (play.table.result)
        return true;
    const auto teams = standingTeams(play);
    if (!play.table.monsters.empty()) {
        if (teams.empty()) {
            decide(play, QStringLiteral("loss"), {}, QStringLiteral("heroes-fell"),
                   phrase(QT_TRANSLATE_NOOP("Engine", "Every hero has fallen: the monsters win.")));
            return true;
        }
        if (monstersStanding(play))
            return false;
        if (play.table.mode == Mode::SemiHeavy && teams.size() > 1)
            return false; // the fight goes on between the players
        QStringList winners;
        for (const PlayerState &p : play.table.players)
            if (play.table.mode != Mode::SemiHeavy || play.teamOf(p.id) == *teams.begin())
                winners << p.id;
        decide(play, QStringLiteral("win"), winners, QStringLiteral("monsters-defeated"),
               phrase(QT_TRANSLATE_NOOP("Engine", "Every monster is defeated: the heroes win.")));
        if (play.table.mode == Mode::SemiLight) {
            int most = 0;
            for (const PlayerState &p : play.table.players)
                most = std::max(most, p.stamina);
            for (const PlayerState &p : play.table.players)
                if (p.stamina == most)
                    play.table.result->mvp << p.id;
            play.note(QStringLiteral("game.mvp"), {{QStringLiteral("players"), QJsonArray::fromStringList(play.table.result->mvp)}, {QStringLiteral("tokens"), most}},
                      phrase(QT_TRANSLATE_NOOP("Engine", "Most valuable: %1 with %2 stamina tokens."), play.table.result->mvp.join(QStringLiteral(", ")), most));
        }
        return true;
    }
    if (teams.size() > 1)
        return false;
    if (teams.empty()) {
        decide(play, QStringLiteral("tie"), {}, QStringLiteral("all-fell"), phrase(QT_TRANSLATE_NOOP("Engine", "Every hero has fallen: nobody wins.")));
        return true;
    }
    decide(play, QStringLiteral("win"), playersOf(play, *teams.begin()), QStringLiteral("last-standing"),
           phrase(QT_TRANSLATE_NOOP("Engine", "Only one side has heroes standing: it wins the Arena.")));
    return true;
}

} // namespace arbiter::theosis
