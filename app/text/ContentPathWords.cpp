#include "ContentPathWords.h"

#include "PhraseText.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QStringList>

namespace arbiter {

namespace {

// "content.", "pack." or none, then keys and indices: "champions[3].cards[1].targeting".
const QRegularExpression &pathPattern()
{
    static const QRegularExpression pattern(QStringLiteral("^(?:content\\.|pack\\.)?([a-z_]+(?:\\[\\d+\\])?(?:\\.[a-z_]+(?:\\[\\d+\\])?)*)$"));
    return pattern;
}

QString keyInWords(const QString &key) { return QString(key).replace(QLatin1Char('_'), QLatin1Char(' ')); }

QString nameOf(const QJsonValue &element)
{
    const QJsonObject object = element.toObject();
    return object.value(QStringLiteral("name")).toString().trimmed();
}

} // namespace

QString contentPathInWords(const QJsonObject &pack, const QString &path)
{
    const QRegularExpressionMatch match = pathPattern().match(path);
    if (!match.hasMatch())
        return path;
    static const QRegularExpression segmentPattern(QStringLiteral("^([a-z_]+)(?:\\[(\\d+)\\])?$"));
    QStringList names;
    QString field;
    QJsonValue at = pack;
    for (const QString &segment : match.captured(1).split(QLatin1Char('.'))) {
        const QRegularExpressionMatch part = segmentPattern.match(segment);
        const QString key = part.captured(1);
        at = at.toObject().value(key);
        field = keyInWords(key);
        if (part.captured(2).isEmpty())
            continue;
        const int index = part.captured(2).toInt();
        at = at.toArray().at(index);
        const QString name = nameOf(at);
        // An element without a name (a slot, a value pair) is counted from 1, as a player counts.
        names << (name.isEmpty() ? QStringLiteral("%1 %2").arg(field).arg(index + 1) : name);
        field.clear();
    }
    if (field.isEmpty())
        return names.join(QStringLiteral(", "));
    return names.isEmpty() ? field : names.join(QStringLiteral(", ")) + QStringLiteral(": ") + field;
}

Phrase contentProblemInWords(const QJsonObject &pack, const Phrase &problem)
{
    Phrase worded = problem;
    for (QString &arg : worded.args)
        if (pathPattern().match(arg).hasMatch() && (arg.contains(QLatin1Char('.')) || arg.contains(QLatin1Char('['))))
            arg = contentPathInWords(pack, arg);
    return worded;
}

QString contentProblemText(const QJsonObject &pack, const Phrase &problem)
{
    return translated(contentProblemInWords(pack, problem));
}

} // namespace arbiter
