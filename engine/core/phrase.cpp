#include "phrase.h"

namespace arbiter {

namespace {

// Control characters that no name or number contains.
constexpr QChar kOpen(0x1E);
constexpr QChar kSeparator(0x1F);
constexpr QChar kClose(0x1D);

} // namespace

QString toPhraseArg(const Phrase &inner)
{
    QString marked = kOpen + QString::fromUtf8(inner.source);
    for (const QString &arg : inner.args)
        marked += kSeparator + arg;
    return marked + kClose;
}

QString renderArgument(const QString &arg, const std::function<QString(const char *, const QStringList &)> &render,
                       const std::function<QString(const QString &)> &plain)
{
    if (!arg.contains(kOpen))
        return plain(arg);
    QString out;
    qsizetype at = 0;
    while (at < arg.size()) {
        const qsizetype open = arg.indexOf(kOpen, at);
        const qsizetype close = open < 0 ? -1 : arg.indexOf(kClose, open);
        if (open < 0 || close < 0) {
            out += arg.mid(at);
            break;
        }
        out += arg.mid(at, open - at);
        QStringList parts = arg.mid(open + 1, close - open - 1).split(kSeparator);
        const QByteArray source = parts.takeFirst().toUtf8();
        out += render(source.constData(), parts);
        at = close + 1;
    }
    return out;
}

QString renderEnglish(const Phrase &p)
{
    QString text = QString::fromUtf8(p.source);
    const auto inner = [](const char *source, const QStringList &args) {
        QString t = QString::fromUtf8(source);
        for (const QString &a : args)
            t = t.arg(a);
        return t;
    };
    const auto same = [](const QString &s) { return s; };
    for (const QString &arg : p.args)
        text = text.arg(renderArgument(arg, inner, same));
    return text;
}

} // namespace arbiter
