#include "ui/AccessibilityAudit.h"

#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QtTest>
#include <memory>

using namespace Qt::Literals::StringLiterals;
using arbiter::AccessibilityAudit;

// The audit the self-test runs on every screen: it must name each control a
// screen reader could not, and stay quiet about the ones it can.
class TestAccessibilityAudit : public QObject {
    Q_OBJECT

private:
    QQmlEngine m_engine;
    std::unique_ptr<QQuickWindow> m_window;

    // The lines the audit reports for `body`, placed in a window.
    QStringList auditOf(const QByteArray &body)
    {
        m_window = std::make_unique<QQuickWindow>();
        m_window->resize(400, 400);
        QQmlComponent component(&m_engine);
        component.setData("import QtQuick\nimport QtQuick.Controls\nItem {\n width: 400; height: 400\n" + body + "\n}\n",
                          QUrl(u"snippet.qml"_s));
        auto *item = qobject_cast<QQuickItem *>(component.create());
        if (!item) {
            qWarning().noquote() << component.errorString();
            return {u"the snippet did not load"_s};
        }
        item->setParent(m_window.get());
        item->setParentItem(m_window->contentItem());
        AccessibilityAudit audit;
        const QStringList failures = audit.audit(m_window->contentItem(), u"snippet"_s);
        for (const QString &failure : failures)
            qInfo().noquote() << failure;
        return failures;
    }

private Q_SLOTS:
    void reportsAButtonWithoutAName()
    {
        const QStringList failures = auditOf("Button { objectName: \"iconOnly\"; icon.name: \"edit-undo\" }");
        QCOMPARE(failures.size(), 1);
        QVERIFY2(failures.first().startsWith(u"snippet: "_s), qPrintable(failures.first()));
        QVERIFY2(failures.first().contains(u"iconOnly"_s), qPrintable(failures.first()));
        QVERIFY2(failures.first().contains(u"Button"_s), qPrintable(failures.first()));
    }

    void acceptsNamedControls()
    {
        QCOMPARE(auditOf("Column { Button { text: \"Undo\"; Accessible.name: text }\n"
                         "Button { icon.name: \"edit-redo\"; Accessible.name: \"Redo\" }\n"
                         "Switch { text: \"Dark theme\"; Accessible.name: text }\n"
                         "TextField { placeholderText: \"Name\"; Accessible.name: placeholderText } }"),
                 QStringList());
    }

    void reportsUnnamedFieldsAndSwitches()
    {
        const QStringList failures = auditOf("Column { TextField { objectName: \"bare\" }\n Switch { objectName: \"mute\" } }");
        QCOMPARE(failures.size(), 2);
        QVERIFY(failures.first().contains(u"bare"_s));
        QVERIFY(failures.last().contains(u"mute"_s));
    }

    void reportsATappableRectangleWithoutAName()
    {
        const QStringList failures = auditOf("Rectangle { objectName: \"hex\"; width: 60; height: 60\n"
                                             "  MouseArea { objectName: \"hexArea\"; anchors.fill: parent } }\n"
                                             "Rectangle { width: 60; height: 60\n"
                                             "  TapHandler { } }");
        QCOMPARE(failures.size(), 2);
        QVERIFY2(failures.first().contains(u"hexArea"_s), qPrintable(failures.first()));
        QVERIFY2(failures.last().contains(u"Rectangle"_s), qPrintable(failures.last()));
    }

    void acceptsATappableItemNamedOnItselfOrOnWhatItCovers()
    {
        QCOMPARE(auditOf("Rectangle { width: 60; height: 60\n"
                         "  Accessible.name: \"Hex 2, 3: Flare Runner\"; Accessible.role: Accessible.Button\n"
                         "  MouseArea { anchors.fill: parent } }\n"
                         "Rectangle { width: 60; height: 60\n"
                         "  Accessible.name: \"Discard\"; Accessible.role: Accessible.Button\n"
                         "  TapHandler { } }\n"
                         "MouseArea { width: 10; height: 10; Accessible.name: \"Close\"; Accessible.role: Accessible.Button }"),
                 QStringList());
    }

    void reportsATappableItemWithoutARole()
    {
        const QStringList failures = auditOf("Rectangle { objectName: \"chip\"; width: 60; height: 60\n"
                                             "  Accessible.name: \"Discard\"\n"
                                             "  TapHandler { } }");
        QCOMPARE(failures.size(), 1);
        QVERIFY2(failures.first().contains(u"chip"_s) && failures.first().contains(u"role"_s), qPrintable(failures.first()));
    }

    void ignoresWhatCannotBeUsed()
    {
        QCOMPARE(auditOf("Button { visible: false }\n"
                         "MouseArea { objectName: \"off\"; enabled: false; width: 10; height: 10 }\n"
                         "MouseArea { objectName: \"hover\"; acceptedButtons: Qt.NoButton; hoverEnabled: true; width: 10; height: 10 }\n"
                         "Text { text: \"a label\" }\n"
                         "Flickable { width: 100; height: 100; contentHeight: 300 }\n"
                         "Pane { width: 100; height: 100 }"),
                 QStringList());
    }

    void reportsEachControlOnce()
    {
        m_window = std::make_unique<QQuickWindow>();
        QQmlComponent component(&m_engine);
        component.setData("import QtQuick.Controls\nButton { objectName: \"bare\" }\n", QUrl(u"once.qml"_s));
        auto *item = qobject_cast<QQuickItem *>(component.create());
        QVERIFY(item);
        item->setParent(m_window.get());
        item->setParentItem(m_window->contentItem());
        AccessibilityAudit audit;
        QCOMPARE(audit.audit(m_window->contentItem(), u"home"_s).size(), 1);
        QCOMPARE(audit.audit(m_window->contentItem(), u"home"_s).size(), 0);
        QCOMPARE(audit.audit(m_window->contentItem(), u"settings"_s).size(), 1);
    }
};

QTEST_MAIN(TestAccessibilityAudit)
#include "tst_accessibilityaudit.moc"
