// The tablet lies open on the table: once a player holds their seat on a
// phone, the tablet's window shows none of their hand (The Banishing) and
// asks them for nothing only they may see, while a real phone plays its part
// over the host's socket. Tapped through the app's own window.
#include "TableClient.h"
#include "AppWindow.h"
#include "WindowTaps.h"
#include "content/ContentLibrary.h"
#include "session/SessionService.h"
#include "storage/SessionStore.h"
#include "ui/ActiveSession.h"
#include "ui/AppContext.h"
#include "ui/SessionLibrary.h"
#include "ui/SessionLogModel.h"

#include <QGuiApplication>
#include <QJsonArray>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUrl>
#include <QUrlQuery>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

Q_IMPORT_QML_PLUGIN(ArbiterPlugin)

using namespace Qt::Literals::StringLiterals;
using arbiter::testing::findVisible;
using arbiter::testing::tap;

namespace {

using App = arbiter::testing::AppWindow;

QQuickItem *visibleStack(QQuickItem *item)
{
    if (!item->isVisible())
        return nullptr;
    if (item->inherits("QQuickStackView"))
        return item;
    for (QQuickItem *child : item->childItems())
        if (QQuickItem *found = visibleStack(child))
            return found;
    return nullptr;
}

QString newestLogText(arbiter::ActiveSession *session)
{
    arbiter::SessionLogModel *log = session->log();
    return log->data(log->index(0), arbiter::SessionLogModel::TextRole).toString();
}

} // namespace

class TabletSecrets : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QQuickStyle::setStyle(u"Basic"_s);
    }

    void aHandOnAPhoneLeavesTheTablet()
    {
        QTemporaryDir temp;
        const QString path = temp.filePath(u"table.sqlite"_s);
        // The real deck: the table names every card dealt, hands first.
        QVERIFY(arbiter::testing::writeSession(path, u"the-banishing"_s, QJsonObject{{u"mode"_s, u"table"_s}}, u"Banishing"_s));
        App app(path);
        QVERIFY(app.window);
        QVERIFY(app.resumeFromHome());
        arbiter::ActiveSession *session = app.context->activeSession();
        // The session page has slid in: a tap during the slide lands elsewhere.
        QQuickItem *stack = visibleStack(app.window->contentItem());
        QVERIFY(stack);
        QTRY_VERIFY(stack->property("depth").toInt() == 2 && !stack->property("busy").toBool());

        // The first card waits for the first character's hand.
        const QString place = session->state()->data.value(u"pending"_s).toArray().at(0).toString();
        QVERIFY(place.startsWith(u"hand:"_s));
        const QString character = place.mid(5);
        const QString seat = session->state()->entity(character)->owner;
        QVERIFY(!seat.isEmpty());
        QTRY_VERIFY(app.find(u"revealHint"_s));
        QVERIFY(!app.text(u"revealHint"_s).contains(u"phone"_s));
        const QString card = u"red-sun"_s;
        QVERIFY(app.find(u"reveal-"_s + card));
        QVERIFY(app.find(u"showHand-"_s + character));

        // The phone sheet starts the host; a phone takes the seat.
        tap(app.window, app.find(u"tableModeButton"_s));
        QObject *sheet = app.window->findChild<QObject *>(u"tableSheet"_s);
        QVERIFY(sheet);
        QObject *controller = sheet->property("controller").value<QObject *>();
        QTRY_VERIFY2(controller->property("running").toBool(),
                     qPrintable(controller->property("error").toString() + u" opened: "_s + sheet->property("opened").toString()));
        const QUrl join(controller->property("url").toString());
        const QString token = QUrlQuery(join.fragment()).queryItemValue(u"t"_s);
        QVERIFY(!token.isEmpty());
        TableClient phone(static_cast<quint16>(join.port()));
        QVERIFY(phone.joinAndClaim(token, seat));
        QTRY_COMPARE(session->phoneSeats(), QStringList{seat});
        tap(app.window, app.find(u"tableSheetClose"_s));
        QTRY_VERIFY(!sheet->property("visible").toBool());

        // The tablet no longer asks for the card: the phone names it.
        QTRY_VERIFY(app.text(u"revealHint"_s).contains(u"phone"_s));
        QVERIFY(!app.find(u"reveal-"_s + card));
        QVERIFY(!app.find(u"showHand-"_s + character));
        QVERIFY(app.text(u"handSize-"_s + character).contains(u"phone"_s));

        const int before = session->log()->count();
        const QJsonObject answer = phone.intent(u"r1"_s, seat, {{u"type"_s, u"card.reveal"_s}, {u"card"_s, card}});
        QVERIFY2(answer.value(u"ok"_s).toBool(), QJsonDocument(answer).toJson().constData());
        QTRY_COMPARE(session->log()->count(), before + 1);
        // The log and the last events say a card went there, not which.
        QTRY_VERIFY(newestLogText(session).contains(u"a card"_s));
        QVERIFY(!newestLogText(session).contains(u"Red sun"_s));
        for (const QString &text : session->lastEvents())
            QVERIFY2(!text.contains(u"Red sun"_s), qPrintable(text));

        // Table mode off: the phone is gone, the tablet shows the hand again.
        QMetaObject::invokeMethod(controller, "stop");
        QTRY_VERIFY(session->phoneSeats().isEmpty());
        QTRY_VERIFY(newestLogText(session).contains(u"Red sun"_s));
        QTRY_VERIFY(app.find(u"showHand-"_s + character));
    }
};

QTEST_MAIN(TabletSecrets)
#include "tst_tabletsecrets.moc"
