#pragma once

#include "core/hex.h"
#include "core/rule_error.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <memory>
#include <vector>

namespace arbiter::theosis {

// Turns in Hierapolis before the Arena.
constexpr int kHierapolisTurns = 6;

// The content pack (resources/content/theosis.json, format in
// docs/games/theosis.md) read into values. The rulebook prints names, texts,
// the monsters' tables and the game modes, but not the hero mats' numbers,
// the value pair of each power, the item tokens, the stamina tokens or the
// arena map; the shipped pack marks those "check against your components".

// A rules text the players carry out at the table, in whole or in part: what
// they do, in the pack's own words (`by_hand.do`), and what the screen offers
// to put right in one tap (`by_hand.corrections`, contentChoices
// "by_hand.corrections"). Unmarked when `instruction` is empty.
struct TableHandling {
    QString instruction;
    QStringList corrections;

    [[nodiscard]] bool marked() const { return !instruction.isEmpty(); }
};

struct Skill {
    QString id;
    QString name;
    // "melee", "ranged", "unlimited", "ring", "line", "cone", "spell",
    // "all-enemies", "none"
    QString shape;
    int attackBonus = 0;
    QString damageType;
    QString kind; // "attack", "defense", "automatic", "by-hand"
    TableHandling byHand; // a rider of an attack, or the whole text
};

// Whether a skill of this shape names one target (melee, ranged, unlimited)
// rather than hitting an area or everyone.
bool hitsOneTarget(const QString &shape);

struct ItemSlot {
    QString id;
    QStringList accepts; // item types
    bool hand = false; // a two-handed weapon needs every hand slot
};

struct HeroSheet {
    QString id;
    QString name;
    QString alignment;
    int speed = 3;
    bool ranged = false; // bows or staffs: range 5, only two item slots
    std::vector<ItemSlot> slots;
    std::vector<Skill> skills; // three

    [[nodiscard]] const ItemSlot *slot(const QString &slotId) const;
    [[nodiscard]] int skillIndex(const QString &skillId) const; // -1 when unknown
};

struct PowerCard {
    QString id;
    QString name;
    QString alignment;
    int attack = 0;
    int defense = 0;
    QString type; // "common", "blessing", "curse", "spell"
    QString damageType;
    // What the session carries out: "valor", "aegis", "rejuvenation", "poison",
    // "terror", "pacify", "fiery-purge", "entangling-roots", "despair",
    // "protection", "area-attack", "heal-allies", "cleanse-allies",
    // "resurrection", "rank-up", "rank-down", "equalize", "enervation" (both
    // against monsters only), or empty / "by-hand".
    QString effect;
    QStringList protections; // effect "protection"
    int amount = 0; // heal-allies, cleanse-allies
    QString boostedBy; // the hero whose own turn makes this spell's attack 4
    int monsterAttack = -1; // a different value pair against monsters, -1: the same
    int monsterDefense = -1;
    TableHandling byHand; // what of the text the table carries out
};

struct Item {
    QString id;
    QString name;
    bool weapon = true; // else armor (shields are armor)
    QString type; // slot symbol: "sword", "bow", "metal", "shield", ...
    int damage = 0;
    bool twoHanded = false;
    bool slaying = false;
    bool artifact = false;
    int attack = 0; // artifact weapons
    int defense = 0; // artifact armor
    QStringList protections;
    QStringList resistances;
};

struct RitualToken {
    std::vector<Hex> blocked; // offsets no hero may occupy or pass
    std::vector<Hex> hexes; // the other offsets of the token
    int attack = 0; // bonus while standing on `hexes`
    int defense = 0;
    int healEndOfTurn = 0;
    int damage = 0; // on placement and on every step onto the token
    QString damageType;
    int movementCost = 1;
};

struct Ritual {
    QString id;
    QString name;
    QString effect; // "token", "purification", "consecration", "by-hand"
    RitualToken token;
    TableHandling byHand;
};

struct MonsterAttack {
    int bonus = 0;
    int damage = 0;
    QString damageType;
    QString range; // "adjacent", "ranged", "any", "all", "spell", "ring", "line"
    bool paralyze = false;
    bool slay = false;
    bool swallow = false;
    bool burnMana = false;
    QString destroy; // "weapon", "armor"
};

struct MonsterAction {
    QString name;
    std::vector<MonsterAttack> attacks;
    QString effect; // non-attack actions: "cleanse-hide-token", "paralyze-adjacent", "by-hand", ...
    TableHandling byHand;
};

struct MonsterSheet {
    QString id;
    QString name;
    int speed = 0;
    int baseDefense = 2;
    bool boss = false;
    std::vector<MonsterAction> actions; // six, by the face of the skullduggery die
    std::vector<MonsterAction> riderActions; // the Godslayer's rider
};

struct StaminaToken {
    QString id;
    int threshold = 1;
    QStringList protections;
    QStringList resistances;
};

struct ArenaMap {
    int radius = 4;
    Hex centre;
    std::vector<Hex> startHexes;
};

struct Content {
    QStringList alignments; // six
    std::vector<std::pair<QString, QString>> tracks; // three axes: first is the + side
    int trackLimit = 3;
    int trackBonus = 10; // gold per step of the marker
    std::vector<std::pair<int, int>> valuePairs; // the quest order, one per Hierapolis turn
    QStringList thievesGuild; // outcome by d6 face
    int thievesGuildCost = 0;
    std::vector<HeroSheet> heroes;
    std::vector<PowerCard> powers;
    std::vector<Item> items;
    std::vector<Ritual> rituals;
    ArenaMap arena;
    std::vector<MonsterSheet> monsters;
    std::vector<StaminaToken> staminaTokens;

    [[nodiscard]] const HeroSheet *hero(const QString &id) const;
    [[nodiscard]] const PowerCard *power(const QString &id) const;
    [[nodiscard]] const Item *item(const QString &id) const;
    [[nodiscard]] const Ritual *ritual(const QString &id) const;
    [[nodiscard]] const MonsterSheet *monster(const QString &id) const;
    [[nodiscard]] const StaminaToken *staminaToken(const QString &id) const;
    // The power a gold quest space of `alignment` gives on Hierapolis turn `turn` (1..6).
    [[nodiscard]] const PowerCard *questPower(const QString &alignment, int turn) const;
};

inline const QStringList &damageTypes()
{
    static const QStringList types{QStringLiteral("physical"), QStringLiteral("light"), QStringLiteral("void"),
                                   QStringLiteral("fire"),     QStringLiteral("ice"),   QStringLiteral("acid")};
    return types;
}

// The values a closed field of the pack may take, as the reader checks them:
// "skill.shape", "skill.kind", "power.type", "power.effect" (the empty
// effect first), "item.kind", "ritual.effect", "monster.range",
// "thieves_guild", "by_hand.corrections"; empty for any other field. For an editor's choices.
const QStringList &contentChoices(const QString &field);

Result<Content> contentFrom(const QJsonObject &pack);
// For GameDefinition::validateContent.
Status validateContent(const QJsonObject &pack);
// The pack stored in a session's setup.
Result<Content> contentOf(const QJsonObject &setup);
// The same pack without a copy: every action and every option the options
// query tries reads it, and copying its sheets cost more than the rules.
Result<std::shared_ptr<const Content>> sharedContentOf(const QJsonObject &setup);

} // namespace arbiter::theosis
