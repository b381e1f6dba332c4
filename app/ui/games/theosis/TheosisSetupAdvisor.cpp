#include "TheosisSetupAdvisor.h"

#include "core/session.h"
#include "games/theosis/theosis_modes.h"
#include "games/theosis/theosis_setup.h"
#include "text/PhraseText.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

std::optional<theosis::Mode> modeNamed(const QString &name)
{
    for (theosis::Mode m : {theosis::Mode::Pvp, theosis::Mode::Team, theosis::Mode::Coop, theosis::Mode::SemiLight, theosis::Mode::SemiHeavy})
        if (theosis::modeName(m) == name)
            return m;
    return std::nullopt;
}

} // namespace

TheosisSetupAdvisor::TheosisSetupAdvisor(QObject *parent) : QObject(parent) {}

QStringList TheosisSetupAdvisor::modes(int players) const
{
    QStringList out;
    if (theosis::competitiveHeroes(theosis::Mode::Pvp, players, 0, false))
        out << u"pvp"_s;
    for (int teams : {2, 3})
        if (theosis::competitiveHeroes(theosis::Mode::Team, players, teams, false) && !out.contains(u"team"_s))
            out << u"team"_s;
    if (!encounters(players).isEmpty()) {
        out << u"coop"_s;
        if (players >= 2)
            out << u"semi-light"_s << u"semi-heavy"_s;
    }
    return out;
}

int TheosisSetupAdvisor::competitiveHeroes(const QString &mode, int players, int teams, bool blitz) const
{
    const auto m = modeNamed(mode);
    if (!m)
        return 0;
    return theosis::competitiveHeroes(*m, players, teams, blitz).value_or(0);
}

QList<TheosisEncounterRow> TheosisSetupAdvisor::encounters(int players) const
{
    QList<TheosisEncounterRow> out;
    for (const theosis::Encounter &e : theosis::encounters())
        if (e.players == players)
            out << TheosisEncounterRow{.heroesEach = e.heroesEach, .monsters = e.monsters, .stamina = e.stamina, .bossStamina = e.bossStamina};
    return out;
}

QStringList TheosisSetupAdvisor::draftOrder(const QStringList &seats, int heroesEach) const
{
    return theosis::draftOrder(seats, heroesEach);
}

QString TheosisSetupAdvisor::problem(const QJsonObject &pack, const QStringList &players, const QJsonObject &setup) const
{
    const GameDefinition *game = findGame(u"theosis"_s);
    if (!game)
        return {};
    QJsonObject withContent = setup;
    withContent.insert(u"content"_s, pack);
    const auto tried = newSession(*game, QJsonArray::fromStringList(players), withContent, 1);
    return tried ? QString() : translated(tried.error().message);
}

} // namespace arbiter
