#pragma once

#include "LegendsTableRows.h"
#include "ui/typed/GadgetListModel.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

class QJsonObject;

namespace arbiter {

class ActiveSession;

// The Exiled Legends table as its view shows it: every play area in turn
// order, the round, whose turn and which phase, the Sphere card in play, what
// the current player may do now (each 1-MP action and functional ability,
// with the engine's reason when it is not allowed), the open triggered-ability
// window and any choice that waits. What is legal and why not is the engine's
// options query (the reactions' effects: trial applies), and every tap goes through
// ActiveSession, so refusals show in its banner with their rule. Each value
// says when it changed, and the lists only the rows and roles that did: a
// counter on one hero touches one play area, and the tile under the finger stays.
class LegendsTableModel : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(arbiter::ActiveSession *session READ session WRITE setSession NOTIFY sessionChanged)
    Q_PROPERTY(QString stage READ stage NOTIFY stageChanged)
    Q_PROPERTY(int round READ round NOTIFY roundChanged)
    Q_PROPERTY(QString phase READ phase NOTIFY phaseChanged)
    // 0 outside an attack; 2 while the first window is open, 4 in the second.
    Q_PROPERTY(int attackStep READ attackStep NOTIFY attackStepChanged)
    Q_PROPERTY(QString attackType READ attackType NOTIFY attackTypeChanged)
    Q_PROPERTY(QString currentPlayer READ currentPlayer NOTIFY currentPlayerChanged)
    Q_PROPERTY(QString currentPlayerName READ currentPlayerName NOTIFY currentPlayerNameChanged)
    // The current player's Myth Points (0 outside play).
    Q_PROPERTY(int currentPlayerMp READ currentPlayerMp NOTIFY currentPlayerMpChanged)
    Q_PROPERTY(QString winnerName READ winnerName NOTIFY winnerNameChanged)
    // How the roll-off for the first player came out, shown through round 1:
    // the virtual (or typed) d6 decided who starts, not only the dice history.
    Q_PROPERTY(QString firstPlayerRoll READ firstPlayerRoll NOTIFY firstPlayerRollChanged)
    Q_PROPERTY(bool drawn READ drawn NOTIFY drawnChanged)
    // The session pack's `check` note (its cards are placeholders to check
    // against the real ones), shown wherever a card is picked from a list.
    Q_PROPERTY(QString packCheck READ packCheck NOTIFY packCheckChanged)
    Q_PROPERTY(arbiter::GadgetListModel *players READ players CONSTANT)
    Q_PROPERTY(arbiter::LegendsSphere sphere READ sphere NOTIFY sphereChanged)
    Q_PROPERTY(int sphereDeckCount READ sphereDeckCount NOTIFY sphereDeckCountChanged)
    // While a Sphere card is due: the cards the table may have turned up from
    // its own deck (LegendsSphere rows, by name), for flipSphere.
    Q_PROPERTY(arbiter::GadgetListModel *sphereChoices READ sphereChoices CONSTANT)
    Q_PROPERTY(QStringList flow READ flow NOTIFY flowChanged)
    // LegendsAction rows: the five 1-MP actions.
    Q_PROPERTY(arbiter::GadgetListModel *actions READ actions CONSTANT)
    // LegendsAbilityUse rows.
    Q_PROPERTY(arbiter::GadgetListModel *abilities READ abilities CONSTANT)
    // LegendsWaiting rows: the counters beside each target of the open attack.
    Q_PROPERTY(arbiter::GadgetListModel *pending READ pending CONSTANT)
    // LegendsPrompt rows: the abilities that may answer the open attack now.
    Q_PROPERTY(arbiter::GadgetListModel *window READ window CONSTANT)
    // LegendsPrompt rows: start-of-turn abilities to use and bane tokens to apply.
    Q_PROPERTY(arbiter::GadgetListModel *reminders READ reminders CONSTANT)
    // LegendsDrawCorrection rows: heroes the app turned up this turn that the
    // real Team deck may have replaced with another card.
    Q_PROPERTY(arbiter::GadgetListModel *drawCorrections READ drawCorrections CONSTANT)
    Q_PROPERTY(arbiter::LegendsChampionChoice championChoice READ championChoice NOTIFY championChoiceChanged)
    Q_PROPERTY(arbiter::LegendsLastAttack lastAttack READ lastAttack NOTIFY lastAttackChanged)
    // The by-hand ability just used, and its one-tap corrections (LegendsCorrection rows).
    Q_PROPERTY(arbiter::LegendsByHand byHand READ byHand NOTIFY byHandChanged)
    Q_PROPERTY(arbiter::GadgetListModel *corrections READ corrections CONSTANT)

public:
    explicit LegendsTableModel(QObject *parent = nullptr);

    [[nodiscard]] ActiveSession *session() const { return m_session; }
    void setSession(ActiveSession *session);

