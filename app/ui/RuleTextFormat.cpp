#include "RuleTextFormat.h"

#include <QRegularExpression>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

QString snippetToStyledText(const QString &markedSnippet)
{
    QString styled = markedSnippet.toHtmlEscaped();
    styled.replace(QChar(kMatchOpen), u"<b>"_s);
    styled.replace(QChar(kMatchClose), u"</b>"_s);
    return styled;
}

QString ruleTextToStyledText(const QString &text)
{
    static const QRegularExpression bold(u"\\*\\*(.+?)\\*\\*"_s);
    static const QRegularExpression listItem(u"^- "_s, QRegularExpression::MultilineOption);
    QString styled = text.toHtmlEscaped();
    styled.replace(bold, u"<b>\\1</b>"_s);
    styled.replace(listItem, u"\u2022 "_s);
    styled.replace(u"\n"_s, u"<br>"_s);
    return styled;
}

QString plainExcerpt(const QString &text, int maxChars)
{
    QString plain = QString(text).remove(u"**"_s).simplified();
    if (plain.size() <= maxChars)
        return plain;
    qsizetype cut = plain.lastIndexOf(u' ', maxChars);
    if (cut < maxChars / 2)
        cut = maxChars;
    return plain.left(cut) + u"…"_s;
}

} // namespace arbiter
