#include "TheosisHierapolisController.h"

#include "content/ContentText.h"
#include "ActiveSessionFollower.h"

#include "core/typed_action.h"
#include "games/theosis/theosis_action_types.h"
#include "games/theosis/theosis_alignment.h"
#include "games/theosis/theosis_hierapolis.h"
#include "games/theosis/theosis_table.h"
#include "text/PhraseText.h"

#include <QJsonArray>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

using theosis::Content;
using theosis::Play;

// "Curunir the Elemental Witch" reads "Curunir" on a chip.
QString shortNameOf(const QString &name)
{
    const qsizetype cut = name.indexOf(u" the "_s);
    return cut > 0 ? name.left(cut) : name;
}

QVariantMap itemMap(const Content &content, const QString &id)
{
    const theosis::Item *item = content.item(id);
    if (!item)
        return {{u"id"_s, id}, {u"name"_s, id}};
    return {{u"id"_s, id},
            {u"name"_s, content_text::localized(item->name)},
            {u"kind"_s, item->weapon ? u"weapon"_s : u"armor"_s},
            {u"type"_s, item->type},
            {u"damage"_s, item->damage},
            {u"twoHanded"_s, item->twoHanded},
            {u"artifact"_s, item->artifact},
            {u"attack"_s, item->attack},
            {u"defense"_s, item->defense}};
}

QVariantList itemMaps(const Content &content, const QStringList &ids)
{
    QVariantList out;
    for (const QString &id : ids)
        out << itemMap(content, id);
    return out;
}

QVariantMap powerMap(const Content &content, const QString &id)
{
    const theosis::PowerCard *power = content.power(id);
    if (!power)
        return {{u"id"_s, id}, {u"name"_s, id}};
    return {{u"id"_s, id},
            {u"name"_s, content_text::localized(power->name)},
            {u"alignment"_s, power->alignment},
            {u"attack"_s, power->attack},
            {u"defense"_s, power->defense},
            {u"type"_s, power->type}};
}

} // namespace

TheosisHierapolisController::TheosisHierapolisController(QObject *parent) : QObject(parent) {}

void TheosisHierapolisController::setSession(ActiveSession *session)
{
    if (!followActiveSession(m_session, session, this, [this] { refresh(); }, [this] { refresh(); }))
        return;
    refresh();
    Q_EMIT sessionChanged();
}

int TheosisHierapolisController::lastTurn() const { return theosis::kHierapolisTurns; }

QString TheosisHierapolisController::nameOf(const QString &id) const { return m_names.value(id, id).toString(); }

QVariantMap TheosisHierapolisController::hero(const QString &heroId) const
{
    for (const QVariant &h : m_heroes)
        if (h.toMap().value(u"id"_s).toString() == heroId)
            return h.toMap();
    return {};
}

QVariantList TheosisHierapolisController::heroesOf(const QString &playerId) const
{
    QVariantList out;
    for (const QVariant &h : m_heroes)
        if (h.toMap().value(u"player"_s).toString() == playerId)
            out << h;
    return out;
}

QVariantList TheosisHierapolisController::enemyHeroesOf(const QString &playerId) const
{
    const QStringList allies = m_alliesOf.value(playerId);
    QVariantList out;
    for (const QVariant &h : m_heroes) {
        const QVariantMap hero = h.toMap();
        if (!allies.contains(hero.value(u"player"_s).toString()) && hero.value(u"alive"_s).toBool())
            out << hero;
    }
    return out;
}

QVariantList TheosisHierapolisController::placeableHeroes() const
{
    QVariantList out;
    if (m_phase != u"hierapolis"_s || !m_pending.isEmpty())
        return out;
    for (const QVariant &h : m_heroes) {
        const QVariantMap hero = h.toMap();
        if (hero.value(u"player"_s).toString() == m_placer && !hero.value(u"placed"_s).toBool() && hero.value(u"alive"_s).toBool())
            out << hero;
    }
    return out;
}

void TheosisHierapolisController::selectHero(const QString &heroId)
{
    if (m_selectedHero == heroId)
        return;
    m_selectedHero = heroId;
    Q_EMIT selectionChanged();
}

