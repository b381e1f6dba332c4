#pragma once

#include "core/phrase.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <functional>
#include <memory>

namespace arbiter {

class ContentLibrary;
class RulesIndex;
class SessionStore;
class SessionService;
struct RuleError;
struct GameOptions;

// The protocol of arbiter-cli (shared/spec/cli-protocol.md): one JSON request
// in, one JSON response out. Holds no rule of its own: every answer comes from
// the engine, the store or the rules index. Never throws on bad input.
class CliServer {
public:
    static constexpr qsizetype kMaxLineBytes = 1024 * 1024;
    // session.import alone may be longer: an export grows with its log (about
    // 310 bytes a record), and every export must import again. 64 MiB holds
    // some 200,000 records. Longer lines are drained without being kept.
    static constexpr qsizetype kMaxImportLineBytes = 64 * 1024 * 1024;

    // `databasePath` is opened on the first session op, so a broken database
    // never stops dice, odds, rules or calculators from working.
    explicit CliServer(QString databasePath);
    ~CliServer();

    // One request line (without its newline) -> one response line (without newline).
    QByteArray handleLine(const QByteArray &line);
    QJsonObject handle(const QJsonObject &request);

    static QJsonObject errorResponse(const RuleError &error);
    // The "error" object of a refusal, and the fields of a session.options
    // answer: table mode sends both in the same shape as the CLI.
    // `render` fills the engine's phrases: English for the CLI, the phone's
    // language in table mode.
    using Render = std::function<QString(const Phrase &)>;
    static QJsonObject errorJson(const RuleError &error, const Render &render = renderEnglish);
    static QJsonObject optionsJson(qint64 session, const GameOptions &now, const Render &render = renderEnglish);
    static QByteArray tooLongResponse(qsizetype limit = kMaxLineBytes);

private:
    QJsonObject dispatch(const QString &op, const QJsonObject &request);
    QJsonObject sessionOp(const QString &op, const QJsonObject &request);
    const RulesIndex &rules();
    SessionService *sessions(QJsonObject &failure);

    QString m_databasePath;
    std::unique_ptr<RulesIndex> m_rules;
    std::unique_ptr<ContentLibrary> m_content;
    std::unique_ptr<SessionStore> m_store;
    std::unique_ptr<SessionService> m_sessions;
};

} // namespace arbiter
