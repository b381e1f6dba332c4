#pragma once

#include "storage/SessionStore.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace arbiter {

class LanguageChangeWatcher;

// The saved sessions, most recently played first, as the home screen lists them.
class SessionListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("SessionLibrary.sessions provides the saved sessions")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    // What the home search field holds: only the sessions whose title, game
    // (its id or its name in the current language) or a player's name
    // contains it are listed, still a page at a time. Empty lists them all.
    Q_PROPERTY(QString searchText READ searchText WRITE setSearchText NOTIFY searchTextChanged)
    // While the list is on screen: a reload (another device or the CLI wrote,
    // a session was duplicated) updates the rows where they stand and adds
    // new ones at the end, so no card slides from under a finger about to tap
    // Resume. Turned off, the list is read again most recently played first.
    Q_PROPERTY(bool keepOrder READ keepOrder WRITE setKeepOrder NOTIFY keepOrderChanged)

public:
    enum Role {
        SessionIdRole = Qt::UserRole + 1,
        TitleRole,
        GameRole,
        GameNameRole,
        PlayersRole,
        LastPlayedRole,
        EntryCountRole,
        // A session whose stored row cannot be read: shown greyed, at the
        // end, with the reason where the players would be.
        DamagedRole,
    };
    Q_ENUM(Role)

    explicit SessionListModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    [[nodiscard]] int count() const { return static_cast<int>(m_sessions.size() + m_damaged.size()); }
    void setSessions(std::vector<SessionSummary> sessions, std::vector<SessionStore::DamagedSession> damaged = {});

    // Read from `store` a page at a time as the list is scrolled (the home
    // list of a table with thousands of sessions). Reload keeps as many rows
    // as were read before, at least one page.
    static constexpr qint64 kPageSize = 60;
    Status reload(const SessionStore *store);
    [[nodiscard]] QString searchText() const { return m_filter.text; }
    void setSearchText(const QString &text);
    [[nodiscard]] bool keepOrder() const { return m_keepOrder; }
    void setKeepOrder(bool keep);
    [[nodiscard]] bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

Q_SIGNALS:
    void countChanged();
    void searchTextChanged();
    void keepOrderChanged();

private:
    std::vector<SessionSummary> m_sessions;
    std::vector<SessionStore::DamagedSession> m_damaged;
    [[nodiscard]] SessionFilter filter() const;
    void updateInPlace(std::vector<SessionSummary> sessions, std::vector<SessionStore::DamagedSession> damaged);

    const SessionStore *m_store = nullptr;
    SessionFilter m_filter;
    qint64 m_read = 0; // rows read from the store, damaged ones included
    bool m_more = false;
    bool m_keepOrder = false;
    LanguageChangeWatcher *m_languageWatcher;
};

// "Ada, Bruno" from the stored players ([{"id","name"}] or plain names).
QString playerNames(const QJsonArray &players);

} // namespace arbiter
