#include "games/exiled_legends/el_options.h"

#include "games/exiled_legends/el_abilities.h"
#include "games/exiled_legends/el_action_types.h"
#include "games/exiled_legends/el_actions.h"
#include "games/exiled_legends/el_combat.h"
#include "games/exiled_legends/el_corrections.h"
#include "games/exiled_legends/el_game.h"
#include "games/exiled_legends/el_new_heroes.h"
#include "games/exiled_legends/el_state.h"
#include "games/exiled_legends/el_targets.h"

#include <algorithm>
#include <functional>

namespace arbiter::exiled_legends {

namespace {

const QString kPlayer = QStringLiteral("player");
const QString kHero = QStringLiteral("hero");

// A card's name before it is an entity too: drafted heroes become entities
// only when the draft ends.
QString cardName(const Table &table, const QString &id)
{
    if (table.state().entity(id))
        return table.nameOf(id);
    const HeroCard *hero = table.content().hero(id);
    return hero ? hero->name : id;
}

QString namesOf(const Table &table, const QStringList &ids)
{
    QStringList names;
    for (const QString &id : ids)
        names << table.nameOf(id);
    return names.join(QStringLiteral(", "));
}

// Players with a new Champion to choose; a mass attack may leave several.
QStringList choosingPlayers(const Table &table)
{
    QStringList choosing;
    for (const QString &id : table.seating())
        if (!table.player(id).candidates.isEmpty())
            choosing << id;
    return choosing;
}

class Offers {
public:
    // The rules run on copies of the state opened once (trials), and the
    // new state is never packed: the options only ask what is accepted.
    Offers(const Table &table, const SessionState &state) : m_table(table), m_builder(trials(state)) {}

    GameOptions take() { return std::move(m_builder.result()); }
    GameOptions &result() { return m_builder.result(); }

    void draftPicks()
    {
        for (const QString &id : m_table.seating())
            for (const QString &hero : m_table.player(id).hand)
                m_builder.offer(typed::encode(DraftPick{id, hero}),
                                phrase(QT_TRANSLATE_NOOP("Engine", "%1 keeps %2"), m_table.nameOf(id), cardName(m_table, hero)));
    }

    void lineups()
    {
        for (const QString &id : m_table.seating())
            for (const QString &hero : m_table.player(id).deck.mid(0, 3))
                m_builder.offer(typed::encode(LineupChoose{id, hero, {}}),
                                phrase(QT_TRANSLATE_NOOP("Engine", "%1 fields %2 as Champion"), m_table.nameOf(id),
                                       m_table.nameOf(hero)));
    }

    // The real Team deck's order is the table's: any card of the deck may
    // be the Champion, with the two Supports the table turned up as input.
    void realLineups()
    {
        for (const QString &id : m_table.seating()) {
            const QStringList deck = m_table.player(id).deck;
            for (const QString &champion : deck) {
                // Both orders: the first Support and the second are positions.
                QJsonArray pairs;
                for (const QString &first : deck)
                    for (const QString &second : deck)
                        if (first != second && first != champion && second != champion)
                            pairs.append(QJsonArray{first, second});
                m_builder.offerWithInput(typed::encode(LineupChoose{id, champion, {}}),
                                         phrase(QT_TRANSLATE_NOOP("Engine", "%1 fields %2 as Champion with the Supports the real deck showed"),
                                                m_table.nameOf(id), m_table.nameOf(champion)),
                                         QStringLiteral("supports"), pairs);
            }
        }
    }

    // A hero the app turned up this turn may be swapped for the card the
    // real Team deck showed (any card still in that deck).
    void drawCorrections()
    {
        for (const QString &id : m_table.seating()) {
            const PlayerData &p = m_table.player(id);
            for (const QString &hero : p.drawn)
                m_builder.offerWithInput(typed::encode(CorrectDraw{hero, {}}, {"actual"}),
                                         phrase(QT_TRANSLATE_NOOP("Engine", "The real deck turned up another hero than %1"),
                                                m_table.nameOf(hero)),
                                         QStringLiteral("actual"), QJsonArray::fromStringList(p.deck));
        }
    }

