#include "games/theosis/theosis_combat.h"

#include "core/json_fields.h"
#include "core/rational.h"

#include <QJsonArray>
#include <algorithm>
#include <optional>
#include <vector>

namespace arbiter {

namespace {

constexpr int kHighestRank = 1;
constexpr int kLowestRank = 12; // the Arena's ranking track has 12 places
constexpr int kMaxCombatValue = 20;
constexpr int kMaxModifier = 20;
constexpr int kMaxModifiers = 20;
constexpr int kMaxDamage = 30;
constexpr int kMaxHealth = 99;
constexpr int kMaxThreshold = 30;
constexpr int kD4Faces = 4;
constexpr std::size_t kStepsReserved = 10;

const QStringList &damageTypes()
{
    static const QStringList types{QStringLiteral("physical"), QStringLiteral("light"), QStringLiteral("void"),
                                   QStringLiteral("fire"),     QStringLiteral("ice"),   QStringLiteral("acid")};
    return types;
}

using Kind = TheosisCombatKind;
using Modifier = TheosisModifier;
using Mitigation = TheosisMitigation;
using Attacker = TheosisAttacker;
using Defender = TheosisDefender;

struct Exchange {
    int attackTotal = 0;
    int defenseTotal = 0;
    bool attackerWins = false;
    int rawDamage = 0;
    int damage = 0;
};

// The rules entries the steps apply (resources/rules/theosis.json).
const QString &ruleCombat() { static const QString id = QStringLiteral("theosis.combat"); return id; }
const QString &ruleRanking() { static const QString id = QStringLiteral("theosis.ranking"); return id; }
const QString &ruleDamageTypes() { static const QString id = QStringLiteral("theosis.damage-types"); return id; }
const QString &ruleDespair() { static const QString id = QStringLiteral("theosis.despair"); return id; }
const QString &ruleSlaying() { static const QString id = QStringLiteral("theosis.slaying"); return id; }
const QString &ruleHealth() { static const QString id = QStringLiteral("theosis.health"); return id; }
const QString &ruleMonsters() { static const QString id = QStringLiteral("theosis.monsters"); return id; }
const QString &ruleMonsterAttacks() { static const QString id = QStringLiteral("theosis.monster-attacks"); return id; }

// Steps are collected only when somebody reads them; the odds replay the
// exchange once per die face silently. Each step carries the rules entry it
// applies, so a screen links it without reading its words.
class StepLog {
public:
    explicit StepLog(Calculation *calculation) : m_calculation(calculation)
    {
        // Room for every step of an exchange or of the odds (never more than
        // nine), so each list is allocated once.
        if (m_calculation) {
            m_calculation->steps.reserve(kStepsReserved);
            m_calculation->stepRules.reserve(kStepsReserved);
        }
    }
    void add(const QString &rule, Phrase p) const
    {
        if (!m_calculation)
            return;
        m_calculation->steps.push_back(std::move(p));
        m_calculation->stepRules.push_back(rule);
    }

private:
    Calculation *m_calculation;
};

QString signedNumber(int v) { return v < 0 ? QString::number(v) : QLatin1Char('+') + QString::number(v); }

// ------------------------------------------------------------------ parsing

Result<Kind> kindFrom(const QJsonObject &o, const QString &path)
{
    auto kind = json::requiredChoice(o, QStringLiteral("kind"), path, {QStringLiteral("hero"), QStringLiteral("monster")});
    if (!kind)
        return kind.error();
    return kind.value() == QLatin1String("hero") ? Kind::Hero : Kind::Monster;
}

Result<std::optional<int>> optionalValue(const QJsonObject &o, const QString &key, const QString &path, int min, int max)
{
    if (!o.contains(key) || o.value(key).isNull())
        return std::optional<int>{};
    auto v = json::requiredInt(o, key, path, min, max);
    if (!v)
        return v.error();
    return std::optional<int>{v.value()};
}

Result<std::vector<Modifier>> modifiersFrom(const QJsonObject &o, const QString &path)
{
    auto list = json::optionalArray(o, QStringLiteral("modifiers"), path);
    if (!list)
        return list.error();
    const QString listPath = json::childPath(path, QStringLiteral("modifiers"));
    if (list->size() > kMaxModifiers)
        return json::fieldError(listPath, QT_TRANSLATE_NOOP("Engine", "%1 holds more than 20 modifiers."));
    std::vector<Modifier> modifiers;
    for (qsizetype i = 0; i < list->size(); ++i) {
        const QString p = json::indexedPath(listPath, i);
        if (!list->at(i).isObject())
            return json::fieldError(p, QT_TRANSLATE_NOOP("Engine", "%1 must be an object with \"source\" and \"value\"."));
        const QJsonObject m = list->at(i).toObject();
        auto source = json::optionalString(m, QStringLiteral("source"), p, QString());
        if (!source)
            return source.error();
        auto value = json::requiredInt(m, QStringLiteral("value"), p, -kMaxModifier, kMaxModifier);
        if (!value)
            return value.error();
        modifiers.push_back({source.value(), value.value()});
    }
    return modifiers;
}

Result<QString> damageTypeFrom(const QJsonObject &o, const QString &path)
{
    if (!o.contains(QStringLiteral("damage_type")) || o.value(QStringLiteral("damage_type")).isNull())
        return QStringLiteral("physical");
    return json::requiredChoice(o, QStringLiteral("damage_type"), path, damageTypes());
}

Result<QStringList> damageTypeListFrom(const QJsonObject &o, const QString &key, const QString &path)
{
    auto list = json::optionalArray(o, key, path);
    if (!list)
        return list.error();
    QStringList types;
    for (qsizetype i = 0; i < list->size(); ++i) {
        const QString name = list->at(i).toString();
        if (!list->at(i).isString() || !damageTypes().contains(name))
            return RuleError::badRequest(QStringLiteral("request.choice"),
                                         phrase(QT_TRANSLATE_NOOP("Engine", "%1 must be one of: %2."), json::indexedPath(json::childPath(path, key), i),
                                                damageTypes().join(QStringLiteral(", "))));
        types << name;
    }
    return types;
}

Result<Mitigation> mitigationFrom(const QJsonObject &o, const QString &path, bool despairAllowed)
{
    Mitigation m;
    auto protections = damageTypeListFrom(o, QStringLiteral("protections"), path);
    if (!protections)
        return protections.error();
    auto resistances = damageTypeListFrom(o, QStringLiteral("resistances"), path);
    if (!resistances)
        return resistances.error();
    m.protections = protections.value();
    m.resistances = resistances.value();
    if (despairAllowed) {
        auto despair = json::optionalBool(o, QStringLiteral("despair"), path, false);
        if (!despair)
            return despair.error();
        m.despair = despair.value();
    }
    return m;
}

Result<Attacker> attackerFrom(const QJsonObject &request)
{
    const QString path = QStringLiteral("attacker");
    auto object = json::requiredObject(request, path, {});
    if (!object)
        return object.error();
    const QJsonObject &o = object.value();
    auto kind = kindFrom(o, path);
    if (!kind)
        return kind.error();
    Attacker a;
    a.kind = kind.value();
    auto damageType = damageTypeFrom(o, path);
    if (!damageType)
        return damageType.error();
    a.damageType = damageType.value();

    if (a.kind == Kind::Monster) {
        auto bonus = json::requiredInt(o, QStringLiteral("attack_bonus"), path, 0, kMaxCombatValue);
        if (!bonus)
            return bonus.error();
        auto roll = optionalValue(o, QStringLiteral("roll"), path, 1, kD4Faces);
        if (!roll)
            return roll.error();
        auto damage = json::requiredInt(o, QStringLiteral("damage"), path, 0, kMaxDamage);
        if (!damage)
            return damage.error();
        a.value = bonus.value();
        a.roll = roll.value();
        a.damage = damage.value();
        return a;
    }

    auto rank = optionalValue(o, QStringLiteral("rank"), path, kHighestRank, kLowestRank);
    if (!rank)
        return rank.error();
    auto attack = json::requiredInt(o, QStringLiteral("attack"), path, 0, kMaxCombatValue);
    if (!attack)
        return attack.error();
    auto modifiers = modifiersFrom(o, path);
    if (!modifiers)
        return modifiers.error();
    auto weapon = json::optionalInt(o, QStringLiteral("weapon_damage"), path, 0, 0, kMaxDamage);
    if (!weapon)
        return weapon.error();
    auto slaying = json::optionalBool(o, QStringLiteral("slaying"), path, false);
    if (!slaying)
        return slaying.error();
    auto extra = json::optionalInt(o, QStringLiteral("extra_damage"), path, 0, 0, kMaxDamage);
    if (!extra)
        return extra.error();
    a.extraDamage = extra.value();
    a.rank = rank.value();
    a.value = attack.value();
    a.modifiers = modifiers.value();
    a.damage = weapon.value();
    a.slaying = slaying.value();
    return a;
}

Result<Defender> defenderFrom(const QJsonObject &request)
{
    const QString path = QStringLiteral("defender");
    auto object = json::requiredObject(request, path, {});
    if (!object)
        return object.error();
    const QJsonObject &o = object.value();
    auto kind = kindFrom(o, path);
    if (!kind)
        return kind.error();
    Defender d;
    d.kind = kind.value();

    if (d.kind == Kind::Monster) {
        auto base = json::requiredInt(o, QStringLiteral("base_defense"), path, 0, kMaxCombatValue);
        if (!base)
            return base.error();
        auto roll = optionalValue(o, QStringLiteral("roll"), path, 1, kD4Faces);
        if (!roll)
            return roll.error();
        const QString tokenPath = json::childPath(path, QStringLiteral("token"));
        auto token = json::requiredObject(o, QStringLiteral("token"), path);
        if (!token)
            return token.error();
        auto threshold = json::requiredInt(token.value(), QStringLiteral("threshold"), tokenPath, 1, kMaxThreshold);
        if (!threshold)
            return threshold.error();
        auto mitigation = mitigationFrom(token.value(), tokenPath, false);
        if (!mitigation)
            return mitigation.error();
        d.value = base.value();
        d.roll = roll.value();
        d.threshold = threshold.value();
        d.mitigation = mitigation.value();
        return d;
    }

    auto rank = optionalValue(o, QStringLiteral("rank"), path, kHighestRank, kLowestRank);
    if (!rank)
        return rank.error();
    auto defense = json::requiredInt(o, QStringLiteral("defense"), path, 0, kMaxCombatValue);
    if (!defense)
        return defense.error();
    auto modifiers = modifiersFrom(o, path);
    if (!modifiers)
        return modifiers.error();
    auto mitigation = mitigationFrom(o, path, true);
    if (!mitigation)
        return mitigation.error();
    auto health = json::requiredInt(o, QStringLiteral("health"), path, 1, kMaxHealth);
    if (!health)
        return health.error();
    d.rank = rank.value();
    d.value = defense.value();
    d.modifiers = modifiers.value();
    d.mitigation = mitigation.value();
    d.health = health.value();
    return d;
}

// Who may meet whom: monsters fight heroes only, and two heroes need their
// (distinct) ranking positions to settle a tie.
Status checkPairing(const Attacker &a, const Defender &d)
{
    if (a.kind == Kind::Monster && d.kind == Kind::Monster)
        return json::fieldError(QStringLiteral("defender.kind"),
                                QT_TRANSLATE_NOOP("Engine", "%1 must be \"hero\" when the attacker is a monster: monsters fight heroes."));
    if (a.kind == Kind::Hero && d.kind == Kind::Hero) {
        if (!a.rank)
            return json::fieldError(QStringLiteral("attacker.rank"),
                                    QT_TRANSLATE_NOOP("Engine", "%1 is needed when two heroes fight: ties go to the higher rank."));
        if (!d.rank)
            return json::fieldError(QStringLiteral("defender.rank"),
                                    QT_TRANSLATE_NOOP("Engine", "%1 is needed when two heroes fight: ties go to the higher rank."));
        if (*a.rank == *d.rank)
            return json::fieldError(QStringLiteral("defender.rank"),
                                    QT_TRANSLATE_NOOP("Engine", "%1 must differ from attacker.rank: two heroes never share a ranking position."));
    }
    return Done{};
}

// The typed entry's own check of the limits the JSON reader enforces, with
// the same codes and field paths.
RuleError outOfRange(const QString &path, int min, int max)
{
    return RuleError::badRequest(QStringLiteral("request.range"),
                                 phrase(QT_TRANSLATE_NOOP("Engine", "%1 must be between %2 and %3."), path, min, max));
}

RuleError notADamageType(const QString &path)
{
    return RuleError::badRequest(QStringLiteral("request.choice"), phrase(QT_TRANSLATE_NOOP("Engine", "%1 must be one of: %2."), path,
                                                                          damageTypes().join(QStringLiteral(", "))));
}

bool within(int v, int min, int max) { return v >= min && v <= max; }

// Paths are spelled out only for a refusal: the checks run on every
// resolution, which the benchmark times.
Status checkModifiers(const std::vector<Modifier> &modifiers, const QString &side)
{
    const auto listPath = [&side] { return json::childPath(side, QStringLiteral("modifiers")); };
    if (modifiers.size() > static_cast<std::size_t>(kMaxModifiers))
        return json::fieldError(listPath(), QT_TRANSLATE_NOOP("Engine", "%1 holds more than 20 modifiers."));
    for (std::size_t i = 0; i < modifiers.size(); ++i)
        if (!within(modifiers[i].value, -kMaxModifier, kMaxModifier))
            return outOfRange(json::childPath(json::indexedPath(listPath(), static_cast<qsizetype>(i)), QStringLiteral("value")),
                              -kMaxModifier, kMaxModifier);
    return Done{};
}

Status checkDamageTypes(const QStringList &types, const QString &mitigationPath, const QString &list)
{
    for (qsizetype i = 0; i < types.size(); ++i)
        if (!damageTypes().contains(types.at(i)))
            return notADamageType(json::indexedPath(json::childPath(mitigationPath, list), i));
    return Done{};
}

Status checkAttacker(const Attacker &a)
{
    const QString side = QStringLiteral("attacker");
    if (!damageTypes().contains(a.damageType))
        return notADamageType(json::childPath(side, QStringLiteral("damage_type")));
    if (!within(a.value, 0, kMaxCombatValue))
        return outOfRange(json::childPath(side, a.kind == Kind::Monster ? QStringLiteral("attack_bonus") : QStringLiteral("attack")), 0,
                          kMaxCombatValue);
    if (!within(a.damage, 0, kMaxDamage))
        return outOfRange(json::childPath(side, a.kind == Kind::Monster ? QStringLiteral("damage") : QStringLiteral("weapon_damage")), 0,
                          kMaxDamage);
    if (a.kind == Kind::Monster) {
        if (a.roll && !within(*a.roll, 1, kD4Faces))
            return outOfRange(json::childPath(side, QStringLiteral("roll")), 1, kD4Faces);
        return Done{};
    }
    if (a.rank && !within(*a.rank, kHighestRank, kLowestRank))
        return outOfRange(json::childPath(side, QStringLiteral("rank")), kHighestRank, kLowestRank);
    return checkModifiers(a.modifiers, side);
}

Status checkDefender(const Defender &d)
{
    const QString side = QStringLiteral("defender");
    const QString mitigationPath = d.kind == Kind::Monster ? QStringLiteral("defender.token") : side;
    if (Status s = checkDamageTypes(d.mitigation.protections, mitigationPath, QStringLiteral("protections")); !s)
        return s;
    if (Status s = checkDamageTypes(d.mitigation.resistances, mitigationPath, QStringLiteral("resistances")); !s)
        return s;
    if (d.kind == Kind::Monster) {
        if (!within(d.value, 0, kMaxCombatValue))
            return outOfRange(json::childPath(side, QStringLiteral("base_defense")), 0, kMaxCombatValue);
        if (d.roll && !within(*d.roll, 1, kD4Faces))
            return outOfRange(json::childPath(side, QStringLiteral("roll")), 1, kD4Faces);
        if (!within(d.threshold, 1, kMaxThreshold))
            return outOfRange(json::childPath(mitigationPath, QStringLiteral("threshold")), 1, kMaxThreshold);
        return Done{};
    }
    if (d.rank && !within(*d.rank, kHighestRank, kLowestRank))
        return outOfRange(json::childPath(side, QStringLiteral("rank")), kHighestRank, kLowestRank);
    if (!within(d.value, 0, kMaxCombatValue))
        return outOfRange(json::childPath(side, QStringLiteral("defense")), 0, kMaxCombatValue);
    if (Status s = checkModifiers(d.modifiers, side); !s)
        return s;
    if (!within(d.health, 1, kMaxHealth))
        return outOfRange(json::childPath(side, QStringLiteral("health")), 1, kMaxHealth);
    return Done{};
}

QJsonArray modifiersToJson(const std::vector<Modifier> &modifiers)
{
    QJsonArray out;
    for (const Modifier &m : modifiers)
        out.append(QJsonObject{{QStringLiteral("source"), m.source}, {QStringLiteral("value"), m.value}});
    return out;
}

// ------------------------------------------------------------------ arithmetic

int modifierSum(const std::vector<Modifier> &modifiers)
{
    int sum = 0;
    for (const Modifier &m : modifiers)
        sum += m.value;
    return sum;
}

QString modifierList(const std::vector<Modifier> &modifiers)
{
    QStringList parts;
    for (const Modifier &m : modifiers)
        parts << (m.source.isEmpty() ? signedNumber(m.value)
                                     : QStringLiteral("%1 (%2)").arg(signedNumber(m.value), m.source));
    return parts.join(QStringLiteral(", "));
}

int attackTotal(const Attacker &a, const StepLog &log)
{
    if (a.kind == Kind::Monster) {
        if (a.rollNote)
            log.add(a.rollNote->rule, phrase(QT_TRANSLATE_NOOP("Engine", "%1 turns the monster's d4 into a %2."), a.rollNote->power, *a.roll));
        const int total = a.value + *a.roll;
        log.add(ruleMonsterAttacks(), phrase(QT_TRANSLATE_NOOP("Engine", "Monster attack: bonus %1 + d4 roll %2 = %3."), a.value, *a.roll, total));
        return total;
    }
    if (a.valueNote)
        log.add(a.valueNote->rule, phrase(QT_TRANSLATE_NOOP("Engine", "%1 counts as attack %2 against a monster (printed %3)."), a.valueNote->power,
                                          a.value, a.valueNote->printed));
    const int total = a.value + modifierSum(a.modifiers);
    if (a.modifiers.empty())
        log.add(ruleCombat(), phrase(QT_TRANSLATE_NOOP("Engine", "Attack total: %1 (attack value, no modifiers)."), total));
    else
        log.add(ruleCombat(), phrase(QT_TRANSLATE_NOOP("Engine", "Attack total: attack value %1 with modifiers %2 = %3."), a.value,
                       modifierList(a.modifiers), total));
    return total;
}

int defenseTotal(const Defender &d, const StepLog &log)
{
    if (d.kind == Kind::Monster) {
        if (d.rollNote)
            log.add(d.rollNote->rule, phrase(QT_TRANSLATE_NOOP("Engine", "%1 turns the monster's d4 into a %2."), d.rollNote->power, *d.roll));
        const int total = d.value + *d.roll;
        log.add(ruleMonsters(), phrase(QT_TRANSLATE_NOOP("Engine", "Monster defense: base %1 + d4 roll %2 = %3."), d.value, *d.roll, total));
        return total;
    }
    if (d.valueNote)
        log.add(d.valueNote->rule, phrase(QT_TRANSLATE_NOOP("Engine", "%1 counts as defense %2 against a monster (printed %3)."), d.valueNote->power,
                                          d.value, d.valueNote->printed));
    const int total = d.value + modifierSum(d.modifiers);
    if (d.modifiers.empty())
        log.add(ruleCombat(), phrase(QT_TRANSLATE_NOOP("Engine", "Defense total: %1 (defense value, no modifiers)."), total));
    else
        log.add(ruleCombat(), phrase(QT_TRANSLATE_NOOP("Engine", "Defense total: defense value %1 with modifiers %2 = %3."), d.value,
                       modifierList(d.modifiers), total));
    return total;
}

bool attackerWins(const Attacker &a, const Defender &d, int attack, int defense, const StepLog &log)
{
    const QString &settledBy = a.kind == Kind::Monster ? ruleMonsterAttacks() : ruleCombat();
    if (attack > defense) {
        log.add(settledBy, phrase(QT_TRANSLATE_NOOP("Engine", "Attack %1 beats defense %2: the attacker wins."), attack, defense));
        return true;
    }
    if (attack < defense) {
        log.add(settledBy, phrase(QT_TRANSLATE_NOOP("Engine", "Attack %1 is below defense %2: the defender holds."), attack, defense));
        return false;
    }
    if (a.kind == Kind::Hero && d.kind == Kind::Monster) {
        log.add(ruleCombat(), phrase(QT_TRANSLATE_NOOP("Engine", "Tie at %1: every hero outranks a monster, so the attacker wins."), attack));
        return true;
    }
    if (a.kind == Kind::Monster) {
        log.add(ruleMonsterAttacks(), phrase(QT_TRANSLATE_NOOP("Engine", "Tie at %1: every hero outranks a monster, so the defender holds."), attack));
        return false;
    }
    // Rank 1 is the highest, so the smaller number wins the tie.
    if (*a.rank < *d.rank) {
        log.add(ruleRanking(), phrase(QT_TRANSLATE_NOOP("Engine", "Tie at %1: the attacker's rank %2 is higher than the defender's rank %3, so "
                                      "the attacker wins."),
                       attack, *a.rank, *d.rank));
        return true;
    }
    log.add(ruleRanking(), phrase(QT_TRANSLATE_NOOP("Engine", "Tie at %1: the defender's rank %2 is higher than the attacker's rank %3, so the "
                                  "defender holds."),
                   attack, *d.rank, *a.rank));
    return false;
}

int rawDamage(const Attacker &a, const Defender &d, int difference, const StepLog &log)
{
    if (a.kind == Kind::Monster) {
        const int raw = difference + a.damage;
        log.add(ruleMonsterAttacks(), phrase(QT_TRANSLATE_NOOP("Engine", "Raw damage: difference %1 + monster damage %2 = %3."), difference, a.damage, raw));
        return raw;
    }
    int weapon = a.damage;
    if (a.weaponNote && d.kind == Kind::Monster)
        log.add(a.weaponNote->rule, phrase(QT_TRANSLATE_NOOP("Engine", "%1 doubles the weapon damage against a monster: %2 becomes %3."),
                                           a.weaponNote->power, a.weaponNote->printed, a.damage));
    if (a.slaying && d.kind == Kind::Monster) {
        weapon = a.damage * 2;
        log.add(ruleSlaying(), phrase(QT_TRANSLATE_NOOP("Engine", "A slaying weapon doubles its damage against a monster: %1 becomes %2."),
                       a.damage, weapon));
    }
    const int raw = difference + weapon;
    log.add(ruleCombat(), phrase(QT_TRANSLATE_NOOP("Engine", "Raw damage: difference %1 + weapon damage %2 = %3."), difference, weapon, raw));
    return raw;
}

int mitigate(int raw, const QString &type, const Mitigation &m, const StepLog &log)
{
    int damage = raw;
    if (m.protections.contains(type)) {
        damage = 0;
        log.add(ruleDamageTypes(), phrase(QT_TRANSLATE_NOOP("Engine", "Protection against %1 damage stops it all: %2 becomes 0."), type, raw));
    } else if (m.resistances.contains(type)) {
        damage = raw / 2;
        log.add(ruleDamageTypes(), phrase(QT_TRANSLATE_NOOP("Engine", "Resistance to %1 damage halves it, rounded down: %2 becomes %3."), type, raw,
                       damage));
    } else {
        log.add(ruleDamageTypes(), phrase(QT_TRANSLATE_NOOP("Engine", "No protection or resistance against %1 damage."), type));
    }
    if (m.despair) {
        const int before = damage;
        damage /= 2;
        log.add(ruleDespair(), phrase(QT_TRANSLATE_NOOP("Engine", "Despair halves what is left, rounded down: %1 becomes %2."), before, damage));
    }
    return damage;
}

// One exchange with both rolls known.
Exchange resolve(const Attacker &a, const Defender &d, const StepLog &log)
{
    Exchange e;
    e.attackTotal = attackTotal(a, log);
    e.defenseTotal = defenseTotal(d, log);
    e.attackerWins = attackerWins(a, d, e.attackTotal, e.defenseTotal, log);
    if (!e.attackerWins) {
        log.add(ruleCombat(), phrase(QT_TRANSLATE_NOOP("Engine", "No damage is dealt.")));
        return e;
    }
    e.rawDamage = rawDamage(a, d, e.attackTotal - e.defenseTotal, log);
    e.damage = mitigate(e.rawDamage, a.damageType, d.mitigation, log);
    if (a.extraDamage > 0) {
        const int before = e.damage;
        e.damage += a.extraDamage;
        const QString source = a.extraNote ? a.extraNote->power : QStringLiteral("+%1").arg(a.extraDamage);
        log.add(a.extraNote ? a.extraNote->rule : ruleCombat(),
                phrase(QT_TRANSLATE_NOOP("Engine", "%1 adds %2 damage, past protection and resistance: %3 becomes %4."), source, a.extraDamage,
                       before, e.damage));
    }
    if (d.kind == Kind::Hero && e.damage < 1) {
        e.damage = 1;
        log.add(ruleCombat(), phrase(QT_TRANSLATE_NOOP("Engine", "A winning attacker always deals at least 1 damage to a hero: damage is 1.")));
    }
    return e;
}

bool tokenRemoved(const Exchange &e, const Defender &d) { return e.attackerWins && e.damage >= d.threshold; }
int healthAfter(const Exchange &e, const Defender &d) { return std::max(0, d.health - e.damage); }

void describeOutcome(const Exchange &e, const Defender &d, const StepLog &log)
{
    if (d.kind == Kind::Monster) {
        if (tokenRemoved(e, d))
            log.add(ruleMonsters(), phrase(QT_TRANSLATE_NOOP("Engine", "Damage %1 reaches the token's threshold %2: the stamina token is removed."),
                           e.damage, d.threshold));
        else
            log.add(ruleMonsters(), phrase(QT_TRANSLATE_NOOP("Engine", "Damage %1 is below the token's threshold %2: the stamina token stays."),
                           e.damage, d.threshold));
        return;
    }
    if (e.damage == 0)
        log.add(ruleHealth(), phrase(QT_TRANSLATE_NOOP("Engine", "Health stays at %1."), d.health));
    else
        log.add(ruleHealth(), phrase(QT_TRANSLATE_NOOP("Engine", "Health drops from %1 to %2."), d.health, healthAfter(e, d)));
}

// The result objects are filled into a copy of a finished one: the keys are
// already in place, so a resolution costs two allocations instead of a
// growing object per field (the Arena asks on every choice of power).
QJsonObject exchangeFields(const Exchange &e, const Defender &d)
{
    static const QJsonObject heroPrototype{{QStringLiteral("attack_total"), 0}, {QStringLiteral("defense_total"), 0},
                                           {QStringLiteral("winner"), QStringLiteral("defender")},
                                           {QStringLiteral("raw_damage"), 0}, {QStringLiteral("damage"), 0},
                                           {QStringLiteral("health_after"), 0}};
    static const QJsonObject monsterPrototype{{QStringLiteral("attack_total"), 0}, {QStringLiteral("defense_total"), 0},
                                              {QStringLiteral("winner"), QStringLiteral("defender")},
                                              {QStringLiteral("raw_damage"), 0}, {QStringLiteral("damage"), 0},
                                              {QStringLiteral("token_removed"), false}};
    const bool monster = d.kind == Kind::Monster;
    QJsonObject fields = monster ? monsterPrototype : heroPrototype;
    fields[QLatin1String("attack_total")] = e.attackTotal;
    fields[QLatin1String("defense_total")] = e.defenseTotal;
    if (e.attackerWins)
        fields[QLatin1String("winner")] = QStringLiteral("attacker");
    fields[QLatin1String("raw_damage")] = e.rawDamage;
    fields[QLatin1String("damage")] = e.damage;
    if (monster)
        fields[QLatin1String("token_removed")] = tokenRemoved(e, d);
    else
        fields[QLatin1String("health_after")] = healthAfter(e, d);
    return fields;
}

// The monster's die was not given: replay the exchange for each d4 face.
Calculation oddsOverMonsterRoll(Attacker a, Defender d)
{
    Calculation calculation;
    const StepLog log(&calculation);
    const StepLog silent(nullptr);
    const bool monsterAttacks = a.kind == Kind::Monster;
    const QString &monsterRule = monsterAttacks ? ruleMonsterAttacks() : ruleMonsters();
    if (monsterAttacks)
        calculation.fields.insert(QStringLiteral("defense_total"), defenseTotal(d, log));
    else
        calculation.fields.insert(QStringLiteral("attack_total"), attackTotal(a, log));
    log.add(monsterRule, phrase(QT_TRANSLATE_NOOP("Engine", "The monster's d4 is not rolled yet: each of its 4 faces is equally likely.")));

    const Rational faceChance(1, kD4Faces);
    Rational winChance;
    Rational removalChance;
    Rational expectedDamage;
    QJsonArray byRoll;
    for (int face = 1; face <= kD4Faces; ++face) {
        (monsterAttacks ? a.roll : d.roll) = face;
        const Exchange e = resolve(a, d, silent);
        QJsonObject entry = exchangeFields(e, d);
        entry.insert(QStringLiteral("roll"), face);
        byRoll.append(entry);
        if (e.attackerWins)
            winChance = winChance + faceChance;
        if (!monsterAttacks && tokenRemoved(e, d))
            removalChance = removalChance + faceChance;
        expectedDamage = expectedDamage + faceChance * Rational(e.damage);

        if (monsterAttacks) {
            if (e.attackerWins)
                log.add(ruleMonsterAttacks(), phrase(QT_TRANSLATE_NOOP("Engine", "d4 shows %1: attack %2, the monster wins and deals %3 damage."), face,
                               e.attackTotal, e.damage));
            else
                log.add(ruleMonsterAttacks(), phrase(QT_TRANSLATE_NOOP("Engine", "d4 shows %1: attack %2, the hero holds."), face, e.attackTotal));
        } else if (!e.attackerWins) {
            log.add(ruleMonsters(), phrase(QT_TRANSLATE_NOOP("Engine", "d4 shows %1: defense %2, the monster holds."), face, e.defenseTotal));
        } else if (tokenRemoved(e, d)) {
            log.add(ruleMonsters(), phrase(QT_TRANSLATE_NOOP("Engine", "d4 shows %1: defense %2, the attacker wins with %3 damage and removes the "
                                          "stamina token."),
                           face, e.defenseTotal, e.damage));
        } else {
            log.add(ruleMonsters(), phrase(QT_TRANSLATE_NOOP("Engine", "d4 shows %1: defense %2, the attacker wins with %3 damage, short of the "
                                          "token's threshold %4."),
                           face, e.defenseTotal, e.damage, d.threshold));
        }
    }

    QJsonObject odds{{QStringLiteral("attacker_wins"), json::toJson(winChance)}};
    log.add(monsterRule, phrase(QT_TRANSLATE_NOOP("Engine", "Chance that the attacker wins: %1."), toFractionString(winChance)));
    if (monsterAttacks) {
        odds.insert(QStringLiteral("expected_damage"), json::toJson(expectedDamage));
        log.add(ruleMonsterAttacks(), phrase(QT_TRANSLATE_NOOP("Engine", "Expected damage to the hero: %1 (about %2)."), toFractionString(expectedDamage),
                       QString::number(expectedDamage.toDouble(), 'f', 2)));
    } else {
        odds.insert(QStringLiteral("token_removed"), json::toJson(removalChance));
        log.add(ruleMonsters(), phrase(QT_TRANSLATE_NOOP("Engine", "Chance that the stamina token is removed: %1."), toFractionString(removalChance)));
    }
    calculation.fields.insert(QStringLiteral("odds"), odds);
    calculation.fields.insert(QStringLiteral("by_roll"), byRoll);
    return calculation;
}

// Both entry points once the sides are known to be within the limits.
Result<Calculation> combatOf(const Attacker &attacker, const Defender &defender)
{
    if (Status pairing = checkPairing(attacker, defender); !pairing)
        return pairing.error();

    const bool monsterRollMissing = (attacker.kind == Kind::Monster && !attacker.roll)
                                    || (defender.kind == Kind::Monster && !defender.roll);
    if (monsterRollMissing)
        return oddsOverMonsterRoll(attacker, defender);

    Calculation calculation;
    const StepLog log(&calculation);
    const Exchange e = resolve(attacker, defender, log);
    describeOutcome(e, defender, log);
    calculation.fields = exchangeFields(e, defender);
    return calculation;
}

} // namespace

Result<Calculation> theosisCombat(const QJsonObject &request)
{
    auto attacker = attackerFrom(request);
    if (!attacker)
        return attacker.error();
    auto defender = defenderFrom(request);
    if (!defender)
        return defender.error();
    return combatOf(attacker.value(), defender.value());
}

Result<Calculation> theosisCombat(const TheosisAttacker &attacker, const TheosisDefender &defender)
{
    if (Status checked = checkAttacker(attacker); !checked)
        return checked.error();
    if (Status checked = checkDefender(defender); !checked)
        return checked.error();
    return combatOf(attacker, defender);
}

QJsonObject toJson(const TheosisAttacker &attacker)
{
    if (attacker.kind == Kind::Monster) {
        QJsonObject o{{QStringLiteral("kind"), QStringLiteral("monster")},
                      {QStringLiteral("attack_bonus"), attacker.value},
                      {QStringLiteral("damage"), attacker.damage},
                      {QStringLiteral("damage_type"), attacker.damageType}};
        if (attacker.roll)
            o.insert(QStringLiteral("roll"), *attacker.roll);
        return o;
    }
    QJsonObject o{{QStringLiteral("kind"), QStringLiteral("hero")},
                  {QStringLiteral("attack"), attacker.value},
                  {QStringLiteral("modifiers"), modifiersToJson(attacker.modifiers)},
                  {QStringLiteral("weapon_damage"), attacker.damage},
                  {QStringLiteral("damage_type"), attacker.damageType},
                  {QStringLiteral("slaying"), attacker.slaying}};
    if (attacker.rank)
        o.insert(QStringLiteral("rank"), *attacker.rank);
    if (attacker.extraDamage)
        o.insert(QStringLiteral("extra_damage"), attacker.extraDamage);
    return o;
}

QJsonObject toJson(const TheosisDefender &defender)
{
    const QJsonArray protections = QJsonArray::fromStringList(defender.mitigation.protections);
    const QJsonArray resistances = QJsonArray::fromStringList(defender.mitigation.resistances);
    if (defender.kind == Kind::Monster) {
        QJsonObject o{{QStringLiteral("kind"), QStringLiteral("monster")},
                      {QStringLiteral("base_defense"), defender.value},
                      {QStringLiteral("token"), QJsonObject{{QStringLiteral("threshold"), defender.threshold},
                                                            {QStringLiteral("protections"), protections},
                                                            {QStringLiteral("resistances"), resistances}}}};
        if (defender.roll)
            o.insert(QStringLiteral("roll"), *defender.roll);
        return o;
    }
    QJsonObject o{{QStringLiteral("kind"), QStringLiteral("hero")},
                  {QStringLiteral("defense"), defender.value},
                  {QStringLiteral("modifiers"), modifiersToJson(defender.modifiers)},
                  {QStringLiteral("protections"), protections},
                  {QStringLiteral("resistances"), resistances},
                  {QStringLiteral("despair"), defender.mitigation.despair},
                  {QStringLiteral("health"), defender.health}};
    if (defender.rank)
        o.insert(QStringLiteral("rank"), *defender.rank);
    return o;
}

} // namespace arbiter
