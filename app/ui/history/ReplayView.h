#pragma once

#include "HistoryRows.h"
#include "core/session_replay.h"
#include "typed/GadgetListModel.h"

#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>
#include <optional>

namespace arbiter {

class SessionLibrary;

// A saved session stepped through read-only: the figures and tracks of the
// game's standing after any number of its actions, and what that action
// did. The replay keeps states every few steps (SessionReplay), so a step
// folds at most that many actions however long the session is.
class ReplayView : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(arbiter::SessionLibrary *library MEMBER m_library NOTIFY libraryChanged)
    Q_PROPERTY(qint64 sessionId READ sessionId WRITE setSessionId NOTIFY sessionIdChanged)
    Q_PROPERTY(bool loaded READ loaded NOTIFY loadedChanged)
    Q_PROPERTY(QString error READ error NOTIFY loadedChanged)
    Q_PROPERTY(int steps READ steps NOTIFY loadedChanged)
    Q_PROPERTY(int lastRound READ lastRound NOTIFY loadedChanged)
    Q_PROPERTY(int step READ step WRITE setStep NOTIFY stepChanged)
    // The step's round, what its action did and the standing after it change together.
    Q_PROPERTY(int round READ round NOTIFY stepChanged)
    Q_PROPERTY(QString actionText READ actionText NOTIFY stepChanged)
    Q_PROPERTY(arbiter::GadgetListModel *figures READ figures CONSTANT)
    Q_PROPERTY(arbiter::GadgetListModel *tracks READ tracks CONSTANT)

public:
    explicit ReplayView(QObject *parent = nullptr);

    [[nodiscard]] qint64 sessionId() const { return m_sessionId; }
    void setSessionId(qint64 id);
    [[nodiscard]] bool loaded() const { return m_replay.has_value(); }
    [[nodiscard]] QString error() const { return m_error; }
    [[nodiscard]] int steps() const { return m_replay ? m_replay->steps() : 0; }
    [[nodiscard]] int lastRound() const { return m_replay ? m_replay->roundAt(m_replay->steps()) : 0; }
    [[nodiscard]] int step() const { return m_step; }
    void setStep(int step);
    [[nodiscard]] int round() const { return m_round; }
    [[nodiscard]] QString actionText() const { return m_actionText; }
    [[nodiscard]] GadgetListModel *figures() const { return m_figures; }
    [[nodiscard]] GadgetListModel *tracks() const { return m_tracks; }

    Q_INVOKABLE void next() { setStep(m_step + 1); }
    Q_INVOKABLE void previous() { setStep(m_step - 1); }
    // The first step of `round` (the last step when the game never got there).
    Q_INVOKABLE void jumpToRound(int round);
    Q_INVOKABLE void reload();

Q_SIGNALS:
    void libraryChanged();
    void sessionIdChanged();
    void loadedChanged();
    void stepChanged();

private:
    void show();

    QPointer<SessionLibrary> m_library;
    qint64 m_sessionId = 0;
    std::optional<SessionReplay> m_replay;
    const GameDefinition *m_game = nullptr;
    QHash<QString, QString> m_names; // player and side ids -> what the table calls them
    QString m_error;
    int m_step = 0;
    int m_round = 0;
    QString m_actionText;
    GadgetListModel *m_figures;
    GadgetListModel *m_tracks;
};

} // namespace arbiter
