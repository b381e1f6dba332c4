#pragma once

#include <QList>
#include <QObject>
#include <QMetaType>
#include <QString>
#include <QtQml/qqmlregistration.h>

// The values the Super Fantasy Brawl arena screen binds to: each list is a
// GadgetListModel of one of these rows, each single value a property of its own.
namespace arbiter {

struct BrawlCoreState {
    Q_GADGET
    QML_VALUE_TYPE(brawlCoreState)
    Q_PROPERTY(QString core MEMBER core)
    Q_PROPERTY(bool exhausted MEMBER exhausted)

public:
    QString core;
    bool exhausted = false;
    bool operator==(const BrawlCoreState &) const = default;
};

struct BrawlPlayerState {
    Q_GADGET
    QML_VALUE_TYPE(brawlPlayerState)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int hand MEMBER hand)
    Q_PROPERTY(int deck MEMBER deck)
    Q_PROPERTY(int discard MEMBER discard)
    Q_PROPERTY(bool active MEMBER active)
    Q_PROPERTY(QList<arbiter::BrawlCoreState> cores MEMBER cores)

public:
    QString id;
    QString name;
    int hand = 0;
    int deck = 0;
    int discard = 0;
    bool active = false;
    QList<BrawlCoreState> cores;
    bool operator==(const BrawlPlayerState &) const = default;
};

struct BrawlSideRow {
    Q_GADGET
    QML_VALUE_TYPE(brawlSideRow)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(int side MEMBER side)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int vp MEMBER vp)
    Q_PROPERTY(int goal MEMBER goal)
    Q_PROPERTY(bool winner MEMBER winner)
    Q_PROPERTY(QList<arbiter::BrawlPlayerState> players MEMBER players)

public:
    QString id;
    int side = 0;
    QString name;
    int vp = 0;
    int goal = 0;
    bool winner = false;
    QList<BrawlPlayerState> players;
    bool operator==(const BrawlSideRow &) const = default;
};

// A slot of the Challenge Track; `claimable` when the engine offers its claim now.
struct BrawlTrackSlot {
    Q_GADGET
    QML_VALUE_TYPE(brawlTrackSlot)
    Q_PROPERTY(int slot MEMBER slot)
    Q_PROPERTY(int vp MEMBER vp)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString text MEMBER text)
    Q_PROPERTY(bool claimable MEMBER claimable)

public:
    int slot = 0;
    int vp = 0;
    QString name;
    QString text;
    bool claimable = false;
    bool operator==(const BrawlTrackSlot &) const = default;
};

struct BrawlChampionRow {
    Q_GADGET
    QML_VALUE_TYPE(brawlChampionRow)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int side MEMBER side)
    Q_PROPERTY(QString owner MEMBER owner)
    Q_PROPERTY(int damage MEMBER damage)
    Q_PROPERTY(int hitpoints MEMBER hitpoints)
    Q_PROPERTY(int remaining MEMBER remaining)
    Q_PROPERTY(int defence MEMBER defence)
    Q_PROPERTY(int movementBonus MEMBER movementBonus)
    Q_PROPERTY(bool levelled MEMBER levelled)
    Q_PROPERTY(bool bloodied MEMBER bloodied)
    Q_PROPERTY(bool rooted MEMBER rooted)
    Q_PROPERTY(bool onBoard MEMBER onBoard)
    Q_PROPERTY(bool selected MEMBER selected)

public:
    QString id;
    QString name;
    int side = 0;
    QString owner;
    int damage = 0;
    int hitpoints = 0;
    int remaining = 0;
    int defence = 0;
    int movementBonus = 0;
    bool levelled = false;
    bool bloodied = false;
    bool rooted = false;
    bool onBoard = false;
    bool selected = false;
    bool operator==(const BrawlChampionRow &) const = default;
};

// One of the selected champion's action cards.
struct BrawlHandCard {
    Q_GADGET
    QML_VALUE_TYPE(brawlHandCard)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString core MEMBER core)
    Q_PROPERTY(QString coreText MEMBER coreText)
    Q_PROPERTY(QString type MEMBER type)
    Q_PROPERTY(bool reaction MEMBER reaction)
    Q_PROPERTY(bool ready MEMBER ready)
    Q_PROPERTY(QString summary MEMBER summary)
    // The pack's by_hand words: what the players do beyond the keywords.
    Q_PROPERTY(QString byHand MEMBER byHand)
    Q_PROPERTY(bool previewed MEMBER previewed)

public:
    QString id;
    QString name;
    QString core;
    QString coreText;
    QString type;
    bool reaction = false;
    bool ready = false;
    QString summary;
    QString byHand;
    bool previewed = false;
    bool operator==(const BrawlHandCard &) const = default;
};

// The card being played; `open` is false between activations.
struct BrawlActivationInfo {
    Q_GADGET
    QML_VALUE_TYPE(brawlActivationInfo)
    Q_PROPERTY(bool open MEMBER open)
    Q_PROPERTY(QString champion MEMBER champion)
    Q_PROPERTY(QString championName MEMBER championName)
    Q_PROPERTY(QString card MEMBER card)
    Q_PROPERTY(QString cardName MEMBER cardName)
    Q_PROPERTY(bool post MEMBER post)

public:
    bool open = false;
    QString champion;
    QString championName;
    QString card;
    QString cardName;
    bool post = false;
    bool operator==(const BrawlActivationInfo &) const = default;
};

