#pragma once

#include "core/typed_action.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <optional>

// Every Exiled Legends action as a typed struct with its JSON form (see
// core/typed_action.h). The tables check each field's JSON kind; whether an id
// names a card or a player of the session, and whether a word is one the
// rules know, is the rule's check, so the refusal can name the session's own
// cards. Fields the game does not read are ignored, as they always were.
// docs/games/exiled-legends.md says what each field means.
namespace arbiter::exiled_legends {

// Setup.

struct DraftPick {
    static constexpr const char *kType = "draft.pick";
    QString player{};
    QString hero{};
    static const typed::FieldTable<DraftPick> &fields();
};

struct LineupChoose {
    static constexpr const char *kType = "lineup.choose";
    QString player{};
    QString champion{};
    // Both Supports when the real deck differs from the tracked one; without
    // them the other two of the top three cards become the Supports.
    std::optional<QJsonArray> supports;
    static const typed::FieldTable<LineupChoose> &fields();
};

struct OrderRoll {
    static constexpr const char *kType = "order.roll";
    QString player{};
    std::optional<int> face; // the real die's face; without it the app rolls
    static const typed::FieldTable<OrderRoll> &fields();
};

// Rounds and turns.

struct SphereFlip {
    static constexpr const char *kType = "sphere.flip";
    std::optional<QString> sphere; // the card the table turned up; else the tracked deck's top
    static const typed::FieldTable<SphereFlip> &fields();
};

struct PhaseNext {
    static constexpr const char *kType = "phase.next";
    static const typed::FieldTable<PhaseNext> &fields();
};

struct TurnEnd {
    static constexpr const char *kType = "turn.end";
    static const typed::FieldTable<TurnEnd> &fields();
};

// The five 1-MP actions of the Action phase.

struct AddBane {
    static constexpr const char *kType = "action.add_bane";
    QString hero{};
    static const typed::FieldTable<AddBane> &fields();
};

struct RemoveBane {
    static constexpr const char *kType = "action.remove_bane";
    QString hero{};
    std::optional<QString> legend; // whose kind of token, when the hero carries several
    static const typed::FieldTable<RemoveBane> &fields();
};

struct RemoveDamage {
    static constexpr const char *kType = "action.remove_damage";
    QString hero{};
    static const typed::FieldTable<RemoveDamage> &fields();
};

struct SwitchHeroes {
    static constexpr const char *kType = "action.switch";
    QString hero{};
    static const typed::FieldTable<SwitchHeroes> &fields();
};

struct ReturnSupport {
    static constexpr const char *kType = "action.return_support";
    QString hero{};
    static const typed::FieldTable<ReturnSupport> &fields();
};

// Abilities and effects. Effects stay JSON objects the effect rules read
// themselves (el_effects.h lists them); effect() below writes them.

struct AbilityUse {
    static constexpr const char *kType = "ability.use";
    QString hero{};
    QString ability{}; // champion, support or team
    std::optional<int> index; // a flipped Legend's second ability of a position: 1
    std::optional<QJsonArray> effects;
    std::optional<int> face; // an ability that rolls: the real die's face; without it the app rolls
    static const typed::FieldTable<AbilityUse> &fields();
};

struct EffectsApply {
    static constexpr const char *kType = "effects.apply";
    QJsonArray effects{};
    std::optional<QString> source;
    static const typed::FieldTable<EffectsApply> &fields();
};

// Attacks.

struct AttackDeclare {
    static constexpr const char *kType = "attack.declare";
    QString attack{}; // precise or mass
    QJsonArray targets{}; // hero ids
    std::optional<bool> canPreciseSupport;
    std::optional<int> strength; // when a continuous ability sets it; else the Champion's
    static const typed::FieldTable<AttackDeclare> &fields();
};

struct AttackContinue {
    static constexpr const char *kType = "attack.continue";
    static const typed::FieldTable<AttackContinue> &fields();
};

// Destruction and the table's corrections.

struct ReplaceChoose {
    static constexpr const char *kType = "replace.choose";
    QString hero{};
    static const typed::FieldTable<ReplaceChoose> &fields();
};

struct HeroDestroy {
    static constexpr const char *kType = "hero.destroy";
    QString hero{};
    static const typed::FieldTable<HeroDestroy> &fields();
};

struct CorrectDraw {
    static constexpr const char *kType = "deck.correct_draw";
    QString hero{};
    QString actual{};
    static const typed::FieldTable<CorrectDraw> &fields();
};

// A hero card the pack lacks, as typed from the real card (el_new_heroes.h):
// `hero` holds name, type, strength, max_hp and the two abilities' names and
// texts (champion_name, champion_text, support_name, support_text).
struct DeckAddHero {
    static constexpr const char *kType = "deck.add_hero";
    QString player{};
    QJsonObject hero{};
    static const typed::FieldTable<DeckAddHero> &fields();
};

// One effect of an ability, a Sphere card or a ruling, in the form
// ability.use and effects.apply carry (the fields are el_effects.h's).
namespace effect {
QJsonObject prevent(const QString &hero, std::optional<int> amount = std::nullopt);
QJsonObject redirect(const QString &hero, const QString &to, std::optional<int> amount = std::nullopt);
QJsonObject damage(const QString &hero, int amount);
QJsonObject mythPoints(const QString &player, int amount);
} // namespace effect

} // namespace arbiter::exiled_legends
