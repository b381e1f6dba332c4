#include "games/the_banishing/banishing_options.h"

#include "games/the_banishing/banishing_action_types.h"
#include "games/the_banishing/banishing_corrections.h"
#include "games/the_banishing/banishing_counters.h"
#include "games/the_banishing/banishing_game.h"
#include "games/the_banishing/banishing_match.h"
#include "games/the_banishing/banishing_new_cards.h"
#include "games/the_banishing/banishing_outcome.h"
#include "games/the_banishing/banishing_play.h"
#include "games/the_banishing/banishing_turn.h"

#include <algorithm>
#include <map>

namespace arbiter::banishing {

namespace {

// A hand far over the limit (cards drawn by hand with card.move) could name
// more ways to discard than a screen can show; beyond this many the list is
// cut, and the table names its choice anyway.
constexpr int kMaxDiscardChoices = 500;

QString ownerOf(const SessionState &state, const QString &character)
{
    const Entity *entity = state.entity(character);
    return entity ? entity->owner : QString();
}

// Copies of each card id, ids in sorted order so that the same choice is
// always spelt the same way.
std::map<QString, int> countCards(const QStringList &cards)
{
    std::map<QString, int> counts;
    for (const QString &card : cards)
        ++counts[card];
    return counts;
}

// Every way to choose `size` cards out of `counts` (copies are
// interchangeable), each as a sorted list of ids; at most `limit`.
void chooseCards(const std::vector<std::pair<QString, int>> &counts, std::size_t from, int size, QStringList &chosen,
                 std::vector<QStringList> &out, std::size_t limit)
{
    if (out.size() >= limit)
        return;
    if (size == 0) {
        out.push_back(chosen);
        return;
    }
    for (std::size_t i = from; i < counts.size(); ++i) {
        const int most = std::min(counts[i].second, size);
        for (int n = most; n >= 1; --n) {
            for (int k = 0; k < n; ++k)
                chosen << counts[i].first;
            chooseCards(counts, i + 1, size - n, chosen, out, limit);
            chosen.resize(chosen.size() - n);
        }
    }
}

std::vector<QStringList> choices(const QStringList &cards, int size, std::size_t limit)
{
    const std::map<QString, int> counted = countCards(cards);
    const std::vector<std::pair<QString, int>> counts(counted.begin(), counted.end());
    std::vector<QStringList> out;
    QStringList chosen;
    chooseCards(counts, 0, size, chosen, out, limit);
    return out;
}

QStringList distinct(QStringList cards)
{
    cards.sort();
    cards.removeDuplicates();
    return cards;
}

QString cardNames(const Play &play, QStringList cards)
{
    for (QString &card : cards)
        card = play.cardName(card);
    return cards.join(QStringLiteral(", "));
}

QJsonObject abilityAction(const QString &character, const QString &ability, const QStringList &cards, bool wand)
{
    return typed::encode(UseAbility{character, ability, QJsonArray::fromStringList(cards), wand ? std::optional<bool>(true) : std::nullopt});
}

// The hand's symbol cards of the ability's colour, rated by the engine's own
// matched-set function: the sets worth asking the rules about.
struct SetChoice {
    QStringList cards;
    bool wand = false;
};

std::vector<SetChoice> candidateSets(const Play &play, const QStringList &hand, const Ability &ability, bool haveWand)
{
    QStringList pool;
    for (const QString &card : hand)
        if (const CardType *type = play.content.card(card);
            type && type->kind == CardKind::Symbol && type->color.trimmed().toLower() == ability.color.trimmed().toLower())
            pool << card;
    std::vector<SetChoice> sets;
    const auto rate = [&](const QStringList &cards, bool wand) {
        std::vector<SetCard> set;
        for (const QString &card : cards) {
            const CardType *type = play.content.card(card);
            set.push_back(SetCard{false, type->color, type->symbol});
        }
        if (wand)
            set.push_back(SetCard{true, {}, {}});
        return rateSet(set, {0, 1, 2}).level;
    };
    for (const QStringList &cards : choices(pool, 3, std::size_t(-1)))
        if (rate(cards, false) >= ability.level)
            sets.push_back({cards, false});
    if (haveWand)
        for (const QStringList &cards : choices(pool, 2, std::size_t(-1)))
            if (rate(cards, true) >= ability.level)
                sets.push_back({cards, true});
    return sets;
}

// The nearest the hand comes to paying for the ability (the biggest group of
// one symbol in its colour first, the Wand for a missing card), so a refusal
// says what is missing.
SetChoice closestSet(const Play &play, const QStringList &hand, const Ability &ability, bool haveWand)
{
    std::map<QString, QStringList> bySymbol;
    for (const QString &card : hand)
        if (const CardType *type = play.content.card(card);
            type && type->kind == CardKind::Symbol && type->color.trimmed().toLower() == ability.color.trimmed().toLower())
            bySymbol[type->symbol.trimmed().toLower()] << card;
    std::vector<QStringList> groups;
    for (auto &[symbol, cards] : bySymbol)
        groups.push_back(cards);
    std::stable_sort(groups.begin(), groups.end(), [](const QStringList &a, const QStringList &b) { return a.size() > b.size(); });
    SetChoice set;
    for (const QStringList &group : groups)
        for (const QString &card : group)
            if (set.cards.size() < 3)
                set.cards << card;
    set.cards.sort();
    set.wand = haveWand && set.cards.size() < 3;
    return set;
}

struct Reader {
    const Play &play;
    OptionsBuilder &builder;
    QString character;

