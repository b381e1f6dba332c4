#include "options.h"

#include "session.h"

namespace arbiter {

OptionsBuilder::OptionsBuilder(const SessionState &state, RuleFunction rules)
    : m_state(state)
    , m_rules(std::move(rules))
{
}

Result<Transition> OptionsBuilder::check(const QJsonObject &action) const
{
    return m_rules(m_state, action);
}

bool OptionsBuilder::offer(const QJsonObject &action, const Phrase &label, bool showRefusal)
{
    Result<Transition> outcome = check(action);
    if (outcome) {
        m_options.options.push_back({action, label, {}});
        return true;
    }
    if (showRefusal)
        refuse(action, outcome.error());
    return false;
}

bool OptionsBuilder::offerWithInput(const QJsonObject &action, const Phrase &label, const QString &field,
                                    const QJsonArray &candidates, bool showRefusal)
{
    QJsonArray legal;
    RuleError firstRefusal;
    bool refused = false;
    for (const QJsonValue &candidate : candidates) {
        QJsonObject filled = action;
        filled.insert(field, candidate);
        Result<Transition> outcome = check(filled);
        if (outcome) {
            legal.append(candidate);
        } else if (!refused) {
            firstRefusal = outcome.error();
            refused = true;
        }
    }
    if (!legal.isEmpty()) {
        m_options.options.push_back({action, label, QJsonObject{{field, legal}}});
        return true;
    }
    if (showRefusal && refused)
        refuse(action, firstRefusal);
    return false;
}

void OptionsBuilder::add(OfferedAction option)
{
    m_options.options.push_back(std::move(option));
}

void OptionsBuilder::refuse(const QJsonObject &action, const RuleError &error)
{
    m_options.refused.push_back({action, error});
}

} // namespace arbiter
