#include "session.h"

#include "counter_names.h"
#include "json_fields.h"

#include <QJsonDocument>
#include <algorithm>
#include <set>

namespace arbiter {

namespace {

constexpr int kMaxDelta = 10000;
constexpr int kMaxCounterValue = 1000000;
constexpr int kMaxNoteLength = 2000;
constexpr int kMaxNameLength = 60;

const QString kType = QStringLiteral("type");

QJsonArray termsToJson(const std::vector<TermRoll> &terms)
{
    QJsonArray out;
    for (const TermRoll &t : terms) {
        if (t.term.isDice()) {
            QJsonArray rolls;
            for (int r : t.rolls)
                rolls.append(r);
            QJsonObject o{{QStringLiteral("dice"), t.term.notation()}, {QStringLiteral("rolls"), rolls}};
            if (t.term.sign < 0)
                o.insert(QStringLiteral("sign"), -1);
            out.append(o);
        } else {
            out.append(QJsonObject{{QStringLiteral("modifier"), t.term.sign * t.term.constant}});
        }
    }
    return out;
}

// Terms are stored with the roll so the history shows per-die faces; reading
// them back re-parses the notation of each term.
std::vector<TermRoll> termsFromJson(const QJsonArray &array)
{
    std::vector<TermRoll> terms;
    for (const QJsonValue &v : array) {
        const QJsonObject o = v.toObject();
        TermRoll t;
        if (o.contains(QStringLiteral("dice"))) {
            auto parsed = parseDice(o.value(QStringLiteral("dice")).toString());
            if (parsed && !parsed->terms.empty())
                t.term = parsed->terms.front();
            t.term.sign = o.value(QStringLiteral("sign")).toInt(1);
            for (const QJsonValue &r : o.value(QStringLiteral("rolls")).toArray())
                t.rolls.push_back(r.toInt());
        } else {
            const int m = o.value(QStringLiteral("modifier")).toInt();
            t.term = DiceTerm{m < 0 ? -1 : 1, 0, 0, m < 0 ? -m : m};
        }
        terms.push_back(t);
    }
    return terms;
}

RuleError unknownEntity(const QString &id)
{
    return RuleError::invalid(QStringLiteral("session.unknown_entity"), QStringLiteral("core.counters"),
                              phrase(QT_TRANSLATE_NOOP("Engine", "Nothing called \"%1\" is tracked in this session."), id));
}

Result<Transition> adjustCounter(const SessionState &state, const QJsonObject &action, bool absolute)
{
    auto entityId = json::requiredString(action, QStringLiteral("entity"), {});
    if (!entityId)
        return entityId.error();
    auto counterName = json::requiredString(action, QStringLiteral("counter"), {});
    if (!counterName)
        return counterName.error();
    if (counterName->trimmed().isEmpty() || counterName->size() > kMaxNameLength)
        return json::fieldError(QStringLiteral("counter"), QT_TRANSLATE_NOOP("Engine", "%1 must be a name of 1 to 60 characters."));
    auto amount = absolute ? json::requiredInt(action, QStringLiteral("value"), {}, -kMaxCounterValue, kMaxCounterValue)
                           : json::requiredInt(action, QStringLiteral("delta"), {}, -kMaxDelta, kMaxDelta);
    if (!amount)
        return amount.error();
    if (!absolute && amount.value() == 0)
        return RuleError::badRequest(QStringLiteral("request.range"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "A change of 0 would change nothing.")));
    if (!state.entity(entityId.value()))
        return unknownEntity(entityId.value());