    // The table deals in order, so the card to name is the one dealt to the
    // first waiting place; the action leaves "place" out, which means that
    // place. Naming another waiting place is a correction of the order.
    void nextReveal()
    {
        auto where = placeFrom(play.board.pending.first(), play.board, QStringLiteral("place"));
        if (!where)
            return;
        QJsonArray cards;
        for (const CardType &card : play.content.cards)
            cards.append(card.id);
        const Phrase label = where->kind == Place::Kind::Void
                                 ? phrase(QT_TRANSLATE_NOOP("Engine", "Name the card dealt to the Void, row %1, column %2"),
                                          where->index / kVoidSide + 1, where->index % kVoidSide + 1)
                                 : phrase(QT_TRANSLATE_NOOP("Engine", "Name the card dealt to %1's hand"), play.characterName(where->character));
        builder.offerWithInput(typed::encode(RevealCard{}, {"card"}), label, QStringLiteral("card"), cards);
        newCards();
    }

    // A card of the real deck the pack lacks is typed whole, then named
    // (asked of the rules with a stand-in card of each kind).
    void newCards()
    {
        const QJsonObject standIns[] = {
            {{QStringLiteral("name"), QStringLiteral("?")}, {QStringLiteral("color"), QStringLiteral("?")},
             {QStringLiteral("symbol"), QStringLiteral("?")}},
            {{QStringLiteral("name"), QStringLiteral("?")}, {QStringLiteral("level"), 1}, {QStringLiteral("damage"), 1}}};
        const QString kinds[] = {QStringLiteral("symbol"), QStringLiteral("undead")};
        const Phrase labels[] = {phrase(QT_TRANSLATE_NOOP("Engine", "A symbol card the list lacks")),
                                 phrase(QT_TRANSLATE_NOOP("Engine", "An undead the list lacks"))};
        for (int i = 0; i < 2; ++i) {
            if (!builder.check(typed::encode(AddCard{kinds[i], standIns[i]})))
                continue;
            builder.add({typed::encode(AddCard{kinds[i], {}}, {"card"}), labels[i], {},
                         {OpenInput{QStringLiteral("card"), newCardFields(kinds[i])}}});
        }
    }

