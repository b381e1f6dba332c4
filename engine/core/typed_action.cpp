#include "typed_action.h"

#include "json_fields.h"

namespace arbiter::typed {

// Each reader refuses with the code and words of its json_fields twin, so a
// typed action refuses exactly as a field read by hand did.

Result<QString> readString(const QJsonValue &v, const QString &path)
{
    if (v.isString())
        return v.toString();
    return json::fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 must be a string."));
}

Result<int> readInt(const QJsonValue &v, const QString &path, int min, int max)
{
    if (!v.isDouble())
        return json::fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 must be a whole number."));
    const double d = v.toDouble();
    if (d != static_cast<double>(static_cast<long long>(d)))
        return json::fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 must be a whole number."));
    if (d < min || d > max)
        return RuleError::badRequest(QStringLiteral("request.range"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "%1 must be between %2 and %3."), path, min, max));
    return static_cast<int>(d);
}

Result<bool> readBool(const QJsonValue &v, const QString &path)
{
    if (v.isBool())
        return v.toBool();
    return json::fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 must be true or false."));
}

Result<Hex> readHex(const QJsonValue &v, const QString &path) { return json::hexFrom(v, path); }

Result<QJsonObject> readObject(const QJsonValue &v, const QString &path)
{
    if (v.isObject())
        return v.toObject();
    return json::fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 must be an object."));
}

Result<QJsonArray> readArray(const QJsonValue &v, const QString &path)
{
    if (v.isArray())
        return v.toArray();
    return json::fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 must be a list."));
}

RuleError missingField(const QString &path)
{
    return json::fieldError(path, QT_TRANSLATE_NOOP("Engine", "The field %1 is missing."));
}

RuleError unknownField(const char *code, const QString &key)
{
    return RuleError::badRequest(QString::fromLatin1(code),
                                 phrase(QT_TRANSLATE_NOOP("Engine", "%1: this action takes no such field here."), key));
}

QJsonValue writeHex(Hex h) { return json::toJson(h); }

} // namespace arbiter::typed
