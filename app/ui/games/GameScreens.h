#pragma once

#include "core/rule_error.h"

#include <QString>
#include <QStringList>
#include <functional>
#include <vector>

namespace arbiter {

class SessionService;

// What the app has built for one game beyond the generic session screen.
// Each game describes itself in its own folder (app/ui/games/<game>/), so a
// game's screens grow without edits to the shell.
struct GameScreens {
    QString gameId;
    // The new-session sheet can collect everything this game's setup needs
    // (its setup form in qml/games/<game>/ is built, or the defaults suffice).
    bool collectsSetup = false;
    // The session screen opens on the game's own table view.
    bool hasTable = false;
    // Stops of the app tour (--self-test, --screenshot) that show the game's
    // own views; the tour opens the game's demo session for them.
    QStringList tourStops;
    using DemoFactory = std::function<Result<qint64>(SessionService &)>;
    // A session in a telling mid-game state for the tour; may be empty.
    DemoFactory createDemo;
    // Stops that show the game at another point than createDemo's (a game in
    // two halves shows each half), with the session each of them opens.
    // Their stops are listed in tourStops too.
    struct StopDemo {
        QStringList stops;
        DemoFactory create;
    };
    std::vector<StopDemo> stopDemos;
};

const std::vector<GameScreens> &allGameScreens();
const GameScreens *gameScreensFor(const QString &gameId);

// Whether the app can start this game: rules built and setup collectable.
bool startableInApp(const QString &gameId);

} // namespace arbiter
