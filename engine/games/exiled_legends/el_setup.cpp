#include "games/exiled_legends/el_setup.h"

#include "core/json_fields.h"
#include "games/exiled_legends/el_checks.h"
#include "games/exiled_legends/el_flow.h"

#include <algorithm>
#include <set>

namespace arbiter::exiled_legends {

namespace {

const QString kSetupPath = QStringLiteral("setup");

RuleError unknownCard(const QString &path, const QString &id)
{
    return RuleError::badRequest(QStringLiteral("request.unknown_id"),
                                 phrase(QT_TRANSLATE_NOOP("Engine", "%1 names \"%2\", which is not in the content pack."), path, id));
}

Entity cardEntity(const QString &id, const QString &kind, const QString &name, const QString &owner, int strength, int maxHp)
{
    Entity e{id, kind, name, owner, {}};
    e.setCounter(counters::kDamage, 0);
    e.setCounter(counters::kStrength, strength);
    e.setCounter(counters::kMaxHp, maxHp);
    return e;
}

Entity heroEntity(const HeroCard &card, const QString &owner)
{
    return cardEntity(card.id, QStringLiteral("hero"), card.name, owner, card.strength, card.maxHp);
}

// A list of distinct card ids from the pack, none already taken by another player.
Result<QStringList> cardList(const QJsonValue &v, const QString &path, const std::function<bool(const QString &)> &known,
                             std::set<QString> &taken, const QString &takenCode, const QString &takenRule)
{
    if (!v.isArray())
        return json::fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 must be a list of card ids."));
    QStringList ids;
    const QJsonArray list = v.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString id = list.at(i).toString();
        if (!list.at(i).isString() || !known(id))
            return unknownCard(json::indexedPath(path, i), id);
        if (!taken.insert(id).second)
            return RuleError::invalid(takenCode, takenRule,
                                      phrase(QT_TRANSLATE_NOOP("Engine", "%1 is chosen twice: there is only one such card."), id));
        ids << id;
    }
    return ids;
}

struct SeatChoice {
    QString legend;
    QStringList team;
    QStringList spheres;
};

struct SetupChoices {
    bool draft = false;
    std::map<QString, SeatChoice> seats;
};

Result<QStringList> teamFor(const Content &content, const LegendCard &legend, const QJsonObject &entry, const QString &path,
                            std::set<QString> &takenHeroes)
{
    QJsonValue team = entry.value(QStringLiteral("team"));
    if (team.isUndefined() || team.isNull()) {
        // Without a list, a pack holding exactly six heroes of the type supplies them.
        QJsonArray ofType;
        for (const HeroCard &hero : content.heroes)
            if (hero.type == legend.type)
                ofType.append(hero.id);
        if (ofType.size() != kTeamSize)
            return RuleError::invalid(QStringLiteral("el.team_size"), rule::kTeamDeck,
                                      phrase(QT_TRANSLATE_NOOP("Engine", "%1 must list the six heroes of the Team deck: the pack "
                                                                         "holds %2 heroes of the %3 type."),
                                             json::childPath(path, QStringLiteral("team")), static_cast<int>(ofType.size()),
                                             typeName(legend.type)));
        team = ofType;
    }
    auto ids = cardList(team, json::childPath(path, QStringLiteral("team")),
                        [&](const QString &id) { return content.hero(id) != nullptr; }, takenHeroes,
                        QStringLiteral("el.hero_taken"), rule::kTeamDeck);
    if (!ids)
        return ids.error();
    if (ids->size() != kTeamSize)
        return RuleError::invalid(QStringLiteral("el.team_size"), rule::kTeamDeck,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "A Team deck holds exactly 6 heroes, not %1."),
                                         static_cast<int>(ids->size())));
    for (const QString &id : ids.value())
        if (content.hero(id)->type != legend.type)
            return RuleError::invalid(QStringLiteral("el.team_wrong_type"), rule::kTeamDeck,
                                      phrase(QT_TRANSLATE_NOOP("Engine", "%1 is a %2 hero; %3's Team deck takes %4 heroes only."),
                                             content.hero(id)->name, typeName(content.hero(id)->type), legend.name,
                                             typeName(legend.type)));
    return ids;
}

