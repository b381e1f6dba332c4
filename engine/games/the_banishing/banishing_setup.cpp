#include "games/the_banishing/banishing_setup.h"

#include "core/json_fields.h"
#include "games/the_banishing/banishing_counters.h"
#include "games/the_banishing/banishing_deck.h"
#include "games/the_banishing/banishing_play.h"

#include <set>

namespace arbiter::banishing {

namespace {

// A deck that can never show a Void with fewer than six undead would loop.
constexpr int kMaxVoidDeals = 1000;

struct Seat {
    QString player;
    QString character;
};

bool isSymbol(const CardType &c) { return c.kind == CardKind::Symbol; }
bool isItem(const CardType &c) { return c.kind == CardKind::Item; }
bool isEarlyUndead(const CardType &c) { return c.kind == CardKind::Undead && c.level <= 3; }

RuleError setupError(const QString &code, Phrase message)
{
    return RuleError::badRequest(code, std::move(message));
}

Result<std::vector<Seat>> seatsFrom(const SessionState &state, const Content &content)
{
    QStringList players;
    for (const QJsonValue &p : state.players)
        players << p.toObject().value(QStringLiteral("id")).toString();
    std::vector<Seat> seats;
    if (!state.setup.contains(QStringLiteral("characters"))) {
        const QStringList recommended = recommendedCharacters(content, static_cast<int>(players.size()));
        if (recommended.size() < players.size())
            return setupError(QStringLiteral("banishing.choose_characters"),
                              phrase(QT_TRANSLATE_NOOP("Engine", "The pack recommends characters for %1 players only: choose the characters in setup.characters."),
                                     static_cast<int>(recommended.size())));
        for (qsizetype i = 0; i < players.size(); ++i)
            seats.push_back({players.at(i), recommended.at(i)});
        return seats;
    }
    auto list = json::requiredArray(state.setup, QStringLiteral("characters"), QStringLiteral("setup"));
    if (!list)
        return list.error();
    const bool positional = !list->isEmpty() && list->at(0).isString();
    if (positional && list->size() != players.size())
        return setupError(QStringLiteral("banishing.choose_characters"),
                          phrase(QT_TRANSLATE_NOOP("Engine", "setup.characters names %1 characters for %2 players: give one per player, or {\"player\", \"character\"} pairs."),
                                 static_cast<int>(list->size()), static_cast<int>(players.size())));
    for (qsizetype i = 0; i < list->size(); ++i) {
        const QString path = json::indexedPath(QStringLiteral("setup.characters"), i);
        Seat seat;
        if (positional) {
            if (!list->at(i).isString())
                return json::fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 must be a character id."));
            seat = {players.at(i), list->at(i).toString()};
        } else {
            if (!list->at(i).isObject())
                return json::fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 must be {\"player\": id, \"character\": id}."));
            auto player = json::requiredString(list->at(i).toObject(), QStringLiteral("player"), path);
            if (!player)
                return player.error();
            auto character = json::requiredString(list->at(i).toObject(), QStringLiteral("character"), path);
            if (!character)
                return character.error();
            if (!players.contains(player.value()))
                return json::fieldError(json::childPath(path, QStringLiteral("player")),
                                        QT_TRANSLATE_NOOP("Engine", "%1 must name a player of this session."));
            seat = {player.value(), character.value()};
        }
        if (!content.character(seat.character))
            return setupError(QStringLiteral("banishing.unknown_character"),
                              phrase(QT_TRANSLATE_NOOP("Engine", "%1: the content pack has no character \"%2\"."), path, seat.character));
        seats.push_back(seat);
    }
    std::set<QString> taken;
    for (const Seat &seat : seats)
        if (!taken.insert(seat.character).second)
            return setupError(QStringLiteral("banishing.character_twice"),
                              phrase(QT_TRANSLATE_NOOP("Engine", "The %1 is chosen twice; every character is in the box once."),
                                     content.character(seat.character)->name));
    // Keep seat order: the players' order, each player's characters together.
    std::vector<Seat> ordered;
    for (const QString &player : players) {
        const auto before = ordered.size();
        for (const Seat &seat : seats)
            if (seat.player == player)
                ordered.push_back(seat);
        if (ordered.size() == before)
            return setupError(QStringLiteral("banishing.choose_characters"),
                              phrase(QT_TRANSLATE_NOOP("Engine", "%1 has no character: every player needs one."), player));
    }
    return ordered;
}

Result<int> firstSeat(const SessionState &state, const std::vector<Seat> &seats)
{
    if (!state.setup.contains(QStringLiteral("first")))
        return 0;
    auto first = json::requiredString(state.setup, QStringLiteral("first"), QStringLiteral("setup"));
    if (!first)
        return first.error();
    for (std::size_t i = 0; i < seats.size(); ++i)
        if (seats[i].player == first.value() || seats[i].character == first.value())
            return static_cast<int>(i);
    return json::fieldError(QStringLiteral("setup.first"), QT_TRANSLATE_NOOP("Engine", "%1 must name a player or a character of this game."));
}

int undeadIn(const Play &play, const QStringList &cards)
{
    int count = 0;
    for (const QString &card : cards)
        count += play.kindOf(card) == CardKind::Undead ? 1 : 0;
    return count;
}

// App-deck mode: the whole setup at once, the way the rulebook orders it.
Status dealAppDeck(Play &play, int difficulty)
{
    Board &board = play.board;
    QStringList symbols = play.content.expand(isSymbol);
    shuffle(symbols, play.state.rng);
    const qsizetype handCards = kStartingHand * board.order.size();
    if (symbols.size() < handCards)
        return setupError(QStringLiteral("banishing.deck_too_small"),
                          phrase(QT_TRANSLATE_NOOP("Engine", "The pack has %1 symbol cards, too few to deal %2 to each character."),
                                 static_cast<int>(symbols.size()), kStartingHand));
    board.deck = symbols;
    for (int round = 0; round < kStartingHand; ++round)
        for (const QString &character : board.order)
            dealTo(play, Place::handOf(character));
    QStringList items = play.content.expand(isItem);
    shuffle(items, play.state.rng);
    board.deck += items.mid(0, difficulty);
    board.deck += play.content.expand(isEarlyUndead);
    for (int deal = 0; deal < kMaxVoidDeals; ++deal) {
        shuffle(board.deck, play.state.rng);
        if (board.deck.size() < kVoidSize)
            break;
        QStringList dealt = board.deck.mid(0, kVoidSize);
        if (undeadIn(play, dealt) < kTooManyUndead) {
            play.events.clear(); // the setup itself carries no events; the state shows the deal
            for (int i = 0; i < kVoidSize; ++i)
                board.voidStacks[static_cast<std::size_t>(i)] = QStringList{board.deck.takeFirst()};
            return Done{};
        }
    }
    return setupError(QStringLiteral("banishing.deck_too_small"),
                      phrase(QT_TRANSLATE_NOOP("Engine", "The deck cannot deal a Void of nine cards with fewer than %1 undead."), kTooManyUndead));
}

} // namespace

