// Helper for tst_store_crash: appends records to one session as fast as it
// can and prints "ack <seq>" once each append has returned, so the parent
// knows exactly what was acknowledged when it kills this process.
//
// Usage: store_crash_child <database path>
// Continues the first session in the file, or creates one. Prints
// "session <id> next <seq>" first.

#include "storage/SessionStore.h"

#include <QCoreApplication>
#include <cstdio>

using namespace Qt::Literals::StringLiterals;

namespace {

// Never runs away if the parent dies without killing it.
constexpr qint64 kMaxRecords = 20000;
// A snapshot now and then, so the crash also lands inside snapshot writes.
constexpr qint64 kSnapshotEvery = 25;

int fail(const char *what, const arbiter::RuleError &error)
{
    std::fprintf(stderr, "%s: %s %s\n", what, qPrintable(error.code), qPrintable(error.message.args.join(u" | "_s)));
    return 2;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (app.arguments().size() != 2) {
        std::fprintf(stderr, "usage: store_crash_child <database path>\n");
        return 1;
    }
    auto opened = arbiter::SessionStore::open(app.arguments().at(1), u"crash-child"_s);
    if (!opened)
        return fail("open", opened.error());
    arbiter::SessionStore &store = *opened.value();

    const auto sessions = store.listSessions();
    if (!sessions)
        return fail("list", sessions.error());
    qint64 sessionId = 0;
    qint64 nextSeq = 1;
    if (sessions->empty()) {
        const auto created = store.createSession(u"theosis"_s, u"crash"_s, {}, {}, 7);
        if (!created)
            return fail("create", created.error());
        sessionId = created.value();
    } else {
        sessionId = sessions->front().id;
        nextSeq = sessions->front().recordCount + 1;
    }
    std::printf("session %lld next %lld\n", static_cast<long long>(sessionId), static_cast<long long>(nextSeq));
    std::fflush(stdout);

    for (qint64 seq = nextSeq; seq < nextSeq + kMaxRecords; ++seq) {
        const arbiter::StoredRecord record{seq, u"action"_s,
                                           R"({"type":"counter.adjust","entity":"hero","counter":"hp","delta":-1})",
                                           R"([{"type":"counter.changed","value":)" + QByteArray::number(seq) + "}]",
                                           {}};
        std::optional<QByteArray> snapshot;
        if (seq % kSnapshotEvery == 0)
            snapshot = R"({"after":)" + QByteArray::number(seq) + "}";
        if (const auto appended = store.append(sessionId, record, snapshot); !appended)
            return fail("append", appended.error());
        std::printf("ack %lld\n", static_cast<long long>(seq));
        std::fflush(stdout);
    }
    return 0;
}
