// Many programs on one database file at once, killed at random moments:
// nothing any of them acknowledged may be lost (issue "Nothing acknowledged
// is ever lost").
//
// Each interleaving starts on a fresh file with three sessions:
//   - the tablet: the app's own store as the tablet uses it
//     (store_torture_tablet: SessionLibrary with its page check on a worker
//     thread, an ActiveSession adding notes, table mode's host);
//   - `arbiter-cli serve` on one session, with a phone sending intents over
//     its WebSocket (resent with the same id after a reconnect) and CLI
//     requests on its standard input;
//   - short-lived `arbiter-cli` processes: readers (list, state, export),
//     writers (apply), export followed by import, backup, restore.
// Any of them is SIGKILLed at random moments and the tablet and serve are
// started again. Meanwhile every live process's open descriptors are read
// from /proc: none may be a deleted -wal, -shm or database. At the end every
// acknowledged note must be in the file (or, after a restore, in the copy it
// kept of what it replaced), once per session, in the order each writer
// got its answers, every log contiguous from 1, every import whole.
//
// ARBITER_TORTURE_INTERLEAVINGS sets how many (20 by default, 10 on a slow
// build; the slow label runs 500), one data row each; ARBITER_TORTURE_SEED
// replays one. A failure names its seed.
//
// The pace follows the build: a sanitizer build on a slow machine takes
// seconds to answer one CLI request, so a fixed window with fixed kill odds
// would kill every short-lived writer before it could answer and test none.
// The window grows and the kills thin out by how much slower than a release
// build one request is.
#include "OpenFiles.h"
#include "core/phrase.h"
#include "storage/SessionStore.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>
#include <algorithm>
#include <limits>
#include <map>
#include <memory>
#include <set>

using namespace arbiter;

namespace {

constexpr int kSessions = 3;
constexpr int kActiveMs = 1200; // how long the processes are let loose
constexpr int kTickMs = 4;
constexpr int kPhoneGraceMs = 3000;
constexpr qint64 kShmGraceMs = 250;
constexpr qint64 kStartMs = 30000;
constexpr double kReleaseCliMs = 150; // one `arbiter-cli` request, start to answer, in a release build
constexpr int kSlowPace = 3;          // a build this many times slower runs fewer interleavings

QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QJsonObject note(const QString &text)
{
    return {{QStringLiteral("type"), QStringLiteral("note")}, {QStringLiteral("text"), text}};
}

// One acknowledged note: `writer` was told it is stored in `session`.
struct Ack {
    QString writer;
    qint64 session = 0;
    QString text;
};

// One acknowledged import: a new session holding exactly these notes.
struct ImportAck {
    qint64 session = 0;
    QStringList texts;
};

// A child process whose standard output is read a whole line at a time:
// a line cut off by a kill was never an answer.
struct Child {
    QString kind;
    std::unique_ptr<QProcess> process;
    QByteArray buffered;
    bool killedOnPurpose = false;
    std::size_t exportIndex = 0; // an import: the export it brings back

    QList<QByteArray> takeLines()
    {
        buffered += process->readAllStandardOutput();
        QList<QByteArray> lines;
        qsizetype newline;
        while ((newline = buffered.indexOf('\n')) >= 0) {
            lines << buffered.left(newline);
            buffered.remove(0, newline + 1);
        }
        return lines;
    }
    [[nodiscard]] bool running() const { return process && process->state() != QProcess::NotRunning; }
    [[nodiscard]] qint64 pid() const { return process ? process->processId() : 0; }
};

// The database, its -wal or its -shm, deleted but still open in `pid`.
QStringList deletedDatabaseFiles(qint64 pid, const QString &databasePath)
{
    QStringList found;
    const QStringList sides{QString(), QStringLiteral("-wal"), QStringLiteral("-shm")};
    for (const QString &target : testing::openFilesUnder(pid, databasePath)) {
        if (testing::isDeleted(target) && sides.contains(target.mid(databasePath.size()).chopped(10)))
            found << target;
    }
    return found;
}

// Every descriptor of the database or its side files, with its number.
QStringList openDatabaseFiles(qint64 pid, const QString &databasePath)
{
    QStringList found;
    const QMap<int, QString> open = testing::openFilesUnder(pid, databasePath);
    for (auto it = open.cbegin(); it != open.cend(); ++it)
        found << QString::number(it.key()) + QLatin1Char('=') + it.value().mid(databasePath.size());
    return found;
}

// The notes of every session of a database file, in seq order; a gap or a
// record out of place is a failure of its own.
struct StoredNotes {
    std::map<qint64, QStringList> bySession;
    QStringList failures;
};

StoredNotes readNotes(const QString &path, const QString &connectionName)
{
    StoredNotes notes;
    auto store = SessionStore::open(path, connectionName);
    if (!store) {
        notes.failures << QStringLiteral("%1 cannot be opened: %2").arg(path, renderEnglish(store.error().message));
        return notes;
    }
    auto sessions = store.value()->listSessions();
    if (!sessions) {
        notes.failures << QStringLiteral("%1: the list fails: %2").arg(path, renderEnglish(sessions.error().message));
        return notes;
    }
    for (const SessionSummary &session : sessions.value()) {
        auto records = store.value()->records(session.id);
        if (!records) {
            notes.failures << QStringLiteral("session %1 cannot be read: %2").arg(session.id).arg(renderEnglish(records.error().message));
            continue;
        }
        QStringList &texts = notes.bySession[session.id];
        for (std::size_t i = 0; i < records->size(); ++i) {
            const StoredRecord &record = records->at(i);
            if (record.seq != static_cast<qint64>(i) + 1)
                notes.failures << QStringLiteral("session %1 holds record %2 where %3 belongs").arg(session.id).arg(record.seq).arg(i + 1);
            const QJsonObject action = QJsonDocument::fromJson(record.action).object();
            if (action.value(QStringLiteral("type")).toString() == QLatin1String("note"))
                texts << action.value(QStringLiteral("text")).toString();
        }
    }
    return notes;
}

// One run of all the processes on one file, driven by one seed.
class Interleaving {
public:
    Interleaving(quint32 seed, double pace, QString tabletProgram, QString cliProgram)
        : m_seed(seed), m_pace(pace), m_random(seed), m_tabletProgram(std::move(tabletProgram)),
          m_cliProgram(std::move(cliProgram))
    {
    }

