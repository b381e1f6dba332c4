#include "games/GameScreens.h"

#include "core/typed_action.h"
#include "games/super_fantasy_brawl/sfb_action_types.h"
#include "session/SessionService.h"

#include <QJsonArray>
#include <QJsonObject>
#include <vector>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

constexpr quint64 kBrawlDemoSeed = 20240612;

// Round 2 of a duel, Mara to play: Gold'arr has walked up and taken a
// Longshot, Tzu Xiao jumped onto a trap (it showed 1 damage), two
// Challenges are on the track and one more came in when it advanced.
std::vector<QJsonObject> demoActions()
{
    using namespace sfb;
    using typed::encode;
    const auto trap = [](Hex at) {
        TrapPlace place;
        place.at = at;
        return encode(place);
    };
    const auto deploy = [](const QString &champion, Hex at) {
        ChampionDeploy deployed;
        deployed.champion = champion;
        deployed.at = at;
        return encode(deployed);
    };
    const auto play = [](const QString &card, const QString &champion) {
        CardPlay played;
        played.card = card;
        played.champion = champion;
        return encode(played);
    };
    const auto move = [](Hex to, std::optional<QString> mode = std::nullopt, std::optional<TrapFace> trapShowed = std::nullopt) {
        ChampionMove moved;
        moved.to = to;
        moved.mode = std::move(mode);
        if (trapShowed)
            moved.traps = QJsonArray{trapShowed->toJson()};
        return encode(moved);
    };
    TrackDeal deal;
    deal.drawn = QJsonArray{u"Hold the Centre"_s, QJsonObject{{u"name"_s, u"Statue Dance"_s}, {u"text"_s, u"Two of your champions next to statues"_s}}};
    Attack longshot;
    longshot.targets = QJsonArray{u"mara:goldarr"_s};
    TrackAdvance advance;
    advance.drawn = QJsonArray{u"Crowd Pleaser"_s};
    return {
        encode(deal),
        trap({-1, -1}),
        trap({1, 1}),
        trap({3, -2}),
        trap({-3, 2}),
        deploy(u"mara:goldarr"_s, {1, -4}),
        deploy(u"mara:gwaien"_s, {2, -4}),
        deploy(u"mara:kilgore"_s, {3, -4}),
        deploy(u"tobias:deryn"_s, {-3, 4}),
        deploy(u"tobias:tzu-xiao"_s, {-2, 4}),
        deploy(u"tobias:dugrun"_s, {-1, 4}),
        play(u"goldarr-second-wind"_s, u"mara:goldarr"_s),
        move({0, -1}),
        encode(Skill{}),
        encode(TurnEnd{}),
        play(u"dugrun-rally"_s, u"tobias:dugrun"_s),
        move({0, 1}),
        encode(Skill{}),
        play(u"deryn-longshot"_s, u"tobias:deryn"_s),
        move({-2, 3}),
        encode(longshot),
        play(u"tzu-xiao-crane-leap"_s, u"tobias:tzu-xiao"_s),
        move({-3, 2}, u"jump"_s, TrapFace{u"damage"_s, 1, Hex{-1, -2}}),
        encode(ActivationEnd{}),
        encode(TurnEnd{}),
        encode(advance),
    };
}

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
    for (const QJsonObject &action : demoActions()) {
        auto applied = service.apply(created.value(), action);
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
