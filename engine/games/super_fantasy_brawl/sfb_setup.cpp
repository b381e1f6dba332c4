#include "games/super_fantasy_brawl/sfb_setup.h"

#include "core/json_fields.h"
#include "games/super_fantasy_brawl/sfb_draft.h"
#include "games/super_fantasy_brawl/sfb_effects.h"
#include "games/super_fantasy_brawl/sfb_support.h"
#include "games/super_fantasy_brawl/sfb_turns.h"

#include <algorithm>

namespace arbiter {

namespace {

constexpr int kMaxChallengeName = 80;
constexpr int kMaxChallengeText = 500;

QStringList playerIds(const SessionState &state)
{
    QStringList ids;
    for (const QJsonValue &v : state.players)
        ids << v.toObject().value(QStringLiteral("id")).toString();
    return ids;
}

Result<QString> playerField(const QJsonObject &o, const QString &key, const QStringList &players)
{
    ARBITER_TRY(id, json::optionalString(o, key, QStringLiteral("setup"), {}));
    if (!id->isEmpty() && !players.contains(id.value()))
        return RuleError::badRequest(QStringLiteral("request.unknown_id"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "setup.%1 names \"%2\", who is not playing."), key, id.value()));
    return id.value();
}

// Turn order and sides. Random choices draw from the session's generator.
Status seatPlayers(SessionState &state, SfbTable &table, const QJsonObject &setup)
{
    const QStringList players = playerIds(state);
    ARBITER_TRY(first, playerField(setup, QStringLiteral("first_player"), players));
    if (!table.tornado) {
        const QString p1 = first->isEmpty() ? players[static_cast<qsizetype>(state.rng.below(2))] : first.value();
        const QString p2 = players[0] == p1 ? players[1] : players[0];
        table.order = {p1, p2};
        table.sides = {{p1, {p1}, {}}, {p2, {p2}, {}}};
        return Done{};
    }
    std::array<QStringList, 2> teams{QStringList{players[0], players[2]}, QStringList{players[1], players[3]}};
    if (setup.contains(QStringLiteral("teams"))) {
        const QJsonArray given = setup.value(QStringLiteral("teams")).toArray();
        QStringList everyone;
        for (std::size_t t = 0; t < 2 && static_cast<qsizetype>(t) < given.size(); ++t) {
            ARBITER_TRY(team, sfbIdList(given.at(static_cast<qsizetype>(t)), QStringLiteral("setup.teams")));
            teams[t] = team.value();
            everyone << team.value();
        }
        everyone.sort();
        QStringList expected = players;
        expected.sort();
        if (given.size() != 2 || teams[0].size() != 2 || teams[1].size() != 2 || everyone != expected)
            return json::fieldError(QStringLiteral("setup.teams"),
                                    QT_TRANSLATE_NOOP("Engine", "%1 must split the four players into two teams of two."));
    }
    std::size_t firstTeam = first->isEmpty() ? static_cast<std::size_t>(state.rng.below(2))
                                             : (teams[0].contains(first.value()) ? 0 : 1);
    QStringList &starting = teams[firstTeam];
    QStringList &other = teams[1 - firstTeam];
    if (!first->isEmpty() && starting.front() != first.value())
        std::swap(starting[0], starting[1]);
    ARBITER_TRY(second, playerField(setup, QStringLiteral("second_player"), players));
    if (!second->isEmpty()) {
        if (!other.contains(second.value()))
            return RuleError::badRequest(QStringLiteral("request.field"),
                                         phrase(QT_TRANSLATE_NOOP("Engine", "setup.second_player must be on the other team than the first player.")));
        if (other.front() != second.value())
            std::swap(other[0], other[1]);
    }
    table.order = {starting[0], other[0], starting[1], other[1]};
    table.sides = {{QStringLiteral("team-1"), starting, {}}, {QStringLiteral("team-2"), other, {}}};
    for (const SfbSide &side : table.sides) {
        QStringList names;
        for (const QString &player : side.players)
            names << state.entity(player)->name;
        Entity team{side.id, sfb::kTeamKind, names.join(QStringLiteral(" & ")), {}, {}};
        team.setCounter(sfb::kVp, 0);
        state.entities.push_back(team);
    }
    return Done{};
}

Status chooseAreas(const SfbContent &content, SfbTable &table, const QJsonObject &setup)
{
    ARBITER_TRY(area, json::optionalString(setup, QStringLiteral("deployment"), QStringLiteral("setup"), content.board.areas[0].id));
    if (!content.area(area.value()))
        return RuleError::badRequest(QStringLiteral("request.unknown_id"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "setup.deployment names \"%1\", which is not a deployment area of the board."),
                                            area.value()));
    table.sides[0].area = area.value();
    table.sides[1].area = content.board.areas[0].id == area.value() ? content.board.areas[1].id : content.board.areas[0].id;
    return Done{};
}

} // namespace

