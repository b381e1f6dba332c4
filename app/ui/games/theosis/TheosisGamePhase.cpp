#include "TheosisGamePhase.h"

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

TheosisGamePhase::TheosisGamePhase(QObject *parent) : QObject(parent) {}

void TheosisGamePhase::setSession(ActiveSession *session)
{
    if (m_session == session)
        return;
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    if (m_session) {
        connect(m_session, &ActiveSession::stateChanged, this, &TheosisGamePhase::refresh);
        connect(m_session, &ActiveSession::openChanged, this, &TheosisGamePhase::refresh);
    }
    refresh();
    Q_EMIT sessionChanged();
}

bool TheosisGamePhase::inHierapolis() const
{
    return m_phase == u"hierapolis"_s || m_phase == u"bidding"_s || m_phase == u"allocation"_s;
}

void TheosisGamePhase::refresh()
{
    const SessionState *state = m_session ? m_session->state() : nullptr;
    const QString phase = state && state->game == u"theosis"_s ? state->data.value(u"phase"_s).toString() : QString();
    if (phase == m_phase)
        return;
    m_phase = phase;
    Q_EMIT phaseChanged();
}

} // namespace arbiter
