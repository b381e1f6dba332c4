#include "games/theosis/theosis_table.h"

#include "core/dice.h"
#include "core/json_fields.h"
#include "core/place.h"
#include "core/session.h"
#include "games/theosis/theosis_support.h"

namespace arbiter::theosis {

namespace {

const char *const kPhaseNames[] = {"hierapolis", "bidding", "allocation", "entry", "arena", "over"};
const char *const kModeNames[] = {"pvp", "team", "coop", "semi-light", "semi-heavy"};

QJsonArray strings(const QStringList &list) { return QJsonArray::fromStringList(list); }

QStringList stringsFrom(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &e : v.toArray())
        out << e.toString();
    return out;
}

QJsonArray hexJson(Hex h) { return QJsonArray{h.q, h.r}; }
Hex hexFrom(const QJsonValue &v) { return Hex{v.toArray().at(0).toInt(), v.toArray().at(1).toInt()}; }

QJsonArray hexesJson(const std::vector<Hex> &hexes)
{
    QJsonArray out;
    for (Hex h : hexes)
        out.append(hexJson(h));
    return out;
}

std::vector<Hex> hexesFrom(const QJsonValue &v)
{
    std::vector<Hex> out;
    for (const QJsonValue &e : v.toArray())
        out.push_back(hexFrom(e));
    return out;
}

template <typename E, std::size_t N>
E enumFrom(const QString &name, const char *const (&names)[N], E fallback)
{
    for (std::size_t i = 0; i < N; ++i)
        if (name == QLatin1String(names[i]))
            return static_cast<E>(i);
    return fallback;
}

} // namespace

QString phaseName(Phase phase) { return QString::fromLatin1(kPhaseNames[static_cast<int>(phase)]); }
QString modeName(Mode mode) { return QString::fromLatin1(kModeNames[static_cast<int>(mode)]); }

PlayerState *Table::player(const QString &id)
{
    for (PlayerState &p : players)
        if (p.id == id)
            return &p;
    return nullptr;
}

const PlayerState *Table::player(const QString &id) const { return const_cast<Table *>(this)->player(id); }

HeroState *Table::hero(const QString &id)
{
    for (HeroState &h : heroes)
        if (h.id == id)
            return &h;
    return nullptr;
}

const HeroState *Table::hero(const QString &id) const { return const_cast<Table *>(this)->hero(id); }

MonsterState *Table::monster(const QString &id)
{
    for (MonsterState &m : monsters)
        if (m.id == id)
            return &m;
    return nullptr;
}

std::vector<const HeroState *> Table::heroesOf(const QString &playerId) const
{
    std::vector<const HeroState *> out;
    for (const HeroState &h : heroes)
        if (h.player == playerId)
            out.push_back(&h);
    return out;
}

