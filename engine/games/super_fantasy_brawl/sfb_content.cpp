#include "games/super_fantasy_brawl/sfb_content.h"

#include <QJsonArray>

#include <cstring>
#include <memory>

#include "core/json_fields.h"
#include "games/super_fantasy_brawl/sfb_support.h"

#include <QRegularExpression>
#include <algorithm>
#include <set>

namespace arbiter {

namespace {

constexpr int kMaxStat = 100;
constexpr int kMaxCardValue = 20;
constexpr int kMaxRadius = 20;
constexpr int kMaxSlots = 12;

const std::array<const char *, kSfbCoreCount> kCoreNames{"destruction", "creation", "manipulation"};
const std::array<const char *, kSfbKeywordCount> kKeywordNames{"dash",   "jump",   "swoop", "heal",  "draw",
                                                               "plan",   "poison", "double", "lifesteal", "push",
                                                               "pull",   "fear",   "force", "root",  "stun", "place"};

using KeywordSet = std::initializer_list<SfbKeyword>;
const KeywordSet kSelfKeywords{SfbKeyword::Heal, SfbKeyword::Draw, SfbKeyword::Plan};
const KeywordSet kMovementKeywords{SfbKeyword::Dash, SfbKeyword::Jump, SfbKeyword::Swoop};
const KeywordSet kDamageStepKeywords{SfbKeyword::Poison, SfbKeyword::Double, SfbKeyword::Lifesteal};
const KeywordSet kTargetKeywords{SfbKeyword::Push, SfbKeyword::Pull, SfbKeyword::Fear,
                                 SfbKeyword::Force, SfbKeyword::Root, SfbKeyword::Stun};

bool isIdentifier(const QString &id)
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9][a-z0-9-]{0,59}$"));
    return pattern.match(id).hasMatch();
}

constexpr int kMaxByHand = 300;

RuleError broken(const QString &path, const char *whatIsWrong) { return json::fieldError(path, whatIsWrong); }

Result<QString> identifierFrom(const QJsonObject &o, const QString &path)
{
    ARBITER_TRY(id, json::requiredString(o, QStringLiteral("id"), path));
    if (!isIdentifier(id.value()))
        return broken(json::childPath(path, QStringLiteral("id")),
                      QT_TRANSLATE_NOOP("Engine", "%1 must be 1 to 60 lower-case letters, digits or hyphens."));
    return id.value();
}

// What the players do by hand for a text the engine does not carry out (the
// screen shows it where the text comes up): optional, 1 to 300 characters.
Result<QString> byHandFrom(const QJsonObject &o, const QString &path)
{
    if (!o.contains(QStringLiteral("by_hand")))
        return QString();
    const QString text = o.value(QStringLiteral("by_hand")).toString().trimmed();
    if (!o.value(QStringLiteral("by_hand")).isString() || text.isEmpty() || text.size() > kMaxByHand)
        return broken(json::childPath(path, QStringLiteral("by_hand")),
                      QT_TRANSLATE_NOOP("Engine", "%1 must say in 1 to 300 characters what the players do by hand."));
    return text;
}

Result<QString> nameFrom(const QJsonObject &o, const QString &path)
{
    ARBITER_TRY(name, json::requiredString(o, QStringLiteral("name"), path));
    if (name->trimmed().isEmpty() || name->size() > 60)
        return broken(json::childPath(path, QStringLiteral("name")),
                      QT_TRANSLATE_NOOP("Engine", "%1 must be a name of 1 to 60 characters."));
    return name->trimmed();
}

Result<std::vector<Hex>> hexesOnBoard(const QJsonObject &o, const QString &key, const QString &path,
                                      const Board &board, bool required)
{
    const QString p = json::childPath(path, key);
    if (!o.contains(key) && !required)
        return std::vector<Hex>{};
    if (!o.contains(key))
        return broken(p, QT_TRANSLATE_NOOP("Engine", "The field %1 is missing."));
    ARBITER_TRY(hexes, json::hexListFrom(o.value(key), p));
    std::set<Hex> seen;
    for (const Hex h : hexes.value()) {
        if (!board.contains(h))
            return RuleError::badRequest(QStringLiteral("request.field"),
                                         phrase(QT_TRANSLATE_NOOP("Engine", "%1 lists %2, which is not on the board."), p,
                                                hexLabel(h)));
        if (!seen.insert(h).second)
            return RuleError::badRequest(QStringLiteral("request.field"),
                                         phrase(QT_TRANSLATE_NOOP("Engine", "%1 lists %2 twice."), p, hexLabel(h)));
    }
    return hexes.value();
}

