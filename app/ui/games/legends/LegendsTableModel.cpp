#include "LegendsTableModel.h"
#include "ActiveSessionFollower.h"
#include "ui/typed/ChangeNotify.h"

#include "ActiveSession.h"
#include "LegendsCardView.h"
#include "games/exiled_legends/el_action_types.h"
#include "games/exiled_legends/el_options.h"
#include "games/exiled_legends/el_state.h"
#include "content/ContentText.h"
#include "text/PhraseText.h"

#include <QJsonArray>
#include <QJsonDocument>

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

// The engine's refusal as a greyed row shows it: why, and the rule.
template <class Row>
void setReason(Row &row, const std::optional<RuleError> &refused)
{
    if (!refused)
        return;
    row.reason = translated(refused->message);
    row.rule = refused->rule;
    row.code = refused->code;
}

LegendsPrompt promptView(const Table &table, const AbilityPrompt &prompt)
{
    const Ability *ability = table.ability(prompt.hero, prompt.ability, prompt.index);
    LegendsPrompt view;
    view.player = prompt.player;
    view.playerName = content_text::localized(table.nameOf(prompt.player));
    view.hero = prompt.hero;
    view.heroName = content_text::localized(table.nameOf(prompt.hero));
    view.ability = prompt.ability;
    view.index = prompt.index;
    view.name = content_text::localized(prompt.name);
    view.trigger = triggerName(prompt.trigger);
    view.text = ability ? content_text::localized(ability->text) : QString();
    view.rollMin = ability ? ability->rollMin : 0;
    return view;
}

LegendsWaiting waitingView(const Table &table, const PendingDamage &waiting)
{
    return {waiting.hero, content_text::localized(table.nameOf(waiting.hero)),
            content_text::localized(table.nameOf(table.ownerOf(waiting.hero))), waiting.counters};
}

QJsonObject useWith(const AbilityPrompt &prompt, const QJsonObject &effect)
{
    return typed::encode(AbilityUse{prompt.hero, prompt.ability, prompt.index, QJsonArray{effect}});
}

// What a step-2 ability may do to the waiting counters, as the engine allows
// it: the targets it may take a counter off, and those of its own player's
// heroes whose counter it may take on its own hero instead. The ability's own
// player's targets come first. The attacker's "as it attacks" abilities
// (whatever the kind of attack they wait for) are no answer to the attack:
// they get neither.
bool isAttackersOwnTrigger(Trigger trigger)
{
    return trigger == Trigger::Attacking || trigger == Trigger::PreciseAttacking || trigger == Trigger::MassAttacking;
}

void addReactionChoices(LegendsPrompt &view, const SessionState &state, const Table &table, const AbilityPrompt &prompt)
{
    if (isAttackersOwnTrigger(prompt.trigger))
        return;
    // A card whose pack computes its effect acts by itself on "Use": a
    // counter entered by hand would come on top of it.
    if (const Ability *ability = table.ability(prompt.hero, prompt.ability, prompt.index); ability && !ability->effects.isEmpty())
        return;
    std::vector<PendingDamage> waiting;
    for (const PendingDamage &p : table.data().attack->pending)
        if (p.counters > 0)
            waiting.push_back(p);
    std::stable_partition(waiting.begin(), waiting.end(),
                          [&](const PendingDamage &p) { return table.ownerOf(p.hero) == prompt.player; });
    for (const PendingDamage &p : waiting) {
        if (!legends_view::refusal(state, useWith(prompt, effect::prevent(p.hero, 1))))
            view.preventTargets.append(waitingView(table, p));
        if (p.hero != prompt.hero && table.ownerOf(p.hero) == prompt.player &&
            !legends_view::refusal(state, useWith(prompt, effect::redirect(p.hero, prompt.hero, 1))))
            view.redirectSources.append(waitingView(table, p));
    }
}

QStringList namesOf(const Table &table, const QStringList &ids)
{
    QStringList names;
    for (const QString &id : ids)
        names.append(content_text::localized(table.nameOf(id)));
    return names;
}

LegendsDeckCard cardInDeck(const Table &table, const QString &hero)
{
    const HeroCard *card = table.content().hero(hero);
    return {hero, content_text::localized(table.nameOf(hero)), card ? typeName(card->type) : QString(),
            card ? card->strength : 0, card ? card->maxHp : 0};
}