    // Empty when nothing was lost; else every failure found.
    QStringList run()
    {
        if (!m_dir.isValid())
            return {QStringLiteral("no temporary folder")};
        m_path = m_dir.filePath(QStringLiteral("arbiter.sqlite"));
        QDir().mkpath(m_dir.filePath(QStringLiteral("kept")));
        if (!createSessions())
            return m_failures;
        m_clock.start();
        startTablet();
        startServe(0);
        // The chaos starts once both hosts are up: a sanitizer build takes
        // seconds to start a Qt program, which a run must not spend alone.
        while (!(m_tabletReady && m_serveReady)) {
            QTest::qWait(kTickMs);
            readEveryone();
            if (m_clock.elapsed() > kStartMs) {
                m_failures << QStringLiteral("the tablet or serve did not start within %1 s").arg(kStartMs / 1000);
                break;
            }
        }

        // Half the runs have a quiet moment: everyone is killed, then a
        // restore races two writers (and anyone it lets in) for the file.
        const int activeMs = static_cast<int>(kActiveMs * m_pace);
        const int quietAtMs = m_random.bounded(2) ? static_cast<int>(m_random.bounded(activeMs / 4, activeMs)) : -1;
        QElapsedTimer clock;
        clock.start();
        while (m_failures.isEmpty() && clock.elapsed() < activeMs) {
            QTest::qWait(kTickMs);
            readEveryone();
            lookForDeletedFiles();
            if (quietAtMs >= 0 && clock.elapsed() >= quietAtMs && !m_quietDone)
                quietRestore();
            else
                act();
        }
        m_ending = true;
        letRestoresFinish();
        letThePhoneBeAnswered();
        // The end is a crash too: everyone else at once.
        for (Child *child : everyone())
            kill(*child);
        for (Child *child : everyone())
            child->process->waitForFinished(5000);
        readEveryone();
        verify();
        if (!m_failures.isEmpty() && !m_restoreAnswers.isEmpty())
            m_failures << QStringLiteral("(the restores answered: %1)").arg(m_restoreAnswers.join(QStringLiteral("; ")));
        return m_failures;
    }

    int acknowledged() const { return static_cast<int>(m_acks.size()); }
    // Acknowledged notes by the kind of writer ("tablet", "phone", ...).
    std::map<QString, int> acknowledgedBy() const
    {
        std::map<QString, int> counts;
        for (const Ack &ack : m_acks)
            ++counts[ack.writer.startsWith(QLatin1String("tablet")) ? QStringLiteral("tablet")
                     : ack.writer.startsWith(QLatin1String("cli-"))  ? QStringLiteral("cli")
                                                                      : ack.writer];
        return counts;
    }
    int restores() const { return m_restores; }

private:
    // ---- processes ----

    std::unique_ptr<QProcess> spawn(const QString &program, const QStringList &arguments)
    {
        auto process = std::make_unique<QProcess>();
        process->setProcessChannelMode(QProcess::SeparateChannels);
        process->start(program, arguments);
        return process;
    }

