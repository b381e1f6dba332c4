#include "RuleEntryView.h"

#include "GameNames.h"
#include "LanguageChangeWatcher.h"
#include "RuleTextFormat.h"
#include "RulesCatalog.h"
#include "rules/RulesIndex.h"

namespace arbiter {

RuleEntryView::RuleEntryView(QObject *parent) : QObject(parent), m_languageWatcher(new LanguageChangeWatcher(this))
{
    connect(m_languageWatcher, &LanguageChangeWatcher::languageChanged, this, &RuleEntryView::contentChanged);
}

void RuleEntryView::setCatalog(RulesCatalog *catalog)
{
    if (catalog == m_catalog)
        return;
    m_catalog = catalog;
    Q_EMIT catalogChanged();
    load();
}

void RuleEntryView::setEntryId(const QString &entryId)
{
    if (entryId == m_entryId)
        return;
    m_entryId = entryId;
    Q_EMIT entryIdChanged();
    load();
}

QString RuleEntryView::gameName() const
{
    return m_game.isEmpty() ? QString() : gameDisplayName(m_game);
}

void RuleEntryView::load()
{
    const auto entry = m_catalog && !m_entryId.isEmpty() ? m_catalog->index().entry(m_entryId) : std::nullopt;
    m_found = entry.has_value();
    m_title = entry ? entry->title : QString();
    m_section = entry ? entry->section : QString();
    m_game = entry ? entry->game : QString();
    m_text = entry ? ruleTextToStyledText(entry->text) : QString();
    m_keywords = entry ? entry->keywords : QStringList();
    Q_EMIT contentChanged();
}

} // namespace arbiter
