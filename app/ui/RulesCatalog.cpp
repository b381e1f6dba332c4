#include "RulesCatalog.h"

#include "AppContext.h"
#include "RuleFilterModel.h"
#include "rules/RulesIndex.h"

#include <QJSEngine>

namespace arbiter {

RulesCatalog::RulesCatalog(std::unique_ptr<RulesIndex> index, QObject *parent)
    : QObject(parent), m_index(std::move(index)), m_filters(new RuleFilterModel(this))
{
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
    return m_index->size();
}

QStringList RulesCatalog::problems() const
{
    return m_index->problems();
}

QString RulesCatalog::titleOf(const QString &entryId) const
{
    if (entryId.isEmpty())
        return {};
    const auto entry = m_index->entry(entryId);
    return entry ? entry->title : QString();
}

} // namespace arbiter
