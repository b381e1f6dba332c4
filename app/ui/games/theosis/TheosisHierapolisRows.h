#pragma once

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

// The values TheosisHierapolisController publishes: each list's rows and the
// single values (the decision owed, the artifact, an engine verdict), typed
// so QML reads named fields and a list announces only the rows that changed.
namespace arbiter {

struct TheosisPower {
    Q_GADGET
    QML_VALUE_TYPE(theosispower)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString alignment MEMBER alignment)
    Q_PROPERTY(int attack MEMBER attack)
    Q_PROPERTY(int defense MEMBER defense)
    Q_PROPERTY(QString type MEMBER type)

public:
    QString id;
    QString name;
    QString alignment;
    int attack = 0;
    int defense = 0;
    QString type;
    bool operator==(const TheosisPower &) const = default;
};

// An item token: in the Market, in the pouch, offered, or bid for.
struct TheosisItem {
    Q_GADGET
    QML_VALUE_TYPE(theosisitem)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString kind MEMBER kind)
    Q_PROPERTY(QString type MEMBER type)
    Q_PROPERTY(int damage MEMBER damage)
    Q_PROPERTY(bool twoHanded MEMBER twoHanded)
    Q_PROPERTY(bool artifact MEMBER artifact)
    Q_PROPERTY(int attack MEMBER attack)
    Q_PROPERTY(int defense MEMBER defense)
    // In the Market or the fast preparation's offer: the real table drew it
    // (otherwise it is the app's draw).
    Q_PROPERTY(bool fromTable MEMBER fromTable)
    // In a draw picker: the table's draw may name it now.
    Q_PROPERTY(bool drawable MEMBER drawable)

public:
    QString id;
    QString name;
    QString kind;
    QString type;
    int damage = 0;
    bool twoHanded = false;
    bool artifact = false;
    int attack = 0;
    int defense = 0;
    bool fromTable = false;
    bool drawable = false;
    bool operator==(const TheosisItem &) const = default;
};

// A ritual of the Mage Tower's deck (turn 0) or prepared for an Arena turn.
struct TheosisRitual {
    Q_GADGET
    QML_VALUE_TYPE(theosisritual)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int turn MEMBER turn)

public:
    QString id;
    QString name;
    int turn = 0;
    bool operator==(const TheosisRitual &) const = default;
};

struct TheosisPlayerRow {
    Q_GADGET
    QML_VALUE_TYPE(theosisplayerrow)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int gold MEMBER gold)
    Q_PROPERTY(QString team MEMBER team)
    Q_PROPERTY(QList<arbiter::TheosisPower> hand MEMBER hand)
    Q_PROPERTY(int discardCount MEMBER discardCount)
    Q_PROPERTY(QList<arbiter::TheosisRitual> rituals MEMBER rituals)
    Q_PROPERTY(bool initiative MEMBER initiative)
    Q_PROPERTY(bool placing MEMBER placing)
    Q_PROPERTY(bool allocating MEMBER allocating)

public:
    QString id;
    QString name;
    int gold = 0;
    QString team;
    QList<TheosisPower> hand;
    int discardCount = 0;
    QList<TheosisRitual> rituals;
    bool initiative = false;
    bool placing = false;
    bool allocating = false;
    bool operator==(const TheosisPlayerRow &) const = default;
};

// One skill of a hero's mat and whether a Mana gem lies on it.
struct TheosisManaGem {
    Q_GADGET
    QML_VALUE_TYPE(theosismanagem)
    Q_PROPERTY(int index MEMBER index)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(bool filled MEMBER filled)

public:
    int index = 0;
    QString id;
    QString name;
    bool filled = false;
    bool operator==(const TheosisManaGem &) const = default;
};

struct TheosisItemSlot {
    Q_GADGET
    QML_VALUE_TYPE(theosisitemslot)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QStringList accepts MEMBER accepts)
    Q_PROPERTY(bool hand MEMBER hand)
    Q_PROPERTY(QString item MEMBER item)
    Q_PROPERTY(QString itemName MEMBER itemName)

public:
    QString id;
    QStringList accepts;
    bool hand = false;
    QString item;
    QString itemName;
    bool operator==(const TheosisItemSlot &) const = default;
};

struct TheosisHeroRow {
    Q_GADGET
    QML_VALUE_TYPE(theosisherorow)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString sheet MEMBER sheet)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString shortName MEMBER shortName)
    Q_PROPERTY(QString player MEMBER player)
    Q_PROPERTY(QString playerName MEMBER playerName)
    Q_PROPERTY(QString alignment MEMBER alignment)
    Q_PROPERTY(int health MEMBER health)
    Q_PROPERTY(int gold MEMBER gold)
    Q_PROPERTY(int bonus MEMBER bonus)
    Q_PROPERTY(QString location MEMBER location)
    Q_PROPERTY(bool placed MEMBER placed)
    Q_PROPERTY(bool alive MEMBER alive)
    // The placer may send this hero now (one of placeableHeroes).
    Q_PROPERTY(bool placeable MEMBER placeable)
    Q_PROPERTY(int speed MEMBER speed)
    Q_PROPERTY(bool ranged MEMBER ranged)
    Q_PROPERTY(QList<arbiter::TheosisManaGem> mana MEMBER mana)
    Q_PROPERTY(QList<arbiter::TheosisItemSlot> slots MEMBER slots)

