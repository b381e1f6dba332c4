#pragma once

#include "games/theosis/theosis_action_types.h"
#include "games/theosis/theosis_table.h"

#include "core/session.h"
#include "games/theosis/theosis_table.h"

namespace arbiter::theosis {

// From Hierapolis to the Arena: the alignment bonus goes on the mats, the
// players put their gold on their heroes (the player right of the initiative
// holder first, going counter-clockwise, the holder last), and the heroes are
// ranked by the gold on their mats, ties going to the player with the higher
// initiative (the holder, then clockwise).

void startRanking(Play &play);
// The ranking by gold, highest first.
QStringList rankingByGold(const Play &play);

// {"type":"gold.allocate","player":"ann","gold":{"ann:lug":3}}
Status allocateGold(Play &play, const GoldAllocate &action);
// Against monsters the players order their heroes as they like:
// {"type":"ranking.set","order":["ann:lug", ...]} before anyone enters.
Status setRanking(Play &play, const RankingSet &action);

// Fast-action preparation, at setup: every player gets a full set of powers
// (setup.powers {"ann": [six ids]} or a default spread over the alignments),
// every hero one Mana gem (setup.mana {"ann:lug": skill}, default the first
// skill); items are then handed out with item.equip before the gold step.
Status fastPreparation(SessionState &state, Table &table, const Content &content);
// {"type":"item.equip","hero":"ann:lug","item":"long-sword","slot":"main-hand"}: fast mode only.
Status equipFast(Play &play, const ItemEquip &action);

} // namespace arbiter::theosis
