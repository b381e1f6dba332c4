#include "CliServer.h"

#include "content/ContentLibrary.h"
#include "core/calculation.h"
#include "core/dice.h"
#include "core/json_fields.h"
#include "core/session.h"
#include "history/HistoryRequests.h"
#include "rules/RulesIndex.h"
#include "session/SessionService.h"
#include "storage/SessionStore.h"
#include "text/PhraseText.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <cmath>

namespace arbiter {

namespace {

constexpr int kProtocolVersion = 1;
constexpr int kMaxRollCount = 100000;
constexpr double kMaxExactJsonInteger = 9007199254740992.0; // 2^53

QJsonObject success(QJsonObject fields)
{
    fields.insert(QStringLiteral("ok"), true);
    return fields;
}

RuleError badRequest(const char *text)
{
    return RuleError::badRequest(QStringLiteral("request"), phrase(text));
}

QJsonArray renderSteps(const std::vector<Phrase> &steps)
{
    QJsonArray out;
    for (const Phrase &step : steps)
        out.append(renderEnglish(step));
    return out;
}

// A seed is an unsigned 64-bit number: a JSON number (exact up to 2^53) or a
// decimal string for the full range.
Result<quint64> seedFrom(const QJsonValue &v)
{
    if (v.isString()) {
        bool ok = false;
        const quint64 seed = v.toString().toULongLong(&ok);
        if (ok)
            return seed;
    } else if (v.isDouble()) {
        const double d = v.toDouble();
        if (d >= 0 && d <= kMaxExactJsonInteger && std::floor(d) == d)
            return static_cast<quint64>(d);
    }
    return badRequest(QT_TRANSLATE_NOOP("Engine", "seed must be an unsigned whole number (up to 2^53 as a JSON number, "
                                     "or any 64-bit value as a decimal string)."));
}

quint64 freshSeed()
{
    // Below 2^53 so the seed we report round-trips through any JSON reader.
    return QRandomGenerator::system()->generate64() & ((quint64{1} << 53) - 1);
}

QJsonValue seedToJson(quint64 seed)
{
    if (static_cast<double>(seed) <= kMaxExactJsonInteger)
        return static_cast<double>(seed);
    return QString::number(seed);
}

Result<DiceExpression> diceField(const QJsonObject &request)
{
    auto notation = json::requiredString(request, QStringLiteral("dice"), {});
    if (!notation)
        return notation.error();
    return parseDice(notation.value());
}

QJsonObject rollOp(const QJsonObject &request)
{
    auto expr = diceField(request);
    if (!expr)
        return CliServer::errorResponse(expr.error());
    auto count = json::optionalInt(request, QStringLiteral("count"), {}, 0, 1, kMaxRollCount);
    if (!count)
        return CliServer::errorResponse(count.error());
    quint64 seed = 0;
    const bool seeded = request.contains(QStringLiteral("seed")) && !request.value(QStringLiteral("seed")).isNull();
    if (seeded) {
        auto s = seedFrom(request.value(QStringLiteral("seed")));
        if (!s)
            return CliServer::errorResponse(s.error());
        seed = s.value();
    } else {
        seed = freshSeed();
    }
    Rng rng(seed);
    QJsonObject out{{QStringLiteral("dice"), expr->notation()}};
    if (!seeded)
        out.insert(QStringLiteral("seed"), seedToJson(seed));
    if (count.value() > 0) {
        QJsonArray totals;
        for (int i = 0; i < count.value(); ++i)
            totals.append(roll(expr.value(), rng).total);
        out.insert(QStringLiteral("totals"), totals);
        return success(out);
    }
    const QJsonObject rolled = toJson(roll(expr.value(), rng));
    for (auto it = rolled.begin(); it != rolled.end(); ++it)
        out.insert(it.key(), it.value());
    return success(out);
}

QJsonObject oddsOp(const QJsonObject &request)
{
    auto expr = diceField(request);
    if (!expr)
        return CliServer::errorResponse(expr.error());
    auto dist = distribution(expr.value());
    if (!dist)
        return CliServer::errorResponse(dist.error());
    QJsonArray outcomes;
    for (const Outcome &o : dist->outcomes)
    {
        QJsonObject outcome = json::toJson(o.probability);
        outcome.insert(QStringLiteral("value"), o.value);
        outcomes.append(outcome);
    }
    return success({{QStringLiteral("dice"), expr->notation()},
                    {QStringLiteral("min"), dist->min},
                    {QStringLiteral("max"), dist->max},
                    {QStringLiteral("mean"), dist->mean.toDouble()},
                    {QStringLiteral("mean_exact"),
                     QJsonObject{{QStringLiteral("num"), json::exactInteger(dist->mean.num())},
                                 {QStringLiteral("den"), json::exactInteger(dist->mean.den())}}},
                    {QStringLiteral("outcomes"), outcomes}});
}

QJsonObject calcOp(const QJsonObject &request)
{
    auto name = json::requiredString(request, QStringLiteral("calc"), {});
    if (!name)
        return CliServer::errorResponse(name.error());
    const Calculator *calculator = findCalculator(name.value());
    if (!calculator) {
        QStringList known;
        for (const CalculatorEntry &entry : allCalculators())
            known << entry.name;
        return CliServer::errorResponse(
            RuleError::badRequest(QStringLiteral("calc.unknown"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "There is no calculator \"%1\"; known: %2."), name.value(),
                                         known.join(QStringLiteral(", ")))));
    }
    auto result = (*calculator)(request);
    if (!result)
        return CliServer::errorResponse(result.error());
    QJsonObject out = result->fields;
    out.insert(QStringLiteral("steps"), renderSteps(result->steps));
    if (!result->stepRules.empty() && result->stepRules.size() == result->steps.size()) {
        QJsonArray rules;
        for (const QString &rule : result->stepRules)
            rules.append(rule);
        out.insert(QStringLiteral("step_rules"), rules);
    }
    return success(out);
}

QJsonObject stateFields(qint64 id, const SessionLog &log)
{
    QJsonObject out = toJson(log.state());
    out.insert(QStringLiteral("session"), static_cast<double>(id));
    out.insert(QStringLiteral("can_undo"), log.canUndo());
    out.insert(QStringLiteral("can_redo"), log.canRedo());
    out.insert(QStringLiteral("last_seq"), static_cast<double>(log.nextSeq() - 1));
    return out;
}

QJsonObject errorDetail(const RuleError &error, const CliServer::Render &render = renderEnglish)
{
    QJsonObject detail{{QStringLiteral("code"), errorCodeName(error.kind)},
                       {QStringLiteral("message"), render(error.message)}};
    if (!error.code.isEmpty())
        detail.insert(QStringLiteral("reason"), error.code);
    if (!error.rule.isEmpty())
        detail.insert(QStringLiteral("rule"), error.rule);
    if (error.hex)
        detail.insert(QStringLiteral("hex"), QJsonArray{error.hex->q, error.hex->r});
    return detail;
}

QJsonObject openInputJson(const OpenInput &open, const CliServer::Render &render)
{
    if (open.card.empty())
        return {{QStringLiteral("kind"), QStringLiteral("name")}};
    static const char *const kinds[] = {"text", "number", "choice"};
    QJsonArray fields;
    for (const CardField &field : open.card) {
        QJsonObject entry{{QStringLiteral("key"), field.key},
                          {QStringLiteral("label"), render(field.label)},
                          {QStringLiteral("kind"), QLatin1String(kinds[static_cast<int>(field.kind)])}};
        if (field.kind == CardField::Kind::Number) {
            entry.insert(QStringLiteral("min"), field.min);
            entry.insert(QStringLiteral("max"), field.max);
        }
        if (field.kind == CardField::Kind::Choice) {
            QJsonArray values;
            for (qsizetype i = 0; i < field.values.size(); ++i)
                values.append(QJsonObject{{QStringLiteral("value"), field.values.at(i)},
                                          {QStringLiteral("label"), i < static_cast<qsizetype>(field.valueLabels.size())
                                                                        ? render(field.valueLabels.at(static_cast<std::size_t>(i)))
                                                                        : field.values.at(i).toVariant().toString()}});
            entry.insert(QStringLiteral("values"), values);
        }
        fields.append(entry);
    }
    return {{QStringLiteral("kind"), QStringLiteral("card")}, {QStringLiteral("fields"), fields}};
}

// The session.options answer: what the engine says may happen now.
QJsonObject optionsFields(qint64 id, const GameOptions &now, const CliServer::Render &render = renderEnglish)
{
    QJsonArray offered;
    for (const OfferedAction &option : now.options) {
        QJsonObject entry{{QStringLiteral("action"), option.action}, {QStringLiteral("label"), render(option.label)}};
        if (!option.inputs.isEmpty())
            entry.insert(QStringLiteral("inputs"), option.inputs);
        if (!option.inputLabels.empty()) {
            QJsonObject labels;
            for (const auto &[field, phrases] : option.inputLabels) {
                QJsonArray rendered;
                for (const Phrase &label : phrases)
                    rendered.append(render(label));
                labels.insert(field, rendered);
            }
            entry.insert(QStringLiteral("input_labels"), labels);
        }
        if (!option.open.empty()) {
            QJsonObject open;
            for (const OpenInput &input : option.open)
                open.insert(input.field, openInputJson(input, render));
            entry.insert(QStringLiteral("open"), open);
        }
        offered.append(entry);
    }
    QJsonArray refused;
    for (const RefusedAction &refusal : now.refused)
        refused.append(QJsonObject{{QStringLiteral("action"), refusal.action},
                                   {QStringLiteral("error"), errorDetail(refusal.error, render)}});
    QJsonObject out{{QStringLiteral("session"), static_cast<double>(id)},
                    {QStringLiteral("over"), now.over},
                    {QStringLiteral("winner"), now.over ? now.winner : QJsonValue()},
                    {QStringLiteral("step"), now.step},
                    {QStringLiteral("actor"), now.actor.isEmpty() ? QJsonValue() : QJsonValue(now.actor)},
                    {QStringLiteral("options"), offered},
                    {QStringLiteral("refused"), refused}};
    if (qstrlen(now.stepText.source) > 0)
        out.insert(QStringLiteral("step_text"), render(now.stepText));
    return out;
}

QJsonObject summaryToJson(const SessionSummary &s)
{
    return {{QStringLiteral("session"), static_cast<double>(s.id)},
            {QStringLiteral("game"), s.game},
            {QStringLiteral("title"), s.title},
            {QStringLiteral("players"), s.players},
            {QStringLiteral("created_at"), s.createdAt.toString(Qt::ISODateWithMs)},
            {QStringLiteral("updated_at"), s.updatedAt.toString(Qt::ISODateWithMs)},
            {QStringLiteral("records"), static_cast<double>(s.recordCount)}};
}

} // namespace

