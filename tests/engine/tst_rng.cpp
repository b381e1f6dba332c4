#include "core/rng.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <vector>

using namespace arbiter;

// Golden values were computed with a separate Python implementation of the
// published SplitMix64, xoshiro256** 1.0 and Lemire algorithms, and the
// SplitMix64 outputs for seed 1234567 agree with the widely quoted reference
// list. A change here means every saved game would replay differently.
class TestRng : public QObject {
    Q_OBJECT

private:
    static std::vector<int> dice(Rng rng, int sides, int count)
    {
        std::vector<int> faces;
        for (int i = 0; i < count; ++i)
            faces.push_back(rng.die(sides));
        return faces;
    }

    // Pearson's statistic of `draws` values in [0, 6) against a flat
    // distribution.
    static double chiSquareOfSix(const std::function<std::uint64_t()> &draw, int draws)
    {
        std::array<int, 6> counts{};
        for (int i = 0; i < draws; ++i)
            ++counts.at(draw());
        const double expected = draws / 6.0;
        double statistic = 0;
        for (const int observed : counts)
            statistic += (observed - expected) * (observed - expected) / expected;
        return statistic;
    }

    // Five degrees of freedom: a fair die exceeds 20.5 one time in a thousand.
    static constexpr double kChiSquareBound = 20.5;

private Q_SLOTS:
    void seedExpandsWithSplitMix64()
    {
        QCOMPARE(Rng(0).state(), (Rng::State{0xe220a8397b1dcdafULL, 0x6e789e6aa1b965f4ULL, 0x06c45d188009454fULL,
                                             0xf88bb8a8724c81ecULL}));
        QCOMPARE(Rng(1234567).state(), (Rng::State{0x599ed017fb08fc85ULL, 0x2c73f08458540fa5ULL,
                                                   0x883ebce5a3f27c77ULL, 0x3fbef740e9177b3fULL}));
        QCOMPARE(Rng(42).state(), (Rng::State{0xbdd732262feb6e95ULL, 0x28efe333b266f103ULL, 0x47526757130f9f52ULL,
                                              0x581ce1ff0e4ae394ULL}));
    }

    void defaultSeedIsZero() { QCOMPARE(Rng(), Rng(0)); }

    void nextMatchesXoshiro256StarStar_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<std::vector<quint64>>("outputs");
        QTest::newRow("seed 0") << quint64(0)
                                << std::vector<quint64>{0x99ec5f36cb75f2b4ULL, 0xbf6e1f784956452aULL,
                                                        0x1a5f849d4933e6e0ULL, 0x6aa594f1262d2d2cULL};
        QTest::newRow("seed 42") << quint64(42)
                                 << std::vector<quint64>{0x15780b2e0c2ec716ULL, 0x6104d9866d113a7eULL,
                                                         0xae17533239e499a1ULL, 0xecb8ad4703b360a1ULL};
        QTest::newRow("seed 2^64-1") << quint64(0xffffffffffffffffULL)
                                     << std::vector<quint64>{0x8f5520d52a7ead08ULL, 0xc476a018caa1802dULL,
                                                             0x81de31c0d260469eULL, 0xbf658d7e065f3c2fULL};
    }

    void nextMatchesXoshiro256StarStar()
    {
        QFETCH(quint64, seed);
        QFETCH(std::vector<quint64>, outputs);
        Rng rng(seed);
        for (std::size_t i = 0; i < outputs.size(); ++i)
            QCOMPARE(quint64(rng.next()), outputs[i]);
    }

    void sixSidedDieSequences()
    {
        QCOMPARE(dice(Rng(0), 6, 20), (std::vector<int>{4, 5, 1, 3, 5, 6, 3, 4, 6, 6, 1, 1, 1, 4, 3, 2, 5, 2, 4, 1}));
        QCOMPARE(dice(Rng(42), 6, 20), (std::vector<int>{1, 3, 5, 6, 6, 5, 5, 6, 5, 4, 5, 2, 5, 2, 5, 6, 4, 6, 5, 5}));
        QCOMPARE(dice(Rng(7), 20, 10), (std::vector<int>{15, 6, 17, 20, 20, 18, 2, 3, 9, 4}));
    }

    void belowRejectsTheBiasedSlice()
    {
        // With a bound just above 2^63 nearly half of all products land in the
        // biased slice and must be drawn again: these values depend on it.
        Rng rng(7);
        const std::uint64_t bound = (std::uint64_t(1) << 63) + 1;
        const std::vector<std::uint64_t> expected{0x59ac7d7ba77cbb2dULL, 0x6b78e9a4ca963ccbULL, 0x7d949c398f403920ULL,
                                                  0x7ed482763f2a018cULL};
        for (const std::uint64_t value : expected)
            QCOMPARE(rng.below(bound), value);
    }

    void belowStaysInRange()
    {
        Rng rng(99);
        for (int i = 0; i < 100; ++i)
            QCOMPARE(rng.below(1), std::uint64_t(0));
        for (const int sides : {2, 3, 4, 6, 8, 10, 12, 20, 100, 1000}) {
            std::vector<bool> seen(static_cast<std::size_t>(sides) + 1, false);
            for (int i = 0; i < 20 * sides; ++i) {
                const int face = rng.die(sides);
                QVERIFY2(face >= 1 && face <= sides, qPrintable(QStringLiteral("d%1 showed %2").arg(sides).arg(face)));
                seen[static_cast<std::size_t>(face)] = true;
            }
            QVERIFY2(std::count(seen.begin() + 1, seen.end(), true) == sides,
                     qPrintable(QStringLiteral("some face of a d%1 never came up").arg(sides)));
        }
    }

    void fromStateRoundTrips()
    {
        Rng original(2024);
        for (int i = 0; i < 5; ++i)
            original.next();
        Rng restored = Rng::fromState(original.state());
        QCOMPARE(restored, original);
        for (int i = 0; i < 50; ++i)
            QCOMPARE(restored.next(), original.next());
    }

    void copiesContinueIdentically()
    {
        Rng original(31337);
        original.die(6);
        Rng copy = original;
        QCOMPARE(dice(copy, 12, 30), dice(original, 12, 30));
        QCOMPARE(copy.next(), original.next());
        QCOMPARE(copy, original);
        copy.next();
        QVERIFY(copy != original);
    }

    void differentSeedsDiffer()
    {
        QVERIFY(Rng(1).state() != Rng(2).state());
        QVERIFY(dice(Rng(1), 6, 20) != dice(Rng(2), 6, 20));
    }

    void belowIsRoughlyUniform()
    {
        Rng rng(12345);
        const double fair = chiSquareOfSix([&] { return rng.below(6); }, 60000);
        QVERIFY2(fair < kChiSquareBound, qPrintable(QStringLiteral("chi-square %1").arg(fair)));

        // The same bound catches a die made by reducing 3 random bits modulo 6,
        // which shows 1 and 2 twice as often as the other faces.
        Rng source(12345);
        const double biased = chiSquareOfSix([&] { return (source.next() & 7) % 6; }, 60000);
        QVERIFY2(biased > kChiSquareBound, qPrintable(QStringLiteral("chi-square %1").arg(biased)));
    }
};

QTEST_APPLESS_MAIN(TestRng)
#include "tst_rng.moc"
