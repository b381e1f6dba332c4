#pragma once

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace arbiter {

// The values the Theosis Arena screen reads from TheosisArenaController: the
// rows of its lists (each a GadgetListModel) and the monster's turn and the
// result as single values. A hex is [q, r] (QList<int>, empty for none).

// A chip of the ranking strip, highest rank first.
struct TheosisArenaRank {
    Q_GADGET
    QML_VALUE_TYPE(theosisarenarank)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(int rank MEMBER rank)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString playerName MEMBER playerName)
    Q_PROPERTY(int side MEMBER side)
    Q_PROPERTY(bool acting MEMBER acting)
    Q_PROPERTY(bool acted MEMBER acted)
    Q_PROPERTY(bool paralysed MEMBER paralysed)
    Q_PROPERTY(bool standing MEMBER standing)

public:
    QString id;
    int rank = 0;
    QString name;
    QString playerName;
    int side = 0;
    bool acting = false;
    bool acted = false;
    bool paralysed = false;
    bool standing = true;
    bool operator==(const TheosisArenaRank &) const = default;
};

// A blessing or curse lying on a hero.
struct TheosisArenaHeroToken {
    Q_GADGET
    QML_VALUE_TYPE(theosisarenaherotoken)
    Q_PROPERTY(QString power MEMBER power)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(bool blessing MEMBER blessing)

public:
    QString power;
    QString name;
    bool blessing = false;
    bool operator==(const TheosisArenaHeroToken &) const = default;
};

// One skill of a hero and whether a Mana gem sits on it.
struct TheosisArenaHeroGem {
    Q_GADGET
    QML_VALUE_TYPE(theosisarenaherogem)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(bool gem MEMBER gem)

public:
    QString name;
    bool gem = false;
    bool operator==(const TheosisArenaHeroGem &) const = default;
};

struct TheosisArenaHero {
    Q_GADGET
    QML_VALUE_TYPE(theosisarenahero)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString playerName MEMBER playerName)
    Q_PROPERTY(int side MEMBER side)
    Q_PROPERTY(int health MEMBER health)
    Q_PROPERTY(QList<int> at MEMBER at)
    Q_PROPERTY(QList<arbiter::TheosisArenaHeroToken> tokens MEMBER tokens)
    Q_PROPERTY(QList<arbiter::TheosisArenaHeroGem> mana MEMBER mana)
    Q_PROPERTY(bool paralysed MEMBER paralysed)
    Q_PROPERTY(bool standing MEMBER standing)
    Q_PROPERTY(bool swallowed MEMBER swallowed)

public:
    QString id;
    QString name;
    QString playerName;
    int side = 0;
    int health = 0;
    QList<int> at;
    QList<TheosisArenaHeroToken> tokens;
    QList<TheosisArenaHeroGem> mana;
    bool paralysed = false;
    bool standing = true;
    bool swallowed = false;
    bool operator==(const TheosisArenaHero &) const = default;
};

struct TheosisArenaMonster {
    Q_GADGET
    QML_VALUE_TYPE(theosisarenamonster)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int pile MEMBER pile)
    Q_PROPERTY(bool hidden MEMBER hidden)
    Q_PROPERTY(int threshold MEMBER threshold)
    Q_PROPERTY(QStringList protections MEMBER protections)
    Q_PROPERTY(QStringList resistances MEMBER resistances)
    Q_PROPERTY(int defense MEMBER defense)
    Q_PROPERTY(int speed MEMBER speed)
    Q_PROPERTY(bool acted MEMBER acted)
    Q_PROPERTY(QStringList tokens MEMBER tokens)
    Q_PROPERTY(QStringList tokenLabels MEMBER tokenLabels)

public:
    QString id;
    QString name;
    int pile = 0; // stamina tokens left
    bool hidden = false; // the top token face down
    int threshold = 0; // the top token's, 0 while hidden
    QStringList protections;
    QStringList resistances;
    int defense = 0;
    int speed = 0;
    bool acted = false;
    // The pile's tokens, top first, and how each reads on the component:
    // the one the real pile shows on top is set with showStaminaToken().
    QStringList tokens;
    QStringList tokenLabels;
    bool operator==(const TheosisArenaMonster &) const = default;
};