    bool createSessions()
    {
        QProcess cli;
        cli.start(m_cliProgram, {QStringLiteral("--db"), m_path});
        for (int i = 0; i < kSessions; ++i)
            cli.write(compact({{QStringLiteral("op"), QStringLiteral("session.new")},
                               {QStringLiteral("game"), QStringLiteral("theosis")},
                               {QStringLiteral("players"), QJsonArray{QStringLiteral("Ann"), QStringLiteral("Ben")}},
                               {QStringLiteral("seed"), i + 1}})
                          .toUtf8() + '\n');
        cli.closeWriteChannel();
        cli.waitForFinished(30000);
        for (const QByteArray &line : cli.readAllStandardOutput().split('\n')) {
            const QJsonObject answer = QJsonDocument::fromJson(line).object();
            if (answer.value(QStringLiteral("ok")).toBool())
                m_sessions << answer.value(QStringLiteral("session")).toInteger();
        }
        if (m_sessions.size() != kSessions)
            m_failures << QStringLiteral("the sessions could not be created: %1").arg(QString::fromUtf8(cli.readAllStandardError()));
        return m_failures.isEmpty();
    }

    void startTablet()
    {
        m_tablet.kind = QStringLiteral("tablet");
        m_tablet.buffered.clear();
        m_tablet.killedOnPurpose = false;
        m_tabletReady = false;
        m_tabletWriter = QStringLiteral("tablet%1").arg(++m_tabletStarts);
        QStringList arguments{m_path, m_tabletWriter};
        for (qint64 session : m_sessions)
            arguments << QString::number(session);
        m_tablet.process = spawn(m_tabletProgram, arguments);
    }

    void startServe(quint16 port)
    {
        m_serve.kind = QStringLiteral("serve");
        m_serve.buffered.clear();
        m_serve.killedOnPurpose = false;
        m_serveReady = false;
        m_serve.process = spawn(m_cliProgram, {QStringLiteral("--db"), m_path, QStringLiteral("serve"), QStringLiteral("--session"),
                                               QString::number(m_sessions.first()), QStringLiteral("--port"),
                                               QString::number(port), QStringLiteral("--bind"), QStringLiteral("127.0.0.1")});
    }

    void startCli(const QString &kind, const QList<QJsonObject> &requests)
    {
        auto child = std::make_unique<Child>();
        child->kind = kind;
        child->process = spawn(m_cliProgram, {QStringLiteral("--db"), m_path});
        for (const QJsonObject &request : requests)
            child->process->write(compact(request).toUtf8() + '\n');
        child->process->closeWriteChannel();
        m_clis.push_back(std::move(child));
    }

    void kill(Child &child)
    {
        if (!child.running())
            return;
        child.killedOnPurpose = true;
        child.process->kill();
        // Gone before anything takes its place (serve's port, the QProcess).
        child.process->waitForFinished(5000);
    }

    std::vector<Child *> everyone()
    {
        std::vector<Child *> all;
        if (m_tablet.process)
            all.push_back(&m_tablet);
        if (m_serve.process)
            all.push_back(&m_serve);
        for (auto &cli : m_clis)
            all.push_back(cli.get());
        return all;
    }

    // A process that ended by itself other than cleanly (a crash, a
    // sanitizer report) fails the run.
    void noteUnexpectedEnd(Child &child)
    {
        if (child.killedOnPurpose || child.running() || !child.process)
            return;
        if (child.process->exitStatus() == QProcess::CrashExit || child.process->exitCode() != 0)
            m_failures << QStringLiteral("%1 ended by itself (exit %2): %3")
                              .arg(child.kind)
                              .arg(child.process->exitCode())
                              .arg(QString::fromUtf8(child.process->readAllStandardError().right(2000)));
        child.killedOnPurpose = true; // reported once
    }

    // ---- what each process says ----

    void readEveryone()
    {
        for (const QByteArray &line : m_tablet.process ? m_tablet.takeLines() : QList<QByteArray>()) {
            const QList<QByteArray> words = line.split(' ');
            if (words.value(0) == "ready")
                m_tabletReady = true;
            else if (words.value(0) == "ack" && words.size() == 3)
                m_acks.push_back({m_tabletWriter, words.at(1).toLongLong(), QString::fromUtf8(words.at(2))});
            else if (words.value(0) == "error")
                m_failures << QStringLiteral("the tablet could not start: %1").arg(QString::fromUtf8(line));
        }
        if (m_serve.process) {
            for (const QByteArray &line : m_serve.takeLines())
                serveSaid(QJsonDocument::fromJson(line).object());
        }
        for (auto &cli : m_clis) {
            for (const QByteArray &line : cli->takeLines())
                cliSaid(*cli, QJsonDocument::fromJson(line).object());
        }
        // Finished one-shots go; their last lines were read above.
        for (auto it = m_clis.begin(); it != m_clis.end();) {
            if ((*it)->running()) {
                ++it;
                continue;
            }
            for (const QByteArray &line : (*it)->takeLines())
                cliSaid(**it, QJsonDocument::fromJson(line).object());
            noteUnexpectedEnd(**it);
            it = m_clis.erase(it);
        }
        noteUnexpectedEnd(m_tablet);
        noteUnexpectedEnd(m_serve);
        // Each export is brought back by an import of its own, until the end.
        for (; !m_ending && m_importsStarted < m_exports.size(); ++m_importsStarted) {
            startCli(QStringLiteral("import"), {{{QStringLiteral("op"), QStringLiteral("session.import")},
                                                 {QStringLiteral("export"), m_exports.at(m_importsStarted)}}});
            m_clis.back()->exportIndex = m_importsStarted;
        }
    }

