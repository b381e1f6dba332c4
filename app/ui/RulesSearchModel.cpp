#include "RulesSearchModel.h"

#include "GameNames.h"
#include "LanguageChangeWatcher.h"
#include "RuleTextFormat.h"
#include "RulesCatalog.h"
#include "rules/RulesIndex.h"

namespace arbiter {

RulesSearchModel::RulesSearchModel(QObject *parent)
    : QAbstractListModel(parent), m_languageWatcher(new LanguageChangeWatcher(this))
{
    // The reference has its own text per language: search it again.
    connect(m_languageWatcher, &LanguageChangeWatcher::languageChanged, this, &RulesSearchModel::search);
}

int RulesSearchModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant RulesSearchModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Result &result = m_results.at(static_cast<std::size_t>(index.row()));
    switch (role) {
    case EntryIdRole:
        return result.entryId;
    case Qt::DisplayRole:
    case TitleRole:
        return result.title;
    case SectionRole:
        return result.section;
    case GameRole:
        return result.game;
    case GameNameRole:
        return gameDisplayName(result.game);
    case SnippetRole:
        return result.snippet;
    default:
        return {};
    }
}

QHash<int, QByteArray> RulesSearchModel::roleNames() const
{
    return {{EntryIdRole, "entryId"}, {TitleRole, "title"},       {SectionRole, "section"},
            {GameRole, "game"},       {GameNameRole, "gameName"}, {SnippetRole, "snippet"}};
}

void RulesSearchModel::setCatalog(RulesCatalog *catalog)
{
    if (catalog == m_catalog)
        return;
    m_catalog = catalog;
    Q_EMIT catalogChanged();
    search();
}

void RulesSearchModel::setQuery(const QString &query)
{
    if (query == m_query)
        return;
    m_query = query;
    Q_EMIT queryChanged();
    search();
}

void RulesSearchModel::setGame(const QString &game)
{
    if (game == m_game)
        return;
    m_game = game;
    Q_EMIT gameChanged();
    search();
}

QString RulesSearchModel::entryIdAt(int row) const
{
    return row >= 0 && row < count() ? m_results.at(static_cast<std::size_t>(row)).entryId : QString();
}

void RulesSearchModel::search()
{
    std::vector<Result> results;
    if (m_catalog) {
        const RulesIndex &index = m_catalog->index();
        if (m_query.trimmed().isEmpty()) {
            for (const RuleEntry &entry : index.entries(m_game))
                results.push_back(Result{entry.id, entry.title, entry.section, entry.game,
                                         plainExcerpt(entry.text, kExcerptChars).toHtmlEscaped()});
        } else {
            for (const RuleHit &hit : index.search(m_query, m_game, kMaxResults, QString(QChar(kMatchOpen)),
                                                   QString(QChar(kMatchClose))))
                results.push_back(Result{hit.id, hit.title, hit.section, hit.game, snippetToStyledText(hit.snippet)});
        }
    }
    const int before = count();
    beginResetModel();
    m_results = std::move(results);
    endResetModel();
    if (count() != before)
        Q_EMIT countChanged();
}

} // namespace arbiter
