#pragma once

#include <QObject>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

namespace arbiter {

// The QML views a game registers (GameScreens in app/ui/games/<game>/), for
// the shell's loaders: the new-session sheet and the session screen load a
// game's view by its id and never name a game themselves.
class GameViews : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit GameViews(QObject *parent = nullptr);

    // The game's setup form, or an empty URL when it has none.
    Q_INVOKABLE QUrl setupForm(const QString &gameId) const;
    // The game's own table view, or an empty URL when it has none.
    Q_INVOKABLE QUrl table(const QString &gameId) const;
};

} // namespace arbiter
