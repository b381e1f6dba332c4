#pragma once

#include "HexLayout.h"

#include <QByteArray>
#include <QColor>
#include <QImage>
#include <QPainter>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>
#include <functional>
#include <vector>

namespace arbiter {

// What the painted hex boards (Brawl's arena, Theosis' Arena) share: the
// Theme colours they draw in, the hexes fitted to the item, a tap that names
// the hex and whoever is drawn there, and the marks that must read the same
// on every board (a refused hex, the rings around a targeted piece). A board
// says which hexes must show and who stands where; it paints the rest itself.
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

    void paint(QPainter *painter) final;

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
    // Called only when there is a board to draw (shownHexes() is not empty)
    // and room for it, antialiased.
    virtual void paintBoard(QPainter *painter, const HexLayout &l) = 0;
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
    // The outline width that stays visible at any board size.
    [[nodiscard]] static qreal lineWidth(const HexLayout &l);

    // Draws the board's ground (what changes with the board and the theme, not with play) from an
    // image that `paintGround` paints once and that is kept while `key` stays the same: the hex grid
    // is most of a repaint, and a tap at the table moves pieces and marks, not the grid.
    void drawGround(QPainter *painter, const QByteArray &key, const std::function<void(QPainter *)> &paintGround);

    // The hex whose tap was refused.
    void paintRefusedHex(QPainter *painter, const HexLayout &l, Hex h) const;
    // The rings around a piece's disc of `radius` at `c`: whether it is the
    // one acting, and what it is as a target (the scenes' Target enums share
    // None, Legal, Refused and Chosen).
    template <typename Target>
    void paintDiscRings(QPainter *painter, QPointF c, qreal radius, qreal line, bool acting, Target target) const
    {
        if (acting) {
            painter->setPen(QPen(m_textColor, 3 * line));
            painter->setBrush(Qt::NoBrush);
            painter->drawEllipse(c, radius + 5 * line, radius + 5 * line);
        }
        switch (target) {
        case Target::Legal:
            painter->setPen(QPen(m_legalColor, 3 * line, Qt::DashLine));
            painter->setBrush(Qt::NoBrush);
            painter->drawEllipse(c, radius + 5 * line, radius + 5 * line);
            break;
        case Target::Chosen:
            painter->setPen(QPen(m_legalColor, 5 * line));
            painter->setBrush(withAlpha(m_legalColor, 0.25));
            painter->drawEllipse(c, radius + 6 * line, radius + 6 * line);
            break;
        case Target::Refused:
            painter->setPen(QPen(m_mutedColor, 2 * line, Qt::DotLine));
            painter->setBrush(Qt::NoBrush);
            painter->drawEllipse(c, radius + 4 * line, radius + 4 * line);
            break;
        case Target::None:
            break;
        }
    }

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
    QImage m_ground;
    QByteArray m_groundKey; // what m_ground was painted for
};

} // namespace arbiter
