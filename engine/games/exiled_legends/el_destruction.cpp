#include "games/exiled_legends/el_destruction.h"

#include "games/exiled_legends/el_checks.h"

#include <algorithm>

namespace arbiter::exiled_legends {

namespace {

void declareWinner(Table &table)
{
    const QStringList left = table.playersIn();
    if (left.size() > 1)
        return;
    GameData &data = table.data();
    data.stage = Stage::Over;
    data.attack.reset();
    data.winner = left.isEmpty() ? QString() : left.front();
    if (left.isEmpty())
        table.event(QStringLiteral("game.drawn"), {},
                    phrase(QT_TRANSLATE_NOOP("Engine", "Every remaining Legend fell at once: nobody wins.")));
    else
        table.event(QStringLiteral("game.won"), {{QStringLiteral("winner"), data.winner}},
                    phrase(QT_TRANSLATE_NOOP("Engine", "%1 is the last player standing and wins the game."),
                           table.nameOf(data.winner)));
}

// The Legend is gone: the whole team retreats and the player is out.
void knockOut(Table &table, const QString &playerId)
{
    PlayerData &p = table.player(playerId);
    for (const QString &hero : table.heroesInPlay(playerId)) {
        clearMarks(table, hero);
        p.graveyard << hero;
    }
    p.champion.clear();
    p.supports.clear();
    p.candidates.clear();
    p.out = true;
    table.event(QStringLiteral("player.out"),
                {{QStringLiteral("player"), playerId}, {QStringLiteral("legend"), p.legend}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1's Legend %2 is destroyed: %1 is out of the game."),
                       table.nameOf(playerId), table.nameOf(p.legend)));
}

void flipLegend(Table &table, const QString &playerId)
{
    PlayerData &p = table.player(playerId);
    p.flipped = true;
    table.event(QStringLiteral("legend.flipped"), {{QStringLiteral("player"), playerId}, {QStringLiteral("legend"), p.legend}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1's Team deck is empty: the Legend %2 flips and fights as the final "
                                                   "Hero; its Team ability is off."),
                       table.nameOf(playerId), table.nameOf(p.legend)));
}

// Up to `count` cards from the top of the Team deck, then the Legend when the
// deck could not cover them.
QStringList drawReplacements(Table &table, const QString &playerId, int count)
{
    PlayerData &p = table.player(playerId);
    QStringList drawn;
    while (drawn.size() < count && !p.deck.isEmpty()) {
        const QString card = p.deck.takeFirst();
        drawn << card;
        p.drawn << card;
        table.event(QStringLiteral("hero.drawn"), {{QStringLiteral("player"), playerId}, {QStringLiteral("hero"), card}},
                    phrase(QT_TRANSLATE_NOOP("Engine", "%1 turns up %2 from the Team deck."), table.nameOf(playerId),
                           table.nameOf(card)));
    }
    if (drawn.size() < count && !p.flipped) {
        flipLegend(table, playerId);
        drawn << p.legend;
    }
    return drawn;
}

void refill(Table &table, const QString &playerId, int vacancies, bool championLost)
{
    const QStringList drawn = drawReplacements(table, playerId, vacancies);
    PlayerData &p = table.player(playerId);
    if (!championLost) {
        p.supports << drawn;
        return;
    }
    if (p.supports.size() == 1) {
        p.champion = p.supports.takeFirst();
        table.event(QStringLiteral("champion.promoted"), {{QStringLiteral("player"), playerId}, {QStringLiteral("hero"), p.champion}},
                    phrase(QT_TRANSLATE_NOOP("Engine", "%1 steps up as %2's Champion."), table.nameOf(p.champion),
                           table.nameOf(playerId)));
        p.supports << drawn;
        return;
    }
    // Two Supports to promote from, or none left: the player chooses among
    // the Supports, or among the cards just drawn.
    const QStringList choices = p.supports.isEmpty() ? drawn : p.supports;
    p.supports = p.supports.isEmpty() ? QStringList() : drawn;
    if (choices.size() == 1) {
        p.champion = choices.front();
        table.event(QStringLiteral("champion.promoted"), {{QStringLiteral("player"), playerId}, {QStringLiteral("hero"), p.champion}},
                    phrase(QT_TRANSLATE_NOOP("Engine", "%1 steps up as %2's Champion."), table.nameOf(p.champion),
                           table.nameOf(playerId)));
        return;
    }
    p.candidates = choices;
    table.event(QStringLiteral("champion.choice"),
                {{QStringLiteral("player"), playerId}, {QStringLiteral("candidates"), QJsonArray::fromStringList(choices)}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1 chooses the new Champion among: %2."), table.nameOf(playerId),
                       [&] {
                           QStringList names;
                           for (const QString &c : choices)
                               names << table.nameOf(c);
                           return names.join(QStringLiteral(", "));
                       }()));
}

} // namespace

void clearMarks(Table &table, const QString &hero)
{
    table.setCounter(hero, counters::kDamage, 0);
    for (const QString &legend : table.legendsInGame())
        table.dropCounter(hero, counters::bane(legend));
    table.dropCounter(hero, counters::kGainStrength);
    table.dropCounter(hero, counters::kGainMaxHp);
    table.dropCounter(hero, counters::kReversed);
    std::erase_if(table.data().temporary, [&](const Temporary &t) { return t.hero == hero; });
}

