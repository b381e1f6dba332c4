#include "json_fields.h"

#include <set>

namespace arbiter::json {

namespace {

constexpr int kCoordinateLimit = 1000;
constexpr int kMaxRadius = 50;
constexpr int kMaxCost = 99;

// `path` is a callable giving the field's name: it is built only for an
// error, since every action reads many fields and nearly all are fine.
template <typename PathFn>
Result<int> intFrom(const QJsonValue &v, PathFn &&path, int min, int max)
{
    if (!v.isDouble())
        return fieldError(path(), QT_TRANSLATE_NOOP("Engine", "%1 must be a whole number."));
    const double d = v.toDouble();
    if (d != static_cast<double>(static_cast<long long>(d)))
        return fieldError(path(), QT_TRANSLATE_NOOP("Engine", "%1 must be a whole number."));
    if (d < min || d > max)
        return RuleError::badRequest(QStringLiteral("request.range"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "%1 must be between %2 and %3."), path(), min, max));
    return static_cast<int>(d);
}

QString child(const QString &path, const QString &key)
{
    return childPath(path, key);
}

QString indexed(const QString &path, qsizetype index)
{
    return indexedPath(path, index);
}

} // namespace

QString childPath(const QString &path, const QString &key)
{
    return path.isEmpty() ? key : path + QLatin1Char('.') + key;
}

QString indexedPath(const QString &path, qsizetype index)
{
    return path + QLatin1Char('[') + QString::number(index) + QLatin1Char(']');
}

QJsonValue exactInteger(Rational::Int v)
{
    if (fitsJsonInteger(v))
        return QJsonValue(static_cast<qint64>(v));
    return toDecimalString(v);
}

QJsonObject toJson(const Rational &r)
{
    return {{QStringLiteral("num"), exactInteger(r.num())},
            {QStringLiteral("den"), exactInteger(r.den())},
            {QStringLiteral("p"), r.toDouble()}};
}

RuleError fieldError(const QString &path, const char *whatIsWrong)
{
    return RuleError::badRequest(QStringLiteral("request.field"), phrase(whatIsWrong, path));
}

Result<int> requiredInt(const QJsonObject &o, const QString &key, const QString &path, int min, int max)
{
    const auto found = o.constFind(key);
    if (found == o.constEnd())
        return fieldError(child(path, key), QT_TRANSLATE_NOOP("Engine", "The field %1 is missing."));
    return intFrom(found.value(), [&] { return child(path, key); }, min, max);
}

Result<int> optionalInt(const QJsonObject &o, const QString &key, const QString &path, int fallback, int min,
                        int max)
{
    const auto found = o.constFind(key);
    if (found == o.constEnd() || found.value().isNull())
        return fallback;
    return intFrom(found.value(), [&] { return child(path, key); }, min, max);
}

Result<bool> optionalBool(const QJsonObject &o, const QString &key, const QString &path, bool fallback)
{
    if (!o.contains(key) || o.value(key).isNull())
        return fallback;
    if (!o.value(key).isBool())
        return fieldError(child(path, key), QT_TRANSLATE_NOOP("Engine", "%1 must be true or false."));
    return o.value(key).toBool();
}

Result<QString> requiredString(const QJsonObject &o, const QString &key, const QString &path)
{
    const auto found = o.constFind(key);
    if (found == o.constEnd())
        return fieldError(child(path, key), QT_TRANSLATE_NOOP("Engine", "The field %1 is missing."));
    const QJsonValue value = found.value();
    if (!value.isString())
        return fieldError(child(path, key), QT_TRANSLATE_NOOP("Engine", "%1 must be a string."));
    return value.toString();
}

Result<QString> optionalString(const QJsonObject &o, const QString &key, const QString &path,
                               const QString &fallback)
{
    const auto found = o.constFind(key);
    if (found == o.constEnd() || found.value().isNull())
        return fallback;
    const QJsonValue value = found.value();
    if (!value.isString())
        return fieldError(child(path, key), QT_TRANSLATE_NOOP("Engine", "%1 must be a string."));
    return value.toString();
}

Result<QJsonObject> requiredObject(const QJsonObject &o, const QString &key, const QString &path)
{
    const QString p = child(path, key);
    if (!o.contains(key))
        return fieldError(p, QT_TRANSLATE_NOOP("Engine", "The field %1 is missing."));
    if (!o.value(key).isObject())
        return fieldError(p, QT_TRANSLATE_NOOP("Engine", "%1 must be an object."));
    return o.value(key).toObject();
}

Result<QJsonArray> optionalArray(const QJsonObject &o, const QString &key, const QString &path)
{
    if (!o.contains(key) || o.value(key).isNull())
        return QJsonArray{};
    if (!o.value(key).isArray())
        return fieldError(child(path, key), QT_TRANSLATE_NOOP("Engine", "%1 must be a list."));
    return o.value(key).toArray();
}

Result<QJsonArray> requiredArray(const QJsonObject &o, const QString &key, const QString &path)
{
    if (!o.contains(key))
        return fieldError(child(path, key), QT_TRANSLATE_NOOP("Engine", "The field %1 is missing."));
    return optionalArray(o, key, path);
}

Result<QString> requiredChoice(const QJsonObject &o, const QString &key, const QString &path,
                               const QStringList &allowed)
{
    auto value = requiredString(o, key, path);
    if (!value)
        return value.error();
    if (!allowed.contains(value.value()))
        return RuleError::badRequest(QStringLiteral("request.choice"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "%1 must be one of: %2."), child(path, key),
                                            allowed.join(QStringLiteral(", "))));
    return value;
}

