#include "BanishingSetupAdvisor.h"

#include "games/the_banishing/banishing_queries.h"

#include <QJsonObject>

namespace arbiter {

BanishingSetupAdvisor::BanishingSetupAdvisor(QObject *parent) : QObject(parent) {}

QStringList BanishingSetupAdvisor::recommendedCharacters(const QJsonObject &pack, int players) const
{
    auto recommended = banishing::recommendedCharactersFor(pack, players);
    return recommended ? recommended.value() : QStringList();
}

} // namespace arbiter