QJsonObject toJson(const Table &t)
{
    QJsonArray players;
    for (const PlayerState &p : t.players) {
        QJsonArray rituals;
        for (const PreparedRitual &r : p.rituals)
            rituals.append(QJsonObject{{QStringLiteral("ritual"), r.ritual}, {QStringLiteral("turn"), r.turn}, {QStringLiteral("cast"), r.cast}});
        players.append(QJsonObject{{QStringLiteral("id"), p.id},
                                   {QStringLiteral("team"), p.team},
                                   {QStringLiteral("powers"), strings(p.powers)},
                                   {QStringLiteral("hand"), strings(p.hand)},
                                   {QStringLiteral("discard"), strings(p.discard)},
                                   {QStringLiteral("rituals"), rituals},
                                   {QStringLiteral("placed_gold"), p.placedGold},
                                   {QStringLiteral("stamina_tokens"), p.stamina}});
    }
    QJsonArray heroes;
    for (const HeroState &h : t.heroes) {
        QJsonArray mana;
        for (bool m : h.mana)
            mana.append(m);
        QJsonArray tokens;
        for (const Token &k : h.tokens)
            tokens.append(QJsonObject{{QStringLiteral("power"), k.power}, {QStringLiteral("effect"), k.effect}, {QStringLiteral("by"), k.by}});
        QJsonObject o{{QStringLiteral("id"), h.id},           {QStringLiteral("sheet"), h.sheet},
                      {QStringLiteral("player"), h.player},   {QStringLiteral("mana"), mana},
                      {QStringLiteral("items"), h.items},     {QStringLiteral("location"), h.location},
                      {QStringLiteral("tokens"), tokens},     {QStringLiteral("paralyzed_until"), h.paralyzedUntil},
                      {QStringLiteral("acted"), h.acted},     {QStringLiteral("swallowed"), h.swallowed},
                      {QStringLiteral("no_resurrection"), h.noResurrection}};
        if (h.at)
            o.insert(QStringLiteral("at"), hexJson(*h.at));
        heroes.append(o);
    }
    QJsonArray rituals;
    for (const ArenaRitual &r : t.arenaRituals)
        rituals.append(QJsonObject{{QStringLiteral("ritual"), r.ritual}, {QStringLiteral("owner"), r.owner},
                                   {QStringLiteral("blocked"), hexesJson(r.blocked)}, {QStringLiteral("hexes"), hexesJson(r.hexes)}});
    QJsonArray monsters;
    for (const MonsterState &m : t.monsters)
        monsters.append(QJsonObject{{QStringLiteral("id"), m.id}, {QStringLiteral("at"), hexJson(m.at)},
                                    {QStringLiteral("pile"), strings(m.pile)}, {QStringLiteral("token_hidden"), m.tokenHidden},
                                    {QStringLiteral("curses"), strings(m.curses)}, {QStringLiteral("acted"), m.acted},
                                    {QStringLiteral("rider_acted"), m.riderActed}});
    QJsonArray starts;
    for (Hex h : t.startHexes)
        starts.append(hexJson(h));
    QJsonObject o{{QStringLiteral("phase"), phaseName(t.phase)},
                  {QStringLiteral("mode"), modeName(t.mode)},
                  {QStringLiteral("fast"), t.fast},
                  {QStringLiteral("turn"), t.turn},
                  {QStringLiteral("seats"), strings(t.seats)},
                  {QStringLiteral("initiative"), t.initiative},
                  {QStringLiteral("initiative_next"), t.initiativeNext},
                  {QStringLiteral("players"), players},
                  {QStringLiteral("heroes"), heroes},
                  {QStringLiteral("tracks"), QJsonArray{t.tracks.at(0), t.tracks.at(1), t.tracks.at(2)}},
                  {QStringLiteral("quests_taken"), strings(t.questsTaken)},
                  {QStringLiteral("market"), strings(t.market)},
                  {QStringLiteral("pouch"), strings(t.pouch)},
                  {QStringLiteral("artifacts"), strings(t.artifacts)},
                  {QStringLiteral("ritual_deck"), strings(t.ritualDeck)},
                  {QStringLiteral("closed_locations"), strings(t.closedLocations)},
                  {QStringLiteral("allocation_order"), strings(t.allocationOrder)},
                  {QStringLiteral("ranking"), strings(t.ranking)},
                  {QStringLiteral("start_hexes"), starts},
                  {QStringLiteral("arena_rituals"), rituals},
                  {QStringLiteral("monsters"), monsters},
                  {QStringLiteral("actor"), t.actor}};
    if (t.pending)
        o.insert(QStringLiteral("pending"), QJsonObject{{QStringLiteral("kind"), t.pending->kind},
                                                        {QStringLiteral("player"), t.pending->player},
                                                        {QStringLiteral("item"), t.pending->item},
                                                        {QStringLiteral("source"), t.pending->source},
                                                        {QStringLiteral("outcome"), t.pending->outcome}});
    if (!t.sealedBids.isEmpty())
        o.insert(QStringLiteral("sealed_bids"), t.sealedBids);
    // Written only when they hold something, as sessions before them had none.
    if (!t.marketFromTable.isEmpty())
        o.insert(QStringLiteral("market_from_table"), strings(t.marketFromTable));
    if (t.fast)
        o.insert(QStringLiteral("fast_offer"), strings(t.fastOffer));
    if (!t.fastOfferFromTable.isEmpty())
        o.insert(QStringLiteral("fast_offer_from_table"), strings(t.fastOfferFromTable));
    if (!t.byHand.empty()) {
        QJsonArray texts;
        for (const ByHandText &text : t.byHand)
            texts.append(QJsonObject{{QStringLiteral("type"), text.type},
                                     {QStringLiteral("name"), text.name},
                                     {QStringLiteral("do"), text.instruction},
                                     {QStringLiteral("corrections"), strings(text.corrections)},
                                     {QStringLiteral("owner"), text.owner},
                                     {QStringLiteral("involved"), strings(text.involved)}});
        o.insert(QStringLiteral("by_hand"), texts);
    }
    if (t.result)
        o.insert(QStringLiteral("result"), QJsonObject{{QStringLiteral("outcome"), t.result->outcome},
                                                       {QStringLiteral("winners"), strings(t.result->winners)},
                                                       {QStringLiteral("reason"), t.result->reason},
                                                       {QStringLiteral("mvp"), strings(t.result->mvp)}});
    return o;
}

