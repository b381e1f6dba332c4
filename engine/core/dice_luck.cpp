#include "dice_luck.h"

#include <algorithm>
#include <cmath>

namespace arbiter {

const Distribution *OddsCache::find(const QString &notation)
{
    auto it = m_known.find(notation);
    if (it == m_known.end()) {
        std::optional<Distribution> found;
        if (auto expr = parseDice(notation)) {
            if (auto dist = distribution(expr.value()))
                found = std::move(dist).value();
        }
        it = m_known.insert(notation, std::move(found));
    }
    return it->has_value() ? &it->value() : nullptr;
}

std::optional<RollOdds> rollOdds(OddsCache &cache, const QString &notation, int total)
{
    const Distribution *dist = cache.find(notation);
    if (!dist)
        return std::nullopt;
    RollOdds odds;
    odds.mean = dist->mean;
    for (const Outcome &o : dist->outcomes) {
        if (o.value < total)
            odds.below = odds.below + o.probability;
        else if (o.value == total)
            odds.equal = o.probability;
    }
    return odds;
}

namespace {

double variance(const Distribution &dist)
{
    const double mean = dist.mean.toDouble();
    double v = 0;
    for (const Outcome &o : dist.outcomes)
        v += o.probability.toDouble() * (o.value - mean) * (o.value - mean);
    return v;
}

// The chance of a sum below `total` on the normal curve, with a half-point
// continuity correction since sums are whole numbers.
double normalBelow(double mean, double var, double total)
{
    if (var <= 0)
        return total > mean ? 1.0 : 0.0;
    return 0.5 * std::erfc(-((total - 0.5) - mean) / std::sqrt(2 * var));
}

} // namespace

DiceLuck diceLuck(OddsCache &cache, const std::vector<LuckRoll> &rolls)
{
    DiceLuck luck;
    std::vector<const Distribution *> dists;
    long long work = 0;
    long long span = 1;
    for (const LuckRoll &r : rolls) {
        const Distribution *dist = cache.find(r.notation);
        if (!dist)
            continue;
        dists.push_back(dist);
        ++luck.rolls;
        luck.total += r.total;
        luck.expected += dist->mean.toDouble();
        luck.variance += variance(*dist);
        const long long width = dist->max - dist->min + 1;
        work += span * width;
        span += width - 1;
    }
    if (luck.rolls == 0)
        return luck;

    if (work > kLuckWorkLimit) {
        luck.approximate = true;
        luck.better = normalBelow(luck.expected, luck.variance, luck.total);
        luck.worse = 1.0 - normalBelow(luck.expected, luck.variance, luck.total + 1);
        return luck;
    }

    // The sum's distribution, one roll's dice after another; each roll's
    // chances come exact from the odds engine.
    int low = 0;
    std::vector<double> sum{1.0};
    std::vector<double> next;
    for (const Distribution *d : dists) {
        next.assign(sum.size() + static_cast<std::size_t>(d->max - d->min), 0.0);
        for (const Outcome &o : d->outcomes) {
            const double p = o.probability.toDouble();
            const std::size_t shift = static_cast<std::size_t>(o.value - d->min);
            for (std::size_t i = 0; i < sum.size(); ++i)
                next[i + shift] += sum[i] * p;
        }
        sum.swap(next);
        low += d->min;
    }
    for (std::size_t i = 0; i < sum.size(); ++i) {
        const int value = low + static_cast<int>(i);
        if (value < luck.total)
            luck.better += sum[i];
        else if (value > luck.total)
            luck.worse += sum[i];
    }
    luck.better = std::clamp(luck.better, 0.0, 1.0);
    luck.worse = std::clamp(luck.worse, 0.0, 1.0);
    return luck;
}

DiceLuck combinedLuck(const std::vector<DiceLuck> &parts)
{
    DiceLuck luck;
    for (const DiceLuck &p : parts) {
        luck.rolls += p.rolls;
        luck.total += p.total;
        luck.expected += p.expected;
        luck.variance += p.variance;
    }
    if (luck.rolls == 0)
        return luck;
    luck.approximate = true;
    luck.better = normalBelow(luck.expected, luck.variance, luck.total);
    luck.worse = 1.0 - normalBelow(luck.expected, luck.variance, luck.total + 1);
    return luck;
}

} // namespace arbiter
