#pragma once

#include "EntityListModel.h"
#include "RollHistoryModel.h"
#include "SessionLogModel.h"
#include "core/options.h"
#include "core/session_log.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <optional>

class QJSEngine;
class QQmlEngine;

namespace arbiter {

class SessionLibrary;
struct Applied;

// The session open on the session screen (at most one at a time): its
// entities and counters, notes, rolls and log, and the actions a person
// takes on it. Every change goes through SessionService, so it is computed
// by the engine and stored before it shows; a refusal shows its translated
// message and the rules entry that explains it.
class ActiveSession : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool isOpen READ isOpen NOTIFY openChanged)
    Q_PROPERTY(qint64 sessionId READ sessionId NOTIFY openChanged)
    Q_PROPERTY(QString title READ title NOTIFY openChanged)
    Q_PROPERTY(QString players READ players NOTIFY openChanged)
    Q_PROPERTY(QString gameName READ gameName NOTIFY gameNameChanged)
    Q_PROPERTY(QString gameId READ gameId NOTIFY openChanged)
    // The game has its own table view (see games/GameScreens.h).
    Q_PROPERTY(bool hasGameTable READ hasGameTable NOTIFY openChanged)
    // The game's own part of the state as the engine keeps it
    // (docs/games/<game>.md), converted on every read: for tests and checks,
    // not for bindings that a view re-evaluates often.
    Q_PROPERTY(QJsonObject gameData READ gameData NOTIFY stateChanged)
    // Counts the changes of that game data (a game action, undo, redo or
    // another session), not hand corrections of counters: views that jump to
    // what happened compare it instead of the whole data.
    Q_PROPERTY(int gameDataRevision READ gameDataRevision NOTIFY stateChanged)
    // What the latest accepted action, undo or redo did, in the user's language.
    Q_PROPERTY(QStringList lastEvents READ lastEvents NOTIFY stateChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY stateChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY stateChanged)
    Q_PROPERTY(QStringList notes READ notes NOTIFY stateChanged)
    Q_PROPERTY(arbiter::EntityListModel *entities READ entities CONSTANT)
    Q_PROPERTY(arbiter::SessionLogModel *log READ log CONSTANT)
    Q_PROPERTY(arbiter::RollHistoryModel *rolls READ rolls CONSTANT)
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    Q_PROPERTY(QString errorRule READ errorRule NOTIFY errorChanged)
    // The board hex the refusal is about, [q, r], or empty: boards outline it.
    Q_PROPERTY(QList<int> errorHex READ errorHexList NOTIFY errorChanged)
    // Table mode: the players whose seat a phone holds. What only they may
    // see (the cards going into their hands, their sealed bids) stays off
    // this screen, which everyone at the table can read: the log, the last
    // events and the game's views leave it out (docs/table-mode.md).
    Q_PROPERTY(QStringList phoneSeats READ phoneSeats NOTIFY phoneSeatsChanged)

