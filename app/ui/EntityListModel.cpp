#include "EntityListModel.h"

#include "CounterListModel.h"

#include <algorithm>

namespace arbiter {

EntityListModel::EntityListModel(QObject *parent) : QAbstractListModel(parent) {}

EntityListModel::~EntityListModel() = default;

int EntityListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

CounterListModel *EntityListModel::counters(int row) const
{
    return m_rows.at(static_cast<std::size_t>(row)).counters.get();
}

QVariant EntityListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(static_cast<std::size_t>(index.row()));
    switch (role) {
    case EntityIdRole:
        return row.entity.id;
    case Qt::DisplayRole:
    case NameRole:
        return row.entity.name;
    case KindRole:
        return row.entity.kind;
    case OwnerRole:
        return row.entity.owner;
    case CountersRole:
        return QVariant::fromValue(row.counters.get());
    default:
        return {};
    }
}

QHash<int, QByteArray> EntityListModel::roleNames() const
{
    return {{EntityIdRole, "entityId"},
            {NameRole, "name"},
            {KindRole, "kind"},
            {OwnerRole, "owner"},
            {CountersRole, "counters"}};
}

void EntityListModel::setEntities(const QString &game, const std::vector<Entity> &entities)
{
    const bool sameEntities = std::equal(entities.begin(), entities.end(), m_rows.begin(), m_rows.end(),
                                         [](const Entity &e, const Row &row) { return e.id == row.entity.id; });
    if (!sameEntities) {
        const bool countChanges = entities.size() != m_rows.size();
        beginResetModel();
        // The old counter models outlive the reset: views drop them only
        // when the reset ends, and must not read a deleted one before.
        std::vector<Row> previous = std::move(m_rows);
        m_rows.clear();
        for (const Entity &entity : entities) {
            auto counters = std::make_unique<CounterListModel>(this);
            counters->setGame(game);
            counters->setCounters(entity.counters);
            m_rows.push_back(Row{entity, std::move(counters)});
        }
        endResetModel();
        if (countChanges)
            Q_EMIT countChanged();
        return;
    }
    for (std::size_t i = 0; i < entities.size(); ++i) {
        Row &row = m_rows[i];
        row.counters->setGame(game);
        row.counters->setCounters(entities[i].counters);
        const bool labelsChange = row.entity.name != entities[i].name || row.entity.kind != entities[i].kind ||
                                  row.entity.owner != entities[i].owner;
        row.entity = entities[i];
        if (labelsChange) {
            const QModelIndex changed = index(static_cast<int>(i));
            Q_EMIT dataChanged(changed, changed, {Qt::DisplayRole, NameRole, KindRole, OwnerRole});
        }
    }
}

} // namespace arbiter
