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
swift build --build-tests
step "built"
scripts/cli-check.sh .build/debug/motionlab
scripts/cmake-check.sh build-cmake
step "CLI and CMake checked"
scripts/window-test.sh .build/debug/motionlab .build/window-test
scripts/wayland-test.sh .build/debug/motionlab .build/wayland-test
step "windows checked"
# The examples and the hot-reload check share one build folder, so the library compiles once for both.
shared_scratch=$(mktemp -d "${TMPDIR:-/tmp}/motionlab-scratch.XXXXXX")
EXAMPLES_SCRATCH="$shared_scratch" scripts/examples-check.sh
step "examples checked"
RELOAD_SCRATCH="$shared_scratch" scripts/reload-check.sh
rm -rf "$shared_scratch"
step "hot reload checked"
export SDL_VIDEODRIVER="${SDL_VIDEODRIVER:-offscreen}"
swift test --skip-build --disable-swift-testing
