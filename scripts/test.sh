#!/usr/bin/env bash
# The README's test command: installs what the tests need, builds, checks the CLI's curves and usage
# errors, the CMake + Ninja build, the real window under Xvfb and under Wayland (sway), the example
# packages (Examples/ and an external package built by path), hot reload end to end (run --watch under
# Xvfb), then runs every Swift test (unit,
# invariants, scripted scenes, golden frames, the soak). The XCTest summary is the last line.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
step() { echo "test.sh: $1 ($((SECONDS - start)) s)"; }
scripts/install-deps.sh
step "dependencies ready"
# The build's log is kept: the library's own compiler warnings are checked here (the examples build
# into this same folder and so no longer recompile the library).
mkdir -p .build
swift build --build-tests 2>&1 | tee .build/test-build.log
repo=$(pwd -P)
library_warnings=$(grep -E "^$repo/Sources/[^:]+:[0-9]+:[0-9]+: warning:" .build/test-build.log | sort -u || true)
if [ -n "$library_warnings" ]; then
  echo "test.sh: the library builds with warnings (a dependent package would show them):"; echo "$library_warnings"; exit 1
fi
step "built"
scripts/cli-check.sh .build/debug/motionlab
scripts/cmake-check.sh build-cmake
step "CLI and CMake checked"
scripts/window-test.sh .build/debug/motionlab .build/window-test
scripts/wayland-test.sh .build/debug/motionlab .build/wayland-test
step "windows checked"
# The examples and the hot-reload check build into this package's own build folder: the library and
# swift-syntax (the port plugin's tool) are compiled once, by the build above, for everything.
EXAMPLES_SCRATCH="$repo/.build" scripts/examples-check.sh
step "examples checked"
RELOAD_SCRATCH="$repo/.build" scripts/reload-check.sh
step "hot reload checked"
export SDL_VIDEODRIVER="${SDL_VIDEODRIVER:-offscreen}"
swift test --skip-build --disable-swift-testing