Result<SfbDeploymentArea> areaFrom(const QJsonObject &o, const QString &path, const Board &board)
{
    SfbDeploymentArea area;
    ARBITER_TRY(id, identifierFrom(o, path));
    area.id = id.value();
    ARBITER_TRY(hexes, hexesOnBoard(o, QStringLiteral("hexes"), path, board, true));
    if (hexes->size() < 3)
        return broken(json::childPath(path, QStringLiteral("hexes")),
                      QT_TRANSLATE_NOOP("Engine", "%1 needs at least 3 hexes, one per champion."));
    for (const Hex h : hexes.value())
        if (board.isBlocked(h))
            return broken(json::childPath(path, QStringLiteral("hexes")),
                          QT_TRANSLATE_NOOP("Engine", "%1 may not include a statue."));
    area.hexes = hexes.value();
    std::sort(area.hexes.begin(), area.hexes.end());
    if (o.contains(QStringLiteral("gate"))) {
        ARBITER_TRY(gate, json::hexFrom(o.value(QStringLiteral("gate")), json::childPath(path, QStringLiteral("gate"))));
        if (board.contains(gate.value()))
            return broken(json::childPath(path, QStringLiteral("gate")),
                          QT_TRANSLATE_NOOP("Engine", "%1 is drawn beside the arena: it must not be a board hex."));
        area.gate = gate.value();
    }
    return area;
}

Result<SfbBoardSpec> boardFrom(const QJsonObject &pack)
{
    const QString path = QStringLiteral("content.board");
    ARBITER_TRY(o, json::requiredObject(pack, QStringLiteral("board"), QStringLiteral("content")));
    SfbBoardSpec spec;
    Board board;
    if (o->contains(QStringLiteral("hexes"))) {
        ARBITER_TRY(hexes, json::hexListFrom(o->value(QStringLiteral("hexes")), json::childPath(path, QStringLiteral("hexes"))));
        if (hexes->empty())
            return broken(json::childPath(path, QStringLiteral("hexes")), QT_TRANSLATE_NOOP("Engine", "%1 must list at least one hex."));
        board = Board::withHexes(hexes.value());
    } else {
        ARBITER_TRY(radius, json::requiredInt(o.value(), QStringLiteral("radius"), path, 1, kMaxRadius));
        board = Board::withRadius(radius.value());
    }
    spec.hexes = board.hexes();
    ARBITER_TRY(statues, hexesOnBoard(o.value(), QStringLiteral("statues"), path, board, false));
    spec.statues = statues.value();
    for (const Hex h : spec.statues)
        board.setBlocked(h);
    ARBITER_TRY(traps, hexesOnBoard(o.value(), QStringLiteral("trap_hexes"), path, board, true));
    if (traps->size() < 4)
        return broken(json::childPath(path, QStringLiteral("trap_hexes")),
                      QT_TRANSLATE_NOOP("Engine", "%1 needs at least 4 hexes: 4 traps are always out."));
    for (const Hex h : traps.value())
        if (board.isBlocked(h))
            return broken(json::childPath(path, QStringLiteral("trap_hexes")),
                          QT_TRANSLATE_NOOP("Engine", "%1 may not include a statue."));
    spec.trapHexes = traps.value();
    std::sort(spec.trapHexes.begin(), spec.trapHexes.end());
    ARBITER_TRY(areas, json::requiredArray(o.value(), QStringLiteral("deployment_areas"), path));
    const QString areasPath = json::childPath(path, QStringLiteral("deployment_areas"));
    if (areas->size() != 2)
        return broken(areasPath, QT_TRANSLATE_NOOP("Engine", "%1 must list exactly two deployment areas."));
    for (qsizetype i = 0; i < areas->size(); ++i) {
        if (!areas->at(i).isObject())
            return broken(json::indexedPath(areasPath, i), QT_TRANSLATE_NOOP("Engine", "%1 must be an object."));
        ARBITER_TRY(area, areaFrom(areas->at(i).toObject(), json::indexedPath(areasPath, i), board));
        spec.areas.push_back(area.value());
    }
    if (spec.areas[0].id == spec.areas[1].id)
        return broken(areasPath, QT_TRANSLATE_NOOP("Engine", "%1 needs two different area ids."));
    return spec;
}

