#pragma once

#include "TheosisArenaController.h"

#include <QColor>
#include <QPointer>
#include <QQuickPaintedItem>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace arbiter {

// The Theosis Arena drawn to scale from the controller's scene: pointy-top
// hexes fitted to the item, the centre hex and the starting hexes, ritual
// tokens (closed hexes and the token's effect), heroes as discs in their
// side's colour with a Health ring, blessing and curse counts and a
// paralysed bar, monsters over their seven hexes with the stamina pile and
// the visible token's threshold. A tap reports the hex and whoever is drawn
// there. Painted in C++ so 61 hexes redraw cheaply; colours come from Theme.
class TheosisArenaBoard : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(arbiter::TheosisArenaController *controller READ controller WRITE setController NOTIFY controllerChanged)
    // One colour per side (player or team), in seat order.
    Q_PROPERTY(QVariantList sideColors READ sideColors WRITE setSideColors NOTIFY colorsChanged)
    Q_PROPERTY(QColor hexColor MEMBER m_hexColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor lineColor MEMBER m_lineColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor textColor MEMBER m_textColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor mutedColor MEMBER m_mutedColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor legalColor MEMBER m_legalColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor refusedColor MEMBER m_refusedColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor pickColor MEMBER m_pickColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor monsterColor MEMBER m_monsterColor NOTIFY colorsChanged)
    Q_PROPERTY(qreal hexWidth READ hexWidth NOTIFY layoutChanged)

public:
    explicit TheosisArenaBoard(QQuickItem *parent = nullptr);

    [[nodiscard]] TheosisArenaController *controller() const { return m_controller; }
    void setController(TheosisArenaController *controller);
    [[nodiscard]] QVariantList sideColors() const;
    void setSideColors(const QVariantList &colors);
    [[nodiscard]] qreal hexWidth() const;

    void paint(QPainter *painter) override;

    // The centre of a hex in item pixels (tests tap there).
    Q_INVOKABLE QPointF centreOf(int q, int r) const;

Q_SIGNALS:
    void controllerChanged();
    void colorsChanged();
    void layoutChanged();
    void tapped(int q, int r, const QString &who);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;

private:
    struct Layout {
        qreal size = 0; // centre to corner
        QPointF origin; // pixel of hex [0, 0]
    };
    [[nodiscard]] Layout layout() const;
    [[nodiscard]] QPointF pixel(const Layout &l, Hex h) const;
    [[nodiscard]] Hex hexAt(const Layout &l, QPointF p) const;
    [[nodiscard]] QColor sideColor(int side) const;
    [[nodiscard]] static QColor readableOn(QColor fill);
    void paintToken(QPainter *painter, QPointF c, qreal s, TheosisArenaSceneHex::Token token) const;

    QPointer<TheosisArenaController> m_controller;
    QList<QColor> m_sideColors{Qt::blue, Qt::red};
    QColor m_hexColor = Qt::white;
    QColor m_lineColor = Qt::gray;
    QColor m_textColor = Qt::black;
    QColor m_mutedColor = Qt::darkGray;
    QColor m_legalColor = Qt::green;
    QColor m_refusedColor = Qt::red;
    QColor m_pickColor = Qt::blue;
    QColor m_monsterColor = Qt::darkRed;
    QPointF m_pressAt;
};

} // namespace arbiter
