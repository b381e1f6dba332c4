#include "games/GameScreens.h"

#include "games/the_banishing/banishing_action_types.h"
#include "games/the_banishing/banishing_board.h"
#include "games/the_banishing/banishing_content.h"
#include "games/the_banishing/banishing_queries.h"
#include "games/the_banishing/banishing_turn.h"
#include "session/SessionService.h"

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

using namespace banishing;

constexpr quint64 kDemoSeed = 20240611;
// Whole turns the app-deck demo plays before it stops mid-game.
constexpr int kDemoTurns = 5;

QJsonArray demoPlayers()
{
    return {QJsonObject{{u"id"_s, u"ada"_s}, {u"name"_s, u"Ada"_s}},
            QJsonObject{{u"id"_s, u"bruno"_s}, {u"name"_s, u"Bruno"_s}},
            QJsonObject{{u"id"_s, u"chiara"_s}, {u"name"_s, u"Chiara"_s}}};
}

Result<SessionState> stateOf(SessionService &service, qint64 id)
{
    auto log = service.open(id);
    if (!log)
        return log.error();
    return log.value()->state();
}

Status applyAll(SessionService &service, qint64 id, const std::vector<QJsonObject> &actions)
{
    for (const QJsonObject &action : actions)
        if (auto applied = service.apply(id, action); !applied)
            return applied.error();
    return Done{};
}

// The line with the fewest undead on top: the demo's careful table.
Result<Take> carefulTake(const SessionState &state)
{
    auto board = boardOf(state);
    if (!board)
        return board.error();
    auto content = contentOf(state.setup);
    if (!content)
        return content.error();
    auto lines = takeableLines(state);
    if (!lines)
        return lines.error();
    Take best;
    int fewest = kVoidSide + 1;
    for (const QJsonValue &value : lines.value()) {
        const QJsonObject line = value.toObject();
        const bool row = line.value(u"line"_s).toString() == u"row"_s;
        const int index = line.value(u"index"_s).toInt();
        int undead = 0;
        for (int k = 0; k < kVoidSide; ++k) {
            const QStringList &stack =
                board->voidStacks[static_cast<std::size_t>(row ? index * kVoidSide + k : index + k * kVoidSide)];
            if (const CardType *type = stack.isEmpty() ? nullptr : content->card(stack.last()))
                undead += type->kind == CardKind::Undead ? 1 : 0;
        }
        if (undead < fewest) {
            fewest = undead;
            best = Take{.line = line.value(u"line"_s).toString(), .index = index};
        }
    }
    return best;
}

// One whole turn of the app-deck demo: a careful take, the first ability the
// hand pays for (or a pass), down to the hand limit.
Status playTurn(SessionService &service, qint64 id)
{
    auto state = stateOf(service, id);
    if (!state)
        return state.error();
    auto take = carefulTake(state.value());
    if (!take)
        return take.error();
    if (auto taken = service.apply(id, typed::encode(take.value())); !taken)
        return taken.error();
    state = stateOf(service, id);
    if (!state)
        return state.error();
    auto board = boardOf(state.value());
    if (!board)
        return board.error();
    const QString character = board->turn.character;
    for (const AbilityOption &option : abilityOptions(state.value(), character)) {
        if (!option.allowed || !option.affordable())
            continue;
        const UseAbility ability{.ability = option.ability,
                                 .cards = QJsonArray::fromStringList(option.cards),
                                 .wand = option.wand ? std::optional<bool>(true) : std::nullopt};
        if (auto used = service.apply(id, typed::encode(ability)); !used)
            return used.error();
        break;
    }
    state = stateOf(service, id);
    if (!state)
        return state.error();
    board = boardOf(state.value());
    if (!board)
        return board.error();
    const QStringList hand = board->cardsOf(character).hand;
    EndTurn end;
    if (hand.size() > kHandLimit)
        end.discard = QJsonArray::fromStringList(hand.mid(0, hand.size() - kHandLimit));
    if (auto ended = service.apply(id, typed::encode(end)); !ended)
        return ended.error();
    return Done{};
}

QJsonObject reveal(const QString &card)
{
    return typed::encode(RevealCard{.card = card});
}

// A table-deck game one turn in: the hands and the Void named card by card,
// the Fighter's take, and two of the three refills still to be named.
Result<qint64> createTableDeckDemo(SessionService &service)
{
    auto created = service.create(u"the-banishing"_s, demoPlayers(), {{u"mode"_s, u"table"_s}}, kDemoSeed + 2,
                                  u"The Banishing, real deck"_s);
    if (!created)
        return created.error();
    const qint64 id = created.value();
    std::vector<QJsonObject> actions;
    const QStringList hands{u"red-sun"_s,  u"green-moon"_s, u"blue-star"_s, u"red-moon"_s,  u"green-moon"_s,
                            u"blue-sun"_s, u"red-star"_s,   u"green-sun"_s, u"blue-star"_s};
    const QStringList voidCards{u"zombie"_s,   u"blue-flame"_s, u"shield"_s,    u"green-star"_s, u"skeleton"_s,
                                u"red-flame"_s, u"blue-moon"_s,  u"green-flame"_s, u"ghoul"_s};
    for (const QString &card : hands + voidCards)
        actions.push_back(reveal(card));
    actions.push_back(typed::encode(Take{.line = u"column"_s, .index = 2, .shield = u"ghoul"_s}));
    actions.push_back(reveal(u"red-sun"_s));
    if (const Status played = applyAll(service, id, actions); !played)
        return played.error();
    return id;
}

// A fresh turn in an app-deck game, waiting for its take.
Result<qint64> createTakeDemo(SessionService &service)
{
    auto created = service.create(u"the-banishing"_s, demoPlayers(), {{u"mode"_s, u"app"_s}}, kDemoSeed + 3,
                                  u"The Banishing, first turns"_s);
    if (!created)
        return created.error();
    if (const Status played = playTurn(service, created.value()); !played)
        return played.error();
    return created;
}

// The main demo: an app-deck game some turns in, the active character just
// back from the Void with its ability still to choose.
Result<qint64> createDemo(SessionService &service)
{
    if (auto table = createTableDeckDemo(service); !table)
        return table.error();
    if (auto take = createTakeDemo(service); !take)
        return take.error();
    auto created = service.create(u"the-banishing"_s, demoPlayers(), {{u"mode"_s, u"app"_s}, {u"difficulty"_s, 4}},
                                  kDemoSeed, u"The Banishing at Ada's"_s);
    if (!created)
        return created.error();
    const qint64 id = created.value();
    for (int turn = 0; turn < kDemoTurns; ++turn)
        if (const Status played = playTurn(service, id); !played)
            return played.error();
    auto state = stateOf(service, id);
    if (!state)
        return state.error();
    auto take = carefulTake(state.value());
    if (!take)
        return take.error();
    if (auto taken = service.apply(id, typed::encode(take.value())); !taken)
        return taken.error();
    return id;
}

} // namespace

GameScreens banishingScreens()
{
    GameScreens screens;
    screens.gameId = u"the-banishing"_s;
    screens.name = QT_TRANSLATE_NOOP("GameNames", "The Banishing");
    // The setup form asks for the characters, the difficulty and the deck mode.
    screens.collectsSetup = true;
    screens.setupForm = u"games/banishing/BanishingSetupForm.qml"_s;
    screens.table = u"games/banishing/BanishingTable.qml"_s;
    screens.tourStops = QStringList{u"banishing-table"_s, u"banishing-take"_s, u"banishing-pending"_s,
                                    u"banishing-character-editor"_s};
    screens.createDemo = createDemo;
    return screens;
}

} // namespace arbiter
