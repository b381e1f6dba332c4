#pragma once

#include "core/typed_action.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <optional>

namespace arbiter::theosis {

// Every Theosis action as a typed struct with its JSON form (see
// core/typed_action.h). A member is optional where the rules take the field
// only in some cases (a location's reward, a skill's shape); the rule then
// refuses what the case does not use. docs/games/theosis.md says what each
// field means.

struct Place {
    static constexpr const char *kType = "place";
    QString hero{};
    QString location{};
    std::optional<QString> alignment;
    std::optional<bool> gold;
    std::optional<QString> target;
    std::optional<QString> from;
    std::optional<int> amount;
    std::optional<QString> drawn;
    std::optional<QString> item;
    std::optional<QString> equipHero;
    std::optional<QString> slot;
    std::optional<QJsonArray> mana;
    std::optional<QString> ritual;
    std::optional<int> turn;
    std::optional<int> face;
    std::optional<QString> heal;
    static const typed::FieldTable<Place> &fields();
};

struct OfferTake {
    static constexpr const char *kType = "offer.take";
    QString hero{};
    QString slot{};
    static const typed::FieldTable<OfferTake> &fields();
};

struct OfferDecline {
    static constexpr const char *kType = "offer.decline";
    static const typed::FieldTable<OfferDecline> &fields();
};

struct ThievesResolve {
    static constexpr const char *kType = "thieves.resolve";
    std::optional<QString> target;
    std::optional<QString> from;
    std::optional<int> amount;
    std::optional<QJsonValue> skill;
    std::optional<QString> to;
    std::optional<QJsonValue> toSkill;
    static const typed::FieldTable<ThievesResolve> &fields();
};

struct Bid {
    static constexpr const char *kType = "bid";
    std::optional<QString> player;
    std::optional<int> amount;
    std::optional<QJsonObject> bids;
    static const typed::FieldTable<Bid> &fields();
};

struct GoldAllocate {
    static constexpr const char *kType = "gold.allocate";
    QString player{};
    std::optional<QJsonObject> gold;
    static const typed::FieldTable<GoldAllocate> &fields();
};

struct RankingSet {
    static constexpr const char *kType = "ranking.set";
    QJsonArray order{};
    static const typed::FieldTable<RankingSet> &fields();
};

// The table drew something the app drew too: the real draw leads
// (theosis_drawn.h).
struct ArtifactSet {
    static constexpr const char *kType = "artifact.set";
    QString item{};
    static const typed::FieldTable<ArtifactSet> &fields();
};

struct MarketSet {
    static constexpr const char *kType = "market.set";
    QJsonArray items{};
    static const typed::FieldTable<MarketSet> &fields();
};

// One token the real table drew: for the Market (after the bidding, or at
// setup) or for the fast preparation's offer. Token by token, each one
// replaces one the app drew.
struct MarketDraw {
    static constexpr const char *kType = "market.draw";
    QString item{};
    static const typed::FieldTable<MarketDraw> &fields();
};

struct FastDraw {
    static constexpr const char *kType = "fast.draw";
    QString item{};
    static const typed::FieldTable<FastDraw> &fields();
};

// A token of the real pouch that the pack lacks, typed whole (theosis_new_items.h):
// `item` holds name, kind ("weapon" or "armor"), type (its slot symbol) and damage.
struct PouchAddItem {
    static constexpr const char *kType = "pouch.add_item";
    QJsonObject item{};
    static const typed::FieldTable<PouchAddItem> &fields();
};

// One of the one-tap corrections of a text carried out by hand
// (theosis_corrections.h): the `effect` and the fields it takes.
struct ByHandCorrect {
    static constexpr const char *kType = "by_hand.correct";
    QString effect{};
    std::optional<QString> hero;
    std::optional<QString> monster;
    std::optional<QString> player;
    std::optional<QJsonValue> skill;
    std::optional<QString> power;
    std::optional<QString> token;
    std::optional<int> amount;
    std::optional<int> by;
    std::optional<Hex> to;
    std::optional<int> face;
    static const typed::FieldTable<ByHandCorrect> &fields();
};

struct StaminaSet {
    static constexpr const char *kType = "stamina.set";
    QString monster{};
    QString token{};
    static const typed::FieldTable<StaminaSet> &fields();
};

struct ItemEquip {
    static constexpr const char *kType = "item.equip";
    QString hero{};
    QString item{};
    QString slot{};
    static const typed::FieldTable<ItemEquip> &fields();
};

struct ArenaEnter {
    static constexpr const char *kType = "arena.enter";
    QString hero{};
    Hex at{};
    static const typed::FieldTable<ArenaEnter> &fields();
};

struct RitualCast {
    static constexpr const char *kType = "ritual.cast";
    QString player{};
    QString ritual{};
    std::optional<bool> skip;
    std::optional<QJsonArray> mana;
    std::optional<Hex> at;
    std::optional<int> rotation;
    static const typed::FieldTable<RitualCast> &fields();
};

struct HeroPass {
    static constexpr const char *kType = "hero.pass";
    QString hero{};
    std::optional<Hex> to;
    QString discard{};
    static const typed::FieldTable<HeroPass> &fields();
};

struct HeroMana {
    static constexpr const char *kType = "hero.mana";
    QString hero{};
    std::optional<Hex> to;
    std::optional<QJsonValue> skill;
    QString discard{};
    static const typed::FieldTable<HeroMana> &fields();
};

struct HeroBless {
    static constexpr const char *kType = "hero.bless";
    QString hero{};
    std::optional<Hex> to;
    QString power{};
    QString target{};
    static const typed::FieldTable<HeroBless> &fields();
};

struct HeroSpell {
    static constexpr const char *kType = "hero.spell";
    QString hero{};
    std::optional<Hex> to;
    QString power{};
    std::optional<Hex> centre;
    std::optional<QString> target;
    std::optional<QJsonValue> skill;
    std::optional<QJsonObject> defenses;
    std::optional<QJsonObject> rolls;
    static const typed::FieldTable<HeroSpell> &fields();
};

struct HeroAttack {
    static constexpr const char *kType = "hero.attack";
    QString hero{};
    std::optional<Hex> to;
    QString power{};
    std::optional<QString> shape;
    std::optional<QString> target;
    std::optional<QJsonObject> defenses;
    std::optional<QJsonObject> rolls;
    std::optional<bool> push;
    std::optional<bool> follow;
    static const typed::FieldTable<HeroAttack> &fields();
};

struct HeroSkill {
    static constexpr const char *kType = "hero.skill";
    QString hero{};
    std::optional<Hex> to;
    std::optional<QJsonValue> skill;
    QString power{};
    std::optional<QString> target;
    std::optional<int> direction;
    std::optional<Hex> centre;
    std::optional<QJsonObject> defenses;
    std::optional<QJsonObject> rolls;
    std::optional<bool> push;
    std::optional<bool> follow;
    static const typed::FieldTable<HeroSkill> &fields();
};

struct MonsterAct {
    static constexpr const char *kType = "monster.act";
    QString monster{};
    std::optional<QString> table;
    std::optional<int> face;
    std::optional<Hex> to;
    std::optional<QJsonArray> targets;
    std::optional<QJsonArray> defenses;
    std::optional<QJsonArray> rolls;
    static const typed::FieldTable<MonsterAct> &fields();
};

} // namespace arbiter::theosis