Result<std::vector<int>> slotsFrom(const QJsonObject &o, const QString &key, const QString &path, int leadingCbs)
{
    const QString p = json::childPath(path, key);
    ARBITER_TRY(array, json::requiredArray(o, key, path));
    std::vector<int> slots;
    for (qsizetype i = 0; i < array->size(); ++i) {
        ARBITER_TRY(vp, json::requiredInt(QJsonObject{{QStringLiteral("v"), array->at(i)}}, QStringLiteral("v"),
                                          json::indexedPath(p, i), 0, 10));
        slots.push_back(vp.value());
    }
    // New cards arrive in the Cannot Be Scored slots at the left, as many as the track advances.
    const bool shapeOk = static_cast<int>(slots.size()) > leadingCbs && static_cast<int>(slots.size()) <= kMaxSlots
                         && std::all_of(slots.begin(), slots.begin() + leadingCbs, [](int v) { return v == 0; })
                         && slots[static_cast<std::size_t>(leadingCbs)] > 0;
    if (!shapeOk)
        return RuleError::badRequest(
            QStringLiteral("request.field"),
            phrase(QT_TRANSLATE_NOOP("Engine", "%1 must start with %2 Cannot Be Scored slot(s) (0) followed by a scoring slot, "
                                               "at most 12 slots."),
                   p, leadingCbs));
    return slots;
}

Result<SfbTrackSpec> trackFrom(const QJsonObject &pack)
{
    const QString path = QStringLiteral("content.challenge_track");
    ARBITER_TRY(o, json::requiredObject(pack, QStringLiteral("challenge_track"), QStringLiteral("content")));
    SfbTrackSpec spec;
    ARBITER_TRY(slots, slotsFrom(o.value(), QStringLiteral("slots"), path, 1));
    spec.slots = slots.value();
    if (o->contains(QStringLiteral("tornado_slots"))) {
        ARBITER_TRY(tornado, slotsFrom(o.value(), QStringLiteral("tornado_slots"), path, 2));
        spec.tornadoSlots = tornado.value();
    } else {
        spec.tornadoSlots = spec.slots;
        spec.tornadoSlots.insert(spec.tornadoSlots.begin(), 0); // the overlay adds a second CBS slot
    }
    ARBITER_TRY(deck, json::optionalInt(o.value(), QStringLiteral("deck_size"), path, 22, 1, 200));
    spec.deckSize = deck.value();
    ARBITER_TRY(byHand, byHandFrom(o.value(), path));
    spec.byHand = byHand.value();
    if (o->contains(QStringLiteral("cards"))) {
        const QString cardsPath = json::childPath(path, QStringLiteral("cards"));
        ARBITER_TRY(cards, json::requiredArray(o.value(), QStringLiteral("cards"), path));
        for (qsizetype i = 0; i < cards->size(); ++i) {
            const QString name = cards->at(i).toString().trimmed();
            if (!cards->at(i).isString() || name.isEmpty() || name.size() > 80)
                return json::fieldError(json::indexedPath(cardsPath, i),
                                        QT_TRANSLATE_NOOP("Engine", "%1 must be a Challenge name of 1 to 80 characters."));
            spec.cards << name;
        }
    }
    return spec;
}

Result<SfbSideStats> statsFrom(const QJsonObject &o, const QString &key, const QString &path)
{
    ARBITER_TRY(side, json::requiredObject(o, key, path));
    const QString p = json::childPath(path, key);
    ARBITER_TRY(hp, json::requiredInt(side.value(), QStringLiteral("hp"), p, 1, kMaxStat));
    ARBITER_TRY(defence, json::optionalInt(side.value(), QStringLiteral("defence"), p, 0, 0, kMaxCardValue));
    ARBITER_TRY(bonus, json::optionalInt(side.value(), QStringLiteral("movement_bonus"), p, 0, 0, kMaxCardValue));
    return SfbSideStats{hp.value(), defence.value(), bonus.value()};
}

