#pragma once

#include "core/hex.h"
#include "core/rule_error.h"

#include <QJsonObject>
#include <QString>
#include <array>
#include <memory>
#include <optional>
#include <vector>

namespace arbiter {

// The content pack of Super Fantasy Brawl (resources/content/super-fantasy-brawl.json,
// format in docs/games/super-fantasy-brawl.md) read into plain values: the
// arena board, the Challenge Track, the champions and their action cards.

enum class SfbCore { Destruction, Creation, Manipulation };
inline constexpr int kSfbCoreCount = 3;
QString sfbCoreName(SfbCore core); // "destruction", ...
std::optional<SfbCore> sfbCoreFromName(const QString &name);

enum class SfbCardType { Attack, Skill, Reaction };
enum class SfbTargeting { None, Melee, Indirect, Direct, Area };
enum class SfbTargetSide { Enemy, Ally, Any };

// Every keyword a card can carry as data. Flags (Double, Lifesteal, Root,
// Stun, Place) use 1 for "present". Place only tells the table that the card
// lets it put a champion somewhere (champion.place): where is in the card's
// own text, so the engine resolves nothing for it.
enum class SfbKeyword { Dash, Jump, Swoop, Heal, Draw, Plan, Poison, Double, Lifesteal, Push, Pull, Fear, Force, Root, Stun, Place };
inline constexpr int kSfbKeywordCount = 16;
QString sfbKeywordName(SfbKeyword keyword); // "push", ...
std::optional<SfbKeyword> sfbKeywordFromName(const QString &name);
bool sfbKeywordIsFlag(SfbKeyword keyword);
// Whether the engine resolves the keyword itself; Place only names a
// champion.place the table makes by hand.
bool sfbKeywordApplied(SfbKeyword keyword);

// Where a keyword is printed on a card: before the attack, in its damage
// step, or after it (a Reaction's post-attack abilities act on the attacker).
enum class SfbKeywordGroup { Pre, Hit, Post };
// The keywords a card of `type` may carry in `group`, in the order a card lists them.
std::vector<SfbKeyword> sfbAllowedKeywords(SfbCardType type, SfbKeywordGroup group);

struct SfbKeywords {
    std::array<int, kSfbKeywordCount> values{};
    [[nodiscard]] int operator[](SfbKeyword k) const { return values[static_cast<std::size_t>(k)]; }
    int &operator[](SfbKeyword k) { return values[static_cast<std::size_t>(k)]; }
};

struct SfbCard {
    QString id;
    QString name;
    int champion = -1; // index into SfbContent::champions
    SfbCore core = SfbCore::Destruction;
    SfbCardType type = SfbCardType::Attack;
    int copies = 1;
    int movement = 0; // printed movement value, 0 when none is printed
    MoveMode movementMode = MoveMode::Walk;
    SfbTargeting targeting = SfbTargeting::None;
    int minRange = 1;
    int maxRange = 1;
    int maxTargets = 1;
    SfbTargetSide targetSide = SfbTargetSide::Enemy;
    std::vector<Hex> area; // AoE hexes relative to the attacker, orientation 0
    int strength = 0;
    int damage = 0; // direct damage (ignores defence)
    int defence = 0; // reactions: defence added against this attack
    SfbKeywords pre; // pre-attack abilities of the activating champion
    SfbKeywords hit; // resolved in the damage step (Poison, Double, Lifesteal)
    SfbKeywords post; // post-attack abilities (reactions: against the attacker)
    // The pack's `by_hand`: what the players do for the part of the card the
    // keywords do not say (empty: the keywords are the whole card).
    QString byHand;

    [[nodiscard]] bool hasMovement() const;
};

struct SfbSideStats {
    int hitpoints = 1;
    int defence = 0;
    int movementBonus = 0;
};

struct SfbChampionSpec {
    QString id;
    QString name;
    SfbSideStats basic;
    SfbSideStats levelled;
    std::vector<int> cards; // indices into SfbContent::cards
    [[nodiscard]] const SfbSideStats &stats(bool isLevelled) const { return isLevelled ? levelled : basic; }
    [[nodiscard]] int deckSize(const std::vector<SfbCard> &allCards) const;
};

struct SfbDeploymentArea {
    QString id;
    std::vector<Hex> hexes;
    std::optional<Hex> gate; // where the view draws the Gate, off the board
};

struct SfbBoardSpec {
    std::vector<Hex> hexes; // sorted
    std::vector<Hex> statues;
    std::vector<Hex> trapHexes;
    std::vector<SfbDeploymentArea> areas; // exactly two
};

struct SfbTrackSpec {
    std::vector<int> slots; // VP per slot, 0 = Cannot Be Scored
    std::vector<int> tornadoSlots;
    int deckSize = 22;
    // The Challenge cards by name (a name twice: two copies), when the pack
    // lists them; the table then picks drawn cards from this list.
    QStringList cards;
    // The pack's `by_hand`: how the players judge a Challenge's condition
    // (the engine scores a Challenge only when the table claims it).
    QString byHand;
};

struct SfbContent {
    SfbBoardSpec board;
    SfbTrackSpec track;
    std::vector<SfbChampionSpec> champions;
    std::vector<SfbCard> cards;

    [[nodiscard]] int championIndex(const QString &id) const; // -1 when unknown
    [[nodiscard]] const SfbCard *card(const QString &id) const;
    [[nodiscard]] const SfbDeploymentArea *area(const QString &id) const;
    // The hex grid with statues blocked and no traps.
    [[nodiscard]] Board makeBoard() const;
};

// Reads and checks a content pack; a broken pack is a BadRequest naming the field.
Result<SfbContent> sfbContentFrom(const QJsonObject &pack);
Status sfbValidateContent(const QJsonObject &pack);
// The same, read once per pack and kept for the pack's later actions: apply
// and the options query read the session's pack on every call.
Result<std::shared_ptr<const SfbContent>> sfbContentShared(const QJsonObject &pack);
// `pack` with each of `names` its Challenge list lacks appended (a list is
// started when it has none): a card the real table named that the pack did
// not know. Blank names are skipped; names are trimmed as the actions trim them.
QJsonObject sfbPackKeepingChallenges(QJsonObject pack, const QStringList &names);

} // namespace arbiter
