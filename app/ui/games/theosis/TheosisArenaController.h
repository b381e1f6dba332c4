#pragma once

#include "ActiveSession.h"
#include "TheosisArenaRows.h"
#include "TheosisArenaScene.h"
#include "typed/GadgetListModel.h"
#include "games/theosis/theosis_table.h"

#include <QJsonObject>
#include <QMap>
#include <QPointer>
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
    Q_PROPERTY(bool valid READ valid NOTIFY validChanged)
    // "entry", "ritual", "hero", "monster", "over" or "" outside the Arena.
    Q_PROPERTY(QString step READ step NOTIFY stepChanged)
    Q_PROPERTY(int turn READ turn NOTIFY turnChanged)
    // The Arena's number of turns (the engine's kArenaTurns).
    Q_PROPERTY(int lastTurn READ lastTurn CONSTANT)
    Q_PROPERTY(QString mode READ mode NOTIFY modeChanged)
    Q_PROPERTY(QString prompt READ prompt NOTIFY promptChanged)
    // Rows: TheosisArenaRank, highest rank first.
    Q_PROPERTY(arbiter::GadgetListModel *ranking READ ranking CONSTANT)
    // Rows: TheosisArenaHero, in the table's order.
    Q_PROPERTY(arbiter::GadgetListModel *heroes READ heroes CONSTANT)
    // Rows: TheosisArenaMonster.
    Q_PROPERTY(arbiter::GadgetListModel *monsters READ monsters CONSTANT)
    // Rows: TheosisArenaBoardRitual.
    Q_PROPERTY(arbiter::GadgetListModel *boardRituals READ boardRituals CONSTANT)
    Q_PROPERTY(QString entering READ entering NOTIFY enteringChanged)
    // Rows: TheosisArenaDueRitual.
    Q_PROPERTY(arbiter::GadgetListModel *dueRituals READ dueRituals CONSTANT)
    Q_PROPERTY(QString ritual READ ritual NOTIFY ritualChanged)
    Q_PROPERTY(int rotation READ rotation NOTIFY rotationChanged)
    // Mana Surge: the gems handed out as the ritual is cast.
    Q_PROPERTY(bool ritualTakesGems READ ritualTakesGems NOTIFY ritualTakesGemsChanged)
    Q_PROPERTY(int ritualGemsMost READ ritualGemsMost CONSTANT)
    // The chosen ritual lays a token: its anchor is placed and turned on the board.
    Q_PROPERTY(bool ritualLaysToken READ ritualLaysToken NOTIFY ritualLaysTokenChanged)
    Q_PROPERTY(int ritualGemCount READ ritualGemCount NOTIFY ritualGemCountChanged)
    // Rows: TheosisArenaGemHero, the heroes of the casting player's team with their skills.
    Q_PROPERTY(arbiter::GadgetListModel *ritualGemHeroes READ ritualGemHeroes CONSTANT)
    // The acting hero and its display name: one signal, the name follows the id.
    Q_PROPERTY(QString actor READ actor NOTIFY actorChanged)
    Q_PROPERTY(QString actorName READ actorName NOTIFY actorChanged)
    Q_PROPERTY(QString action READ action NOTIFY actionChanged)
    // Rows: TheosisArenaPower, the acting hero's player's hand.
    Q_PROPERTY(arbiter::GadgetListModel *hand READ hand CONSTANT)
    Q_PROPERTY(QString power READ power NOTIFY powerChanged)
    // Rows: TheosisArenaSkill.
    Q_PROPERTY(arbiter::GadgetListModel *skills READ skills CONSTANT)
    Q_PROPERTY(int skill READ skill NOTIFY skillChanged)
    // Resurrection on a living ally: `skills` are then the ally's, for its gem.
    Q_PROPERTY(bool needsAllySkill READ needsAllySkill NOTIFY needsAllySkillChanged)
    // The one target chosen ("" for none or for an area).
    Q_PROPERTY(QString target READ target NOTIFY targetChanged)
    Q_PROPERTY(QString shape READ shape NOTIFY shapeChanged)
    Q_PROPERTY(int direction READ direction NOTIFY directionChanged)
    Q_PROPERTY(bool needsCentre READ needsCentre NOTIFY needsCentreChanged)
    Q_PROPERTY(bool needsDirection READ needsDirection NOTIFY needsDirectionChanged)
    // [q, r] or [] (as moveTo).
    Q_PROPERTY(QList<int> centre READ centre NOTIFY centreChanged)
    Q_PROPERTY(bool aiming READ aiming NOTIFY aimingChanged)
    // The hex the acting hero moves to first and the same hex in table words
    // ("the hex east of Lug"), for the sentence under the board: one signal, the words follow the hex.
    Q_PROPERTY(QList<int> moveTo READ moveTo NOTIFY moveToChanged)
    Q_PROPERTY(QString moveToPlace READ moveToPlace NOTIFY moveToChanged)
    Q_PROPERTY(int reachable READ reachable NOTIFY reachableChanged)
    // Rows: TheosisArenaTargetOption.
    Q_PROPERTY(arbiter::GadgetListModel *targets READ targets CONSTANT)
    // Rows: TheosisArenaDefender.
    Q_PROPERTY(arbiter::GadgetListModel *defenders READ defenders CONSTANT)
    // Rows: TheosisArenaMonsterRoll.
    Q_PROPERTY(arbiter::GadgetListModel *monsterRolls READ monsterRolls CONSTANT)
    Q_PROPERTY(bool canPush READ canPush NOTIFY canPushChanged)
    Q_PROPERTY(bool push READ push NOTIFY pushChanged)
    Q_PROPERTY(bool follow READ follow NOTIFY followChanged)
    Q_PROPERTY(bool ready READ ready NOTIFY readyChanged)
    // Why the action is not ready and the rule behind it: one signal, set together.
    Q_PROPERTY(QString problem READ problem NOTIFY problemChanged)
    Q_PROPERTY(QString problemRule READ problemRule NOTIFY problemChanged)
    // A refused tap explained: the three are always set together.
    Q_PROPERTY(QString explanation READ explanation NOTIFY explanationChanged)
    Q_PROPERTY(QString explanationCode READ explanationCode NOTIFY explanationChanged)
    Q_PROPERTY(QString explanationRule READ explanationRule NOTIFY explanationChanged)
    Q_PROPERTY(arbiter::TheosisMonsterTurn monsterTurn READ monsterTurn NOTIFY monsterTurnChanged)
    // Rows: TheosisMonsterAttack, the attacks of the action the die picked.
    Q_PROPERTY(arbiter::GadgetListModel *monsterAttacks READ monsterAttacks CONSTANT)
    // Rows: TheosisMonsterStrike, one per hero struck, for its d4.
    Q_PROPERTY(arbiter::GadgetListModel *monsterStrikes READ monsterStrikes CONSTANT)
    // Rows: TheosisArenaHex, the centres the due monster may move to, once its die is known.
    Q_PROPERTY(arbiter::GadgetListModel *monsterHexes READ monsterHexes CONSTANT)
    Q_PROPERTY(arbiter::TheosisArenaResult result READ result NOTIFY resultChanged)

