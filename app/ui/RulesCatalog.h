#pragma once

#include "RuleFilterModel.h"
#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <functional>
#include <memory>

class QJSEngine;
class QQmlEngine;

namespace arbiter {

class RulesIndex;

// The app's rules reference: what the rules screens search and what refusals
// link to. Indexed on first use rather than at start-up, which keeps the
// index out of the time to the first frame.
class RulesCatalog : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(int entryCount READ entryCount CONSTANT)
    Q_PROPERTY(QStringList problems READ problems CONSTANT)
    Q_PROPERTY(arbiter::RuleFilterModel *filters READ filters CONSTANT)

public:
    // Builds the reference in a language ("en", "de").
    using IndexFactory = std::function<std::unique_ptr<RulesIndex>(const QString &language)>;
    explicit RulesCatalog(IndexFactory buildIndex, QObject *parent = nullptr);
    ~RulesCatalog() override;
    static RulesCatalog *create(QQmlEngine *engine, QJSEngine *);

    [[nodiscard]] const RulesIndex &index() const;
    [[nodiscard]] int entryCount() const;
    [[nodiscard]] QStringList problems() const;
    [[nodiscard]] RuleFilterModel *filters() const { return m_filters; }

    // The entry's title in the current language, or "" when there is no such
    // entry (so a link to it is better not shown).
    Q_INVOKABLE QString titleOf(const QString &entryId) const;

private:
    IndexFactory m_buildIndex;
    mutable std::unique_ptr<RulesIndex> m_index;
    mutable QString m_indexLanguage;
    RuleFilterModel *m_filters;
};

} // namespace arbiter
