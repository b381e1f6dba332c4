#pragma once

#include <QString>

namespace arbiter {

// The rules reference is plain text with **bold** words and blank lines
// between paragraphs; QML shows it as StyledText. Everything else in the
// text is escaped, so a "<" in a rule can never turn into markup.

// The two characters RulesIndex is asked to wrap matched words in.
inline constexpr char16_t kMatchOpen = u'\x01';
inline constexpr char16_t kMatchClose = u'\x02';

// A search snippet with its matches marked by kMatchOpen/kMatchClose, as
// StyledText with the matched words in bold.
QString snippetToStyledText(const QString &markedSnippet);

// A rules entry's text as StyledText: **bold**, line breaks, and "- " at the
// start of a line as a bullet.
QString ruleTextToStyledText(const QString &text);

// The start of an entry's text without markup, cut at a word near `maxChars`.
QString plainExcerpt(const QString &text, int maxChars);

} // namespace arbiter
