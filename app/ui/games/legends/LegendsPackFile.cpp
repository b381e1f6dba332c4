#include "LegendsPackFile.h"

#include "SessionLibrary.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

// Packs are a few kilobytes; anything far larger is not one.
constexpr qint64 kMaxPackBytes = 4 * 1024 * 1024;

} // namespace

LegendsPackFile::LegendsPackFile(QObject *parent) : QObject(parent) {}

QString LegendsPackFile::defaultPath()
{
    return QDir(SessionLibrary::defaultExportFolder()).filePath(u"exiled-legends-cards.json"_s);
}

void LegendsPackFile::setError(const QString &error)
{
    if (error == m_error)
        return;
    m_error = error;
    Q_EMIT errorChanged();
}

QJsonObject LegendsPackFile::read(const QString &path)
{
    QFile file(path.trimmed());
    if (!file.open(QIODevice::ReadOnly)) {
        setError(tr("%1 could not be opened: %2").arg(path, file.errorString()));
        return {};
    }
    if (file.size() > kMaxPackBytes) {
        setError(tr("%1 is too large for a card pack.").arg(path));
        return {};
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        setError(tr("%1 is not a JSON card pack (%2).").arg(path, parseError.errorString()));
        return {};
    }
    const QJsonObject pack = document.object();
    if (pack.value(u"game"_s).toString() != u"exiled-legends"_s) {
        setError(tr("%1 is not an Exiled Legends card pack.").arg(path));
        return {};
    }
    setError({});
    return pack;
}

bool LegendsPackFile::write(const QString &path, const QJsonObject &pack)
{
    const QString target = path.trimmed();
    // An empty name has no folder to make (Qt warned) and no file to write.
    if (target.isEmpty()) {
        setError(tr("Give the pack file a name first."));
        return false;
    }
    QDir().mkpath(QFileInfo(target).absolutePath());
    QSaveFile file(target);
    if (!file.open(QIODevice::WriteOnly)) {
        setError(tr("%1 could not be written: %2").arg(target, file.errorString()));
        return false;
    }
    file.write(QJsonDocument(pack).toJson(QJsonDocument::Indented));
    if (!file.commit()) {
        setError(tr("%1 could not be written: %2").arg(target, file.errorString()));
        return false;
    }
    setError({});
    return true;
}

} // namespace arbiter