// A way the card lets the champion move (Move, Dash, Jump, Swoop).
struct BrawlBudgetOption {
    Q_GADGET
    QML_VALUE_TYPE(brawlBudgetOption)
    Q_PROPERTY(int index MEMBER index)
    Q_PROPERTY(QString mode MEMBER mode)
    Q_PROPERTY(QString text MEMBER text)

public:
    int index = 0;
    QString mode;
    QString text;
    bool operator==(const BrawlBudgetOption &) const = default;
};

// A champion the card may or may not target, with the rule that refuses it.
struct BrawlTargetOption {
    Q_GADGET
    QML_VALUE_TYPE(brawlTargetOption)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int side MEMBER side)
    Q_PROPERTY(bool legal MEMBER legal)
    Q_PROPERTY(bool chosen MEMBER chosen)
    Q_PROPERTY(QString code MEMBER code)
    Q_PROPERTY(QString reason MEMBER reason)
    Q_PROPERTY(QString rule MEMBER rule)

public:
    QString id;
    QString name;
    int side = 0;
    bool legal = false;
    bool chosen = false;
    QString code;
    QString reason;
    QString rule;
    bool operator==(const BrawlTargetOption &) const = default;
};

// An orientation of an area card and whom it hits.
struct BrawlOrientationOption {
    Q_GADGET
    QML_VALUE_TYPE(brawlOrientationOption)
    Q_PROPERTY(int orientation MEMBER orientation)
    Q_PROPERTY(bool legal MEMBER legal)
    Q_PROPERTY(QString hit MEMBER hit)

public:
    int orientation = 0;
    bool legal = false;
    QString hit;
    bool operator==(const BrawlOrientationOption &) const = default;
};

// A Reaction the defenders may answer the attack with.
struct BrawlReactionOption {
    Q_GADGET
    QML_VALUE_TYPE(brawlReactionOption)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString champion MEMBER champion)
    Q_PROPERTY(QString coreText MEMBER coreText)
    Q_PROPERTY(QString summary MEMBER summary)
    Q_PROPERTY(bool ready MEMBER ready)
    Q_PROPERTY(bool chosen MEMBER chosen)

public:
    QString id;
    QString name;
    QString champion;
    QString coreText;
    QString summary;
    bool ready = false;
    bool chosen = false;
    bool operator==(const BrawlReactionOption &) const = default;
};

struct BrawlStandardOption {
    Q_GADGET
    QML_VALUE_TYPE(brawlStandardOption)
    Q_PROPERTY(QString action MEMBER action)
    Q_PROPERTY(QString text MEMBER text)
    Q_PROPERTY(bool used MEMBER used)
    Q_PROPERTY(bool ready MEMBER ready)

public:
    QString action;
    QString text;
    bool used = false;
    bool ready = false;
    bool operator==(const BrawlStandardOption &) const = default;
};

// Who chooses champions now and how; `shown` only while drafting.
struct BrawlDraftInfo {
    Q_GADGET
    QML_VALUE_TYPE(brawlDraftInfo)
    Q_PROPERTY(bool shown MEMBER shown)
    Q_PROPERTY(QString player MEMBER player)
    Q_PROPERTY(QString playerName MEMBER playerName)
    Q_PROPERTY(bool ban MEMBER ban)
    Q_PROPERTY(bool free MEMBER free)
    Q_PROPERTY(int teamSize MEMBER teamSize)

public:
    bool shown = false;
    QString player;
    QString playerName;
    bool ban = false;
    bool free = false;
    int teamSize = 0;
    bool operator==(const BrawlDraftInfo &) const = default;
};

struct BrawlDraftChoice {
    Q_GADGET
    QML_VALUE_TYPE(brawlDraftChoice)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(bool taken MEMBER taken)

public:
    QString id;
    QString name;
    bool taken = false;
    bool operator==(const BrawlDraftChoice &) const = default;
};

// Where a target's Fear, Force, Push or Pull leaves it.
struct BrawlDisplacementRow {
    Q_GADGET
    QML_VALUE_TYPE(brawlDisplacementRow)
    Q_PROPERTY(QString keyword MEMBER keyword)
    Q_PROPERTY(QString title MEMBER title)
    Q_PROPERTY(QString champion MEMBER champion)
    Q_PROPERTY(int options MEMBER options)
    Q_PROPERTY(bool needed MEMBER needed)
    Q_PROPERTY(bool choosable MEMBER choosable)
    Q_PROPERTY(bool chosen MEMBER chosen)
    Q_PROPERTY(bool picking MEMBER picking)
    Q_PROPERTY(QString text MEMBER text)

public:
    QString keyword;
    QString title;
    QString champion;
    int options = 0;
    bool needed = false;
    bool choosable = false;
    bool chosen = false;
    bool picking = false;
    QString text;
    bool operator==(const BrawlDisplacementRow &) const = default;
};

// An enemy hit that the chosen Reaction may be played on.
struct BrawlReactionTarget {
    Q_GADGET
    QML_VALUE_TYPE(brawlReactionTarget)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(bool chosen MEMBER chosen)

public:
    QString id;
    QString name;
    bool chosen = false;
    bool operator==(const BrawlReactionTarget &) const = default;
};

// The card allows a Place now; `shown` false when not.
struct BrawlPlaceOffer {
    Q_GADGET
    QML_VALUE_TYPE(brawlPlaceOffer)
    Q_PROPERTY(bool shown MEMBER shown)
    Q_PROPERTY(QString source MEMBER source)
    Q_PROPERTY(QString sourceName MEMBER sourceName)
    Q_PROPERTY(QString cardName MEMBER cardName)

public:
    bool shown = false;
    QString source;
    QString sourceName;
    QString cardName;
    bool operator==(const BrawlPlaceOffer &) const = default;
};

} // namespace arbiter
