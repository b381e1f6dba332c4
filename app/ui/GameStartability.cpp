#include "GameStartability.h"

#include "core/session.h"

namespace arbiter {

bool startableInApp(const QString &gameId)
{
    const GameDefinition *game = findGame(gameId);
    return game && game->rulesBuilt && gameId != QLatin1String("exiled-legends");
}

} // namespace arbiter
