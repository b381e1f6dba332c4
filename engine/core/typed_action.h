#pragma once

#include "hex_coord.h"
#include "rule_error.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <algorithm>
#include <initializer_list>
#include <limits>
#include <optional>
#include <variant>
#include <vector>

namespace arbiter::typed {

// Typed actions: a game's action is a plain struct with a table that says,
// once, which JSON field fills which member. decode() and encode() walk that
// table, so no rule reads an action field by hand and every refusal for a
// malformed field has the same code and path wherever the field is read.
//
//   struct Bid {
//       static constexpr const char *kType = "bid";
//       QString player;
//       int amount = 0;
//       static const FieldTable<Bid> &fields();
//   };
//   const FieldTable<Bid> &Bid::fields()
//   {
//       static const FieldTable<Bid> table{{required("player", &Bid::player), required("amount", &Bid::amount, 0, 1000)},
//                                          "theosis.field_not_used"};
//       return table;
//   }
//
// Members that are plain values are required; std::optional members are
// optional (absent or null reads as nullopt and is left out when encoding).
// QJsonObject/QJsonArray members carry a nested value the rule reads itself
// (a map keyed by hero, a list of gems), still checked for being an object or
// a list here; a QJsonValue member takes any value (a skill named by id or by
// slot number).

template <typename A>
using Member = std::variant<QString A::*, int A::*, bool A::*, Hex A::*, QJsonObject A::*, QJsonArray A::*, QJsonValue A::*,
                            std::optional<QString> A::*, std::optional<int> A::*, std::optional<bool> A::*,
                            std::optional<Hex> A::*, std::optional<QJsonObject> A::*, std::optional<QJsonArray> A::*,
                            std::optional<QJsonValue> A::*>;

template <typename A>
struct Field {
    const char *name;
    Member<A> member;
    // Whole numbers only; without a range any int passes and the rule checks
    // the range it knows (a die's faces, the gold a player has).
    int min = std::numeric_limits<int>::min();
    int max = std::numeric_limits<int>::max();
};

template <typename A>
struct FieldTable {
    std::vector<Field<A>> fields;
    // The refusal code for a field the table does not name, or nullptr when
    // such fields are ignored (the game then reads only what it knows).
    const char *unknownFieldCode = nullptr;
};

template <typename A, typename T>
Field<A> required(const char *name, T A::*member)
{
    return {name, member};
}
template <typename A>
Field<A> required(const char *name, int A::*member, int min, int max)
{
    return {name, member, min, max};
}
template <typename A, typename T>
Field<A> optional(const char *name, std::optional<T> A::*member)
{
    return {name, member};
}
template <typename A>
Field<A> optional(const char *name, std::optional<int> A::*member, int min, int max)
{
    return {name, member, min, max};
}

// The value-level readers behind the table; `path` is the field's name as the
// user wrote it. Each gives the same refusal as the json_fields helpers.
Result<QString> readString(const QJsonValue &v, const QString &path);
Result<int> readInt(const QJsonValue &v, const QString &path, int min, int max);
Result<bool> readBool(const QJsonValue &v, const QString &path);
Result<Hex> readHex(const QJsonValue &v, const QString &path);
Result<QJsonObject> readObject(const QJsonValue &v, const QString &path);
Result<QJsonArray> readArray(const QJsonValue &v, const QString &path);
RuleError missingField(const QString &path);
RuleError unknownField(const char *code, const QString &key);
QJsonValue writeHex(Hex h);

namespace detail {

template <typename T>
Result<T> read(const QJsonValue &v, const QString &path, int min, int max)
{
    if constexpr (std::is_same_v<T, QString>)
        return readString(v, path);
    else if constexpr (std::is_same_v<T, int>)
        return readInt(v, path, min, max);
    else if constexpr (std::is_same_v<T, bool>)
        return readBool(v, path);
    else if constexpr (std::is_same_v<T, Hex>)
        return readHex(v, path);
    else if constexpr (std::is_same_v<T, QJsonObject>)
        return readObject(v, path);
    else if constexpr (std::is_same_v<T, QJsonArray>)
        return readArray(v, path);
    else
        return v;
}

template <typename T>
QJsonValue write(const T &value)
{
    if constexpr (std::is_same_v<T, Hex>)
        return writeHex(value);
    else
        return QJsonValue(value);
}

template <typename T>
struct IsOptional : std::false_type {};
template <typename T>
struct IsOptional<std::optional<T>> : std::true_type {
    using Inner = T;
};

template <typename A>
Status readField(A &action, const Field<A> &field, const QJsonObject &o)
{
    return std::visit(
        [&](auto memberPointer) -> Status {
            using T = std::remove_reference_t<decltype(action.*memberPointer)>;
            const QString key = QLatin1String(field.name);
            const auto found = o.constFind(key);
            if constexpr (IsOptional<T>::value) {
                if (found == o.constEnd() || found.value().isNull())
                    return Done{};
                auto value = read<typename IsOptional<T>::Inner>(found.value(), key, field.min, field.max);
                if (!value)
                    return value.error();
                action.*memberPointer = std::move(value).value();
            } else {
                // A hex names its form in the refusal even when it is missing.
                if (found == o.constEnd() && !std::is_same_v<T, Hex>)
                    return missingField(key);
                auto value = read<T>(found == o.constEnd() ? QJsonValue(QJsonValue::Undefined) : found.value(), key,
                                     field.min, field.max);
                if (!value)
                    return value.error();
                action.*memberPointer = std::move(value).value();
            }
            return Done{};
        },
        field.member);
}

} // namespace detail

// The action's fields from its JSON form (the "type" field is the caller's).
// Fields the table does not name are refused first, then each field in the
// table's order.
template <typename A>
Result<A> decode(const QJsonObject &o)
{
    const FieldTable<A> &table = A::fields();
    if (table.unknownFieldCode) {
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (it.key() == QLatin1String("type"))
                continue;
            bool known = false;
            for (const Field<A> &field : table.fields)
                if (it.key() == QLatin1String(field.name)) {
                    known = true;
                    break;
                }
            if (!known)
                return unknownField(table.unknownFieldCode, it.key());
        }
    }
    A action;
    for (const Field<A> &field : table.fields)
        if (Status read = detail::readField(action, field, o); !read)
            return read.error();
    return action;
}

// The action's JSON form; optional members left unset are left out, and so
// are the fields named in `open`: those an offered action leaves for the
// table to fill in (the options query's inputs).
template <typename A>
QJsonObject encode(const A &action, std::initializer_list<const char *> open = {})
{
    QJsonObject o{{QStringLiteral("type"), QLatin1String(A::kType)}};
    for (const Field<A> &field : A::fields().fields) {
        if (std::any_of(open.begin(), open.end(), [&](const char *name) { return qstrcmp(name, field.name) == 0; }))
            continue;
        std::visit(
            [&](auto memberPointer) {
                const auto &value = action.*memberPointer;
                using T = std::remove_cvref_t<decltype(value)>;
                if constexpr (detail::IsOptional<T>::value) {
                    if (value)
                        o.insert(QLatin1String(field.name), detail::write(*value));
                } else {
                    o.insert(QLatin1String(field.name), detail::write(value));
                }
            },
            field.member);
    }
    return o;
}

// `action` as its typed form writes it: fields gathered by a form (a dialog's
// choices) pass through the struct rather than straight to the engine. An
// action that does not decode comes back unchanged, so that the engine's
// refusal names the field.
template <typename A>
QJsonObject rewrite(const QJsonObject &action)
{
    Result<A> decoded = decode<A>(action);
    return decoded ? encode(decoded.value()) : action;
}

} // namespace arbiter::typed
