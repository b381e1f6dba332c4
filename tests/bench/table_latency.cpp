#include "table_latency.h"

#include "content/ContentLibrary.h"
#include "session/SessionService.h"
#include "storage/SessionStore.h"
#include <QElapsedTimer>
#include <QEventLoop>
#include <QProcess>
#include <QTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QScopeGuard>
#include <QWebSocket>
#include <algorithm>
#include <memory>
#include <vector>

namespace arbiter::bench {

namespace {

constexpr int kDevices = 8;

double percentileOf(std::vector<double> values, double p)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const auto index = static_cast<std::size_t>(p * static_cast<double>(values.size() - 1) + 0.5);
    return values[std::min(index, values.size() - 1)];
}

struct Device {
    QWebSocket socket;
    QString seat;
    qint64 lastSeq = 0;
    qint64 receivedAtNs = 0;
    qint64 optionsSeq = -1;
    bool snapshot = false;
};

void sendJson(Device &device, const QJsonObject &message)
{
    device.socket.sendTextMessage(QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
}

// Runs the event loop until `done` holds (checked after every event that
// could change it) or the time is up.
template<typename Done>
bool runUntil(Done done, int timeoutMs)
{
    if (done())
        return true;
    QEventLoop loop;
    QTimer check;
    QObject::connect(&check, &QTimer::timeout, &loop, [&] {
        if (done())
            loop.quit();
    });
    check.start(0);
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    loop.exec();
    return done();
}

} // namespace

QJsonObject tableLatencyBenchmark(const QString &folder, int rounds)
{
    const QString path = folder + QStringLiteral("/table-latency.sqlite");
    auto store = SessionStore::open(path, QStringLiteral("bench-table"));
    if (!store)
        return {{QStringLiteral("table_latency_error"), QStringLiteral("cannot open the database")}};
    ContentLibrary content(folder + QStringLiteral("/table-content"));
    SessionService service(*store.value(), &content);
    const QStringList seats{QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Cy"),
                            QStringLiteral("Dee"), QStringLiteral("Eve"), QStringLiteral("Fay")};
    auto session = service.create(QStringLiteral("theosis"), QJsonArray::fromStringList(seats), {}, 1);
    if (!session)
        return {{QStringLiteral("table_latency_error"), QStringLiteral("cannot create the session")}};

    // The host in its own process, as `arbiter-cli serve` runs it: the
    // devices' sockets here never wait for the host's work in between.
    store.value().reset();
    QProcess host;
    host.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    host.start(QStringLiteral(ARBITER_CLI_PATH), {QStringLiteral("--db"), path, QStringLiteral("serve"), QStringLiteral("--session"),
                                                  QString::number(session.value()), QStringLiteral("--port"), QStringLiteral("0"),
                                                  QStringLiteral("--bind"), QStringLiteral("127.0.0.1")});
    if (!host.waitForReadyRead(10000))
        return {{QStringLiteral("table_latency_error"), QStringLiteral("arbiter-cli serve did not start")}};
    const QJsonObject started = QJsonDocument::fromJson(host.readLine()).object();
    const QString token = started.value(QStringLiteral("table")).toString();
    const int port = started.value(QStringLiteral("port")).toInt();
    const auto stopHost = qScopeGuard([&] {
        host.kill();
        host.waitForFinished();
    });

    QElapsedTimer clock;
    clock.start();
    std::vector<std::unique_ptr<Device>> devices;
    for (int i = 0; i < kDevices; ++i) {
        auto device = std::make_unique<Device>();
        device->seat = i < seats.size() ? seats.at(i) : QString();
        Device *raw = device.get();
        QObject::connect(&raw->socket, &QWebSocket::textMessageReceived, &raw->socket, [raw, &clock](const QString &text) {
            const QJsonObject message = QJsonDocument::fromJson(text.toUtf8()).object();
            const QString type = message.value(QStringLiteral("type")).toString();
            if (type == QLatin1String("welcome")) {
                sendJson(*raw, raw->seat.isEmpty() ? QJsonObject{{QStringLiteral("type"), QStringLiteral("watch")}}
                                                   : QJsonObject{{QStringLiteral("type"), QStringLiteral("claim")}, {QStringLiteral("seat"), raw->seat}});
            } else if (type == QLatin1String("snapshot") || type == QLatin1String("update")) {
                raw->snapshot = true;
                raw->lastSeq = static_cast<qint64>(message.value(QStringLiteral("last_seq")).toDouble());
                raw->receivedAtNs = clock.nsecsElapsed();
                if (message.contains(QStringLiteral("options")))
                    raw->optionsSeq = raw->lastSeq;
            } else if (type == QLatin1String("options")) {
                raw->optionsSeq = static_cast<qint64>(message.value(QStringLiteral("last_seq")).toDouble());
            }
        });
        QObject::connect(&raw->socket, &QWebSocket::connected, &raw->socket, [raw, token] {
            sendJson(*raw, {{QStringLiteral("type"), QStringLiteral("join")}, {QStringLiteral("table"), token}});
        });
        raw->socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/socket").arg(port)));
        devices.push_back(std::move(device));
    }
    const auto everyone = [&](auto test) { return std::all_of(devices.begin(), devices.end(), [&](const auto &d) { return test(*d); }); };
    if (!runUntil([&] { return everyone([](const Device &d) { return d.snapshot; }); }, 10000))
        return {{QStringLiteral("table_latency_error"), QStringLiteral("the devices did not all join")}};

    std::vector<double> reachMs; // one per other device and round
    std::vector<double> lastMs; // the slowest device of each round
    qint64 seq = 0;
    for (int round = 0; round < rounds; ++round) {
        Device &sender = *devices[static_cast<std::size_t>(round) % seats.size()];
        const qint64 sentAt = clock.nsecsElapsed();
        // A correction of the sender's own purse: always its own to make.
        sendJson(sender, {{QStringLiteral("type"), QStringLiteral("intent")},
                          {QStringLiteral("id"), QStringLiteral("r%1").arg(round)},
                          {QStringLiteral("seat"), sender.seat},
                          {QStringLiteral("since"), static_cast<double>(seq)},
                          {QStringLiteral("action"), QJsonObject{{QStringLiteral("type"), QStringLiteral("counter.adjust")},
                                                                 {QStringLiteral("entity"), sender.seat},
                                                                 {QStringLiteral("counter"), QStringLiteral("gold")},
                                                                 {QStringLiteral("delta"), 1}}}});
        ++seq;
        if (!runUntil([&] { return everyone([&](const Device &d) { return d.lastSeq >= seq; }); }, 10000))
            return {{QStringLiteral("table_latency_error"), QStringLiteral("round %1 did not reach every device").arg(round)}};
        // As on a phone, the next choice waits for the options that follow.
        if (!runUntil([&] { return everyone([&](const Device &d) { return d.seat.isEmpty() || d.optionsSeq >= seq; }); }, 10000))
            return {{QStringLiteral("table_latency_error"), QStringLiteral("round %1's options did not arrive").arg(round)}};
        double slowest = 0;
        for (const auto &d : devices) {
            if (d.get() == &sender)
                continue;
            const double ms = static_cast<double>(d->receivedAtNs - sentAt) / 1e6;
            reachMs.push_back(ms);
            slowest = std::max(slowest, ms);
        }
        lastMs.push_back(slowest);
    }
    return {{QStringLiteral("table_devices"), kDevices},
            {QStringLiteral("table_rounds"), rounds},
            {QStringLiteral("table_action_reaches_device_ms_p50"), percentileOf(reachMs, 0.5)},
            {QStringLiteral("table_action_reaches_device_ms_p99"), percentileOf(reachMs, 0.99)},
            {QStringLiteral("table_action_reaches_all_ms_p50"), percentileOf(lastMs, 0.5)},
            {QStringLiteral("table_action_reaches_all_ms_p99"), percentileOf(lastMs, 0.99)}};
}

} // namespace arbiter::bench