    // A card of the real Team deck that the pack lacks is typed whole, at the
    // moments the deck is looked at (asked of the rules with a stand-in card).
    void newHeroes()
    {
        const QJsonObject standIn{{QStringLiteral("name"), QStringLiteral("?")}, {QStringLiteral("type"), QStringLiteral("fire")},
                                  {QStringLiteral("strength"), 1}, {QStringLiteral("max_hp"), 1},
                                  {QStringLiteral("champion_name"), QStringLiteral("?")}, {QStringLiteral("champion_text"), QStringLiteral("?")},
                                  {QStringLiteral("support_name"), QStringLiteral("?")}, {QStringLiteral("support_text"), QStringLiteral("?")}};
        for (const QString &id : m_table.seating()) {
            if (!m_builder.check(typed::encode(DeckAddHero{id, standIn})))
                continue;
            m_builder.add({typed::encode(DeckAddHero{id, {}}, {"hero"}),
                           phrase(QT_TRANSLATE_NOOP("Engine", "%1's real deck holds a hero card the list lacks"), m_table.nameOf(id)),
                           {}, {OpenInput{QStringLiteral("hero"), newHeroFields()}}});
        }
    }

    static QJsonArray dieFaces()
    {
        QJsonArray faces;
        for (int face = 1; face <= 6; ++face)
            faces.append(face);
        return faces;
    }

    void orderRolls()
    {
        const QJsonArray faces = dieFaces();
        for (const QString &id : m_table.data().rolloff) {
            const QJsonObject roll = typed::encode(OrderRoll{id, {}});
            m_builder.offer(roll, phrase(QT_TRANSLATE_NOOP("Engine", "%1 rolls the app's die for the first turn"),
                                         m_table.nameOf(id)));
            m_builder.offerWithInput(roll,
                                     phrase(QT_TRANSLATE_NOOP("Engine", "%1 enters the real die's face for the first turn"),
                                            m_table.nameOf(id)),
                                     QStringLiteral("face"), faces);
        }
    }

    void sphereFlips()
    {
        const GameData &data = m_table.data();
        const QJsonObject flip = typed::encode(SphereFlip{});
        m_builder.offer(flip, phrase(QT_TRANSLATE_NOOP("Engine", "Flip the top card of the Sphere deck")));
        // An empty deck is rebuilt from the face-up cards before the flip.
        const QStringList candidates = data.sphereDeck.isEmpty() ? data.faceUp : data.sphereDeck;
        m_builder.offerWithInput(flip, phrase(QT_TRANSLATE_NOOP("Engine", "Name the Sphere card the table turned up")),
                                 QStringLiteral("sphere"), QJsonArray::fromStringList(candidates));
    }

    void championChoice(const QString &player)
    {
        for (const QString &hero : m_table.player(player).candidates)
            m_builder.offer(typed::encode(ReplaceChoose{hero}),
                            phrase(QT_TRANSLATE_NOOP("Engine", "%1 becomes %2's Champion"), m_table.nameOf(hero),
                                   m_table.nameOf(player)));
    }

    void flow()
    {
        const GameData &data = m_table.data();
        if (data.attack) {
            m_builder.offer(typed::encode(AttackContinue{}),
                            data.attack->step == AttackStep::Reactions
                                ? phrase(QT_TRANSLATE_NOOP("Engine", "Add the waiting damage counters"))
                                : phrase(QT_TRANSLATE_NOOP("Engine", "Send the destroyed heroes to the Graveyard")));
            return;
        }
        const Phase phase = data.turn.phase;
        m_builder.offer(typed::encode(PhaseNext{}),
                        phase == Phase::End || phase == Phase::Sphere
                            ? phrase(QT_TRANSLATE_NOOP("Engine", "Pass the turn to the next player"))
                            : phrase(QT_TRANSLATE_NOOP("Engine", "Go on to the %1 phase"),
                                     phaseName(static_cast<Phase>(static_cast<int>(phase) + 1))));
        m_builder.offer(typed::encode(TurnEnd{}), phrase(QT_TRANSLATE_NOOP("Engine", "End %1's turn"), m_table.nameOf(data.turn.player)));
    }

