#include "games/theosis/theosis_content.h"

#include "core/json_fields.h"
#include "games/theosis/theosis_support.h"

#include <QHash>
#include <QRegularExpression>
#include <optional>
#include <set>

namespace arbiter::theosis {

bool hitsOneTarget(const QString &shape)
{
    return shape == QLatin1String("melee") || shape == QLatin1String("ranged") || shape == QLatin1String("unlimited");
}

namespace {

constexpr int kMaxEntries = 200;
constexpr int kMaxValue = 30;
constexpr int kDieFaces = 6;

RuleError contentError(const QString &path, const char *what) { return json::fieldError(path, what); }

Result<QString> idField(const QJsonObject &o, const QString &path)
{
    ARBITER_TRY(id, json::requiredString(o, QStringLiteral("id"), path));
    // Ids become parts of entity ids such as "ann:lug".
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9-]{1,40}$"));
    if (!pattern.match(id.value()).hasMatch())
        return contentError(json::childPath(path, QStringLiteral("id")),
                            QT_TRANSLATE_NOOP("Engine", "%1 must be 1 to 40 lower-case letters, digits or '-'."));
    return id;
}

Result<QString> nameField(const QJsonObject &o, const QString &path, const QString &fallback)
{
    ARBITER_TRY(name, json::optionalString(o, QStringLiteral("name"), path, fallback));
    return name->trimmed().isEmpty() ? fallback : name->trimmed();
}

Result<QString> damageTypeField(const QJsonObject &o, const QString &path)
{
    if (!o.contains(QStringLiteral("damage_type")))
        return QStringLiteral("physical");
    return json::requiredChoice(o, QStringLiteral("damage_type"), path, damageTypes());
}

Result<QStringList> damageTypeList(const QJsonObject &o, const QString &key, const QString &path)
{
    ARBITER_TRY(list, json::optionalArray(o, key, path));
    QStringList out;
    for (qsizetype i = 0; i < list->size(); ++i) {
        const QString type = list->at(i).toString();
        if (!damageTypes().contains(type))
            return contentError(json::indexedPath(json::childPath(path, key), i),
                                QT_TRANSLATE_NOOP("Engine", "%1 must be a damage type: physical, light, void, fire, ice or acid."));
        out << type;
    }
    return out;
}

Result<QStringList> stringList(const QJsonObject &o, const QString &key, const QString &path)
{
    ARBITER_TRY(list, json::optionalArray(o, key, path));
    QStringList out;
    for (qsizetype i = 0; i < list->size(); ++i) {
        if (!list->at(i).isString() || list->at(i).toString().isEmpty())
            return contentError(json::indexedPath(json::childPath(path, key), i), QT_TRANSLATE_NOOP("Engine", "%1 must be a non-empty string."));
        out << list->at(i).toString();
    }
    return out;
}

Result<std::vector<QJsonObject>> objectList(const QJsonObject &o, const QString &key, const QString &path, bool required)
{
    auto list = required ? json::requiredArray(o, key, path) : json::optionalArray(o, key, path);
    if (!list)
        return list.error();
    if (list->size() > kMaxEntries)
        return contentError(json::childPath(path, key), QT_TRANSLATE_NOOP("Engine", "%1 holds more than 200 entries."));
    std::vector<QJsonObject> out;
    for (qsizetype i = 0; i < list->size(); ++i) {
        if (!list->at(i).isObject())
            return contentError(json::indexedPath(json::childPath(path, key), i), QT_TRANSLATE_NOOP("Engine", "%1 must be an object."));
        out.push_back(list->at(i).toObject());
    }
    return out;
}

// The optional "by_hand" object of a text: {"do": what the players do,
// "corrections": what the screen offers}. An empty "do" (an editor's cleared
// field) leaves the text unmarked.
Result<TableHandling> byHandField(const QJsonObject &o, const QString &path)
{
    TableHandling handling;
    if (!o.contains(QStringLiteral("by_hand")))
        return handling;
    ARBITER_TRY(marking, json::requiredObject(o, QStringLiteral("by_hand"), path));
    const QString bp = json::childPath(path, QStringLiteral("by_hand"));
    ARBITER_TRY(instruction, json::optionalString(marking.value(), QStringLiteral("do"), bp, {}));
    handling.instruction = instruction->trimmed();
    ARBITER_TRY(corrections, stringList(marking.value(), QStringLiteral("corrections"), bp));
    for (qsizetype i = 0; i < corrections->size(); ++i)
        if (!contentChoices(QStringLiteral("by_hand.corrections")).contains(corrections->at(i)))
            return contentError(json::indexedPath(json::childPath(bp, QStringLiteral("corrections")), i),
                                QT_TRANSLATE_NOOP("Engine", "%1 names no correction the app offers."));
    handling.corrections = corrections.value();
    return handling;
}

template <typename T>
Status uniqueIds(const std::vector<T> &entries, const QString &path)
{
    std::set<QString> seen;
    for (const T &e : entries)
        if (!seen.insert(e.id).second)
            return RuleError::badRequest(QStringLiteral("content.duplicate_id"),
                                         phrase(QT_TRANSLATE_NOOP("Engine", "%1: the id \"%2\" is used twice."), path, e.id));
    return Done{};
}

Result<Skill> skillFrom(const QJsonObject &o, const QString &path)
{
    Skill s;
    ARBITER_TRY(id, idField(o, path));
    s.id = id.value();
    ARBITER_TRY(name, nameField(o, path, s.id));
    s.name = name.value();
    ARBITER_TRY(shape, json::requiredChoice(o, QStringLiteral("shape"), path, contentChoices(QStringLiteral("skill.shape"))));
    s.shape = shape.value();
    ARBITER_TRY(bonus, json::optionalInt(o, QStringLiteral("attack_bonus"), path, 0, -kMaxValue, kMaxValue));
    s.attackBonus = bonus.value();
    ARBITER_TRY(type, damageTypeField(o, path));
    s.damageType = type.value();
    ARBITER_TRY(kind, json::requiredChoice(o, QStringLiteral("kind"), path, contentChoices(QStringLiteral("skill.kind"))));
    s.kind = kind.value();
    ARBITER_TRY(byHand, byHandField(o, path));
    s.byHand = byHand.value();
    return s;
}

Result<HeroSheet> heroFrom(const QJsonObject &o, const QString &path, const QStringList &alignments)
{
    HeroSheet h;
    ARBITER_TRY(id, idField(o, path));
    h.id = id.value();
    ARBITER_TRY(name, nameField(o, path, h.id));
    h.name = name.value();
    ARBITER_TRY(alignment, json::requiredChoice(o, QStringLiteral("alignment"), path, alignments));
    h.alignment = alignment.value();
    ARBITER_TRY(speed, json::requiredInt(o, QStringLiteral("speed"), path, 0, 12));
    h.speed = speed.value();
    ARBITER_TRY(ranged, json::optionalBool(o, QStringLiteral("ranged"), path, false));
    h.ranged = ranged.value();
    ARBITER_TRY(slots, objectList(o, QStringLiteral("slots"), path, true));
    for (std::size_t i = 0; i < slots->size(); ++i) {
        const QString p = json::indexedPath(json::childPath(path, QStringLiteral("slots")), static_cast<qsizetype>(i));
        ItemSlot slot;
        ARBITER_TRY(slotId, idField(slots->at(i), p));
        slot.id = slotId.value();
        ARBITER_TRY(accepts, stringList(slots->at(i), QStringLiteral("accepts"), p));
        slot.accepts = accepts.value();
        ARBITER_TRY(hand, json::optionalBool(slots->at(i), QStringLiteral("hand"), p, false));
        slot.hand = hand.value();
        h.slots.push_back(slot);
    }
    ARBITER_CHECK(uniqueIds(h.slots, json::childPath(path, QStringLiteral("slots"))));
    // Heroes with bows or staffs trade the third slot for their range.
    const std::size_t expectedSlots = h.ranged ? 2 : 3;
    if (h.slots.size() != expectedSlots)
        return RuleError::badRequest(QStringLiteral("content.hero_slots"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "%1: a ranged hero has 2 item slots and any other hero 3."), path));
    ARBITER_TRY(skills, objectList(o, QStringLiteral("skills"), path, true));
    for (std::size_t i = 0; i < skills->size(); ++i) {
        ARBITER_TRY(skill, skillFrom(skills->at(i), json::indexedPath(json::childPath(path, QStringLiteral("skills")), static_cast<qsizetype>(i))));
        h.skills.push_back(skill.value());
    }
    if (h.skills.size() != 3)
        return RuleError::badRequest(QStringLiteral("content.hero_skills"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "%1: every hero has exactly three skills."), path));
    ARBITER_CHECK(uniqueIds(h.skills, json::childPath(path, QStringLiteral("skills"))));
    return h;
}

