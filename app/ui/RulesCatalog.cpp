#include "RulesCatalog.h"

#include "AppContext.h"
#include "RuleFilterModel.h"
#include "rules/RulesIndex.h"

#include <QJSEngine>

namespace arbiter {

RulesCatalog::RulesCatalog(IndexFactory buildIndex, QObject *parent)
    : QObject(parent), m_buildIndex(std::move(buildIndex)), m_filters(new RuleFilterModel(this))
{
}

const RulesIndex &RulesCatalog::index() const
{
    if (!m_index)
        m_index = m_buildIndex();
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
