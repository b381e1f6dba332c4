#pragma once

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

// The values the Exiled Legends table publishes to its view: the rows of its
// lists and the single values (the Sphere card, the resolved attack, the
// pending Champion choice). Texts are in the language on screen; kinds,
// types, triggers and positions are the engine's keys, named by LegendsLabels.
namespace arbiter {

// An ability as printed on a card; an empty name is no ability.
struct LegendsAbility {
    Q_GADGET
    QML_VALUE_TYPE(legendsAbility)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString kind MEMBER kind)
    Q_PROPERTY(QString text MEMBER text)
    Q_PROPERTY(QString trigger MEMBER trigger)
    Q_PROPERTY(int cost MEMBER cost)

public:
    QString name;
    QString kind;
    QString text;
    QString trigger; // triggered abilities only
    int cost = 0;    // functional abilities only
    bool operator==(const LegendsAbility &) const = default;
};

// Bane tokens of one Legend on a hero.
struct LegendsBane {
    Q_GADGET
    QML_VALUE_TYPE(legendsBane)
    Q_PROPERTY(QString legend MEMBER legend)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString type MEMBER type)
    Q_PROPERTY(int count MEMBER count)

public:
    QString legend;
    QString name;
    QString type;
    int count = 0;
    bool operator==(const LegendsBane &) const = default;
};

// A hero or a flipped Legend in a play area (or a candidate Champion), its
// Strength and Max HP with gains, reversals and bane tokens counted in.
struct LegendsHero {
    Q_GADGET
    QML_VALUE_TYPE(legendsHero)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString owner MEMBER owner)
    Q_PROPERTY(QString position MEMBER position)
    Q_PROPERTY(QString type MEMBER type)
    Q_PROPERTY(int strength MEMBER strength)
    Q_PROPERTY(int maxHp MEMBER maxHp)
    Q_PROPERTY(int damage MEMBER damage)
    Q_PROPERTY(bool atMaxHp MEMBER atMaxHp)
    Q_PROPERTY(bool isLegend MEMBER isLegend)
    Q_PROPERTY(QList<arbiter::LegendsBane> banes MEMBER banes)
    Q_PROPERTY(QList<arbiter::LegendsAbility> abilities MEMBER abilities)
    Q_PROPERTY(int pending MEMBER pending)

public:
    QString id;
    QString name;
    QString owner;
    QString position; // champion, support or candidate
    QString type;
    int strength = 0;
    int maxHp = 0;
    int damage = 0;
    bool atMaxHp = false;
    bool isLegend = false;
    QList<LegendsBane> banes;
    // Those of the position it stands in: one for a hero, two for a flipped Legend.
    QList<LegendsAbility> abilities;
    // Counters waiting beside it during an attack's step 2.
    int pending = 0;
    bool operator==(const LegendsHero &) const = default;
};

// A card of a Team deck or a draft hand, as its card prints it.
struct LegendsDeckCard {
    Q_GADGET
    QML_VALUE_TYPE(legendsDeckCard)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString type MEMBER type)
    Q_PROPERTY(int strength MEMBER strength)
    Q_PROPERTY(int maxHp MEMBER maxHp)

public:
    QString id;
    QString name;
    QString type;
    int strength = 0;
    int maxHp = 0;
    bool operator==(const LegendsDeckCard &) const = default;
};

struct LegendsLegend {
    Q_GADGET
    QML_VALUE_TYPE(legendsLegend)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString type MEMBER type)
    Q_PROPERTY(bool flipped MEMBER flipped)
    Q_PROPERTY(int tokensLeft MEMBER tokensLeft)
    Q_PROPERTY(arbiter::LegendsAbility team MEMBER team)
    Q_PROPERTY(QString bane MEMBER bane)

public:
    QString id;
    QString name;
    QString type;
    bool flipped = false;
    int tokensLeft = 0;
    LegendsAbility team;
    QString bane; // what its bane token does
    bool operator==(const LegendsLegend &) const = default;
};

