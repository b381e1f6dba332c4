#include "CounterListModel.h"

#include "CounterLabels.h"

#include <algorithm>

namespace arbiter {

CounterListModel::CounterListModel(QObject *parent) : QAbstractListModel(parent) {}

int CounterListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant CounterListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Counter &counter = m_counters.at(static_cast<std::size_t>(index.row()));
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return counter.name;
    case ValueRole:
        return counter.value;
    case LabelRole:
        return counterLabel(m_game, counter.name);
    default:
        return {};
    }
}

QHash<int, QByteArray> CounterListModel::roleNames() const
{
    return {{NameRole, "name"}, {ValueRole, "value"}, {LabelRole, "label"}};
}

void CounterListModel::setCounters(const std::vector<Counter> &counters)
{
    const bool sameNames = std::equal(counters.begin(), counters.end(), m_counters.begin(), m_counters.end(),
                                      [](const Counter &a, const Counter &b) { return a.name == b.name; });
    if (!sameNames) {
        const bool countChanges = counters.size() != m_counters.size();
        beginResetModel();
        m_counters = counters;
        endResetModel();
        if (countChanges)
            Q_EMIT countChanged();
        return;
    }
    for (std::size_t i = 0; i < counters.size(); ++i) {
        if (counters[i].value != m_counters[i].value) {
            m_counters[i].value = counters[i].value;
            const QModelIndex changed = index(static_cast<int>(i));
            Q_EMIT dataChanged(changed, changed, {ValueRole});
        }
    }
}

} // namespace arbiter