QStringList recommendedCharacters(const Content &content, int players)
{
    return (content.firstGame + content.morePlayers).mid(0, std::max(players, static_cast<int>(content.firstGame.size())));
}

Result<SessionState> setupGame(SessionState state)
{
    auto content = contentOf(state.setup);
    if (!content)
        return content.error();
    auto mode = json::optionalString(state.setup, QStringLiteral("mode"), QStringLiteral("setup"), QStringLiteral("table"));
    if (!mode)
        return mode.error();
    if (mode.value() != QLatin1String("table") && mode.value() != QLatin1String("app"))
        return json::fieldError(QStringLiteral("setup.mode"), QT_TRANSLATE_NOOP("Engine", "%1 must be \"table\" (the real deck) or \"app\" (the app shuffles)."));
    auto difficulty = json::optionalInt(state.setup, QStringLiteral("difficulty"), QStringLiteral("setup"),
                                        content->defaultDifficulty, 0, content->itemCount());
    if (!difficulty)
        return difficulty.error();
    auto seats = seatsFrom(state, content.value());
    if (!seats)
        return seats.error();
    auto first = firstSeat(state, seats.value());
    if (!first)
        return first.error();

    for (const Seat &seat : seats.value())
        if (state.entity(seat.character) || seat.character == kTableEntity)
            return setupError(QStringLiteral("banishing.id_taken"),
                              phrase(QT_TRANSLATE_NOOP("Engine", "A player is called \"%1\", the id of a character or of the table: rename the player."),
                                     seat.character));
    if (state.entity(kTableEntity))
        return setupError(QStringLiteral("banishing.id_taken"),
                          phrase(QT_TRANSLATE_NOOP("Engine", "A player is called \"%1\", the id of a character or of the table: rename the player."),
                                 kTableEntity));

    Board board;
    board.mode = mode.value() == QLatin1String("app") ? DeckMode::App : DeckMode::Table;
    board.difficulty = difficulty.value();
    const auto seatCount = static_cast<int>(seats->size());
    for (int i = 0; i < seatCount; ++i) {
        const Seat &seat = seats.value()[static_cast<std::size_t>((first.value() + i) % seatCount)];
        const CharacterSheet *sheet = content->character(seat.character);
        board.order << seat.character;
        board.characters[seat.character] = {};
        Entity entity{seat.character, QStringLiteral("character"), sheet->name, seat.player, {}};
        entity.setCounter(kStaminaCounter, sheet->stamina);
        entity.setCounter(kHealthCounter, sheet->health);
        state.entities.push_back(entity);
    }
    Entity table{kTableEntity, QStringLiteral("table"), QStringLiteral("Table"), {}, {}};
    table.setCounter(kRoundCounter, 1);
    state.entities.push_back(table);
    for (int level = 4; level <= 5; ++level)
        for (const CardType &c : content->cards)
            if (c.kind == CardKind::Undead && c.level == level)
                for (int i = 0; i < c.count; ++i)
                    board.reserve[level] << c.id;
    board.turn.character = board.order.first();
    board.settingUp = true;
    store(board, state);

    auto started = startPlay(state);
    if (!started)
        return started.error();
    Play &play = started.value();
    if (board.mode == DeckMode::App) {
        if (const Status dealt = dealAppDeck(play, difficulty.value()); !dealt)
            return dealt.error();
        play.board.settingUp = false;
        endRoundIfDeckIsEmpty(play);
    } else {
        const int deckSize = static_cast<int>(content->expand(isSymbol).size() + content->expand(isEarlyUndead).size())
                             + difficulty.value();
        if (deckSize < kStartingHand * seatCount + kVoidSize)
            return setupError(QStringLiteral("banishing.deck_too_small"),
                              phrase(QT_TRANSLATE_NOOP("Engine", "The pack's deck of %1 cards is too small to deal the hands and the Void."), deckSize));
        setTableDeckCount(play.state, deckSize);
        for (int round = 0; round < kStartingHand; ++round)
            for (const QString &character : play.board.order)
                dealTo(play, Place::handOf(character));
        play.board.turn.character = play.board.order.first();
        refillVoid(play);
    }
    store(play.board, play.state);
    return play.state;
}

void checkSetupVoid(Play &play)
{
    for (const QString &place : play.board.pending)
        if (place.startsWith(QLatin1String("void:")))
            return;
    QStringList dealt;
    for (const QStringList &stack : play.board.voidStacks)
        dealt += stack;
    if (undeadIn(play, dealt) >= kTooManyUndead) {
        for (QStringList &stack : play.board.voidStacks)
            stack.clear();
        setTableDeckCount(play.state, counterOr(play.state, kTableEntity, kDeckCounter, 0) + static_cast<int>(dealt.size()));
        play.note(QStringLiteral("void.redealt"), {{QStringLiteral("undead"), undeadIn(play, dealt)}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 of the nine Void cards are undead: shuffle all nine back into the deck and deal the Void again."),
                         undeadIn(play, dealt)));
        refillVoid(play);
        return;
    }
    if (play.board.pending.isEmpty()) {
        play.board.settingUp = false;
        play.note(QStringLiteral("turn.started"), {{QStringLiteral("character"), play.board.turn.character}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "Setup is done. %1 begins: take a row or a column from the Void."),
                         play.characterName(play.board.turn.character)));
        endRoundIfDeckIsEmpty(play);
    }
}

} // namespace arbiter::banishing