// A ritual whose tokens lie in the Arena.
struct TheosisArenaBoardRitual {
    Q_GADGET
    QML_VALUE_TYPE(theosisarenaboardritual)
    Q_PROPERTY(QString ritual MEMBER ritual)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString owner MEMBER owner)
    Q_PROPERTY(QString rule MEMBER rule)

public:
    QString ritual;
    QString name;
    QString owner; // the caster's display name
    QString rule;
    bool operator==(const TheosisArenaBoardRitual &) const = default;
};

// A ritual due this turn, cast or let lapse before any hero acts.
struct TheosisArenaDueRitual {
    Q_GADGET
    QML_VALUE_TYPE(theosisarenadueritual)
    Q_PROPERTY(QString player MEMBER player)
    Q_PROPERTY(QString playerName MEMBER playerName)
    Q_PROPERTY(QString ritual MEMBER ritual)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(bool token MEMBER token)
    Q_PROPERTY(bool chosen MEMBER chosen)
    Q_PROPERTY(QString rule MEMBER rule)

public:
    QString player;
    QString playerName;
    QString ritual;
    QString name;
    bool token = false; // lays a token that is placed and turned
    bool chosen = false;
    QString rule;
    bool operator==(const TheosisArenaDueRitual &) const = default;
};

// One skill of the caster's hero that Mana Surge may put a gem on.
struct TheosisArenaGemSkill {
    Q_GADGET
    QML_VALUE_TYPE(theosisarenagemskill)
    Q_PROPERTY(int index MEMBER index)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(bool gem MEMBER gem)
    Q_PROPERTY(bool chosen MEMBER chosen)

public:
    int index = 0;
    QString name;
    bool gem = false; // holds one already
    bool chosen = false; // gets one from the ritual
    bool operator==(const TheosisArenaGemSkill &) const = default;
};

struct TheosisArenaGemHero {
    Q_GADGET
    QML_VALUE_TYPE(theosisarenagemhero)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(bool standing MEMBER standing)
    Q_PROPERTY(QList<arbiter::TheosisArenaGemSkill> skills MEMBER skills)

public:
    QString id;
    QString name;
    bool standing = true;
    QList<TheosisArenaGemSkill> skills;
    bool operator==(const TheosisArenaGemHero &) const = default;
};

// A power card of a hand: in the acting hero's hand (usable, chosen) or
// in a defender's (chosen, free: not already defending another hero).
struct TheosisArenaPower {
    Q_GADGET
    QML_VALUE_TYPE(theosisarenapower)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int attack MEMBER attack)
    Q_PROPERTY(int defense MEMBER defense)
    Q_PROPERTY(int monsterAttack MEMBER monsterAttack)
    Q_PROPERTY(int monsterDefense MEMBER monsterDefense)
    Q_PROPERTY(QString type MEMBER type)
    Q_PROPERTY(QString effect MEMBER effect)
    Q_PROPERTY(bool usable MEMBER usable)
    Q_PROPERTY(bool chosen MEMBER chosen)
    Q_PROPERTY(bool free MEMBER free)

public:
    QString id;
    QString name;
    int attack = 0;
    int defense = 0;
    // Against a monster some powers count with other values (Warcraft attacks as 5).
    int monsterAttack = 0;
    int monsterDefense = 0;
    QString type;
    QString effect;
    bool usable = true;
    bool chosen = false;
    bool free = true;
    bool operator==(const TheosisArenaPower &) const = default;
};

// A skill of the acting hero (or of the ally Resurrection gives a gem).
struct TheosisArenaSkill {
    Q_GADGET
    QML_VALUE_TYPE(theosisarenaskill)
    Q_PROPERTY(int index MEMBER index)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString shape MEMBER shape)
    Q_PROPERTY(QString kind MEMBER kind)
    Q_PROPERTY(int bonus MEMBER bonus)
    Q_PROPERTY(bool gem MEMBER gem)
    Q_PROPERTY(bool usable MEMBER usable)
    Q_PROPERTY(bool chosen MEMBER chosen)

