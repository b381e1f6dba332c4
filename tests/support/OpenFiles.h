#pragma once

// What a process has open, read from /proc: the store tests' way of seeing a
// program write into a database file that is no longer on disk.
#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QMap>
#include <QString>
#include <unistd.h>

namespace arbiter::testing {

// The targets of the descriptors of process `pid` (0: this one) that name
// `pathPrefix` or a file beside it, by descriptor number. A deleted file's
// target ends in " (deleted)"; its link still resolves through /proc, so
// every entry is asked, not only broken links.
inline QMap<int, QString> openFilesUnder(qint64 pid, const QString &pathPrefix)
{
    QMap<int, QString> found;
    const QString folder = pid == 0 ? QStringLiteral("/proc/self/fd") : QStringLiteral("/proc/%1/fd").arg(pid);
    for (const QString &name : QDir(folder).entryList(QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot)) {
        char target[4096];
        const QByteArray link = QFile::encodeName(folder + QLatin1Char('/') + name);
        const ssize_t length = ::readlink(link.constData(), target, sizeof target - 1);
        if (length <= 0)
            continue;
        const QString points = QFile::decodeName(QByteArray(target, static_cast<int>(length)));
        if (points.startsWith(pathPrefix))
            found.insert(name.toInt(), points);
    }
    return found;
}

inline bool isDeleted(const QString &target) { return target.endsWith(QLatin1String(" (deleted)")); }

} // namespace arbiter::testing
