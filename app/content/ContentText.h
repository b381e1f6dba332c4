#pragma once

#include <QJsonObject>
#include <QString>

namespace arbiter::content_text {

// Content packs carry their own words per language. English stays in the card
// fields themselves (the engine and the CLI read those, and old packs load
// unchanged); every other language sits in the pack's "translations" block,
// keyed by the English text it replaces, the way Qt's .ts files key on the
// source text:
//
//   "translations": {"de": {"Pay 1 MP: swap ...": "Zahle 1 MP: ..."}}
//
// A text without an entry falls back to English. The screens ask through
// localized() each time they build a view, so a language switch only needs a
// redraw.

// Adds the pack's translations to those the app knows. Shipped packs are
// known without being added; user packs and the copies inside sessions are
// added as they are read.
void remember(const QJsonObject &pack);

// `english` in the language of the default QLocale (which the language
// setting sets), or `english` itself.
[[nodiscard]] QString localized(const QString &english);
[[nodiscard]] QString localized(const QString &english, const QString &language);

// The current language's code ("en", "de").
[[nodiscard]] QString currentLanguage();

// Reading and writing one text of a pack in one language, for the editors.
[[nodiscard]] QString translation(const QJsonObject &pack, const QString &language, const QString &english);
void setTranslation(QJsonObject &pack, const QString &language, const QString &english, const QString &text);
// Moves a translation to a changed English text, so editing the English of
// a card keeps its German.
void rekey(QJsonObject &pack, const QString &oldEnglish, const QString &newEnglish);
// rekey() for a text retyped key by key: when the English is emptied on the
// way to a new one, its translations wait in `carried` (by language) and go
// to the first English typed in next, instead of staying behind.
void retype(QJsonObject &pack, const QString &oldEnglish, const QString &newEnglish, QJsonObject &carried);

} // namespace arbiter::content_text
