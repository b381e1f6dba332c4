#include "counter_names.h"

#include "session.h"

namespace arbiter {

namespace {

struct Found {
    CounterName name;
    QString rest; // what a family's key adds after its ':'
};

std::optional<Found> findName(const GameDefinition *game, const QString &key)
{
    if (!game)
        return std::nullopt;
    if (const auto exact = game->counterNames.constFind(key); exact != game->counterNames.constEnd())
        return Found{exact.value(), {}};
    const qsizetype colon = key.indexOf(u':');
    if (colon < 0)
        return std::nullopt;
    if (const auto family = game->counterNames.constFind(key.left(colon + 1)); family != game->counterNames.constEnd())
        return Found{family.value(), key.mid(colon + 1)};
    return std::nullopt;
}

} // namespace

Phrase counterLabel(const GameDefinition *game, const QString &key)
{
    const std::optional<Found> found = findName(game, key);
    if (!found)
        return phrase("%1", key);
    if (found->rest.isEmpty())
        return phrase(found->name.label);
    return phrase(found->name.label, QString(found->rest).replace(u'_', u' '));
}

Phrase counterWord(const GameDefinition *game, const QString &key)
{
    const std::optional<Found> found = findName(game, key);
    return found ? phrase(found->name.word) : phrase("%1", key);
}

} // namespace arbiter
