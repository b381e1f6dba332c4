#include "RulesCatalog.h"

#include "AppContext.h"
#include "RuleFilterModel.h"
#include "content/ContentText.h"
#include "rules/RulesIndex.h"

#include <QJSEngine>

namespace arbiter {

RulesCatalog::RulesCatalog(IndexFactory buildIndex, QObject *parent)
    : QObject(parent), m_buildIndex(std::move(buildIndex)), m_filters(new RuleFilterModel(this))
{
}

// Rebuilt after a language switch: the screens re-read it when they hear
// of the switch, and then find it in the new language.
const RulesIndex &RulesCatalog::index() const
{
    const QString language = content_text::currentLanguage();
    if (!m_index || language != m_indexLanguage) {
        m_index = m_buildIndex(language);
        m_indexLanguage = language;
    }
    return *m_index;
}

RulesCatalog::~RulesCatalog() = default;

RulesCatalog *RulesCatalog::create(QQmlEngine *engine, QJSEngine *)
{
    RulesCatalog *catalog = AppContext::of(engine)->rules();
    QJSEngine::setObjectOwnership(catalog, QJSEngine::CppOwnership);
    return catalog;
}

int RulesCatalog::entryCount() const
{
    return index().size();
}

QStringList RulesCatalog::problems() const
{
    return index().problems();
}

QString RulesCatalog::titleOf(const QString &entryId) const
{
    if (entryId.isEmpty())
        return {};
    const auto entry = index().entry(entryId);
    return entry ? entry->title : QString();
}

} // namespace arbiter
