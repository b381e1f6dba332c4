#include "CounterLabels.h"

#include <QCoreApplication>
#include <QHash>

namespace arbiter {

namespace {

// The keys of every game's engine counters (engine/games/*/…: counters,
// sfb::k*, theosis kGold/kHealth, banishing k*Counter).
const QHash<QString, const char *> &labels()
{
    static const QHash<QString, const char *> table{
        {QStringLiteral("damage"), QT_TRANSLATE_NOOP("CounterLabels", "Damage")},
        {QStringLiteral("strength"), QT_TRANSLATE_NOOP("CounterLabels", "Strength")},
        {QStringLiteral("max_hp"), QT_TRANSLATE_NOOP("CounterLabels", "Maximum HP")},
        {QStringLiteral("gain_strength"), QT_TRANSLATE_NOOP("CounterLabels", "Strength gained")},
        {QStringLiteral("gain_max_hp"), QT_TRANSLATE_NOOP("CounterLabels", "Maximum HP gained")},
        {QStringLiteral("reversed"), QT_TRANSLATE_NOOP("CounterLabels", "Card reversed")},
        {QStringLiteral("mp"), QT_TRANSLATE_NOOP("CounterLabels", "Myth Points")},
        {QStringLiteral("vp"), QT_TRANSLATE_NOOP("CounterLabels", "Victory points")},
        {QStringLiteral("hand"), QT_TRANSLATE_NOOP("CounterLabels", "Cards in hand")},
        {QStringLiteral("deck"), QT_TRANSLATE_NOOP("CounterLabels", "Cards in deck")},
        {QStringLiteral("discard"), QT_TRANSLATE_NOOP("CounterLabels", "Discard pile")},
        {QStringLiteral("levelled"), QT_TRANSLATE_NOOP("CounterLabels", "Levelled up")},
        {QStringLiteral("rooted"), QT_TRANSLATE_NOOP("CounterLabels", "Rooted")},
        {QStringLiteral("movement_bonus"), QT_TRANSLATE_NOOP("CounterLabels", "Movement bonus")},
        {QStringLiteral("destruction_exhausted"), QT_TRANSLATE_NOOP("CounterLabels", "Destruction Core exhausted")},
        {QStringLiteral("creation_exhausted"), QT_TRANSLATE_NOOP("CounterLabels", "Creation Core exhausted")},
        {QStringLiteral("manipulation_exhausted"), QT_TRANSLATE_NOOP("CounterLabels", "Manipulation Core exhausted")},
        {QStringLiteral("gold"), QT_TRANSLATE_NOOP("CounterLabels", "Gold")},
        {QStringLiteral("health"), QT_TRANSLATE_NOOP("CounterLabels", "Health")},
        {QStringLiteral("stamina"), QT_TRANSLATE_NOOP("CounterLabels", "Stamina")},
        {QStringLiteral("round"), QT_TRANSLATE_NOOP("CounterLabels", "Round")},
    };
    return table;
}

} // namespace

QString counterLabel(const QString &key)
{
    if (const auto found = labels().constFind(key); found != labels().constEnd())
        return QCoreApplication::translate("CounterLabels", found.value());
    // Legends' bane tokens are kept per legend: "bane:<legend id>".
    if (key.startsWith(QLatin1String("bane:")))
        return QCoreApplication::translate("CounterLabels", "Bane tokens (%1)").arg(key.mid(5).replace(QLatin1Char('_'), QLatin1Char(' ')));
    return key;
}

} // namespace arbiter
