#pragma once

#include <QJsonObject>
#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace arbiter {

// Content-pack words for screens that read a pack directly (setup forms,
// editors): the text in the given language from the pack's "translations"
// block, else the English. QML passes LanguageController.language so its
// bindings redraw when the language changes.
class ContentWords : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit ContentWords(QObject *parent = nullptr);

    Q_INVOKABLE QString text(const QString &english, const QString &language) const;
    // The pack's own translation (empty when it has none), for an editor.
    Q_INVOKABLE QString translation(const QJsonObject &pack, const QString &language, const QString &english) const;
    // The pack with `text` as the `language` version of `english`.
    Q_INVOKABLE QJsonObject withTranslation(QJsonObject pack, const QString &language, const QString &english,
                                            const QString &text) const;
};

} // namespace arbiter
