#pragma once

#include "core/hex.h"
#include "core/place.h"
#include "core/session.h"
#include "games/super_fantasy_brawl/sfb_content.h"
#include "games/super_fantasy_brawl/sfb_table.h"

#include <QString>
#include <array>
#include <vector>

namespace arbiter {

// One champion as the board queries see it.
struct SfbArenaChampion {
    QString id; // entity id
    QString name;
    int side = 0; // index into SfbTable::sides
    bool onBoard = false; // false: on its Gate (or not deployed yet)
    Hex at;
    int hitpoints = 1;
    int defence = 0;
    int damage = 0;
    int movementBonus = 0;
    bool rooted = false;
    bool levelled = false;
};

// A snapshot of the arena built once per game state, so the reach and
// targeting queries the view asks on every tap only do board arithmetic.
struct SfbArena {
    Board board; // statues blocked, face-down traps marked as traps
    std::vector<Piece> pieces; // the champions on the board, side = side id
    std::vector<SfbArenaChampion> champions; // every champion in the game
    std::array<QString, 2> sideIds;
    std::array<std::vector<Hex>, 2> deployment; // each side's deployment hexes, sorted
    std::vector<int> occupants; // per board hex (board order): index of the champion there, or -1

    [[nodiscard]] int index(const QString &championId) const; // -1 when unknown
    [[nodiscard]] int occupant(Hex h) const; // index of the champion standing there, or -1
};

SfbArena sfbArena(const SessionState &state, const SfbContent &content, const SfbTable &table);

// A hex in table words, by the nearest champion on the board; `except` (an
// index into champions) is left out: the one moving is never its own landmark.
Phrase sfbPlace(const SfbArena &arena, Hex h, int except = -1);

} // namespace arbiter
