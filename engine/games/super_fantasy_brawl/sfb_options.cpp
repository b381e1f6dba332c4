#include "games/super_fantasy_brawl/sfb_options.h"

#include "core/hex_calculators.h"
#include "games/super_fantasy_brawl/sfb_action_types.h"
#include "games/super_fantasy_brawl/sfb_activation.h"
#include "games/super_fantasy_brawl/sfb_game.h"
#include "games/super_fantasy_brawl/sfb_queries.h"
#include "games/super_fantasy_brawl/sfb_setup.h"
#include "games/super_fantasy_brawl/sfb_support.h"

#include <algorithm>
#include <functional>
#include <map>

namespace arbiter {

namespace {

using namespace sfb;
using typed::encode;

const QString kDrawn = QStringLiteral("drawn");
const QString kTrapUnrevealed = QStringLiteral("sfb.trap_unrevealed");
const QString kFearChoiceNeeded = QStringLiteral("sfb.fear_choice_needed");

// One action setting off more traps than this is rare enough to leave to the
// table (the move is then not listed); each level multiplies the candidates.
constexpr int kMostTrapsListed = 2;
// Ordered draws of Challenge cards listed as values; beyond this the list is cut.
constexpr std::size_t kMostDraws = 12000;

QString modeName(MoveMode mode) { return QLatin1String(kMoveModeNames[static_cast<std::size_t>(mode)]); }

// Every way to choose `size` of `count` items, as sorted index lists.
std::vector<std::vector<int>> combinations(int count, int size)
{
    std::vector<std::vector<int>> all;
    std::vector<int> current;
    const auto extend = [&](const auto &self, int from) -> void {
        if (static_cast<int>(current.size()) == size) {
            all.push_back(current);
            return;
        }
        for (int i = from; i < count; ++i) {
            current.push_back(i);
            self(self, i + 1);
            current.pop_back();
        }
    };
    if (size >= 0 && size <= count)
        extend(extend, 0);
    return all;
}

class SfbOptionsQuery {
public:
    SfbOptionsQuery(const SessionState &state, const SfbContent &content, const SfbTable &table)
        : m_content(content)
        , m_table(table)
        , m_view(state, content, table)
        , m_builder(sfbTrials(state))
    {
    }

    GameOptions run()
    {
        GameOptions &out = m_builder.result();
        out.step = stepBase();
        switch (m_table.phase) {
        case SfbPhase::Draft:
            draft();
            break;
        case SfbPhase::Challenges:
            drawChallenges<TrackDeal>(1 + m_table.track.shift);
            break;
        case SfbPhase::Traps:
            traps();
            break;
        case SfbPhase::Deploy:
            deploy();
            break;
        case SfbPhase::Scoreboard:
        case SfbPhase::Activation:
            turn();
            break;
        case SfbPhase::Advance:
            drawChallenges<TrackAdvance>(m_table.track.shift);
            break;
        case SfbPhase::Over:
            out.over = true;
            out.winner = m_table.winner;
            out.step.insert(QStringLiteral("winner"), m_table.winner);
            break;
        }
        out.step.insert(QStringLiteral("due"), m_due);
        return std::move(out);
    }

private:
    QJsonObject stepBase() const
    {
        QJsonObject vp;
        for (const SfbSide &side : m_table.sides)
            vp.insert(side.id, m_view.counter(side.id, sfb::kVp));
        QJsonObject step{{QStringLiteral("phase"), sfbPhaseName(m_table.phase)},
                         {QStringLiteral("mode"), m_table.tornado ? QStringLiteral("tornado") : QStringLiteral("duel")},
                         {QStringLiteral("round"), m_table.round},
                         {QStringLiteral("vp"), vp},
                         {QStringLiteral("winning_vp"), m_table.winningVp()}};
        return step;
    }

    void setActor(const QString &player) { m_builder.result().actor = player; }
    void setStep(const QString &key, const QJsonValue &value) { m_builder.result().step.insert(key, value); }

    // ---- setup --------------------------------------------------------

