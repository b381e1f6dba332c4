#include "ContentWords.h"

#include "content/ContentText.h"

#include <QJsonObject>

namespace arbiter {

ContentWords::ContentWords(QObject *parent) : QObject(parent) {}

QString ContentWords::text(const QString &english, const QString &language) const
{
    return content_text::localized(english, language);
}

QString ContentWords::translation(const QVariantMap &pack, const QString &language, const QString &english) const
{
    return content_text::translation(QJsonObject::fromVariantMap(pack), language, english);
}

QVariantMap ContentWords::withTranslation(const QVariantMap &pack, const QString &language, const QString &english,
                                          const QString &text) const
{
    QJsonObject json = QJsonObject::fromVariantMap(pack);
    content_text::setTranslation(json, language, english, text);
    return json.toVariantMap();
}

} // namespace arbiter
