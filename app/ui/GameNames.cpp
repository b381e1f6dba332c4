#include "GameNames.h"

#include "games/GameScreens.h"

#include <QCoreApplication>

namespace arbiter {

QString gameDisplayName(const QString &gameId)
{
    // The rules that belong to no game have no registration of their own.
    if (gameId == QLatin1String("general"))
        return QCoreApplication::translate("GameNames", QT_TRANSLATE_NOOP("GameNames", "General"));
    if (const GameScreens *screens = gameScreensFor(gameId); screens && *screens->name)
        return QCoreApplication::translate("GameNames", screens->name);
    return gameId;
}

} // namespace arbiter
