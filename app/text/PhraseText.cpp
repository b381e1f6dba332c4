#include "PhraseText.h"

#include "content/ContentText.h"

#include <QCoreApplication>

namespace arbiter {

QString translated(const Phrase &phrase)
{
    QString text = QCoreApplication::translate("Engine", phrase.source);
    for (const QString &arg : phrase.args) {
        const QByteArray term = arg.toUtf8();
        const QString word = QCoreApplication::translate("EngineTerm", term.constData());
        // A value that is no rules word may be a content-pack text (an
        // ability's name, a card's colour), which its pack translates.
        text = text.arg(word == arg ? content_text::localized(arg) : word);
    }
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
