#include "CliServer.h"
#include "ServeCommand.h"
#include "storage/SessionStore.h"

#include <QCoreApplication>
#include <cstdio>
#include <cerrno>
#include <unistd.h>

namespace {

// Also the man page's source (help2man, packaging/CMakeLists.txt): "or:"
// lines are its synopsis, indented "--" lines its options.
void printUsage()
{
    std::fputs("Usage: arbiter-cli [--db PATH]\n"
               "  or:  arbiter-cli [--db PATH] serve --session ID --port N [SERVE OPTIONS]\n"
               "  or:  arbiter-cli --help | --version\n"
               "\n"
               "Reads one JSON request per line on standard input and answers each with one\n"
               "JSON line on standard output (protocol 1; see docs/cli.md).\n"
               "\n"
               "Options:\n"
               "  --db PATH           database for session ops (default: the app's own\n"
               "                      database, or $ARBITER_DB when set)\n"
               "  --help              this text\n"
               "  --version           print the version and exit\n"
               "\n"
               "serve: table mode without a screen. Phones join session ID from their\n"
               "browsers at port N. Prints one JSON line with the port and the join URL,\n"
               "then still answers requests on standard input (see docs/table-mode.md).\n"
               "  --session ID        the session the phones play\n"
               "  --port N            the port to listen on (0: any free port)\n"
               "  --bind ADDRESS      the address to listen on (default: all)\n"
               "  --new-token         a new table code, so phones that joined before are\n"
               "                      out (otherwise the session keeps its code across starts)\n"
               "  --allow-undo        phones may undo and redo\n"
               "  --language en|de    the language the phones show first (default en)\n"
               "  --theme light|dark  the theme the phones show first (default light)\n"
               "\n"
               "Example:\n"
               "  echo '{\"op\":\"roll\",\"dice\":\"2d6+1\",\"seed\":42}' | arbiter-cli\n",
               stdout);
}

// Reads standard input line by line. read(2) returns whatever has arrived, so
// an interactive client gets each answer as soon as its line is complete; NUL
// bytes stay inside their line; a line longer than the limit is drained to
// its end and reported, never held in memory whole.
class LineReader {
public:
    // False at end of input. `tooLong` marks a line that was dropped.
    bool next(QByteArray &line, bool &tooLong)
    {
        tooLong = false;
        for (;;) {
            const qsizetype newline = m_buffer.indexOf('\n', m_scanned);
            if (newline >= 0) {
                line = m_dropping ? QByteArray() : m_buffer.left(newline);
                tooLong = m_dropping;
                m_buffer.remove(0, newline + 1);
                m_scanned = 0;
                m_dropping = false;
                return true;
            }
            m_scanned = m_buffer.size();
            if (m_buffer.size() > arbiter::CliServer::kMaxImportLineBytes) {
                m_dropping = true;
                m_buffer.clear();
                m_scanned = 0;
            }
            char chunk[65536];
            const ssize_t n = ::read(STDIN_FILENO, chunk, sizeof chunk);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0) {
                // The last line may lack its newline.
                if (m_buffer.isEmpty() && !m_dropping)
                    return false;
                line = m_dropping ? QByteArray() : m_buffer;
                tooLong = m_dropping;
                m_buffer.clear();
                m_dropping = false;
                return true;
            }
            m_buffer.append(chunk, n);
        }
    }

private:
    QByteArray m_buffer;
    qsizetype m_scanned = 0;
    bool m_dropping = false;
};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Arbiter"));
    QCoreApplication::setApplicationName(QStringLiteral("arbiter"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ARBITER_VERSION));

    QString database;
    const QStringList args = QCoreApplication::arguments();
    for (qsizetype i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--help") || args[i] == QLatin1String("-h")) {
            printUsage();
            return 0;
        }
        if (args[i] == QLatin1String("--version")) {
            std::printf("arbiter-cli %s\n", ARBITER_VERSION);
            return 0;
        }
        if (args[i] == QLatin1String("--db") && i + 1 < args.size()) {
            database = args[++i];
            continue;
        }
        if (args[i] == QLatin1String("serve")) {
            QString serveDatabase = database;
            QStringList rest = args.mid(i + 1);
            // --db may come after serve too.
            const qsizetype db = rest.indexOf(QLatin1String("--db"));
            if (db >= 0 && db + 1 < rest.size()) {
                serveDatabase = rest[db + 1];
                rest.remove(db, 2);
            }
            return arbiter::runServe(serveDatabase.isEmpty() ? arbiter::SessionStore::defaultPath() : serveDatabase, rest);
        }
        std::fprintf(stderr, "arbiter-cli: unknown argument %s (try --help)\n", qPrintable(args[i]));
        return 2;
    }
    if (database.isEmpty())
        database = arbiter::SessionStore::defaultPath();

    arbiter::CliServer server(database);
    LineReader reader;
    QByteArray line;
    bool tooLong = false;
    while (reader.next(line, tooLong)) {
        if (!line.isEmpty() && line.back() == '\r')
            line.chop(1);
        if (!tooLong && line.trimmed().isEmpty())
            continue;
        const QByteArray response = tooLong ? arbiter::CliServer::tooLongResponse(arbiter::CliServer::kMaxImportLineBytes) : server.handleLine(line);
        std::fwrite(response.constData(), 1, static_cast<std::size_t>(response.size()), stdout);
        std::fputc('\n', stdout);
        std::fflush(stdout);
    }
    return 0;
}
