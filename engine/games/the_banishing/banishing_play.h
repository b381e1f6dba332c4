#pragma once

#include "core/session.h"
#include "games/the_banishing/banishing_board.h"
#include "games/the_banishing/banishing_content.h"

#include <optional>

namespace arbiter::banishing {

// One action being worked out: a copy of the state with its board and
// content unpacked, and the events explaining what happened so far. The
// given state is never touched; finish() packs the copy back up.
struct Play {
    const SessionState &before;
    Board boardBefore;
    Content content;
    SessionState state;
    Board board;
    std::vector<Event> events;

    [[nodiscard]] QString cardName(const QString &card) const;
    [[nodiscard]] QString characterName(const QString &character) const;
    // A place as players call it ("the Void, row 1, column 2", "Fighter's hand"), never its id.
    [[nodiscard]] Phrase placeName(const Place &place) const;
    [[nodiscard]] CardKind kindOf(const QString &card) const;
    void note(const QString &type, QJsonObject data, Phrase text);
    // Stores the board and adds the exhaustion / death / outcome events.
    Transition finish();
};

Result<Play> startPlay(const SessionState &state);

// Refusals shared by the turn actions (take, abilities, Shield, turn.end):
// the table must have revealed the dealt cards, the game must still be on,
// and the action's "character", when it names one, must be the active one.
Status requireTurnAction(const Play &play, const std::optional<QString> &character);
Status requireTaken(const Play &play);
Status requireNoAbilityYet(const Play &play);

// Refused unless `card` is a card id of the pack; `key` names the field.
Status knownCard(const Play &play, const QString &card, const QString &key);
// A card id of the pack from one entry of a list field named `key`.
Result<QString> cardFrom(const Play &play, const QJsonValue &value, const QString &key);
// Refused unless `character` plays in this game; `key` names the field.
Status knownCharacter(const Play &play, const QString &character, const QString &key);

bool removeOne(QStringList &cards, const QString &card);
RuleError notHeld(const Play &play, const QString &card, const Place &place, const QString &rule);

} // namespace arbiter::banishing