    void draft()
    {
        const SfbDraft &draft = *m_table.draft;
        if (draft.mode == SfbDraftMode::Free) {
            m_due = QStringLiteral("team.choose");
            QStringList waiting;
            for (const QString &player : m_table.order)
                if (m_view.championsOf(player).isEmpty())
                    waiting << player;
            // Free choice is made by everyone at once: nobody in particular acts until one is left.
            setActor(waiting.size() == 1 ? waiting.front() : QString());
            setStep(QStringLiteral("draft"), QJsonObject{{QStringLiteral("mode"), sfbDraftModeName(draft.mode)},
                                                         {QStringLiteral("waiting"), QJsonArray::fromStringList(waiting)}});
            const auto teams = combinations(static_cast<int>(m_content.champions.size()), m_table.tornado ? 2 : 3);
            for (const QString &player : waiting)
                for (const std::vector<int> &team : teams) {
                    QStringList ids;
                    QStringList names;
                    for (const int i : team) {
                        ids << m_content.champions[static_cast<std::size_t>(i)].id;
                        names << m_content.champions[static_cast<std::size_t>(i)].name;
                    }
                    TeamChoose choose;
                    choose.player = player;
                    choose.champions = QJsonArray::fromStringList(ids);
                    m_builder.offer(encode(choose),
                                    phrase(QT_TRANSLATE_NOOP("Engine", "%1 fields %2"), m_view.nameOf(player), names.join(QStringLiteral(", "))));
                }
            return;
        }
        const SfbDraftStep &next = draft.steps[static_cast<std::size_t>(draft.next)];
        m_due = next.ban ? QStringLiteral("draft.ban") : QStringLiteral("draft.pick");
        setActor(next.player);
        setStep(QStringLiteral("draft"), QJsonObject{{QStringLiteral("mode"), sfbDraftModeName(draft.mode)},
                                                     {QStringLiteral("player"), next.player},
                                                     {QStringLiteral("ban"), next.ban},
                                                     {QStringLiteral("next"), draft.next},
                                                     {QStringLiteral("steps"), static_cast<int>(draft.steps.size())}});
        for (const SfbChampionSpec &spec : m_content.champions) {
            if (next.ban) {
                DraftBan ban;
                ban.player = next.player;
                ban.champion = spec.id;
                m_builder.offer(encode(ban), phrase(QT_TRANSLATE_NOOP("Engine", "%1 bans %2"), m_view.nameOf(next.player), spec.name));
            } else {
                DraftPick pick;
                pick.player = next.player;
                pick.champion = spec.id;
                m_builder.offer(encode(pick), phrase(QT_TRANSLATE_NOOP("Engine", "%1 picks %2"), m_view.nameOf(next.player), spec.name));
            }
        }
    }

    // How many Challenge cards a `Draw` (TrackDeal or TrackAdvance) draws now, asked of the rules: the count
    // is checked before the names, so a wrong count is the only sfb.drawn_count.
    template <typename Draw>
    int drawCount(int most) const
    {
        for (int count = most; count >= 0; --count) {
            Draw probe;
            for (int i = 0; i < count; ++i)
                probe.drawn.append(QStringLiteral("?"));
            const Status outcome = m_builder.check(encode(probe));
            if (outcome || outcome.error().code != QLatin1String("sfb.drawn_count"))
                return count;
        }
        return 0;
    }

    // Every ordered draw of `count` names, a name at most as often as the pack holds it.
    QJsonArray draws(const QStringList &names, int count) const
    {
        QJsonArray all;
        QStringList current;
        const auto extend = [&](const auto &self) -> void {
            if (static_cast<std::size_t>(all.size()) >= kMostDraws)
                return;
            if (current.size() == count) {
                all.append(QJsonArray::fromStringList(current));
                return;
            }
            for (const QString &name : names) {
                const qsizetype copies = std::max<qsizetype>(1, m_content.track.cards.count(name));
                if (current.count(name) >= copies)
                    continue;
                current << name;
                self(self);
                current.removeLast();
            }
        };
        extend(extend);
        return all;
    }