Result<PowerCard> powerFrom(const QJsonObject &o, const QString &path, const QStringList &alignments)
{
    PowerCard p;
    ARBITER_TRY(id, idField(o, path));
    p.id = id.value();
    ARBITER_TRY(name, nameField(o, path, p.id));
    p.name = name.value();
    ARBITER_TRY(alignment, json::requiredChoice(o, QStringLiteral("alignment"), path, alignments));
    p.alignment = alignment.value();
    ARBITER_TRY(attack, json::requiredInt(o, QStringLiteral("attack"), path, 0, kMaxValue));
    ARBITER_TRY(defense, json::requiredInt(o, QStringLiteral("defense"), path, 0, kMaxValue));
    p.attack = attack.value();
    p.defense = defense.value();
    ARBITER_TRY(type, json::requiredChoice(o, QStringLiteral("type"), path, contentChoices(QStringLiteral("power.type"))));
    p.type = type.value();
    ARBITER_TRY(damage, damageTypeField(o, path));
    p.damageType = damage.value();
    ARBITER_TRY(effect, json::optionalString(o, QStringLiteral("effect"), path, {}));
    if (!contentChoices(QStringLiteral("power.effect")).contains(effect.value()))
        return contentError(json::childPath(path, QStringLiteral("effect")), QT_TRANSLATE_NOOP("Engine", "%1 names no effect the app knows."));
    p.effect = effect.value();
    // Packs made before the session carried out Equalize and Enervation leave
    // their effect out: the rulebook's two cards are known by their ids.
    if (p.effect.isEmpty() && (p.id == QLatin1String("equalize") || p.id == QLatin1String("enervation")))
        p.effect = p.id;
    ARBITER_TRY(protections, damageTypeList(o, QStringLiteral("protections"), path));
    p.protections = protections.value();
    ARBITER_TRY(amount, json::optionalInt(o, QStringLiteral("amount"), path, 0, 0, 9));
    p.amount = amount.value();
    ARBITER_TRY(boosted, json::optionalString(o, QStringLiteral("boosted_by"), path, {}));
    p.boostedBy = boosted.value();
    ARBITER_TRY(ma, json::optionalInt(o, QStringLiteral("monster_attack"), path, -1, -1, kMaxValue));
    ARBITER_TRY(md, json::optionalInt(o, QStringLiteral("monster_defense"), path, -1, -1, kMaxValue));
    p.monsterAttack = ma.value();
    p.monsterDefense = md.value();
    ARBITER_TRY(byHand, byHandField(o, path));
    p.byHand = byHand.value();
    const bool blessingEffect = p.effect == QLatin1String("valor") || p.effect == QLatin1String("aegis")
        || p.effect == QLatin1String("rejuvenation");
    if (blessingEffect != (p.type == QLatin1String("blessing")))
        return RuleError::badRequest(QStringLiteral("content.power_type"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "%1: Valor, Aegis and Rejuvenation are the blessing effects, and only blessings carry them."), path));
    return p;
}