    // The five 1-MP actions. Their moment (the turn, the phase, the single
    // use, the Myth Points) is checked before the hero, so a refusal of the
    // moment is the refusal of every hero, and a screen shows it once.
    void oneMpActions()
    {
        const QString current = m_table.data().turn.player;
        QStringList everyone;
        for (const QString &id : m_table.seating())
            everyone << m_table.heroesInPlay(id);
        const QStringList ownSupports = m_table.player(current).supports; // the other three name one

        std::vector<Candidate> add, remove, heal, swap, back;
        for (const QString &hero : everyone) {
            add.push_back({typed::encode(AddBane{hero}),
                           phrase(QT_TRANSLATE_NOOP("Engine", "Add a bane token to %1 (1 MP)"), m_table.nameOf(hero))});
            QStringList kinds;
            for (const QString &legend : m_table.legendsInGame())
                if (m_table.counter(hero, counters::bane(legend)) > 0)
                    kinds << legend;
            if (kinds.size() == 1)
                remove.push_back({typed::encode(RemoveBane{hero, {}}),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "Take a bane token off %1 (1 MP)"), m_table.nameOf(hero))});
            for (const QString &legend : kinds)
                remove.push_back({typed::encode(RemoveBane{hero, legend}),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "Take a bane token of %2 off %1 (1 MP)"),
                                         m_table.nameOf(hero), m_table.nameOf(legend))});
        }
        for (const QString &hero : ownSupports) {
            heal.push_back({typed::encode(RemoveDamage{hero}),
                            phrase(QT_TRANSLATE_NOOP("Engine", "Remove 1 damage from %1 (1 MP)"), m_table.nameOf(hero))});
            swap.push_back({typed::encode(SwitchHeroes{hero}),
                            phrase(QT_TRANSLATE_NOOP("Engine", "Switch %1 with the Champion (1 MP)"), m_table.nameOf(hero))});
            back.push_back({typed::encode(ReturnSupport{hero}),
                            phrase(QT_TRANSLATE_NOOP("Engine", "Return %1 to the Team deck (1 MP)"), m_table.nameOf(hero))});
        }
        // With no hero to name (no token anywhere, no Support left), the
        // player's own Champion stands in, so the refusal still says why.
        const QString standIn = m_table.player(current).champion;
        oneMpAction<AddBane>(add, standIn);
        oneMpAction<RemoveBane>(remove, standIn);
        oneMpAction<RemoveDamage>(heal, standIn);
        oneMpAction<SwitchHeroes>(swap, standIn);
        oneMpAction<ReturnSupport>(back, standIn);
    }

    // The abilities of the players still in, from the position each card
    // stands in; the current player's functional ones show greyed with the
    // reason when they cannot be used now. Out of turn only triggered
    // abilities can be used (those of an open attack window, or left to the
    // table's judgement), so only those of the other players are tried.
    void abilities()
    {
        const QString current = m_table.data().turn.player;
        const auto inWindow = [&](const QString &hero, const QString &position, int index) {
            if (!m_table.data().attack)
                return false;
            for (const AbilityPrompt &prompt : m_table.data().attack->window)
                if (prompt.hero == hero && prompt.ability == position && prompt.index == index)
                    return true;
            return false;
        };
        for (const QString &id : m_table.playersIn()) {
            const PlayerData &p = m_table.player(id);
            std::vector<std::pair<QString, QString>> cards; // hero, position
            if (!p.champion.isEmpty())
                cards.emplace_back(p.champion, QStringLiteral("champion"));
            for (const QString &support : p.supports)
                cards.emplace_back(support, QStringLiteral("support"));
            if (!p.flipped && !p.legend.isEmpty())
                cards.emplace_back(p.legend, QStringLiteral("team"));
            for (const auto &[hero, position] : cards) {
                const int indexes = m_table.isLegend(hero) && position != QLatin1String("team") ? 2 : 1;
                for (int index = 0; index < indexes; ++index) {
                    const Ability *ability = m_table.ability(hero, position, index);
                    if (!ability || ability->kind == AbilityKind::Continuous)
                        continue;
                    const bool outOfTurnTrigger = ability->kind == AbilityKind::Triggered
                                                  && (ability->trigger == Trigger::Other || inWindow(hero, position, index));
                    if (id != current && !outOfTurnTrigger)
                        continue;
                    const QJsonObject use = typed::encode(AbilityUse{hero, position, index, {}, {}});
                    const bool greyed = id == current && ability->kind == AbilityKind::Functional;
                    if (ability->rollMin == 0) {
                        m_builder.offer(use,
                                        phrase(QT_TRANSLATE_NOOP("Engine", "Use %1 of %2"), ability->name, m_table.nameOf(hero)),
                                        greyed);
                        continue;
                    }
                    // An ability that rolls: with the app's die, or with the real die's face.
                    m_builder.offer(use,
                                    phrase(QT_TRANSLATE_NOOP("Engine", "Use %1 of %2 and roll the app's die"), ability->name,
                                           m_table.nameOf(hero)),
                                    greyed);
                    m_builder.offerWithInput(use,
                                             phrase(QT_TRANSLATE_NOOP("Engine", "Use %1 of %2 with the real die's face"),
                                                    ability->name, m_table.nameOf(hero)),
                                             QStringLiteral("face"), dieFaces());
                }
            }
        }
    }

    void corrections() { offerCorrections(m_table, m_builder); }

    // A precise attack on each other player's Champion, and every set of
    // targets a mass attack may take (ids sorted, so one set is one action).
    void attacks()
    {
        // As with the 1-MP actions, the moment is refused once, for every target.
        if (Status now = mayDeclareAttack(m_table); !now) {
            m_builder.refuse(typed::encode(AttackDeclare{}, {"attack", "targets"}), now.error());
            return;
        }
        const QString current = m_table.data().turn.player;
        const int strength = m_table.strengthOf(m_table.player(current).champion);
        for (const QString &id : m_table.playersIn()) {
            const QString champion = m_table.player(id).champion;
            if (id == current || champion.isEmpty())
                continue;
            m_builder.offer(typed::encode(AttackDeclare{QStringLiteral("precise"), QJsonArray{champion}, {}, {}}),
                            phrase(QT_TRANSLATE_NOOP("Engine", "Precise attack on %1 with Strength %2"), m_table.nameOf(champion),
                                   strength));
        }
        massAttacks(strength);
    }

