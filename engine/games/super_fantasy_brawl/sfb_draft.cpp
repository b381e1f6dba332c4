#include "games/super_fantasy_brawl/sfb_draft.h"

#include "core/json_fields.h"
#include "games/super_fantasy_brawl/sfb_support.h"

#include <algorithm>

namespace arbiter {

namespace {

int teamSize(const SfbTable &table) { return table.tornado ? 2 : 3; }

RuleError unknownChampion(const QString &field, const QString &id)
{
    return RuleError::badRequest(QStringLiteral("request.unknown_id"),
                                 phrase(QT_TRANSLATE_NOOP("Engine", "%1 names \"%2\", which is not a champion of the content pack."),
                                        field, id));
}

Result<QStringList> championIdList(const SfbContent &content, const QJsonValue &value, const QString &path)
{
    ARBITER_TRY(ids, sfbIdList(value, path));
    for (const QString &id : ids.value())
        if (content.championIndex(id) < 0)
            return unknownChampion(path, id);
    return ids.value();
}

bool hasDuplicates(QStringList ids)
{
    ids.sort();
    return std::adjacent_find(ids.begin(), ids.end()) != ids.end();
}

QString teammateOf(const SfbTable &table, const QString &player)
{
    const int side = table.sideOfPlayer(player);
    if (side < 0)
        return {};
    for (const QString &p : table.sides[static_cast<std::size_t>(side)].players)
        if (p != player)
            return p;
    return {};
}

// Specs of the champions a side already has (duplicates may not join one team).
QStringList specsOfSide(const SfbResolution &r, int side)
{
    QStringList specs;
    for (const QString &id : r.championsOfSide(side))
        specs << sfb::specOf(id);
    return specs;
}

void addChampion(SfbResolution &r, const QString &player, const QString &specId)
{
    const SfbChampionSpec &spec = r.content.champions[static_cast<std::size_t>(r.content.championIndex(specId))];
    Entity champion{sfb::championEntityId(player, specId), sfb::kChampionKind, spec.name, player, {}};
    for (const QString &counter : {sfb::kDamage, sfb::kLevelled, sfb::kRooted, sfb::kMovementBonus})
        champion.setCounter(counter, 0);
    r.state.entities.push_back(champion);
    r.event(QStringLiteral("sfb.champion_joined"), {{QStringLiteral("player"), player}, {QStringLiteral("champion"), champion.id}},
            phrase(QT_TRANSLATE_NOOP("Engine", "%1 joins %2's team."), spec.name, r.nameOf(player)));
}

// Everyone has a team: each player's draw deck is their champions' cards.
void startDecksIfTeamsComplete(SfbResolution &r)
{
    for (const QString &player : r.table.order)
        if (r.championsOf(player).size() < teamSize(r.table))
            return;
    for (const QString &player : r.table.order) {
        int deck = 0;
        for (const QString &champion : r.championsOf(player))
            deck += r.spec(champion)->deckSize(r.content.cards);
        r.setCounter(player, sfb::kDeck, deck);
    }
    r.table.draft.reset();
    r.table.phase = SfbPhase::Challenges;
    r.event(QStringLiteral("sfb.teams_ready"), {},
            phrase(QT_TRANSLATE_NOOP("Engine", "Teams are set: deal the first Challenge cards to the track.")));
}

Status assignTeam(SfbResolution &r, const QString &player, const QStringList &specs, const QString &path)
{
    if (!r.championsOf(player).isEmpty())
        return RuleError::invalid(QStringLiteral("sfb.team_already_chosen"), sfb::rule("drafting"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 already has a team."), r.nameOf(player)));
    if (specs.size() != teamSize(r.table) || hasDuplicates(specs))
        return RuleError::invalid(QStringLiteral("sfb.team_size"), sfb::rule(r.table.tornado ? "team-tornado" : "drafting"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 must name %2 different champions."), path,
                                         teamSize(r.table)));
    const QStringList teammates = specsOfSide(r, r.table.sideOfPlayer(player));
    for (const QString &spec : specs)
        if (teammates.contains(spec))
            return RuleError::invalid(QStringLiteral("sfb.duplicate_in_team"), sfb::rule("team-tornado-setup"),
                                      phrase(QT_TRANSLATE_NOOP("Engine", "%1 is already in this team: one team cannot field it twice."),
                                             spec));
    // Two players share one box of unique Champions (the casual pool is
    // unique too); only Super Team Tornado may field a champion on both sides.
    {
        const QStringList taken = sfbChampionsTakenFrom(r.state, r.table, player);
        for (const QString &spec : specs)
            if (taken.contains(spec))
                return RuleError::invalid(QStringLiteral("sfb.champion_taken"), sfb::rule("drafting"),
                                          phrase(QT_TRANSLATE_NOOP("Engine", "%1 is already in the other team: each Champion "
                                                                             "plays for one side only in a two-player game."),
                                                 r.content.champions[static_cast<std::size_t>(r.content.championIndex(spec))].name));
    }
    for (const QString &spec : specs)
        addChampion(r, player, spec);
    return Done{};
}

std::vector<SfbDraftStep> casualSteps(const SfbTable &table)
{
    // Second player first, then first; with four players 2, 1, 4, 3.
    const std::vector<int> round = table.tornado ? std::vector<int>{1, 0, 3, 2} : std::vector<int>{1, 0};
    std::vector<SfbDraftStep> steps;
    for (int pick = 0; pick < teamSize(table); ++pick)
        for (const int seat : round)
            steps.push_back({table.order[seat], false});
    return steps;
}

std::vector<SfbDraftStep> competitiveSteps(const SfbTable &table)
{
    std::vector<SfbDraftStep> steps;
    for (const QString &player : table.order)
        steps.push_back({player, true});
    if (!table.tornado) // four players simply keep the two champions left after the bans
        for (int pick = 0; pick < 3; ++pick)
            for (const QString &player : table.order)
                steps.push_back({player, false});
    return steps;
}

QString banTargetOf(const SfbTable &table, const QString &banning)
{
    const int seat = static_cast<int>(table.order.indexOf(banning));
    return table.order[seat ^ 1]; // 1 bans from 2, 2 from 1, 3 from 4, 4 from 3
}

} // namespace

Status sfbOpenDraft(SfbResolution &r, const QJsonObject &setup)
{
    ARBITER_TRY(mode, json::optionalString(setup, QStringLiteral("draft"), QStringLiteral("setup"), QStringLiteral("free")));
    SfbDraft draft;
    if (mode.value() == QLatin1String("free")) {
        draft.mode = SfbDraftMode::Free;
    } else if (mode.value() == QLatin1String("casual")) {
        draft.mode = SfbDraftMode::Casual;
        QStringList pool;
        for (const SfbChampionSpec &spec : r.content.champions)
            pool << spec.id;
        if (setup.contains(QStringLiteral("pool"))) {
            ARBITER_TRY(given, championIdList(r.content, setup.value(QStringLiteral("pool")), QStringLiteral("setup.pool")));
            pool = given.value();
        }
        const int needed = r.table.tornado ? 8 : 6;
        if (pool.size() < needed)
            return RuleError::invalid(QStringLiteral("sfb.pool_too_small"), sfb::rule("drafting"),
                                      phrase(QT_TRANSLATE_NOOP("Engine", "A casual draft needs a pool of at least %1 champions, not %2."),
                                             needed, static_cast<int>(pool.size())));
        if (!r.table.tornado && hasDuplicates(pool))
            return RuleError::invalid(QStringLiteral("sfb.pool_duplicate"), sfb::rule("drafting"),
                                      phrase(QT_TRANSLATE_NOOP("Engine", "A two-player casual draft pool holds each champion once.")));
        draft.pool = pool;
        draft.steps = casualSteps(r.table);
    } else if (mode.value() == QLatin1String("competitive")) {
        draft.mode = SfbDraftMode::Competitive;
        ARBITER_TRY(brought, json::requiredObject(setup, QStringLiteral("brought"), QStringLiteral("setup")));
        const int count = r.table.tornado ? 3 : 5;
        for (const QString &player : r.table.order) {
            const QString path = QStringLiteral("setup.brought.") + player;
            ARBITER_TRY(list, championIdList(r.content, brought->value(player), path));
            if (list->size() != count || hasDuplicates(list.value()))
                return RuleError::invalid(QStringLiteral("sfb.brought_count"), sfb::rule("drafting"),
                                          phrase(QT_TRANSLATE_NOOP("Engine", "%1 must list %2 different champions."), path, count));
            draft.brought[player] = list.value();
        }
        if (r.table.tornado)
            for (const QString &player : r.table.order)
                for (const QString &spec : draft.brought[player])
                    if (draft.brought[teammateOf(r.table, player)].contains(spec))
                        return RuleError::invalid(
                            QStringLiteral("sfb.duplicate_in_team"), sfb::rule("team-tornado-setup"),
                            phrase(QT_TRANSLATE_NOOP("Engine", "Teammates may not both bring %1."), spec));
        draft.steps = competitiveSteps(r.table);
    } else {
        return json::fieldError(QStringLiteral("setup.draft"),
                                QT_TRANSLATE_NOOP("Engine", "%1 must be free, casual or competitive."));
    }
    r.table.draft = draft;
    r.table.phase = SfbPhase::Draft;
    if (draft.mode == SfbDraftMode::Free && setup.contains(QStringLiteral("champions"))) {
        ARBITER_TRY(teams, json::requiredObject(setup, QStringLiteral("champions"), QStringLiteral("setup")));
        for (const QString &player : r.table.order) {
            const QString path = QStringLiteral("setup.champions.") + player;
            ARBITER_TRY(specs, championIdList(r.content, teams->value(player), path));
            ARBITER_CHECK(assignTeam(r, player, specs.value(), path));
        }
        startDecksIfTeamsComplete(r);
    }
    return Done{};
}


Status sfbChooseTeam(SfbResolution &r, const sfb::TeamChoose &action)
{
    ARBITER_CHECK(sfbRequirePhase(r, {SfbPhase::Draft}, "drafting"));
    if (r.table.draft->mode != SfbDraftMode::Free)
        return RuleError::invalid(QStringLiteral("sfb.drafting"), sfb::rule("drafting"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "This game drafts its champions: use draft.pick and draft.ban.")));
    const QString &player = action.player;
    if (r.table.sideOfPlayer(player) < 0)
        return RuleError::badRequest(QStringLiteral("request.unknown_id"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "player names \"%1\", who is not playing."), player));
    // Missing, the list is refused as not being one: its refusal names the form.
    ARBITER_TRY(specs, championIdList(r.content, action.champions.value_or(QJsonValue()), QStringLiteral("champions")));
    ARBITER_CHECK(assignTeam(r, player, specs.value(), QStringLiteral("champions")));
    startDecksIfTeamsComplete(r);
    return Done{};
}

Status sfbDraftPick(SfbResolution &r, const sfb::DraftPick &action)
{
    ARBITER_CHECK(sfbRequirePhase(r, {SfbPhase::Draft}, "drafting"));
    SfbDraft &draft = *r.table.draft;
    if (draft.mode == SfbDraftMode::Free)
        return RuleError::invalid(QStringLiteral("sfb.free_choice"), sfb::rule("drafting"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "Champions are chosen freely in this game: use team.choose.")));
    const SfbDraftStep step = draft.steps[static_cast<std::size_t>(draft.next)];
    if (step.ban)
        return RuleError::invalid(QStringLiteral("sfb.ban_expected"), sfb::rule("drafting"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 bans a champion first."), r.nameOf(step.player)));
    ARBITER_CHECK(sfbRequirePlayer(action.player, step.player, r, "drafting"));
    const QString &spec = action.champion;
    QStringList &source = draft.mode == SfbDraftMode::Casual ? draft.pool : draft.brought[step.player];
    if (!source.contains(spec))
        return RuleError::invalid(
            QStringLiteral("sfb.not_available"), sfb::rule("drafting"),
            draft.mode == SfbDraftMode::Casual
                ? phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not left in the pool."), spec)
                : phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not among the champions %2 brought and still has."), spec,
                         r.nameOf(step.player)));
    if (specsOfSide(r, r.table.sideOfPlayer(step.player)).contains(spec))
        return RuleError::invalid(QStringLiteral("sfb.duplicate_in_team"), sfb::rule("team-tornado-setup"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is already in this team: one team cannot field it twice."),
                                         spec));
    source.removeOne(spec);
    addChampion(r, step.player, spec);
    ++draft.next;
    startDecksIfTeamsComplete(r);
    return Done{};
}

Status sfbDraftBan(SfbResolution &r, const sfb::DraftBan &action)
{
    ARBITER_CHECK(sfbRequirePhase(r, {SfbPhase::Draft}, "drafting"));
    SfbDraft &draft = *r.table.draft;
    const bool banning = draft.mode == SfbDraftMode::Competitive && draft.steps[static_cast<std::size_t>(draft.next)].ban;
    if (!banning)
        return RuleError::invalid(QStringLiteral("sfb.no_ban_now"), sfb::rule("drafting"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "There is no ban to make now: only a competitive draft bans, before the picks.")));
    const QString player = draft.steps[static_cast<std::size_t>(draft.next)].player;
    ARBITER_CHECK(sfbRequirePlayer(action.player, player, r, "drafting"));
    const QString &spec = action.champion;
    const QString opponent = banTargetOf(r.table, player);
    if (!draft.brought[opponent].removeOne(spec))
        return RuleError::invalid(QStringLiteral("sfb.not_available"), sfb::rule("drafting"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not among the champions %2 brought and still has."),
                                         spec, r.nameOf(opponent)));
    r.event(QStringLiteral("sfb.champion_banned"), {{QStringLiteral("player"), player}, {QStringLiteral("champion"), spec}},
            phrase(QT_TRANSLATE_NOOP("Engine", "%1 bans %2 from %3's champions."), r.nameOf(player), spec, r.nameOf(opponent)));
    ++draft.next;
    if (r.table.tornado && draft.next == static_cast<int>(draft.steps.size()))
        for (const QString &p : r.table.order)
            ARBITER_CHECK(assignTeam(r, p, draft.brought[p], QStringLiteral("brought")));
    startDecksIfTeamsComplete(r);
    return Done{};
}

QStringList sfbChampionsTakenFrom(const SessionState &state, const SfbTable &table, const QString &player)
{
    QStringList taken;
    if (table.tornado)
        return taken;
    const int side = table.sideOfPlayer(player);
    for (const Entity &e : state.entities)
        if (e.kind == sfb::kChampionKind && table.sideOfPlayer(e.owner) != side)
            taken << sfb::specOf(e.id);
    return taken;
}

} // namespace arbiter