    // Draw is TrackDeal or TrackAdvance.
    template <typename Draw>
    void drawChallenges(int most)
    {
        m_due = QLatin1String(Draw::kType);
        const int count = drawCount<Draw>(most);
        setStep(QStringLiteral("challenges_to_draw"), count);
        const Phrase label = std::is_same_v<Draw, TrackDeal>
                                 ? phrase(QT_TRANSLATE_NOOP("Engine", "Deal %1 Challenge card(s) to the track"), count)
                                 : phrase(QT_TRANSLATE_NOOP("Engine", "Advance the Challenge Track and draw %1 card(s)"), count);
        if (count == 0) {
            m_builder.offer(encode(Draw{}), label);
            return;
        }
        if (!m_content.track.cards.isEmpty()) {
            if (m_builder.offerWithInput(encode(Draw{}, {"drawn"}), label, kDrawn, draws(sfbChallengeChoices(m_content, m_table), count), true))
                m_builder.leaveOpen({kDrawn, {}});
            return;
        }
        // A pack without a card list: the table types the names, which cannot be
        // listed; the option carries stand-ins the rules accept, for the table to rename.
        QStringList standIns;
        for (int n = 1; standIns.size() < count && n < 1000; ++n) {
            const QString name = QStringLiteral("Challenge %1").arg(n);
            if (sfbCheckChallengeDrawn(m_content, m_table.track, SfbChallenge{name, {}}, "challenge-track"))
                standIns << name;
        }
        Draw named;
        named.drawn = QJsonArray::fromStringList(standIns);
        if (m_builder.offer(encode(named), label, true))
            m_builder.leaveOpen({kDrawn, {}});
    }

    void traps()
    {
        m_due = QStringLiteral("trap.place");
        const QString placer = sfbTrapPlacer(m_table);
        setActor(placer);
        setStep(QStringLiteral("traps_placed"), static_cast<int>(m_table.traps.size()));
        for (const Hex h : m_content.board.trapHexes) {
            TrapPlace place;
            place.player = placer;
            place.at = h;
            m_builder.offer(encode(place),
                            phrase(QT_TRANSLATE_NOOP("Engine", "%1 places a face-down trap on %2"), m_view.nameOf(placer), m_view.place(h)));
        }
    }

    void deploy()
    {
        m_due = QStringLiteral("champion.deploy");
        const QString deploying = sfbDeployingPlayer(m_view);
        setActor(deploying);
        setStep(QStringLiteral("player"), deploying);
        const int side = m_table.sideOfPlayer(deploying);
        const SfbDeploymentArea *area = side < 0 ? nullptr : m_content.area(m_table.sides[static_cast<std::size_t>(side)].area);
        if (!area)
            return;
        for (const QString &champion : m_view.championsOf(deploying)) {
            if (m_view.onBoard(champion))
                continue;
            for (const Hex h : area->hexes) {
                ChampionDeploy deploy;
                deploy.player = deploying;
                deploy.champion = champion;
                deploy.at = h;
                m_builder.offer(encode(deploy), phrase(QT_TRANSLATE_NOOP("Engine", "Deploy %1 on %2"), m_view.nameOf(champion), m_view.place(h)));
            }
        }
    }

    // ---- a player's turn ----------------------------------------------

    void turn()
    {
        const QString player = m_table.activePlayer();
        setActor(player);
        setStep(QStringLiteral("player"), player);
        m_due = m_table.phase == SfbPhase::Scoreboard ? QStringLiteral("challenge.claim") : QStringLiteral("card.play");
        if (m_table.phase == SfbPhase::Scoreboard)
            claims(player);
        if (m_table.activation)
            activation(player);
        activations(player);
        TurnEnd end;
        end.player = player;
        m_builder.offer(encode(end),
                        phrase(QT_TRANSLATE_NOOP("Engine", "End %1's turn (Upkeep)"), m_view.nameOf(player)));
    }

    void claims(const QString &player)
    {
        const SfbTrack &track = m_table.track;
        for (std::size_t slot = 0; slot < track.cards.size(); ++slot)
            if (track.cards[slot]) {
                ChallengeClaim claim;
                claim.player = player;
                claim.slot = static_cast<int>(slot);
                m_builder.offer(encode(claim),
                                phrase(QT_TRANSLATE_NOOP("Engine", "Claim \"%1\" for %2 VP"), track.cards[slot]->name, track.slots[slot]),
                                true);
            }
    }

