#pragma once

#include <QList>
#include <QMetaType>
#include <QString>
#include <QtQml/qqmlregistration.h>

// The values the Exiled Legends attack builder publishes: every player's
// heroes as possible targets, and why the last one tapped may not be hit.
namespace arbiter {

// A hero (or an unflipped Legend, which may never be hit) as a possible target.
struct LegendsTarget {
    Q_GADGET
    QML_VALUE_TYPE(legendsTarget)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString position MEMBER position)
    Q_PROPERTY(QString type MEMBER type)
    Q_PROPERTY(bool inPlay MEMBER inPlay)
    Q_PROPERTY(int strength MEMBER strength)
    Q_PROPERTY(int maxHp MEMBER maxHp)
    Q_PROPERTY(int damage MEMBER damage)
    Q_PROPERTY(bool selected MEMBER selected)
    Q_PROPERTY(bool legal MEMBER legal)
    Q_PROPERTY(int pending MEMBER pending)
    Q_PROPERTY(QString reason MEMBER reason)
    Q_PROPERTY(QString rule MEMBER rule)
    Q_PROPERTY(QString code MEMBER code)

public:
    QString id;
    QString name;
    QString position; // champion, support, or legend (not in play)
    QString type;
    bool inPlay = false; // false: strength, maxHp and damage say nothing
    int strength = 0;
    int maxHp = 0;
    int damage = 0;
    bool selected = false;
    bool legal = false;
    int pending = 0; // the counters it would get
    // Why it may not be added (empty when it may).
    QString reason;
    QString rule;
    QString code;
    bool operator==(const LegendsTarget &) const = default;
};

// A player's heroes as targets; the attacker's own (`own`) are listed last.
struct LegendsTargetPlayer {
    Q_GADGET
    QML_VALUE_TYPE(legendsTargetPlayer)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(bool own MEMBER own)
    Q_PROPERTY(QList<arbiter::LegendsTarget> targets MEMBER targets)

public:
    QString id;
    QString name;
    bool own = false;
    QList<LegendsTarget> targets;
    bool operator==(const LegendsTargetPlayer &) const = default;
};

// The rule behind the last illegal target tapped; not shown once dismissed.
struct LegendsTargetExplanation {
    Q_GADGET
    QML_VALUE_TYPE(legendsTargetExplanation)
    Q_PROPERTY(bool shown MEMBER shown)
    Q_PROPERTY(QString heroName MEMBER heroName)
    Q_PROPERTY(QString reason MEMBER reason)
    Q_PROPERTY(QString rule MEMBER rule)
    Q_PROPERTY(QString code MEMBER code)

public:
    bool shown = false;
    QString heroName;
    QString reason;
    QString rule;
    QString code;
    bool operator==(const LegendsTargetExplanation &) const = default;
};

} // namespace arbiter
