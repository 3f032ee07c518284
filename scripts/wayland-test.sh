#!/usr/bin/env bash
# The real-window test on Wayland, beside the Xvfb one (scripts/window-test.sh): sway's headless
# backend (pixman renderer) as an unprivileged user, `motionlab run` on SDL's wayland video driver,
# keys through one wtype process, the pointer through tools/wayland-pointer (wlroots' virtual-pointer
# protocol, built here with cc), grim screenshots checked with ImageMagick against the headless
# renderer's frames of the same states. Facts behind each step: shared/notes/wayland.md.
#
# Usage: scripts/wayland-test.sh PATH/TO/motionlab [OUTDIR]     (screenshots and logs go to OUTDIR)
#
# Timeline, in seconds after the app and wtype start (wtype types on its own clock, so the script
# takes its screenshots and clicks on the same clock; the window must be up before the first key):
#   ≤ 6    the window appears (swaymsg: app_id motionlab; the app prints the SDL driver it got)
#   6.5    A: map scene, HUD on                7.5   key h (HUD off)
#   9      C: map scene, HUD off               9.6   pointer click on the map icon
#   12.6   B: the map has faded in             13.5  key 2 (music scene)
#   19     D: music scene, settled             21    the app quits by itself (--seconds 21)
# Checks: each screenshot, cropped to the window's letterboxed content and scaled to the scene's pixel
# size, is compared (normalised RMSE) with the headless renderer's frame of the same state (C with the
# map, B with the map after a click, D with the music scene) and must match it much better than the
# screenshot of the state before it; A differs from C only in a region at the top (the HUD panel); the
# app exits 0. Prints "wayland-test: N passed, M failed" last; exits 1 on any failure. Skips (exit 0)
# only when this machine cannot run the compositor at all; the pointer part alone is skipped when the
# helper cannot be built or the compositor offers no virtual pointer.
set -uo pipefail
bin="${1:?usage: wayland-test.sh PATH/TO/motionlab [OUTDIR]}"
out="${2:-$(mktemp -d)}"
mkdir -p "$out" && out="$(cd "$out" && pwd)"
[ -x "$bin" ] || { echo "wayland-test: $bin is not an executable"; echo "wayland-test: 0 passed, 1 failed"; exit 1; }
here="$(cd "$(dirname "$0")/.." && pwd)"
bin="$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")"

passed=0 failed=0
ok()   { echo "wayland-test: ok    $*"; passed=$((passed + 1)); }
bad()  { echo "wayland-test: FAIL  $*"; failed=$((failed + 1)); }
check() { if [ "$1" = 1 ]; then ok "$2"; else bad "$2"; fi; }
finish() {
  echo "wayland-test: $passed passed, $failed failed"
  [ "$failed" -eq 0 ]; exit
}
skip() { echo "wayland-test: skipped ($*)"; exit 0; }

for tool in sway swaymsg grim wtype; do
  command -v "$tool" >/dev/null || skip "no $tool on this machine; scripts/install-deps.sh installs it"
done
for tool in compare convert jq awk timeout; do
  command -v "$tool" >/dev/null || { echo "wayland-test: $tool is missing (scripts/install-deps.sh installs it)"; echo "wayland-test: 0 passed, 1 failed"; exit 1; }
done

# sway refuses to run as root: as root, run the compositor and its clients as `nobody`.
as_user=()
if [ "$(id -u)" = 0 ]; then
  command -v setpriv >/dev/null || skip "running as root and no setpriv to drop to nobody"
  as_user=(setpriv --reuid=65534 --regid=65534 --clear-groups)
fi