    Transition t{state, {}};
    Entity *entity = t.state.entity(entityId.value());
    const std::optional<int> before = entity->counter(counterName.value());
    const int from = before.value_or(0);
    const long long wanted = absolute ? amount.value() : static_cast<long long>(from) + amount.value();
    const int to = static_cast<int>(std::clamp<long long>(wanted, -kMaxCounterValue, kMaxCounterValue));
    entity->setCounter(counterName.value(), to);
    // The most frequent action at the table: its event is filled into a copy
    // of a finished object, so the keys are not inserted one by one.
    static const QJsonObject prototype{{QStringLiteral("entity"), QString()}, {QStringLiteral("counter"), QString()},
                                       {QStringLiteral("from"), 0},           {QStringLiteral("to"), 0},
                                       {QStringLiteral("delta"), 0},          {QStringLiteral("created"), false}};
    QJsonObject data = prototype;
    data[QLatin1String("entity")] = entity->id;
    data[QLatin1String("counter")] = counterName.value();
    data[QLatin1String("from")] = from;
    data[QLatin1String("to")] = to;
    data[QLatin1String("delta")] = to - from;
    data[QLatin1String("created")] = !before.has_value();
    t.events.push_back(Event{QStringLiteral("counter.changed"), std::move(data),
                             phrase(QT_TRANSLATE_NOOP("Engine", "%1: %2 changed from %3 to %4."), entity->name,
                                    counterName.value(), from, to)});
    return t;
}

Result<Transition> addNote(const SessionState &state, const QJsonObject &action)
{
    auto text = json::requiredString(action, QStringLiteral("text"), {});
    if (!text)
        return text.error();
    const QString trimmed = text->trimmed();
    if (trimmed.isEmpty() || trimmed.size() > kMaxNoteLength)
        return json::fieldError(QStringLiteral("text"), QT_TRANSLATE_NOOP("Engine", "%1 must hold 1 to 2000 characters."));
    Transition t{state, {}};
    t.state.notes.push_back(trimmed);
    t.events.push_back(Event{QStringLiteral("note.added"), {{QStringLiteral("text"), trimmed}},
                             phrase(QT_TRANSLATE_NOOP("Engine", "Note: %1"), trimmed)});
    return t;
}

Result<Transition> rollDice(const SessionState &state, const QJsonObject &action)
{
    auto notation = json::requiredString(action, QStringLiteral("dice"), {});
    if (!notation)
        return notation.error();
    auto expr = parseDice(notation.value());
    if (!expr)
        return expr.error();
    auto purpose = json::optionalString(action, QStringLiteral("purpose"), {}, {});
    if (!purpose)
        return purpose.error();

    std::optional<std::vector<int>> faces;
    if (action.contains(QStringLiteral("faces"))) {
        auto listed = json::requiredArray(action, QStringLiteral("faces"), {});
        if (!listed)
            return listed.error();
        std::vector<int> values;
        for (qsizetype i = 0; i < listed->size(); ++i) {
            auto face = json::optionalInt(QJsonObject{{QStringLiteral("f"), listed->at(i)}}, QStringLiteral("f"),
                                          QStringLiteral("faces[%1]").arg(i), 0, 1, 1000);
            if (!face)
                return face.error();
            values.push_back(face.value());
        }
        faces = std::move(values);
    }
    Transition t{state, {}};
    auto rolled = rollInSession(t.state, expr.value(), faces, purpose->left(kMaxNameLength));
    if (!rolled)
        return rolled.error();
    const RollEntry &entry = rolled.value();
    QJsonObject data{{QStringLiteral("dice"), entry.notation},
                     {QStringLiteral("total"), entry.total},
                     {QStringLiteral("terms"), termsToJson(entry.terms)},
                     {QStringLiteral("physical"), entry.physical}};
    if (!entry.purpose.isEmpty())
        data.insert(QStringLiteral("purpose"), entry.purpose);
    t.events.push_back(Event{QStringLiteral("dice.rolled"), data,
                             entry.physical ? phrase(QT_TRANSLATE_NOOP("Engine", "The real %1 showed %2."), entry.notation, entry.total)
                                            : phrase(QT_TRANSLATE_NOOP("Engine", "Rolled %1: %2."), entry.notation, entry.total)});
    return t;
}

using GenericAction = Result<Transition> (*)(const SessionState &, const QJsonObject &);

struct GenericEntry {
    const char *type;
    GenericAction run;
};

const GenericEntry kGenericActions[] = {
    {"counter.adjust", [](const SessionState &s, const QJsonObject &a) { return adjustCounter(s, a, false); }},
    {"counter.set", [](const SessionState &s, const QJsonObject &a) { return adjustCounter(s, a, true); }},
    {"note", addNote},
    {"dice.roll", rollDice},
};

QString rngWord(std::uint64_t v)
{
    return QString::number(v);
}

} // namespace