Result<Hex> hexFrom(const QJsonValue &v, const QString &path)
{
    const QJsonArray a = v.toArray();
    if (!v.isArray() || a.size() != 2)
        return fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 must be a hex written as [q, r]."));
    auto q = intFrom(a.at(0), [&] { return indexed(path, 0); }, -kCoordinateLimit, kCoordinateLimit);
    if (!q)
        return q.error();
    auto r = intFrom(a.at(1), [&] { return indexed(path, 1); }, -kCoordinateLimit, kCoordinateLimit);
    if (!r)
        return r.error();
    return Hex{q.value(), r.value()};
}

Result<std::vector<Hex>> hexListFrom(const QJsonValue &v, const QString &path)
{
    if (!v.isArray())
        return fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 must be a list of hexes."));
    std::vector<Hex> hexes;
    const QJsonArray a = v.toArray();
    hexes.reserve(static_cast<std::size_t>(a.size()));
    for (qsizetype i = 0; i < a.size(); ++i) {
        auto h = hexFrom(a.at(i), indexed(path, i));
        if (!h)
            return h.error();
        hexes.push_back(h.value());
    }
    return hexes;
}

QJsonArray toJson(Hex h)
{
    return QJsonArray{h.q, h.r};
}

QJsonArray toJson(const std::vector<Hex> &hexes)
{
    QJsonArray a;
    for (Hex h : hexes)
        a.append(toJson(h));
    return a;
}

Result<Board> boardFrom(const QJsonValue &v, const QString &path)
{
    if (!v.isObject())
        return fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 must be an object with a radius or a list of hexes."));
    const QJsonObject o = v.toObject();
    Board board;
    if (o.contains(QStringLiteral("hexes"))) {
        auto hexes = hexListFrom(o.value(QStringLiteral("hexes")), child(path, QStringLiteral("hexes")));
        if (!hexes)
            return hexes.error();
        if (hexes->empty())
            return fieldError(child(path, QStringLiteral("hexes")), QT_TRANSLATE_NOOP("Engine", "%1 must hold at least one hex."));
        board = Board::withHexes(hexes.value());
    } else if (o.contains(QStringLiteral("radius"))) {
        auto radius = requiredInt(o, QStringLiteral("radius"), path, 0, kMaxRadius);
        if (!radius)
            return radius.error();
        board = Board::withRadius(radius.value());
    } else {
        return fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 needs either a radius or a list of hexes."));
    }

    for (const auto &[key, mark] : {std::pair{QStringLiteral("blocked"), true}, std::pair{QStringLiteral("traps"), false}}) {
        if (!o.contains(key))
            continue;
        auto list = hexListFrom(o.value(key), child(path, key));
        if (!list)
            return list.error();
        for (Hex h : list.value())
            mark ? board.setBlocked(h) : board.setTrap(h);
    }
    auto costs = optionalArray(o, QStringLiteral("costs"), path);
    if (!costs)
        return costs.error();
    for (qsizetype i = 0; i < costs->size(); ++i) {
        const QString p = indexed(child(path, QStringLiteral("costs")), i);
        if (!costs->at(i).isObject())
            return fieldError(p, QT_TRANSLATE_NOOP("Engine", "%1 must be an object with \"at\" and \"cost\"."));
        const QJsonObject entry = costs->at(i).toObject();
        if (!entry.contains(QStringLiteral("at")))
            return fieldError(child(p, QStringLiteral("at")), QT_TRANSLATE_NOOP("Engine", "The field %1 is missing."));
        auto at = hexFrom(entry.value(QStringLiteral("at")), child(p, QStringLiteral("at")));
        if (!at)
            return at.error();
        auto cost = requiredInt(entry, QStringLiteral("cost"), p, 1, kMaxCost);
        if (!cost)
            return cost.error();
        board.setCost(at.value(), cost.value());
    }
    return board;
}

Result<std::vector<Piece>> piecesFrom(const QJsonValue &v, const QString &path, const Board &board)
{
    if (!v.isArray())
        return fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 must be a list of champions."));
    std::vector<Piece> pieces;
    std::set<QString> ids;
    std::set<Hex> occupied;
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QString p = indexed(path, i);
        if (!a.at(i).isObject())
            return fieldError(p, QT_TRANSLATE_NOOP("Engine", "%1 must be an object with \"id\", \"at\" and \"side\"."));
        const QJsonObject o = a.at(i).toObject();
        auto id = requiredString(o, QStringLiteral("id"), p);
        if (!id)
            return id.error();
        if (!o.contains(QStringLiteral("at")))
            return fieldError(child(p, QStringLiteral("at")), QT_TRANSLATE_NOOP("Engine", "The field %1 is missing."));
        auto at = hexFrom(o.value(QStringLiteral("at")), child(p, QStringLiteral("at")));
        if (!at)
            return at.error();
        auto side = optionalString(o, QStringLiteral("side"), p, QString());
        if (!side)
            return side.error();
        if (!ids.insert(id.value()).second)
            return RuleError::badRequest(QStringLiteral("request.duplicate_id"),
                                         phrase(QT_TRANSLATE_NOOP("Engine", "Two champions share the id \"%1\"."), id.value()));
        if (!board.contains(at.value()))
            return RuleError::badRequest(QStringLiteral("request.off_board"),
                                         phrase(QT_TRANSLATE_NOOP("Engine", "%1 stands on [%2, %3], which is not on the board."),
                                                id.value(), at->q, at->r));
        if (!occupied.insert(at.value()).second)
            return RuleError::badRequest(QStringLiteral("request.shared_hex"),
                                         phrase(QT_TRANSLATE_NOOP("Engine", "Two champions stand on [%1, %2]."), at->q, at->r));
        pieces.push_back(Piece{id.value(), at.value(), side.value()});
    }
    return pieces;
}

} // namespace arbiter::json