Result<SfbKeywords> keywordsFrom(const QJsonObject &o, const QString &key, const QString &path,
                                 const std::vector<SfbKeyword> &allowed)
{
    SfbKeywords keywords;
    if (!o.contains(key))
        return keywords;
    ARBITER_TRY(map, json::requiredObject(o, key, path));
    const QString p = json::childPath(path, key);
    for (auto it = map->begin(); it != map->end(); ++it) {
        const std::optional<SfbKeyword> keyword = sfbKeywordFromName(it.key());
        if (!keyword || std::find(allowed.begin(), allowed.end(), *keyword) == allowed.end()) {
            QStringList names;
            for (const SfbKeyword k : allowed)
                names << sfbKeywordName(k);
            return RuleError::badRequest(QStringLiteral("request.field"),
                                         phrase(QT_TRANSLATE_NOOP("Engine", "%1 cannot hold \"%2\"; allowed here: %3."), p,
                                                it.key(), names.join(QStringLiteral(", "))));
        }
        ARBITER_TRY(value, json::requiredInt(map.value(), it.key(), p, 0, kMaxCardValue));
        keywords[*keyword] = value.value();
    }
    return keywords;
}

std::vector<SfbKeyword> joined(std::initializer_list<KeywordSet> sets)
{
    std::vector<SfbKeyword> all;
    for (const KeywordSet &set : sets)
        all.insert(all.end(), set.begin(), set.end());
    return all;
}

template <typename Enum>
Result<Enum> choiceFrom(const QJsonObject &o, const QString &key, const QString &path, const QStringList &names,
                        const std::vector<Enum> &values, std::optional<Enum> fallback)
{
    if (!o.contains(key) && fallback)
        return *fallback;
    ARBITER_TRY(name, json::requiredChoice(o, key, path, names));
    return values[static_cast<std::size_t>(names.indexOf(name.value()))];
}

Status checkTargeting(SfbCard &card, const QJsonObject &o, const QString &path)
{
    const QString rangePath = json::childPath(path, QStringLiteral("range"));
    if (o.contains(QStringLiteral("range"))) {
        const QJsonArray range = o.value(QStringLiteral("range")).toArray();
        if (range.size() != 2 || !range.at(0).isDouble() || !range.at(1).isDouble())
            return broken(rangePath, QT_TRANSLATE_NOOP("Engine", "%1 must be [minimum, maximum]."));
        card.minRange = range.at(0).toInt();
        card.maxRange = range.at(1).toInt();
        if (card.minRange < 1 || card.maxRange < card.minRange || card.maxRange > kMaxCardValue)
            return broken(rangePath, QT_TRANSLATE_NOOP("Engine", "%1 must satisfy 1 <= minimum <= maximum <= 20."));
    } else if (card.targeting == SfbTargeting::Indirect || card.targeting == SfbTargeting::Direct) {
        return broken(rangePath, QT_TRANSLATE_NOOP("Engine", "The field %1 is missing: shots need a range."));
    }
    if (card.type == SfbCardType::Attack && card.targeting == SfbTargeting::None)
        return broken(json::childPath(path, QStringLiteral("targeting")),
                      QT_TRANSLATE_NOOP("Engine", "%1 is needed on an attack card: melee, indirect, direct or aoe."));
    if (card.type == SfbCardType::Reaction && card.targeting != SfbTargeting::None)
        return broken(json::childPath(path, QStringLiteral("targeting")),
                      QT_TRANSLATE_NOOP("Engine", "%1 must be none on a reaction: it answers the attacker."));
    if (card.targeting == SfbTargeting::Area) {
        const QString areaPath = json::childPath(path, QStringLiteral("area"));
        if (!o.contains(QStringLiteral("area")))
            return broken(areaPath, QT_TRANSLATE_NOOP("Engine", "The field %1 is missing: an AoE needs its hexes."));
        ARBITER_TRY(area, json::hexListFrom(o.value(QStringLiteral("area")), areaPath));
        std::set<Hex> seen;
        for (const Hex h : area.value())
            if (h == Hex{} || !seen.insert(h).second || distance(h, Hex{}) > kMaxCardValue)
                return broken(areaPath, QT_TRANSLATE_NOOP("Engine", "%1 must list distinct hexes other than the attacker's own [0, 0]."));
        if (area->empty())
            return broken(areaPath, QT_TRANSLATE_NOOP("Engine", "%1 must list at least one hex."));
        card.area = area.value();
    }
    return Done{};
}

