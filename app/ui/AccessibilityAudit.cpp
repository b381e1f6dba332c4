#include "AccessibilityAudit.h"

#include <QAccessible>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQuickItem>
#include <QRegularExpression>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

// Qt Quick Controls that take a finger or a key themselves; their private
// classes are not installed, so they are known by their class names.
constexpr const char *kControlClasses[] = {
    "QQuickAbstractButton", "QQuickTextField", "QQuickTextArea", "QQuickComboBox", "QQuickSpinBox",
    "QQuickSlider",         "QQuickRangeSlider", "QQuickDial",  "QQuickTumbler",
};

// Items that take presses only to scroll, to keep taps from what lies below
// a popup, or that belong to a popup's frame: none of them is a control.
constexpr const char *kNotControls[] = {
    "QQuickFlickable", "QQuickPopupItem", "QQuickOverlay", "QQuickScrollBar", "QQuickScrollIndicator", "QQuickRootItem",
};

// A Text takes presses for its links, and a screen reader reads its text.
bool isText(const QObject *object)
{
    return object->inherits("QQuickText");
}

bool inheritsAny(const QObject *object, const auto &classNames)
{
    for (const char *name : classNames)
        if (object->inherits(name))
            return true;
    return false;
}

QString accessibleName(QObject *object)
{
    if (!object)
        return {};
    QAccessibleInterface *interface = QAccessible::queryAccessibleInterface(object);
    return interface ? interface->text(QAccessible::Name).trimmed() : QString();
}

// A plain item (a Rectangle, a MouseArea) is a "client" area to a screen
// reader, which then does not say that it can be pressed.
bool hasOwnRole(QObject *object)
{
    QAccessibleInterface *interface = QAccessible::queryAccessibleInterface(object);
    return interface && interface->role() != QAccessible::Client && interface->role() != QAccessible::NoRole;
}

// The Accessible attached object is a child of the item it is attached to.
bool markedIgnored(const QObject *item)
{
    for (const QObject *child : item->children())
        if (child->inherits("QQuickAccessibleAttached"))
            return child->property("ignored").toBool();
    return false;
}

enum class NameOn { Nothing, ItemItself, ItemOrParent };

// Where a screen reader would look for the name of what `item` does.
// A control's own parts (its indicator, its content, its background, a
// popup's dimmer) are named by the control.
bool isPartOfControl(const QQuickItem *item)
{
    const QQuickItem *parent = item->parentItem();
    if (!parent)
        return false;
    if (parent->inherits("QQuickOverlay"))
        return true;
    if (!parent->inherits("QQuickControl"))
        return false;
    for (const char *part : {"indicator", "contentItem", "background", "handle"})
        if (parent->property(part).value<QQuickItem *>() == item)
            return true;
    return false;
}

NameOn interactiveKind(const QQuickItem *item)
{
    if (inheritsAny(item, kNotControls) || isText(item) || isPartOfControl(item))
        return NameOn::Nothing;
    if (inheritsAny(item, kControlClasses))
        return NameOn::ItemItself;
    // Panes, pages and frames take presses only so that they do not fall
    // through to what lies below.
    if (item->inherits("QQuickControl"))
        return NameOn::Nothing;
    if (item->inherits("QQuickTextInput") || item->inherits("QQuickTextEdit")) {
        // Inside a control (a SpinBox's text) the control carries the name.
        const QQuickItem *parent = item->parentItem();
        if (parent && parent->inherits("QQuickControl"))
            return NameOn::Nothing;
        return item->property("readOnly").toBool() ? NameOn::Nothing : NameOn::ItemItself;
    }
    // A MouseArea, a painted board: the name may sit on the item the area
    // covers, the way a delegate names itself and lets its MouseArea listen.
    if (!item->isEnabled())
        return NameOn::Nothing;
    if (item->inherits("QQuickMouseArea")) {
        // A MouseArea that only follows the hover takes no tap; its own
        // `enabled` is not the item's.
        if (item->property("enabled").toBool() && item->property("acceptedButtons").toInt() != Qt::NoButton)
            return NameOn::ItemOrParent;
    } else if (item->acceptedMouseButtons() != Qt::NoButton) {
        return NameOn::ItemOrParent;
    }
    for (const QObject *child : item->children())
        if (child->inherits("QQuickTapHandler") && child->property("enabled").toBool())
            return NameOn::ItemOrParent;
    return NameOn::Nothing;
}

void collect(QQuickItem *item, const QString &where, QStringList &unnamed)
{
    if (!item->isVisible())
        return;
    const NameOn kind = interactiveKind(item);
    if (kind != NameOn::Nothing && !markedIgnored(item)) {
        QQuickItem *named = item;
        QString name = accessibleName(item);
        if (name.isEmpty() && kind == NameOn::ItemOrParent && item->parentItem()) {
            named = item->parentItem();
            name = accessibleName(named);
        }
        if (name.isEmpty())
            unnamed << u"%1: %2 has no accessible name"_s.arg(where, AccessibilityAudit::describe(item));
        else if (kind == NameOn::ItemOrParent && !hasOwnRole(named))
            unnamed << u"%1: %2 is named but has no accessible role (a button?)"_s.arg(where, AccessibilityAudit::describe(named));
    }
    for (QQuickItem *child : item->childItems())
        collect(child, where, unnamed);
}

} // namespace

namespace {

QString typeName(const QObject *object)
{
    static const QRegularExpression generatedSuffix(u"_QML(TYPE)?_\\d+$"_s);
    QString type = QString::fromLatin1(object->metaObject()->className()).remove(generatedSuffix);
    if (type.startsWith(u"QQuick"_s))
        type = type.mid(6);
    return type;
}

} // namespace

QString AccessibilityAudit::describe(const QQuickItem *item)
{
    const QString type = typeName(item);
    QStringList details;
    if (!item->objectName().isEmpty())
        details << u"objectName \"%1\""_s.arg(item->objectName());
    const QString text = item->property("text").toString();
    if (!text.isEmpty())
        details << u"text \"%1\""_s.arg(text.left(40));
    QString described = type;
    if (!details.isEmpty())
        described += u" ("_s + details.join(u", "_s) + u')';
    if (const QQmlContext *context = qmlContext(item); context && context->baseUrl().isValid())
        described += u" in "_s + context->baseUrl().fileName();
    if (const QQuickItem *parent = item->parentItem())
        described += u" under "_s + typeName(parent);
    return described;
}

QStringList AccessibilityAudit::audit(QQuickItem *root, const QString &where)
{
    QStringList unnamed;
    if (root)
        collect(root, where, unnamed);
    QStringList fresh;
    for (const QString &line : std::as_const(unnamed))
        if (!m_reported.contains(line)) {
            m_reported.insert(line);
            fresh << line;
        }
    return fresh;
}

} // namespace arbiter
