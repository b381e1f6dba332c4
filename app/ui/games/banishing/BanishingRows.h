#pragma once

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace arbiter {

// The values The Banishing's table view draws (BanishingTableController),
// typed for QML: a card, a space of the Void, a line to take, a character,
// an ability of the active character and a place waiting for its card.

// A card as the table sees it; an empty `card` is an empty place.
struct BanishingCard {
    Q_GADGET
    QML_VALUE_TYPE(banishingCard)
    Q_PROPERTY(QString card MEMBER card)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString kind MEMBER kind) // "symbol", "undead" or "item"
    Q_PROPERTY(QString color MEMBER color)
    Q_PROPERTY(QString colorName MEMBER colorName)
    Q_PROPERTY(QString symbol MEMBER symbol)
    Q_PROPERTY(QString symbolName MEMBER symbolName)
    Q_PROPERTY(int level MEMBER level)
    Q_PROPERTY(int damage MEMBER damage)
    Q_PROPERTY(QString item MEMBER item)
    Q_PROPERTY(int count MEMBER count) // copies in the pack

public:
    QString card;
    QString name;
    QString kind;
    QString color;
    QString colorName;
    QString symbol;
    QString symbolName;
    int level = 0;
    int damage = 0;
    QString item;
    int count = 0;

    bool operator==(const BanishingCard &) const = default;
};

struct BanishingVoidSpace {
    Q_GADGET
    QML_VALUE_TYPE(banishingVoidSpace)
    Q_PROPERTY(int index MEMBER index)
    Q_PROPERTY(int row MEMBER row)
    Q_PROPERTY(int column MEMBER column)
    Q_PROPERTY(int height MEMBER height)
    Q_PROPERTY(arbiter::BanishingCard top MEMBER top)
    Q_PROPERTY(bool pending MEMBER pending) // waits for the real deck's card

public:
    int index = 0;
    int row = 0;
    int column = 0;
    int height = 0;
    BanishingCard top;
    bool pending = false;

    bool operator==(const BanishingVoidSpace &) const = default;
};

// A row or column a turn can take, with the top cards it would take.
struct BanishingLine {
    Q_GADGET
    QML_VALUE_TYPE(banishingLine)
    Q_PROPERTY(QString line MEMBER line) // "row" or "column"
    Q_PROPERTY(int index MEMBER index)
    Q_PROPERTY(QList<arbiter::BanishingCard> cards MEMBER cards)
    Q_PROPERTY(int undead MEMBER undead)
    Q_PROPERTY(bool takeable MEMBER takeable)

public:
    QString line;
    int index = 0;
    QList<BanishingCard> cards;
    int undead = 0;
    bool takeable = false;

    bool operator==(const BanishingLine &) const = default;
};

struct BanishingCharacter {
    Q_GADGET
    QML_VALUE_TYPE(banishingCharacter)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString player MEMBER player)
    Q_PROPERTY(bool active MEMBER active)
    Q_PROPERTY(int damage MEMBER damage)
    Q_PROPERTY(int stamina MEMBER stamina)
    Q_PROPERTY(int health MEMBER health)
    Q_PROPERTY(int armor MEMBER armor)
    Q_PROPERTY(bool exhausted MEMBER exhausted)
    Q_PROPERTY(bool dead MEMBER dead)
    // Empty while its player keeps the hand on a phone (handOnPhone).
    Q_PROPERTY(QList<arbiter::BanishingCard> hand MEMBER hand)
    Q_PROPERTY(int handSize MEMBER handSize)
    Q_PROPERTY(bool handOnPhone MEMBER handOnPhone)
    Q_PROPERTY(QList<arbiter::BanishingCard> wounds MEMBER wounds)
    Q_PROPERTY(QList<arbiter::BanishingCard> items MEMBER items)

public:
    QString id;
    QString name;
    QString player;
    bool active = false;
    int damage = 0;
    int stamina = 0;
    int health = 0;
    int armor = 0;
    bool exhausted = false;
    bool dead = false;
    QList<BanishingCard> hand;
    int handSize = 0;
    bool handOnPhone = false;
    QList<BanishingCard> wounds;
    QList<BanishingCard> items;

    bool operator==(const BanishingCharacter &) const = default;
};

// A unique ability of the active character and the engine's word on it.
struct BanishingAbility {
    Q_GADGET
    QML_VALUE_TYPE(banishingAbility)
    Q_PROPERTY(QString ability MEMBER ability)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int level MEMBER level)
    Q_PROPERTY(QString color MEMBER color)
    Q_PROPERTY(QString colorName MEMBER colorName)
    Q_PROPERTY(QString effect MEMBER effect)
    Q_PROPERTY(bool toBanishing MEMBER toBanishing)
    Q_PROPERTY(bool allowed MEMBER allowed)
    Q_PROPERTY(QString refusal MEMBER refusal) // why not, in words
    Q_PROPERTY(QString refusalRule MEMBER refusalRule)
    Q_PROPERTY(bool affordable MEMBER affordable)
    Q_PROPERTY(QStringList cards MEMBER cards) // the paying set's names
    Q_PROPERTY(bool wand MEMBER wand)

public:
    QString ability;
    QString name;
    int level = 1;
    QString color;
    QString colorName;
    QString effect;
    bool toBanishing = false;
    bool allowed = false;
    QString refusal;
    QString refusalRule;
    bool affordable = false;
    QStringList cards;
    bool wand = false;

    bool operator==(const BanishingAbility &) const = default;
};

// One tap the engine offers to carry out a by-hand ability (a card.move,
// banishing_corrections.h). With a `field`, the tap first picks one of
// `values` (a card, or a Void space), shown as `valueNames`.
struct BanishingCorrection {
    Q_GADGET
    QML_VALUE_TYPE(banishingCorrection)
    Q_PROPERTY(int index MEMBER index) // for BanishingTableController::correct
    Q_PROPERTY(QString label MEMBER label)
    Q_PROPERTY(QString field MEMBER field)
    Q_PROPERTY(QStringList values MEMBER values)
    Q_PROPERTY(QStringList valueNames MEMBER valueNames)

public:
    int index = 0;
    QString label;
    QString field;
    QStringList values;
    QStringList valueNames;

    bool operator==(const BanishingCorrection &) const = default;
};

// Real-deck mode: a place waiting for the table to name the card dealt there.
struct BanishingPendingPlace {
    Q_GADGET
    QML_VALUE_TYPE(banishingPendingPlace)
    Q_PROPERTY(QString place MEMBER place)
    Q_PROPERTY(QString kind MEMBER kind) // "hand" or "void"
    Q_PROPERTY(int index MEMBER index) // of the Void space
    Q_PROPERTY(QString character MEMBER character)
    Q_PROPERTY(QString characterName MEMBER characterName)
    Q_PROPERTY(QString playerName MEMBER playerName)
    // The hand's player keeps it on a phone: the card is named there.
    Q_PROPERTY(bool onPhone MEMBER onPhone)

public:
    QString place;
    QString kind;
    int index = 0;
    QString character;
    QString characterName;
    QString playerName;
    bool onPhone = false;

    bool operator==(const BanishingPendingPlace &) const = default;
};

} // namespace arbiter
