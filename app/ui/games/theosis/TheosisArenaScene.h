#pragma once

#include "core/hex.h"

#include <QString>
#include <optional>
#include <vector>

namespace arbiter {

// What the Theosis Arena board shows, in board terms only (no pixels): the
// controller fills it from the session and TheosisArenaBoard paints it.
struct TheosisArenaSceneHex {
    enum class Token { None, Closed, Damage, Swamp, Banner, Fortification, Angel, Other };
    enum class Mark { None, Legal, Refused, Path, Area, Preview, PreviewClosed };
    Hex at;
    bool start = false; // a starting hex
    bool centre = false;
    Token token = Token::None;
    Mark mark = Mark::None;
};

enum class TheosisArenaTarget { None, Legal, Refused, Chosen };

struct TheosisArenaSceneHero {
    QString id;
    QString label; // short, drawn inside the disc
    int side = 0; // player or team colour
    int health = 9;
    int blessings = 0;
    int curses = 0;
    bool paralysed = false;
    bool acting = false;
    Hex at;
    TheosisArenaTarget target = TheosisArenaTarget::None;
};

struct TheosisArenaSceneMonster {
    QString id;
    QString label;
    Hex at; // the centre of its seven hexes
    int pile = 0; // stamina tokens left
    int threshold = 0; // the visible top token's threshold, 0 when hidden
    bool acting = false;
    TheosisArenaTarget target = TheosisArenaTarget::None;
};

struct TheosisArenaScene {
    std::vector<TheosisArenaSceneHex> hexes;
    std::vector<TheosisArenaSceneHero> heroes;
    std::vector<TheosisArenaSceneMonster> monsters;
    std::optional<Hex> refused; // the hex whose refusal is explained
};

} // namespace arbiter
