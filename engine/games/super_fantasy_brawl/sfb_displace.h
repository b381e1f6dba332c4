#pragma once

#include "core/calculation.h"
#include "core/hex.h"

#include <QJsonObject>
#include <vector>

namespace arbiter {

enum class SfbDisplacement { Push, Pull };

struct SfbDisplaceOutcome {
    bool ignored = false; // source and target share no hex row
    std::vector<Hex> path; // hexes entered, in order
    Hex final;
    int collisionDamage = 0; // 1 per hex of the distance not travelled
    std::vector<Hex> traps; // trap hexes entered, in order
    std::vector<Phrase> steps;
};

// Push X / Pull X of `target` by `source` along their shared hex row, shared
// by the calculator and the session. `pieces` holds every champion on the
// board (source and target included); the target stops before any other
// champion, a blocked hex or the arena's edge.
SfbDisplaceOutcome sfbResolveDisplacement(SfbDisplacement kind, int distance, bool rooted, const Board &board,
                                          const std::vector<Piece> &pieces, const Piece &source, const Piece &target);

// "super-fantasy-brawl.displace": Push X or Pull X along the hex row shared by
// the source and the target: where the target stops, the damage for every hex
// it could not travel, and the traps it enters.
Result<Calculation> sfbDisplace(const QJsonObject &request);

} // namespace arbiter
