#pragma once

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <memory>

class QJSEngine;
class QQmlEngine;
class QTranslator;

namespace arbiter {

class Preferences;

// Switches the language while the app runs: installs the translator for the
// chosen language (":/i18n/arbiter_<code>.qm"), sets the default locale and
// asks the QML engine to re-evaluate every qsTr(). English is the source
// language and needs no file; a missing file means "no translation yet" and
// leaves the texts in English.
class LanguageController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    Q_PROPERTY(QStringList languages READ languages CONSTANT)
    Q_PROPERTY(bool translationMissing READ translationMissing NOTIFY languageChanged)

public:
    LanguageController(Preferences &preferences, QQmlEngine *engine, QObject *parent = nullptr);
    ~LanguageController() override;
    static LanguageController *create(QQmlEngine *engine, QJSEngine *);

    [[nodiscard]] QString language() const { return m_language; }
    void setLanguage(const QString &code); // codes outside languages() are ignored
    [[nodiscard]] static QStringList languages(); // "en", "de"
    [[nodiscard]] bool translationMissing() const { return m_translationMissing; }

    // Each language in its own words, so a person who cannot read the
    // current language still finds theirs.
    Q_INVOKABLE static QString nativeName(const QString &code);

Q_SIGNALS:
    void languageChanged();

private:
    void install(const QString &code);

    Preferences &m_preferences;
    QPointer<QQmlEngine> m_engine;
    std::unique_ptr<QTranslator> m_translator;
    // English is the source language, but "%n monster(s)" needs its singular
    // and plural spelled out: translations/arbiter_en.ts holds only those.
    std::unique_ptr<QTranslator> m_englishPlurals;
    QString m_language;
    bool m_translationMissing = false;
};

} // namespace arbiter
