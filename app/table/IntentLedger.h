#pragma once

#include <QJsonObject>
#include <QString>
#include <deque>
#include <map>

namespace arbiter {

// The first answer given to each intent, by seat and the id the phone chose:
// a phone that resends an intent (its socket dropped before the answer came)
// gets that answer again instead of the action being applied twice.
// Holds the latest `capacity` answers; a resend arrives within seconds, not
// after a thousand other intents.
class IntentLedger {
public:
    explicit IntentLedger(std::size_t capacity = 2000) : m_capacity(capacity) {}

    [[nodiscard]] const QJsonObject *find(const QString &seat, const QString &id) const
    {
        const auto it = m_answers.find(key(seat, id));
        return it == m_answers.end() ? nullptr : &it->second;
    }

    void remember(const QString &seat, const QString &id, const QJsonObject &answer)
    {
        const QString k = key(seat, id);
        if (!m_answers.emplace(k, answer).second)
            return;
        m_order.push_back(k);
        while (m_order.size() > m_capacity) {
            m_answers.erase(m_order.front());
            m_order.pop_front();
        }
    }

    void clear()
    {
        m_answers.clear();
        m_order.clear();
    }

private:
    static QString key(const QString &seat, const QString &id) { return seat + QLatin1Char('\n') + id; }

    std::size_t m_capacity;
    std::map<QString, QJsonObject> m_answers;
    std::deque<QString> m_order;
};

} // namespace arbiter
