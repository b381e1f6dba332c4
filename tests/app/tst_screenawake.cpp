// The screen kept on while a session is open, over a real D-Bus session bus.
// ctest runs this under dbus-run-session, a private bus of its own; the
// desktop's screen-saver service is not on this machine, so the test puts a
// stand-in for it on that bus, answering Inhibit/UnInhibit as desktops do.

#include "ui/ActiveSession.h"
#include "ui/AppContext.h"
#include "ui/Preferences.h"
#include "ui/ScreenAwake.h"

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QQmlEngine>
#include <QtTest>

using namespace arbiter;
using namespace Qt::Literals::StringLiterals;

class ScreenSaverStandIn : public QObject {
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.ScreenSaver")
public:
    QStringList inhibitedBy;
    QList<uint> held;
    QList<uint> released;

public Q_SLOTS:
    uint Inhibit(const QString &application, const QString &reason)
    {
        Q_UNUSED(reason)
        inhibitedBy << application;
        held << m_next;
        return m_next++;
    }
    void UnInhibit(uint cookie)
    {
        released << cookie;
        held.removeAll(cookie);
    }

private:
    uint m_next = 41;
};

class TestScreenAwake : public QObject {
    Q_OBJECT

    ScreenSaverStandIn *m_standIn = nullptr;
    std::unique_ptr<QDBusConnection> m_serviceBus;

    void putStandInOnBus()
    {
        m_serviceBus = std::make_unique<QDBusConnection>(
            QDBusConnection::connectToBus(QDBusConnection::SessionBus, u"screensaver-stand-in"_s));
        QVERIFY2(m_serviceBus->isConnected(), "no session bus: run this test under dbus-run-session");
        m_standIn = new ScreenSaverStandIn;
        QVERIFY(m_serviceBus->registerObject(u"/org/freedesktop/ScreenSaver"_s, m_standIn, QDBusConnection::ExportAllSlots));
        QVERIFY(m_serviceBus->registerService(u"org.freedesktop.ScreenSaver"_s));
    }

    void takeStandInOffBus()
    {
        m_serviceBus->unregisterService(u"org.freedesktop.ScreenSaver"_s);
        m_serviceBus->unregisterObject(u"/org/freedesktop/ScreenSaver"_s);
        QDBusConnection::disconnectFromBus(u"screensaver-stand-in"_s);
        m_serviceBus.reset();
        delete m_standIn;
        m_standIn = nullptr;
    }

private Q_SLOTS:
    void init() { putStandInOnBus(); }
    void cleanup() { takeStandInOffBus(); }

    void heldExactlyWhileASessionIsOpen()
    {
        QQmlEngine engine;
        auto *context = new AppContext(AppConfig{{}, true, true}, &engine);
        ScreenAwake *awake = context->screenAwake();
        QVERIFY(context->demoSessionId() > 0);
        QVERIFY(!awake->held());
        QVERIFY(m_standIn->inhibitedBy.isEmpty());

        QVERIFY(context->activeSession()->open(context->demoSessionId()));
        QTRY_VERIFY(awake->held());
        QCOMPARE(m_standIn->inhibitedBy, QStringList{u"Arbiter"_s});
        QCOMPARE(m_standIn->held.size(), 1);
        const uint cookie = m_standIn->held.first();

        context->activeSession()->close();
        QVERIFY(!awake->held());
        QTRY_COMPARE(m_standIn->released, QList<uint>{cookie});
        QVERIFY(m_standIn->held.isEmpty());
    }

    void theSettingLetsTheScreenDim()
    {
        QQmlEngine engine;
        auto *context = new AppContext(AppConfig{{}, true, true}, &engine);
        ScreenAwake *awake = context->screenAwake();
        QVERIFY(context->activeSession()->open(context->demoSessionId()));
        QTRY_VERIFY(awake->held());

        context->preferences()->setKeepScreenAwake(false);
        QVERIFY(!awake->held());
        QTRY_COMPARE(m_standIn->released.size(), 1);

        // Off while the session opens: never asked at all.
        context->activeSession()->close();
        QVERIFY(context->activeSession()->open(context->demoSessionId()));
        QTest::qWait(0);
        QCOMPARE(m_standIn->inhibitedBy.size(), 1);

        context->preferences()->setKeepScreenAwake(true);
        QTRY_VERIFY(awake->held());
        QCOMPARE(m_standIn->inhibitedBy.size(), 2);
    }

    void quittingReleasesTheScreen()
    {
        {
            QQmlEngine engine;
            auto *context = new AppContext(AppConfig{{}, true, true}, &engine);
            QVERIFY(context->activeSession()->open(context->demoSessionId()));
            QTRY_VERIFY(context->screenAwake()->held());
        }
        QTRY_VERIFY(m_standIn->held.isEmpty());
        QCOMPARE(m_standIn->released.size(), 1);
    }

    void noServiceIsQuietlyUnavailable()
    {
        takeStandInOffBus();
        QTest::failOnWarning(QRegularExpression(u".*"_s));
        ScreenAwake awake(QDBusConnection::sessionBus());
        QVERIFY(awake.available());
        awake.setWanted(true);
        QTRY_VERIFY(!awake.available());
        QVERIFY(!awake.held());
        awake.setWanted(false);
        putStandInOnBus();
    }

    void noBusIsQuietlyUnavailable()
    {
        QTest::failOnWarning(QRegularExpression(u".*"_s));
        ScreenAwake awake(QDBusConnection(u"not-connected"_s));
        QVERIFY(!awake.available());
        awake.setWanted(true);
        QVERIFY(!awake.held());
        awake.setWanted(false);
    }
};

QTEST_GUILESS_MAIN(TestScreenAwake)
#include "tst_screenawake.moc"
