#pragma once

#include "core/hex.h"

#include <QPointF>
#include <QPolygonF>
#include <QSizeF>
#include <vector>

namespace arbiter {

// Where pointy-top axial hexes fall on a painted board: the engine's Hex
// knows no pixels, so the boards share this one mapping both ways (drawing
// and touch must agree to the pixel).
struct HexLayout {
    qreal size = 0; // centre to corner, in pixels
    QPointF origin; // the pixel of hex [0, 0]

    // The largest hexes that show every hex of `hexes` whole within `item`
    // (less `margin` on each side), centred; empty when there is nothing to
    // show or no room.
    [[nodiscard]] static HexLayout fit(const std::vector<Hex> &hexes, QSizeF item, qreal margin = 4);
    // A hexagon around `centre` whose corners lie `cornerDistance` from it:
    // the outline of a hex, or of a mark inset within one.
    [[nodiscard]] static QPolygonF corners(QPointF centre, qreal cornerDistance);

    [[nodiscard]] bool isEmpty() const { return size <= 0; }
    [[nodiscard]] QPointF toPixel(Hex h) const;
    // The hex under `p`; a point on a border goes to one of the hexes it
    // touches.
    [[nodiscard]] Hex hexAt(QPointF p) const;
    // From one flat side to the opposite one, the narrow way across.
    [[nodiscard]] qreal hexWidth() const;
};

} // namespace arbiter
