#pragma once

#include "AccessibilityAudit.h"

#include <QSize>
#include <QString>
#include <QStringList>

class QQuickWindow;

namespace arbiter {

class AppContext;

// Walks through every screen, sheet and dialog of the app (the "stops" that
// Main.qml's showStop() knows), in landscape and portrait, light and dark.
// --self-test takes the walk to catch any QML warning; --screenshot also
// saves each view as <stop>-<orientation>-<theme>.png.
class AppTour {
public:
    AppTour(QQuickWindow &window, AppContext &context);

    static QStringList stops();
    static QStringList shellStops();
    static QStringList gameStops(); // each game's own, from its GameScreens
    static constexpr QSize kLandscape{1280, 800};
    static constexpr QSize kPortrait{800, 1280};

    // How much of the app a look-only walk covers.
    enum class Coverage {
        EveryView, // every stop in landscape and portrait, light, dark and large text
        EachStopOnce, // every stop in landscape and light only: the installed package's check
    };

    // `screenshotFolder` empty: look only. Returns false when a stop could
    // not be shown or a picture not written; failures() says which.
    bool run(const QString &screenshotFolder, Coverage coverage = Coverage::EveryView);
    // Every stop in one language only (landscape and portrait, light), as
    // <stop>-<orientation>-light-<language>.png: a pass to read for words
    // left untranslated.
    bool runInLanguage(const QString &screenshotFolder, const QString &language);
    [[nodiscard]] QStringList failures() const { return m_failures; }
    [[nodiscard]] int viewsShown() const { return m_viewsShown; }

private:
    struct View {
        QString orientation;
        QSize size;
        bool dark;
    };

    void walk(const View &view, const QStringList &stops, const QString &screenshotFolder, const QString &suffix);
    bool show(const QString &stop);
    // The demo session a stop is shown on: the game's own for a game's stop.
    bool openSessionFor(const QString &stop);
    void settle(int milliseconds);
    void prepare();

    QQuickWindow &m_window;
    AppContext &m_context;
    QStringList m_failures;
    int m_viewsShown = 0;
    AccessibilityAudit m_accessibility;
};

} // namespace arbiter
