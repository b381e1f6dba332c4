#include "TableController.h"

#include "table/TableAddress.h"
#include "table/TableHost.h"

#include <QUrl>

namespace arbiter {

TableController::TableController(QObject *parent) : QObject(parent) {}

TableController::~TableController() = default;

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

QVariantList TableController::devices() const
{
    QVariantList out;
    if (!m_host)
        return out;
    for (const TableHost::Device &d : m_host->devices())
        out.append(QVariantMap{{QStringLiteral("device"), d.id}, {QStringLiteral("seat"), d.seat}, {QStringLiteral("address"), d.address}});
    return out;
}

bool TableController::start(const QString &databasePath, qint64 sessionId, int port)
{
    stop();
    m_host = std::make_unique<TableHost>(databasePath, sessionId);
    connect(m_host.get(), &TableHost::devicesChanged, this, &TableController::devicesChanged);
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

bool TableController::removeDevice(const QString &device)
{
    return m_host && m_host->removeDevice(device);
}

} // namespace arbiter
