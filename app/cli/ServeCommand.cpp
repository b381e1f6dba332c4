#include "ServeCommand.h"

#include "CliServer.h"
#include "table/TableAddress.h"
#include "table/TableHost.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSocketNotifier>
#include <cerrno>
#include <cstdio>
#include <unistd.h>

namespace arbiter {

namespace {

void writeLine(const QJsonObject &object)
{
    const QByteArray line = QJsonDocument(object).toJson(QJsonDocument::Compact);
    std::fwrite(line.constData(), 1, static_cast<std::size_t>(line.size()), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

QJsonObject failure(const QString &code, const QString &message)
{
    return {{QStringLiteral("ok"), false},
            {QStringLiteral("error"), QJsonObject{{QStringLiteral("code"), code}, {QStringLiteral("message"), message}}}};
}

// The host's own requests on standard input: what the tablet's Table sheet
// offers (the devices, sending one away, handing a seat to a phone that
// asks for it, a new code, undo from phones).
bool handleTableOp(TableHost &host, const QString &hostName, const QByteArray &line)
{
    const QJsonObject request = QJsonDocument::fromJson(line).object();
    const QString op = request.value(QStringLiteral("op")).toString();
    if (op == QLatin1String("table.devices")) {
        QJsonArray devices;
        for (const TableHost::Device &d : host.devices()) {
            QJsonObject device{{QStringLiteral("device"), d.id}, {QStringLiteral("seat"), d.seat}, {QStringLiteral("address"), d.address}};
            if (!d.asksFor.isEmpty()) {
                device.insert(QStringLiteral("asks_for"), d.asksFor);
                device.insert(QStringLiteral("code"), d.askCode);
            }
            devices.append(device);
        }
        writeLine({{QStringLiteral("ok"), true}, {QStringLiteral("devices"), devices}});
        return true;
    }
    if (op == QLatin1String("table.remove")) {
        const bool removed = host.removeDevice(request.value(QStringLiteral("device")).toString());
        writeLine(removed ? QJsonObject{{QStringLiteral("ok"), true}}
                          : failure(QStringLiteral("not_found"), QStringLiteral("No device of that id is at the table.")));
        return true;
    }
    if (op == QLatin1String("table.hand_over")) {
        // The device, the seat and the code as table.devices listed them:
        // a request that changed since is not the one the operator saw.
        const bool handed = host.handOver(request.value(QStringLiteral("device")).toString(), request.value(QStringLiteral("seat")).toString(),
                                          request.value(QStringLiteral("code")).toString());
        writeLine(handed ? QJsonObject{{QStringLiteral("ok"), true}}
                         : failure(QStringLiteral("not_found"), QStringLiteral("No device asks for that seat with that code.")));
        return true;
    }
    if (op == QLatin1String("table.allow_undo")) {
        host.setUndoFromPhones(request.value(QStringLiteral("allowed")).toBool());
        writeLine({{QStringLiteral("ok"), true}, {QStringLiteral("undo_from_phones"), host.undoFromPhones()}});
        return true;
    }
    if (op == QLatin1String("table.new_code")) {
        const QString failed = host.newCode();
        writeLine(failed.isEmpty() ? QJsonObject{{QStringLiteral("ok"), true}, {QStringLiteral("table"), host.tableToken()},
                                                 {QStringLiteral("url"), host.joinUrl(hostName)}}
                                   : failure(QStringLiteral("table.cannot_serve"), failed));
        return true;
    }
    return false;
}

} // namespace

int runServe(const QString &databasePath, const QStringList &arguments)
{
    qint64 session = 0;
    int port = -1;
    QHostAddress bind(QHostAddress::Any);
    TableHost::Code code = TableHost::Code::Keep;
    bool allowUndo = false;
    QString language = QStringLiteral("en");
    QString theme = QStringLiteral("light");
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &arg = arguments[i];
        const bool hasValue = i + 1 < arguments.size();
        if (arg == QLatin1String("--session") && hasValue)
            session = arguments[++i].toLongLong();
        else if (arg == QLatin1String("--port") && hasValue)
            port = arguments[++i].toInt();
        else if (arg == QLatin1String("--bind") && hasValue)
            bind = QHostAddress(arguments[++i]);
        else if (arg == QLatin1String("--new-token"))
            code = TableHost::Code::New;
        else if (arg == QLatin1String("--allow-undo"))
            allowUndo = true;
        else if (arg == QLatin1String("--language") && hasValue)
            language = arguments[++i];
        else if (arg == QLatin1String("--theme") && hasValue)
            theme = arguments[++i];
        else {
            std::fprintf(stderr, "arbiter-cli serve: unknown argument %s (try --help)\n", qPrintable(arg));
            return 2;
        }
    }
    if (session < 1 || port < 0 || port > 65535 || bind.isNull()) {
        std::fputs("arbiter-cli serve: needs --session ID and --port N (0 picks a free port)\n", stderr);
        return 2;
    }
    if (language != QLatin1String("en") && language != QLatin1String("de")) {
        std::fputs("arbiter-cli serve: --language is en or de\n", stderr);
        return 2;
    }
    if (theme != QLatin1String("light") && theme != QLatin1String("dark")) {
        std::fputs("arbiter-cli serve: --theme is light or dark\n", stderr);
        return 2;
    }

    TableHost host(databasePath, session);
    host.setUndoFromPhones(allowUndo);
    host.setLanguage(language);
    host.setTheme(theme);
    const QString failed = host.start(bind, static_cast<quint16>(port), code);
    if (!failed.isEmpty()) {
        writeLine(failure(QStringLiteral("table.cannot_serve"), failed));
        return 1;
    }
    writeLine({{QStringLiteral("ok"), true},
               {QStringLiteral("session"), static_cast<double>(session)},
               {QStringLiteral("port"), host.port()},
               {QStringLiteral("table"), host.tableToken()},
               {QStringLiteral("url"), host.joinUrl(tableHostName(bind))}});

    // The tablet's part: CLI requests on standard input, each answered on
    // standard output; the host passes the records they add on at once.
    CliServer cli(databasePath);
    QByteArray pending;
    QSocketNotifier input(STDIN_FILENO, QSocketNotifier::Read);
    QObject::connect(&input, &QSocketNotifier::activated, &input, [&] {
        char chunk[65536];
        const ssize_t n = ::read(STDIN_FILENO, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR)
            return;
        if (n <= 0) {
            // End of input: the table goes on without a tablet until killed.
            input.setEnabled(false);
            return;
        }
        pending.append(chunk, n);
        if (pending.size() > CliServer::kMaxImportLineBytes && !pending.contains('\n')) {
            pending.clear();
            const QByteArray response = CliServer::tooLongResponse(CliServer::kMaxImportLineBytes);
            std::fwrite(response.constData(), 1, static_cast<std::size_t>(response.size()), stdout);
            std::fputc('\n', stdout);
            std::fflush(stdout);
        }
        qsizetype newline;
        while ((newline = pending.indexOf('\n')) >= 0) {
            QByteArray line = pending.left(newline).trimmed();
            pending.remove(0, newline + 1);
            if (line.isEmpty())
                continue;
            if (handleTableOp(host, tableHostName(bind), line))
                continue;
            const QByteArray response = cli.handleLine(line);
            std::fwrite(response.constData(), 1, static_cast<std::size_t>(response.size()), stdout);
            std::fputc('\n', stdout);
            std::fflush(stdout);
            host.publish();
        }
    });
    return QCoreApplication::exec();
}

} // namespace arbiter