    void takes()
    {
        for (const bool row : {true, false})
            for (int index = 0; index < kVoidSide; ++index) {
                Take take{character, row ? QStringLiteral("row") : QStringLiteral("column"), index, std::nullopt};
                const QJsonObject action = typed::encode(take);
                const Phrase label = row ? phrase(QT_TRANSLATE_NOOP("Engine", "Take row %1"), index + 1)
                                         : phrase(QT_TRANSLATE_NOOP("Engine", "Take column %1"), index + 1);
                if (!builder.offer(action, label))
                    continue;
                QStringList undead;
                for (int k = 0; k < kVoidSide; ++k) {
                    const QStringList &stack = play.board.voidStacks[static_cast<std::size_t>(row ? index * kVoidSide + k : index + k * kVoidSide)];
                    if (!stack.isEmpty() && play.kindOf(stack.last()) == CardKind::Undead)
                        undead << stack.last();
                }
                for (const QString &card : distinct(undead)) {
                    take.shield = card;
                    builder.offer(typed::encode(take), row ? phrase(QT_TRANSLATE_NOOP("Engine", "Take row %1; the Shield stops %2"), index + 1, play.cardName(card))
                                                : phrase(QT_TRANSLATE_NOOP("Engine", "Take column %1; the Shield stops %2"), index + 1,
                                                         play.cardName(card)));
                }
            }
    }

    void shields()
    {
        for (const QString &card : distinct(play.board.turn.undeadTaken)) {
            builder.offer(typed::encode(UseShield{character, card}), phrase(QT_TRANSLATE_NOOP("Engine", "Stop %1 with the Shield"), play.cardName(card)));
        }
    }

    // Every set the hand can pay with while an ability may be used; otherwise
    // the ability greyed with the reason, paid with the nearest set.
    void uniqueAbilities(bool mayUse)
    {
        const CharacterSheet *sheet = play.content.character(character);
        if (!sheet)
            return;
        const QStringList &hand = play.board.cardsOf(character).hand;
        const CardType *wandCard = heldItem(play, character, ItemKind::Wand);
        const bool haveWand = wandCard != nullptr;
        const QString wand = haveWand ? wandCard->id : QString();
        for (const Ability &ability : sheet->abilities) {
            bool offered = false;
            if (mayUse)
                for (const SetChoice &set : candidateSets(play, hand, ability, haveWand))
                    offered = builder.offer(abilityAction(character, ability.id, set.cards, set.wand),
                                            phrase(QT_TRANSLATE_NOOP("Engine", "Use %1 with %2"), ability.name,
                                                   cardNames(play, set.wand ? set.cards + QStringList{wand} : set.cards)))
                              || offered;
            if (offered)
                continue;
            const SetChoice nearest = closestSet(play, hand, ability, haveWand);
            builder.offer(abilityAction(character, ability.id, nearest.cards, nearest.wand),
                          phrase(QT_TRANSLATE_NOOP("Engine", "Use %1"), ability.name), true);
        }
    }

    void swaps()
    {
        for (int a = 0; a < kVoidSize; ++a)
            for (int b = 0; b < kVoidSize; ++b) {
                const QStringList &first = play.board.voidStacks[static_cast<std::size_t>(a)];
                const QStringList &second = play.board.voidStacks[static_cast<std::size_t>(b)];
                if (a == b || first.isEmpty() || second.isEmpty())
                    continue;
                builder.offer(typed::encode(Swap{character, a, b}), phrase(QT_TRANSLATE_NOOP("Engine", "Swap %1 (row %2, column %3) with %4 (row %5, column %6)"),
                                             play.cardName(first.last()), a / kVoidSide + 1, a % kVoidSide + 1,
                                             play.cardName(second.last()), b / kVoidSide + 1, b % kVoidSide + 1));
            }
    }