public:
    explicit TheosisArenaController(QObject *parent = nullptr);

    [[nodiscard]] ActiveSession *session() const { return m_session; }
    void setSession(ActiveSession *session);
    [[nodiscard]] const TheosisArenaScene &scene() const { return m_scene; }

    [[nodiscard]] bool valid() const { return m_shown.valid; }
    [[nodiscard]] QString step() const { return m_shown.step; }
    [[nodiscard]] int turn() const { return m_shown.turn; }
    [[nodiscard]] static int lastTurn();
    [[nodiscard]] QString mode() const { return m_shown.mode; }
    [[nodiscard]] QString prompt() const { return m_shown.prompt; }
    [[nodiscard]] GadgetListModel *ranking() const { return m_ranking; }
    [[nodiscard]] GadgetListModel *heroes() const { return m_heroes; }
    [[nodiscard]] GadgetListModel *monsters() const { return m_monsters; }
    [[nodiscard]] GadgetListModel *boardRituals() const { return m_boardRituals; }
    [[nodiscard]] QString entering() const { return m_shown.entering; }
    [[nodiscard]] GadgetListModel *dueRituals() const { return m_dueRituals; }
    [[nodiscard]] QString ritual() const { return m_shown.ritual; }
    [[nodiscard]] int rotation() const { return m_shown.rotation; }
    [[nodiscard]] bool ritualTakesGems() const { return m_shown.ritualTakesGems; }
    [[nodiscard]] static int ritualGemsMost();
    [[nodiscard]] bool ritualLaysToken() const { return m_shown.ritualLaysToken; }
    [[nodiscard]] int ritualGemCount() const { return m_shown.ritualGemCount; }
    [[nodiscard]] GadgetListModel *ritualGemHeroes() const { return m_ritualGemHeroes; }
    [[nodiscard]] QString actor() const { return m_shown.actor; }
    [[nodiscard]] QString actorName() const { return m_shown.actorName; }
    [[nodiscard]] QString action() const { return m_shown.action; }
    [[nodiscard]] GadgetListModel *hand() const { return m_hand; }
    [[nodiscard]] QString power() const { return m_shown.power; }
    [[nodiscard]] GadgetListModel *skills() const { return m_skills; }
    [[nodiscard]] int skill() const { return m_shown.skill; }
    [[nodiscard]] bool needsAllySkill() const { return m_shown.needsAllySkill; }
    [[nodiscard]] QString target() const { return m_shown.target; }
    [[nodiscard]] QString shape() const { return m_shown.shape; }
    [[nodiscard]] int direction() const { return m_shown.direction; }
    [[nodiscard]] bool needsCentre() const { return m_shown.needsCentre; }
    [[nodiscard]] bool needsDirection() const { return m_shown.needsDirection; }
    [[nodiscard]] QList<int> centre() const { return m_shown.centre; }
    [[nodiscard]] bool aiming() const { return m_shown.aiming; }
    [[nodiscard]] QList<int> moveTo() const { return m_shown.moveTo; }
    [[nodiscard]] QString moveToPlace() const { return m_shown.moveToPlace; }
    [[nodiscard]] int reachable() const { return m_shown.reachable; }
    [[nodiscard]] GadgetListModel *targets() const { return m_targets; }
    [[nodiscard]] GadgetListModel *defenders() const { return m_defenders; }
    [[nodiscard]] GadgetListModel *monsterRolls() const { return m_monsterRolls; }
    [[nodiscard]] bool canPush() const { return m_shown.canPush; }
    [[nodiscard]] bool push() const { return m_shown.push; }
    [[nodiscard]] bool follow() const { return m_shown.follow; }
    [[nodiscard]] bool ready() const { return m_shown.ready; }
    [[nodiscard]] QString problem() const { return m_shown.problem; }
    [[nodiscard]] QString problemRule() const { return m_shown.problemRule; }
    [[nodiscard]] QString explanation() const { return m_shown.explanation; }
    [[nodiscard]] QString explanationCode() const { return m_shown.explanationCode; }
    [[nodiscard]] QString explanationRule() const { return m_shown.explanationRule; }
    [[nodiscard]] TheosisMonsterTurn monsterTurn() const { return m_shown.monsterTurn; }
    [[nodiscard]] GadgetListModel *monsterAttacks() const { return m_monsterAttacks; }
    [[nodiscard]] GadgetListModel *monsterStrikes() const { return m_monsterStrikes; }
    [[nodiscard]] GadgetListModel *monsterHexes() const { return m_monsterHexList; }
    [[nodiscard]] TheosisArenaResult result() const { return m_shown.result; }
    // The action commit() would send (the combat sheet starts from it).
    [[nodiscard]] QJsonObject plannedAction() const;

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
    // The stamina token the real pile of `monster` shows on top (stamina.set).
    Q_INVOKABLE bool showStaminaToken(const QString &monster, const QString &token);
    Q_INVOKABLE void clearExplanation();
    // The move verdict code for the acting hero ("" when legal).
    Q_INVOKABLE QString moveVerdictAt(int q, int r) const;
    // The due monster's move verdict code for a centre ("" when legal).
    Q_INVOKABLE QString monsterMoveVerdictAt(int q, int r) const;
    // What the board marks on a hex: "legal", "refused", "path", "area", "preview", "closed" or "".
    Q_INVOKABLE QString hexMark(int q, int r) const;
    // The action commit() would send, as its JSON text (the CLI's form), for tests.
    Q_INVOKABLE QString pendingActionJson() const;
    // Display name of a hero, monster or player.
    Q_INVOKABLE QString nameOf(const QString &id) const;

