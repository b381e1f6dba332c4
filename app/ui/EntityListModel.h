#pragma once

#include "core/session.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>
#include <memory>
#include <vector>

namespace arbiter {

class CounterListModel;

// Everything at the table that carries numbers (players first), each with
// its own counter model for the cards of the session screen.
class EntityListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("ActiveSession.entities lists the session's entities")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        EntityIdRole = Qt::UserRole + 1,
        NameRole,
        KindRole,
        OwnerRole,
        CountersRole,
    };
    Q_ENUM(Role)

    explicit EntityListModel(QObject *parent = nullptr);
    ~EntityListModel() override;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    [[nodiscard]] int count() const { return static_cast<int>(m_rows.size()); }
    [[nodiscard]] CounterListModel *counters(int row) const;
    // Updates in place while the same entities stay in the same order.
    // `game` names the counters (CounterListModel::setGame).
    void setEntities(const QString &game, const std::vector<Entity> &entities);

Q_SIGNALS:
    void countChanged();

private:
    struct Row {
        Entity entity;
        std::unique_ptr<CounterListModel> counters;
    };
    std::vector<Row> m_rows;
};

} // namespace arbiter
