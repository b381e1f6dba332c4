#include "options.h"

#include "session.h"

namespace arbiter {

OptionsBuilder::OptionsBuilder(const SessionState &state, RuleFunction rules)
    : m_trial([&state, rules = std::move(rules)](const QJsonObject &action) -> Status {
        Result<Transition> outcome = rules(state, action);
        if (!outcome)
            return outcome.error();
        return Done{};
    })
{
}

OptionsBuilder::OptionsBuilder(TrialFunction trial)
    : m_trial(std::move(trial))
{
}

Status OptionsBuilder::check(const QJsonObject &action) const
{
    return m_trial(action);
}

bool OptionsBuilder::offer(const QJsonObject &action, const Phrase &label, bool showRefusal)
{
    Status outcome = check(action);
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
        Status outcome = check(filled);
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

void OptionsBuilder::leaveOpen(OpenInput input)
{
    if (!m_options.options.empty())
        m_options.options.back().open.push_back(std::move(input));
}

void OptionsBuilder::refuse(const QJsonObject &action, const RuleError &error)
{
    m_options.refused.push_back({action, error});
}

} // namespace arbiter
