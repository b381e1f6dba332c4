#include "LanguageController.h"

#include "AppContext.h"
#include "Preferences.h"

#include <QCoreApplication>
#include <QEvent>
#include <QJSEngine>
#include <QLocale>
#include <QQmlEngine>
#include <QTranslator>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

const QString kSourceLanguage = u"en"_s;

} // namespace

LanguageController::LanguageController(Preferences &preferences, QQmlEngine *engine, QObject *parent)
    : QObject(parent), m_preferences(preferences), m_engine(engine)
{
    // Installed first, so any other language's translator is asked before it.
    auto plurals = std::make_unique<QTranslator>();
    if (plurals->load(u":/i18n/arbiter_en.qm"_s)) {
        QCoreApplication::installTranslator(plurals.get());
        m_englishPlurals = std::move(plurals);
    }
    const QString saved = preferences.language();
    install(languages().contains(saved) ? saved : kSourceLanguage);
}

LanguageController::~LanguageController()
{
    if (m_translator)
        QCoreApplication::removeTranslator(m_translator.get());
    if (m_englishPlurals)
        QCoreApplication::removeTranslator(m_englishPlurals.get());
}

LanguageController *LanguageController::create(QQmlEngine *engine, QJSEngine *)
{
    LanguageController *controller = AppContext::of(engine)->language();
    QJSEngine::setObjectOwnership(controller, QJSEngine::CppOwnership);
    return controller;
}

QStringList LanguageController::languages()
{
    return {u"en"_s, u"de"_s};
}

QString LanguageController::nativeName(const QString &code)
{
    if (code == u"de"_s)
        return u"Deutsch"_s;
    if (code == u"en"_s)
        return u"English"_s;
    return code;
}

void LanguageController::setLanguage(const QString &code)
{
    if (code == m_language || !languages().contains(code))
        return;
    install(code);
    m_preferences.setLanguage(code);
    // Models format dates and numbers for the locale too, which changes even
    // when no translator file was there to install or remove.
    QEvent localeChanged(QEvent::LanguageChange);
    QCoreApplication::sendEvent(QCoreApplication::instance(), &localeChanged);
    if (m_engine)
        m_engine->retranslate();
    Q_EMIT languageChanged();
}

void LanguageController::install(const QString &code)
{
    if (m_translator) {
        QCoreApplication::removeTranslator(m_translator.get());
        m_translator.reset();
    }
    m_translationMissing = false;
    if (code != kSourceLanguage) {
        auto translator = std::make_unique<QTranslator>();
        if (translator->load(u":/i18n/arbiter_%1.qm"_s.arg(code))) {
            QCoreApplication::installTranslator(translator.get());
            m_translator = std::move(translator);
        } else {
            m_translationMissing = true;
        }
    }
    QLocale::setDefault(QLocale(code));
    m_language = code;
}

} // namespace arbiter
