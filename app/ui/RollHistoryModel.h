#pragma once

#include "core/session.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace arbiter {

// Rolls, newest first: a session's rolls (from its state) or the dice tray's
// own list when no session is open.
class RollHistoryModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Read DiceTray.history or ActiveSession.rolls")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        NotationRole = Qt::UserRole + 1,
        TotalRole,
        FacesRole,
        PhysicalRole,
        PurposeRole,
        NumberRole, // 1 for the first roll
    };
    Q_ENUM(Role)

    // The tray's own list keeps this many; a session keeps all of its rolls.
    static constexpr int kTrayLimit = 50;

    explicit RollHistoryModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    [[nodiscard]] int count() const { return static_cast<int>(m_rolls.size()); }
    // `chronological` is oldest first, as SessionState keeps it. Rolls added
    // or taken back at the end become row inserts / removals at the top.
    void setRolls(const std::vector<RollEntry> &chronological);
    void add(const RollEntry &roll, int limit = kTrayLimit);

Q_SIGNALS:
    void countChanged();

private:
    std::vector<RollEntry> m_rolls; // oldest first; row 0 is the last element
    int m_firstNumber = 1;
};

} // namespace arbiter
