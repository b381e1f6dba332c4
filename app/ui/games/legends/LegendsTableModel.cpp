#include "LegendsTableModel.h"
#include "ActiveSessionFollower.h"

#include "ActiveSession.h"
#include "LegendsCardView.h"
#include "games/exiled_legends/el_action_types.h"
#include "games/exiled_legends/el_options.h"
#include "games/exiled_legends/el_state.h"
#include "content/ContentText.h"
#include "text/PhraseText.h"

#include <QJsonArray>

#include <algorithm>
#include <functional>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

using namespace exiled_legends;

// The steps that move play on, each as the engine offers it (no field to fill).
const std::vector<QJsonObject> &flowActions()
{
    static const std::vector<QJsonObject> actions{typed::encode(SphereFlip{}), typed::encode(PhaseNext{}),
                                                  typed::encode(TurnEnd{}), typed::encode(AttackContinue{})};
    return actions;
}

QString typeOf(const QJsonObject &action) { return action.value(u"type"_s).toString(); }

// One of the five 1-MP actions on a hero; empty for any other type.
QJsonObject oneMpAction(const QString &type, const QString &hero)
{
    if (type == QLatin1String(AddBane::kType))
        return typed::encode(AddBane{hero});
    if (type == QLatin1String(RemoveBane::kType))
        return typed::encode(RemoveBane{hero, {}});
    if (type == QLatin1String(RemoveDamage::kType))
        return typed::encode(RemoveDamage{hero});
    if (type == QLatin1String(SwitchHeroes::kType))
        return typed::encode(SwitchHeroes{hero});
    if (type == QLatin1String(ReturnSupport::kType))
        return typed::encode(ReturnSupport{hero});
    return {};
}

const QStringList &fiveActions()
{
    static const QStringList types{QLatin1String(AddBane::kType), QLatin1String(RemoveBane::kType),
                                   QLatin1String(RemoveDamage::kType), QLatin1String(SwitchHeroes::kType),
                                   QLatin1String(ReturnSupport::kType)};
    return types;
}

QJsonObject abilityUse(const QString &hero, const QString &position, int index)
{
    return typed::encode(AbilityUse{hero, position, index, {}});
}

// An action the engine offers now as it stands (no input left to the table).
bool isOffered(const GameOptions &options, const QJsonObject &action)
{
    return std::any_of(options.options.begin(), options.options.end(),
                       [&](const OfferedAction &o) { return o.inputs.isEmpty() && o.action == action; });
}

std::optional<RuleError> refusalIn(const GameOptions &options, const std::function<bool(const QJsonObject &)> &matches)
{
    for (const RefusedAction &refused : options.refused)
        if (matches(refused.action))
            return refused.error;
    return std::nullopt;
}

QVariantMap reasonOf(const std::optional<RuleError> &refused)
{
    if (!refused)
        return {};
    return {{u"reason"_s, translated(refused->message)}, {u"rule"_s, refused->rule}, {u"code"_s, refused->code}};
}

QVariantMap promptView(const Table &table, const AbilityPrompt &prompt)
{
    const Ability *ability = table.ability(prompt.hero, prompt.ability, prompt.index);
    return {{u"player"_s, prompt.player},
            {u"playerName"_s, content_text::localized(table.nameOf(prompt.player))},
            {u"hero"_s, prompt.hero},
            {u"heroName"_s, content_text::localized(table.nameOf(prompt.hero))},
            {u"ability"_s, prompt.ability},
            {u"index"_s, prompt.index},
            {u"name"_s, content_text::localized(prompt.name)},
            {u"trigger"_s, triggerName(prompt.trigger)},
            {u"text"_s, ability ? content_text::localized(ability->text) : QString()}};
}

