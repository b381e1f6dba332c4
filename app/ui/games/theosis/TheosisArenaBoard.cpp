#include "TheosisArenaBoard.h"

#include <QDataStream>
#include <QFont>
#include <QPainter>
#include <QPainterPath>
#include <QtMath>
#include <algorithm>
#include <cmath>

namespace arbiter {

TheosisArenaBoard::TheosisArenaBoard(QQuickItem *parent) : HexBoardItem(parent) {}

void TheosisArenaBoard::setController(TheosisArenaController *controller)
{
    if (m_controller == controller)
        return;
    if (m_controller)
        disconnect(m_controller, nullptr, this, nullptr);
    m_controller = controller;
    if (m_controller)
        connect(m_controller, &TheosisArenaController::sceneChanged, this, &TheosisArenaBoard::repaintScene);
    update();
    Q_EMIT controllerChanged();
    Q_EMIT layoutChanged();
}

void TheosisArenaBoard::setSideColors(const QList<QColor> &colors)
{
    if (colors.isEmpty() || colors == m_sideColors)
        return;
    m_sideColors = colors;
    Q_EMIT colorsChanged();
}

std::vector<Hex> TheosisArenaBoard::shownHexes() const
{
    std::vector<Hex> shown;
    if (m_controller)
        for (const TheosisArenaSceneHex &h : m_controller->scene().hexes)
            shown.push_back(h.at);
    return shown;
}

QColor TheosisArenaBoard::sideColor(int side) const
{
    return m_sideColors.isEmpty() ? QColor(Qt::blue) : m_sideColors.at(side % m_sideColors.size());
}

void TheosisArenaBoard::paintToken(QPainter *painter, QPointF c, qreal s, TheosisArenaSceneHex::Token token) const
{
    using Token = TheosisArenaSceneHex::Token;
    const qreal line = std::max<qreal>(1.0, s / 20);
    switch (token) {
    case Token::None:
        return;
    case Token::Closed: {
        painter->setPen(QPen(m_textColor, line));
        painter->setBrush(m_mutedColor);
        painter->drawPolygon(HexLayout::corners(c, s * 0.8));
        // Hatching: no hero may stand or pass here.
        painter->setPen(QPen(m_hexColor, line));
        for (int i = -2; i <= 2; ++i)
            painter->drawLine(c + QPointF(i * s * 0.22 - s * 0.3, s * 0.45), c + QPointF(i * s * 0.22 + s * 0.3, -s * 0.45));
        return;
    }
    case Token::Damage: {
        painter->setPen(Qt::NoPen);
        painter->setBrush(withAlpha(m_refusedColor, 0.3));
        painter->drawPolygon(HexLayout::corners(c, s * 0.9));
        QPolygonF spike;
        spike << c + QPointF(-s * 0.3, s * 0.3) << c + QPointF(0, -s * 0.4) << c + QPointF(s * 0.3, s * 0.3);
        painter->setPen(QPen(m_refusedColor, 2 * line));
        painter->setBrush(Qt::NoBrush);
        painter->drawPolygon(spike);
        return;
    }
    case Token::Swamp: {
        painter->setPen(Qt::NoPen);
        painter->setBrush(withAlpha(m_mutedColor, 0.35));
        painter->drawPolygon(HexLayout::corners(c, s * 0.9));
        painter->setPen(QPen(m_textColor, 1.5 * line));
        for (int row = -1; row <= 1; ++row) {
            QPainterPath wave;
            const qreal y = c.y() + row * s * 0.25;
            wave.moveTo(c.x() - s * 0.4, y);
            wave.cubicTo(c.x() - s * 0.2, y - s * 0.12, c.x(), y + s * 0.12, c.x() + s * 0.4, y);
            painter->drawPath(wave);
        }
        return;
    }
    case Token::Banner: {
        painter->setPen(Qt::NoPen);
        painter->setBrush(withAlpha(m_pickColor, 0.2));
        painter->drawPolygon(HexLayout::corners(c, s * 0.9));
        painter->setPen(QPen(m_pickColor, 2 * line));
        painter->drawLine(c + QPointF(-s * 0.2, s * 0.4), c + QPointF(-s * 0.2, -s * 0.4));
        QPolygonF flag;
        flag << c + QPointF(-s * 0.2, -s * 0.4) << c + QPointF(s * 0.3, -s * 0.25) << c + QPointF(-s * 0.2, -s * 0.1);
        painter->setBrush(m_pickColor);
        painter->drawPolygon(flag);
        return;
    }
    case Token::Fortification: {
        painter->setPen(Qt::NoPen);
        painter->setBrush(withAlpha(m_textColor, 0.12));
        painter->drawPolygon(HexLayout::corners(c, s * 0.9));
        painter->setPen(QPen(m_textColor, 2 * line));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(QRectF(c.x() - s * 0.3, c.y() - s * 0.2, s * 0.6, s * 0.45));
        for (int i = 0; i < 3; ++i)
            painter->drawRect(QRectF(c.x() - s * 0.3 + i * s * 0.24, c.y() - s * 0.36, s * 0.12, s * 0.16));
        return;
    }
    case Token::Angel: {
        painter->setPen(Qt::NoPen);
        painter->setBrush(withAlpha(m_legalColor, 0.2));
        painter->drawPolygon(HexLayout::corners(c, s * 0.9));
        painter->setPen(QPen(m_legalColor, 3 * line));
        painter->drawLine(c + QPointF(0, -s * 0.35), c + QPointF(0, s * 0.35));
        painter->drawLine(c + QPointF(-s * 0.35, 0), c + QPointF(s * 0.35, 0));
        return;
    }
    case Token::Other:
        painter->setPen(QPen(m_textColor, line, Qt::DashLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(c, s * 0.4, s * 0.4);
        return;
    }
}

void TheosisArenaBoard::paintBoard(QPainter *painter, const HexLayout &l)
{
    const TheosisArenaScene &scene = m_controller->scene();
    const qreal s = l.size;
    const qreal line = lineWidth(l);
    using Mark = TheosisArenaSceneHex::Mark;

    QByteArray groundKey;
    {
        QDataStream key(&groundKey, QIODevice::WriteOnly);
        key << s << l.origin << m_hexColor << m_lineColor << m_mutedColor << m_textColor << m_pickColor;
        for (const TheosisArenaSceneHex &h : scene.hexes)
            key << h.at.q << h.at.r << h.start << h.centre;
    }
    drawGround(painter, groundKey, [&](QPainter *ground) {
        for (const TheosisArenaSceneHex &h : scene.hexes) {
            const QPointF c = l.toPixel(h.at);
            ground->setPen(QPen(m_lineColor, line));
            ground->setBrush(m_hexColor);
            ground->drawPolygon(HexLayout::corners(c, s - line));
            if (h.start) {
                ground->setPen(QPen(m_mutedColor, 1.5 * line, Qt::DashLine));
                ground->setBrush(Qt::NoBrush);
                ground->drawPolygon(HexLayout::corners(c, s * 0.82));
            }
            if (h.centre) {
                ground->setPen(QPen(m_textColor, 2 * line));
                ground->setBrush(withAlpha(m_pickColor, 0.12));
                ground->drawPolygon(HexLayout::corners(c, s * 0.86));
                QPolygonF star;
                for (int k = 0; k < 10; ++k) {
                    const qreal a = qDegreesToRadians(-90.0 + 36.0 * k);
                    const qreal rr = (k % 2 == 0 ? 0.3 : 0.13) * s;
                    star << c + QPointF(rr * std::cos(a), rr * std::sin(a));
                }
                ground->setPen(Qt::NoPen);
                ground->setBrush(withAlpha(m_textColor, 0.35));
                ground->drawPolygon(star);
            }
        }
    });

    for (const TheosisArenaSceneHex &h : scene.hexes) {
        const QPointF c = l.toPixel(h.at);
        paintToken(painter, c, s, h.token);
        switch (h.mark) {
        case Mark::Legal:
            painter->setPen(QPen(m_legalColor, 2 * line));
            painter->setBrush(withAlpha(m_legalColor, 0.3));
            painter->drawPolygon(HexLayout::corners(c, s - 3 * line));
            break;
        case Mark::Path:
            painter->setPen(QPen(m_pickColor, 3 * line));
            painter->setBrush(withAlpha(m_pickColor, 0.3));
            painter->drawPolygon(HexLayout::corners(c, s - 3 * line));
            break;
        case Mark::Area:
            painter->setPen(QPen(m_refusedColor, 2 * line));
            painter->setBrush(withAlpha(m_refusedColor, 0.22));
            painter->drawPolygon(HexLayout::corners(c, s - 3 * line));
            break;
        case Mark::Preview:
            painter->setPen(QPen(m_pickColor, 3 * line, Qt::DashLine));
            painter->setBrush(withAlpha(m_pickColor, 0.3));
            painter->drawPolygon(HexLayout::corners(c, s - 3 * line));
            break;
        case Mark::PreviewClosed:
            painter->setPen(QPen(m_pickColor, 3 * line));
            painter->setBrush(withAlpha(m_textColor, 0.45));
            painter->drawPolygon(HexLayout::corners(c, s - 3 * line));
            break;
        case Mark::Refused:
            painter->setPen(Qt::NoPen);
            painter->setBrush(withAlpha(m_mutedColor, 0.25));
            painter->drawPolygon(HexLayout::corners(c, s - 2 * line));
            break;
        case Mark::None:
            break;
        }
    }

    for (const TheosisArenaSceneMonster &m : scene.monsters) {
        const QPointF c = l.toPixel(m.at);
        // The body covers the centre hex and its six neighbours: drawn as those seven hexes.
        QPainterPath outline;
        for (Hex h : {Hex{0, 0}, Hex{1, 0}, Hex{1, -1}, Hex{0, -1}, Hex{-1, 0}, Hex{-1, 1}, Hex{0, 1}})
            outline.addPolygon(HexLayout::corners(l.toPixel(m.at + h), s));
        outline = outline.simplified();
        if (m.target != TheosisArenaTarget::None) {
            const bool chosen = m.target == TheosisArenaTarget::Chosen;
            // Drawn before the body, so half of the wide line shows around it.
            painter->setPen(QPen(m.target == TheosisArenaTarget::Refused ? m_mutedColor : m_legalColor, (chosen ? 14 : 8) * line,
                                 m.target == TheosisArenaTarget::Legal ? Qt::DashLine : Qt::SolidLine));
            painter->setBrush(Qt::NoBrush);
            painter->drawPath(outline);
        }
        painter->setPen(QPen(m.acting ? m_textColor : m_lineColor, (m.acting ? 4 : 2) * line));
        painter->setBrush(withAlpha(m_monsterColor, 0.82));
        painter->drawPath(outline);
        painter->setPen(QPen(withAlpha(readableOn(m_monsterColor), 0.25), line));
        painter->setBrush(Qt::NoBrush);
        for (Hex h : {Hex{0, 0}, Hex{1, 0}, Hex{1, -1}, Hex{0, -1}, Hex{-1, 0}, Hex{-1, 1}, Hex{0, 1}})
            painter->drawPolygon(HexLayout::corners(l.toPixel(m.at + h), s - line));
        const QColor ink = readableOn(m_monsterColor);
        QFont font = painter->font();
        font.setBold(true);
        font.setPixelSize(std::max(12, static_cast<int>(s * 0.5)));
        painter->setFont(font);
        painter->setPen(ink);
        painter->drawText(QRectF(c.x() - 2 * s, c.y() - s * 1.3, 4 * s, s * 0.8), Qt::AlignCenter, m.label);
        // The pile: stacked discs with the count, the visible token's threshold on top.
        const qreal tr = s * 0.55;
        for (int k = std::min(m.pile, 4) - 1; k >= 0; --k) {
            painter->setPen(QPen(ink, line));
            painter->setBrush(k == 0 ? m_hexColor : withAlpha(m_hexColor, 0.6));
            painter->drawEllipse(c + QPointF(k * line * 2.5, k * line * 2.5 + s * 0.15), tr, tr);
        }
        font.setPixelSize(std::max(12, static_cast<int>(s * 0.55)));
        painter->setFont(font);
        painter->setPen(m_textColor);
        painter->drawText(QRectF(c.x() - tr, c.y() + s * 0.15 - tr, 2 * tr, 2 * tr), Qt::AlignCenter,
                          m.threshold > 0 ? QString::number(m.threshold) : QStringLiteral("?"));
        font.setBold(false);
        font.setPixelSize(std::max(11, static_cast<int>(s * 0.42)));
        painter->setFont(font);
        painter->setPen(ink);
        painter->drawText(QRectF(c.x() - 2 * s, c.y() + s * 0.85, 4 * s, s * 0.6), Qt::AlignCenter,
                          QStringLiteral("× %1").arg(m.pile));
    }

    if (scene.refused)
        paintRefusedHex(painter, l, *scene.refused);

    for (const TheosisArenaSceneHero &hero : scene.heroes) {
        const QPointF c = l.toPixel(hero.at);
        const qreal radius = s * 0.68;
        paintDiscRings(painter, c, radius, line, hero.acting, hero.target);
        const QColor fill = sideColor(hero.side);
        const QColor ink = readableOn(fill);
        painter->setPen(Qt::NoPen);
        painter->setBrush(fill);
        painter->drawEllipse(c, radius, radius);
        // Health ring: the share of 9 still standing.
        const QRectF ring(c.x() - radius + 2 * line, c.y() - radius + 2 * line, 2 * (radius - 2 * line), 2 * (radius - 2 * line));
        painter->setPen(QPen(withAlpha(ink, 0.3), 3 * line));
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(ring);
        const int health = std::clamp(hero.health, 0, 9);
        if (health > 0) {
            painter->setPen(QPen(ink, 3 * line, health <= 3 ? Qt::DashLine : Qt::SolidLine, Qt::FlatCap));
            painter->drawArc(ring, 90 * 16, -static_cast<int>(360.0 * 16 * health / 9));
        }
        QFont font = painter->font();
        font.setBold(true);
        font.setPixelSize(std::max(11, static_cast<int>(s * 0.4)));
        painter->setFont(font);
        painter->setPen(ink);
        painter->drawText(QRectF(c.x() - radius, c.y() - radius * 0.85, 2 * radius, radius * 0.9), Qt::AlignHCenter | Qt::AlignBottom,
                          hero.label);
        font.setPixelSize(std::max(11, static_cast<int>(s * 0.42)));
        painter->setFont(font);
        painter->drawText(QRectF(c.x() - radius, c.y() + radius * 0.02, 2 * radius, radius * 0.8), Qt::AlignHCenter | Qt::AlignTop,
                          QString::number(hero.health));
        auto badge = [&](QPointF at, QColor colour, const QString &text) {
            const qreal br = s * 0.24;
            painter->setPen(QPen(m_textColor, line));
            painter->setBrush(colour);
            painter->drawEllipse(at, br, br);
            QFont f = painter->font();
            f.setPixelSize(std::max(9, static_cast<int>(s * 0.3)));
            painter->setFont(f);
            painter->setPen(readableOn(colour));
            painter->drawText(QRectF(at.x() - br, at.y() - br, 2 * br, 2 * br), Qt::AlignCenter, text);
        };
        if (hero.blessings > 0)
            badge(c + QPointF(radius * 0.78, -radius * 0.72), m_legalColor, QStringLiteral("+%1").arg(hero.blessings));
        if (hero.curses > 0)
            badge(c + QPointF(-radius * 0.78, -radius * 0.72), m_refusedColor, QStringLiteral("−%1").arg(hero.curses));
        if (hero.paralysed) {
            // A bar across the disc: the ranking token is flipped.
            painter->setPen(QPen(m_textColor, 4 * line, Qt::SolidLine, Qt::RoundCap));
            painter->drawLine(c + QPointF(-radius, radius), c + QPointF(radius, -radius));
        }
    }
}

QString TheosisArenaBoard::pieceAt(const HexLayout &l, QPointF p) const
{
    QString who;
    if (!m_controller)
        return who;
    const Hex h = l.hexAt(p);
    const TheosisArenaScene &scene = m_controller->scene();
    for (const TheosisArenaSceneMonster &m : scene.monsters)
        if (distance(m.at, h) <= 1)
            who = m.id;
    for (const TheosisArenaSceneHero &hero : scene.heroes)
        if (touchesDisc(l, hero.at, p))
            who = hero.id;
    return who;
}

} // namespace arbiter
