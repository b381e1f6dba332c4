#pragma once

#include "core/rule_error.h"

#include <QString>
#include <QStringList>
#include <QUrl>
#include <functional>
#include <optional>
#include <vector>

namespace arbiter {

class SessionService;

// What the app has built for one game beyond the generic session screen.
// Each game describes itself in its own folder (app/ui/games/<game>/), so a
// game's screens grow without edits to the shell.
// This is the app's whole registration of a game: the shell (names, the
// new-session sheet, the session screen, the tour) reads it and names no game.
struct GameScreens {
    QString gameId;
    // The game's name as people read it, marked where it is written with
    // QT_TRANSLATE_NOOP("GameNames", ...) and translated when shown.
    const char *name = "";
    // The new-session sheet can collect everything this game's setup needs
    // (its setup form in qml/games/<game>/ is built, or the defaults suffice).
    bool collectsSetup = false;
    // The game's own QML views, as paths inside the QML module (relative to
    // qml/, e.g. "games/brawl/BrawlTable.qml"); empty when the game has none.
    // The setup form is shown under the player names of the new-session
    // sheet; the table is what the session screen opens on.
    QString setupForm;
    QString table;
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
    // A session of the generic session screen's demo, played with counters,
    // notes and dice only (createDemoSessions makes one for each game that
    // has it); `opensTour` marks the one the tour's generic stops open.
    struct SessionDemo {
        DemoFactory create;
        bool opensTour = false;
    };
    std::optional<SessionDemo> sessionDemo;
};

// Every game the app has screens for, in the engine's order (allGames()).
const std::vector<GameScreens> &allGameScreens();
const GameScreens *gameScreensFor(const QString &gameId);

// The URL of a view named in GameScreens (setupForm, table); empty for "".
QUrl gameViewUrl(const QString &view);

// Whether the app can start this game: rules built and setup collectable.
bool startableInApp(const QString &gameId);

} // namespace arbiter