Result<Item> itemFrom(const QJsonObject &o, const QString &path)
{
    Item it;
    ARBITER_TRY(id, idField(o, path));
    it.id = id.value();
    ARBITER_TRY(name, nameField(o, path, it.id));
    it.name = name.value();
    ARBITER_TRY(kind, json::requiredChoice(o, QStringLiteral("kind"), path, contentChoices(QStringLiteral("item.kind"))));
    it.weapon = kind.value() == QLatin1String("weapon");
    ARBITER_TRY(type, json::requiredString(o, QStringLiteral("type"), path));
    it.type = type.value();
    ARBITER_TRY(damage, json::optionalInt(o, QStringLiteral("damage"), path, 0, 0, kMaxValue));
    it.damage = damage.value();
    ARBITER_TRY(two, json::optionalBool(o, QStringLiteral("two_handed"), path, false));
    it.twoHanded = two.value();
    ARBITER_TRY(slaying, json::optionalBool(o, QStringLiteral("slaying"), path, false));
    it.slaying = slaying.value();
    ARBITER_TRY(artifact, json::optionalBool(o, QStringLiteral("artifact"), path, false));
    it.artifact = artifact.value();
    ARBITER_TRY(attack, json::optionalInt(o, QStringLiteral("attack"), path, 0, 0, kMaxValue));
    ARBITER_TRY(defense, json::optionalInt(o, QStringLiteral("defense"), path, 0, 0, kMaxValue));
    it.attack = attack.value();
    it.defense = defense.value();
    ARBITER_TRY(protections, damageTypeList(o, QStringLiteral("protections"), path));
    ARBITER_TRY(resistances, damageTypeList(o, QStringLiteral("resistances"), path));
    it.protections = protections.value();
    it.resistances = resistances.value();
    return it;
}

