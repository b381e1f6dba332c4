#pragma once

#include "BrawlBoardScene.h"
#include "HexBoardItem.h"

#include <QColor>
#include <QPointer>
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
class BrawlBoardItem : public HexBoardItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(arbiter::BrawlSceneSource *source READ source WRITE setSource NOTIFY sourceChanged)
    Q_PROPERTY(QColor firstSideColor MEMBER m_firstSideColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor secondSideColor MEMBER m_secondSideColor NOTIFY colorsChanged)
    // Written inside each Gate (translated by the view).
    Q_PROPERTY(QString gateLabel MEMBER m_gateLabel NOTIFY colorsChanged)
    Q_PROPERTY(QColor healthColor MEMBER m_healthColor NOTIFY colorsChanged)
    // The champion being dragged, or "".
    Q_PROPERTY(QString dragging READ dragging NOTIFY draggingChanged)

public:
    explicit BrawlBoardItem(QQuickItem *parent = nullptr);

    [[nodiscard]] BrawlSceneSource *source() const { return m_source; }
    void setSource(BrawlSceneSource *source);
    [[nodiscard]] QString dragging() const { return m_dragging ? m_dragChampion : QString(); }

    // Where a champion is drawn, on the board or beside its Gate.
    Q_INVOKABLE QPointF championCentre(const QString &championId) const;

Q_SIGNALS:
    void sourceChanged();
    void draggingChanged();
    // A champion disc was lifted (moved further than a tap) ...
    void dragStarted(const QString &champion);
    // ... and let go over hex [q, r].
    void dropped(const QString &champion, int q, int r);

protected:
    // The board, the Gates with their slots, and wherever a champion is drawn.
    [[nodiscard]] std::vector<Hex> shownHexes() const override;
    void paintBoard(QPainter *painter, const HexLayout &l) override;
    // The champion drawn at `p` (discs beside the Gates included), or "".
    [[nodiscard]] QString pieceAt(const HexLayout &l, QPointF p) const override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseUngrabEvent() override;

private:
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
    QColor m_healthColor = Qt::green;
    QString m_dragChampion; // under the finger since the press
    bool m_dragging = false;
    QPointF m_dragAt;
};

} // namespace arbiter
