#include "games/the_banishing/banishing_play.h"

#include "core/typed_action.h"
#include "games/the_banishing/banishing_outcome.h"

namespace arbiter::banishing {

QString Play::cardName(const QString &card) const
{
    const CardType *type = content.card(card);
    return type ? type->name : card;
}

QString Play::characterName(const QString &character) const
{
    const CharacterSheet *sheet = content.character(character);
    return sheet ? sheet->name : character;
}

Phrase Play::placeName(const Place &place) const
{
    switch (place.kind) {
    case Place::Kind::Void:
        return phrase(QT_TRANSLATE_NOOP("Engine", "the Void, row %1, column %2"), place.index / 3 + 1, place.index % 3 + 1);
    case Place::Kind::Hand:
        return phrase(QT_TRANSLATE_NOOP("Engine", "the hand of %1"), characterName(place.character));
    case Place::Kind::Wounds:
        return phrase(QT_TRANSLATE_NOOP("Engine", "the wounds of %1"), characterName(place.character));
    case Place::Kind::Items:
        return phrase(QT_TRANSLATE_NOOP("Engine", "the items of %1"), characterName(place.character));
    case Place::Kind::Discard:
        return phrase(QT_TRANSLATE_NOOP("Engine", "the discard pile"));
    case Place::Kind::Banishing:
        return phrase(QT_TRANSLATE_NOOP("Engine", "the Banishing"));
    case Place::Kind::Deck:
        break;
    }
    return phrase(QT_TRANSLATE_NOOP("Engine", "the deck"));
}

CardKind Play::kindOf(const QString &card) const
{
    const CardType *type = content.card(card);
    return type ? type->kind : CardKind::Symbol;
}

void Play::note(const QString &type, QJsonObject data, Phrase text)
{
    events.push_back(Event{type, std::move(data), std::move(text)});
}

Transition Play::finish()
{
    storeChanges(boardBefore, board, state);
    for (Event &e : statusChangeEvents(before, boardBefore, state, board, content))
        events.push_back(std::move(e));
    return Transition{std::move(state), std::move(events)};
}

Result<Play> startPlay(const SessionState &state)
{
    auto content = contentOf(state.setup);
    if (!content)
        return content.error();
    auto board = boardOf(state);
    if (!board)
        return board.error();
    return Play{state, board.value(), std::move(content).value(), state, board.value(), {}};
}

Status requireTurnAction(const Play &play, const std::optional<QString> &character)
{
    if (play.board.settingUp)
        return RuleError::invalid(QStringLiteral("banishing.setting_up"), QStringLiteral("the-banishing.deck-modes"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "Setup is not finished: tell the app which cards were dealt first (%1 still to go)."),
                                         static_cast<int>(play.board.pending.size())));
    if (!play.board.pending.isEmpty())
        return RuleError::invalid(QStringLiteral("banishing.reveal_pending"), QStringLiteral("the-banishing.refilling"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "First tell the app which card was dealt to %1."),
                                         play.board.pending.first()));
    if (outcomeOf(play.state, play.board, play.content).outcome != Outcome::Playing)
        return RuleError::invalid(QStringLiteral("banishing.game_over"), QStringLiteral("the-banishing.winning-losing"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The game is over; only corrections are possible now.")));
    if (character && *character != play.board.turn.character)
        return RuleError::invalid(QStringLiteral("banishing.not_your_turn"), QStringLiteral("the-banishing.turn"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "It is %1's turn, not %2's."),
                                         play.characterName(play.board.turn.character), play.characterName(*character)));
    return Done{};
}

Status requireTaken(const Play &play)
{
    if (!play.board.turn.taken)
        return RuleError::invalid(QStringLiteral("banishing.take_first"), QStringLiteral("the-banishing.turn"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 must take a row or a column from the Void first."),
                                         play.characterName(play.board.turn.character)));
    return Done{};
}

Status requireNoAbilityYet(const Play &play)
{
    if (!play.board.turn.ability.isEmpty())
        return RuleError::invalid(QStringLiteral("banishing.one_ability"), QStringLiteral("the-banishing.abilities"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 already used an ability this turn (%2); only one per turn."),
                                         play.characterName(play.board.turn.character), play.board.turn.ability));
    return Done{};
}

Status knownCard(const Play &play, const QString &card, const QString &key)
{
    if (!play.content.card(card))
        return RuleError::badRequest(QStringLiteral("banishing.unknown_card"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "%1: the content pack has no card \"%2\"."), key, card));
    return Done{};
}

Result<QString> cardFrom(const Play &play, const QJsonValue &value, const QString &key)
{
    auto card = typed::readString(value, key);
    if (!card)
        return card.error();
    if (const Status known = knownCard(play, card.value(), key); !known)
        return known.error();
    return card;
}

Status knownCharacter(const Play &play, const QString &character, const QString &key)
{
    if (!play.board.hasCharacter(character))
        return RuleError::badRequest(QStringLiteral("banishing.unknown_character"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "%1: no character \"%2\" plays in this game."), key, character));
    return Done{};
}

bool removeOne(QStringList &cards, const QString &card)
{
    const qsizetype at = cards.lastIndexOf(card);
    if (at < 0)
        return false;
    cards.removeAt(at);
    return true;
}

RuleError notHeld(const Play &play, const QString &card, const Place &place, const QString &rule)
{
    return RuleError::invalid(QStringLiteral("banishing.card_not_there"), rule,
                              phrase(QT_TRANSLATE_NOOP("Engine", "There is no %1 in %2."), play.cardName(card), play.placeName(place)));
}

} // namespace arbiter::banishing
