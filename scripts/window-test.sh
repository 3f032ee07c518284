#!/usr/bin/env bash
# The real-window test: starts `motionlab run` on the map scene in Xvfb, clicks the map icon with
# xdotool, screenshots before and after, and checks that the click changed what is on screen
# (the map fades in over the app). Usage: scripts/window-test.sh PATH/TO/motionlab [OUTDIR]
set -euo pipefail
bin="${1:?usage: window-test.sh PATH/TO/motionlab [OUTDIR]}"
out="${2:-$(mktemp -d)}"
mkdir -p "$out"
for tool in Xvfb xdotool import compare; do
  command -v "$tool" >/dev/null || { echo "window-test: $tool is missing (scripts/install-deps.sh installs it)"; exit 1; }
done

display=":$(( 90 + RANDOM % 100 ))"
Xvfb "$display" -screen 0 800x1200x24 -nolisten tcp >"$out/xvfb.log" 2>&1 &
xvfb=$!
app=""
cleanup() { [ -n "$app" ] && kill "$app" 2>/dev/null || true; kill "$xvfb" 2>/dev/null || true; }
trap cleanup EXIT
export DISPLAY="$display"
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done

env -u SDL_VIDEODRIVER "$bin" run --scene map --seconds 30 >"$out/app.log" 2>&1 &
app=$!
wid=$(timeout 20 xdotool search --sync --name "MotionLab" | head -1) || { echo "window-test: no MotionLab window appeared"; cat "$out/app.log"; exit 1; }
sleep 1.5
import -window root "$out/before.png"
# The map icon button sits at (271, 19, 49, 44) points; the window is at @2x.
xdotool mousemove --window "$wid" 590 82 click 1
sleep 1.5
import -window root "$out/after.png"
changed=$(compare -metric AE -fuzz 5% "$out/before.png" "$out/after.png" "$out/diff.png" 2>&1 >/dev/null || true)
changed=${changed%% *}
echo "window-test: $changed pixels changed after clicking the map icon (screenshots in $out)"
kill -0 "$app" 2>/dev/null || { echo "window-test: the app exited early"; cat "$out/app.log"; exit 1; }
# The map fading in over most of the screen changes far more than 100k pixels of the 640×1136 window.
if [ "${changed%.*}" -gt 100000 ]; then
  echo "window-test: 1 passed, 0 failed"
else
  echo "window-test: 0 passed, 1 failed"; exit 1
fi
