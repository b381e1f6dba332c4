#pragma once

#include "core/dice.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace arbiter {

// The faces of one roll, die by die, plus its constant terms, for the big
// result of the dice tray.
class DieFaceModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("DiceTray.faces holds the faces of the last roll")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        ValueRole = Qt::UserRole + 1, // the face, or the constant
        SidesRole, // 0 for a constant
        NegativeRole, // the term is subtracted
        LabelRole, // "d6", "+2", "−d4"
    };
    Q_ENUM(Role)

    explicit DieFaceModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    [[nodiscard]] int count() const { return static_cast<int>(m_faces.size()); }
    void setRoll(const std::vector<TermRoll> &terms);

Q_SIGNALS:
    void countChanged();

private:
    struct Face {
        int value = 0;
        int sides = 0;
        bool negative = false;
    };
    std::vector<Face> m_faces;
};

} // namespace arbiter
