#pragma once

#include "core/phrase.h"

#include <QJsonObject>
#include <QString>

namespace arbiter {

// A pack reader's refusal names the field it stopped at by its path
// ("content.champions[3].cards[1].targeting"); an editor shows it to a player
// in words: each card the path goes through by its name, the field by its key
// spelled as words ("Brute, Smash: targeting").
QString contentPathInWords(const QJsonObject &pack, const QString &path);

// The refusal with every such path put in words.
Phrase contentProblemInWords(const QJsonObject &pack, const Phrase &problem);
// The same in the app's language.
QString contentProblemText(const QJsonObject &pack, const Phrase &problem);

} // namespace arbiter
