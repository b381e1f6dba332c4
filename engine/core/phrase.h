#pragma once

#include <QString>
#include <QStringList>
#include <QtGlobal>
#include <functional>

namespace arbiter {

// The engine writes no finished user text. It hands out a Phrase: an English
// source text marked for translation with %1..%n placeholders, plus the values
// that fill them. The app translates the source text at display time, so the
// same engine result reads in German too.
//
// Mark every source text literally as QT_TRANSLATE_NOOP("Engine", "...") where
// it is written: lupdate does not expand macros, so a wrapper macro would hide
// the text from the translation files.
//
// A value that is a word of the rules rather than a name (a phase, say) is
// marked where its words are defined, as QT_TRANSLATE_NOOP("EngineTerm", ...):
// the app translates every value through that context, and values with no
// entry there (names, numbers) stay as they are.
struct Phrase {
    const char *source = "";
    QStringList args;

    friend bool operator==(const Phrase &, const Phrase &) = default;
};

inline QString toPhraseArg(const QString &s) { return s; }
inline QString toPhraseArg(const char *s) { return QString::fromUtf8(s); }
inline QString toPhraseArg(int v) { return QString::number(v); }
inline QString toPhraseArg(long v) { return QString::number(v); }
inline QString toPhraseArg(long long v) { return QString::number(v); }
inline QString toPhraseArg(unsigned v) { return QString::number(v); }
inline QString toPhraseArg(unsigned long v) { return QString::number(v); }
inline QString toPhraseArg(unsigned long long v) { return QString::number(v); }
// A phrase inside a phrase ("%1 moves to %2" with %2 = "the hex east of Lug"):
// the inner source travels marked inside the argument so that each language
// renders it with its own words. Arguments of the inner phrase are plain
// values; several marked phrases may share one argument (a list).
QString toPhraseArg(const Phrase &inner);


template <typename... Args>
Phrase phrase(const char *source, const Args &...args)
{
    Phrase p{source, {}};
    // One allocation for the arguments: calculators build a phrase per step.
    if constexpr (sizeof...(Args) > 0)
        p.args.reserve(sizeof...(Args));
    (p.args.append(toPhraseArg(args)), ...);
    return p;
}

// Fills the placeholders of the untranslated source text (what the CLI prints
// and what tests compare against). The app uses its translated counterpart.
QString renderEnglish(const Phrase &p);

// Fills an argument, rendering each phrase marked inside it (see
// toPhraseArg(const Phrase &)) with `render(source, args)`; text outside
// the marks is passed through `plain`.
QString renderArgument(const QString &arg, const std::function<QString(const char *, const QStringList &)> &render,
                       const std::function<QString(const QString &)> &plain);

} // namespace arbiter