QString sfbDeployingPlayer(const SfbResolution &r)
{
    for (const QString &player : r.table.order)
        for (const QString &champion : r.championsOf(player))
            if (!r.onBoard(champion))
                return player;
    return {};
}

QString sfbTrapPlacer(const SfbTable &table)
{
    const int placed = static_cast<int>(table.traps.size());
    return table.tornado ? table.order[placed] : table.order[placed / 2];
}

Result<SessionState> sfbSetup(SessionState state)
{
    ARBITER_TRY(content, sfbContentFrom(state.setup.value(QStringLiteral("content")).toObject()));
    const qsizetype playerCount = state.players.size();
    if (playerCount != 2 && playerCount != 4)
        return RuleError::invalid(QStringLiteral("sfb.player_count"), sfb::rule("team-tornado"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "Super Fantasy Brawl is played by 2 players, or 4 in two teams; not %1."),
                                         static_cast<int>(playerCount)));
    SfbTable table;
    table.tornado = playerCount == 4;
    ARBITER_CHECK(seatPlayers(state, table, state.setup));
    ARBITER_CHECK(chooseAreas(content.value(), table, state.setup));
    for (const QString &player : table.order) {
        Entity *entity = state.entity(player);
        for (const QString &counter : {sfb::kHand, sfb::kDeck, sfb::kDiscard})
            entity->setCounter(counter, 0);
        for (int core = 0; core < kSfbCoreCount; ++core)
            entity->setCounter(sfb::exhaustedCounter(sfbCoreName(static_cast<SfbCore>(core))), 0);
        if (!table.tornado)
            entity->setCounter(sfb::kVp, 0);
    }
    table.track.slots = table.tornado ? content->track.tornadoSlots : content->track.slots;
    table.track.cards.assign(table.track.slots.size(), std::nullopt);
    table.track.deck = content->track.deckSize;
    table.track.shift = table.tornado ? 2 : 1;

    SfbResolution r(state, content.value(), table);
    ARBITER_CHECK(sfbOpenDraft(r, state.setup));
    Transition t = r.finish(); // setup's own events are not kept: the log starts with the first action
    return std::move(t.state);
}

Result<std::vector<SfbChallenge>> sfbDrawnChallenges(const QJsonArray &drawn, int count)
{
    if (drawn.size() != count)
        return RuleError::badRequest(QStringLiteral("sfb.drawn_count"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "drawn must name the %1 Challenge card(s) drawn, not %2."),
                                            count, static_cast<int>(drawn.size())));
    std::vector<SfbChallenge> cards;
    for (qsizetype i = 0; i < drawn.size(); ++i) {
        const QString path = json::indexedPath(QStringLiteral("drawn"), i);
        SfbChallenge card;
        if (drawn.at(i).isString()) {
            card.name = drawn.at(i).toString().trimmed();
        } else if (drawn.at(i).isObject()) {
            ARBITER_TRY(name, json::requiredString(drawn.at(i).toObject(), QStringLiteral("name"), path));
            ARBITER_TRY(text, json::optionalString(drawn.at(i).toObject(), QStringLiteral("text"), path, {}));
            card = {name->trimmed(), text->trimmed()};
        }
        if (card.name.isEmpty() || card.name.size() > kMaxChallengeName || card.text.size() > kMaxChallengeText)
            return json::fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 must be a Challenge name of 1 to 80 characters, "
                                                                      "or {\"name\", \"text\"} with a condition of up to 500."));
        cards.push_back(card);
    }
    return cards;
}

