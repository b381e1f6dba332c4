#include "TheosisHierapolisController.h"

#include "content/ContentText.h"
#include "ActiveSessionFollower.h"
#include "LanguageChangeWatcher.h"
#include "ui/typed/ChangeNotify.h"

#include "core/typed_action.h"
#include "games/theosis/theosis_action_types.h"
#include "games/theosis/theosis_alignment.h"
#include "games/theosis/theosis_drawn.h"
#include "games/theosis/theosis_hierapolis.h"
#include "games/theosis/theosis_table.h"
#include "text/PhraseText.h"

#include <QJsonArray>

#include <algorithm>
#include <optional>

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

TheosisItem itemOf(const Content &content, const QString &id)
{
    const theosis::Item *item = content.item(id);
    if (!item)
        return {.id = id, .name = id};
    return {.id = id,
            .name = content_text::localized(item->name),
            .kind = item->weapon ? u"weapon"_s : u"armor"_s,
            .type = item->type,
            .damage = item->damage,
            .twoHanded = item->twoHanded,
            .artifact = item->artifact,
            .attack = item->attack,
            .defense = item->defense};
}

QList<TheosisItem> itemsOf(const Content &content, const QStringList &ids)
{
    QList<TheosisItem> out;
    for (const QString &id : ids)
        out << itemOf(content, id);
    return out;
}

// A draw of the app's with the tokens the real table entered marked (each
// id counted as often as the table entered it).
QList<TheosisItem> drawnItems(const Content &content, const QStringList &ids, QStringList fromTable)
{
    QList<TheosisItem> out;
    for (const QString &id : ids) {
        TheosisItem item = itemOf(content, id);
        item.fromTable = fromTable.removeOne(id);
        out << item;
    }
    return out;
}

// A draw picker's chips: every token the draw could have turned up (those
// the app drew and those in the pouch, of the kinds it takes), in one order
// that taps do not shuffle, the ones the table entered marked and those the
// engine would take now (`candidates`) enabled. None while the draw is not due.
QList<TheosisItem> drawChoices(const Content &content, const QStringList &shown, const QStringList &pouch, const QStringList &fromTable,
                               const QStringList &candidates, bool artifactsToo)
{
    QList<TheosisItem> out;
    if (candidates.isEmpty())
        return out;
    QStringList seen;
    for (const QString &id : shown + pouch) {
        const theosis::Item *item = content.item(id);
        if (seen.contains(id) || !item || (item->artifact && !artifactsToo))
            continue;
        seen << id;
        TheosisItem row = itemOf(content, id);
        row.fromTable = fromTable.contains(id);
        row.drawable = candidates.contains(id);
        out << row;
    }
    std::stable_sort(out.begin(), out.end(), [](const TheosisItem &a, const TheosisItem &b) {
        return a.artifact != b.artifact ? a.artifact : a.name.localeAwareCompare(b.name) < 0;
    });
    return out;
}

TheosisPower powerOf(const Content &content, const QString &id)
{
    const theosis::PowerCard *power = content.power(id);
    if (!power)
        return {.id = id, .name = id};
    return {.id = id,
            .name = content_text::localized(power->name),
            .alignment = power->alignment,
            .attack = power->attack,
            .defense = power->defense,
            .type = power->type};
}

QString ritualName(const Content &content, const QString &id)
{
    const theosis::Ritual *ritual = content.ritual(id);
    return ritual ? content_text::localized(ritual->name) : id;
}

} // namespace

