#pragma once

#include "core/hex.h"
#include "core/session.h"
#include "games/theosis/theosis_content.h"

#include <QJsonObject>
#include <QStringList>
#include <initializer_list>
#include <optional>
#include <vector>

namespace arbiter::theosis {

// The session's own Theosis state, kept in SessionState::data, plus the
// numbers the table may correct by hand, kept as entity counters (the rules
// always read them back from there):
// - player entities (id = player id): "gold", the player's purse in Hierapolis;
// - hero entities (id "<player>:<hero>", kind "hero"): "health" (starts at 9)
//   and "gold", the gold on the hero's mat when the ranking is made.

inline const QString kGold = QStringLiteral("gold");
inline const QString kHealth = QStringLiteral("health");
inline const QString kHeroKind = QStringLiteral("hero");
inline const QString kMonsterKind = QStringLiteral("monster");
constexpr int kFullHealth = 9;
constexpr int kArenaTurns = 9;
constexpr int kSkillSlots = 3;

enum class Phase {
    Hierapolis, // heroes go to locations
    Bidding, // all heroes placed: the turn's artifact is up for a sealed bid
    Allocation, // after turn 6: players put their gold on their heroes' mats
    Entry, // heroes enter the Arena, lowest rank first
    Arena,
    Over,
};
QString phaseName(Phase phase);

enum class Mode { Pvp, Team, Coop, SemiLight, SemiHeavy };
QString modeName(Mode mode);

// A blessing or curse token on a hero: the power that put it there.
struct Token {
    QString power;
    QString effect; // the power's effect: "valor", "poison", ...
    QString by; // the player who played it
};

struct HeroState {
    QString id; // "<player>:<sheet id>"
    QString sheet;
    QString player;
    QList<bool> mana{false, false, false}; // one gem slot per skill
    QJsonObject items; // slot id -> item id
    QString location; // Hierapolis: where the hero went this turn
    std::optional<Hex> at; // Arena
    std::vector<Token> tokens;
    int paralyzedUntil = 0; // arena turn through which the flipped ranking token keeps the hero idle
    bool acted = false; // this arena turn
    bool swallowed = false;
    bool noResurrection = false;
};

struct PreparedRitual {
    QString ritual;
    int turn = 0; // the turn token: the Arena turn it is cast
    bool cast = false;
};

struct PlayerState {
    QString id;
    QString team;
    QStringList powers; // every power the player owns
    QStringList hand;
    QStringList discard;
    std::vector<PreparedRitual> rituals;
    bool placedGold = false; // the gold goes on the mats once
    int stamina = 0; // light semi-co-op: stamina tokens taken
};

// A ritual token lying on the Arena: absolute hexes.
struct ArenaRitual {
    QString ritual;
    QString owner;
    std::vector<Hex> blocked;
    std::vector<Hex> hexes;
};

struct MonsterState {
    QString id; // the sheet id; a monster is its own entity
    Hex at; // the centre of its seven hexes
    QStringList pile; // stamina token ids, top first
    bool tokenHidden = false;
    QStringList curses;
    bool acted = false;
    bool riderActed = false; // the Godslayer: rider and dragon act from their own tables
};

// A decision the table owes before play goes on: an item to equip or turn
// down, or a Thieves' Guild outcome to resolve.
struct Pending {
    QString kind; // "offer", "thieves"
    QString player;
    QString item; // offer
    QString source; // offer: "righteous-quest", "artifact"
    QString outcome; // thieves
};

// A text carried out by hand that came up in the last action: the screens
// offer its corrections (theosis_corrections.h) until the next action of the
// game's flow.
struct ByHandText {
    QString type; // the event: "power.by_hand", "skill.by_hand", "spell.by_hand", "monster.by_hand"
    QString name;
    QString instruction; // the pack's `by_hand.do`
    QStringList corrections; // the pack's `by_hand.corrections`
    QString owner; // the hero or monster whose text it is
    QStringList involved; // the heroes and monsters the action struck
};

struct Result_ {
    QString outcome; // "win", "tie", "loss"
    QStringList winners; // player ids
    QString reason;
    QStringList mvp; // light semi-co-op: the players with the most stamina tokens
};

struct Table {
    Phase phase = Phase::Hierapolis;
    Mode mode = Mode::Pvp;
    bool fast = false; // fast-action preparation: no Hierapolis, no rituals
    int turn = 1;
    QStringList seats; // player ids clockwise
    QString initiative; // holder of the marker now
    QString initiativeNext; // who takes it at the start of the next turn
    std::vector<PlayerState> players;
    std::vector<HeroState> heroes;
    QList<int> tracks{0, 0, 0}; // + towards the axis' first alignment
    QStringList questsTaken; // alignments whose gold space is used this turn
    QStringList market;
    QStringList marketFromTable; // the Market tokens the real table drew (the rest is the app's draw)
    QStringList pouch;
    // Fast preparation: the artifacts and items drawn for the heroes to take,
    // and those of them the real table drew (the rest is the app's draw).
    QStringList fastOffer;
    QStringList fastOfferFromTable;
    QStringList artifacts; // face down, one per Hierapolis turn
    QStringList ritualDeck;
    std::optional<Pending> pending;
    QJsonObject sealedBids; // player -> gold, bids made one at a time and not revealed yet
    QStringList closedLocations; // co-op with 9 heroes or fewer
    QStringList allocationOrder;
    QStringList ranking; // hero ids, highest first
    QList<Hex> startHexes; // where the heroes entered (spells spare them on turn 1)
    std::vector<ArenaRitual> arenaRituals;
    std::vector<MonsterState> monsters;
    QString actor; // the hero to act now, "" when rituals or monsters are due
    std::vector<ByHandText> byHand;
    std::optional<Result_> result;

