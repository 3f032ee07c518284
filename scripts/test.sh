#!/usr/bin/env bash
# The README's test command: installs what the tests need, builds, runs the real-window test under
# Xvfb, then every Swift test (unit, invariants, scripted scenes, golden frames).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
swift build --build-tests
scripts/window-test.sh .build/debug/motionlab .build/window-test
export SDL_VIDEODRIVER="${SDL_VIDEODRIVER:-offscreen}"
swift test --skip-build