namespace {

int countOf(const std::vector<std::optional<SfbChallenge>> &cards, const QString &name)
{
    return static_cast<int>(std::count_if(cards.begin(), cards.end(), [&name](const auto &c) { return c && c->name == name; }));
}

int countOf(const std::vector<SfbChallenge> &cards, const QString &name)
{
    return static_cast<int>(std::count_if(cards.begin(), cards.end(), [&name](const SfbChallenge &c) { return c.name == name; }));
}

} // namespace

Status sfbCheckChallengeDrawn(const SfbContent &content, const SfbTrack &track, const SfbChallenge &card, const char *rule)
{
    // The real table leads: a name the pack does not list is a card the pack
    // does not know yet (misnamed, or another printing), taken as one copy.
    const QStringList &listed = content.track.cards;
    const int copies = std::max<int>(1, static_cast<int>(listed.count(card.name)));
    const int discarded = countOf(track.discard, card.name);
    if (discarded > 0 && countOf(track.cards, card.name) + discarded >= copies)
        return RuleError::invalid(QStringLiteral("sfb.challenge_in_discard"), sfb::rule("challenge-track"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "\"%1\" lies in the Challenge discard pile, not in the deck: "
                                                                     "it comes back only when the deck runs out."),
                                         card.name));
    if (countOf(track.cards, card.name) >= copies)
        return RuleError::invalid(QStringLiteral("sfb.challenge_on_track"), sfb::rule(rule),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "\"%1\" is already on the Challenge Track."), card.name));
    return Done{};
}

QStringList sfbChallengeChoices(const SfbContent &content, const SfbTable &table)
{
    const QStringList &listed = content.track.cards;
    if (listed.isEmpty() || (table.phase != SfbPhase::Challenges && table.phase != SfbPhase::Advance))
        return {};
    SfbTrack track = table.track;
    if (table.phase == SfbPhase::Advance) {
        // As the advance will leave it: the cards pushed off the end are in the discard pile,
        // which is shuffled back when the deck cannot give every card to draw.
        const std::size_t shift = static_cast<std::size_t>(track.shift);
        for (std::size_t i = 0; i < track.cards.size(); ++i)
            if (track.cards[i] && i + shift >= track.cards.size()) {
                track.discard.push_back(*track.cards[i]);
                track.cards[i].reset();
            }
        if (track.deck < track.shift)
            track.discard.clear();
    }
    QStringList choices;
    for (const QString &name : listed)
        if (!choices.contains(name) && sfbCheckChallengeDrawn(content, track, SfbChallenge{name, {}}, "challenge-track"))
            choices << name;
    return choices;
}

Status sfbDealChallenges(SfbResolution &r, const sfb::TrackDeal &action)
{
    ARBITER_CHECK(sfbRequirePhase(r, {SfbPhase::Challenges}, "setup"));
    SfbTrack &track = r.table.track;
    const int count = 1 + track.shift;
    if (track.deck < count)
        return RuleError::invalid(QStringLiteral("sfb.challenge_deck_short"), sfb::rule("setup"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The Challenge deck holds %1 cards; setup deals %2."), track.deck,
                                         count));
    ARBITER_TRY(drawn, sfbDrawnChallenges(action.drawn, count));
    // The leftmost scoring slot first, then the Cannot Be Scored slots from right to left.
    for (int i = 0; i < count; ++i) {
        const std::size_t slot = static_cast<std::size_t>(track.shift - i);
        ARBITER_CHECK(sfbCheckChallengeDrawn(r.content, track, drawn.value()[static_cast<std::size_t>(i)], "setup"));
        track.cards[slot] = drawn.value()[static_cast<std::size_t>(i)];
        sfbChallengeDealt(r, slot);
    }
    track.deck -= count;
    r.table.phase = SfbPhase::Traps;
    return Done{};
}