    [[nodiscard]] PlayerState *player(const QString &id);
    [[nodiscard]] const PlayerState *player(const QString &id) const;
    [[nodiscard]] HeroState *hero(const QString &id);
    [[nodiscard]] const HeroState *hero(const QString &id) const;
    [[nodiscard]] MonsterState *monster(const QString &id);
    [[nodiscard]] std::vector<const HeroState *> heroesOf(const QString &player) const;
};

QJsonObject toJson(const Table &table);
Result<Table> tableFrom(const QJsonObject &data);

// One action being worked out: a copy of the state with its table and
// content unpacked, and the events explaining what happened so far. The
// given state is never touched; finish() packs the copy back up.
struct Play {
    std::shared_ptr<const Content> sharedContent; // keeps `content` alive
    const Content &content;
    SessionState state;
    Table table;
    std::vector<Event> events;

    void note(const QString &type, QJsonObject data, Phrase text);
    Transition finish();

    [[nodiscard]] QString name(const QString &id) const; // player, hero or monster, for messages
    // A hex in table words, by the nearest figure on the Arena (not `except`,
    // the one moving) or its centre, ready to be a phrase's argument.
    [[nodiscard]] QString place(Hex h, const QString &except = {}) const;
    [[nodiscard]] const HeroSheet &sheet(const HeroState &hero) const;
    [[nodiscard]] int health(const QString &hero) const;
    void setHealth(const QString &hero, int value);
    [[nodiscard]] int gold(const QString &entity) const;
    void setGold(const QString &entity, int value);
    [[nodiscard]] bool alive(const QString &hero) const { return health(hero) >= 1; }
    // Same side: a team, or every player against the monsters in co-op.
    [[nodiscard]] bool allied(const QString &playerA, const QString &playerB) const;
    [[nodiscard]] QString teamOf(const QString &player) const;
    // 1 for the highest rank; heroes not ranked yet get a rank after all others.
    [[nodiscard]] int rankOf(const QString &hero) const;
    // d`sides` from the session's generator, or the physical face in `action[key]`.
    Result<int> rollDie(const QJsonObject &action, const QString &key, int sides, const QString &purpose);
};

Result<Play> startPlay(const SessionState &state);

// A player of this session named by action[key].
Result<QString> playerField(const Play &play, const QJsonObject &action, const QString &key);
// A living-or-not hero of this session named by action[key].
Result<QString> heroField(const Play &play, const QJsonObject &action, const QString &key);
// A hero of this session that belongs to `player`.
Result<QString> ownHeroField(const Play &play, const QJsonObject &action, const QString &key, const QString &player);
// A hero of `player`'s team (their own included); only Mana Surge hands
// things to allies, so a refusal points at its rules entry.
Result<QString> alliedHeroField(const Play &play, const QJsonObject &action, const QString &key, const QString &player);

bool removeOne(QStringList &list, const QString &value);

// Refuses a field the action does not use in the form it takes (a field that
// would be ignored hides a mistake): bad_request, theosis.field_not_used.
Status onlyFields(const QJsonObject &action, std::initializer_list<const char *> fields);

} // namespace arbiter::theosis
