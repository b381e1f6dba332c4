#include "WindowTaps.h"
#include "ui/ActiveSession.h"
#include "ui/AppContext.h"

#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QScreen>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest/quicktest.h>
#include <QtTest>

Q_IMPORT_QML_PLUGIN(ArbiterPlugin)

using namespace Qt::Literals::StringLiterals;
using arbiter::testing::findVisible;
using arbiter::testing::tap;

// The app's shell (Main.qml) with its demo sessions, driven by taps through
// the window: the navigation and the sheets that lie over every page.
class Shell : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void windowFitsTheScreen();
    void homeLeavesTheSession_data();
    void homeLeavesTheSession();
    void ruleLinkOpensAboveTheDialog();
    void settingsNamesTheVersion();
    void cleanupTestCase() { m_engine.reset(); }

private:
    [[nodiscard]] QQuickItem *find(const QString &objectName) const
    {
        return findVisible(m_window->contentItem(), objectName);
    }
    void openDemoSession();

    std::unique_ptr<QQmlApplicationEngine> m_engine;
    arbiter::AppContext *m_context = nullptr;
    QQuickWindow *m_window = nullptr;
};

void Shell::initTestCase()
{
    QQuickStyle::setStyle(u"Basic"_s);
    m_engine = std::make_unique<QQmlApplicationEngine>();
    m_context = new arbiter::AppContext(arbiter::AppConfig{{}, true, true}, m_engine.get());
    m_engine->addImportPath(u"qrc:/"_s);
    m_engine->load(QUrl(u"qrc:/Arbiter/Main.qml"_s));
    QVERIFY(!m_engine->rootObjects().isEmpty());
    m_window = qobject_cast<QQuickWindow *>(m_engine->rootObjects().constFirst());
    QVERIFY(m_window);
    QMetaObject::invokeMethod(m_window, "prepareTour");
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void Shell::init()
{
    QMetaObject::invokeMethod(m_window, "resetViews");
    // Popped pages are deleted later; until then a dialog one left open
    // (ruleLinkOpensAboveTheDialog's) still takes the next test's taps.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QMetaObject::invokeMethod(m_window, "showSection", Q_ARG(int, 0));
}

// The window opens no larger than the screen (the offscreen screen is
// 800x600, smaller than the 1280x800 the window asks for on a tablet).
void Shell::windowFitsTheScreen()
{
    const QRect available = m_window->screen()->availableGeometry();
    QVERIFY2(m_window->width() <= available.width() && m_window->height() <= available.height(),
             qPrintable(u"a %1x%2 window on a %3x%4 screen"_s.arg(m_window->width()).arg(m_window->height())
                            .arg(available.width()).arg(available.height())));
}

void Shell::openDemoSession()
{
    QVERIFY(m_context->activeSession()->open(m_context->demoSessionId()));
    QMetaObject::invokeMethod(m_window, "openSession");
    QTRY_VERIFY(find(u"undoButton"_s));
}

void Shell::homeLeavesTheSession_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addRow("landscape") << QSize(1280, 800); // the rail
    QTest::addRow("portrait") << QSize(800, 1280);  // the bar
}

// Inside a session, Home goes back to the list of sessions; from another
// section it first comes back to the session as it was left.
void Shell::homeLeavesTheSession()
{
    QFETCH(QSize, size);
    m_window->resize(size);
    QTRY_COMPARE(m_window->size(), size);
    openDemoSession();

    tap(m_window, find(u"section-1"_s)); // Dice
    QTRY_VERIFY(!find(u"undoButton"_s));
    tap(m_window, find(u"section-0"_s));
    QTRY_VERIFY2(find(u"undoButton"_s), "Home from the dice shows the session left there");

    tap(m_window, find(u"section-0"_s));
    QTRY_VERIFY2(!find(u"undoButton"_s), "Home inside a session goes back to the list of sessions");
    QVERIFY(m_context->activeSession()->isOpen());
}

// A rule link tapped inside a dialog shows the entry above that dialog; its
// back button answers the tap and the dialog waits underneath, unchanged.
void Shell::ruleLinkOpensAboveTheDialog()
{
    m_window->resize(1280, 800);
    openDemoSession();
    QObject *page = nullptr;
    for (QQuickItem *item = find(u"undoButton"_s); item && !page; item = item->parentItem())
        if (QByteArray(item->metaObject()->className()).startsWith("SessionPage"))
            page = item;
    QVERIFY(page);
    bool editing = false;
    QMetaObject::invokeMethod(page, "editFirstCounter", Q_RETURN_ARG(bool, editing));
    QVERIFY(editing);
    QTRY_VERIFY(find(u"counterValueField"_s));

    QMetaObject::invokeMethod(m_window, "showRuleSheet", Q_ARG(QString, u"core.undo"_s));
    QTRY_VERIFY(find(u"ruleSheetEntry"_s));
    QQuickItem *back = findVisible(find(u"ruleSheetEntry"_s), u"pageBack"_s);
    QVERIFY(back);
    tap(m_window, back);
    QTRY_VERIFY2(!find(u"ruleSheetEntry"_s), "the tap reached the rules entry's own back button");
    QVERIFY2(find(u"counterValueField"_s), "the dialog under the entry is still open");
}

// The foot of Settings names the version the build was made as (CMake's
// project version, which main() hands to Qt as the app does).
void Shell::settingsNamesTheVersion()
{
    m_window->resize(1280, 800);
    tap(m_window, find(u"section-3"_s)); // Settings
    QTRY_VERIFY(find(u"aboutVersion"_s));
    QCOMPARE(find(u"aboutVersion"_s)->property("text").toString(), QStringLiteral("Arbiter " ARBITER_VERSION));
}

int main(int argc, char **argv)
{
    QCoreApplication::setOrganizationName(u"Arbiter"_s);
    QCoreApplication::setApplicationName(u"arbiter-shell-test"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(ARBITER_VERSION));
    QGuiApplication app(argc, argv);
    Shell shell;
    return QTest::qExec(&shell, argc, argv);
}

#include "tst_shell.moc"
