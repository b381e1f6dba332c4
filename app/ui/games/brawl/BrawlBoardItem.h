#pragma once

#include "BrawlBoardScene.h"

#include <QColor>
#include <QPointer>
#include <QQuickPaintedItem>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace arbiter {

// The arena drawn to scale from a BrawlBoardScene: pointy-top hexes fitted
// to the item, statues, trap hexes and face-down traps, deployment areas,
// Gates, champions as discs in their side's colour with their hitpoints.
// A tap reports the hex (and the champion drawn there, Gates included); a
// champion disc dragged away follows the finger and its drop reports the
// champion and the hex under it.
// Painted in C++ so 60 crisp hexes stay cheap to redraw on every change;
// the colours come from the QML Theme.
class BrawlBoardItem : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(arbiter::BrawlSceneSource *source READ source WRITE setSource NOTIFY sourceChanged)
    Q_PROPERTY(QColor firstSideColor MEMBER m_firstSideColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor secondSideColor MEMBER m_secondSideColor NOTIFY colorsChanged)
    // Written inside each Gate (translated by the view).
    Q_PROPERTY(QString gateLabel MEMBER m_gateLabel NOTIFY colorsChanged)
    Q_PROPERTY(QColor hexColor MEMBER m_hexColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor lineColor MEMBER m_lineColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor textColor MEMBER m_textColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor mutedColor MEMBER m_mutedColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor legalColor MEMBER m_legalColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor refusedColor MEMBER m_refusedColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor pickColor MEMBER m_pickColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor healthColor MEMBER m_healthColor NOTIFY colorsChanged)
    // The width of one hex in pixels, for the touch-size check.
    Q_PROPERTY(qreal hexWidth READ hexWidth NOTIFY layoutChanged)
    // The champion being dragged, or "".
    Q_PROPERTY(QString dragging READ dragging NOTIFY draggingChanged)

public:
    explicit BrawlBoardItem(QQuickItem *parent = nullptr);

    [[nodiscard]] BrawlSceneSource *source() const { return m_source; }
    void setSource(BrawlSceneSource *source);
    [[nodiscard]] qreal hexWidth() const;
    [[nodiscard]] QString dragging() const { return m_dragging ? m_dragChampion : QString(); }

    void paint(QPainter *painter) override;

    // The centre of a hex in item pixels (tests tap there).
    Q_INVOKABLE QPointF centreOf(int q, int r) const;
    // Where a champion is drawn, on the board or beside its Gate.
    Q_INVOKABLE QPointF championCentre(const QString &championId) const;

Q_SIGNALS:
    void sourceChanged();
    void colorsChanged();
    void layoutChanged();
    // `champion` is the one drawn at the tapped point, or empty.
    void tapped(int q, int r, const QString &champion);
    void draggingChanged();
    // A champion disc was lifted (moved further than a tap) ...
    void dragStarted(const QString &champion);
    // ... and let go over hex [q, r].
    void dropped(const QString &champion, int q, int r);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseUngrabEvent() override;
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;

private:
    struct Layout {
        qreal size = 0; // centre to corner
        QPointF origin; // pixel of hex [0, 0]
    };
    [[nodiscard]] Layout layout() const;
    [[nodiscard]] QPointF pixel(const Layout &l, Hex h) const;
    [[nodiscard]] Hex hexAt(const Layout &l, QPointF p) const;
    // The champion drawn at `p` (discs beside the Gates included), or "".
    [[nodiscard]] QString championAt(const Layout &l, QPointF p) const;
    void endDrag();
    // Where each champion stands on the drawing: its hex or a slot by its Gate.
    [[nodiscard]] std::vector<Hex> drawnHexes() const;
    [[nodiscard]] QColor sideColor(int side) const;
    // Light or dark, whichever reads on the side's colour.
    [[nodiscard]] QColor sideTextColor(int side) const;

    QPointer<BrawlSceneSource> m_source;
    QColor m_firstSideColor = Qt::blue;
    QColor m_secondSideColor = Qt::red;
    QString m_gateLabel;
    QColor m_hexColor = Qt::white;
    QColor m_lineColor = Qt::gray;
    QColor m_textColor = Qt::black;
    QColor m_mutedColor = Qt::darkGray;
    QColor m_legalColor = Qt::green;
    QColor m_refusedColor = Qt::red;
    QColor m_pickColor = Qt::blue;
    QColor m_healthColor = Qt::green;
    QPointF m_pressAt;
    QString m_dragChampion; // under the finger since the press
    bool m_dragging = false;
    QPointF m_dragAt;
};

} // namespace arbiter
