#include "games/super_fantasy_brawl/sfb_turns.h"

#include "games/super_fantasy_brawl/sfb_activation.h"
#include "games/super_fantasy_brawl/sfb_effects.h"
#include "games/super_fantasy_brawl/sfb_setup.h"
#include "games/super_fantasy_brawl/sfb_support.h"

namespace arbiter {

namespace {

void discardChallenge(SfbResolution &r, const SfbChallenge &card)
{
    r.table.track.discard.push_back(card);
}

// Draws one Challenge card, reshuffling the discard pile when the deck is empty.
bool takeChallengeFromDeck(SfbResolution &r)
{
    SfbTrack &track = r.table.track;
    if (track.deck == 0 && !track.discard.empty()) {
        track.deck = static_cast<int>(track.discard.size());
        track.discard.clear();
        r.event(QStringLiteral("sfb.challenges_reshuffled"), {{QStringLiteral("deck"), track.deck}},
                phrase(QT_TRANSLATE_NOOP("Engine", "The Challenge discard pile is shuffled into a new deck of %1 cards."),
                       track.deck));
    }
    if (track.deck == 0)
        return false;
    --track.deck;
    return true;
}

} // namespace

void sfbChallengeDealt(SfbResolution &r, std::size_t slot)
{
    const SfbTrack &track = r.table.track;
    const QString &name = track.cards[slot]->name;
    r.event(QStringLiteral("sfb.challenge_dealt"), {{QStringLiteral("slot"), static_cast<int>(slot)}, {QStringLiteral("name"), name}},
            track.slots[slot] == 0
                ? phrase(QT_TRANSLATE_NOOP("Engine", "Challenge \"%1\" comes into a Cannot Be Scored slot."), name)
                : phrase(QT_TRANSLATE_NOOP("Engine", "Challenge \"%1\" comes into a %2 VP slot."), name, track.slots[slot]));
}

void sfbStartTurn(SfbResolution &r)
{
    const QString &player = r.table.activePlayer();
    r.table.phase = r.table.round == 1 ? SfbPhase::Activation : SfbPhase::Scoreboard;
    r.event(QStringLiteral("sfb.turn_started"),
            {{QStringLiteral("player"), player}, {QStringLiteral("round"), r.table.round}},
            r.table.round == 1
                ? phrase(QT_TRANSLATE_NOOP("Engine", "Round %1: %2's turn (no Scoreboard Phase in round 1)."), r.table.round,
                         r.nameOf(player))
                : phrase(QT_TRANSLATE_NOOP("Engine", "Round %1: %2's turn, Scoreboard Phase."), r.table.round, r.nameOf(player)));
}

Status sfbClaimChallenge(SfbResolution &r, const sfb::ChallengeClaim &action)
{
    ARBITER_CHECK(sfbRequirePhase(r, {SfbPhase::Scoreboard}, "scoreboard"));
    ARBITER_CHECK(sfbRequirePlayer(action.player, r.table.activePlayer(), r, "scoreboard"));
    SfbTrack &track = r.table.track;
    // The range is the track's length, which only the table knows.
    ARBITER_TRY(slot, typed::readInt(action.slot, QStringLiteral("slot"), 0, static_cast<int>(track.slots.size()) - 1));
    const std::size_t index = static_cast<std::size_t>(slot.value());
    if (!track.cards[index])
        return RuleError::invalid(QStringLiteral("sfb.slot_empty"), sfb::rule("scoreboard"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "Slot %1 of the Challenge Track holds no card (slots count from 0)."), slot.value()));
    if (track.slots[index] == 0)
        return RuleError::invalid(QStringLiteral("sfb.cannot_be_scored"), sfb::rule("scoreboard"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "\"%1\" sits in a Cannot Be Scored slot."), track.cards[index]->name));
    const int side = r.table.sideOfPlayer(r.table.activePlayer());
    const QString &holder = r.vpHolder(side);
    const int vp = track.slots[index];
    r.setCounter(holder, sfb::kVp, r.counter(holder, sfb::kVp) + vp);
    const SfbChallenge card = *track.cards[index];
    track.cards[index].reset();
    discardChallenge(r, card);
    r.event(QStringLiteral("sfb.challenge_scored"),
            {{QStringLiteral("slot"), slot.value()}, {QStringLiteral("name"), card.name}, {QStringLiteral("vp"), vp},
             {QStringLiteral("holder"), holder}},
            phrase(QT_TRANSLATE_NOOP("Engine", "%1 completes \"%2\" for %3 VP (%4 in all)."), r.nameOf(holder), card.name, vp,
                   r.counter(holder, sfb::kVp)));
    return Done{};
}

