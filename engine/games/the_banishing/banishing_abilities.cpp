#include "games/the_banishing/banishing_abilities.h"

#include "games/the_banishing/banishing_match.h"
#include "games/the_banishing/banishing_outcome.h"
#include "games/the_banishing/banishing_play.h"

namespace arbiter::banishing {

namespace {

const QString kUniqueRule = QStringLiteral("the-banishing.unique-abilities");
const QString kSetRule = QStringLiteral("the-banishing.matched-sets");

// Every shared or unique ability starts the same way.
Status startAbility(const Play &play, const std::optional<QString> &character)
{
    if (const Status ok = requireTurnAction(play, character); !ok)
        return ok;
    if (const Status ok = requireTaken(play); !ok)
        return ok;
    return requireNoAbilityYet(play);
}

const CardType *heldWand(const Play &play, const QString &character)
{
    for (const QString &item : play.board.cardsOf(character).items) {
        const CardType *type = play.content.card(item);
        if (type && type->kind == CardKind::Item && type->item == ItemKind::Wand)
            return type;
    }
    return nullptr;
}

int damageOf(const Play &play, const QString &card)
{
    const CardType *type = play.content.card(card);
    return type ? type->damage : 0;
}

Status requireNotExhausted(const Play &play, const QString &character)
{
    if (statusOf(play.state, play.board, play.content, character).exhausted)
        return RuleError::invalid(QStringLiteral("banishing.exhausted"), QStringLiteral("the-banishing.exhaustion"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is exhausted and can only use the shared abilities."),
                                         play.characterName(character)));
    return Done{};
}

} // namespace

Status mayUseUniqueAbility(const Play &play, const QString &character)
{
    if (const Status ok = startAbility(play, character); !ok)
        return ok;
    return requireNotExhausted(play, character);
}

Status useAbility(Play &play, const UseAbility &action)
{
    if (const Status ok = startAbility(play, action.character); !ok)
        return ok;
    const QString character = play.board.turn.character;
    const CharacterSheet *sheet = play.content.character(character);
    const Ability *ability = sheet ? sheet->ability(action.ability) : nullptr;
    if (!ability)
        return RuleError::invalid(QStringLiteral("banishing.no_such_ability"), kUniqueRule,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The %1 has no ability \"%2\"."), play.characterName(character),
                                         action.ability));
    if (const Status fresh = requireNotExhausted(play, character); !fresh)
        return fresh;
    const QJsonArray &list = action.cards;
    const bool wand = action.wand.value_or(false);
    if (list.size() + (wand ? 1 : 0) != 3)
        return RuleError::invalid(QStringLiteral("banishing.set_size"), kSetRule,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "A matched set is exactly 3 cards (a Wand counts as one); %1 were given."),
                                         static_cast<int>(list.size()) + (wand ? 1 : 0)));

    CharacterCards &cards = play.board.cardsOf(character);
    QStringList hand = cards.hand;
    QStringList paid;
    std::vector<SetCard> set;
    QStringList names;
    for (const QJsonValue &entry : list) {
        auto card = cardFrom(play, entry, QStringLiteral("cards"));
        if (!card)
            return card.error();
        if (!removeOne(hand, card.value()))
            return notHeld(play, card.value(), Place::handOf(character), kSetRule);
        const CardType *type = play.content.card(card.value());
        paid << card.value();
        set.push_back(SetCard{false, type->color, type->symbol});
        names << type->name;
    }
    const CardType *wandCard = nullptr;
    if (wand) {
        wandCard = heldWand(play, character);
        if (!wandCard)
            return RuleError::invalid(QStringLiteral("banishing.no_wand"), QStringLiteral("the-banishing.wand"),
                                      phrase(QT_TRANSLATE_NOOP("Engine", "%1 holds no Wand."), play.characterName(character)));
        set.push_back(SetCard{true, {}, {}});
        names << wandCard->name;
    }
    const MatchedSet rated = rateSet(set, {0, 1, 2});
    if (rated.level == 0)
        return RuleError::invalid(QStringLiteral("banishing.not_a_set"), kSetRule,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 do not share one colour: not a matched set."),
                                         names.join(QStringLiteral(", "))));
    if (rated.shared && rated.shared->colorKey() != ability->color.trimmed().toLower())
        return RuleError::invalid(QStringLiteral("banishing.wrong_color"), kUniqueRule,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is a %2 ability; the set is %3."), ability->name, ability->color,
                                         rated.shared->color));
    if (rated.level < ability->level)
        return RuleError::invalid(QStringLiteral("banishing.set_too_weak"), kUniqueRule,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is a level 2 ability: the three cards must also share one symbol."),
                                         ability->name));

    cards.hand = hand;
    if (ability->toBanishing)
        play.board.banishing += paid;
    else
        play.board.discard += paid;
    if (wandCard) {
        removeOne(cards.items, wandCard->id);
        play.board.discard << wandCard->id;
    }
    play.board.turn.ability = ability->id;
    const QJsonObject data{{QStringLiteral("character"), character},
                           {QStringLiteral("ability"), ability->id},
                           {QStringLiteral("name"), ability->name},
                           {QStringLiteral("level"), ability->level},
                           {QStringLiteral("color"), ability->color},
                           {QStringLiteral("effect"), ability->effect},
                           {QStringLiteral("cards"), QJsonArray::fromStringList(paid)},
                           {QStringLiteral("wand"), wandCard != nullptr},
                           {QStringLiteral("to"), ability->toBanishing ? QStringLiteral("banishing") : QStringLiteral("discard")}};
    play.note(QStringLiteral("ability.used"), data,
              ability->toBanishing
                  ? phrase(QT_TRANSLATE_NOOP("Engine", "%1 uses %2 with %3; the set goes to the Banishing (%4 of %5 cards). Now carry out: %6"),
                           play.characterName(character), ability->name, names.join(QStringLiteral(", ")),
                           static_cast<int>(play.board.banishing.size()), kBanishingGoal, ability->effect)
                  : phrase(QT_TRANSLATE_NOOP("Engine", "%1 uses %2 with %3; the set goes to the discard pile. Now carry out: %4"),
                           play.characterName(character), ability->name, names.join(QStringLiteral(", ")), ability->effect));
    return Done{};
}

