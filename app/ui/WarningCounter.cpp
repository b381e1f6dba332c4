#include "WarningCounter.h"

#include <QMutex>
#include <QMutexLocker>
#include <QtGlobal>
#include <cstdio>

namespace arbiter::WarningCounter {

namespace {

constexpr int kKeptMessages = 20;

QMutex mutex;
int counted = 0;
QStringList kept;
QtMessageHandler previous = nullptr;
bool installed = false;

bool isPlatformNoise(const QMessageLogContext &context, const QString &message)
{
    const QLatin1String category(context.category ? context.category : "");
    return category.startsWith(QLatin1String("qt.qpa")) || message.contains(QLatin1String("XDG_RUNTIME_DIR"));
}

void handle(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type != QtDebugMsg && type != QtInfoMsg && !isPlatformNoise(context, message)) {
        QMutexLocker lock(&mutex);
        ++counted;
        if (kept.size() < kKeptMessages)
            kept << message;
    }
    if (previous)
        previous(type, context, message);
    else
        std::fprintf(stderr, "%s\n", qPrintable(qFormatLogMessage(type, context, message)));
}

} // namespace

void install()
{
    QMutexLocker lock(&mutex);
    if (!installed)
        previous = qInstallMessageHandler(handle);
    installed = true;
}

int count()
{
    QMutexLocker lock(&mutex);
    return counted;
}

QStringList messages()
{
    QMutexLocker lock(&mutex);
    return kept;
}

} // namespace arbiter::WarningCounter
