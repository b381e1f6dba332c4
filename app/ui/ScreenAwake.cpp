#include "ScreenAwake.h"

#include "AppContext.h"

#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QQmlEngine>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

const QString kService = u"org.freedesktop.ScreenSaver"_s;
const QString kPath = u"/org/freedesktop/ScreenSaver"_s;
const QString kInterface = u"org.freedesktop.ScreenSaver"_s;

QDBusMessage screenSaverCall(const QString &method)
{
    return QDBusMessage::createMethodCall(kService, kPath, kInterface, method);
}

} // namespace

ScreenAwake::ScreenAwake(const QDBusConnection &bus, QObject *parent)
    : QObject(parent)
    , m_bus(bus)
    , m_available(bus.isConnected())
{
}

ScreenAwake::~ScreenAwake()
{
    // The service also lets go when our bus connection closes, but a quit
    // says so at once rather than leaving it to the bus.
    release();
}

ScreenAwake *ScreenAwake::create(QQmlEngine *engine, QJSEngine *)
{
    ScreenAwake *awake = AppContext::of(engine)->screenAwake();
    QQmlEngine::setObjectOwnership(awake, QQmlEngine::CppOwnership);
    return awake;
}

void ScreenAwake::setWanted(bool wanted)
{
    if (wanted == m_wanted)
        return;
    m_wanted = wanted;
    if (m_wanted)
        request();
    else
        release();
}

void ScreenAwake::request()
{
    if (!m_available || m_pending || m_cookie != 0)
        return;
    QDBusMessage inhibit = screenSaverCall(u"Inhibit"_s);
    inhibit << u"Arbiter"_s << tr("A game session is open at the table.");
    m_pending = true;
    // Asynchronous: a slow or absent service must never stall a frame.
    auto *watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(inhibit), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this](QDBusPendingCallWatcher *call) {
        call->deleteLater();
        m_pending = false;
        QDBusPendingReply<uint> reply = *call;
        if (reply.isError()) {
            m_available = false;
            Q_EMIT changed();
            return;
        }
        m_cookie = reply.value();
        // The session may have closed while the answer was on its way.
        if (!m_wanted)
            release();
        Q_EMIT changed();
    });
}

void ScreenAwake::release()
{
    if (m_cookie == 0)
        return;
    QDBusMessage uninhibit = screenSaverCall(u"UnInhibit"_s);
    uninhibit << m_cookie;
    m_cookie = 0;
    m_bus.send(uninhibit);
    Q_EMIT changed();
}

} // namespace arbiter
