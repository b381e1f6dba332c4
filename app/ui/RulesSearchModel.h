#pragma once

#include "RulesCatalog.h"
#include <QAbstractListModel>
#include <QPointer>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace arbiter {

class LanguageChangeWatcher;

// Rules entries matching what is typed, best match first, with the matched
// words in bold in each snippet. An empty query lists the entries of the
// chosen game in reading order.
class RulesSearchModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(arbiter::RulesCatalog *catalog READ catalog WRITE setCatalog NOTIFY catalogChanged)
    Q_PROPERTY(QString query READ query WRITE setQuery NOTIFY queryChanged)
    Q_PROPERTY(QString game READ game WRITE setGame NOTIFY gameChanged) // "" for every game
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        EntryIdRole = Qt::UserRole + 1,
        TitleRole,
        SectionRole,
        GameRole,
        GameNameRole,
        SnippetRole, // StyledText
    };
    Q_ENUM(Role)

    static constexpr int kMaxResults = 50;
    static constexpr int kExcerptChars = 160;

    explicit RulesSearchModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    [[nodiscard]] RulesCatalog *catalog() const { return m_catalog; }
    void setCatalog(RulesCatalog *catalog);
    [[nodiscard]] QString query() const { return m_query; }
    void setQuery(const QString &query);
    [[nodiscard]] QString game() const { return m_game; }
    void setGame(const QString &game);
    [[nodiscard]] int count() const { return static_cast<int>(m_results.size()); }

    Q_INVOKABLE QString entryIdAt(int row) const;

Q_SIGNALS:
    void catalogChanged();
    void queryChanged();
    void gameChanged();
    void countChanged();

private:
    struct Result {
        QString entryId;
        QString title;
        QString section;
        QString game;
        QString snippet;
    };
    void search();

    QPointer<RulesCatalog> m_catalog;
    QString m_query;
    QString m_game;
    std::vector<Result> m_results;
    LanguageChangeWatcher *m_languageWatcher;
};

} // namespace arbiter
