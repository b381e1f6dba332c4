#include "RuleFilterModel.h"

#include "GameNames.h"
#include "LanguageChangeWatcher.h"
#include "core/session.h"

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

RuleFilterModel::RuleFilterModel(QObject *parent)
    : QAbstractListModel(parent), m_languageWatcher(new LanguageChangeWatcher(this))
{
    m_filterIds << QString() << u"general"_s;
    for (const GameDefinition &game : allGames())
        m_filterIds << game.id;
    connect(m_languageWatcher, &LanguageChangeWatcher::languageChanged, this,
            [this] { Q_EMIT dataChanged(index(0), index(rowCount() - 1), {NameRole, Qt::DisplayRole}); });
}

int RuleFilterModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_filterIds.size());
}

QVariant RuleFilterModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QString &filterId = m_filterIds.at(index.row());
    switch (role) {
    case FilterIdRole:
        return filterId;
    case Qt::DisplayRole:
    case NameRole:
        return filterId.isEmpty() ? tr("All") : gameDisplayName(filterId);
    default:
        return {};
    }
}

QHash<int, QByteArray> RuleFilterModel::roleNames() const
{
    return {{FilterIdRole, "filterId"}, {NameRole, "name"}};
}

} // namespace arbiter
