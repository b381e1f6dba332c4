#include "counter_words.h"

#include <QHash>

namespace arbiter {

Phrase counterWord(const QString &key)
{
    static const QHash<QString, const char *> words{
        {QStringLiteral("damage"), QT_TRANSLATE_NOOP("Engine", "damage")},
        {QStringLiteral("strength"), QT_TRANSLATE_NOOP("Engine", "Strength")},
        {QStringLiteral("max_hp"), QT_TRANSLATE_NOOP("Engine", "Max HP")},
        {QStringLiteral("reversed"), QT_TRANSLATE_NOOP("Engine", "card reversed")},
        {QStringLiteral("mp"), QT_TRANSLATE_NOOP("Engine", "Myth Points")},
        {QStringLiteral("vp"), QT_TRANSLATE_NOOP("Engine", "Victory Points")},
        {QStringLiteral("hand"), QT_TRANSLATE_NOOP("Engine", "cards in hand")},
        {QStringLiteral("deck"), QT_TRANSLATE_NOOP("Engine", "cards in the deck")},
        {QStringLiteral("discard"), QT_TRANSLATE_NOOP("Engine", "cards in the discard pile")},
        {QStringLiteral("levelled"), QT_TRANSLATE_NOOP("Engine", "levelled up")},
        {QStringLiteral("rooted"), QT_TRANSLATE_NOOP("Engine", "rooted")},
        {QStringLiteral("destruction_exhausted"), QT_TRANSLATE_NOOP("Engine", "Destruction Core exhausted")},
        {QStringLiteral("creation_exhausted"), QT_TRANSLATE_NOOP("Engine", "Creation Core exhausted")},
        {QStringLiteral("manipulation_exhausted"), QT_TRANSLATE_NOOP("Engine", "Manipulation Core exhausted")},
        {QStringLiteral("gold"), QT_TRANSLATE_NOOP("Engine", "gold")},
        {QStringLiteral("health"), QT_TRANSLATE_NOOP("Engine", "Health")},
        {QStringLiteral("stamina"), QT_TRANSLATE_NOOP("Engine", "Stamina")},
        {QStringLiteral("round"), QT_TRANSLATE_NOOP("Engine", "round")},
    };
    if (const auto found = words.constFind(key); found != words.constEnd())
        return phrase(found.value());
    if (key.startsWith(QLatin1String("bane:")))
        return phrase(QT_TRANSLATE_NOOP("Engine", "bane tokens"));
    return phrase("%1", key);
}

} // namespace arbiter
