// A phone that lost its seat (a new phone, cleared data) asks for it, and
// the tablet's Phones sheet hands the seat over in one tap: the request is
// listed with the number the phone shows, the tap gives that phone the seat
// and the phone that had it is told it cannot take it back. Tapped through
// the app's own window, with real phone sockets.
//
// ARBITER_TABLE_SHOTS=DIR also saves the sheet with the request in it
// (docs/screenshots/table-tablet-hand-over-landscape-light.png).
#include "AppWindow.h"
#include "TableClient.h"
#include "WindowTaps.h"
#include "content/ContentLibrary.h"
#include "session/SessionService.h"
#include "storage/SessionStore.h"
#include "ui/ActiveSession.h"
#include "ui/AppContext.h"

#include <QDir>
#include <QJsonArray>
#include <QQuickStyle>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUrl>
#include <QUrlQuery>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

Q_IMPORT_QML_PLUGIN(ArbiterPlugin)

using namespace Qt::Literals::StringLiterals;
using arbiter::testing::tap;

class TableHandOver : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QQuickStyle::setStyle(u"Basic"_s);
    }

    void theSheetHandsALostSeatToTheAskingPhone()
    {
        QTemporaryDir temp;
        const QString path = temp.filePath(u"table.sqlite"_s);
        QVERIFY(arbiter::testing::writeSession(path, u"theosis"_s, {}, u"Theosis"_s));
        arbiter::testing::AppWindow app(path);
        QVERIFY(app.window);
        QVERIFY(app.resumeFromHome());
        arbiter::ActiveSession *session = app.context->activeSession();
        QVERIFY(app.tapTableMode());
        QObject *sheet = app.window->findChild<QObject *>(u"tableSheet"_s);
        QVERIFY(sheet);
        QObject *controller = sheet->property("controller").value<QObject *>();
        QTRY_VERIFY2(controller->property("running").toBool(), qPrintable(controller->property("error").toString()));
        const QUrl join(controller->property("url").toString());
        const QString token = QUrlQuery(join.fragment()).queryItemValue(u"t"_s);
        const auto port = static_cast<quint16>(join.port());

        TableClient lost(port);
        QVERIFY(lost.joinAndClaim(token, u"Ann"_s));
        QTRY_COMPARE(session->phoneSeats(), QStringList{u"Ann"_s});
        // Ann's new phone: her seat is taken, and it asks the tablet for it.
        TableClient fresh(port);
        QVERIFY(fresh.waitConnected());
        fresh.sendJson({{u"type"_s, u"join"_s}, {u"table"_s, token}});
        const QString freshId = fresh.next(u"welcome"_s).value(u"device"_s).toString();
        QVERIFY(!freshId.isEmpty());
        fresh.sendJson({{u"type"_s, u"ask_seat"_s}, {u"seat"_s, u"Ann"_s}});
        const QString code = fresh.next(u"asking"_s).value(u"code"_s).toString();
        QCOMPARE(code.size(), 4);

        // The sheet lists the request with the number the phone shows.
        QTRY_VERIFY(app.find(u"handOver_"_s + freshId));
        QCOMPARE(app.text(u"askCode_"_s + freshId), code);
        QQuickItem *handOver = app.find(u"handOver_"_s + freshId);
        QVERIFY(handOver->height() >= 48 && handOver->width() >= 48);
        if (const QString shots = qEnvironmentVariable("ARBITER_TABLE_SHOTS"); !shots.isEmpty()) {
            QVERIFY(arbiter::testing::waitUntilStill(handOver));
            QVERIFY(app.window->grabWindow().save(QDir(shots).filePath(u"table-tablet-hand-over-landscape-light.png"_s)));
        }
        // Asking moves nothing by itself.
        QVERIFY(std::none_of(lost.inbox.begin(), lost.inbox.end(), [](const QJsonObject &m) { return m.value(u"type"_s) == u"taken_over"_s; }));

        tap(app.window, handOver);
        const QJsonObject claimed = fresh.next(u"claimed"_s);
        QCOMPARE(claimed.value(u"seat"_s).toString(), u"Ann"_s);
        QVERIFY(claimed.value(u"seat_token"_s).toString() != lost.seatToken);
        QVERIFY(!fresh.next(u"snapshot"_s).isEmpty());
        QCOMPARE(lost.next(u"taken_over"_s).value(u"can_take_back"_s).toBool(true), false);
        // The request is answered: the sheet no longer offers it, and the
        // tablet still keeps Ann's secrets for her (new) phone.
        QTRY_VERIFY(!app.find(u"handOver_"_s + freshId));
        QCOMPARE(session->phoneSeats(), QStringList{u"Ann"_s});
        QMetaObject::invokeMethod(controller, "stop");
    }
};

QTEST_MAIN(TableHandOver)
#include "tst_tablehandover.moc"
