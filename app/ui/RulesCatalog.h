#pragma once

#include "RuleFilterModel.h"
#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <memory>

class QJSEngine;
class QQmlEngine;

namespace arbiter {

class RulesIndex;

// The app's rules reference, loaded once: what the rules screens search and
// what refusals link to.
class RulesCatalog : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(int entryCount READ entryCount CONSTANT)
    Q_PROPERTY(QStringList problems READ problems CONSTANT)
    Q_PROPERTY(arbiter::RuleFilterModel *filters READ filters CONSTANT)

public:
    explicit RulesCatalog(std::unique_ptr<RulesIndex> index, QObject *parent = nullptr);
    ~RulesCatalog() override;
    static RulesCatalog *create(QQmlEngine *engine, QJSEngine *);

    [[nodiscard]] const RulesIndex &index() const { return *m_index; }
    [[nodiscard]] int entryCount() const;
    [[nodiscard]] QStringList problems() const;
    [[nodiscard]] RuleFilterModel *filters() const { return m_filters; }

    // The entry's title, or "" when there is no such entry (so a link to
    // it is better not shown).
    Q_INVOKABLE QString titleOf(const QString &entryId) const;

private:
    std::unique_ptr<RulesIndex> m_index;
    RuleFilterModel *m_filters;
};

} // namespace arbiter
