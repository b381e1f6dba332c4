#pragma once

#include <QList>
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

// What the Super Fantasy Brawl board editor shows besides the board: the two
// deployment areas and the champions' printed stats.
namespace arbiter {

struct BrawlEditedArea {
    Q_GADGET
    QML_VALUE_TYPE(brawlEditedArea)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(int size MEMBER size)
    Q_PROPERTY(bool hasGate MEMBER hasGate)

public:
    QString id;
    int size = 0;
    bool hasGate = false;
    bool operator==(const BrawlEditedArea &) const = default;
};

// One side of a champion's card ("basic" or "levelled").
struct BrawlEditedStats {
    Q_GADGET
    QML_VALUE_TYPE(brawlEditedStats)
    Q_PROPERTY(int hp MEMBER hp)
    Q_PROPERTY(int defence MEMBER defence)
    Q_PROPERTY(int movement_bonus MEMBER movement_bonus)

public:
    int hp = 0;
    int defence = 0;
    int movement_bonus = 0;
    bool operator==(const BrawlEditedStats &) const = default;
};

struct BrawlEditedChampionStats {
    Q_GADGET
    QML_VALUE_TYPE(brawlEditedChampionStats)
    Q_PROPERTY(int index MEMBER index)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(arbiter::BrawlEditedStats basic MEMBER basic)
    Q_PROPERTY(arbiter::BrawlEditedStats levelled MEMBER levelled)
    Q_PROPERTY(int cards MEMBER cards)

public:
    int index = 0;
    QString name;
    BrawlEditedStats basic;
    BrawlEditedStats levelled;
    int cards = 0;
    bool operator==(const BrawlEditedChampionStats &) const = default;
};

} // namespace arbiter
