#pragma once

#include "core/typed_action.h"

#include <QJsonArray>
#include <QJsonValue>
#include <QString>
#include <optional>

namespace arbiter::banishing {

// Every Banishing action as a typed struct with its JSON form (see
// core/typed_action.h); docs/games/the-banishing.md says what each field
// means. The table's shape check comes first; the rule then checks what only
// the game knows (a card of the pack, a character at the table, a place).
//
// The turn actions take an optional "character": when given it must be the
// active one (a screen that names whose tap it was is refused out of turn).
// A place ("void:4", "hand:fighter") is kept as the value written: its form
// depends on who sits at the table, so the rule reads it, with the refusal
// that names the place forms even when the field is missing. Fields the
// table does not name are ignored, as they always were for this game.

struct RevealCard {
    static constexpr const char *kType = "card.reveal";
    QString card{};
    std::optional<QJsonValue> place; // default: the first place waiting
    static const typed::FieldTable<RevealCard> &fields();
};

struct Take {
    static constexpr const char *kType = "take";
    std::optional<QString> character;
    QString line{}; // "row" | "column"
    int index = 0;
    std::optional<QString> shield; // an undead of the line the Shield stops
    static const typed::FieldTable<Take> &fields();
};

struct UseShield {
    static constexpr const char *kType = "shield";
    std::optional<QString> character;
    QString card{};
    static const typed::FieldTable<UseShield> &fields();
};

struct UseAbility {
    static constexpr const char *kType = "ability";
    std::optional<QString> character;
    QString ability{};
    QJsonArray cards{}; // card ids from the hand
    std::optional<bool> wand; // the Wand stands in for one card
    static const typed::FieldTable<UseAbility> &fields();
};

struct Swap {
    static constexpr const char *kType = "swap";
    std::optional<QString> character;
    int a = 0;
    int b = 0;
    static const typed::FieldTable<Swap> &fields();
};

struct Trade {
    static constexpr const char *kType = "trade";
    std::optional<QString> character;
    QString with{};
    QString give{};
    QString receive{};
    static const typed::FieldTable<Trade> &fields();
};

struct Rest {
    static constexpr const char *kType = "rest";
    std::optional<QString> character;
    std::optional<QString> wound;
    static const typed::FieldTable<Rest> &fields();
};

struct EndTurn {
    static constexpr const char *kType = "turn.end";
    std::optional<QString> character;
    std::optional<QJsonArray> discard; // card ids, exactly the cards over the hand limit
    static const typed::FieldTable<EndTurn> &fields();
};

struct MoveCard {
    static constexpr const char *kType = "card.move";
    std::optional<QJsonValue> from; // a place; refused by the rule when missing
    std::optional<QJsonValue> to; // a place; refused by the rule when missing
    std::optional<QString> card;
    static const typed::FieldTable<MoveCard> &fields();
};

// A card of the real deck the pack lacks, typed whole (banishing_new_cards.h):
// `kind` is "symbol" (card: name, color, symbol) or "undead" (card: name,
// level, damage).
struct AddCard {
    static constexpr const char *kType = "deck.add_card";
    QString kind{};
    QJsonObject card{};
    static const typed::FieldTable<AddCard> &fields();
};

} // namespace arbiter::banishing
