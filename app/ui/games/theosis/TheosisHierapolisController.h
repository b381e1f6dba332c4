#pragma once

#include "ActiveSession.h"

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace arbiter {

// Hierapolis as its view shows it: the locations with who stands where, the
// alignment tracks, every player's purse, hand and rituals, every hero's mat,
// whose placement it is, the decision the table owes, the artifact up for
// bidding, the gold allocation and the ranking. Everything is read from the
// open session (theosis::startPlay, nextToPlace, stepsTowards) after every
// change; every tap becomes one Theosis action through ActiveSession, so a
// refusal shows there with its rule. verdict() asks the engine about an
// action on a copy of the state, for the dialogs' hints.
//
// Heroes are maps: {id, sheet, name, shortName, player, playerName,
// alignment, health, gold, bonus, location, placed, alive, speed, ranged,
// mana: [{index, id, name, filled}], slots: [{id, accepts, hand, item, itemName}]}.
class TheosisHierapolisController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(arbiter::ActiveSession *session READ session WRITE setSession NOTIFY sessionChanged)
    // The open session is a Theosis game whose table could be read.
    Q_PROPERTY(bool active READ active NOTIFY changed)
    // Bumps on every change, for bindings that call verdict().
    Q_PROPERTY(int revision READ revision NOTIFY changed)
    Q_PROPERTY(QString phase READ phase NOTIFY changed)
    Q_PROPERTY(QString mode READ mode NOTIFY changed)
    Q_PROPERTY(bool fast READ fast NOTIFY changed)
    Q_PROPERTY(bool againstMonsters READ againstMonsters NOTIFY changed)
    Q_PROPERTY(int turn READ turn NOTIFY changed)
    Q_PROPERTY(int lastTurn READ lastTurn CONSTANT)
    Q_PROPERTY(QString initiative READ initiative NOTIFY changed)
    Q_PROPERTY(QString initiativeName READ initiativeName NOTIFY changed)
    // Who takes the initiative at the start of the next turn ("" when nobody claimed it).
    Q_PROPERTY(QString initiativeNextName READ initiativeNextName NOTIFY changed)
    // The player whose hero goes next ("" when every hero is placed).
    Q_PROPERTY(QString placer READ placer NOTIFY changed)
    Q_PROPERTY(QString placerName READ placerName NOTIFY changed)
    // The placer's heroes still to go this turn.
    Q_PROPERTY(QVariantList placeableHeroes READ placeableHeroes NOTIFY changed)
    Q_PROPERTY(QString selectedHero READ selectedHero NOTIFY selectionChanged)
    // The placer has no hero on a gold space this turn yet.
    Q_PROPERTY(bool placerNeedsGoldSpace READ placerNeedsGoldSpace NOTIFY changed)
    // In seat order: {id, name, gold, team, hand: [{id, name, attack, defense, type}],
    // discardCount, rituals: [{id, name, turn}], initiative, placing, allocating}.
    Q_PROPERTY(QVariantList players READ players NOTIFY changed)
    Q_PROPERTY(QVariantList heroes READ heroes NOTIFY changed)
    // The six Quests, then the other locations: {id, location, alignment,
    // goldTaken, closed, heroes: [{id, shortName, player, gold}],
    // power: {name, attack, defense} (Quests: this turn's power)}.
    Q_PROPERTY(QVariantList locations READ locations NOTIFY changed)
    // {index, first, second, value, limit, bonus}
    Q_PROPERTY(QVariantList tracks READ tracks NOTIFY changed)
    // Items: {id, name, kind, type, damage, twoHanded, artifact, attack, defense}.
    Q_PROPERTY(QVariantList market READ market NOTIFY changed)
    // The pouch: what fast preparation hands out and what the Righteous draw may name.
    Q_PROPERTY(QVariantList pouch READ pouch NOTIFY changed)
    // The Mage Tower's rituals: {id, name}.
    Q_PROPERTY(QVariantList ritualDeck READ ritualDeck NOTIFY changed)
    Q_PROPERTY(QVariantList freeTurnTokens READ freeTurnTokens NOTIFY changed)
    // {kind ("offer" | "thieves"), player, playerName, item (an item map),
    // source ("righteous-quest" | "artifact"), outcome}; empty when nothing waits.
    Q_PROPERTY(QVariantMap pending READ pending NOTIFY changed)
    // The turn's artifact while it is bid for; empty otherwise.
    Q_PROPERTY(QVariantMap artifact READ artifact NOTIFY changed)
    // Allocation: the players still to put gold on their mats, in order: {id, name}.
    Q_PROPERTY(QVariantList allocationOrder READ allocationOrder NOTIFY changed)
    Q_PROPERTY(QString allocator READ allocator NOTIFY changed)
    Q_PROPERTY(QString allocatorName READ allocatorName NOTIFY changed)
    // Highest first: {id, name, shortName, player, playerName, gold, rank}.
    Q_PROPERTY(QVariantList ranking READ ranking NOTIFY changed)
    // Players facing monsters may still order their heroes (ranking.set).
    Q_PROPERTY(bool canSetRanking READ canSetRanking NOTIFY changed)

public:
    explicit TheosisHierapolisController(QObject *parent = nullptr);

    [[nodiscard]] ActiveSession *session() const { return m_session; }
    void setSession(ActiveSession *session);

    [[nodiscard]] bool active() const { return m_active; }
    [[nodiscard]] int revision() const { return m_revision; }
    [[nodiscard]] QString phase() const { return m_phase; }
    [[nodiscard]] QString mode() const { return m_mode; }
    [[nodiscard]] bool fast() const { return m_fast; }
    [[nodiscard]] bool againstMonsters() const { return m_againstMonsters; }
    [[nodiscard]] int turn() const { return m_turn; }
    [[nodiscard]] int lastTurn() const;
    [[nodiscard]] QString initiative() const { return m_initiative; }
    [[nodiscard]] QString initiativeName() const { return nameOf(m_initiative); }
    [[nodiscard]] QString initiativeNextName() const { return nameOf(m_initiativeNext); }
    [[nodiscard]] QString placer() const { return m_placer; }
    [[nodiscard]] QString placerName() const { return nameOf(m_placer); }
    [[nodiscard]] QVariantList placeableHeroes() const;
    [[nodiscard]] QString selectedHero() const { return m_selectedHero; }
    [[nodiscard]] bool placerNeedsGoldSpace() const { return m_placerNeedsGoldSpace; }
    [[nodiscard]] QVariantList players() const { return m_players; }
    [[nodiscard]] QVariantList heroes() const { return m_heroes; }
    [[nodiscard]] QVariantList locations() const { return m_locations; }
    [[nodiscard]] QVariantList tracks() const { return m_tracks; }
    [[nodiscard]] QVariantList market() const { return m_market; }
    [[nodiscard]] QVariantList pouch() const { return m_pouch; }
    [[nodiscard]] QVariantList ritualDeck() const { return m_ritualDeck; }
    [[nodiscard]] QVariantList freeTurnTokens() const { return m_freeTurnTokens; }
    [[nodiscard]] QVariantMap pending() const { return m_pending; }
    [[nodiscard]] QVariantMap artifact() const { return m_artifact; }
    [[nodiscard]] QVariantList allocationOrder() const { return m_allocationOrder; }
    [[nodiscard]] QString allocator() const { return m_allocator; }
    [[nodiscard]] QString allocatorName() const { return nameOf(m_allocator); }
    [[nodiscard]] QVariantList ranking() const { return m_ranking; }
    [[nodiscard]] bool canSetRanking() const { return m_canSetRanking; }

    // The hero map of `heroId` (empty when unknown).
    Q_INVOKABLE QVariantMap hero(const QString &heroId) const;
    // The heroes of `playerId`, in setup order.
    Q_INVOKABLE QVariantList heroesOf(const QString &playerId) const;
    // Every hero not on `playerId`'s side that still stands.
    Q_INVOKABLE QVariantList enemyHeroesOf(const QString &playerId) const;
    Q_INVOKABLE QString nameOf(const QString &id) const;

    // The hero the next placement sends (one of placeableHeroes); "" clears.
    Q_INVOKABLE void selectHero(const QString &heroId);
    // What the engine says to `action` now, without applying it:
    // {ok, message, rule, code}.
    Q_INVOKABLE QVariantMap verdict(const QVariantMap &action) const;
    // {"type":"place","hero": the selected hero, ...fields}.
    Q_INVOKABLE QVariantMap placement(const QVariantMap &fields) const;
    Q_INVOKABLE bool place(const QVariantMap &fields);
    Q_INVOKABLE bool takeOffer(const QString &heroId, const QString &slot);
    Q_INVOKABLE bool declineOffer();
    Q_INVOKABLE bool resolveThieves(const QVariantMap &fields);
    // bids: {player: gold}; every bid is spent.
    Q_INVOKABLE bool bid(const QVariantMap &bids);
    // gold: {hero: gold} from the allocator's purse.
    Q_INVOKABLE bool allocate(const QString &playerId, const QVariantMap &gold);
    // Fast preparation: an item of the offer onto a hero's slot.
    Q_INVOKABLE bool equipFromOffer(const QString &heroId, const QString &item, const QString &slot);
    Q_INVOKABLE bool setRanking(const QStringList &order);

Q_SIGNALS:
    void sessionChanged();
    void changed();
    void selectionChanged();

private:
    void refresh();
    bool submit(const QJsonObject &action);

    QPointer<ActiveSession> m_session;
    bool m_active = false;
    int m_revision = 0;
    QString m_phase;
    QString m_mode;
    bool m_fast = false;
    bool m_againstMonsters = false;
    int m_turn = 0;
    QString m_initiative;
    QString m_initiativeNext;
    QString m_placer;
    QString m_selectedHero;
    bool m_placerNeedsGoldSpace = false;
    QVariantMap m_names;
    QVariantList m_players;
    QVariantList m_heroes;
    QHash<QString, QStringList> m_alliesOf; // player id -> the players on the same side, itself included
    QVariantList m_locations;
    QVariantList m_tracks;
    QVariantList m_market;
    QVariantList m_pouch;
    QVariantList m_ritualDeck;
    QVariantList m_freeTurnTokens;
    QVariantMap m_pending;
    QVariantMap m_artifact;
    QVariantList m_allocationOrder;
    QString m_allocator;
    QVariantList m_ranking;
    bool m_canSetRanking = false;
};

} // namespace arbiter
