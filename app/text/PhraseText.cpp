#include "PhraseText.h"

#include "content/ContentText.h"

#include <QCoreApplication>

namespace arbiter {

QString translated(const Phrase &phrase)
{
    const auto term = [](const QString &value) {
        const QByteArray bytes = value.toUtf8();
        const QString word = QCoreApplication::translate("EngineTerm", bytes.constData());
        // A value that is no rules word may be a content-pack text (an
        // ability's name, a card's colour), which its pack translates.
        return word == value ? content_text::localized(value) : word;
    };
    const auto inner = [&term](const char *source, const QStringList &args) {
        QString text = QCoreApplication::translate("Engine", source);
        for (const QString &arg : args)
            text = text.arg(term(arg));
        return text;
    };
    QString text = QCoreApplication::translate("Engine", phrase.source);
    for (const QString &arg : phrase.args)
        text = text.arg(renderArgument(arg, inner, term));
    return text;
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
