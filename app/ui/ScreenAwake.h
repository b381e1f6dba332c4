#pragma once

#include <QDBusConnection>
#include <QObject>
#include <QtQml/qqmlregistration.h>

class QJSEngine;
class QQmlEngine;

namespace arbiter {

// Keeps the screen from dimming while a session is open, through the desktop's
// org.freedesktop.ScreenSaver service (Inhibit/UnInhibit). A tablet on a
// table sleeps between turns otherwise. Where there is no session bus or no
// such service, nothing happens and nothing is reported as an error: the
// settings only say that the screen may still dim.
class ScreenAwake : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool held READ held NOTIFY changed)
    Q_PROPERTY(bool available READ available NOTIFY changed)

public:
    explicit ScreenAwake(const QDBusConnection &bus, QObject *parent = nullptr);
    ~ScreenAwake() override;
    static ScreenAwake *create(QQmlEngine *engine, QJSEngine *);

    // True while the app wants the screen on (a session open, the setting on).
    void setWanted(bool wanted);
    [[nodiscard]] bool wanted() const { return m_wanted; }
    // The service granted the request and it is still held.
    [[nodiscard]] bool held() const { return m_cookie != 0; }
    // False once the bus or the service turned out to be missing.
    [[nodiscard]] bool available() const { return m_available; }

Q_SIGNALS:
    void changed();

private:
    void request();
    void release();

    QDBusConnection m_bus;
    bool m_wanted = false;
    bool m_pending = false;
    bool m_available = true;
    uint m_cookie = 0;
};

} // namespace arbiter