Result<SfbCard> cardFrom(const QJsonObject &o, const QString &path)
{
    SfbCard card;
    ARBITER_TRY(id, identifierFrom(o, path));
    card.id = id.value();
    ARBITER_TRY(name, nameFrom(o, path));
    card.name = name.value();
    ARBITER_TRY(core, choiceFrom<SfbCore>(o, QStringLiteral("core"), path,
                                          {QStringLiteral("destruction"), QStringLiteral("creation"), QStringLiteral("manipulation")},
                                          {SfbCore::Destruction, SfbCore::Creation, SfbCore::Manipulation}, std::nullopt));
    card.core = core.value();
    ARBITER_TRY(type, choiceFrom<SfbCardType>(o, QStringLiteral("type"), path,
                                              {QStringLiteral("attack"), QStringLiteral("skill"), QStringLiteral("reaction")},
                                              {SfbCardType::Attack, SfbCardType::Skill, SfbCardType::Reaction}, std::nullopt));
    card.type = type.value();
    ARBITER_TRY(copies, json::optionalInt(o, QStringLiteral("copies"), path, 1, 1, 10));
    card.copies = copies.value();
    ARBITER_TRY(movement, json::optionalInt(o, QStringLiteral("movement"), path, 0, 0, kMaxCardValue));
    card.movement = movement.value();
    ARBITER_TRY(mode, choiceFrom<MoveMode>(o, QStringLiteral("movement_mode"), path,
                                           {QStringLiteral("walk"), QStringLiteral("dash"), QStringLiteral("jump"), QStringLiteral("swoop")},
                                           {MoveMode::Walk, MoveMode::Dash, MoveMode::Jump, MoveMode::Swoop}, MoveMode::Walk));
    card.movementMode = mode.value();
    ARBITER_TRY(targeting, choiceFrom<SfbTargeting>(o, QStringLiteral("targeting"), path,
                                                    {QStringLiteral("none"), QStringLiteral("melee"), QStringLiteral("indirect"),
                                                     QStringLiteral("direct"), QStringLiteral("aoe")},
                                                    {SfbTargeting::None, SfbTargeting::Melee, SfbTargeting::Indirect,
                                                     SfbTargeting::Direct, SfbTargeting::Area},
                                                    SfbTargeting::None));
    card.targeting = targeting.value();
    ARBITER_TRY(side, choiceFrom<SfbTargetSide>(o, QStringLiteral("target_side"), path,
                                                {QStringLiteral("enemy"), QStringLiteral("ally"), QStringLiteral("any")},
                                                {SfbTargetSide::Enemy, SfbTargetSide::Ally, SfbTargetSide::Any},
                                                SfbTargetSide::Enemy));
    card.targetSide = side.value();
    ARBITER_CHECK(checkTargeting(card, o, path));
    ARBITER_TRY(maxTargets, json::optionalInt(o, QStringLiteral("max_targets"), path, 1, 1, 6));
    card.maxTargets = maxTargets.value();
    ARBITER_TRY(strength, json::optionalInt(o, QStringLiteral("strength"), path, 0, 0, kMaxCardValue));
    card.strength = strength.value();
    ARBITER_TRY(damage, json::optionalInt(o, QStringLiteral("damage"), path, 0, 0, kMaxCardValue));
    card.damage = damage.value();
    ARBITER_TRY(defence, json::optionalInt(o, QStringLiteral("defence"), path, 0, 0, kMaxCardValue));
    card.defence = defence.value();

    ARBITER_TRY(pre, keywordsFrom(o, QStringLiteral("pre"), path, sfbAllowedKeywords(card.type, SfbKeywordGroup::Pre)));
    card.pre = pre.value();
    ARBITER_TRY(hit, keywordsFrom(o, QStringLiteral("hit"), path, sfbAllowedKeywords(card.type, SfbKeywordGroup::Hit)));
    card.hit = hit.value();
    ARBITER_TRY(post, keywordsFrom(o, QStringLiteral("post"), path, sfbAllowedKeywords(card.type, SfbKeywordGroup::Post)));
    card.post = post.value();
    ARBITER_TRY(byHand, byHandFrom(o, path));
    card.byHand = byHand.value();
    return card;
}

