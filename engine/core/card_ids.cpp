#include "card_ids.h"

namespace arbiter {

QString freeCardId(const QString &name, const std::function<bool(const QString &)> &taken)
{
    QString slug;
    // Decomposed, an accented letter is its base letter and a mark to drop.
    for (const QChar c : name.normalized(QString::NormalizationForm_KD).toLower()) {
        if (c.unicode() < 128 && c.isLetterOrNumber())
            slug += c;
        else if (!c.isMark() && !slug.isEmpty() && !slug.endsWith(QLatin1Char('-')))
            slug += QLatin1Char('-');
    }
    while (slug.endsWith(QLatin1Char('-')))
        slug.chop(1);
    if (slug.isEmpty())
        slug = QStringLiteral("card");
    QString id = slug;
    for (int n = 2; taken(id); ++n)
        id = slug + QLatin1Char('-') + QString::number(n);
    return id;
}

} // namespace arbiter
