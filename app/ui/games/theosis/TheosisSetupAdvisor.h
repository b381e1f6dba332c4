#pragma once

#include <QObject>
#include <QStringList>
#include <QJsonObject>
#include <QList>
#include <QtQml/qqmlregistration.h>

namespace arbiter {

// One row of the rulebook's encounter table (co-op and semi-co-op).
struct TheosisEncounterRow {
    Q_GADGET
    QML_VALUE_TYPE(theosisEncounterRow)
    Q_PROPERTY(int heroesEach MEMBER heroesEach)
    Q_PROPERTY(int monsters MEMBER monsters)
    Q_PROPERTY(int stamina MEMBER stamina)
    Q_PROPERTY(int bossStamina MEMBER bossStamina)

public:
    int heroesEach = 0;
    int monsters = 0;
    int stamina = 0;
    int bossStamina = 0;

    bool operator==(const TheosisEncounterRow &) const = default;
};

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
    // The encounter table's rows for `players`.
    Q_INVOKABLE QList<arbiter::TheosisEncounterRow> encounters(int players) const;
    // Who picks each hero in the rulebook's draft order.
    Q_INVOKABLE QStringList draftOrder(const QStringList &seats, int heroesEach) const;
    // Why the engine would refuse this setup (translated), or "" when it starts.
    Q_INVOKABLE QString problem(const QJsonObject &pack, const QStringList &players, const QJsonObject &setup) const;
};

} // namespace arbiter
