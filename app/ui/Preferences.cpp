#include "Preferences.h"

#include "AppContext.h"

#include <QJSEngine>
#include <QSettings>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

const QString kDarkTheme = u"appearance/darkTheme"_s;
const QString kPhysicalDice = u"dice/physicalByDefault"_s;
const QString kKeepScreenAwake = u"screen/keepAwake"_s;
const QString kLargeText = u"screen/largeText"_s;
const QString kLanguage = u"language"_s;
const QString kDatabasePath = u"database/path"_s;
const QString kWindowGeometry = u"window/geometry"_s;

} // namespace

Preferences::Preferences(std::unique_ptr<QSettings> settings, QObject *parent)
    : QObject(parent), m_settings(std::move(settings))
{
}

Preferences::~Preferences() = default;

Preferences *Preferences::create(QQmlEngine *engine, QJSEngine *)
{
    Preferences *preferences = AppContext::of(engine)->preferences();
    QJSEngine::setObjectOwnership(preferences, QJSEngine::CppOwnership);
    return preferences;
}

bool Preferences::darkTheme() const
{
    return m_settings->value(kDarkTheme, false).toBool();
}

void Preferences::setDarkTheme(bool dark)
{
    if (dark == darkTheme())
        return;
    m_settings->setValue(kDarkTheme, dark);
    Q_EMIT darkThemeChanged();
}

bool Preferences::physicalDiceByDefault() const
{
    return m_settings->value(kPhysicalDice, false).toBool();
}

void Preferences::setPhysicalDiceByDefault(bool physical)
{
    if (physical == physicalDiceByDefault())
        return;
    m_settings->setValue(kPhysicalDice, physical);
    Q_EMIT physicalDiceByDefaultChanged();
}

bool Preferences::keepScreenAwake() const
{
    return m_settings->value(kKeepScreenAwake, true).toBool();
}

void Preferences::setKeepScreenAwake(bool keep)
{
    if (keep == keepScreenAwake())
        return;
    m_settings->setValue(kKeepScreenAwake, keep);
    Q_EMIT keepScreenAwakeChanged();
}

bool Preferences::largeText() const
{
    return m_settings->value(kLargeText, false).toBool();
}

void Preferences::setLargeText(bool large)
{
    if (large == largeText())
        return;
    m_settings->setValue(kLargeText, large);
    Q_EMIT largeTextChanged();
}

QString Preferences::language() const
{
    return m_settings->value(kLanguage, u"en"_s).toString();
}

void Preferences::setLanguage(const QString &code)
{
    m_settings->setValue(kLanguage, code);
}

QString Preferences::databasePath() const
{
    return m_settings->value(kDatabasePath).toString();
}

void Preferences::setDatabasePath(const QString &path)
{
    m_settings->setValue(kDatabasePath, path);
}

QRect Preferences::windowGeometry() const
{
    return m_settings->value(kWindowGeometry).toRect();
}

void Preferences::setWindowGeometry(const QRect &geometry)
{
    m_settings->setValue(kWindowGeometry, geometry);
}

} // namespace arbiter
