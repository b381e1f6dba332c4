#pragma once

#include "phrase.h"
#include "rule_error.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <functional>
#include <map>
#include <vector>

namespace arbiter {

struct SessionState;
struct Transition;

// One part of a card the table types when its real card is not in the pack:
// a text, a whole number within [min, max], or one of `values` (each read
// as its label).
struct CardField {
    QString key;
    Phrase label;
    enum class Kind { Text, Number, Choice } kind = Kind::Text;
    int min = 0;
    int max = 0;
    QJsonArray values;
    std::vector<Phrase> valueLabels; // one per value
};

// A field of an offered action that the real components may fill with
// something the pack does not know. With no `card` fields it takes a typed
// name (at each place, when the field is a list of names); with them, the
// field's value is a new card: an object of those keys. The rules check a
// typed value like any other, and a card they accept is kept in the table's
// pack (GameDefinition::keepInPack).
struct OpenInput {
    QString field;
    std::vector<CardField> card;
};

// One action the acting player may take now, complete but for the fields in
// `inputs`: those only the table knows (a die face, a drawn card's name), each
// with every value the rules accept there. Any one value per field makes an
// action `apply` accepts.
struct OfferedAction {
    QJsonObject action;
    Phrase label;
    QJsonObject inputs; // field name -> QJsonArray of legal values
    std::vector<OpenInput> open; // fields the table may also fill with what the pack lacks
    // Field -> one label per legal value, for values that do not read by
    // themselves (a list of flipped trap faces): a phone shows the label.
    std::map<QString, std::vector<Phrase>> inputLabels;
};

// An action a screen shows greyed, with the rules' reason it is not allowed now.
struct RefusedAction {
    QJsonObject action;
    RuleError error;
};

// What may happen now, in one answer: the engine's side of "the engine
// decides, the screens draw". A screen draws `options` and `refused` and keeps
// only the choice being made; it never works out the turn itself.
struct GameOptions {
    bool over = false;
    QJsonValue winner; // null until over; a player id, or what the game's docs name (a team, "table", ...)
    QJsonObject step; // the game's own account of where play stands: round, phase, what is due
    Phrase stepText; // the same in players' words, for a screen that knows no game (a phone); may be empty
    QString actor; // the player id whose choice it is; empty when nobody's in particular
    std::vector<OfferedAction> options;
    std::vector<RefusedAction> refused;
};

using RuleFunction = std::function<Result<Transition>(const SessionState &, const QJsonObject &)>;
// Whether the rules accept an action on the state being asked about; a game
// on the core dispatcher gives one that unpacks its state once (GameMoves::trials).
using TrialFunction = std::function<Status(const QJsonObject &)>;

// Builds a GameOptions by asking the rules themselves about each candidate, so
// that what is offered is exactly what `apply` accepts and no rule is written
// a second time for the options.
class OptionsBuilder {
public:
    OptionsBuilder(const SessionState &state, RuleFunction rules);
    explicit OptionsBuilder(TrialFunction trial);

    // Offers `action` when the rules accept it; otherwise keeps it among the
    // refused ones when `showRefusal` says a screen should show it greyed.
    // Returns whether it was offered.
    bool offer(const QJsonObject &action, const Phrase &label, bool showRefusal = false);

    // Offers `action` with `field` left to the table: the candidates the rules
    // accept become the field's legal values. Offered when at least one is.
    bool offerWithInput(const QJsonObject &action, const Phrase &label, const QString &field,
                        const QJsonArray &candidates, bool showRefusal = false);

    // Adds an already checked option (for actions whose inputs are checked together).
    void add(OfferedAction option);
    // Lets the table also type what the pack lacks into a field of the option
    // offered last (see OpenInput); nothing when none was offered.
    void leaveOpen(OpenInput input);
    void refuse(const QJsonObject &action, const RuleError &error);

    [[nodiscard]] Status check(const QJsonObject &action) const;
    [[nodiscard]] bool empty() const { return m_options.options.empty(); }
    GameOptions &result() { return m_options; }

private:
    TrialFunction m_trial;
    GameOptions m_options;
};

} // namespace arbiter