TheosisHierapolisController::TheosisHierapolisController(QObject *parent)
    : QObject(parent),
      m_players(GadgetListModel::of<TheosisPlayerRow>(this)),
      m_heroes(GadgetListModel::of<TheosisHeroRow>(this)),
      m_locations(GadgetListModel::of<TheosisLocationRow>(this)),
      m_tracks(GadgetListModel::of<TheosisTrackRow>(this)),
      m_market(GadgetListModel::of<TheosisItem>(this)),
      m_pouch(GadgetListModel::of<TheosisItem>(this)),
      m_offer(GadgetListModel::of<TheosisItem>(this)),
      m_marketDraw(GadgetListModel::of<TheosisItem>(this)),
      m_offerDraw(GadgetListModel::of<TheosisItem>(this)),
      m_ritualDeck(GadgetListModel::of<TheosisRitual>(this)),
      m_allocationOrder(GadgetListModel::of<TheosisAllocator>(this)),
      m_ranking(GadgetListModel::of<TheosisRankRow>(this))
{
    // The rows hold the content's names in the app's language.
    connect(new LanguageChangeWatcher(this), &LanguageChangeWatcher::languageChanged, this, [this] { refresh(); });
}

void TheosisHierapolisController::setSession(ActiveSession *session)
{
    if (!followActiveSession(m_session, session, this, [this] { refresh(); }, [this] { refresh(); }))
        return;
    refresh();
    Q_EMIT sessionChanged();
}

int TheosisHierapolisController::lastTurn() const { return theosis::kHierapolisTurns; }

QString TheosisHierapolisController::nameOf(const QString &id) const { return m_names.value(id, id); }

TheosisHeroRow TheosisHierapolisController::hero(const QString &heroId) const
{
    for (const TheosisHeroRow &h : m_heroes->rows<TheosisHeroRow>())
        if (h.id == heroId)
            return h;
    return {};
}

QList<TheosisHeroRow> TheosisHierapolisController::heroesOf(const QString &playerId) const
{
    QList<TheosisHeroRow> out;
    for (const TheosisHeroRow &h : m_heroes->rows<TheosisHeroRow>())
        if (h.player == playerId)
            out << h;
    return out;
}

