#pragma once

#include <QString>
#include <QtQml/qqmlregistration.h>

namespace arbiter {

// The values the combat sheet reads from TheosisCombatController: the rows of
// its choices and of the calculator's answer, and the answer's headline.

// A hero who may attack, or a hero or monster who may defend.
struct TheosisCombatFighter {
    Q_GADGET
    QML_VALUE_TYPE(theosiscombatfighter)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString playerName MEMBER playerName)
    Q_PROPERTY(bool acting MEMBER acting)
    Q_PROPERTY(bool monster MEMBER monster)

public:
    QString id;
    QString name;
    QString playerName; // "" for a monster
    bool acting = false; // the hero whose turn it is
    bool monster = false;
    bool operator==(const TheosisCombatFighter &) const = default;
};

// A power card of the attacker's or the defender's hand.
struct TheosisCombatPower {
    Q_GADGET
    QML_VALUE_TYPE(theosiscombatpower)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int attack MEMBER attack)
    Q_PROPERTY(int defense MEMBER defense)

public:
    QString id;
    QString name;
    int attack = 0; // against a monster, the attack it counts with there
    int defense = 0;
    bool operator==(const TheosisCombatPower &) const = default;
};

// An attack skill of the attacker.
struct TheosisCombatSkill {
    Q_GADGET
    QML_VALUE_TYPE(theosiscombatskill)
    Q_PROPERTY(int index MEMBER index)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int bonus MEMBER bonus)
    Q_PROPERTY(bool gem MEMBER gem)

public:
    int index = 0;
    QString name;
    int bonus = 0;
    bool gem = false;
    bool operator==(const TheosisCombatSkill &) const = default;
};

// One step of the calculator's arithmetic and the rule behind it.
struct TheosisCombatStep {
    Q_GADGET
    QML_VALUE_TYPE(theosiscombatstep)
    Q_PROPERTY(QString text MEMBER text)
    Q_PROPERTY(QString rule MEMBER rule)

public:
    QString text;
    QString rule;
    bool operator==(const TheosisCombatStep &) const = default;
};

// The fight for one face of the monster's d4, when the die is not rolled yet.
struct TheosisCombatRoll {
    Q_GADGET
    QML_VALUE_TYPE(theosiscombatroll)
    Q_PROPERTY(int roll MEMBER roll)
    Q_PROPERTY(QString winner MEMBER winner)
    Q_PROPERTY(int defenseTotal MEMBER defenseTotal)
    Q_PROPERTY(int damage MEMBER damage)
    Q_PROPERTY(bool tokenRemoved MEMBER tokenRemoved)

public:
    int roll = 0;
    QString winner; // "attacker" or "defender"
    int defenseTotal = 0;
    int damage = 0;
    bool tokenRemoved = false;
    bool operator==(const TheosisCombatRoll &) const = default;
};

// The calculator's answer; `shown` is false while a choice is missing.
// With `odds` the monster's d4 is not known and the *Text fields say the chances.
struct TheosisCombatOutcome {
    Q_GADGET
    QML_VALUE_TYPE(theosiscombatoutcome)
    Q_PROPERTY(bool shown MEMBER shown)
    Q_PROPERTY(bool odds MEMBER odds)
    Q_PROPERTY(bool monster MEMBER monster)
    Q_PROPERTY(int attackTotal MEMBER attackTotal)
    Q_PROPERTY(int defenseTotal MEMBER defenseTotal)
    Q_PROPERTY(QString winner MEMBER winner)
    Q_PROPERTY(int rawDamage MEMBER rawDamage)
    Q_PROPERTY(int damage MEMBER damage)
    Q_PROPERTY(int healthAfter MEMBER healthAfter)
    Q_PROPERTY(bool tokenRemoved MEMBER tokenRemoved)
    Q_PROPERTY(QString attackerWinsText MEMBER attackerWinsText)
    Q_PROPERTY(QString tokenRemovedText MEMBER tokenRemovedText)
    Q_PROPERTY(QString expectedDamageText MEMBER expectedDamageText)

public:
    bool shown = false;
    bool odds = false;
    bool monster = false; // the defender is a monster: tokenRemoved, not healthAfter
    int attackTotal = 0;
    int defenseTotal = 0;
    QString winner; // "attacker" or "defender"
    int rawDamage = 0;
    int damage = 0;
    int healthAfter = 0;
    bool tokenRemoved = false;
    QString attackerWinsText; // "3/4 (75 %)"
    QString tokenRemovedText;
    QString expectedDamageText;
    bool operator==(const TheosisCombatOutcome &) const = default;
};

} // namespace arbiter
