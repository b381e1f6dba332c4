#include "games/the_banishing/banishing_abilities.h"

#include "core/json_fields.h"
#include "games/the_banishing/banishing_match.h"
#include "games/the_banishing/banishing_outcome.h"
#include "games/the_banishing/banishing_play.h"

namespace arbiter::banishing {

namespace {

const QString kUniqueRule = QStringLiteral("the-banishing.unique-abilities");
const QString kSetRule = QStringLiteral("the-banishing.matched-sets");

// Every shared or unique ability starts the same way.
Result<Play> startAbility(const SessionState &state, const QJsonObject &action)
{
    auto started = startPlay(state);
    if (!started)
        return started.error();
    const Play &play = started.value();
    if (const Status ok = requireTurnAction(play, action); !ok)
        return ok.error();
    if (const Status ok = requireTaken(play); !ok)
        return ok.error();
    if (const Status ok = requireNoAbilityYet(play); !ok)
        return ok.error();
    return started;
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
    if (const Status ok = requireTurnAction(play, QJsonObject{{QStringLiteral("character"), character}}); !ok)
        return ok;
    if (const Status ok = requireTaken(play); !ok)
        return ok;
    if (const Status ok = requireNoAbilityYet(play); !ok)
        return ok;
    return requireNotExhausted(play, character);
}

Result<Transition> useAbility(const SessionState &state, const QJsonObject &action)
{
    auto started = startAbility(state, action);
    if (!started)
        return started.error();
    Play &play = started.value();
    const QString character = play.board.turn.character;
    const CharacterSheet *sheet = play.content.character(character);
    auto abilityId = json::requiredString(action, QStringLiteral("ability"), {});
    if (!abilityId)
        return abilityId.error();
    const Ability *ability = sheet ? sheet->ability(abilityId.value()) : nullptr;
    if (!ability)
        return RuleError::invalid(QStringLiteral("banishing.no_such_ability"), kUniqueRule,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The %1 has no ability \"%2\"."), play.characterName(character),
                                         abilityId.value()));
    if (const Status fresh = requireNotExhausted(play, character); !fresh)
        return fresh.error();
    auto list = json::requiredArray(action, QStringLiteral("cards"), {});
    if (!list)
        return list.error();
    auto wand = json::optionalBool(action, QStringLiteral("wand"), {}, false);
    if (!wand)
        return wand.error();
    if (list->size() + (wand.value() ? 1 : 0) != 3)
        return RuleError::invalid(QStringLiteral("banishing.set_size"), kSetRule,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "A matched set is exactly 3 cards (a Wand counts as one); %1 were given."),
                                         static_cast<int>(list->size()) + (wand.value() ? 1 : 0)));

    CharacterCards &cards = play.board.cardsOf(character);
    QStringList hand = cards.hand;
    QStringList paid;
    std::vector<SetCard> set;
    QStringList names;
    for (qsizetype i = 0; i < list->size(); ++i) {
        auto card = cardField(play, QJsonObject{{QStringLiteral("cards"), list->at(i)}}, QStringLiteral("cards"));
        if (!card)
            return card.error();
        if (!removeOne(hand, card.value()))
            return notHeld(play, card.value(), Place::handOf(character).id(), kSetRule);
        const CardType *type = play.content.card(card.value());
        paid << card.value();
        set.push_back(SetCard{false, type->color, type->symbol});
        names << type->name;
    }
    const CardType *wandCard = nullptr;
    if (wand.value()) {
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
    return play.finish();
}

