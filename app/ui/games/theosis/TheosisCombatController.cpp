#include "TheosisCombatController.h"
#include "ActiveSessionFollower.h"

#include "core/hex.h"
#include "core/json_fields.h"
#include "core/typed_action.h"
#include "games/theosis/theosis_action_types.h"
#include "games/theosis/theosis_queries.h"
#include "content/ContentText.h"
#include "text/PhraseText.h"

#include "typed/ChangeNotify.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

using namespace theosis;

namespace {

QString fraction(const QJsonValue &v)
{
    const QJsonObject o = v.toObject();
    const qint64 num = o.value(u"num"_s).toVariant().toLongLong();
    const qint64 den = o.value(u"den"_s).toVariant().toLongLong();
    const int percent = qRound(o.value(u"p"_s).toDouble() * 100);
    if (den <= 1)
        return QStringLiteral("%1 (%2 %)").arg(num).arg(percent);
    return QStringLiteral("%1/%2 (%3 %)").arg(num).arg(den).arg(percent);
}

// A line or a cone goes one of the six ways from where the hero strikes:
// the way that reaches the defender chosen on the sheet (a monster by any
// of its seven hexes).
std::optional<int> wayTo(const Table &table, Hex from, const QString &defender)
{
    std::vector<Hex> hexes;
    if (const HeroState *h = table.hero(defender); h && h->at) {
        hexes.push_back(*h->at);
    } else {
        for (const MonsterState &m : table.monsters)
            if (m.id == defender) {
                hexes.push_back(m.at);
                for (const Hex around : neighbours(m.at))
                    hexes.push_back(around);
            }
    }
    for (const Hex hex : hexes)
        if (const int dir = rowDirection(from, hex); dir >= 0)
            return dir;
    return std::nullopt;
}

} // namespace

TheosisCombatController::TheosisCombatController(QObject *parent)
    : QObject(parent), m_attackers(GadgetListModel::of<TheosisCombatFighter>(this)), m_powers(GadgetListModel::of<TheosisCombatPower>(this)),
      m_skills(GadgetListModel::of<TheosisCombatSkill>(this)), m_defenders(GadgetListModel::of<TheosisCombatFighter>(this)),
      m_defensePowers(GadgetListModel::of<TheosisCombatPower>(this)), m_steps(GadgetListModel::of<TheosisCombatStep>(this)),
      m_byRoll(GadgetListModel::of<TheosisCombatRoll>(this))
{
}

void TheosisCombatController::setSession(ActiveSession *session)
{
    if (!followActiveSession(m_session, session, this, [this] { refresh(); }, [this] { refresh(); }))
        return;
    refresh();
    Q_EMIT sessionChanged();
}

void TheosisCombatController::refresh()
{
    m_play.reset();
    const SessionState *state = m_session ? m_session->state() : nullptr;
    if (state && state->game == u"theosis"_s) {
        auto started = startPlay(*state);
        if (started.ok())
            m_play.emplace(std::move(started).value()); // Play holds a reference: no assignment
    }
    if (m_play && m_attacker.isEmpty() && !m_play->table.actor.isEmpty())
        m_attacker = m_play->table.actor;
    recompute();
}

QString TheosisCombatController::playerOf(const QString &hero) const
{
    const HeroState *h = m_play ? m_play->table.hero(hero) : nullptr;
    return h ? h->player : QString();
}

void TheosisCombatController::setAttacker(const QString &id)
{
    if (id == m_attacker)
        return;
    m_attacker = id;
    m_power.clear();
    m_skill = -1;
    if (m_defender == id)
        m_defender.clear();
    recompute();
}

void TheosisCombatController::setPower(const QString &id)
{
    m_power = id;
    recompute();
}

void TheosisCombatController::setSkill(int index)
{
    m_skill = index;
    recompute();
}

void TheosisCombatController::setDefender(const QString &id)
{
    if (id == m_defender)
        return;
    m_defender = id;
    m_defensePower.clear();
    m_roll = 0;
    recompute();
}

void TheosisCombatController::setDefensePower(const QString &id)
{
    m_defensePower = id;
    recompute();
}

void TheosisCombatController::setRoll(int face)
{
    m_roll = std::clamp(face, 0, 4);
    recompute();
}

bool TheosisCombatController::followPlan(TheosisArenaController *arena)
{
    setPlan(arena ? arena->plannedAction() : QJsonObject());
    return !m_plan.isEmpty();
}