Result<SetupChoices> choicesFrom(const SessionState &state, const Content &content, const QStringList &seating)
{
    SetupChoices choices;
    auto mode = json::optionalString(state.setup, QStringLiteral("deck_mode"), kSetupPath, QStringLiteral("type"));
    if (!mode)
        return mode.error();
    if (mode.value() != QLatin1String("type") && mode.value() != QLatin1String("draft"))
        return json::fieldError(QStringLiteral("setup.deck_mode"), QT_TRANSLATE_NOOP("Engine", "%1 must be \"type\" or \"draft\"."));
    choices.draft = mode.value() == QLatin1String("draft");
    auto entries = json::requiredArray(state.setup, QStringLiteral("players"), kSetupPath);
    if (!entries)
        return entries.error();
    std::set<QString> legends, heroes, spheres;
    for (qsizetype i = 0; i < entries->size(); ++i) {
        const QString path = json::indexedPath(QStringLiteral("setup.players"), i);
        const QJsonObject entry = entries->at(i).toObject();
        auto playerId = json::requiredString(entry, QStringLiteral("player"), path);
        if (!playerId)
            return playerId.error();
        if (!seating.contains(playerId.value()) || choices.seats.count(playerId.value()))
            return json::fieldError(json::childPath(path, QStringLiteral("player")),
                                    QT_TRANSLATE_NOOP("Engine", "%1 must name each player of the session once."));
        SeatChoice seat;
        auto legendId = json::requiredString(entry, QStringLiteral("legend"), path);
        if (!legendId)
            return legendId.error();
        const LegendCard *legend = content.legend(legendId.value());
        if (!legend)
            return unknownCard(json::childPath(path, QStringLiteral("legend")), legendId.value());
        if (!legends.insert(legend->id).second)
            return RuleError::invalid(QStringLiteral("el.legend_taken"), rule::kLegends,
                                      phrase(QT_TRANSLATE_NOOP("Engine", "%1 is already another player's Legend."), legend->name));
        seat.legend = legend->id;
        auto sphereIds = cardList(entry.value(QStringLiteral("spheres")), json::childPath(path, QStringLiteral("spheres")),
                                  [&](const QString &id) { return content.sphere(id) != nullptr; }, spheres,
                                  QStringLiteral("el.sphere_taken"), rule::kSphereDeck);
        if (!sphereIds)
            return sphereIds.error();
        if (sphereIds->size() != kSpheresPerPlayer)
            return RuleError::invalid(QStringLiteral("el.sphere_count"), rule::kSphereDeck,
                                      phrase(QT_TRANSLATE_NOOP("Engine", "Each player adds exactly 3 Sphere cards, not %1."),
                                             static_cast<int>(sphereIds->size())));
        seat.spheres = sphereIds.value();
        if (choices.draft && entry.contains(QStringLiteral("team")))
            return json::fieldError(json::childPath(path, QStringLiteral("team")),
                                    QT_TRANSLATE_NOOP("Engine", "%1 is drafted in this game and cannot be listed."));
        if (!choices.draft) {
            auto team = teamFor(content, *legend, entry, path, heroes);
            if (!team)
                return team.error();
            seat.team = team.value();
        }
        choices.seats[playerId.value()] = seat;
    }
    if (choices.seats.size() != static_cast<std::size_t>(seating.size()))
        return json::fieldError(QStringLiteral("setup.players"), QT_TRANSLATE_NOOP("Engine", "%1 must hold one entry per player."));
    return choices;
}

