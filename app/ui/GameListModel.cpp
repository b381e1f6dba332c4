#include "GameListModel.h"

#include "GameNames.h"
#include "games/GameScreens.h"
#include "LanguageChangeWatcher.h"
#include "core/session.h"

namespace arbiter {

GameListModel::GameListModel(QObject *parent)
    : QAbstractListModel(parent), m_languageWatcher(new LanguageChangeWatcher(this))
{
    connect(m_languageWatcher, &LanguageChangeWatcher::languageChanged, this,
            [this] { Q_EMIT dataChanged(index(0), index(rowCount() - 1), {NameRole, Qt::DisplayRole}); });
}

int GameListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(allGames().size());
}

QVariant GameListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const GameDefinition &game = allGames().at(static_cast<std::size_t>(index.row()));
    switch (role) {
    case GameIdRole:
        return game.id;
    case Qt::DisplayRole:
    case NameRole:
        return gameDisplayName(game.id);
    case StartableRole:
        return startableInApp(game.id);
    case MinPlayersRole:
        return game.minPlayers;
    case MaxPlayersRole:
        return game.maxPlayers;
    default:
        return {};
    }
}

QHash<int, QByteArray> GameListModel::roleNames() const
{
    return {{GameIdRole, "gameId"},
            {NameRole, "name"},
            {StartableRole, "startable"},
            {MinPlayersRole, "minPlayers"},
            {MaxPlayersRole, "maxPlayers"}};
}

} // namespace arbiter
