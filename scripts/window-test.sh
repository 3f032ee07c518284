#!/usr/bin/env bash
# The real-window test: starts `motionlab run` on the map scene in Xvfb, clicks the map icon with
# xdotool, screenshots before and after, and checks that the click changed what is on screen
# (the map fades in over the app). Then the window's outputs: a script keeps playing after its
# `key p` (V recordings it starts while paused appear), two V recordings get two names and
# play, a failing ffmpeg is reported on stderr and leaves no file, and `--stats` into a FIFO
# nobody reads still ends on SIGTERM (143) and SIGINT (130).
# Usage: scripts/window-test.sh PATH/TO/motionlab [OUTDIR]
set -euo pipefail
bin="${1:?usage: window-test.sh PATH/TO/motionlab [OUTDIR]}"
out="${2:-$(mktemp -d)}"
mkdir -p "$out"
out=$(cd "$out" && pwd)   # absolute: the output checks run from other folders
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
for _ in $(seq 50); do timeout 5 xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done

env -u SDL_VIDEODRIVER "$bin" run --scene map --seconds 30 >"$out/app.log" 2>&1 &
app=$!
wid=$(timeout 20 xdotool search --sync --name "MotionLab" | head -1) || { echo "window-test: no MotionLab window appeared"; cat "$out/app.log"; exit 1; }
sleep 1.5
timeout 10 import -window root "$out/before.png"
# The map icon button sits at (271, 19, 49, 44) points; the window is at @2x.
timeout 10 xdotool mousemove --window "$wid" 590 82 click 1
sleep 1.5
timeout 10 import -window root "$out/after.png"
changed=$(compare -metric AE -fuzz 5% "$out/before.png" "$out/after.png" "$out/diff.png" 2>&1 >/dev/null || true)
changed=${changed%% *}
echo "window-test: $changed pixels changed after clicking the map icon (screenshots in $out)"
kill -0 "$app" 2>/dev/null || { echo "window-test: the app exited early"; cat "$out/app.log"; exit 1; }
# The map fading in over most of the screen changes far more than 100k pixels of the 640×1136 window.
pass=0; fail=0
check() { if [ "$1" = 1 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "window-test: FAIL: $2"; fi; }
check "$([ "${changed%.*}" -gt 100000 ] && echo 1)" "clicking the map icon changed only ${changed} pixels"
kill "$app" 2>/dev/null || true
n=0; while kill -0 "$app" 2>/dev/null && [ $n -lt 100 ]; do sleep 0.1; n=$((n + 1)); done   # bounded: 10 s, then SIGKILL
kill -KILL "$app" 2>/dev/null || true; wait "$app" 2>/dev/null || true; app=""

# --- the window's outputs ------------------------------------------------------------------------------
rec=$out/recordings; rm -rf "$rec"; mkdir -p "$rec"
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
# Paused at 0.3 s; the script goes on (wall time): two recordings started and stopped while paused.
# Each recording lasts most of a second of wall time, so a loaded machine still shows it frames.
printf '0.3 key p
0.6 key v
1.5 key v
1.8 key v
2.8 key v
' >"$out/paused.txt"
(cd "$rec" && env -u SDL_VIDEODRIVER timeout 60 "$bin" run --scene basics --scale 1 --seconds 3.5 --script "$out/paused.txt" >"$out/rec.log" 2>&1) || true
check "$([ "$(ls "$rec"/motionlab-recording-*.mp4 2>/dev/null | wc -l)" = 2 ] && echo 1)" "a script paused by 'key p' should still make two V recordings: $(ls -A "$rec" | tr '\n' ' ') $(tr '\n' '|' <"$out/rec.log")"
for f in "$rec"/motionlab-recording-*.mp4; do
  n=$(ffprobe -v error -count_packets -select_streams v -show_entries stream=nb_read_packets -of csv=p=0 "$f" 2>/dev/null || true)
  check "$([ "${n:-0}" -gt 0 ] 2>/dev/null && echo 1)" "$(basename "$f") has ${n:-no} frames"
done
check "$([ "$(find "$rec" -name '.*' | wc -l)" = 0 ] && echo 1)" "hidden temporary files left: $(find "$rec" -name '.*')"
# A failing ffmpeg: reported on stderr (and in the HUD), no file.
mkdir -p "$out/fake-ffmpeg"; printf '#!/bin/sh
echo "Unknown encoder libx264" >&2
exit 1
' >"$out/fake-ffmpeg/ffmpeg"; chmod +x "$out/fake-ffmpeg/ffmpeg"
rm -rf "$rec"; mkdir -p "$rec"
printf '0.3 key v
1.0 key v
' >"$out/fail.txt"
(cd "$rec" && env -u SDL_VIDEODRIVER PATH="$out/fake-ffmpeg:$PATH" timeout 60 "$bin" run --scene basics --scale 1 --seconds 1.5 --script "$out/fail.txt" >"$out/fail.log" 2>&1) || true
check "$(grep -q 'Recording failed: cannot record motionlab-recording-.*ffmpeg exited with status 1: Unknown encoder libx264' "$out/fail.log" && echo 1)" "a failed recording is not on stderr: $(tr '\n' '|' <"$out/fail.log")"
check "$([ -z "$(ls -A "$rec")" ] && echo 1)" "a failed recording left files: $(ls -A "$rec")"
# A recording still running when the window closes, whose ffmpeg fails at the end: the run's error.
printf '#!/bin/sh\ncat >/dev/null\necho "muxer error" >&2\nexit 1\n' >"$out/fake-ffmpeg/ffmpeg"
printf '0.3 key v\n' >"$out/open.txt"
rc=0; (cd "$rec" && env -u SDL_VIDEODRIVER PATH="$out/fake-ffmpeg:$PATH" timeout 60 "$bin" run --scene basics --scale 1 --seconds 1 --script "$out/open.txt" >"$out/close.log" 2>&1) || rc=$?
check "$([ "$rc" = 1 ] && tail -n 1 "$out/close.log" | grep -q '^Error: cannot record motionlab-recording-.*ffmpeg exited with status 1: muxer error$' && echo 1)" "a recording failing as the window closes: exit $rc, $(tr '\n' '|' <"$out/close.log")"
check "$([ -z "$(ls -A "$rec")" ] && echo 1)" "a recording failing as the window closes left files: $(ls -A "$rec")"
# --stats into a FIFO nobody reads: the close blocks, and a signal still ends it.
for sig in TERM INT; do
  rm -f "$out/stats.fifo"; mkfifo "$out/stats.fifo"
  set -m   # job control: the background app keeps SIGINT
  env -u SDL_VIDEODRIVER "$bin" run --scene basics --scale 1 --seconds 0.5 --stats "$out/stats.fifo" >"$out/stats.log" 2>&1 &
  pid=$!
  set +m
  sleep 3; kill -"$sig" "$pid" 2>/dev/null || true
  n=0; while kill -0 "$pid" 2>/dev/null && [ $n -lt 50 ]; do sleep 0.1; n=$((n + 1)); done
  if kill -0 "$pid" 2>/dev/null; then kill -KILL "$pid" 2>/dev/null || true; fi
  rc=0; wait "$pid" || rc=$?
  want=$((128 + $(kill -l "$sig")))
  check "$([ "$rc" = "$want" ] && [ -p "$out/stats.fifo" ] && echo 1)" "--stats into a FIFO nobody reads, SIG$sig: exit $rc (want $want)"
done

echo "window-test: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