Result<SfbChampionSpec> championFrom(const QJsonObject &o, const QString &path, std::vector<SfbCard> &cards,
                                     int championIndex)
{
    SfbChampionSpec spec;
    ARBITER_TRY(id, identifierFrom(o, path));
    spec.id = id.value();
    ARBITER_TRY(name, nameFrom(o, path));
    spec.name = name.value();
    ARBITER_TRY(basic, statsFrom(o, QStringLiteral("basic"), path));
    spec.basic = basic.value();
    ARBITER_TRY(levelled, statsFrom(o, QStringLiteral("levelled"), path));
    spec.levelled = levelled.value();
    ARBITER_TRY(list, json::requiredArray(o, QStringLiteral("cards"), path));
    const QString cardsPath = json::childPath(path, QStringLiteral("cards"));
    if (list->isEmpty())
        return broken(cardsPath, QT_TRANSLATE_NOOP("Engine", "%1 must list at least one card."));
    for (qsizetype i = 0; i < list->size(); ++i) {
        if (!list->at(i).isObject())
            return broken(json::indexedPath(cardsPath, i), QT_TRANSLATE_NOOP("Engine", "%1 must be an object."));
        ARBITER_TRY(card, cardFrom(list->at(i).toObject(), json::indexedPath(cardsPath, i)));
        SfbCard c = card.value();
        c.champion = championIndex;
        spec.cards.push_back(static_cast<int>(cards.size()));
        cards.push_back(std::move(c));
    }
    return spec;
}

} // namespace

QString sfbCoreName(SfbCore core) { return QLatin1String(kCoreNames[static_cast<std::size_t>(core)]); }

std::optional<SfbCore> sfbCoreFromName(const QString &name)
{
    for (std::size_t i = 0; i < kCoreNames.size(); ++i)
        if (name == QLatin1String(kCoreNames[i]))
            return static_cast<SfbCore>(i);
    return std::nullopt;
}

QString sfbKeywordName(SfbKeyword keyword) { return QLatin1String(kKeywordNames[static_cast<std::size_t>(keyword)]); }

bool sfbKeywordIsFlag(SfbKeyword keyword)
{
    return keyword == SfbKeyword::Double || keyword == SfbKeyword::Lifesteal || keyword == SfbKeyword::Root
           || keyword == SfbKeyword::Stun || keyword == SfbKeyword::Place;
}

QJsonObject sfbPackKeepingChallenges(QJsonObject pack, const QStringList &names)
{
    QJsonObject track = pack.value(QStringLiteral("challenge_track")).toObject();
    QJsonArray cards = track.value(QStringLiteral("cards")).toArray();
    bool added = false;
    for (const QString &raw : names) {
        const QString name = raw.trimmed();
        if (name.isEmpty() || cards.contains(QJsonValue(name)))
            continue;
        cards.append(name);
        added = true;
    }
    if (!added)
        return pack;
    track[QStringLiteral("cards")] = cards;
    pack[QStringLiteral("challenge_track")] = track;
    return pack;
}

bool sfbKeywordApplied(SfbKeyword keyword) { return keyword != SfbKeyword::Place; }

std::vector<SfbKeyword> sfbAllowedKeywords(SfbCardType type, SfbKeywordGroup group)
{
    const bool reaction = type == SfbCardType::Reaction;
    switch (group) {
    case SfbKeywordGroup::Pre:
        return reaction ? std::vector<SfbKeyword>{} : joined({kMovementKeywords, kSelfKeywords, {SfbKeyword::Place}});
    case SfbKeywordGroup::Hit:
        return type == SfbCardType::Attack ? joined({kDamageStepKeywords}) : std::vector<SfbKeyword>{};
    case SfbKeywordGroup::Post:
        // A Reaction's abilities act from the champion it is on against the attacker: no Force, no movement of its own.
        return reaction ? std::vector<SfbKeyword>{SfbKeyword::Push, SfbKeyword::Pull, SfbKeyword::Fear, SfbKeyword::Root,
                                                  SfbKeyword::Stun, SfbKeyword::Heal, SfbKeyword::Draw, SfbKeyword::Plan,
                                                  SfbKeyword::Place}
                        : joined({kTargetKeywords, kSelfKeywords, kMovementKeywords, {SfbKeyword::Place}});
    }
    return {};
}

std::optional<SfbKeyword> sfbKeywordFromName(const QString &name)
{
    for (std::size_t i = 0; i < kKeywordNames.size(); ++i)
        if (name == QLatin1String(kKeywordNames[i]))
            return static_cast<SfbKeyword>(i);
    return std::nullopt;
}