Result<std::vector<Hex>> offsets(const QJsonObject &o, const QString &key, const QString &path)
{
    if (!o.contains(key))
        return std::vector<Hex>{};
    return json::hexListFrom(o.value(key), json::childPath(path, key));
}

Result<Ritual> ritualFrom(const QJsonObject &o, const QString &path)
{
    Ritual r;
    ARBITER_TRY(id, idField(o, path));
    r.id = id.value();
    ARBITER_TRY(name, nameField(o, path, r.id));
    r.name = name.value();
    ARBITER_TRY(effect, json::requiredChoice(o, QStringLiteral("effect"), path, contentChoices(QStringLiteral("ritual.effect"))));
    r.effect = effect.value();
    ARBITER_TRY(byHand, byHandField(o, path));
    r.byHand = byHand.value();
    if (r.effect != QLatin1String("token"))
        return r;
    const QString tp = json::childPath(path, QStringLiteral("token"));
    ARBITER_TRY(token, json::requiredObject(o, QStringLiteral("token"), path));
    ARBITER_TRY(blocked, offsets(token.value(), QStringLiteral("blocked"), tp));
    ARBITER_TRY(hexes, offsets(token.value(), QStringLiteral("hexes"), tp));
    r.token.blocked = blocked.value();
    r.token.hexes = hexes.value();
    if (r.token.blocked.empty() && r.token.hexes.empty())
        return contentError(tp, QT_TRANSLATE_NOOP("Engine", "%1 must cover at least one hex."));
    ARBITER_TRY(attack, json::optionalInt(token.value(), QStringLiteral("attack"), tp, 0, 0, 9));
    ARBITER_TRY(defense, json::optionalInt(token.value(), QStringLiteral("defense"), tp, 0, 0, 9));
    ARBITER_TRY(heal, json::optionalInt(token.value(), QStringLiteral("heal_end_of_turn"), tp, 0, 0, 9));
    ARBITER_TRY(damage, json::optionalInt(token.value(), QStringLiteral("damage"), tp, 0, 0, 9));
    ARBITER_TRY(type, damageTypeField(token.value(), tp));
    ARBITER_TRY(cost, json::optionalInt(token.value(), QStringLiteral("movement_cost"), tp, 1, 1, 9));
    r.token.attack = attack.value();
    r.token.defense = defense.value();
    r.token.healEndOfTurn = heal.value();
    r.token.damage = damage.value();
    r.token.damageType = type.value();
    r.token.movementCost = cost.value();
    return r;
}