void TheosisCombatController::setPlan(const QJsonObject &plan)
{
    m_plan = plan;
    const QString type = m_plan.value(u"type"_s).toString();
    if (type != "hero.attack"_L1 && type != "hero.skill"_L1) {
        m_plan = {};
        recompute();
        return;
    }
    m_attacker = m_plan.value(u"hero"_s).toString();
    m_power = m_plan.value(u"power"_s).toString();
    m_skill = type == "hero.skill"_L1 ? m_plan.value(u"skill"_s).toInt(-1) : -1;
    m_defender = m_plan.value(u"target"_s).toString();
    m_defensePower = m_plan.value(u"defenses"_s).toObject().value(m_defender).toString();
    m_roll = std::clamp(m_plan.value(u"rolls"_s).toObject().value(m_defender).toInt(0), 0, 4);
    recompute();
}

bool TheosisCombatController::followsPlan() const
{
    return !m_plan.isEmpty() && m_plan.value(u"hero"_s).toString() == m_attacker;
}

QList<int> TheosisCombatController::planMoveTo() const
{
    const QJsonArray to = followsPlan() ? m_plan.value(u"to"_s).toArray() : QJsonArray();
    return to.size() == 2 ? QList<int>{to.at(0).toInt(), to.at(1).toInt()} : QList<int>{};
}

QString TheosisCombatController::attackShape() const
{
    const QJsonObject action = buildAction();
    if (action.contains(u"shape"_s))
        return action.value(u"shape"_s).toString();
    const HeroState *hero = m_play ? m_play->table.hero(m_attacker) : nullptr;
    if (!hero || m_skill < 0 || m_skill >= static_cast<int>(m_play->sheet(*hero).skills.size()))
        return {};
    return m_play->sheet(*hero).skills[static_cast<std::size_t>(m_skill)].shape;
}

QList<TheosisCombatFighter> TheosisCombatController::attackerRows() const
{
    QList<TheosisCombatFighter> out;
    if (!m_play)
        return out;
    for (const HeroState &h : m_play->table.heroes)
        if (h.at && m_play->alive(h.id) && !h.swallowed)
            out.append(TheosisCombatFighter{.id = h.id,
                                            .name = content_text::localized(m_play->sheet(h).name),
                                            .playerName = m_play->name(h.player),
                                            .acting = h.id == m_play->table.actor});
    return out;
}

QList<TheosisCombatPower> TheosisCombatController::powerRows() const
{
    QList<TheosisCombatPower> out;
    const PlayerState *p = m_play ? m_play->table.player(playerOf(m_attacker)) : nullptr;
    if (!p)
        return out;
    for (const QString &id : p->hand)
        if (const PowerCard *card = m_play->content.power(id))
            // Against a monster some powers count with other values (Warcraft attacks as 5).
            out.append(TheosisCombatPower{.id = id,
                                          .name = content_text::localized(card->name),
                                          .attack = defenderIsMonster() && card->monsterAttack >= 0 ? card->monsterAttack : card->attack,
                                          .defense = card->defense});
    return out;
}

QList<TheosisCombatSkill> TheosisCombatController::skillRows() const
{
    QList<TheosisCombatSkill> out;
    const HeroState *h = m_play ? m_play->table.hero(m_attacker) : nullptr;
    if (!h)
        return out;
    const auto &skills = m_play->sheet(*h).skills;
    for (std::size_t i = 0; i < skills.size(); ++i)
        if (skills[i].kind == "attack"_L1)
            out.append(TheosisCombatSkill{.index = static_cast<int>(i),
                                          .name = content_text::localized(skills[i].name),
                                          .bonus = skills[i].attackBonus,
                                          .gem = h->mana.value(static_cast<qsizetype>(i))});
    return out;
}

QList<TheosisCombatFighter> TheosisCombatController::defenderRows() const
{
    QList<TheosisCombatFighter> out;
    if (!m_play)
        return out;
    for (const HeroState &h : m_play->table.heroes)
        if (h.id != m_attacker && h.at && m_play->alive(h.id) && !h.swallowed)
            out.append(TheosisCombatFighter{.id = h.id, .name = content_text::localized(m_play->sheet(h).name), .playerName = m_play->name(h.player)});
    for (const MonsterState &m : m_play->table.monsters)
        if (!m.pile.isEmpty()) {
            const MonsterSheet *sheet = m_play->content.monster(m.id);
            out.append(TheosisCombatFighter{.id = m.id, .name = sheet ? content_text::localized(sheet->name) : m.id, .monster = true});
        }
    return out;
}

