#include "TheosisCombatController.h"
#include "ActiveSessionFollower.h"

#include "core/json_fields.h"
#include "core/typed_action.h"
#include "games/theosis/theosis_action_types.h"
#include "games/theosis/theosis_queries.h"
#include "content/ContentText.h"
#include "text/PhraseText.h"

#include <QJsonArray>

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

bool singleShape(const QString &shape) { return shape == "melee"_L1 || shape == "ranged"_L1 || shape == "unlimited"_L1; }

} // namespace

TheosisCombatController::TheosisCombatController(QObject *parent) : QObject(parent) {}

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

void TheosisCombatController::setPlan(const QVariantMap &plan)
{
    m_plan = QJsonObject::fromVariantMap(plan);
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

QVariantList TheosisCombatController::moveTo() const
{
    return followsPlan() ? m_plan.value(u"to"_s).toArray().toVariantList() : QVariantList{};
}

QString TheosisCombatController::moveToPlace() const
{
    const QVariantList to = moveTo();
    if (to.size() != 2 || !m_play)
        return {};
    return translated(phrase("%1", m_play->place(Hex{to.at(0).toInt(), to.at(1).toInt()}, m_attacker)));
}

QString TheosisCombatController::shape() const
{
    const QJsonObject action = buildAction();
    if (action.contains(u"shape"_s))
        return action.value(u"shape"_s).toString();
    const HeroState *hero = m_play ? m_play->table.hero(m_attacker) : nullptr;
    if (!hero || m_skill < 0 || m_skill >= static_cast<int>(m_play->sheet(*hero).skills.size()))
        return {};
    return m_play->sheet(*hero).skills[static_cast<std::size_t>(m_skill)].shape;
}

QVariantList TheosisCombatController::attackers() const
{
    QVariantList out;
    if (!m_play)
        return out;
    for (const HeroState &h : m_play->table.heroes)
        if (h.at && m_play->alive(h.id) && !h.swallowed)
            out.append(QVariantMap{{u"id"_s, h.id},
                                   {u"name"_s, content_text::localized(m_play->sheet(h).name)},
                                   {u"playerName"_s, m_play->name(h.player)},
                                   {u"acting"_s, h.id == m_play->table.actor}});
    return out;
}

QVariantList TheosisCombatController::powers() const
{
    QVariantList out;
    const PlayerState *p = m_play ? m_play->table.player(playerOf(m_attacker)) : nullptr;
    if (!p)
        return out;
    for (const QString &id : p->hand)
        if (const PowerCard *card = m_play->content.power(id))
            // Against a monster some powers count with other values (Warcraft attacks as 5).
            out.append(QVariantMap{{u"id"_s, id},
                                   {u"name"_s, content_text::localized(card->name)},
                                   {u"attack"_s, againstMonster() && card->monsterAttack >= 0 ? card->monsterAttack : card->attack},
                                   {u"defense"_s, card->defense}});
    return out;
}

QVariantList TheosisCombatController::skills() const
{
    QVariantList out;
    const HeroState *h = m_play ? m_play->table.hero(m_attacker) : nullptr;
    if (!h)
        return out;
    const auto &skills = m_play->sheet(*h).skills;
    for (std::size_t i = 0; i < skills.size(); ++i)
        if (skills[i].kind == "attack"_L1)
            out.append(QVariantMap{{u"index"_s, static_cast<int>(i)},
                                   {u"name"_s, content_text::localized(skills[i].name)},
                                   {u"bonus"_s, skills[i].attackBonus},
                                   {u"gem"_s, h->mana.value(static_cast<qsizetype>(i))}});
    return out;
}

QVariantList TheosisCombatController::defenders() const
{
    QVariantList out;
    if (!m_play)
        return out;
    for (const HeroState &h : m_play->table.heroes)
        if (h.id != m_attacker && h.at && m_play->alive(h.id) && !h.swallowed)
            out.append(QVariantMap{{u"id"_s, h.id}, {u"name"_s, content_text::localized(m_play->sheet(h).name)}, {u"playerName"_s, m_play->name(h.player)},
                                   {u"monster"_s, false}});
    for (const MonsterState &m : m_play->table.monsters)
        if (!m.pile.isEmpty()) {
            const MonsterSheet *sheet = m_play->content.monster(m.id);
            out.append(QVariantMap{{u"id"_s, m.id}, {u"name"_s, sheet ? content_text::localized(sheet->name) : m.id}, {u"playerName"_s, QString()},
                                   {u"monster"_s, true}});
        }
    return out;
}

QVariantList TheosisCombatController::defensePowers() const
{
    QVariantList out;
    const PlayerState *p = m_play ? m_play->table.player(playerOf(m_defender)) : nullptr;
    if (!p)
        return out;
    for (const QString &id : p->hand)
        if (const PowerCard *card = m_play->content.power(id))
            out.append(QVariantMap{{u"id"_s, id}, {u"name"_s, content_text::localized(card->name)}, {u"attack"_s, card->attack}, {u"defense"_s, card->defense}});
    return out;
}

bool TheosisCombatController::againstMonster() const { return m_play && !m_defender.isEmpty() && !m_play->table.hero(m_defender); }

void TheosisCombatController::recompute()
{
    m_problem.clear();
    m_outcome.clear();
    m_steps.clear();
    m_byRoll.clear();
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
    else if (!againstMonster() && m_defensePower.isEmpty())
        m_problem = tr("Choose the defender's power.");
    if (m_problem.isEmpty()) {
        // The preview and "Play it" read the same action, so the sheet shows
        // the fight that will be played (from the planned hex, too).
        const QJsonObject planned = buildAction();
        const auto preview = planned.isEmpty()
            ? combatPreview(*m_session->state(), m_attacker, m_power, m_skill, m_defender, againstMonster() ? QString() : m_defensePower,
                            againstMonster() ? m_roll : 0)
            : combatPreview(*m_session->state(), planned, m_defender);
        if (!preview.ok()) {
            m_problem = translated(preview.error().message);
        } else {
            const Calculation &calculation = preview.value();
            const QJsonObject f = calculation.fields;
            for (std::size_t i = 0; i < calculation.steps.size(); ++i) {
                const QString rule = i < calculation.stepRules.size() ? calculation.stepRules[i] : u"theosis.combat"_s;
                m_steps.append(QVariantMap{{u"text"_s, translated(calculation.steps[i])}, {u"rule"_s, rule}});
            }
            m_outcome = f.toVariantMap();
            if (f.contains(u"odds"_s)) {
                const QJsonObject odds = f.value(u"odds"_s).toObject();
                m_outcome.insert(u"attackerWinsText"_s, fraction(odds.value(u"attacker_wins"_s)));
                if (odds.contains(u"token_removed"_s))
                    m_outcome.insert(u"tokenRemovedText"_s, fraction(odds.value(u"token_removed"_s)));
                if (odds.contains(u"expected_damage"_s))
                    m_outcome.insert(u"expectedDamageText"_s, fraction(odds.value(u"expected_damage"_s)));
                for (const QJsonValue &v : f.value(u"by_roll"_s).toArray())
                    m_byRoll.append(v.toObject().toVariantMap());
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
    Q_EMIT changed();
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
    if (singleShape(shape)) {
        // One target: whatever the plan chose for another one does not apply.
        if (m_defender != carried.target.value_or(QString())) {
            carried.push.reset();
            carried.follow.reset();
        }
        defenses = {};
        rolls = {};
        carried.target = m_defender.isEmpty() ? std::nullopt : std::optional<QString>(m_defender);
    }
    if (!m_defender.isEmpty()) {
        if (againstMonster()) {
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
        if (!singleShape(shape))
            return {};
    } else if (targetVerdict(*m_play, m_attacker, u"melee"_s, m_defender) != TargetVerdict::Legal && m_play->sheet(*hero).ranged) {
        shape = u"ranged"_s;
    }
    std::optional<QJsonObject> defenses;
    std::optional<QJsonObject> rolls;
    if (againstMonster()) {
        if (m_roll > 0)
            rolls = QJsonObject{{m_defender, m_roll}};
    } else {
        defenses = QJsonObject{{m_defender, m_defensePower}};
    }
    if (m_skill >= 0)
        return typed::encode(HeroSkill{.hero = m_attacker, .skill = m_skill, .power = m_power, .target = m_defender, .defenses = defenses, .rolls = rolls});
    return typed::encode(HeroAttack{.hero = m_attacker, .power = m_power, .shape = shape, .target = m_defender, .defenses = defenses, .rolls = rolls});
}

QVariantMap TheosisCombatController::pendingAction() const { return buildAction().toVariantMap(); }

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
