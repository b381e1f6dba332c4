#pragma once

#include "core/session.h"
#include "games/the_banishing/banishing_board.h"
#include "games/the_banishing/banishing_content.h"

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
    [[nodiscard]] CardKind kindOf(const QString &card) const;
    void note(const QString &type, QJsonObject data, Phrase text);
    // Stores the board and adds the exhaustion / death / outcome events.
    Transition finish();
};

Result<Play> startPlay(const SessionState &state);

// Refusals shared by the turn actions (take, abilities, Shield, turn.end):
// the table must have revealed the dealt cards, the game must still be on,
// and an optional "character" field must name the active character.
Status requireTurnAction(const Play &play, const QJsonObject &action);
Status requireTaken(const Play &play);
Status requireNoAbilityYet(const Play &play);

// A card id of the pack, from a request field.
Result<QString> cardField(const Play &play, const QJsonObject &action, const QString &key);
// A character of this game, from a request field.
Result<QString> characterField(const Play &play, const QJsonObject &action, const QString &key);

bool removeOne(QStringList &cards, const QString &card);
RuleError notHeld(const Play &play, const QString &card, const QString &place, const QString &rule);

} // namespace arbiter::banishing