void TheosisHierapolisController::refresh()
{
    const SessionState *state = m_session ? m_session->state() : nullptr;
    m_active = false;
    m_names.clear();
    m_players.clear();
    m_heroes.clear();
    m_locations.clear();
    m_tracks.clear();
    m_market.clear();
    m_pouch.clear();
    m_ritualDeck.clear();
    m_freeTurnTokens.clear();
    m_pending.clear();
    m_artifact.clear();
    m_allocationOrder.clear();
    m_ranking.clear();
    m_alliesOf.clear();
    m_phase.clear();
    m_mode.clear();
    m_initiative.clear();
    m_initiativeNext.clear();
    m_placer.clear();
    m_allocator.clear();
    m_fast = m_againstMonsters = m_canSetRanking = m_placerNeedsGoldSpace = false;
    m_turn = 0;
    ++m_revision;

    if (!state || state->game != u"theosis"_s) {
        Q_EMIT changed();
        return;
    }
    auto started = theosis::startPlay(*state);
    if (!started) {
        Q_EMIT changed();
        return;
    }
    const Play &play = started.value();
    const theosis::Table &table = play.table;
    const Content &content = play.content;
    m_active = true;
    m_phase = theosis::phaseName(table.phase);
    m_mode = theosis::modeName(table.mode);
    m_fast = table.fast;
    m_againstMonsters = !table.monsters.empty();
    m_turn = table.turn;
    m_initiative = table.initiative;
    m_initiativeNext = table.initiativeNext;
    m_placer = table.phase == theosis::Phase::Hierapolis ? theosis::nextToPlace(play) : QString();
    m_allocator = table.phase == theosis::Phase::Allocation ? table.allocationOrder.value(0) : QString();

    for (const QJsonValue &p : state->players) {
        const QJsonObject player = p.toObject();
        m_names.insert(player.value(u"id"_s).toString(), player.value(u"name"_s).toString());
    }
    for (const theosis::HeroState &h : table.heroes)
        m_names.insert(h.id, content_text::localized(play.name(h.id)));
    // Sides as the engine sees them (teams, co-op, monsters still standing).
    for (const theosis::PlayerState &a : table.players)
        for (const theosis::PlayerState &b : table.players)
            if (play.allied(a.id, b.id))
                m_alliesOf[a.id] << b.id;

    for (const QString &seat : table.seats) {
        const theosis::PlayerState *p = table.player(seat);
        if (!p)
            continue;
        QVariantList hand;
        for (const QString &power : p->hand)
            hand << powerMap(content, power);
        QVariantList rituals;
        for (const theosis::PreparedRitual &r : p->rituals) {
            const theosis::Ritual *ritual = content.ritual(r.ritual);
            rituals << QVariantMap{{u"id"_s, r.ritual}, {u"name"_s, ritual ? content_text::localized(ritual->name) : r.ritual}, {u"turn"_s, r.turn}};
        }
        m_players << QVariantMap{{u"id"_s, seat},
                                 {u"name"_s, nameOf(seat)},
                                 {u"gold"_s, play.gold(seat)},
                                 {u"team"_s, p->team},
                                 {u"hand"_s, hand},
                                 {u"discardCount"_s, p->discard.size()},
                                 {u"rituals"_s, rituals},
                                 {u"initiative"_s, seat == table.initiative},
                                 {u"placing"_s, seat == m_placer},
                                 {u"allocating"_s, seat == m_allocator}};
    }

    for (const theosis::HeroState &h : table.heroes) {
        const theosis::HeroSheet &sheet = play.sheet(h);
        QVariantList mana;
        for (int i = 0; i < theosis::kSkillSlots && i < static_cast<int>(sheet.skills.size()); ++i) {
            const theosis::Skill &skill = sheet.skills[static_cast<std::size_t>(i)];
            mana << QVariantMap{{u"index"_s, i}, {u"id"_s, skill.id}, {u"name"_s, content_text::localized(skill.name)}, {u"filled"_s, h.mana.value(i)}};
        }
        QVariantList slots;
        for (const theosis::ItemSlot &slot : sheet.slots) {
            const QString item = h.items.value(slot.id).toString();
            slots << QVariantMap{{u"id"_s, slot.id},
                                 {u"accepts"_s, slot.accepts},
                                 {u"hand"_s, slot.hand},
                                 {u"item"_s, item},
                                 {u"itemName"_s, item.isEmpty() ? QString() : itemMap(content, item).value(u"name"_s)}};
        }
        const int steps = theosis::stepsTowards(table, content, sheet.alignment);
        m_heroes << QVariantMap{{u"id"_s, h.id},
                                {u"sheet"_s, h.sheet},
                                {u"name"_s, content_text::localized(sheet.name)},
                                {u"shortName"_s, shortNameOf(sheet.name)},
                                {u"player"_s, h.player},
                                {u"playerName"_s, nameOf(h.player)},
                                {u"alignment"_s, sheet.alignment},
                                {u"health"_s, play.health(h.id)},
                                {u"gold"_s, play.gold(h.id)},
                                {u"bonus"_s, steps * content.trackBonus},
                                {u"location"_s, h.location},
                                {u"placed"_s, !h.location.isEmpty()},
                                {u"alive"_s, play.alive(h.id)},
                                {u"speed"_s, sheet.speed},
                                {u"ranged"_s, sheet.ranged},
                                {u"mana"_s, mana},
                                {u"slots"_s, slots}};
    }
    if (!m_placer.isEmpty()) {
        m_placerNeedsGoldSpace = true;
        for (const theosis::HeroState &h : table.heroes)
            if (h.player == m_placer && h.location.endsWith(u":gold"_s))
                m_placerNeedsGoldSpace = false;
    }

    auto heroesAt = [&](const QString &location) {
        QVariantList here;
        for (const theosis::HeroState &h : table.heroes) {
            const bool gold = h.location.endsWith(u":gold"_s);
            const QString place = gold ? h.location.chopped(5) : h.location;
            if (place == location)
                here << QVariantMap{{u"id"_s, h.id}, {u"shortName"_s, shortNameOf(play.sheet(h).name)}, {u"player"_s, h.player},
                                    {u"playerName"_s, nameOf(h.player)}, {u"gold"_s, gold}};
        }
        return here;
    };
    for (const QString &alignment : content.alignments) {
        const QString id = u"quest:"_s + alignment;
        const theosis::PowerCard *power = table.turn <= theosis::kHierapolisTurns ? content.questPower(alignment, table.turn) : nullptr;
        m_locations << QVariantMap{{u"id"_s, id},
                                   {u"location"_s, u"quest"_s},
                                   {u"alignment"_s, alignment},
                                   {u"goldTaken"_s, table.questsTaken.contains(alignment)},
                                   {u"closed"_s, table.closedLocations.contains(id)},
                                   {u"heroes"_s, heroesAt(id)},
                                   {u"power"_s, power ? powerMap(content, power->id) : QVariantMap()}};
    }
    for (const QString &location : {u"tavern"_s, u"mage-tower"_s, u"thieves-guild"_s, u"cathedral"_s, u"mercenary-camp"_s, u"market"_s})
        m_locations << QVariantMap{{u"id"_s, location},
                                   {u"location"_s, location},
                                   {u"alignment"_s, QString()},
                                   {u"goldTaken"_s, false},
                                   {u"closed"_s, table.closedLocations.contains(location)},
                                   {u"heroes"_s, heroesAt(location)},
                                   {u"power"_s, QVariantMap()}};

    for (std::size_t i = 0; i < content.tracks.size() && i < 3; ++i)
        m_tracks << QVariantMap{{u"index"_s, static_cast<int>(i)},
                                {u"first"_s, content.tracks[i].first},
                                {u"second"_s, content.tracks[i].second},
                                {u"value"_s, table.tracks.value(static_cast<int>(i))},
                                {u"limit"_s, content.trackLimit},
                                {u"bonus"_s, content.trackBonus}};

    m_market = itemMaps(content, table.market);
    m_pouch = itemMaps(content, table.pouch);
    for (const QString &id : table.ritualDeck) {
        const theosis::Ritual *ritual = content.ritual(id);
        m_ritualDeck << QVariantMap{{u"id"_s, id}, {u"name"_s, ritual ? content_text::localized(ritual->name) : id}};
    }
    QList<int> usedTokens;
    for (const theosis::PlayerState &p : table.players)
        for (const theosis::PreparedRitual &r : p.rituals)
            usedTokens << r.turn;
    for (int t = 1; t <= theosis::kArenaTurns; ++t)
        if (!usedTokens.contains(t))
            m_freeTurnTokens << t;

    if (table.pending)
        m_pending = {{u"kind"_s, table.pending->kind},
                     {u"player"_s, table.pending->player},
                     {u"playerName"_s, nameOf(table.pending->player)},
                     {u"item"_s, table.pending->item.isEmpty() ? QVariantMap() : itemMap(content, table.pending->item)},
                     {u"source"_s, table.pending->source},
                     {u"outcome"_s, table.pending->outcome}};
    if (table.phase == theosis::Phase::Bidding && !table.pending)
        m_artifact = itemMap(content, table.artifacts.value(table.turn - 1));
    for (const QString &p : table.allocationOrder)
        m_allocationOrder << QVariantMap{{u"id"_s, p}, {u"name"_s, nameOf(p)}};

    int rank = 0;
    for (const QString &id : table.ranking) {
        const theosis::HeroState *h = table.hero(id);
        m_ranking << QVariantMap{{u"id"_s, id},
                                 {u"name"_s, nameOf(id)},
                                 {u"shortName"_s, h ? shortNameOf(play.sheet(*h).name) : id},
                                 {u"player"_s, h ? h->player : QString()},
                                 {u"playerName"_s, h ? nameOf(h->player) : QString()},
                                 {u"gold"_s, play.gold(id)},
                                 {u"rank"_s, ++rank}};
    }
    // Whether the players may still order their heroes: the rules are asked with the order as it stands.
    const GameDefinition *theosisRules = findGame(u"theosis"_s);
    m_canSetRanking = theosisRules && table.phase == theosis::Phase::Entry
                      && apply(*theosisRules, *state,
                               typed::encode(theosis::RankingSet{QJsonArray::fromStringList(table.ranking)}))
                             .ok();

    if (!m_selectedHero.isEmpty()) {
        bool stillPlaceable = false;
        for (const QVariant &h : placeableHeroes())
            stillPlaceable = stillPlaceable || h.toMap().value(u"id"_s).toString() == m_selectedHero;
        if (!stillPlaceable) {
            m_selectedHero.clear();
            Q_EMIT selectionChanged();
        }
    }
    Q_EMIT changed();
}