QVariantMap waitingView(const Table &table, const PendingDamage &waiting)
{
    return {{u"hero"_s, waiting.hero},
            {u"heroName"_s, content_text::localized(table.nameOf(waiting.hero))},
            {u"playerName"_s, content_text::localized(table.nameOf(table.ownerOf(waiting.hero)))},
            {u"counters"_s, waiting.counters}};
}

QJsonObject useWith(const AbilityPrompt &prompt, const QJsonObject &effect)
{
    return typed::encode(AbilityUse{prompt.hero, prompt.ability, prompt.index, QJsonArray{effect}});
}

// What a step-2 ability may do to the waiting counters, as the engine allows
// it: the targets it may take a counter off, and those of its own player's
// heroes whose counter it may take on its own hero instead. The ability's own
// player's targets come first. The attacker's "as it attacks" abilities are
// no answer to the attack: they get neither.
std::pair<QVariantList, QVariantList> reactionChoices(const SessionState &state, const Table &table, const AbilityPrompt &prompt)
{
    if (prompt.trigger == Trigger::Attacking)
        return {};
    std::vector<PendingDamage> waiting;
    for (const PendingDamage &p : table.data().attack->pending)
        if (p.counters > 0)
            waiting.push_back(p);
    std::stable_partition(waiting.begin(), waiting.end(),
                          [&](const PendingDamage &p) { return table.ownerOf(p.hero) == prompt.player; });
    QVariantList preventTargets;
    QVariantList redirectSources;
    for (const PendingDamage &p : waiting) {
        if (!legends_view::refusal(state, useWith(prompt, effect::prevent(p.hero, 1))))
            preventTargets.append(waitingView(table, p));
        if (p.hero != prompt.hero && table.ownerOf(p.hero) == prompt.player &&
            !legends_view::refusal(state, useWith(prompt, effect::redirect(p.hero, prompt.hero, 1))))
            redirectSources.append(waitingView(table, p));
    }
    return {preventTargets, redirectSources};
}

QVariantList namesOf(const Table &table, const QStringList &ids)
{
    QVariantList names;
    for (const QString &id : ids)
        names.append(content_text::localized(table.nameOf(id)));
    return names;
}

QVariantMap cardInDeck(const Table &table, const QString &hero)
{
    const HeroCard *card = table.content().hero(hero);
    return {{u"id"_s, hero},
            {u"name"_s, content_text::localized(table.nameOf(hero))},
            {u"type"_s, card ? typeName(card->type) : QString()},
            {u"strength"_s, card ? card->strength : 0},
            {u"maxHp"_s, card ? card->maxHp : 0}};
}

} // namespace

LegendsTableModel::LegendsTableModel(QObject *parent) : QObject(parent) {}

void LegendsTableModel::setSession(ActiveSession *session)
{
    if (!followActiveSession(m_session, session, this, [this] { refresh(); }, {}))
        return;
    Q_EMIT sessionChanged();
    refresh();
}

QVariantList LegendsTableModel::snapshot() const
{
    return {m_stage,        m_round,           m_phase,   m_attackStep, m_attackType,     m_currentPlayer,  m_currentPlayerName,
            m_winnerName,   m_drawn,           m_players, m_sphere,     m_sphereDeckCount, m_sphereChoices, m_flow,
            m_actions,      m_abilities,       m_pending, m_window,     m_reminders,       m_championChoice, m_lastAttack, m_firstPlayerRoll};
}

