#include "core/dice.h"
#include "core/dice_luck.h"
#include "core/phrase.h"
#include "core/rational.h"

#include <QElapsedTimer>
#include <QTest>

#include <bit>
#include <cmath>
#include <map>

using namespace arbiter;

namespace {

using Int = Rational::Int;

Int pow128(Int base, int exponent)
{
    Int result = 1;
    for (int i = 0; i < exponent; ++i)
        result *= base;
    return result;
}

DiceExpression parsed(const QString &text)
{
    Result<DiceExpression> result = parseDice(text);
    if (!result)
        qFatal("test setup: %s does not parse", qPrintable(text));
    return result.value();
}

Rational probabilityOf(const Distribution &d, int value)
{
    for (const Outcome &outcome : d.outcomes) {
        if (outcome.value == value)
            return outcome.probability;
    }
    return {};
}

// Counts every combination of faces one by one: slow, obviously right, and
// independent of the convolution under test.
std::map<int, Int> enumerateSums(const DiceExpression &expr)
{
    std::vector<int> sides;
    std::vector<int> signs;
    int constant = 0;
    for (const DiceTerm &term : expr.terms) {
        if (!term.isDice())
            constant += term.sign * term.constant;
        for (int i = 0; i < term.count; ++i) {
            sides.push_back(term.sides);
            signs.push_back(term.sign);
        }
    }
    std::map<int, Int> counts;
    std::vector<int> faces(sides.size(), 1);
    for (;;) {
        int sum = constant;
        for (std::size_t i = 0; i < faces.size(); ++i)
            sum += signs[i] * faces[i];
        ++counts[sum];
        std::size_t i = 0;
        while (i < faces.size() && faces[i] == sides[i])
            faces[i++] = 1;
        if (i == faces.size())
            return counts;
        ++faces[i];
    }
}

quint64 bitsOf(double v)
{
    return std::bit_cast<quint64>(v);
}

QString text(Int v)
{
    return toDecimalString(v);
}

} // namespace

class TestDice : public QObject {
    Q_OBJECT

private Q_SLOTS:

    // --- Luck against the exact odds --------------------------------------

    void rollOddsAreExact()
    {
        OddsCache cache;
        const std::optional<RollOdds> six = rollOdds(cache, QStringLiteral("1d6"), 6);
        QVERIFY(six);
        QVERIFY(six->below == Rational(5, 6));
        QVERIFY(six->equal == Rational(1, 6));
        // 2d6 below 7: 1+2+3+4+5 of 36 combinations; 7 itself: 6 of 36.
        const std::optional<RollOdds> seven = rollOdds(cache, QStringLiteral("2d6"), 7);
        QVERIFY(seven);
        QVERIFY(seven->below == Rational(15, 36));
        QVERIFY(seven->equal == Rational(1, 6));
        QVERIFY(seven->mean == Rational(7));
        QVERIFY(!rollOdds(cache, QStringLiteral("banana"), 3));
    }

    void luckAddsTheRollsOfOnePlayer()
    {
        OddsCache cache;
        // Two sixes: only 6+6 is not below 12, 1 of 36.
        const DiceLuck sixes = diceLuck(cache, {{QStringLiteral("1d6"), 6}, {QStringLiteral("1d6"), 6}});
        QCOMPARE(sixes.rolls, 2);
        QCOMPARE(sixes.total, 12);
        QCOMPARE(sixes.expected, 7.0);
        QVERIFY(std::abs(sixes.better - 35.0 / 36.0) < 1e-12);
        QCOMPARE(sixes.worse, 0.0);
        QVERIFY(!sixes.approximate);
        // 1d6 and 2d6 are 3d6: below 8 are 1+3+6+10+15 = 35 of 216, above 8 are 160.
        const DiceLuck mixed = diceLuck(cache, {{QStringLiteral("1d6"), 6}, {QStringLiteral("2d6"), 2}, {QStringLiteral("x"), 4}});
        QCOMPARE(mixed.rolls, 2); // the unreadable one is left out
        QCOMPARE(mixed.total, 8);
        QVERIFY(std::abs(mixed.better - 35.0 / 216.0) < 1e-12);
        QVERIFY(std::abs(mixed.worse - 160.0 / 216.0) < 1e-12);
        QCOMPARE(diceLuck(cache, {}).rolls, 0);
    }

