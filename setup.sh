#!/usr/bin/env bash
# Set-up for a fresh Debian 12 machine: installs what is missing, builds, then runs the
# demo (traced, then summarized by minivm-trace) (`./setup.sh demo`) or every test (`./setup.sh test [runner flags]`).
set -euo pipefail
cd "$(dirname "$0")"

need=()
command -v meson >/dev/null || need+=(meson)
command -v ninja >/dev/null || need+=(ninja-build)
command -v javac >/dev/null || need+=(openjdk-17-jdk-headless)
command -v python3 >/dev/null || need+=(python3)
command -v chromium >/dev/null || need+=(chromium)   # the HTML report test (tests/extra_analyze.py)
dpkg -s visualvm >/dev/null 2>&1 || need+=(visualvm)  # its heap library opens our HPROF dumps (tests/extra_graph.py)
for p in zlib1g-dev libffi-dev libzstd-dev llvm-14-dev pkg-config clang libclang-rt-14-dev; do
  dpkg -s "$p" >/dev/null 2>&1 || need+=("$p")
done
if [ ${#need[@]} -gt 0 ]; then
  echo "setup: installing ${need[*]}"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi

[ -d build ] || meson setup build --buildtype=debugoptimized >/dev/null
ninja -C build >/dev/null

case "${1:-demo}" in
  demo) shift || true
        rm -rf build/demo.trace
        build/minivm -Xmx64m -Xtrace:file=build/demo.trace -jar build/tests/demo.jar "$@"
        exec build/minivm-trace summary build/demo.trace ;;
  test) shift; exec python3 tests/run.py --build build "$@" ;;
  build) ;;
  *) echo "usage: ./setup.sh [demo|test|build]" >&2; exit 2 ;;
esac
