#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace arbiter {

class LanguageChangeWatcher;

// The choices above the rules search: All, General, then each game. The
// filter id is what RulesSearchModel.game takes ("" for all).
class RuleFilterModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("RulesCatalog.filters lists the rules filters")

public:
    enum Role {
        FilterIdRole = Qt::UserRole + 1,
        NameRole,
    };
    Q_ENUM(Role)

    explicit RuleFilterModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

private:
    QStringList m_filterIds;
    LanguageChangeWatcher *m_languageWatcher;
};

} // namespace arbiter