    void luckAcrossSessionsAddsMeansAndVariances()
    {
        OddsCache cache;
        const DiceLuck one = diceLuck(cache, {{QStringLiteral("1d6"), 6}});
        QVERIFY(std::abs(one.variance - 35.0 / 12.0) < 1e-12);
        const DiceLuck both = combinedLuck({one, one});
        QCOMPARE(both.rolls, 2);
        QCOMPARE(both.total, 12);
        QCOMPARE(both.expected, 7.0);
        QVERIFY(both.approximate);
        // The curve's answer for two sixes, near the exact 35/36.
        QVERIFY2(std::abs(both.better - 35.0 / 36.0) < 0.01, qPrintable(QString::number(both.better)));
        QCOMPARE(combinedLuck({}).rolls, 0);
    }

    void luckOfVeryManyRollsUsesTheNormalCurve()
    {
        OddsCache cache;
        // 2,000 d6 alternating 3 and 4 sum to their mean, 7,000: just under
        // half of the sums lie below it (the sum itself has about 0.5%).
        std::vector<LuckRoll> rolls;
        for (int i = 0; i < 2000; ++i)
            rolls.push_back({QStringLiteral("1d6"), 3 + i % 2});
        const DiceLuck luck = diceLuck(cache, rolls);
        QVERIFY(luck.approximate);
        QCOMPARE(luck.total, 7000);
        QVERIFY2(luck.better > 0.49 && luck.better < 0.5, qPrintable(QString::number(luck.better)));
        QVERIFY(std::abs(luck.better - luck.worse) < 1e-9);
        // 300 rolls stay exact and agree with the curve near the middle.
        rolls.resize(300);
        const DiceLuck exact = diceLuck(cache, rolls);
        QVERIFY(!exact.approximate);
        QVERIFY(exact.better > 0.47 && exact.better < 0.5);
    }

    // --- Rational ---------------------------------------------------------

    void rationalIsNormalised()
    {
        const Rational r(6, -4);
        QVERIFY(r.num() == -3 && r.den() == 2);
        const Rational zero(0, -5);
        QVERIFY(zero.num() == 0 && zero.den() == 1);
        QVERIFY(Rational().num() == 0 && Rational().den() == 1);
        QVERIFY(Rational(12, 18) == Rational(2, 3));
        QCOMPARE(gcd128(-12, 18), Int(6));
    }

    void rationalArithmetic()
    {
        QVERIFY(Rational(1, 6) + Rational(1, 3) == Rational(1, 2));
        QVERIFY(Rational(1, 2) - Rational(3, 4) == Rational(-1, 4));
        QVERIFY(Rational(2, 3) * Rational(9, 4) == Rational(3, 2));
        QVERIFY(Rational(1, 2) / Rational(-1, 4) == Rational(-2));
        QVERIFY(Rational(0) * Rational(5, 7) == Rational(0));
        // Cross-cancelling keeps these within 128 bits although the naive
        // products of numerators and denominators would not be.
        const Int big = Int(1) << 100;
        QVERIFY(Rational(big, 3) * Rational(3, big) == Rational(1));
        QVERIFY(Rational(1, big) + Rational(1, big) == Rational(1, big / 2));
    }

    void rationalOrdering()
    {
        QVERIFY(Rational(1, 3) < Rational(1, 2));
        QVERIFY(Rational(-1, 2) < Rational(1, 3));
        QVERIFY(Rational(-1, 2) < Rational(-1, 3));
        QVERIFY(Rational(7, 2) > Rational(3));
        QVERIFY((Rational(2, 4) <=> Rational(1, 2)) == std::strong_ordering::equal);
        // Both near 1; the cross products would need 250 bits.
        const Int t = Int(1) << 125;
        const Rational x(t - 1, t);
        const Rational y(t - 3, t - 2);
        QVERIFY(y < x);
        QVERIFY(x > y);
        QVERIFY(Rational(-(t - 1), t) < Rational(-(t - 3), t - 2));
    }