    // The file is never damaged here: a process that says so read it
    // while another wrote (and might act on that, as a restore would).
    void tookForDamaged(const QString &kind, const QJsonObject &line)
    {
        const QString reason = line.value(QStringLiteral("error")).toObject().value(QStringLiteral("reason")).toString();
        if (reason == QLatin1String("storage.corrupt") || reason == QLatin1String("storage.foreign"))
            m_failures << QStringLiteral("%1 took the file for damaged: %2")
                              .arg(kind, QString::fromUtf8(QJsonDocument(line).toJson(QJsonDocument::Compact)).left(300));
        if (line.value(QStringLiteral("kept")).toString().contains(QLatin1String(".replaced-")))
            m_failures << QStringLiteral("a restore replaced the file whole");
    }

    void serveSaid(const QJsonObject &line)
    {
        tookForDamaged(QStringLiteral("serve"), line);
        if (!m_serveReady) {
            if (!line.value(QStringLiteral("ok")).toBool())
                return; // the port may still be held by the one killed: tried again
            m_serveReady = true;
            m_servePort = static_cast<quint16>(line.value(QStringLiteral("port")).toInt());
            m_tableToken = line.value(QStringLiteral("table")).toString();
            connectPhone();
            return;
        }
        const QString id = line.value(QStringLiteral("id")).toString();
        if (line.value(QStringLiteral("ok")).toBool() && m_pendingServeApplies.contains(id))
            m_acks.push_back({QStringLiteral("serve-stdin"), m_sessions.first(), id});
        m_pendingServeApplies.remove(id);
    }

    void cliSaid(const Child &cli, const QJsonObject &line)
    {
        if (cli.kind == QLatin1String("restore"))
            m_restoreAnswers << QString::fromUtf8(QJsonDocument(line).toJson(QJsonDocument::Compact)).left(300);
        tookForDamaged(cli.kind, line);
        if (!line.value(QStringLiteral("ok")).toBool())
            return;
        const QString id = line.value(QStringLiteral("id")).toString();
        if (cli.kind == QLatin1String("writer") && m_cliApplies.contains(id)) {
            // Each process is a writer of its own: two at once have no order.
            m_acks.push_back({id.section(QLatin1Char('.'), 0, 0), m_cliApplies.value(id), id});
        } else if (cli.kind == QLatin1String("export") && line.contains(QStringLiteral("export"))) {
            // Started after the reading, which walks the list of processes.
            m_exports.push_back(line.value(QStringLiteral("export")).toObject());
        } else if (cli.kind == QLatin1String("import") && line.contains(QStringLiteral("session"))) {
            ImportAck imported{line.value(QStringLiteral("session")).toInteger(), {}};
            for (const QJsonValue &record : m_exports.at(cli.exportIndex).value(QStringLiteral("log")).toArray()) {
                const QJsonObject action = record.toObject().value(QStringLiteral("action")).toObject();
                if (action.value(QStringLiteral("type")).toString() == QLatin1String("note"))
                    imported.texts << action.value(QStringLiteral("text")).toString();
            }
            m_imports.push_back(imported);
        } else if (cli.kind == QLatin1String("restore") && line.contains(QStringLiteral("kept"))) {
            // What the restore replaced: copied at once, before later
            // backups push it out of the folder.
            ++m_restores;
            const QString kept = line.value(QStringLiteral("kept")).toString();
            if (kept.isEmpty())
                return;
            const QString copy = m_dir.filePath(QStringLiteral("kept/%1.sqlite").arg(m_restores));
            if (!QFile::copy(kept, copy))
                m_failures << QStringLiteral("the restore's kept copy %1 is gone").arg(kept);
            else
                m_keptCopies << copy;
        }
    }

    // ---- the phone on serve's table ----

