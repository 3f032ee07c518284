#!/usr/bin/env bash
# Checks the CMake + Ninja build: configures and builds MotionLab from scratch, then runs the built
# `motionlab curve named easeInEaseOut --samples 3` and checks its CSV.
#
#   scripts/cmake-check.sh [BUILD_DIR]      # default: build-cmake (relative to the repository)
#
# BUILD_DIR is deleted first so the build is clean; a folder that exists but is not a CMake build
# folder (no CMakeCache.txt) is refused rather than deleted. Installs cmake and ninja-build with apt
# when missing (SDL and pkg-config come from scripts/install-deps.sh). Prints configure and build
# times. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${1:-build-cmake}

packages=(cmake ninja-build)
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "cmake-check: installing ${missing[*]}"
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
scripts/install-deps.sh

if [ -e "$BUILD_DIR" ]; then
  if [ ! -f "$BUILD_DIR/CMakeCache.txt" ]; then
    echo "cmake-check: $BUILD_DIR exists and is not a CMake build folder; not deleting it" >&2
    exit 1
  fi
  rm -rf "$BUILD_DIR"
fi

start=$SECONDS
cmake -G Ninja -B "$BUILD_DIR" || { echo "cmake-check: FAIL: CMake configure failed" >&2; exit 1; }
configured=$SECONDS
cmake --build "$BUILD_DIR" || { echo "cmake-check: FAIL: build failed (compiler errors above)" >&2; exit 1; }
built=$SECONDS
echo "cmake-check: configure $((configured - start)) s, build $((built - configured)) s"

BIN="$BUILD_DIR/motionlab"
[ -x "$BIN" ] || { echo "cmake-check: FAIL: no executable at $BIN" >&2; exit 1; }

OUT=$("$BIN" curve named easeInEaseOut --samples 3) || { echo "cmake-check: FAIL: motionlab exited $?" >&2; exit 1; }
echo "$OUT"
# easeInEaseOut is the cubic Bézier (0.42,0)-(0.58,1): it starts at (0,0), ends at (1,1) and is
# point-symmetric about (0.5,0.5), so the middle sample is (0.5,0.5). Compared numerically (1e-9)
# so number formatting ("0" vs "0.0") does not matter.
if ! printf '%s\n' "$OUT" | awk -F, '
    function near(a, b) { return (a - b < 1e-9 && b - a < 1e-9) }
    NR == 1 { if ($0 != "x,y") { print "header is \"" $0 "\", expected \"x,y\""; bad = 1 }; next }
    {
      i = NR - 2; ex = i / 2; ey = ex
      if (NF != 2 || $1 !~ /^-?[0-9]/ || !near($1 + 0, ex) || !near($2 + 0, ey)) {
        print "row " (i + 1) " is \"" $0 "\", expected " ex "," ey; bad = 1
      }
    }
    END { if (NR != 4) { print NR " lines, expected 4 (header + 3 samples)"; bad = 1 }; exit bad }
  '; then
  echo "cmake-check: FAIL: unexpected output from motionlab curve named easeInEaseOut --samples 3" >&2
  exit 1
fi
echo "cmake-check: OK ($BIN)"
