#pragma once

#include "LegendsAttackRows.h"
#include "ui/typed/GadgetListModel.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

class QJsonObject;

namespace arbiter {

class ActiveSession;

// The attack builder of the Exiled Legends table: precise or mass, the
// targets tapped so far and the counters each would get. Every hero on the
// table is listed with whether it may be added now; one that may not carries
// the engine's refusal (the targeting rules shared with the calculator), so
// the view can say which rule forbids it. Declaring applies attack.declare.
class LegendsAttackBuilder : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(arbiter::ActiveSession *session READ session WRITE setSession NOTIFY sessionChanged)
    // "precise" or "mass"; changing it clears the targets.
    Q_PROPERTY(QString attackType READ attackType WRITE setAttackType NOTIFY attackTypeChanged)
    // An attack may be declared now (the current player's Action or Attack
    // phase, not attacked yet, someone to hit).
    Q_PROPERTY(bool available READ available NOTIFY availableChanged)
    Q_PROPERTY(QString attackerName READ attackerName NOTIFY attackerNameChanged)
    // The Strength the attack is declared with: the table's value unless an
    // ability changed it and the table said so (strengthOverride).
    Q_PROPERTY(int strength READ strength NOTIFY strengthChanged)
    // What the engine computes for the attacking Champion.
    Q_PROPERTY(int tableStrength READ tableStrength NOTIFY tableStrengthChanged)
    // -1: none; else the Strength the table set by hand for this attack.
    Q_PROPERTY(int strengthOverride READ strengthOverride WRITE setStrengthOverride NOTIFY strengthOverrideChanged)
    // How many targets a mass attack takes (Strength, or every available hero
    // when there are fewer).
    Q_PROPERTY(int targetsRequired READ targetsRequired NOTIFY targetsRequiredChanged)
    Q_PROPERTY(QStringList selected READ selected NOTIFY selectedChanged)
    // LegendsTargetPlayer rows, in turn order with the attacker last.
    Q_PROPERTY(arbiter::GadgetListModel *players READ players CONSTANT)
    Q_PROPERTY(bool canDeclare READ canDeclare NOTIFY canDeclareChanged)
    // Why the targets chosen so far cannot be declared yet.
    Q_PROPERTY(QString declareProblem READ declareProblem NOTIFY declareProblemChanged)
    // The rule behind the last illegal target tapped.
    Q_PROPERTY(arbiter::LegendsTargetExplanation explanation READ explanation NOTIFY explanationChanged)

public:
    explicit LegendsAttackBuilder(QObject *parent = nullptr);

    [[nodiscard]] ActiveSession *session() const { return m_session; }
    void setSession(ActiveSession *session);
    [[nodiscard]] QString attackType() const { return m_attackType; }
    void setAttackType(const QString &type);
    [[nodiscard]] bool available() const { return m_available; }
    [[nodiscard]] QString attackerName() const { return m_attackerName; }
    [[nodiscard]] int strength() const { return m_strength; }
    [[nodiscard]] int tableStrength() const { return m_tableStrength; }
    [[nodiscard]] int strengthOverride() const { return m_strengthOverride; }
    void setStrengthOverride(int strength);
    [[nodiscard]] int targetsRequired() const { return m_targetsRequired; }
    [[nodiscard]] QStringList selected() const { return m_selected; }
    [[nodiscard]] GadgetListModel *players() const { return m_players; }
    [[nodiscard]] bool canDeclare() const { return m_canDeclare; }
    [[nodiscard]] QString declareProblem() const { return m_declareProblem; }
    [[nodiscard]] LegendsTargetExplanation explanation() const { return m_explanation; }

    // Adds or takes back a target. An illegal one is not added: false, and
    // `explanation` names the rule.
    Q_INVOKABLE bool toggle(const QString &hero);
    Q_INVOKABLE void clear();
    // One more or one less than the Strength shown; back at the table's value
    // the override ends.
    Q_INVOKABLE void adjustStrength(int delta);
    Q_INVOKABLE void clearExplanation();
    // attack.declare with the chosen targets; the selection empties on success.
    Q_INVOKABLE bool declare();

Q_SIGNALS:
    void sessionChanged();
    void attackTypeChanged();
    void availableChanged();
    void attackerNameChanged();
    void strengthChanged();
    void tableStrengthChanged();
    void strengthOverrideChanged();
    void targetsRequiredChanged();
    void selectedChanged();
    void canDeclareChanged();
    void declareProblemChanged();
    void explanationChanged();

private:
    void refresh();
    [[nodiscard]] QJsonObject declaration(const QStringList &targets) const;

    QPointer<ActiveSession> m_session;
    QString m_attackType = QStringLiteral("precise");
    bool m_available = false;
    QString m_attackerName;
    int m_strength = 0;
    int m_tableStrength = 0;
    int m_strengthOverride = -1;
    QString m_overrideTurn; // the turn the override was set in; another turn drops it
    QString m_turn;
    int m_targetsRequired = 0;
    QStringList m_selected;
    GadgetListModel *m_players;
    // What the view was last told of the values the taps change, so refresh
    // announces each of them only when it differs.
    QString m_shownAttackType = m_attackType;
    int m_shownStrengthOverride = -1;
    QStringList m_shownSelected;
    bool m_canDeclare = false;
    QString m_declareProblem;
    LegendsTargetExplanation m_explanation;
};

} // namespace arbiter
