#include "games/exiled_legends/el_content.h"

#include "core/json_fields.h"

#include <QRegularExpression>
#include <set>

namespace arbiter::exiled_legends {

namespace {

constexpr int kMaxStrength = 20;
constexpr int kMaxHp = 50;
constexpr int kMaxCost = 5;
constexpr int kMaxTokens = 20;
constexpr int kMaxExtra = 10;
constexpr int kMaxCards = 500;
constexpr int kMaxNameLength = 60;
constexpr int kMaxTextLength = 1000;

const QStringList &typeNames()
{
    static const QStringList names{QStringLiteral("fire"), QStringLiteral("water"), QStringLiteral("light"),
                                   QStringLiteral("dark"), QStringLiteral("unknown")};
    return names;
}

const QStringList &kindNames()
{
    static const QStringList names{QStringLiteral("triggered"), QStringLiteral("functional"),
                                   QStringLiteral("continuous")};
    return names;
}

const QStringList &triggerNames()
{
    static const QStringList names{QStringLiteral("attacked"), QStringLiteral("precise_attacked"),
                                   QStringLiteral("mass_attacked"), QStringLiteral("attacking"),
                                   QStringLiteral("precise_attacking"), QStringLiteral("mass_attacking"),
                                   QStringLiteral("damaged"), QStringLiteral("destroyed"),
                                   QStringLiteral("turn_start"), QStringLiteral("other")};
    return names;
}

const QStringList &abilityTargetNames()
{
    static const QStringList names{QStringLiteral("any"), QStringLiteral("team"), QStringLiteral("self")};
    return names;
}

// What a computed ability effect may do (the effects of ability.use).
const QStringList &computedEffectNames()
{
    static const QStringList names{QStringLiteral("damage"),   QStringLiteral("prevent"),     QStringLiteral("redirect"),
                                   QStringLiteral("mp"),       QStringLiteral("add_bane"),    QStringLiteral("remove_bane"),
                                   QStringLiteral("gain"),     QStringLiteral("reverse"),     QStringLiteral("switch")};
    return names;
}

const QStringList &baneTimingNames()
{
    static const QStringList names{QStringLiteral("always"), QStringLiteral("damaged"), QStringLiteral("turn_start")};
    return names;
}

// The json helpers speak of requests; a broken pack is named as such.
RuleError asContentError(RuleError error)
{
    if (error.code.startsWith(QLatin1String("request.")))
        error.code = QStringLiteral("content.") + error.code.mid(8);
    return error;
}

RuleError contentError(const QString &path, const char *whatIsWrong)
{
    return RuleError::badRequest(QStringLiteral("content.field"), phrase(whatIsWrong, path));
}

// Reads fields under one path and keeps the first refusal in a sink shared by
// the whole pack, so the card parsers stay flat: after a refusal every read
// returns a placeholder and the caller reports the sink's error.
using ErrorSink = std::optional<RuleError>;

class Reader {
public:
    Reader(ErrorSink &sink, QString path) : m_sink(&sink), m_path(std::move(path)) {}

    [[nodiscard]] Reader at(const QString &path) const { return Reader(*m_sink, path); }
    [[nodiscard]] bool ok() const { return !m_sink->has_value(); }
    [[nodiscard]] const QString &path() const { return m_path; }
    void fail(RuleError error)
    {
        if (ok())
            *m_sink = asContentError(std::move(error));
    }

    QString text(const QJsonObject &o, const QString &key, int maxLength)
    {
        if (!ok())
            return {};
        auto value = json::requiredString(o, key, m_path);
        if (!value) {
            fail(value.error());
            return {};
        }
        const QString trimmed = value->trimmed();
        if (trimmed.isEmpty() || trimmed.size() > maxLength)
            fail(contentError(json::childPath(m_path, key),
                              maxLength == kMaxNameLength
                                  ? QT_TRANSLATE_NOOP("Engine", "%1 must hold 1 to 60 characters.")
                                  : QT_TRANSLATE_NOOP("Engine", "%1 must hold 1 to 1000 characters.")));
        return trimmed;
    }

