#include "games/super_fantasy_brawl/sfb_table.h"

#include <QJsonArray>
#include <algorithm>
#include <array>

namespace arbiter {

namespace {

const std::array<const char *, 8> kPhaseNames{"draft", "challenges", "traps", "deploy",
                                              "scoreboard", "activation", "advance", "over"};
const std::array<const char *, 3> kDraftModeNames{"free", "casual", "competitive"};

template <std::size_t N>
int indexOfName(const std::array<const char *, N> &names, const QString &name)
{
    for (std::size_t i = 0; i < N; ++i)
        if (name == QLatin1String(names[i]))
            return static_cast<int>(i);
    return -1;
}

QJsonArray hexJson(Hex h) { return QJsonArray{h.q, h.r}; }

std::optional<Hex> hexOf(const QJsonValue &v)
{
    const QJsonArray a = v.toArray();
    if (a.size() != 2 || !a.at(0).isDouble() || !a.at(1).isDouble())
        return std::nullopt;
    return Hex{a.at(0).toInt(), a.at(1).toInt()};
}

QJsonArray stringsJson(const QStringList &list) { return QJsonArray::fromStringList(list); }

QStringList stringsOf(const QJsonValue &v)
{
    QStringList list;
    for (const QJsonValue &item : v.toArray())
        list << item.toString();
    return list;
}

QJsonObject challengeJson(const SfbChallenge &c)
{
    QJsonObject o{{QStringLiteral("name"), c.name}};
    if (!c.text.isEmpty())
        o.insert(QStringLiteral("text"), c.text);
    return o;
}

SfbChallenge challengeOf(const QJsonValue &v)
{
    const QJsonObject o = v.toObject();
    return {o.value(QStringLiteral("name")).toString(), o.value(QStringLiteral("text")).toString()};
}

QJsonObject draftJson(const SfbDraft &draft)
{
    QJsonArray steps;
    for (const SfbDraftStep &s : draft.steps)
        steps.append(QJsonObject{{QStringLiteral("player"), s.player}, {QStringLiteral("ban"), s.ban}});
    QJsonObject brought;
    for (const auto &[player, list] : draft.brought)
        brought.insert(player, stringsJson(list));
    return {{QStringLiteral("mode"), sfbDraftModeName(draft.mode)},
            {QStringLiteral("steps"), steps},
            {QStringLiteral("next"), draft.next},
            {QStringLiteral("pool"), stringsJson(draft.pool)},
            {QStringLiteral("brought"), brought}};
}

std::optional<SfbDraft> draftOf(const QJsonObject &o)
{
    SfbDraft draft;
    const int mode = indexOfName(kDraftModeNames, o.value(QStringLiteral("mode")).toString());
    if (mode < 0)
        return std::nullopt;
    draft.mode = static_cast<SfbDraftMode>(mode);
    for (const QJsonValue &v : o.value(QStringLiteral("steps")).toArray())
        draft.steps.push_back({v.toObject().value(QStringLiteral("player")).toString(),
                               v.toObject().value(QStringLiteral("ban")).toBool()});
    draft.next = o.value(QStringLiteral("next")).toInt();
    draft.pool = stringsOf(o.value(QStringLiteral("pool")));
    const QJsonObject brought = o.value(QStringLiteral("brought")).toObject();
    for (auto it = brought.begin(); it != brought.end(); ++it)
        draft.brought[it.key()] = stringsOf(it.value());
    return draft;
}

QJsonObject activationJson(const SfbActivation &a)
{
    QJsonArray budgets;
    for (const SfbBudget &b : a.budgets)
        budgets.append(QJsonObject{{QStringLiteral("mode"), QLatin1String(kMoveModeNames[static_cast<std::size_t>(b.mode)])},
                                   {QStringLiteral("points"), b.points}});
    return {{QStringLiteral("player"), a.player},
            {QStringLiteral("champion"), a.champion},
            {QStringLiteral("card"), a.card},
            {QStringLiteral("budgets"), budgets},
            {QStringLiteral("step"), a.step == SfbActivationStep::Move ? QStringLiteral("move") : QStringLiteral("post")},
            {QStringLiteral("level_ups"), stringsJson(a.levelUps)}};
}

std::optional<SfbActivation> activationOf(const QJsonObject &o)
{
    SfbActivation a;
    a.player = o.value(QStringLiteral("player")).toString();
    a.champion = o.value(QStringLiteral("champion")).toString();
    a.card = o.value(QStringLiteral("card")).toString();
    for (const QJsonValue &v : o.value(QStringLiteral("budgets")).toArray()) {
        const int mode = indexOfName(kMoveModeNames, v.toObject().value(QStringLiteral("mode")).toString());
        if (mode < 0)
            return std::nullopt;
        a.budgets.push_back({static_cast<MoveMode>(mode), v.toObject().value(QStringLiteral("points")).toInt()});
    }
    a.step = o.value(QStringLiteral("step")).toString() == QLatin1String("post") ? SfbActivationStep::Post
                                                                               : SfbActivationStep::Move;
    a.levelUps = stringsOf(o.value(QStringLiteral("level_ups")));
    return a;
}

} // namespace

QString sfbPhaseName(SfbPhase phase) { return QLatin1String(kPhaseNames[static_cast<std::size_t>(phase)]); }
QString sfbDraftModeName(SfbDraftMode mode) { return QLatin1String(kDraftModeNames[static_cast<std::size_t>(mode)]); }

int SfbTable::sideOfPlayer(const QString &player) const
{
    for (std::size_t i = 0; i < sides.size(); ++i)
        if (sides[i].players.contains(player))
            return static_cast<int>(i);
    return -1;
}

std::optional<Hex> SfbTable::position(const QString &champion) const
{
    const auto it = positions.find(champion);
    if (it == positions.end())
        return std::nullopt;
    return it->second;
}

bool SfbTable::hasTrap(Hex h) const { return std::binary_search(traps.begin(), traps.end(), h); }

QString SfbTable::occupantAt(Hex h) const
{
    for (const auto &[id, at] : positions)
        if (at == h)
            return id;
    return {};
}

QJsonObject toJson(const SfbTable &table)
{
    QJsonArray sides;
    for (const SfbSide &s : table.sides)
        sides.append(QJsonObject{{QStringLiteral("id"), s.id},
                                 {QStringLiteral("players"), stringsJson(s.players)},
                                 {QStringLiteral("area"), s.area}});
    QJsonObject positions;
    for (const auto &[id, at] : table.positions)
        positions.insert(id, hexJson(at));
    QJsonArray traps;
    for (const Hex h : table.traps)
        traps.append(hexJson(h));
    QJsonArray slots;
    QJsonArray cards;
    for (std::size_t i = 0; i < table.track.slots.size(); ++i) {
        slots.append(table.track.slots[i]);
        const auto &card = table.track.cards[i];
        cards.append(card ? QJsonValue(challengeJson(*card)) : QJsonValue(QJsonValue::Null));
    }
    QJsonArray discard;
    for (const SfbChallenge &c : table.track.discard)
        discard.append(challengeJson(c));
    QJsonObject o{{QStringLiteral("mode"), table.tornado ? QStringLiteral("tornado") : QStringLiteral("duel")},
                  {QStringLiteral("phase"), sfbPhaseName(table.phase)},
                  {QStringLiteral("order"), stringsJson(table.order)},
                  {QStringLiteral("sides"), sides},
                  {QStringLiteral("round"), table.round},
                  {QStringLiteral("turn"), table.turn},
                  {QStringLiteral("positions"), positions},
                  {QStringLiteral("traps"), traps},
                  {QStringLiteral("track"),
                   QJsonObject{{QStringLiteral("slots"), slots},
                               {QStringLiteral("cards"), cards},
                               {QStringLiteral("deck"), table.track.deck},
                               {QStringLiteral("discard"), discard},
                               {QStringLiteral("shift"), table.track.shift}}},
                  {QStringLiteral("standard_used"), stringsJson(table.standardUsed)}};
    if (table.draft)
        o.insert(QStringLiteral("draft"), draftJson(*table.draft));
    if (table.activation)
        o.insert(QStringLiteral("activation"), activationJson(*table.activation));
    if (!table.winner.isEmpty())
        o.insert(QStringLiteral("winner"), table.winner);
    return o;
}

Result<SfbTable> sfbTableFrom(const QJsonObject &data)
{
    const auto unreadable = [] {
        return RuleError{ErrorKind::Internal, QStringLiteral("sfb.data_unreadable"), {},
                         phrase(QT_TRANSLATE_NOOP("Engine", "The Super Fantasy Brawl part of this session could not be read."))};
    };
    SfbTable table;
    table.tornado = data.value(QStringLiteral("mode")).toString() == QLatin1String("tornado");
    const int phase = indexOfName(kPhaseNames, data.value(QStringLiteral("phase")).toString());
    if (phase < 0)
        return unreadable();
    table.phase = static_cast<SfbPhase>(phase);
    table.order = stringsOf(data.value(QStringLiteral("order")));
    for (const QJsonValue &v : data.value(QStringLiteral("sides")).toArray()) {
        const QJsonObject o = v.toObject();
        table.sides.push_back({o.value(QStringLiteral("id")).toString(), stringsOf(o.value(QStringLiteral("players"))),
                               o.value(QStringLiteral("area")).toString()});
    }
    table.round = data.value(QStringLiteral("round")).toInt();
    table.turn = data.value(QStringLiteral("turn")).toInt();
    if (table.sides.size() != 2 || table.order.isEmpty() || table.turn < 0 || table.turn >= table.order.size())
        return unreadable();
    if (data.contains(QStringLiteral("draft"))) {
        table.draft = draftOf(data.value(QStringLiteral("draft")).toObject());
        if (!table.draft)
            return unreadable();
    }
    const QJsonObject positions = data.value(QStringLiteral("positions")).toObject();
    for (auto it = positions.begin(); it != positions.end(); ++it) {
        const std::optional<Hex> at = hexOf(it.value());
        if (!at)
            return unreadable();
        table.positions[it.key()] = *at;
    }
    for (const QJsonValue &v : data.value(QStringLiteral("traps")).toArray()) {
        const std::optional<Hex> at = hexOf(v);
        if (!at)
            return unreadable();
        table.traps.push_back(*at);
    }
    std::sort(table.traps.begin(), table.traps.end());
    const QJsonObject track = data.value(QStringLiteral("track")).toObject();
    const QJsonArray slots = track.value(QStringLiteral("slots")).toArray();
    const QJsonArray cards = track.value(QStringLiteral("cards")).toArray();
    if (slots.size() != cards.size())
        return unreadable();
    for (qsizetype i = 0; i < slots.size(); ++i) {
        table.track.slots.push_back(slots.at(i).toInt());
        table.track.cards.push_back(cards.at(i).isObject() ? std::optional(challengeOf(cards.at(i))) : std::nullopt);
    }
    table.track.deck = track.value(QStringLiteral("deck")).toInt();
    for (const QJsonValue &v : track.value(QStringLiteral("discard")).toArray())
        table.track.discard.push_back(challengeOf(v));
    table.track.shift = track.value(QStringLiteral("shift")).toInt(1);
    table.standardUsed = stringsOf(data.value(QStringLiteral("standard_used")));
    if (data.contains(QStringLiteral("activation"))) {
        table.activation = activationOf(data.value(QStringLiteral("activation")).toObject());
        if (!table.activation)
            return unreadable();
    }
    table.winner = data.value(QStringLiteral("winner")).toString();
    return table;
}

} // namespace arbiter
