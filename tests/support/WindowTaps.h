#pragma once

#include <QGuiApplication>
#include <QQuickItem>
#include <QQuickWindow>
#include <QString>
#include <QElapsedTimer>
#include <QWheelEvent>
#include <QtTest>

// Finding items of a whole window and tapping them through it, as a finger
// would: the event goes to the window at the item's centre, and whatever
// lies on top there gets it.
namespace arbiter::testing {

inline QQuickItem *findVisible(QQuickItem *root, const QString &objectName)
{
    if (!root || !root->isVisible())
        return nullptr;
    if (root->objectName() == objectName)
        return root;
    const QList<QQuickItem *> children = root->childItems();
    for (QQuickItem *child : children)
        if (QQuickItem *found = findVisible(child, objectName))
            return found;
    return nullptr;
}

inline QPoint centreInWindow(const QQuickItem *item)
{
    return item->mapToScene(QPointF(item->width() / 2, item->height() / 2)).toPoint();
}

// Turns the mouse wheel over the item's scrolling page until the item's
// centre is inside the page's visible part, as a user scrolls to a control
// below the fold. Gives up after a bounded number of notches.
inline void scrollIntoView(QQuickWindow *window, const QQuickItem *item)
{
    const QQuickItem *page = item->parentItem();
    while (page && !page->inherits("QQuickFlickable"))
        page = page->parentItem();
    if (!page)
        return;
    const QRectF visible = page->mapRectToScene(QRectF(0, 0, page->width(), page->height()));
    const QPointF over = visible.center();
    for (int notch = 0; notch < 60; ++notch) {
        const QPointF centre = item->mapToScene(QPointF(item->width() / 2, item->height() / 2));
        if (visible.adjusted(0, 24, 0, -24).contains(centre))
            return;
        const int delta = centre.y() > visible.center().y() ? -120 : 120;
        QWheelEvent wheel(over, window->mapToGlobal(over), QPoint(0, delta), QPoint(0, delta), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QGuiApplication::sendEvent(window, &wheel);
        QTest::qWait(20);
    }
}

// Whether a page stack the item is on is still moving a page in or out.
inline bool inBusyStack(const QQuickItem *item)
{
    for (const QQuickItem *up = item; up; up = up->parentItem())
        if (up->inherits("QQuickStackView") && up->property("busy").toBool())
            return true;
    return false;
}

// Waits until the item has come to rest (a page sliding in): its page stacks
// are done, and it has not moved for a moment. A tap during the slide lands
// where the item is about to leave.
inline bool waitUntilStill(const QQuickItem *item, int timeoutMs = 5000)
{
    QPointF last = item->mapToScene(QPointF(0, 0));
    QElapsedTimer unmoved;
    unmoved.start();
    return QTest::qWaitFor(
        [&] {
            const QPointF now = item->mapToScene(QPointF(0, 0));
            if (now != last || inBusyStack(item)) {
                last = now;
                unmoved.restart();
            }
            return unmoved.elapsed() >= 150;
        },
        timeoutMs);
}

inline void tap(QQuickWindow *window, const QQuickItem *item)
{
    scrollIntoView(window, item);
    QTest::mouseClick(window, Qt::LeftButton, Qt::NoModifier, centreInWindow(item));
}

} // namespace arbiter::testing
