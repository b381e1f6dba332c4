#pragma once

#include "ActiveSession.h"
#include "TheosisArenaScene.h"
#include "games/theosis/theosis_table.h"

#include <QJsonObject>
#include <QMap>
#include <QPointer>
#include <QVariantList>
#include <QVariantMap>
#include <optional>
#include <utility>
#include <vector>

namespace arbiter {

// The Theosis Arena screen's brain: reads the open session through
// ActiveSession, answers taps with the engine's own queries (moveVerdicts,
// targetVerdicts, areaTargets) and builds the game's actions: arena.enter,
// ritual.cast, the six hero actions and monster.act. Whatever the queries do
// not answer (a full action's readiness, an entry hex, a ritual's placement)
// is asked of the session's own validation on a copy of the state, so every
// verdict on screen is the one the log would give.
class TheosisArenaController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(arbiter::ActiveSession *session READ session WRITE setSession NOTIFY sessionChanged)
    Q_PROPERTY(bool valid READ valid NOTIFY changed)
    // "entry", "ritual", "hero", "monster", "over" or "" outside the Arena.
    Q_PROPERTY(QString step READ step NOTIFY changed)
    Q_PROPERTY(int turn READ turn NOTIFY changed)
    // The Arena's number of turns (the engine's kArenaTurns).
    Q_PROPERTY(int lastTurn READ lastTurn CONSTANT)
    Q_PROPERTY(QString mode READ mode NOTIFY changed)
    Q_PROPERTY(QString prompt READ prompt NOTIFY changed)
    Q_PROPERTY(QVariantList ranking READ ranking NOTIFY changed)
    Q_PROPERTY(QVariantList heroes READ heroes NOTIFY changed)
    Q_PROPERTY(QVariantList monsters READ monsters NOTIFY changed)
    Q_PROPERTY(QVariantList boardRituals READ boardRituals NOTIFY changed)
    Q_PROPERTY(QString entering READ entering NOTIFY changed)
    Q_PROPERTY(QVariantList dueRituals READ dueRituals NOTIFY changed)
    Q_PROPERTY(QString ritual READ ritual NOTIFY changed)
    Q_PROPERTY(int rotation READ rotation NOTIFY changed)
    // Mana Surge: the gems handed out as the ritual is cast.
    Q_PROPERTY(bool ritualTakesGems READ ritualTakesGems NOTIFY changed)
    Q_PROPERTY(int ritualGemsMost READ ritualGemsMost CONSTANT)
    Q_PROPERTY(int ritualGemCount READ ritualGemCount NOTIFY changed)
    // The heroes of the casting player's team: [{id, name, skills: [{index, name, gem, chosen}]}].
    Q_PROPERTY(QVariantList ritualGemHeroes READ ritualGemHeroes NOTIFY changed)
    Q_PROPERTY(QString actor READ actor NOTIFY changed)
    Q_PROPERTY(QString actorName READ actorName NOTIFY changed)
    Q_PROPERTY(QString action READ action NOTIFY changed)
    Q_PROPERTY(QVariantList hand READ hand NOTIFY changed)
    Q_PROPERTY(QString power READ power NOTIFY changed)
    Q_PROPERTY(QVariantList skills READ skills NOTIFY changed)
    Q_PROPERTY(int skill READ skill NOTIFY changed)
    // Resurrection on a living ally: `skills` are then the ally's, for its gem.
    Q_PROPERTY(bool needsAllySkill READ needsAllySkill NOTIFY changed)
    Q_PROPERTY(QString shape READ shape NOTIFY changed)
    Q_PROPERTY(int direction READ direction NOTIFY changed)
    Q_PROPERTY(bool needsCentre READ needsCentre NOTIFY changed)
    Q_PROPERTY(bool needsDirection READ needsDirection NOTIFY changed)
    Q_PROPERTY(QVariantList centre READ centre NOTIFY changed)
    Q_PROPERTY(bool aiming READ aiming NOTIFY changed)
    Q_PROPERTY(QVariantList moveTo READ moveTo NOTIFY changed)
    // The same hex in table words ("the hex east of Lug"), for the sentence under the board.
    Q_PROPERTY(QString moveToPlace READ moveToPlace NOTIFY changed)
    Q_PROPERTY(int reachable READ reachable NOTIFY changed)
    Q_PROPERTY(QVariantList targets READ targets NOTIFY changed)
    Q_PROPERTY(QVariantList defenders READ defenders NOTIFY changed)
    Q_PROPERTY(QVariantList monsterRolls READ monsterRolls NOTIFY changed)
    Q_PROPERTY(bool canPush READ canPush NOTIFY changed)
    Q_PROPERTY(bool push READ push NOTIFY changed)
    Q_PROPERTY(bool follow READ follow NOTIFY changed)
    Q_PROPERTY(bool ready READ ready NOTIFY changed)
    Q_PROPERTY(QString problem READ problem NOTIFY changed)
    Q_PROPERTY(QString problemRule READ problemRule NOTIFY changed)
    Q_PROPERTY(QString explanation READ explanation NOTIFY changed)
    Q_PROPERTY(QString explanationCode READ explanationCode NOTIFY changed)
    Q_PROPERTY(QString explanationRule READ explanationRule NOTIFY changed)
    Q_PROPERTY(QVariantMap monsterTurn READ monsterTurn NOTIFY changed)
    // The centres the due monster may move to ([[q, r], ...]), once its die is known.
    Q_PROPERTY(QVariantList monsterHexes READ monsterHexes NOTIFY changed)
    Q_PROPERTY(QVariantMap result READ result NOTIFY changed)

public:
    explicit TheosisArenaController(QObject *parent = nullptr);