    QString id(const QJsonObject &o)
    {
        const QString value = text(o, QStringLiteral("id"), kMaxNameLength);
        static const QRegularExpression slug(QStringLiteral("^[a-z0-9][a-z0-9-]*$"));
        if (ok() && !slug.match(value).hasMatch())
            fail(contentError(json::childPath(m_path, QStringLiteral("id")),
                              QT_TRANSLATE_NOOP("Engine", "%1 must use lower-case letters, digits and hyphens only.")));
        return value;
    }

    int number(const QJsonObject &o, const QString &key, int min, int max)
    {
        if (!ok())
            return min;
        auto value = json::requiredInt(o, key, m_path, min, max);
        if (!value) {
            fail(value.error());
            return min;
        }
        return value.value();
    }

    int optionalNumber(const QJsonObject &o, const QString &key, int fallback, int min, int max)
    {
        if (!ok())
            return fallback;
        auto value = json::optionalInt(o, key, m_path, fallback, min, max);
        if (!value) {
            fail(value.error());
            return fallback;
        }
        return value.value();
    }

    qsizetype choice(const QJsonObject &o, const QString &key, const QStringList &allowed, const QString &fallback = {})
    {
        if (!ok())
            return 0;
        auto value = fallback.isEmpty() || o.contains(key) ? json::requiredChoice(o, key, m_path, allowed)
                                                            : Result<QString>(fallback);
        if (!value) {
            fail(value.error());
            return 0;
        }
        return allowed.indexOf(value.value());
    }

    QJsonObject object(const QJsonObject &o, const QString &key)
    {
        if (!ok())
            return {};
        auto value = json::requiredObject(o, key, m_path);
        if (!value) {
            fail(value.error());
            return {};
        }
        return value.value();
    }

