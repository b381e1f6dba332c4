#include "TheosisGamePhase.h"
#include "ActiveSessionFollower.h"

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

TheosisGamePhase::TheosisGamePhase(QObject *parent) : QObject(parent) {}

void TheosisGamePhase::setSession(ActiveSession *session)
{
    if (!followActiveSession(m_session, session, this, [this] { refresh(); }, [this] { refresh(); }))
        return;
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