QList<TheosisHeroRow> TheosisHierapolisController::enemyHeroesOf(const QString &playerId) const
{
    const QStringList allies = m_alliesOf.value(playerId);
    QList<TheosisHeroRow> out;
    for (const TheosisHeroRow &h : m_heroes->rows<TheosisHeroRow>())
        if (!allies.contains(h.player) && h.alive)
            out << h;
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
    std::optional<Result<Play>> started;
    if (state && state->game == u"theosis"_s)
        started.emplace(theosis::startPlay(*state));

    // What the table shows now, built whole and then compared with what it
    // showed, so each property and row speaks only when it changed.
    QString phase, mode, initiativeNext, placer, allocator;
    bool fast = false, againstMonsters = false, placerNeedsGoldSpace = false, canSetRanking = false;
    int turn = 0;
    QString initiative;
    QList<TheosisPlayerRow> players;
    QList<TheosisHeroRow> heroes;
    QList<TheosisLocationRow> locations;
    QList<TheosisTrackRow> tracks;
    QList<TheosisItem> market, pouch, offer, marketDraw, offerDraw;
    QString packCheck;
    QList<TheosisRitual> ritualDeck;
    QList<int> freeTurnTokens;
    TheosisPending pending;
    TheosisItem artifact;
    QList<TheosisItem> faceDown;
    QList<TheosisAllocator> allocationOrder;
    QList<TheosisRankRow> ranking;
    QStringList placeable;
    m_names.clear();
    m_alliesOf.clear();

    const bool active = started && *started;
    if (active) {
        const Play &play = started->value();
        const theosis::Table &table = play.table;
        const Content &content = play.content;
        phase = theosis::phaseName(table.phase);
        mode = theosis::modeName(table.mode);
        fast = table.fast;
        againstMonsters = !table.monsters.empty();
        turn = table.turn;
        initiative = table.initiative;
        initiativeNext = table.initiativeNext;
        placer = table.phase == theosis::Phase::Hierapolis ? theosis::nextToPlace(play) : QString();
        allocator = table.phase == theosis::Phase::Allocation ? table.allocationOrder.value(0) : QString();

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
            TheosisPlayerRow row{.id = seat,
                                 .name = nameOf(seat),
                                 .gold = play.gold(seat),
                                 .team = p->team,
                                 .discardCount = static_cast<int>(p->discard.size()),
                                 .initiative = seat == table.initiative,
                                 .placing = seat == placer,
                                 .allocating = seat == allocator};
            for (const QString &power : p->hand)
                row.hand << powerOf(content, power);
            for (const theosis::PreparedRitual &r : p->rituals)
                row.rituals << TheosisRitual{r.ritual, ritualName(content, r.ritual), r.turn};
            players << row;
        }

        const bool placing = table.phase == theosis::Phase::Hierapolis && !table.pending;
        for (const theosis::HeroState &h : table.heroes) {
            const theosis::HeroSheet &sheet = play.sheet(h);
            const int steps = theosis::stepsTowards(table, content, sheet.alignment);
            TheosisHeroRow row{.id = h.id,
                               .sheet = h.sheet,
                               .name = content_text::localized(sheet.name),
                               .shortName = shortNameOf(sheet.name),
                               .player = h.player,
                               .playerName = nameOf(h.player),
                               .alignment = sheet.alignment,
                               .health = play.health(h.id),
                               .gold = play.gold(h.id),
                               .bonus = steps * content.trackBonus,
                               .location = h.location,
                               .placed = !h.location.isEmpty(),
                               .alive = play.alive(h.id),
                               .speed = sheet.speed,
                               .ranged = sheet.ranged};
            row.placeable = placing && row.player == placer && !row.placed && row.alive;
            if (row.placeable)
                placeable << row.id;
            for (int i = 0; i < theosis::kSkillSlots && i < static_cast<int>(sheet.skills.size()); ++i) {
                const theosis::Skill &skill = sheet.skills[static_cast<std::size_t>(i)];
                row.mana << TheosisManaGem{i, skill.id, content_text::localized(skill.name), h.mana.value(i)};
            }
            for (const theosis::ItemSlot &slot : sheet.slots) {
                const QString item = h.items.value(slot.id).toString();
                row.slots << TheosisItemSlot{slot.id, slot.accepts, slot.hand, item,
                                             item.isEmpty() ? QString() : itemOf(content, item).name};
            }
            heroes << row;
        }
        if (!placer.isEmpty()) {
            placerNeedsGoldSpace = true;
            for (const theosis::HeroState &h : table.heroes)
                if (h.player == placer && h.location.endsWith(u":gold"_s))
                    placerNeedsGoldSpace = false;
        }

        auto heroesAt = [&](const QString &location) {
            QList<TheosisVisitor> here;
            for (const theosis::HeroState &h : table.heroes) {
                const bool gold = h.location.endsWith(u":gold"_s);
                const QString place = gold ? h.location.chopped(5) : h.location;
                if (place == location)
                    here << TheosisVisitor{h.id, shortNameOf(play.sheet(h).name), h.player, nameOf(h.player), gold};
            }
            return here;
        };
        for (const QString &alignment : content.alignments) {
            const QString id = u"quest:"_s + alignment;
            const theosis::PowerCard *power = table.turn <= theosis::kHierapolisTurns ? content.questPower(alignment, table.turn) : nullptr;
            locations << TheosisLocationRow{id,
                                            u"quest"_s,
                                            alignment,
                                            table.questsTaken.contains(alignment),
                                            table.closedLocations.contains(id),
                                            heroesAt(id),
                                            power ? powerOf(content, power->id) : TheosisPower{}};
        }
        for (const QString &location : {u"tavern"_s, u"mage-tower"_s, u"thieves-guild"_s, u"cathedral"_s, u"mercenary-camp"_s, u"market"_s})
            locations << TheosisLocationRow{location, location, QString(), false, table.closedLocations.contains(location),
                                            heroesAt(location), TheosisPower{}};

        for (std::size_t i = 0; i < content.tracks.size() && i < 3; ++i)
            tracks << TheosisTrackRow{static_cast<int>(i), content.tracks[i].first, content.tracks[i].second,
                                      table.tracks.value(static_cast<int>(i)), content.trackLimit, content.trackBonus};

        market = drawnItems(content, table.market, table.marketFromTable);
        pouch = itemsOf(content, table.pouch);
        offer = drawnItems(content, table.fastOffer, table.fastOfferFromTable);
        // The engine's own lists, as session.options offers them to a phone.
        marketDraw = drawChoices(content, table.market, table.pouch, table.marketFromTable, theosis::marketDrawCandidates(play), false);
        offerDraw = drawChoices(content, table.fastOffer, table.pouch, table.fastOfferFromTable, theosis::fastDrawCandidates(play), true);
        packCheck = content_text::localized(state->setup.value(u"content"_s).toObject().value(u"check"_s).toString());
        for (const QString &id : table.ritualDeck)
            ritualDeck << TheosisRitual{id, ritualName(content, id), 0};
        QList<int> usedTokens;
        for (const theosis::PlayerState &p : table.players)
            for (const theosis::PreparedRitual &r : p.rituals)
                usedTokens << r.turn;
        for (int t = 1; t <= theosis::kArenaTurns; ++t)
            if (!usedTokens.contains(t))
                freeTurnTokens << t;

        if (table.pending)
            pending = {.active = true,
                       .kind = table.pending->kind,
                       .player = table.pending->player,
                       .playerName = nameOf(table.pending->player),
                       .item = table.pending->item.isEmpty() ? TheosisItem{} : itemOf(content, table.pending->item),
                       .source = table.pending->source,
                       .outcome = table.pending->outcome};
        if (table.phase == theosis::Phase::Bidding && !table.pending)
            artifact = itemOf(content, table.artifacts.value(table.turn - 1));
        if (table.phase == theosis::Phase::Bidding && !table.pending && table.sealedBids.isEmpty() && table.turn >= 1)
            faceDown = itemsOf(content, table.artifacts.mid(table.turn - 1));
        for (const QString &p : table.allocationOrder)
            allocationOrder << TheosisAllocator{p, nameOf(p)};

        int rank = 0;
        for (const QString &id : table.ranking) {
            const theosis::HeroState *h = table.hero(id);
            ranking << TheosisRankRow{id,
                                      nameOf(id),
                                      h ? shortNameOf(play.sheet(*h).name) : id,
                                      h ? h->player : QString(),
                                      h ? nameOf(h->player) : QString(),
                                      play.gold(id),
                                      ++rank};
        }
        // Whether the players may still order their heroes: the rules are asked with the order as it stands.
        const GameDefinition *theosisRules = findGame(u"theosis"_s);
        canSetRanking = theosisRules && table.phase == theosis::Phase::Entry
                        && apply(*theosisRules, *state,
                                 typed::encode(theosis::RankingSet{QJsonArray::fromStringList(table.ranking)}))
                               .ok();
    }

    m_players->setRows(players);
    m_heroes->setRows(heroes);
    m_locations->setRows(locations);
    m_tracks->setRows(tracks);
    m_market->setRows(market);
    m_pouch->setRows(pouch);
    m_offer->setRows(offer);
    m_marketDraw->setRows(marketDraw);
    m_offerDraw->setRows(offerDraw);
    if (assignChanged(m_packCheck, packCheck))
        Q_EMIT packCheckChanged();
    m_ritualDeck->setRows(ritualDeck);
    m_allocationOrder->setRows(allocationOrder);
    m_ranking->setRows(ranking);
    if (assignChanged(m_active, active))
        Q_EMIT activeChanged();
    if (assignChanged(m_phase, phase))
        Q_EMIT phaseChanged();
    if (assignChanged(m_mode, mode))
        Q_EMIT modeChanged();
    if (assignChanged(m_fast, fast))
        Q_EMIT fastChanged();
    if (assignChanged(m_againstMonsters, againstMonsters))
        Q_EMIT againstMonstersChanged();
    if (assignChanged(m_turn, turn))
        Q_EMIT turnChanged();
    if (assignChanged(m_initiative, qMakePair(initiative, initiative.isEmpty() ? QString() : nameOf(initiative))))
        Q_EMIT initiativeChanged();
    if (assignChanged(m_initiativeNextName, initiativeNext.isEmpty() ? QString() : nameOf(initiativeNext)))
        Q_EMIT initiativeNextNameChanged();
    if (assignChanged(m_placer, qMakePair(placer, placer.isEmpty() ? QString() : nameOf(placer))))
        Q_EMIT placerChanged();
    if (assignChanged(m_placeableHeroes, placeable))
        Q_EMIT placeableHeroesChanged();
    if (assignChanged(m_placerNeedsGoldSpace, placerNeedsGoldSpace))
        Q_EMIT placerNeedsGoldSpaceChanged();
    if (assignChanged(m_freeTurnTokens, freeTurnTokens))
        Q_EMIT freeTurnTokensChanged();
    if (assignChanged(m_pending, pending))
        Q_EMIT pendingChanged();
    // The face-down artifacts change only with the shown one: one signal for both.
    const bool faceDownChanged = assignChanged(m_faceDownArtifacts, faceDown);
    if (assignChanged(m_artifact, artifact) || faceDownChanged)
        Q_EMIT artifactChanged();
    if (assignChanged(m_allocator, qMakePair(allocator, allocator.isEmpty() ? QString() : nameOf(allocator))))
        Q_EMIT allocatorChanged();
    if (assignChanged(m_canSetRanking, canSetRanking))
        Q_EMIT canSetRankingChanged();
    if (!m_selectedHero.isEmpty() && !m_placeableHeroes.contains(m_selectedHero)) {
        m_selectedHero.clear();
        Q_EMIT selectionChanged();
    }
    ++m_revision;
    Q_EMIT revisionChanged();
}

