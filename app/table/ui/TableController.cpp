#include "TableController.h"

#include "ActiveSession.h"
#include "table/TableAddress.h"
#include "table/TableHost.h"

#include <QUrl>

namespace arbiter {

TableController::TableController(QObject *parent) : QObject(parent)
{
    connect(this, &TableController::devicesChanged, this, &TableController::tellSession);
}

TableController::~TableController()
{
    m_host.reset();
    tellSession();
}

QStringList TableController::phoneSeats() const
{
    QStringList seats;
    if (running())
        for (const TableHost::Device &device : m_host->devices())
            if (!device.seat.isEmpty())
                seats << device.seat;
    return seats;
}

void TableController::setSession(ActiveSession *session)
{
    if (session == m_session)
        return;
    if (m_session)
        m_session->setPhoneSeats({});
    m_session = session;
    tellSession();
    Q_EMIT sessionChanged();
}

void TableController::tellSession()
{
    if (m_session)
        m_session->setPhoneSeats(phoneSeats());
}

bool TableController::running() const
{
    return m_host && m_host->isRunning();
}

QString TableController::url() const
{
    return running() ? m_host->joinUrl(m_hostName) : QString();
}

QString TableController::address() const
{
    if (!running())
        return {};
    QUrl plain(url());
    plain.setFragment({});
    return plain.toString();
}

QList<TableDevice> TableController::devices() const
{
    QList<TableDevice> out;
    if (!m_host)
        return out;
    for (const TableHost::Device &d : m_host->devices())
        out.append(TableDevice{.device = d.id, .seat = d.seat, .address = d.address, .asksFor = d.asksFor, .askCode = d.askCode});
    return out;
}

bool TableController::start(const QString &databasePath, qint64 sessionId, int port)
{
    stop();
    m_host = std::make_unique<TableHost>(databasePath, sessionId);
    connect(m_host.get(), &TableHost::devicesChanged, this, &TableController::devicesChanged);
    m_host->setUndoFromPhones(m_undoFromPhones);
    m_host->setLanguage(m_language);
    m_host->setTheme(m_theme);
    const QHostAddress bind(QHostAddress::Any);
    const QString failed = m_host->start(bind, static_cast<quint16>(std::clamp(port, 0, 65535)));
    m_error = failed.isEmpty() ? QString() : tr("Table mode cannot start: %1").arg(failed);
    if (!failed.isEmpty())
        m_host.reset();
    m_hostName = tableHostName(bind);
    Q_EMIT errorChanged();
    Q_EMIT runningChanged();
    Q_EMIT devicesChanged();
    return failed.isEmpty();
}

void TableController::stop()
{
    if (!m_host)
        return;
    m_host.reset();
    Q_EMIT runningChanged();
    Q_EMIT devicesChanged();
}

bool TableController::newCode()
{
    if (!running())
        return false;
    const QString failed = m_host->newCode();
    m_error = failed.isEmpty() ? QString() : tr("No new code: %1").arg(failed);
    Q_EMIT errorChanged();
    Q_EMIT runningChanged(); // the address and the QR code carry the code
    Q_EMIT devicesChanged();
    return failed.isEmpty();
}

void TableController::setUndoFromPhones(bool allowed)
{
    if (allowed == m_undoFromPhones)
        return;
    m_undoFromPhones = allowed;
    if (m_host)
        m_host->setUndoFromPhones(allowed);
    Q_EMIT undoFromPhonesChanged();
}

void TableController::setLanguage(const QString &language)
{
    if (language == m_language)
        return;
    m_language = language;
    if (m_host)
        m_host->setLanguage(language);
    Q_EMIT languageChanged();
}

void TableController::setTheme(const QString &theme)
{
    if (theme == m_theme)
        return;
    m_theme = theme;
    if (m_host)
        m_host->setTheme(theme);
    Q_EMIT themeChanged();
}

bool TableController::removeDevice(const QString &device)
{
    return m_host && m_host->removeDevice(device);
}

bool TableController::handOver(const QString &device, const QString &seat, const QString &code)
{
    return m_host && m_host->handOver(device, seat, code);
}

} // namespace arbiter