Result<Transition> swapVoid(const SessionState &state, const QJsonObject &action)
{
    auto started = startAbility(state, action);
    if (!started)
        return started.error();
    Play &play = started.value();
    auto a = json::requiredInt(action, QStringLiteral("a"), {}, 0, kVoidSize - 1);
    if (!a)
        return a.error();
    auto b = json::requiredInt(action, QStringLiteral("b"), {}, 0, kVoidSize - 1);
    if (!b)
        return b.error();
    QStringList &first = play.board.voidStacks[static_cast<std::size_t>(a.value())];
    QStringList &second = play.board.voidStacks[static_cast<std::size_t>(b.value())];
    if (a.value() == b.value() || first.isEmpty() || second.isEmpty())
        return RuleError::invalid(QStringLiteral("banishing.swap_places"), QStringLiteral("the-banishing.swap"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "Swap needs two different Void spaces that both hold a card.")));
    std::swap(first.last(), second.last());
    play.board.turn.ability = QStringLiteral("swap");
    play.note(QStringLiteral("ability.swap"),
              {{QStringLiteral("character"), play.board.turn.character}, {QStringLiteral("a"), a.value()}, {QStringLiteral("b"), b.value()}},
              phrase(QT_TRANSLATE_NOOP("Engine", "%1 swaps %2 (space %3) and %4 (space %5) in the Void."),
                     play.characterName(play.board.turn.character), play.cardName(first.last()), a.value(), play.cardName(second.last()),
                     b.value()));
    return play.finish();
}

Result<Transition> tradeCards(const SessionState &state, const QJsonObject &action)
{
    auto started = startAbility(state, action);
    if (!started)
        return started.error();
    Play &play = started.value();
    const QString character = play.board.turn.character;
    auto partner = characterField(play, action, QStringLiteral("with"));
    if (!partner)
        return partner.error();
    if (partner.value() == character)
        return RuleError::invalid(QStringLiteral("banishing.trade_self"), QStringLiteral("the-banishing.trade"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "A trade is made with another character.")));
    auto give = cardField(play, action, QStringLiteral("give"));
    if (!give)
        return give.error();
    auto receive = cardField(play, action, QStringLiteral("receive"));
    if (!receive)
        return receive.error();
    CharacterCards &mine = play.board.cardsOf(character);
    CharacterCards &theirs = play.board.cardsOf(partner.value());
    if (!removeOne(mine.hand, give.value()))
        return notHeld(play, give.value(), Place::handOf(character).id(), QStringLiteral("the-banishing.trade"));
    if (!removeOne(theirs.hand, receive.value()))
        return notHeld(play, receive.value(), Place::handOf(partner.value()).id(), QStringLiteral("the-banishing.trade"));
    mine.hand << receive.value();
    theirs.hand << give.value();
    play.board.turn.ability = QStringLiteral("trade");
    play.note(QStringLiteral("ability.trade"),
              {{QStringLiteral("character"), character},
               {QStringLiteral("with"), partner.value()},
               {QStringLiteral("give"), give.value()},
               {QStringLiteral("receive"), receive.value()}},
              phrase(QT_TRANSLATE_NOOP("Engine", "%1 gives %2 to %3 and receives %4."), play.characterName(character),
                     play.cardName(give.value()), play.characterName(partner.value()), play.cardName(receive.value())));
    return play.finish();
}

Result<Transition> rest(const SessionState &state, const QJsonObject &action)
{
    auto started = startAbility(state, action);
    if (!started)
        return started.error();
    Play &play = started.value();
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
    if (action.contains(QStringLiteral("wound"))) {
        auto wound = cardField(play, action, QStringLiteral("wound"));
        if (!wound)
            return wound.error();
        if (!cards.wounds.contains(wound.value()))
            return notHeld(play, wound.value(), Place{Place::Kind::Wounds, -1, character}.id(), QStringLiteral("the-banishing.rest"));
        if (damageOf(play, wound.value()) != least)
            return RuleError::invalid(QStringLiteral("banishing.not_least_wound"), QStringLiteral("the-banishing.rest"),
                                      phrase(QT_TRANSLATE_NOOP("Engine", "Rest discards a wound of the least damage (%1), and %2 deals %3."),
                                             least, play.cardName(wound.value()), damageOf(play, wound.value())));
        chosen = wound.value();
    }
    removeOne(cards.wounds, chosen);
    play.board.discard << chosen;
    play.board.turn.ability = QStringLiteral("rest");
    play.note(QStringLiteral("ability.rest"),
              {{QStringLiteral("character"), character}, {QStringLiteral("card"), chosen}, {QStringLiteral("damage"), least}},
              phrase(QT_TRANSLATE_NOOP("Engine", "%1 rests and discards %2 (%3 damage)."), play.characterName(character),
                     play.cardName(chosen), least));
    return play.finish();
}

} // namespace arbiter::banishing