// A play area, in turn order.
struct LegendsPlayer {
    Q_GADGET
    QML_VALUE_TYPE(legendsPlayer)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(bool current MEMBER current)
    Q_PROPERTY(bool out MEMBER out)
    Q_PROPERTY(bool winner MEMBER winner)
    Q_PROPERTY(int mp MEMBER mp)
    Q_PROPERTY(int deckCount MEMBER deckCount)
    Q_PROPERTY(QStringList graveyard MEMBER graveyard)
    Q_PROPERTY(arbiter::LegendsLegend legend MEMBER legend)
    Q_PROPERTY(QList<arbiter::LegendsHero> heroes MEMBER heroes)
    Q_PROPERTY(bool lineupChosen MEMBER lineupChosen)
    Q_PROPERTY(QList<arbiter::LegendsDeckCard> deckTop MEMBER deckTop)
    Q_PROPERTY(QList<arbiter::LegendsDeckCard> deck MEMBER deck)
    Q_PROPERTY(bool rolling MEMBER rolling)
    Q_PROPERTY(int orderRoll MEMBER orderRoll)
    Q_PROPERTY(QList<arbiter::LegendsDeckCard> hand MEMBER hand)
    Q_PROPERTY(int picks MEMBER picks)

public:
    QString id;
    QString name;
    bool current = false;
    bool out = false;
    bool winner = false;
    int mp = 0;
    int deckCount = 0;
    QStringList graveyard; // names
    LegendsLegend legend;
    QList<LegendsHero> heroes; // the Champion first
    bool lineupChosen = false;
    QList<LegendsDeckCard> deckTop; // the three to choose the line-up from
    QList<LegendsDeckCard> deck;    // the whole Team deck by name, for a line-up the real deck showed
    bool rolling = false;          // still to roll for the first turn
    int orderRoll = 0;
    QList<LegendsDeckCard> hand; // draft
    int picks = 0;
    bool operator==(const LegendsPlayer &) const = default;
};

// One tap that carries out part of a by-hand text ("1 damage counter on
// Brine Hunter"): the engine's offered action and its label.
struct LegendsCorrection {
    Q_GADGET
    QML_VALUE_TYPE(legendsCorrection)
    Q_PROPERTY(QString label MEMBER label)
    Q_PROPERTY(QString action MEMBER action)

public:
    QString label;
    QString action; // compact JSON, handed back to correct()
    bool operator==(const LegendsCorrection &) const = default;
};

// A Sphere card; `shown` is false while none is face up.
struct LegendsSphere {
    Q_GADGET
    QML_VALUE_TYPE(legendsSphere)
    Q_PROPERTY(bool shown MEMBER shown)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString type MEMBER type)
    Q_PROPERTY(QString text MEMBER text)
    // A by-hand card's one-tap corrections while it is in force.
    Q_PROPERTY(QList<arbiter::LegendsCorrection> corrections MEMBER corrections)

public:
    bool shown = false;
    QString id;
    QString name;
    QString type;
    QString text;
    QList<LegendsCorrection> corrections;
    bool operator==(const LegendsSphere &) const = default;
};

// A hero a 1-MP action may name.
struct LegendsActionHero {
    Q_GADGET
    QML_VALUE_TYPE(legendsActionHero)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString playerName MEMBER playerName)

public:
    QString id;
    QString name;
    QString playerName;
    bool operator==(const LegendsActionHero &) const = default;
};

// One of the five 1-MP actions: the heroes it may name now, or why not.
struct LegendsAction {
    Q_GADGET
    QML_VALUE_TYPE(legendsAction)
    Q_PROPERTY(QString type MEMBER type)
    Q_PROPERTY(QList<arbiter::LegendsActionHero> heroes MEMBER heroes)
    Q_PROPERTY(bool enabled MEMBER enabled)
    Q_PROPERTY(QString reason MEMBER reason)
    Q_PROPERTY(QString rule MEMBER rule)
    Q_PROPERTY(QString code MEMBER code)

public:
    QString type;
    QList<LegendsActionHero> heroes;
    bool enabled = false;
    QString reason;
    QString rule;
    QString code;
    bool operator==(const LegendsAction &) const = default;
};