QList<TheosisCombatPower> TheosisCombatController::defensePowerRows() const
{
    QList<TheosisCombatPower> out;
    const PlayerState *p = m_play ? m_play->table.player(playerOf(m_defender)) : nullptr;
    if (!p)
        return out;
    for (const QString &id : p->hand)
        if (const PowerCard *card = m_play->content.power(id))
            out.append(TheosisCombatPower{.id = id, .name = content_text::localized(card->name), .attack = card->attack, .defense = card->defense});
    return out;
}

bool TheosisCombatController::defenderIsMonster() const { return m_play && !m_defender.isEmpty() && !m_play->table.hero(m_defender); }

void TheosisCombatController::recompute()
{
    m_problem.clear();
    m_outcome = {};
    QList<TheosisCombatStep> steps;
    QList<TheosisCombatRoll> byRoll;
    m_applyProblem.clear();
    m_applyRule.clear();
    if (!m_play)
        m_problem = tr("No Theosis session is open.");
    else if (m_attacker.isEmpty())
        m_problem = tr("Choose the attacker.");
    else if (m_power.isEmpty())
        m_problem = tr("Choose the attacker's power.");
    else if (m_defender.isEmpty())
        m_problem = tr("Choose the defender.");
    else if (!defenderIsMonster() && m_defensePower.isEmpty())
        m_problem = tr("Choose the defender's power.");
    if (m_problem.isEmpty()) {
        // The preview and "Play it" read the same action, so the sheet shows
        // the fight that will be played (from the planned hex, too).
        const QJsonObject planned = buildAction();
        const auto preview = planned.isEmpty()
            ? combatPreview(*m_session->state(), m_attacker, m_power, m_skill, m_defender, defenderIsMonster() ? QString() : m_defensePower,
                            defenderIsMonster() ? m_roll : 0)
            : combatPreview(*m_session->state(), planned, m_defender);
        if (!preview.ok()) {
            m_problem = translated(preview.error().message);
        } else {
            const Calculation &calculation = preview.value();
            const QJsonObject f = calculation.fields;
            for (std::size_t i = 0; i < calculation.steps.size(); ++i) {
                const QString rule = i < calculation.stepRules.size() ? calculation.stepRules[i] : u"theosis.combat"_s;
                steps.append(TheosisCombatStep{.text = translated(calculation.steps[i]), .rule = rule});
            }
            m_outcome = TheosisCombatOutcome{.shown = true,
                                             .odds = f.contains(u"odds"_s),
                                             .monster = f.contains(u"token_removed"_s) || defenderIsMonster(),
                                             .attackTotal = f.value(u"attack_total"_s).toInt(),
                                             .defenseTotal = f.value(u"defense_total"_s).toInt(),
                                             .winner = f.value(u"winner"_s).toString(),
                                             .rawDamage = f.value(u"raw_damage"_s).toInt(),
                                             .damage = f.value(u"damage"_s).toInt(),
                                             .healthAfter = f.value(u"health_after"_s).toInt(),
                                             .tokenRemoved = f.value(u"token_removed"_s).toBool()};
            if (m_outcome.odds) {
                const QJsonObject odds = f.value(u"odds"_s).toObject();
                m_outcome.attackerWinsText = fraction(odds.value(u"attacker_wins"_s));
                if (odds.contains(u"token_removed"_s))
                    m_outcome.tokenRemovedText = fraction(odds.value(u"token_removed"_s));
                if (odds.contains(u"expected_damage"_s))
                    m_outcome.expectedDamageText = fraction(odds.value(u"expected_damage"_s));
                for (const QJsonValue &v : f.value(u"by_roll"_s).toArray()) {
                    const QJsonObject face = v.toObject();
                    byRoll.append(TheosisCombatRoll{.roll = face.value(u"roll"_s).toInt(),
                                                    .winner = face.value(u"winner"_s).toString(),
                                                    .defenseTotal = face.value(u"defense_total"_s).toInt(),
                                                    .damage = face.value(u"damage"_s).toInt(),
                                                    .tokenRemoved = face.value(u"token_removed"_s).toBool()});
                }
            }
            const GameDefinition *game = findGame(u"theosis"_s);
            const QJsonObject action = buildAction();
            if (action.isEmpty()) {
                m_applyProblem = tr("An area skill is used from the Arena's skill action.");
                m_applyRule = u"theosis.area-attacks"_s;
            } else {
                const Result<Transition> tried = arbiter::apply(*game, *m_session->state(), action);
                if (!tried.ok()) {
                    m_applyProblem = translated(tried.error().message);
                    m_applyRule = tried.error().rule;
                }
            }
        }
    }
    m_steps->setRows(steps);
    m_byRoll->setRows(byRoll);
    publish();
}