// A deck is listed by name: the real deck's order is the table's.
void sortByName(QList<LegendsDeckCard> &cards)
{
    std::sort(cards.begin(), cards.end(),
              [](const LegendsDeckCard &a, const LegendsDeckCard &b) { return a.name.localeAwareCompare(b.name) < 0; });
}

// The engine's one-tap corrections of one by-hand text (its effects.apply
// source), for one hero and that hero's player when `hero` is given.
QList<LegendsCorrection> correctionsFrom(const GameOptions &options, const QString &source, const QString &hero)
{
    QList<LegendsCorrection> found;
    if (source.isEmpty())
        return found;
    for (const OfferedAction &option : options.options) {
        if (typeOf(option.action) != QLatin1String(EffectsApply::kType) || option.action.value(u"source"_s).toString() != source)
            continue;
        const QJsonObject effect = option.action.value(u"effects"_s).toArray().first().toObject();
        if (!hero.isEmpty() && effect.contains(u"hero"_s) && effect.value(u"hero"_s).toString() != hero)
            continue;
        found.append({translated(option.label), QString::fromUtf8(QJsonDocument(option.action).toJson(QJsonDocument::Compact))});
    }
    return found;
}

LegendsSphere sphereView(const SphereCard &card)
{
    return {true, card.id, content_text::localized(card.name), typeName(card.type), content_text::localized(card.text)};
}

LegendsAbilityUse abilityUseView(const Table &table, const Ability *ability, const QString &hero, const QString &position,
                                 int index)
{
    const LegendsAbility printed = legends_view::abilityView(ability);
    LegendsAbilityUse view;
    view.name = printed.name;
    view.kind = printed.kind;
    view.text = printed.text;
    view.trigger = printed.trigger;
    view.cost = printed.cost;
    view.hero = hero;
    view.heroName = content_text::localized(table.nameOf(hero));
    view.ability = position;
    view.index = index;
    view.rollMin = ability ? ability->rollMin : 0;
    return view;
}

} // namespace

LegendsTableModel::LegendsTableModel(QObject *parent)
    : QObject(parent), m_players(GadgetListModel::of<LegendsPlayer>(this)),
      m_sphereChoices(GadgetListModel::of<LegendsSphere>(this)), m_actions(GadgetListModel::of<LegendsAction>(this)),
      m_abilities(GadgetListModel::of<LegendsAbilityUse>(this)), m_pending(GadgetListModel::of<LegendsWaiting>(this)),
      m_window(GadgetListModel::of<LegendsPrompt>(this)), m_reminders(GadgetListModel::of<LegendsPrompt>(this)),
      m_corrections(GadgetListModel::of<LegendsCorrection>(this)),
      m_drawCorrections(GadgetListModel::of<LegendsDrawCorrection>(this))
{
}

void LegendsTableModel::setSession(ActiveSession *session)
{
    if (!followActiveSession(m_session, session, this, [this] { refresh(); }, {}))
        return;
    Q_EMIT sessionChanged();
    refresh();
}

