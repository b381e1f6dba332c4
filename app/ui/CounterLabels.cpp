#include "CounterLabels.h"

#include "core/counter_names.h"
#include "core/session.h"
#include "text/PhraseText.h"

namespace arbiter {

QString counterLabel(const QString &game, const QString &key)
{
    return translated(counterLabel(findGame(game), key));
}

} // namespace arbiter
