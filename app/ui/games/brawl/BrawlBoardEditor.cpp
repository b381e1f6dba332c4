#include "BrawlBoardEditor.h"

#include "core/json_fields.h"
#include "typed/ChangeNotify.h"

#include <QJsonArray>
#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

std::vector<Hex> hexList(const QJsonValue &value)
{
    std::vector<Hex> hexes;
    for (const QJsonValue &item : value.toArray())
        if (auto h = json::hexFrom(item, {}))
            hexes.push_back(h.value());
    std::sort(hexes.begin(), hexes.end());
    return hexes;
}

QJsonArray toArray(const std::vector<Hex> &hexes)
{
    QJsonArray array;
    for (const Hex h : hexes)
        array << json::toJson(h);
    return array;
}

bool contains(const std::vector<Hex> &hexes, Hex h) { return std::find(hexes.begin(), hexes.end(), h) != hexes.end(); }

void remove(std::vector<Hex> &hexes, Hex h) { hexes.erase(std::remove(hexes.begin(), hexes.end(), h), hexes.end()); }

// Adds or takes away; returns whether it is there now.
bool toggle(std::vector<Hex> &hexes, Hex h)
{
    if (contains(hexes, h)) {
        remove(hexes, h);
        return false;
    }
    hexes.push_back(h);
    std::sort(hexes.begin(), hexes.end());
    return true;
}

std::vector<Hex> disc(int radius)
{
    std::vector<Hex> hexes;
    for (int q = -radius; q <= radius; ++q)
        for (int r = std::max(-radius, -q - radius); r <= std::min(radius, -q + radius); ++r)
            hexes.push_back({q, r});
    std::sort(hexes.begin(), hexes.end());
    return hexes;
}

} // namespace

BrawlBoardEditor::BrawlBoardEditor(QObject *parent)
    : BrawlSceneSource(parent), m_champions(GadgetListModel::of<BrawlEditedChampionStats>(this))
{
}

void BrawlBoardEditor::load(const QJsonObject &pack)
{
    m_pack = pack;
    const QJsonObject board = m_pack.value(u"board"_s).toObject();
    m_explicitHexes = board.contains(u"hexes"_s);
    m_radius = board.value(u"radius"_s).toInt(4);
    m_hexes = m_explicitHexes ? hexList(board.value(u"hexes"_s)) : disc(m_radius);
    m_statues = hexList(board.value(u"statues"_s));
    m_traps = hexList(board.value(u"trap_hexes"_s));
    const QJsonArray areas = board.value(u"deployment_areas"_s).toArray();
    for (int i = 0; i < 2; ++i) {
        const QJsonObject area = areas.at(i).toObject();
        m_areaIds[i] = area.value(u"id"_s).toString(i == 0 ? u"north"_s : u"south"_s);
        m_areaHexes[i] = hexList(area.value(u"hexes"_s));
        m_gates[i].reset();
        if (area.contains(u"gate"_s))
            if (auto gate = json::hexFrom(area.value(u"gate"_s), {}))
                m_gates[i] = gate.value();
    }
    m_modified = false;
    rebuild();
}

QJsonObject BrawlBoardEditor::pack() const
{
    QJsonObject pack = m_pack;
    QJsonObject board = pack.value(u"board"_s).toObject();
    if (m_explicitHexes) {
        board.insert(u"hexes"_s, toArray(m_hexes));
    } else {
        board.remove(u"hexes"_s);
        board.insert(u"radius"_s, m_radius);
    }
    board.insert(u"statues"_s, toArray(m_statues));
    board.insert(u"trap_hexes"_s, toArray(m_traps));
    QJsonArray areas;
    for (int i = 0; i < 2; ++i) {
        QJsonObject area{{u"id"_s, m_areaIds[i]}, {u"hexes"_s, toArray(m_areaHexes[i])}};
        if (m_gates[i])
            area.insert(u"gate"_s, json::toJson(*m_gates[i]));
        areas << area;
    }
    board.insert(u"deployment_areas"_s, areas);
    pack.insert(u"board"_s, board);
    return pack;
}

void BrawlBoardEditor::setTool(const QString &tool)
{
    if (m_tool == tool)
        return;
    m_tool = tool;
    announce();
}

void BrawlBoardEditor::setRadius(int radius)
{
    radius = std::clamp(radius, 2, 8);
    if (radius == m_radius && !m_explicitHexes)
        return;
    m_radius = radius;
    m_explicitHexes = false;
    m_hexes = disc(radius);
    // Whatever now lies off the board goes with it.
    auto keepOnBoard = [this](std::vector<Hex> &hexes) {
        hexes.erase(std::remove_if(hexes.begin(), hexes.end(), [this](Hex h) { return !contains(m_hexes, h); }), hexes.end());
    };
    keepOnBoard(m_statues);
    keepOnBoard(m_traps);
    keepOnBoard(m_areaHexes[0]);
    keepOnBoard(m_areaHexes[1]);
    touch();
}