// An ability the current player may use now (or greyed with why), or a
// "whenever the table says" one of any player.
struct LegendsAbilityUse {
    Q_GADGET
    QML_VALUE_TYPE(legendsAbilityUse)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString kind MEMBER kind)
    Q_PROPERTY(QString text MEMBER text)
    Q_PROPERTY(QString trigger MEMBER trigger)
    Q_PROPERTY(int cost MEMBER cost)
    Q_PROPERTY(QString hero MEMBER hero)
    Q_PROPERTY(QString heroName MEMBER heroName)
    Q_PROPERTY(QString playerName MEMBER playerName)
    Q_PROPERTY(QString ability MEMBER ability)
    Q_PROPERTY(int index MEMBER index)
    Q_PROPERTY(bool enabled MEMBER enabled)
    Q_PROPERTY(QString reason MEMBER reason)
    Q_PROPERTY(QString rule MEMBER rule)
    Q_PROPERTY(QString code MEMBER code)
    // 1..6 when the ability rolls a d6 and needs that face or more; 0 otherwise.
    Q_PROPERTY(int rollMin MEMBER rollMin)

public:
    QString name;
    QString kind;
    QString text;
    QString trigger;
    int cost = 0;
    int rollMin = 0;
    QString hero;
    QString heroName;
    QString playerName;
    QString ability; // the position it is used from: team, champion or support
    int index = 0;
    bool enabled = false;
    QString reason;
    QString rule;
    QString code;
    bool operator==(const LegendsAbilityUse &) const = default;
};

// Counters waiting beside a target in an attack's step 2.
struct LegendsWaiting {
    Q_GADGET
    QML_VALUE_TYPE(legendsWaiting)
    Q_PROPERTY(QString hero MEMBER hero)
    Q_PROPERTY(QString heroName MEMBER heroName)
    Q_PROPERTY(QString playerName MEMBER playerName)
    Q_PROPERTY(int counters MEMBER counters)

public:
    QString hero;
    QString heroName;
    QString playerName;
    int counters = 0;
    bool operator==(const LegendsWaiting &) const = default;
};

// A triggered ability that may answer now: in the attack's window (with
// what a step-2 answer may do to the waiting counters) or as a reminder at
// the start of a turn. A reminder of kind "bane" is a bane token's effect.
struct LegendsPrompt {
    Q_GADGET
    QML_VALUE_TYPE(legendsPrompt)
    Q_PROPERTY(QString kind MEMBER kind)
    Q_PROPERTY(QString player MEMBER player)
    Q_PROPERTY(QString playerName MEMBER playerName)
    Q_PROPERTY(QString hero MEMBER hero)
    Q_PROPERTY(QString heroName MEMBER heroName)
    Q_PROPERTY(QString ability MEMBER ability)
    Q_PROPERTY(int index MEMBER index)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString trigger MEMBER trigger)
    Q_PROPERTY(QString text MEMBER text)
    Q_PROPERTY(QList<arbiter::LegendsWaiting> preventTargets MEMBER preventTargets)
    Q_PROPERTY(QList<arbiter::LegendsWaiting> redirectSources MEMBER redirectSources)
    // A by-hand bane token's one-tap corrections.
    Q_PROPERTY(QList<arbiter::LegendsCorrection> corrections MEMBER corrections)
    // As LegendsAbilityUse::rollMin.
    Q_PROPERTY(int rollMin MEMBER rollMin)

