#pragma once

#include <QJsonObject>
#include <QString>

namespace arbiter::bench {

// Table mode on loopback: `arbiter-cli serve` as the host and eight devices (six seated phones of a Theosis
// table and two shared screens) on one host; each round one phone sends an
// intent and the time until every other device has the new record is
// measured (p50 / p99 over every device and round). Goal: p99 <= 50 ms.
QJsonObject tableLatencyBenchmark(const QString &folder, int rounds);

} // namespace arbiter::bench
