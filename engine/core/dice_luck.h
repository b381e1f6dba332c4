#pragma once

#include "dice.h"
#include "rational.h"

#include <QHash>
#include <QString>
#include <optional>
#include <vector>

namespace arbiter {

// Where one roll's total lies in the exact distribution of its dice.
struct RollOdds {
    Rational below; // chance of a lower total
    Rational equal; // chance of exactly this total
    Rational mean;
};

// One player's luck over many rolls: where the sum of their totals lies in
// the distribution of the sum of exactly those dice. `better` = 0.82 reads
// "rolled better than 82% of possible games".
struct DiceLuck {
    int rolls = 0;
    int total = 0;
    double expected = 0; // the mean of that sum
    double variance = 0; // and its variance: luck across sessions adds these (statistics)
    double better = 0; // chance that the same dice give a lower sum
    double worse = 0; // chance of a higher sum
    // The rolls were too many to add up face by face within kLuckWorkLimit:
    // `better` and `worse` then come from the normal curve with the sum's
    // exact mean and variance.
    bool approximate = false;
};

// Multiply-adds the face-by-face sum may cost before the normal curve is used
// instead (about 20 ms here): a few hundred rolls are always exact.
inline constexpr long long kLuckWorkLimit = 20'000'000;

// Distributions by notation, worked out once per notation.
class OddsCache {
public:
    // The exact distribution of `notation`, or none when it cannot be parsed
    // or is too large for the odds engine.
    const Distribution *find(const QString &notation);

private:
    QHash<QString, std::optional<Distribution>> m_known;
};

std::optional<RollOdds> rollOdds(OddsCache &cache, const QString &notation, int total);

struct LuckRoll {
    QString notation;
    int total = 0;
};
// Rolls whose notation the odds engine cannot read are left out.
DiceLuck diceLuck(OddsCache &cache, const std::vector<LuckRoll> &rolls);

// Luck over rolls whose sums, means and variances are known (several
// sessions' DiceLuck added up): the normal curve, as for very many rolls.
DiceLuck combinedLuck(const std::vector<DiceLuck> &parts);

} // namespace arbiter
