#include "GameViews.h"

#include "games/GameScreens.h"

namespace arbiter {

GameViews::GameViews(QObject *parent) : QObject(parent) {}

QUrl GameViews::setupForm(const QString &gameId) const
{
    const GameScreens *screens = gameScreensFor(gameId);
    return screens ? gameViewUrl(screens->setupForm) : QUrl();
}

QUrl GameViews::table(const QString &gameId) const
{
    const GameScreens *screens = gameScreensFor(gameId);
    return screens ? gameViewUrl(screens->table) : QUrl();
}

} // namespace arbiter
