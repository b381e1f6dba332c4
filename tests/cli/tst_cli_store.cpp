// The store under trouble, seen from outside: several arbiter-cli processes
// on one file, imports that must be refused, damaged rows, long sessions.
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

namespace {

QJsonObject parse(const QByteArray &line)
{
    return QJsonDocument::fromJson(line).object();
}

QString reason(const QJsonObject &response)
{
    return response.value(QStringLiteral("error")).toObject().value(QStringLiteral("reason")).toString();
}

QString message(const QJsonObject &response)
{
    return response.value(QStringLiteral("error")).toObject().value(QStringLiteral("message")).toString();
}

// One running arbiter-cli, asked one request at a time.
class Cli {
public:
    explicit Cli(const QString &database)
    {
        m_process.start(QStringLiteral(ARBITER_CLI_PATH), {QStringLiteral("--db"), database});
        m_process.waitForStarted();
    }
    ~Cli()
    {
        m_process.closeWriteChannel();
        m_process.waitForFinished(10000);
    }
    [[nodiscard]] double residentMb() const
    {
        QFile status(QStringLiteral("/proc/%1/status").arg(m_process.processId()));
        if (!status.open(QIODevice::ReadOnly))
            return -1;
        for (const QByteArray &line : status.readAll().split('\n'))
            if (line.startsWith("VmRSS:"))
                return line.mid(6).trimmed().split(' ').constFirst().toDouble() / 1024.0;
        return -1;
    }
    [[nodiscard]] qint64 processId() const { return m_process.processId(); }
    QJsonObject ask(const QJsonObject &request) { return askLine(QJsonDocument(request).toJson(QJsonDocument::Compact)); }
    QJsonObject askLine(const QByteArray &line)
    {
        m_process.write(line + '\n');
        while (!m_process.canReadLine())
            if (!m_process.waitForReadyRead(60000))
                return {};
        return parse(m_process.readLine());
    }

private:
    QProcess m_process;
};

QJsonObject adjust(qint64 session, const QString &entity, int delta)
{
    return {{QStringLiteral("op"), QStringLiteral("session.apply")},
            {QStringLiteral("session"), static_cast<double>(session)},
            {QStringLiteral("action"), QJsonObject{{QStringLiteral("type"), QStringLiteral("counter.adjust")},
                                                   {QStringLiteral("entity"), entity},
                                                   {QStringLiteral("counter"), QStringLiteral("gold")},
                                                   {QStringLiteral("delta"), delta}}}};
}

QJsonObject op(const QString &name, qint64 session = 0)
{
    QJsonObject request{{QStringLiteral("op"), name}};
    if (session > 0)
        request.insert(QStringLiteral("session"), static_cast<double>(session));
    return request;
}

QJsonObject newTheosis()
{
    return {{QStringLiteral("op"), QStringLiteral("session.new")},
            {QStringLiteral("game"), QStringLiteral("theosis")},
            {QStringLiteral("players"), QJsonArray{QStringLiteral("Ann"), QStringLiteral("Ben")}},
            {QStringLiteral("seed"), 5}};
}

int gold(const QJsonObject &state, const QString &entity)
{
    for (const QJsonValue &e : state.value(QStringLiteral("entities")).toArray()) {
        const QJsonObject o = e.toObject();
        if (o.value(QStringLiteral("id")).toString() == entity)
            return o.value(QStringLiteral("counters")).toObject().value(QStringLiteral("gold")).toInt(-1000);
    }
    return -1000;
}

} // namespace

