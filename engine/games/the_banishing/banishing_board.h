#pragma once

#include "core/session.h"

#include <QStringList>
#include <array>
#include <map>

namespace arbiter::banishing {

// The cards on the table, read from and written back to SessionState::data.
// Cards are named by their content-pack id (copies are interchangeable).
// Numbers the table may correct by hand are entity counters instead (see
// banishing_counters.h): stamina and health per character, the round, and in
// table-deck mode the cards left in the deck.
//
// data = {
//   "mode": "table" | "app",        who shuffles: the real deck, or the app
//   "difficulty": 4,                items shuffled into the deck at setup
//   "order": ["fighter", ...],      characters in turn order (clockwise)
//   "characters": {"fighter": {"hand": [..], "wounds": [..], "items": [..]}},
//   "void": [[..] x 9],             stacks of the 3x3 Void, row by row, bottom card first
//   "deck": [..],                   app-deck mode only: the shuffled deck, top card first
//   "discard": [..], "banishing": [..],
//   "reserve": {"4": [..], "5": [..]}, undead set aside for rounds 2 and 3
//   "pending": ["hand:fighter", "void:4", ..], table-deck mode: places waiting for the
//                                   identity of the card dealt there, in dealing order
//   "setting_up": bool,             until the starting hands and the Void are dealt
//   "time_up": bool,                the deck ran out in round 3
//   "turn": {"character": "fighter", "taken": bool, "ability": "" | ability id | "swap" |
//            "trade" | "rest", "undead_taken": [..]}  (undead still open to a Shield)
// }

enum class DeckMode { Table, App };

constexpr int kVoidSide = 3;
constexpr int kVoidSize = kVoidSide * kVoidSide;

struct CharacterCards {
    QStringList hand;
    QStringList wounds;
    QStringList items;
    friend bool operator==(const CharacterCards &, const CharacterCards &) = default;
};

struct TurnState {
    QString character;
    bool taken = false;
    QString ability;
    QStringList undeadTaken;
    friend bool operator==(const TurnState &, const TurnState &) = default;
};

struct Board {
    DeckMode mode = DeckMode::App;
    int difficulty = 0;
    QStringList order;
    std::map<QString, CharacterCards> characters;
    std::array<QStringList, kVoidSize> voidStacks;
    QStringList deck;
    QStringList discard;
    QStringList banishing;
    std::map<int, QStringList> reserve;
    QStringList pending;
    bool settingUp = false;
    bool timeUp = false;
    TurnState turn;

    [[nodiscard]] bool hasCharacter(const QString &id) const { return characters.count(id) > 0; }
    CharacterCards &cardsOf(const QString &id) { return characters[id]; }
    [[nodiscard]] const CharacterCards &cardsOf(const QString &id) const { return characters.at(id); }
};

Result<Board> boardOf(const SessionState &state);
QJsonObject toJson(const Board &board);
void store(const Board &board, SessionState &state);
// The same as store() for a state whose data was stored from `before`: only
// the parts that changed are written again (an action changes a few lists;
// writing all of them dominated the cost of every action).
void storeChanges(const Board &before, const Board &board, SessionState &state);

// A place a card can be: "void:0".."void:8" (row by row from the top left),
// "hand:<character>", "wounds:<character>", "items:<character>", "discard",
// "banishing", "deck".
struct Place {
    enum class Kind { Void, Hand, Wounds, Items, Discard, Banishing, Deck };
    Kind kind = Kind::Discard;
    int index = -1; // Void
    QString character; // Hand, Wounds, Items

    [[nodiscard]] QString id() const;
    static Place voidSpace(int index) { return {Kind::Void, index, {}}; }
    static Place handOf(const QString &character) { return {Kind::Hand, -1, character}; }
    friend bool operator==(const Place &, const Place &) = default;
};

// Reads a place name; `path` names the request field for the refusal.
Result<Place> placeFrom(const QJsonValue &value, const Board &board, const QString &path);

// The cards lying at a place (a Void space is its stack, top card last).
QStringList &cardsAt(Board &board, const Place &place);
const QStringList &cardsAt(const Board &board, const Place &place);

} // namespace arbiter::banishing
