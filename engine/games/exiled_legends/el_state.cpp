#include "games/exiled_legends/el_state.h"

#include <algorithm>

namespace arbiter::exiled_legends {

namespace {

// The same words, marked: refusals and events put them into sentences.
[[maybe_unused]] const char *const kPhaseTerms[] = {
    QT_TRANSLATE_NOOP("EngineTerm", "sphere"), QT_TRANSLATE_NOOP("EngineTerm", "beginning"),
    QT_TRANSLATE_NOOP("EngineTerm", "action"), QT_TRANSLATE_NOOP("EngineTerm", "attack"),
    QT_TRANSLATE_NOOP("EngineTerm", "end")};

const QStringList &phaseNames()
{
    static const QStringList names{QStringLiteral("sphere"), QStringLiteral("beginning"), QStringLiteral("action"),
                                   QStringLiteral("attack"), QStringLiteral("end")};
    return names;
}

const QStringList &stageNames()
{
    static const QStringList names{QStringLiteral("draft"), QStringLiteral("setup"), QStringLiteral("play"),
                                   QStringLiteral("over")};
    return names;
}

template <typename Enum>
Enum enumFrom(const QStringList &names, const QJsonValue &v, Enum fallback)
{
    const qsizetype i = names.indexOf(v.toString());
    return i < 0 ? fallback : static_cast<Enum>(i);
}

QJsonArray toArray(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

QStringList listFrom(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &item : v.toArray())
        out << item.toString();
    return out;
}

Trigger triggerFrom(const QJsonValue &v)
{
    for (int i = 0; i <= static_cast<int>(Trigger::Other); ++i)
        if (triggerName(static_cast<Trigger>(i)) == v.toString())
            return static_cast<Trigger>(i);
    return Trigger::Other;
}

QJsonObject toJson(const AbilityPrompt &p)
{
    return {{QStringLiteral("player"), p.player}, {QStringLiteral("hero"), p.hero},
            {QStringLiteral("ability"), p.ability}, {QStringLiteral("index"), p.index},
            {QStringLiteral("name"), p.name},     {QStringLiteral("trigger"), triggerName(p.trigger)}};
}

QJsonArray toJson(const std::vector<AbilityPrompt> &prompts)
{
    QJsonArray out;
    for (const AbilityPrompt &p : prompts)
        out.append(toJson(p));
    return out;
}

std::vector<AbilityPrompt> promptsFrom(const QJsonValue &v)
{
    std::vector<AbilityPrompt> out;
    for (const QJsonValue &item : v.toArray()) {
        const QJsonObject o = item.toObject();
        out.push_back({o.value(QStringLiteral("player")).toString(), o.value(QStringLiteral("hero")).toString(),
                       o.value(QStringLiteral("ability")).toString(), o.value(QStringLiteral("index")).toInt(),
                       o.value(QStringLiteral("name")).toString(), triggerFrom(o.value(QStringLiteral("trigger")))});
    }
    return out;
}

QJsonObject toJson(const PlayerData &p, Stage stage)
{
    QJsonObject o{{QStringLiteral("legend"), p.legend},
                  {QStringLiteral("flipped"), p.flipped},
                  {QStringLiteral("out"), p.out},
                  {QStringLiteral("spent_mp"), p.spentMp},
                  {QStringLiteral("deck"), toArray(p.deck)},
                  {QStringLiteral("champion"), p.champion},
                  {QStringLiteral("supports"), toArray(p.supports)},
                  {QStringLiteral("candidates"), toArray(p.candidates)},
                  {QStringLiteral("graveyard"), toArray(p.graveyard)},
                  {QStringLiteral("spheres"), toArray(p.spheres)}};
    if (!p.drawn.isEmpty())
        o.insert(QStringLiteral("drawn"), toArray(p.drawn));
    if (stage == Stage::Draft) {
        o.insert(QStringLiteral("hand"), toArray(p.hand));
        o.insert(QStringLiteral("picks"), toArray(p.picks));
    }
    if (stage == Stage::Draft || stage == Stage::Setup) {
        o.insert(QStringLiteral("lineup_chosen"), p.lineupChosen);
        o.insert(QStringLiteral("order_roll"), p.orderRoll);
    } else if (p.orderRoll != 0) {
        // The roll that made the first player stays: the table screen shows it through round 1.
        o.insert(QStringLiteral("order_roll"), p.orderRoll);
    }
    return o;
}

PlayerData playerFrom(const QJsonObject &o)
{
    PlayerData p;
    p.legend = o.value(QStringLiteral("legend")).toString();
    p.flipped = o.value(QStringLiteral("flipped")).toBool();
    p.out = o.value(QStringLiteral("out")).toBool();
    p.spentMp = o.value(QStringLiteral("spent_mp")).toBool();
    p.lineupChosen = o.value(QStringLiteral("lineup_chosen")).toBool();
    p.orderRoll = o.value(QStringLiteral("order_roll")).toInt();
    p.deck = listFrom(o.value(QStringLiteral("deck")));
    p.champion = o.value(QStringLiteral("champion")).toString();
    p.supports = listFrom(o.value(QStringLiteral("supports")));
    p.candidates = listFrom(o.value(QStringLiteral("candidates")));
    p.drawn = listFrom(o.value(QStringLiteral("drawn")));
    p.graveyard = listFrom(o.value(QStringLiteral("graveyard")));
    p.spheres = listFrom(o.value(QStringLiteral("spheres")));
    p.hand = listFrom(o.value(QStringLiteral("hand")));
    p.picks = listFrom(o.value(QStringLiteral("picks")));
    return p;
}

QJsonObject toJson(const AttackData &a)
{
    QJsonArray pending;
    for (const PendingDamage &p : a.pending)
        pending.append(QJsonObject{{QStringLiteral("hero"), p.hero}, {QStringLiteral("counters"), p.counters}});
    return {{QStringLiteral("type"), a.type == AttackType::Precise ? QStringLiteral("precise") : QStringLiteral("mass")},
            {QStringLiteral("attacker"), a.attacker},
            {QStringLiteral("strength"), a.strength},
            {QStringLiteral("step"), a.step == AttackStep::Reactions ? QStringLiteral("reactions") : QStringLiteral("aftermath")},
            {QStringLiteral("pending"), pending},
            {QStringLiteral("window"), toJson(a.window)},
            {QStringLiteral("dealt"), toArray(a.dealt)}};
}

AttackData attackFrom(const QJsonObject &o)
{
    AttackData a;
    a.type = o.value(QStringLiteral("type")).toString() == QLatin1String("mass") ? AttackType::Mass : AttackType::Precise;
    a.attacker = o.value(QStringLiteral("attacker")).toString();
    a.strength = o.value(QStringLiteral("strength")).toInt();
    a.step = o.value(QStringLiteral("step")).toString() == QLatin1String("aftermath") ? AttackStep::Aftermath
                                                                                     : AttackStep::Reactions;
    for (const QJsonValue &v : o.value(QStringLiteral("pending")).toArray())
        a.pending.push_back({v.toObject().value(QStringLiteral("hero")).toString(),
                             v.toObject().value(QStringLiteral("counters")).toInt()});
    a.window = promptsFrom(o.value(QStringLiteral("window")));
    a.dealt = listFrom(o.value(QStringLiteral("dealt")));
    return a;
}

QJsonObject toJson(const TurnData &t)
{
    QJsonArray banes;
    for (const BaneReminder &b : t.baneReminders)
        banes.append(QJsonObject{{QStringLiteral("hero"), b.hero}, {QStringLiteral("legend"), b.legend}});
    QJsonObject o{{QStringLiteral("player"), t.player},          {QStringLiteral("phase"), phaseName(t.phase)},
                  {QStringLiteral("used"), toArray(t.used)},      {QStringLiteral("attacked"), t.attacked},
                  {QStringLiteral("reminders"), toJson(t.reminders)}, {QStringLiteral("bane_reminders"), banes}};
    if (!t.byHand.isEmpty())
        o.insert(QStringLiteral("by_hand"), t.byHand);
    if (t.lastAttack) {
        QJsonArray dealt;
        for (const PendingDamage &d : t.lastAttack->dealt)
            dealt.append(QJsonObject{{QStringLiteral("hero"), d.hero}, {QStringLiteral("counters"), d.counters}});
        o.insert(QStringLiteral("last_attack"),
                 QJsonObject{{QStringLiteral("type"), t.lastAttack->type == AttackType::Precise ? QStringLiteral("precise")
                                                                                             : QStringLiteral("mass")},
                             {QStringLiteral("attacker"), t.lastAttack->attacker},
                             {QStringLiteral("strength"), t.lastAttack->strength},
                             {QStringLiteral("dealt"), dealt},
                             {QStringLiteral("destroyed"), toArray(t.lastAttack->destroyed)}});
    }
    return o;
}

TurnData turnFrom(const QJsonObject &o)
{
    TurnData t;
    t.player = o.value(QStringLiteral("player")).toString();
    t.phase = enumFrom(phaseNames(), o.value(QStringLiteral("phase")), Phase::Sphere);
    t.used = listFrom(o.value(QStringLiteral("used")));
    t.attacked = o.value(QStringLiteral("attacked")).toBool();
    t.byHand = o.value(QStringLiteral("by_hand")).toString();
    t.reminders = promptsFrom(o.value(QStringLiteral("reminders")));
    for (const QJsonValue &v : o.value(QStringLiteral("bane_reminders")).toArray())
        t.baneReminders.push_back({v.toObject().value(QStringLiteral("hero")).toString(),
                                   v.toObject().value(QStringLiteral("legend")).toString()});
    if (o.contains(QStringLiteral("last_attack"))) {
        const QJsonObject last = o.value(QStringLiteral("last_attack")).toObject();
        AttackOutcome outcome;
        outcome.type = last.value(QStringLiteral("type")).toString() == QLatin1String("mass") ? AttackType::Mass
                                                                                            : AttackType::Precise;
        outcome.attacker = last.value(QStringLiteral("attacker")).toString();
        outcome.strength = last.value(QStringLiteral("strength")).toInt();
        for (const QJsonValue &v : last.value(QStringLiteral("dealt")).toArray())
            outcome.dealt.push_back({v.toObject().value(QStringLiteral("hero")).toString(),
                                     v.toObject().value(QStringLiteral("counters")).toInt()});
        outcome.destroyed = listFrom(last.value(QStringLiteral("destroyed")));
        t.lastAttack = outcome;
    }
    return t;
}

} // namespace

QString counters::bane(const QString &legendId)
{
    return QStringLiteral("bane:") + legendId;
}

QString phaseName(Phase phase) { return phaseNames().at(static_cast<qsizetype>(phase)); }
QString stageName(Stage stage) { return stageNames().at(static_cast<qsizetype>(stage)); }

QString activeSphere(const GameData &data)
{
    if (data.faceUp.isEmpty() || (data.stage != Stage::Play && data.stage != Stage::Over))
        return {};
    // The round's card is flipped as the Sphere phase ends; until then the
    // last round's card is only face up, no longer in force.
    if (data.turn.phase == Phase::Sphere)
        return {};
    return data.faceUp.last();
}

QJsonObject toJson(const GameData &data)
{
    QJsonObject players;
    for (const auto &[id, player] : data.players)
        players.insert(id, toJson(player, data.stage));
    QJsonObject o{{QStringLiteral("stage"), stageName(data.stage)},
                  {QStringLiteral("deck_mode"), data.draft ? QStringLiteral("draft") : QStringLiteral("type")},
                  {QStringLiteral("round"), data.round},
                  {QStringLiteral("order"), toArray(data.order)},
                  {QStringLiteral("players"), players},
                  {QStringLiteral("sphere_deck"), toArray(data.sphereDeck)},
                  {QStringLiteral("face_up_spheres"), toArray(data.faceUp)},
                  {QStringLiteral("active_sphere"), activeSphere(data)}};
    if (data.stage == Stage::Draft || data.stage == Stage::Setup)
        o.insert(QStringLiteral("rolloff"), toArray(data.rolloff));
    if (data.stage == Stage::Play || data.stage == Stage::Over)
        o.insert(QStringLiteral("turn"), toJson(data.turn));
    if (data.attack)
        o.insert(QStringLiteral("attack"), toJson(*data.attack));
    QJsonArray temporary;
    for (const Temporary &t : data.temporary)
        temporary.append(QJsonObject{{QStringLiteral("hero"), t.hero},
                                     {QStringLiteral("strength"), t.strength},
                                     {QStringLiteral("max_hp"), t.maxHp},
                                     {QStringLiteral("reverse"), t.reverse},
                                     {QStringLiteral("until"), t.until}});
    o.insert(QStringLiteral("temporary"), temporary);
    if (!data.winner.isEmpty())
        o.insert(QStringLiteral("winner"), data.winner);
    return o;
}

GameData gameDataFrom(const QJsonObject &json)
{
    GameData data;
    data.stage = enumFrom(stageNames(), json.value(QStringLiteral("stage")), Stage::Setup);
    data.draft = json.value(QStringLiteral("deck_mode")).toString() == QLatin1String("draft");
    data.round = json.value(QStringLiteral("round")).toInt();
    data.order = listFrom(json.value(QStringLiteral("order")));
    data.rolloff = listFrom(json.value(QStringLiteral("rolloff")));
    const QJsonObject players = json.value(QStringLiteral("players")).toObject();
    for (auto it = players.begin(); it != players.end(); ++it)
        data.players[it.key()] = playerFrom(it.value().toObject());
    data.turn = turnFrom(json.value(QStringLiteral("turn")).toObject());
    data.sphereDeck = listFrom(json.value(QStringLiteral("sphere_deck")));
    data.faceUp = listFrom(json.value(QStringLiteral("face_up_spheres")));
    if (json.contains(QStringLiteral("attack")))
        data.attack = attackFrom(json.value(QStringLiteral("attack")).toObject());
    for (const QJsonValue &v : json.value(QStringLiteral("temporary")).toArray()) {
        const QJsonObject o = v.toObject();
        data.temporary.push_back({o.value(QStringLiteral("hero")).toString(), o.value(QStringLiteral("strength")).toInt(),
                                  o.value(QStringLiteral("max_hp")).toInt(), o.value(QStringLiteral("reverse")).toBool(),
                                  o.value(QStringLiteral("until")).toString()});
    }
    data.winner = json.value(QStringLiteral("winner")).toString();
    return data;
}

Table::Table(std::shared_ptr<const Content> content, SessionState state, GameData data)
    : m_content(std::move(content)), m_state(std::move(state)), m_data(std::move(data))
{
}

Result<Table> Table::open(const SessionState &state)
{
    // Every action of a session reads the same pack, and replaying a long
    // log for undo would parse it thousands of times: keep the last one read.
    // The pack is the key, so the cache can never change an outcome.
    struct ParsedPack {
        QJsonObject pack;
        std::shared_ptr<const Content> content;
    };
    thread_local std::optional<ParsedPack> last;
    const QJsonObject pack = state.setup.value(QStringLiteral("content")).toObject();
    if (!last || last->pack != pack) {
        auto content = parseContent(pack, QStringLiteral("setup.content"));
        if (!content)
            return content.error();
        last = ParsedPack{pack, std::make_shared<const Content>(std::move(content).value())};
    }
    return Table(last->content, state, gameDataFrom(state.data));
}

void Table::event(const QString &type, QJsonObject data, Phrase text)
{
    m_events.push_back(Event{type, std::move(data), std::move(text)});
}

Transition Table::finish() &&
{
    m_state.data = toJson(m_data);
    return Transition{std::move(m_state), std::move(m_events)};
}

QStringList Table::seating() const
{
    QStringList ids;
    for (const QJsonValue &p : m_state.players)
        ids << p.toObject().value(QStringLiteral("id")).toString();
    return ids;
}

QStringList Table::playersIn() const
{
    QStringList ids;
    for (const QString &id : seating())
        if (!player(id).out)
            ids << id;
    return ids;
}

const PlayerData &Table::player(const QString &id) const
{
    static const PlayerData none;
    const auto it = m_data.players.find(id);
    return it == m_data.players.end() ? none : it->second;
}

QString Table::nameOf(const QString &entityId) const
{
    const Entity *e = m_state.entity(entityId);
    return e ? e->name : entityId;
}

bool Table::isCard(const QString &id) const
{
    const Entity *e = m_state.entity(id);
    return e && (e->kind == QLatin1String("hero") || e->kind == QLatin1String("legend"));
}

bool Table::isLegend(const QString &id) const
{
    const Entity *e = m_state.entity(id);
    return e && e->kind == QLatin1String("legend");
}

QString Table::ownerOf(const QString &id) const
{
    const Entity *e = m_state.entity(id);
    return e ? e->owner : QString();
}

Place Table::placeOf(const QString &id) const
{
    const PlayerData &p = player(ownerOf(id));
    if (p.champion == id)
        return Place::Champion;
    if (p.supports.contains(id))
        return Place::Support;
    if (p.candidates.contains(id))
        return Place::Candidate;
    if (p.deck.contains(id))
        return Place::Deck;
    if (p.graveyard.contains(id))
        return Place::Graveyard;
    if (p.legend == id && !p.flipped)
        return Place::LegendSide;
    return Place::Nowhere;
}

bool Table::inPlay(const QString &id) const
{
    const Place place = placeOf(id);
    return place == Place::Champion || place == Place::Support || place == Place::Candidate;
}

QStringList Table::heroesInPlay(const QString &playerId) const
{
    const PlayerData &p = player(playerId);
    QStringList heroes;
    if (!p.champion.isEmpty())
        heroes << p.champion;
    return heroes + p.supports + p.candidates;
}

std::optional<std::size_t> Table::slotOf(const QString &id) const
{
    const PlayerData &p = player(ownerOf(id));
    if (p.champion == id)
        return kChampionSlot;
    const qsizetype support = p.supports.indexOf(id);
    if (support >= 0)
        return kChampionSlot + 1 + static_cast<std::size_t>(support);
    return std::nullopt;
}

int Table::counter(const QString &entity, const QString &name) const
{
    const Entity *e = m_state.entity(entity);
    return e ? e->counter(name).value_or(0) : 0;
}

void Table::setCounter(const QString &entity, const QString &name, int value)
{
    if (Entity *e = m_state.entity(entity))
        e->setCounter(name, value);
}

void Table::dropCounter(const QString &entity, const QString &name)
{
    if (Entity *e = m_state.entity(entity))
        std::erase_if(e->counters, [&](const Counter &c) { return c.name == name; });
}

QStringList Table::legendsInGame() const
{
    QStringList legends;
    for (const QString &id : seating())
        legends << player(id).legend;
    return legends;
}

int Table::strengthOf(const QString &hero) const
{
    int strength = counter(hero, counters::kReversed) ? counter(hero, counters::kMaxHp) : counter(hero, counters::kStrength);
    strength += counter(hero, counters::kGainStrength);
    // Tokens of one kind do not stack: each kind present counts once.
    for (const QString &legendId : legendsInGame()) {
        const LegendCard *legend = m_content->legend(legendId);
        if (legend && legend->bane.timing == BaneTiming::Always && counter(hero, counters::bane(legendId)) > 0)
            strength += legend->bane.strength;
    }
    strength += sphereStrength(hero);
    return std::max(0, strength);
}

const SphereCard *Table::activeSphereCard() const
{
    const QString id = activeSphere(m_data);
    return id.isEmpty() ? nullptr : m_content->sphere(id);
}

std::optional<HeroType> Table::typeOf(const QString &hero) const
{
    if (const HeroCard *card = m_content->hero(hero))
        return card->type;
    if (const LegendCard *legend = m_content->legend(hero))
        return legend->type;
    return std::nullopt;
}

int Table::sphereStrength(const QString &hero) const
{
    const SphereCard *sphere = activeSphereCard();
    if (!sphere || sphere->strength == 0 || typeOf(hero) != sphere->type)
        return 0;
    return sphere->strength;
}

int Table::maxHpOf(const QString &hero) const
{
    const int base = counter(hero, counters::kReversed) ? counter(hero, counters::kStrength) : counter(hero, counters::kMaxHp);
    return std::max(0, base + counter(hero, counters::kGainMaxHp));
}

int Table::baneCount(const QString &hero) const
{
    int count = 0;
    for (const QString &legendId : legendsInGame())
        count += counter(hero, counters::bane(legendId));
    return count;
}

int Table::baneExtraDamage(const QString &hero) const
{
    int extra = 0;
    for (const QString &legendId : legendsInGame()) {
        const LegendCard *legend = m_content->legend(legendId);
        if (legend && legend->bane.timing == BaneTiming::Damaged && counter(hero, counters::bane(legendId)) > 0)
            extra += legend->bane.extraDamage;
    }
    return extra;
}

int Table::tokensInSupply(const QString &legendId) const
{
    const LegendCard *legend = m_content->legend(legendId);
    int placed = 0;
    for (const Entity &e : m_state.entities)
        placed += e.counter(counters::bane(legendId)).value_or(0);
    return std::max(0, (legend ? legend->tokens : 0) - placed);
}

const Ability *Table::ability(const QString &hero, const QString &position, int index) const
{
    if (isLegend(hero)) {
        const LegendCard *legend = m_content->legend(hero);
        if (!legend || index < 0 || index > 1)
            return nullptr;
        if (position == QLatin1String("team"))
            return &legend->team;
        if (position == QLatin1String("champion"))
            return &legend->champion[static_cast<std::size_t>(index)];
        if (position == QLatin1String("support"))
            return &legend->support[static_cast<std::size_t>(index)];
        return nullptr;
    }
    const HeroCard *card = m_content->hero(hero);
    if (!card || index != 0)
        return nullptr;
    if (position == QLatin1String("champion"))
        return &card->champion;
    if (position == QLatin1String("support"))
        return &card->support;
    return nullptr;
}

} // namespace arbiter::exiled_legends
