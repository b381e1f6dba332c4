#pragma once

#include "HexBoardItem.h"
#include "TheosisArenaController.h"

#include <QColor>
#include <QPointer>
#include <QList>
#include <QtQml/qqmlregistration.h>

namespace arbiter {

// The Theosis Arena drawn to scale from the controller's scene: pointy-top
// hexes fitted to the item, the centre hex and the starting hexes, ritual
// tokens (closed hexes and the token's effect), heroes as discs in their
// side's colour with a Health ring, blessing and curse counts and a
// paralysed bar, monsters over their seven hexes with the stamina pile and
// the visible token's threshold. A tap reports the hex and whoever is drawn
// there. Painted in C++ so 61 hexes redraw cheaply; colours come from Theme.
class TheosisArenaBoard : public HexBoardItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(arbiter::TheosisArenaController *controller READ controller WRITE setController NOTIFY controllerChanged)
    // One colour per side (player or team), in seat order.
    Q_PROPERTY(QList<QColor> sideColors READ sideColors WRITE setSideColors NOTIFY colorsChanged)
    Q_PROPERTY(QColor monsterColor MEMBER m_monsterColor NOTIFY colorsChanged)

public:
    explicit TheosisArenaBoard(QQuickItem *parent = nullptr);

    [[nodiscard]] TheosisArenaController *controller() const { return m_controller; }
    void setController(TheosisArenaController *controller);
    [[nodiscard]] QList<QColor> sideColors() const { return m_sideColors; }
    void setSideColors(const QList<QColor> &colors);

Q_SIGNALS:
    void controllerChanged();

protected:
    [[nodiscard]] std::vector<Hex> shownHexes() const override;
    void paintBoard(QPainter *painter, const HexLayout &l) override;
    // The hero whose disc is at `p`, else the monster whose body covers it, or "".
    [[nodiscard]] QString pieceAt(const HexLayout &l, QPointF p) const override;

private:
    [[nodiscard]] QColor sideColor(int side) const;
    void paintToken(QPainter *painter, QPointF c, qreal s, TheosisArenaSceneHex::Token token) const;

    QPointer<TheosisArenaController> m_controller;
    QList<QColor> m_sideColors{Qt::blue, Qt::red};
    QColor m_monsterColor = Qt::darkRed;
};

} // namespace arbiter