Status swapVoid(Play &play, const Swap &action)
{
    if (const Status ok = startAbility(play, action.character); !ok)
        return ok;
    const int a = action.a;
    const int b = action.b;
    QStringList &first = play.board.voidStacks[static_cast<std::size_t>(a)];
    QStringList &second = play.board.voidStacks[static_cast<std::size_t>(b)];
    if (a == b || first.isEmpty() || second.isEmpty())
        return RuleError::invalid(QStringLiteral("banishing.swap_places"), QStringLiteral("the-banishing.swap"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "Swap needs two different Void spaces that both hold a card.")));
    std::swap(first.last(), second.last());
    play.board.turn.ability = QStringLiteral("swap");
    play.note(QStringLiteral("ability.swap"),
              {{QStringLiteral("character"), play.board.turn.character}, {QStringLiteral("a"), a}, {QStringLiteral("b"), b}},
              phrase(QT_TRANSLATE_NOOP("Engine", "%1 swaps %2 (space %3) and %4 (space %5) in the Void."),
                     play.characterName(play.board.turn.character), play.cardName(first.last()), a, play.cardName(second.last()), b));
    return Done{};
}

Status tradeCards(Play &play, const Trade &action)
{
    if (const Status ok = startAbility(play, action.character); !ok)
        return ok;
    const QString character = play.board.turn.character;
    const QString &partner = action.with;
    const QString &give = action.give;
    const QString &receive = action.receive;
    if (const Status known = knownCharacter(play, partner, QStringLiteral("with")); !known)
        return known;
    if (partner == character)
        return RuleError::invalid(QStringLiteral("banishing.trade_self"), QStringLiteral("the-banishing.trade"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "A trade is made with another character.")));
    if (const Status known = knownCard(play, give, QStringLiteral("give")); !known)
        return known;
    if (const Status known = knownCard(play, receive, QStringLiteral("receive")); !known)
        return known;
    CharacterCards &mine = play.board.cardsOf(character);
    CharacterCards &theirs = play.board.cardsOf(partner);
    if (!removeOne(mine.hand, give))
        return notHeld(play, give, Place::handOf(character), QStringLiteral("the-banishing.trade"));
    if (!removeOne(theirs.hand, receive))
        return notHeld(play, receive, Place::handOf(partner), QStringLiteral("the-banishing.trade"));
    mine.hand << receive;
    theirs.hand << give;
    play.board.turn.ability = QStringLiteral("trade");
    play.note(QStringLiteral("ability.trade"),
              {{QStringLiteral("character"), character},
               {QStringLiteral("with"), partner},
               {QStringLiteral("give"), give},
               {QStringLiteral("receive"), receive}},
              phrase(QT_TRANSLATE_NOOP("Engine", "%1 gives %2 to %3 and receives %4."), play.characterName(character),
                     play.cardName(give), play.characterName(partner), play.cardName(receive)));
    return Done{};
}

Status rest(Play &play, const Rest &action)
{
    if (const Status ok = startAbility(play, action.character); !ok)
        return ok;
    const QString character = play.board.turn.character;
    CharacterCards &cards = play.board.cardsOf(character);
    if (cards.wounds.isEmpty())
        return RuleError::invalid(QStringLiteral("banishing.no_wounds"), QStringLiteral("the-banishing.rest"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 has no wound to rest off."), play.characterName(character)));
    int least = damageOf(play, cards.wounds.first());
    QString chosen = cards.wounds.first();
    for (const QString &wound : cards.wounds)
        if (damageOf(play, wound) < least) {
            least = damageOf(play, wound);
            chosen = wound;
        }
    if (action.wound) {
        const QString &wound = *action.wound;
        if (const Status known = knownCard(play, wound, QStringLiteral("wound")); !known)
            return known;
        if (!cards.wounds.contains(wound))
            return notHeld(play, wound, Place{Place::Kind::Wounds, -1, character}, QStringLiteral("the-banishing.rest"));
        if (damageOf(play, wound) != least)
            return RuleError::invalid(QStringLiteral("banishing.not_least_wound"), QStringLiteral("the-banishing.rest"),
                                      phrase(QT_TRANSLATE_NOOP("Engine", "Rest discards a wound of the least damage (%1), and %2 deals %3."),
                                             least, play.cardName(wound), damageOf(play, wound)));
        chosen = wound;
    }
    removeOne(cards.wounds, chosen);
    play.board.discard << chosen;
    play.board.turn.ability = QStringLiteral("rest");
    play.note(QStringLiteral("ability.rest"),
              {{QStringLiteral("character"), character}, {QStringLiteral("card"), chosen}, {QStringLiteral("damage"), least}},
              phrase(QT_TRANSLATE_NOOP("Engine", "%1 rests and discards %2 (%3 damage)."), play.characterName(character),
                     play.cardName(chosen), least));
    return Done{};
}

} // namespace arbiter::banishing
