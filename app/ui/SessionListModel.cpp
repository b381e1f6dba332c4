#include "SessionListModel.h"

#include "text/PhraseText.h"

#include "GameNames.h"
#include "LanguageChangeWatcher.h"

#include "core/session.h"

#include <QLocale>

#include <algorithm>
#include <utility>

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

Status SessionListModel::reload(const SessionStore *store)
{
    m_store = store;
    if (!store) {
        m_read = 0;
        m_more = false;
        setSessions({});
        return Done{};
    }
    const qint64 wanted = std::max(kPageSize, m_read);
    std::vector<SessionStore::DamagedSession> damaged;
    auto sessions = store->listSessions(&damaged, wanted, 0, filter());
    if (!sessions)
        return sessions.error();
    m_read = static_cast<qint64>(sessions->size() + damaged.size());
    m_more = m_read == wanted;
    if (m_keepOrder && !m_sessions.empty())
        updateInPlace(std::move(sessions).value(), std::move(damaged));
    else
        setSessions(std::move(sessions).value(), std::move(damaged));
    return Done{};
}

void SessionListModel::setKeepOrder(bool keep)
{
    if (keep == m_keepOrder)
        return;
    m_keepOrder = keep;
    Q_EMIT keepOrderChanged();
    if (!keep && m_store) {
        if (Status loaded = reload(m_store); !loaded)
            qWarning("The session list could not be read: %s", qPrintable(loaded.error().code));
    }
}

void SessionListModel::updateInPlace(std::vector<SessionSummary> sessions,
                                     std::vector<SessionStore::DamagedSession> damaged)
{
    const int countBefore = count();
    // The damaged rows at the end are read again as they are (rarely any).
    if (!m_damaged.empty()) {
        const int first = static_cast<int>(m_sessions.size());
        beginRemoveRows({}, first, count() - 1);
        m_damaged.clear();
        endRemoveRows();
    }
    // Rows gone from the store go; the others take their new data where they stand.
    for (int row = static_cast<int>(m_sessions.size()) - 1; row >= 0; --row) {
        const qint64 id = m_sessions[static_cast<std::size_t>(row)].id;
        auto fresh = std::find_if(sessions.begin(), sessions.end(), [id](const SessionSummary &s) { return s.id == id; });
        if (fresh == sessions.end()) {
            beginRemoveRows({}, row, row);
            m_sessions.erase(m_sessions.begin() + row);
            endRemoveRows();
            continue;
        }
        m_sessions[static_cast<std::size_t>(row)] = std::move(*fresh);
        sessions.erase(fresh);
        Q_EMIT dataChanged(index(row), index(row));
    }
    // What is new (a copy, a session started elsewhere) goes after them.
    if (!sessions.empty()) {
        const int first = static_cast<int>(m_sessions.size());
        beginInsertRows({}, first, first + static_cast<int>(sessions.size()) - 1);
        for (SessionSummary &summary : sessions)
            m_sessions.push_back(std::move(summary));
        endInsertRows();
    }
    if (!damaged.empty()) {
        const int first = static_cast<int>(m_sessions.size());
        beginInsertRows({}, first, first + static_cast<int>(damaged.size()) - 1);
        m_damaged = std::move(damaged);
        endInsertRows();
    }
    if (count() != countBefore)
        Q_EMIT countChanged();
}

SessionFilter SessionListModel::filter() const
{
    SessionFilter filter = m_filter;
    // People type the name they read ("Fantasy", "Verbannung" in German);
    // the store matches ids, so the names are looked up here.
    filter.gamesNamed = [](const QString &word) {
        QStringList games;
        for (const GameDefinition &game : allGames()) {
            if (gameDisplayName(game.id).contains(word, Qt::CaseInsensitive))
                games << game.id;
        }
        return games;
    };
    return filter;
}

void SessionListModel::setSearchText(const QString &text)
{
    if (text == m_filter.text)
        return;
    m_filter.text = text;
    Q_EMIT searchTextChanged();
    // A new search starts again from its first page, in the usual order:
    // the player asked for a new list.
    m_read = 0;
    if (m_store) {
        const bool keep = std::exchange(m_keepOrder, false);
        const Status loaded = reload(m_store);
        m_keepOrder = keep;
        if (!loaded)
            qWarning("The session list could not be searched: %s", qPrintable(loaded.error().code));
    }
}

bool SessionListModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && m_store && m_more;
}

void SessionListModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    std::vector<SessionStore::DamagedSession> damaged;
    auto sessions = m_store->listSessions(&damaged, kPageSize, m_read, filter());
    if (!sessions) {
        m_more = false;
        return;
    }
    const auto read = static_cast<qint64>(sessions->size() + damaged.size());
    m_read += read;
    m_more = read == kPageSize;
    if (read == 0)
        return;
    // The readable rows go before the damaged ones, which stay at the end.
    if (!sessions->empty()) {
        const int first = static_cast<int>(m_sessions.size());
        beginInsertRows({}, first, first + static_cast<int>(sessions->size()) - 1);
        for (SessionSummary &summary : sessions.value())
            m_sessions.push_back(std::move(summary));
        endInsertRows();
    }
    if (!damaged.empty()) {
        const int first = count();
        beginInsertRows({}, first, first + static_cast<int>(damaged.size()) - 1);
        for (SessionStore::DamagedSession &d : damaged)
            m_damaged.push_back(std::move(d));
        endInsertRows();
    }
    Q_EMIT countChanged();
}

void SessionListModel::setSessions(std::vector<SessionSummary> sessions,
                                   std::vector<SessionStore::DamagedSession> damaged)
{
    const bool countChanges = sessions.size() + damaged.size() != m_sessions.size() + m_damaged.size();
    // Removed and inserted rather than reset: a reset while the grid is
    // still creating delegates for rows that no longer exist (a search
    // narrowing 60 rows to 1) makes the view cancel them by indexes that are
    // out of range (Qt warns "DelegateModel::cancel: index out range").
    if (count() > 0) {
        beginRemoveRows({}, 0, count() - 1);
        m_sessions.clear();
        m_damaged.clear();
        endRemoveRows();
    }
    if (!sessions.empty() || !damaged.empty()) {
        beginInsertRows({}, 0, static_cast<int>(sessions.size() + damaged.size()) - 1);
        m_sessions = std::move(sessions);
        m_damaged = std::move(damaged);
        endInsertRows();
    }
    if (countChanges)
        Q_EMIT countChanged();
}

} // namespace arbiter
