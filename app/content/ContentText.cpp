#include "ContentText.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QLocale>
#include <QMutex>

namespace arbiter::content_text {

namespace {

const QString kTranslations = QStringLiteral("translations");
const QString kEnglish = QStringLiteral("en");

struct Known {
    QMutex mutex;
    bool shippedRead = false;
    QHash<QString, QHash<QString, QString>> byLanguage; // language -> English -> text
};

Known &known()
{
    static Known instance;
    return instance;
}

void rememberLocked(Known &k, const QJsonObject &pack)
{
    const QJsonObject all = pack.value(kTranslations).toObject();
    for (auto language = all.begin(); language != all.end(); ++language) {
        const QJsonObject texts = language.value().toObject();
        QHash<QString, QString> &into = k.byLanguage[language.key()];
        for (auto it = texts.begin(); it != texts.end(); ++it) {
            const QString text = it.value().toString().trimmed();
            if (!text.isEmpty())
                into.insert(it.key().trimmed(), text);
        }
    }
}

// The shipped packs first, so a user's own translation read later wins.
void readShippedLocked(Known &k)
{
    if (k.shippedRead)
        return;
    k.shippedRead = true;
    const QDir dir(QStringLiteral(":/arbiter/content"));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile file(dir.filePath(name));
        if (file.open(QIODevice::ReadOnly))
            rememberLocked(k, QJsonDocument::fromJson(file.readAll()).object());
    }
}

} // namespace

void remember(const QJsonObject &pack)
{
    if (!pack.contains(kTranslations))
        return;
    Known &k = known();
    QMutexLocker lock(&k.mutex);
    readShippedLocked(k);
    rememberLocked(k, pack);
}

QString currentLanguage()
{
    const QString name = QLocale().name();
    return name.left(name.indexOf(QLatin1Char('_')));
}

QString localized(const QString &english, const QString &language)
{
    if (english.isEmpty() || language == kEnglish)
        return english;
    Known &k = known();
    QMutexLocker lock(&k.mutex);
    readShippedLocked(k);
    const auto texts = k.byLanguage.constFind(language);
    if (texts == k.byLanguage.cend())
        return english;
    return texts->value(english.trimmed(), english);
}

QString localized(const QString &english)
{
    return localized(english, currentLanguage());
}

QString translation(const QJsonObject &pack, const QString &language, const QString &english)
{
    return pack.value(kTranslations).toObject().value(language).toObject().value(english.trimmed()).toString();
}

void setTranslation(QJsonObject &pack, const QString &language, const QString &english, const QString &text)
{
    const QString key = english.trimmed();
    if (key.isEmpty() || language == kEnglish)
        return;
    QJsonObject all = pack.value(kTranslations).toObject();
    QJsonObject texts = all.value(language).toObject();
    if (text.trimmed().isEmpty())
        texts.remove(key);
    else
        texts.insert(key, text.trimmed());
    all.insert(language, texts);
    pack.insert(kTranslations, all);
}

void rekey(QJsonObject &pack, const QString &oldEnglish, const QString &newEnglish)
{
    const QString from = oldEnglish.trimmed();
    const QString to = newEnglish.trimmed();
    if (from == to || from.isEmpty() || to.isEmpty())
        return;
    QJsonObject all = pack.value(kTranslations).toObject();
    for (auto language = all.begin(); language != all.end(); ++language) {
        QJsonObject texts = language.value().toObject();
        if (!texts.contains(from) || texts.contains(to))
            continue;
        texts.insert(to, texts.take(from));
        language.value() = texts;
    }
    if (!all.isEmpty())
        pack.insert(kTranslations, all);
}

void retype(QJsonObject &pack, const QString &oldEnglish, const QString &newEnglish, QJsonObject &carried)
{
    const QString from = oldEnglish.trimmed();
    const QString to = newEnglish.trimmed();
    if (from == to)
        return;
    if (!from.isEmpty() && !to.isEmpty()) {
        rekey(pack, from, to);
        return;
    }
    QJsonObject all = pack.value(kTranslations).toObject();
    if (to.isEmpty()) {
        carried = {};
        for (auto language = all.begin(); language != all.end(); ++language) {
            QJsonObject texts = language.value().toObject();
            if (!texts.contains(from))
                continue;
            carried.insert(language.key(), texts.take(from));
            language.value() = texts;
        }
    } else {
        for (auto language = carried.begin(); language != carried.end(); ++language) {
            QJsonObject texts = all.value(language.key()).toObject();
            if (!texts.contains(to))
                texts.insert(to, language.value());
            all.insert(language.key(), texts);
        }
        carried = {};
    }
    if (!all.isEmpty())
        pack.insert(kTranslations, all);
}

} // namespace arbiter::content_text
