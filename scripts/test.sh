#!/usr/bin/env bash
# The README's test command: installs what the tests need, then runs every test (unit, rendering
# goldens, and the real-window test under Xvfb).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
export SDL_VIDEODRIVER="${SDL_VIDEODRIVER:-offscreen}"
swift build --build-tests
swift test --skip-build 2>&1 | tee .build/test-output.txt
