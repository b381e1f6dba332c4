#include "BrawlBoardItem.h"

#include <QDataStream>
#include <QFont>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QtMath>
#include <algorithm>
#include <cmath>

namespace arbiter {

namespace {

// Slots beside a Gate: the Gate hex first, then alternately right and left.
Hex gateSlot(Hex gate, int index)
{
    const int step = (index + 1) / 2;
    return {gate.q + (index % 2 == 1 ? step : -step), gate.r};
}

} // namespace

BrawlBoardItem::BrawlBoardItem(QQuickItem *parent) : HexBoardItem(parent) {}

void BrawlBoardItem::setSource(BrawlSceneSource *source)
{
    if (m_source == source)
        return;
    if (m_source)
        disconnect(m_source, nullptr, this, nullptr);
    m_source = source;
    if (m_source)
        connect(m_source, &BrawlSceneSource::sceneChanged, this, &BrawlBoardItem::repaintScene);
    update();
    Q_EMIT sourceChanged();
    Q_EMIT layoutChanged();
}

std::vector<Hex> BrawlBoardItem::drawnHexes() const
{
    std::vector<Hex> drawn;
    if (!m_source)
        return drawn;
    const BrawlBoardScene &scene = m_source->scene();
    std::vector<int> used(scene.gates.size(), 0);
    for (const BrawlSceneChampion &champion : scene.champions) {
        if (champion.onBoard) {
            drawn.push_back(champion.at);
            continue;
        }
        Hex at{0, 0};
        for (std::size_t g = 0; g < scene.gates.size(); ++g)
            if (scene.gates[g].side == champion.side) {
                at = gateSlot(scene.gates[g].at, used[g]++);
                break;
            }
        drawn.push_back(at);
    }
    return drawn;
}

std::vector<Hex> BrawlBoardItem::shownHexes() const
{
    std::vector<Hex> shown;
    if (!m_source || m_source->scene().hexes.empty())
        return shown;
    const BrawlBoardScene &scene = m_source->scene();
    for (const BrawlSceneHex &h : scene.hexes)
        shown.push_back(h.at);
    for (const BrawlSceneGate &gate : scene.gates) {
        shown.push_back(gate.at);
        shown.push_back(gateSlot(gate.at, 1));
        shown.push_back(gateSlot(gate.at, 2));
    }
    const std::vector<Hex> drawn = drawnHexes();
    shown.insert(shown.end(), drawn.begin(), drawn.end());
    shown.insert(shown.end(), scene.outside.begin(), scene.outside.end());
    return shown;
}

QPointF BrawlBoardItem::championCentre(const QString &championId) const
{
    if (!m_source)
        return {};
    const auto &champions = m_source->scene().champions;
    const std::vector<Hex> drawn = drawnHexes();
    for (std::size_t i = 0; i < champions.size(); ++i)
        if (champions[i].id == championId)
            return layout().toPixel(drawn[i]);
    return {};
}

QColor BrawlBoardItem::sideColor(int side) const { return side == 1 ? m_secondSideColor : m_firstSideColor; }

QColor BrawlBoardItem::sideTextColor(int side) const { return readableOn(sideColor(side)); }

void BrawlBoardItem::paintBoard(QPainter *painter, const HexLayout &l)
{
    const BrawlBoardScene &scene = m_source->scene();
    const qreal s = l.size;
    const qreal line = lineWidth(l);

    QByteArray groundKey;
    {
        QDataStream key(&groundKey, QIODevice::WriteOnly);
        key << s << l.origin << m_hexColor << m_lineColor << m_mutedColor << m_firstSideColor << m_secondSideColor
            << m_gateLabel;
        for (const Hex h : scene.outside)
            key << h.q << h.r;
        key << -1;
        for (const BrawlSceneGate &gate : scene.gates)
            key << gate.at.q << gate.at.r << gate.side;
        key << -1;
        for (const BrawlSceneHex &h : scene.hexes)
            key << h.at.q << h.at.r << h.area;
    }
    drawGround(painter, groundKey, [&](QPainter *ground) {
        for (const Hex h : scene.outside) {
            ground->setPen(QPen(withAlpha(m_lineColor, 0.6), line, Qt::DotLine));
            ground->setBrush(Qt::NoBrush);
            ground->drawPolygon(HexLayout::corners(l.toPixel(h), s - line));
        }
        for (const BrawlSceneGate &gate : scene.gates) {
            const QPointF c = l.toPixel(gate.at);
            QPen pen(sideColor(gate.side), 2 * line, Qt::DashLine);
            ground->setPen(pen);
            ground->setBrush(withAlpha(sideColor(gate.side), 0.12));
            const QRectF band(l.toPixel(gateSlot(gate.at, 2)).x() - s * 0.8, c.y() - s * 0.8,
                              l.toPixel(gateSlot(gate.at, 1)).x() - l.toPixel(gateSlot(gate.at, 2)).x() + 1.6 * s, 1.6 * s);
            ground->drawRoundedRect(band, s * 0.4, s * 0.4);
            QFont font = ground->font();
            font.setPixelSize(std::max(10, static_cast<int>(s * 0.4)));
            ground->setFont(font);
            ground->setPen(m_mutedColor);
            ground->drawText(band, Qt::AlignCenter, m_gateLabel);
        }
        for (const BrawlSceneHex &h : scene.hexes) {
            const QPolygonF shape = HexLayout::corners(l.toPixel(h.at), s - line);
            ground->setPen(QPen(m_lineColor, line));
            ground->setBrush(m_hexColor);
            ground->drawPolygon(shape);
            if (h.area >= 0) {
                ground->setPen(Qt::NoPen);
                ground->setBrush(withAlpha(sideColor(h.area), 0.22));
                ground->drawPolygon(shape);
            }
        }
    });

    for (const BrawlSceneHex &h : scene.hexes) {
        const QPointF c = l.toPixel(h.at);
        switch (h.mark) {
        case BrawlSceneHex::Mark::Legal:
            painter->setPen(QPen(m_legalColor, 2 * line));
            painter->setBrush(withAlpha(m_legalColor, 0.35));
            painter->drawPolygon(HexLayout::corners(c, s - 3 * line));
            break;
        case BrawlSceneHex::Mark::Pick:
            painter->setPen(QPen(m_pickColor, 2 * line));
            painter->setBrush(withAlpha(m_pickColor, 0.3));
            painter->drawPolygon(HexLayout::corners(c, s - 3 * line));
            break;
        case BrawlSceneHex::Mark::Area:
            painter->setPen(QPen(m_refusedColor, 2 * line));
            painter->setBrush(withAlpha(m_refusedColor, 0.28));
            painter->drawPolygon(HexLayout::corners(c, s - 3 * line));
            break;
        case BrawlSceneHex::Mark::Refused:
            painter->setPen(Qt::NoPen);
            painter->setBrush(withAlpha(m_mutedColor, 0.18));
            painter->drawPolygon(HexLayout::corners(c, s - 2 * line));
            break;
        case BrawlSceneHex::Mark::None:
            break;
        }
        if (h.statue) {
            painter->setPen(QPen(m_textColor, line));
            painter->setBrush(m_mutedColor);
            painter->drawPolygon(HexLayout::corners(c, s * 0.62));
            painter->setBrush(m_hexColor);
            painter->drawEllipse(c, s * 0.2, s * 0.2);
        }
        if (h.trapHex) {
            QPen dashed(m_textColor, line, Qt::DotLine);
            painter->setPen(dashed);
            painter->setBrush(Qt::NoBrush);
            painter->drawPolygon(HexLayout::corners(c, s * 0.78));
        }
        if (h.trap) {
            QPolygonF diamond;
            const qreal d = s * 0.36;
            diamond << c + QPointF(0, -d) << c + QPointF(d, 0) << c + QPointF(0, d) << c + QPointF(-d, 0);
            painter->setPen(QPen(m_textColor, line));
            painter->setBrush(m_mutedColor);
            painter->drawPolygon(diamond);
            QFont font = painter->font();
            font.setPixelSize(std::max(8, static_cast<int>(s * 0.38)));
            font.setBold(true);
            painter->setFont(font);
            painter->setPen(m_hexColor);
            painter->drawText(QRectF(c.x() - d, c.y() - d, 2 * d, 2 * d), Qt::AlignCenter, QStringLiteral("?"));
        }
    }

    if (scene.revealed) {
        const QPointF c = l.toPixel(*scene.revealed);
        painter->setPen(QPen(m_pickColor, 3 * line, Qt::DashLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawPolygon(HexLayout::corners(c, s - 2 * line));
    }
    // A Push or Pull's landing: dotted, so it reads apart from the dashed
    // trap just revealed and the refused hex.
    for (const Hex h : scene.landings) {
        painter->setPen(QPen(m_pickColor, 3 * line, Qt::DotLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawPolygon(HexLayout::corners(l.toPixel(h), s - 3 * line));
    }
    if (scene.tapped)
        paintRefusedHex(painter, l, *scene.tapped);

    if (m_dragging) {
        // The hex the disc would land on.
        const QPointF c = l.toPixel(l.hexAt(m_dragAt));
        painter->setPen(QPen(m_textColor, 3 * line, Qt::DashLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawPolygon(HexLayout::corners(c, s - 2 * line));
    }

    const std::vector<Hex> drawn = drawnHexes();
    for (std::size_t i = 0; i < scene.champions.size(); ++i) {
        const BrawlSceneChampion &champion = scene.champions[i];
        const bool lifted = m_dragging && champion.id == m_dragChampion;
        if (lifted) {
            // Where it stands stays faintly marked while it is carried.
            painter->setPen(QPen(sideColor(champion.side), 2 * line, Qt::DotLine));
            painter->setBrush(Qt::NoBrush);
            painter->drawEllipse(l.toPixel(drawn[i]), s * 0.66, s * 0.66);
        }
        const QPointF c = lifted ? m_dragAt : l.toPixel(drawn[i]);
        const qreal radius = s * 0.66;
        paintDiscRings(painter, c, radius, line, champion.selected, champion.target);
        painter->setPen(Qt::NoPen);
        painter->setBrush(sideColor(champion.side));
        painter->drawEllipse(c, radius, radius);
        // Hitpoints ring: the share still standing.
        const int remaining = std::max(0, champion.hitpoints - champion.damage);
        const bool bloodied = remaining <= champion.hitpoints / 2;
        const QRectF ring(c.x() - radius + 2 * line, c.y() - radius + 2 * line, 2 * (radius - 2 * line),
                          2 * (radius - 2 * line));
        painter->setPen(QPen(withAlpha(sideTextColor(champion.side), 0.35), 3 * line));
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(ring);
        if (champion.hitpoints > 0 && remaining > 0) {
            // Bloodied shows as a broken ring, readable on either side's colour.
            painter->setPen(bloodied ? QPen(sideTextColor(champion.side), 3 * line, Qt::DashLine, Qt::FlatCap)
                                     : QPen(m_healthColor, 3 * line, Qt::SolidLine, Qt::FlatCap));
            painter->drawArc(ring, 90 * 16, -static_cast<int>(360.0 * 16 * remaining / champion.hitpoints));
        }
        QFont font = painter->font();
        font.setBold(true);
        font.setPixelSize(std::max(11, static_cast<int>(s * 0.44)));
        painter->setFont(font);
        painter->setPen(sideTextColor(champion.side));
        // Without hitpoints to show (a marker such as the card editor's attacker) the label takes the middle.
        if (champion.hitpoints > 0)
            painter->drawText(QRectF(c.x() - radius, c.y() - radius * 0.85, 2 * radius, radius * 0.9),
                              Qt::AlignHCenter | Qt::AlignBottom, champion.label);
        else
            painter->drawText(QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius), Qt::AlignCenter, champion.label);
        font.setBold(false);
        font.setPixelSize(std::max(10, static_cast<int>(s * 0.38)));
        painter->setFont(font);
        if (champion.hitpoints > 0)
            painter->drawText(QRectF(c.x() - radius, c.y() + radius * 0.02, 2 * radius, radius * 0.8),
                              Qt::AlignHCenter | Qt::AlignTop, QString::number(remaining));
        if (champion.levelled) {
            // A star badge on top: the levelled-up side is in play. It takes the
            // champion's own side colour, so it never reads as the opponent's.
            const QPointF b = c + QPointF(radius * 0.72, -radius * 0.72);
            QPolygonF star;
            for (int k = 0; k < 10; ++k) {
                const qreal a = qDegreesToRadians(-90.0 + 36.0 * k);
                const qreal rr = (k % 2 == 0 ? 0.36 : 0.16) * s;
                star << b + QPointF(rr * std::cos(a), rr * std::sin(a));
            }
            painter->setPen(QPen(m_textColor, line));
            painter->setBrush(sideColor(champion.side));
            painter->drawPolygon(star);
        }
        if (champion.rooted) {
            const QPointF b = c + QPointF(-radius * 0.72, radius * 0.72);
            painter->setPen(QPen(m_textColor, line));
            painter->setBrush(m_mutedColor);
            painter->drawRect(QRectF(b.x() - s * 0.16, b.y() - s * 0.16, s * 0.32, s * 0.32));
        }
    }
}

QString BrawlBoardItem::pieceAt(const HexLayout &l, QPointF p) const
{
    QString champion;
    if (!m_source)
        return champion;
    const std::vector<Hex> drawn = drawnHexes();
    const auto &champions = m_source->scene().champions;
    for (std::size_t i = 0; i < champions.size(); ++i)
        if (touchesDisc(l, drawn[i], p))
            champion = champions[i].id;
    return champion;
}

void BrawlBoardItem::mousePressEvent(QMouseEvent *event)
{
    HexBoardItem::mousePressEvent(event);
    const HexLayout l = layout();
    m_dragChampion = l.isEmpty() ? QString() : pieceAt(l, pressedAt());
}

void BrawlBoardItem::mouseMoveEvent(QMouseEvent *event)
{
    event->accept();
    const HexLayout l = layout();
    if (m_dragChampion.isEmpty() || l.isEmpty())
        return;
    m_dragAt = event->position();
    if (!m_dragging) {
        // Further than a tap may wander: the disc is lifted.
        if (withinTap(l, m_dragAt))
            return;
        m_dragging = true;
        setKeepMouseGrab(true);
        Q_EMIT draggingChanged();
        Q_EMIT dragStarted(m_dragChampion);
    }
    update();
}

void BrawlBoardItem::endDrag()
{
    const bool was = m_dragging;
    m_dragging = false;
    setKeepMouseGrab(false);
    if (was) {
        Q_EMIT draggingChanged();
        update();
    }
}

void BrawlBoardItem::mouseUngrabEvent() { endDrag(); }

void BrawlBoardItem::mouseReleaseEvent(QMouseEvent *event)
{
    if (!m_dragging) {
        HexBoardItem::mouseReleaseEvent(event);
        return;
    }
    event->accept();
    if (!m_source)
        return;
    const HexLayout l = layout();
    const QString champion = m_dragChampion;
    endDrag();
    if (!l.isEmpty()) {
        const Hex h = l.hexAt(event->position());
        Q_EMIT dropped(champion, h.q, h.r);
    }
}

} // namespace arbiter
