#pragma once

#include "WindowTaps.h"
#include "content/ContentLibrary.h"
#include "session/SessionService.h"
#include "storage/SessionStore.h"
#include "ui/ActiveSession.h"
#include "ui/AppContext.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>

#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QtTest>
#include <memory>

namespace arbiter::testing {

// A session of Ann and Ben in the database at `databasePath`, written before
// the app opens it, as a table that played before would have left it.
inline bool writeSession(const QString &databasePath, const QString &game, const QJsonObject &setup, const QString &title)
{
    auto store = SessionStore::open(databasePath, QStringLiteral("setup"));
    if (!store)
        return false;
    const ContentLibrary content(QFileInfo(databasePath).absolutePath() + QStringLiteral("/content"));
    SessionService service(*store.value(), &content);
    return service.create(game, QJsonArray{QStringLiteral("Ann"), QStringLiteral("Ben")}, setup, 5, title).ok();
}

// The app as main() builds it, on one database file, in a 1280x800 window:
// for tests that tap through the whole window.
struct AppWindow {
    explicit AppWindow(const QString &databasePath)
    {
        engine = std::make_unique<QQmlApplicationEngine>();
        context = new AppContext(AppConfig{databasePath, false, false}, engine.get());
        engine->addImportPath(QStringLiteral("qrc:/"));
        engine->load(QUrl(QStringLiteral("qrc:/Arbiter/Main.qml")));
        if (engine->rootObjects().isEmpty())
            return;
        window = qobject_cast<QQuickWindow *>(engine->rootObjects().constFirst());
        window->resize(1280, 800);
        QVERIFY(QTest::qWaitForWindowExposed(window));
    }
    [[nodiscard]] QQuickItem *find(const QString &name) const { return findVisible(window->contentItem(), name); }
    [[nodiscard]] QString text(const QString &name) const
    {
        QQuickItem *item = find(name);
        return item ? item->property("text").toString() : QString();
    }

    // Home's Resume tapped as a player does; true once the session is open.
    [[nodiscard]] bool resumeFromHome() const
    {
        if (!QTest::qWaitFor([&] { return find(QStringLiteral("resumeButton")) != nullptr; }))
            return false;
        tap(window, find(QStringLiteral("resumeButton")));
        return QTest::qWaitFor([&] { return context->activeSession()->isOpen(); });
    }
    // The session page's Table mode button tapped once it has stopped
    // sliding in; true once tapped.
    [[nodiscard]] bool tapTableMode() const
    {
        if (!QTest::qWaitFor([&] { return find(QStringLiteral("tableModeButton")) != nullptr; })
            || !waitUntilStill(find(QStringLiteral("tableModeButton"))))
            return false;
        tap(window, find(QStringLiteral("tableModeButton")));
        return true;
    }

    std::unique_ptr<QQmlApplicationEngine> engine;
    AppContext *context = nullptr;
    QQuickWindow *window = nullptr;
};

} // namespace arbiter::testing
