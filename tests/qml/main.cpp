#include "ui/AppContext.h"

#include <QCoreApplication>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(ArbiterPlugin)

using namespace Qt::Literals::StringLiterals;

// Each test file gets its own engine, and with it a scratch context: its own
// temporary database and settings, never the user's.
class Setup : public QObject {
    Q_OBJECT
public Q_SLOTS:
    void applicationAvailable()
    {
        QCoreApplication::setOrganizationName(u"Arbiter"_s);
        QCoreApplication::setApplicationName(u"arbiter-tests"_s);
        QQuickStyle::setStyle(u"Basic"_s);
    }

    void qmlEngineAvailable(QQmlEngine *engine)
    {
        engine->addImportPath(u"qrc:/"_s);
        new arbiter::AppContext(arbiter::AppConfig{{}, true, false}, engine);
    }
};

QUICK_TEST_MAIN_WITH_SETUP(arbiter_quick, Setup)

#include "main.moc"