CliServer::CliServer(QString databasePath) : m_databasePath(std::move(databasePath)) {}

CliServer::~CliServer() = default;

QJsonObject CliServer::errorJson(const RuleError &error, const Render &render)
{
    return errorDetail(error, render);
}

QJsonObject CliServer::optionsJson(qint64 session, const GameOptions &now, const Render &render)
{
    return optionsFields(session, now, render);
}

QJsonObject CliServer::errorResponse(const RuleError &error)
{
    return {{QStringLiteral("ok"), false}, {QStringLiteral("error"), errorDetail(error)}};
}

QByteArray CliServer::tooLongResponse(qsizetype limit)
{
    const QJsonObject response = errorResponse(RuleError::badRequest(
        QStringLiteral("request.too_long"),
        limit > kMaxLineBytes
            ? phrase(QT_TRANSLATE_NOOP("Engine", "The request line is longer than 64 MiB, the limit for session.import, and was skipped."))
            : phrase(QT_TRANSLATE_NOOP("Engine", "The request line is longer than 1 MiB and was skipped."))));
    return QJsonDocument(response).toJson(QJsonDocument::Compact);
}

QByteArray CliServer::handleLine(const QByteArray &line)
{
    QJsonObject response;
    if (line.size() > kMaxImportLineBytes)
        return tooLongResponse(kMaxImportLineBytes);
    // Only an import may pass 1 MiB; the cheap look for its name spares
    // parsing every other long line.
    if (line.size() > kMaxLineBytes && !line.contains("\"session.import\""))
        return tooLongResponse();
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
    if (line.size() > kMaxLineBytes
        && (error.error != QJsonParseError::NoError || !doc.isObject()
            || doc.object().value(QStringLiteral("op")).toString() != QLatin1String("session.import")))
        return tooLongResponse();
    if (error.error != QJsonParseError::NoError)
        response = errorResponse(RuleError::badRequest(
            QStringLiteral("request.json"),
            phrase(QT_TRANSLATE_NOOP("Engine", "The request is not valid JSON: %1 at byte %2."), error.errorString(),
                   static_cast<int>(error.offset))));
    else if (!doc.isObject())
        response = errorResponse(badRequest(QT_TRANSLATE_NOOP("Engine", "The request must be a JSON object.")));
    else
        response = handle(doc.object());
    return QJsonDocument(response).toJson(QJsonDocument::Compact);
}

