#include "TableHttpServer.h"

#include "ConnectionGate.h"

#include <QFile>
#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QHttpServerResponse>
#include <QTcpServer>
#include <QWebSocket>

namespace arbiter {

namespace {

// The page's files, by the name the browser asks for. A fixed list rather
// than a path from the request: nothing outside it can ever be served.
struct PageFile {
    const char *name;
    const char *mimeType;
};
constexpr PageFile kPageFiles[] = {
    {"index.html", "text/html; charset=utf-8"},
    {"table.css", "text/css; charset=utf-8"},
    {"table.js", "text/javascript; charset=utf-8"},
    {"strings.js", "text/javascript; charset=utf-8"},
};

QHttpServerResponse pageFile(const QString &name)
{
    for (const PageFile &file : kPageFiles) {
        if (name != QLatin1String(file.name))
            continue;
        QFile resource(QStringLiteral(":/arbiter/table/") + name);
        if (!resource.open(QIODevice::ReadOnly))
            break;
        QHttpServerResponse response(QByteArray(file.mimeType), resource.readAll());
        // The page runs only its own scripts and talks only to this host.
        response.addHeader(QByteArrayLiteral("Content-Security-Policy"),
                           QByteArrayLiteral("default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:"));
        response.addHeader(QByteArrayLiteral("Cache-Control"), QByteArrayLiteral("no-store"));
        response.addHeader(QByteArrayLiteral("X-Content-Type-Options"), QByteArrayLiteral("nosniff"));
        // Four small files: a browser that keeps their connections open
        // would hold two of an address's few connections that have not
        // joined (ConnectionGate) until the request deadline.
        response.addHeader(QByteArrayLiteral("Connection"), QByteArrayLiteral("close"));
        return response;
    }
    // Browsers ask for /favicon.ico too.
    QHttpServerResponse notFound(QHttpServerResponse::StatusCode::NotFound);
    notFound.addHeader(QByteArrayLiteral("Connection"), QByteArrayLiteral("close"));
    return notFound;
}

} // namespace

TableHttpServer::TableHttpServer(QObject *parent) : QObject(parent) {}

TableHttpServer::~TableHttpServer() = default;

quint16 TableHttpServer::start(const QHostAddress &address, quint16 port, std::chrono::milliseconds requestTimeout)
{
    stop();
    auto gate = std::make_unique<ConnectionGate>(requestTimeout);
    if (!gate->listen(address, port))
        return 0;
    m_server = std::make_unique<QHttpServer>();
    // QHttpServer 6.4 upgrades a WebSocket only when a route takes the
    // request and writes nothing: this one, the first so that no page route
    // answers it. A plain request to it gets a 404.
    m_server->route(QStringLiteral("/socket"), [](const QHttpServerRequest &request, QHttpServerResponder &&responder) {
        if (request.value(QByteArrayLiteral("upgrade")).compare(QByteArrayLiteral("websocket"), Qt::CaseInsensitive) != 0)
            responder.write(QHttpServerResponder::StatusCode::NotFound);
    });
    m_server->route(QStringLiteral("/"), [] { return pageFile(QStringLiteral("index.html")); });
    m_server->route(QStringLiteral("/<arg>"), [](const QString &name) { return pageFile(name); });
    connect(m_server.get(), &QHttpServer::newWebSocketConnection, this, &TableHttpServer::takePendingSockets);
    m_port = gate->serverPort();
    m_gate = gate.get();
    // The HTTP server takes it as its child.
    m_server->bind(gate.release());
    return m_port;
}

void TableHttpServer::stop()
{
    // QHttpServer 6.4 has no way to stop listening but to go away; its TCP
    // servers are its children and close with it.
    m_server.reset();
    m_port = 0;
}

void TableHttpServer::admit(const QWebSocket *socket)
{
    if (m_gate)
        m_gate->admit(socket->peerAddress(), socket->peerPort());
}

void TableHttpServer::takePendingSockets()
{
    while (m_server && m_server->hasPendingWebSocketConnections()) {
        std::unique_ptr<QWebSocket> socket = m_server->nextPendingWebSocketConnection();
        if (!socket)
            return;
        socket->setParent(nullptr);
        if (m_gate)
            m_gate->upgraded(socket->peerAddress(), socket->peerPort());
        Q_EMIT socketOpened(socket.release());
    }
}

} // namespace arbiter