// The six cards each player drafts from: the hands the table dealt, or a deal
// from the whole pack with the session's generator.
Result<std::map<QString, QStringList>> draftHands(SessionState &state, const Content &content, const QStringList &seating)
{
    std::map<QString, QStringList> hands;
    if (state.setup.contains(QStringLiteral("hands"))) {
        auto given = json::requiredObject(state.setup, QStringLiteral("hands"), kSetupPath);
        if (!given)
            return given.error();
        std::set<QString> dealt;
        for (const QString &id : seating) {
            const QString path = json::childPath(QStringLiteral("setup.hands"), id);
            auto hand = cardList(given->value(id), path, [&](const QString &h) { return content.hero(h) != nullptr; }, dealt,
                                 QStringLiteral("el.hero_taken"), rule::kDraft);
            if (!hand)
                return hand.error();
            if (hand->size() != kTeamSize)
                return json::fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 must hold the 6 cards dealt to that player."));
            hands[id] = hand.value();
        }
        return hands;
    }
    QStringList all;
    for (const HeroCard &hero : content.heroes)
        all << hero.id;
    if (all.size() < kTeamSize * seating.size())
        return RuleError::invalid(QStringLiteral("el.draft_not_enough_heroes"), rule::kDraft,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The draft deals 6 heroes to each of %1 players, but the pack "
                                                                     "holds only %2."),
                                         static_cast<int>(seating.size()), static_cast<int>(all.size())));
    all = shuffled(all, state.rng);
    for (qsizetype i = 0; i < seating.size(); ++i)
        hands[seating.at(i)] = all.mid(i * kTeamSize, kTeamSize);
    return hands;
}

void startIfReady(Table &table)
{
    GameData &data = table.data();
    if (data.stage != Stage::Setup || data.order.isEmpty())
        return;
    for (const QString &id : table.seating())
        if (!table.player(id).lineupChosen)
            return;
    startFirstRound(table);
}

Status requireSetupPlayer(const Table &table, const QString &player)
{
    if (Status known = requirePlayer(table, player, QStringLiteral("player")); !known)
        return known;
    if (table.data().stage == Stage::Play || table.data().stage == Stage::Over)
        return RuleError::invalid(QStringLiteral("el.setup_over"), rule::kSetup,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The setup is over: the game has begun.")));
    return Done{};
}

} // namespace

Result<SessionState> setupGame(SessionState state)
{
    if (!state.setup.value(QStringLiteral("content")).isObject())
        return RuleError::badRequest(QStringLiteral("content.missing"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "setup.content must hold the Exiled Legends content pack "
                                                                        "(heroes, legends, spheres).")));
    auto content = parseContent(state.setup.value(QStringLiteral("content")).toObject(), QStringLiteral("setup.content"));
    if (!content)
        return content.error();
    QStringList seating;
    for (const Entity &e : state.entities)
        seating << e.id;
    for (const QString &id : seating)
        if (content->hero(id) || content->legend(id))
            return RuleError::badRequest(QStringLiteral("request.duplicate_id"),
                                         phrase(QT_TRANSLATE_NOOP("Engine", "The player id \"%1\" is also a card id; choose another."), id));
    auto choices = choicesFrom(state, content.value(), seating);
    if (!choices)
        return choices.error();

    GameData data;
    data.draft = choices->draft;
    data.stage = data.draft ? Stage::Draft : Stage::Setup;
    data.rolloff = seating;
    QStringList sphereDeck;
    for (const QString &id : seating) {
        const SeatChoice &seat = choices->seats.at(id);
        const LegendCard &legend = *content->legend(seat.legend);
        state.entity(id)->setCounter(counters::kMythPoints, kStartingMythPoints);
        state.entities.push_back(cardEntity(legend.id, QStringLiteral("legend"), legend.name, id, legend.strength, legend.maxHp));
        PlayerData &p = data.players[id];
        p.legend = legend.id;
        p.spheres = seat.spheres;
        sphereDeck << seat.spheres;
        for (const QString &hero : seat.team)
            state.entities.push_back(heroEntity(*content->hero(hero), id));
        p.deck = shuffled(seat.team, state.rng);
    }
    if (data.draft) {
        auto hands = draftHands(state, content.value(), seating);
        if (!hands)
            return hands.error();
        for (const auto &[id, hand] : hands.value())
            data.players[id].hand = hand;
    }
    data.sphereDeck = shuffled(sphereDeck, state.rng);
    state.data = toJson(data);
    return state;
}

