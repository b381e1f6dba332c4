#include "BanishingTableController.h"

#include "content/ContentText.h"
#include "ActiveSessionFollower.h"

#include "ActiveSession.h"
#include "games/the_banishing/banishing_action_types.h"
#include "games/the_banishing/banishing_board.h"
#include "games/the_banishing/banishing_content.h"
#include "games/the_banishing/banishing_counters.h"
#include "games/the_banishing/banishing_moves.h"
#include "games/the_banishing/banishing_options.h"
#include "games/the_banishing/banishing_outcome.h"
#include "games/the_banishing/banishing_queries.h"
#include "games/the_banishing/banishing_turn.h"
#include "text/PhraseText.h"

#include <QSet>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

using namespace banishing;

QString kindName(CardKind kind)
{
    switch (kind) {
    case CardKind::Symbol:
        return u"symbol"_s;
    case CardKind::Undead:
        return u"undead"_s;
    case CardKind::Item:
        return u"item"_s;
    }
    return {};
}

QVariantMap cardTypeMap(const CardType &type)
{
    return {{u"card"_s, type.id},
            {u"name"_s, content_text::localized(type.name)},
            {u"kind"_s, kindName(type.kind)},
            {u"color"_s, type.color.trimmed().toLower()},
            {u"colorName"_s, content_text::localized(type.color.trimmed().toLower())},
            {u"symbol"_s, type.symbol},
            {u"symbolName"_s, content_text::localized(type.symbol)},
            {u"level"_s, type.level},
            {u"damage"_s, type.damage},
            {u"item"_s, type.kind == CardKind::Item ? itemKindName(type.item) : QString()},
            {u"count"_s, type.count}};
}

QString playerName(const SessionState &state, const QString &playerId)
{
    for (const QJsonValue &player : state.players)
        if (player.toObject().value(u"id"_s).toString() == playerId)
            return player.toObject().value(u"name"_s).toString();
    return playerId;
}

} // namespace

BanishingTableController::BanishingTableController(QObject *parent) : QObject(parent) {}

void BanishingTableController::setSession(ActiveSession *session)
{
    if (!followActiveSession(m_session, session, this, [this] { refresh(); }, [this] { refresh(); }))
        return;
    Q_EMIT sessionChanged();
    refresh();
}

int BanishingTableController::lastRound()
{
    return kLastRound;
}

int BanishingTableController::banishingGoal()
{
    return kBanishingGoal;
}

int BanishingTableController::handLimit()
{
    return kHandLimit;
}

QVariantMap BanishingTableController::cardMap(const QString &card) const
{
    const QVariant known = m_cardsById.value(card);
    if (known.isValid())
        return known.toMap();
    // A card the pack no longer knows still shows, by its id.
    return {{u"card"_s, card}, {u"name"_s, card}, {u"kind"_s, QString()}, {u"color"_s, QString()}};
}

bool BanishingTableController::handOnPhone(const SessionState &state, const QString &character) const
{
    const Entity *entity = state.entity(character);
    return entity && !entity->owner.isEmpty() && !m_session->showsSecretsOf(entity->owner);
}

QVariantList BanishingTableController::cardMaps(const QStringList &cards) const
{
    QVariantList maps;
    for (const QString &card : cards)
        maps << cardMap(card);
    return maps;
}

