#!/usr/bin/env bash
# Hot reload end to end (run by scripts/test.sh): a package outside the repository, depending on this
# checkout by path, its view controller in iOS/ through the port plugin, runs `run --watch` in a real
# window under Xvfb while this script edits its source:
#   1. a colour edit in viewDidLoad: patched into the running preview ("patched 1 function"), shown with
#      the scene time kept (a bar growing 5 pt/s is not back at its start), the same window;
#   1b. a literal edit of an animation's delay: applied without a compile ("patched 1 literal (no compile)");
#   2. a compile error in a body: the patch does not compile, the module is built, its errors are shown
#      over the window and the last good preview keeps running;
#   3. a crash in the new code (fatalError at start): the patch crashes the preview, reported, the code
#      before it reopened; 3b. a crash 4 s after the new code is on screen, from a preview that started a
#      program holding its standard error: reopened at the moment of the crash, the program gone with it;
#   4. the next good edit: patched, the error gone; 4a. a stored property added: restarted, with the
#      reason, in the appearance the D key chose; 4b. a loop in viewDidLoad: stopped after 5 s of CPU; 4c. the preview renamed: followed;
#      4d. a stream of saves: the first reload starts within a second;
#   5. SIGINT, SIGTERM, SIGKILL: nothing of the session outlives the window; 6. the next session removes
#      the SIGKILLed one's folder.
# Prints the save-to-first-frame time of each reload as the app measures it, as JSON by kind (patch,
# literals, restart). RELOAD_KEEP=1 keeps the screenshots and the app's log.
#
# Usage: scripts/reload-check.sh        RELOAD_SCRATCH=DIR (or EXAMPLES_SCRATCH) reuses a build folder,
# so the library is not compiled again (scripts/test.sh shares the examples' one).
set -uo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd -P)
work=$(mktemp -d "${TMPDIR:-/tmp}/reload-check.XXXXXX")
scratch="${RELOAD_SCRATCH:-${EXAMPLES_SCRATCH:-$work/scratch}}"
passed=0; failed=0; keep=0; xvfb=""; app=""
[ "${RELOAD_KEEP:-}" = 1 ] && keep=1
# Every wait here is bounded: wait_bounded PID SECONDS waits for PID to end, SIGKILLs it (and says so)
# if it has not after SECONDS, and returns its exit status.
wait_bounded() {
  local pid=$1 limit=$2 n=0
  while kill -0 "$pid" 2>/dev/null && [ "$n" -lt $(( limit * 10 )) ]; do sleep 0.1; n=$((n + 1)); done
  if kill -0 "$pid" 2>/dev/null; then
    echo "reload-check: process $pid still running ${limit} s after it was asked to end: killed" >&2
    kill -KILL "$pid" 2>/dev/null
  fi
  wait "$pid" 2>/dev/null
}
cleanup() {
  [ -n "$app" ] && kill "$app" 2>/dev/null && wait_bounded "$app" 15
  [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null && wait_bounded "$xvfb" 5
  [ "$keep" = 1 ] || rm -rf "$work"
}
trap cleanup EXIT
ok() { echo "reload-check: ok   $1"; passed=$((passed + 1)); }
bad() { echo "reload-check: FAIL $1"; failed=$((failed + 1)); keep=1; }
for tool in Xvfb xdotool import convert; do
  command -v "$tool" >/dev/null || { echo "reload-check: $tool is missing (scripts/install-deps.sh installs it)"; exit 1; }
done

pkg="$work/ReloadProbe"
mkdir -p "$pkg/Sources/ReloadProbe/iOS"
cat >"$pkg/Package.swift" <<EOF
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "ReloadProbe",
    dependencies: [.package(name: "MotionLab", path: "$repo")],
    targets: [
        .executableTarget(name: "ReloadProbe", dependencies: [
            .product(name: "UIKit", package: "MotionLab"),
            .product(name: "MotionLabPreview", package: "MotionLab"),
        ], exclude: ["iOS"], plugins: [.plugin(name: "MotionLabPort", package: "MotionLab")]),
    ]
)
EOF
cat >"$pkg/Sources/ReloadProbe/main.swift" <<'EOF'
import UIKit
import MotionLabPreview

