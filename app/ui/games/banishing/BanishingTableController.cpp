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
#include "typed/ChangeNotify.h"

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

BanishingCard cardOf(const CardType &type)
{
    return {.card = type.id,
            .name = content_text::localized(type.name),
            .kind = kindName(type.kind),
            .color = type.color.trimmed().toLower(),
            .colorName = content_text::localized(type.color.trimmed().toLower()),
            .symbol = type.symbol,
            .symbolName = content_text::localized(type.symbol),
            .level = type.level,
            .damage = type.damage,
            .item = type.kind == CardKind::Item ? itemKindName(type.item) : QString(),
            .count = type.count};
}

QString playerName(const SessionState &state, const QString &playerId)
{
    for (const QJsonValue &player : state.players)
        if (player.toObject().value(u"id"_s).toString() == playerId)
            return player.toObject().value(u"name"_s).toString();
    return playerId;
}

} // namespace

// Everything the view shows, worked out from one state before any of it is
// published, so that each property is told once and only when it changed.
struct BanishingTableController::View {
    bool active = false;
    bool tableDeck = false;
    int round = 0;
    int deckCount = 0;
    int discardCount = 0;
    int banishingCount = 0;
    int difficulty = 0;
    QList<BanishingVoidSpace> voidSpaces;
    QList<BanishingLine> lines;
    QList<BanishingCharacter> characters;
    QString turnCharacter;
    QString turnCharacterName;
    bool settingUp = false;
    bool taken = false;
    QString abilityUsed;
    bool turnCharacterExhausted = false;
    bool turnHandOnPhone = false;
    QString turnPlayerName;
    QList<BanishingAbility> abilities;
    QList<BanishingCard> shieldTargets;
    QList<BanishingCard> turnHand;
    QStringList turnHandIds;
    int handExcess = 0;
    QList<BanishingPendingPlace> pending;
    QList<BanishingCard> cardTypes;
    QHash<QString, BanishingCard> cardsById;
    QStringList revealable;
    QString phase;
    QString byHandName;
    QString packCheck;
    QString byHandEffect;
    QList<BanishingCorrection> corrections;
    QList<std::pair<QJsonObject, QString>> correctionActions; // the action, its input field
    QString outcome;
    QString lossReason;
    QString deadCharacterName;
};

BanishingTableController::BanishingTableController(QObject *parent)
    : QObject(parent), m_voidSpaces(GadgetListModel::of<BanishingVoidSpace>(this)),
      m_lines(GadgetListModel::of<BanishingLine>(this)), m_characters(GadgetListModel::of<BanishingCharacter>(this)),
      m_abilities(GadgetListModel::of<BanishingAbility>(this)), m_shieldTargets(GadgetListModel::of<BanishingCard>(this)),
      m_turnHand(GadgetListModel::of<BanishingCard>(this)), m_pending(GadgetListModel::of<BanishingPendingPlace>(this)),
      m_cardTypes(GadgetListModel::of<BanishingCard>(this)), m_corrections(GadgetListModel::of<BanishingCorrection>(this))
{
}

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

BanishingCard BanishingTableController::card(const QString &id) const
{
    const auto known = m_cardsById.constFind(id);
    if (known != m_cardsById.constEnd())
        return known.value();
    // A card the pack no longer knows still shows, by its id.
    return {.card = id, .name = id};
}

QList<BanishingCard> BanishingTableController::cards(const QStringList &ids) const
{
    QList<BanishingCard> out;
    out.reserve(ids.size());
    for (const QString &id : ids)
        out << card(id);
    return out;
}

bool BanishingTableController::handOnPhone(const SessionState &state, const QString &character) const
{
    const Entity *entity = state.entity(character);
    return entity && !entity->owner.isEmpty() && !m_session->showsSecretsOf(entity->owner);
}