private:
    struct Candidate {
        QJsonObject action;
        Phrase label;
    };

    template <typename A>
    void oneMpAction(std::vector<Candidate> candidates, const QString &standIn)
    {
        if (Status now = mayTake<A>(m_table); !now) {
            m_builder.refuse(typed::encode(A{}, {"hero"}), now.error());
            return;
        }
        const bool refusalOnly = candidates.empty();
        if (refusalOnly && !standIn.isEmpty()) {
            A named{};
            named.hero = standIn;
            candidates.push_back({typed::encode(named), {}});
        }
        std::optional<RefusedAction> firstRefusal;
        bool offered = false;
        for (const Candidate &candidate : candidates) {
            auto outcome = m_builder.check(candidate.action);
            if (outcome && !refusalOnly) {
                m_builder.add({candidate.action, candidate.label, {}});
                offered = true;
            } else if (!outcome && !firstRefusal) {
                firstRefusal = RefusedAction{candidate.action, outcome.error()};
            }
        }
        if (!offered && firstRefusal)
            m_builder.refuse(firstRefusal->action, firstRefusal->error);
    }

    // The sets are found with the targeting rules attack.declare applies
    // (checkAttackTargets), once the declaration itself passed the rules.
    void massAttacks(int strength)
    {
        AttackPlan plan = attackPlan(m_table, AttackType::Mass, strength, false);
        const QStringList seating = m_table.seating();
        struct Slot {
            TargetChoice choice;
            QString hero;
        };
        std::vector<Slot> pool;
        for (std::size_t p = 0; p < plan.players.size(); ++p) {
            if (p == plan.attacker)
                continue;
            const PlayerData &owner = m_table.player(seating.at(static_cast<qsizetype>(p)));
            QStringList positions{owner.champion};
            positions << owner.supports;
            for (std::size_t slot = 0; slot < kSlotCount && slot < static_cast<std::size_t>(positions.size()); ++slot) {
                const std::optional<TargetHero> &hero = plan.players[p].heroes[slot];
                if (hero && hero->available())
                    pool.push_back({{p, slot}, positions.at(static_cast<qsizetype>(slot))});
            }
        }
        const int required = std::min(strength, massTargetsAvailable(plan));
        if (required < 0 || required > static_cast<int>(pool.size()))
            return;
        std::vector<std::size_t> chosen;
        bool checkedByRules = false;
        const std::function<void(std::size_t)> pick = [&](std::size_t from) {
            if (static_cast<int>(chosen.size()) == required) {
                plan.targets.clear();
                QStringList ids;
                for (std::size_t i : chosen) {
                    plan.targets.push_back(pool[i].choice);
                    ids << pool[i].hero;
                }
                if (!checkAttackTargets(plan))
                    return;
                ids.sort();
                const QJsonObject declare =
                    typed::encode(AttackDeclare{QStringLiteral("mass"), QJsonArray::fromStringList(ids), {}, {}});
                if (!checkedByRules) {
                    if (!m_builder.check(declare))
                        return;
                    checkedByRules = true;
                }
                m_builder.add({declare,
                               ids.isEmpty() ? phrase(QT_TRANSLATE_NOOP("Engine", "Mass attack with Strength %1 on no hero"), strength)
                                             : phrase(QT_TRANSLATE_NOOP("Engine", "Mass attack with Strength %1 on %2"), strength,
                                                      namesOf(m_table, ids)),
                               {}});
                return;
            }
            for (std::size_t i = from; i < pool.size(); ++i) {
                chosen.push_back(i);
                pick(i + 1);
                chosen.pop_back();
            }
        };
        pick(0);
    }

    const Table &m_table;
    OptionsBuilder m_builder;
};

