#pragma once

#include "LogReplay.h"

#include <QAbstractListModel>
#include <QJsonObject>
#include <functional>
#include <QtQml/qqmlregistration.h>
#include <set>
#include <vector>

namespace arbiter {

class LanguageChangeWatcher;

// Every record of the open session, newest first: actions, undos and redos
// with what they did (translated) and when. Actions taken back by an undo
// stay in the list, marked as undone.
class SessionLogModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("ActiveSession.log holds the open session's log")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        SeqRole = Qt::UserRole + 1,
        KindRole, // "action", "undo", "redo"
        KindLabelRole,
        TextRole,
        TimeRole,
        UndoneRole,
    };
    Q_ENUM(Role)

    explicit SessionLogModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    [[nodiscard]] int count() const { return static_cast<int>(m_entries.size()); }
    void setEntries(std::vector<LogEntry> chronological);
    void append(LogEntry entry);
    // Marks every action whose seq is not in force as undone.
    void markInForce(const std::set<qint64> &actionsInForce);
    // What the screen may show of each event's text (its type and fields, the
    // text in the current language); the rows' texts are told again.
    using TextFilter = std::function<QString(const QJsonObject &event, const QString &text)>;
    void setTextFilter(TextFilter filter);

Q_SIGNALS:
    void countChanged();

private:
    [[nodiscard]] int rowOf(std::size_t position) const { return count() - 1 - static_cast<int>(position); }

    [[nodiscard]] QString entryText(const LogEntry &entry) const;

    std::vector<LogEntry> m_entries; // oldest first; row 0 is the newest
    TextFilter m_textFilter;
    LanguageChangeWatcher *m_languageWatcher;
};

} // namespace arbiter
