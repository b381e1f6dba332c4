#include "LanguageChangeWatcher.h"

#include <QCoreApplication>
#include <QEvent>

namespace arbiter {

LanguageChangeWatcher::LanguageChangeWatcher(QObject *parent) : QObject(parent)
{
    if (QCoreApplication *app = QCoreApplication::instance())
        app->installEventFilter(this);
}

bool LanguageChangeWatcher::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == QCoreApplication::instance() && event->type() == QEvent::LanguageChange)
        Q_EMIT languageChanged();
    return QObject::eventFilter(watched, event);
}

} // namespace arbiter
