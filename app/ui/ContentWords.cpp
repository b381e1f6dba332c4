#include "ContentWords.h"

#include "content/ContentText.h"

#include <QJsonObject>

namespace arbiter {

ContentWords::ContentWords(QObject *parent) : QObject(parent) {}

QString ContentWords::text(const QString &english, const QString &language) const
{
    return content_text::localized(english, language);
}

QString ContentWords::translation(const QJsonObject &pack, const QString &language, const QString &english) const
{
    return content_text::translation(pack, language, english);
}

QJsonObject ContentWords::withTranslation(QJsonObject pack, const QString &language, const QString &english,
                                          const QString &text) const
{
    content_text::setTranslation(pack, language, english, text);
    return pack;
}

} // namespace arbiter
