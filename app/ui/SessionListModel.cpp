#include "SessionListModel.h"

#include "GameNames.h"
#include "LanguageChangeWatcher.h"

#include <QLocale>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

QString playerNames(const QJsonArray &players)
{
    QStringList names;
    for (const QJsonValue &player : players)
        names << (player.isObject() ? player.toObject().value(u"name"_s).toString() : player.toString());
    return names.join(u", "_s);
}

SessionListModel::SessionListModel(QObject *parent)
    : QAbstractListModel(parent), m_languageWatcher(new LanguageChangeWatcher(this))
{
    connect(m_languageWatcher, &LanguageChangeWatcher::languageChanged, this, [this] {
        if (!m_sessions.empty())
            Q_EMIT dataChanged(index(0), index(count() - 1), {GameNameRole, LastPlayedRole});
    });
}

int SessionListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant SessionListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SessionSummary &session = at(index.row());
    switch (role) {
    case SessionIdRole:
        return session.id;
    case Qt::DisplayRole:
    case TitleRole:
        return session.title;
    case GameRole:
        return session.game;
    case GameNameRole:
        return gameDisplayName(session.game);
    case PlayersRole:
        return playerNames(session.players);
    case LastPlayedRole:
        return QLocale().toString(session.updatedAt.toLocalTime(), QLocale::ShortFormat);
    case EntryCountRole:
        return session.recordCount;
    default:
        return {};
    }
}

QHash<int, QByteArray> SessionListModel::roleNames() const
{
    return {{SessionIdRole, "sessionId"}, {TitleRole, "title"},         {GameRole, "game"},
            {GameNameRole, "gameName"},   {PlayersRole, "players"},     {LastPlayedRole, "lastPlayed"},
            {EntryCountRole, "entryCount"}};
}

void SessionListModel::setSessions(std::vector<SessionSummary> sessions)
{
    const bool countChanges = sessions.size() != m_sessions.size();
    beginResetModel();
    m_sessions = std::move(sessions);
    endResetModel();
    if (countChanges)
        Q_EMIT countChanged();
}

} // namespace arbiter
