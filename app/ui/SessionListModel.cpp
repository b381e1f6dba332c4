#include "SessionListModel.h"

#include "text/PhraseText.h"

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
    if (static_cast<std::size_t>(index.row()) >= m_sessions.size()) {
        const SessionStore::DamagedSession &damaged = m_damaged.at(static_cast<std::size_t>(index.row()) - m_sessions.size());
        switch (role) {
        case SessionIdRole:
            return damaged.id;
        case Qt::DisplayRole:
        case TitleRole:
            return damaged.title.isEmpty() ? tr("Session %1").arg(damaged.id) : damaged.title;
        case GameNameRole:
            return tr("Damaged");
        case PlayersRole:
            return translated(damaged.reason.message);
        case LastPlayedRole:
        case GameRole:
            return QString();
        case EntryCountRole:
            return 0;
        case DamagedRole:
            return true;
        default:
            return {};
        }
    }
    const SessionSummary &session = m_sessions.at(static_cast<std::size_t>(index.row()));
    switch (role) {
    case DamagedRole:
        return false;
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
            {EntryCountRole, "entryCount"}, {DamagedRole, "damaged"}};
}

void SessionListModel::setSessions(std::vector<SessionSummary> sessions,
                                   std::vector<SessionStore::DamagedSession> damaged)
{
    const bool countChanges = sessions.size() + damaged.size() != m_sessions.size() + m_damaged.size();
    beginResetModel();
    m_sessions = std::move(sessions);
    m_damaged = std::move(damaged);
    endResetModel();
    if (countChanges)
        Q_EMIT countChanged();
}

} // namespace arbiter
