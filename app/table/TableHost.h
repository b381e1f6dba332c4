#pragma once

#include "IntentLedger.h"
#include "RateLimiter.h"
#include "TableTimeouts.h"

#include "core/phrase.h"

#include <QHostAddress>
#include <QJsonArray>
#include <QHash>
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
struct GameOptions;
class ContentLibrary;
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
    // Joined devices (phones and shared screens); connections that have not
    // joined are limited by the ConnectionGate and the join deadline.
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
        // A seat this device asks the tablet for (its phone lost the seat's
        // token), and the number its page shows for the tablet's player to
        // compare before handing the seat over.
        QString asksFor;
        QString askCode;
    };

    // Whether a start keeps the session's table code (and with it the seat
    // tokens phones hold) or makes a new one.
    enum class Code { Keep, New };

    TableHost(QString databasePath, qint64 sessionId, QObject *parent = nullptr);
    ~TableHost() override;

    // Shorter deadlines for tests; from the next start() on.
    void setTimeouts(const TableTimeouts &timeouts) { m_timeouts = timeouts; }

    // Opens the session and binds. The table code and the seat tokens are
    // the session's, kept in the database: a host started again (after a
    // crash, or the tablet reopening table mode) lets the same phones back
    // in. A session's first start, or Code::New, makes a new code and
    // forgets every seat token. Empty on success.
    QString start(const QHostAddress &address, quint16 port, Code code = Code::Keep);
    // A new table code while running: every device is sent away and every
    // seat token forgotten; only phones that scan the new code come back.
    QString newCode();
    // Closes every device's socket and stops listening.
    void stop();
    // What the tablet allows and shows. Undo and redo from phones are off
    // unless allowed; a change reaches every phone at once.
    void setUndoFromPhones(bool allowed);
    [[nodiscard]] bool undoFromPhones() const { return m_undoFromPhones; }
    // The app's language ("en", "de") and theme ("light", "dark"), told to
    // each phone as it joins. A phone may ask for another language.
    void setLanguage(const QString &language);
    void setTheme(const QString &theme);
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
    // The tablet's answer to a device asking for a seat: the seat goes to
    // that device with a new token (the phone that held it cannot take it
    // back), but only while the device still asks for exactly this seat
    // with exactly this code, the pair the tablet showed its player.
    bool handOver(const QString &deviceId, const QString &seat, const QString &code);
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
    // A phone without the seat's token asks the tablet for it.
    void askSeat(Connection &connection, const QJsonObject &message);
    // Gives the device the seat (its token already decided) and a snapshot.
    void seat(Connection &connection, const QString &seat);
    // Every other device playing `seat` loses it and is told so.
    void unseatOthers(const QString &seat, const Connection &keeper, bool canTakeBack);
    [[nodiscard]] bool isSeat(const QString &seat) const;
    [[nodiscard]] int joinedDevices() const;
    // The heartbeat: pings joined devices, closes those gone silent and
    // the connections that did not join in time.
    void checkConnections();
    void watch(Connection &connection);
    // An intent, an undo or a redo: exactly once by id.
    void intent(Connection &connection, const QJsonObject &message);
    QJsonObject decide(Connection &connection, const QJsonObject &message);
    void language(Connection &connection, const QJsonObject &message);
    void since(Connection &connection, const QJsonObject &message);
    void rule(Connection &connection, const QJsonObject &message);
    void refuse(Connection &connection, const QString &to, const RuleError &error);
    QJsonObject errorIn(const RuleError &error, const QString &language) const;
    void send(Connection &connection, const QJsonObject &message);
    void sendUpdate(Connection &connection, const QString &type, bool withOptions = true);
    // Works the options query out for the newest record, once per record.
    void refreshOptions();
    // The options fields with the engine's texts in `language`.
    const QJsonObject &optionsIn(const QString &language);
    QJsonObject view(const QString &seat, const QString &language);
    QJsonArray recordsAfter(qint64 seq, const QString &seat, const QString &language);
    // The database keeps each record's events in English only: folding the
    // records again through the engine gives back their phrases for other
    // languages. Done only once a phone reads another language.
    void foldTexts();
    QJsonObject recordIn(std::size_t index, const QString &language);
    // Forgets a seat's token, in memory and in the database.
    void forgetSeat(const QString &seat);
    QJsonArray seats() const;
    // Brings the log, the records and the options up to the database's latest.
    QString sync();
    void pollOtherWriters();

    QString m_databasePath;
    qint64 m_sessionId;
    std::unique_ptr<SessionStore> m_store;
    std::unique_ptr<ContentLibrary> m_content; // before m_service, which uses it
    std::unique_ptr<SessionService> m_service;
    const SessionLog *m_log = nullptr;
    std::unique_ptr<TableHttpServer> m_http;
    QTimer *m_poll;
    QTimer *m_heartbeat;
    TableTimeouts m_timeouts;
    qint64 m_dataVersion = -1;
    QString m_tableToken;
    bool m_undoFromPhones = false;
    QString m_language = QStringLiteral("en");
    QString m_theme = QStringLiteral("light");
    std::map<QString, QString> m_seatTokens; // seat -> token
    std::map<QWebSocket *, std::unique_ptr<Connection>> m_connections;
    int m_nextDevice = 1;
    IntentLedger m_ledger;
    std::vector<QJsonObject> m_records; // every record, index = seq - 1
    // The rules reference a refusal links to, by language, built on first use.
    std::map<QString, std::unique_ptr<RulesIndex>> m_rules;
    QJsonObject m_options; // session.options fields for the current state, in English
    std::unique_ptr<GameOptions> m_optionsNow; // the same with the engine's phrases
    std::map<QString, QJsonObject> m_optionsByLanguage; // m_options in other languages
    qint64 m_optionsSeq = -1; // the record m_options was worked out after
    std::unique_ptr<SessionLog> m_textReplica; // folds the records for their phrases
    std::vector<std::vector<Phrase>> m_texts; // each record's event phrases, index = seq - 1
    bool m_textsBroken = false; // a record did not fold: the rest stay in English
    mutable QHash<QString, QJsonObject> m_publicStates; // by language
    mutable qint64 m_publicStateSeq = -1;
};

} // namespace arbiter
