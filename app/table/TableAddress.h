#pragma once

#include <QHostAddress>
#include <QString>

namespace arbiter {

// The address phones use to reach this device: the one bound when it is a
// particular address, otherwise the first non-loopback IPv4 address of an
// interface that is up (the Wi-Fi the table shares), or loopback when there
// is none.
QString tableHostName(const QHostAddress &bound);

// A peer's address as people read it and as the host counts connections by:
// "192.168.1.7" rather than "::ffff:192.168.1.7" for an IPv4 phone on a
// socket that listens on both protocols.
QString readableAddress(const QHostAddress &address);

} // namespace arbiter
