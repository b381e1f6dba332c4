#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

QJsonObject parse(const QByteArray &line)
{
    return QJsonDocument::fromJson(line).object();
}

QString errorCode(const QJsonObject &response)
{
    return response.value(QStringLiteral("error")).toObject().value(QStringLiteral("code")).toString();
}

// Runs the CLI over the whole input at once and returns its response lines.
QList<QByteArray> runAll(const QByteArray &input, const QStringList &args, int *exitCode = nullptr)
{
    QProcess cli;
    cli.start(QStringLiteral(ARBITER_CLI_PATH), args);
    cli.waitForStarted();
    cli.write(input);
    cli.closeWriteChannel();
    cli.waitForFinished(60000);
    if (exitCode)
        *exitCode = cli.exitStatus() == QProcess::NormalExit ? cli.exitCode() : -1;
    QList<QByteArray> lines = cli.readAllStandardOutput().split('\n');
    if (!lines.isEmpty() && lines.back().isEmpty())
        lines.removeLast();
    return lines;
}

// Sends one request to a running CLI and waits for its single response line.
QJsonObject ask(QProcess &cli, const QJsonObject &request)
{
    cli.write(QJsonDocument(request).toJson(QJsonDocument::Compact) + '\n');
    while (!cli.canReadLine())
        if (!cli.waitForReadyRead(10000))
            return {};
    return parse(cli.readLine());
}

QByteArray sha(const QString &path)
{
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

} // namespace

