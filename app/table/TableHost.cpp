#include "TableHost.h"

#include "SeatView.h"
#include "TableAddress.h"
#include "TableHttpServer.h"
#include "TableToken.h"

#include "cli/CliServer.h"
#include "core/options.h"
#include "core/session.h"
#include "core/session_log.h"
#include "rules/RulesIndex.h"
#include "session/SessionService.h"
#include "storage/SessionStore.h"
#include "text/PhraseText.h"

#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTimer>
#include <QUrl>
#include <QWebSocket>
#include <cmath>
#include <optional>

namespace arbiter {

namespace {

const QString kType = QStringLiteral("type");
const QStringList kLanguages{QStringLiteral("en"), QStringLiteral("de")};
// The id of a seat held by a device that is not connected.
const QString kAwayPrefix = QStringLiteral("away:");

using Clock = std::chrono::steady_clock;

RuleError tableError(const char *code, const char *text)
{
    return RuleError::badRequest(QString::fromLatin1(code), phrase(text));
}

// A record number as a phone sends it (`since`): a whole number from 0 up.
// JSON numbers are doubles, and 1e300, -1 or 2.5 name no record; casting
// them would give nonsense (or undefined behaviour) instead of a refusal.
std::optional<qint64> recordNumber(const QJsonValue &value)
{
    // Every whole number up to 2^53 is exact in a double.
    constexpr double kLargest = 9007199254740992.0;
    if (!value.isDouble())
        return std::nullopt;
    const double number = value.toDouble();
    if (!(number >= 0 && number <= kLargest) || std::floor(number) != number)
        return std::nullopt;
    return static_cast<qint64>(number);
}

const char *const kNotARecordNumber = QT_TRANSLATE_NOOP("Engine", "A record number is a whole number from 0 up.");

// Four digits the phone shows and the tablet lists beside the request: a
// way for the tablet's player to see which phone is asking, not a secret.
QString newAskCode()
{
    return QStringLiteral("%1").arg(QRandomGenerator::system()->bounded(10000), 4, 10, QLatin1Char('0'));
}

CliServer::Render renderIn(const QString &language)
{
    if (language == QLatin1String("en"))
        return renderEnglish;
    return [language](const Phrase &p) { return translated(p, language); };
}

QJsonObject recordJson(const StoredRecord &stored)
{
    QJsonObject out{{QStringLiteral("seq"), static_cast<double>(stored.seq)}, {QStringLiteral("kind"), stored.kind},
                    {QStringLiteral("events"), QJsonDocument::fromJson(stored.events).array()}};
    if (!stored.action.isEmpty())
        out.insert(QStringLiteral("action"), QJsonDocument::fromJson(stored.action).object());
    return out;
}

} // namespace

// One phone's WebSocket and what the host knows about it.
struct TableHost::Connection {
    QWebSocket *socket = nullptr;
    QString id;
    bool joined = false;
    QString seat;
    QString language = QStringLiteral("en"); // of the texts this device is sent
    bool languageChosen = false; // picked on the phone: the tablet's switch no longer moves it
    bool watching = false; // a joined device without a seat that follows the table (a shared screen)
    qint64 sentSeq = 0; // the newest record this phone has been sent
    RateLimiter limiter{kMessagesPerSecond, kMessageBurst};
    int floodRefusals = 0;
    Clock::time_point opened = Clock::now(); // for the join deadline
    Clock::time_point lastHeard = Clock::now(); // a message or a pong
    QString asksFor; // a seat asked of the tablet (TableHost::Device)
    QString askCode;
};

TableHost::TableHost(QString databasePath, qint64 sessionId, QObject *parent)
    : QObject(parent), m_databasePath(std::move(databasePath)), m_sessionId(sessionId), m_poll(new QTimer(this)),
      m_heartbeat(new QTimer(this))
{
    m_poll->setInterval(kPollMs);
    connect(m_poll, &QTimer::timeout, this, &TableHost::pollOtherWriters);
    connect(m_heartbeat, &QTimer::timeout, this, &TableHost::checkConnections);
}

TableHost::~TableHost()
{
    stop();
}

QString TableHost::start(const QHostAddress &address, quint16 port, Code code)
{
    stop();
    if (!m_store) {
        auto store = SessionStore::open(m_databasePath, QStringLiteral("arbiter-table-%1").arg(reinterpret_cast<quintptr>(this)));
        if (!store)
            return renderEnglish(store.error().message);
        m_store = std::move(store).value();
        // What a phone's accepted action teaches the pack is kept there (keepInPack).
        m_content = std::make_unique<ContentLibrary>(ContentLibrary::folderBeside(m_databasePath));
        m_service = std::make_unique<SessionService>(*m_store, m_content.get());
    }
    m_records.clear();
    m_texts.clear();
    m_textReplica.reset();
    m_textsBroken = false;
    m_log = nullptr;
    m_optionsSeq = -1;
    m_publicStateSeq = -1;
    if (const QString failed = sync(); !failed.isEmpty())
        return failed;
    auto seating = m_store->tableSeating(m_sessionId);
    if (!seating)
        return renderEnglish(seating.error().message);
    const bool newCode = code == Code::New || seating->tableToken.isEmpty();
    m_http = std::make_unique<TableHttpServer>();
    connect(m_http.get(), &TableHttpServer::socketOpened, this, &TableHost::accept);
    // Any port will do, but the phones' address names the last one: taken
    // again when free, their page reconnects by itself.
    const bool bound = (port == 0 && !newCode && seating->port != 0 && m_http->start(address, seating->port, m_timeouts.request) != 0)
                       || m_http->start(address, port, m_timeouts.request) != 0;
    if (!bound) {
        m_http.reset();
        return QStringLiteral("cannot listen on %1 port %2").arg(address.toString()).arg(port);
    }
    if (newCode) {
        const QString token = newTableToken();
        if (Status saved = m_store->replaceTableToken(m_sessionId, token); !saved) {
            m_http.reset();
            return renderEnglish(saved.error().message);
        }
        m_tableToken = token;
        m_seatTokens.clear();
    } else {
        m_tableToken = seating->tableToken;
        m_seatTokens = seating->seatTokens;
    }
    if (Status saved = m_store->saveTablePort(m_sessionId, m_http->port()); !saved) {
        m_http.reset();
        return renderEnglish(saved.error().message);
    }
    // The answers to accepted intents are in the database; refusals were
    // kept in memory only (a resend is checked again and meets the same state).
    m_ledger.clear();
    auto version = m_store->dataVersion();
    m_dataVersion = version ? version.value() : -1;
    m_poll->start();
    m_heartbeat->start(m_timeouts.heartbeat);
    return {};
}

void TableHost::stop()
{
    m_poll->stop();
    m_heartbeat->stop();
    auto connections = std::move(m_connections);
    m_connections.clear();
    for (auto &[socket, connection] : connections) {
        socket->disconnect(this);
        socket->close(QWebSocketProtocol::CloseCodeGoingAway);
        socket->deleteLater();
    }
    if (m_http)
        m_http->stop();
    m_http.reset();
    m_tableToken.clear();
    m_seatTokens.clear();
    if (!connections.empty())
        Q_EMIT devicesChanged();
}

QString TableHost::newCode()
{
    if (!isRunning())
        return QStringLiteral("table mode is not running");
    const QString token = newTableToken();
    if (Status saved = m_store->replaceTableToken(m_sessionId, token); !saved)
        return renderEnglish(saved.error().message);
    m_tableToken = token;
    m_seatTokens.clear();
    std::vector<QWebSocket *> sockets;
    for (auto &[socket, connection] : m_connections) {
        send(*connection, {{kType, QStringLiteral("removed")}});
        sockets.push_back(socket);
    }
    for (QWebSocket *socket : sockets) {
        socket->close(QWebSocketProtocol::CloseCodePolicyViolated, QStringLiteral("the table has a new code"));
        drop(socket);
    }
    Q_EMIT devicesChanged();
    return {};
}

void TableHost::setUndoFromPhones(bool allowed)
{
    if (allowed == m_undoFromPhones)
        return;
    m_undoFromPhones = allowed;
    for (auto &[socket, connection] : m_connections)
        if (connection->joined)
            send(*connection, {{kType, QStringLiteral("settings")}, {QStringLiteral("undo_from_phones"), allowed}});
}

// The tablet's language and theme reach the phones already joined too: a
// page follows them unless its player picked a language on the phone.
void TableHost::setLanguage(const QString &language)
{
    if (!kLanguages.contains(language) || language == m_language)
        return;
    m_language = language;
    for (auto &[socket, connection] : m_connections)
        if (connection->joined && !connection->languageChosen) {
            connection->language = language;
            send(*connection, {{kType, QStringLiteral("settings")}, {QStringLiteral("language"), language}});
            if (!connection->seat.isEmpty() || connection->watching)
                sendUpdate(*connection, QStringLiteral("update"));
        }
}

void TableHost::setTheme(const QString &theme)
{
    if ((theme != QLatin1String("light") && theme != QLatin1String("dark")) || theme == m_theme)
        return;
    m_theme = theme;
    for (auto &[socket, connection] : m_connections)
        if (connection->joined)
            send(*connection, {{kType, QStringLiteral("settings")}, {QStringLiteral("theme"), theme}});
}

bool TableHost::isRunning() const
{
    return m_http && m_http->isListening();
}

quint16 TableHost::port() const
{
    return m_http ? m_http->port() : 0;
}

QString TableHost::joinUrl(const QString &hostName) const
{
    if (!isRunning())
        return {};
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    url.setHost(hostName);
    url.setPort(port());
    url.setPath(QStringLiteral("/"));
    url.setFragment(QStringLiteral("t=") + m_tableToken);
    return url.toString();
}

std::vector<TableHost::Device> TableHost::devices() const
{
    std::vector<Device> out;
    for (const auto &[socket, connection] : m_connections)
        if (connection->joined)
            out.push_back({connection->id, connection->seat, readableAddress(socket->peerAddress()), connection->asksFor,
                           connection->askCode});
    std::sort(out.begin(), out.end(), [](const Device &a, const Device &b) { return a.id < b.id; });
    // A seat whose phone went away (asleep, out of Wi-Fi) stays its until
    // the tablet frees it: listed so that it can be.
    for (const auto &seatToken : m_seatTokens) {
        const QString &seat = seatToken.first;
        if (std::none_of(out.begin(), out.end(), [&](const Device &d) { return d.seat == seat; }))
            out.push_back({kAwayPrefix + seat, seat, QString(), QString(), QString()});
    }
    return out;
}

bool TableHost::removeDevice(const QString &deviceId)
{
    if (deviceId.startsWith(kAwayPrefix)) {
        const QString seat = deviceId.mid(kAwayPrefix.size());
        const bool held = m_seatTokens.count(seat) > 0;
        forgetSeat(seat);
        if (held)
            Q_EMIT devicesChanged();
        return held;
    }
    QWebSocket *removed = nullptr;
    for (const auto &[socket, connection] : m_connections) {
        if (connection->id != deviceId)
            continue;
        if (!connection->seat.isEmpty())
            forgetSeat(connection->seat);
        send(*connection, {{kType, QStringLiteral("removed")}});
        removed = socket;
        break;
    }
    if (!removed)
        return false;
    // Closing may drop the connection at once (its disconnected signal): the map entry, and
    // with it anything borrowed from it, is gone after this line, so only the pointer is kept.
    removed->close(QWebSocketProtocol::CloseCodePolicyViolated, QStringLiteral("removed by the table"));
    drop(removed);
    return true;
}

bool TableHost::handOver(const QString &deviceId, const QString &seat, const QString &code)
{
    Connection *asker = nullptr;
    for (const auto &[socket, connection] : m_connections)
        if (connection->joined && connection->id == deviceId)
            asker = connection.get();
    // Only the request the tablet showed: the device may have asked for
    // another seat, or asked again with a new code, since.
    if (!asker || seat.isEmpty() || asker->asksFor != seat || asker->askCode != code)
        return false;
    // A new token, kept before the phone learns it: whoever held the old one
    // (the lost phone, or someone who should not have it) is locked out.
    const QString token = newTableToken();
    if (Status saved = m_store->saveSeatToken(m_sessionId, seat, token); !saved)
        return false;
    m_seatTokens[seat] = token;
    unseatOthers(seat, *asker, false);
    // The others who asked for it ask again: the tablet chose one phone.
    for (auto &[socket, other] : m_connections)
        if (other.get() != asker && other->asksFor == seat) {
            other->asksFor.clear();
            other->askCode.clear();
            refuse(*other, QStringLiteral("ask_seat"),
                   tableError("table.seat_taken", QT_TRANSLATE_NOOP("Engine", "Another device plays this seat.")));
        }
    this->seat(*asker, seat);
    return true;
}

void TableHost::accept(QWebSocket *socket)
{
    // Not yet a device: the gate limits how many such connections there
    // are, and the heartbeat closes it unless it joins in time.
    if (!isRunning()) {
        socket->close(QWebSocketProtocol::CloseCodeGoingAway, QStringLiteral("table mode is off"));
        socket->deleteLater();
        return;
    }
    socket->setMaxAllowedIncomingMessageSize(kMaxSocketMessageBytes);
    socket->setMaxAllowedIncomingFrameSize(kMaxSocketMessageBytes);
    auto connection = std::make_unique<Connection>();
    connection->socket = socket;
    connection->id = QStringLiteral("d%1").arg(m_nextDevice++);
    Connection *raw = connection.get();
    m_connections.emplace(socket, std::move(connection));
    connect(socket, &QWebSocket::textMessageReceived, this, [this, raw](const QString &text) { receive(*raw, text); });
    connect(socket, &QWebSocket::binaryMessageReceived, this, [this, raw](const QByteArray &) {
        refuse(*raw, {}, tableError("table.bad_message", QT_TRANSLATE_NOOP("Engine", "The table speaks JSON text messages only.")));
    });
    connect(socket, &QWebSocket::pong, this, [raw] { raw->lastHeard = Clock::now(); });
    connect(socket, &QWebSocket::disconnected, this, [this, socket] { drop(socket); });
}

void TableHost::checkConnections()
{
    const Clock::time_point now = Clock::now();
    std::vector<QWebSocket *> late;
    std::vector<QWebSocket *> silent;
    for (auto &[socket, connection] : m_connections) {
        if (!connection->joined) {
            if (now - connection->opened >= m_timeouts.join)
                late.push_back(socket);
        } else if (now - connection->lastHeard >= m_timeouts.silence) {
            silent.push_back(socket);
        } else {
            // Every browser answers a ping frame by itself, also while the
            // page's scripts are paused in the background.
            socket->ping();
        }
    }
    for (QWebSocket *socket : late) {
        refuse(*m_connections.at(socket), QStringLiteral("join"),
               tableError("table.join_timeout", QT_TRANSLATE_NOOP("Engine", "Join the table with its code as soon as you connect.")));
        socket->close(QWebSocketProtocol::CloseCodePolicyViolated, QStringLiteral("no join in time"));
        drop(socket);
    }
    for (QWebSocket *socket : silent) {
        // Gone (out of Wi-Fi, asleep): its seat waits for it, "away".
        socket->close(QWebSocketProtocol::CloseCodeGoingAway, QStringLiteral("no answer to pings"));
        drop(socket);
    }
}

void TableHost::drop(QWebSocket *socket)
{
    const auto it = m_connections.find(socket);
    if (it == m_connections.end())
        return;
    const bool wasJoined = it->second->joined;
    m_connections.erase(it);
    socket->disconnect(this);
    socket->deleteLater();
    if (wasJoined)
        Q_EMIT devicesChanged();
}


void TableHost::receive(Connection &connection, const QString &text)
{
    connection.lastHeard = Clock::now();
    if (!connection.limiter.take()) {
        if (++connection.floodRefusals > kMaxFloodRefusals) {
            connection.socket->close(QWebSocketProtocol::CloseCodePolicyViolated, QStringLiteral("too many messages"));
            return;
        }
        refuse(connection, {}, tableError("table.rate_limited", QT_TRANSLATE_NOOP("Engine", "Too many messages: wait a moment.")));
        return;
    }
    const QByteArray bytes = text.toUtf8();
    if (bytes.size() > kMaxMessageBytes) {
        refuse(connection, {}, tableError("table.too_large", QT_TRANSLATE_NOOP("Engine", "The message is too long for the table.")));
        return;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        refuse(connection, {}, tableError("table.bad_message", QT_TRANSLATE_NOOP("Engine", "The message is not a JSON object.")));
        return;
    }
    const QJsonObject message = document.object();
    const QString type = message.value(kType).toString();
    if (type == QLatin1String("join"))
        return join(connection, message);
    if (!connection.joined)
        return refuse(connection, type, tableError("table.not_joined", QT_TRANSLATE_NOOP("Engine", "Join the table with its code first.")));
    if (type == QLatin1String("claim"))
        return claim(connection, message);
    if (type == QLatin1String("ask_seat"))
        return askSeat(connection, message);
    if (type == QLatin1String("intent") || type == QLatin1String("undo") || type == QLatin1String("redo"))
        return intent(connection, message);
    if (type == QLatin1String("language"))
        return language(connection, message);
    if (type == QLatin1String("since"))
        return since(connection, message);
    if (type == QLatin1String("watch"))
        return watch(connection);
    if (type == QLatin1String("rule"))
        return rule(connection, message);
    if (type == QLatin1String("ping"))
        return send(connection, {{kType, QStringLiteral("pong")}});
    refuse(connection, type, tableError("table.bad_message", QT_TRANSLATE_NOOP("Engine", "The table does not know this kind of message.")));
}

void TableHost::join(Connection &connection, const QJsonObject &message)
{
    if (!sameToken(m_tableToken, message.value(QStringLiteral("table")).toString())) {
        refuse(connection, QStringLiteral("join"),
               tableError("table.wrong_token", QT_TRANSLATE_NOOP("Engine", "This is not the code of this table: scan the table's QR code again.")));
        connection.socket->close(QWebSocketProtocol::CloseCodePolicyViolated, QStringLiteral("wrong table token"));
        return;
    }
    const bool wasJoined = connection.joined;
    if (!wasJoined && joinedDevices() >= kMaxDevices) {
        refuse(connection, QStringLiteral("join"),
               tableError("table.full", QT_TRANSLATE_NOOP("Engine", "The table is full: the tablet must remove a device before another can join.")));
        // 1008, not 1013 (try again later): Qt's own WebSocket client (6.4)
        // takes any code from 1012 to 2999 for a protocol error.
        connection.socket->close(QWebSocketProtocol::CloseCodePolicyViolated, QStringLiteral("the table is full"));
        return;
    }
    connection.joined = true;
    if (!wasJoined) {
        connection.language = m_language;
        // A device now: no longer one of the connections the gate limits.
        m_http->admit(connection.socket);
    }
    sync();
    send(connection, {{kType, QStringLiteral("welcome")},
                      {QStringLiteral("session"), static_cast<double>(m_sessionId)},
                      {QStringLiteral("game"), m_log ? m_log->state().game : QString()},
                      {QStringLiteral("device"), connection.id},
                      {QStringLiteral("seats"), seats()},
                      {QStringLiteral("last_seq"), static_cast<double>(m_records.size())},
                      {QStringLiteral("undo_from_phones"), m_undoFromPhones},
                      {QStringLiteral("language"), m_language},
                      {QStringLiteral("theme"), m_theme}});
    if (!wasJoined)
        Q_EMIT devicesChanged();
}

QJsonArray TableHost::seats() const
{
    QJsonArray out;
    if (!m_log)
        return out;
    for (const QJsonValue &player : m_log->state().players) {
        const QString id = player.toObject().value(QStringLiteral("id")).toString();
        out.append(QJsonObject{{QStringLiteral("id"), id},
                               {QStringLiteral("name"), player.toObject().value(QStringLiteral("name"))},
                               {QStringLiteral("taken"), m_seatTokens.count(id) > 0}});
    }
    return out;
}

bool TableHost::isSeat(const QString &seat) const
{
    const QJsonArray all = seats();
    return std::any_of(all.begin(), all.end(), [&seat](const QJsonValue &s) { return s.toObject().value(QStringLiteral("id")).toString() == seat; });
}

int TableHost::joinedDevices() const
{
    return static_cast<int>(std::count_if(m_connections.begin(), m_connections.end(), [](const auto &entry) { return entry.second->joined; }));
}

void TableHost::claim(Connection &connection, const QJsonObject &message)
{
    const QString seat = message.value(QStringLiteral("seat")).toString();
    if (!isSeat(seat))
        return refuse(connection, QStringLiteral("claim"),
                      tableError("table.unknown_seat", QT_TRANSLATE_NOOP("Engine", "Nobody of that name plays at this table.")));
    const auto held = m_seatTokens.find(seat);
    if (held != m_seatTokens.end()) {
        // The seat's own token takes the seat back (a phone that reconnects,
        // or another tab of it); without it the seat stays with whoever
        // claimed it.
        if (!sameToken(held->second, message.value(QStringLiteral("seat_token")).toString()))
            return refuse(connection, QStringLiteral("claim"),
                          tableError("table.seat_taken", QT_TRANSLATE_NOOP("Engine", "Another device plays this seat.")));
        // The tab that had it holds the same token and may take it back.
        unseatOthers(seat, connection, true);
    } else {
        // Kept in the database before the phone learns it: a host started
        // again still knows the token the phone will bring back.
        const QString token = newTableToken();
        if (Status saved = m_store->saveSeatToken(m_sessionId, seat, token); !saved)
            return refuse(connection, QStringLiteral("claim"), saved.error());
        m_seatTokens[seat] = token;
    }
    this->seat(connection, seat);
}

void TableHost::seat(Connection &connection, const QString &seat)
{
    if (!connection.seat.isEmpty() && connection.seat != seat)
        forgetSeat(connection.seat);
    connection.seat = seat;
    connection.asksFor.clear();
    connection.askCode.clear();
    send(connection, {{kType, QStringLiteral("claimed")}, {QStringLiteral("seat"), seat}, {QStringLiteral("seat_token"), m_seatTokens[seat]}});
    sync();
    const qint64 last = static_cast<qint64>(m_records.size());
    connection.sentSeq = std::max<qint64>(0, last - kSnapshotRecords);
    sendUpdate(connection, QStringLiteral("snapshot"));
    Q_EMIT devicesChanged();
}

void TableHost::unseatOthers(const QString &seat, const Connection &keeper, bool canTakeBack)
{
    for (auto &[socket, other] : m_connections)
        if (other.get() != &keeper && other->seat == seat) {
            other->seat.clear();
            // Without this the page would go on saying "You play Ann" and
            // receive nothing.
            send(*other, {{kType, QStringLiteral("taken_over")}, {QStringLiteral("seat"), seat}, {QStringLiteral("can_take_back"), canTakeBack}});
        }
}

void TableHost::askSeat(Connection &connection, const QJsonObject &message)
{
    const QString seat = message.value(QStringLiteral("seat")).toString();
    if (seat.isEmpty()) {
        // The phone took its request back.
        const bool asked = !connection.asksFor.isEmpty();
        connection.asksFor.clear();
        connection.askCode.clear();
        if (asked)
            Q_EMIT devicesChanged();
        return;
    }
    if (!isSeat(seat))
        return refuse(connection, QStringLiteral("ask_seat"),
                      tableError("table.unknown_seat", QT_TRANSLATE_NOOP("Engine", "Nobody of that name plays at this table.")));
    if (m_seatTokens.count(seat) == 0)
        // Free again since the phone saw it taken: nobody needs to agree.
        return claim(connection, QJsonObject{{kType, QStringLiteral("claim")}, {QStringLiteral("seat"), seat}});
    QString code = newAskCode();
    // Unlike every other request's, so that the tablet's list is unambiguous.
    while (std::any_of(m_connections.begin(), m_connections.end(), [&](const auto &entry) { return entry.second->askCode == code; }))
        code = newAskCode();
    connection.asksFor = seat;
    connection.askCode = code;
    send(connection, {{kType, QStringLiteral("asking")}, {QStringLiteral("seat"), seat}, {QStringLiteral("code"), code}});
    Q_EMIT devicesChanged();
}

void TableHost::watch(Connection &connection)
{
    connection.watching = true;
    sync();
    connection.sentSeq = std::max<qint64>(0, static_cast<qint64>(m_records.size()) - kSnapshotRecords);
    sendUpdate(connection, QStringLiteral("snapshot"));
}

void TableHost::intent(Connection &connection, const QJsonObject &message)
{
    const QString type = message.value(kType).toString();
    const bool isAction = type == QLatin1String("intent");
    const QJsonValue id = message.value(QStringLiteral("id"));
    if (!id.isString() || id.toString().isEmpty() || id.toString().size() > kMaxIntentIdLength
        || (isAction && !message.value(QStringLiteral("action")).isObject()) || !message.value(QStringLiteral("since")).isDouble())
        return refuse(connection, type,
                      isAction ? tableError("table.bad_message",
                                            QT_TRANSLATE_NOOP("Engine", "An intent needs an id of 1 to 64 characters, the last record seen and an action."))
                               : tableError("table.bad_message",
                                            QT_TRANSLATE_NOOP("Engine", "An undo or a redo needs an id of 1 to 64 characters and the last record seen.")));
    if (!recordNumber(message.value(QStringLiteral("since"))))
        return refuse(connection, type, tableError("table.bad_message", kNotARecordNumber));
    if (connection.seat.isEmpty())
        return refuse(connection, type,
                      tableError("table.no_seat", QT_TRANSLATE_NOOP("Engine", "Pick your seat before you act.")));
    if (const QJsonObject *first = m_ledger.find(connection.seat, id.toString())) {
        send(connection, *first);
        return;
    }
    // Accepted before the host last started: the database has it with its record.
    auto stored = m_store->tableIntentSeq(m_sessionId, TableIntentKey{connection.seat, id.toString()});
    if (stored && stored->has_value()) {
        const QJsonObject first{{kType, QStringLiteral("answer")}, {QStringLiteral("id"), id}, {QStringLiteral("ok"), true},
                                {QStringLiteral("seq"), static_cast<double>(stored->value())}};
        m_ledger.remember(connection.seat, id.toString(), first);
        send(connection, first);
        return;
    }
    QJsonObject answer = decide(connection, message);
    answer.insert(kType, QStringLiteral("answer"));
    answer.insert(QStringLiteral("id"), id);
    m_ledger.remember(connection.seat, id.toString(), answer);
    send(connection, answer);
    if (answer.value(QStringLiteral("ok")).toBool()) {
        Q_EMIT recordStored(static_cast<qint64>(answer.value(QStringLiteral("seq")).toDouble()));
        publish();
    } else if (connection.sentSeq < static_cast<qint64>(m_records.size())) {
        // A refusal for a stale view: the records it missed come along.
        sync();
        sendUpdate(connection, QStringLiteral("update"));
    }
}

QJsonObject TableHost::decide(Connection &connection, const QJsonObject &message)
{
    const auto refusal = [&connection, this](const RuleError &error) {
        return QJsonObject{{QStringLiteral("ok"), false}, {QStringLiteral("error"), errorIn(error, connection.language)}};
    };
    const QString type = message.value(kType).toString();
    const RecordKind kind = type == QLatin1String("undo") ? RecordKind::Undo
        : type == QLatin1String("redo")                   ? RecordKind::Redo
                                                          : RecordKind::Action;
    if (message.value(QStringLiteral("seat")).toString() != connection.seat)
        return refusal(tableError("table.not_your_seat", QT_TRANSLATE_NOOP("Engine", "A device acts only for the seat it picked.")));
    if (kind != RecordKind::Action && !m_undoFromPhones)
        return refusal(tableError("table.undo_not_allowed",
                                  QT_TRANSLATE_NOOP("Engine", "Undo and redo are for the tablet at this table.")));
    if (const QString failed = sync(); !failed.isEmpty())
        return refusal(RuleError::storage(QStringLiteral("table.storage"), phrase(QT_TRANSLATE_NOOP("Engine", "The table cannot read the session: %1"), failed)));
    const qint64 last = static_cast<qint64>(m_records.size());
    // intent() refused any `since` that is not a record number.
    const qint64 seen = recordNumber(message.value(QStringLiteral("since"))).value_or(-1);
    if (seen != last)
        return refusal(tableError("table.stale",
                                  QT_TRANSLATE_NOOP("Engine", "The table has moved on since you chose: look again and choose anew.")));
    const QJsonObject action = message.value(QStringLiteral("action")).toObject();
    if (kind == RecordKind::Action) {
        refreshOptions();
        if (!SeatView::mayAct(action, connection.seat, m_options.value(QStringLiteral("actor")).toString(), m_log->state()))
            return refusal(tableError("table.not_your_seat", QT_TRANSLATE_NOOP("Engine", "This is another player's choice.")));
    }
    // The intent's id goes into the record's own transaction: once answered,
    // a resend finds it even after the host was killed.
    const TableIntentKey key{connection.seat, message.value(QStringLiteral("id")).toString()};
    auto applied = kind == RecordKind::Undo ? m_service->undo(m_sessionId, key)
        : kind == RecordKind::Redo          ? m_service->redo(m_sessionId, key)
                                            : m_service->apply(m_sessionId, action, key);
    m_log = nullptr; // the service may have replaced it; sync() fetches it again
    if (!applied)
        return refusal(applied.error());
    // The record as stored, without reading the log back from the database.
    if (applied->seq == last + 1)
        m_records.push_back(recordJson(StoredRecord{applied->seq, recordKindName(kind),
                                                    kind == RecordKind::Action ? QJsonDocument(action).toJson(QJsonDocument::Compact) : QByteArray(),
                                                    QJsonDocument(eventsToJson(applied->events)).toJson(QJsonDocument::Compact), {}}));
    return {{QStringLiteral("ok"), true}, {QStringLiteral("seq"), static_cast<double>(applied->seq)}};
}

void TableHost::language(Connection &connection, const QJsonObject &message)
{
    const QString wanted = message.value(QStringLiteral("lang")).toString();
    if (!kLanguages.contains(wanted))
        return refuse(connection, QStringLiteral("language"),
                      tableError("table.bad_message", QT_TRANSLATE_NOOP("Engine", "The table speaks English (en) and German (de).")));
    connection.language = wanted;
    connection.languageChosen = true;
    // What the phone shows comes again in the language it picked: its log,
    // the step and its choices, not only what happens from now on.
    if (!connection.seat.isEmpty()) {
        sync();
        connection.sentSeq = std::max<qint64>(0, static_cast<qint64>(m_records.size()) - kSnapshotRecords);
        sendUpdate(connection, QStringLiteral("snapshot"));
    }
}

void TableHost::since(Connection &connection, const QJsonObject &message)
{
    if (connection.seat.isEmpty())
        return refuse(connection, QStringLiteral("since"),
                      tableError("table.no_seat", QT_TRANSLATE_NOOP("Engine", "Pick your seat before you act.")));
    const std::optional<qint64> after = recordNumber(message.value(QStringLiteral("seq")));
    if (!after)
        return refuse(connection, QStringLiteral("since"), tableError("table.bad_message", kNotARecordNumber));
    sync();
    connection.sentSeq = std::min(*after, static_cast<qint64>(m_records.size()));
    sendUpdate(connection, QStringLiteral("update"));
}

void TableHost::rule(Connection &connection, const QJsonObject &message)
{
    const QString asked = message.value(QStringLiteral("lang")).toString();
    const QString language = kLanguages.contains(asked) ? asked : connection.language;
    std::unique_ptr<RulesIndex> &rules = m_rules[language];
    if (!rules)
        rules = language == QLatin1String("en") ? std::make_unique<RulesIndex>()
                                                : std::make_unique<RulesIndex>(RulesIndex::shippedFiles(), language);
    const QString id = message.value(QStringLiteral("id")).toString();
    const auto entry = rules->entry(id);
    if (!entry)
        return refuse(connection, QStringLiteral("rule"),
                      RuleError::notFound(QStringLiteral("rules.not_found"),
                                          phrase(QT_TRANSLATE_NOOP("Engine", "There is no rules entry \"%1\"."), id)));
    send(connection, {{kType, QStringLiteral("rule")}, {QStringLiteral("id"), id}, {QStringLiteral("title"), entry->title},
                      {QStringLiteral("text"), entry->text}});
}

void TableHost::publish()
{
    if (!isRunning())
        return;
    sync();
    const qint64 last = static_cast<qint64>(m_records.size());
    // The new records first: the options query takes longest (tens of
    // milliseconds for six players), and every device should see what
    // happened before the phones learn what they may do next.
    std::vector<Connection *> behind;
    for (auto &[socket, connection] : m_connections)
        if ((!connection->seat.isEmpty() || connection->watching) && connection->sentSeq != last) {
            sendUpdate(*connection, QStringLiteral("update"), false);
            // Written now, not when the event loop next runs: that is after
            // the options query.
            socket->flush();
            behind.push_back(connection.get());
        }
    refreshOptions();
    for (Connection *connection : behind)
        if (!connection->seat.isEmpty())
            send(*connection, {{kType, QStringLiteral("options")},
                               {QStringLiteral("seat"), connection->seat},
                               {QStringLiteral("last_seq"), static_cast<double>(last)},
                               {QStringLiteral("options"), SeatView::options(optionsIn(connection->language), connection->seat, m_log->state(), connection->language)}});
}

void TableHost::pollOtherWriters()
{
    auto version = m_store->dataVersion();
    if (!version || version.value() == m_dataVersion)
        return;
    m_dataVersion = version.value();
    publish();
}

QString TableHost::sync()
{
    auto lastSeq = m_store->lastSeq(m_sessionId);
    if (!lastSeq)
        return renderEnglish(lastSeq.error().message);
    // The service keeps the log in memory; another writer's records make it
    // stale, and a reload may replace it, so the pointer is fetched anew.
    auto log = m_service->open(m_sessionId);
    if (log && log.value()->nextSeq() - 1 != lastSeq.value()) {
        m_service->forget(m_sessionId);
        log = m_service->open(m_sessionId);
    }
    if (!log) {
        m_log = nullptr;
        return renderEnglish(log.error().message);
    }
    m_log = log.value();
    // Undo and redo are records too, so the log only ever grows.
    if (static_cast<qint64>(m_records.size()) < lastSeq.value()) {
        auto stored = m_store->records(m_sessionId);
        if (!stored)
            return renderEnglish(stored.error().message);
        for (const StoredRecord &record : stored.value())
            if (record.seq > static_cast<qint64>(m_records.size()))
                m_records.push_back(recordJson(record));
    }
    return {};
}

void TableHost::refreshOptions()
{
    const qint64 last = static_cast<qint64>(m_records.size());
    if (!m_log || m_optionsSeq == last)
        return;
    const GameDefinition *game = findGame(m_log->state().game);
    auto now = game ? gameOptions(*game, m_log->state()) : Result<GameOptions>(RuleError{});
    m_options = now ? CliServer::optionsJson(m_sessionId, now.value()) : QJsonObject();
    m_optionsNow = now ? std::make_unique<GameOptions>(std::move(now).value()) : nullptr;
    m_optionsByLanguage.clear();
    m_optionsSeq = last;
}

const QJsonObject &TableHost::optionsIn(const QString &language)
{
    refreshOptions();
    if (language == QLatin1String("en") || !m_optionsNow)
        return m_options;
    auto [it, added] = m_optionsByLanguage.try_emplace(language);
    if (added)
        it->second = CliServer::optionsJson(m_sessionId, *m_optionsNow, renderIn(language));
    return it->second;
}

void TableHost::foldTexts()
{
    if (m_textsBroken || !m_log || m_texts.size() >= m_records.size())
        return;
    if (!m_textReplica) {
        const GameDefinition *game = findGame(m_log->state().game);
        if (!game) {
            m_textsBroken = true;
            return;
        }
        m_textReplica = std::make_unique<SessionLog>(*game, m_log->initial());
        m_texts.clear();
    }
    while (m_texts.size() < m_records.size()) {
        const QJsonObject &record = m_records[m_texts.size()];
        const RecordKind kind = recordKindFromName(record.value(QStringLiteral("kind")).toString()).value_or(RecordKind::Action);
        const QJsonObject action = record.value(QStringLiteral("action")).toObject();
        Result<Transition> outcome = kind == RecordKind::Undo ? m_textReplica->tryUndo()
            : kind == RecordKind::Redo                        ? m_textReplica->tryRedo()
                                                              : m_textReplica->tryApply(action);
        if (!outcome) {
            // The states after it are unknown: the rest keep their English.
            m_textsBroken = true;
            return;
        }
        std::vector<Phrase> phrases;
        for (const Event &event : outcome->events)
            phrases.push_back(event.text);
        m_texts.push_back(std::move(phrases));
        m_textReplica->accept(Record{m_textReplica->nextSeq(), kind,
                                     kind == RecordKind::Action ? QJsonDocument(action).toJson(QJsonDocument::Compact) : QByteArray()},
                              std::move(outcome).value());
    }
}

QJsonObject TableHost::recordIn(std::size_t index, const QString &language)
{
    const QJsonObject &record = m_records[index];
    if (language == QLatin1String("en"))
        return record;
    foldTexts();
    if (index >= m_texts.size())
        return record;
    const std::vector<Phrase> &phrases = m_texts[index];
    QJsonArray events = record.value(QStringLiteral("events")).toArray();
    if (static_cast<std::size_t>(events.size()) != phrases.size())
        return record;
    for (qsizetype i = 0; i < events.size(); ++i) {
        QJsonObject event = events.at(i).toObject();
        event.insert(QStringLiteral("text"), translated(phrases[static_cast<std::size_t>(i)], language));
        events.replace(i, event);
    }
    QJsonObject out = record;
    out.insert(QStringLiteral("events"), events);
    return out;
}

void TableHost::forgetSeat(const QString &seat)
{
    m_seatTokens.erase(seat);
    // A failure leaves the token in the database: the phone that held it
    // could take the seat back after a restart, which the tablet can undo
    // by removing it again. Nothing is lost.
    (void)m_store->forgetSeatToken(m_sessionId, seat);
}

QJsonArray TableHost::recordsAfter(qint64 seq, const QString &seat, const QString &language)
{
    QJsonArray out;
    for (qint64 i = std::max<qint64>(seq, 0); i < static_cast<qint64>(m_records.size()); ++i)
        out.append(m_log ? SeatView::record(recordIn(static_cast<std::size_t>(i), language), seat, m_log->state(), language)
                         : SeatView::record(recordIn(static_cast<std::size_t>(i), language), seat));
    return out;
}

QJsonObject TableHost::view(const QString &seat, const QString &language)
{
    if (!m_log)
        return {};
    // The same for every seat of a language: worked out once per record.
    if (m_publicStateSeq != static_cast<qint64>(m_records.size())) {
        m_publicStates.clear();
        m_publicStateSeq = static_cast<qint64>(m_records.size());
    }
    auto known = m_publicStates.find(language);
    if (known == m_publicStates.end())
        known = m_publicStates.insert(language, SeatView::publicState(m_log->state(), language));
    return {{QStringLiteral("state"), known.value()},
            {QStringLiteral("options"), SeatView::options(optionsIn(language), seat, m_log->state(), language)},
            {QStringLiteral("can_undo"), m_log->canUndo()},
            {QStringLiteral("can_redo"), m_log->canRedo()}};
}

void TableHost::sendUpdate(Connection &connection, const QString &type, bool withOptions)
{
    if (withOptions)
        refreshOptions();
    const qint64 last = static_cast<qint64>(m_records.size());
    QJsonObject message{{kType, type},
                        {QStringLiteral("seat"), connection.seat},
                        {QStringLiteral("from_seq"), static_cast<double>(connection.sentSeq)},
                        {QStringLiteral("last_seq"), static_cast<double>(last)},
                        {QStringLiteral("records"), recordsAfter(connection.sentSeq, connection.seat, connection.language)}};
    QJsonObject current = view(connection.seat, connection.language);
    if (!withOptions)
        current.remove(QStringLiteral("options"));
    for (auto it = current.begin(); it != current.end(); ++it)
        message.insert(it.key(), it.value());
    connection.sentSeq = last;
    send(connection, message);
}

void TableHost::refuse(Connection &connection, const QString &to, const RuleError &error)
{
    send(connection, {{kType, QStringLiteral("refused")}, {QStringLiteral("to"), to}, {QStringLiteral("error"), errorIn(error, connection.language)}});
}

QJsonObject TableHost::errorIn(const RuleError &error, const QString &language) const
{
    return CliServer::errorJson(error, renderIn(language));
}

void TableHost::send(Connection &connection, const QJsonObject &message)
{
    connection.socket->sendTextMessage(QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
}

} // namespace arbiter