public:
    int index = 0;
    QString id;
    QString name;
    QString shape;
    QString kind;
    int bonus = 0;
    bool gem = false;
    bool usable = true;
    bool chosen = false;
    bool operator==(const TheosisArenaSkill &) const = default;
};

// A hero or monster the chosen action could aim at, and why not when refused.
struct TheosisArenaTargetOption {
    Q_GADGET
    QML_VALUE_TYPE(theosisarenatargetoption)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(bool legal MEMBER legal)
    Q_PROPERTY(QString reason MEMBER reason)
    Q_PROPERTY(QString code MEMBER code)
    Q_PROPERTY(QString rule MEMBER rule)
    Q_PROPERTY(bool chosen MEMBER chosen)
    Q_PROPERTY(bool monster MEMBER monster)

public:
    QString id;
    QString name;
    bool legal = false;
    QString reason;
    QString code;
    QString rule;
    bool chosen = false;
    bool monster = false;
    bool operator==(const TheosisArenaTargetOption &) const = default;
};

// A hero struck by the acting hero's attack, and its defence power.
struct TheosisArenaDefender {
    Q_GADGET
    QML_VALUE_TYPE(theosisarenadefender)
    Q_PROPERTY(QString hero MEMBER hero)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString playerName MEMBER playerName)
    Q_PROPERTY(int side MEMBER side)
    Q_PROPERTY(QList<arbiter::TheosisArenaPower> powers MEMBER powers)
    Q_PROPERTY(QString defense MEMBER defense)

public:
    QString hero;
    QString name;
    QString playerName;
    int side = 0;
    QList<TheosisArenaPower> powers;
    QString defense; // the chosen power, "" for none yet
    bool operator==(const TheosisArenaDefender &) const = default;
};

// A monster struck by the acting hero, and its d4 (0: the app rolls).
struct TheosisArenaMonsterRoll {
    Q_GADGET
    QML_VALUE_TYPE(theosisarenamonsterroll)
    Q_PROPERTY(QString monster MEMBER monster)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int roll MEMBER roll)

public:
    QString monster;
    QString name;
    int roll = 0;
    bool operator==(const TheosisArenaMonsterRoll &) const = default;
};

struct TheosisArenaHex {
    Q_GADGET
    QML_VALUE_TYPE(theosisarenahex)
    Q_PROPERTY(int q MEMBER q)
    Q_PROPERTY(int r MEMBER r)

public:
    int q = 0;
    int r = 0;
    bool operator==(const TheosisArenaHex &) const = default;
};

// A hero a monster's attack may strike, and why not when it cannot.
struct TheosisMonsterCandidate {
    Q_GADGET
    QML_VALUE_TYPE(theosismonstercandidate)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(bool legal MEMBER legal)
    Q_PROPERTY(QString reason MEMBER reason)
    Q_PROPERTY(QString code MEMBER code)
    Q_PROPERTY(int health MEMBER health)
    Q_PROPERTY(bool chosen MEMBER chosen)

public:
    QString id;
    QString name;
    bool legal = false;
    QString reason;
    QString code;
    int health = 0;
    bool chosen = false;
    bool operator==(const TheosisMonsterCandidate &) const = default;
};

// A hero a monster's attack strikes, with the hand it defends from.
struct TheosisMonsterGuard {
    Q_GADGET
    QML_VALUE_TYPE(theosismonsterguard)
    Q_PROPERTY(QString hero MEMBER hero)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QList<arbiter::TheosisArenaPower> powers MEMBER powers)
    Q_PROPERTY(QString defense MEMBER defense)

public:
    QString hero;
    QString name;
    QList<TheosisArenaPower> powers;
    QString defense;
    bool operator==(const TheosisMonsterGuard &) const = default;
};

