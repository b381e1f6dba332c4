#pragma once

#include "game_actions.h"
#include "session.h"
#include "typed_action.h"

#include <QJsonObject>
#include <QStringList>
#include <functional>
#include <memory>
#include <span>

namespace arbiter {

// One dispatcher for every game: a game names its working state `Work` (its
// table unpacked from SessionState::data), how to unpack it and pack it up,
// and a table of moves. Each move decodes its typed action and carries it out
// on the working state; the state is unpacked once per action and packed once.

template <typename Work>
struct Move {
    const char *type;
    // Decodes the action's fields and carries it out on `work`; a refusal leaves
    // the session untouched because `work` is thrown away.
    Status (*run)(Work &work, const QJsonObject &action);
};

// The table entry for a rule over the typed action `A`.
template <typename Work, typename A, Status (*Rule)(Work &, const A &)>
constexpr Move<Work> move()
{
    return {A::kType, [](Work &work, const QJsonObject &action) -> Status {
                auto decoded = typed::decode<A>(action);
                if (!decoded)
                    return decoded.error();
                return Rule(work, decoded.value());
            }};
}

template <typename Work>
struct GameMoves {
    Result<Work> (*unpack)(const SessionState &);
    Transition (*pack)(Work &&);
    std::span<const Move<Work>> moves;

    [[nodiscard]] const Move<Work> *find(QStringView type) const
    {
        for (const Move<Work> &m : moves)
            if (type == QLatin1String(m.type))
                return &m;
        return nullptr;
    }

    [[nodiscard]] Result<Transition> apply(const SessionState &state, const QJsonObject &action) const
    {
        const QString type = action.value(QStringLiteral("type")).toString();
        const Move<Work> *m = find(type);
        if (!m)
            return unknownGameAction(type);
        auto work = unpack(state);
        if (!work)
            return work.error();
        if (Status done = m->run(work.value(), action); !done)
            return done.error();
        return pack(std::move(work).value());
    }

    // For the options query, which tries many actions on one state: the state
    // is unpacked once, each trial runs on a copy and nothing is packed.
    [[nodiscard]] std::function<Status(const QJsonObject &)> trials(const SessionState &state) const
    {
        auto unpacked = unpack(state);
        if (!unpacked)
            return [error = unpacked.error()](const QJsonObject &) -> Status { return error; };
        auto work = std::make_shared<const Work>(std::move(unpacked).value());
        return [self = *this, work](const QJsonObject &action) -> Status {
            const QString type = action.value(QStringLiteral("type")).toString();
            const Move<Work> *m = self.find(type);
            if (!m)
                return unknownGameAction(type);
            Work copy = *work;
            return m->run(copy, action);
        };
    }

    [[nodiscard]] QStringList types() const
    {
        QStringList out;
        out.reserve(static_cast<qsizetype>(moves.size()));
        for (const Move<Work> &m : moves)
            out << QString::fromLatin1(m.type);
        return out;
    }
};

} // namespace arbiter