    void connectPhone()
    {
        m_phone = std::make_unique<QWebSocket>();
        m_phoneSeated = false;
        QWebSocket *phone = m_phone.get();
        QObject::connect(phone, &QWebSocket::connected, phone, [this] {
            sendToPhone({{QStringLiteral("type"), QStringLiteral("join")}, {QStringLiteral("table"), m_tableToken}});
        });
        QObject::connect(phone, &QWebSocket::textMessageReceived, phone, [this](const QString &text) {
            phoneSaid(QJsonDocument::fromJson(text.toUtf8()).object());
        });
        phone->open(QUrl(QStringLiteral("ws://127.0.0.1:%1/socket").arg(m_servePort)));
    }

    void sendToPhone(const QJsonObject &message)
    {
        if (m_phone)
            m_phone->sendTextMessage(compact(message));
    }

    void phoneSaid(const QJsonObject &message)
    {
        const QString type = message.value(QStringLiteral("type")).toString();
        if (type == QLatin1String("welcome")) {
            QJsonObject claim{{QStringLiteral("type"), QStringLiteral("claim")}, {QStringLiteral("seat"), QStringLiteral("Ann")}};
            if (!m_seatToken.isEmpty())
                claim.insert(QStringLiteral("seat_token"), m_seatToken);
            sendToPhone(claim);
        } else if (type == QLatin1String("claimed")) {
            m_seatToken = message.value(QStringLiteral("seat_token")).toString();
        } else if (type == QLatin1String("snapshot") || type == QLatin1String("update")) {
            m_phoneLastSeq = std::max(m_phoneLastSeq, message.value(QStringLiteral("last_seq")).toInteger());
            if (type == QLatin1String("snapshot")) {
                m_phoneSeated = true;
                // The page resends what it had not been answered, same id.
                if (!m_phoneIntent.isEmpty())
                    sendIntent();
            }
        } else if (type == QLatin1String("answer") && message.value(QStringLiteral("id")).toString() == m_phoneIntent) {
            if (message.value(QStringLiteral("ok")).toBool()) {
                m_acks.push_back({QStringLiteral("phone"), m_sessions.first(), m_phoneIntent});
                m_phoneAnswered = true;
            } else if (message.value(QStringLiteral("error")).toObject().value(QStringLiteral("reason")).toString()
                       == QLatin1String("table.stale")) {
                // As the page does: it catches up before the player chooses anew.
                sendToPhone({{QStringLiteral("type"), QStringLiteral("since")}, {QStringLiteral("seq"), static_cast<double>(m_phoneLastSeq)}});
            }
            m_phoneIntent.clear();
        }
    }

    void sendIntent()
    {
        sendToPhone({{QStringLiteral("type"), QStringLiteral("intent")},
                     {QStringLiteral("id"), m_phoneIntent},
                     {QStringLiteral("seat"), QStringLiteral("Ann")},
                     {QStringLiteral("since"), static_cast<double>(m_phoneLastSeq)},
                     {QStringLiteral("action"), note(m_phoneIntent)}});
    }

    // ---- one tick of chaos ----

    bool chance(double percent) { return m_random.bounded(1000) < percent * 10; }
    qint64 anySession() { return m_sessions.at(static_cast<qsizetype>(m_random.bounded(kSessions))); }

    void act()
    {
        if (!m_tablet.running() && chance(25))
            startTablet();
        if (!m_serve.running() && chance(25))
            startServe(m_servePort);
        if (m_phoneSeated && m_phoneIntent.isEmpty() && chance(60)) {
            m_phoneIntent = QStringLiteral("phone-%1").arg(++m_counter);
            sendIntent();
        }
        if (m_serveReady && m_serve.running() && chance(8)) {
            const QString id = QStringLiteral("serve-%1").arg(++m_counter);
            QJsonObject request{{QStringLiteral("op"), QStringLiteral("session.list")}, {QStringLiteral("id"), id}};
            if (chance(50)) {
                m_pendingServeApplies.insert(id);
                request = {{QStringLiteral("op"), QStringLiteral("session.apply")}, {QStringLiteral("id"), id},
                           {QStringLiteral("session"), m_sessions.first()}, {QStringLiteral("action"), note(id)}};
            }
            m_serve.process->write(compact(request).toUtf8() + '\n');
        }
        if (m_clis.size() < 6 && chance(12))
            startOneShot();
        if (chance(3 / m_pace)) {
            // Anyone but a restore, whose answer alone names the copy of
            // what it replaced.
            // A host is killed once it is up, so that a slow start (the
            // sanitizer build) still leaves it time to answer.
            std::vector<Child *> all = everyone();
            std::erase_if(all, [this](const Child *child) {
                return child->kind == QLatin1String("restore") || (child == &m_tablet && !m_tabletReady)
                    || (child == &m_serve && !m_serveReady);
            });
            if (all.empty())
                return;
            Child *victim = all.at(static_cast<std::size_t>(m_random.bounded(static_cast<quint32>(all.size()))));
            kill(*victim);
            if (victim == &m_serve) {
                m_phone.reset(); // the socket drops with it; the phone comes back with the next serve
                m_phoneSeated = false;
                m_serveReady = false;
            }
        }
    }