void BanishingTableController::refresh()
{
    const SessionState *state = m_session ? m_session->state() : nullptr;
    View view;
    if (!state || state->game != u"the-banishing"_s)
        return publish(std::move(view));
    auto board = boardOf(*state);
    auto content = contentOf(state->setup);
    if (!board || !content)
        return publish(std::move(view));
    view.active = true;
    // The pack's cards first: everything below names cards through them.
    for (const CardType &type : content->cards) {
        const BanishingCard card = cardOf(type);
        view.cardTypes << card;
        view.cardsById.insert(type.id, card);
    }
    m_cardsById = view.cardsById;
    view.packCheck = content_text::localized(state->setup.value(u"content"_s).toObject().value(u"check"_s).toString());

    // Whose turn, what is due and what is legal: the engine's answer.
    const GameOptions &options = *m_session->options();
    view.phase = options.step.value(u"phase"_s).toString();
    QSet<QString> takeableLines;
    QStringList shieldable;
    for (const OfferedAction &option : options.options) {
        const QString type = option.action.value(u"type"_s).toString();
        if (type == QLatin1String(RevealCard::kType) && view.revealable.isEmpty()) {
            for (const QJsonValue &card : option.inputs.value(u"card"_s).toArray())
                view.revealable << card.toString();
        } else if (type == QLatin1String(Take::kType)) {
            if (auto take = typed::decode<Take>(option.action))
                takeableLines.insert(take->line + u':' + QString::number(take->index));
        } else if (type == QLatin1String(UseShield::kType)) {
            if (auto shield = typed::decode<UseShield>(option.action))
                shieldable << shield->card;
        } else if (type == QLatin1String(MoveCard::kType)) {
            // Listed only for a by-hand ability's effect.
            BanishingCorrection correction{.index = static_cast<int>(view.correctionActions.size()), .label = translated(option.label)};
            for (auto input = option.inputs.begin(); input != option.inputs.end(); ++input) {
                correction.field = input.key();
                for (const QJsonValue &value : input.value().toArray()) {
                    const QString id = value.toString();
                    correction.values << id;
                    correction.valueNames << (id.startsWith(u"void:"_s)
                                                  ? tr("Row %1, column %2").arg(id.mid(5).toInt() / kVoidSide + 1).arg(id.mid(5).toInt() % kVoidSide + 1)
                                                  : card(id).name);
                }
            }
            // A hand kept on a phone is not spread out on the tablet.
            const QString from = option.action.value(u"from"_s).toString();
            if (from.startsWith(u"hand:"_s) && handOnPhone(*state, from.mid(5)))
                continue;
            view.corrections << correction;
            view.correctionActions.append({option.action, correction.field});
        }
    }
    const QJsonObject byHand = options.step.value(u"by_hand"_s).toObject();
    view.byHandName = content_text::localized(byHand.value(u"name"_s).toString());
    view.byHandEffect = content_text::localized(byHand.value(u"effect"_s).toString());
    view.shieldTargets = cards(shieldable);
    view.handExcess = options.step.value(u"must_discard"_s).toInt();

    view.tableDeck = board->mode == DeckMode::Table;
    view.round = roundOf(*state);
    view.deckCount = cardsLeftInDeck(*state, board.value());
    view.discardCount = static_cast<int>(board->discard.size());
    view.banishingCount = static_cast<int>(board->banishing.size());
    view.difficulty = board->difficulty;
    view.settingUp = board->settingUp;

    for (const QString &place : board->pending) {
        BanishingPendingPlace waiting{.place = place};
        if (place.startsWith(u"void:"_s)) {
            waiting.kind = u"void"_s;
            waiting.index = place.mid(5).toInt();
        } else if (place.startsWith(u"hand:"_s)) {
            const QString character = place.mid(5);
            const CharacterSheet *sheet = content->character(character);
            const Entity *entity = state->entity(character);
            waiting.kind = u"hand"_s;
            waiting.character = character;
            waiting.characterName = sheet ? content_text::localized(sheet->name) : character;
            waiting.playerName = entity ? playerName(*state, entity->owner) : QString();
            waiting.onPhone = handOnPhone(*state, character);
        }
        view.pending << waiting;
    }

    for (int i = 0; i < kVoidSize; ++i) {
        const QStringList &stack = board->voidStacks[static_cast<std::size_t>(i)];
        const QString place = Place::voidSpace(i).id();
        view.voidSpaces << BanishingVoidSpace{.index = i,
                                              .row = i / kVoidSide,
                                              .column = i % kVoidSide,
                                              .height = static_cast<int>(stack.size()),
                                              .top = stack.isEmpty() ? BanishingCard{} : card(stack.last()),
                                              .pending = board->pending.contains(place)};
    }
    for (const bool row : {true, false})
        for (int index = 0; index < kVoidSide; ++index) {
            BanishingLine line{.line = row ? u"row"_s : u"column"_s, .index = index};
            for (int k = 0; k < kVoidSide; ++k) {
                const QStringList &stack =
                    board->voidStacks[static_cast<std::size_t>(row ? index * kVoidSide + k : index + k * kVoidSide)];
                if (stack.isEmpty())
                    continue;
                line.cards << card(stack.last());
                line.undead += line.cards.last().kind == u"undead"_s ? 1 : 0;
            }
            line.takeable = takeableLines.contains(line.line + u':' + QString::number(index));
            view.lines << line;
        }

    const TurnState &turn = board->turn;
    view.turnCharacter = turn.character;
    view.taken = turn.taken;
    view.abilityUsed = turn.ability;
    for (const QString &id : board->order) {
        const CharacterSheet *sheet = content->character(id);
        const CharacterCards &held = board->cardsOf(id);
        const CharacterStatus status = statusOf(*state, board.value(), content.value(), id);
        const Entity *entity = state->entity(id);
        const QString name = sheet ? content_text::localized(sheet->name) : id;
        const QString player = entity ? playerName(*state, entity->owner) : QString();
        // The tablet lies open on the table: a hand its player keeps on a
        // phone shows only its size here.
        const bool onPhone = handOnPhone(*state, id);
        if (id == turn.character) {
            view.turnCharacterName = name;
            view.turnCharacterExhausted = status.exhausted;
            view.turnHandOnPhone = onPhone;
            view.turnPlayerName = player;
        }
        view.characters << BanishingCharacter{.id = id,
                                              .name = name,
                                              .player = player,
                                              .active = id == turn.character,
                                              .damage = status.damage,
                                              .stamina = status.stamina,
                                              .health = status.health,
                                              .armor = status.armor,
                                              .exhausted = status.exhausted,
                                              .dead = status.dead,
                                              .hand = onPhone ? QList<BanishingCard>() : cards(held.hand),
                                              .handSize = static_cast<int>(held.hand.size()),
                                              .handOnPhone = onPhone,
                                              .wounds = cards(held.wounds),
                                              .items = cards(held.items)};
    }

    if (board->hasCharacter(turn.character)) {
        const CharacterCards &held = board->cardsOf(turn.character);
        if (!view.turnHandOnPhone) {
            view.turnHandIds = held.hand;
            view.turnHand = cards(held.hand);
        }
        for (const AbilityOption &option : abilityOptions(*state, turn.character)) {
            QStringList names;
            for (const QString &paying : option.cards)
                if (!view.turnHandOnPhone || !held.hand.contains(paying))
                    names << card(paying).name;
            view.abilities << BanishingAbility{.ability = option.ability,
                                               .name = content_text::localized(option.name),
                                               .level = option.level,
                                               .color = option.color.trimmed().toLower(),
                                               .colorName = content_text::localized(option.color.trimmed().toLower()),
                                               .effect = content_text::localized(option.effect),
                                               .toBanishing = option.toBanishing,
                                               .allowed = option.allowed,
                                               .refusal = option.refusal ? translated(option.refusal->message) : QString(),
                                               .refusalRule = option.refusal ? option.refusal->rule : QString(),
                                               .affordable = option.affordable(),
                                               .cards = names,
                                               .wand = option.wand};
        }
    }

    if (auto outcome = outcomeIn(*state)) {
        view.outcome = outcomeName(outcome->outcome);
        view.lossReason = outcome->outcome == banishing::Outcome::Lost ? lossReasonName(outcome->reason) : QString();
        if (!outcome->character.isEmpty()) {
            const CharacterSheet *sheet = content->character(outcome->character);
            view.deadCharacterName = sheet ? content_text::localized(sheet->name) : outcome->character;
        }
    }
    publish(std::move(view));
}