Q_SIGNALS:
    void sessionChanged();
    void validChanged();
    void stepChanged();
    void turnChanged();
    void modeChanged();
    void promptChanged();
    void enteringChanged();
    void ritualChanged();
    void rotationChanged();
    void ritualTakesGemsChanged();
    void ritualGemCountChanged();
    void ritualLaysTokenChanged();
    void actorChanged();
    void actionChanged();
    void powerChanged();
    void skillChanged();
    void needsAllySkillChanged();
    void targetChanged();
    void shapeChanged();
    void directionChanged();
    void needsCentreChanged();
    void needsDirectionChanged();
    void centreChanged();
    void aimingChanged();
    void moveToChanged();
    void reachableChanged();
    void canPushChanged();
    void pushChanged();
    void followChanged();
    void readyChanged();
    void problemChanged();
    void explanationChanged();
    void monsterTurnChanged();
    void resultChanged();
    // The board's scene was rebuilt (TheosisArenaBoard repaints).
    void sceneChanged();

private:
    // What the properties last published, so each signal fires only when its value changed.
    struct Shown {
        bool valid = false;
        QString step;
        int turn = 0;
        QString mode;
        QString prompt;
        QString entering;
        QString ritual;
        int rotation = 0;
        bool ritualTakesGems = false;
        int ritualGemCount = 0;
        bool ritualLaysToken = false;
        QString actor;
        QString actorName;
        QString action;
        QString power;
        int skill = -1;
        bool needsAllySkill = false;
        QString target;
        QString shape;
        int direction = 0;
        bool needsCentre = false;
        bool needsDirection = false;
        QList<int> centre;
        bool aiming = true;
        QList<int> moveTo;
        QString moveToPlace;
        int reachable = 0;
        bool canPush = false;
        bool push = false;
        bool follow = false;
        bool ready = false;
        QString problem;
        QString problemRule;
        QString explanation;
        QString explanationCode;
        QString explanationRule;
        TheosisMonsterTurn monsterTurn;
        TheosisArenaResult result;
    };

    struct Verdict {
        bool ok = true;
        QString text;
        QString code;
        QString rule;
    };

    void refresh();
    // Hands every property and list its current value; each changed one signals.
    void publish();
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
    [[nodiscard]] TheosisArenaPower powerRow(const QString &powerId) const;
    [[nodiscard]] int currentTurn() const;
    [[nodiscard]] QString currentActor() const;
    [[nodiscard]] QString promptText() const;
    [[nodiscard]] QList<TheosisArenaRank> rankingRows() const;
    [[nodiscard]] QList<TheosisArenaHero> heroRows() const;
    [[nodiscard]] QList<TheosisArenaMonster> monsterRows() const;
    [[nodiscard]] QList<TheosisArenaBoardRitual> boardRitualRows() const;
    [[nodiscard]] QList<TheosisArenaDueRitual> dueRitualRows() const;
    [[nodiscard]] bool takesRitualGems() const;
    [[nodiscard]] QList<TheosisArenaGemHero> ritualGemHeroRows() const;
    [[nodiscard]] QList<TheosisArenaPower> handRows() const;
    [[nodiscard]] QList<TheosisArenaSkill> skillRows() const;
    [[nodiscard]] QList<TheosisArenaDefender> defenderRows() const;
    [[nodiscard]] QList<TheosisArenaMonsterRoll> monsterRollRows() const;
    [[nodiscard]] bool allySkillNeeded() const;
    // Resurrection on this living ally gives it a gem on one of its skills.
    [[nodiscard]] bool targetTakesAllySkill(const QString &targetId) const;
    [[nodiscard]] bool centreNeeded() const;
    [[nodiscard]] bool directionNeeded() const;
    [[nodiscard]] bool pushOffered() const;
    [[nodiscard]] bool actionReady() const;
    [[nodiscard]] QString movePlace() const;
    [[nodiscard]] TheosisMonsterTurn monsterTurnValue() const;
    [[nodiscard]] QList<TheosisMonsterAttack> monsterAttackRows() const;
    [[nodiscard]] QList<TheosisMonsterStrike> monsterStrikeRows(const QList<TheosisMonsterAttack> &attacks) const;
    [[nodiscard]] TheosisArenaResult resultValue() const;
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
    QList<TheosisArenaTargetOption> m_targetList;
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

    Shown m_shown;
    GadgetListModel *m_ranking;
    GadgetListModel *m_heroes;
    GadgetListModel *m_monsters;
    GadgetListModel *m_boardRituals;
    GadgetListModel *m_dueRituals;
    GadgetListModel *m_ritualGemHeroes;
    GadgetListModel *m_hand;
    GadgetListModel *m_skills;
    GadgetListModel *m_targets;
    GadgetListModel *m_defenders;
    GadgetListModel *m_monsterRolls;
    GadgetListModel *m_monsterAttacks;
    GadgetListModel *m_monsterStrikes;
    GadgetListModel *m_monsterHexList;
};

} // namespace arbiter
