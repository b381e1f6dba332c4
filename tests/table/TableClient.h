#pragma once

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QTest>
#include <QWebSocket>

// A phone as the tests play it: a real WebSocket to the host, every message
// it received kept in order, and waits for the next of a kind.
class TableClient : public QObject {
public:
    explicit TableClient(quint16 port)
    {
        connect(&socket, &QWebSocket::textMessageReceived, this,
                [this](const QString &text) { inbox.append(QJsonDocument::fromJson(text.toUtf8()).object()); });
        connect(&socket, &QWebSocket::disconnected, this, [this] { closed = true; });
        socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/socket").arg(port)));
    }

    bool waitConnected() { return QTest::qWaitFor([this] { return socket.state() == QAbstractSocket::ConnectedState; }, 5000); }

    void sendJson(const QJsonObject &message) { socket.sendTextMessage(QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact))); }

    // The next message of `type` not taken yet (updates passed over are
    // still taken into the log), or an empty object after five seconds.
    QJsonObject next(const QString &type)
    {
        QJsonObject found;
        (void)QTest::qWaitFor([&] {
            while (taken < inbox.size()) {
                const QJsonObject message = inbox.at(taken++);
                const QString kind = message.value(QStringLiteral("type")).toString();
                if (kind == QLatin1String("update") || kind == QLatin1String("snapshot") || kind == QLatin1String("options"))
                    absorb(message);
                if (kind == type) {
                    found = message;
                    return true;
                }
            }
            return false;
        }, 5000);
        return found;
    }

    bool joinAndClaim(const QString &token, const QString &seat, const QString &seatToken = {})
    {
        if (!waitConnected())
            return false;
        sendJson({{QStringLiteral("type"), QStringLiteral("join")}, {QStringLiteral("table"), token}});
        if (next(QStringLiteral("welcome")).isEmpty())
            return false;
        QJsonObject claim{{QStringLiteral("type"), QStringLiteral("claim")}, {QStringLiteral("seat"), seat}};
        if (!seatToken.isEmpty())
            claim.insert(QStringLiteral("seat_token"), seatToken);
        sendJson(claim);
        const QJsonObject claimed = next(QStringLiteral("claimed"));
        this->seatToken = claimed.value(QStringLiteral("seat_token")).toString();
        const QJsonObject snapshot = next(QStringLiteral("snapshot"));
        absorb(snapshot);
        return !claimed.isEmpty() && !snapshot.isEmpty();
    }

    // Takes the records of a snapshot or update into this phone's log.
    void absorb(const QJsonObject &message)
    {
        for (const QJsonValue &record : message.value(QStringLiteral("records")).toArray()) {
            const qint64 seq = static_cast<qint64>(record.toObject().value(QStringLiteral("seq")).toDouble());
            if (seq == lastSeq + 1) {
                log.append(record);
                lastSeq = seq;
            }
        }
        if (message.contains(QStringLiteral("options")) && message.value(QStringLiteral("last_seq")).toInteger() == lastSeq) {
            options = message.value(QStringLiteral("options")).toObject();
            optionsSeq = lastSeq;
        }
    }

    // Waits until this phone's log reaches record `seq`, taking in updates.
    bool catchUpTo(qint64 seq)
    {
        return QTest::qWaitFor([&] {
            while (taken < inbox.size()) {
                const QJsonObject message = inbox.at(taken++);
                const QString type = message.value(QStringLiteral("type")).toString();
                if (type == QLatin1String("update") || type == QLatin1String("snapshot") || type == QLatin1String("options"))
                    absorb(message);
            }
            // Seated phones also wait for the options that follow the records.
            return lastSeq >= seq && (seatToken.isEmpty() || optionsSeq == lastSeq);
        }, 5000);
    }

    QJsonObject intent(const QString &id, const QString &seat, const QJsonObject &action, qint64 since = -1)
    {
        sendJson({{QStringLiteral("type"), QStringLiteral("intent")},
                  {QStringLiteral("id"), id},
                  {QStringLiteral("seat"), seat},
                  {QStringLiteral("since"), static_cast<double>(since < 0 ? lastSeq : since)},
                  {QStringLiteral("action"), action}});
        return next(QStringLiteral("answer"));
    }

    QWebSocket socket;
    QList<QJsonObject> inbox;
    qsizetype taken = 0;
    bool closed = false;
    QString seatToken;
    QJsonArray log;
    qint64 lastSeq = 0;
    QJsonObject options;
    qint64 optionsSeq = -1;
};