Status mayPickDraft(const Table &table)
{
    if (table.data().stage != Stage::Draft)
        return RuleError::invalid(QStringLiteral("el.not_drafting"), rule::kDraft,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "No draft is going on in this game.")));
    return Done{};
}

Status pickDraft(Table &table, const DraftPick &action)
{
    GameData &data = table.data();
    if (Status known = requirePlayer(table, action.player, QStringLiteral("player")); !known)
        return known;
    const QString &playerId = action.player;
    const QString &hero = action.hero;
    PlayerData &p = table.player(playerId);
    qsizetype fewest = kTeamSize;
    for (const QString &id : table.seating())
        fewest = std::min(fewest, table.player(id).picks.size());
    if (p.picks.size() > fewest)
        return RuleError::invalid(QStringLiteral("el.draft_already_picked"), rule::kDraft,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 has picked already; the hands pass when everyone has."),
                                         table.nameOf(playerId)));
    if (!p.hand.contains(hero))
        return RuleError::invalid(QStringLiteral("el.draft_card_not_in_hand"), rule::kDraft,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not in %2's hand."), table.nameOf(hero),
                                         table.nameOf(playerId)));
    p.hand.removeOne(hero);
    p.picks << hero;
    table.event(QStringLiteral("draft.picked"), {{QStringLiteral("player"), playerId}, {QStringLiteral("hero"), hero}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1 keeps a card."), table.nameOf(playerId)));

    const QStringList seating = table.seating();
    for (const QString &id : seating)
        if (table.player(id).picks.size() == fewest)
            return Done{}; // someone still picks from this hand
    if (!p.hand.isEmpty()) {
        std::map<QString, QStringList> passed;
        for (qsizetype i = 0; i < seating.size(); ++i)
            passed[seating.at((i + 1) % seating.size())] = table.player(seating.at(i)).hand;
        for (const auto &[id, hand] : passed)
            table.player(id).hand = hand;
        table.event(QStringLiteral("draft.passed"), {}, phrase(QT_TRANSLATE_NOOP("Engine", "Every hand passes to the next player.")));
        return Done{};
    }
    for (const QString &id : seating) {
        PlayerData &drafter = table.player(id);
        for (const QString &heroId : drafter.picks)
            table.state().entities.push_back(heroEntity(*table.content().hero(heroId), id));
        drafter.deck = shuffled(drafter.picks, table.state().rng);
        drafter.picks.clear();
    }
    data.stage = Stage::Setup;
    table.event(QStringLiteral("draft.finished"), {},
                phrase(QT_TRANSLATE_NOOP("Engine", "The draft is over: every Team deck is shuffled.")));
    startIfReady(table);
    return Done{};
}

Status chooseLineup(Table &table, const LineupChoose &action)
{
    if (Status setup = requireSetupPlayer(table, action.player); !setup)
        return setup;
    const QString &playerId = action.player;
    if (table.data().stage == Stage::Draft)
        return RuleError::invalid(QStringLiteral("el.draft_in_progress"), rule::kDraft,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The Team decks are still being drafted.")));
    PlayerData &p = table.player(playerId);
    if (p.lineupChosen)
        return RuleError::invalid(QStringLiteral("el.lineup_done"), rule::kSetup,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 has placed a Champion and Supports already."),
                                         table.nameOf(playerId)));
    const QString &champion = action.champion;
    QStringList supports;
    if (action.supports) {
        if (action.supports->size() != 2)
            return json::fieldError(QStringLiteral("supports"), QT_TRANSLATE_NOOP("Engine", "%1 must list two heroes."));
        for (const QJsonValue &v : *action.supports)
            supports << v.toString();
    } else {
        const QStringList top = p.deck.mid(0, 3);
        if (!top.contains(champion))
            return RuleError::invalid(QStringLiteral("el.lineup_not_in_top"), rule::kSetup,
                                      phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not among the top three cards; name the Supports "
                                                                         "too if the real deck differs."),
                                             table.nameOf(champion)));
        supports = top;
        supports.removeOne(champion);
    }
    const QStringList chosen = QStringList{champion} + supports;
    for (const QString &hero : chosen) {
        if (!p.deck.contains(hero))
            return RuleError::invalid(QStringLiteral("el.lineup_not_in_deck"), rule::kSetup,
                                      phrase(QT_TRANSLATE_NOOP("Engine", "\"%1\" is not in %2's Team deck."), hero,
                                             table.nameOf(playerId)));
        if (chosen.count(hero) > 1)
            return RuleError::invalid(QStringLiteral("el.lineup_duplicate"), rule::kSetup,
                                      phrase(QT_TRANSLATE_NOOP("Engine", "%1 cannot take two positions."), table.nameOf(hero)));
    }
    for (const QString &hero : chosen)
        p.deck.removeOne(hero);
    p.champion = champion;
    p.supports = supports;
    p.lineupChosen = true;
    table.event(QStringLiteral("lineup.chosen"),
                {{QStringLiteral("player"), playerId}, {QStringLiteral("champion"), p.champion},
                 {QStringLiteral("supports"), QJsonArray::fromStringList(p.supports)}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1 fields %2 as Champion with %3 and %4 as Supports."),
                       table.nameOf(playerId), table.nameOf(p.champion), table.nameOf(p.supports.at(0)),
                       table.nameOf(p.supports.at(1))));
    startIfReady(table);
    return Done{};
}