QJsonObject TheosisHierapolisController::placementAction(const QString &hero, const QString &location, const QString &alignment,
                                                         bool gold, const QString &target, const QString &from, int amount,
                                                         const QString &drawn, const QString &item, const QString &equipHero,
                                                         const QString &slot, const QStringList &gemHeroes,
                                                         const QList<int> &gemSkills, const QString &ritual, int turn, int face,
                                                         const QString &heal) const
{
    const auto given = [](const QString &text) { return text.isEmpty() ? std::nullopt : std::optional<QString>(text); };
    const auto gems = [&] {
        QJsonArray mana;
        for (qsizetype i = 0; i < gemHeroes.size() && i < gemSkills.size(); ++i)
            mana << QJsonObject{{u"hero"_s, gemHeroes.at(i)}, {u"skill"_s, gemSkills.at(i)}};
        return mana;
    };
    // The answers each location asks for (docs/games/theosis.md "place").
    theosis::Place place{.hero = hero.isEmpty() ? m_selectedHero : hero, .location = location};
    if (location == u"quest"_s) {
        place.alignment = alignment;
        place.gold = gold;
        if (gold && alignment == u"warmonger"_s)
            place.target = given(target);
        if (gold && alignment == u"deceitful"_s && !from.isEmpty()) {
            place.from = from;
            if (amount >= 0)
                place.amount = amount;
        }
        if (gold && alignment == u"righteous"_s)
            place.drawn = given(drawn);
        if (gold && alignment == u"vengeful"_s && !item.isEmpty()) {
            place.item = item;
            place.equipHero = equipHero;
            place.slot = slot;
        }
        if (gold && alignment == u"merciful"_s)
            place.mana = gems();
    } else if (location == u"mage-tower"_s) {
        place.ritual = ritual;
        place.turn = turn;
    } else if (location == u"thieves-guild"_s || location == u"mercenary-camp"_s) {
        if (face > 0)
            place.face = face;
    } else if (location == u"cathedral"_s) {
        place.mana = gems();
        place.heal = given(heal);
    } else if (location == u"market"_s) {
        place.item = item;
        place.equipHero = equipHero;
        place.slot = slot;
    }
    return typed::encode(place);
}

