#include "history/HistoryCsv.h"

#include "history/HistoryStats.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace arbiter {

namespace {

QString field(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n')) &&
        !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

void line(QString &out, const QStringList &fields)
{
    QStringList quoted;
    quoted.reserve(fields.size());
    for (const QString &f : fields)
        quoted << field(f);
    out += quoted.join(QLatin1Char(',')) + QStringLiteral("\r\n");
}

QString minutes(const SessionResult &r)
{
    if (!r.startedAt.isValid() || !r.endedAt.isValid())
        return {};
    return QString::number(r.startedAt.msecsTo(r.endedAt) / 60000.0, 'f', 1);
}

QString flag(bool b) { return b ? QStringLiteral("1") : QStringLiteral("0"); }

} // namespace

QString playsCsv(const std::vector<SessionResult> &results, const std::map<QString, QString> &aliases)
{
    QString out;
    line(out, {QStringLiteral("session"), QStringLiteral("game"), QStringLiteral("ended_at"), QStringLiteral("minutes"),
               QStringLiteral("rounds"), QStringLiteral("cooperative"), QStringLiteral("outcome"), QStringLiteral("player"),
               QStringLiteral("name"), QStringLiteral("counted_as"), QStringLiteral("side"), QStringLiteral("won"),
               QStringLiteral("characters"), QStringLiteral("rolls"), QStringLiteral("luck")});
    for (const SessionResult &r : results)
        for (const ResultPlayer &p : r.players)
            line(out, {QString::number(r.sessionId), r.game, r.endedAt.toString(Qt::ISODateWithMs), minutes(r),
                       QString::number(r.rounds), flag(r.cooperative), r.outcome, p.player, p.name,
                       countedName(p.name, aliases), p.side, flag(p.won), p.characters.join(QLatin1Char(';')),
                       QString::number(p.rolls), p.luck ? QString::number(*p.luck, 'f', 4) : QString()});
    return out;
}

QString figuresCsv(const std::vector<SessionResult> &results, const std::map<QString, QString> &aliases)
{
    QString out;
    line(out, {QStringLiteral("session"), QStringLiteral("game"), QStringLiteral("ended_at"), QStringLiteral("figure"),
               QStringLiteral("name"), QStringLiteral("character"), QStringLiteral("player"), QStringLiteral("counted_as"),
               QStringLiteral("side"), QStringLiteral("damage_dealt"), QStringLiteral("damage_taken"),
               QStringLiteral("knock_outs"), QStringLiteral("knocked_out"), QStringLiteral("health"),
               QStringLiteral("max_health")});
    for (const SessionResult &r : results) {
        std::map<QString, QString> names;
        for (const ResultPlayer &p : r.players)
            names[p.player] = p.name;
        const QJsonObject story = QJsonDocument::fromJson(r.story).object();
        for (const QJsonValue &v : story.value(QStringLiteral("figures")).toArray()) {
            const QJsonObject f = v.toObject();
            const QString player = f.value(QStringLiteral("player")).toString();
            const auto number = [&](const char *key) { return QString::number(f.value(QLatin1String(key)).toInt()); };
            line(out, {QString::number(r.sessionId), r.game, r.endedAt.toString(Qt::ISODateWithMs),
                       f.value(QStringLiteral("id")).toString(), f.value(QStringLiteral("name")).toString(),
                       f.value(QStringLiteral("character")).toString(), player, countedName(names[player], aliases),
                       f.value(QStringLiteral("side")).toString(), number("damage_dealt"), number("damage_taken"),
                       number("knock_outs"), number("knocked_out"), number("health"), number("max_health")});
        }
    }
    return out;
}

} // namespace arbiter
