#pragma once

#include <QHostAddress>
#include <QObject>
#include <memory>

class QHttpServer;
class QWebSocket;

namespace arbiter {

// The only place that knows QHttpServer, a Technical Preview in Qt 6.4 whose
// API may still change: it serves the phone page (resources/table/, built
// into the binary under :/arbiter/table/) and hands over every WebSocket that
// upgrades on the same port. Nothing listens before start() or after stop().
class TableHttpServer : public QObject {
    Q_OBJECT

public:
    explicit TableHttpServer(QObject *parent = nullptr);
    ~TableHttpServer() override;

    // The port bound (the one asked for, or a free one for 0), or 0 when the
    // address or port cannot be bound.
    quint16 start(const QHostAddress &address, quint16 port);
    void stop();
    [[nodiscard]] bool isListening() const { return m_port != 0; }
    [[nodiscard]] quint16 port() const { return m_port; }

Q_SIGNALS:
    // The socket belongs to the receiver from now on.
    void socketOpened(QWebSocket *socket);

private:
    void takePendingSockets();

    std::unique_ptr<QHttpServer> m_server;
    quint16 m_port = 0;
};

} // namespace arbiter