void TheosisCombatController::publish()
{
    m_attackers->setRows(attackerRows());
    m_powers->setRows(powerRows());
    m_skills->setRows(skillRows());
    m_defenders->setRows(defenderRows());
    m_defensePowers->setRows(defensePowerRows());
    const QList<int> moveTo = planMoveTo();
    const QString moveToPlace = moveTo.size() == 2 && m_play
        ? translated(phrase("%1", m_play->place(Hex{moveTo.at(0), moveTo.at(1)}, m_attacker)))
        : QString();
    const auto notify = [this](bool changed, void (TheosisCombatController::*signal)()) {
        if (changed)
            Q_EMIT(this->*signal)();
    };
    notify(assignChanged(m_shown.attacker, m_attacker), &TheosisCombatController::attackerChanged);
    notify(assignChanged(m_shown.power, m_power), &TheosisCombatController::powerChanged);
    notify(assignChanged(m_shown.skill, m_skill), &TheosisCombatController::skillChanged);
    notify(assignChanged(m_shown.defender, m_defender), &TheosisCombatController::defenderChanged);
    notify(assignChanged(m_shown.defensePower, m_defensePower), &TheosisCombatController::defensePowerChanged);
    notify(assignChanged(m_shown.roll, m_roll), &TheosisCombatController::rollChanged);
    notify(anyChanged(assignChanged(m_shown.planned, followsPlan()),
                      assignChanged(m_shown.moveTo, moveTo),
                      assignChanged(m_shown.moveToPlace, moveToPlace)),
           &TheosisCombatController::planChanged);
    notify(assignChanged(m_shown.shape, attackShape()), &TheosisCombatController::shapeChanged);
    notify(assignChanged(m_shown.againstMonster, defenderIsMonster()), &TheosisCombatController::againstMonsterChanged);
    notify(assignChanged(m_shown.valid, valid()), &TheosisCombatController::validChanged);
    notify(assignChanged(m_shown.problem, m_problem), &TheosisCombatController::problemChanged);
    notify(assignChanged(m_shown.outcome, m_outcome), &TheosisCombatController::outcomeChanged);
    notify(assignChanged(m_shown.canApply, canApply()), &TheosisCombatController::canApplyChanged);
    notify(anyChanged(assignChanged(m_shown.applyProblem, m_applyProblem),
                      assignChanged(m_shown.applyRule, m_applyRule)),
           &TheosisCombatController::applyProblemChanged);
}