TheosisVerdict TheosisHierapolisController::placementVerdict(const QString &hero, const QString &location,
                                                             const QString &alignment, bool gold, const QString &target,
                                                             const QString &from, int amount, const QString &drawn,
                                                             const QString &item, const QString &equipHero, const QString &slot,
                                                             const QStringList &gemHeroes, const QList<int> &gemSkills,
                                                             const QString &ritual, int turn, int face, const QString &heal) const
{
    const SessionState *state = m_session ? m_session->state() : nullptr;
    const GameDefinition *game = findGame(u"theosis"_s);
    if (!state || !game)
        return {};
    const Result<Transition> tried = apply(*game, *state,
                                           placementAction(hero, location, alignment, gold, target, from, amount, drawn, item,
                                                           equipHero, slot, gemHeroes, gemSkills, ritual, turn, face, heal));
    if (tried)
        return {.ok = true};
    return {.ok = false, .message = translated(tried.error().message), .rule = tried.error().rule, .code = tried.error().code};
}

bool TheosisHierapolisController::submit(const QJsonObject &action)
{
    return m_session && m_session->applyAction(action);
}

bool TheosisHierapolisController::place(const QString &hero, const QString &location, const QString &alignment, bool gold,
                                        const QString &target, const QString &from, int amount, const QString &drawn,
                                        const QString &item, const QString &equipHero, const QString &slot,
                                        const QStringList &gemHeroes, const QList<int> &gemSkills, const QString &ritual,
                                        int turn, int face, const QString &heal)
{
    return submit(placementAction(hero, location, alignment, gold, target, from, amount, drawn, item, equipHero, slot,
                                  gemHeroes, gemSkills, ritual, turn, face, heal));
}

