#pragma once

#include "calculation.h"
#include "counter_names.h"
#include "dice.h"
#include "options.h"
#include "pack_texts.h"
#include "phrase.h"
#include "rng.h"
#include "rule_error.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace arbiter {

struct Counter {
    QString name;
    int value = 0;
    friend bool operator==(const Counter &, const Counter &) = default;
};

// Anything at the table that carries numbers: a player, a hero, a monster.
struct Entity {
    QString id;
    QString kind; // "player", "hero", "champion", ...
    QString name;
    QString owner; // id of the owning player entity, empty for players
    std::vector<Counter> counters; // in the order they were created

    [[nodiscard]] std::optional<int> counter(const QString &name) const;
    void setCounter(const QString &name, int value);
    friend bool operator==(const Entity &, const Entity &) = default;
};

// A roll made during the session, kept so the dice tray can show its history.
struct RollEntry {
    QString notation;
    std::vector<TermRoll> terms;
    int total = 0;
    bool physical = false; // entered from the real dice rather than drawn
    QString purpose;
};

// Everything the app tracks for one game at the table. It is a value: apply()
// never changes the state it is given, and the generator lives inside it, so
// replaying the log reproduces every roll.
struct SessionState {
    QString game;
    QJsonArray players; // [{"id":..,"name":..}]
    QJsonObject setup;
    Rng rng;
    std::vector<Entity> entities;
    std::vector<QString> notes;
    std::vector<RollEntry> rolls;
    QJsonObject data; // game-specific state, owned by that game's rules
    std::int64_t actionCount = 0; // accepted actions folded into this state

    [[nodiscard]] const Entity *entity(const QString &id) const;
    Entity *entity(const QString &id);
};

QJsonObject toJson(const SessionState &state);
Result<SessionState> sessionStateFromJson(const QJsonObject &json);
QJsonObject toJson(const DiceRoll &roll);

// What an accepted action did, for the log view and the CLI. `text` explains it.
struct Event {
    QString type; // e.g. "counter.adjusted"
    QJsonObject data;
    Phrase text;
};

struct Transition {
    SessionState state;
    std::vector<Event> events;
};

// The values a hand correction may give one of a game's counters, both
// ends included: damage from 0 to the hero's Health, a Core exhausted or not
// (0 or 1). The engine refuses a correction outside them; the app's pad
// offers nothing outside them.
struct CounterRange {
    int min = 0;
    int max = 0;
};

struct Standing; // standing.h
struct DamageCredit; // standing.h


// A game: data plus small functions, no class hierarchy. Generic actions
// (counter.adjust, counter.set, note, dice.roll) are handled before `apply`
// sees an action, so a game only handles its own types.
struct GameDefinition {
    QString id; // "theosis", ...
    int minPlayers = 1;
    int maxPlayers = 8;
    // True once the game's own rules are built; the app offers only these for
    // new sessions, the CLI still tracks generic counters for the others.
    bool rulesBuilt = false;
    std::function<Result<SessionState>(SessionState initial)> setup; // may be empty
    std::function<Result<Transition>(const SessionState &, const QJsonObject &action)> apply; // may be empty
    std::function<QStringList()> actionTypes; // the game's own action types, for docs and help
    // Checks a content pack (cards, characters, ...) for this game; empty when
    // the game has no content pack. Used before a pack is stored or played.
    std::function<Status(const QJsonObject &content)> validateContent;
    // What may happen now (whose turn, what is due, every legal action); see options.h.
    std::function<GameOptions(const SessionState &)> options;
    // The range of one of the game's counters on this entity now; none for a
    // counter the game leaves free (a table's own counters, a note of its own).
    std::function<std::optional<CounterRange>(const SessionState &, const Entity &, const QString &counter)> counterRange;
    // What players call the game's counters (counter_names.h); the app's
    // labels and the engine's sentences both read them here.
    CounterNames counterNames;
    // What the game does once a hand correction crossed a threshold (a hero's
    // damage reached its Health: the hero is destroyed, as by an attack);
    // empty, or nothing to do, leaves the corrected state as it is.
    std::function<Result<Transition>(Transition corrected, const QString &entity, const QString &counter)> afterCorrection;
    // Every rules text in a content pack of this game and who carries it out
    // (pack_texts.h); empty for a game without a content pack.
    std::function<QList<PackText>(const QJsonObject &content)> packTexts;
    // The table's pack once an accepted action taught it something the pack
    // lacked (a Challenge card typed by name, a hero card entered whole), so
    // the next game offers it in one tap; the pack unchanged otherwise. Empty
    // for a game whose actions never bring in new content.
    std::function<QJsonObject(QJsonObject pack, const QJsonObject &action)> keepInPack;
    // Where the game stands in one state, in the numbers that decide it
    // (figures' health, VP or Myth Points, who is acting, who won); the
    // session's story and the statistics are folded from it (standing.h).
    // Empty for a game whose rules are not built.
    std::function<Standing(const SessionState &)> standing;
    // Which figure dealt the damage one of the game's events tells of, when
    // the event says so (a Reaction's damage is not the acting figure's);
    // empty, or no answer, credits the figure acting in the standing.
    std::function<std::optional<DamageCredit>(const Event &)> damageCredit;
    // The game's pure calculators, each named without the game: "attack" is
    // offered as "<id>.attack" (allCalculators() in calculation.h).
    std::vector<CalculatorEntry> calculators;
};

// Every game, in the order the app lists them. Core declares the list; it is
// filled in engine/games/registry.cpp, the one place that names every game,
// so core itself never includes a game.
const std::vector<GameDefinition> &allGames();
const GameDefinition *findGame(const QString &id);

// Checks players (strings or {"id","name"} objects; unique, non-empty ids,
// within the game's limits) and builds the initial state.
Result<SessionState> newSession(const GameDefinition &game, const QJsonArray &players, const QJsonObject &setup,
                                std::uint64_t seed);

// The single entry point of the rules: either the new state plus the events
// explaining it, or a RuleError; a refused action changes nothing.
Result<Transition> apply(const GameDefinition &game, const SessionState &state, const QJsonObject &action);

QJsonObject toJson(const Event &event);

// A roll during the session, kept in its rolls: the real dice's `faces` when
// the table entered them (checked against the dice), else the session's
// generator. One place for the CLI's dice.roll and every game's own die.
Result<RollEntry> rollInSession(SessionState &state, const DiceExpression &dice, const std::optional<std::vector<int>> &faces,
                                const QString &purpose);

// The range the game gives this counter on this entity, if any.
std::optional<CounterRange> counterRange(const GameDefinition &game, const SessionState &state, const QString &entity,
                                         const QString &counter);

// The game's answer to "what may happen now?", or options.unavailable for a
// game whose rules are not built.
Result<GameOptions> gameOptions(const GameDefinition &game, const SessionState &state);

} // namespace arbiter
