#include "PhraseText.h"

#include "content/ContentText.h"

#include <QCoreApplication>
#include <QTranslator>
#include <map>
#include <memory>

namespace arbiter {

namespace {

using Translate = std::function<QString(const char *context, const char *source)>;

QString render(const Phrase &phrase, const Translate &translate, const QString &language)
{
    const auto term = [&](const QString &value) {
        const QByteArray bytes = value.toUtf8();
        const QString word = translate("EngineTerm", bytes.constData());
        // A value that is no rules word may be a content-pack text (an
        // ability's name, a card's colour), which its pack translates.
        return word == value ? content_text::localized(value, language) : word;
    };
    const auto inner = [&](const char *source, const QStringList &args) {
        QString text = translate("Engine", source);
        for (const QString &arg : args)
            text = text.arg(term(arg));
        return text;
    };
    QString text = translate("Engine", phrase.source);
    for (const QString &arg : phrase.args)
        text = text.arg(renderArgument(arg, inner, term));
    return text;
}

// Loaded once per language and kept: table mode renders every record for
// each phone that reads another language than English.
const QTranslator *translatorFor(const QString &language)
{
    static std::map<QString, std::unique_ptr<QTranslator>> loaded;
    auto &translator = loaded[language];
    if (!translator) {
        translator = std::make_unique<QTranslator>();
        (void)translator->load(QStringLiteral(":/i18n/arbiter_%1.qm").arg(language));
    }
    return translator->isEmpty() ? nullptr : translator.get();
}

} // namespace

QString translated(const Phrase &phrase)
{
    return render(
        phrase, [](const char *context, const char *source) { return QCoreApplication::translate(context, source); },
        content_text::currentLanguage());
}

QString translated(const Phrase &phrase, const QString &language)
{
    const QTranslator *translator = language == QLatin1String("en") ? nullptr : translatorFor(language);
    if (!translator)
        return renderEnglish(phrase);
    return render(
        phrase,
        [translator](const char *context, const char *source) {
            const QString text = translator->translate(context, source);
            return text.isEmpty() ? QString::fromUtf8(source) : text;
        },
        language);
}

QString errorCodeName(ErrorKind kind)
{
    switch (kind) {
    case ErrorKind::BadRequest:
        return QStringLiteral("bad_request");
    case ErrorKind::InvalidMove:
        return QStringLiteral("invalid_move");
    case ErrorKind::NotFound:
        return QStringLiteral("not_found");
    case ErrorKind::UnknownOp:
        return QStringLiteral("unknown_op");
    case ErrorKind::Storage:
        return QStringLiteral("storage");
    case ErrorKind::Internal:
        return QStringLiteral("internal");
    }
    return QStringLiteral("internal");
}

} // namespace arbiter
