#include "HexBoardItem.h"

#include <QDataStream>
#include <QLineF>
#include <QQuickWindow>
#include <QMouseEvent>
#include <algorithm>

namespace arbiter {

HexBoardItem::HexBoardItem(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    setAcceptedMouseButtons(Qt::LeftButton);
    setAntialiasing(true);
    connect(this, &HexBoardItem::colorsChanged, this, [this] { update(); });
}

void HexBoardItem::paint(QPainter *painter)
{
    const HexLayout l = layout();
    if (l.isEmpty())
        return;
    painter->setRenderHint(QPainter::Antialiasing);
    paintBoard(painter, l);
}

void HexBoardItem::drawGround(QPainter *painter, const QByteArray &key, const std::function<void(QPainter *)> &paintGround)
{
    const qreal ratio = window() ? window()->effectiveDevicePixelRatio() : 1.0;
    QByteArray full = key;
    {
        QDataStream stream(&full, QIODevice::Append);
        stream << size() << ratio << painter->font();
    }
    if (full != m_groundKey || m_ground.isNull()) {
        m_ground = QImage((size() * ratio).toSize(), QImage::Format_ARGB32_Premultiplied);
        m_ground.setDevicePixelRatio(ratio);
        m_ground.fill(Qt::transparent);
        QPainter ground(&m_ground);
        ground.setRenderHint(QPainter::Antialiasing);
        ground.setFont(painter->font());
        paintGround(&ground);
        m_groundKey = full;
    }
    painter->drawImage(QPointF(0, 0), m_ground);
}

void HexBoardItem::repaintScene()
{
    update();
    Q_EMIT layoutChanged();
}

bool HexBoardItem::touchesDisc(const HexLayout &l, Hex h, QPointF p)
{
    return QLineF(l.toPixel(h), p).length() <= l.size * 0.85;
}

bool HexBoardItem::withinTap(const HexLayout &l, QPointF p) const
{
    return !l.isEmpty() && QLineF(m_pressAt, p).length() <= l.size;
}

QColor HexBoardItem::withAlpha(QColor color, qreal alpha)
{
    color.setAlphaF(alpha);
    return color;
}

QColor HexBoardItem::readableOn(QColor fill)
{
    return fill.lightnessF() < 0.55 ? QColor(Qt::white) : QColor(0x16, 0x1a, 0x1f);
}

qreal HexBoardItem::lineWidth(const HexLayout &l) { return std::max<qreal>(1.0, l.size / 28); }

void HexBoardItem::paintRefusedHex(QPainter *painter, const HexLayout &l, Hex h) const
{
    const QPointF c = l.toPixel(h);
    const qreal s = l.size;
    const qreal line = lineWidth(l);
    painter->setPen(QPen(m_refusedColor, 4 * line));
    painter->setBrush(Qt::NoBrush);
    painter->drawPolygon(HexLayout::corners(c, s - 2 * line));
    // A cross, so the refusal does not rely on colour alone.
    const qreal x = s * 0.3;
    painter->drawLine(c + QPointF(-x, -x), c + QPointF(x, x));
    painter->drawLine(c + QPointF(-x, x), c + QPointF(x, -x));
}

void HexBoardItem::mousePressEvent(QMouseEvent *event)
{
    m_pressAt = event->position();
    event->accept();
}

void HexBoardItem::mouseReleaseEvent(QMouseEvent *event)
{
    event->accept();
    const HexLayout l = layout();
    const QPointF p = event->position();
    if (!withinTap(l, p))
        return;
    const Hex h = l.hexAt(p);
    Q_EMIT tapped(h.q, h.r, pieceAt(l, p));
}

void HexBoardItem::geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry)
{
    QQuickPaintedItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.size() != oldGeometry.size())
        Q_EMIT layoutChanged();
}

} // namespace arbiter
