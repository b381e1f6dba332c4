#include "GameNames.h"

#include <QCoreApplication>
#include <iterator>

namespace arbiter {

namespace {

struct GameName {
    const char *id;
    const char *name;
};

constexpr GameName kGameNames[] = {
    {"general", QT_TRANSLATE_NOOP("GameNames", "General")},
    {"exiled-legends", QT_TRANSLATE_NOOP("GameNames", "Exiled Legends")},
    {"super-fantasy-brawl", QT_TRANSLATE_NOOP("GameNames", "Super Fantasy Brawl")},
    {"theosis", QT_TRANSLATE_NOOP("GameNames", "Theosis")},
    {"the-banishing", QT_TRANSLATE_NOOP("GameNames", "The Banishing")},
};

} // namespace

QString gameDisplayName(const QString &gameId)
{
    for (const GameName &game : kGameNames)
        if (gameId == QLatin1String(game.id))
            return QCoreApplication::translate("GameNames", game.name);
    return gameId;
}

} // namespace arbiter
