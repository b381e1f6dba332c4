#include "games/theosis/theosis_market.h"

#include "core/json_fields.h"
#include "games/theosis/theosis_setup.h"
#include "games/theosis/theosis_support.h"

#include <algorithm>

namespace arbiter::theosis {

void refillMarket(Table &table, const Content &content, Rng &rng)
{
    const QStringList leftovers = table.market;
    table.market.clear();
    table.marketFromTable.clear();
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

bool takeFromMarket(Table &table, const QString &item)
{
    if (!removeOne(table.market, item))
        return false;
    if (table.marketFromTable.count(item) > table.market.count(item))
        removeOne(table.marketFromTable, item);
    return true;
}

int fastOfferSize(const Table &table, bool artifacts)
{
    const int heroes = static_cast<int>(table.heroes.size());
    return artifacts ? std::min(heroes, kMostFastArtifacts) : 2 * heroes;
}

void drawFastOffer(Table &table, const Content &content)
{
    int artifacts = fastOfferSize(table, true);
    int others = fastOfferSize(table, false);
    for (qsizetype i = 0; i < table.pouch.size();) {
        const Item *item = content.item(table.pouch.at(i));
        int &wanted = item && item->artifact ? artifacts : others;
        if (wanted > 0) {
            --wanted;
            table.fastOffer << table.pouch.takeAt(i);
        } else {
            ++i;
        }
    }
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
