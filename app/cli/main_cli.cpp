#include "CliServer.h"
#include "storage/SessionStore.h"

#include <QCoreApplication>
#include <cstdio>
#include <cstring>

namespace {

void printUsage()
{
    std::fputs("Usage: arbiter-cli [--db PATH]\n"
               "\n"
               "Reads one JSON request per line on standard input and answers each with one\n"
               "JSON line on standard output (protocol 1; see docs/cli.md).\n"
               "\n"
               "  --db PATH   database for session ops (default: the app's own database,\n"
               "              or $ARBITER_DB when set)\n"
               "  --help      this text\n"
               "  --version   print the version and exit\n"
               "\n"
               "Example:\n"
               "  echo '{\"op\":\"roll\",\"dice\":\"2d6+1\",\"seed\":42}' | arbiter-cli\n",
               stdout);
}

// Reads stdin line by line without ever holding more than the limit: a line
// longer than that is drained to its end and answered with bad_request.
bool readLine(QByteArray &line, bool &tooLong)
{
    line.clear();
    tooLong = false;
    char buffer[65536];
    bool readSomething = false;
    while (std::fgets(buffer, sizeof buffer, stdin)) {
        readSomething = true;
        const std::size_t n = std::strlen(buffer);
        const bool complete = n > 0 && buffer[n - 1] == '\n';
        if (!tooLong) {
            line.append(buffer, static_cast<qsizetype>(complete ? n - 1 : n));
            if (line.size() > arbiter::CliServer::kMaxLineBytes) {
                tooLong = true;
                line.clear();
            }
        }
        if (complete)
            return true;
    }
    return readSomething;
}

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
        std::fprintf(stderr, "arbiter-cli: unknown argument %s (try --help)\n", qPrintable(args[i]));
        return 2;
    }
    if (database.isEmpty())
        database = arbiter::SessionStore::defaultPath();

    arbiter::CliServer server(database);
    QByteArray line;
    bool tooLong = false;
    while (readLine(line, tooLong)) {
        if (!line.isEmpty() && line.back() == '\r')
            line.chop(1);
        if (!tooLong && line.trimmed().isEmpty())
            continue;
        const QByteArray response = tooLong ? arbiter::CliServer::tooLongResponse() : server.handleLine(line);
        std::fwrite(response.constData(), 1, static_cast<std::size_t>(response.size()), stdout);
        std::fputc('\n', stdout);
        std::fflush(stdout);
    }
    return 0;
}
