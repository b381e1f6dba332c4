#include "ContentLibrary.h"

#include "ContentText.h"

#include "core/session.h"
#include "storage/SessionStore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>

namespace arbiter {

namespace {

const QString kContentKey = QStringLiteral("content");

Result<QJsonObject> readPack(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return RuleError::notFound(QStringLiteral("content.missing"),
                                   phrase(QT_TRANSLATE_NOOP("Engine", "The content pack %1 could not be opened."), path));
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return RuleError::badRequest(
            QStringLiteral("content.malformed"),
            phrase(QT_TRANSLATE_NOOP("Engine", "The content pack %1 is not valid JSON (%2 at byte %3)."), path,
                   error.errorString(), static_cast<int>(error.offset)));
    content_text::remember(doc.object());
    return doc.object();
}

Status validate(const QString &game, const QJsonObject &pack)
{
    const GameDefinition *definition = findGame(game);
    if (!definition)
        return RuleError::badRequest(QStringLiteral("session.unknown_game"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "There is no game \"%1\"."), game));
    if (!definition->validateContent)
        return Done{};
    return definition->validateContent(pack);
}

} // namespace

QString ContentLibrary::folderBeside(const QString &databasePath)
{
    return QFileInfo(databasePath).absolutePath() + QStringLiteral("/content");
}

ContentLibrary::ContentLibrary(QString userFolder) : m_userFolder(std::move(userFolder))
{
    if (m_userFolder.isEmpty())
        m_userFolder = QFileInfo(SessionStore::defaultPath()).absolutePath() + QStringLiteral("/content");
}

QString ContentLibrary::userPackPath(const QString &game) const
{
    return m_userFolder + QLatin1Char('/') + game + QStringLiteral(".json");
}

bool ContentLibrary::hasContent(const QString &game) const
{
    return QFile::exists(QStringLiteral(":/arbiter/content/") + game + QStringLiteral(".json"));
}

bool ContentLibrary::hasUserPack(const QString &game) const
{
    return QFile::exists(userPackPath(game));
}

Result<QJsonObject> ContentLibrary::shippedPack(const QString &game) const
{
    if (!hasContent(game))
        return QJsonObject{};
    return readPack(QStringLiteral(":/arbiter/content/") + game + QStringLiteral(".json"));
}

Result<QJsonObject> ContentLibrary::pack(const QString &game) const
{
    if (hasUserPack(game)) {
        auto user = readPack(userPackPath(game));
        // A broken user pack is never played; the shipped pack still is, and
        // the editor reports the problem when it opens the user's file.
        if (user && validate(game, user.value()))
            return user;
    }
    return shippedPack(game);
}

Status ContentLibrary::saveUserPack(const QString &game, const QJsonObject &pack) const
{
    const Status valid = validate(game, pack);
    if (!valid)
        return valid;
    if (!QDir().mkpath(m_userFolder))
        return RuleError::storage(QStringLiteral("storage.io"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The folder %1 could not be created."), m_userFolder));
    QSaveFile file(userPackPath(game));
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(pack).toJson()) < 0 || !file.commit())
        return RuleError::storage(QStringLiteral("storage.io"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The content pack could not be written to %1."),
                                         userPackPath(game)));
    content_text::remember(pack);
    return Done{};
}

Status ContentLibrary::resetUserPack(const QString &game) const
{
    if (hasUserPack(game) && !QFile::remove(userPackPath(game)))
        return RuleError::storage(QStringLiteral("storage.io"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The content pack %1 could not be removed."),
                                         userPackPath(game)));
    return Done{};
}

Result<QJsonObject> ContentLibrary::withContent(const QString &game, QJsonObject setup) const
{
    if (setup.contains(kContentKey) || (!hasContent(game) && !hasUserPack(game)))
        return setup;
    auto content = pack(game);
    if (!content)
        return content.error();
    setup.insert(kContentKey, content.value());
    return setup;
}

} // namespace arbiter
