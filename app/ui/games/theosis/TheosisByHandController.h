#pragma once

#include "ActiveSession.h"
#include "TheosisByHandRows.h"
#include "ui/typed/GadgetListModel.h"

#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

namespace arbiter {

// The texts carried out by hand that the last action brought up (a power, a
// skill, a spell, a monster action marked `by_hand` in the pack) and their
// one-tap corrections, as the engine offers them (`step.by_hand` and the
// by_hand.correct options of session.options): the Arena panel says what
// the players do and records each change with one tap. Only the move being
// placed (a correction that waits for its hex on the board) is kept here.
class TheosisByHandController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(arbiter::ActiveSession *session READ session WRITE setSession NOTIFY sessionChanged)
    // Some text waits for its corrections.
    Q_PROPERTY(bool shown READ shown NOTIFY shownChanged)
    // TheosisByHandText rows.
    Q_PROPERTY(arbiter::GadgetListModel *texts READ texts CONSTANT)
    // TheosisCorrectionGroup rows: what the texts concern first, then the rest.
    Q_PROPERTY(arbiter::GadgetListModel *groups READ groups CONSTANT)
    // The figure whose move correction waits for a hex ("" when none).
    Q_PROPERTY(QString movingName READ movingName NOTIFY movingChanged)

public:
    explicit TheosisByHandController(QObject *parent = nullptr);

    [[nodiscard]] ActiveSession *session() const { return m_session; }
    void setSession(ActiveSession *session);
    [[nodiscard]] bool shown() const { return m_shown; }
    [[nodiscard]] GadgetListModel *texts() const { return m_texts; }
    [[nodiscard]] GadgetListModel *groups() const { return m_groups; }
    [[nodiscard]] QString movingName() const { return m_movingName; }

    // One correction (a TheosisCorrection's action), logged and undoable.
    Q_INVOKABLE bool correct(const QString &action);
    // A move correction: the next tap on the board names its hex.
    Q_INVOKABLE void chooseMove(const QString &action);
    Q_INVOKABLE void cancelMove();
    // The hex the chosen move goes to; false when no move waits or the
    // engine refuses it (the refusal shows with its rule).
    Q_INVOKABLE bool placeMove(int q, int r);

Q_SIGNALS:
    void sessionChanged();
    void shownChanged();
    void movingChanged();

private:
    void refresh();

    QPointer<ActiveSession> m_session;
    bool m_shown = false;
    GadgetListModel *m_texts;
    GadgetListModel *m_groups;
    QString m_moving; // the move correction's action, waiting for `to`
    QString m_movingName;
};

} // namespace arbiter