    void rationalToDouble()
    {
        // Compared bit for bit: QCOMPARE on doubles would forgive the last bits.
        QCOMPARE(bitsOf(Rational(1, 3).toDouble()), bitsOf(1.0 / 3.0));
        QCOMPARE(bitsOf(Rational(-7, 2).toDouble()), bitsOf(-3.5));
        QCOMPARE(bitsOf(Rational(0).toDouble()), bitsOf(0.0));
        // 6^30 is exact in a double, so dividing by it rounds correctly.
        QCOMPARE(bitsOf(Rational(1, pow128(6, 30)).toDouble()), bitsOf(1.0 / 221073919720733357899776.0));
        QCOMPARE(bitsOf(Rational(pow128(6, 30), 7).toDouble()), bitsOf(221073919720733357899776.0 / 7.0));
        // Rounding to nearest, ties to even, with and without bits below the
        // tie.
        const double two54 = 18014398509481984.0;
        QCOMPARE(bitsOf(Rational((Int(1) << 54) + 2).toDouble()), bitsOf(two54));
        QCOMPARE(bitsOf(Rational((Int(1) << 54) + 3).toDouble()), bitsOf(two54 + 4));
        const Int two100 = Int(1) << 100;
        QCOMPARE(bitsOf(Rational(two100 + (Int(1) << 47)).toDouble()), bitsOf(std::ldexp(1.0, 100)));
        QCOMPARE(bitsOf(Rational(two100 + (Int(1) << 47) + 1).toDouble()),
                 bitsOf(std::ldexp(1.0, 100) + std::ldexp(1.0, 48)));
        QCOMPARE(bitsOf(Rational(2 * two100 + 1, 2).toDouble()), bitsOf(std::ldexp(1.0, 100)));
        // Just above a tie only because of a remainder far below the 64 bits
        // gathered: it must still round up.
        QCOMPARE(bitsOf(Rational(3 * two100 + 3 * (Int(1) << 47) + 1, 3).toDouble()),
                 bitsOf(std::ldexp(1.0, 100) + std::ldexp(1.0, 48)));
        const Int two70 = Int(1) << 70;
        QCOMPARE(bitsOf(Rational(3 * two70 + 3 * (Int(1) << 17) + 1, 3 * two70).toDouble()),
                 bitsOf(1.0 + std::ldexp(1.0, -52)));
        QCOMPARE(bitsOf(Rational(3 * two70 + 3 * (Int(1) << 17) - 1, 3 * two70).toDouble()), bitsOf(1.0));
    }

    void decimalStrings()
    {
        QCOMPARE(toDecimalString(0), QStringLiteral("0"));
        QCOMPARE(toDecimalString(-42), QStringLiteral("-42"));
        QCOMPARE(toDecimalString(pow128(6, 30)), QStringLiteral("221073919720733357899776"));
        const Int max = ~(Int(1) << 127) & ~Int(0); // 2^127 - 1 without overflowing
        QCOMPARE(toDecimalString(max), QStringLiteral("170141183460469231731687303715884105727"));
        QCOMPARE(toDecimalString(-max - 1), QStringLiteral("-170141183460469231731687303715884105728"));
    }

    void jsonIntegerRange()
    {
        const Int two53 = Int(1) << 53;
        QVERIFY(fitsJsonInteger(two53));
        QVERIFY(fitsJsonInteger(-two53));
        QVERIFY(!fitsJsonInteger(two53 + 1));
        QVERIFY(!fitsJsonInteger(-two53 - 1));
        QVERIFY(fitsJsonInteger(0));
    }

    // --- Parsing ----------------------------------------------------------