    // One option per partner; what to give and what to receive are its
    // inputs. They come out of two different hands, so each card is asked
    // about once with a card from the other side instead of every pair.
    void trades()
    {
        const QStringList gives = distinct(play.board.cardsOf(character).hand);
        for (const QString &partner : play.board.order) {
            if (partner == character)
                continue;
            const QStringList receives = distinct(play.board.cardsOf(partner).hand);
            if (gives.isEmpty() || receives.isEmpty())
                continue;
            QJsonArray giveValues;
            QJsonArray receiveValues;
            for (const QString &give : gives)
                if (builder.check(typed::encode(Trade{character, partner, give, receives.first()})))
                    giveValues.append(give);
            for (const QString &receive : receives)
                if (builder.check(typed::encode(Trade{character, partner, gives.first(), receive})))
                    receiveValues.append(receive);
            if (giveValues.isEmpty() || receiveValues.isEmpty())
                continue;
            const QJsonObject action = typed::encode(Trade{character, partner, {}, {}}, {"give", "receive"});
            builder.add(OfferedAction{action, phrase(QT_TRANSLATE_NOOP("Engine", "Trade a card with %1"), play.characterName(partner)),
                                      QJsonObject{{QStringLiteral("give"), giveValues}, {QStringLiteral("receive"), receiveValues}}});
        }
    }

    void rests()
    {
        const QStringList &wounds = play.board.cardsOf(character).wounds;
        if (wounds.isEmpty()) {
            builder.offer(typed::encode(Rest{character, std::nullopt}), phrase(QT_TRANSLATE_NOOP("Engine", "Rest")), true);
            return;
        }
        for (const QString &wound : distinct(wounds)) {
            builder.offer(typed::encode(Rest{character, wound}), phrase(QT_TRANSLATE_NOOP("Engine", "Rest: discard %1"), play.cardName(wound)));
        }
    }