public:
    explicit ActiveSession(SessionLibrary &library, QObject *parent = nullptr);
    ~ActiveSession() override;
    static ActiveSession *create(QQmlEngine *engine, QJSEngine *);

    [[nodiscard]] bool isOpen() const { return m_sessionId > 0; }
    [[nodiscard]] qint64 sessionId() const { return m_sessionId; }
    [[nodiscard]] QString title() const { return m_title; }
    [[nodiscard]] QString players() const { return m_players; }
    [[nodiscard]] QString gameName() const;
    [[nodiscard]] QString gameId() const { return m_game; }
    [[nodiscard]] bool hasGameTable() const;
    [[nodiscard]] QJsonObject gameData() const;
    [[nodiscard]] int gameDataRevision() const { return m_gameDataRevision; }
    [[nodiscard]] QStringList lastEvents() const;
    // The current state, for the games' own controllers and their read-only
    // engine queries; nullptr when no session is open.
    [[nodiscard]] const SessionState *state() const { return m_state ? &*m_state : nullptr; }
    // The engine's options query for that state, asked once however many
    // controllers draw from it; nullptr when no session is open or the game has none.
    [[nodiscard]] const GameOptions *options() const;
    [[nodiscard]] bool canUndo() const { return m_canUndo; }
    [[nodiscard]] bool canRedo() const { return m_canRedo; }
    [[nodiscard]] QStringList notes() const { return m_notes; }
    [[nodiscard]] EntityListModel *entities() const { return m_entities; }
    [[nodiscard]] SessionLogModel *log() const { return m_log; }
    [[nodiscard]] RollHistoryModel *rolls() const { return m_rolls; }
    [[nodiscard]] QString error() const;
    [[nodiscard]] QString errorRule() const;
    [[nodiscard]] std::optional<Hex> errorHex() const { return m_error ? m_error->hex : std::nullopt; }
    [[nodiscard]] QList<int> errorHexList() const;
    [[nodiscard]] QStringList phoneSeats() const { return m_phoneSeats; }
    void setPhoneSeats(const QStringList &seats);
    // Whether this screen may show what only `player` may see.
    [[nodiscard]] bool showsSecretsOf(const QString &player) const { return !m_phoneSeats.contains(player); }

    Q_INVOKABLE bool open(qint64 id);
    Q_INVOKABLE void close();
    // A counter's name for players ("max_hp" -> "Maximum HP").
    Q_INVOKABLE QString counterLabel(const QString &counter) const;
    Q_INVOKABLE bool adjustCounter(const QString &entityId, const QString &counter, int delta);
    // A value typed by hand: logged as a correction (counter.set).
    Q_INVOKABLE bool setCounter(const QString &entityId, const QString &counter, const QString &typedValue);
    // A new counter with its starting value; refused when the name is taken.
    Q_INVOKABLE bool addCounter(const QString &entityId, const QString &counter, const QString &typedValue);
    Q_INVOKABLE bool addNote(const QString &text);
    // A counter's value now, for a sheet that shows it while it changes;
    // undefined when the entity or the counter is not tracked.
    Q_INVOKABLE QVariant counterValue(const QString &entityId, const QString &counter) const;
    // The values the game allows this counter ({min, max}), or nothing for
    // a counter the table keeps freely: the pad offers only these.
    Q_INVOKABLE QVariant counterRange(const QString &entityId, const QString &counter) const;
    // Any action of the open game (docs/games/<game>.md), e.g. from a game's
    // table view: {"type": "take", "line": "row", "index": 1}.
    Q_INVOKABLE bool apply(const QJsonObject &action);
    // The same for C++ controllers.
    bool applyAction(const QJsonObject &action);
    Q_INVOKABLE bool undo();
    Q_INVOKABLE bool redo();
    Q_INVOKABLE void clearError();

    // The dice tray rolls through here while a session is open, so the roll
    // is part of the session (and of its undo). Empty `faces`: the session's
    // own generator draws; otherwise the faces the real dice showed.
    Result<RollEntry> rollDice(const QString &notation, const std::vector<int> &faces, const QString &purpose = {});

Q_SIGNALS:
    void openChanged();
    void gameNameChanged();
    void stateChanged();
    void errorChanged();
    void phoneSeatsChanged();
    // A record was appended to the open session.
    void modified();

private:
    bool commit(const Result<Applied> &outcome, RecordKind kind);
    void show(const SessionLog &log);
    void fail(const RuleError &error);
    // An event's text as this screen may show it (see phoneSeats).
    [[nodiscard]] QString shownText(const QJsonObject &event, const QString &text) const;

    SessionLibrary &m_library;
    EntityListModel *m_entities;
    SessionLogModel *m_log;
    RollHistoryModel *m_rolls;
    qint64 m_sessionId = 0;
    QString m_game;
    QString m_title;
    QString m_players;
    QStringList m_notes;
    bool m_canUndo = false;
    bool m_canRedo = false;
    std::optional<RuleError> m_error;
    std::optional<SessionState> m_state;
    int m_gameDataRevision = 0;
    mutable std::optional<GameOptions> m_options; // of m_state, asked on first use
    std::vector<Phrase> m_lastEvents;
    QList<QJsonObject> m_lastEventFields;
    QStringList m_phoneSeats;
};

} // namespace arbiter
