#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace arbiter {

class LanguageChangeWatcher;

// Every registered game, as the new-session sheet offers them. A game whose rules
// are not built yet is listed (so nobody wonders where it went) but cannot
// be started from the app.
class GameListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("SessionLibrary.games lists the games")

public:
    enum Role {
        GameIdRole = Qt::UserRole + 1,
        NameRole,
        StartableRole,
        MinPlayersRole,
        MaxPlayersRole,
    };
    Q_ENUM(Role)

    explicit GameListModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

private:
    LanguageChangeWatcher *m_languageWatcher;
};

} // namespace arbiter
