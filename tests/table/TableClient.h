#pragma once

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QElapsedTimer>
#include <QList>
#include <QMap>
#include <QTest>
#include <QWebSocket>
#include <algorithm>

// A phone as the tests play it: a real WebSocket to the host, every message
// it received kept in order, and waits for the next of a kind.
class TableClient : public QObject {
public:
    explicit TableClient(quint16 port) : url(QStringLiteral("ws://127.0.0.1:%1/socket").arg(port))
    {
        connect(&socket, &QWebSocket::textMessageReceived, this, [this](const QString &text) {
            const QJsonObject message = QJsonDocument::fromJson(text.toUtf8()).object();
            inbox.append(message);
            if (message.value(QStringLiteral("type")).toString() == QLatin1String("answer"))
                answers.insert(message.value(QStringLiteral("id")).toString(), message);
        });
        connect(&socket, &QWebSocket::disconnected, this, [this] { closed = true; });
        socket.open(url);
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

    // What the page does when its socket drops: it opens a new one (after
    // 0.5 s, doubling to 5 s, until the host answers), joins with the table
    // code, takes its seat back with the seat token it kept and asks for the
    // records since the last it has. False when any step fails within
    // `withinMs`.
    bool reconnect(const QString &token, const QString &seat, int withinMs = 20000)
    {
        // Whatever arrived before the drop is taken in first.
        while (taken < inbox.size()) {
            const QJsonObject message = inbox.at(taken++);
            const QString type = message.value(QStringLiteral("type")).toString();
            if (type == QLatin1String("update") || type == QLatin1String("snapshot") || type == QLatin1String("options"))
                absorb(message);
        }
        QElapsedTimer clock;
        clock.start();
        for (int delay = 500;; delay = std::min(delay * 2, 5000)) {
            socket.abort();
            closed = false;
            bool failed = false;
            const QMetaObject::Connection onError =
                connect(&socket, qOverload<QAbstractSocket::SocketError>(&QWebSocket::error), this,
                        [&failed](QAbstractSocket::SocketError) { failed = true; });
            socket.open(url);
            (void)QTest::qWaitFor([&] { return failed || socket.state() == QAbstractSocket::ConnectedState; }, 5000);
            disconnect(onError);
            if (socket.state() == QAbstractSocket::ConnectedState)
                break;
            if (clock.elapsed() + delay > withinMs)
                return false;
            QTest::qWait(delay);
        }
        sendJson({{QStringLiteral("type"), QStringLiteral("join")}, {QStringLiteral("table"), token}});
        if (next(QStringLiteral("welcome")).isEmpty())
            return false;
        sendJson({{QStringLiteral("type"), QStringLiteral("claim")}, {QStringLiteral("seat"), seat}, {QStringLiteral("seat_token"), seatToken}});
        const QJsonObject claimed = next(QStringLiteral("claimed"));
        if (claimed.value(QStringLiteral("seat_token")).toString() != seatToken || next(QStringLiteral("snapshot")).isEmpty())
            return false;
        sendJson({{QStringLiteral("type"), QStringLiteral("since")}, {QStringLiteral("seq"), static_cast<double>(lastSeq)}});
        return !next(QStringLiteral("update")).isEmpty();
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

    QUrl url;
    QWebSocket socket;
    QList<QJsonObject> inbox;
    QMap<QString, QJsonObject> answers; // the answers received, by intent id
    qsizetype taken = 0;
    bool closed = false;
    QString seatToken;
    QJsonArray log;
    qint64 lastSeq = 0;
    QJsonObject options;
    qint64 optionsSeq = -1;
};