    void parsesNotation_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("canonical");
        QTest::addColumn<int>("minimum");
        QTest::addColumn<int>("maximum");
        QTest::addColumn<int>("dice");
        auto row = [](const char *input, const char *canonical, int min, int max, int dice) {
            QTest::addRow("%s", qPrintable(QString::fromUtf8(input).simplified()))
                << QString::fromUtf8(input) << QString::fromUtf8(canonical) << min << max << dice;
        };
        row("2d6+1", "2d6+1", 3, 13, 2);
        row(" 2 D6 + 1 ", "2d6+1", 3, 13, 2);
        row("d20", "1d20", 1, 20, 1);
        row("D20", "1d20", 1, 20, 1);
        row("2 d 6", "2d6", 2, 12, 2);
        row("d20 - 1d4 - 2", "1d20-1d4-2", -5, 17, 2);
        row("-d6", "-1d6", -6, -1, 1);
        row("+3", "3", 3, 3, 0);
        row("-0", "0", 0, 0, 0);
        row("007d6", "7d6", 7, 42, 7);
        row("\t4d6\n-4", "4d6-4", 0, 20, 4);
        row("1000d1000", "1000d1000", 1000, 1000000, 1000);
        row("1000000", "1000000", 1000000, 1000000, 0);
        row("2d6+3d8-1d4+5-2", "2d6+3d8-1d4+5-2", 2 + 3 - 4 + 5 - 2, 12 + 24 - 1 + 5 - 2, 6);
        row("1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1", "1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1", 20, 20, 0);
    }

    void parsesNotation()
    {
        QFETCH(QString, input);
        QFETCH(QString, canonical);
        QFETCH(int, minimum);
        QFETCH(int, maximum);
        QFETCH(int, dice);
        const Result<DiceExpression> result = parseDice(input);
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : renderEnglish(result.error().message)));
        QCOMPARE(result->notation(), canonical);
        QCOMPARE(result->minimum(), minimum);
        QCOMPARE(result->maximum(), maximum);
        QCOMPARE(result->diceCount(), dice);
        // The canonical form reads back as the same expression.
        QCOMPARE(parsed(canonical).terms, result->terms);
    }

    void termsAreStructured()
    {
        const DiceExpression expr = parsed(QStringLiteral("d20 - 3d4 + 2"));
        QCOMPARE(expr.terms.size(), std::size_t(3));
        QCOMPARE(expr.terms[0], (DiceTerm{1, 1, 20, 0}));
        QCOMPARE(expr.terms[1], (DiceTerm{-1, 3, 4, 0}));
        QCOMPARE(expr.terms[2], (DiceTerm{1, 0, 0, 2}));
        QVERIFY(expr.terms[1].isDice());
        QVERIFY(!expr.terms[2].isDice());
        QCOMPARE(expr.terms[1].notation(), QStringLiteral("3d4"));
        QCOMPARE(expr.terms[2].notation(), QStringLiteral("2"));
    }

    void refusesNotation_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QStringList>("args");
        auto row = [](const char *name, const QString &input, const char *code, const QStringList &args) {
            QTest::newRow(name) << input << QString::fromLatin1(code) << args;
        };
        const char *syntax = "dice.syntax";
        const char *limit = "dice.limit";
        row("empty", QString(), syntax, {});
        row("blank", QStringLiteral("   "), syntax, {});
        row("3x6", QStringLiteral("3x6"), syntax, {QStringLiteral("x"), QStringLiteral("2")});
        row("2d", QStringLiteral("2d"), syntax, {QStringLiteral("3")});
        row("d", QStringLiteral("d"), syntax, {QStringLiteral("2")});
        row("-", QStringLiteral("-"), syntax, {QStringLiteral("2")});
        row("2d6+", QStringLiteral("2d6+"), syntax, {QStringLiteral("5")});
        row("1d6+d", QStringLiteral("1d6+d"), syntax, {QStringLiteral("6")});
        row("++1", QStringLiteral("++1"), syntax, {QStringLiteral("+"), QStringLiteral("2")});
        row("2d6 1", QStringLiteral("2d6 1"), syntax, {QStringLiteral("1"), QStringLiteral("5")});
        row("2 6", QStringLiteral("2 6"), syntax, {QStringLiteral("6"), QStringLiteral("3")});
        row("2dd6", QStringLiteral("2dd6"), syntax, {QStringLiteral("d"), QStringLiteral("3")});
        row("2d-6", QStringLiteral("2d-6"), syntax, {QStringLiteral("-"), QStringLiteral("3")});
        row("2d6*2", QStringLiteral("2d6*2"), syntax, {QStringLiteral("*"), QStringLiteral("4")});
        row("fullwidth digit", QStringLiteral("\uff12d6"), syntax, {QStringLiteral("\uff12"), QStringLiteral("1")});
        row("emoji", QStringLiteral("2d6+\U0001F600"), syntax, {QStringLiteral("\U0001F600"), QStringLiteral("5")});
        row("d1", QStringLiteral("d1"), limit,
            {QStringLiteral("2"), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("1000")});
        row("0d6", QStringLiteral("0d6"), limit,
            {QStringLiteral("1"), QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("1000")});
        row("1001d6", QStringLiteral("1001d6"), limit,
            {QStringLiteral("1"), QStringLiteral("1001"), QStringLiteral("1"), QStringLiteral("1000")});
        row("99999999999d6", QStringLiteral("1+99999999999d6"), limit,
            {QStringLiteral("3"), QStringLiteral("99999999999"), QStringLiteral("1"), QStringLiteral("1000")});
        row("2d1001", QStringLiteral("2d1001"), limit,
            {QStringLiteral("3"), QStringLiteral("1001"), QStringLiteral("2"), QStringLiteral("1000")});
        row("constant too large", QStringLiteral("1d6 - 1000001"), limit,
            {QStringLiteral("7"), QStringLiteral("1000001"), QStringLiteral("1000000")});
        row("21 terms", QStringLiteral("1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1"), limit,
            {QStringLiteral("41"), QStringLiteral("20")});
    }

    void refusesNotation()
    {
        QFETCH(QString, input);
        QFETCH(QString, code);
        QFETCH(QStringList, args);
        const Result<DiceExpression> result = parseDice(input);
        QVERIFY2(!result.ok(), qPrintable(result.ok() ? result->notation() : QString()));
        QCOMPARE(result.error().kind, ErrorKind::BadRequest);
        QCOMPARE(result.error().code, code);
        QCOMPARE(result.error().message.args, args);
    }

    void refusalsExplainThemselves()
    {
        QCOMPARE(renderEnglish(parseDice(QStringLiteral("3x6")).error().message),
                 QStringLiteral("Unexpected \"x\" at column 2 of the dice: expected \"d\", \"+\", \"-\" or the end."));
        QCOMPARE(renderEnglish(parseDice(QStringLiteral("2d6 + ?")).error().message),
                 QStringLiteral("Unexpected \"?\" at column 7 of the dice: expected a number or a die such as 2d6."));
        QCOMPARE(renderEnglish(parseDice(QStringLiteral("2d")).error().message),
                 QStringLiteral("The dice stop at column 3: expected the number of sides after \"d\"."));
        QCOMPARE(renderEnglish(parseDice(QStringLiteral("1001d6")).error().message),
                 QStringLiteral("The number of dice at column 1 is 1001: it must be from 1 to 1000."));
        QCOMPARE(renderEnglish(distribution(parsed(QStringLiteral("40d10"))).error().message),
                 QStringLiteral("Exact odds are limited to 2^126 (over 10^37) face combinations, and 40d10 has more."));
    }

    // --- Rolling ----------------------------------------------------------

    void rollsAreGolden()
    {
        Rng rng(42);
        const DiceRoll result = roll(parsed(QStringLiteral("2d6+1")), rng);
        QCOMPARE(result.terms.size(), std::size_t(2));
        QCOMPARE(result.terms[0].rolls, (std::vector<int>{1, 3}));
        QCOMPARE(result.terms[0].subtotal(), 4);
        QVERIFY(result.terms[1].rolls.empty());
        QCOMPARE(result.terms[1].subtotal(), 1);
        QCOMPARE(result.total, 5);

        Rng eleven(11);
        const DiceRoll four = roll(parsed(QStringLiteral("4d6-4")), eleven);
        QCOMPARE(four.terms[0].rolls, (std::vector<int>{2, 1, 2, 3}));
        QCOMPARE(four.total, 4);
    }

    void rollsTermByTermWithSignedTotals()
    {
        Rng rng(42);
        const DiceRoll result = roll(parsed(QStringLiteral("1d20-1d4-2")), rng);
        QCOMPARE(result.terms[0].rolls, std::vector<int>{2});
        QCOMPARE(result.terms[1].rolls, std::vector<int>{2});
        QCOMPARE(result.terms[1].subtotal(), -2);
        QCOMPARE(result.terms[2].subtotal(), -2);
        QCOMPARE(result.total, -2);
        // Exactly one draw per die, in order, so the game state's generator
        // ends where these two dice leave it.
        Rng expected(42);
        expected.die(20);
        expected.die(4);
        QCOMPARE(rng, expected);
    }

    void rollsStayWithinBounds()
    {
        const DiceExpression expr = parsed(QStringLiteral("3d6-1d4+2"));
        Rng rng(5);
        std::map<int, int> seen;
        for (int i = 0; i < 2000; ++i) {
            const DiceRoll result = roll(expr, rng);
            QVERIFY(result.total >= expr.minimum() && result.total <= expr.maximum());
            ++seen[result.total];
        }
        QCOMPARE(seen.begin()->first, 1); // 3 - 4 + 2
        QCOMPARE(seen.rbegin()->first, 19); // 18 - 1 + 2
    }

    void physicalDiceAreAccepted()
    {
        const Result<DiceRoll> result = enterPhysicalRoll(parsed(QStringLiteral("2d6+1")), {3, 5});
        QVERIFY(result.ok());
        QCOMPARE(result->terms[0].rolls, (std::vector<int>{3, 5}));
        QCOMPARE(result->total, 9);

        const Result<DiceRoll> mixed = enterPhysicalRoll(parsed(QStringLiteral("d20-2d4")), {20, 1, 4});
        QVERIFY(mixed.ok());
        QCOMPARE(mixed->terms[1].rolls, (std::vector<int>{1, 4}));
        QCOMPARE(mixed->total, 15);

        const Result<DiceRoll> constant = enterPhysicalRoll(parsed(QStringLiteral("5")), {});
        QVERIFY(constant.ok());
        QCOMPARE(constant->total, 5);
    }

    void physicalDiceAreChecked_data()
    {
        QTest::addColumn<QString>("dice");
        QTest::addColumn<std::vector<int>>("faces");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QStringList>("args");
        const QString mismatch = QStringLiteral("dice.physical_mismatch");
        const QString outOfRange = QStringLiteral("dice.face_out_of_range");
        QTest::newRow("too few") << QStringLiteral("2d6+1") << std::vector<int>{3} << mismatch
                                 << QStringList{QStringLiteral("2d6+1"), QStringLiteral("2"), QStringLiteral("1")};
        QTest::newRow("too many") << QStringLiteral("2d6") << std::vector<int>{3, 5, 1} << mismatch
                                  << QStringList{QStringLiteral("2d6"), QStringLiteral("2"), QStringLiteral("3")};
        QTest::newRow("above") << QStringLiteral("2d6") << std::vector<int>{7, 1} << outOfRange
                               << QStringList{QStringLiteral("1"), QStringLiteral("6"), QStringLiteral("7")};
        QTest::newRow("zero") << QStringLiteral("2d6") << std::vector<int>{3, 0} << outOfRange
                              << QStringList{QStringLiteral("2"), QStringLiteral("6"), QStringLiteral("0")};
        QTest::newRow("second term") << QStringLiteral("1d20-1d4") << std::vector<int>{20, 5} << outOfRange
                                     << QStringList{QStringLiteral("2"), QStringLiteral("4"), QStringLiteral("5")};
    }

    void physicalDiceAreChecked()
    {
        QFETCH(QString, dice);
        QFETCH(std::vector<int>, faces);
        QFETCH(QString, code);
        QFETCH(QStringList, args);
        const Result<DiceRoll> result = enterPhysicalRoll(parsed(dice), faces);
        QVERIFY(!result.ok());
        QCOMPARE(result.error().kind, ErrorKind::InvalidMove);
        QCOMPARE(result.error().code, code);
        QCOMPARE(result.error().rule, QStringLiteral("core.physical-dice"));
        QCOMPARE(result.error().message.args, args);
    }

    // --- Exact odds -------------------------------------------------------

    void oneDie()
    {
        const Result<Distribution> d = distribution(parsed(QStringLiteral("1d6")));
        QVERIFY(d.ok());
        QCOMPARE(d->min, 1);
        QCOMPARE(d->max, 6);
        QCOMPARE(d->outcomes.size(), std::size_t(6));
        for (int face = 1; face <= 6; ++face) {
            QCOMPARE(d->outcomes[std::size_t(face - 1)].value, face);
            QVERIFY(d->outcomes[std::size_t(face - 1)].probability == Rational(1, 6));
        }
        QVERIFY(d->mean == Rational(7, 2));
    }

    void twoAndThreeDice()
    {
        const Distribution two = distribution(parsed(QStringLiteral("2d6"))).value();
        QVERIFY(probabilityOf(two, 7) == Rational(1, 6));
        QVERIFY(probabilityOf(two, 2) == Rational(1, 36));
        QVERIFY(probabilityOf(two, 12) == Rational(1, 36));
        QVERIFY(two.mean == Rational(7));

        const Distribution three = distribution(parsed(QStringLiteral("3d6"))).value();
        QVERIFY(probabilityOf(three, 10) == Rational(1, 8));
        QVERIFY(probabilityOf(three, 10) == Rational(27, 216));
        QVERIFY(probabilityOf(three, 3) == Rational(1, 216));
        QVERIFY(three.mean == Rational(21, 2));
        QCOMPARE(three.outcomes.size(), std::size_t(16));
    }

    void constantShifts()
    {
        const Distribution d = distribution(parsed(QStringLiteral("1d4+2"))).value();
        QCOMPARE(d.min, 3);
        QCOMPARE(d.max, 6);
        QCOMPARE(d.outcomes.size(), std::size_t(4));
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(d.outcomes[std::size_t(i)].value, 3 + i);
            QVERIFY(d.outcomes[std::size_t(i)].probability == Rational(1, 4));
        }
        QVERIFY(d.mean == Rational(9, 2));
        QCOMPARE(d.mean.toDouble(), 4.5);
    }

    void subtractedDiceMirror()
    {
        const Distribution d = distribution(parsed(QStringLiteral("2d6-1d4"))).value();
        QCOMPARE(d.min, -2);
        QCOMPARE(d.max, 11);
        QCOMPARE(d.outcomes.front().value, -2);
        QVERIFY(d.outcomes.front().probability == Rational(1, 144));
        QVERIFY(probabilityOf(d, 3) == Rational(1, 8));
        QVERIFY(probabilityOf(d, 4) == Rational(5, 36));
        QVERIFY(probabilityOf(d, 11) == Rational(1, 144));
        QVERIFY(d.mean == Rational(9, 2));
    }

    void matchesEnumeration_data()
    {
        QTest::addColumn<QString>("dice");
        for (const char *dice : {"2d6-1d4", "3d6", "1d4+2", "d8+d6-3", "-2d10+1d3", "4d2-4", "1d12-1d12"})
            QTest::newRow(dice) << QString::fromLatin1(dice);
    }

    void matchesEnumeration()
    {
        QFETCH(QString, dice);
        const DiceExpression expr = parsed(dice);
        const std::map<int, Int> counts = enumerateSums(expr);
        Int total = 0;
        for (const auto &entry : counts)
            total += entry.second;
        const Distribution d = distribution(expr).value();
        QCOMPARE(d.outcomes.size(), counts.size());
        auto expected = counts.begin();
        Rational mean;
        for (const Outcome &outcome : d.outcomes) {
            QCOMPARE(outcome.value, expected->first);
            QVERIFY2(outcome.probability == Rational(expected->second, total),
                     qPrintable(QStringLiteral("P(%1)").arg(outcome.value)));
            mean = mean + outcome.probability * Rational(outcome.value);
            ++expected;
        }
        QVERIFY(d.mean == mean);
    }

    void thirtyDiceAreExact()
    {
        QElapsedTimer timer;
        timer.start();
        const Result<Distribution> result = distribution(parsed(QStringLiteral("30d6")));
        const qint64 elapsed = timer.elapsed();
        QVERIFY(result.ok());
        const Distribution &d = *result;
        QCOMPARE(d.min, 30);
        QCOMPARE(d.max, 180);
        QCOMPARE(d.outcomes.size(), std::size_t(151));
        const Rational lowest = d.outcomes.front().probability;
        QVERIFY(lowest.num() == 1);
        QCOMPARE(text(lowest.den()), QStringLiteral("221073919720733357899776"));
        QVERIFY(!fitsJsonInteger(lowest.den()));
        // Values cross-checked with an independent exact computation.
        QVERIFY(probabilityOf(d, 31) == Rational(5, pow128(6, 29)));
        const Rational middle = probabilityOf(d, 105);
        QCOMPARE(text(middle.num()), QStringLiteral("65129137445259446603"));
        QCOMPARE(text(middle.den()), QStringLiteral("1535235553616203874304"));
        Rational sum;
        for (std::size_t i = 0; i < d.outcomes.size(); ++i) {
            sum = sum + d.outcomes[i].probability;
            QVERIFY(d.outcomes[i].probability == d.outcomes[d.outcomes.size() - 1 - i].probability);
        }
        QVERIFY(sum == Rational(1));
        QVERIFY(d.mean == Rational(105));
        // Generous even for an unoptimised build on a busy machine.
        QVERIFY2(elapsed < 200, qPrintable(QStringLiteral("%1 ms").arg(elapsed)));
    }

    void largestAllowedSizes()
    {
        // 2^126 combinations exactly: the limit itself is allowed.
        const Result<Distribution> coins = distribution(parsed(QStringLiteral("126d2")));
        QVERIFY(coins.ok());
        QVERIFY(coins->outcomes.front().probability == Rational(1, Int(1) << 126));
        QVERIFY(coins->mean == Rational(189));
        // 1000^12 = 10^36 combinations over nearly 12,000 sums.
        const Result<Distribution> wide = distribution(parsed(QStringLiteral("6d1000+6d1000")));
        QVERIFY(wide.ok());
        QCOMPARE(wide->outcomes.size(), std::size_t(11989));
        QVERIFY(wide->mean == Rational(6006));
    }

    void refusesTooManyCombinations_data()
    {
        QTest::addColumn<QString>("dice");
        for (const char *dice : {"40d10", "100d6", "1000d2", "127d2", "1d20+126d2", "1000d1000"})
            QTest::newRow(dice) << QString::fromLatin1(dice);
    }

    void refusesTooManyCombinations()
    {
        QFETCH(QString, dice);
        const DiceExpression expr = parsed(dice);
        const Result<Distribution> result = distribution(expr);
        QVERIFY(!result.ok());
        QCOMPARE(result.error().kind, ErrorKind::BadRequest);
        QCOMPARE(result.error().code, QStringLiteral("dice.too_large"));
        QCOMPARE(result.error().message.args, (QStringList{expr.notation(), QStringLiteral("126")}));
    }
};

QTEST_APPLESS_MAIN(TestDice)
#include "tst_dice.moc"
