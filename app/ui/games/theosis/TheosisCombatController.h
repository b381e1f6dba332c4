#pragma once

#include "ActiveSession.h"
#include "TheosisArenaController.h"
#include "TheosisCombatRows.h"
#include "typed/GadgetListModel.h"
#include "games/theosis/theosis_table.h"

#include <QJsonObject>
#include <QPointer>
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
    Q_PROPERTY(QString attacker READ attacker WRITE setAttacker NOTIFY attackerChanged)
    Q_PROPERTY(QString power READ power WRITE setPower NOTIFY powerChanged)
    Q_PROPERTY(int skill READ skill WRITE setSkill NOTIFY skillChanged)
    Q_PROPERTY(QString defender READ defender WRITE setDefender NOTIFY defenderChanged)
    Q_PROPERTY(QString defensePower READ defensePower WRITE setDefensePower NOTIFY defensePowerChanged)
    // The monster's d4 (1..4), 0 for the odds over its four faces.
    Q_PROPERTY(int roll READ roll WRITE setRoll NOTIFY rollChanged)
    // The sheet follows the Arena turn's planned action (followPlan) while
    // its attacker is the planned one: "Play it" then sends that very action
    // (move, shape, push and area included) with the sheet's power, skill,
    // defender, defence power and d4 written into it. From the plan, the hex
    // the attacker moves to first ([q, r] or []) and the same hex in table
    // words: one signal for the three, they change together.
    Q_PROPERTY(bool planned READ planned NOTIFY planChanged)
    Q_PROPERTY(QList<int> moveTo READ moveTo NOTIFY planChanged)
    Q_PROPERTY(QString moveToPlace READ moveToPlace NOTIFY planChanged)
    Q_PROPERTY(QString shape READ shape NOTIFY shapeChanged)
    // Rows: TheosisCombatFighter.
    Q_PROPERTY(arbiter::GadgetListModel *attackers READ attackers CONSTANT)
    // Rows: TheosisCombatPower, the attacker's hand.
    Q_PROPERTY(arbiter::GadgetListModel *powers READ powers CONSTANT)
    // Rows: TheosisCombatSkill, the attacker's attack skills.
    Q_PROPERTY(arbiter::GadgetListModel *skills READ skills CONSTANT)
    // Rows: TheosisCombatFighter, heroes then monsters.
    Q_PROPERTY(arbiter::GadgetListModel *defenders READ defenders CONSTANT)
    // Rows: TheosisCombatPower, the defender's hand.
    Q_PROPERTY(arbiter::GadgetListModel *defensePowers READ defensePowers CONSTANT)
    Q_PROPERTY(bool againstMonster READ againstMonster NOTIFY againstMonsterChanged)
    Q_PROPERTY(bool valid READ valid NOTIFY validChanged)
    Q_PROPERTY(QString problem READ problem NOTIFY problemChanged)
    Q_PROPERTY(arbiter::TheosisCombatOutcome outcome READ outcome NOTIFY outcomeChanged)
    // Rows: TheosisCombatStep.
    Q_PROPERTY(arbiter::GadgetListModel *steps READ steps CONSTANT)
    // Rows: TheosisCombatRoll, one per face of the monster's d4 when it is not rolled.
    Q_PROPERTY(arbiter::GadgetListModel *byRoll READ byRoll CONSTANT)
    Q_PROPERTY(bool canApply READ canApply NOTIFY canApplyChanged)
    // Why "Play it" is refused and the rule behind it: one signal, set together.
    Q_PROPERTY(QString applyProblem READ applyProblem NOTIFY applyProblemChanged)
    Q_PROPERTY(QString applyRule READ applyRule NOTIFY applyProblemChanged)

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
    [[nodiscard]] bool planned() const { return m_shown.planned; }
    [[nodiscard]] QList<int> moveTo() const { return m_shown.moveTo; }
    [[nodiscard]] QString moveToPlace() const { return m_shown.moveToPlace; }
    [[nodiscard]] QString shape() const { return m_shown.shape; }

    [[nodiscard]] GadgetListModel *attackers() const { return m_attackers; }
    [[nodiscard]] GadgetListModel *powers() const { return m_powers; }
    [[nodiscard]] GadgetListModel *skills() const { return m_skills; }
    [[nodiscard]] GadgetListModel *defenders() const { return m_defenders; }
    [[nodiscard]] GadgetListModel *defensePowers() const { return m_defensePowers; }
    [[nodiscard]] bool againstMonster() const { return m_shown.againstMonster; }
    [[nodiscard]] bool valid() const { return m_problem.isEmpty() && m_outcome.shown; }
    [[nodiscard]] QString problem() const { return m_problem; }
    [[nodiscard]] TheosisCombatOutcome outcome() const { return m_outcome; }
    [[nodiscard]] GadgetListModel *steps() const { return m_steps; }
    [[nodiscard]] GadgetListModel *byRoll() const { return m_byRoll; }
    [[nodiscard]] bool canApply() const { return valid() && m_applyProblem.isEmpty(); }
    [[nodiscard]] QString applyProblem() const { return m_applyProblem; }
    [[nodiscard]] QString applyRule() const { return m_applyRule; }

    // Takes the Arena turn's planned action (its hero.attack or hero.skill)
    // and fills the sheet's choices from it; false (and no plan) for any other action.
    Q_INVOKABLE bool followPlan(arbiter::TheosisArenaController *arena);
    // Sends the hero.attack (or hero.skill) these choices describe.
    Q_INVOKABLE bool apply();
    // The action apply() would send, as its JSON text (the CLI's form), for tests.
    Q_INVOKABLE QString pendingActionJson() const;

