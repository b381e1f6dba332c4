#pragma once

#include "core/rule_error.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <QString>
#include <array>
#include <vector>

// The cards of Exiled Legends as the rules read them. The rulebook prints no
// card, so they come from a content pack (format in docs/games/exiled-legends.md).
namespace arbiter::exiled_legends {

enum class HeroType { Fire, Water, Light, Dark, Unknown };

enum class AbilityKind { Triggered, Functional, Continuous };

// When a triggered ability may be used. The attack triggers are offered in the
// Attack phase windows; `Other` is left to the table's judgement. `Other`
// stays last (states name triggers by word, read back up to it).
enum class Trigger {
    Attacked, // a hero of the owner's team is attacked (precise or mass)
    PreciseAttacked,
    MassAttacked,
    Attacking, // the owner's Champion attacks (precise or mass)
    PreciseAttacking, // the owner's Champion makes a precise attack
    MassAttacking, // the owner's Champion makes a mass attack
    Damaged, // a hero of the owner's team took damage from the attack
    Destroyed, // a hero of the owner's team reached its Max HP in the attack
    TurnStart, // the owner's Beginning of Turn phase
    Other,
};

// Which heroes the effects entered with an ability may name: only its own
// card, the heroes of its owner's team, or any hero (the default).
enum class AbilityTargets { Any, Team, Self };

struct Ability {
    QString name;
    AbilityKind kind = AbilityKind::Continuous;
    QString text;
    Trigger trigger = Trigger::Other; // triggered abilities only
    int cost = 0; // Myth Points a functional ability spends
    AbilityTargets targets = AbilityTargets::Any;
    // Computed effects, optional: effects in ability.use's form whose heroes
    // are roles ("self", "champion", "attacker") and whose player is "owner";
    // the engine applies them when the ability is used. With `rollMin` (1..6)
    // a d6 is rolled first and they apply only on that face or higher.
    QJsonArray effects;
    int rollMin = 0;
    // Marked "by hand" in the pack: the players carry the text out, and the
    // screen offers these corrections (correctionNames()) in one tap.
    bool byHand = false;
    QStringList corrections;
};

// The one-tap corrections a by-hand text may name: add_bane, remove_bane,
// damage, heal, prevent, mp, lose_mp, strength, weaken, switch.
const QStringList &correctionNames();

// The roles a computed effect may name instead of an id.
const QStringList &effectHeroRoles(); // self, champion, attacker
const QStringList &effectPlayerRoles(); // owner

// When a bane token's effect applies. Only two effects are computed: extra
// damage counters each time the hero takes damage, and a Strength change while
// the token sits on the hero; anything else is shown as text.
enum class BaneTiming { Always, Damaged, TurnStart };

struct Bane {
    QString text;
    BaneTiming timing = BaneTiming::Always;
    int extraDamage = 0; // Damaged only
    int strength = 0; // Always only
    bool byHand = false; // as Ability::byHand
    QStringList corrections;
};

struct HeroCard {
    QString id;
    QString name;
    HeroType type = HeroType::Fire;
    int strength = 0;
    int maxHp = 1;
    Ability champion;
    Ability support;
};

struct LegendCard {
    QString id;
    QString name;
    HeroType type = HeroType::Fire;
    Ability team;
    Bane bane;
    int tokens = 5; // bane tokens in the Legend's colour
    // The Hero side, once flipped.
    int strength = 0;
    int maxHp = 1;
    std::array<Ability, 2> champion;
    std::array<Ability, 2> support;
};

struct SphereCard {
    QString id;
    QString name;
    HeroType type = HeroType::Fire;
    QString text;
    // Computed effect, optional: the Strength heroes of the card's type have
    // in addition while the card is in force (its round).
    int strength = 0;
    bool byHand = false; // as Ability::byHand
    QStringList corrections;
};

struct Content {
    std::vector<HeroCard> heroes;
    std::vector<LegendCard> legends;
    std::vector<SphereCard> spheres;

    [[nodiscard]] const HeroCard *hero(const QString &id) const;
    [[nodiscard]] const LegendCard *legend(const QString &id) const;
    [[nodiscard]] const SphereCard *sphere(const QString &id) const;
};

QString typeName(HeroType type);
QString kindName(AbilityKind kind);
QString triggerName(Trigger trigger);

// Reads and checks a pack. Refusals are BadRequest with a code "content.*" and
// a message naming the field under `path` ("content.heroes[2].max_hp").
Result<Content> parseContent(const QJsonObject &pack, const QString &path = {});

// The pure check the app runs before storing an imported pack.
Status validateContent(const QJsonObject &pack);

} // namespace arbiter::exiled_legends