Status sfbEndTurn(SfbResolution &r, const sfb::TurnEnd &action)
{
    ARBITER_CHECK(sfbRequirePhase(r, {SfbPhase::Scoreboard, SfbPhase::Activation}, "upkeep"));
    const QString player = r.table.activePlayer();
    ARBITER_CHECK(sfbRequirePlayer(action.player, player, r, "upkeep"));
    sfbCloseActivation(r);
    // Upkeep: ready the Cores, discard the hand, draw a new one.
    for (int core = 0; core < kSfbCoreCount; ++core)
        r.setCounter(player, sfb::exhaustedCounter(sfbCoreName(static_cast<SfbCore>(core))), 0);
    const int hand = r.counter(player, sfb::kHand);
    r.setCounter(player, sfb::kDiscard, r.counter(player, sfb::kDiscard) + hand);
    r.setCounter(player, sfb::kHand, 0);
    r.event(QStringLiteral("sfb.upkeep"), {{QStringLiteral("player"), player}, {QStringLiteral("discarded"), hand}},
            phrase(QT_TRANSLATE_NOOP("Engine", "Upkeep: %1 readies all Cores and discards %2 cards from hand."), r.nameOf(player),
                   hand));
    sfbDrawCards(r, player, r.handSize());
    // Root lasts for the turn.
    for (Entity &entity : r.state.entities)
        if (entity.kind == sfb::kChampionKind && entity.counter(sfb::kRooted).value_or(0) > 0)
            entity.setCounter(sfb::kRooted, 0);
    r.table.standardUsed.clear();
    if (r.table.turn + 1 < r.table.order.size()) {
        ++r.table.turn;
        sfbStartTurn(r);
    } else {
        r.table.phase = SfbPhase::Advance;
        r.event(QStringLiteral("sfb.round_ended"), {{QStringLiteral("round"), r.table.round}},
                phrase(QT_TRANSLATE_NOOP("Engine", "Round %1 is over: advance the Challenge Track."), r.table.round));
    }
    return Done{};
}

Status sfbAdvanceTrack(SfbResolution &r, const sfb::TrackAdvance &action)
{
    ARBITER_CHECK(sfbRequirePhase(r, {SfbPhase::Advance}, "challenge-track"));
    SfbTrack &track = r.table.track;
    const std::size_t slots = track.slots.size();
    const std::size_t shift = static_cast<std::size_t>(track.shift);
    std::vector<std::optional<SfbChallenge>> moved(slots);
    for (std::size_t i = 0; i < slots; ++i) {
        if (!track.cards[i])
            continue;
        if (i + shift < slots) {
            moved[i + shift] = track.cards[i];
        } else {
            discardChallenge(r, *track.cards[i]);
            r.event(QStringLiteral("sfb.challenge_discarded"), {{QStringLiteral("name"), track.cards[i]->name}},
                    phrase(QT_TRANSLATE_NOOP("Engine", "\"%1\" slides off the track into the discard pile."), track.cards[i]->name));
        }
    }
    track.cards = moved;
    const int available = track.deck + (track.deck < track.shift ? static_cast<int>(track.discard.size()) : 0);
    const int count = std::min(track.shift, available);
    ARBITER_TRY(drawn, sfbDrawnChallenges(action.drawn, count));
    for (int i = 0; i < count; ++i) {
        takeChallengeFromDeck(r); // first: an empty deck takes the discard pile back
        ARBITER_CHECK(sfbCheckChallengeDrawn(r.content, track, drawn.value()[static_cast<std::size_t>(i)], "challenge-track"));
        const std::size_t slot = shift - 1 - static_cast<std::size_t>(i);
        track.cards[slot] = drawn.value()[static_cast<std::size_t>(i)];
        sfbChallengeDealt(r, slot);
    }
    ++r.table.round;
    r.table.turn = 0;
    sfbStartTurn(r);
    return Done{};
}

} // namespace arbiter