QJsonArray windowJson(const std::vector<AbilityPrompt> &window)
{
    QJsonArray out;
    for (const AbilityPrompt &p : window)
        out.append(QJsonObject{{kPlayer, p.player},
                               {kHero, p.hero},
                               {QStringLiteral("ability"), p.ability},
                               {QStringLiteral("index"), p.index},
                               {QStringLiteral("name"), p.name}});
    return out;
}

// Where play stands, in the game's own words (see the docs' "Options").
QJsonObject stepOf(const Table &table, const QStringList &choosing)
{
    const GameData &data = table.data();
    QJsonObject step{{QStringLiteral("stage"), stageName(data.stage)}};
    if (data.stage == Stage::Draft || data.stage == Stage::Setup) {
        QStringList drafting, lineup, rolling;
        qsizetype fewest = kTeamSize;
        for (const QString &id : table.seating())
            fewest = std::min(fewest, table.player(id).picks.size());
        for (const QString &id : table.seating()) {
            const PlayerData &p = table.player(id);
            if (data.stage == Stage::Draft && p.picks.size() == fewest)
                drafting << id;
            if (!p.lineupChosen)
                lineup << id;
        }
        for (const QString &id : data.rolloff)
            if (table.player(id).orderRoll == 0)
                rolling << id;
        step.insert(QStringLiteral("due"), data.stage == Stage::Draft ? QStringLiteral("draft") : QStringLiteral("setup"));
        if (data.stage == Stage::Draft) {
            step.insert(QStringLiteral("drafting"), QJsonArray::fromStringList(drafting));
            step.insert(QStringLiteral("pick"), static_cast<int>(fewest) + 1);
        } else {
            step.insert(QStringLiteral("lineup"), QJsonArray::fromStringList(lineup));
        }
        step.insert(QStringLiteral("rolling"), QJsonArray::fromStringList(rolling));
        if (!data.order.isEmpty())
            step.insert(QStringLiteral("order"), QJsonArray::fromStringList(data.order));
        return step;
    }
    step.insert(QStringLiteral("round"), data.round);
    if (data.stage == Stage::Over)
        return step;
    const TurnData &turn = data.turn;
    step.insert(kPlayer, turn.player);
    step.insert(QStringLiteral("phase"), phaseName(turn.phase));
    step.insert(QStringLiteral("mp"), table.counter(turn.player, counters::kMythPoints));
    // The Sphere card in force this round; null while the round's card is still to be flipped.
    const QString sphere = activeSphere(data);
    step.insert(QStringLiteral("sphere"), sphere.isEmpty() ? QJsonValue() : QJsonValue(sphere));
    QString due = QStringLiteral("turn");
    if (!choosing.isEmpty()) {
        due = QStringLiteral("champion_choice");
        QJsonArray choices;
        for (const QString &id : choosing)
            choices.append(QJsonObject{{kPlayer, id},
                                       {QStringLiteral("candidates"), QJsonArray::fromStringList(table.player(id).candidates)}});
        step.insert(QStringLiteral("choosing"), choices);
    } else if (turn.phase == Phase::Sphere) {
        due = QStringLiteral("sphere_flip");
    } else if (data.attack) {
        const bool reactions = data.attack->step == AttackStep::Reactions;
        due = reactions ? QStringLiteral("attack_reactions") : QStringLiteral("attack_aftermath");
        step.insert(QStringLiteral("attack"),
                    QJsonObject{{QStringLiteral("type"),
                                 data.attack->type == AttackType::Precise ? QStringLiteral("precise") : QStringLiteral("mass")},
                                {QStringLiteral("attacker"), data.attack->attacker},
                                {QStringLiteral("strength"), data.attack->strength},
                                {QStringLiteral("step"), reactions ? 2 : 4},
                                {QStringLiteral("window"), windowJson(data.attack->window)}});
    }
    step.insert(QStringLiteral("due"), due);
    if (const QJsonObject byHand = byHandStep(table); !byHand.isEmpty())
        step.insert(QStringLiteral("by_hand"), byHand);
    if (const QJsonArray texts = byHandTexts(table); !texts.isEmpty())
        step.insert(QStringLiteral("by_hand_texts"), texts);
    step.insert(QStringLiteral("used"), QJsonArray::fromStringList(turn.used));
    step.insert(QStringLiteral("attacked"), turn.attacked);
    return step;
}