void BanishingTableController::refresh()
{
    const SessionState *state = m_session ? m_session->state() : nullptr;
    m_active = false;
    m_voidSpaces.clear();
    m_lines.clear();
    m_characters.clear();
    m_abilities.clear();
    m_shieldTargets.clear();
    m_turnHand.clear();
    m_turnHandIds.clear();
    m_pending.clear();
    m_cardTypes.clear();
    m_revealable.clear();
    m_phase.clear();
    m_cardsById.clear();
    m_turnCharacter.clear();
    m_turnCharacterName.clear();
    m_abilityUsed.clear();
    m_outcome.clear();
    m_lossReason.clear();
    m_deadCharacterName.clear();
    m_handExcess = 0;
    m_turnHandOnPhone = false;
    m_turnPlayerName.clear();
    m_taken = m_settingUp = m_turnCharacterExhausted = m_tableDeck = false;
    m_round = m_deckCount = m_discardCount = m_banishingCount = m_difficulty = 0;

    if (!state || state->game != u"the-banishing"_s) {
        Q_EMIT changed();
        return;
    }
    auto board = boardOf(*state);
    auto content = contentOf(state->setup);
    if (!board || !content) {
        Q_EMIT changed();
        return;
    }
    m_active = true;
    for (const CardType &type : content->cards) {
        const QVariantMap map = cardTypeMap(type);
        m_cardTypes << map;
        m_cardsById.insert(type.id, map);
    }
    // Whose turn, what is due and what is legal: the engine's answer.
    const GameOptions &options = *m_session->options();
    m_phase = options.step.value(u"phase"_s).toString();
    QSet<QString> takeableLines;
    QStringList shieldable;
    for (const OfferedAction &option : options.options) {
        const QString type = option.action.value(u"type"_s).toString();
        if (type == QLatin1String(RevealCard::kType) && m_revealable.isEmpty()) {
            for (const QJsonValue &card : option.inputs.value(u"card"_s).toArray())
                m_revealable << card.toString();
        } else if (type == QLatin1String(Take::kType)) {
            if (auto take = typed::decode<Take>(option.action))
                takeableLines.insert(take->line + u':' + QString::number(take->index));
        } else if (type == QLatin1String(UseShield::kType)) {
            if (auto shield = typed::decode<UseShield>(option.action))
                shieldable << shield->card;
        }
    }
    m_shieldTargets = cardMaps(shieldable);
    m_handExcess = options.step.value(u"must_discard"_s).toInt();

    m_tableDeck = board->mode == DeckMode::Table;
    m_round = roundOf(*state);
    m_deckCount = cardsLeftInDeck(*state, board.value());
    m_discardCount = static_cast<int>(board->discard.size());
    m_banishingCount = static_cast<int>(board->banishing.size());
    m_difficulty = board->difficulty;
    m_settingUp = board->settingUp;

    for (const QString &place : board->pending) {
        QVariantMap entry{{u"place"_s, place}};
        if (place.startsWith(u"void:"_s)) {
            entry.insert(u"kind"_s, u"void"_s);
            entry.insert(u"index"_s, place.mid(5).toInt());
        } else if (place.startsWith(u"hand:"_s)) {
            const QString character = place.mid(5);
            const CharacterSheet *sheet = content->character(character);
            entry.insert(u"kind"_s, u"hand"_s);
            entry.insert(u"character"_s, character);
            entry.insert(u"characterName"_s, sheet ? content_text::localized(sheet->name) : character);
            const Entity *entity = state->entity(character);
            entry.insert(u"playerName"_s, entity ? playerName(*state, entity->owner) : QString());
            entry.insert(u"onPhone"_s, handOnPhone(*state, character));
        }
        m_pending << entry;
    }

    for (int i = 0; i < kVoidSize; ++i) {
        const QStringList &stack = board->voidStacks[static_cast<std::size_t>(i)];
        const QString place = Place::voidSpace(i).id();
        m_voidSpaces << QVariantMap{{u"index"_s, i},
                                    {u"row"_s, i / kVoidSide},
                                    {u"column"_s, i % kVoidSide},
                                    {u"height"_s, stack.size()},
                                    {u"top"_s, stack.isEmpty() ? QVariantMap() : cardMap(stack.last())},
                                    {u"pending"_s, board->pending.contains(place)}};
    }
    for (const bool row : {true, false})
        for (int index = 0; index < kVoidSide; ++index) {
            QVariantList cards;
            int undead = 0;
            for (int k = 0; k < kVoidSide; ++k) {
                const QStringList &stack =
                    board->voidStacks[static_cast<std::size_t>(row ? index * kVoidSide + k : index + k * kVoidSide)];
                if (stack.isEmpty())
                    continue;
                const QVariantMap card = cardMap(stack.last());
                undead += card.value(u"kind"_s) == u"undead"_s ? 1 : 0;
                cards << card;
            }
            m_lines << QVariantMap{{u"line"_s, row ? u"row"_s : u"column"_s},
                                   {u"index"_s, index},
                                   {u"cards"_s, cards},
                                   {u"undead"_s, undead},
                                   {u"takeable"_s, takeableLines.contains((row ? u"row:"_s : u"column:"_s) + QString::number(index))}};
        }

    const TurnState &turn = board->turn;
    m_turnCharacter = turn.character;
    m_taken = turn.taken;
    m_abilityUsed = turn.ability;
    for (const QString &id : board->order) {
        const CharacterSheet *sheet = content->character(id);
        const CharacterCards &cards = board->cardsOf(id);
        const CharacterStatus status = statusOf(*state, board.value(), content.value(), id);
        const Entity *entity = state->entity(id);
        const QString name = sheet ? content_text::localized(sheet->name) : id;
        const QString player = entity ? playerName(*state, entity->owner) : QString();
        // The tablet lies open on the table: a hand its player keeps on a
        // phone shows only its size here.
        const bool onPhone = handOnPhone(*state, id);
        if (id == turn.character) {
            m_turnCharacterName = name;
            m_turnCharacterExhausted = status.exhausted;
            m_turnHandOnPhone = onPhone;
            m_turnPlayerName = player;
        }
        m_characters << QVariantMap{{u"id"_s, id},
                                    {u"name"_s, name},
                                    {u"player"_s, player},
                                    {u"active"_s, id == turn.character},
                                    {u"damage"_s, status.damage},
                                    {u"stamina"_s, status.stamina},
                                    {u"health"_s, status.health},
                                    {u"armor"_s, status.armor},
                                    {u"exhausted"_s, status.exhausted},
                                    {u"dead"_s, status.dead},
                                    {u"hand"_s, onPhone ? QVariantList() : cardMaps(cards.hand)},
                                    {u"handSize"_s, cards.hand.size()},
                                    {u"handOnPhone"_s, onPhone},
                                    {u"wounds"_s, cardMaps(cards.wounds)},
                                    {u"items"_s, cardMaps(cards.items)}};
    }

    if (board->hasCharacter(turn.character)) {
        const CharacterCards &cards = board->cardsOf(turn.character);
        if (!m_turnHandOnPhone) {
            m_turnHandIds = cards.hand;
            m_turnHand = cardMaps(cards.hand);
        }
        for (const AbilityOption &option : abilityOptions(*state, turn.character)) {
            QStringList names;
            for (const QString &card : option.cards)
                if (!m_turnHandOnPhone || !cards.hand.contains(card))
                    names << cardMap(card).value(u"name"_s).toString();
            m_abilities << QVariantMap{{u"ability"_s, option.ability},
                                       {u"name"_s, content_text::localized(option.name)},
                                       {u"level"_s, option.level},
                                       {u"color"_s, option.color.trimmed().toLower()},
                                       {u"colorName"_s, content_text::localized(option.color.trimmed().toLower())},
                                       {u"effect"_s, content_text::localized(option.effect)},
                                       {u"toBanishing"_s, option.toBanishing},
                                       {u"allowed"_s, option.allowed},
                                       {u"refusal"_s, option.refusal ? translated(option.refusal->message) : QString()},
                                       {u"refusalRule"_s, option.refusal ? option.refusal->rule : QString()},
                                       {u"affordable"_s, option.affordable()},
                                       {u"cards"_s, names},
                                       {u"wand"_s, option.wand}};
        }
    }

    if (auto outcome = outcomeIn(*state)) {
        m_outcome = outcomeName(outcome->outcome);
        m_lossReason = outcome->outcome == banishing::Outcome::Lost ? lossReasonName(outcome->reason) : QString();
        if (!outcome->character.isEmpty()) {
            const CharacterSheet *sheet = content->character(outcome->character);
            m_deadCharacterName = sheet ? content_text::localized(sheet->name) : outcome->character;
        }
    }
    Q_EMIT changed();
}