void destroyHeroes(Table &table, const QStringList &heroes)
{
    for (const QString &playerId : table.seating()) {
        QStringList lost;
        for (const QString &hero : heroes)
            if (table.ownerOf(hero) == playerId && table.inPlay(hero) && !lost.contains(hero))
                lost << hero;
        if (lost.isEmpty())
            continue;
        PlayerData &p = table.player(playerId);
        const bool championLost = lost.contains(p.champion);
        for (const QString &hero : lost)
            table.event(QStringLiteral("hero.destroyed"), {{QStringLiteral("player"), playerId}, {QStringLiteral("hero"), hero}},
                        phrase(QT_TRANSLATE_NOOP("Engine", "%1 is destroyed and goes to %2's Graveyard."),
                               table.nameOf(hero), table.nameOf(playerId)));
        if (lost.contains(p.legend)) {
            knockOut(table, playerId);
            continue;
        }
        for (const QString &hero : lost) {
            clearMarks(table, hero);
            if (p.champion == hero)
                p.champion.clear();
            p.supports.removeAll(hero);
            p.candidates.removeAll(hero);
            p.graveyard << hero;
        }
        refill(table, playerId, static_cast<int>(lost.size()), championLost);
    }
    declareWinner(table);
}

void destroyDefeated(Table &table)
{
    QStringList defeated;
    for (const QString &playerId : table.playersIn())
        for (const QString &hero : table.heroesInPlay(playerId))
            if (table.atMaxHp(hero))
                defeated << hero;
    if (!defeated.isEmpty())
        destroyHeroes(table, defeated);
}

Status mayChooseChampion(const Table &table)
{
    return requirePlaying(table);
}

Status mayDestroyByHand(const Table &table)
{
    if (Status turn = requireTurnInProgress(table); !turn)
        return turn;
    return requireNoAttack(table);
}

Status mayCorrectDraw(const Table &table)
{
    if (table.data().stage == Stage::Over)
        return requirePlaying(table);
    return requireNoAttack(table);
}

Status chooseChampion(Table &table, const ReplaceChoose &action)
{
    if (Status known = requireCard(table, action.hero, QStringLiteral("hero")); !known)
        return known;
    const QString playerId = table.ownerOf(action.hero);
    PlayerData &p = table.player(playerId);
    if (p.candidates.isEmpty())
        return RuleError::invalid(QStringLiteral("el.no_replacement_pending"), rule::kDestroyed,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 has no Champion to choose right now."),
                                         table.nameOf(playerId)));
    if (!p.candidates.contains(action.hero))
        return RuleError::invalid(QStringLiteral("el.not_a_candidate"), rule::kDestroyed,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not among the heroes %2 may choose as Champion."),
                                         table.nameOf(action.hero), table.nameOf(playerId)));
    p.champion = action.hero;
    p.candidates.removeAll(action.hero);
    p.supports = p.candidates + p.supports;
    p.candidates.clear();
    table.event(QStringLiteral("champion.chosen"), {{QStringLiteral("player"), playerId}, {QStringLiteral("hero"), p.champion}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1 becomes %2's Champion."), table.nameOf(p.champion),
                       table.nameOf(playerId)));
    return Done{};
}

Status destroyHeroByHand(Table &table, const HeroDestroy &action)
{
    if (Status known = requireCard(table, action.hero, QStringLiteral("hero")); !known)
        return known;
    if (Status inPlay = requireInPlay(table, action.hero); !inPlay)
        return inPlay;
    destroyHeroes(table, {action.hero});
    return Done{};
}

Status correctDraw(Table &table, const CorrectDraw &action)
{
    if (Status known = requireCard(table, action.hero, QStringLiteral("hero")); !known)
        return known;
    if (Status known = requireCard(table, action.actual, QStringLiteral("actual")); !known)
        return known;
    const QString playerId = table.ownerOf(action.hero);
    if (!table.inPlay(action.hero) || table.isLegend(action.hero))
        return RuleError::invalid(QStringLiteral("el.not_in_play"), rule::kTeamDeck,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not a card turned up from the Team deck."),
                                         table.nameOf(action.hero)));
    PlayerData &p = table.player(playerId);
    // Only this turn's draws: a line-up is entered as the real deck showed
    // it (lineup.choose with supports), and later mistakes are counters.
    if (!p.drawn.contains(action.hero))
        return RuleError::invalid(QStringLiteral("el.not_drawn"), rule::kTeamDeck,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 was not turned up from %2's Team deck this turn."),
                                         table.nameOf(action.hero), table.nameOf(playerId)));
    const qsizetype deckIndex = p.deck.indexOf(action.actual);
    if (deckIndex < 0)
        return RuleError::invalid(QStringLiteral("el.not_in_deck"), rule::kTeamDeck,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not in %2's Team deck."),
                                         table.nameOf(action.actual), table.nameOf(playerId)));
    if (table.damageOf(action.hero) > 0 || table.baneCount(action.hero) > 0)
        return RuleError::invalid(QStringLiteral("el.correct_draw_marked"), rule::kTeamDeck,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 already carries damage counters or bane tokens: "
                                                                     "correct those by hand instead."),
                                         table.nameOf(action.hero)));
    const auto swapIn = [&](QStringList &list) {
        const qsizetype i = list.indexOf(action.hero);
        if (i >= 0)
            list[i] = action.actual;
    };
    if (p.champion == action.hero)
        p.champion = action.actual;
    swapIn(p.supports);
    swapIn(p.candidates);
    swapIn(p.drawn);
    p.deck[deckIndex] = action.hero;
    clearMarks(table, action.hero);
    table.event(QStringLiteral("deck.corrected"),
                {{QStringLiteral("player"), playerId}, {QStringLiteral("hero"), action.actual},
                 {QStringLiteral("returned"), action.hero}},
                phrase(QT_TRANSLATE_NOOP("Engine", "Correction: %1 came up instead of %2, which goes back into the deck."),
                       table.nameOf(action.actual), table.nameOf(action.hero)));
    return Done{};
}

} // namespace arbiter::exiled_legends
