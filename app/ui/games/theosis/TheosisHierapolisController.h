#pragma once

#include "ActiveSession.h"
#include "TheosisHierapolisRows.h"
#include "ui/typed/GadgetListModel.h"

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QPair>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace arbiter {

// Hierapolis as its view shows it: the locations with who stands where, the
// alignment tracks, every player's purse, hand and rituals, every hero's mat,
// whose placement it is, the decision the table owes, the artifact up for
// bidding, the gold allocation and the ranking. Everything is read from the
// open session (theosis::startPlay, nextToPlace, stepsTowards) after every
// change; every tap becomes one Theosis action through ActiveSession, so a
// refusal shows there with its rule. placementVerdict() asks the engine about
// a placement on a copy of the state, for the dialog's hints.
//
// Every list is a GadgetListModel of the rows in TheosisHierapolisRows.h, and
// every value has its own signal, sent only when it changed: a gold change
// redraws that purse, not the whole table.
class TheosisHierapolisController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(arbiter::ActiveSession *session READ session WRITE setSession NOTIFY sessionChanged)
    // The open session is a Theosis game whose table could be read.
    Q_PROPERTY(bool active READ active NOTIFY activeChanged)
    // Bumps on every change of the session, for bindings that ask the engine
    // (placementVerdict, enemyHeroesOf).
    Q_PROPERTY(int revision READ revision NOTIFY revisionChanged)
    Q_PROPERTY(QString phase READ phase NOTIFY phaseChanged)
    Q_PROPERTY(QString mode READ mode NOTIFY modeChanged)
    Q_PROPERTY(bool fast READ fast NOTIFY fastChanged)
    Q_PROPERTY(bool againstMonsters READ againstMonsters NOTIFY againstMonstersChanged)
    Q_PROPERTY(int turn READ turn NOTIFY turnChanged)
    Q_PROPERTY(int lastTurn READ lastTurn CONSTANT)
    // A player's id and name change together: one signal for both.
    Q_PROPERTY(QString initiative READ initiative NOTIFY initiativeChanged)
    Q_PROPERTY(QString initiativeName READ initiativeName NOTIFY initiativeChanged)
    // Who takes the initiative at the start of the next turn ("" when nobody claimed it).
    Q_PROPERTY(QString initiativeNextName READ initiativeNextName NOTIFY initiativeNextNameChanged)
    // The player whose hero goes next ("" when every hero is placed).
    Q_PROPERTY(QString placer READ placer NOTIFY placerChanged)
    Q_PROPERTY(QString placerName READ placerName NOTIFY placerChanged)
    // The ids of the placer's heroes still to go this turn.
    Q_PROPERTY(QStringList placeableHeroes READ placeableHeroes NOTIFY placeableHeroesChanged)
    Q_PROPERTY(QString selectedHero READ selectedHero NOTIFY selectionChanged)
    // The placer has no hero on a gold space this turn yet.
    Q_PROPERTY(bool placerNeedsGoldSpace READ placerNeedsGoldSpace NOTIFY placerNeedsGoldSpaceChanged)
    // TheosisPlayerRow, in seat order.
    Q_PROPERTY(arbiter::GadgetListModel *players READ players CONSTANT)
    // TheosisHeroRow, in setup order.
    Q_PROPERTY(arbiter::GadgetListModel *heroes READ heroes CONSTANT)
    // TheosisLocationRow: the six Quests, then the other locations.
    Q_PROPERTY(arbiter::GadgetListModel *locations READ locations CONSTANT)
    // TheosisTrackRow
    Q_PROPERTY(arbiter::GadgetListModel *tracks READ tracks CONSTANT)
    // TheosisItem
    Q_PROPERTY(arbiter::GadgetListModel *market READ market CONSTANT)
    // TheosisItem: what the Righteous draw may name.
    Q_PROPERTY(arbiter::GadgetListModel *pouch READ pouch CONSTANT)
    // TheosisItem: what the fast preparation hands out.
    Q_PROPERTY(arbiter::GadgetListModel *offer READ offer CONSTANT)
    // TheosisItem: the tokens the real pouch may have turned up for the
    // Market (market.draw) or the real offer may show (fast.draw), while the
    // engine takes them: all the draw could have turned up, in an order taps
    // keep, those it takes now `drawable`; empty otherwise.
    Q_PROPERTY(arbiter::GadgetListModel *marketDraw READ marketDraw CONSTANT)
    Q_PROPERTY(arbiter::GadgetListModel *offerDraw READ offerDraw CONSTANT)
    // The pack's note on its made-up values ("check against your components").
    Q_PROPERTY(QString packCheck READ packCheck NOTIFY packCheckChanged)
    // TheosisRitual: the Mage Tower's rituals.
    Q_PROPERTY(arbiter::GadgetListModel *ritualDeck READ ritualDeck CONSTANT)
    Q_PROPERTY(QList<int> freeTurnTokens READ freeTurnTokens NOTIFY freeTurnTokensChanged)
    Q_PROPERTY(arbiter::TheosisPending pending READ pending NOTIFY pendingChanged)
    // The turn's artifact while it is bid for; its id is empty otherwise.
    Q_PROPERTY(arbiter::TheosisItem artifact READ artifact NOTIFY artifactChanged)
    // TheosisAllocator: the players still to put gold on their mats, in order.
    Q_PROPERTY(arbiter::GadgetListModel *allocationOrder READ allocationOrder CONSTANT)
    Q_PROPERTY(QString allocator READ allocator NOTIFY allocatorChanged)
    Q_PROPERTY(QString allocatorName READ allocatorName NOTIFY allocatorChanged)
    // TheosisRankRow, highest first.
    Q_PROPERTY(arbiter::GadgetListModel *ranking READ ranking CONSTANT)
    // Players facing monsters may still order their heroes (ranking.set).
    Q_PROPERTY(bool canSetRanking READ canSetRanking NOTIFY canSetRankingChanged)

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
    [[nodiscard]] QString initiative() const { return m_initiative.first; }
    [[nodiscard]] QString initiativeName() const { return m_initiative.second; }
    [[nodiscard]] QString initiativeNextName() const { return m_initiativeNextName; }
    [[nodiscard]] QString placer() const { return m_placer.first; }
    [[nodiscard]] QString placerName() const { return m_placer.second; }
    [[nodiscard]] QStringList placeableHeroes() const { return m_placeableHeroes; }
    [[nodiscard]] QString selectedHero() const { return m_selectedHero; }
    [[nodiscard]] bool placerNeedsGoldSpace() const { return m_placerNeedsGoldSpace; }
    [[nodiscard]] GadgetListModel *players() const { return m_players; }
    [[nodiscard]] GadgetListModel *heroes() const { return m_heroes; }
    [[nodiscard]] GadgetListModel *locations() const { return m_locations; }
    [[nodiscard]] GadgetListModel *tracks() const { return m_tracks; }
    [[nodiscard]] GadgetListModel *market() const { return m_market; }
    [[nodiscard]] GadgetListModel *pouch() const { return m_pouch; }
    [[nodiscard]] GadgetListModel *offer() const { return m_offer; }
    [[nodiscard]] GadgetListModel *marketDraw() const { return m_marketDraw; }
    [[nodiscard]] GadgetListModel *offerDraw() const { return m_offerDraw; }
    [[nodiscard]] QString packCheck() const { return m_packCheck; }
    [[nodiscard]] GadgetListModel *ritualDeck() const { return m_ritualDeck; }
    [[nodiscard]] QList<int> freeTurnTokens() const { return m_freeTurnTokens; }
    [[nodiscard]] TheosisPending pending() const { return m_pending; }
    [[nodiscard]] TheosisItem artifact() const { return m_artifact; }
    [[nodiscard]] GadgetListModel *allocationOrder() const { return m_allocationOrder; }
    [[nodiscard]] QString allocator() const { return m_allocator.first; }
    [[nodiscard]] QString allocatorName() const { return m_allocator.second; }
    [[nodiscard]] GadgetListModel *ranking() const { return m_ranking; }
    [[nodiscard]] bool canSetRanking() const { return m_canSetRanking; }

    // The hero `heroId` (an empty row when unknown).
    Q_INVOKABLE arbiter::TheosisHeroRow hero(const QString &heroId) const;
    // The heroes of `playerId`, in setup order.
    Q_INVOKABLE QList<arbiter::TheosisHeroRow> heroesOf(const QString &playerId) const;
    // Every hero not on `playerId`'s side that still stands.
    Q_INVOKABLE QList<arbiter::TheosisHeroRow> enemyHeroesOf(const QString &playerId) const;
    Q_INVOKABLE QString nameOf(const QString &id) const;

    // The hero the next placement sends (one of placeableHeroes); "" clears.
    Q_INVOKABLE void selectHero(const QString &heroId);

    // A placement as the dialog holds its answers: `hero` to `location`
    // ("quest" with its `alignment`, "market", ...). Only the answers that
    // location asks for go into the engine's Place; an empty text, an
    // `amount` below 0 and a `face` of 0 mean "not given". Mana gems are
    // `gemHeroes[i]`'s skill `gemSkills[i]`.
    // What the engine says to it now, without applying it.
    Q_INVOKABLE arbiter::TheosisVerdict placementVerdict(const QString &hero, const QString &location, const QString &alignment,
                                                         bool gold, const QString &target, const QString &from, int amount,
                                                         const QString &drawn, const QString &item, const QString &equipHero,
                                                         const QString &slot, const QStringList &gemHeroes,
                                                         const QList<int> &gemSkills, const QString &ritual, int turn, int face,
                                                         const QString &heal) const;
    Q_INVOKABLE bool place(const QString &hero, const QString &location, const QString &alignment, bool gold,
                           const QString &target, const QString &from, int amount, const QString &drawn, const QString &item,
                           const QString &equipHero, const QString &slot, const QStringList &gemHeroes,
                           const QList<int> &gemSkills, const QString &ritual, int turn, int face, const QString &heal);
    // The artifacts still face down while the turn's one may be shown
    // (before any bid): the real table's reveal is one of them.
    Q_INVOKABLE QList<arbiter::TheosisItem> faceDownArtifacts() const { return m_faceDownArtifacts; }
    // The artifact the real table turned up this turn (artifact.set).
    Q_INVOKABLE bool showArtifact(const QString &item);
    Q_INVOKABLE bool takeOffer(const QString &heroId, const QString &slot);
    Q_INVOKABLE bool declineOffer();
    // The pending Thieves' Guild outcome: only what it asks for is sent (a
    // hero to hurt; a player to rob; a gem to take, and where it goes, or
    // nowhere when `toHero` is empty).
    Q_INVOKABLE bool resolveThieves(const QString &target, const QString &from, int fromSkill, const QString &toHero,
                                    int toSkill);
    // `gold[i]` bid by `players[i]`; every bid is spent.
    Q_INVOKABLE bool bid(const QStringList &players, const QList<int> &gold);
    // `gold[i]` onto hero `heroes[i]`'s mat from `playerId`'s purse.
    Q_INVOKABLE bool allocate(const QString &playerId, const QStringList &heroes, const QList<int> &gold);
    // A token the real pouch turned up for the Market, or the real fast
    // preparation's offer shows: one of marketDraw / offerDraw.
    Q_INVOKABLE bool drawForMarket(const QString &item);
    Q_INVOKABLE bool drawForOffer(const QString &item);
    // Fast preparation: an item of the offer onto a hero's slot.
    Q_INVOKABLE bool equipFromOffer(const QString &heroId, const QString &item, const QString &slot);
    Q_INVOKABLE bool setRanking(const QStringList &order);

Q_SIGNALS:
    void sessionChanged();
    void activeChanged();
    void revisionChanged();
    void phaseChanged();
    void modeChanged();
    void fastChanged();
    void againstMonstersChanged();
    void turnChanged();
    void initiativeChanged();
    void initiativeNextNameChanged();
    void placerChanged();
    void placeableHeroesChanged();
    void selectionChanged();
    void placerNeedsGoldSpaceChanged();
    void freeTurnTokensChanged();
    void pendingChanged();
    void artifactChanged();
    void allocatorChanged();
    void canSetRankingChanged();
    void packCheckChanged();

private:
    void refresh();
    bool submit(const QJsonObject &action);
    [[nodiscard]] QJsonObject placementAction(const QString &hero, const QString &location, const QString &alignment, bool gold,
                                              const QString &target, const QString &from, int amount, const QString &drawn,
                                              const QString &item, const QString &equipHero, const QString &slot,
                                              const QStringList &gemHeroes, const QList<int> &gemSkills,
                                              const QString &ritual, int turn, int face, const QString &heal) const;

    QPointer<ActiveSession> m_session;
    bool m_active = false;
    int m_revision = 0;
    QString m_phase;
    QString m_mode;
    bool m_fast = false;
    bool m_againstMonsters = false;
    int m_turn = 0;
    // (id, name) pairs.
    QPair<QString, QString> m_initiative;
    QString m_initiativeNextName;
    QPair<QString, QString> m_placer;
    QStringList m_placeableHeroes;
    QString m_selectedHero;
    bool m_placerNeedsGoldSpace = false;
    QHash<QString, QString> m_names;
    QHash<QString, QStringList> m_alliesOf; // player id -> the players on the same side, itself included
    GadgetListModel *m_players;
    GadgetListModel *m_heroes;
    GadgetListModel *m_locations;
    GadgetListModel *m_tracks;
    GadgetListModel *m_market;
    GadgetListModel *m_pouch;
    GadgetListModel *m_offer;
    GadgetListModel *m_marketDraw;
    GadgetListModel *m_offerDraw;
    QString m_packCheck;
    GadgetListModel *m_ritualDeck;
    QList<int> m_freeTurnTokens;
    TheosisPending m_pending;
    TheosisItem m_artifact;
    QList<TheosisItem> m_faceDownArtifacts;
    GadgetListModel *m_allocationOrder;
    QPair<QString, QString> m_allocator;
    GadgetListModel *m_ranking;
    bool m_canSetRanking = false;
};

} // namespace arbiter