    [[nodiscard]] QString stage() const { return m_stage; }
    [[nodiscard]] int round() const { return m_round; }
    [[nodiscard]] QString phase() const { return m_phase; }
    [[nodiscard]] int attackStep() const { return m_attackStep; }
    [[nodiscard]] QString attackType() const { return m_attackType; }
    [[nodiscard]] QString currentPlayer() const { return m_currentPlayer; }
    [[nodiscard]] QString currentPlayerName() const { return m_currentPlayerName; }
    [[nodiscard]] int currentPlayerMp() const { return m_currentPlayerMp; }
    [[nodiscard]] QString firstPlayerRoll() const { return m_firstPlayerRoll; }
    [[nodiscard]] QString winnerName() const { return m_winnerName; }
    [[nodiscard]] bool drawn() const { return m_drawn; }
    [[nodiscard]] QString packCheck() const { return m_packCheck; }
    [[nodiscard]] GadgetListModel *players() const { return m_players; }
    [[nodiscard]] LegendsSphere sphere() const { return m_sphere; }
    [[nodiscard]] int sphereDeckCount() const { return m_sphereDeckCount; }
    [[nodiscard]] GadgetListModel *sphereChoices() const { return m_sphereChoices; }
    [[nodiscard]] QStringList flow() const { return m_flow; }
    [[nodiscard]] GadgetListModel *actions() const { return m_actions; }
    [[nodiscard]] GadgetListModel *abilities() const { return m_abilities; }
    [[nodiscard]] GadgetListModel *pending() const { return m_pending; }
    [[nodiscard]] GadgetListModel *window() const { return m_window; }
    [[nodiscard]] GadgetListModel *reminders() const { return m_reminders; }
    [[nodiscard]] GadgetListModel *drawCorrections() const { return m_drawCorrections; }
    [[nodiscard]] LegendsChampionChoice championChoice() const { return m_championChoice; }
    [[nodiscard]] LegendsLastAttack lastAttack() const { return m_lastAttack; }
    [[nodiscard]] LegendsByHand byHand() const { return m_byHand; }
    [[nodiscard]] GadgetListModel *corrections() const { return m_corrections; }

    // sphere.flip, phase.next, turn.end or attack.continue.
    Q_INVOKABLE bool step(const QString &flowType);
    // sphere.flip naming the card the table's physical Sphere deck showed.
    Q_INVOKABLE bool flipSphere(const QString &sphere);
    // One of the five 1-MP actions on a hero.
    Q_INVOKABLE bool act(const QString &actionType, const QString &hero);
    // An ability without computed effects (the table applies what it does).
    Q_INVOKABLE bool useAbility(const QString &hero, const QString &ability, int index);
    // An ability that rolls a d6, with the face the table's real die showed.
    Q_INVOKABLE bool useAbilityWithFace(const QString &hero, const QString &ability, int index, int face);
    // A step-2 ability that reduces (amount > 0) or negates (amount 0) the
    // counters waiting beside `target`.
    Q_INVOKABLE bool useToPrevent(const QString &hero, const QString &ability, int index, const QString &target, int amount);
    // A step-2 ability that deals `amount` of the counters waiting beside
    // `target` to its own hero instead.
    Q_INVOKABLE bool useToRedirect(const QString &hero, const QString &ability, int index, const QString &target, int amount);
    Q_INVOKABLE bool chooseChampion(const QString &hero);
    Q_INVOKABLE bool chooseLineup(const QString &player, const QString &champion);
    // The line-up the real Team deck showed: any three of its cards.
    Q_INVOKABLE bool chooseLineupFromDeck(const QString &player, const QString &champion, const QStringList &supports);
    // The real deck turned up `actual` where the app drew `hero`.
    Q_INVOKABLE bool correctDraw(const QString &hero, const QString &actual);
    // face 0: the session's generator rolls; 1..6: what the real die showed.
    Q_INVOKABLE bool rollForOrder(const QString &player, int face);
    Q_INVOKABLE bool pickDraft(const QString &player, const QString &hero);
    // Hand corrections of a tracked number (logged like any other action).
    Q_INVOKABLE bool adjust(const QString &entity, const QString &counter, int delta);
    // One of the by-hand ability's corrections (a LegendsCorrection's action).
    Q_INVOKABLE bool correct(const QString &action);

Q_SIGNALS:
    void sessionChanged();
    void stageChanged();
    void roundChanged();
    void phaseChanged();
    void attackStepChanged();
    void attackTypeChanged();
    void currentPlayerChanged();
    void currentPlayerNameChanged();
    void currentPlayerMpChanged();
    void winnerNameChanged();
    void firstPlayerRollChanged();
    void drawnChanged();
    void packCheckChanged();
    void sphereChanged();
    void sphereDeckCountChanged();
    void flowChanged();
    void championChoiceChanged();
    void lastAttackChanged();
    void byHandChanged();

private:
    void refresh();
    bool applyAction(const QJsonObject &action);

    QPointer<ActiveSession> m_session;
    QString m_stage;
    int m_round = 0;
    QString m_phase;
    int m_attackStep = 0;
    QString m_attackType;
    QString m_currentPlayer;
    QString m_currentPlayerName;
    int m_currentPlayerMp = 0;
    QString m_firstPlayerRoll;
    QString m_winnerName;
    bool m_drawn = false;
    QString m_packCheck;
    GadgetListModel *m_players;
    LegendsSphere m_sphere;
    int m_sphereDeckCount = 0;
    GadgetListModel *m_sphereChoices;
    QStringList m_flow;
    GadgetListModel *m_actions;
    GadgetListModel *m_abilities;
    GadgetListModel *m_pending;
    GadgetListModel *m_window;
    GadgetListModel *m_reminders;
    GadgetListModel *m_corrections;
    GadgetListModel *m_drawCorrections;
    LegendsChampionChoice m_championChoice;
    LegendsLastAttack m_lastAttack;
    LegendsByHand m_byHand;
};

} // namespace arbiter