    [[nodiscard]] ActiveSession *session() const { return m_session; }
    void setSession(ActiveSession *session);
    [[nodiscard]] const TheosisArenaScene &scene() const { return m_scene; }

    [[nodiscard]] bool valid() const { return m_play.has_value(); }
    [[nodiscard]] QString step() const { return m_step; }
    [[nodiscard]] int turn() const;
    [[nodiscard]] static int lastTurn();
    [[nodiscard]] QString mode() const;
    [[nodiscard]] QString prompt() const;
    [[nodiscard]] QVariantList ranking() const;
    [[nodiscard]] QVariantList heroes() const;
    [[nodiscard]] QVariantList monsters() const;
    [[nodiscard]] QVariantList boardRituals() const;
    [[nodiscard]] QString entering() const { return m_entering; }
    [[nodiscard]] QVariantList dueRituals() const;
    [[nodiscard]] QString ritual() const { return m_ritual; }
    [[nodiscard]] int rotation() const { return m_rotation; }
    [[nodiscard]] bool ritualTakesGems() const;
    [[nodiscard]] static int ritualGemsMost();
    [[nodiscard]] int ritualGemCount() const { return static_cast<int>(m_ritualGems.size()); }
    [[nodiscard]] QVariantList ritualGemHeroes() const;
    [[nodiscard]] QString actor() const;
    [[nodiscard]] QString actorName() const;
    [[nodiscard]] QString action() const { return m_action; }
    [[nodiscard]] QVariantList hand() const;
    [[nodiscard]] QString power() const { return m_power; }
    [[nodiscard]] QVariantList skills() const;
    [[nodiscard]] int skill() const { return m_skill; }
    [[nodiscard]] bool needsAllySkill() const;
    [[nodiscard]] bool targetTakesAllySkill(const QString &targetId) const;
    [[nodiscard]] QString shape() const { return m_shape; }
    [[nodiscard]] int direction() const { return m_direction; }
    [[nodiscard]] bool needsCentre() const;
    [[nodiscard]] bool needsDirection() const;
    [[nodiscard]] QVariantList centre() const;
    [[nodiscard]] bool aiming() const { return m_aiming; }
    [[nodiscard]] QVariantList moveTo() const;
    [[nodiscard]] QString moveToPlace() const;
    [[nodiscard]] int reachable() const;
    [[nodiscard]] QVariantList targets() const { return m_targetList; }
    [[nodiscard]] QVariantList defenders() const;
    [[nodiscard]] QVariantList monsterRolls() const;
    [[nodiscard]] bool canPush() const;
    [[nodiscard]] bool push() const { return m_push; }
    [[nodiscard]] bool follow() const { return m_follow; }
    [[nodiscard]] bool ready() const { return m_problem.isEmpty() && !m_step.isEmpty() && m_step != QLatin1String("over"); }
    [[nodiscard]] QString problem() const { return m_problem; }
    [[nodiscard]] QString problemRule() const { return m_problemRule; }
    [[nodiscard]] QString explanation() const { return m_explanation; }
    [[nodiscard]] QString explanationCode() const { return m_explanationCode; }
    [[nodiscard]] QString explanationRule() const { return m_explanationRule; }
    [[nodiscard]] QVariantMap monsterTurn() const;
    [[nodiscard]] QVariantList monsterHexes() const;
    [[nodiscard]] QVariantMap result() const;