void BanishingTableController::publish(View view)
{
    m_cardsById = std::move(view.cardsById);
    m_turnHandIds = std::move(view.turnHandIds);
    // The lists first: a scalar's handler may read them.
    m_cardTypes->setRows(view.cardTypes);
    m_voidSpaces->setRows(view.voidSpaces);
    m_lines->setRows(view.lines);
    m_characters->setRows(view.characters);
    m_abilities->setRows(view.abilities);
    m_shieldTargets->setRows(view.shieldTargets);
    m_correctionActions = std::move(view.correctionActions);
    m_corrections->setRows(view.corrections);
    m_turnHand->setRows(view.turnHand);
    const int pendingBefore = m_pending->count();
    m_pending->setRows(view.pending);
    if (m_pending->count() != pendingBefore)
        Q_EMIT pendingCountChanged();

    if (assignChanged(m_active, view.active))
        Q_EMIT activeChanged();
    if (assignChanged(m_tableDeck, view.tableDeck))
        Q_EMIT tableDeckChanged();
    if (assignChanged(m_round, view.round))
        Q_EMIT roundChanged();
    if (assignChanged(m_deckCount, view.deckCount))
        Q_EMIT deckCountChanged();
    if (assignChanged(m_discardCount, view.discardCount))
        Q_EMIT discardCountChanged();
    if (assignChanged(m_banishingCount, view.banishingCount))
        Q_EMIT banishingCountChanged();
    if (assignChanged(m_difficulty, view.difficulty))
        Q_EMIT difficultyChanged();
    if (assignChanged(m_turnCharacter, view.turnCharacter))
        Q_EMIT turnCharacterChanged();
    if (assignChanged(m_turnCharacterName, view.turnCharacterName))
        Q_EMIT turnCharacterNameChanged();
    if (assignChanged(m_settingUp, view.settingUp))
        Q_EMIT settingUpChanged();
    if (assignChanged(m_taken, view.taken))
        Q_EMIT takenChanged();
    if (assignChanged(m_abilityUsed, view.abilityUsed))
        Q_EMIT abilityUsedChanged();
    if (assignChanged(m_turnCharacterExhausted, view.turnCharacterExhausted))
        Q_EMIT turnCharacterExhaustedChanged();
    if (assignChanged(m_turnHandOnPhone, view.turnHandOnPhone))
        Q_EMIT turnHandOnPhoneChanged();
    if (assignChanged(m_turnPlayerName, view.turnPlayerName))
        Q_EMIT turnPlayerNameChanged();
    if (assignChanged(m_handExcess, view.handExcess))
        Q_EMIT handExcessChanged();
    if (assignChanged(m_revealable, view.revealable))
        Q_EMIT revealableChanged();
    if (assignChanged(m_phase, view.phase))
        Q_EMIT phaseChanged();
    if (assignChanged(m_packCheck, view.packCheck))
        Q_EMIT packCheckChanged();
    const bool byHandNamed = assignChanged(m_byHandName, view.byHandName);
    if (assignChanged(m_byHandEffect, view.byHandEffect) || byHandNamed)
        Q_EMIT byHandChanged();
    const bool outcomeMoved = assignChanged(m_outcome, view.outcome);
    const bool reasonMoved = assignChanged(m_lossReason, view.lossReason);
    if (assignChanged(m_deadCharacterName, view.deadCharacterName) || outcomeMoved || reasonMoved)
        Q_EMIT outcomeChanged();
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
                if (this->card(card).color == option.color.trimmed().toLower() && cards.size() < 3)
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

bool BanishingTableController::correct(int index, const QString &value)
{
    if (index < 0 || index >= m_correctionActions.size())
        return false;
    auto [action, field] = m_correctionActions.at(index);
    if (!field.isEmpty())
        action.insert(field, value);
    return send(action);
}

QList<BanishingCard> BanishingTableController::cardsAt(const QString &place) const
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
    return cards(movableCardsAt(board.value(), where.value()));
}

} // namespace arbiter