    void turnEnd()
    {
        const QJsonObject action = typed::encode(EndTurn{character, std::nullopt});
        const QStringList &hand = play.board.cardsOf(character).hand;
        const int excess = static_cast<int>(hand.size()) - kHandLimit;
        const bool pass = play.board.turn.ability.isEmpty();
        const Phrase label = pass ? phrase(QT_TRANSLATE_NOOP("Engine", "Pass: end the turn without an ability"))
                                  : phrase(QT_TRANSLATE_NOOP("Engine", "End the turn"));
        if (excess <= 0) {
            builder.offer(action, label, true);
            return;
        }
        builder.offer(action, label, true); // refused: the extra cards must be named
        QJsonArray discards;
        for (const QStringList &cards : choices(hand, excess, kMaxDiscardChoices))
            discards.append(QJsonArray::fromStringList(cards));
        builder.offerWithInput(action,
                               pass ? phrase(QT_TRANSLATE_NOOP("Engine", "Pass, discarding %1 cards down to the hand limit"), excess)
                                    : phrase(QT_TRANSLATE_NOOP("Engine", "End the turn, discarding %1 cards down to the hand limit"), excess),
                               QStringLiteral("discard"), discards);
    }
};

QString phaseOf(const Board &board, bool over)
{
    if (over)
        return QStringLiteral("over");
    if (board.settingUp)
        return QStringLiteral("setup");
    if (!board.pending.isEmpty())
        return QStringLiteral("reveal");
    if (!board.turn.taken)
        return QStringLiteral("take");
    return board.turn.ability.isEmpty() ? QStringLiteral("ability") : QStringLiteral("end_turn");
}

// Where play stands, as the phone's step line says it.
Phrase stepTextOf(const Play &play, const QString &phase, const QString &character)
{
    if (phase == QLatin1String("setup"))
        return phrase(QT_TRANSLATE_NOOP("Engine", "Setting up"));
    if (phase == QLatin1String("reveal"))
        return phrase(QT_TRANSLATE_NOOP("Engine", "The deck deals: name the cards"));
    if (phase == QLatin1String("take"))
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 takes from the Void"), play.characterName(character));
    if (phase == QLatin1String("ability"))
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 may use an ability"), play.characterName(character));
    if (phase == QLatin1String("end_turn"))
        return phrase(QT_TRANSLATE_NOOP("Engine", "%1 ends the turn"), play.characterName(character));
    return {};
}

} // namespace

GameOptions options(const SessionState &state)
{
    OptionsBuilder builder(trials(state));
    auto started = startPlay(state);
    if (!started) {
        builder.result().step = QJsonObject{{QStringLiteral("phase"), QStringLiteral("unreadable")}};
        return builder.result();
    }
    const Play &play = started.value();
    const Board &board = play.board;
    const QString character = board.turn.character;
    const GameOutcome outcome = outcomeOf(state, board, play.content);
    const bool over = outcome.outcome != Outcome::Playing;
    const QString phase = phaseOf(board, over);
    const CharacterStatus status = statusOf(state, board, play.content, character);
    const int handSize = static_cast<int>(board.cardsOf(character).hand.size());

    QJsonObject step{{QStringLiteral("round"), roundOf(state)},
                     {QStringLiteral("phase"), phase},
                     {QStringLiteral("mode"), board.mode == DeckMode::Table ? QStringLiteral("table") : QStringLiteral("app")},
                     {QStringLiteral("character"), character},
                     {QStringLiteral("player"), ownerOf(state, character)},
                     {QStringLiteral("exhausted"), status.exhausted},
                     {QStringLiteral("ability_used"), board.turn.ability},
                     {QStringLiteral("hand"), handSize},
                     {QStringLiteral("hand_limit"), kHandLimit},
                     {QStringLiteral("must_discard"), std::max(0, handSize - kHandLimit)},
                     {QStringLiteral("pending"), QJsonArray::fromStringList(board.pending)},
                     {QStringLiteral("deck"), cardsLeftInDeck(state, board)},
                     {QStringLiteral("banishing"), static_cast<int>(board.banishing.size())},
                     {QStringLiteral("banishing_goal"), kBanishingGoal},
                     {QStringLiteral("outcome"), outcomeName(outcome.outcome)}};
    if (outcome.outcome == Outcome::Lost)
        step.insert(QStringLiteral("reason"), lossReasonName(outcome.reason));
    if (!outcome.character.isEmpty())
        step.insert(QStringLiteral("died"), outcome.character);
    // The screen says what the players do for an effect the engine leaves to
    // them; the card moves it needs are among the options below.
    const Ability *byHand = over ? nullptr : byHandAbilityThisTurn(play);
    if (byHand)
        step.insert(QStringLiteral("by_hand"), QJsonObject{{QStringLiteral("ability"), byHand->id},
                                                           {QStringLiteral("name"), byHand->name},
                                                           {QStringLiteral("effect"), byHand->effect},
                                                           {QStringLiteral("corrections"), QJsonArray::fromStringList(byHand->corrections)}});

    GameOptions &result = builder.result();
    result.step = step;
    result.stepText = stepTextOf(play, phase, character);
    result.over = over;
    if (over)
        result.winner = outcome.outcome == Outcome::Won ? QStringLiteral("players") : QStringLiteral("void");
    const bool turnStep = phase == QLatin1String("take") || phase == QLatin1String("ability") || phase == QLatin1String("end_turn");
    if (turnStep)
        result.actor = ownerOf(state, character);

    Reader reader{play, builder, character};
    // The cards still owed to the Void after a loss may be named too: a
    // correction that resumes the game needs the count of the real deck right.
    if (board.mode == DeckMode::Table && !board.pending.isEmpty())
        reader.nextReveal();
    if (!turnStep)
        return std::move(result);

    if (phase == QLatin1String("take"))
        reader.takes();
    else
        reader.shields();
    reader.uniqueAbilities(phase == QLatin1String("ability") && !status.exhausted);
    if (phase == QLatin1String("ability")) {
        reader.swaps();
        reader.trades();
        reader.rests();
    }
    if (phase != QLatin1String("take"))
        reader.turnEnd();
    if (byHand && phase == QLatin1String("end_turn"))
        offerCorrections(play, builder, *byHand);
    return std::move(result);
}

} // namespace arbiter::banishing