std::optional<int> Entity::counter(const QString &counterName) const
{
    for (const Counter &c : counters)
        if (c.name == counterName)
            return c.value;
    return std::nullopt;
}

void Entity::setCounter(const QString &counterName, int value)
{
    // Kept sorted by name so a state read back from JSON compares equal.
    auto it = std::lower_bound(counters.begin(), counters.end(), counterName,
                               [](const Counter &c, const QString &n) { return c.name < n; });
    if (it != counters.end() && it->name == counterName)
        it->value = value;
    else
        counters.insert(it, Counter{counterName, value});
}

const Entity *SessionState::entity(const QString &id) const
{
    for (const Entity &e : entities)
        if (e.id == id)
            return &e;
    return nullptr;
}

Entity *SessionState::entity(const QString &id)
{
    return const_cast<Entity *>(std::as_const(*this).entity(id));
}

QJsonObject toJson(const DiceRoll &roll)
{
    return {{QStringLiteral("total"), roll.total}, {QStringLiteral("terms"), termsToJson(roll.terms)}};
}

QJsonObject toJson(const SessionState &state)
{
    QJsonArray entities;
    for (const Entity &e : state.entities) {
        QJsonObject counters;
        for (const Counter &c : e.counters)
            counters.insert(c.name, c.value);
        QJsonObject o{{QStringLiteral("id"), e.id},
                      {QStringLiteral("kind"), e.kind},
                      {QStringLiteral("name"), e.name},
                      {QStringLiteral("counters"), counters}};
        if (!e.owner.isEmpty())
            o.insert(QStringLiteral("owner"), e.owner);
        entities.append(o);
    }
    QJsonArray notes;
    for (const QString &n : state.notes)
        notes.append(n);
    QJsonArray rolls;
    for (const RollEntry &r : state.rolls) {
        QJsonObject o{{QStringLiteral("dice"), r.notation},
                      {QStringLiteral("total"), r.total},
                      {QStringLiteral("terms"), termsToJson(r.terms)},
                      {QStringLiteral("physical"), r.physical}};
        if (!r.purpose.isEmpty())
            o.insert(QStringLiteral("purpose"), r.purpose);
        rolls.append(o);
    }
    QJsonArray rng;
    for (std::uint64_t word : state.rng.state())
        rng.append(rngWord(word));
    return {{QStringLiteral("game"), state.game},
            {QStringLiteral("players"), state.players},
            {QStringLiteral("setup"), state.setup},
            {QStringLiteral("rng"), rng},
            {QStringLiteral("entities"), entities},
            {QStringLiteral("notes"), notes},
            {QStringLiteral("rolls"), rolls},
            {QStringLiteral("data"), state.data},
            {QStringLiteral("action_count"), static_cast<double>(state.actionCount)}};
}

