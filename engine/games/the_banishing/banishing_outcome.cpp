#include "games/the_banishing/banishing_outcome.h"

#include "games/the_banishing/banishing_counters.h"

namespace arbiter::banishing {

CharacterStatus statusOf(const SessionState &state, const Board &board, const Content &content, const QString &character)
{
    const CharacterSheet *sheet = content.character(character);
    const int stamina = counterOr(state, character, kStaminaCounter, sheet ? sheet->stamina : 1);
    const int health = counterOr(state, character, kHealthCounter, sheet ? sheet->health : 1);
    std::vector<int> damage;
    bool armor = false;
    if (board.hasCharacter(character)) {
        const CharacterCards &cards = board.cardsOf(character);
        for (const QString &wound : cards.wounds)
            if (const CardType *type = content.card(wound))
                damage.push_back(type->damage);
        for (const QString &item : cards.items)
            if (const CardType *type = content.card(item))
                armor = armor || (type->kind == CardKind::Item && type->item == ItemKind::Armor);
    }
    return characterStatus(stamina, health, damage, armor);
}

GameOutcome outcomeOf(const SessionState &state, const Board &board, const Content &content)
{
    bool allExhausted = true;
    for (const QString &character : board.order) {
        const CharacterStatus status = statusOf(state, board, content, character);
        if (status.dead)
            return {Outcome::Lost, LossReason::Death, character};
        allExhausted = allExhausted && status.exhausted;
    }
    if (allExhausted)
        return {Outcome::Lost, LossReason::AllExhausted, {}};
    if (board.timeUp)
        return {Outcome::Lost, LossReason::TimeUp, {}};
    if (board.banishing.size() >= kBanishingGoal)
        return {Outcome::Won, LossReason::None, {}};
    return {};
}

QString outcomeName(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Playing:
        return QStringLiteral("playing");
    case Outcome::Won:
        return QStringLiteral("won");
    case Outcome::Lost:
        return QStringLiteral("lost");
    }
    return {};
}

QString lossReasonName(LossReason reason)
{
    switch (reason) {
    case LossReason::None:
        return {};
    case LossReason::Death:
        return QStringLiteral("death");
    case LossReason::AllExhausted:
        return QStringLiteral("all_exhausted");
    case LossReason::TimeUp:
        return QStringLiteral("time_up");
    }
    return {};
}

std::vector<Event> statusChangeEvents(const SessionState &before, const Board &boardBefore, const SessionState &after,
                                      const Board &boardAfter, const Content &content)
{
    std::vector<Event> events;
    for (const QString &character : boardAfter.order) {
        const CharacterStatus was = statusOf(before, boardBefore, content, character);
        const CharacterStatus now = statusOf(after, boardAfter, content, character);
        const QString name = content.character(character) ? content.character(character)->name : character;
        const QJsonObject data{{QStringLiteral("character"), character},
                               {QStringLiteral("damage"), now.damage},
                               {QStringLiteral("stamina"), now.stamina},
                               {QStringLiteral("health"), now.health}};
        if (now.exhausted && !was.exhausted)
            events.push_back(Event{QStringLiteral("character.exhausted"), data,
                                   phrase(QT_TRANSLATE_NOOP("Engine", "%1 is exhausted (damage %2, stamina %3): flip the sheet, only shared abilities from now on."),
                                          name, now.damage, now.stamina)});
        if (!now.exhausted && was.exhausted)
            events.push_back(Event{QStringLiteral("character.recovered"), data,
                                   phrase(QT_TRANSLATE_NOOP("Engine", "%1 has recovered (damage %2, stamina %3): flip the sheet back to its abilities."),
                                          name, now.damage, now.stamina)});
        if (now.dead && !was.dead)
            events.push_back(Event{QStringLiteral("character.died"), data,
                                   phrase(QT_TRANSLATE_NOOP("Engine", "%1 has died: damage %2 reaches health %3."), name, now.damage,
                                          now.health)});
    }
    const GameOutcome was = outcomeOf(before, boardBefore, content);
    const GameOutcome now = outcomeOf(after, boardAfter, content);
    if (now == was)
        return events;
    QJsonObject data{{QStringLiteral("outcome"), outcomeName(now.outcome)},
                     {QStringLiteral("reason"), lossReasonName(now.reason)},
                     {QStringLiteral("banishing"), static_cast<int>(boardAfter.banishing.size())}};
    if (!now.character.isEmpty())
        data.insert(QStringLiteral("character"), now.character);
    switch (now.outcome) {
    case Outcome::Won:
        events.push_back(Event{QStringLiteral("game.won"), data,
                               phrase(QT_TRANSLATE_NOOP("Engine", "The Banishing holds %1 cards: the Void is closed and the team wins."),
                                      static_cast<int>(boardAfter.banishing.size()))});
        break;
    case Outcome::Lost:
        events.push_back(Event{QStringLiteral("game.lost"), data,
                               now.reason == LossReason::Death ? phrase(QT_TRANSLATE_NOOP("Engine", "A character has died: the team loses."))
                               : now.reason == LossReason::AllExhausted
                                   ? phrase(QT_TRANSLATE_NOOP("Engine", "Every character is exhausted: the team loses."))
                                   : phrase(QT_TRANSLATE_NOOP("Engine", "The deck ran out in round 3 before the Banishing was complete: the team loses."))});
        break;
    case Outcome::Playing:
        events.push_back(Event{QStringLiteral("game.resumed"), data,
                               phrase(QT_TRANSLATE_NOOP("Engine", "After the correction the game goes on."))});
        break;
    }
    return events;
}

} // namespace arbiter::banishing