PreviewApp.main([Preview("probe") { ProbeViewController() }])
EOF
# The file the check edits: a box of one colour, a bar that grows 5 pt/s from scene time 0, and a
# marker that turns green after an animation's delay (3000 s: not before the literal is edited).
cat >"$pkg/Sources/ReloadProbe/iOS/ProbeViewController.swift" <<'EOF'
import UIKit

class ProbeViewController: UIViewController {
    let box = UIView(frame: CGRect(x: 20, y: 250, width: 100, height: 100))
    let bar = UIView(frame: CGRect(x: 0, y: 500, width: 0, height: 20))
    let marker = UIView(frame: CGRect(x: 200, y: 250, width: 100, height: 100))
    let appearance = UIView(frame: CGRect(x: 200, y: 100, width: 100, height: 100))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        appearance.backgroundColor = .systemBackground
        view.addSubview(appearance)
        box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1) // COLOUR
        bar.backgroundColor = .white
        marker.backgroundColor = .black
        view.addSubview(box)
        view.addSubview(bar)
        view.addSubview(marker)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 64, delay: 0, options: [.curveLinear], animations: {
            self.bar.frame.size.width = 320
        })
        UIView.animate(withDuration: 0.01, delay: 3000, options: [], animations: {
            self.marker.backgroundColor = .green
        })
    }
}
EOF
file="$pkg/Sources/ReloadProbe/iOS/ProbeViewController.swift"

t=$(date +%s)
if timeout 2400 swift build --package-path "$pkg" --scratch-path "$scratch" >"$work/build.log" 2>&1; then
  ok "the probe package builds by path ($(( $(date +%s) - t )) s)"
else
  tail -20 "$work/build.log" | sed 's/^/    /'; bad "the probe package does not build"; exit 1
fi
bin="$scratch/debug/ReloadProbe"

display=":$(( 300 + RANDOM % 100 ))"
Xvfb "$display" -screen 0 800x1200x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb=$!
export DISPLAY="$display"
for _ in $(seq 50); do timeout 5 xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done
(cd "$pkg" && exec env -u SDL_VIDEODRIVER MOTIONLAB_RELOAD_TIMES="$work/reloads.json" "$bin" run --watch --seconds 900 >"$work/app.log" 2>&1) &
app=$!
wid=$(timeout 30 xdotool search --sync --name "MotionLab" | head -1)
[ -n "$wid" ] || { bad "no window appeared"; sed 's/^/    /' "$work/app.log"; exit 1; }
geometry() { timeout 10 xdotool getwindowgeometry "$wid" 2>/dev/null | tr -s ' ' | tr '\n' ' '; }
geometry0=$(geometry)