void BrawlBoardEditor::tap(int q, int r)
{
    const Hex h{q, r};
    const bool onBoard = contains(m_hexes, h);
    if (m_tool == u"gate0"_s || m_tool == u"gate1"_s) {
        // A Gate sits off the board, next to it.
        if (onBoard)
            return;
        m_gates[m_tool == u"gate0"_s ? 0 : 1] = h;
        touch();
        return;
    }
    if (!onBoard)
        return;
    if (m_tool == u"statue"_s) {
        if (toggle(m_statues, h)) {
            remove(m_traps, h);
            remove(m_areaHexes[0], h);
            remove(m_areaHexes[1], h);
        }
    } else if (m_tool == u"trap"_s) {
        if (toggle(m_traps, h))
            remove(m_statues, h);
    } else if (m_tool == u"area0"_s || m_tool == u"area1"_s) {
        const int area = m_tool == u"area0"_s ? 0 : 1;
        if (toggle(m_areaHexes[area], h)) {
            remove(m_areaHexes[1 - area], h);
            remove(m_statues, h);
        }
    } else {
        return;
    }
    touch();
}

void BrawlBoardEditor::setStat(int champion, const QString &side, const QString &field, int value)
{
    QJsonArray champions = m_pack.value(u"champions"_s).toArray();
    if (champion < 0 || champion >= champions.size())
        return;
    QJsonObject entry = champions.at(champion).toObject();
    QJsonObject stats = entry.value(side).toObject();
    if (stats.value(field).toInt() == value)
        return;
    stats.insert(field, value);
    entry.insert(side, stats);
    champions[champion] = entry;
    m_pack.insert(u"champions"_s, champions);
    m_modified = true;
    announce();
}

QList<BrawlEditedArea> BrawlBoardEditor::areas() const
{
    QList<BrawlEditedArea> list;
    for (int i = 0; i < 2; ++i)
        list << BrawlEditedArea{.id = m_areaIds[i], .size = static_cast<int>(m_areaHexes[i].size()), .hasGate = m_gates[i].has_value()};
    return list;
}

QList<BrawlEditedChampionStats> BrawlBoardEditor::championRows() const
{
    QList<BrawlEditedChampionStats> list;
    const QJsonArray champions = m_pack.value(u"champions"_s).toArray();
    for (int i = 0; i < champions.size(); ++i) {
        const QJsonObject c = champions.at(i).toObject();
        auto side = [&](const QString &name) {
            const QJsonObject s = c.value(name).toObject();
            return BrawlEditedStats{.hp = s.value(u"hp"_s).toInt(),
                                    .defence = s.value(u"defence"_s).toInt(),
                                    .movement_bonus = s.value(u"movement_bonus"_s).toInt()};
        };
        list << BrawlEditedChampionStats{.index = i,
                                         .name = c.value(u"name"_s).toString(),
                                         .basic = side(u"basic"_s),
                                         .levelled = side(u"levelled"_s),
                                         .cards = static_cast<int>(c.value(u"cards"_s).toArray().size())};
    }
    return list;
}

void BrawlBoardEditor::touch()
{
    m_modified = true;
    rebuild();
}

void BrawlBoardEditor::rebuild()
{
    m_scene = {};
    for (const Hex h : m_hexes) {
        BrawlSceneHex cell;
        cell.at = h;
        cell.statue = contains(m_statues, h);
        cell.trapHex = contains(m_traps, h);
        for (int i = 0; i < 2; ++i)
            if (contains(m_areaHexes[i], h))
                cell.area = i;
        m_scene.hexes.push_back(cell);
    }
    for (int i = 0; i < 2; ++i)
        if (m_gates[i])
            m_scene.gates.push_back({*m_gates[i], i});
    // One ring around the board, where Gates go.
    for (const Hex h : m_hexes)
        for (const Hex d : {Hex{1, 0}, Hex{1, -1}, Hex{0, -1}, Hex{-1, 0}, Hex{-1, 1}, Hex{0, 1}}) {
            const Hex n = h + d;
            if (!contains(m_hexes, n) && !contains(m_scene.outside, n))
                m_scene.outside.push_back(n);
        }
    announce();
    Q_EMIT sceneChanged();
}

void BrawlBoardEditor::announce()
{
    m_champions->setRows(championRows());
    if (assignChanged(m_announced.tool, m_tool))
        Q_EMIT toolChanged();
    if (assignChanged(m_announced.radius, m_radius))
        Q_EMIT radiusChanged();
    if (assignChanged(m_announced.statueCount, statueCount()))
        Q_EMIT statueCountChanged();
    if (assignChanged(m_announced.trapHexCount, trapHexCount()))
        Q_EMIT trapHexCountChanged();
    if (assignChanged(m_announced.areas, areas()))
        Q_EMIT areasChanged();
    if (assignChanged(m_announced.modified, m_modified))
        Q_EMIT modifiedChanged();
}

} // namespace arbiter