    // A few notes into random sessions, each acknowledged by its own answer.
    void startWriter()
    {
        const QString id = QStringLiteral("cli-%1").arg(++m_counter);
        QList<QJsonObject> requests;
        const int count = 1 + static_cast<int>(m_random.bounded(4));
        for (int i = 0; i < count; ++i) {
            const QString noteId = QStringLiteral("%1.%2").arg(id).arg(i);
            const qint64 session = anySession();
            m_cliApplies.insert(noteId, session);
            requests << QJsonObject{{QStringLiteral("op"), QStringLiteral("session.apply")}, {QStringLiteral("id"), noteId},
                                    {QStringLiteral("session"), session}, {QStringLiteral("action"), note(noteId)}};
        }
        startCli(QStringLiteral("writer"), requests);
    }

    void startOneShot()
    {
        const QString id = QStringLiteral("cli-%1").arg(++m_counter);
        switch (m_random.bounded(8)) {
        case 0:
        case 1:
        case 2:
            startWriter();
            break;
        case 3:
            startCli(QStringLiteral("reader"), {{{QStringLiteral("op"), QStringLiteral("session.list")}},
                                                {{QStringLiteral("op"), QStringLiteral("session.state")},
                                                 {QStringLiteral("session"), anySession()}}});
            break;
        case 4:
        case 5:
            startCli(QStringLiteral("export"), {{{QStringLiteral("op"), QStringLiteral("session.export")},
                                                 {QStringLiteral("session"), anySession()}}});
            break;
        case 6:
            startCli(QStringLiteral("backup"), {{{QStringLiteral("op"), QStringLiteral("session.backup")}}});
            break;
        default: {
            const QStringList backups = SessionStore::backups(m_path);
            if (backups.isEmpty())
                break;
            const QString chosen = backups.at(static_cast<qsizetype>(m_random.bounded(static_cast<quint32>(backups.size()))));
            startCli(QStringLiteral("restore"),
                     {{{QStringLiteral("op"), QStringLiteral("session.restore")}, {QStringLiteral("backup"), chosen}}});
            break;
        }
        }
    }

    // Under the sanitizer a serve busy with the other writers takes most of a
    // run to seat the phone and answer it, and its answer is often "the table
    // has moved on". Once the chaos stops, the phone is given time to get one
    // note answered (the tablet, which writes on, goes first, and no new writer
    // starts, so it catches up): a run whose phone was never answered would
    // prove little.
    void letThePhoneBeAnswered()
    {
        if (m_phone && !m_phoneAnswered)
            kill(m_tablet);
        QElapsedTimer waited;
        waited.start();
        while (m_phone && !m_phoneAnswered && m_serve.running() && waited.elapsed() < kPhoneGraceMs) {
            if (m_phoneSeated && m_phoneIntent.isEmpty()) {
                m_phoneIntent = QStringLiteral("phone-%1").arg(++m_counter);
                sendIntent();
            }
            QTest::qWait(kTickMs);
            readEveryone();
        }
    }

    // A restore is let finish: what it kept is known only from its answer.
    void letRestoresFinish()
    {
        for (auto &cli : m_clis) {
            if (cli->kind == QLatin1String("restore"))
                cli->process->waitForFinished(30000);
        }
    }

    void quietRestore()
    {
        m_quietDone = true;
        letRestoresFinish();
        for (Child *child : everyone())
            kill(*child);
        for (Child *child : everyone())
            child->process->waitForFinished(5000);
        m_phone.reset();
        m_phoneSeated = false;
        m_serveReady = false;
        readEveryone();
        if (SessionStore::backups(m_path).isEmpty()) {
            startCli(QStringLiteral("backup"), {{{QStringLiteral("op"), QStringLiteral("session.backup")}}});
            m_clis.back()->process->waitForFinished(30000);
        }
        const QStringList backups = SessionStore::backups(m_path);
        if (backups.isEmpty()) {
            m_failures << QStringLiteral("no backup could be taken");
            return;
        }
        startCli(QStringLiteral("restore"),
                 {{{QStringLiteral("op"), QStringLiteral("session.restore")}, {QStringLiteral("backup"), backups.last()}}});
        QTest::qWait(static_cast<int>(m_random.bounded(30)));
        startWriter();
        startWriter();
    }

