#include "GadgetListModel.h"

#include <QMetaProperty>

namespace arbiter {

// Role numbers follow the gadget's property indexes; `value` comes after them.
GadgetListModel::GadgetListModel(const QMetaObject &rowMeta, QMetaType rowType, QObject *parent)
    : QAbstractListModel(parent), m_rowMeta(rowMeta), m_rowType(rowType),
      m_valueRole(Qt::UserRole + rowMeta.propertyCount())
{
    // The whole row's role is "value": a field of that name would hide it.
    Q_ASSERT(rowMeta.indexOfProperty("value") < 0);
}

int GadgetListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant GadgetListModel::field(const QVariant &row, int role) const
{
    if (role == m_valueRole)
        return row;
    const int property = role - Qt::UserRole;
    if (property < 0 || property >= m_rowMeta.propertyCount())
        return {};
    return m_rowMeta.property(property).readOnGadget(row.constData());
}

QVariant GadgetListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    return field(m_rows.at(index.row()), role);
}

QHash<int, QByteArray> GadgetListModel::roleNames() const
{
    QHash<int, QByteArray> names;
    for (int property = 0; property < m_rowMeta.propertyCount(); ++property)
        names.insert(Qt::UserRole + property, m_rowMeta.property(property).name());
    names.insert(m_valueRole, QByteArrayLiteral("value"));
    return names;
}

QVariant GadgetListModel::get(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row) : QVariant();
}

void GadgetListModel::assign(QVariantList rows)
{
    const qsizetype kept = std::min(m_rows.size(), rows.size());
    bool changed = rows.size() != m_rows.size();
    for (qsizetype row = 0; row < kept; ++row) {
        QList<int> changedRoles;
        for (int property = 0; property < m_rowMeta.propertyCount(); ++property) {
            const int role = Qt::UserRole + property;
            if (field(m_rows.at(row), role) != field(rows.at(row), role))
                changedRoles.append(role);
        }
        if (changedRoles.isEmpty())
            continue;
        changed = true;
        m_rows[row] = rows.at(row);
        changedRoles.append(m_valueRole);
        const QModelIndex at = index(static_cast<int>(row));
        Q_EMIT dataChanged(at, at, changedRoles);
    }
    if (rows.size() > m_rows.size()) {
        beginInsertRows({}, static_cast<int>(m_rows.size()), static_cast<int>(rows.size() - 1));
        m_rows.append(rows.mid(m_rows.size()));
        endInsertRows();
        Q_EMIT countChanged();
    } else if (rows.size() < m_rows.size()) {
        beginRemoveRows({}, static_cast<int>(rows.size()), static_cast<int>(m_rows.size() - 1));
        m_rows.resize(rows.size());
        endRemoveRows();
        Q_EMIT countChanged();
    }
    if (changed)
        Q_EMIT valuesChanged();
}

} // namespace arbiter
