#pragma once

#include <chrono>

namespace arbiter {

// How long the table host waits at each step of a phone's connection
// (docs/table-mode.md, "Limits"). The defaults are what a table at home
// needs; tests set shorter ones so that they need not wait seconds.
struct TableTimeouts {
    // A TCP connection that has not become a WebSocket by then is closed:
    // a request sent slowly or never finished (slowloris), or a browser's
    // idle keep-alive connection after the page's files came.
    std::chrono::milliseconds request{10000};
    // A WebSocket that has not joined with the table's code by then is
    // closed, so that strangers cannot hold connections open.
    std::chrono::milliseconds join{5000};
    // How often the host pings each joined device (a WebSocket ping frame,
    // which every browser answers) and checks the deadlines above.
    std::chrono::milliseconds heartbeat{2000};
    // A joined device the host has heard nothing from (no message, no pong)
    // for this long is gone (out of Wi-Fi, asleep): its socket is closed and
    // its seat waits for it as "away".
    std::chrono::milliseconds silence{10000};
};

} // namespace arbiter
