#pragma once

#include <QHash>
#include <QJsonObject>
#include <QString>

namespace arbiter {

class ContentLibrary;

// The names players read for the figures the statistics count by their
// content id ("goldarr" is Gold'arr): from the game's pack as the table has
// it now, in English (the CLI) or in the app's language. An id no pack names
// any longer (a card since removed) reads as itself.
class FigureNames {
public:
    explicit FigureNames(const ContentLibrary *content);

    [[nodiscard]] QString english(const QString &game, const QString &character);
    [[nodiscard]] QString localized(const QString &game, const QString &character);

private:
    const QHash<QString, QString> &namesOf(const QString &game);

    const ContentLibrary *m_content;
    QHash<QString, QHash<QString, QString>> m_byGame;
};

} // namespace arbiter
