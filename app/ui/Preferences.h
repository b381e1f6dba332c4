#pragma once

#include <QObject>
#include <QRect>
#include <QString>
#include <QtQml/qqmlregistration.h>
#include <memory>

class QJSEngine;
class QQmlEngine;
class QSettings;

namespace arbiter {

// The user's choices, kept with QSettings (organisation "Arbiter", application
// "arbiter"). Self-tests and screenshots hand in a scratch settings file so
// that they never change what the user chose.
class Preferences : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool darkTheme READ darkTheme WRITE setDarkTheme NOTIFY darkThemeChanged)
    Q_PROPERTY(bool physicalDiceByDefault READ physicalDiceByDefault WRITE setPhysicalDiceByDefault NOTIFY
                   physicalDiceByDefaultChanged)
    Q_PROPERTY(bool keepScreenAwake READ keepScreenAwake WRITE setKeepScreenAwake NOTIFY keepScreenAwakeChanged)
    Q_PROPERTY(bool largeText READ largeText WRITE setLargeText NOTIFY largeTextChanged)

public:
    explicit Preferences(std::unique_ptr<QSettings> settings, QObject *parent = nullptr);
    ~Preferences() override;
    static Preferences *create(QQmlEngine *engine, QJSEngine *);

    [[nodiscard]] bool darkTheme() const;
    void setDarkTheme(bool dark);
    [[nodiscard]] bool physicalDiceByDefault() const;
    void setPhysicalDiceByDefault(bool physical);
    // On unless turned off: the screen stays on while a session is open.
    [[nodiscard]] bool keepScreenAwake() const;
    void setKeepScreenAwake(bool keep);
    // Text 1.3 times its size on every page (Theme.textScale).
    [[nodiscard]] bool largeText() const;
    void setLargeText(bool large);

    // Where the window was when the app last closed (an empty rect: never).
    Q_INVOKABLE [[nodiscard]] QRect windowGeometry() const;
    Q_INVOKABLE void setWindowGeometry(const QRect &geometry);

    // Read and written by LanguageController and SessionLibrary, not by QML.
    [[nodiscard]] QString language() const; // "en" when never chosen
    void setLanguage(const QString &code);
    [[nodiscard]] QString databasePath() const; // empty: the default database
    void setDatabasePath(const QString &path);

Q_SIGNALS:
    void darkThemeChanged();
    void physicalDiceByDefaultChanged();
    void keepScreenAwakeChanged();
    void largeTextChanged();

private:
    std::unique_ptr<QSettings> m_settings;
};

} // namespace arbiter
