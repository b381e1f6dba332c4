#include "games/theosis/theosis_market.h"

#include "core/json_fields.h"
#include "games/theosis/theosis_setup.h"
#include "games/theosis/theosis_support.h"

namespace arbiter::theosis {

void refillMarket(Table &table, const Content &content, Rng &rng)
{
    const QStringList leftovers = table.market;
    table.market.clear();
    shuffle(table.pouch, rng);
    for (qsizetype i = 0; i < table.pouch.size() && table.market.size() < kMarketSize;) {
        const Item *item = content.item(table.pouch.at(i));
        if (item && !item->artifact)
            table.market << table.pouch.takeAt(i);
        else
            ++i;
    }
    table.pouch += leftovers;
    shuffle(table.pouch, rng);
}

Result<QString> drawFromPouch(Play &play, const QJsonObject &action, const QString &key)
{
    if (action.contains(key)) {
        ARBITER_TRY(item, json::requiredString(action, key, {}));
        if (!removeOne(play.table.pouch, item.value()))
            return RuleError::invalid(QStringLiteral("theosis.not_in_pouch"), rule("quest-rewards"),
                                      phrase(QT_TRANSLATE_NOOP("Engine", "%1 is not in the pouch."), item.value()));
        return item;
    }
    if (play.table.pouch.isEmpty())
        return RuleError::invalid(QStringLiteral("theosis.pouch_empty"), rule("quest-rewards"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The pouch is empty.")));
    const auto at = static_cast<qsizetype>(play.state.rng.below(static_cast<std::uint64_t>(play.table.pouch.size())));
    return play.table.pouch.takeAt(at);
}

} // namespace arbiter::theosis