// The Arena's plan with the sheet's choices written into it: the move, the
// shape, an area's centre or direction and the push stay as planned.
QJsonObject TheosisCombatController::buildFromPlan() const
{
    const HeroState *hero = m_play ? m_play->table.hero(m_attacker) : nullptr;
    if (!hero)
        return {};
    // The arena's half-made strike read through its typed form, with the
    // power chosen here; what both forms share is carried over.
    QJsonObject planned = m_plan;
    planned.insert(u"power"_s, m_power);
    HeroSkill carried;
    std::optional<QString> plannedShape;
    if (planned.value(u"type"_s).toString() == QLatin1String(HeroSkill::kType)) {
        Result<HeroSkill> skill = typed::decode<HeroSkill>(planned);
        if (!skill)
            return {};
        carried = std::move(skill).value();
    } else {
        Result<HeroAttack> attack = typed::decode<HeroAttack>(planned);
        if (!attack)
            return {};
        const HeroAttack &a = attack.value();
        carried = HeroSkill{.hero = a.hero, .to = a.to, .power = a.power, .target = a.target,
                            .defenses = a.defenses, .rolls = a.rolls, .push = a.push, .follow = a.follow};
        plannedShape = a.shape;
    }
    QString shape = plannedShape.value_or(u"melee"_s);
    if (m_skill >= 0) {
        const auto &skills = m_play->sheet(*hero).skills;
        if (m_skill >= static_cast<int>(skills.size()))
            return {};
        shape = skills[static_cast<std::size_t>(m_skill)].shape;
    }
    QJsonObject defenses = carried.defenses.value_or(QJsonObject());
    QJsonObject rolls = carried.rolls.value_or(QJsonObject());
    if (theosis::hitsOneTarget(shape)) {
        // One target: whatever the plan chose for another one does not apply.
        if (m_defender != carried.target.value_or(QString())) {
            carried.push.reset();
            carried.follow.reset();
        }
        defenses = {};
        rolls = {};
        carried.target = m_defender.isEmpty() ? std::nullopt : std::optional<QString>(m_defender);
    } else if (shape != QLatin1String("spell") && !m_defender.isEmpty()) {
        // A line or a cone takes the way it goes, not a target: the plan's
        // single strike becomes the way towards the defender.
        const std::optional<Hex> from = carried.to ? carried.to : hero->at;
        if (const std::optional<int> way = from ? wayTo(m_play->table, *from, m_defender) : std::nullopt) {
            carried.direction = way;
            carried.target.reset();
            carried.push.reset();
            carried.follow.reset();
        }
    }
    if (!m_defender.isEmpty()) {
        if (defenderIsMonster()) {
            if (m_roll > 0)
                rolls.insert(m_defender, m_roll);
            else
                rolls.remove(m_defender);
        } else if (!m_defensePower.isEmpty()) {
            defenses.insert(m_defender, m_defensePower);
        }
    }
    const auto unlessEmpty = [](const QJsonObject &map) {
        return map.isEmpty() ? std::nullopt : std::optional<QJsonObject>(map);
    };
    if (m_skill >= 0)
        return typed::encode(HeroSkill{.hero = carried.hero, .to = carried.to, .skill = QJsonValue(m_skill), .power = m_power,
                                       .target = carried.target, .direction = carried.direction, .centre = carried.centre,
                                       .defenses = unlessEmpty(defenses), .rolls = unlessEmpty(rolls),
                                       .push = carried.push, .follow = carried.follow});
    return typed::encode(HeroAttack{.hero = carried.hero, .to = carried.to, .power = m_power, .shape = shape,
                                    .target = carried.target, .defenses = unlessEmpty(defenses), .rolls = unlessEmpty(rolls),
                                    .push = carried.push, .follow = carried.follow});
}

QJsonObject TheosisCombatController::buildAction() const
{
    if (!m_play)
        return {};
    if (followsPlan())
        return buildFromPlan();
    const HeroState *hero = m_play->table.hero(m_attacker);
    if (!hero)
        return {};
    QString shape = u"melee"_s;
    if (m_skill >= 0) {
        const auto &skills = m_play->sheet(*hero).skills;
        if (m_skill >= static_cast<int>(skills.size()))
            return {};
        shape = skills[static_cast<std::size_t>(m_skill)].shape;
        if (!theosis::hitsOneTarget(shape))
            return {};
    } else if (targetVerdict(*m_play, m_attacker, u"melee"_s, m_defender) != TargetVerdict::Legal && m_play->sheet(*hero).ranged) {
        shape = u"ranged"_s;
    }
    std::optional<QJsonObject> defenses;
    std::optional<QJsonObject> rolls;
    if (defenderIsMonster()) {
        if (m_roll > 0)
            rolls = QJsonObject{{m_defender, m_roll}};
    } else {
        defenses = QJsonObject{{m_defender, m_defensePower}};
    }
    if (m_skill >= 0)
        return typed::encode(HeroSkill{.hero = m_attacker, .skill = m_skill, .power = m_power, .target = m_defender, .defenses = defenses, .rolls = rolls});
    return typed::encode(HeroAttack{.hero = m_attacker, .power = m_power, .shape = shape, .target = m_defender, .defenses = defenses, .rolls = rolls});
}

QString TheosisCombatController::pendingActionJson() const
{
    return QString::fromUtf8(QJsonDocument(buildAction()).toJson(QJsonDocument::Compact));
}

bool TheosisCombatController::apply()
{
    if (!m_session || !valid())
        return false;
    const QJsonObject action = buildAction();
    if (action.isEmpty())
        return false;
    return m_session->applyAction(action);
}

} // namespace arbiter
