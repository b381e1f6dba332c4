#pragma once

#include "hex_coord.h"
#include "phrase.h"

#include <QString>
#include <optional>
#include <variant>

namespace arbiter {

// Why the engine refused something. Every code maps to one kind of refusal;
// `rule` is the id of the rules-reference entry that explains it, so any
// refusal on screen links to the rule behind it.
enum class ErrorKind {
    BadRequest, // malformed: missing or ill-typed field, value out of range
    InvalidMove, // well-formed but against the rules
    NotFound, // refers to an entity, session or entry that does not exist
    UnknownOp, // the CLI has no such operation
    Storage, // the database refused (raised by the app's store, never by rules)
    Internal, // a bug: should never reach a user
};

struct RuleError {
    ErrorKind kind = ErrorKind::InvalidMove;
    QString code; // stable machine code, e.g. "hex.blocked", "session.nothing_to_undo"
    QString rule; // rules-reference entry id, e.g. "core.undo"
    Phrase message; // one sentence, English source + arguments
    std::optional<Hex> hex; // the board hex the refusal is about, for the screen to outline

    // The same refusal, pointing at the hex it concerns.
    [[nodiscard]] RuleError about(Hex h) &&
    {
        hex = h;
        return std::move(*this);
    }

    static RuleError invalid(QString code, QString rule, Phrase message)
    {
        return {ErrorKind::InvalidMove, std::move(code), std::move(rule), std::move(message)};
    }
    static RuleError badRequest(QString code, Phrase message)
    {
        return {ErrorKind::BadRequest, std::move(code), {}, std::move(message)};
    }
    static RuleError notFound(QString code, Phrase message)
    {
        return {ErrorKind::NotFound, std::move(code), {}, std::move(message)};
    }
    static RuleError storage(QString code, Phrase message)
    {
        return {ErrorKind::Storage, std::move(code), {}, std::move(message)};
    }
};

// Either a value or the reason there is none. Ordinary outcomes such as an
// illegal move are values, never exceptions.
template <typename T>
class [[nodiscard]] Result {
public:
    Result(T value) : m_data(std::move(value)) {}
    Result(RuleError error) : m_data(std::move(error)) {}

    [[nodiscard]] bool ok() const { return m_data.index() == 0; }
    explicit operator bool() const { return ok(); }
    [[nodiscard]] const T &value() const & { return std::get<0>(m_data); }
    [[nodiscard]] T &value() & { return std::get<0>(m_data); }
    [[nodiscard]] T &&value() && { return std::get<0>(std::move(m_data)); }
    [[nodiscard]] const RuleError &error() const { return std::get<1>(m_data); }
    const T &operator*() const & { return value(); }
    const T *operator->() const { return &value(); }

private:
    std::variant<T, RuleError> m_data;
};

// For operations that succeed with nothing to return.
struct Done {};
using Status = Result<Done>;

// Whether `result` succeeded, without its value: for a check that only asks
// whether something parses (a game's content pack, say).
template <typename T>
Status statusOf(const Result<T> &result)
{
    if (!result)
        return result.error();
    return Done{};
}

} // namespace arbiter

// Evaluates a Result-returning expression into `name`, or returns its error
// from the enclosing function (which must return a Result or a Status).
#define ARBITER_TRY(name, expr)                                                                                        \
    auto name = (expr);                                                                                                \
    if (!name)                                                                                                         \
    return name.error()

// Returns the error of a Status-returning expression, if any.
#define ARBITER_CHECK(expr)                                                                                            \
    do {                                                                                                               \
        if (auto status_ = (expr); !status_)                                                                           \
            return status_.error();                                                                                    \
    } while (false)