QJsonObject CliServer::handle(const QJsonObject &request)
{
    QJsonObject response;
    const QJsonValue op = request.value(QStringLiteral("op"));
    if (!op.isString())
        response = errorResponse(badRequest(QT_TRANSLATE_NOOP("Engine", "The request needs an \"op\" string.")));
    else
        response = dispatch(op.toString(), request);
    if (request.contains(QStringLiteral("id")))
        response.insert(QStringLiteral("id"), request.value(QStringLiteral("id")));
    return response;
}

const RulesIndex &CliServer::rules()
{
    if (!m_rules)
        m_rules = std::make_unique<RulesIndex>();
    return *m_rules;
}

SessionService *CliServer::sessions(QJsonObject &failure)
{
    if (m_sessions)
        return m_sessions.get();
    auto store = SessionStore::open(m_databasePath, QStringLiteral("arbiter-cli"));
    if (!store) {
        // Not kept: the next session op tries again, e.g. once a lock is gone.
        failure = errorResponse(store.error());
        return nullptr;
    }
    m_store = std::move(store).value();
    // User packs sit beside the database, so --db keeps a test's cards apart too.
    m_content = std::make_unique<ContentLibrary>(ContentLibrary::folderBeside(m_databasePath));
    m_sessions = std::make_unique<SessionService>(*m_store, m_content.get());
    return m_sessions.get();
}