QVariantMap TheosisHierapolisController::verdict(const QVariantMap &action) const
{
    const SessionState *state = m_session ? m_session->state() : nullptr;
    const GameDefinition *game = findGame(u"theosis"_s);
    if (!state || !game)
        return {{u"ok"_s, false}};
    const Result<Transition> tried = apply(*game, *state, QJsonObject::fromVariantMap(action));
    if (tried)
        return {{u"ok"_s, true}};
    return {{u"ok"_s, false},
            {u"message"_s, translated(tried.error().message)},
            {u"rule"_s, tried.error().rule},
            {u"code"_s, tried.error().code}};
}

QVariantMap TheosisHierapolisController::placement(const QVariantMap &fields) const
{
    // The dialogs hand over the fields their location asks for; they become an
    // action through the typed Place, which keeps only Place's own fields.
    QJsonObject action = QJsonObject::fromVariantMap(fields);
    action.insert(u"type"_s, QLatin1String(theosis::Place::kType));
    if (!action.contains(u"hero"_s))
        action.insert(u"hero"_s, m_selectedHero);
    return typed::rewrite<theosis::Place>(action).toVariantMap();
}

bool TheosisHierapolisController::submit(const QJsonObject &action)
{
    return m_session && m_session->applyAction(action);
}

bool TheosisHierapolisController::place(const QVariantMap &fields)
{
    return submit(QJsonObject::fromVariantMap(placement(fields)));
}

