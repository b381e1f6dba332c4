#include "history/HistoryRequests.h"

#include "cli/CliServer.h"
#include "core/json_fields.h"
#include "history/FigureNames.h"
#include "history/HistoryCsv.h"
#include "history/HistoryStats.h"
#include "history/SessionHistory.h"

#include <QJsonArray>
#include <cmath>

namespace arbiter {

namespace {

const QStringList kHistoryOps{QStringLiteral("history.story"),       QStringLiteral("history.stats"),
                              QStringLiteral("history.plays.csv"),   QStringLiteral("history.figures.csv"),
                              QStringLiteral("history.rebuild"),     QStringLiteral("history.replay"),
                              QStringLiteral("history.players.merge")};

// Each counted figure's `name` beside its content id, under every game and player.
QJsonObject withFigureNames(QJsonObject stats, const ContentLibrary *content)
{
    FigureNames names(content);
    for (const QString &list : {QStringLiteral("games"), QStringLiteral("players")}) {
        QJsonArray entries = stats.value(list).toArray();
        for (qsizetype i = 0; i < entries.size(); ++i) {
            QJsonObject entry = entries.at(i).toObject();
            QJsonArray characters = entry.value(QStringLiteral("characters")).toArray();
            for (qsizetype c = 0; c < characters.size(); ++c) {
                QJsonObject figure = characters.at(c).toObject();
                figure.insert(QStringLiteral("name"), names.english(figure.value(QStringLiteral("game")).toString(),
                                                                    figure.value(QStringLiteral("character")).toString()));
                characters.replace(c, figure);
            }
            entry.insert(QStringLiteral("characters"), characters);
            entries.replace(i, entry);
        }
        stats.insert(list, entries);
    }
    return stats;
}

QJsonObject success(QJsonObject fields)
{
    fields.insert(QStringLiteral("ok"), true);
    return fields;
}

Result<qint64> sessionField(const QJsonObject &request)
{
    const QJsonValue v = request.value(QStringLiteral("session"));
    if (!v.isDouble() || v.toDouble() != std::floor(v.toDouble()) || v.toDouble() < 1)
        return json::fieldError(QStringLiteral("session"), QT_TRANSLATE_NOOP("Engine", "%1 must be the number of a session."));
    return static_cast<qint64>(v.toDouble());
}

Result<std::optional<QDate>> dateField(const QJsonObject &request, const QString &key)
{
    if (!request.contains(key) || request.value(key).isNull())
        return std::optional<QDate>{};
    const QDate date = QDate::fromString(request.value(key).toString(), Qt::ISODate);
    if (!date.isValid())
        return json::fieldError(key, QT_TRANSLATE_NOOP("Engine", "%1 must be a day as YYYY-MM-DD."));
    return std::optional<QDate>(date);
}

struct Selection {
    ResultFilter filter;
    QString player;
};

Result<Selection> selectionOf(const QJsonObject &request)
{
    Selection s;
    auto game = json::optionalString(request, QStringLiteral("game"), {}, {});
    if (!game)
        return game.error();
    if (!game->isEmpty() && !findGame(game.value()))
        return json::fieldError(QStringLiteral("game"), QT_TRANSLATE_NOOP("Engine", "%1 must be a game id."));
    s.filter.game = game.value();
    auto player = json::optionalString(request, QStringLiteral("player"), {}, {});
    if (!player)
        return player.error();
    s.player = player.value();
    auto from = dateField(request, QStringLiteral("from"));
    if (!from)
        return from.error();
    auto to = dateField(request, QStringLiteral("to"));
    if (!to)
        return to.error();
    s.filter.from = from.value();
    s.filter.to = to.value();
    return s;
}

QJsonObject selectionJson(const Selection &s)
{
    return {{QStringLiteral("game"), s.filter.game.isEmpty() ? QJsonValue() : QJsonValue(s.filter.game)},
            {QStringLiteral("player"), s.player.isEmpty() ? QJsonValue() : QJsonValue(s.player)},
            {QStringLiteral("from"), s.filter.from ? QJsonValue(s.filter.from->toString(Qt::ISODate)) : QJsonValue()},
            {QStringLiteral("to"), s.filter.to ? QJsonValue(s.filter.to->toString(Qt::ISODate)) : QJsonValue()}};
}

// The rows a selection keeps, the player filter applied as counted.
std::vector<SessionResult> keptRows(std::vector<SessionResult> rows, const QString &player,
                                    const std::map<QString, QString> &aliases)
{
    if (player.isEmpty())
        return rows;
    const QString wanted = countedName(player, aliases);
    std::erase_if(rows, [&](const SessionResult &r) {
        return std::none_of(r.players.begin(), r.players.end(),
                            [&](const ResultPlayer &p) { return countedName(p.name, aliases) == wanted; });
    });
    return rows;
}

QJsonArray aliasesJson(const std::map<QString, QString> &aliases)
{
    QJsonArray out;
    for (const auto &[alias, name] : aliases)
        out.append(QJsonObject{{QStringLiteral("alias"), alias}, {QStringLiteral("name"), name}});
    return out;
}

} // namespace

bool isHistoryOp(const QString &op) { return kHistoryOps.contains(op); }

QJsonObject historyRequest(SessionService &sessions, const QString &op, const QJsonObject &request)
{
    SessionHistory history(sessions);
    SessionStore &store = sessions.store();
    const auto fail = [](const RuleError &e) { return CliServer::errorResponse(e); };

    if (op == QLatin1String("history.story")) {
        auto id = sessionField(request);
        if (!id)
            return fail(id.error());
        auto story = history.story(id.value());
        if (!story)
            return fail(story.error());
        return success({{QStringLiteral("session"), static_cast<double>(id.value())}, {QStringLiteral("story"), story.value()}});
    }
    if (op == QLatin1String("history.rebuild")) {
        if (request.contains(QStringLiteral("session"))) {
            auto id = sessionField(request);
            if (!id)
                return fail(id.error());
            if (Status done = history.rebuild(id.value()); !done)
                return fail(done.error());
            auto row = store.result(id.value());
            if (!row)
                return fail(row.error());
            return success({{QStringLiteral("session"), static_cast<double>(id.value())},
                            {QStringLiteral("finished"), row->has_value()}});
        }
        auto rebuilt = history.rebuildAll();
        if (!rebuilt)
            return fail(rebuilt.error());
        QJsonArray failed;
        for (qint64 id : rebuilt->failed)
            failed.append(static_cast<double>(id));
        return success({{QStringLiteral("sessions"), rebuilt->sessions},
                        {QStringLiteral("finished"), rebuilt->finished},
                        {QStringLiteral("failed"), failed}});
    }
    if (op == QLatin1String("history.replay")) {
        auto id = sessionField(request);
        if (!id)
            return fail(id.error());
        auto replay = history.replay(id.value());
        if (!replay)
            return fail(replay.error());
        auto step = json::optionalInt(request, QStringLiteral("step"), {}, replay->steps(), 0, replay->steps());
        if (!step)
            return fail(step.error());
        auto state = replay->stateAt(step.value());
        if (!state)
            return fail(state.error());
        return success({{QStringLiteral("session"), static_cast<double>(id.value())},
                        {QStringLiteral("step"), step.value()},
                        {QStringLiteral("steps"), replay->steps()},
                        {QStringLiteral("round"), replay->roundAt(step.value())},
                        {QStringLiteral("action"), step.value() > 0 ? QJsonValue(replay->action(step.value())) : QJsonValue()},
                        {QStringLiteral("state"), toJson(state.value())}});
    }
    if (op == QLatin1String("history.players.merge")) {
        auto alias = json::requiredString(request, QStringLiteral("alias"), {});
        if (!alias)
            return fail(alias.error());
        auto into = json::requiredString(request, QStringLiteral("into"), {});
        if (!into)
            return fail(into.error());
        if (Status merged = store.mergePlayer(alias.value(), into.value()); !merged)
            return fail(merged.error());
        auto aliases = store.playerAliases();
        if (!aliases)
            return fail(aliases.error());
        return success({{QStringLiteral("aliases"), aliasesJson(aliases.value())}});
    }

    // The figures across sessions: history.stats and the CSVs.
    auto selection = selectionOf(request);
    if (!selection)
        return fail(selection.error());
    auto aliases = store.playerAliases();
    if (!aliases)
        return fail(aliases.error());
    const bool figures = op == QLatin1String("history.figures.csv");
    auto rows = store.results(selection->filter, figures);
    if (!rows)
        return fail(rows.error());
    if (op == QLatin1String("history.stats")) {
        QJsonObject out = withFigureNames(toJson(statsOf(rows.value(), aliases.value(), selection->player)), sessions.content());
        out.insert(QStringLiteral("filter"), selectionJson(selection.value()));
        out.insert(QStringLiteral("aliases"), aliasesJson(aliases.value()));
        return success(out);
    }
    const std::vector<SessionResult> kept = keptRows(std::move(rows).value(), selection->player, aliases.value());
    const QString csv = figures ? figuresCsv(kept, aliases.value()) : playsCsv(kept, aliases.value());
    return success({{QStringLiteral("filter"), selectionJson(selection.value())},
                    {QStringLiteral("rows"), static_cast<int>(csv.count(QStringLiteral("\r\n")) - 1)},
                    {QStringLiteral("csv"), csv}});
}

} // namespace arbiter