void LegendsTableModel::refresh()
{
    // Views bind whole lists: a state that looks the same is not sent again,
    // so nothing on screen is re-laid out for nothing.
    const QVariantList before = snapshot();
    const auto emitIfChanged = [&] {
        if (snapshot() != before)
            Q_EMIT changed();
    };
    m_stage.clear();
    m_round = 0;
    m_phase.clear();
    m_attackStep = 0;
    m_attackType.clear();
    m_currentPlayer.clear();
    m_currentPlayerName.clear();
    m_firstPlayerRoll.clear();
    m_winnerName.clear();
    m_drawn = false;
    m_players.clear();
    m_sphere.clear();
    m_sphereDeckCount = 0;
    m_sphereChoices.clear();
    m_flow.clear();
    m_actions.clear();
    m_abilities.clear();
    m_pending.clear();
    m_window.clear();
    m_reminders.clear();
    m_championChoice.clear();
    m_lastAttack.clear();

    const SessionState *state = m_session ? m_session->state() : nullptr;
    auto opened = state && state->game == u"exiled-legends"_s ? Table::open(*state) : Result<Table>(RuleError{});
    if (!opened) {
        emitIfChanged();
        return;
    }
    const Table &table = opened.value();
    const GameData &data = table.data();
    const bool playing = data.stage == Stage::Play;
    m_stage = stageName(data.stage);
    m_round = data.round;
    if (playing || data.stage == Stage::Over) {
        m_currentPlayer = data.turn.player;
        m_currentPlayerName = content_text::localized(table.nameOf(data.turn.player));
    }
    if (playing && data.round == 1 && !data.order.isEmpty() && table.player(data.order.front()).orderRoll > 0) {
        QStringList others;
        for (const QString &id : data.order.mid(1))
            if (table.player(id).orderRoll > 0)
                others << tr("%1 %2").arg(content_text::localized(table.nameOf(id))).arg(table.player(id).orderRoll);
        const QString first = content_text::localized(table.nameOf(data.order.front()));
        const int rolled = table.player(data.order.front()).orderRoll;
        m_firstPlayerRoll = others.isEmpty() ? tr("%1 rolled %2 and plays first.").arg(first).arg(rolled)
                                             : tr("%1 rolled %2 and plays first (%3).").arg(first).arg(rolled).arg(others.join(tr(", ")));
    }
    if (playing)
        m_phase = phaseName(data.turn.phase);
    if (data.stage == Stage::Over) {
        m_drawn = data.winner.isEmpty();
        m_winnerName = data.winner.isEmpty() ? QString() : content_text::localized(table.nameOf(data.winner));
    }

    std::map<QString, int> pendingByHero;
    if (data.attack) {
        m_attackStep = data.attack->step == AttackStep::Reactions ? 2 : 4;
        m_attackType = data.attack->type == AttackType::Precise ? u"precise"_s : u"mass"_s;
        for (const PendingDamage &waiting : data.attack->pending) {
            pendingByHero[waiting.hero] = waiting.counters;
            m_pending.append(QVariantMap{{u"hero"_s, waiting.hero},
                                         {u"heroName"_s, content_text::localized(table.nameOf(waiting.hero))},
                                         {u"playerName"_s, content_text::localized(table.nameOf(table.ownerOf(waiting.hero)))},
                                         {u"counters"_s, waiting.counters}});
        }
        for (const AbilityPrompt &prompt : data.attack->window) {
            QVariantMap view = promptView(table, prompt);
            if (data.attack->step == AttackStep::Reactions) {
                const auto [preventTargets, redirectSources] = reactionChoices(*state, table, prompt);
                view.insert(u"preventTargets"_s, preventTargets);
                view.insert(u"redirectSources"_s, redirectSources);
            }
            m_window.append(view);
        }
    } else if (const std::optional<AttackOutcome> &outcome = data.turn.lastAttack) {
        QVariantList results;
        QVariantList destroyedNames;
        for (const PendingDamage &dealt : outcome->dealt)
            results.append(QVariantMap{{u"hero"_s, dealt.hero},
                                       {u"heroName"_s, content_text::localized(table.nameOf(dealt.hero))},
                                       {u"playerName"_s, content_text::localized(table.nameOf(table.ownerOf(dealt.hero)))},
                                       {u"counters"_s, dealt.counters},
                                       {u"destroyed"_s, outcome->destroyed.contains(dealt.hero)}});
        for (const QString &hero : outcome->destroyed)
            destroyedNames.append(content_text::localized(table.nameOf(hero)));
        m_lastAttack = {{u"type"_s, outcome->type == AttackType::Precise ? u"precise"_s : u"mass"_s},
                        {u"attackerName"_s, content_text::localized(table.nameOf(outcome->attacker))},
                        {u"strength"_s, outcome->strength},
                        {u"results"_s, results},
                        {u"destroyedNames"_s, destroyedNames}};
    }

    if (!data.faceUp.isEmpty()) {
        if (const SphereCard *card = table.content().sphere(data.faceUp.constLast()))
            m_sphere = {{u"id"_s, card->id}, {u"name"_s, content_text::localized(card->name)}, {u"type"_s, typeName(card->type)}, {u"text"_s, content_text::localized(card->text)}};
    }
    m_sphereDeckCount = int(data.sphereDeck.size());
    if (playing && data.turn.phase == Phase::Sphere) {
        // An empty deck is rebuilt from the face-up cards before the flip.
        const QStringList deck = data.sphereDeck.isEmpty() ? data.faceUp : data.sphereDeck;
        for (const QString &id : deck)
            if (const SphereCard *card = table.content().sphere(id))
                m_sphereChoices.append(QVariantMap{
                    {u"id"_s, card->id}, {u"name"_s, content_text::localized(card->name)}, {u"type"_s, typeName(card->type)}, {u"text"_s, content_text::localized(card->text)}});
        std::sort(m_sphereChoices.begin(), m_sphereChoices.end(), [](const QVariant &a, const QVariant &b) {
            return a.toMap().value(u"name"_s).toString().localeAwareCompare(b.toMap().value(u"name"_s).toString()) < 0;
        });
    }

    const QStringList seats = data.order.isEmpty() ? table.seating() : data.order;
    for (const QString &id : seats) {
        const PlayerData &p = table.player(id);
        const LegendCard *legendCard = table.content().legend(p.legend);
        QVariantMap legend{{u"id"_s, p.legend},
                           {u"name"_s, content_text::localized(table.nameOf(p.legend))},
                           {u"type"_s, legendCard ? typeName(legendCard->type) : QString()},
                           {u"flipped"_s, p.flipped},
                           {u"tokensLeft"_s, table.tokensInSupply(p.legend)},
                           {u"team"_s, legendCard ? legends_view::abilityView(&legendCard->team) : QVariantMap()},
                           {u"bane"_s, legendCard ? content_text::localized(legendCard->bane.text) : QString()}};
        QVariantList heroes;
        QStringList lineup;
        if (!p.champion.isEmpty())
            lineup << p.champion;
        lineup << p.supports;
        for (const QString &hero : lineup) {
            QVariantMap view = legends_view::heroView(table, hero);
            const auto waiting = pendingByHero.find(hero);
            view.insert(u"pending"_s, waiting == pendingByHero.end() ? 0 : waiting->second);
            heroes.append(view);
        }
        QVariantList deckTop;
        if (data.stage == Stage::Setup && !p.lineupChosen)
            for (const QString &hero : p.deck.mid(0, 3))
                deckTop.append(cardInDeck(table, hero));
        QVariantList hand;
        for (const QString &hero : p.hand)
            hand.append(cardInDeck(table, hero));
        m_players.append(QVariantMap{{u"id"_s, id},
                                     {u"name"_s, content_text::localized(table.nameOf(id))},
                                     {u"current"_s, playing && id == data.turn.player},
                                     {u"out"_s, p.out},
                                     {u"winner"_s, !data.winner.isEmpty() && id == data.winner},
                                     {u"mp"_s, table.counter(id, counters::kMythPoints)},
                                     {u"deckCount"_s, int(p.deck.size())},
                                     {u"graveyard"_s, namesOf(table, p.graveyard)},
                                     {u"legend"_s, legend},
                                     {u"heroes"_s, heroes},
                                     {u"lineupChosen"_s, p.lineupChosen},
                                     {u"deckTop"_s, deckTop},
                                     {u"rolling"_s, data.rolloff.contains(id)},
                                     {u"orderRoll"_s, p.orderRoll},
                                     {u"hand"_s, hand},
                                     {u"picks"_s, int(p.picks.size())}});
    }

    if (playing) {
        // What may be done now is the engine's answer; this model only lays it out.
        const GameOptions &options = *m_session->options();
        for (const QJsonObject &flow : flowActions())
            if (isOffered(options, flow))
                m_flow << typeOf(flow);

        const QString current = data.turn.player;
        for (const QString &type : fiveActions()) {
            QVariantList heroes;
            for (const OfferedAction &option : options.options) {
                // {type, hero}: the screen names no token kind.
                if (typeOf(option.action) != type || option.action.size() != 2)
                    continue;
                const QString hero = option.action.value(u"hero"_s).toString();
                heroes.append(QVariantMap{{u"id"_s, hero},
                                          {u"name"_s, content_text::localized(table.nameOf(hero))},
                                          {u"playerName"_s, content_text::localized(table.nameOf(table.ownerOf(hero)))}});
            }
            QVariantMap entry{{u"type"_s, type}, {u"heroes"_s, heroes}, {u"enabled"_s, !heroes.isEmpty()}};
            if (heroes.isEmpty())
                entry.insert(reasonOf(refusalIn(options, [&](const QJsonObject &a) { return typeOf(a) == type; })));
            m_actions.append(entry);
        }

        // The current player's functional abilities, usable or greyed with
        // why, then every "whenever the table says" triggered ability usable now.
        QStringList cards = table.heroesInPlay(current);
        if (!table.player(current).flipped)
            cards << table.player(current).legend;
        for (const QString &card : cards) {
            const PlayerData &owner = table.player(current);
            const QString position = table.isLegend(card) && !owner.flipped ? u"team"_s
                                     : owner.champion == card               ? u"champion"_s
                                                                            : u"support"_s;
            for (int index = 0; index < (table.isLegend(card) && owner.flipped ? 2 : 1); ++index) {
                const Ability *ability = table.ability(card, position, index);
                if (!ability || ability->kind != AbilityKind::Functional)
                    continue;
                const QJsonObject use = abilityUse(card, position, index);
                const bool enabled = isOffered(options, use);
                const auto refused = refusalIn(options, [&](const QJsonObject &a) { return a == use; });
                if (!enabled && !refused)
                    continue;
                QVariantMap entry = legends_view::abilityView(ability);
                entry.insert({{u"hero"_s, card}, {u"heroName"_s, content_text::localized(table.nameOf(card))}, {u"ability"_s, position}, {u"index"_s, index}});
                entry.insert(u"enabled"_s, enabled);
                entry.insert(reasonOf(refused));
                m_abilities.append(entry);
            }
        }
        for (const OfferedAction &option : options.options) {
            if (data.attack || typeOf(option.action) != QLatin1String(AbilityUse::kType))
                continue;
            const QString hero = option.action.value(u"hero"_s).toString();
            const QString position = option.action.value(u"ability"_s).toString();
            const int index = option.action.value(u"index"_s).toInt();
            const Ability *ability = table.ability(hero, position, index);
            if (!ability || ability->kind != AbilityKind::Triggered || ability->trigger != Trigger::Other)
                continue;
            QVariantMap entry = legends_view::abilityView(ability);
            entry.insert({{u"hero"_s, hero},
                          {u"heroName"_s, content_text::localized(table.nameOf(hero))},
                          {u"playerName"_s, content_text::localized(table.nameOf(table.ownerOf(hero)))},
                          {u"ability"_s, position},
                          {u"index"_s, index},
                          {u"enabled"_s, true}});
            m_abilities.append(entry);
        }

        for (const AbilityPrompt &prompt : data.turn.reminders) {
            if (!isOffered(options, abilityUse(prompt.hero, prompt.ability, prompt.index)))
                continue; // used already, or its moment has passed
            QVariantMap entry = promptView(table, prompt);
            entry.insert(u"kind"_s, u"ability"_s);
            m_reminders.append(entry);
        }
        for (const BaneReminder &bane : data.turn.baneReminders) {
            const LegendCard *card = table.content().legend(bane.legend);
            m_reminders.append(QVariantMap{{u"kind"_s, u"bane"_s},
                                           {u"hero"_s, bane.hero},
                                           {u"heroName"_s, content_text::localized(table.nameOf(bane.hero))},
                                           {u"name"_s, content_text::localized(table.nameOf(bane.legend))},
                                           {u"text"_s, card ? content_text::localized(card->bane.text) : QString()}});
        }

        // One choice on screen at a time; with two waiting after a mass
        // attack, the later seat's shows first and the other follows.
        const QJsonArray choosing = options.step.value(u"choosing"_s).toArray();
        if (!choosing.isEmpty()) {
            const QJsonObject choice = choosing.last().toObject();
            QVariantList candidates;
            for (const QJsonValue &hero : choice.value(u"candidates"_s).toArray())
                candidates.append(legends_view::heroView(table, hero.toString()));
            const QString player = choice.value(u"player"_s).toString();
            m_championChoice = {{u"player"_s, player}, {u"playerName"_s, content_text::localized(table.nameOf(player))}, {u"candidates"_s, candidates}};
        }
    }
    emitIfChanged();
}

