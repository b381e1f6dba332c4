#pragma once

#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace arbiter {

// What the new-session sheet offers for Theosis, asked of the engine so the
// form and the setup reader agree: the modes a table of that size can play,
// the heroes each player selects (the mode table), the rows of the encounter
// table, the draft order, and the engine's own verdict on a finished setup.
class TheosisSetupAdvisor : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit TheosisSetupAdvisor(QObject *parent = nullptr);

    // "pvp", "team", "coop", "semi-light", "semi-heavy": those playable by `players`.
    Q_INVOKABLE QStringList modes(int players) const;
    // Heroes per player in PvP or team mode; 0 when that table is not played.
    Q_INVOKABLE int competitiveHeroes(const QString &mode, int players, int teams, bool blitz) const;
    // The encounter table's rows for `players`: {heroesEach, monsters, stamina, bossStamina}.
    Q_INVOKABLE QVariantList encounters(int players) const;
    // Who picks each hero in the rulebook's draft order.
    Q_INVOKABLE QStringList draftOrder(const QStringList &seats, int heroesEach) const;
    // Why the engine would refuse this setup (translated), or "" when it starts.
    Q_INVOKABLE QString problem(const QVariantMap &pack, const QStringList &players, const QVariantMap &setup) const;
};

} // namespace arbiter