// One attack of the monster's action: its numbers, whom it may strike and whom it does.
struct TheosisMonsterAttack {
    Q_GADGET
    QML_VALUE_TYPE(theosismonsterattack)
    Q_PROPERTY(int index MEMBER index)
    Q_PROPERTY(int bonus MEMBER bonus)
    Q_PROPERTY(int damage MEMBER damage)
    Q_PROPERTY(QString damageType MEMBER damageType)
    Q_PROPERTY(QString range MEMBER range)
    Q_PROPERTY(bool all MEMBER all)
    Q_PROPERTY(bool single MEMBER single)
    Q_PROPERTY(QString effects MEMBER effects)
    Q_PROPERTY(QList<arbiter::TheosisMonsterCandidate> candidates MEMBER candidates)
    Q_PROPERTY(QList<arbiter::TheosisMonsterGuard> chosen MEMBER chosen)

public:
    int index = 0;
    int bonus = 0;
    int damage = 0;
    QString damageType;
    QString range;
    bool all = false; // strikes every hero it can: nobody is picked
    bool single = false; // strikes one hero
    QString effects; // "paralyses, slays", in words
    QList<TheosisMonsterCandidate> candidates;
    QList<TheosisMonsterGuard> chosen;
    bool operator==(const TheosisMonsterAttack &) const = default;
};

// The d4 of one strike of the monster's action (0: the app rolls).
struct TheosisMonsterStrike {
    Q_GADGET
    QML_VALUE_TYPE(theosismonsterstrike)
    Q_PROPERTY(int index MEMBER index)
    Q_PROPERTY(int attack MEMBER attack)
    Q_PROPERTY(QString hero MEMBER hero)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int roll MEMBER roll)

public:
    int index = 0;
    int attack = 0;
    QString hero;
    QString name;
    int roll = 0;
    bool operator==(const TheosisMonsterStrike &) const = default;
};

// The due monster's turn; its attacks and strikes are lists of their own
// (monsterAttacks, monsterStrikes). `shown` is false outside a monster's turn.
struct TheosisMonsterTurn {
    Q_GADGET
    QML_VALUE_TYPE(theosismonsterturn)
    Q_PROPERTY(bool shown MEMBER shown)
    Q_PROPERTY(QString monster MEMBER monster)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(bool rider MEMBER rider)
    Q_PROPERTY(int face MEMBER face)
    Q_PROPERTY(int speed MEMBER speed)
    Q_PROPERTY(QList<int> moveTo MEMBER moveTo)
    Q_PROPERTY(QString moveToPlace MEMBER moveToPlace)
    Q_PROPERTY(int reachable MEMBER reachable)
    Q_PROPERTY(QString action MEMBER action)
    Q_PROPERTY(QString effect MEMBER effect)

public:
    bool shown = false;
    QString monster;
    QString name;
    bool rider = false; // the Godslayer's rider acts from its own table
    int face = 0; // the skullduggery die, 0 not known yet
    int speed = 0;
    QList<int> moveTo;
    QString moveToPlace;
    int reachable = 0;
    QString action; // the action the face picks, "" before the die
    QString effect; // an action without attacks
    bool operator==(const TheosisMonsterTurn &) const = default;
};

// The end of the game; `shown` is false while it goes on.
struct TheosisArenaResult {
    Q_GADGET
    QML_VALUE_TYPE(theosisarenaresult)
    Q_PROPERTY(bool shown MEMBER shown)
    Q_PROPERTY(QString outcome MEMBER outcome)
    Q_PROPERTY(QStringList winners MEMBER winners)
    Q_PROPERTY(QString reason MEMBER reason)
    Q_PROPERTY(QString reasonText MEMBER reasonText)
    Q_PROPERTY(QStringList mvp MEMBER mvp)

public:
    bool shown = false;
    QString outcome; // "win", "tie" or "loss"
    QStringList winners; // display names
    QString reason; // the engine's code
    QString reasonText;
    QStringList mvp;
    bool operator==(const TheosisArenaResult &) const = default;
};

} // namespace arbiter
