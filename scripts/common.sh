# Shared by scripts/run, scripts/test and scripts/screenshots: where the
# build lives and how it is configured.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${ARBITER_BUILD_DIR:-$ROOT/build}"
BUILD_TYPE="${ARBITER_BUILD_TYPE:-Release}"

configure_and_build() {
  "$ROOT/scripts/install-deps"
  cmake -S "$ROOT" -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE="$BUILD_TYPE" >/dev/null
  cmake --build "$BUILD_DIR" --parallel "$(nproc)" "$@"
}

# Headless runs need a private runtime dir, or Qt warns on every start.
prepare_headless_env() {
  export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d /tmp/arbiter-runtime.XXXXXX)}"
  chmod 700 "$XDG_RUNTIME_DIR"
}
