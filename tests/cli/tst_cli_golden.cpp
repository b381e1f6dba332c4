#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kAny = QStringLiteral("$any");

// Fields whose values change from run to run; blessing writes "$any" for them.
bool isVolatile(const QString &key)
{
    // The history's CSV carries the times too; its rows are counted in "rows".
    return key == QLatin1String("created_at") || key == QLatin1String("updated_at") || key == QLatin1String("at")
        || key == QLatin1String("average_minutes") || key == QLatin1String("csv");
}

QJsonValue normalised(const QJsonValue &v)
{
    if (v.isObject()) {
        QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            it.value() = isVolatile(it.key()) ? QJsonValue(kAny) : normalised(it.value());
        return o;
    }
    if (v.isArray()) {
        QJsonArray a = v.toArray();
        for (auto it = a.begin(); it != a.end(); ++it)
            *it = normalised(*it);
        return a;
    }
    return v;
}

// Expected objects may leave fields out; "$any" matches any value. Arrays and
// scalars must match exactly.
QString mismatch(const QJsonValue &expected, const QJsonValue &actual, const QString &path)
{
    if (expected.isString() && expected.toString() == kAny)
        return {};
    if (expected.isObject()) {
        if (!actual.isObject())
            return path + QStringLiteral(": expected an object");
        const QJsonObject e = expected.toObject(), a = actual.toObject();
        for (auto it = e.begin(); it != e.end(); ++it) {
            if (!a.contains(it.key()))
                return path + QLatin1Char('.') + it.key() + QStringLiteral(": missing");
            const QString inner = mismatch(it.value(), a.value(it.key()), path + QLatin1Char('.') + it.key());
            if (!inner.isEmpty())
                return inner;
        }
        return {};
    }
    if (expected.isArray()) {
        const QJsonArray e = expected.toArray(), a = actual.toArray();
        if (!actual.isArray() || e.size() != a.size())
            return path + QStringLiteral(": expected %1 items").arg(e.size());
        for (qsizetype i = 0; i < e.size(); ++i) {
            const QString inner = mismatch(e.at(i), a.at(i), path + QStringLiteral("[%1]").arg(i));
            if (!inner.isEmpty())
                return inner;
        }
        return {};
    }
    if (expected != actual)
        return path + QStringLiteral(": expected %1, got %2")
                          .arg(QString::fromUtf8(QJsonDocument(QJsonArray{expected}).toJson(QJsonDocument::Compact)),
                               QString::fromUtf8(QJsonDocument(QJsonArray{actual}).toJson(QJsonDocument::Compact)));
    return {};
}

QList<QByteArray> nonEmptyLines(const QByteArray &data)
{
    QList<QByteArray> lines;
    for (const QByteArray &line : data.split('\n'))
        if (!line.trimmed().isEmpty())
            lines << line;
    return lines;
}

} // namespace

class TestCliGolden : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void cases_data()
    {
        QTest::addColumn<QString>("name");
        const QDir dir(QStringLiteral(ARBITER_CASES_DIR));
        const QStringList files = dir.entryList({QStringLiteral("*.requests.jsonl")}, QDir::Files, QDir::Name);
        QVERIFY(!files.isEmpty());
        for (const QString &file : files) {
            const QString name = file.chopped(int(QStringLiteral(".requests.jsonl").size()));
            QTest::newRow(qPrintable(name)) << name;
        }
    }

    void cases()
    {
        QFETCH(QString, name);
        const QDir dir(QStringLiteral(ARBITER_CASES_DIR));
        QFile requests(dir.filePath(name + QStringLiteral(".requests.jsonl")));
        QVERIFY(requests.open(QIODevice::ReadOnly));
        const QByteArray input = requests.readAll();

        QTemporaryDir temp;
        QProcess cli;
        cli.start(QStringLiteral(ARBITER_CLI_PATH), {QStringLiteral("--db"), temp.filePath(QStringLiteral("golden.sqlite"))});
        QVERIFY(cli.waitForStarted());
        cli.write(input);
        cli.closeWriteChannel();
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        const QList<QByteArray> actual = nonEmptyLines(cli.readAllStandardOutput());
        QCOMPARE(actual.size(), nonEmptyLines(input).size());

        QFile expectedFile(dir.filePath(name + QStringLiteral(".expected.jsonl")));
        if (qEnvironmentVariableIsSet("ARBITER_BLESS")) {
            QVERIFY(expectedFile.open(QIODevice::WriteOnly | QIODevice::Truncate));
            for (const QByteArray &line : actual)
                expectedFile.write(QJsonDocument(normalised(QJsonDocument::fromJson(line).object()).toObject())
                                       .toJson(QJsonDocument::Compact)
                                   + '\n');
            QSKIP("Blessed: review the rewritten expected file.");
        }
        QVERIFY2(expectedFile.open(QIODevice::ReadOnly), "no expected file; run once with ARBITER_BLESS=1");
        const QList<QByteArray> expected = nonEmptyLines(expectedFile.readAll());
        QCOMPARE(expected.size(), actual.size());
        for (qsizetype i = 0; i < expected.size(); ++i) {
            const QJsonDocument e = QJsonDocument::fromJson(expected[i]);
            const QJsonDocument a = QJsonDocument::fromJson(actual[i]);
            QVERIFY2(a.isObject(), qPrintable(QStringLiteral("line %1 is not a JSON object").arg(i + 1)));
            const QString diff = mismatch(e.object(), a.object(), QStringLiteral("$"));
            QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("%1 line %2: %3\n  got: %4")
                                                    .arg(name)
                                                    .arg(i + 1)
                                                    .arg(diff, QString::fromUtf8(actual[i]))));
        }
    }
};

QTEST_GUILESS_MAIN(TestCliGolden)
#include "tst_cli_golden.moc"