void LegendsTableModel::refresh()
{
    // Everything is worked out afresh from the state, then each value that
    // differs from what the view has is announced on its own (a list: only
    // its changed rows), so nothing on screen is re-laid out for nothing.
    QString stage;
    int round = 0;
    QString phase;
    int attackStep = 0;
    QString attackType;
    QString currentPlayer;
    QString currentPlayerName;
    int currentPlayerMp = 0;
    QString firstPlayerRoll;
    QString winnerName;
    bool drawn = false;
    QString packCheck;
    QList<LegendsPlayer> players;
    LegendsSphere sphere;
    int sphereDeckCount = 0;
    QList<LegendsSphere> sphereChoices;
    QStringList flow;
    QList<LegendsAction> actions;
    QList<LegendsAbilityUse> abilities;
    QList<LegendsWaiting> pending;
    QList<LegendsPrompt> window;
    QList<LegendsPrompt> reminders;
    QList<LegendsDrawCorrection> drawCorrections;
    LegendsChampionChoice championChoice;
    LegendsLastAttack lastAttack;
    LegendsByHand byHand;
    QList<LegendsCorrection> corrections;

    const auto publish = [&] {
        if (assignChanged(m_stage, stage))
            Q_EMIT stageChanged();
        if (assignChanged(m_round, round))
            Q_EMIT roundChanged();
        if (assignChanged(m_phase, phase))
            Q_EMIT phaseChanged();
        if (assignChanged(m_attackStep, attackStep))
            Q_EMIT attackStepChanged();
        if (assignChanged(m_attackType, attackType))
            Q_EMIT attackTypeChanged();
        if (assignChanged(m_currentPlayer, currentPlayer))
            Q_EMIT currentPlayerChanged();
        if (assignChanged(m_currentPlayerName, currentPlayerName))
            Q_EMIT currentPlayerNameChanged();
        if (assignChanged(m_currentPlayerMp, currentPlayerMp))
            Q_EMIT currentPlayerMpChanged();
        if (assignChanged(m_firstPlayerRoll, firstPlayerRoll))
            Q_EMIT firstPlayerRollChanged();
        if (assignChanged(m_winnerName, winnerName))
            Q_EMIT winnerNameChanged();
        if (assignChanged(m_drawn, drawn))
            Q_EMIT drawnChanged();
        if (assignChanged(m_packCheck, packCheck))
            Q_EMIT packCheckChanged();
        if (assignChanged(m_sphere, sphere))
            Q_EMIT sphereChanged();
        if (assignChanged(m_sphereDeckCount, sphereDeckCount))
            Q_EMIT sphereDeckCountChanged();
        if (assignChanged(m_flow, flow))
            Q_EMIT flowChanged();
        if (assignChanged(m_championChoice, championChoice))
            Q_EMIT championChoiceChanged();
        if (assignChanged(m_lastAttack, lastAttack))
            Q_EMIT lastAttackChanged();
        if (assignChanged(m_byHand, byHand))
            Q_EMIT byHandChanged();
        m_corrections->setRows(corrections);
        m_players->setRows(players);
        m_sphereChoices->setRows(sphereChoices);
        m_actions->setRows(actions);
        m_abilities->setRows(abilities);
        m_pending->setRows(pending);
        m_window->setRows(window);
        m_reminders->setRows(reminders);
        m_drawCorrections->setRows(drawCorrections);
    };

    const SessionState *state = m_session ? m_session->state() : nullptr;
    auto opened = state && state->game == u"exiled-legends"_s ? Table::open(*state) : Result<Table>(RuleError{});
    if (!opened) {
        publish();
        return;
    }
    const Table &table = opened.value();
    const GameData &data = table.data();
    const bool playing = data.stage == Stage::Play;
    stage = stageName(data.stage);
    packCheck = content_text::localized(state->setup.value(u"content"_s).toObject().value(u"check"_s).toString());
    round = data.round;
    if (playing || data.stage == Stage::Over) {
        currentPlayer = data.turn.player;
        currentPlayerName = content_text::localized(table.nameOf(data.turn.player));
    }
    if (playing)
        currentPlayerMp = table.counter(data.turn.player, counters::kMythPoints);
    if (playing && data.round == 1 && !data.order.isEmpty() && table.player(data.order.front()).orderRoll > 0) {
        QStringList others;
        for (const QString &id : data.order.mid(1))
            if (table.player(id).orderRoll > 0)
                others << tr("%1 %2").arg(content_text::localized(table.nameOf(id))).arg(table.player(id).orderRoll);
        const QString first = content_text::localized(table.nameOf(data.order.front()));
        const int rolled = table.player(data.order.front()).orderRoll;
        firstPlayerRoll = others.isEmpty() ? tr("%1 rolled %2 and plays first.").arg(first).arg(rolled)
                                           : tr("%1 rolled %2 and plays first (%3).").arg(first).arg(rolled).arg(others.join(tr(", ")));
    }
    if (playing)
        phase = phaseName(data.turn.phase);
    if (data.stage == Stage::Over) {
        drawn = data.winner.isEmpty();
        winnerName = data.winner.isEmpty() ? QString() : content_text::localized(table.nameOf(data.winner));
    }

    std::map<QString, int> pendingByHero;
    if (data.attack) {
        attackStep = data.attack->step == AttackStep::Reactions ? 2 : 4;
        attackType = data.attack->type == AttackType::Precise ? u"precise"_s : u"mass"_s;
        for (const PendingDamage &waiting : data.attack->pending) {
            pendingByHero[waiting.hero] = waiting.counters;
            pending.append(waitingView(table, waiting));
        }
        for (const AbilityPrompt &prompt : data.attack->window) {
            LegendsPrompt view = promptView(table, prompt);
            if (data.attack->step == AttackStep::Reactions)
                addReactionChoices(view, *state, table, prompt);
            window.append(view);
        }
    } else if (const std::optional<AttackOutcome> &outcome = data.turn.lastAttack) {
        lastAttack.shown = true;
        lastAttack.type = outcome->type == AttackType::Precise ? u"precise"_s : u"mass"_s;
        lastAttack.attackerName = content_text::localized(table.nameOf(outcome->attacker));
        lastAttack.strength = outcome->strength;
        for (const PendingDamage &dealt : outcome->dealt)
            lastAttack.results.append({dealt.hero, content_text::localized(table.nameOf(dealt.hero)),
                                       content_text::localized(table.nameOf(table.ownerOf(dealt.hero))), dealt.counters,
                                       outcome->destroyed.contains(dealt.hero)});
        lastAttack.destroyedNames = namesOf(table, outcome->destroyed);
    }

    // Only the card in force: while a new round waits for its flip, last
    // round's card is still face up but no longer this round's.
    if (const SphereCard *card = table.activeSphereCard())
        sphere = sphereView(*card);
    sphereDeckCount = int(data.sphereDeck.size());
    if (playing && data.turn.phase == Phase::Sphere) {
        // An empty deck is rebuilt from the face-up cards before the flip.
        const QStringList deck = data.sphereDeck.isEmpty() ? data.faceUp : data.sphereDeck;
        for (const QString &id : deck)
            if (const SphereCard *card = table.content().sphere(id))
                sphereChoices.append(sphereView(*card));
        std::sort(sphereChoices.begin(), sphereChoices.end(), [](const LegendsSphere &a, const LegendsSphere &b) {
            return a.name.localeAwareCompare(b.name) < 0;
        });
    }

    const QStringList seats = data.order.isEmpty() ? table.seating() : data.order;
    for (const QString &id : seats) {
        const PlayerData &p = table.player(id);
        const LegendCard *legendCard = table.content().legend(p.legend);
        LegendsPlayer player;
        player.id = id;
        player.name = content_text::localized(table.nameOf(id));
        player.current = playing && id == data.turn.player;
        player.out = p.out;
        player.winner = !data.winner.isEmpty() && id == data.winner;
        player.mp = table.counter(id, counters::kMythPoints);
        player.deckCount = int(p.deck.size());
        player.graveyard = namesOf(table, p.graveyard);
        player.legend = {p.legend,
                         content_text::localized(table.nameOf(p.legend)),
                         legendCard ? typeName(legendCard->type) : QString(),
                         p.flipped,
                         table.tokensInSupply(p.legend),
                         legendCard ? legends_view::abilityView(&legendCard->team) : LegendsAbility(),
                         legendCard ? content_text::localized(legendCard->bane.text) : QString()};
        QStringList lineup;
        if (!p.champion.isEmpty())
            lineup << p.champion;
        lineup << p.supports;
        for (const QString &hero : lineup) {
            LegendsHero view = legends_view::heroView(table, hero);
            const auto waiting = pendingByHero.find(hero);
            view.pending = waiting == pendingByHero.end() ? 0 : waiting->second;
            player.heroes.append(view);
        }
        player.lineupChosen = p.lineupChosen;
        if (data.stage == Stage::Setup && !p.lineupChosen) {
            for (const QString &hero : p.deck.mid(0, 3))
                player.deckTop.append(cardInDeck(table, hero));
            for (const QString &hero : p.deck)
                player.deck.append(cardInDeck(table, hero));
            sortByName(player.deck);
        }
        player.rolling = data.rolloff.contains(id);
        player.orderRoll = p.orderRoll;
        for (const QString &hero : p.hand)
            player.hand.append(cardInDeck(table, hero));
        player.picks = int(p.picks.size());
        players.append(player);
    }

    if (playing) {
        // What may be done now is the engine's answer; this model only lays it out.
        const GameOptions &options = *m_session->options();
        for (const QJsonObject &flowAction : flowActions())
            if (isOffered(options, flowAction))
                flow << typeOf(flowAction);

        // A by-hand ability at work: its words, and the corrections the engine offers for it.
        const QJsonObject handWork = options.step.value(u"by_hand"_s).toObject();
        if (!handWork.isEmpty()) {
            const QString hero = handWork.value(u"hero"_s).toString();
            byHand = {true, content_text::localized(handWork.value(u"name"_s).toString()),
                      content_text::localized(handWork.value(u"text"_s).toString()), content_text::localized(table.nameOf(hero)),
                      content_text::localized(table.nameOf(handWork.value(u"player"_s).toString()))};
            corrections = correctionsFrom(options, handWork.value(u"name"_s).toString(), {});
        }
        // The by-hand Sphere card in force and the bane tokens due now: their
        // corrections go with their words, on the card and on the reminder.
        const SphereCard *inForce = table.content().sphere(activeSphere(data));
        sphere.corrections = correctionsFrom(options, inForce ? inForce->name : QString(), {});

        const QString current = data.turn.player;
        for (const QString &type : fiveActions()) {
            LegendsAction entry;
            entry.type = type;
            for (const OfferedAction &option : options.options) {
                // {type, hero}: the screen names no token kind.
                if (typeOf(option.action) != type || option.action.size() != 2)
                    continue;
                const QString hero = option.action.value(u"hero"_s).toString();
                entry.heroes.append({hero, content_text::localized(table.nameOf(hero)),
                                     content_text::localized(table.nameOf(table.ownerOf(hero)))});
            }
            entry.enabled = !entry.heroes.isEmpty();
            if (!entry.enabled)
                setReason(entry, refusalIn(options, [&](const QJsonObject &a) { return typeOf(a) == type; }));
            actions.append(entry);
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
                LegendsAbilityUse entry = abilityUseView(table, ability, card, position, index);
                entry.enabled = enabled;
                setReason(entry, refused);
                abilities.append(entry);
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
            LegendsAbilityUse entry = abilityUseView(table, ability, hero, position, index);
            entry.playerName = content_text::localized(table.nameOf(table.ownerOf(hero)));
            entry.enabled = true;
            abilities.append(entry);
        }

        for (const AbilityPrompt &prompt : data.turn.reminders) {
            if (!isOffered(options, abilityUse(prompt.hero, prompt.ability, prompt.index)))
                continue; // used already, or its moment has passed
            reminders.append(promptView(table, prompt));
        }
        for (const BaneReminder &bane : data.turn.baneReminders) {
            const LegendCard *card = table.content().legend(bane.legend);
            LegendsPrompt entry;
            entry.kind = u"bane"_s;
            entry.hero = bane.hero;
            entry.heroName = content_text::localized(table.nameOf(bane.hero));
            entry.name = content_text::localized(table.nameOf(bane.legend));
            entry.text = card ? content_text::localized(card->bane.text) : QString();
            entry.corrections = correctionsFrom(options, table.nameOf(bane.legend), bane.hero);
            reminders.append(entry);
        }

        // The engine offers a correction for each hero drawn this turn, with
        // the cards still in that deck as the input.
        for (const OfferedAction &option : options.options) {
            if (typeOf(option.action) != QLatin1String(CorrectDraw::kType))
                continue;
            LegendsDrawCorrection correction;
            correction.hero = option.action.value(u"hero"_s).toString();
            correction.heroName = content_text::localized(table.nameOf(correction.hero));
            correction.player = table.ownerOf(correction.hero);
            correction.playerName = content_text::localized(table.nameOf(correction.player));
            for (const QJsonValue &actual : option.inputs.value(u"actual"_s).toArray())
                correction.alternatives.append(cardInDeck(table, actual.toString()));
            sortByName(correction.alternatives);
            drawCorrections.append(correction);
        }

        // One choice on screen at a time; with two waiting after a mass
        // attack, the later seat's shows first and the other follows.
        const QJsonArray choosing = options.step.value(u"choosing"_s).toArray();
        if (!choosing.isEmpty()) {
            const QJsonObject choice = choosing.last().toObject();
            championChoice.shown = true;
            championChoice.player = choice.value(u"player"_s).toString();
            championChoice.playerName = content_text::localized(table.nameOf(championChoice.player));
            for (const QJsonValue &hero : choice.value(u"candidates"_s).toArray())
                championChoice.candidates.append(legends_view::heroView(table, hero.toString()));
        }
    }
    publish();
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

bool LegendsTableModel::useAbilityWithFace(const QString &hero, const QString &ability, int index, int face)
{
    return applyAction(typed::encode(AbilityUse{hero, ability, index, {}, face}));
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

bool LegendsTableModel::chooseLineupFromDeck(const QString &player, const QString &champion, const QStringList &supports)
{
    return applyAction(typed::encode(LineupChoose{player, champion, QJsonArray::fromStringList(supports)}));
}

bool LegendsTableModel::correctDraw(const QString &hero, const QString &actual)
{
    return applyAction(typed::encode(CorrectDraw{hero, actual}));
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

bool LegendsTableModel::correct(const QString &action)
{
    return applyAction(QJsonDocument::fromJson(action.toUtf8()).object());
}

} // namespace arbiter
