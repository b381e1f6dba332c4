#pragma once

#include "ActiveSession.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QList>
#include <QtQml/qqmlregistration.h>
#include <memory>

namespace arbiter {

class TableHost;

// A phone (or shared screen) at the table: its seat, empty while it chooses
// one, and its address, empty while the seat waits for a phone that is away.
// A phone that lost its seat's code asks for the seat (`asksFor`) and shows
// `askCode` on its page, for the tablet's player to compare.
struct TableDevice {
    Q_GADGET
    QML_VALUE_TYPE(tableDevice)
    Q_PROPERTY(QString device MEMBER device)
    Q_PROPERTY(QString seat MEMBER seat)
    Q_PROPERTY(QString address MEMBER address)
    Q_PROPERTY(QString asksFor MEMBER asksFor)
    Q_PROPERTY(QString askCode MEMBER askCode)

public:
    QString device;
    QString seat;
    QString address;
    QString asksFor;
    QString askCode;

    bool operator==(const TableDevice &) const = default;
};

// The Table sheet's side of table mode: starts and stops the host for the
// open session on the app's database, and tells the sheet the join address
// and the devices at the table. The host only listens while the sheet has
// it running (docs/table-mode.md).
class TableController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    // What the QR code carries: http://ADDRESS:PORT/#t=TOKEN.
    Q_PROPERTY(QString url READ url NOTIFY runningChanged)
    // The same address without the token, to type into a browser by hand
    // alongside the code.
    Q_PROPERTY(QString address READ address NOTIFY runningChanged)
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    // Every device that joined, in joining order.
    Q_PROPERTY(QList<arbiter::TableDevice> devices READ devices NOTIFY devicesChanged)
    // The players whose seat a phone holds (also while it sleeps), while the
    // host runs. The session is told, so that the tablet keeps their secrets.
    Q_PROPERTY(QStringList phoneSeats READ phoneSeats NOTIFY devicesChanged)
    Q_PROPERTY(arbiter::ActiveSession *session READ session WRITE setSession NOTIFY sessionChanged)
    // Whether phones may undo and redo (off unless the tablet allows it).
    Q_PROPERTY(bool undoFromPhones READ undoFromPhones WRITE setUndoFromPhones NOTIFY undoFromPhonesChanged)
    // The app's language ("en", "de") and theme ("light", "dark"): what a
    // phone shows when it joins.
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    Q_PROPERTY(QString theme READ theme WRITE setTheme NOTIFY themeChanged)

public:
    explicit TableController(QObject *parent = nullptr);
    ~TableController() override;

    [[nodiscard]] bool running() const;
    [[nodiscard]] QString url() const;
    [[nodiscard]] QString address() const;
    [[nodiscard]] QString error() const { return m_error; }
    [[nodiscard]] QList<TableDevice> devices() const;
    [[nodiscard]] QStringList phoneSeats() const;
    [[nodiscard]] ActiveSession *session() const { return m_session; }
    void setSession(ActiveSession *session);
    [[nodiscard]] bool undoFromPhones() const { return m_undoFromPhones; }
    void setUndoFromPhones(bool allowed);
    [[nodiscard]] QString language() const { return m_language; }
    void setLanguage(const QString &language);
    [[nodiscard]] QString theme() const { return m_theme; }
    void setTheme(const QString &theme);

    // `port` 0: any free port. False with `error` set when it cannot listen.
    // The session's table code is kept from the last time (phones that
    // joined before come back by themselves).
    Q_INVOKABLE bool start(const QString &databasePath, qint64 sessionId, int port = 0);
    // A new code: every phone is sent away and must scan it again.
    Q_INVOKABLE bool newCode();
    Q_INVOKABLE void stop();
    Q_INVOKABLE bool removeDevice(const QString &device);
    // Gives `seat` to the device asking for it with `code` (as listed):
    // the phone that held the seat is told and cannot take it back.
    Q_INVOKABLE bool handOver(const QString &device, const QString &seat, const QString &code);

Q_SIGNALS:
    void runningChanged();
    void errorChanged();
    void devicesChanged();
    void undoFromPhonesChanged();
    void languageChanged();
    void themeChanged();
    void sessionChanged();

private:
    void tellSession();

    std::unique_ptr<TableHost> m_host;
    QPointer<ActiveSession> m_session;
    QString m_hostName;
    QString m_error;
    bool m_undoFromPhones = false;
    QString m_language = QStringLiteral("en");
    QString m_theme = QStringLiteral("light");
};

} // namespace arbiter