Result<SessionState> sessionStateFromJson(const QJsonObject &json)
{
    const auto broken = [] {
        return RuleError{ErrorKind::Internal, QStringLiteral("session.state_unreadable"), {},
                         phrase(QT_TRANSLATE_NOOP("Engine", "A saved game state could not be read back."))};
    };
    SessionState state;
    state.game = json.value(QStringLiteral("game")).toString();
    if (state.game.isEmpty())
        return broken();
    state.players = json.value(QStringLiteral("players")).toArray();
    state.setup = json.value(QStringLiteral("setup")).toObject();
    const QJsonArray rng = json.value(QStringLiteral("rng")).toArray();
    if (rng.size() != 4)
        return broken();
    Rng::State words{};
    for (int i = 0; i < 4; ++i) {
        bool ok = false;
        words[static_cast<std::size_t>(i)] = rng.at(i).toString().toULongLong(&ok);
        if (!ok)
            return broken();
    }
    state.rng = Rng::fromState(words);
    for (const QJsonValue &v : json.value(QStringLiteral("entities")).toArray()) {
        const QJsonObject o = v.toObject();
        Entity e{o.value(QStringLiteral("id")).toString(), o.value(QStringLiteral("kind")).toString(),
                 o.value(QStringLiteral("name")).toString(), o.value(QStringLiteral("owner")).toString(), {}};
        const QJsonObject counters = o.value(QStringLiteral("counters")).toObject();
        for (auto it = counters.begin(); it != counters.end(); ++it)
            e.setCounter(it.key(), it.value().toInt());
        state.entities.push_back(std::move(e));
    }
    for (const QJsonValue &v : json.value(QStringLiteral("notes")).toArray())
        state.notes.push_back(v.toString());
    for (const QJsonValue &v : json.value(QStringLiteral("rolls")).toArray()) {
        const QJsonObject o = v.toObject();
        state.rolls.push_back(RollEntry{o.value(QStringLiteral("dice")).toString(),
                                        termsFromJson(o.value(QStringLiteral("terms")).toArray()),
                                        o.value(QStringLiteral("total")).toInt(),
                                        o.value(QStringLiteral("physical")).toBool(),
                                        o.value(QStringLiteral("purpose")).toString()});
    }
    state.data = json.value(QStringLiteral("data")).toObject();
    state.actionCount = static_cast<std::int64_t>(json.value(QStringLiteral("action_count")).toDouble());
    return state;
}

QJsonObject toJson(const Event &event)
{
    QJsonObject o = event.data;
    o.insert(QStringLiteral("type"), event.type);
    o.insert(QStringLiteral("text"), renderEnglish(event.text));
    return o;
}

Result<SessionState> newSession(const GameDefinition &game, const QJsonArray &players, const QJsonObject &setup,
                                std::uint64_t seed)
{
    if (players.size() < game.minPlayers || players.size() > game.maxPlayers)
        return RuleError::invalid(QStringLiteral("session.player_count"), QStringLiteral("core.sessions"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is played by %2 to %3 players, not %4."), game.id,
                                         game.minPlayers, game.maxPlayers, static_cast<int>(players.size())));
    SessionState state;
    state.game = game.id;
    state.setup = setup;
    state.rng = Rng(seed);
    std::set<QString> ids;
    for (qsizetype i = 0; i < players.size(); ++i) {
        const QString path = QStringLiteral("players[%1]").arg(i);
        QString id;
        QString name;
        if (players.at(i).isString()) {
            id = name = players.at(i).toString().trimmed();
        } else if (players.at(i).isObject()) {
            const QJsonObject o = players.at(i).toObject();
            auto idField = json::requiredString(o, QStringLiteral("id"), path);
            if (!idField)
                return idField.error();
            auto nameField = json::optionalString(o, QStringLiteral("name"), path, idField.value());
            if (!nameField)
                return nameField.error();
            id = idField->trimmed();
            name = nameField->trimmed();
        } else {
            return json::fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 must be a name or an object with an id."));
        }
        if (id.isEmpty() || id.size() > kMaxNameLength || name.isEmpty() || name.size() > kMaxNameLength)
            return json::fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 needs a name of 1 to 60 characters."));
        if (!ids.insert(id).second)
            return RuleError::badRequest(QStringLiteral("request.duplicate_id"),
                                         phrase(QT_TRANSLATE_NOOP("Engine", "Two players share the id \"%1\"."), id));
        state.players.append(QJsonObject{{QStringLiteral("id"), id}, {QStringLiteral("name"), name}});
        state.entities.push_back(Entity{id, QStringLiteral("player"), name, {}, {}});
    }
    if (game.setup)
        return game.setup(std::move(state));
    return state;
}

