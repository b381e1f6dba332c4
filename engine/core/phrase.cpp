#include "phrase.h"

namespace arbiter {

QString renderEnglish(const Phrase &p)
{
    QString text = QString::fromUtf8(p.source);
    for (const QString &arg : p.args)
        text = text.arg(arg);
    return text;
}

} // namespace arbiter
