#include "RollHistoryModel.h"

#include "RollText.h"

#include <algorithm>

namespace arbiter {

namespace {

bool sameRoll(const RollEntry &a, const RollEntry &b)
{
    return a.notation == b.notation && a.total == b.total && a.physical == b.physical && a.purpose == b.purpose &&
           std::equal(a.terms.begin(), a.terms.end(), b.terms.begin(), b.terms.end(),
                      [](const TermRoll &x, const TermRoll &y) { return x.term == y.term && x.rolls == y.rolls; });
}

} // namespace

RollHistoryModel::RollHistoryModel(QObject *parent) : QAbstractListModel(parent) {}

int RollHistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant RollHistoryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const std::size_t position = m_rolls.size() - 1 - static_cast<std::size_t>(index.row());
    const RollEntry &roll = m_rolls.at(position);
    switch (role) {
    case Qt::DisplayRole:
    case NotationRole:
        return roll.notation;
    case TotalRole:
        return roll.total;
    case FacesRole:
        return describeFaces(roll.terms);
    case PhysicalRole:
        return roll.physical;
    case PurposeRole:
        return roll.purpose;
    case NumberRole:
        return m_firstNumber + static_cast<int>(position);
    default:
        return {};
    }
}

QHash<int, QByteArray> RollHistoryModel::roleNames() const
{
    return {{NotationRole, "notation"}, {TotalRole, "total"},       {FacesRole, "faces"},
            {PhysicalRole, "physical"}, {PurposeRole, "purpose"}, {NumberRole, "number"}};
}

void RollHistoryModel::setRolls(const std::vector<RollEntry> &chronological)
{
    const std::size_t common = std::min(chronological.size(), m_rolls.size());
    const bool prefixKept = m_firstNumber == 1 && std::equal(chronological.begin(), chronological.begin() + common,
                                                             m_rolls.begin(), sameRoll);
    const int before = count();
    if (!prefixKept) {
        beginResetModel();
        m_rolls = chronological;
        m_firstNumber = 1;
        endResetModel();
    } else if (chronological.size() > m_rolls.size()) {
        const int added = static_cast<int>(chronological.size() - m_rolls.size());
        beginInsertRows({}, 0, added - 1);
        m_rolls = chronological;
        endInsertRows();
    } else if (chronological.size() < m_rolls.size()) {
        const int removed = static_cast<int>(m_rolls.size() - chronological.size());
        beginRemoveRows({}, 0, removed - 1);
        m_rolls = chronological;
        endRemoveRows();
    }
    if (count() != before)
        Q_EMIT countChanged();
}

void RollHistoryModel::add(const RollEntry &roll, int limit)
{
    beginInsertRows({}, 0, 0);
    m_rolls.push_back(roll);
    endInsertRows();
    if (count() > limit) {
        const int excess = count() - limit;
        beginRemoveRows({}, count() - excess, count() - 1);
        m_rolls.erase(m_rolls.begin(), m_rolls.begin() + excess);
        m_firstNumber += excess;
        endRemoveRows();
    }
    Q_EMIT countChanged();
}

} // namespace arbiter
