#include "SessionExport.h"

#include "session/SessionService.h"

#include <QDir>
#include <QJsonDocument>
#include <QSaveFile>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

RuleError cannotWrite(const QString &path, const QString &detail)
{
    return RuleError::storage(u"export.io"_s,
                              phrase(QT_TRANSLATE_NOOP("Engine", "The sessions could not be written to %1 (%2)."),
                                     QDir::toNativeSeparators(path), detail));
}

} // namespace

Result<QString> exportAllSessions(SessionService &service, const QString &folder, const QDateTime &now)
{
    if (folder.trimmed().isEmpty())
        return RuleError::badRequest(u"export.no_folder"_s,
                                     phrase(QT_TRANSLATE_NOOP("Engine", "Choose a folder to export the sessions to.")));
    const QDir dir(folder.trimmed());
    if (!dir.mkpath(u"."_s))
        return cannotWrite(dir.absolutePath(), u"no such folder"_s);

    auto sessions = service.store().listSessions();
    if (!sessions)
        return sessions.error();
    QJsonArray exported;
    for (const SessionSummary &summary : sessions.value()) {
        auto session = service.exportSession(summary.id);
        if (!session)
            return session.error();
        exported.append(session.value());
    }
    const QJsonObject document{{u"format"_s, u"arbiter-sessions"_s},
                               {u"format_version"_s, 1},
                               {u"exported_at"_s, now.toUTC().toString(Qt::ISODate)},
                               {u"sessions"_s, exported}};

    const QString path = dir.absoluteFilePath(u"arbiter-sessions-%1.json"_s.arg(now.toString(u"yyyyMMdd-HHmmss"_s)));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return cannotWrite(path, file.errorString());
    file.write(QJsonDocument(document).toJson(QJsonDocument::Indented));
    if (!file.commit())
        return cannotWrite(path, file.errorString());
    return path;
}

} // namespace arbiter
