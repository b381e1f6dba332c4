#pragma once

#include "HistoryRows.h"
#include "typed/GadgetListModel.h"

#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

namespace arbiter {

class SessionLibrary;

// A game's story for its page: the chart's lines over the rounds, each
// figure's damage and knock-outs, the biggest swings and each player's dice
// luck, all read from the engine's story (the history row of a finished
// session, or told from the log of one still being played).
class StoryView : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(arbiter::SessionLibrary *library MEMBER m_library NOTIFY libraryChanged)
    Q_PROPERTY(qint64 sessionId READ sessionId WRITE setSessionId NOTIFY sessionIdChanged)
    // Everything below is read at once when the session is set: one signal.
    Q_PROPERTY(bool loaded READ loaded NOTIFY storyChanged)
    Q_PROPERTY(QString error READ error NOTIFY storyChanged)
    Q_PROPERTY(QString title READ title NOTIFY storyChanged)
    Q_PROPERTY(QString gameName READ gameName NOTIFY storyChanged)
    Q_PROPERTY(bool over READ over NOTIFY storyChanged)
    Q_PROPERTY(bool cooperative READ cooperative NOTIFY storyChanged)
    Q_PROPERTY(QString winnerNames READ winnerNames NOTIFY storyChanged)
    Q_PROPERTY(int rounds READ rounds NOTIFY storyChanged)
    Q_PROPERTY(int actions READ actions NOTIFY storyChanged)
    Q_PROPERTY(int rollCount READ rollCount NOTIFY storyChanged)
    Q_PROPERTY(QList<int> roundAxis READ roundAxis NOTIFY storyChanged)
    Q_PROPERTY(QList<arbiter::StorySeries> series READ series NOTIFY storyChanged)
    Q_PROPERTY(int chartMaximum READ chartMaximum NOTIFY storyChanged)
    Q_PROPERTY(arbiter::GadgetListModel *figures READ figures CONSTANT)
    Q_PROPERTY(arbiter::GadgetListModel *swings READ swings CONSTANT)
    Q_PROPERTY(arbiter::GadgetListModel *luck READ luck CONSTANT)

public:
    explicit StoryView(QObject *parent = nullptr);

    [[nodiscard]] qint64 sessionId() const { return m_sessionId; }
    void setSessionId(qint64 id);
    [[nodiscard]] bool loaded() const { return m_loaded; }
    [[nodiscard]] QString error() const { return m_error; }
    [[nodiscard]] QString title() const { return m_title; }
    [[nodiscard]] QString gameName() const { return m_gameName; }
    [[nodiscard]] bool over() const { return m_over; }
    [[nodiscard]] bool cooperative() const { return m_cooperative; }
    [[nodiscard]] QString winnerNames() const { return m_winnerNames; }
    [[nodiscard]] int rounds() const { return m_rounds; }
    [[nodiscard]] int actions() const { return m_actions; }
    [[nodiscard]] int rollCount() const { return m_rollCount; }
    [[nodiscard]] QList<int> roundAxis() const { return m_roundAxis; }
    [[nodiscard]] QList<StorySeries> series() const { return m_series; }
    [[nodiscard]] int chartMaximum() const { return m_chartMaximum; }
    [[nodiscard]] GadgetListModel *figures() const { return m_figures; }
    [[nodiscard]] GadgetListModel *swings() const { return m_swings; }
    [[nodiscard]] GadgetListModel *luck() const { return m_luck; }

    Q_INVOKABLE void reload();

Q_SIGNALS:
    void libraryChanged();
    void sessionIdChanged();
    void storyChanged();

private:
    QPointer<SessionLibrary> m_library;
    qint64 m_sessionId = 0;
    bool m_loaded = false;
    QString m_error;
    QString m_title;
    QString m_gameName;
    bool m_over = false;
    bool m_cooperative = false;
    QString m_winnerNames;
    int m_rounds = 0;
    int m_actions = 0;
    int m_rollCount = 0;
    QList<int> m_roundAxis;
    QList<StorySeries> m_series;
    int m_chartMaximum = 0;
    GadgetListModel *m_figures;
    GadgetListModel *m_swings;
    GadgetListModel *m_luck;
};

} // namespace arbiter
