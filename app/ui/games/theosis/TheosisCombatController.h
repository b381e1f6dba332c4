#pragma once

#include "ActiveSession.h"
#include "games/theosis/theosis_table.h"

#include <QJsonObject>
#include <QPointer>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <optional>

namespace arbiter {

// The combat sheet's brain: an attacker and a defender picked from the open
// Theosis session (equipment, blessings, curses, rank, ritual tokens and
// Health come from the session through combatPreview), the power, skill and
// defence power, and the theosis.combat calculator's answer with every step
// and the rule behind it; the exact odds over a monster's d4 when no roll is
// entered. apply() sends the matching hero.attack / hero.skill.
class TheosisCombatController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(arbiter::ActiveSession *session READ session WRITE setSession NOTIFY sessionChanged)
    Q_PROPERTY(QString attacker READ attacker WRITE setAttacker NOTIFY changed)
    Q_PROPERTY(QString power READ power WRITE setPower NOTIFY changed)
    Q_PROPERTY(int skill READ skill WRITE setSkill NOTIFY changed)
    Q_PROPERTY(QString defender READ defender WRITE setDefender NOTIFY changed)
    Q_PROPERTY(QString defensePower READ defensePower WRITE setDefensePower NOTIFY changed)
    // The monster's d4 (1..4), 0 for the odds over its four faces.
    Q_PROPERTY(int roll READ roll WRITE setRoll NOTIFY changed)
    // The Arena turn's planned action (its pendingAction) when the sheet is
    // opened from it: its choices fill the sheet, and "Play it" sends that
    // very action (move, shape, push and area included) with the sheet's
    // power, skill, defender, defence power and d4 written into it.
    Q_PROPERTY(QVariantMap plan READ plan WRITE setPlan NOTIFY changed)
    // From the plan: the hex the attacker moves to first ([q, r] or []) and the attack's shape.
    Q_PROPERTY(QVariantList moveTo READ moveTo NOTIFY changed)
    // The same hex in table words, for the plan's sentence.
    Q_PROPERTY(QString moveToPlace READ moveToPlace NOTIFY changed)
    Q_PROPERTY(QString shape READ shape NOTIFY changed)
    Q_PROPERTY(QVariantList attackers READ attackers NOTIFY changed)
    Q_PROPERTY(QVariantList powers READ powers NOTIFY changed)
    Q_PROPERTY(QVariantList skills READ skills NOTIFY changed)
    Q_PROPERTY(QVariantList defenders READ defenders NOTIFY changed)
    Q_PROPERTY(QVariantList defensePowers READ defensePowers NOTIFY changed)
    Q_PROPERTY(bool againstMonster READ againstMonster NOTIFY changed)
    Q_PROPERTY(bool valid READ valid NOTIFY changed)
    Q_PROPERTY(QString problem READ problem NOTIFY changed)
    Q_PROPERTY(QVariantMap outcome READ outcome NOTIFY changed)
    Q_PROPERTY(QVariantList steps READ steps NOTIFY changed)
    Q_PROPERTY(QVariantList byRoll READ byRoll NOTIFY changed)
    Q_PROPERTY(bool canApply READ canApply NOTIFY changed)
    Q_PROPERTY(QString applyProblem READ applyProblem NOTIFY changed)
    Q_PROPERTY(QString applyRule READ applyRule NOTIFY changed)

public:
    explicit TheosisCombatController(QObject *parent = nullptr);

    [[nodiscard]] ActiveSession *session() const { return m_session; }
    void setSession(ActiveSession *session);
    [[nodiscard]] QString attacker() const { return m_attacker; }
    void setAttacker(const QString &id);
    [[nodiscard]] QString power() const { return m_power; }
    void setPower(const QString &id);
    [[nodiscard]] int skill() const { return m_skill; }
    void setSkill(int index);
    [[nodiscard]] QString defender() const { return m_defender; }
    void setDefender(const QString &id);
    [[nodiscard]] QString defensePower() const { return m_defensePower; }
    void setDefensePower(const QString &id);
    [[nodiscard]] int roll() const { return m_roll; }
    void setRoll(int face);
    [[nodiscard]] QVariantMap plan() const { return m_plan.toVariantMap(); }
    void setPlan(const QVariantMap &plan);
    [[nodiscard]] QVariantList moveTo() const;
    [[nodiscard]] QString moveToPlace() const;
    [[nodiscard]] QString shape() const;

    [[nodiscard]] QVariantList attackers() const;
    [[nodiscard]] QVariantList powers() const;
    [[nodiscard]] QVariantList skills() const;
    [[nodiscard]] QVariantList defenders() const;
    [[nodiscard]] QVariantList defensePowers() const;
    [[nodiscard]] bool againstMonster() const;
    [[nodiscard]] bool valid() const { return m_problem.isEmpty() && !m_outcome.isEmpty(); }
    [[nodiscard]] QString problem() const { return m_problem; }
    [[nodiscard]] QVariantMap outcome() const { return m_outcome; }
    [[nodiscard]] QVariantList steps() const { return m_steps; }
    [[nodiscard]] QVariantList byRoll() const { return m_byRoll; }
    [[nodiscard]] bool canApply() const { return valid() && m_applyProblem.isEmpty(); }
    [[nodiscard]] QString applyProblem() const { return m_applyProblem; }
    [[nodiscard]] QString applyRule() const { return m_applyRule; }

    // Sends the hero.attack (or hero.skill) these choices describe.
    Q_INVOKABLE bool apply();
    // The action apply() would send.
    Q_INVOKABLE QVariantMap pendingAction() const;

Q_SIGNALS:
    void sessionChanged();
    void changed();

private:
    void refresh();
    void recompute();
    [[nodiscard]] QJsonObject buildAction() const;
    [[nodiscard]] QJsonObject buildFromPlan() const;
    [[nodiscard]] bool followsPlan() const;
    [[nodiscard]] QString playerOf(const QString &hero) const;

    QPointer<ActiveSession> m_session;
    std::optional<theosis::Play> m_play;
    QJsonObject m_plan;
    QString m_attacker;
    QString m_power;
    int m_skill = -1;
    QString m_defender;
    QString m_defensePower;
    int m_roll = 0;
    QString m_problem;
    QVariantMap m_outcome;
    QVariantList m_steps;
    QVariantList m_byRoll;
    QString m_applyProblem;
    QString m_applyRule;
};

} // namespace arbiter