public:
    QString kind = QStringLiteral("ability");
    QString player;
    QString playerName;
    QString hero;
    QString heroName;
    QString ability;
    int index = 0;
    QString name;
    QString trigger;
    QString text;
    // The targets it may take a counter off, its own player's first.
    QList<LegendsWaiting> preventTargets;
    // Its own player's targets whose counter it may take on its own hero instead.
    QList<LegendsWaiting> redirectSources;
    QList<LegendsCorrection> corrections;
    int rollMin = 0;
    bool operator==(const LegendsPrompt &) const = default;
};

// A destroyed Champion's player choosing the new one; not shown when no one chooses.
struct LegendsChampionChoice {
    Q_GADGET
    QML_VALUE_TYPE(legendsChampionChoice)
    Q_PROPERTY(bool shown MEMBER shown)
    Q_PROPERTY(QString player MEMBER player)
    Q_PROPERTY(QString playerName MEMBER playerName)
    Q_PROPERTY(QList<arbiter::LegendsHero> candidates MEMBER candidates)

public:
    bool shown = false;
    QString player;
    QString playerName;
    QList<LegendsHero> candidates;
    bool operator==(const LegendsChampionChoice &) const = default;
};

struct LegendsAttackResult {
    Q_GADGET
    QML_VALUE_TYPE(legendsAttackResult)
    Q_PROPERTY(QString hero MEMBER hero)
    Q_PROPERTY(QString heroName MEMBER heroName)
    Q_PROPERTY(QString playerName MEMBER playerName)
    Q_PROPERTY(int counters MEMBER counters)
    Q_PROPERTY(bool destroyed MEMBER destroyed)

public:
    QString hero;
    QString heroName;
    QString playerName;
    int counters = 0;
    bool destroyed = false;
    bool operator==(const LegendsAttackResult &) const = default;
};

// A by-hand ability just used: what the players do themselves. Not shown
// while none waits (the engine's step names none).
struct LegendsByHand {
    Q_GADGET
    QML_VALUE_TYPE(legendsByHand)
    Q_PROPERTY(bool shown MEMBER shown)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString text MEMBER text)
    Q_PROPERTY(QString heroName MEMBER heroName)
    Q_PROPERTY(QString playerName MEMBER playerName)

public:
    bool shown = false;
    QString name;
    QString text;
    QString heroName;
    QString playerName;
    bool operator==(const LegendsByHand &) const = default;
};

// This turn's attack once resolved, until the turn ends; not shown while
// none is resolved (none yet, or one still open).
struct LegendsLastAttack {
    Q_GADGET
    QML_VALUE_TYPE(legendsLastAttack)
    Q_PROPERTY(bool shown MEMBER shown)
    Q_PROPERTY(QString type MEMBER type)
    Q_PROPERTY(QString attackerName MEMBER attackerName)
    Q_PROPERTY(int strength MEMBER strength)
    Q_PROPERTY(QList<arbiter::LegendsAttackResult> results MEMBER results)
    Q_PROPERTY(QStringList destroyedNames MEMBER destroyedNames)

public:
    bool shown = false;
    QString type; // precise or mass
    QString attackerName;
    int strength = 0;
    QList<LegendsAttackResult> results;
    QStringList destroyedNames;
    bool operator==(const LegendsLastAttack &) const = default;
};

// A hero the app turned up from a Team deck this turn, with the deck's other
// cards the real deck may have shown instead (deck.correct_draw).
struct LegendsDrawCorrection {
    Q_GADGET
    QML_VALUE_TYPE(legendsDrawCorrection)
    Q_PROPERTY(QString player MEMBER player)
    Q_PROPERTY(QString playerName MEMBER playerName)
    Q_PROPERTY(QString hero MEMBER hero)
    Q_PROPERTY(QString heroName MEMBER heroName)
    Q_PROPERTY(QList<arbiter::LegendsDeckCard> alternatives MEMBER alternatives)

public:
    QString player;
    QString playerName;
    QString hero;
    QString heroName;
    QList<LegendsDeckCard> alternatives;
    bool operator==(const LegendsDrawCorrection &) const = default;
};

} // namespace arbiter