    QJsonArray list(const QJsonObject &o, const QString &key)
    {
        if (!ok())
            return {};
        auto value = json::requiredArray(o, key, m_path);
        if (!value) {
            fail(value.error());
            return {};
        }
        if (value->size() > kMaxCards)
            fail(contentError(json::childPath(m_path, key), QT_TRANSLATE_NOOP("Engine", "%1 holds more than 500 cards.")));
        return value.value();
    }

private:
    ErrorSink *m_sink;
    QString m_path;
};

QJsonObject objectAt(Reader &reader, const QJsonValue &v)
{
    if (!v.isObject())
        reader.fail(contentError(reader.path(), QT_TRANSLATE_NOOP("Engine", "%1 must be an object.")));
    return v.toObject();
}

// A text's by-hand marking: the list of corrections the screen offers (it
// may be empty: the text changes nothing the app tracks), each named once.
void byHandFrom(Reader &r, const QJsonObject &o, bool &byHand, QStringList &corrections)
{
    const QString key = QStringLiteral("by_hand");
    if (!r.ok() || !o.contains(key))
        return;
    const QString path = json::childPath(r.path(), key);
    if (!o.value(key).isArray()) {
        r.fail(contentError(path, QT_TRANSLATE_NOOP("Engine", "%1 must be a list of corrections.")));
        return;
    }
    const QJsonArray list = o.value(key).toArray();
    for (qsizetype i = 0; i < list.size() && r.ok(); ++i) {
        const QString name = list.at(i).toString();
        if (!correctionNames().contains(name))
            r.fail(contentError(json::indexedPath(path, i),
                                QT_TRANSLATE_NOOP("Engine", "%1 must be one of add_bane, remove_bane, damage, heal, prevent, "
                                                            "mp, lose_mp, strength, weaken, switch.")));
        else if (corrections.contains(name))
            r.fail(contentError(json::indexedPath(path, i), QT_TRANSLATE_NOOP("Engine", "%1 names a correction twice.")));
        else
            corrections << name;
    }
    byHand = r.ok();
}

// The optional computed effects of an ability: each one an effect of
// ability.use naming roles instead of ids; the amounts are checked when used.
void computedEffectsFrom(Reader &r, const QJsonObject &o, Ability &a)
{
    const bool hasEffects = o.contains(QStringLiteral("effects"));
    const bool hasRoll = o.contains(QStringLiteral("roll_min"));
    if (!hasEffects && !hasRoll)
        return;
    if (a.kind == AbilityKind::Continuous) {
        r.fail(contentError(json::childPath(r.path(), hasEffects ? QStringLiteral("effects") : QStringLiteral("roll_min")),
                            QT_TRANSLATE_NOOP("Engine", "%1 is only for triggered and functional abilities.")));
        return;
    }
    a.rollMin = r.optionalNumber(o, QStringLiteral("roll_min"), 0, 1, 6);
    if (!hasEffects) {
        if (r.ok())
            r.fail(contentError(json::childPath(r.path(), QStringLiteral("roll_min")),
                                QT_TRANSLATE_NOOP("Engine", "%1 needs \"effects\" to apply on the roll.")));
        return;
    }
    const QJsonArray effects = r.list(o, QStringLiteral("effects"));
    const QString path = json::childPath(r.path(), QStringLiteral("effects"));
    if (r.ok() && (effects.isEmpty() || effects.size() > 10))
        r.fail(contentError(path, QT_TRANSLATE_NOOP("Engine", "%1 must list 1 to 10 effects.")));
    for (qsizetype i = 0; i < effects.size() && r.ok(); ++i) {
        Reader e = r.at(json::indexedPath(path, i));
        const QJsonObject effect = objectAt(e, effects.at(i));
        e.choice(effect, QStringLiteral("effect"), computedEffectNames());
        for (const QString &key : {QStringLiteral("hero"), QStringLiteral("to"), QStringLiteral("support")})
            if (effect.contains(key))
                e.choice(effect, key, effectHeroRoles());
        if (effect.contains(QStringLiteral("player")))
            e.choice(effect, QStringLiteral("player"), effectPlayerRoles());
    }
    if (r.ok())
        a.effects = effects;
}

Ability abilityFrom(Reader r, const QJsonValue &v)
{
    const QJsonObject o = objectAt(r, v);
    Ability a;
    a.name = r.text(o, QStringLiteral("name"), kMaxNameLength);
    a.kind = static_cast<AbilityKind>(r.choice(o, QStringLiteral("kind"), kindNames()));
    a.text = r.text(o, QStringLiteral("text"), kMaxTextLength);
    if (a.kind == AbilityKind::Triggered)
        a.trigger = static_cast<Trigger>(r.choice(o, QStringLiteral("trigger"), triggerNames(), QStringLiteral("other")));
    else if (o.contains(QStringLiteral("trigger")))
        r.fail(contentError(json::childPath(r.path(), QStringLiteral("trigger")),
                            QT_TRANSLATE_NOOP("Engine", "%1 is only for triggered abilities.")));
    a.targets = static_cast<AbilityTargets>(r.choice(o, QStringLiteral("targets"), abilityTargetNames(), QStringLiteral("any")));
    if (a.kind == AbilityKind::Continuous && o.contains(QStringLiteral("targets")))
        r.fail(contentError(json::childPath(r.path(), QStringLiteral("targets")),
                            QT_TRANSLATE_NOOP("Engine", "%1 is only for triggered and functional abilities.")));
    if (a.kind == AbilityKind::Functional)
        a.cost = r.optionalNumber(o, QStringLiteral("cost"), 0, 0, kMaxCost);
    else if (o.contains(QStringLiteral("cost")))
        r.fail(contentError(json::childPath(r.path(), QStringLiteral("cost")),
                            QT_TRANSLATE_NOOP("Engine", "%1 is only for functional abilities.")));
    computedEffectsFrom(r, o, a);
    byHandFrom(r, o, a.byHand, a.corrections);
    return a;
}

Ability abilityAt(Reader &r, const QJsonObject &o, const QString &key)
{
    return abilityFrom(r.at(json::childPath(r.path(), key)), r.object(o, key));
}

HeroCard heroFrom(Reader r, const QJsonValue &v)
{
    const QJsonObject o = objectAt(r, v);
    HeroCard h;
    h.id = r.id(o);
    h.name = r.text(o, QStringLiteral("name"), kMaxNameLength);
    h.type = static_cast<HeroType>(r.choice(o, QStringLiteral("type"), typeNames()));
    h.strength = r.number(o, QStringLiteral("strength"), 0, kMaxStrength);
    h.maxHp = r.number(o, QStringLiteral("max_hp"), 1, kMaxHp);
    h.champion = abilityAt(r, o, QStringLiteral("champion"));
    h.support = abilityAt(r, o, QStringLiteral("support"));
    return h;
}

std::array<Ability, 2> abilityPairAt(Reader &r, const QJsonObject &o, const QString &key)
{
    const QJsonArray list = r.list(o, key);
    const QString path = json::childPath(r.path(), key);
    if (r.ok() && list.size() != 2)
        r.fail(contentError(path, QT_TRANSLATE_NOOP("Engine", "%1 must list exactly 2 abilities.")));
    return {abilityFrom(r.at(json::indexedPath(path, 0)), list.at(0)),
            abilityFrom(r.at(json::indexedPath(path, 1)), list.at(1))};
}

Bane baneFrom(Reader r, const QJsonValue &v)
{
    const QJsonObject o = objectAt(r, v);
    Bane b;
    b.text = r.text(o, QStringLiteral("text"), kMaxTextLength);
    b.timing = static_cast<BaneTiming>(r.choice(o, QStringLiteral("timing"), baneTimingNames(), QStringLiteral("always")));
    b.extraDamage = r.optionalNumber(o, QStringLiteral("extra_damage"), 0, 0, kMaxExtra);
    b.strength = r.optionalNumber(o, QStringLiteral("strength"), 0, -kMaxExtra, kMaxExtra);
    if (b.extraDamage != 0 && b.timing != BaneTiming::Damaged)
        r.fail(contentError(json::childPath(r.path(), QStringLiteral("extra_damage")),
                            QT_TRANSLATE_NOOP("Engine", "%1 needs the timing \"damaged\".")));
    if (b.strength != 0 && b.timing != BaneTiming::Always)
        r.fail(contentError(json::childPath(r.path(), QStringLiteral("strength")),
                            QT_TRANSLATE_NOOP("Engine", "%1 needs the timing \"always\".")));
    byHandFrom(r, o, b.byHand, b.corrections);
    return b;
}

LegendCard legendFrom(Reader r, const QJsonValue &v)
{
    const QJsonObject o = objectAt(r, v);
    LegendCard l;
    l.id = r.id(o);
    l.name = r.text(o, QStringLiteral("name"), kMaxNameLength);
    l.type = static_cast<HeroType>(r.choice(o, QStringLiteral("type"), typeNames()));
    l.tokens = r.optionalNumber(o, QStringLiteral("tokens"), 5, 1, kMaxTokens);
    l.team = abilityAt(r, o, QStringLiteral("team"));
    l.bane = baneFrom(r.at(json::childPath(r.path(), QStringLiteral("bane"))), r.object(o, QStringLiteral("bane")));
    const QJsonObject heroSide = r.object(o, QStringLiteral("hero"));
    Reader side = r.at(json::childPath(r.path(), QStringLiteral("hero")));
    l.strength = side.number(heroSide, QStringLiteral("strength"), 0, kMaxStrength);
    l.maxHp = side.number(heroSide, QStringLiteral("max_hp"), 1, kMaxHp);
    l.champion = abilityPairAt(side, heroSide, QStringLiteral("champion"));
    l.support = abilityPairAt(side, heroSide, QStringLiteral("support"));
    return l;
}

SphereCard sphereFrom(Reader r, const QJsonValue &v)
{
    const QJsonObject o = objectAt(r, v);
    SphereCard s;
    s.id = r.id(o);
    s.name = r.text(o, QStringLiteral("name"), kMaxNameLength);
    s.type = static_cast<HeroType>(r.choice(o, QStringLiteral("type"), typeNames()));
    s.text = r.text(o, QStringLiteral("text"), kMaxTextLength);
    s.strength = r.optionalNumber(o, QStringLiteral("strength"), 0, -kMaxExtra, kMaxExtra);
    byHandFrom(r, o, s.byHand, s.corrections);
    return s;
}

template <typename Card, typename ParseCard>
std::vector<Card> cardsFrom(Reader &r, const QJsonObject &pack, const QString &key, ParseCard parseCard,
                            std::set<QString> &ids)
{
    const QJsonArray list = r.list(pack, key);
    const QString path = json::childPath(r.path(), key);
    if (r.ok() && list.isEmpty())
        r.fail(contentError(path, QT_TRANSLATE_NOOP("Engine", "%1 must list at least one card.")));
    std::vector<Card> cards;
    for (qsizetype i = 0; i < list.size() && r.ok(); ++i) {
        Card card = parseCard(r.at(json::indexedPath(path, i)), list.at(i));
        if (r.ok() && !ids.insert(card.id).second)
            r.fail(RuleError::badRequest(QStringLiteral("content.duplicate_id"),
                                         phrase(QT_TRANSLATE_NOOP("Engine", "%1 uses the id \"%2\", which another card has already."),
                                                json::indexedPath(path, i), card.id)));
        cards.push_back(std::move(card));
    }
    return cards;
}

template <typename Card>
const Card *findCard(const std::vector<Card> &cards, const QString &id)
{
    for (const Card &card : cards)
        if (card.id == id)
            return &card;
    return nullptr;
}

} // namespace

const HeroCard *Content::hero(const QString &id) const { return findCard(heroes, id); }
const LegendCard *Content::legend(const QString &id) const { return findCard(legends, id); }
const SphereCard *Content::sphere(const QString &id) const { return findCard(spheres, id); }

const QStringList &effectHeroRoles()
{
    static const QStringList roles{QStringLiteral("self"), QStringLiteral("champion"), QStringLiteral("attacker")};
    return roles;
}

const QStringList &correctionNames()
{
    static const QStringList names{QStringLiteral("add_bane"), QStringLiteral("remove_bane"), QStringLiteral("damage"),
                                   QStringLiteral("heal"),     QStringLiteral("prevent"),     QStringLiteral("mp"),
                                   QStringLiteral("lose_mp"),  QStringLiteral("strength"),    QStringLiteral("weaken"),
                                   QStringLiteral("switch")};
    return names;
}

const QStringList &effectPlayerRoles()
{
    static const QStringList roles{QStringLiteral("owner")};
    return roles;
}

QString typeName(HeroType type) { return typeNames().at(static_cast<qsizetype>(type)); }
QString kindName(AbilityKind kind) { return kindNames().at(static_cast<qsizetype>(kind)); }
QString triggerName(Trigger trigger) { return triggerNames().at(static_cast<qsizetype>(trigger)); }

Result<Content> parseContent(const QJsonObject &pack, const QString &path)
{
    ErrorSink sink;
    Reader r(sink, path);
    if (pack.contains(QStringLiteral("game")) && pack.value(QStringLiteral("game")) != QStringLiteral("exiled-legends"))
        r.fail(contentError(json::childPath(path, QStringLiteral("game")),
                            QT_TRANSLATE_NOOP("Engine", "%1 must be \"exiled-legends\" for this game.")));
    std::set<QString> ids;
    Content content;
    content.heroes = cardsFrom<HeroCard>(r, pack, QStringLiteral("heroes"), heroFrom, ids);
    content.legends = cardsFrom<LegendCard>(r, pack, QStringLiteral("legends"), legendFrom, ids);
    content.spheres = cardsFrom<SphereCard>(r, pack, QStringLiteral("spheres"), sphereFrom, ids);
    if (sink)
        return *sink;
    return content;
}

Status validateContent(const QJsonObject &pack)
{
    return statusOf(parseContent(pack));
}

} // namespace arbiter::exiled_legends
