#pragma once

#include "core/session.h"
#include "games/exiled_legends/el_content.h"
#include "games/exiled_legends/el_targets.h"

#include <QStringList>
#include <map>
#include <memory>
#include <optional>
#include <vector>

// The game-specific part of an Exiled Legends session (SessionState::data) as
// value types, and Table: the working view one action uses to read and change
// a state. Numbers the table may correct by hand (damage, Strength, Max HP,
// Myth Points, bane tokens, temporary gains) are entity counters and are read
// from there; data keeps only where cards are and whose turn it is.
namespace arbiter::exiled_legends {

enum class Stage { Draft, Setup, Play, Over };
enum class Phase { Sphere, Beginning, Action, Attack, End };
enum class AttackStep { Reactions, Aftermath };

// Counter names on hero and legend entities.
namespace counters {
inline const QString kDamage = QStringLiteral("damage");
inline const QString kStrength = QStringLiteral("strength");
inline const QString kMaxHp = QStringLiteral("max_hp");
inline const QString kGainStrength = QStringLiteral("gain_strength");
inline const QString kGainMaxHp = QStringLiteral("gain_max_hp");
inline const QString kReversed = QStringLiteral("reversed");
inline const QString kMythPoints = QStringLiteral("mp"); // on player entities
QString bane(const QString &legendId); // "bane:<legend id>"
} // namespace counters

inline constexpr int kStartingMythPoints = 2;
inline constexpr int kTeamSize = 6;
inline constexpr int kSpheresPerPlayer = 3;

struct PlayerData {
    QString legend; // the Legend's card id, also its entity id
    bool flipped = false;
    bool out = false;
    bool spentMp = false; // since the start of the player's last turn
    bool lineupChosen = false;
    int orderRoll = 0; // the die for the first player, 0 until rolled
    QStringList deck; // Team deck, top card first
    QString champion; // empty while a replacement choice is pending
    QStringList supports;
    QStringList candidates; // heroes to choose the new Champion from
    // The heroes the app turned up from the Team deck this turn: the real
    // deck may have shown others (deck.correct_draw).
    QStringList drawn;
    QStringList graveyard;
    QStringList spheres; // the Sphere cards this player put in the deck
    QStringList hand; // draft only: the cards to pick from
    QStringList picks; // draft only: the cards kept so far
};

// A triggered ability that may be used now (a window) or a start-of-turn one
// to remember (a reminder). `ability` is "champion", "support" or "team";
// `index` tells a flipped Legend's two abilities of one position apart.
struct AbilityPrompt {
    QString player;
    QString hero;
    QString ability;
    int index = 0;
    QString name;
    Trigger trigger = Trigger::Other;
};

struct BaneReminder {
    QString hero;
    QString legend;
};

struct PendingDamage {
    QString hero;
    int counters = 0;
};

struct AttackData {
    AttackType type = AttackType::Precise;
    QString attacker; // the attacking Champion
    int strength = 0;
    AttackStep step = AttackStep::Reactions;
    std::vector<PendingDamage> pending; // counters beside each target (step 1-2)
    std::vector<AbilityPrompt> window; // triggered abilities that may be used now
    QStringList dealt; // heroes that took damage in step 3
};

// A "gain" or "reverse" that ends with `until`'s turn; the counters hold the
// live values, this ledger says what to take back.
struct Temporary {
    QString hero;
    int strength = 0;
    int maxHp = 0;
    bool reverse = false;
    QString until;
};

// What this turn's attack did once it is resolved, so the table still sees
// it after the attack's own data is gone (until the turn ends).
struct AttackOutcome {
    AttackType type = AttackType::Precise;
    QString attacker;
    int strength = 0;
    std::vector<PendingDamage> dealt; // every target, with the counters it took (0: none reached it)
    QStringList destroyed; // heroes sent to the Graveyard in step 5
};

struct TurnData {
    QString player;
    Phase phase = Phase::Sphere;
    QStringList used; // actions and abilities used this turn
    bool attacked = false;
    std::optional<AttackOutcome> lastAttack; // set when the attack is resolved
    std::vector<AbilityPrompt> reminders;
    std::vector<BaneReminder> baneReminders;
    // The by-hand ability last used (its abilityKey), whose corrections the
    // screens offer until the phase or the attack step moves on.
    QString byHand;
};

struct GameData {
    Stage stage = Stage::Setup;
    bool draft = false;
    int round = 0;
    QStringList order; // turn order, starting with the first player
    QStringList rolloff; // players still to roll for the first player
    std::map<QString, PlayerData> players;
    TurnData turn;
    QStringList sphereDeck; // top card first
    QStringList faceUp; // flipped Sphere cards, the active one last
    std::optional<AttackData> attack;
    std::vector<Temporary> temporary;
    QString winner;
};

QJsonObject toJson(const GameData &data);
GameData gameDataFrom(const QJsonObject &json);

// The Sphere card in force: the one flipped for the current round. A card's
// effect lasts until its round is over, so while a new round waits for its
// flip (and before the first one) no card is in force: empty.
QString activeSphere(const GameData &data);

QString phaseName(Phase phase);
QString stageName(Stage stage);

// Where a hero or Legend is.
enum class Place { Nowhere, Champion, Support, Candidate, Deck, Graveyard, LegendSide };

// One action at work: the content, the state being built, its data and the
// events explaining the change.
class Table {
public:
    static Result<Table> open(const SessionState &state);