Q_SIGNALS:
    void sessionChanged();
    void attackerChanged();
    void powerChanged();
    void skillChanged();
    void defenderChanged();
    void defensePowerChanged();
    void rollChanged();
    void planChanged();
    void shapeChanged();
    void againstMonsterChanged();
    void validChanged();
    void problemChanged();
    void outcomeChanged();
    void canApplyChanged();
    void applyProblemChanged();

private:
    void refresh();
    void recompute();
    void publish();
    void setPlan(const QJsonObject &plan);
    [[nodiscard]] QJsonObject buildAction() const;
    [[nodiscard]] QJsonObject buildFromPlan() const;
    [[nodiscard]] bool followsPlan() const;
    [[nodiscard]] bool defenderIsMonster() const;
    [[nodiscard]] QString playerOf(const QString &hero) const;
    [[nodiscard]] QList<int> planMoveTo() const;
    [[nodiscard]] QString attackShape() const;
    [[nodiscard]] QList<TheosisCombatFighter> attackerRows() const;
    [[nodiscard]] QList<TheosisCombatPower> powerRows() const;
    [[nodiscard]] QList<TheosisCombatSkill> skillRows() const;
    [[nodiscard]] QList<TheosisCombatFighter> defenderRows() const;
    [[nodiscard]] QList<TheosisCombatPower> defensePowerRows() const;

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
    TheosisCombatOutcome m_outcome;
    QString m_applyProblem;
    QString m_applyRule;

    // What the properties last published, so each signals only on a change.
    struct Shown {
        QString attacker;
        QString power;
        int skill = -1;
        QString defender;
        QString defensePower;
        int roll = 0;
        bool planned = false;
        QList<int> moveTo;
        QString moveToPlace;
        QString shape;
        bool againstMonster = false;
        bool valid = false;
        QString problem;
        TheosisCombatOutcome outcome;
        bool canApply = false;
        QString applyProblem;
        QString applyRule;
    };
    Shown m_shown;

    GadgetListModel *m_attackers;
    GadgetListModel *m_powers;
    GadgetListModel *m_skills;
    GadgetListModel *m_defenders;
    GadgetListModel *m_defensePowers;
    GadgetListModel *m_steps;
    GadgetListModel *m_byRoll;
};

} // namespace arbiter
