#pragma once

#include "HexLayout.h"

#include <QColor>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace arbiter {

// What the painted hex boards (Brawl's arena, Theosis' Arena) share: the
// Theme colours they draw in, the hexes fitted to the item, and a tap that
// names the hex and whoever is drawn there. A board says which hexes must
// show and who stands where; it paints the rest itself.
class HexBoardItem : public QQuickPaintedItem {
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(QColor hexColor MEMBER m_hexColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor lineColor MEMBER m_lineColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor textColor MEMBER m_textColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor mutedColor MEMBER m_mutedColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor legalColor MEMBER m_legalColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor refusedColor MEMBER m_refusedColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor pickColor MEMBER m_pickColor NOTIFY colorsChanged)
    // The width of one hex in pixels, for the touch-size check.
    Q_PROPERTY(qreal hexWidth READ hexWidth NOTIFY layoutChanged)

public:
    explicit HexBoardItem(QQuickItem *parent = nullptr);

    [[nodiscard]] qreal hexWidth() const { return layout().hexWidth(); }
    // The centre of a hex in item pixels (tests tap there).
    Q_INVOKABLE QPointF centreOf(int q, int r) const { return layout().toPixel({q, r}); }

Q_SIGNALS:
    void colorsChanged();
    void layoutChanged();
    // `who` is the piece drawn at the tapped point, or empty.
    void tapped(int q, int r, const QString &who);

protected:
    // Every hex the drawing must show whole; empty while there is no board.
    [[nodiscard]] virtual std::vector<Hex> shownHexes() const = 0;
    // The piece drawn at `p`, or "".
    [[nodiscard]] virtual QString pieceAt(const HexLayout &l, QPointF p) const = 0;

    [[nodiscard]] HexLayout layout() const { return HexLayout::fit(shownHexes(), size()); }
    // The board's scene changed: repaint, and the fit may have too.
    void repaintScene();
    // A disc drawn on `h` answers a touch a little beyond its edge.
    [[nodiscard]] static bool touchesDisc(const HexLayout &l, Hex h, QPointF p);
    // A finger may wander a hex's corner distance from the press and still
    // mean a tap; further, it means a drag (or nothing).
    [[nodiscard]] bool withinTap(const HexLayout &l, QPointF p) const;
    [[nodiscard]] QPointF pressedAt() const { return m_pressAt; }
    [[nodiscard]] static QColor withAlpha(QColor color, qreal alpha);
    // Light or dark ink, whichever reads on `fill`.
    [[nodiscard]] static QColor readableOn(QColor fill);

    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;

    QColor m_hexColor = Qt::white;
    QColor m_lineColor = Qt::gray;
    QColor m_textColor = Qt::black;
    QColor m_mutedColor = Qt::darkGray;
    QColor m_legalColor = Qt::green;
    QColor m_refusedColor = Qt::red;
    QColor m_pickColor = Qt::blue;

private:
    QPointF m_pressAt;
};

} // namespace arbiter
