#include "ConnectionGate.h"

#include "TableAddress.h"

#include <QTcpSocket>
#include <QTimer>
#include <algorithm>

namespace arbiter {

ConnectionGate::ConnectionGate(std::chrono::milliseconds requestTimeout, QObject *parent)
    : QTcpServer(parent), m_requestTimeout(requestTimeout)
{
}

void ConnectionGate::incomingConnection(qintptr descriptor)
{
    auto *socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        return;
    }
    prune();
    const QString address = readableAddress(socket->peerAddress());
    const auto fromThere = std::count_if(m_waiting.begin(), m_waiting.end(), [&](const Waiting &w) { return w.address == address; });
    if (fromThere >= kMaxWaitingPerAddress) {
        refuse(socket);
        return;
    }
    if (m_waiting.size() >= static_cast<std::size_t>(kMaxWaiting)) {
        const QPointer<QTcpSocket> oldest = m_waiting.front().socket;
        m_waiting.erase(m_waiting.begin());
        oldest->abort();
    }
    m_waiting.push_back({socket, address, socket->peerPort(), false});
    QTimer::singleShot(m_requestTimeout, socket, [this, socket] { closeIfStillARequest(socket); });
    addPendingConnection(socket);
}

void ConnectionGate::refuse(QTcpSocket *socket)
{
    // Small enough for the socket's buffer: the descriptor is free at once.
    socket->write("HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\nRetry-After: 5\r\n\r\n");
    socket->flush();
    connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    socket->disconnectFromHost();
    if (socket->state() == QAbstractSocket::UnconnectedState)
        socket->deleteLater();
}

void ConnectionGate::closeIfStillARequest(QTcpSocket *socket)
{
    prune();
    const auto it = std::find_if(m_waiting.begin(), m_waiting.end(), [socket](const Waiting &w) { return w.socket == socket; });
    if (it == m_waiting.end() || it->upgraded)
        return;
    m_waiting.erase(it);
    // abort(), not a polite close: a slow reader must not keep it either.
    socket->abort();
}

void ConnectionGate::upgraded(const QHostAddress &peer, quint16 peerPort)
{
    if (const auto it = find(peer, peerPort); it != m_waiting.end())
        it->upgraded = true;
}

void ConnectionGate::admit(const QHostAddress &peer, quint16 peerPort)
{
    if (const auto it = find(peer, peerPort); it != m_waiting.end())
        m_waiting.erase(it);
}

void ConnectionGate::prune()
{
    std::erase_if(m_waiting, [](const Waiting &w) { return !w.socket || w.socket->state() == QAbstractSocket::UnconnectedState; });
}

std::vector<ConnectionGate::Waiting>::iterator ConnectionGate::find(const QHostAddress &peer, quint16 peerPort)
{
    prune();
    const QString address = readableAddress(peer);
    return std::find_if(m_waiting.begin(), m_waiting.end(), [&](const Waiting &w) { return w.port == peerPort && w.address == address; });
}

} // namespace arbiter
