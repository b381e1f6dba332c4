#include "PhraseText.h"

#include <QCoreApplication>

namespace arbiter {

QString translated(const Phrase &phrase)
{
    QString text = QCoreApplication::translate("Engine", phrase.source);
    for (const QString &arg : phrase.args) {
        const QByteArray term = arg.toUtf8();
        text = text.arg(QCoreApplication::translate("EngineTerm", term.constData()));
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
