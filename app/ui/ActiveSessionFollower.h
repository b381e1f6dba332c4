#pragma once

#include "ActiveSession.h"

#include <QPointer>

#include <functional>

namespace arbiter {

// What every screen controller does when QML hands it the ActiveSession: let
// go of the session it followed, then call `onStateChanged` after each change
// of the new one and `onReopened` when another session is opened in it (a new
// game or a tour stop's demo), where a controller drops half-made choices.
// Either callback may be empty. False when `next` is already followed, so the
// caller has nothing to refresh.
inline bool followActiveSession(QPointer<ActiveSession> &followed, ActiveSession *next, QObject *receiver,
                                const std::function<void()> &onStateChanged, const std::function<void()> &onReopened)
{
    if (followed == next)
        return false;
    if (followed)
        QObject::disconnect(followed, nullptr, receiver, nullptr);
    followed = next;
    if (followed && onStateChanged)
        QObject::connect(followed, &ActiveSession::stateChanged, receiver, onStateChanged);
    if (followed && onReopened)
        QObject::connect(followed, &ActiveSession::openChanged, receiver, onReopened);
    return true;
}

} // namespace arbiter