Result<Table> tableFrom(const QJsonObject &o)
{
    if (!o.contains(QStringLiteral("phase")))
        return RuleError{ErrorKind::Internal, QStringLiteral("theosis.no_table"), {},
                         phrase(QT_TRANSLATE_NOOP("Engine", "This session holds no Theosis table; it was not set up."))};
    Table t;
    t.phase = enumFrom(o.value(QStringLiteral("phase")).toString(), kPhaseNames, Phase::Hierapolis);
    t.mode = enumFrom(o.value(QStringLiteral("mode")).toString(), kModeNames, Mode::Pvp);
    t.fast = o.value(QStringLiteral("fast")).toBool();
    t.turn = o.value(QStringLiteral("turn")).toInt(1);
    t.seats = stringsFrom(o.value(QStringLiteral("seats")));
    t.initiative = o.value(QStringLiteral("initiative")).toString();
    t.initiativeNext = o.value(QStringLiteral("initiative_next")).toString();
    for (const QJsonValue &v : o.value(QStringLiteral("players")).toArray()) {
        const QJsonObject p = v.toObject();
        PlayerState s;
        s.id = p.value(QStringLiteral("id")).toString();
        s.team = p.value(QStringLiteral("team")).toString();
        s.powers = stringsFrom(p.value(QStringLiteral("powers")));
        s.hand = stringsFrom(p.value(QStringLiteral("hand")));
        s.discard = stringsFrom(p.value(QStringLiteral("discard")));
        for (const QJsonValue &r : p.value(QStringLiteral("rituals")).toArray())
            s.rituals.push_back({r.toObject().value(QStringLiteral("ritual")).toString(), r.toObject().value(QStringLiteral("turn")).toInt(),
                                 r.toObject().value(QStringLiteral("cast")).toBool()});
        s.placedGold = p.value(QStringLiteral("placed_gold")).toBool();
        s.stamina = p.value(QStringLiteral("stamina_tokens")).toInt();
        t.players.push_back(s);
    }
    for (const QJsonValue &v : o.value(QStringLiteral("heroes")).toArray()) {
        const QJsonObject h = v.toObject();
        HeroState s;
        s.id = h.value(QStringLiteral("id")).toString();
        s.sheet = h.value(QStringLiteral("sheet")).toString();
        s.player = h.value(QStringLiteral("player")).toString();
        s.mana.clear();
        for (const QJsonValue &m : h.value(QStringLiteral("mana")).toArray())
            s.mana << m.toBool();
        while (s.mana.size() < kSkillSlots)
            s.mana << false;
        s.items = h.value(QStringLiteral("items")).toObject();
        s.location = h.value(QStringLiteral("location")).toString();
        if (h.contains(QStringLiteral("at")))
            s.at = hexFrom(h.value(QStringLiteral("at")));
        for (const QJsonValue &k : h.value(QStringLiteral("tokens")).toArray())
            s.tokens.push_back({k.toObject().value(QStringLiteral("power")).toString(), k.toObject().value(QStringLiteral("effect")).toString(),
                                k.toObject().value(QStringLiteral("by")).toString()});
        s.paralyzedUntil = h.value(QStringLiteral("paralyzed_until")).toInt();
        s.acted = h.value(QStringLiteral("acted")).toBool();
        s.swallowed = h.value(QStringLiteral("swallowed")).toBool();
        s.noResurrection = h.value(QStringLiteral("no_resurrection")).toBool();
        t.heroes.push_back(s);
    }
    const QJsonArray tracks = o.value(QStringLiteral("tracks")).toArray();
    for (int i = 0; i < 3; ++i)
        t.tracks[i] = tracks.at(i).toInt();
    t.questsTaken = stringsFrom(o.value(QStringLiteral("quests_taken")));
    t.market = stringsFrom(o.value(QStringLiteral("market")));
    t.marketFromTable = stringsFrom(o.value(QStringLiteral("market_from_table")));
    t.pouch = stringsFrom(o.value(QStringLiteral("pouch")));
    t.fastOffer = stringsFrom(o.value(QStringLiteral("fast_offer")));
    t.fastOfferFromTable = stringsFrom(o.value(QStringLiteral("fast_offer_from_table")));
    for (const QJsonValue &v : o.value(QStringLiteral("by_hand")).toArray()) {
        const QJsonObject text = v.toObject();
        t.byHand.push_back({text.value(QStringLiteral("type")).toString(), text.value(QStringLiteral("name")).toString(),
                            text.value(QStringLiteral("do")).toString(), stringsFrom(text.value(QStringLiteral("corrections"))),
                            text.value(QStringLiteral("owner")).toString(), stringsFrom(text.value(QStringLiteral("involved")))});
    }
    t.artifacts = stringsFrom(o.value(QStringLiteral("artifacts")));
    t.ritualDeck = stringsFrom(o.value(QStringLiteral("ritual_deck")));
    t.closedLocations = stringsFrom(o.value(QStringLiteral("closed_locations")));
    t.allocationOrder = stringsFrom(o.value(QStringLiteral("allocation_order")));
    t.ranking = stringsFrom(o.value(QStringLiteral("ranking")));
    for (const QJsonValue &h : o.value(QStringLiteral("start_hexes")).toArray())
        t.startHexes << hexFrom(h);
    for (const QJsonValue &v : o.value(QStringLiteral("arena_rituals")).toArray()) {
        const QJsonObject r = v.toObject();
        t.arenaRituals.push_back({r.value(QStringLiteral("ritual")).toString(), r.value(QStringLiteral("owner")).toString(),
                                  hexesFrom(r.value(QStringLiteral("blocked"))), hexesFrom(r.value(QStringLiteral("hexes")))});
    }
    for (const QJsonValue &v : o.value(QStringLiteral("monsters")).toArray()) {
        const QJsonObject m = v.toObject();
        t.monsters.push_back({m.value(QStringLiteral("id")).toString(), hexFrom(m.value(QStringLiteral("at"))),
                              stringsFrom(m.value(QStringLiteral("pile"))), m.value(QStringLiteral("token_hidden")).toBool(),
                              stringsFrom(m.value(QStringLiteral("curses"))), m.value(QStringLiteral("acted")).toBool(),
                              m.value(QStringLiteral("rider_acted")).toBool()});
    }
    t.actor = o.value(QStringLiteral("actor")).toString();
    t.sealedBids = o.value(QStringLiteral("sealed_bids")).toObject();
    if (o.contains(QStringLiteral("pending"))) {
        const QJsonObject p = o.value(QStringLiteral("pending")).toObject();
        t.pending = Pending{p.value(QStringLiteral("kind")).toString(), p.value(QStringLiteral("player")).toString(),
                            p.value(QStringLiteral("item")).toString(), p.value(QStringLiteral("source")).toString(),
                            p.value(QStringLiteral("outcome")).toString()};
    }
    if (o.contains(QStringLiteral("result"))) {
        const QJsonObject r = o.value(QStringLiteral("result")).toObject();
        t.result = Result_{r.value(QStringLiteral("outcome")).toString(), stringsFrom(r.value(QStringLiteral("winners"))),
                           r.value(QStringLiteral("reason")).toString(), stringsFrom(r.value(QStringLiteral("mvp")))};
    }
    return t;
}