QJsonObject CliServer::dispatch(const QString &op, const QJsonObject &request)
{
    if (op == QLatin1String("version")) {
        QJsonArray games;
        for (const GameDefinition &game : allGames())
            games.append(game.id);
        return success({{QStringLiteral("name"), QStringLiteral("arbiter")},
                        {QStringLiteral("version"), QStringLiteral(ARBITER_VERSION)},
                        {QStringLiteral("games"), games},
                        {QStringLiteral("protocol"), kProtocolVersion}});
    }
    if (op == QLatin1String("roll"))
        return rollOp(request);
    if (op == QLatin1String("odds"))
        return oddsOp(request);
    if (op == QLatin1String("calc"))
        return calcOp(request);
    if (op == QLatin1String("rules")) {
        auto query = json::requiredString(request, QStringLiteral("query"), {});
        if (!query)
            return errorResponse(query.error());
        auto game = json::optionalString(request, QStringLiteral("game"), {}, {});
        if (!game)
            return errorResponse(game.error());
        auto limit = json::optionalInt(request, QStringLiteral("limit"), {}, 10, 1, 100);
        if (!limit)
            return errorResponse(limit.error());
        QJsonArray results;
        for (const RuleHit &hit : rules().search(query.value(), game.value(), limit.value()))
            results.append(QJsonObject{{QStringLiteral("id"), hit.id},
                                       {QStringLiteral("game"), hit.game},
                                       {QStringLiteral("section"), hit.section},
                                       {QStringLiteral("title"), hit.title},
                                       {QStringLiteral("snippet"), hit.snippet}});
        return success({{QStringLiteral("results"), results}});
    }
    if (op == QLatin1String("rule")) {
        auto id = json::requiredString(request, QStringLiteral("id"), {});
        if (!id)
            return errorResponse(id.error());
        const auto entry = rules().entry(id.value());
        if (!entry)
            return errorResponse(RuleError::notFound(
                QStringLiteral("rules.not_found"),
                phrase(QT_TRANSLATE_NOOP("Engine", "There is no rules entry \"%1\"."), id.value())));
        QJsonArray keywords;
        for (const QString &k : entry->keywords)
            keywords.append(k);
        return success({{QStringLiteral("id"), entry->id},
                        {QStringLiteral("game"), entry->game},
                        {QStringLiteral("section"), entry->section},
                        {QStringLiteral("title"), entry->title},
                        {QStringLiteral("keywords"), keywords},
                        {QStringLiteral("text"), entry->text}});
    }
    if (op.startsWith(QLatin1String("session.")))
        return sessionOp(op, request);
    if (isHistoryOp(op)) {
        QJsonObject failure;
        SessionService *service = sessions(failure);
        if (!service)
            return failure;
        return historyRequest(*service, op, request);
    }
    return errorResponse(RuleError{ErrorKind::UnknownOp, QStringLiteral("op.unknown"), {},
                                   phrase(QT_TRANSLATE_NOOP("Engine", "There is no op \"%1\"."), op)});
}