    // A tap on the board (TheosisArenaBoard::tapped): `who` is the hero or
    // monster drawn at the point, or empty.
    Q_INVOKABLE void tap(int q, int r, const QString &who);
    // Entry: the next hero enters on a starting hex.
    Q_INVOKABLE bool enter(int q, int r);
    // Rituals: pick one of the due rituals, place its anchor by tapping, turn it.
    Q_INVOKABLE void chooseRitual(const QString &ritualId);
    Q_INVOKABLE void turnRitual(int sixths);
    Q_INVOKABLE bool castRitual();
    // Mana Surge: a gem on (or off) a skill of one of the caster's heroes;
    // a gem the session would refuse is explained instead.
    Q_INVOKABLE void toggleRitualGem(const QString &hero, int skill);
    Q_INVOKABLE bool skipRitual();
    // The acting hero's action: "pass", "mana", "bless", "spell", "attack", "skill".
    Q_INVOKABLE void chooseAction(const QString &action);
    Q_INVOKABLE void choosePower(const QString &powerId);
    Q_INVOKABLE void chooseSkill(int index);
    Q_INVOKABLE void chooseShape(const QString &shape);
    Q_INVOKABLE void chooseDirection(int direction);
    Q_INVOKABLE void chooseTarget(const QString &id);
    Q_INVOKABLE void chooseDefense(const QString &hero, const QString &powerId);
    // 0: the app rolls the monster's d4; 1..4: the physical die.
    Q_INVOKABLE void chooseMonsterRoll(const QString &monster, int face);
    Q_INVOKABLE void choosePush(bool push);
    Q_INVOKABLE void chooseFollow(bool follow);
    // While an area needs a centre, taps aim it (true) or move the hero (false).
    Q_INVOKABLE void chooseAiming(bool aiming);
    // The acting hero, or the due monster, stays where it stands.
    Q_INVOKABLE void clearMove();
    // Sends the action built so far (refusals show in ActiveSession.error).
    Q_INVOKABLE bool commit();
    // Monster turn: the skullduggery face (0 none yet), rolled in the session or entered.
    Q_INVOKABLE bool rollMonsterFace();
    Q_INVOKABLE void chooseMonsterFace(int face);
    Q_INVOKABLE void chooseMonsterTarget(int attack, const QString &hero);
    Q_INVOKABLE void chooseMonsterDefense(int attack, const QString &hero, const QString &powerId);
    // The d4 of the n-th strike (0: the app rolls).
    Q_INVOKABLE void chooseMonsterStrikeRoll(int strike, int face);
    Q_INVOKABLE bool monsterAct();
    Q_INVOKABLE void clearExplanation();
    // The move verdict code for the acting hero ("" when legal).
    Q_INVOKABLE QString moveVerdictAt(int q, int r) const;
    // The due monster's move verdict code for a centre ("" when legal).
    Q_INVOKABLE QString monsterMoveVerdictAt(int q, int r) const;
    // What the board marks on a hex: "legal", "refused", "path", "area", "preview", "closed" or "".
    Q_INVOKABLE QString hexMark(int q, int r) const;
    // The action commit() would send, for tests and the combat sheet.
    Q_INVOKABLE QVariantMap pendingAction() const;
    // Display name of a hero, monster or player.
    Q_INVOKABLE QString nameOf(const QString &id) const;

Q_SIGNALS:
    void sessionChanged();
    void changed();

private:
    struct Verdict {
        bool ok = true;
        QString text;
        QString code;
        QString rule;
    };