bool LegendsTableModel::applyAction(const QJsonObject &action)
{
    return m_session && m_session->applyAction(action);
}

bool LegendsTableModel::step(const QString &flowType)
{
    for (const QJsonObject &flow : flowActions())
        if (typeOf(flow) == flowType)
            return applyAction(flow);
    return false;
}

bool LegendsTableModel::flipSphere(const QString &sphere)
{
    return applyAction(typed::encode(SphereFlip{sphere}));
}

bool LegendsTableModel::act(const QString &actionType, const QString &hero)
{
    const QJsonObject action = oneMpAction(actionType, hero);
    return !action.isEmpty() && applyAction(action);
}

bool LegendsTableModel::useAbility(const QString &hero, const QString &ability, int index)
{
    return applyAction(typed::encode(AbilityUse{hero, ability, index, {}}));
}

bool LegendsTableModel::useToPrevent(const QString &hero, const QString &ability, int index, const QString &target,
                                     int amount)
{
    const QJsonObject prevent = effect::prevent(target, amount > 0 ? std::optional<int>(amount) : std::nullopt);
    return applyAction(typed::encode(AbilityUse{hero, ability, index, QJsonArray{prevent}}));
}

bool LegendsTableModel::useToRedirect(const QString &hero, const QString &ability, int index, const QString &target,
                                      int amount)
{
    return applyAction(typed::encode(AbilityUse{hero, ability, index, QJsonArray{effect::redirect(target, hero, amount)}}));
}

bool LegendsTableModel::chooseChampion(const QString &hero)
{
    return applyAction(typed::encode(ReplaceChoose{hero}));
}

bool LegendsTableModel::chooseLineup(const QString &player, const QString &champion)
{
    return applyAction(typed::encode(LineupChoose{player, champion, {}}));
}

bool LegendsTableModel::rollForOrder(const QString &player, int face)
{
    return applyAction(typed::encode(OrderRoll{player, face > 0 ? std::optional<int>(face) : std::nullopt}));
}

bool LegendsTableModel::pickDraft(const QString &player, const QString &hero)
{
    return applyAction(typed::encode(DraftPick{player, hero}));
}

bool LegendsTableModel::adjust(const QString &entity, const QString &counter, int delta)
{
    return m_session && m_session->adjustCounter(entity, counter, delta);
}

} // namespace arbiter