tmp="$(mktemp -d)"
sway_pid="" app_pid="" wtype_pid="" pointer_pid="" status=""
cleanup() {
  for pid in $app_pid $wtype_pid $pointer_pid $sway_pid; do kill "$pid" 2>/dev/null; done
  exec 3>&- 2>/dev/null
  sleep 0.2
  for pid in $app_pid $wtype_pid $pointer_pid $sway_pid; do kill -9 "$pid" 2>/dev/null; done
  rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Everything the unprivileged user reads lives in one a+rX folder; its runtime folder is its own.
chmod 755 "$tmp"
cp "$bin" "$tmp/motionlab"
cp -R "$here/Resources" "$tmp/Resources"
run="$tmp/run"
mkdir -m 700 "$run"
[ ${#as_user[@]} -gt 0 ] && chown 65534:65534 "$run"
cat >"$tmp/sway.cfg" <<'EOF'
output HEADLESS-1 resolution 800x1200
default_border none
xwayland disable
EOF
chmod -R a+rX "$tmp"
user_env=(env -i PATH="$PATH" XDG_RUNTIME_DIR="$run" HOME="$run")

# The compositor: its Wayland socket and IPC socket appear in $run within a few seconds.
"${user_env[@]}" WLR_BACKENDS=headless WLR_LIBINPUT_NO_DEVICES=1 WLR_RENDERER=pixman \
  "${as_user[@]}" sway -c "$tmp/sway.cfg" >"$out/sway.log" 2>&1 &
sway_pid=$!
socket="" ipc=""
for _ in $(seq 100); do
  kill -0 "$sway_pid" 2>/dev/null || break
  socket=$(cd "$run" && ls wayland-[0-9]* 2>/dev/null | grep -v '\.lock$' | head -1)
  ipc=$(ls "$run"/sway-ipc.*.sock 2>/dev/null | head -1)
  [ -n "$socket" ] && [ -n "$ipc" ] && break
  sleep 0.1
done
if [ -z "$socket" ] || [ -z "$ipc" ]; then
  echo "wayland-test: sway did not start; the end of its log ($out/sway.log):"
  tail -5 "$out/sway.log" | sed 's/^/  /'
  skip "sway cannot run on this machine"
fi
client_env=("${user_env[@]}" WAYLAND_DISPLAY="$socket")   # DISPLAY stays unset: there is no Xwayland
export XDG_RUNTIME_DIR="$run" WAYLAND_DISPLAY="$socket"   # for grim and swaymsg, run as the caller
unset DISPLAY
echo "wayland-test: sway is up on $socket"

# The scene's size in points, from the app itself; its pixels are twice that (both runs use --scale 2).
size=$("$bin" list | awk '$1 == "map" { print $2 }')
[[ "$size" =~ ^[0-9]+x[0-9]+$ ]] || { bad "motionlab list gave no size for the map scene (got '$size')"; finish; }
cw=$(( ${size%x*} * 2 )) ch=$(( ${size#*x} * 2 ))

# Headless references of the states the screenshots must show (settled: the map is static, the
# map overlay settles within 1.5 s of the click, the music scene within 3.5 s of its start).
mkdir -p "$out/ref"
printf '0.5 click 295.5 41\n' >"$tmp/click.txt"  # the map icon button's centre, (271, 19, 49, 44) points
render() { # NAME SCENE [SCRIPT]: frame at t = 5 s
  local dir="$tmp/ref-$1"
  SDL_VIDEODRIVER=offscreen timeout 60 "$bin" render --scene "$2" --scale 2 ${3:+--script "$3"} --duration 5 --fps 1 --every 5 --frames "$dir" >/dev/null 2>"$out/ref/$1.log" \
    && cp "$dir/frame-00005.png" "$out/ref/$1.png"
}
render map map && render map-click map "$tmp/click.txt" && render music music \
  || { echo "wayland-test: the headless references could not be rendered:"; cat "$out/ref/"*.log; bad "headless references"; finish; }

# The pointer helper, built here from its protocol description; skipped alone if that cannot be.
pointer="" pointer_why=""
helper="$here/tools/wayland-pointer"
if ! command -v wayland-scanner >/dev/null || ! command -v "${CC:-cc}" >/dev/null || ! pkg-config --exists wayland-client 2>/dev/null; then
  pointer_why="no wayland-scanner, cc or wayland-client development files"
elif ! { wayland-scanner client-header "$helper/virtual-pointer-v1.xml" "$tmp/virtual-pointer-v1-client.h" \
         && wayland-scanner private-code "$helper/virtual-pointer-v1.xml" "$tmp/virtual-pointer-v1.c" \
         && "${CC:-cc}" -std=c11 -D_POSIX_C_SOURCE=200809L -O1 -I"$tmp" -o "$tmp/wayland-pointer" \
              "$helper/wayland-pointer.c" "$tmp/virtual-pointer-v1.c" $(pkg-config --cflags --libs wayland-client); } \
         >"$out/pointer-build.log" 2>&1; then
  pointer_why="the helper did not build: $( (grep -m1 -i error "$out/pointer-build.log" || head -1 "$out/pointer-build.log") | cut -c1-160)"
else
  # Started before the window opens, so the seat has its pointer when the window maps; commands
  # arrive through a FIFO held open read-write here (opening it never blocks, the helper never
  # sees end of input until cleanup).
  mkfifo -m 666 "$tmp/pointer.fifo"
  exec 3<>"$tmp/pointer.fifo"
  "${client_env[@]}" "${as_user[@]}" "$tmp/wayland-pointer" 800 1200 <"$tmp/pointer.fifo" >"$out/pointer.log" 2>&1 &
  pointer_pid=$!
  for _ in $(seq 50); do grep -q '^pointer:' "$out/pointer.log" 2>/dev/null && break; kill -0 "$pointer_pid" 2>/dev/null || break; sleep 0.1; done
  if grep -q '^pointer: ready' "$out/pointer.log"; then
    pointer=1
  else
    pointer_why="$(grep -m1 '^pointer:' "$out/pointer.log" | sed 's/^pointer: //')"
    pointer_why="${pointer_why:-the helper did not start}"
  fi
fi

# Keys: one wtype process, started before the window opens (SDL 2.26 can crash in libxkbcommon
# when a keyboard appears after its window), types on its own schedule and lives until cleanup.
"${client_env[@]}" "${as_user[@]}" wtype -s 7500 h -s 6000 2 -s 60000 >"$out/wtype.log" 2>&1 &
wtype_pid=$!
t0=$EPOCHREALTIME
"${client_env[@]}" "${as_user[@]}" "$tmp/motionlab" run --scene map --scale 2 --seconds 21 >"$out/app.log" 2>&1 &
app_pid=$!
elapsed() { awk -v a="$t0" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.2f", b - a }'; }
late=0
at() { # SECONDS: sleep until that time after t0; remembers how late the latest step was
  local d; d=$(awk -v a="$t0" -v b="$EPOCHREALTIME" -v t="$1" 'BEGIN { printf "%.3f", a + t - b }')
  case "$d" in -*) late=$(awk -v l="$late" -v d="$d" 'BEGIN { print (-d > l ? -d : l) }') ;; *) sleep "$d" ;; esac
}
shot() { timeout 10 grim "$out/$1.png" 2>>"$out/grim.log" || bad "grim could not take screenshot $1"; }

# The window: app_id motionlab in sway's tree, its content rectangle in output pixels.
tree_window() { timeout 5 swaymsg -s "$ipc" -t get_tree -r 2>/dev/null | jq -r \
  '[.. | objects | select(.app_id? == "motionlab")][0] | select(. != null)
   | "\(.rect.x + .window_rect.x) \(.rect.y + .window_rect.y) \(.window_rect.width) \(.window_rect.height)"'; }
geometry=""
while [ -z "$geometry" ] && kill -0 "$app_pid" 2>/dev/null; do
  geometry=$(tree_window)
  [ -z "$geometry" ] && { [ "$(elapsed | cut -d. -f1)" -ge 12 ] && break; sleep 0.2; }
done
appeared=$(elapsed)
if [ -z "$geometry" ]; then
  bad "no window with app_id motionlab appeared within 12 s (app log: $out/app.log)"
  sed 's/^/  /' "$out/app.log" | tail -5
  finish
fi

# Where the letterboxed content sits (SDL_RenderSetLogicalSize: uniform scale, centred), and the
# map icon's centre, (591, 82) scene pixels, in output pixels.
read -r wx wy ww wh <<<"$geometry"
read -r vx vy vw vh s < <(awk -v wx="$wx" -v wy="$wy" -v ww="$ww" -v wh="$wh" -v cw="$cw" -v ch="$ch" 'BEGIN {
  s = ww / cw < wh / ch ? ww / cw : wh / ch; vw = int(cw * s); vh = int(ch * s)
  printf "%d %d %d %d %.6f\n", wx + int((ww - vw) / 2), wy + int((wh - vh) / 2), vw, vh, s }')
read -r px py < <(awk -v vx="$vx" -v vy="$vy" -v s="$s" 'BEGIN { printf "%d %d\n", vx + 591 * s + 0.5, vy + 82 * s + 0.5 }')

# The live part: only screenshots and pointer commands, on wtype's clock (all image work waits
# until the app has quit, so a busy machine cannot push a step past the next key).
at 6.5; shot A
at 9.0; shot C
if [ -n "$pointer" ]; then
  at 9.3; echo "move $px $py" >&3
  at 9.6; echo "click" >&3
  at 12.6; shot B
fi
at 19.0; shot D
lateness=$late

# The app quits by itself at 21 s of its own clock; it must exit 0 (no crash in the key path).
for _ in $(seq 100); do kill -0 "$app_pid" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$app_pid" 2>/dev/null; then
  app_end="still running at $(elapsed) s"
else
  wait "$app_pid"; status=$?
  app_end="exited with status $status at $(elapsed) s"
  app_pid=""
fi

ok "window app_id motionlab appeared after $appeared s; content at $geometry (x y width height, output 800x1200)"
check "$(awk -v t="$appeared" 'BEGIN { print (t <= 6) }')" "window up before the first screenshot and key (6 s)"
driver=$(grep -m1 '^motionlab: window on' "$out/app.log")
check "$([ "${driver#motionlab: window on wayland (}" != "$driver" ] && echo 1)" "SDL video driver is wayland (${driver:-the app printed no driver line})"
check "$(awk -v l="$lateness" 'BEGIN { print (l < 1) }')" "the script kept its schedule (latest step $lateness s late; the keys do not wait)"

content() { convert "$out/$1.png" -crop "${vw}x${vh}+${vx}+${vy}" +repage -resize "${cw}x${ch}!" "$out/$1-content.png"; }
rmse() { compare -metric RMSE "$1" "$2" null: 2>&1 | sed -n 's/.*(\([0-9.e+-]*\)).*/\1/p'; }
# A screenshot shows STATE when it is close to STATE's headless frame (normalised RMSE below 0.08:
# scaling and llvmpipe vs offscreen filtering measure about 0.02) and at least 3× closer to it
# than to the previous state's screenshot (a different state measures 0.28 and more).
shows() { # SHOT REF OTHER LABEL
  local a b; a=$(rmse "$out/$1-content.png" "$out/ref/$2.png"); b=$(rmse "$out/$1-content.png" "$3")
  check "$(awk -v a="$a" -v b="$b" 'BEGIN { print (a != "" && b != "" && a < 0.08 && 3 * a < b) }')" \
    "$4 (RMSE $a against the headless $2 frame, $b against the previous state)"
}

content A && content C
shows C map "$out/A-content.png" "C: the map scene without its HUD after key h"
# The HUD panel: the change from A to C is large, and lies in the top part of the window.
compare -fuzz 10% "$out/A.png" "$out/C.png" -compose Src -highlight-color white -lowlight-color black "$out/hud-diff.png" 2>/dev/null
hud_box=$(convert "$out/hud-diff.png" -trim -format '%@' info: 2>/dev/null)
hud_px=$(compare -metric AE -fuzz 10% "$out/A.png" "$out/C.png" null: 2>&1 | cut -d' ' -f1)
check "$(awk -v n="${hud_px:-0}" -v box="$hud_box" -v vy="$vy" -v vh="$vh" 'BEGIN {
  split(box, p, /[x+]/); print (n > 20000 && p[4] + p[2] <= vy + vh / 2) }')" \
  "A→C: the HUD disappeared ($hud_px pixels changed, all within $hud_box, the window's top half)"

if [ -n "$pointer" ]; then
  content B
  changed=$(compare -metric AE -fuzz 5% "$out/C.png" "$out/B.png" null: 2>&1 | cut -d' ' -f1)
  check "$([ "${changed%.*}" -gt 100000 ] 2>/dev/null && echo 1)" "C→B: $changed pixels changed after the click at ($px, $py)"
  shows B map-click "$out/C-content.png" "B: the map faded in after clicking the map icon"
  previous=B
else
  echo "wayland-test: pointer: skipped ($pointer_why)"
  previous=C
fi

content D
shows D music "$out/$previous-content.png" "D: the music scene after key 2"
check "$([ "$status" = 0 ] && echo 1)" "the app quit by itself: $app_end"
[ "$status" = 0 ] || tail -5 "$out/app.log" | sed 's/^/  /'
echo "wayland-test: screenshots and logs in $out"
finish
