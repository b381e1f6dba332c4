#pragma once

#include "phrase.h"

#include <QString>
#include <QStringList>
#include <vector>

namespace arbiter {

// One figure on the table as the game's numbers show it in one state: a
// champion, a hero, a Legend, a character.
struct FigureStanding {
    QString id; // entity id
    QString name;
    QString player; // the player it belongs to
    QString side; // the side it fights for: a player, a team, or one side for a co-op table
    QString character; // its card in the content pack ("goldarr"), what statistics count results by
    // The figure a player is counted as having played (a Legend, not each hero
    // of its deck; every champion, hero or character in the other games).
    bool lead = true;
    int health = 0; // what it has left
    int maxHealth = 0;
    bool out = false; // knocked out, destroyed, fallen or dead in this state
};

// A number of one side, or of the whole table, that decides the game: VP,
// Myth Points, gold, the cards in the Banishing or the Void.
struct TrackStanding {
    QString key; // stable: "vp", "mp", "gold", "banishing", "void"
    Phrase label; // what players call it
    QString side; // empty for a track of the whole table
    int value = 0;
};

struct SideStanding {
    QString id;
    QStringList players;
};

// Where a game stands in one state. A game's GameDefinition::standing reads
// it from the state alone, so replaying a log gives the same standings.
struct Standing {
    int round = 0; // the game's round (Theosis: its turn), 0 before the first
    QString actingPlayer; // whose turn it is, empty when nobody's
    QString actingFigure; // the figure attacking or activated now: damage in this state's action is credited to it
    std::vector<SideStanding> sides;
    std::vector<FigureStanding> figures;
    std::vector<TrackStanding> tracks;
    bool cooperative = false; // the players play together against the game
    bool over = false;
    QStringList winners; // player ids once over; empty for a loss or a tie
};

// The damage one event tells of: the figure that took it, the one that dealt
// it and how much (GameDefinition::damageCredit).
struct DamageCredit {
    QString victim;
    QString source;
    int amount = 0;
};

} // namespace arbiter