void Play::note(const QString &type, QJsonObject data, Phrase text)
{
    events.push_back(Event{type, std::move(data), std::move(text)});
}

Transition Play::finish()
{
    state.data = toJson(table);
    return Transition{std::move(state), std::move(events)};
}

QString Play::place(Hex h, const QString &except) const
{
    std::vector<Landmark> landmarks;
    for (const HeroState &hero : table.heroes)
        if (hero.at && hero.id != except)
            landmarks.push_back({name(hero.id), *hero.at});
    for (const MonsterState &monster : table.monsters)
        if (monster.id != except) {
            const MonsterSheet *sheet = content.monster(monster.id);
            landmarks.push_back({sheet ? sheet->name : name(monster.id), monster.at});
        }
    landmarks.push_back({QString::fromLatin1(QT_TRANSLATE_NOOP("EngineTerm", "the centre of the Arena")), content.arena.centre, true});
    return toPhraseArg(placeOf(h, landmarks));
}

QString Play::name(const QString &id) const
{
    if (const Entity *e = state.entity(id))
        return e->name;
    return id;
}

const HeroSheet &Play::sheet(const HeroState &hero) const
{
    static const HeroSheet unknown;
    const HeroSheet *s = content.hero(hero.sheet);
    return s ? *s : unknown;
}

int Play::health(const QString &hero) const
{
    const Entity *e = state.entity(hero);
    return e ? e->counter(kHealth).value_or(0) : 0;
}

void Play::setHealth(const QString &hero, int value)
{
    if (Entity *e = state.entity(hero))
        e->setCounter(kHealth, value);
}

int Play::gold(const QString &entity) const
{
    const Entity *e = state.entity(entity);
    return e ? e->counter(kGold).value_or(0) : 0;
}

