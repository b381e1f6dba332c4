#include "HexLayout.h"

#include <QtMath>
#include <algorithm>
#include <cmath>

namespace arbiter {

namespace {

const qreal kSqrt3 = std::sqrt(3.0);

} // namespace

HexLayout HexLayout::fit(const std::vector<Hex> &hexes, QSizeF item, qreal margin)
{
    HexLayout l;
    if (hexes.empty() || item.width() <= 0 || item.height() <= 0)
        return l;
    // The bounds in units of the corner distance, with hex [0, 0] at 0.
    qreal minX = 1e9, maxX = -1e9, minY = 1e9, maxY = -1e9;
    for (const Hex h : hexes) {
        const qreal x = kSqrt3 * (h.q + h.r / 2.0);
        const qreal y = 1.5 * h.r;
        minX = std::min(minX, x - kSqrt3 / 2);
        maxX = std::max(maxX, x + kSqrt3 / 2);
        minY = std::min(minY, y - 1.0);
        maxY = std::max(maxY, y + 1.0);
    }
    l.size = std::min((item.width() - 2 * margin) / (maxX - minX), (item.height() - 2 * margin) / (maxY - minY));
    const QPointF centre((minX + maxX) / 2 * l.size, (minY + maxY) / 2 * l.size);
    l.origin = QPointF(item.width() / 2, item.height() / 2) - centre;
    return l;
}

QPolygonF HexLayout::corners(QPointF centre, qreal cornerDistance)
{
    QPolygonF polygon;
    for (int i = 0; i < 6; ++i) {
        const qreal angle = qDegreesToRadians(60.0 * i - 30.0);
        polygon << centre + QPointF(cornerDistance * std::cos(angle), cornerDistance * std::sin(angle));
    }
    return polygon;
}

QPointF HexLayout::toPixel(Hex h) const
{
    return origin + QPointF(size * kSqrt3 * (h.q + h.r / 2.0), size * 1.5 * h.r);
}

Hex HexLayout::hexAt(QPointF p) const
{
    const QPointF local = (p - origin) / size;
    const qreal q = (kSqrt3 / 3 * local.x() - local.y() / 3);
    const qreal r = 2.0 / 3 * local.y();
    // Cube rounding: round all three cube coordinates, then rebuild the one
    // that rounding moved most from the other two, so q + r + s stays 0.
    const qreal s = -q - r;
    qreal rq = std::round(q), rr = std::round(r), rs = std::round(s);
    const qreal dq = std::abs(rq - q), dr = std::abs(rr - r), ds = std::abs(rs - s);
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    return {static_cast<int>(rq), static_cast<int>(rr)};
}

qreal HexLayout::hexWidth() const { return size * kSqrt3; }

} // namespace arbiter