Status sfbPlaceTrap(SfbResolution &r, const sfb::TrapPlace &action)
{
    ARBITER_CHECK(sfbRequirePhase(r, {SfbPhase::Traps}, "setup"));
    const QString placer = sfbTrapPlacer(r.table);
    ARBITER_CHECK(sfbRequirePlayer(action.player, placer, r, "setup"));
    const Hex at = action.at;
    const std::vector<Hex> &trapHexes = r.content.board.trapHexes;
    if (!std::binary_search(trapHexes.begin(), trapHexes.end(), at))
        return RuleError::invalid(QStringLiteral("sfb.not_a_trap_hex"), sfb::rule("setup"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "Traps go on the board's trap hexes; %1 is not one."), r.place(at)))
            .about(at);
    if (r.table.hasTrap(at))
        return RuleError::invalid(QStringLiteral("sfb.trap_already_there"), sfb::rule("setup"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "A trap already lies on %1."), r.place(at)))
            .about(at);
    r.table.traps.push_back(at);
    std::sort(r.table.traps.begin(), r.table.traps.end());
    r.event(QStringLiteral("sfb.trap_placed"), {{QStringLiteral("player"), placer}, {QStringLiteral("at"), json::toJson(at)}},
            phrase(QT_TRANSLATE_NOOP("Engine", "%1 places a face-down trap on %2."), r.nameOf(placer), r.place(at)));
    if (r.table.traps.size() == 4) {
        for (const QString &player : r.table.order) // each draws a hand; a redraw changes no count
            sfbDrawCards(r, player, r.handSize());
        r.table.phase = SfbPhase::Deploy;
    }
    return Done{};
}

Status sfbDeploy(SfbResolution &r, const sfb::ChampionDeploy &action)
{
    ARBITER_CHECK(sfbRequirePhase(r, {SfbPhase::Deploy}, "setup"));
    ARBITER_TRY(champion, sfbChampionField(r, action.champion, QStringLiteral("champion")));
    if (r.onBoard(champion.value()))
        return RuleError::invalid(QStringLiteral("sfb.already_deployed"), sfb::rule("setup"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is already on the board."), r.nameOf(champion.value())));
    const QString deploying = sfbDeployingPlayer(r);
    ARBITER_CHECK(sfbRequirePlayer(action.player, deploying, r, "setup"));
    if (r.ownerOf(champion.value()) != deploying)
        return RuleError::invalid(QStringLiteral("sfb.not_your_deployment"), sfb::rule("setup"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 deploys all their champions first."), r.nameOf(deploying)));
    const Hex at = action.at;
    const SfbDeploymentArea *area = r.content.area(r.table.sides[static_cast<std::size_t>(r.sideOf(champion.value()))].area);
    if (!std::binary_search(area->hexes.begin(), area->hexes.end(), at))
        return RuleError::invalid(QStringLiteral("sfb.not_deployment_hex"), sfb::rule("setup"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 deploys in its side's deployment area; %2 is outside it."),
                                         r.nameOf(champion.value()), r.place(at)))
            .about(at);
    if (!r.table.occupantAt(at).isEmpty())
        return RuleError::invalid(QStringLiteral("sfb.hex_occupied"), sfb::rule("setup"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "A champion already stands on %1."), r.place(at)))
            .about(at);
    r.table.positions[champion.value()] = at;
    r.event(QStringLiteral("sfb.deployed"), {{QStringLiteral("champion"), champion.value()}, {QStringLiteral("at"), json::toJson(at)}},
            phrase(QT_TRANSLATE_NOOP("Engine", "%1 is deployed on %2."), r.nameOf(champion.value()),
                   r.place(at, champion.value())));
    if (sfbDeployingPlayer(r).isEmpty()) {
        r.table.round = 1;
        r.table.turn = 0;
        sfbStartTurn(r);
    }
    return Done{};
}

} // namespace arbiter