    // New activations: each Action card of the player's champions (the hand is
    // hidden, so any of them may be named) and each Standard Action.
    void activations(const QString &player)
    {
        for (const QString &champion : m_view.championsOf(player)) {
            const SfbChampionSpec *spec = m_view.spec(champion);
            if (!spec)
                continue;
            for (const int index : spec->cards) {
                const SfbCard &card = m_content.cards[static_cast<std::size_t>(index)];
                if (card.type == SfbCardType::Reaction)
                    continue;
                CardPlay play;
                play.player = player;
                play.card = card.id;
                play.champion = champion;
                m_builder.offer(encode(play),
                                phrase(QT_TRANSLATE_NOOP("Engine", "Play %1 to activate %2"), card.name, m_view.nameOf(champion)), true);
            }
            StandardUse standard;
            standard.player = player;
            standard.champion = champion;
            for (const QString &name : {QStringLiteral("plan"), QStringLiteral("heal"), QStringLiteral("strike")}) {
                standard.action = name;
                m_builder.offer(encode(standard), phrase(QT_TRANSLATE_NOOP("Engine", "Standard Action %1 for %2"), name, m_view.nameOf(champion)),
                                true);
            }
            // Move 2 takes any Core: without "core" the first ready one pays; or
            // one option per ready Core; one refusal when none may pay.
            standard.action = QStringLiteral("move");
            if (!m_builder.offer(encode(standard), phrase(QT_TRANSLATE_NOOP("Engine", "Standard Action move for %1, paid with the first ready Core"),
                                              m_view.nameOf(champion)),
                                 true))
                continue;
            for (int core = 0; core < kSfbCoreCount; ++core) {
                StandardUse paid = standard;
                paid.core = sfbCoreName(static_cast<SfbCore>(core));
                m_builder.offer(encode(paid), phrase(QT_TRANSLATE_NOOP("Engine", "Standard Action move for %1, paid with the %2 Core"),
                                             m_view.nameOf(champion), sfbCoreName(static_cast<SfbCore>(core))));
            }
        }
    }

    std::optional<SfbCard> activationCard() const
    {
        if (const SfbCard *card = m_content.card(m_table.activation->card))
            return *card;
        return sfbStandardCard(m_table.activation->card);
    }

    void activation(const QString &player)
    {
        const SfbActivation &open = *m_table.activation;
        const std::optional<SfbCard> card = activationCard();
        const SfbArena arena = sfbArena(m_view.state, m_content, m_table);
        const int mover = arena.index(open.champion);
        QJsonArray budgets;
        for (const SfbBudget &b : open.budgets)
            budgets.append(QJsonObject{{QStringLiteral("mode"), modeName(b.mode)}, {QStringLiteral("points"), b.points}});
        setStep(QStringLiteral("activation"),
                QJsonObject{{QStringLiteral("champion"), open.champion},
                            {QStringLiteral("card"), open.card},
                            {QStringLiteral("step"), open.step == SfbActivationStep::Move ? QStringLiteral("move") : QStringLiteral("post")},
                            {QStringLiteral("budgets"), budgets}});
        m_due = open.step == SfbActivationStep::Move && card ? (card->type == SfbCardType::Attack ? QStringLiteral("attack") : QStringLiteral("skill"))
                                                             : QStringLiteral("move");
        if (mover >= 0)
            moves(player, open, arena, mover);
        if (card && mover >= 0 && open.step == SfbActivationStep::Move)
            resolutions(player, *card, arena, mover);
        ActivationEnd end;
        end.player = player;
        m_builder.offer(encode(end),
                        phrase(QT_TRANSLATE_NOOP("Engine", "End the activation of %1"), m_view.nameOf(open.champion)));
    }

    // Each allowance's mode once: a move in a mode spends the first allowance of that mode.
    void moves(const QString &player, const SfbActivation &open, const SfbArena &arena, int mover)
    {
        std::vector<MoveMode> done;
        std::vector<SfbHexVerdict> verdicts;
        for (const SfbBudget &budget : open.budgets) {
            if (budget.points <= 0 || std::find(done.begin(), done.end(), budget.mode) != done.end())
                continue;
            done.push_back(budget.mode);
            sfbMoveVerdictsInto(arena, mover, budget.points, budget.mode, verdicts);
            for (const SfbHexVerdict &v : verdicts) {
                if (v.verdict != SfbMoveVerdict::Legal)
                    continue;
                ChampionMove move;
                move.player = player;
                move.to = v.at;
                move.mode = modeName(budget.mode);
                offerWithTraps(move,
                               phrase(QT_TRANSLATE_NOOP("Engine", "%1 moves to %2 (%3)"), m_view.nameOf(open.champion), toPhraseArg(sfbPlace(arena, v.at, mover)),
                                      modeName(budget.mode)),
                               m_builder.check(encode(move)));
            }
        }
    }

