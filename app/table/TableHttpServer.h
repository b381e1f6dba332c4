#pragma once

#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <chrono>
#include <memory>

class QHttpServer;
class QWebSocket;

namespace arbiter {

class ConnectionGate;

// The only place that knows QHttpServer, a Technical Preview in Qt 6.4 whose
// API may still change: it serves the phone page (resources/table/, built
// into the binary under :/arbiter/table/) and hands over every WebSocket that
// upgrades on the same port. Nothing listens before start() or after stop().
// Connections come through a ConnectionGate: limited per address and closed
// when they take too long, until the host admits them.
class TableHttpServer : public QObject {
    Q_OBJECT

public:
    explicit TableHttpServer(QObject *parent = nullptr);
    ~TableHttpServer() override;

    // The port bound (the one asked for, or a free one for 0), or 0 when the
    // address or port cannot be bound. A connection that has not become a
    // WebSocket within `requestTimeout` is closed.
    quint16 start(const QHostAddress &address, quint16 port, std::chrono::milliseconds requestTimeout);
    void stop();
    [[nodiscard]] bool isListening() const { return m_port != 0; }
    [[nodiscard]] quint16 port() const { return m_port; }
    // The socket's device joined the table: it no longer counts against the
    // limits on connections that have not.
    void admit(const QWebSocket *socket);

Q_SIGNALS:
    // The socket belongs to the receiver from now on.
    void socketOpened(QWebSocket *socket);

private:
    void takePendingSockets();

    std::unique_ptr<QHttpServer> m_server;
    QPointer<ConnectionGate> m_gate; // owned by m_server
    quint16 m_port = 0;
};

} // namespace arbiter