class TestCliStore : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Three processes on one file end, annotate and take back the ends of
    // Banishing games; each one's statistics count exactly the games that are
    // over, whoever ended them, and a stale writer after the end keeps one row.
    void historyRowsFollowTheEndsFromEveryProcess()
    {
        QTemporaryDir temp;
        const QString db = temp.filePath(QStringLiteral("history.sqlite"));
        Cli a(db);
        Cli b(db);
        Cli c(db);
        const auto lose = [](qint64 session) {
            return QJsonObject{{QStringLiteral("op"), QStringLiteral("session.apply")},
                               {QStringLiteral("session"), static_cast<double>(session)},
                               {QStringLiteral("action"), QJsonObject{{QStringLiteral("type"), QStringLiteral("counter.set")},
                                                                      {QStringLiteral("entity"), QStringLiteral("fighter")},
                                                                      {QStringLiteral("counter"), QStringLiteral("health")},
                                                                      {QStringLiteral("value"), 0}}}};
        };
        const auto note = [](qint64 session) {
            return QJsonObject{{QStringLiteral("op"), QStringLiteral("session.apply")},
                               {QStringLiteral("session"), static_cast<double>(session)},
                               {QStringLiteral("action"), QJsonObject{{QStringLiteral("type"), QStringLiteral("note")},
                                                                      {QStringLiteral("text"), QStringLiteral("good game")}}}};
        };
        const auto plays = [](Cli &cli) {
            return cli.ask(op(QStringLiteral("history.stats"))).value(QStringLiteral("plays")).toInt(-1);
        };
        QList<qint64> sessions;
        Cli *processes[] = {&a, &b, &c};
        for (int i = 0; i < 6; ++i) {
            const QJsonObject created = processes[i % 3]->ask(
                {{QStringLiteral("op"), QStringLiteral("session.new")}, {QStringLiteral("game"), QStringLiteral("the-banishing")},
                 {QStringLiteral("players"), QJsonArray{i % 2 ? QStringLiteral("Ann") : QStringLiteral("Ben")}},
                 {QStringLiteral("setup"), QJsonObject{{QStringLiteral("mode"), QStringLiteral("app")}}},
                 {QStringLiteral("seed"), i + 1}});
            QVERIFY2(created.value(QStringLiteral("ok")).toBool(), QJsonDocument(created).toJson());
            sessions << created.value(QStringLiteral("session")).toInteger();
        }
        // Every process has every session open before anyone ends one.
        for (Cli *cli : processes)
            for (qint64 id : sessions)
                QVERIFY(cli->ask(op(QStringLiteral("session.state"), id)).value(QStringLiteral("ok")).toBool());
        for (int i = 0; i < 6; ++i) {
            QVERIFY(processes[(i + 1) % 3]->ask(lose(sessions[i])).value(QStringLiteral("ok")).toBool());
            for (Cli *cli : processes)
                QCOMPARE(plays(*cli), i + 1);
        }
        // A stale process writes after the end: its change is recomputed on the
        // new records and the row is written again, still one.
        const QJsonObject noted = a.ask(note(sessions[1]));
        QVERIFY2(noted.value(QStringLiteral("ok")).toBool(), QJsonDocument(noted).toJson());
        QCOMPARE(plays(b), 6);
        // Taking an end back from another process removes its row for everyone.
        QVERIFY(c.ask(op(QStringLiteral("session.undo"), sessions[4])).value(QStringLiteral("ok")).toBool());
        for (Cli *cli : processes)
            QCOMPARE(plays(*cli), 5);
        const QJsonObject ann = b.ask({{QStringLiteral("op"), QStringLiteral("history.stats")}, {QStringLiteral("player"), QStringLiteral("Ann")}});
        QCOMPARE(ann.value(QStringLiteral("plays")).toInt(), 3); // sessions 2, 4 and 6
        // Rebuilt from the logs by one process, the counts are the same.
        const QJsonObject rebuilt = a.ask(op(QStringLiteral("history.rebuild")));
        QCOMPARE(rebuilt.value(QStringLiteral("finished")).toInt(), 5);
        QCOMPARE(plays(c), 5);
        QCOMPARE(b.ask(op(QStringLiteral("history.plays.csv"))).value(QStringLiteral("rows")).toInt(), 5);
    }

    void twoWritersInterleavedLoseNothing()
    {
        QTemporaryDir temp;
        const QString db = temp.filePath(QStringLiteral("shared.sqlite"));
        Cli first(db);
        Cli second(db);
        const QJsonObject created = first.ask(newTheosis());
        QVERIFY2(created.value(QStringLiteral("ok")).toBool(), QJsonDocument(created).toJson());
        const qint64 id = created.value(QStringLiteral("session")).toInteger();
        // Both have the session open before either writes.
        QVERIFY(second.ask(op(QStringLiteral("session.state"), id)).value(QStringLiteral("ok")).toBool());

        int expected = gold(created, QStringLiteral("Ann"));
        QVERIFY(expected > -1000);
        for (int round = 0; round < 10; ++round) {
            Cli &writer = round % 2 == 0 ? first : second;
            Cli &reader = round % 2 == 0 ? second : first;
            const QJsonObject applied = writer.ask(adjust(id, QStringLiteral("Ann"), round + 1));
            QVERIFY2(applied.value(QStringLiteral("ok")).toBool(), QJsonDocument(applied).toJson());
            expected += round + 1;
            QCOMPARE(applied.value(QStringLiteral("seq")).toInteger(), round + 1);
            QCOMPARE(gold(applied, QStringLiteral("Ann")), expected);
            // The other process sees the record at once, not its old copy.
            const QJsonObject seen = reader.ask(op(QStringLiteral("session.state"), id));
            QCOMPARE(seen.value(QStringLiteral("last_seq")).toInteger(), round + 1);
            QCOMPARE(gold(seen, QStringLiteral("Ann")), expected);
        }
        // Undo from the other process undoes the newest record, whoever wrote it.
        const QJsonObject undone = first.ask(op(QStringLiteral("session.undo"), id));
        QVERIFY2(undone.value(QStringLiteral("ok")).toBool(), QJsonDocument(undone).toJson());
        QCOMPARE(gold(undone, QStringLiteral("Ann")), expected - 10);
        const QJsonObject exported = second.ask(op(QStringLiteral("session.export"), id));
        QCOMPARE(exported.value(QStringLiteral("export")).toObject().value(QStringLiteral("log")).toArray().size(), 11);
    }

    void staleWriterRecomputesWithoutReading()
    {
        // The second process appends without asking for the state first: its
        // copy is one record behind, and the append must still go through.
        QTemporaryDir temp;
        const QString db = temp.filePath(QStringLiteral("shared.sqlite"));
        Cli first(db);
        Cli second(db);
        const qint64 id = first.ask(newTheosis()).value(QStringLiteral("session")).toInteger();
        const int start = gold(second.ask(op(QStringLiteral("session.state"), id)), QStringLiteral("Ann"));
        QVERIFY(first.ask(adjust(id, QStringLiteral("Ann"), 2)).value(QStringLiteral("ok")).toBool());
        QVERIFY(first.ask(adjust(id, QStringLiteral("Ann"), 3)).value(QStringLiteral("ok")).toBool());
        const QJsonObject applied = second.ask(adjust(id, QStringLiteral("Ann"), 4));
        QVERIFY2(applied.value(QStringLiteral("ok")).toBool(), QJsonDocument(applied).toJson());
        QCOMPARE(applied.value(QStringLiteral("seq")).toInteger(), 3);
        QCOMPARE(gold(applied, QStringLiteral("Ann")), start + 9);
    }
    void importRefusesWhatDoesNotMatch()
    {
        QTemporaryDir temp;
        Cli cli(temp.filePath(QStringLiteral("a.sqlite")));
        const qint64 id = cli.ask(newTheosis()).value(QStringLiteral("session")).toInteger();
        QVERIFY(cli.ask(adjust(id, QStringLiteral("Ann"), 2)).value(QStringLiteral("ok")).toBool());
        QVERIFY(cli.ask(adjust(id, QStringLiteral("Ben"), 3)).value(QStringLiteral("ok")).toBool());
        const QJsonObject good = cli.ask(op(QStringLiteral("session.export"), id)).value(QStringLiteral("export")).toObject();
        QCOMPARE(good.value(QStringLiteral("log")).toArray().size(), 2);
        const auto importing = [&](const QJsonObject &exported) {
            return cli.ask({{QStringLiteral("op"), QStringLiteral("session.import")}, {QStringLiteral("export"), exported}});
        };

        // A real export comes back whole, times included.
        const QJsonObject again = importing(good);
        QVERIFY2(again.value(QStringLiteral("ok")).toBool(), QJsonDocument(again).toJson());
        const QJsonObject reexported =
            cli.ask(op(QStringLiteral("session.export"), again.value(QStringLiteral("session")).toInteger()))
                .value(QStringLiteral("export"))
                .toObject();
        QCOMPARE(reexported.value(QStringLiteral("created_at")), good.value(QStringLiteral("created_at")));
        QCOMPARE(reexported.value(QStringLiteral("log")), good.value(QStringLiteral("log")));

        const auto changed = [&](const QString &field, const QJsonValue &value) {
            QJsonObject copy = good;
            if (value.isUndefined())
                copy.remove(field);
            else
                copy.insert(field, value);
            return copy;
        };
        for (const auto &[field, value] : std::initializer_list<std::pair<QString, QJsonValue>>{
                 {QStringLiteral("log"), QStringLiteral("x")},
                 {QStringLiteral("title"), 5},
                 {QStringLiteral("created_at"), QStringLiteral("yesterday")},
                 {QStringLiteral("players"), QStringLiteral("Ann")},
                 {QStringLiteral("setup"), QJsonArray{}}}) {
            const QJsonObject refused = importing(changed(field, value));
            QVERIFY2(!refused.value(QStringLiteral("ok")).toBool(), qPrintable(field));
            QCOMPARE(reason(refused), QStringLiteral("import.malformed"));
            QVERIFY2(message(refused).contains(field), qPrintable(message(refused)));
        }
        QVERIFY(message(importing(changed(QStringLiteral("format_version"), 0))).contains(QStringLiteral("No Arbiter writes")));
        QVERIFY(message(importing(changed(QStringLiteral("format_version"), QStringLiteral("1"))))
                    .contains(QStringLiteral("whole number")));
        QVERIFY(message(importing(changed(QStringLiteral("format_version"), QJsonValue::Undefined)))
                    .contains(QStringLiteral("does not say")));
        QVERIFY(message(importing(changed(QStringLiteral("format_version"), 2))).contains(QStringLiteral("newer")));

        const auto withRecord = [&](int index, const QString &field, const QJsonValue &value) {
            QJsonArray log = good.value(QStringLiteral("log")).toArray();
            QJsonObject record = log.at(index).toObject();
            record.insert(field, value);
            log.replace(index, record);
            return changed(QStringLiteral("log"), log);
        };
        const QJsonObject noEvents = importing(withRecord(1, QStringLiteral("events"), QStringLiteral("x")));
        QCOMPARE(reason(noEvents), QStringLiteral("import.malformed"));
        QVERIFY(message(noEvents).contains(QStringLiteral("Record 2")));
        const QJsonObject badTime = importing(withRecord(0, QStringLiteral("at"), QStringLiteral("soon")));
        QCOMPARE(reason(badTime), QStringLiteral("import.malformed"));
        QVERIFY(message(badTime).contains(QStringLiteral("Record 1")));
        const QJsonObject otherEvents = importing(withRecord(1, QStringLiteral("events"), QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("made.up")}}}));
        QCOMPARE(reason(otherEvents), QStringLiteral("import.events_differ"));
        QVERIFY(message(otherEvents).contains(QStringLiteral("Record 2")));

        // Nothing refused was stored.
        QCOMPARE(cli.ask(op(QStringLiteral("session.list"))).value(QStringLiteral("sessions")).toArray().size(), 2);
    }

    void longSessionImportsAgain()
    {
        QTemporaryDir temp;
        Cli cli(temp.filePath(QStringLiteral("a.sqlite")));
        const qint64 id = cli.ask(newTheosis()).value(QStringLiteral("session")).toInteger();
        const QString text(2000, QLatin1Char('n'));
        for (int i = 0; i < 600; ++i) {
            const QJsonObject noted = cli.ask({{QStringLiteral("op"), QStringLiteral("session.apply")},
                                               {QStringLiteral("session"), static_cast<double>(id)},
                                               {QStringLiteral("action"), QJsonObject{{QStringLiteral("type"), QStringLiteral("note")},
                                                                                      {QStringLiteral("text"), text}}}});
            QVERIFY2(noted.value(QStringLiteral("ok")).toBool(), QJsonDocument(noted).toJson());
        }
        const QJsonObject exported = cli.ask(op(QStringLiteral("session.export"), id)).value(QStringLiteral("export")).toObject();
        const QByteArray line = QJsonDocument(QJsonObject{{QStringLiteral("op"), QStringLiteral("session.import")},
                                                          {QStringLiteral("export"), exported}})
                                    .toJson(QJsonDocument::Compact);
        QVERIFY(line.size() > 1024 * 1024);
        const QJsonObject imported = cli.askLine(line);
        QVERIFY2(imported.value(QStringLiteral("ok")).toBool(), QJsonDocument(imported).toJson().left(500));
        QCOMPARE(imported.value(QStringLiteral("last_seq")).toInteger(), 600);
        // Other long lines are still refused.
        const QJsonObject padded = cli.askLine("{\"op\":\"version\",\"pad\":\"" + QByteArray(2 * 1024 * 1024, 'x') + "\"}");
        QCOMPARE(reason(padded), QStringLiteral("request.too_long"));
    }

    void memoryStaysFlatOverManyNewSessions()
    {
#ifdef ARBITER_SANITIZED
        QSKIP("AddressSanitizer keeps freed memory in quarantine, so resident memory says nothing here; "
              "the Release run of this test measures it");
#endif
        // Each session used to stay in memory (about 53 KB with its content
        // pack): 600 more would have added some 30 MB.
        QTemporaryDir temp;
        Cli cli(temp.filePath(QStringLiteral("a.sqlite")));
        for (int i = 0; i < 200; ++i)
            QVERIFY(cli.ask(newTheosis()).value(QStringLiteral("ok")).toBool());
        const double warm = cli.residentMb();
        QVERIFY(warm > 0);
        for (int i = 0; i < 600; ++i)
            QVERIFY(cli.ask(newTheosis()).value(QStringLiteral("ok")).toBool());
        const double grown = cli.residentMb() - warm;
        QVERIFY2(grown < 6, qPrintable(QStringLiteral("grew by %1 MB").arg(grown)));
    }

    void backupsRollAndRestore()
    {
        QTemporaryDir temp;
        const QString db = temp.filePath(QStringLiteral("a.sqlite"));
        Cli cli(db);
        const qint64 id = cli.ask(newTheosis()).value(QStringLiteral("session")).toInteger();
        QVERIFY(cli.ask(adjust(id, QStringLiteral("Ann"), 2)).value(QStringLiteral("ok")).toBool());
        const QJsonObject first = cli.ask(op(QStringLiteral("session.backup")));
        QVERIFY2(first.value(QStringLiteral("ok")).toBool(), QJsonDocument(first).toJson());
        const QString kept = first.value(QStringLiteral("backup")).toString();
        QVERIFY(QFileInfo::exists(kept));
        for (int i = 0; i < 8; ++i)
            QVERIFY(cli.ask(op(QStringLiteral("session.backup"))).value(QStringLiteral("ok")).toBool());
        const QJsonArray listed = cli.ask(op(QStringLiteral("session.backups"))).value(QStringLiteral("backups")).toArray();
        QCOMPARE(listed.size(), 7);
        QVERIFY2(!QFileInfo::exists(kept), "the oldest went");

        // Back to the state of the newest backup, after one more action.
        QVERIFY(cli.ask(adjust(id, QStringLiteral("Ann"), 5)).value(QStringLiteral("ok")).toBool());
        const QJsonObject restored = cli.ask({{QStringLiteral("op"), QStringLiteral("session.restore")},
                                              {QStringLiteral("backup"), listed.at(0).toString()}});
        QVERIFY2(restored.value(QStringLiteral("ok")).toBool(), QJsonDocument(restored).toJson());
        QVERIFY(QFileInfo::exists(restored.value(QStringLiteral("kept")).toString()));
        const QJsonObject state = cli.ask(op(QStringLiteral("session.state"), id));
        QCOMPARE(state.value(QStringLiteral("last_seq")).toInteger(), 1);
        QCOMPARE(gold(state, QStringLiteral("Ann")), 2);
        // Not a backup of this database: refused, nothing replaced.
        const QJsonObject foreign = cli.ask({{QStringLiteral("op"), QStringLiteral("session.restore")},
                                             {QStringLiteral("backup"), temp.filePath(QStringLiteral("other.sqlite"))}});
        QVERIFY(!foreign.value(QStringLiteral("ok")).toBool());
        QCOMPARE(cli.ask(op(QStringLiteral("session.state"), id)).value(QStringLiteral("last_seq")).toInteger(), 1);
    }

    // Issue 15: a restore replaced the file under a process that had it
    // open, which then wrote on into the deleted file and lost it all.
    void restoreIsRefusedWhileAnotherProcessHasTheFileOpen()
    {
        QTemporaryDir temp;
        const QString db = temp.filePath(QStringLiteral("a.sqlite"));
        auto holder = std::make_unique<Cli>(db);
        const qint64 id = holder->ask(newTheosis()).value(QStringLiteral("session")).toInteger();
        const QJsonObject backedUp = holder->ask(op(QStringLiteral("session.backup")));
        QVERIFY2(backedUp.value(QStringLiteral("ok")).toBool(), QJsonDocument(backedUp).toJson());
        const QString backup = backedUp.value(QStringLiteral("backup")).toString();
        QVERIFY(holder->ask(adjust(id, QStringLiteral("Ann"), 3)).value(QStringLiteral("ok")).toBool());
        const QJsonObject restore{{QStringLiteral("op"), QStringLiteral("session.restore")},
                                  {QStringLiteral("backup"), backup}};
        {
            Cli restorer(db);
            QVERIFY(restorer.ask(op(QStringLiteral("session.list"))).value(QStringLiteral("ok")).toBool());
            const QJsonObject refused = restorer.ask(restore);
            QVERIFY2(!refused.value(QStringLiteral("ok")).toBool(), QJsonDocument(refused).toJson());
            QCOMPARE(reason(refused), QStringLiteral("storage.locked"));
            // The message names the reason and the process.
            QVERIFY2(message(refused).contains(QStringLiteral("another program")), qPrintable(message(refused)));
            QVERIFY2(message(refused).contains(QString::number(holder->processId())), qPrintable(message(refused)));
            // The refusing process still works on the file.
            QCOMPARE(restorer.ask(op(QStringLiteral("session.state"), id)).value(QStringLiteral("last_seq")).toInteger(), 1);
        }
        // The holder goes on where it was: its file was not replaced.
        QVERIFY(holder->ask(adjust(id, QStringLiteral("Ann"), 4)).value(QStringLiteral("ok")).toBool());
        {
            Cli reader(db);
            const QJsonObject state = reader.ask(op(QStringLiteral("session.state"), id));
            QCOMPARE(state.value(QStringLiteral("last_seq")).toInteger(), 2);
            QCOMPARE(gold(state, QStringLiteral("Ann")), 7);
        }
        // Once it has let go, the same restore goes through.
        holder.reset();
        Cli restorer(db);
        const QJsonObject restored = restorer.ask(restore);
        QVERIFY2(restored.value(QStringLiteral("ok")).toBool(), QJsonDocument(restored).toJson());
        QCOMPARE(restorer.ask(op(QStringLiteral("session.state"), id)).value(QStringLiteral("last_seq")).toInteger(), 0);
    }

    void listSearchesByWords()
    {
        QTemporaryDir temp;
        Cli cli(temp.filePath(QStringLiteral("a.sqlite")));
        QJsonObject request = newTheosis();
        request.insert(QStringLiteral("players"), QJsonArray{QStringLiteral("Özil"), QStringLiteral("Ben")});
        request.insert(QStringLiteral("title"), QStringLiteral("Friday"));
        const qint64 friday = cli.ask(request).value(QStringLiteral("session")).toInteger();
        QVERIFY(cli.ask(newTheosis()).value(QStringLiteral("ok")).toBool());
        const auto found = [&](const QJsonValue &search) {
            QJsonObject list = op(QStringLiteral("session.list"));
            list.insert(QStringLiteral("search"), search);
            return cli.ask(list);
        };
        const QJsonArray hits = found(QStringLiteral("öZ friday THEOSIS")).value(QStringLiteral("sessions")).toArray();
        QCOMPARE(hits.size(), 1);
        QCOMPARE(hits.at(0).toObject().value(QStringLiteral("session")).toInteger(), friday);
        QCOMPARE(found(QStringLiteral("")).value(QStringLiteral("sessions")).toArray().size(), 2);
        QCOMPARE(found(QStringLiteral("ben")).value(QStringLiteral("sessions")).toArray().size(), 2);
        QCOMPARE(found(QStringLiteral("brawl")).value(QStringLiteral("sessions")).toArray().size(), 0);
        const QJsonObject refused = found(5);
        QVERIFY(!refused.value(QStringLiteral("ok")).toBool());
    }

    void damagedRowDoesNotHideTheOthers()
    {
        QTemporaryDir temp;
        const QString db = temp.filePath(QStringLiteral("a.sqlite"));
        {
            Cli cli(db);
            for (int i = 0; i < 3; ++i)
                QVERIFY(cli.ask(newTheosis()).value(QStringLiteral("ok")).toBool());
        }
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("damage"));
            raw.setDatabaseName(db);
            QVERIFY(raw.open());
            QSqlQuery damage(raw);
            QVERIFY(damage.exec(QStringLiteral("UPDATE sessions SET players = 'xx\x01\x02{[' WHERE id = 2")));
            raw.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("damage"));
        Cli cli(db);
        const QJsonObject listed = cli.ask(op(QStringLiteral("session.list")));
        QVERIFY2(listed.value(QStringLiteral("ok")).toBool(), QJsonDocument(listed).toJson());
        QCOMPARE(listed.value(QStringLiteral("sessions")).toArray().size(), 2);
        QCOMPARE(listed.value(QStringLiteral("damaged")).toArray(), (QJsonArray{2}));
        // Nothing is written to the damaged one.
        const QJsonObject refused = cli.ask(adjust(2, QStringLiteral("Ann"), 1));
        QVERIFY(!refused.value(QStringLiteral("ok")).toBool());
        QCOMPARE(reason(refused), QStringLiteral("storage.corrupt"));
        QVERIFY(cli.ask(adjust(3, QStringLiteral("Ann"), 1)).value(QStringLiteral("ok")).toBool());
        const QJsonObject after = cli.ask(op(QStringLiteral("session.list")));
        for (const QJsonValue &s : after.value(QStringLiteral("sessions")).toArray())
            QVERIFY(s.toObject().value(QStringLiteral("session")).toInteger() != 2);
    }
};

QTEST_GUILESS_MAIN(TestCliStore)
#include "tst_cli_store.moc"
