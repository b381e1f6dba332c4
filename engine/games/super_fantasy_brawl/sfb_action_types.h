#pragma once

#include "core/typed_action.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <map>
#include <optional>

namespace arbiter::sfb {

// Every Super Fantasy Brawl action as a typed struct with its JSON form (see
// core/typed_action.h); docs/games/super-fantasy-brawl.md says what each field
// means. Brawl reads the fields it knows and ignores others.
//
// A field is optional where the rules take it only in some cases (a Move 2's
// Core, an area card's orientation); the rule then refuses what the case does
// not use. `player` is optional throughout: when given it must be the one
// whose turn it is. A field kept as a bare QJsonValue is one whose refusal
// names its own form ("a list of ids", "a list of hexes"), which the rule
// reads.

// What the table tells about hidden things, on any action: the faces of the
// face-down traps the action sets off, in the order they trigger (with where
// the new trap goes), and the champions whose controller shows a hand
// without their cards when Stunned.
struct Hidden {
    std::optional<QJsonArray> traps; // TrapFace::toJson() each
    std::optional<QJsonArray> stunWithoutCard;
};

// The nested values some fields carry, in their JSON form.

// One flipped trap, in an action's `traps`.
struct TrapFace {
    QString effect; // damage, root or stun
    std::optional<int> amount; // damage: 1 to 3
    std::optional<Hex> newAt; // where the player puts the new face-down trap
    [[nodiscard]] QJsonObject toJson() const;
};

// The Reaction the defender plays against an attack (`reaction`).
struct ReactionAnswer {
    QString card;
    QString on; // the targeted champion it is played on
    std::optional<QString> player; // who plays it, when the card's champion is in both teams
    [[nodiscard]] QJsonObject toJson() const;
};

// A hex per champion: where a Fear or a Force sends each (`fear_to`, `force_to`).
QJsonObject hexChoicesJson(const std::map<QString, Hex> &choices);

struct TeamChoose : Hidden {
    static constexpr const char *kType = "team.choose";
    QString player{};
    std::optional<QJsonValue> champions; // champion ids of the content pack
    static const typed::FieldTable<TeamChoose> &fields();
};

struct DraftBan : Hidden {
    static constexpr const char *kType = "draft.ban";
    std::optional<QString> player;
    QString champion{};
    static const typed::FieldTable<DraftBan> &fields();
};

struct DraftPick : Hidden {
    static constexpr const char *kType = "draft.pick";
    std::optional<QString> player;
    QString champion{};
    static const typed::FieldTable<DraftPick> &fields();
};

// The Challenge cards drawn: names, or {"name", "text"} objects.
struct TrackDeal : Hidden {
    static constexpr const char *kType = "track.deal";
    QJsonArray drawn{};
    static const typed::FieldTable<TrackDeal> &fields();
};

struct TrapPlace : Hidden {
    static constexpr const char *kType = "trap.place";
    std::optional<QString> player;
    Hex at{};
    static const typed::FieldTable<TrapPlace> &fields();
};

struct ChampionDeploy : Hidden {
    static constexpr const char *kType = "champion.deploy";
    std::optional<QString> player;
    QString champion{};
    Hex at{};
    static const typed::FieldTable<ChampionDeploy> &fields();
};

struct ChallengeClaim : Hidden {
    static constexpr const char *kType = "challenge.claim";
    std::optional<QString> player;
    int slot = 0; // counted from 0; the track's length is the rule's range
    static const typed::FieldTable<ChallengeClaim> &fields();
};

struct CardPlay : Hidden {
    static constexpr const char *kType = "card.play";
    std::optional<QString> player;
    QString card{};
    std::optional<QString> champion;
    std::optional<QJsonObject> choose; // {"keyword": value} lowering the card's pre-attack values
    static const typed::FieldTable<CardPlay> &fields();
};

struct StandardUse : Hidden {
    static constexpr const char *kType = "standard.use";
    std::optional<QString> player;
    QString action{}; // plan, heal, strike or move
    QString champion{};
    std::optional<QString> core; // Move 2 only: the Core that pays
    static const typed::FieldTable<StandardUse> &fields();
};

struct ChampionMove : Hidden {
    static constexpr const char *kType = "move";
    std::optional<QString> player;
    Hex to{};
    std::optional<QString> mode; // walk, dash, jump or swoop
    std::optional<QJsonValue> path; // walking and jumping: the hexes one by one
    static const typed::FieldTable<ChampionMove> &fields();
};

struct Attack : Hidden {
    static constexpr const char *kType = "attack";
    std::optional<QString> player;
    std::optional<QJsonArray> targets;
    std::optional<int> orientation; // an area card's turn, 0 to 5
    std::optional<QJsonObject> reaction; // {"card", "on", "player"}
    std::optional<QJsonObject> choose;
    std::optional<int> strengthBonus;
    std::optional<QJsonObject> defenceBonus; // per target
    std::optional<QJsonObject> fearTo; // a hex per champion
    std::optional<QJsonObject> forceTo;
    static const typed::FieldTable<Attack> &fields();
};

struct Skill : Hidden {
    static constexpr const char *kType = "skill";
    std::optional<QString> player;
    std::optional<QJsonArray> targets;
    std::optional<int> orientation;
    std::optional<QJsonValue> reaction; // never accepted: a Reaction answers attacks only
    std::optional<QJsonObject> choose;
    std::optional<QJsonObject> fearTo;
    std::optional<QJsonObject> forceTo;
    static const typed::FieldTable<Skill> &fields();
};

struct ActivationEnd : Hidden {
    static constexpr const char *kType = "activation.end";
    std::optional<QString> player;
    static const typed::FieldTable<ActivationEnd> &fields();
};

// A table correction: a champion put on a hex (or its Gate) by a card's text.
struct ChampionPlace : Hidden {
    static constexpr const char *kType = "champion.place";
    QString champion{};
    std::optional<bool> gate;
    std::optional<Hex> at; // needed unless `gate`
    std::optional<QString> source; // whose effect it is: credited if the place sets off a trap
    static const typed::FieldTable<ChampionPlace> &fields();
};

struct TurnEnd : Hidden {
    static constexpr const char *kType = "turn.end";
    std::optional<QString> player;
    static const typed::FieldTable<TurnEnd> &fields();
};

struct TrackAdvance : Hidden {
    static constexpr const char *kType = "track.advance";
    QJsonArray drawn{};
    static const typed::FieldTable<TrackAdvance> &fields();
};

} // namespace arbiter::sfb