void Play::setGold(const QString &entity, int value)
{
    if (Entity *e = state.entity(entity))
        e->setCounter(kGold, value);
}

QString Play::teamOf(const QString &playerId) const
{
    const bool monstersStanding = std::any_of(table.monsters.begin(), table.monsters.end(),
                                              [](const MonsterState &m) { return !m.pile.isEmpty(); });
    if (table.mode == Mode::Coop || table.mode == Mode::SemiLight || (table.mode == Mode::SemiHeavy && monstersStanding))
        return QStringLiteral("heroes");
    const PlayerState *p = table.player(playerId);
    return p ? p->team : playerId;
}

bool Play::allied(const QString &a, const QString &b) const { return teamOf(a) == teamOf(b); }

int Play::rankOf(const QString &hero) const
{
    const auto at = table.ranking.indexOf(hero);
    return at < 0 ? static_cast<int>(table.ranking.size() + 1) : static_cast<int>(at + 1);
}

Result<int> Play::rollDie(const QJsonObject &action, const QString &key, int sides, const QString &purpose)
{
    const DiceExpression die = parseDice(QStringLiteral("1d") + QString::number(sides)).value();
    std::optional<std::vector<int>> faces;
    if (action.contains(key)) {
        ARBITER_TRY(face, json::requiredInt(action, key, {}, 1, sides));
        faces = std::vector<int>{face.value()};
    }
    ARBITER_TRY(entry, rollInSession(state, die, faces, purpose));
    return entry->total;
}

Result<Play> startPlay(const SessionState &state)
{
    ARBITER_TRY(content, sharedContentOf(state.setup));
    // The options query, the contract's checks and the screens' trials try
    // many actions on one state: remember the table last unpacked. Copies of
    // a state share their data, so the comparison is usually a pointer check.
    thread_local QJsonObject lastData;
    thread_local std::optional<Table> lastTable;
    if (!lastTable || !(state.data == lastData)) {
        ARBITER_TRY(table, tableFrom(state.data));
        lastTable = std::move(table).value();
        lastData = state.data;
    }
    const std::shared_ptr<const Content> shared = content.value();
    return Play{shared, *shared, state, *lastTable, {}};
}

Result<QString> playerField(const Play &play, const QJsonObject &action, const QString &key)
{
    ARBITER_TRY(id, json::requiredString(action, key, {}));
    if (!play.table.player(id.value()))
        return RuleError::notFound(QStringLiteral("theosis.unknown_player"),
                                   phrase(QT_TRANSLATE_NOOP("Engine", "%1: no player \"%2\" plays in this game."), key, id.value()));
    return id;
}

Result<QString> heroField(const Play &play, const QJsonObject &action, const QString &key)
{
    ARBITER_TRY(id, json::requiredString(action, key, {}));
    if (!play.table.hero(id.value()))
        return RuleError::notFound(QStringLiteral("theosis.unknown_hero"),
                                   phrase(QT_TRANSLATE_NOOP("Engine", "%1: no hero \"%2\" plays in this game."), key, id.value()));
    return id;
}

Result<QString> ownHeroField(const Play &play, const QJsonObject &action, const QString &key, const QString &player)
{
    ARBITER_TRY(id, heroField(play, action, key));
    if (play.table.hero(id.value())->player != player)
        return RuleError::invalid(QStringLiteral("theosis.not_your_hero"), rule("hero-selection"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 does not belong to %2."), play.name(id.value()), play.name(player)));
    return id;
}

Result<QString> alliedHeroField(const Play &play, const QJsonObject &action, const QString &key, const QString &player)
{
    ARBITER_TRY(id, heroField(play, action, key));
    if (!play.allied(play.table.hero(id.value())->player, player))
        return RuleError::invalid(QStringLiteral("theosis.not_ally"), rule("mana-surge"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not on the team of %2."), play.name(id.value()), play.name(player)));
    return id;
}

Status onlyFields(const QJsonObject &action, std::initializer_list<const char *> fields)
{
    for (auto it = action.begin(); it != action.end(); ++it) {
        const bool known = std::any_of(fields.begin(), fields.end(), [&](const char *f) { return it.key() == QLatin1String(f); });
        if (!known)
            return RuleError::badRequest(QStringLiteral("theosis.field_not_used"),
                                         phrase(QT_TRANSLATE_NOOP("Engine", "%1: this action takes no such field here."), it.key()));
    }
    return Done{};
}

bool removeOne(QStringList &list, const QString &value)
{
    const qsizetype at = list.indexOf(value);
    if (at < 0)
        return false;
    list.removeAt(at);
    return true;
}

} // namespace arbiter::theosis