bool BanishingTableController::send(QJsonObject action)
{
    if (!m_session)
        return false;
    return m_session->applyAction(action);
}

bool BanishingTableController::take(const QString &line, int index)
{
    return send(typed::encode(Take{.line = line, .index = index}));
}

bool BanishingTableController::reveal(const QString &card)
{
    return send(typed::encode(RevealCard{.card = card}));
}

bool BanishingTableController::useAbility(const QString &ability)
{
    const SessionState *state = m_session ? m_session->state() : nullptr;
    if (!state)
        return false;
    std::optional<UseAbility> use;
    for (const AbilityOption &option : abilityOptions(*state, m_turnCharacter)) {
        if (option.ability != ability)
            continue;
        QStringList cards = option.cards;
        if (cards.isEmpty()) {
            for (const QString &card : m_turnHandIds)
                if (cardMap(card).value(u"color"_s).toString() == option.color.trimmed().toLower() && cards.size() < 3)
                    cards << card;
        }
        use = UseAbility{.ability = ability,
                         .cards = QJsonArray::fromStringList(cards),
                         .wand = option.wand ? std::optional<bool>(true) : std::nullopt};
    }
    // An ability the character does not have goes to the rules all the same,
    // so that the refusal names it.
    if (!use)
        use = UseAbility{.ability = ability};
    return send(typed::encode(*use));
}

bool BanishingTableController::swap(int a, int b)
{
    return send(typed::encode(Swap{.a = a, .b = b}));
}

bool BanishingTableController::trade(const QString &with, const QString &give, const QString &receive)
{
    return send(typed::encode(Trade{.with = with, .give = give, .receive = receive}));
}

bool BanishingTableController::rest()
{
    return send(typed::encode(Rest{}));
}

bool BanishingTableController::useShield(const QString &card)
{
    return send(typed::encode(UseShield{.card = card}));
}

bool BanishingTableController::endTurn(const QStringList &discard)
{
    EndTurn end;
    if (!discard.isEmpty())
        end.discard = QJsonArray::fromStringList(discard);
    return send(typed::encode(end));
}

bool BanishingTableController::moveCard(const QString &from, const QString &to, const QString &card)
{
    MoveCard move{.from = QJsonValue(from), .to = QJsonValue(to)};
    if (!card.isEmpty())
        move.card = card;
    return send(typed::encode(move));
}

QVariantList BanishingTableController::cardsAt(const QString &place) const
{
    const SessionState *state = m_session ? m_session->state() : nullptr;
    if (!state)
        return {};
    auto board = boardOf(*state);
    if (!board)
        return {};
    auto where = placeFrom(place, board.value(), u"place"_s);
    if (!where || (place.startsWith(u"hand:"_s) && handOnPhone(*state, place.mid(5))))
        return {};
    return cardMaps(movableCardsAt(board.value(), where.value()));
}

} // namespace arbiter
