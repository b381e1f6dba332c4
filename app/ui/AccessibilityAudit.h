#pragma once

#include <QSet>
#include <QString>
#include <QStringList>

class QQuickItem;

namespace arbiter {

// Finds the controls a screen reader could not name: every visible item a
// finger can use (a Qt Quick Controls button, switch or field, an item that
// takes mouse presses such as a MouseArea or a painted board, an item with an
// enabled TapHandler) must have a non-empty accessible name, on the item
// itself or, for a MouseArea or TapHandler, on the item it covers, and that
// item a role (a plain Rectangle does not say it can be pressed).
//
// It reads the names the way assistive technology does, through
// QAccessibleInterface, and asks for a name set in QML: Qt 6.4 names a
// control after its text only when a screen reader was listening as the
// control was made, which a self-test cannot count on.
class AccessibilityAudit {
public:
    // One line per unnamed control under `root`, each starting with `where`
    // (the screen's name). A control reported once is not reported again,
    // so walking the same screen in several sizes and themes names it once.
    QStringList audit(QQuickItem *root, const QString &where);

    // What a person reading a failure needs to find the control: its QML
    // type, objectName, text and the file it was declared in.
    static QString describe(const QQuickItem *item);

private:
    QSet<QString> m_reported;
};

} // namespace arbiter