Result<RollEntry> rollInSession(SessionState &state, const DiceExpression &dice, const std::optional<std::vector<int>> &faces,
                                const QString &purpose)
{
    RollEntry entry{dice.notation(), {}, 0, false, purpose};
    if (faces) {
        auto physical = enterPhysicalRoll(dice, *faces);
        if (!physical)
            return physical.error();
        entry.terms = physical->terms;
        entry.total = physical->total;
        entry.physical = true;
    } else {
        const DiceRoll rolled = roll(dice, state.rng);
        entry.terms = rolled.terms;
        entry.total = rolled.total;
    }
    state.rolls.push_back(entry);
    return entry;
}

std::optional<CounterRange> counterRange(const GameDefinition &game, const SessionState &state, const QString &entity,
                                         const QString &counter)
{
    const Entity *found = state.entity(entity);
    if (!found || !game.counterRange)
        return std::nullopt;
    return game.counterRange(state, *found, counter);
}

namespace {

// A hand correction the game bounds: refused outside the counter's range,
// with the range in words; inside it, the game does what crossing a
// threshold means.
Result<Transition> withinTheGame(const GameDefinition &game, const SessionState &before, Transition corrected)
{
    const QJsonObject &data = corrected.events.front().data;
    const QString entity = data.value(QStringLiteral("entity")).toString();
    const QString counter = data.value(QStringLiteral("counter")).toString();
    const int to = data.value(QStringLiteral("to")).toInt();
    if (const std::optional<CounterRange> range = counterRange(game, before, entity, counter)) {
        if (to < range->min || to > range->max) {
            const Entity *e = before.entity(entity);
            return RuleError::invalid(QStringLiteral("counter.out_of_range"), QStringLiteral("core.counters"),
                                      phrase(QT_TRANSLATE_NOOP("Engine", "%1: %2 can be %3 to %4, not %5."), e ? e->name : entity,
                                             counterWord(&game, counter), range->min, range->max, to));
        }
    }
    if (!game.afterCorrection)
        return corrected;
    return game.afterCorrection(std::move(corrected), entity, counter);
}

} // namespace

Result<Transition> apply(const GameDefinition &game, const SessionState &state, const QJsonObject &action)
{
    auto type = json::requiredString(action, kType, {});
    if (!type)
        return type.error();
    Result<Transition> outcome = RuleError{};
    bool handled = false;
    for (const GenericEntry &entry : kGenericActions) {
        if (type.value() == QLatin1String(entry.type)) {
            outcome = entry.run(state, action);
            handled = true;
            break;
        }
    }
    if (!handled) {
        const QStringList own = game.actionTypes ? game.actionTypes() : QStringList{};
        if (!game.apply || !own.contains(type.value())) {
            QStringList known;
            for (const GenericEntry &entry : kGenericActions)
                known << QString::fromLatin1(entry.type);
            known << own;
            return RuleError::badRequest(QStringLiteral("action.unknown"),
                                         phrase(QT_TRANSLATE_NOOP("Engine", "There is no action \"%1\" here; known actions: %2."),
                                                type.value(), known.join(QStringLiteral(", "))));
        }
        outcome = game.apply(state, action);
    }
    if (!outcome)
        return outcome;
    if (handled && type.value().startsWith(QLatin1String("counter."))) {
        outcome = withinTheGame(game, state, std::move(outcome).value());
        if (!outcome)
            return outcome;
    }
    Transition t = std::move(outcome).value();
    t.state.actionCount = state.actionCount + 1;
    return t;
}

Result<GameOptions> gameOptions(const GameDefinition &game, const SessionState &state)
{
    if (!game.options)
        return RuleError::invalid(QStringLiteral("options.unavailable"), QStringLiteral("core.sessions"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The rules of %1 cannot list what may happen now; only counters, notes and dice are tracked."),
                                         game.id));
    return game.options(state);
}

} // namespace arbiter