QJsonObject CliServer::sessionOp(const QString &op, const QJsonObject &request)
{
    static const QStringList known{
        QStringLiteral("session.new"),    QStringLiteral("session.apply"),     QStringLiteral("session.undo"),
        QStringLiteral("session.redo"),   QStringLiteral("session.state"),     QStringLiteral("session.list"),
        QStringLiteral("session.export"), QStringLiteral("session.import"),    QStringLiteral("session.delete"),
        QStringLiteral("session.duplicate"), QStringLiteral("session.backup"), QStringLiteral("session.backups"),
        QStringLiteral("session.restore"), QStringLiteral("session.options")};
    if (!known.contains(op))
        return errorResponse(RuleError{ErrorKind::UnknownOp, QStringLiteral("op.unknown"), {},
                                       phrase(QT_TRANSLATE_NOOP("Engine", "There is no op \"%1\"."), op)});
    const auto backupList = [this] {
        QJsonArray out;
        for (const QString &path : SessionStore::backups(m_databasePath))
            out.append(path);
        return out;
    };
    if (op == QLatin1String("session.restore")) {
        auto backup = json::requiredString(request, QStringLiteral("backup"), {});
        if (!backup)
            return errorResponse(backup.error());
        // The file is replaced: our own connection goes first and is opened
        // again by the next session op.
        m_sessions.reset();
        m_content.reset();
        m_store.reset();
        auto kept = SessionStore::restoreBackup(m_databasePath, backup.value());
        if (!kept)
            return errorResponse(kept.error());
        return success({{QStringLiteral("restored"), QFileInfo(backup.value()).absoluteFilePath()},
                        {QStringLiteral("kept"), kept.value()},
                        {QStringLiteral("backups"), backupList()}});
    }

    QJsonObject failure;
    SessionService *service = sessions(failure);
    if (!service)
        return failure;

    if (op == QLatin1String("session.backup")) {
        auto written = service->store().backup();
        if (!written)
            return errorResponse(written.error());
        return success({{QStringLiteral("backup"), written.value()}, {QStringLiteral("backups"), backupList()}});
    }
    if (op == QLatin1String("session.backups"))
        return success({{QStringLiteral("backups"), backupList()}});

    if (op == QLatin1String("session.list")) {
        // Optional: the same search as the app's home list (every word in a
        // title, game id or player name, any case).
        auto search = json::optionalString(request, QStringLiteral("search"), {}, QString());
        if (!search)
            return errorResponse(search.error());
        std::vector<SessionStore::DamagedSession> damaged;
        auto list = service->store().listSessions(&damaged, -1, 0, SessionFilter{search.value(), {}});
        if (!list)
            return errorResponse(list.error());
        QJsonArray out;
        for (const SessionSummary &s : list.value())
            out.append(summaryToJson(s));
        QJsonObject answer{{QStringLiteral("sessions"), out}};
        // Only when there are some, so a healthy file answers as before.
        if (!damaged.empty()) {
            QJsonArray ids;
            for (const SessionStore::DamagedSession &d : damaged)
                ids.append(static_cast<double>(d.id));
            answer.insert(QStringLiteral("damaged"), ids);
        }
        return success(answer);
    }
    if (op == QLatin1String("session.new")) {
        auto game = json::requiredString(request, QStringLiteral("game"), {});
        if (!game)
            return errorResponse(game.error());
        auto players = json::requiredArray(request, QStringLiteral("players"), {});
        if (!players)
            return errorResponse(players.error());
        if (request.contains(QStringLiteral("setup")) && !request.value(QStringLiteral("setup")).isObject())
            return errorResponse(json::fieldError(QStringLiteral("setup"), QT_TRANSLATE_NOOP("Engine", "%1 must be an object.")));
        auto title = json::optionalString(request, QStringLiteral("title"), {}, {});
        if (!title)
            return errorResponse(title.error());
        quint64 seed = freshSeed();
        if (request.contains(QStringLiteral("seed"))) {
            auto s = seedFrom(request.value(QStringLiteral("seed")));
            if (!s)
                return errorResponse(s.error());
            seed = s.value();
        }
        auto id = service->create(game.value(), players.value(), request.value(QStringLiteral("setup")).toObject(),
                                  seed, title.value());
        if (!id)
            return errorResponse(id.error());
        auto log = service->open(id.value());
        if (!log)
            return errorResponse(log.error());
        QJsonObject out = stateFields(id.value(), *log.value());
        out.insert(QStringLiteral("seed"), seedToJson(seed));
        return success(out);
    }
    if (op == QLatin1String("session.import")) {
        auto exported = json::requiredObject(request, QStringLiteral("export"), {});
        if (!exported)
            return errorResponse(exported.error());
        auto id = service->importSession(exported.value());
        if (!id)
            return errorResponse(id.error());
        auto log = service->open(id.value());
        if (!log)
            return errorResponse(log.error());
        return success(stateFields(id.value(), *log.value()));
    }

    const QJsonValue idValue = request.value(QStringLiteral("session"));
    if (!idValue.isDouble() || idValue.toDouble() != std::floor(idValue.toDouble()) || idValue.toDouble() < 1)
        return errorResponse(json::fieldError(QStringLiteral("session"),
                                              QT_TRANSLATE_NOOP("Engine", "%1 must be the number of a session.")));
    const qint64 id = static_cast<qint64>(idValue.toDouble());

    if (op == QLatin1String("session.state")) {
        auto log = service->open(id);
        if (!log)
            return errorResponse(log.error());
        return success(stateFields(id, *log.value()));
    }
    if (op == QLatin1String("session.options")) {
        auto log = service->open(id);
        if (!log)
            return errorResponse(log.error());
        const SessionState &state = log.value()->state();
        const GameDefinition *game = findGame(state.game);
        if (!game)
            return errorResponse(RuleError::notFound(QStringLiteral("session.unknown_game"),
                                                     phrase(QT_TRANSLATE_NOOP("Engine", "There is no game \"%1\"."), state.game)));
        auto now = gameOptions(*game, state);
        if (!now)
            return errorResponse(now.error());
        return success(optionsFields(id, now.value()));
    }
    if (op == QLatin1String("session.export")) {
        auto exported = service->exportSession(id);
        if (!exported)
            return errorResponse(exported.error());
        return success({{QStringLiteral("session"), static_cast<double>(id)}, {QStringLiteral("export"), exported.value()}});
    }
    if (op == QLatin1String("session.delete")) {
        const Status removed = service->remove(id);
        if (!removed)
            return errorResponse(removed.error());
        return success({{QStringLiteral("session"), static_cast<double>(id)}, {QStringLiteral("deleted"), true}});
    }
    if (op == QLatin1String("session.duplicate")) {
        auto title = json::optionalString(request, QStringLiteral("title"), {}, {});
        if (!title)
            return errorResponse(title.error());
        auto copy = service->duplicate(id, title.value());
        if (!copy)
            return errorResponse(copy.error());
        return success({{QStringLiteral("session"), static_cast<double>(copy.value())},
                        {QStringLiteral("copied_from"), static_cast<double>(id)}});
    }

    Result<Applied> applied = RuleError{};
    if (op == QLatin1String("session.apply")) {
        auto action = json::requiredObject(request, QStringLiteral("action"), {});
        if (!action)
            return errorResponse(action.error());
        applied = service->apply(id, action.value());
    } else if (op == QLatin1String("session.undo")) {
        applied = service->undo(id);
    } else {
        applied = service->redo(id);
    }
    if (!applied)
        return errorResponse(applied.error());
    auto log = service->open(id);
    if (!log)
        return errorResponse(log.error());
    QJsonObject out = stateFields(id, *log.value());
    out.insert(QStringLiteral("seq"), static_cast<double>(applied->seq));
    out.insert(QStringLiteral("events"), eventsToJson(applied->events));
    return success(out);
}

} // namespace arbiter
