// The tablet in the store torture test (tst_store_torture): the app's own
// SessionLibrary (its deferred page check on a worker thread, its poll for
// other writers, its backups), an ActiveSession adding notes as a tap does,
// and table mode's host on the same file, all in one process as in the app.
//
//   store_torture_tablet DB WRITER SESSION...
//
// Prints "ready" once the file is open, then "ack SESSION TEXT" after each
// note is stored (an acknowledged record), "refused TEXT CODE" when one is
// not, and switches to the next session every few notes. Runs until killed.
#include "session/SessionService.h"
#include "table/TableHost.h"
#include "ui/ActiveSession.h"
#include "ui/SessionLibrary.h"

#include <QGuiApplication>
#include <QHostAddress>
#include <QTimer>
#include <cstdio>

using namespace arbiter;

namespace {

constexpr int kNotesPerSession = 7;
constexpr int kNotesPerBackup = 40;
constexpr int kNoteEveryMs = 3;

void say(const QByteArray &line)
{
    std::fwrite(line.constData(), 1, static_cast<std::size_t>(line.size()), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const QStringList arguments = app.arguments();
    if (arguments.size() < 4) {
        std::fputs("usage: store_torture_tablet DB WRITER SESSION...\n", stderr);
        return 2;
    }
    const QString databasePath = arguments.at(1);
    const QString writer = arguments.at(2);
    QList<qint64> sessions;
    for (qsizetype i = 3; i < arguments.size(); ++i)
        sessions << arguments.at(i).toLongLong();

    SessionLibrary library(databasePath, false, nullptr);
    if (!library.ready()) {
        say("error " + library.error().toUtf8());
        return 1;
    }
    ActiveSession active(library);
    // Table mode on the last session (serve has the first, and each host
    // listens on its session's port): the host keeps a connection of its own.
    TableHost table(databasePath, sessions.last());
    if (const QString failed = table.start(QHostAddress::LocalHost, 0); !failed.isEmpty()) {
        say("error " + failed.toUtf8());
        return 1;
    }
    say("ready");

    int written = 0;
    qsizetype sessionIndex = 0;
    QTimer tap;
    tap.setInterval(kNoteEveryMs);
    QObject::connect(&tap, &QTimer::timeout, &app, [&] {
        const qint64 session = sessions.at(sessionIndex);
        if (active.sessionId() != session && !active.open(session)) {
            say("refused open " + QByteArray::number(session));
            return;
        }
        const QString text = u"%1-%2"_qs.arg(writer).arg(++written);
        if (active.addNote(text))
            say("ack " + QByteArray::number(session) + ' ' + text.toUtf8());
        else
            say("refused " + text.toUtf8());
        if (written % kNotesPerSession == 0)
            sessionIndex = (sessionIndex + 1) % sessions.size();
        if (written % kNotesPerBackup == 0)
            (void)library.backupNow();
    });
    tap.start();
    return QGuiApplication::exec();
}
