#pragma once

#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace arbiter {

class ActiveSession;

// The Exiled Legends table as its view shows it: every play area in turn
// order, the round, whose turn and which phase, the Sphere card in play, what
// the current player may do now (each 1-MP action and functional ability,
// with the engine's reason when it is not allowed), the open triggered-ability
// window and any choice that waits. What is legal and why not is the engine's
// options query (the reactions' effects: trial applies), and every tap goes through
// ActiveSession, so refusals show in its banner with their rule.
class LegendsTableModel : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(arbiter::ActiveSession *session READ session WRITE setSession NOTIFY sessionChanged)
    Q_PROPERTY(QString stage READ stage NOTIFY changed)
    Q_PROPERTY(int round READ round NOTIFY changed)
    Q_PROPERTY(QString phase READ phase NOTIFY changed)
    // 0 outside an attack; 2 while the first window is open, 4 in the second.
    Q_PROPERTY(int attackStep READ attackStep NOTIFY changed)
    Q_PROPERTY(QString attackType READ attackType NOTIFY changed)
    Q_PROPERTY(QString currentPlayer READ currentPlayer NOTIFY changed)
    Q_PROPERTY(QString currentPlayerName READ currentPlayerName NOTIFY changed)
    Q_PROPERTY(QString winnerName READ winnerName NOTIFY changed)
    // How the roll-off for the first player came out, shown through round 1:
    // the virtual (or typed) d6 decided who starts, not only the dice history.
    Q_PROPERTY(QString firstPlayerRoll READ firstPlayerRoll NOTIFY changed)
    Q_PROPERTY(bool drawn READ drawn NOTIFY changed)
    Q_PROPERTY(QVariantList players READ players NOTIFY changed)
    Q_PROPERTY(QVariantMap sphere READ sphere NOTIFY changed)
    Q_PROPERTY(int sphereDeckCount READ sphereDeckCount NOTIFY changed)
    // While a Sphere card is due: the cards the table may have turned up from
    // its own deck ({id, name, type, text}), for flipSphere.
    Q_PROPERTY(QVariantList sphereChoices READ sphereChoices NOTIFY changed)
    Q_PROPERTY(QStringList flow READ flow NOTIFY changed)
    Q_PROPERTY(QVariantList actions READ actions NOTIFY changed)
    Q_PROPERTY(QVariantList abilities READ abilities NOTIFY changed)
    Q_PROPERTY(QVariantList pending READ pending NOTIFY changed)
    Q_PROPERTY(QVariantList window READ window NOTIFY changed)
    Q_PROPERTY(QVariantList reminders READ reminders NOTIFY changed)
    Q_PROPERTY(QVariantMap championChoice READ championChoice NOTIFY changed)
    // This turn's attack once resolved, until the turn ends: {type,
    // attackerName, strength, results: [{hero, heroName, playerName, counters,
    // destroyed}], destroyedNames}; empty otherwise (none yet, or one open).
    Q_PROPERTY(QVariantMap lastAttack READ lastAttack NOTIFY changed)

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
    [[nodiscard]] QString firstPlayerRoll() const { return m_firstPlayerRoll; }
    [[nodiscard]] QString winnerName() const { return m_winnerName; }
    [[nodiscard]] bool drawn() const { return m_drawn; }
    [[nodiscard]] QVariantList players() const { return m_players; }
    [[nodiscard]] QVariantMap sphere() const { return m_sphere; }
    [[nodiscard]] int sphereDeckCount() const { return m_sphereDeckCount; }
    [[nodiscard]] QVariantList sphereChoices() const { return m_sphereChoices; }
    [[nodiscard]] QStringList flow() const { return m_flow; }
    [[nodiscard]] QVariantList actions() const { return m_actions; }
    [[nodiscard]] QVariantList abilities() const { return m_abilities; }
    [[nodiscard]] QVariantList pending() const { return m_pending; }
    [[nodiscard]] QVariantList window() const { return m_window; }
    [[nodiscard]] QVariantList reminders() const { return m_reminders; }
    [[nodiscard]] QVariantMap championChoice() const { return m_championChoice; }
    [[nodiscard]] QVariantMap lastAttack() const { return m_lastAttack; }

    // sphere.flip, phase.next, turn.end or attack.continue.
    Q_INVOKABLE bool step(const QString &flowType);
    // sphere.flip naming the card the table's physical Sphere deck showed.
    Q_INVOKABLE bool flipSphere(const QString &sphere);
    // One of the five 1-MP actions on a hero.
    Q_INVOKABLE bool act(const QString &actionType, const QString &hero);
    // An ability without computed effects (the table applies what it does).
    Q_INVOKABLE bool useAbility(const QString &hero, const QString &ability, int index);
    // A step-2 ability that reduces (amount > 0) or negates (amount 0) the
    // counters waiting beside `target`.
    Q_INVOKABLE bool useToPrevent(const QString &hero, const QString &ability, int index, const QString &target, int amount);
    // A step-2 ability that deals `amount` of the counters waiting beside
    // `target` to its own hero instead.
    Q_INVOKABLE bool useToRedirect(const QString &hero, const QString &ability, int index, const QString &target, int amount);
    Q_INVOKABLE bool chooseChampion(const QString &hero);
    Q_INVOKABLE bool chooseLineup(const QString &player, const QString &champion);
    // face 0: the session's generator rolls; 1..6: what the real die showed.
    Q_INVOKABLE bool rollForOrder(const QString &player, int face);
    Q_INVOKABLE bool pickDraft(const QString &player, const QString &hero);
    // Hand corrections of a tracked number (logged like any other action).
    Q_INVOKABLE bool adjust(const QString &entity, const QString &counter, int delta);

Q_SIGNALS:
    void sessionChanged();
    void changed();

private:
    void refresh();
    [[nodiscard]] QVariantList snapshot() const;
    bool applyAction(const QJsonObject &action);

    QPointer<ActiveSession> m_session;
    QString m_stage;
    int m_round = 0;
    QString m_phase;
    int m_attackStep = 0;
    QString m_attackType;
    QString m_currentPlayer;
    QString m_currentPlayerName;
    QString m_firstPlayerRoll;
    QString m_winnerName;
    bool m_drawn = false;
    QVariantList m_players;
    QVariantMap m_sphere;
    int m_sphereDeckCount = 0;
    QVariantList m_sphereChoices;
    QStringList m_flow;
    QVariantList m_actions;
    QVariantList m_abilities;
    QVariantList m_pending;
    QVariantList m_window;
    QVariantList m_reminders;
    QVariantMap m_championChoice;
    QVariantMap m_lastAttack;
};

} // namespace arbiter
