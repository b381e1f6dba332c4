#pragma once

#include "core/rule_error.h"

#include <QString>
#include <array>
#include <optional>
#include <vector>

// Who may be chosen as the target of a precise or a mass attack. Shared by the
// "exiled-legends.attack" calculator and the session's Attack phase, so both
// refuse the same choices with the same codes and rule ids.
namespace arbiter::exiled_legends {

enum class AttackType { Precise, Mass };

// The three hero positions of a play area, in the order the CLI names them.
constexpr std::size_t kSlotCount = 3;
constexpr std::size_t kChampionSlot = 0;
const std::array<QString, kSlotCount> &slotNames();
std::optional<std::size_t> slotIndex(const QString &name);

struct TargetHero {
    int maxHp = 0;
    int damage = 0;
    bool destroyed = false;
    QString name; // the card's name when known; refusals fall back to the position

    [[nodiscard]] bool available() const { return !destroyed && damage < maxHp; }
};

struct TargetPlayer {
    QString id;
    QString name; // what refusals call the player; empty: the id
    std::array<std::optional<TargetHero>, kSlotCount> heroes; // empty: no hero in that position
    bool legendFlipped = false;
    std::optional<std::size_t> legendSlot; // where the flipped Legend stands, if known
};

struct TargetChoice {
    std::size_t player = 0;
    std::size_t slot = 0;
};

struct AttackPlan {
    AttackType type = AttackType::Precise;
    int strength = 0;
    bool canPreciseSupport = false;
    std::size_t attacker = 0;
    std::vector<TargetPlayer> players;
    std::vector<TargetChoice> targets;
};

// Done when the targets are legal for the attack, else the InvalidMove naming
// the broken rule (codes el.precise_one_target, el.precise_not_champion,
// el.own_hero, el.target_unavailable, el.mass_duplicate_target,
// el.mass_too_many, el.mass_support_without_champion, el.mass_too_few).
Status checkAttackTargets(const AttackPlan &plan);

// Heroes a mass attack could take: those of every other player whose Champion
// is available (their Supports come only with it).
int massTargetsAvailable(const AttackPlan &plan);

// How refusals and steps call a player and the hero in a chosen position: the
// card's name when the plan knows it, else the player and the position
// ("p2's Support 1").
QString playerLabel(const TargetPlayer &player);
QString targetLabel(const AttackPlan &plan, const TargetChoice &target);

// The refusal for choosing a Legend that still shows its Team ability;
// `playerName` is what the table calls its player.
RuleError legendNotFlipped(const QString &playerName);

} // namespace arbiter::exiled_legends