shot() { timeout 10 import -window "$wid" "$work/shot.png" 2>/dev/null; }
# pixel X Y (window pixels, @2x) → "r,g,b"
pixel() { timeout 10 convert "$work/shot.png" -format "%[fx:int(255*p{$1,$2}.r)],%[fx:int(255*p{$1,$2}.g)],%[fx:int(255*p{$1,$2}.b)]" info: 2>/dev/null; }
is_colour() {  # "r,g,b" NAME
  local r g b; IFS=, read -r r g b <<<"$1"
  case "$2" in
    red) [ "$r" -gt 200 ] && [ "$g" -lt 60 ] && [ "$b" -lt 60 ] ;;
    blue) [ "$b" -gt 200 ] && [ "$r" -lt 60 ] && [ "$g" -lt 60 ] ;;
    green) [ "$g" -gt 200 ] && [ "$r" -lt 60 ] && [ "$b" -lt 60 ] ;;
    white) [ "$r" -gt 200 ] && [ "$g" -gt 200 ] && [ "$b" -gt 200 ] ;;
    black) [ "$r" -lt 40 ] && [ "$g" -lt 40 ] && [ "$b" -lt 40 ] ;;
    errorpanel) [ "$r" -gt 50 ] && [ "$r" -gt $(( g + 40 )) ] ;;
  esac
}
box=(140 600)          # the box's centre, (70, 300) points
appearance=(500 300)   # the systemBackground square's centre, (250, 150) points
marker=(500 600)       # the marker's centre, (250, 300) points
bar5s=(50 1020)        # the bar's end after 5 s of scene time: (25, 510) points
panel=(40 90)          # where the error panel is drawn: (20, 45) points
wait_for() {  # NAME X Y TIMEOUT → seconds it took, or fails
  local start=$(date +%s.%N) now
  while :; do
    shot
    if is_colour "$(pixel "$2" "$3")" "$1"; then now=$(date +%s.%N); awk -v a="$now" -v b="$start" 'BEGIN { print a - b }'; return 0; fi
    now=$(date +%s.%N)
    awk -v a="$now" -v b="$start" -v m="$4" 'BEGIN { exit !(a - b > m) }' && return 1
    sleep 0.1
  done
}
log_has() {  # PATTERN TIMEOUT: the app's log gets a line matching PATTERN (grep -E) within TIMEOUT s
  for _ in $(seq $(( $2 * 10 ))); do grep -Eq "$1" "$work/app.log" && return 0; sleep 0.1; done
  return 1
}
count() { grep -Ec "$1" "$work/app.log"; }

if wait_for red "${box[@]}" 60 >/dev/null; then ok "the preview shows in the window (red box)"; else bad "no red box: $(pixel "${box[@]}")"; fi
log_has "patch reload ready" 240 && ok "patch reload ready: $(grep -m1 'patch reload ready' "$work/app.log" | sed 's/^motionlab: patch reload ready: //')" \
  || { bad "patch reload never got ready"; tail -20 "$work/app.log" | sed 's/^/    /'; }
sleep 6   # scene time passes: the bar passes its 5-second mark
shot
is_colour "$(pixel "${bar5s[@]}")" white && ok "the bar grows with scene time" || bad "the bar did not grow: $(pixel "${bar5s[@]}")"

edit_colour() { sed -i "s/UIColor(red: [0-9.]*, green: [0-9.]*, blue: [0-9.]*, alpha: 1) \/\/ COLOUR/$1 \/\/ COLOUR/" "$file"; }
# 1. A colour edit: patched.
patched=$(count "^motionlab: patched")
edit_colour "UIColor(red: 0, green: 0, blue: 1, alpha: 1)"
if wait_for blue "${box[@]}" 240 >/dev/null && log_has "^motionlab: patched" 10 && [ "$(count "^motionlab: patched")" -gt "$patched" ]; then
  ok "a colour edit is patched into the running preview: $(grep '^motionlab: patched' "$work/app.log" | tail -1 | sed 's/^motionlab: //')"
  shot
  is_colour "$(pixel "${bar5s[@]}")" white && ok "the same scene time: the bar is still past its 5-second mark" \
    || bad "the scene restarted: the bar is back at $(pixel "${bar5s[@]}")"
else
  bad "the colour edit was not patched: box $(pixel "${box[@]}")"; tail -20 "$work/app.log" | sed 's/^/    /'
