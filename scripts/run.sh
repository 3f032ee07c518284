#!/usr/bin/env bash
# The README's run command: installs what the app needs, builds it in release, and opens the window
# (or, with no display, records a tour of every scene headless into ./motionlab-out: a video each and a
# contact sheet).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
swift build -c release --product motionlab >&2
exec .build/release/motionlab "$@"