    // Resolve is Attack or Skill.
    template <typename Resolve>
    struct Declared {
        Resolve action;
        QStringList hit; // champion ids the card reaches
    };

    template <typename Resolve>
    std::vector<Declared<Resolve>> declarations(const QString &player, const SfbCard &card, const SfbArena &arena, int attacker) const
    {
        Resolve base;
        base.player = player;
        std::vector<Declared<Resolve>> out;
        if (card.targeting == SfbTargeting::None) {
            out.push_back({base, {}});
        } else if (card.targeting == SfbTargeting::Area) {
            for (const SfbAreaOption &option : sfbAreaOptions(arena, attacker, card)) {
                if (!option.legal)
                    continue;
                Declared<Resolve> d{base, {}};
                d.action.orientation = option.orientation;
                for (const int hit : option.hit)
                    d.hit << arena.champions[static_cast<std::size_t>(hit)].id;
                out.push_back(d);
            }
        } else {
            std::vector<SfbTargetOption> verdicts;
            sfbTargetVerdictsInto(arena, attacker, card, verdicts);
            QStringList legal;
            for (const SfbTargetOption &v : verdicts)
                if (v.verdict == SfbTargetVerdict::Legal)
                    legal << arena.champions[static_cast<std::size_t>(v.champion)].id;
            for (int size = 1; size <= std::min<int>(card.maxTargets, static_cast<int>(legal.size())); ++size)
                for (const std::vector<int> &pick : combinations(static_cast<int>(legal.size()), size)) {
                    Declared<Resolve> d{base, {}};
                    for (const int i : pick)
                        d.hit << legal[i];
                    d.action.targets = QJsonArray::fromStringList(d.hit);
                    out.push_back(d);
                }
        }
        return out;
    }

    QString namesOf(const QStringList &ids) const
    {
        QStringList names;
        for (const QString &id : ids)
            names << m_view.nameOf(id);
        return names.join(QStringLiteral(", "));
    }

    // The Reactions the defenders may name: every Reaction card of the
    // champions they field (their hands are hidden), on each enemy hit.
    std::vector<ReactionAnswer> reactions(const SfbArena &arena, int attacker, const QStringList &hit) const
    {
        std::vector<ReactionAnswer> out;
        const int defending = 1 - arena.champions[static_cast<std::size_t>(attacker)].side;
        QStringList cards;
        for (const QString &player : m_table.sides[static_cast<std::size_t>(defending)].players)
            for (const QString &champion : m_view.championsOf(player))
                if (const SfbChampionSpec *spec = m_view.spec(champion))
                    for (const int index : spec->cards)
                        if (m_content.cards[static_cast<std::size_t>(index)].type == SfbCardType::Reaction
                            && !cards.contains(m_content.cards[static_cast<std::size_t>(index)].id))
                            cards << m_content.cards[static_cast<std::size_t>(index)].id;
        for (const QString &card : cards)
            for (const QString &on : hit) {
                const int target = arena.index(on);
                if (target >= 0 && arena.champions[static_cast<std::size_t>(target)].side == defending)
                    out.push_back({card, on, std::nullopt});
            }
        return out;
    }

    // A label for an attack or skill; `fear` names where tied Fears end, when chosen.
    using Labeller = std::function<Phrase(const QString &fear)>;

    void resolutions(const QString &player, const SfbCard &card, const SfbArena &arena, int attacker)
    {
        if (card.type == SfbCardType::Attack)
            resolutions<Attack>(player, card, arena, attacker);
        else
            resolutions<Skill>(player, card, arena, attacker);
    }

