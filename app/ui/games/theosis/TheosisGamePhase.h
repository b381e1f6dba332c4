#pragma once

#include "ActiveSession.h"

#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

namespace arbiter {

// Which half of Theosis the open session is in, so the table shows
// Hierapolis (placement, bidding, allocation) or the Arena (entry to the end).
class TheosisGamePhase : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(arbiter::ActiveSession *session READ session WRITE setSession NOTIFY sessionChanged)
    Q_PROPERTY(QString phase READ phase NOTIFY phaseChanged)
    Q_PROPERTY(bool inHierapolis READ inHierapolis NOTIFY phaseChanged)

public:
    explicit TheosisGamePhase(QObject *parent = nullptr);

    [[nodiscard]] ActiveSession *session() const { return m_session; }
    void setSession(ActiveSession *session);
    [[nodiscard]] QString phase() const { return m_phase; }
    [[nodiscard]] bool inHierapolis() const;

Q_SIGNALS:
    void sessionChanged();
    void phaseChanged();

private:
    void refresh();

    QPointer<ActiveSession> m_session;
    QString m_phase;
};

} // namespace arbiter