// In the draft and the setup everyone acts at once: the actor is the one
// player still to act, if only one is.
QString setupActor(const Table &table)
{
    const GameData &data = table.data();
    QStringList waiting;
    const QJsonArray drafting = stepOf(table, {}).value(QStringLiteral("drafting")).toArray();
    for (const QJsonValue &id : drafting)
        waiting << id.toString();
    for (const QString &id : table.seating()) {
        const PlayerData &p = table.player(id);
        if (data.stage == Stage::Setup && !p.lineupChosen && !waiting.contains(id))
            waiting << id;
        if (data.rolloff.contains(id) && p.orderRoll == 0 && !waiting.contains(id))
            waiting << id;
    }
    return waiting.size() == 1 ? waiting.front() : QString();
}

} // namespace

GameOptions options(const SessionState &state)
{
    auto opened = Table::open(state);
    if (!opened)
        return {}; // a broken pack: nothing can be played, and setup refuses such a session anyway
    const Table &table = opened.value();
    const GameData &data = table.data();
    Offers offers(table, state);
    const QStringList choosing = data.stage == Stage::Play ? choosingPlayers(table) : QStringList();

    switch (data.stage) {
    case Stage::Draft:
        offers.draftPicks();
        offers.orderRolls();
        offers.result().actor = setupActor(table);
        break;
    case Stage::Setup:
        offers.lineups();
        offers.realLineups();
        offers.newHeroes();
        offers.orderRolls();
        offers.result().actor = setupActor(table);
        break;
    case Stage::Play: {
        // A Champion choice holds everything else up: the rest is tried all
        // the same, so that the screens show it greyed with that reason.
        for (const QString &id : choosing)
            offers.championChoice(id);
        offers.drawCorrections();
        offers.newHeroes();
        if (data.turn.phase == Phase::Sphere)
            offers.sphereFlips();
        offers.flow();
        offers.oneMpActions();
        offers.attacks();
        offers.abilities();
        offers.corrections();
        if (choosing.isEmpty())
            offers.result().actor = data.turn.player;
        else if (choosing.size() == 1)
            offers.result().actor = choosing.front();
        break;
    }
    case Stage::Over:
        offers.result().over = true;
        offers.result().winner = data.winner.isEmpty() ? QJsonValue() : QJsonValue(data.winner);
        break;
    }
    offers.result().step = stepOf(table, choosing);
    return offers.take();
}

} // namespace arbiter::exiled_legends