class TestCliRobustness : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyLineGetsOneAnswer()
    {
        QTemporaryDir temp;
        QByteArray input;
        const QList<QByteArray> bad{
            QByteArrayLiteral("{oops"),
            QByteArrayLiteral("[]"),
            QByteArrayLiteral("null"),
            QByteArrayLiteral("42"),
            QByteArrayLiteral("\"op\""),
            QByteArrayLiteral("{}"),
            QByteArrayLiteral("{\"op\":17}"),
            QByteArrayLiteral("{\"op\":\"roll\"}"),
            QByteArrayLiteral("{\"op\":\"roll\",\"dice\":\"2d6\",\"seed\":-1}"),
            QByteArrayLiteral("{\"op\":\"roll\",\"dice\":\"2d6\",\"count\":100001}"),
            QByteArrayLiteral("{\"op\":\"odds\",\"dice\":\"200d6\"}"),
            QByteArrayLiteral("{\"op\":\"calc\",\"calc\":\"hex.reach\",\"board\":{\"radius\":1e9}}"),
            QByteArrayLiteral("{\"op\":\"calc\",\"calc\":\"theosis.combat\",\"attacker\":[],\"defender\":{}}"),
            QByteArrayLiteral("{\"op\":\"session.apply\",\"session\":\"x\",\"action\":{}}"),
            QByteArrayLiteral("\xff\xfe\x00garbage"),
            QByteArray(5000, '['),
        };
        for (const QByteArray &line : bad)
            input += line + '\n';
        input += QByteArrayLiteral("{\"op\":\"version\",\"pad\":\"") + QByteArray(2 * 1024 * 1024, 'x') + "\"}\n";
        input += QByteArrayLiteral("\r\n\n   \n");
        input += QByteArrayLiteral("{\"op\":\"version\",\"id\":[1,\"two\"]}\r\n");
        input += QByteArrayLiteral("{\"op\":\"version\",\"id\":\"last\"}"); // no final newline

        int exitCode = -2;
        const QList<QByteArray> out = runAll(input, {QStringLiteral("--db"), temp.filePath(QStringLiteral("r.sqlite"))},
                                             &exitCode);
        QCOMPARE(exitCode, 0);
        QCOMPARE(out.size(), bad.size() + 3);
        for (qsizetype i = 0; i < bad.size(); ++i) {
            const QJsonObject r = parse(out[i]);
            QCOMPARE(r.value(QStringLiteral("ok")).toBool(true), false);
            QCOMPARE(errorCode(r), QStringLiteral("bad_request"));
            QVERIFY(!r.value(QStringLiteral("error")).toObject().value(QStringLiteral("message")).toString().isEmpty());
        }
        QCOMPARE(errorCode(parse(out[bad.size()])), QStringLiteral("bad_request")); // the 2 MiB line
        QCOMPARE(parse(out[bad.size() + 1]).value(QStringLiteral("id")).toArray(), (QJsonArray{1, QStringLiteral("two")}));
        QCOMPARE(parse(out[bad.size() + 2]).value(QStringLiteral("id")).toString(), QStringLiteral("last"));
        QVERIFY(parse(out[bad.size() + 2]).value(QStringLiteral("ok")).toBool());
    }

    void acknowledgedActionsSurviveSigkill()
    {
        QTemporaryDir temp;
        const QString db = temp.filePath(QStringLiteral("crash.sqlite"));
        QProcess cli;
        cli.start(QStringLiteral(ARBITER_CLI_PATH), {QStringLiteral("--db"), db});
        QVERIFY(cli.waitForStarted());
        const QJsonObject created = ask(cli, {{QStringLiteral("op"), QStringLiteral("session.new")},
                                              {QStringLiteral("game"), QStringLiteral("theosis")},
                                              {QStringLiteral("players"), QJsonArray{QStringLiteral("Ada"), QStringLiteral("Bo")}},
                                              {QStringLiteral("seed"), 3}});
        QVERIFY(created.value(QStringLiteral("ok")).toBool());
        const int session = created.value(QStringLiteral("session")).toInt();
        const int acknowledged = 150;
        for (int i = 0; i < acknowledged; ++i) {
            const QJsonObject r = ask(cli, {{QStringLiteral("op"), QStringLiteral("session.apply")},
                                           {QStringLiteral("session"), session},
                                           {QStringLiteral("action"),
                                            QJsonObject{{QStringLiteral("type"), QStringLiteral("counter.adjust")},
                                                        {QStringLiteral("entity"), QStringLiteral("Ada")},
                                                        {QStringLiteral("counter"), QStringLiteral("damage")},
                                                        {QStringLiteral("delta"), 1}}}});
            QVERIFY(r.value(QStringLiteral("ok")).toBool());
        }
        // More requests are in flight when the process dies.
        for (int i = 0; i < 50; ++i)
            cli.write(QByteArrayLiteral("{\"op\":\"session.apply\",\"session\":1,\"action\":{\"type\":\"note\",\"text\":\"x\"}}\n"));
        cli.kill(); // SIGKILL
        cli.waitForFinished();

        const QList<QByteArray> out = runAll(
            QJsonDocument(QJsonObject{{QStringLiteral("op"), QStringLiteral("session.state")}, {QStringLiteral("session"), session}})
                    .toJson(QJsonDocument::Compact)
                + '\n',
            {QStringLiteral("--db"), db});
        QCOMPARE(out.size(), 1);
        const QJsonObject state = parse(out[0]);
        QVERIFY2(state.value(QStringLiteral("ok")).toBool(), out[0].constData());
        const QJsonObject ada = state.value(QStringLiteral("entities")).toArray().at(0).toObject();
        QCOMPARE(ada.value(QStringLiteral("counters")).toObject().value(QStringLiteral("damage")).toInt(), acknowledged);
        QVERIFY(state.value(QStringLiteral("last_seq")).toInt() >= acknowledged);
    }

    void foreignDatabaseIsRefusedAndUntouched()
    {
        QTemporaryDir temp;
        const QString db = temp.filePath(QStringLiteral("notes.txt"));
        {
            QFile f(db);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("These are my shopping notes, not a database.\n");
        }
        const QByteArray before = sha(db);
        const QList<QByteArray> out = runAll(QByteArrayLiteral("{\"op\":\"session.list\"}\n"
                                                               "{\"op\":\"roll\",\"dice\":\"1d6\",\"seed\":1}\n"
                                                               "{\"op\":\"session.new\",\"game\":\"theosis\",\"players\":[\"a\"]}\n"),
                                             {QStringLiteral("--db"), db});
        QCOMPARE(out.size(), 3);
        QCOMPARE(errorCode(parse(out[0])), QStringLiteral("storage"));
        QVERIFY(parse(out[1]).value(QStringLiteral("ok")).toBool()); // dice still work
        QCOMPARE(errorCode(parse(out[2])), QStringLiteral("storage"));
        QCOMPARE(sha(db), before);
    }
};

QTEST_GUILESS_MAIN(TestCliRobustness)
#include "tst_cli_robustness.moc"
