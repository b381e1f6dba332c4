#pragma once

#include "core/rule_error.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <vector>

namespace arbiter::banishing {

// An undead's level and damage go from 1 to these.
inline constexpr int kMaxUndeadLevel = 5;
inline constexpr int kMaxDamage = 5;

// The content pack (resources/content/the-banishing.json, format in
// docs/games/the-banishing.md) read into values: the deck composition and the
// character sheets. The rulebook prints neither, so a session plays with the
// pack copied into its setup.

enum class CardKind { Symbol, Undead, Item };
enum class ItemKind { Shield, Wand, Armor };

// One kind of card in the deck; physical copies of a kind are interchangeable,
// so the session refers to cards by this id.
struct CardType {
    QString id;
    QString name;
    CardKind kind = CardKind::Symbol;
    QString color; // symbol cards
    QString symbol; // symbol cards
    int level = 0; // undead: 1..5, the round it joins the deck
    int damage = 0; // undead: 1..5
    ItemKind item = ItemKind::Shield; // items
    int count = 0; // copies in the box
};

// Whether the engine carries out an ability's effect or the players do
// (resources/content/the-banishing.json, "handling"). An unmarked effect is
// silent: refused by the pack walk for a shipped pack, a warning in the editor.
enum class Handling { Unmarked, Applied, ByHand };

// What the screen offers in one tap after a by-hand ability (the pack's
// "corrections"); each names a kind of card.move, see banishing_corrections.h.
const QStringList &correctionKinds();

struct Ability {
    QString id;
    QString name;
    int level = 1; // 1: three of one colour; 2: also one symbol
    QString color;
    QString effect; // what the table carries out (made-up text unless checked)
    bool toBanishing = false; // the matched set goes to the Banishing instead of the discard
    // Applied: the effect is nothing beyond moving the set, which the engine does.
    Handling handling = Handling::Unmarked;
    QStringList corrections; // ByHand only
};

struct CharacterSheet {
    QString id;
    QString name;
    int stamina = 0;
    int health = 0;
    std::vector<Ability> abilities;

    [[nodiscard]] const Ability *ability(const QString &abilityId) const;
};

struct Content {
    std::vector<CardType> cards;
    std::vector<CharacterSheet> characters;
    QStringList firstGame; // the recommended first-game characters
    QStringList morePlayers; // added, in order, when more players sit down
    int defaultDifficulty = 0;

    [[nodiscard]] const CardType *card(const QString &id) const;
    [[nodiscard]] const CharacterSheet *character(const QString &id) const;
    // Copies of every card matching `keep`, `count` times each, in pack order.
    [[nodiscard]] QStringList expand(bool (*keep)(const CardType &)) const;
    [[nodiscard]] int itemCount() const;
};

Result<Content> contentFrom(const QJsonObject &pack);
// For GameDefinition::validateContent.
Status validateContent(const QJsonObject &pack);
// The pack stored in a session's setup.
Result<Content> contentOf(const QJsonObject &setup);

QString itemKindName(ItemKind kind);

} // namespace arbiter::banishing