    // SQLite closes the -wal before it deletes it, but the last program to
    // close the file deletes the -shm a moment before it lets go of it: a
    // deleted -shm counts once the same process still holds it
    // kShmGraceMs later, a deleted -wal or database at once.
    void lookForDeletedFiles()
    {
        bool found = false;
        std::map<qint64, qint64> stillHolding;
        for (Child *child : everyone()) {
            if (!child->running())
                continue;
            for (const QString &file : deletedDatabaseFiles(child->pid(), m_path)) {
                if (file.contains(QLatin1String("-shm"))) {
                    const auto since = m_deletedShmSince.find(child->pid());
                    const qint64 firstSeen = since == m_deletedShmSince.end() ? m_clock.elapsed() : since->second;
                    stillHolding[child->pid()] = firstSeen;
                    if (m_clock.elapsed() - firstSeen < kShmGraceMs)
                        continue;
                }
                m_failures << QStringLiteral("%1 (process %2) writes into %3").arg(child->kind).arg(child->pid()).arg(file);
                found = true;
            }
        }
        m_deletedShmSince = std::move(stillHolding);
        if (found) {
            // Who else had what open at that moment.
            for (Child *child : everyone()) {
                if (child->running())
                    m_failures << QStringLiteral("  %1 (process %2) has open: %3")
                                      .arg(child->kind)
                                      .arg(child->pid())
                                      .arg(openDatabaseFiles(child->pid(), m_path).join(QStringLiteral(", ")));
            }
        }
        m_failures.removeDuplicates();
    }

    // ---- the verdict ----

    void verify()
    {
        const StoredNotes live = readNotes(m_path, QStringLiteral("torture-live-%1").arg(m_seed));
        m_failures << live.failures;
        std::vector<StoredNotes> kept;
        for (const QString &copy : m_keptCopies) {
            kept.push_back(readNotes(copy, QStringLiteral("torture-kept-%1").arg(copy)));
            m_failures << kept.back().failures;
        }
        for (const auto &[session, texts] : live.bySession) {
            const std::set<QString> distinct(texts.cbegin(), texts.cend());
            if (distinct.size() != static_cast<std::size_t>(texts.size()))
                m_failures << QStringLiteral("session %1 holds a note twice").arg(session);
        }
        std::map<std::pair<QString, qint64>, qsizetype> placeOfLast;
        for (const Ack &ack : m_acks) {
            const auto session = live.bySession.find(ack.session);
            const qsizetype place = session == live.bySession.end() ? -1 : session->second.indexOf(ack.text);
            if (place < 0) {
                const bool inKept = std::any_of(kept.cbegin(), kept.cend(), [&](const StoredNotes &copy) {
                    const auto there = copy.bySession.find(ack.session);
                    return there != copy.bySession.end() && there->second.contains(ack.text);
                });
                if (!inKept)
                    m_failures << QStringLiteral("lost: %1's note %2 in session %3, acknowledged").arg(ack.writer, ack.text).arg(ack.session);
                continue;
            }
            // In the order the writer was answered, within each session.
            const auto key = std::make_pair(ack.writer, ack.session);
            const auto before = placeOfLast.find(key);
            if (before != placeOfLast.end() && before->second >= place)
                m_failures << QStringLiteral("out of order: %1's note %2 in session %3").arg(ack.writer, ack.text).arg(ack.session);
            placeOfLast[key] = place;
        }
        for (const ImportAck &imported : m_imports) {
            const auto session = live.bySession.find(imported.session);
            const bool whole = session != live.bySession.end() && session->second == imported.texts;
            const bool wholeInKept = std::any_of(kept.cbegin(), kept.cend(), [&](const StoredNotes &copy) {
                const auto there = copy.bySession.find(imported.session);
                return there != copy.bySession.end() && there->second == imported.texts;
            });
            if (!whole && !wholeInKept)
                m_failures << QStringLiteral("the import into session %1 is not whole").arg(imported.session);
        }
        for (const QString &backup : SessionStore::backups(m_path)) {
            if (Status good = SessionStore::verifyIntegrity(backup, QStringLiteral("torture-backup-%1").arg(backup)); !good)
                m_failures << QStringLiteral("backup %1: %2").arg(backup, renderEnglish(good.error().message));
        }
    }

    quint32 m_seed;
    double m_pace; // 1 for a release build; how many times slower this one answers
    QRandomGenerator m_random;
    QString m_tabletProgram;
    QString m_cliProgram;
    QTemporaryDir m_dir;
    QString m_path;
    QList<qint64> m_sessions;
    QStringList m_failures;

    Child m_tablet;
    bool m_tabletReady = false;
    QString m_tabletWriter;
    int m_tabletStarts = 0;

    Child m_serve;
    bool m_serveReady = false;
    quint16 m_servePort = 0;
    QString m_tableToken;
    QSet<QString> m_pendingServeApplies;

    std::unique_ptr<QWebSocket> m_phone;
    bool m_phoneSeated = false;
    QString m_seatToken;
    qint64 m_phoneLastSeq = 0;
    QString m_phoneIntent; // sent, not answered yet
    bool m_phoneAnswered = false; // one of its notes acknowledged in this run