bool TheosisHierapolisController::takeOffer(const QString &heroId, const QString &slot)
{
    return submit(typed::encode(theosis::OfferTake{heroId, slot}));
}

bool TheosisHierapolisController::declineOffer() { return submit(typed::encode(theosis::OfferDecline{})); }

bool TheosisHierapolisController::resolveThieves(const QVariantMap &fields)
{
    QJsonObject action = QJsonObject::fromVariantMap(fields);
    action.insert(u"type"_s, QLatin1String(theosis::ThievesResolve::kType));
    return submit(typed::rewrite<theosis::ThievesResolve>(action));
}

bool TheosisHierapolisController::bid(const QVariantMap &bids)
{
    QJsonObject amounts;
    for (auto it = bids.begin(); it != bids.end(); ++it)
        amounts.insert(it.key(), it.value().toInt());
    return submit(typed::encode(theosis::Bid{.bids = amounts}));
}

bool TheosisHierapolisController::allocate(const QString &playerId, const QVariantMap &gold)
{
    QJsonObject amounts;
    for (auto it = gold.begin(); it != gold.end(); ++it)
        if (it.value().toInt() > 0)
            amounts.insert(it.key(), it.value().toInt());
    return submit(typed::encode(theosis::GoldAllocate{playerId, amounts}));
}

bool TheosisHierapolisController::equipFromOffer(const QString &heroId, const QString &item, const QString &slot)
{
    return submit(typed::encode(theosis::ItemEquip{heroId, item, slot}));
}

bool TheosisHierapolisController::setRanking(const QStringList &order)
{
    return submit(typed::encode(theosis::RankingSet{QJsonArray::fromStringList(order)}));
}

} // namespace arbiter
