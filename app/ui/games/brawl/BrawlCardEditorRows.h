#pragma once

#include <QList>
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

// What the Super Fantasy Brawl card editor shows: the pack's champions and
// the chosen champion's cards (lists), the chosen card's fields, and the
// keywords its type allows.
namespace arbiter {

struct BrawlEditedChampion {
    Q_GADGET
    QML_VALUE_TYPE(brawlEditedChampion)
    Q_PROPERTY(int index MEMBER index)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int cards MEMBER cards)
    Q_PROPERTY(QString check MEMBER check)

public:
    int index = 0;
    QString id;
    QString name;
    int cards = 0;
    QString check;
    bool operator==(const BrawlEditedChampion &) const = default;
};

struct BrawlEditedCardEntry {
    Q_GADGET
    QML_VALUE_TYPE(brawlEditedCardEntry)
    Q_PROPERTY(int index MEMBER index)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString type MEMBER type)
    Q_PROPERTY(QString core MEMBER core)

public:
    int index = 0;
    QString id;
    QString name;
    QString type;
    QString core;
    bool operator==(const BrawlEditedCardEntry &) const = default;
};

// The chosen card with every default filled in; `shown` false when the
// champion has no card. The names are the pack's JSON keys.
struct BrawlCardFields {
    Q_GADGET
    QML_VALUE_TYPE(brawlCardFields)
    Q_PROPERTY(bool shown MEMBER shown)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString name_de MEMBER name_de)
    Q_PROPERTY(QString core MEMBER core)
    Q_PROPERTY(QString type MEMBER type)
    Q_PROPERTY(int copies MEMBER copies)
    Q_PROPERTY(int movement MEMBER movement)
    Q_PROPERTY(QString movement_mode MEMBER movement_mode)
    Q_PROPERTY(QString targeting MEMBER targeting)
    Q_PROPERTY(int range_min MEMBER range_min)
    Q_PROPERTY(int range_max MEMBER range_max)
    Q_PROPERTY(int max_targets MEMBER max_targets)
    Q_PROPERTY(QString target_side MEMBER target_side)
    Q_PROPERTY(int strength MEMBER strength)
    Q_PROPERTY(int damage MEMBER damage)
    Q_PROPERTY(int defence MEMBER defence)
    Q_PROPERTY(int area_size MEMBER area_size)
    // What the players do for the card beyond its keywords (the pack's by_hand).
    Q_PROPERTY(QString by_hand MEMBER by_hand)
    // The pack walk's verdict on the card: "applied", "by_hand" or "silent"
    // (Place, or words, and nothing saying what the players do); "" while broken.
    Q_PROPERTY(QString handling MEMBER handling)

public:
    bool shown = false;
    QString id;
    QString name;
    QString name_de;
    QString core;
    QString type;
    int copies = 1;
    int movement = 0;
    QString movement_mode;
    QString targeting;
    int range_min = 1;
    int range_max = 1;
    int max_targets = 1;
    QString target_side;
    int strength = 0;
    int damage = 0;
    int defence = 0;
    int area_size = 0;
    QString by_hand;
    QString handling;
    bool operator==(const BrawlCardFields &) const = default;
};

struct BrawlKeywordValue {
    Q_GADGET
    QML_VALUE_TYPE(brawlKeywordValue)
    Q_PROPERTY(QString key MEMBER key)
    Q_PROPERTY(QString title MEMBER title)
    Q_PROPERTY(int value MEMBER value)
    Q_PROPERTY(bool flag MEMBER flag)

public:
    QString key;
    QString title;
    int value = 0;
    bool flag = false;
    bool operator==(const BrawlKeywordValue &) const = default;
};

// The keywords allowed before ("pre"), during ("hit") or after ("post") the attack.
struct BrawlKeywordGroupRow {
    Q_GADGET
    QML_VALUE_TYPE(brawlKeywordGroupRow)
    Q_PROPERTY(QString group MEMBER group)
    Q_PROPERTY(QList<arbiter::BrawlKeywordValue> keywords MEMBER keywords)

public:
    QString group;
    QList<BrawlKeywordValue> keywords;
    bool operator==(const BrawlKeywordGroupRow &) const = default;
};

} // namespace arbiter
