#pragma once

#include "dice_luck.h"
#include "session.h"
#include "standing.h"

#include <QJsonObject>
#include <optional>
#include <vector>

namespace arbiter {

// A session told back from its log: what the game's standings (standing.h)
// show after every action, folded into the figures a story page and the
// statistics read. Pure: the same log always tells the same story.

struct FigureStory {
    FigureStanding last; // as it stood when the story ends
    int damageDealt = 0; // health opposing figures lost while this one was acting
    int damageTaken = 0; // health lost (a knock-out counts what was left)
    int knockOuts = 0; // opposing figures knocked out while this one was acting
    int knockedOut = 0; // times it was knocked out
    std::vector<std::optional<int>> healthByRound; // per SessionStory::rounds; none before it came to the table
};

struct TrackStory {
    QString key;
    Phrase label;
    QString side;
    std::vector<std::optional<int>> byRound; // per SessionStory::rounds
    int last = 0;
};

// One action that moved one number a long way.
struct Swing {
    enum class Kind { Health, Track };
    Kind kind = Kind::Health;
    int action = 0; // 1-based index among the session's actions in force
    int round = 0;
    QString subject; // the figure's id, or the track's key
    QString side; // the track's side
    int from = 0;
    int to = 0;
    [[nodiscard]] int size() const { return to > from ? to - from : from - to; }
};

struct RollStory {
    int action = 0;
    int round = 0;
    QString player; // whose turn it was, empty when nobody's
    QString notation;
    int total = 0;
    bool physical = false;
    QString purpose;
    std::optional<RollOdds> odds; // none for dice the odds engine cannot read
};

struct PlayerLuck {
    QString player;
    int physicalRolls = 0;
    DiceLuck luck;
};

struct SessionStory {
    QString game;
    int actions = 0;
    // The x axis of every "by round" list: 0 (the start), then each round
    // reached; each entry is the value when that round's last action was done.
    std::vector<int> rounds;
    std::vector<SideStanding> sides;
    std::vector<FigureStory> figures; // in the order they came to the table
    std::vector<TrackStory> tracks;
    std::vector<Swing> swings; // the biggest first, at most kSwingsTold
    std::vector<RollStory> rolls; // in the order rolled
    std::vector<PlayerLuck> luck; // per player in seating order, only players who rolled
    bool over = false;
    bool cooperative = false;
    QStringList winners;
    [[nodiscard]] int lastRound() const { return rounds.empty() ? 0 : rounds.back(); }
};

inline constexpr std::size_t kSwingsTold = 5;

// Folds `actions` (the session's actions in force, oldest first) over
// `initial`. A game without a standing function tells only its rolls.
// Refused when an action no longer applies (a damaged log).
Result<SessionStory> tellStory(const GameDefinition &game, const SessionState &initial,
                               const std::vector<QJsonObject> &actions);

// The fold itself, one state at a time, for a caller that folds the log
// anyway (tellStory, tests of hand-made standings).
class StoryTeller {
public:
    using Credit = std::function<std::optional<DamageCredit>(const Event &)>;
    // `credit`: the game's GameDefinition::damageCredit, may be empty.
    StoryTeller(QString game, const Standing &initial, Credit credit = {});
    // The standing after the next action, with the rolls that action made and its events.
    void next(const Standing &after, const RollEntry *newRolls, std::size_t newRollCount,
              const std::vector<Event> &events = {});
    [[nodiscard]] SessionStory finish() &&;

private:
    int figureIndex(const FigureStanding &figure);
    int trackIndex(const TrackStanding &track);
    void record(const Standing &standing);
    void swing(Swing s);
    void credit(const QString &dealer, const FigureStanding &victim, int amount, bool knockOut);

    SessionStory m_story;
    Standing m_before;
    std::vector<Swing> m_swings;
    OddsCache m_odds;
    Credit m_credit;
};

QJsonObject toJson(const SessionStory &story);

} // namespace arbiter
