#pragma once

#include <chrono>

namespace arbiter {

// A token bucket: `perSecond` messages a second on average, bursts of up to
// `burst`. A phone that floods the host is answered with refusals instead of
// having the engine and the database work for it.
class RateLimiter {
public:
    using Clock = std::chrono::steady_clock;

    RateLimiter(double perSecond, double burst) : m_perSecond(perSecond), m_burst(burst), m_tokens(burst) {}

    // Whether one more message may be handled now.
    bool take(Clock::time_point now = Clock::now())
    {
        if (m_started) {
            const std::chrono::duration<double> elapsed = now - m_last;
            m_tokens = std::min(m_burst, m_tokens + elapsed.count() * m_perSecond);
        }
        m_started = true;
        m_last = now;
        if (m_tokens < 1.0)
            return false;
        m_tokens -= 1.0;
        return true;
    }

private:
    double m_perSecond;
    double m_burst;
    double m_tokens;
    bool m_started = false;
    Clock::time_point m_last;
};

} // namespace arbiter
