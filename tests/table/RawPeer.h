#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QRandomGenerator>
#include <QTcpSocket>
#include <QTest>
#include <QtEndian>
#include <optional>

// A peer of the table host written by hand over a QTcpSocket, for what a
// QWebSocket cannot do: connect from any loopback address (127.0.0.2 and up
// reach a host on 127.0.0.1, so the limits per address can be told apart),
// send half a request and stop, or join and then never answer a ping (a
// phone whose network stalled). It reads the host's frames as they come
// and answers none of them.
class RawPeer : public QObject {
public:
    RawPeer(const QHostAddress &from, quint16 port)
    {
        connect(&socket, &QTcpSocket::readyRead, this, [this] {
            buffer += socket.readAll();
            readFrames();
        });
        connect(&socket, &QTcpSocket::disconnected, this, [this] { closed = true; });
        socket.bind(from);
        socket.connectToHost(QHostAddress::LocalHost, port);
    }

    // With the event loop running: the host in this process must accept.
    bool waitConnected()
    {
        return QTest::qWaitFor([this] { return socket.state() == QAbstractSocket::ConnectedState || closed; }, 5000)
            && socket.state() == QAbstractSocket::ConnectedState;
    }

    // The start of a page request, never finished.
    void sendPartialRequest() { socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "); }

    // The WebSocket handshake on /socket; true once the host agreed (101).
    bool upgrade()
    {
        socket.write("GET /socket HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                     "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n");
        const bool agreed = QTest::qWaitFor([this] { return upgraded || closed; }, 5000) && upgraded;
        return agreed;
    }

    void sendJson(const QJsonObject &message) { sendText(QJsonDocument(message).toJson(QJsonDocument::Compact)); }

    // One masked text frame, as a client must send it.
    void sendText(const QByteArray &payload)
    {
        QByteArray frame;
        frame.append(char(0x81));
        if (payload.size() < 126) {
            frame.append(char(0x80 | payload.size()));
        } else {
            frame.append(char(0x80 | 126));
            frame.append(char((payload.size() >> 8) & 0xff));
            frame.append(char(payload.size() & 0xff));
        }
        const quint32 mask = QRandomGenerator::global()->generate();
        char key[4];
        qToBigEndian(mask, key);
        frame.append(key, 4);
        for (qsizetype i = 0; i < payload.size(); ++i)
            frame.append(char(payload.at(i) ^ key[i % 4]));
        socket.write(frame);
    }

    // The next text message of `type` not taken yet, or an empty object.
    QJsonObject next(const QString &type)
    {
        QJsonObject found;
        (void)QTest::qWaitFor([&] {
            while (taken < messages.size()) {
                const QJsonObject message = messages.at(taken++);
                if (message.value(QStringLiteral("type")).toString() == type) {
                    found = message;
                    return true;
                }
            }
            return false;
        }, 5000);
        return found;
    }

    QTcpSocket socket;
    QByteArray buffer;
    bool upgraded = false;
    bool closed = false;
    QList<QJsonObject> messages;
    qsizetype taken = 0;
    int pings = 0;
    std::optional<int> closeCode; // from the host's close frame
    QByteArray httpStatus; // "503" when the host refused the connection

private:
    void readFrames()
    {
        if (!upgraded) {
            const qsizetype end = buffer.indexOf("\r\n\r\n");
            if (end < 0)
                return;
            httpStatus = buffer.mid(9, 3);
            upgraded = httpStatus == "101";
            buffer.remove(0, end + 4);
            if (!upgraded)
                return;
        }
        // Frames from a server are never masked.
        while (buffer.size() >= 2) {
            const int opcode = buffer.at(0) & 0x0f;
            qsizetype length = buffer.at(1) & 0x7f;
            qsizetype header = 2;
            if (length == 126) {
                if (buffer.size() < 4)
                    return;
                length = qFromBigEndian<quint16>(buffer.constData() + 2);
                header = 4;
            } else if (length == 127) {
                if (buffer.size() < 10)
                    return;
                length = static_cast<qsizetype>(qFromBigEndian<quint64>(buffer.constData() + 2));
                header = 10;
            }
            if (buffer.size() < header + length)
                return;
            const QByteArray payload = buffer.mid(header, length);
            buffer.remove(0, header + length);
            if (opcode == 0x1)
                messages.append(QJsonDocument::fromJson(payload).object());
            else if (opcode == 0x8 && payload.size() >= 2)
                closeCode = qFromBigEndian<quint16>(payload.constData());
            else if (opcode == 0x9)
                ++pings;
        }
    }
};