    template <typename Resolve>
    void resolutions(const QString &player, const SfbCard &card, const SfbArena &arena, int attacker)
    {
        constexpr bool attack = std::is_same_v<Resolve, Attack>;
        for (const Declared<Resolve> &declared : declarations<Resolve>(player, card, arena, attacker)) {
            const QString targets = namesOf(declared.hit);
            const QString cardName = card.name;
            offerResolution(declared.action, declared.hit, card, arena, [targets, cardName](const QString &fear) {
                if (attack)
                    return fear.isEmpty() ? phrase(QT_TRANSLATE_NOOP("Engine", "Attack %1 with %2"), targets, cardName)
                                          : phrase(QT_TRANSLATE_NOOP("Engine", "Attack %1 with %2, Fear ending on %3"), targets, cardName, fear);
                if (targets.isEmpty())
                    return phrase(QT_TRANSLATE_NOOP("Engine", "Use %1"), cardName);
                return fear.isEmpty() ? phrase(QT_TRANSLATE_NOOP("Engine", "Use %1 on %2"), cardName, targets)
                                      : phrase(QT_TRANSLATE_NOOP("Engine", "Use %1 on %2, Fear ending on %3"), cardName, targets, fear);
            });
            if (!attack)
                continue;
            for (const ReactionAnswer &reaction : reactions(arena, attacker, declared.hit)) {
                Resolve answered = declared.action;
                answered.reaction = reaction.toJson();
                const SfbCard *reactionCard = m_content.card(reaction.card);
                const QString reactionName = reactionCard ? reactionCard->name : QString();
                const QString on = m_view.nameOf(reaction.on);
                offerResolution(answered, declared.hit, card, arena, [targets, cardName, reactionName, on](const QString &fear) {
                    return fear.isEmpty()
                               ? phrase(QT_TRANSLATE_NOOP("Engine", "Attack %1 with %2, answered by %3 on %4"), targets, cardName, reactionName, on)
                               : phrase(QT_TRANSLATE_NOOP("Engine", "Attack %1 with %2, answered by %3 on %4, Fear ending on %5"), targets,
                                        cardName, reactionName, on, fear);
                });
            }
        }
    }

    // An attack or skill; a Fear with tied rows is settled by one option per
    // choice of hexes (the attacker's choice, not the table's).
    template <typename Resolve>
    void offerResolution(const Resolve &action, const QStringList &hit, const SfbCard &card, const SfbArena &arena,
                         const Labeller &label)
    {
        const Status outcome = m_builder.check(encode(action));
        if (outcome || outcome.error().code != kFearChoiceNeeded) {
            offerWithTraps(action, label(QString()), outcome);
            return;
        }
        // Where each target may be sent, as far as the rules may ask: the hexes
        // within the Fear's reach of where it stands (an earlier target's Fear
        // can change where a later one must go), or no choice at all.
        const int reach = card.post[SfbKeyword::Fear];
        using HexChoices = std::map<QString, Hex>;
        std::vector<std::pair<HexChoices, QStringList>> choices{{HexChoices{}, QStringList{}}};
        for (const QString &id : hit) {
            const int target = arena.index(id);
            if (target < 0 || !arena.champions[static_cast<std::size_t>(target)].onBoard)
                continue;
            const Hex from = arena.champions[static_cast<std::size_t>(target)].at;
            std::vector<std::pair<HexChoices, QStringList>> longer = choices;
            for (const auto &[partial, where] : choices)
                for (const Hex h : arena.board.hexes()) {
                    if (h == from || distance(h, from) > reach)
                        continue;
                    HexChoices more = partial;
                    more[id] = h;
                    longer.emplace_back(more, QStringList(where) << m_view.nameOf(id) + QStringLiteral(": ") + toPhraseArg(sfbPlace(arena, h, target)));
                }
            choices = std::move(longer);
        }
        for (const auto &[fearTo, where] : choices) {
            if (fearTo.empty())
                continue; // refused above
            Resolve chosen = action;
            chosen.fearTo = hexChoicesJson(fearTo);
            offerWithTraps(chosen, label(where.join(QStringLiteral(", "))), m_builder.check(encode(chosen)));
        }
    }

    // ---- hidden information: what a flipped trap shows ------------------

    const std::vector<QJsonObject> &singleReveals()
    {
        if (!m_reveals.empty())
            return m_reveals;
        std::vector<std::optional<Hex>> places{std::nullopt};
        const std::vector<Hex> &trapHexes = m_content.board.trapHexes;
        for (const Hex h : trapHexes)
            places.emplace_back(h);
        // With every trap hex taken, the new trap goes next to one.
        if (trapHexes.size() <= m_table.traps.size() + 1) {
            const Board board = m_content.makeBoard();
            for (const Hex h : trapHexes)
                for (const Hex n : neighbours(h))
                    if (board.contains(n) && std::find(places.begin(), places.end(), std::optional<Hex>(n)) == places.end())
                        places.emplace_back(n);
        }
        std::vector<TrapFace> effects;
        for (int amount = 1; amount <= 3; ++amount)
            effects.push_back({QStringLiteral("damage"), amount, std::nullopt});
        effects.push_back({QStringLiteral("root"), std::nullopt, std::nullopt});
        effects.push_back({QStringLiteral("stun"), std::nullopt, std::nullopt});
        for (const TrapFace &effect : effects)
            for (const std::optional<Hex> &place : places) {
                TrapFace reveal = effect;
                reveal.newAt = place;
                m_reveals.push_back(reveal.toJson());
            }
        return m_reveals;
    }

