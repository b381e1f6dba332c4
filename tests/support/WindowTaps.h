#pragma once

#include <QQuickItem>
#include <QQuickWindow>
#include <QString>
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

inline void tap(QQuickWindow *window, const QQuickItem *item)
{
    QTest::mouseClick(window, Qt::LeftButton, Qt::NoModifier, centreInWindow(item));
}

} // namespace arbiter::testing