bool SfbCard::hasMovement() const
{
    return movement > 0 || pre[SfbKeyword::Dash] > 0 || pre[SfbKeyword::Jump] > 0 || pre[SfbKeyword::Swoop] > 0;
}

int SfbChampionSpec::deckSize(const std::vector<SfbCard> &allCards) const
{
    int size = 0;
    for (const int index : cards)
        size += allCards[static_cast<std::size_t>(index)].copies;
    return size;
}

int SfbContent::championIndex(const QString &id) const
{
    for (std::size_t i = 0; i < champions.size(); ++i)
        if (champions[i].id == id)
            return static_cast<int>(i);
    return -1;
}

const SfbCard *SfbContent::card(const QString &id) const
{
    for (const SfbCard &c : cards)
        if (c.id == id)
            return &c;
    return nullptr;
}

const SfbDeploymentArea *SfbContent::area(const QString &id) const
{
    for (const SfbDeploymentArea &a : board.areas)
        if (a.id == id)
            return &a;
    return nullptr;
}

Board SfbContent::makeBoard() const
{
    Board result = Board::withHexes(board.hexes);
    for (const Hex h : board.statues)
        result.setBlocked(h);
    return result;
}

Result<SfbContent> sfbContentFrom(const QJsonObject &pack)
{
    if (pack.isEmpty())
        return RuleError::badRequest(QStringLiteral("sfb.content_missing"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "Super Fantasy Brawl needs its content pack in setup.content.")));
    SfbContent content;
    ARBITER_TRY(board, boardFrom(pack));
    content.board = board.value();
    ARBITER_TRY(track, trackFrom(pack));
    content.track = track.value();
    ARBITER_TRY(list, json::requiredArray(pack, QStringLiteral("champions"), QStringLiteral("content")));
    const QString path = QStringLiteral("content.champions");
    if (list->size() < 2)
        return broken(path, QT_TRANSLATE_NOOP("Engine", "%1 must list at least two champions."));
    std::set<QString> championIds;
    std::set<QString> cardIds;
    for (qsizetype i = 0; i < list->size(); ++i) {
        if (!list->at(i).isObject())
            return broken(json::indexedPath(path, i), QT_TRANSLATE_NOOP("Engine", "%1 must be an object."));
        ARBITER_TRY(champion, championFrom(list->at(i).toObject(), json::indexedPath(path, i), content.cards,
                                           static_cast<int>(content.champions.size())));
        if (!championIds.insert(champion->id).second)
            return RuleError::badRequest(QStringLiteral("request.duplicate_id"),
                                         phrase(QT_TRANSLATE_NOOP("Engine", "Two champions share the id \"%1\"."), champion->id));
        content.champions.push_back(champion.value());
    }
    for (const SfbCard &card : content.cards)
        if (!cardIds.insert(card.id).second)
            return RuleError::badRequest(QStringLiteral("request.duplicate_id"),
                                         phrase(QT_TRANSLATE_NOOP("Engine", "Two cards share the id \"%1\"."), card.id));
    return content;
}

Result<std::shared_ptr<const SfbContent>> sfbContentShared(const QJsonObject &pack)
{
    // A session's pack is one shared JSON value, copied from state to state
    // and never changed: the same shared data is the same pack. The cache
    // keeps a copy, so that data cannot be changed in place while it is a key.
    static_assert(sizeof(QJsonObject) == sizeof(void *), "QJsonObject is one pointer to shared data");
    struct Entry {
        QJsonObject pack;
        std::shared_ptr<const SfbContent> content;
    };
    constexpr std::size_t kKept = 4;
    thread_local std::vector<Entry> cache;
    for (const Entry &entry : cache)
        if (std::memcmp(static_cast<const void *>(&entry.pack), static_cast<const void *>(&pack), sizeof(QJsonObject)) == 0)
            return entry.content;
    ARBITER_TRY(content, sfbContentFrom(pack));
    auto shared = std::make_shared<const SfbContent>(std::move(content).value());
    if (cache.size() >= kKept)
        cache.erase(cache.begin());
    cache.push_back({pack, shared});
    return shared;
}

Status sfbValidateContent(const QJsonObject &pack)
{
    return statusOf(sfbContentFrom(pack));
}

} // namespace arbiter
