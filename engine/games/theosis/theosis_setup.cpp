#include "games/theosis/theosis_setup.h"

#include "core/json_fields.h"
#include "games/theosis/theosis_hand.h"
#include "games/theosis/theosis_market.h"
#include "games/theosis/theosis_modes.h"
#include "games/theosis/theosis_ranking.h"
#include "games/theosis/theosis_support.h"

#include <set>

namespace arbiter::theosis {

namespace {

RuleError setupError(const QString &code, const QString &rulePage, Phrase message)
{
    return RuleError{ErrorKind::BadRequest, code, rulePage, std::move(message)};
}

Result<Mode> modeFrom(const QJsonObject &setup, int players)
{
    const QString fallback = players == 1 ? QStringLiteral("coop") : QStringLiteral("pvp");
    ARBITER_TRY(name, json::optionalString(setup, QStringLiteral("mode"), QStringLiteral("setup"), fallback));
    for (Mode m : {Mode::Pvp, Mode::Team, Mode::Coop, Mode::SemiLight, Mode::SemiHeavy})
        if (modeName(m) == name.value())
            return m;
    return json::fieldError(QStringLiteral("setup.mode"), QT_TRANSLATE_NOOP("Engine", "%1 must be pvp, team, coop, semi-light or semi-heavy."));
}

Result<std::vector<QStringList>> teamsFrom(const QJsonObject &setup, const QStringList &seats)
{
    std::vector<QStringList> teams;
    if (!setup.contains(QStringLiteral("teams"))) {
        const qsizetype size = seats.size() / 2;
        teams.push_back(seats.mid(0, size));
        teams.push_back(seats.mid(size));
        return teams;
    }
    ARBITER_TRY(list, json::requiredArray(setup, QStringLiteral("teams"), QStringLiteral("setup")));
    std::set<QString> seen;
    for (const QJsonValue &v : list.value()) {
        QStringList team;
        for (const QJsonValue &p : v.toArray()) {
            if (!seats.contains(p.toString()) || !seen.insert(p.toString()).second)
                return setupError(QStringLiteral("theosis.bad_teams"), rule("team-games"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "setup.teams must list every player exactly once.")));
            team << p.toString();
        }
        teams.push_back(team);
    }
    if (seen.size() != static_cast<std::size_t>(seats.size()))
        return setupError(QStringLiteral("theosis.bad_teams"), rule("team-games"),
                          phrase(QT_TRANSLATE_NOOP("Engine", "setup.teams must list every player exactly once.")));
    for (const QStringList &team : teams)
        if (team.size() != teams.front().size() || team.size() < 2)
            return setupError(QStringLiteral("theosis.bad_teams"), rule("team-games"),
                              phrase(QT_TRANSLATE_NOOP("Engine", "Teams are of equal size, two or three players each.")));
    return teams;
}

Result<QMap<QString, QStringList>> heroesFrom(const QJsonObject &setup, const Content &content, const QStringList &seats, int each)
{
    QMap<QString, QStringList> chosen;
    if (!setup.contains(QStringLiteral("heroes"))) {
        const QStringList order = draftOrder(seats, each);
        if (order.size() > static_cast<qsizetype>(content.heroes.size()))
            return setupError(QStringLiteral("theosis.too_many_heroes"), rule("hero-selection"),
                              phrase(QT_TRANSLATE_NOOP("Engine", "The pack has %1 heroes; this table needs %2."),
                                     static_cast<int>(content.heroes.size()), static_cast<int>(order.size())));
        for (qsizetype i = 0; i < order.size(); ++i)
            chosen[order.at(i)] << content.heroes[static_cast<std::size_t>(i)].id;
        return chosen;
    }
    ARBITER_TRY(map, json::requiredObject(setup, QStringLiteral("heroes"), QStringLiteral("setup")));
    std::set<QString> taken;
    for (const QString &player : seats) {
        const QJsonArray list = map->value(player).toArray();
        if (list.size() != each)
            return setupError(QStringLiteral("theosis.hero_count"), rule("game-modes"),
                              phrase(QT_TRANSLATE_NOOP("Engine", "In this mode every player selects %1 heroes; %2 has %3."), each, player,
                                     static_cast<int>(list.size())));
        for (const QJsonValue &v : list) {
            const QString id = v.toString();
            if (!content.hero(id))
                return setupError(QStringLiteral("theosis.unknown_hero_sheet"), rule("hero-selection"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "setup.heroes: the pack has no hero \"%1\"."), id));
            if (!taken.insert(id).second)
                return setupError(QStringLiteral("theosis.hero_twice"), rule("hero-selection"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is selected twice; every hero is in the box once."), content.hero(id)->name));
            chosen[player] << id;
        }
    }
    if (map->size() != seats.size())
        return setupError(QStringLiteral("theosis.hero_count"), rule("hero-selection"),
                          phrase(QT_TRANSLATE_NOOP("Engine", "setup.heroes names a player who is not at the table.")));
    return chosen;
}

Status setUpMonsters(SessionState &state, Table &table, const Content &content, const Encounter &encounter)
{
    ARBITER_TRY(boss, json::optionalBool(state.setup, QStringLiteral("boss"), QStringLiteral("setup"), false));
    if (boss.value() && encounter.bossStamina == 0)
        return setupError(QStringLiteral("theosis.no_boss"), rule("monster-encounters"),
                          phrase(QT_TRANSLATE_NOOP("Engine", "A boss is met only by twelve heroes.")));
    const int count = boss.value() ? 1 : encounter.monsters;
    const int stamina = boss.value() ? encounter.bossStamina : encounter.stamina;
    QStringList ids;
    if (state.setup.contains(QStringLiteral("monsters"))) {
        ARBITER_TRY(list, json::requiredArray(state.setup, QStringLiteral("monsters"), QStringLiteral("setup")));
        for (const QJsonValue &v : list.value())
            ids << v.toString();
    } else {
        for (const MonsterSheet &m : content.monsters)
            if (m.boss == boss.value() && ids.size() < count)
                ids << m.id;
    }
    if (ids.size() != count)
        return setupError(QStringLiteral("theosis.monster_count"), rule("monster-encounters"),
                          phrase(QT_TRANSLATE_NOOP("Engine", "This table meets %1 monsters; setup.monsters names %2."), count,
                                 static_cast<int>(ids.size())));
    QStringList tokens;
    for (const StaminaToken &t : content.staminaTokens)
        tokens << t.id;
    shuffle(tokens, state.rng);
    if (tokens.size() < count * stamina)
        return setupError(QStringLiteral("theosis.stamina_tokens"), rule("monster-encounters"),
                          phrase(QT_TRANSLATE_NOOP("Engine", "The pack has %1 stamina tokens; this encounter needs %2."),
                                 static_cast<int>(tokens.size()), count * stamina));
    // Several monsters stand side by side around the centre.
    const Hex centre = content.arena.centre;
    const std::vector<Hex> spots = count == 1 ? std::vector<Hex>{centre}
                                              : std::vector<Hex>{centre + Hex{1, 0}, centre + Hex{-1, 0}, centre + Hex{0, 2}};
    std::set<QString> seen;
    for (int i = 0; i < count; ++i) {
        const MonsterSheet *sheet = content.monster(ids.at(i));
        if (!sheet)
            return setupError(QStringLiteral("theosis.unknown_monster"), rule("monster-roster"),
                              phrase(QT_TRANSLATE_NOOP("Engine", "setup.monsters: the pack has no monster \"%1\"."), ids.at(i)));
        if (sheet->boss != boss.value())
            return setupError(QStringLiteral("theosis.monster_count"), rule("monster-encounters"),
                              phrase(QT_TRANSLATE_NOOP("Engine", "%1 cannot be met in this encounter: bosses come alone, with \"boss\": true."), sheet->name));
        if (!seen.insert(sheet->id).second)
            return setupError(QStringLiteral("theosis.monster_count"), rule("monster-encounters"),
                              phrase(QT_TRANSLATE_NOOP("Engine", "%1 is named twice; every monster is in the box once."), sheet->name));
        MonsterState m;
        m.id = sheet->id;
        m.at = spots[static_cast<std::size_t>(i)];
        m.pile = tokens.mid(i * stamina, stamina);
        table.monsters.push_back(m);
        state.entities.push_back(Entity{sheet->id, kMonsterKind, sheet->name, {}, {}});
    }
    return Done{};
}

} // namespace

QStringList draftOrder(const QStringList &seats, int heroesEach)
{
    QStringList order;
    for (int round = 0; round < heroesEach; ++round) {
        QStringList pass = seats;
        if (round % 2 == 1)
            std::reverse(pass.begin(), pass.end());
        order += pass;
    }
    return order;
}

void shuffle(QStringList &list, Rng &rng)
{
    for (qsizetype i = list.size() - 1; i > 0; --i)
        list.swapItemsAt(i, static_cast<qsizetype>(rng.below(static_cast<std::uint64_t>(i + 1))));
}

Result<SessionState> setupGame(SessionState state)
{
    ARBITER_TRY(content, contentOf(state.setup));
    Table table;
    for (const QJsonValue &p : state.players)
        table.seats << p.toObject().value(QStringLiteral("id")).toString();
    const int players = static_cast<int>(table.seats.size());
    ARBITER_TRY(mode, modeFrom(state.setup, players));
    table.mode = mode.value();
    ARBITER_TRY(blitz, json::optionalBool(state.setup, QStringLiteral("blitz"), QStringLiteral("setup"), false));
    ARBITER_TRY(fast, json::optionalBool(state.setup, QStringLiteral("fast"), QStringLiteral("setup"), false));
    table.fast = fast.value();

    int each = 0;
    std::vector<QStringList> teams;
    if (table.mode == Mode::Team) {
        ARBITER_TRY(t, teamsFrom(state.setup, table.seats));
        teams = t.value();
    }
    const Encounter *encounter = nullptr;
    if (table.mode == Mode::Pvp || table.mode == Mode::Team) {
        const auto heroes = competitiveHeroes(table.mode, players, static_cast<int>(teams.size()), blitz.value());
        if (!heroes)
            return setupError(QStringLiteral("theosis.mode_players"), rule("game-modes"),
                              phrase(QT_TRANSLATE_NOOP("Engine", "The %1 mode is not played by %2 players in this form."), modeName(table.mode), players));
        each = *heroes;
    } else {
        if (table.mode != Mode::Coop && players < 2)
            return setupError(QStringLiteral("theosis.mode_players"), rule("semi-coop"),
                              phrase(QT_TRANSLATE_NOOP("Engine", "The semi-co-op modes need at least two players.")));
        ARBITER_TRY(heroes, json::optionalInt(state.setup, QStringLiteral("heroes_per_player"), QStringLiteral("setup"),
                                              players == 1 ? 3 : 2, 1, 4));
        encounter = findEncounter(players, heroes.value());
        if (!encounter)
            return setupError(QStringLiteral("theosis.mode_players"), rule("monster-encounters"),
                              phrase(QT_TRANSLATE_NOOP("Engine", "The encounter table has no row for %1 players with %2 heroes each."), players, heroes.value()));
        each = heroes.value();
    }

    ARBITER_TRY(chosen, heroesFrom(state.setup, content.value(), table.seats, each));
    for (const QString &player : table.seats) {
        PlayerState p;
        p.id = player;
        p.team = player;
        for (std::size_t t = 0; t < teams.size(); ++t)
            if (teams[t].contains(player))
                p.team = QStringLiteral("team-") + QString::number(t + 1);
        table.players.push_back(p);
        if (Entity *e = state.entity(player))
            e->setCounter(kGold, 0);
        for (const QString &sheetId : chosen->value(player)) {
            HeroState h;
            h.sheet = sheetId;
            h.player = player;
            h.id = player + QLatin1Char(':') + sheetId;
            table.heroes.push_back(h);
            Entity hero{h.id, kHeroKind, content->hero(sheetId)->name, player, {}};
            hero.setCounter(kHealth, kFullHealth);
            hero.setCounter(kGold, 0);
            state.entities.push_back(hero);
        }
    }
    if (encounter)
        ARBITER_CHECK(setUpMonsters(state, table, content.value(), *encounter));

    ARBITER_TRY(first, json::optionalString(state.setup, QStringLiteral("first"), QStringLiteral("setup"), table.seats.first()));
    if (!table.seats.contains(first.value()))
        return json::fieldError(QStringLiteral("setup.first"), QT_TRANSLATE_NOOP("Engine", "%1 must name a player of this session."));
    table.initiative = first.value();
    // Against monsters with nine heroes or fewer, the three heroes left in the
    // box work against the players: their Quest and the Thieves' Guild are theirs.
    if (encounter && table.heroes.size() <= 9)
        table.closedLocations = {QStringLiteral("quest:deceitful"), QStringLiteral("thieves-guild")};

    for (const Item &item : content->items)
        (item.artifact ? table.artifacts : table.pouch) << item.id;
    shuffle(table.artifacts, state.rng);
    table.pouch += table.artifacts.mid(kHierapolisTurns);
    table.artifacts = table.artifacts.mid(0, kHierapolisTurns);
    shuffle(table.pouch, state.rng);
    for (const Ritual &r : content->rituals)
        table.ritualDeck << r.id;
    shuffle(table.ritualDeck, state.rng);

    if (table.fast) {
        ARBITER_CHECK(fastPreparation(state, table, content.value()));
    } else {
        refillMarket(table, content.value(), state.rng);
        table.phase = Phase::Hierapolis;
    }
    state.data = toJson(table);
    return state;
}

} // namespace arbiter::theosis
