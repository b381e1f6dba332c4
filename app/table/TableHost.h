#pragma once

#include "IntentLedger.h"
#include "RateLimiter.h"

#include <QHostAddress>
#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QString>
#include <map>
#include <memory>
#include <vector>

class QTimer;
class QWebSocket;

namespace arbiter {

class RulesIndex;
class SessionLog;
class SessionService;
class SessionStore;
class TableHttpServer;
struct RuleError;

// Table mode's host: phones join a session over a WebSocket and send intents;
// this host, the only authority, checks each with the engine against the
// current state, stores it durably and only then answers and sends the new
// records to every phone (protocol: docs/table-mode.md). It keeps its own
// connection to the database, so the tablet (or another process) writing to
// the same session is just another writer: the host notices new records
// within kPollMs and passes them on.
class TableHost : public QObject {
    Q_OBJECT

public:
    static constexpr qsizetype kMaxMessageBytes = 16 * 1024;
    // Larger messages are cut off by the socket itself, which then closes.
    static constexpr qsizetype kMaxSocketMessageBytes = 64 * 1024;
    static constexpr double kMessagesPerSecond = 20;
    static constexpr double kMessageBurst = 40;
    // Refusals for flooding after which the device is sent away.
    static constexpr int kMaxFloodRefusals = 200;
    static constexpr int kMaxDevices = 16;
    // How many of the latest records a snapshot carries; older ones stay on
    // the host (a phone needs the state, not the whole history).
    static constexpr int kSnapshotRecords = 500;
    static constexpr int kMaxIntentIdLength = 64;
    static constexpr int kPollMs = 50;

    struct Device {
        QString id;
        QString seat; // empty until a seat is claimed
        QString address; // empty for a seat whose device is away (id "away:<seat>")
    };

    TableHost(QString databasePath, qint64 sessionId, QObject *parent = nullptr);
    ~TableHost() override;

    // Opens the session and binds; a new table token each time. Empty on success.
    QString start(const QHostAddress &address, quint16 port);
    // Closes every device's socket and stops listening; the tokens die with it.
    void stop();
    [[nodiscard]] bool isRunning() const;
    [[nodiscard]] quint16 port() const;
    [[nodiscard]] qint64 sessionId() const { return m_sessionId; }
    [[nodiscard]] QString tableToken() const { return m_tableToken; }
    // What the QR code carries: the page, with the table token in the
    // fragment (browsers never send the fragment to a server or a log).
    [[nodiscard]] QString joinUrl(const QString &hostName) const;
    [[nodiscard]] std::vector<Device> devices() const;
    // Sends the device away and frees its seat: its seat token no longer
    // works. "away:<seat>" frees a seat whose device is not connected.
    bool removeDevice(const QString &deviceId);
    // Passes on records another writer appended (also done every kPollMs).
    void publish();

Q_SIGNALS:
    void devicesChanged();
    // A phone's intent was accepted and stored as record `seq`.
    void recordStored(qint64 seq);

private:
    struct Connection;

    void accept(QWebSocket *socket);
    void drop(QWebSocket *socket);
    void receive(Connection &connection, const QString &text);
    void join(Connection &connection, const QJsonObject &message);
    void claim(Connection &connection, const QJsonObject &message);
    void watch(Connection &connection);
    void intent(Connection &connection, const QJsonObject &message);
    QJsonObject decide(Connection &connection, const QJsonObject &message);
    void since(Connection &connection, const QJsonObject &message);
    void rule(Connection &connection, const QJsonObject &message);
    void refuse(Connection &connection, const QString &to, const RuleError &error);
    void send(Connection &connection, const QJsonObject &message);
    void sendUpdate(Connection &connection, const QString &type, bool withOptions = true);
    // Works the options query out for the newest record, once per record.
    void refreshOptions();
    QJsonObject view(const QString &seat) const;
    QJsonArray recordsAfter(qint64 seq, const QString &seat) const;
    QJsonArray seats() const;
    // Brings the log, the records and the options up to the database's latest.
    QString sync();
    void pollOtherWriters();

    QString m_databasePath;
    qint64 m_sessionId;
    std::unique_ptr<SessionStore> m_store;
    std::unique_ptr<SessionService> m_service;
    const SessionLog *m_log = nullptr;
    std::unique_ptr<TableHttpServer> m_http;
    QTimer *m_poll;
    qint64 m_dataVersion = -1;
    QString m_tableToken;
    std::map<QString, QString> m_seatTokens; // seat -> token
    std::map<QWebSocket *, std::unique_ptr<Connection>> m_connections;
    int m_nextDevice = 1;
    IntentLedger m_ledger;
    std::vector<QJsonObject> m_records; // every record, index = seq - 1
    // The rules reference a refusal links to, by language, built on first use.
    std::map<QString, std::unique_ptr<RulesIndex>> m_rules;
    QJsonObject m_options; // session.options fields for the current state
    qint64 m_optionsSeq = -1; // the record m_options was worked out after
    mutable QJsonObject m_publicState;
    mutable qint64 m_publicStateSeq = -1;
};

} // namespace arbiter
