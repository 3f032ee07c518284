#!/usr/bin/env bash
# The README's test command: installs what the tests need, builds, checks the CLI's curves and usage
# errors, the CMake + Ninja build and the real window under Xvfb and under Wayland (sway), then runs
# every Swift test (unit, invariants, scripted scenes, golden frames). The XCTest summary is the last line.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
swift build --build-tests
scripts/cli-check.sh .build/debug/motionlab
scripts/cmake-check.sh build-cmake
scripts/window-test.sh .build/debug/motionlab .build/window-test
scripts/wayland-test.sh .build/debug/motionlab .build/wayland-test
export SDL_VIDEODRIVER="${SDL_VIDEODRIVER:-offscreen}"
swift test --skip-build --disable-swift-testing