    // Offers `action` as it is, or, when it sets off face-down traps, with
    // `traps` left to the table: every list of flipped faces (and places for
    // the new traps) the rules accept.
    template <typename A>
    void offerWithTraps(const A &action, const Phrase &label, const Status &outcome)
    {
        if (outcome) {
            m_builder.add({encode(action), label, {}});
            return;
        }
        if (outcome.error().code != kTrapUnrevealed)
            return;
        QJsonArray legal;
        std::vector<QJsonArray> prefixes{QJsonArray{}};
        for (int depth = 0; depth < kMostTrapsListed && !prefixes.empty(); ++depth) {
            std::vector<QJsonArray> longer;
            for (const QJsonArray &prefix : prefixes)
                for (const QJsonObject &reveal : singleReveals()) {
                    QJsonArray list = prefix;
                    list.append(reveal);
                    A filled = action;
                    filled.traps = list;
                    const Status tried = m_builder.check(encode(filled));
                    if (tried)
                        legal.append(list);
                    else if (tried.error().code == kTrapUnrevealed)
                        longer.push_back(list);
                }
            prefixes = std::move(longer);
        }
        if (legal.isEmpty())
            return;
        std::vector<Phrase> labels;
        for (const QJsonValue &list : legal)
            labels.push_back(trapsInWords(list.toArray()));
        OfferedAction offered{encode(action), label, QJsonObject{{QStringLiteral("traps"), legal}}};
        offered.inputLabels[QStringLiteral("traps")] = std::move(labels);
        m_builder.add(std::move(offered));
    }

    // A list of flipped trap faces as the table reads it: "2 damage (new trap on
    // the hex east of Lug); Root".
    Phrase trapsInWords(const QJsonArray &reveals) const
    {
        QStringList each;
        for (const QJsonValue &value : reveals) {
            const QJsonObject reveal = value.toObject();
            const QString effect = reveal.value(QStringLiteral("effect")).toString();
            QString words = effect == QLatin1String("damage")
                ? toPhraseArg(phrase(QT_TRANSLATE_NOOP("Engine", "%1 damage"), reveal.value(QStringLiteral("amount")).toInt()))
                : effect == QLatin1String("root") ? toPhraseArg(phrase(QT_TRANSLATE_NOOP("Engine", "Root")))
                                                  : toPhraseArg(phrase(QT_TRANSLATE_NOOP("Engine", "Stun")));
            const QJsonArray at = reveal.value(QStringLiteral("new_at")).toArray();
            if (at.size() == 2)
                words += QStringLiteral(" (") + toPhraseArg(phrase(QT_TRANSLATE_NOOP("Engine", "new trap on"))) + QLatin1Char(' ')
                    + m_view.place(Hex{at.at(0).toInt(), at.at(1).toInt()}) + QLatin1Char(')');
            each << words;
        }
        return phrase(QT_TRANSLATE_NOOP("Engine", "Traps: %1"), each.join(QStringLiteral("; ")));
    }

    const SfbContent &m_content;
    const SfbTable &m_table;
    SfbResolution m_view; // read-only: names, owners, counters
    OptionsBuilder m_builder;
    QString m_due;
    std::vector<QJsonObject> m_reveals;
};

} // namespace

GameOptions sfbOptions(const SessionState &state)
{
    GameOptions broken;
    auto content = sfbContentShared(state.setup.value(QStringLiteral("content")).toObject());
    auto table = sfbTableFrom(state.data);
    if (!content || !table) {
        broken.step = QJsonObject{{QStringLiteral("phase"), QStringLiteral("unreadable")}};
        return broken;
    }
    return SfbOptionsQuery(state, *content.value(), table.value()).run();
}

} // namespace arbiter
