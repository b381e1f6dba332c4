#include "history/FigureNames.h"

#include "content/ContentLibrary.h"
#include "content/ContentText.h"

#include <QJsonArray>

namespace arbiter {

FigureNames::FigureNames(const ContentLibrary *content) : m_content(content) {}

const QHash<QString, QString> &FigureNames::namesOf(const QString &game)
{
    const auto known = m_byGame.constFind(game);
    if (known != m_byGame.constEnd())
        return *known;
    // Every list of the pack whose entries carry an id and a name: the
    // figures are among them whatever a game calls its list.
    QHash<QString, QString> names;
    if (m_content) {
        const auto pack = m_content->pack(game);
        if (pack) {
            content_text::remember(pack.value());
            for (auto list = pack->begin(); list != pack->end(); ++list)
                for (const QJsonValue &entry : list.value().toArray()) {
                    const QString id = entry.toObject().value(QStringLiteral("id")).toString();
                    const QString name = entry.toObject().value(QStringLiteral("name")).toString();
                    if (!id.isEmpty() && !name.isEmpty() && !names.contains(id))
                        names.insert(id, name);
                }
        }
    }
    return *m_byGame.insert(game, names);
}

QString FigureNames::english(const QString &game, const QString &character)
{
    return namesOf(game).value(character, character);
}

QString FigureNames::localized(const QString &game, const QString &character)
{
    const QString name = english(game, character);
    return name == character ? name : content_text::localized(name);
}

} // namespace arbiter
