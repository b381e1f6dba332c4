#include "RollText.h"

#include <QStringList>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

QString describeFaces(const std::vector<TermRoll> &terms)
{
    const QString minus = QString(QChar(0x2212));
    QString text;
    for (std::size_t i = 0; i < terms.size(); ++i) {
        const TermRoll &term = terms[i];
        const bool negative = term.term.sign < 0;
        if (i == 0)
            text += negative ? minus : QString();
        else
            text += negative ? u" "_s + minus + u" "_s : u" + "_s;
        if (term.term.isDice()) {
            QStringList faces;
            for (int face : term.rolls)
                faces << QString::number(face);
            text += u"["_s + faces.join(u", "_s) + u"]"_s;
        } else {
            text += QString::number(term.term.constant);
        }
    }
    return text;
}

} // namespace arbiter
