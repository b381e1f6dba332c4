#pragma once

#include <utility>

namespace arbiter {

// Stores `value` in `field` and says whether it differed, so a controller
// emits a property's own signal only when that property changed:
//     if (assignChanged(m_round, round)) Q_EMIT roundChanged();
template <class Field, class Value>
[[nodiscard]] bool assignChanged(Field &field, Value &&value)
{
    if (field == value)
        return false;
    field = std::forward<Value>(value);
    return true;
}

// Whether any of several assignments changed its field, for one signal that
// covers several fields: every assignment is made before (unlike with ||).
//     notify(anyChanged(assignChanged(m_a, a), assignChanged(m_b, b)), &C::abChanged);
template <class... Changed>
[[nodiscard]] constexpr bool anyChanged(Changed... changed)
{
    return (changed || ...);
}

} // namespace arbiter