public:
    QString id;
    QString sheet;
    QString name;
    QString shortName;
    QString player;
    QString playerName;
    QString alignment;
    int health = 0;
    int gold = 0;
    int bonus = 0;
    QString location;
    bool placed = false;
    bool alive = false;
    bool placeable = false;
    int speed = 0;
    bool ranged = false;
    QList<TheosisManaGem> mana;
    QList<TheosisItemSlot> slots;
    bool operator==(const TheosisHeroRow &) const = default;
};

// A hero standing at a location; `gold`: on a Quest's gold space.
struct TheosisVisitor {
    Q_GADGET
    QML_VALUE_TYPE(theosisvisitor)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString shortName MEMBER shortName)
    Q_PROPERTY(QString player MEMBER player)
    Q_PROPERTY(QString playerName MEMBER playerName)
    Q_PROPERTY(bool gold MEMBER gold)

public:
    QString id;
    QString shortName;
    QString player;
    QString playerName;
    bool gold = false;
    bool operator==(const TheosisVisitor &) const = default;
};

// The six Quests, then the other locations. `power` is a Quest's power this
// turn (its id empty elsewhere).
struct TheosisLocationRow {
    Q_GADGET
    QML_VALUE_TYPE(theosislocationrow)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString location MEMBER location)
    Q_PROPERTY(QString alignment MEMBER alignment)
    Q_PROPERTY(bool goldTaken MEMBER goldTaken)
    Q_PROPERTY(bool closed MEMBER closed)
    Q_PROPERTY(QList<arbiter::TheosisVisitor> heroes MEMBER heroes)
    Q_PROPERTY(arbiter::TheosisPower power MEMBER power)

public:
    QString id;
    QString location;
    QString alignment;
    bool goldTaken = false;
    bool closed = false;
    QList<TheosisVisitor> heroes;
    TheosisPower power;
    bool operator==(const TheosisLocationRow &) const = default;
};

struct TheosisTrackRow {
    Q_GADGET
    QML_VALUE_TYPE(theosistrackrow)
    Q_PROPERTY(int index MEMBER index)
    Q_PROPERTY(QString first MEMBER first)
    Q_PROPERTY(QString second MEMBER second)
    // Where the marker stands: + towards `first`, - towards `second`.
    Q_PROPERTY(int position MEMBER position)
    Q_PROPERTY(int limit MEMBER limit)
    Q_PROPERTY(int bonus MEMBER bonus)

public:
    int index = 0;
    QString first;
    QString second;
    int position = 0;
    int limit = 0;
    int bonus = 0;
    bool operator==(const TheosisTrackRow &) const = default;
};

// A player still to put gold on the mats, in the engine's order.
struct TheosisAllocator {
    Q_GADGET
    QML_VALUE_TYPE(theosisallocator)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)

public:
    QString id;
    QString name;
    bool operator==(const TheosisAllocator &) const = default;
};

struct TheosisRankRow {
    Q_GADGET
    QML_VALUE_TYPE(theosisrankrow)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString shortName MEMBER shortName)
    Q_PROPERTY(QString player MEMBER player)
    Q_PROPERTY(QString playerName MEMBER playerName)
    Q_PROPERTY(int gold MEMBER gold)
    Q_PROPERTY(int rank MEMBER rank)

public:
    QString id;
    QString name;
    QString shortName;
    QString player;
    QString playerName;
    int gold = 0;
    int rank = 0;
    bool operator==(const TheosisRankRow &) const = default;
};

// The decision the table owes before play goes on: an item offered
// ("offer": the Righteous draw or the artifact won) or the Thieves' Guild's
// outcome ("thieves"). `active` is false when nothing waits.
struct TheosisPending {
    Q_GADGET
    QML_VALUE_TYPE(theosispending)
    Q_PROPERTY(bool active MEMBER active)
    Q_PROPERTY(QString kind MEMBER kind)
    Q_PROPERTY(QString player MEMBER player)
    Q_PROPERTY(QString playerName MEMBER playerName)
    Q_PROPERTY(arbiter::TheosisItem item MEMBER item)
    Q_PROPERTY(QString source MEMBER source)
    Q_PROPERTY(QString outcome MEMBER outcome)

public:
    bool active = false;
    QString kind;
    QString player;
    QString playerName;
    TheosisItem item;
    QString source;
    QString outcome;
    bool operator==(const TheosisPending &) const = default;
};

// What the engine says to an action tried on a copy of the state.
struct TheosisVerdict {
    Q_GADGET
    QML_VALUE_TYPE(theosisverdict)
    Q_PROPERTY(bool ok MEMBER ok)
    Q_PROPERTY(QString message MEMBER message)
    Q_PROPERTY(QString rule MEMBER rule)
    Q_PROPERTY(QString code MEMBER code)

public:
    bool ok = false;
    QString message;
    QString rule;
    QString code;
    bool operator==(const TheosisVerdict &) const = default;
};

} // namespace arbiter