Result<MonsterAction> monsterActionFrom(const QJsonObject &o, const QString &path)
{
    MonsterAction a;
    ARBITER_TRY(name, json::requiredString(o, QStringLiteral("name"), path));
    a.name = name.value();
    ARBITER_TRY(effect, json::optionalString(o, QStringLiteral("effect"), path, {}));
    a.effect = effect.value();
    ARBITER_TRY(byHand, byHandField(o, path));
    a.byHand = byHand.value();
    ARBITER_TRY(attacks, objectList(o, QStringLiteral("attacks"), path, false));
    for (std::size_t i = 0; i < attacks->size(); ++i) {
        const QJsonObject &ao = attacks->at(i);
        const QString p = json::indexedPath(json::childPath(path, QStringLiteral("attacks")), static_cast<qsizetype>(i));
        MonsterAttack m;
        ARBITER_TRY(bonus, json::requiredInt(ao, QStringLiteral("bonus"), p, 0, kMaxValue));
        ARBITER_TRY(damage, json::requiredInt(ao, QStringLiteral("damage"), p, 0, kMaxValue));
        ARBITER_TRY(type, damageTypeField(ao, p));
        ARBITER_TRY(range, json::requiredChoice(ao, QStringLiteral("range"), p, contentChoices(QStringLiteral("monster.range"))));
        ARBITER_TRY(paralyze, json::optionalBool(ao, QStringLiteral("paralyze"), p, false));
        ARBITER_TRY(slay, json::optionalBool(ao, QStringLiteral("slay"), p, false));
        ARBITER_TRY(swallow, json::optionalBool(ao, QStringLiteral("swallow"), p, false));
        ARBITER_TRY(burn, json::optionalBool(ao, QStringLiteral("burn_mana"), p, false));
        ARBITER_TRY(destroy, json::optionalString(ao, QStringLiteral("destroy"), p, {}));
        m.bonus = bonus.value();
        m.damage = damage.value();
        m.damageType = type.value();
        m.range = range.value();
        m.paralyze = paralyze.value();
        m.slay = slay.value();
        m.swallow = swallow.value();
        m.burnMana = burn.value();
        m.destroy = destroy.value();
        a.attacks.push_back(m);
    }
    return a;
}

Result<std::vector<MonsterAction>> monsterTable(const QJsonObject &o, const QString &key, const QString &path, bool required)
{
    ARBITER_TRY(list, objectList(o, key, path, required));
    std::vector<MonsterAction> out;
    for (std::size_t i = 0; i < list->size(); ++i) {
        ARBITER_TRY(a, monsterActionFrom(list->at(i), json::indexedPath(json::childPath(path, key), static_cast<qsizetype>(i))));
        out.push_back(a.value());
    }
    if ((required || !out.empty()) && out.size() != kDieFaces)
        return contentError(json::childPath(path, key), QT_TRANSLATE_NOOP("Engine", "%1 must list six actions, one per face of the die."));
    return out;
}

Result<MonsterSheet> monsterFrom(const QJsonObject &o, const QString &path)
{
    MonsterSheet m;
    ARBITER_TRY(id, idField(o, path));
    m.id = id.value();
    ARBITER_TRY(name, nameField(o, path, m.id));
    m.name = name.value();
    ARBITER_TRY(speed, json::requiredInt(o, QStringLiteral("speed"), path, 0, 12));
    ARBITER_TRY(defense, json::requiredInt(o, QStringLiteral("base_defense"), path, 0, kMaxValue));
    ARBITER_TRY(boss, json::optionalBool(o, QStringLiteral("boss"), path, false));
    m.speed = speed.value();
    m.baseDefense = defense.value();
    m.boss = boss.value();
    ARBITER_TRY(actions, monsterTable(o, QStringLiteral("actions"), path, true));
    ARBITER_TRY(rider, monsterTable(o, QStringLiteral("rider_actions"), path, false));
    m.actions = actions.value();
    m.riderActions = rider.value();
    return m;
}

template <typename T, typename F>
Result<std::vector<T>> readAll(const QJsonObject &pack, const QString &key, F &&read)
{
    const QString root = QStringLiteral("content");
    ARBITER_TRY(list, objectList(pack, key, root, true));
    std::vector<T> out;
    for (std::size_t i = 0; i < list->size(); ++i) {
        auto entry = read(list->at(i), json::indexedPath(json::childPath(root, key), static_cast<qsizetype>(i)));
        if (!entry)
            return entry.error();
        out.push_back(entry.value());
    }
    ARBITER_CHECK(uniqueIds(out, json::childPath(root, key)));
    return out;
}

} // namespace