    [[nodiscard]] const Content &content() const { return *m_content; }
    [[nodiscard]] const SessionState &state() const { return m_state; }
    SessionState &state() { return m_state; }
    GameData &data() { return m_data; }
    [[nodiscard]] const GameData &data() const { return m_data; }

    void event(const QString &type, QJsonObject data, Phrase text);
    // The new state and its events; the table is spent afterwards.
    [[nodiscard]] Transition finish() &&;

    // Players in seating (clockwise) order, and those still in the game.
    [[nodiscard]] QStringList seating() const;
    [[nodiscard]] QStringList playersIn() const;
    PlayerData &player(const QString &id) { return m_data.players[id]; }
    [[nodiscard]] const PlayerData &player(const QString &id) const;
    [[nodiscard]] QString nameOf(const QString &entityId) const;

    // Heroes and Legends.
    [[nodiscard]] bool isCard(const QString &id) const; // a hero or Legend of this session
    [[nodiscard]] bool isLegend(const QString &id) const;
    [[nodiscard]] QString ownerOf(const QString &id) const;
    [[nodiscard]] Place placeOf(const QString &id) const;
    [[nodiscard]] bool inPlay(const QString &id) const; // Champion or Support (or choosable as Champion)
    [[nodiscard]] QStringList heroesInPlay(const QString &player) const; // Champion first
    [[nodiscard]] std::optional<std::size_t> slotOf(const QString &id) const; // 0 Champion, 1..2 Supports

    [[nodiscard]] int counter(const QString &entity, const QString &name) const;
    void setCounter(const QString &entity, const QString &name, int value);
    void dropCounter(const QString &entity, const QString &name);

    [[nodiscard]] int strengthOf(const QString &hero) const; // with reverse, gains, banes and the Sphere card
    // The Sphere card in force and what it adds to this hero's Strength (0 when
    // no card is in force, the hero's type differs or the card computes none).
    [[nodiscard]] const SphereCard *activeSphereCard() const;
    [[nodiscard]] int sphereStrength(const QString &hero) const;
    [[nodiscard]] std::optional<HeroType> typeOf(const QString &hero) const;
    [[nodiscard]] int maxHpOf(const QString &hero) const;
    [[nodiscard]] int damageOf(const QString &hero) const { return counter(hero, counters::kDamage); }
    [[nodiscard]] bool atMaxHp(const QString &hero) const { return damageOf(hero) >= maxHpOf(hero); }
    [[nodiscard]] int baneCount(const QString &hero) const; // tokens of every kind
    [[nodiscard]] int baneExtraDamage(const QString &hero) const;
    [[nodiscard]] int tokensInSupply(const QString &legend) const;
    [[nodiscard]] QStringList legendsInGame() const;

    [[nodiscard]] const Ability *ability(const QString &hero, const QString &position, int index) const;

private:
    Table(std::shared_ptr<const Content> content, SessionState state, GameData data);

    std::shared_ptr<const Content> m_content; // shared: parsed once per pack
    SessionState m_state;
    GameData m_data;
    std::vector<Event> m_events;
};

} // namespace arbiter::exiled_legends
