#include "session_story.h"

#include <QJsonArray>
#include <algorithm>

namespace arbiter {

namespace {

const FigureStanding *findFigure(const Standing &standing, const QString &id)
{
    for (const FigureStanding &f : standing.figures)
        if (f.id == id)
            return &f;
    return nullptr;
}

const TrackStanding *findTrack(const Standing &standing, const QString &key, const QString &side)
{
    for (const TrackStanding &t : standing.tracks)
        if (t.key == key && t.side == side)
            return &t;
    return nullptr;
}

QJsonValue optionalInt(const std::optional<int> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QJsonArray byRound(const std::vector<std::optional<int>> &values)
{
    QJsonArray out;
    for (const std::optional<int> &v : values)
        out.append(optionalInt(v));
    return out;
}

} // namespace

StoryTeller::StoryTeller(QString game, const Standing &initial, Credit credit)
    : m_before(initial), m_credit(std::move(credit))
{
    m_story.game = std::move(game);
    m_story.rounds.push_back(0);
    record(initial);
}

int StoryTeller::figureIndex(const FigureStanding &figure)
{
    for (std::size_t i = 0; i < m_story.figures.size(); ++i)
        if (m_story.figures[i].last.id == figure.id)
            return static_cast<int>(i);
    FigureStory story;
    story.last = figure;
    story.healthByRound.resize(m_story.rounds.size());
    m_story.figures.push_back(std::move(story));
    return static_cast<int>(m_story.figures.size() - 1);
}

int StoryTeller::trackIndex(const TrackStanding &track)
{
    for (std::size_t i = 0; i < m_story.tracks.size(); ++i)
        if (m_story.tracks[i].key == track.key && m_story.tracks[i].side == track.side)
            return static_cast<int>(i);
    TrackStory story{track.key, track.label, track.side, {}, track.value};
    story.byRound.resize(m_story.rounds.size());
    m_story.tracks.push_back(std::move(story));
    return static_cast<int>(m_story.tracks.size() - 1);
}

// The newest axis entry takes this standing's values: the last action of a
// round overwrites the earlier ones.
void StoryTeller::record(const Standing &standing)
{
    for (const FigureStanding &f : standing.figures) {
        FigureStory &story = m_story.figures[static_cast<std::size_t>(figureIndex(f))];
        story.last = f;
        story.healthByRound.back() = f.health;
    }
    for (const TrackStanding &t : standing.tracks) {
        TrackStory &story = m_story.tracks[static_cast<std::size_t>(trackIndex(t))];
        story.last = t.value;
        story.byRound.back() = t.value;
    }
}

void StoryTeller::swing(Swing s)
{
    if (s.size() == 0)
        return;
    // Kept sorted, biggest first; an equal swing later in the game does not
    // push out an earlier one.
    auto at = std::upper_bound(m_swings.begin(), m_swings.end(), s,
                               [](const Swing &a, const Swing &b) { return a.size() > b.size(); });
    if (m_swings.size() >= kSwingsTold && at == m_swings.end())
        return;
    m_swings.insert(at, std::move(s));
    if (m_swings.size() > kSwingsTold)
        m_swings.pop_back();
}

void StoryTeller::credit(const QString &dealer, const FigureStanding &victim, int amount, bool knockOut)
{
    const FigureStanding *by = findFigure(m_before, dealer);
    if (!by || by->side == victim.side)
        return;
    FigureStory &story = m_story.figures[static_cast<std::size_t>(figureIndex(*by))];
    story.damageDealt += amount;
    if (knockOut)
        ++story.knockOuts;
}

void StoryTeller::next(const Standing &after, const RollEntry *newRolls, std::size_t newRollCount,
                       const std::vector<Event> &events)
{
    const int action = ++m_story.actions;
    const Standing &before = m_before;

    // Damage the game's events credit to a figure; the rest goes to the acting one.
    std::vector<DamageCredit> credits;
    if (m_credit)
        for (const Event &e : events)
            if (std::optional<DamageCredit> c = m_credit(e))
                credits.push_back(std::move(*c));
    for (const FigureStanding &a : after.figures) {
        const FigureStanding *b = findFigure(before, a.id);
        if (!b || b->out)
            continue;
        const bool knockedOut = a.out;
        const int lost = knockedOut ? b->health : b->health - a.health;
        const int to = knockedOut ? 0 : a.health;
        if (to != b->health)
            swing(Swing{Swing::Kind::Health, action, before.round, a.id, a.side, b->health, to});
        if (lost <= 0 && !knockedOut)
            continue;
        FigureStory &victim = m_story.figures[static_cast<std::size_t>(figureIndex(a))];
        victim.damageTaken += std::max(lost, 0);
        if (knockedOut)
            ++victim.knockedOut;
        // Each credited blow gets its amount (never more than was lost); the
        // last one credited also gets the knock-out and what was left.
        int left = std::max(lost, 0);
        QString last;
        for (const DamageCredit &c : credits) {
            if (c.victim != a.id || left <= 0)
                continue;
            const int amount = std::min(c.amount, left);
            credit(c.source, a, amount, false);
            left -= amount;
            last = c.source;
        }
        if (last.isEmpty())
            last = before.actingFigure;
        credit(last, a, left, knockedOut);
    }
    for (const TrackStanding &t : after.tracks) {
        const TrackStanding *b = findTrack(before, t.key, t.side);
        if (b && b->value != t.value)
            swing(Swing{Swing::Kind::Track, action, before.round, t.key, t.side, b->value, t.value});
    }
    for (std::size_t i = 0; i < newRollCount; ++i) {
        const RollEntry &r = newRolls[i];
        m_story.rolls.push_back(RollStory{action, before.round, before.actingPlayer, r.notation, r.total, r.physical,
                                          r.purpose, rollOdds(m_odds, r.notation, r.total)});
    }

    // Actions before the first round (a draft, a setup) move the start itself.
    if (after.round != m_story.rounds.back()) {
        m_story.rounds.push_back(after.round);
        for (FigureStory &f : m_story.figures)
            f.healthByRound.emplace_back(f.healthByRound.back());
        for (TrackStory &t : m_story.tracks)
            t.byRound.emplace_back(t.byRound.back());
    }
    record(after);
    m_before = after;
}

SessionStory StoryTeller::finish() &&
{
    m_story.swings = std::move(m_swings);
    m_story.sides = m_before.sides;
    m_story.over = m_before.over;
    m_story.cooperative = m_before.cooperative;
    m_story.winners = m_before.winners;

    // Luck per player: the seating order the sides give, then anyone else who rolled.
    QStringList players;
    for (const SideStanding &side : m_before.sides)
        for (const QString &p : side.players)
            if (!players.contains(p))
                players << p;
    for (const RollStory &r : m_story.rolls)
        if (!r.player.isEmpty() && !players.contains(r.player))
            players << r.player;
    for (const QString &player : players) {
        std::vector<LuckRoll> rolls;
        PlayerLuck luck{player, 0, {}};
        for (const RollStory &r : m_story.rolls) {
            if (r.player != player)
                continue;
            rolls.push_back(LuckRoll{r.notation, r.total});
            luck.physicalRolls += r.physical ? 1 : 0;
        }
        if (rolls.empty())
            continue;
        luck.luck = diceLuck(m_odds, rolls);
        m_story.luck.push_back(std::move(luck));
    }
    return std::move(m_story);
}

Result<SessionStory> tellStory(const GameDefinition &game, const SessionState &initial,
                               const std::vector<QJsonObject> &actions)
{
    const auto standingOf = [&](const SessionState &state) { return game.standing ? game.standing(state) : Standing{}; };
    StoryTeller teller(game.id, standingOf(initial), game.damageCredit);
    // The fold carries no roll history: every action would copy it (a long
    // session holds thousands of rolls), and no rule reads it; each action's
    // own rolls are all the rolls of the state it leaves.
    SessionState state = initial;
    state.rolls.clear();
    for (const QJsonObject &action : actions) {
        Result<Transition> t = apply(game, state, action);
        if (!t)
            return t.error();
        state = std::move(t->state);
        teller.next(standingOf(state), state.rolls.data(), state.rolls.size(), t->events);
        state.rolls.clear();
    }
    return std::move(teller).finish();
}

QJsonObject toJson(const SessionStory &story)
{
    QJsonArray rounds;
    for (int r : story.rounds)
        rounds.append(r);
    QJsonArray sides;
    for (const SideStanding &s : story.sides)
        sides.append(QJsonObject{{QStringLiteral("id"), s.id}, {QStringLiteral("players"), QJsonArray::fromStringList(s.players)}});
    QJsonArray figures;
    for (const FigureStory &f : story.figures) {
        figures.append(QJsonObject{
            {QStringLiteral("id"), f.last.id},
            {QStringLiteral("name"), f.last.name},
            {QStringLiteral("player"), f.last.player},
            {QStringLiteral("side"), f.last.side},
            {QStringLiteral("character"), f.last.character},
            {QStringLiteral("lead"), f.last.lead},
            {QStringLiteral("health"), f.last.health},
            {QStringLiteral("max_health"), f.last.maxHealth},
            {QStringLiteral("out"), f.last.out},
            {QStringLiteral("damage_dealt"), f.damageDealt},
            {QStringLiteral("damage_taken"), f.damageTaken},
            {QStringLiteral("knock_outs"), f.knockOuts},
            {QStringLiteral("knocked_out"), f.knockedOut},
            {QStringLiteral("health_by_round"), byRound(f.healthByRound)},
        });
    }
    QJsonArray tracks;
    for (const TrackStory &t : story.tracks) {
        tracks.append(QJsonObject{{QStringLiteral("key"), t.key},
                                  {QStringLiteral("label"), renderEnglish(t.label)},
                                  {QStringLiteral("side"), t.side},
                                  {QStringLiteral("by_round"), byRound(t.byRound)},
                                  {QStringLiteral("last"), t.last}});
    }
    QJsonArray swings;
    for (const Swing &s : story.swings) {
        swings.append(QJsonObject{{QStringLiteral("kind"), s.kind == Swing::Kind::Health ? QStringLiteral("health")
                                                                                          : QStringLiteral("track")},
                                  {QStringLiteral("action"), s.action},
                                  {QStringLiteral("round"), s.round},
                                  {QStringLiteral("subject"), s.subject},
                                  {QStringLiteral("side"), s.side},
                                  {QStringLiteral("from"), s.from},
                                  {QStringLiteral("to"), s.to}});
    }
    QJsonArray rolls;
    for (const RollStory &r : story.rolls) {
        QJsonObject o{{QStringLiteral("action"), r.action},  {QStringLiteral("round"), r.round},
                      {QStringLiteral("player"), r.player},  {QStringLiteral("dice"), r.notation},
                      {QStringLiteral("total"), r.total},    {QStringLiteral("physical"), r.physical}};
        if (!r.purpose.isEmpty())
            o.insert(QStringLiteral("purpose"), r.purpose);
        if (r.odds) {
            o.insert(QStringLiteral("below"), toFractionString(r.odds->below));
            o.insert(QStringLiteral("equal"), toFractionString(r.odds->equal));
            o.insert(QStringLiteral("better"), r.odds->below.toDouble());
        }
        rolls.append(o);
    }
    QJsonArray luck;
    for (const PlayerLuck &l : story.luck) {
        luck.append(QJsonObject{{QStringLiteral("player"), l.player},
                                {QStringLiteral("rolls"), l.luck.rolls},
                                {QStringLiteral("physical_rolls"), l.physicalRolls},
                                {QStringLiteral("total"), l.luck.total},
                                {QStringLiteral("expected"), l.luck.expected},
                                {QStringLiteral("variance"), l.luck.variance},
                                {QStringLiteral("better"), l.luck.better},
                                {QStringLiteral("worse"), l.luck.worse},
                                {QStringLiteral("approximate"), l.luck.approximate}});
    }
    return QJsonObject{{QStringLiteral("game"), story.game},
                       {QStringLiteral("actions"), story.actions},
                       {QStringLiteral("rounds"), rounds},
                       {QStringLiteral("last_round"), story.lastRound()},
                       {QStringLiteral("over"), story.over},
                       {QStringLiteral("cooperative"), story.cooperative},
                       {QStringLiteral("winners"), QJsonArray::fromStringList(story.winners)},
                       {QStringLiteral("sides"), sides},
                       {QStringLiteral("figures"), figures},
                       {QStringLiteral("tracks"), tracks},
                       {QStringLiteral("swings"), swings},
                       {QStringLiteral("rolls"), rolls},
                       {QStringLiteral("luck"), luck}};
}

} // namespace arbiter
