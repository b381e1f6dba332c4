#include "games/GameScreens.h"

#include "session/SessionService.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

constexpr quint64 kBrawlDemoSeed = 20240612;

// Round 2 of a duel, Mara to play: Gold'arr has walked up and taken a
// Longshot, Tzu Xiao jumped onto a trap (it showed 1 damage), two
// Challenges are on the track and one more came in when it advanced.
const char *const kDemoActions[] = {
    R"({"type":"track.deal","drawn":["Hold the Centre",{"name":"Statue Dance","text":"Two of your champions next to statues"}]})",
    R"({"type":"trap.place","at":[-1,-1]})",
    R"({"type":"trap.place","at":[1,1]})",
    R"({"type":"trap.place","at":[3,-2]})",
    R"({"type":"trap.place","at":[-3,2]})",
    R"({"type":"champion.deploy","champion":"mara:goldarr","at":[1,-4]})",
    R"({"type":"champion.deploy","champion":"mara:gwaien","at":[2,-4]})",
    R"({"type":"champion.deploy","champion":"mara:kilgore","at":[3,-4]})",
    R"({"type":"champion.deploy","champion":"tobias:deryn","at":[-3,4]})",
    R"({"type":"champion.deploy","champion":"tobias:tzu-xiao","at":[-2,4]})",
    R"({"type":"champion.deploy","champion":"tobias:dugrun","at":[-1,4]})",
    R"({"type":"card.play","card":"goldarr-second-wind","champion":"mara:goldarr"})",
    R"({"type":"move","to":[0,-1]})",
    R"({"type":"skill"})",
    R"({"type":"turn.end"})",
    R"({"type":"card.play","card":"dugrun-rally","champion":"tobias:dugrun"})",
    R"({"type":"move","to":[0,1]})",
    R"({"type":"skill"})",
    R"({"type":"card.play","card":"deryn-longshot","champion":"tobias:deryn"})",
    R"({"type":"move","to":[-2,3]})",
    R"({"type":"attack","targets":["mara:goldarr"]})",
    R"({"type":"card.play","card":"tzu-xiao-crane-leap","champion":"tobias:tzu-xiao"})",
    R"({"type":"move","to":[-3,2],"mode":"jump","traps":[{"effect":"damage","amount":1,"new_at":[-1,-2]}]})",
    R"({"type":"activation.end"})",
    R"({"type":"turn.end"})",
    R"({"type":"track.advance","drawn":["Crowd Pleaser"]})",
};

Result<qint64> createBrawlDemo(SessionService &service)
{
    const QJsonArray players{QJsonObject{{u"id"_s, u"mara"_s}, {u"name"_s, u"Mara"_s}},
                             QJsonObject{{u"id"_s, u"tobias"_s}, {u"name"_s, u"Tobias"_s}}};
    const QJsonObject setup{{u"first_player"_s, u"mara"_s},
                            {u"deployment"_s, u"north"_s},
                            {u"draft"_s, u"free"_s},
                            {u"champions"_s, QJsonObject{{u"mara"_s, QJsonArray{u"goldarr"_s, u"gwaien"_s, u"kilgore"_s}},
                                                        {u"tobias"_s, QJsonArray{u"deryn"_s, u"tzu-xiao"_s, u"dugrun"_s}}}}};
    auto created = service.create(u"super-fantasy-brawl"_s, players, setup, kBrawlDemoSeed, u"Brawl at the Hall of Honours"_s);
    if (!created)
        return created.error();
    for (const char *json : kDemoActions) {
        auto applied = service.apply(created.value(), QJsonDocument::fromJson(QByteArray(json)).object());
        if (!applied)
            return applied.error();
    }
    return created.value();
}

} // namespace

Result<qint64> createBrawlSessionDemo(SessionService &service);

GameScreens brawlScreens()
{
    GameScreens screens;
    screens.gameId = u"super-fantasy-brawl"_s;
    screens.name = QT_TRANSLATE_NOOP("GameNames", "Super Fantasy Brawl");
    // The setup form collects the first player, the area and the team choice;
    // the table view runs the draft, traps and deployment.
    screens.collectsSetup = true;
    screens.setupForm = u"games/brawl/BrawlSetupForm.qml"_s;
    screens.table = u"games/brawl/BrawlTable.qml"_s;
    screens.tourStops = {u"brawl-arena"_s, u"brawl-move"_s, u"brawl-target"_s, u"brawl-refusal"_s,
                         u"brawl-board-editor"_s, u"brawl-card-editor"_s};
    screens.createDemo = createBrawlDemo;
    screens.sessionDemo = GameScreens::SessionDemo{createBrawlSessionDemo, false};
    return screens;
}

} // namespace arbiter
