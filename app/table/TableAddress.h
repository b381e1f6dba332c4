#pragma once

#include <QHostAddress>
#include <QString>

namespace arbiter {

// The address phones use to reach this device: the one bound when it is a
// particular address, otherwise the first non-loopback IPv4 address of an
// interface that is up (the Wi-Fi the table shares), or loopback when there
// is none.
QString tableHostName(const QHostAddress &bound);

} // namespace arbiter