Status rollForOrder(Table &table, const OrderRoll &action)
{
    if (Status setup = requireSetupPlayer(table, action.player); !setup)
        return setup;
    const QString &playerId = action.player;
    GameData &data = table.data();
    PlayerData &p = table.player(playerId);
    if (!data.rolloff.contains(playerId) || p.orderRoll != 0)
        return RuleError::invalid(QStringLiteral("el.order_not_rolling"), rule::kTurnOrder,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 has no roll for the first player to make now."),
                                         table.nameOf(playerId)));
    const DiceExpression d6 = parseDice(QStringLiteral("1d6")).value();
    auto rolled = rollInSession(table.state(), d6, action.face ? std::optional<std::vector<int>>(std::vector<int>{*action.face}) : std::nullopt, QStringLiteral("first player"));
    if (!rolled)
        return rolled.error();
    const RollEntry &entry = rolled.value();
    p.orderRoll = entry.total;
    table.event(QStringLiteral("order.rolled"), {{QStringLiteral("player"), playerId}, {QStringLiteral("roll"), entry.total},
                                                 {QStringLiteral("physical"), entry.physical}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1 rolls %2 for the first player."), table.nameOf(playerId), entry.total));

    int highest = 0;
    for (const QString &id : data.rolloff) {
        if (table.player(id).orderRoll == 0)
            return Done{}; // still waiting for someone's roll
        highest = std::max(highest, table.player(id).orderRoll);
    }
    QStringList top;
    for (const QString &id : data.rolloff)
        if (table.player(id).orderRoll == highest)
            top << id;
    if (top.size() > 1) {
        data.rolloff = top;
        for (const QString &id : top)
            table.player(id).orderRoll = 0;
        table.event(QStringLiteral("order.tied"), {{QStringLiteral("players"), QJsonArray::fromStringList(top)}},
                    phrase(QT_TRANSLATE_NOOP("Engine", "%1 players tie with %2 and roll again."), static_cast<int>(top.size()),
                           highest));
        return Done{};
    }
    const QStringList seating = table.seating();
    const qsizetype first = seating.indexOf(top.front());
    data.order = seating.mid(first) + seating.mid(0, first);
    data.rolloff.clear();
    table.event(QStringLiteral("order.decided"), {{QStringLiteral("order"), QJsonArray::fromStringList(data.order)}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1 goes first; play continues clockwise."), table.nameOf(top.front())));
    startIfReady(table);
    return Done{};
}

} // namespace arbiter::exiled_legends