    void refresh();
    void resetChoices();
    void recompute();
    void rebuildScene();
    void explain(const QString &text, const QString &code, const QString &rule, std::optional<Hex> at = std::nullopt);
    // The session's own answer for `action` on a copy of the state.
    [[nodiscard]] Verdict trial(const QJsonObject &action) const;
    [[nodiscard]] QJsonObject buildHeroAction() const;
    // The same choice tried against another target (and skill, -1 for none).
    [[nodiscard]] QJsonObject buildHeroActionFor(const QString &targetId, int skillIndex) const;
    [[nodiscard]] QJsonObject buildRitualAction() const;
    [[nodiscard]] QJsonObject buildMonsterAction() const;
    // The play with the acting hero already on its chosen hex.
    [[nodiscard]] theosis::Play movedPlay() const;
    [[nodiscard]] QString areaShape() const; // the shape whose targets are worked out now
    [[nodiscard]] QStringList struckTargets() const;
    [[nodiscard]] int sideOf(const QString &player) const;
    [[nodiscard]] QVariantList powersOf(const QString &player) const;
    [[nodiscard]] QVariantMap powerMap(const QString &powerId) const;
    [[nodiscard]] const theosis::MonsterState *dueMonster() const;
    [[nodiscard]] bool resurrecting() const; // the chosen spell is Resurrection
    [[nodiscard]] const theosis::HeroState *skillOwner() const; // whose skills `skills` lists
    void tapInMonsterTurn(Hex at, const QString &who);
    [[nodiscard]] QString dueMonsterId() const;
    [[nodiscard]] bool apply(const QJsonObject &action);
    void tapInHeroTurn(Hex at, const QString &who);
    void computeTargets();

    QPointer<ActiveSession> m_session;
    std::optional<theosis::Play> m_play;
    TheosisArenaScene m_scene;
    QString m_step;
    QJsonObject m_turnStep; // the engine's step: what is due, whose it is
    QString m_choiceKey; // actor/turn/monster the choices belong to
    QString m_entering;
    QMap<QString, Verdict> m_entryVerdicts; // "q,r" -> verdict

    QString m_ritual;
    QString m_ritualPlayer;
    std::optional<Hex> m_ritualAt;
    int m_rotation = 0;
    QList<std::pair<QString, int>> m_ritualGems; // hero, skill

    QString m_action = QStringLiteral("attack");
    QString m_power;
    int m_skill = -1;
    QString m_shape = QStringLiteral("melee");
    int m_direction = 0;
    std::optional<Hex> m_centre;
    bool m_aiming = true; // a tap places the area's centre rather than moving
    std::optional<Hex> m_moveTo;
    QString m_target;
    QMap<QString, QString> m_defenses;
    QMap<QString, int> m_rolls;
    bool m_push = false;
    bool m_follow = false;
    QVariantList m_targetList;
    QStringList m_legalHexes;

    int m_face = 0;
    int m_faceRolls = 0; // the session's roll count when the face was rolled there, 0 when entered
    std::optional<Hex> m_monsterTo;
    std::vector<Hex> m_monsterHexes;
    QMap<int, QStringList> m_monsterTargets; // attack index -> heroes
    QMap<QString, QString> m_monsterDefenses; // "attack/hero" -> power
    QMap<int, int> m_strikeRolls;

    QString m_problem;
    QString m_problemRule;
    QString m_explanation;
    QString m_explanationCode;
    QString m_explanationRule;
    std::optional<Hex> m_refused;
};

} // namespace arbiter