const QStringList &contentChoices(const QString &field)
{
    static const QHash<QString, QStringList> choices{
        {QStringLiteral("skill.shape"),
         {QStringLiteral("melee"), QStringLiteral("ranged"), QStringLiteral("unlimited"), QStringLiteral("ring"), QStringLiteral("line"),
          QStringLiteral("cone"), QStringLiteral("spell"), QStringLiteral("all-enemies"), QStringLiteral("none")}},
        {QStringLiteral("skill.kind"),
         {QStringLiteral("attack"), QStringLiteral("defense"), QStringLiteral("automatic"), QStringLiteral("by-hand")}},
        {QStringLiteral("power.type"),
         {QStringLiteral("common"), QStringLiteral("blessing"), QStringLiteral("curse"), QStringLiteral("spell")}},
        {QStringLiteral("power.effect"),
         {QString(), QStringLiteral("by-hand"), QStringLiteral("valor"), QStringLiteral("aegis"), QStringLiteral("rejuvenation"),
          QStringLiteral("poison"), QStringLiteral("terror"), QStringLiteral("pacify"), QStringLiteral("fiery-purge"),
          QStringLiteral("entangling-roots"), QStringLiteral("despair"), QStringLiteral("protection"), QStringLiteral("area-attack"),
          QStringLiteral("heal-allies"), QStringLiteral("cleanse-allies"), QStringLiteral("resurrection"), QStringLiteral("rank-up"),
          QStringLiteral("rank-down"), QStringLiteral("equalize"), QStringLiteral("enervation")}},
        {QStringLiteral("item.kind"), {QStringLiteral("weapon"), QStringLiteral("armor")}},
        {QStringLiteral("ritual.effect"),
         {QStringLiteral("token"), QStringLiteral("purification"), QStringLiteral("consecration"), QStringLiteral("by-hand")}},
        {QStringLiteral("monster.range"),
         {QStringLiteral("adjacent"), QStringLiteral("ranged"), QStringLiteral("any"), QStringLiteral("all"), QStringLiteral("spell"),
          QStringLiteral("ring"), QStringLiteral("line")}},
        // What a by-hand text may ask the screen for: the counters and
        // components the app tracks, and a die the table rolls.
        {QStringLiteral("by_hand.corrections"),
         {QStringLiteral("health"), QStringLiteral("gold"), QStringLiteral("mana"), QStringLiteral("token"), QStringLiteral("move"),
          QStringLiteral("ranking"), QStringLiteral("card"), QStringLiteral("stamina"), QStringLiteral("d4")}},
        {QStringLiteral("thieves_guild"),
         {QStringLiteral("steal-mana"), QStringLiteral("damage"), QStringLiteral("steal-2-gold"), QStringLiteral("steal-4-gold"),
          QStringLiteral("initiative")}},
    };
    static const QStringList none;
    const auto it = choices.find(field);
    return it == choices.end() ? none : it.value();
}

const ItemSlot *HeroSheet::slot(const QString &slotId) const
{
    for (const ItemSlot &s : slots)
        if (s.id == slotId)
            return &s;
    return nullptr;
}

int HeroSheet::skillIndex(const QString &skillId) const
{
    for (std::size_t i = 0; i < skills.size(); ++i)
        if (skills[i].id == skillId)
            return static_cast<int>(i);
    return -1;
}

template <typename T>
static const T *findById(const std::vector<T> &list, const QString &id)
{
    for (const T &e : list)
        if (e.id == id)
            return &e;
    return nullptr;
}

const HeroSheet *Content::hero(const QString &id) const { return findById(heroes, id); }
const PowerCard *Content::power(const QString &id) const { return findById(powers, id); }
const Item *Content::item(const QString &id) const { return findById(items, id); }
const Ritual *Content::ritual(const QString &id) const { return findById(rituals, id); }
const MonsterSheet *Content::monster(const QString &id) const { return findById(monsters, id); }
const StaminaToken *Content::staminaToken(const QString &id) const { return findById(staminaTokens, id); }

const PowerCard *Content::questPower(const QString &alignment, int turn) const
{
    if (turn < 1 || turn > static_cast<int>(valuePairs.size()))
        return nullptr;
    const auto [attack, defense] = valuePairs[static_cast<std::size_t>(turn - 1)];
    for (const PowerCard &p : powers)
        if (p.alignment == alignment && p.attack == attack && p.defense == defense)
            return &p;
    return nullptr;
}

