#pragma once

#include "core/session.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace arbiter {

// The counters of one entity (health, gold, victory points, ...).
class CounterListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Each entity of ActiveSession.entities carries its counters")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        NameRole = Qt::UserRole + 1,
        ValueRole,
        LabelRole, // the counter's name for players (see counterLabel)
    };
    Q_ENUM(Role)

    explicit CounterListModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    [[nodiscard]] int count() const { return static_cast<int>(m_counters.size()); }
    // Keeps the rows when only values change, so the delegates (and the
    // finger on a +1 button) stay where they are.
    void setCounters(const std::vector<Counter> &counters);
    // The game whose names label the counters; set before the counters.
    void setGame(const QString &game) { m_game = game; }

Q_SIGNALS:
    void countChanged();

private:
    QString m_game;
    std::vector<Counter> m_counters;
};

} // namespace arbiter
