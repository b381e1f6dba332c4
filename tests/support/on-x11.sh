#!/usr/bin/env bash
# Runs a command on the real window platform (xcb, threaded render loop) of a
# private Xvfb server, as a player's window runs, not offscreen.
#   on-x11.sh WIDTHxHEIGHT COMMAND [ARGS...]
# Xvfb picks a free display itself (-displayfd), so tests that run in
# parallel never share one; the server goes away with the command.
set -euo pipefail
size="$1"
shift
fd_file="$(mktemp)"
trap 'rm -f "$fd_file"; [ -n "${xvfb:-}" ] && kill "$xvfb" 2>/dev/null; wait 2>/dev/null || true' EXIT
Xvfb -displayfd 1 -screen 0 "${size}x24" -nolisten tcp >"$fd_file" 2>/dev/null &
xvfb=$!
for _ in $(seq 1 100); do
  [ -s "$fd_file" ] && break
  sleep 0.1
done
if [ ! -s "$fd_file" ]; then
  echo "on-x11.sh: Xvfb did not start" >&2
  exit 1
fi
export DISPLAY=":$(head -n1 "$fd_file")"
export QT_QPA_PLATFORM=xcb
unset QT_QUICK_BACKEND
"$@"
