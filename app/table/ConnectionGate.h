#pragma once

#include <QPointer>
#include <QString>
#include <QTcpServer>
#include <QTcpSocket>
#include <chrono>
#include <vector>

class QHostAddress;

namespace arbiter {

// The TCP server under the table's HTTP server (QAbstractHttpServer::bind).
// QHttpServer 6.4 has neither timeouts nor limits: a request that is never
// finished, or a WebSocket that never joins, would hold its descriptor for
// ever, and a thousand of them leave none for the phones. The gate keeps
// every connection from its accept until the host admits it (the device
// joined with the table's code):
// - at most kMaxWaitingPerAddress of them per address; more are answered
//   503 and closed at once, so one machine cannot crowd the others out;
// - at most kMaxWaiting in all; the oldest makes room for a new one, so
//   connections from many addresses cannot keep a phone out for long;
// - one that has not become a WebSocket within the request timeout is
//   closed (a slow or unfinished request, a browser's idle keep-alive).
// A WebSocket's join deadline is the host's: it closes with a reason.
class ConnectionGate : public QTcpServer {
    Q_OBJECT

public:
    // A browser opens up to six connections for a page; a phone rarely
    // needs more than two at once.
    static constexpr int kMaxWaitingPerAddress = 8;
    static constexpr int kMaxWaiting = 64;

    explicit ConnectionGate(std::chrono::milliseconds requestTimeout, QObject *parent = nullptr);

    // The connection to this peer became a WebSocket: the request timeout no
    // longer applies (the host's join deadline does), but it still counts.
    void upgraded(const QHostAddress &peer, quint16 peerPort);
    // The device joined: its connection is no longer counted or timed.
    void admit(const QHostAddress &peer, quint16 peerPort);

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    struct Waiting {
        QPointer<QTcpSocket> socket;
        QString address;
        quint16 port;
        bool upgraded;
    };

    static void refuse(QTcpSocket *socket);
    void closeIfStillARequest(QTcpSocket *socket);
    // Drops the connections that closed or went away. Read from the sockets
    // rather than told by their signals: a QWebSocket cuts every connection
    // of its QTcpSocket when it lets go of it, ours too.
    void prune();
    std::vector<Waiting>::iterator find(const QHostAddress &peer, quint16 peerPort);

    std::chrono::milliseconds m_requestTimeout;
    std::vector<Waiting> m_waiting; // oldest first
};

} // namespace arbiter