fi
[ "$(geometry)" = "$geometry0" ] && ok "the same window, same place and size ($geometry0)" || bad "the window moved or changed: $geometry0 → $(geometry)"
# The preview process holds no descriptor a program it starts could inherit (close-on-exec: O_CLOEXEC
# is 02000000 in fdinfo's octal flags) and runs without the runtime's crash backtracer.
inherited=""; previews=0
for p in $(pgrep -f "motionlab-watch-$app/"); do
  previews=$((previews + 1))
  for f in /proc/"$p"/fdinfo/*; do
    n=${f##*/}; [ "$n" -gt 2 ] || continue
    flags=$(awk '/^flags:/ { print $2 }' "$f" 2>/dev/null); [ -n "$flags" ] || continue
    (( (8#$flags & 8#2000000) != 0 )) || inherited+=" $p:$n($(readlink /proc/"$p"/fd/"$n" 2>/dev/null))"
  done
  tr '\0' '\n' <"/proc/$p/environ" 2>/dev/null | grep -qx 'SWIFT_BACKTRACE=enable=no' || inherited+=" $p:no-SWIFT_BACKTRACE=enable=no"
done
[ "$previews" -ge 1 ] && [ -z "$inherited" ] && ok "the preview's descriptors are all close-on-exec and its backtracer is off ($previews process)" \
  || bad "preview processes: $previews; inheritable descriptors or backtracer on:$inherited"

# 1b. A literal edit (the marker's delay, 3000 s → 1 s): applied without a compile, the marker animates.
sed -i 's/delay: 3000,/delay: 1,/' "$file"
if wait_for green "${marker[@]}" 60 >/dev/null && log_has "^motionlab: patched 1 literal \(no compile\)" 10; then
  ok "a literal edit is applied without a compile: $(grep "^motionlab: patched 1 literal" "$work/app.log" | tail -1 | sed 's/^motionlab: //')"
else
  bad "the literal edit was not applied: marker $(pixel "${marker[@]}")"; tail -10 "$work/app.log" | sed 's/^/    /'
fi

# 2. A compile error in a body.
cp "$file" "$work/good.swift"
sed -i 's/        super.viewDidLoad()/        super.viewDidLoad()\n        let probeBroken: Int = "not a number"/' "$file"
if wait_for errorpanel "${panel[@]}" 240 >/dev/null; then
  shot
  grep -q "ProbeViewController.swift:[0-9]*: cannot convert" "$work/app.log" && ok "the compile error is reported as file:line: message" \
    || bad "no file:line: message for the compile error in the log"
  is_colour "$(pixel "${box[@]}")" blue && ok "a compile error: errors over the window, the last good preview still running" \
    || bad "after the compile error the preview is gone: $(pixel "${box[@]}")"
  cp "$work/shot.png" "$work/compile-error.png"
else
  bad "no error panel after a compile error"; tail -20 "$work/app.log" | sed 's/^/    /'
fi

# 3. A crash in the new code.
cp "$work/good.swift" "$file"
sed -i 's/        super.viewDidLoad()/        super.viewDidLoad()\n        fatalError("probe crash on purpose")/' "$file"
if log_has "the patch crashed the preview|the new build crashed" 240; then
  sleep 1
  grep -q "probe crash on purpose" "$work/app.log" && ok "a crash in the new code is reported with its message" || bad "the crash's message is missing"
  wait_for blue "${box[@]}" 60 >/dev/null
  is_colour "$(pixel "${panel[@]}")" errorpanel && is_colour "$(pixel "${box[@]}")" blue \
    && ok "after the crash the code before it runs again, the crash shown over it" || bad "after the crash: panel $(pixel "${panel[@]}"), box $(pixel "${box[@]}")"
  cp "$work/shot.png" "$work/crash.png"
else
  bad "the crashing code was not reported"; tail -20 "$work/app.log" | sed 's/^/    /'
fi

# 3b. A crash after the new code is on screen (yellow, then a fatalError 4 s of real time later, on a
#     global queue: anything on the scene clock would run during the replay, before the first frame):
#     the code before it opens again at the moment of the crash (blue, the bar past its mark). Before
#     it crashes it starts a program that holds its standard error (as the runtime's backtracer would):
#     the window learns of the crash from the exit status all the same, and the program goes with it.
cp "$work/good.swift" "$file"
edit_colour "UIColor(red: 1, green: 1, blue: 0, alpha: 1)"
sed -i 's/        super.viewDidLoad()/        super.viewDidLoad()\n        _ = system("\/bin\/sleep 3171 \&")\n        DispatchQueue.global().asyncAfter(deadline: .now() + 4) { fatalError("probe crash later") }/' "$file"
if log_has "the preview crashed.*probe crash later" 240 && wait_for blue "${box[@]}" 60 >/dev/null; then
  shot
  is_colour "$(pixel "${bar5s[@]}")" white && is_colour "$(pixel "${marker[@]}")" green \
    && ok "a crash after the reload reopens the code before it at the same moment, its edited literal too" \
    || bad "the reopened code: bar $(pixel "${bar5s[@]}"), marker $(pixel "${marker[@]}") (the edited literal's)"
  is_colour "$(pixel "${panel[@]}")" errorpanel && ok "the later crash is shown over the reopened code" \
    || bad "the later crash is not shown: $(pixel "${panel[@]}")"
  cp "$work/shot.png" "$work/crash-later.png"
  for _ in $(seq 50); do pgrep -x -f "/bin/sleep 3171" >/dev/null || break; sleep 0.1; done
  pgrep -x -f "/bin/sleep 3171" >/dev/null && { bad "what the crashed preview started still runs"; kill $(pgrep -x -f "/bin/sleep 3171"); } \
    || ok "what the crashed preview started (holding its standard error) ended with it"
else
  bad "a crash after the reload did not reopen the code before it"; tail -20 "$work/app.log" | sed 's/^/    /'
fi

# 4. The next good edit.
cp "$work/good.swift" "$file"
edit_colour "UIColor(red: 0, green: 1, blue: 0, alpha: 1)"
if wait_for green "${box[@]}" 240 >/dev/null; then
  sleep 0.3; shot
  is_colour "$(pixel "${panel[@]}")" errorpanel && bad "the error panel stayed after a good edit" \
    || ok "the next good edit shows ($(grep -E '^motionlab: (patched|restarted|reloaded)' "$work/app.log" | tail -1 | sed 's/^motionlab: //')) and clears the errors"
  is_colour "$(pixel "${bar5s[@]}")" white && ok "still the same scene time after these reloads" || bad "the bar restarted"
else
  bad "the next good edit never showed"; tail -20 "$work/app.log" | sed 's/^/    /'
fi
kill -0 "$app" 2>/dev/null && ok "the window process ran throughout" || bad "the window process exited"
[ "$(geometry)" = "$geometry0" ] || bad "the window moved or changed by the end: $(geometry)"

# 4a. A stored property added: a patch cannot carry it; restarted, with the reason and where — in the
# appearance the D key chose before (a systemBackground square: white in light mode, black in dark).
timeout 10 xdotool mousemove --window "$wid" 20 20 >/dev/null 2>&1
timeout 10 xdotool key d >/dev/null 2>&1
if wait_for black "${appearance[@]}" 20 >/dev/null; then ok "the D key turns the preview dark"; else bad "the D key did not darken: $(pixel "${appearance[@]}")"; fi
cp "$file" "$work/good.swift"
sed -i 's/^    let marker = UIView/    var probeExtra = 1\n    let marker = UIView/' "$file"
if log_has "^motionlab: restarted in .*: stored property added to ProbeViewController \(ProbeViewController.swift:[0-9]+\)" 240; then
  sleep 0.5; shot
  is_colour "$(pixel "${box[@]}")" green && is_colour "$(pixel "${bar5s[@]}")" white && is_colour "$(pixel "${marker[@]}")" green \
    && ok "a stored property restarts: $(grep '^motionlab: restarted' "$work/app.log" | tail -1 | sed 's/^motionlab: //')" \
    || bad "after the restart: box $(pixel "${box[@]}"), bar $(pixel "${bar5s[@]}"), marker $(pixel "${marker[@]}")"
  is_colour "$(pixel "${appearance[@]}")" black && ok "the restarted preview keeps the dark appearance" \
    || bad "the restart lost the appearance: $(pixel "${appearance[@]}")"
else
  bad "a stored property added did not restart with its reason"; tail -10 "$work/app.log" | sed 's/^/    /'
fi

# 4b. A loop in viewDidLoad: stopped after 5 s of CPU without a first frame, the code before it kept.
cp "$file" "$work/good.swift"
sed -i 's/        super.viewDidLoad()/        super.viewDidLoad()\n        while ProcessInfo.processInfo.processIdentifier > 0 { box.alpha = 1 }/' "$file"
if log_has "no first frame after 5 s: a loop in viewDidLoad\?" 240; then
  wait_for green "${box[@]}" 60 >/dev/null
  is_colour "$(pixel "${box[@]}")" green && ok "a loop in viewDidLoad is reported ('no first frame after 5 s'), the code before it kept" \
    || bad "after the loop: box $(pixel "${box[@]}")"
  for _ in $(seq 50); do [ "$(pgrep -f "motionlab-watch-$app/" | wc -l)" = 1 ] && break; sleep 0.1; done
  [ "$(pgrep -f "motionlab-watch-$app/" | wc -l)" = 1 ] && ok "the looping code was stopped" \
    || bad "preview processes after the loop: $(pgrep -f "motionlab-watch-$app/" | tr '\n' ' ')"
else
  bad "the loop in viewDidLoad was not reported"; tail -20 "$work/app.log" | sed 's/^/    /'
fi

# 4c. Renaming the running preview (and a colour edit with it): the new build follows the rename.
cp "$work/good.swift" "$file"
edit_colour "UIColor(red: 1, green: 0, blue: 0, alpha: 1)"
sed -i 's/Preview("probe")/Preview("probe-renamed")/' "$pkg/Sources/ReloadProbe/main.swift"
if wait_for red "${box[@]}" 240 >/dev/null && log_has "following the rename" 30; then
  shot
  grep -q "the preview 'probe' is now 'probe-renamed' in this build: following the rename" "$work/app.log" \
    && is_colour "$(pixel "${bar5s[@]}")" white && ok "a renamed preview is followed, at the same scene time" \
    || bad "the rename: $(grep -m1 "probe-renamed\|no preview 'probe'" "$work/app.log"), bar $(pixel "${bar5s[@]}")"
else
  bad "the renamed preview never showed"; tail -20 "$work/app.log" | sed 's/^/    /'
fi

# 4d. A stream of saves (one every 0.2 s for 3 s): the first reload starts within a second of the
#     first save (the window measures it on its clock), not after the stream; saves during a build
#     start the next one as soon as it ends, and the stream's code ends up on screen.
stream_from=$(wc -l <"$work/app.log")
for i in $(seq 15); do printf '\nlet probeStream%s = %s\n' "$i" "$i" >>"$file"; sleep 0.2; done   # code, not comments: a comment changes nothing
stream_log() { tail -n +$((stream_from + 1)) "$work/app.log"; }
for _ in $(seq 300); do stream_log | grep -Eq "^motionlab: (reloading|rebuilding) after changes" && break; sleep 0.1; done
first=$(stream_log | grep -m1 -E "^motionlab: (reloading|rebuilding) after changes" | sed -n 's/.*(\([0-9.]*\) s after the first save).*/\1/p')
if [ -n "$first" ] && awk -v f="$first" 'BEGIN { exit !(f <= 1.25) }'; then ok "under a stream of saves the first reload started $first s after the first save"
else bad "under a stream of saves: first reload ${first:-never} s after the first save"; fi
for _ in $(seq 2400); do stream_log | grep -Eq "^motionlab: (reloaded|restarted|patched) in" && break; sleep 0.1; done
if stream_log | grep -Eq "^motionlab: (reloaded|restarted|patched) in"; then ok "after the stream of saves its code is on screen ($(stream_log | grep -Ec "^motionlab: (reloading|rebuilding) after") reloads)"
else bad "the stream's reloads: $(stream_log | grep "^motionlab: \|error:" | tr '\n' '|')"; fi

# 5. Nothing outlives the window process: SIGINT at rest, SIGTERM during a rebuild, SIGKILL during a
#    rebuild — the preview process, swift build and its compilers end with it (a process group under a
#    guardian for the build; the preview process ends with its parent, even a SIGKILLed one).
survivors() {  # what still runs of this session: the preview copies, the builds of this package
  pgrep -f "motionlab-watch-$1/" ; pgrep -f -- "--package-path $pkg" ; pgrep -f "$scratch/motionlab-hot/ReloadProbe" ; pgrep -f "$pkg/Sources/ReloadProbe/"
  pgrep -f "^$scratch/.*/motionlab-port(-tool)? patch-server"   # the session's patch planner
}
wait_gone() {  # PID WHAT: nothing of PID's session left within 10 s
  local left=""
  for _ in $(seq 100); do left=$(survivors "$1" | tr '\n' ' '); [ -z "$left" ] && break; sleep 0.1; done
  if [ -z "$left" ]; then ok "$2: nothing of the session outlives the window process"
  else bad "$2: still running: $(ps -o pid=,args= -p ${left// /,} 2>/dev/null | cut -c1-160 | tr '\n' '|')"; kill -KILL $left 2>/dev/null; fi
}
start_watch() {
  (cd "$pkg" && exec env -u SDL_VIDEODRIVER "$bin" run --watch --seconds 600 >>"$work/app.log" 2>&1) &
  app=$!
  for _ in $(seq 600); do grep -q "patch reload ready" "$work/app.log" 2>/dev/null && [ -n "$(pgrep -f "motionlab-watch-$app/")" ] && break; sleep 0.1; done
}
rebuilding() {  # an edit a patch cannot carry, then wait until the module's build runs
  printf '\nlet probeTouch%s = 1\n' "$RANDOM" >>"$file"
  for _ in $(seq 300); do pgrep -f "$scratch/motionlab-hot/ReloadProbe" >/dev/null && return 0; sleep 0.05; done
  return 1
}
watched=$app
kill -INT "$app" 2>/dev/null; wait_bounded "$app" 20; rc=$?; app=""
# The reloads as the app measured them (save to the first frame of the new code), by kind.
if [ -s "$work/reloads.json" ]; then
  python3 - "$work/reloads.json" <<'PY'
import json, statistics, sys
r = json.load(open(sys.argv[1]))
out = {}
for kind in ("patch", "literals", "restart"):
    xs = [x["seconds"] for x in r if x["kind"] == kind]
    if xs: out[kind] = {"count": len(xs), "median_s": round(statistics.median(xs), 3), "max_s": round(max(xs), 3)}
print("reload-check: reload times " + json.dumps(out, sort_keys=True))
PY
fi
[ "$rc" = 130 ] && ok "SIGINT ends run --watch with 130" || bad "SIGINT: run --watch exited $rc"
wait_gone "$watched" "SIGINT at rest"
for sig in TERM KILL; do
  : >"$work/app.log"; start_watch; watched=$app
  if rebuilding; then
    sleep 1
    kill -"$sig" "$app" 2>/dev/null; wait_bounded "$app" 20; rc=$?; app=""
    want=$((128 + $(kill -l "$sig")))
    [ "$rc" = "$want" ] && ok "SIG$sig during a rebuild ends run --watch with $want" || bad "SIG$sig during a rebuild: exit $rc"
    wait_gone "$watched" "SIG$sig during a rebuild"
  else
    bad "SIG$sig: no rebuild started after an edit"; kill -KILL "$app" 2>/dev/null; wait_bounded "$app" 5; app=""
  fi
done
# 6. The SIGKILLed session could not remove its folder: the next session removes it.
dead="${TMPDIR:-/tmp}/motionlab-watch-$watched"
: >"$work/app.log"; start_watch
if [ ! -e "$dead" ] && grep -q "removed the folder.*motionlab-watch-$watched" "$work/app.log"; then ok "a later session removed the SIGKILLed session's folder"
else bad "the SIGKILLed session's folder $dead: $(ls -d "$dead" 2>&1)"; fi
kill -INT "$app" 2>/dev/null; wait_bounded "$app" 20; app=""
# Nothing was written into the package's sources but the edits made here.
written=$(find "$pkg/Sources" -newer "$work/good.swift" -type f ! -path "$file" ! -path "$pkg/Sources/ReloadProbe/main.swift" 2>/dev/null)
[ -z "$written" ] && ok "run --watch wrote nothing into the package's sources" || bad "run --watch wrote into the sources: $written"
echo "reload-check: $passed passed, $failed failed"
[ "$keep" = 1 ] && { echo "reload-check: logs and screenshots kept in $work"; sed 's/^/    /' "$work/app.log" | tail -30; }
[ "$failed" = 0 ]