Result<Content> contentFrom(const QJsonObject &pack)
{
    const QString root = QStringLiteral("content");
    Content c;
    ARBITER_TRY(alignments, stringList(pack, QStringLiteral("alignments"), root));
    c.alignments = alignments.value();
    if (c.alignments.size() != 6 || QSet<QString>(c.alignments.begin(), c.alignments.end()).size() != 6)
        return contentError(QStringLiteral("content.alignments"), QT_TRANSLATE_NOOP("Engine", "%1 must name six different alignments."));
    ARBITER_TRY(tracks, json::requiredArray(pack, QStringLiteral("tracks"), root));
    QStringList onTracks;
    for (qsizetype i = 0; i < tracks->size(); ++i) {
        const QJsonArray axis = tracks->at(i).toArray();
        if (axis.size() != 2 || !c.alignments.contains(axis.at(0).toString()) || !c.alignments.contains(axis.at(1).toString()))
            return contentError(json::indexedPath(QStringLiteral("content.tracks"), i),
                                QT_TRANSLATE_NOOP("Engine", "%1 must pair two alignments of the pack."));
        c.tracks.emplace_back(axis.at(0).toString(), axis.at(1).toString());
        onTracks << axis.at(0).toString() << axis.at(1).toString();
    }
    if (c.tracks.size() != 3 || QSet<QString>(onTracks.begin(), onTracks.end()).size() != 6)
        return contentError(QStringLiteral("content.tracks"), QT_TRANSLATE_NOOP("Engine", "%1 must be three axes that use every alignment once."));
    ARBITER_TRY(limit, json::optionalInt(pack, QStringLiteral("track_limit"), root, 3, 1, 9));
    ARBITER_TRY(bonus, json::optionalInt(pack, QStringLiteral("track_bonus"), root, 10, 0, 100));
    c.trackLimit = limit.value();
    c.trackBonus = bonus.value();
    ARBITER_TRY(pairs, json::requiredArray(pack, QStringLiteral("value_pairs"), root));
    for (qsizetype i = 0; i < pairs->size(); ++i) {
        const QString path = json::indexedPath(QStringLiteral("content.value_pairs"), i);
        if (!pairs->at(i).isObject())
            return contentError(path, QT_TRANSLATE_NOOP("Engine", "%1 must be {\"attack\": n, \"defense\": n}."));
        ARBITER_TRY(attack, json::requiredInt(pairs->at(i).toObject(), QStringLiteral("attack"), path, 0, kMaxValue));
        ARBITER_TRY(defense, json::requiredInt(pairs->at(i).toObject(), QStringLiteral("defense"), path, 0, kMaxValue));
        c.valuePairs.emplace_back(attack.value(), defense.value());
    }
    if (c.valuePairs.size() != kHierapolisTurns)
        return contentError(QStringLiteral("content.value_pairs"), QT_TRANSLATE_NOOP("Engine", "%1 must list six value pairs, one per Hierapolis turn."));
    ARBITER_TRY(thieves, stringList(pack, QStringLiteral("thieves_guild"), root));
    for (const QString &o : thieves.value())
        if (!contentChoices(QStringLiteral("thieves_guild")).contains(o))
            return contentError(QStringLiteral("content.thieves_guild"),
                                QT_TRANSLATE_NOOP("Engine", "%1 may hold only steal-mana, damage, steal-2-gold, steal-4-gold and initiative."));
    if (thieves->size() != kDieFaces)
        return contentError(QStringLiteral("content.thieves_guild"), QT_TRANSLATE_NOOP("Engine", "%1 must list six outcomes, one per face of the die."));
    c.thievesGuild = thieves.value();
    ARBITER_TRY(cost, json::optionalInt(pack, QStringLiteral("thieves_guild_cost"), root, 0, 0, 20));
    c.thievesGuildCost = cost.value();

    ARBITER_TRY(heroes, readAll<HeroSheet>(pack, QStringLiteral("heroes"), [&](const QJsonObject &o, const QString &p) {
        return heroFrom(o, p, c.alignments);
    }));
    c.heroes = heroes.value();
    ARBITER_TRY(powers, readAll<PowerCard>(pack, QStringLiteral("powers"), [&](const QJsonObject &o, const QString &p) {
        return powerFrom(o, p, c.alignments);
    }));
    c.powers = powers.value();
    for (const QString &alignment : c.alignments)
        for (int turn = 1; turn <= kHierapolisTurns; ++turn)
            if (!c.questPower(alignment, turn))
                return RuleError::badRequest(QStringLiteral("content.quest_power"),
                                             phrase(QT_TRANSLATE_NOOP("Engine", "content.powers: %1 has no power with the value pair of turn %2."),
                                                    alignment, turn));
    ARBITER_TRY(items, readAll<Item>(pack, QStringLiteral("items"), itemFrom));
    c.items = items.value();
    ARBITER_TRY(rituals, readAll<Ritual>(pack, QStringLiteral("rituals"), ritualFrom));
    c.rituals = rituals.value();
    ARBITER_TRY(monsters, readAll<MonsterSheet>(pack, QStringLiteral("monsters"), monsterFrom));
    c.monsters = monsters.value();
    ARBITER_TRY(tokens, readAll<StaminaToken>(pack, QStringLiteral("stamina_tokens"), [](const QJsonObject &o, const QString &p) -> Result<StaminaToken> {
        StaminaToken t;
        ARBITER_TRY(id, idField(o, p));
        t.id = id.value();
        ARBITER_TRY(threshold, json::requiredInt(o, QStringLiteral("threshold"), p, 1, kMaxValue));
        t.threshold = threshold.value();
        ARBITER_TRY(protections, damageTypeList(o, QStringLiteral("protections"), p));
        ARBITER_TRY(resistances, damageTypeList(o, QStringLiteral("resistances"), p));
        t.protections = protections.value();
        t.resistances = resistances.value();
        return t;
    }));
    c.staminaTokens = tokens.value();

    ARBITER_TRY(arena, json::requiredObject(pack, QStringLiteral("arena"), root));
    const QString ap = QStringLiteral("content.arena");
    ARBITER_TRY(radius, json::requiredInt(arena.value(), QStringLiteral("radius"), ap, 2, 12));
    c.arena.radius = radius.value();
    ARBITER_TRY(centre, json::hexFrom(arena->value(QStringLiteral("centre")), json::childPath(ap, QStringLiteral("centre"))));
    c.arena.centre = centre.value();
    ARBITER_TRY(starts, json::hexListFrom(arena->value(QStringLiteral("start_hexes")), json::childPath(ap, QStringLiteral("start_hexes"))));
    c.arena.startHexes = starts.value();
    for (Hex h : c.arena.startHexes)
        if (distance(h, Hex{}) > c.arena.radius || h == c.arena.centre)
            return contentError(json::childPath(ap, QStringLiteral("start_hexes")),
                                QT_TRANSLATE_NOOP("Engine", "%1 must lie on the arena and off its centre."));
    if (distance(c.arena.centre, Hex{}) > c.arena.radius)
        return contentError(json::childPath(ap, QStringLiteral("centre")), QT_TRANSLATE_NOOP("Engine", "%1 must lie on the arena."));
    if (c.arena.startHexes.size() < 12)
        return contentError(json::childPath(ap, QStringLiteral("start_hexes")), QT_TRANSLATE_NOOP("Engine", "%1 must offer at least 12 hexes, one per hero."));
    return c;
}

Status validateContent(const QJsonObject &pack)
{
    return statusOf(contentFrom(pack));
}

Result<Content> contentOf(const QJsonObject &setup)
{
    auto shared = sharedContentOf(setup);
    if (!shared)
        return shared.error();
    return *shared.value();
}

Result<std::shared_ptr<const Content>> sharedContentOf(const QJsonObject &setup)
{
    if (!setup.value(QStringLiteral("content")).isObject())
        return RuleError::badRequest(QStringLiteral("theosis.content_missing"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "Theosis needs its content pack in setup.content.")));
    // Every action reads the pack from the setup, and replaying a log reads
    // the same one thousands of times: remember the last one read. Copies of
    // a setup share their data, so the comparison is usually a pointer check.
    thread_local QJsonObject lastPack;
    thread_local std::shared_ptr<const Content> lastContent;
    const QJsonObject pack = setup.value(QStringLiteral("content")).toObject();
    if (lastContent && pack == lastPack)
        return lastContent;
    auto content = contentFrom(pack);
    if (!content)
        return content.error();
    lastPack = pack;
    lastContent = std::make_shared<const Content>(std::move(content).value());
    return lastContent;
}

} // namespace arbiter::theosis