bool TheosisHierapolisController::takeOffer(const QString &heroId, const QString &slot)
{
    return submit(typed::encode(theosis::OfferTake{heroId, slot}));
}

bool TheosisHierapolisController::declineOffer() { return submit(typed::encode(theosis::OfferDecline{})); }

bool TheosisHierapolisController::showArtifact(const QString &item) { return submit(typed::encode(theosis::ArtifactSet{.item = item})); }

bool TheosisHierapolisController::resolveThieves(const QString &target, const QString &from, int fromSkill,
                                                 const QString &toHero, int toSkill)
{
    theosis::ThievesResolve resolve;
    const QString outcome = m_pending.outcome;
    if (outcome == u"damage"_s) {
        resolve.target = target;
    } else if (outcome == u"steal-2-gold"_s || outcome == u"steal-4-gold"_s) {
        resolve.from = from;
    } else {
        resolve.from = from;
        resolve.skill = fromSkill;
        if (!toHero.isEmpty()) {
            resolve.to = toHero;
            resolve.toSkill = toSkill;
        }
    }
    return submit(typed::encode(resolve));
}

bool TheosisHierapolisController::bid(const QStringList &players, const QList<int> &gold)
{
    QJsonObject amounts;
    for (qsizetype i = 0; i < players.size() && i < gold.size(); ++i)
        amounts.insert(players.at(i), gold.at(i));
    return submit(typed::encode(theosis::Bid{.bids = amounts}));
}

bool TheosisHierapolisController::allocate(const QString &playerId, const QStringList &heroes, const QList<int> &gold)
{
    QJsonObject amounts;
    for (qsizetype i = 0; i < heroes.size() && i < gold.size(); ++i)
        if (gold.at(i) > 0)
            amounts.insert(heroes.at(i), gold.at(i));
    return submit(typed::encode(theosis::GoldAllocate{playerId, amounts}));
}

bool TheosisHierapolisController::drawForMarket(const QString &item) { return submit(typed::encode(theosis::MarketDraw{item})); }

bool TheosisHierapolisController::drawForOffer(const QString &item) { return submit(typed::encode(theosis::FastDraw{item})); }

bool TheosisHierapolisController::equipFromOffer(const QString &heroId, const QString &item, const QString &slot)
{
    return submit(typed::encode(theosis::ItemEquip{heroId, item, slot}));
}

bool TheosisHierapolisController::setRanking(const QStringList &order)
{
    return submit(typed::encode(theosis::RankingSet{QJsonArray::fromStringList(order)}));
}

} // namespace arbiter
