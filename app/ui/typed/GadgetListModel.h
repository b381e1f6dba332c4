#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QMetaType>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

namespace arbiter {

// A list the screens bind to, whose rows are values of one Q_GADGET type:
// each property of the gadget is a role (a delegate reads `required property
// string name`), and `value` is the whole row. Setting new rows tells the view
// only what changed: the rows and roles whose values differ, rows appended or
// removed at the end; so a delegate under a finger is kept when only its
// numbers change, and a view does not rebuild on every action of the session.
class GadgetListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Controllers publish their typed lists as GadgetListModel")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    // Every row as a value, for script code that searches or filters (a
    // dialog's choices); told on any change. Views bind to the model itself.
    Q_PROPERTY(QVariantList values READ values NOTIFY valuesChanged)

public:
    template <class Row>
    static GadgetListModel *of(QObject *parent)
    {
        return new GadgetListModel(Row::staticMetaObject, QMetaType::fromType<Row>(), parent);
    }

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    [[nodiscard]] int count() const { return static_cast<int>(m_rows.size()); }
    [[nodiscard]] QVariantList values() const { return m_rows; }
    // The row as a value (its gadget type) for script code; undefined outside.
    Q_INVOKABLE QVariant get(int row) const;

    template <class Row>
    void setRows(const QList<Row> &rows)
    {
        Q_ASSERT(QMetaType::fromType<Row>() == m_rowType);
        QVariantList values;
        values.reserve(rows.size());
        for (const Row &row : rows)
            values.append(QVariant::fromValue(row));
        assign(std::move(values));
    }

    template <class Row>
    [[nodiscard]] QList<Row> rows() const
    {
        QList<Row> result;
        result.reserve(m_rows.size());
        for (const QVariant &row : m_rows)
            result.append(row.value<Row>());
        return result;
    }

    template <class Row>
    [[nodiscard]] Row at(int row) const
    {
        return row >= 0 && row < m_rows.size() ? m_rows.at(row).value<Row>() : Row{};
    }

Q_SIGNALS:
    void countChanged();
    void valuesChanged();

private:
    GadgetListModel(const QMetaObject &rowMeta, QMetaType rowType, QObject *parent);
    void assign(QVariantList rows);
    [[nodiscard]] QVariant field(const QVariant &row, int role) const;

    const QMetaObject &m_rowMeta;
    const QMetaType m_rowType;
    const int m_valueRole;
    QVariantList m_rows;
};

} // namespace arbiter