    std::vector<std::unique_ptr<Child>> m_clis;
    QHash<QString, qint64> m_cliApplies; // note id -> session
    std::vector<QJsonObject> m_exports;
    std::size_t m_importsStarted = 0; // m_exports before this one have an import
    int m_counter = 0;

    std::vector<Ack> m_acks;
    std::vector<ImportAck> m_imports;
    QStringList m_keptCopies;
    QStringList m_restoreAnswers; // told with a failure
    QElapsedTimer m_clock;
    std::map<qint64, qint64> m_deletedShmSince; // process -> when first seen holding a deleted -shm
    int m_restores = 0;
    bool m_quietDone = false;
    bool m_ending = false;
};

} // namespace

class TestStoreTorture : public QObject {
    Q_OBJECT

private:
    double m_pace = 1;
    int m_acknowledged = 0;
    int m_restores = 0;
    int m_interleavings = 0;
    std::map<QString, int> m_byWriter;

private Q_SLOTS:
    // How many times slower than a release build this one answers a CLI
    // request (the fastest of three, so a busy moment does not count).
    void initTestCase()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        qint64 fastest = std::numeric_limits<qint64>::max();
        for (int i = 0; i < 3; ++i) {
            QProcess cli;
            QElapsedTimer clock;
            clock.start();
            cli.start(QStringLiteral(ARBITER_CLI), {QStringLiteral("--db"), dir.filePath(QStringLiteral("pace.sqlite"))});
            cli.write(R"({"op":"session.list"})" "\n");
            cli.closeWriteChannel();
            QVERIFY(cli.waitForFinished(60000));
            QVERIFY2(cli.readAllStandardOutput().contains(R"("ok":true)"), "arbiter-cli answers session.list");
            fastest = std::min(fastest, clock.elapsed());
        }
        m_pace = std::clamp(static_cast<double>(fastest) / kReleaseCliMs, 1.0, 20.0);
        qInfo("one CLI request takes %lld ms: pace %.1f", fastest, m_pace);
    }

    // One row an interleaving, each with a seed of its own.
    void nothingAcknowledgedIsLost_data()
    {
        QTest::addColumn<quint32>("seed");
        if (qEnvironmentVariableIsSet("ARBITER_TORTURE_SEED")) {
            const auto seed = static_cast<quint32>(qEnvironmentVariable("ARBITER_TORTURE_SEED").toULong());
            QTest::addRow("seed %u", seed) << seed;
            return;
        }
        const int interleavings = qEnvironmentVariableIsSet("ARBITER_TORTURE_INTERLEAVINGS")
            ? qEnvironmentVariableIntValue("ARBITER_TORTURE_INTERLEAVINGS")
            : (m_pace >= kSlowPace ? 10 : 20);
        const quint32 firstSeed = QRandomGenerator::system()->generate();
        for (int i = 0; i < interleavings; ++i)
            QTest::addRow("seed %u", firstSeed + static_cast<quint32>(i)) << firstSeed + static_cast<quint32>(i);
    }

    void nothingAcknowledgedIsLost()
    {
        QFETCH(quint32, seed);
        Interleaving run(seed, m_pace, QStringLiteral(STORE_TORTURE_TABLET), QStringLiteral(ARBITER_CLI));
        const QStringList failures = run.run();
        ++m_interleavings;
        m_acknowledged += run.acknowledged();
        m_restores += run.restores();
        for (const auto &[writer, count] : run.acknowledgedBy())
            m_byWriter[writer] += count;
        QVERIFY2(failures.isEmpty(), qPrintable(QStringLiteral("ARBITER_TORTURE_SEED=%1 replays it:\n  %2")
                                                    .arg(seed)
                                                    .arg(failures.mid(0, 30).join(QStringLiteral("\n  ")))));
    }

    // A run where some writer never got an answer would prove little.
    void everyWriterWasAnswered()
    {
        if (m_interleavings < 10)
            QSKIP("a few interleavings may leave a kind of writer out by chance");
        QStringList counts;
        for (const auto &[writer, count] : m_byWriter)
            counts << QStringLiteral("%1 %2").arg(writer).arg(count);
        qInfo("%d acknowledged notes (%s), %d restores", m_acknowledged, qPrintable(counts.join(QStringLiteral(", "))),
              m_restores);
        for (const QString &writer : {QStringLiteral("tablet"), QStringLiteral("phone"), QStringLiteral("cli"), QStringLiteral("serve-stdin")})
            QVERIFY2(m_byWriter[writer] > 0, qPrintable(writer));
    }
};

QTEST_GUILESS_MAIN(TestStoreTorture)
#include "tst_store_torture.moc"
