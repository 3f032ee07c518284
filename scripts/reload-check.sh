#!/usr/bin/env bash
# Hot reload end to end (run by scripts/test.sh): a package outside the repository, depending on this
# checkout by path, runs `run --watch` in a real window under Xvfb while this script edits its source:
#   1. an edit that changes a colour: the window shows the new colour (screenshot pixels), with the
#      scene time kept (a bar growing 5 pt/s is not back at its start) and the window the same one,
#      at the same place and size;
#   2. a compile error: the errors are shown over the window and the last good preview keeps running;
#   3. a crash in the new code (fatalError at start): reported, the old preview keeps running;
#   4. the next good edit: shown, the error gone.
# RELOAD_KEEP=1 keeps the screenshots (compile-error.png, crash.png) and the app's log.
# Prints the save-to-screen time of each reload (measured here from the save to the first screenshot
# showing it, and as the app reports it: save to the new build's first frame).
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
cleanup() {
  [ -n "$app" ] && kill "$app" 2>/dev/null && wait "$app" 2>/dev/null
  [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null
  [ "$keep" = 1 ] || rm -rf "$work"
}
trap cleanup EXIT
ok() { echo "reload-check: ok   $1"; passed=$((passed + 1)); }
bad() { echo "reload-check: FAIL $1"; failed=$((failed + 1)); keep=1; }
for tool in Xvfb xdotool import convert; do
  command -v "$tool" >/dev/null || { echo "reload-check: $tool is missing (scripts/install-deps.sh installs it)"; exit 1; }
done

pkg="$work/ReloadProbe"
mkdir -p "$pkg/Sources/ReloadProbe"
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
        ]),
    ]
)
EOF
cat >"$pkg/Sources/ReloadProbe/main.swift" <<'EOF'
import UIKit
import MotionLabPreview

PreviewApp.main([Preview("probe") { ProbeViewController() }])
EOF
# The file the check edits: a box of one colour, and a bar that grows 5 pt/s from scene time 0.
cat >"$pkg/Sources/ReloadProbe/ProbeViewController.swift" <<'EOF'
import UIKit

class ProbeViewController: UIViewController {
    let box = UIView(frame: CGRect(x: 20, y: 250, width: 100, height: 100))
    let bar = UIView(frame: CGRect(x: 0, y: 500, width: 0, height: 20))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1) // COLOUR
        bar.backgroundColor = .white
        view.addSubview(box)
        view.addSubview(bar)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 64, delay: 0, options: [.curveLinear], animations: {
            self.bar.frame.size.width = 320
        })
    }
}
EOF
file="$pkg/Sources/ReloadProbe/ProbeViewController.swift"

t=$(date +%s)
if swift build --package-path "$pkg" --scratch-path "$scratch" >"$work/build.log" 2>&1; then
  ok "the probe package builds by path ($(( $(date +%s) - t )) s)"
else
  tail -20 "$work/build.log" | sed 's/^/    /'; bad "the probe package does not build"; exit 1
fi
bin="$scratch/debug/ReloadProbe"

display=":$(( 300 + RANDOM % 100 ))"
Xvfb "$display" -screen 0 800x1200x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb=$!
export DISPLAY="$display"
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done
(cd "$pkg" && exec env -u SDL_VIDEODRIVER "$bin" run --watch --seconds 600 >"$work/app.log" 2>&1) &
app=$!
wid=$(timeout 30 xdotool search --sync --name "MotionLab" | head -1)
[ -n "$wid" ] || { bad "no window appeared"; sed 's/^/    /' "$work/app.log"; exit 1; }
geometry() { xdotool getwindowgeometry "$wid" 2>/dev/null | tr -s ' ' | tr '\n' ' '; }
geometry0=$(geometry)

shot() { import -window "$wid" "$work/shot.png" 2>/dev/null; }
# pixel X Y (window pixels, @2x) → "r,g,b"
pixel() { convert "$work/shot.png" -format "%[fx:int(255*p{$1,$2}.r)],%[fx:int(255*p{$1,$2}.g)],%[fx:int(255*p{$1,$2}.b)]" info: 2>/dev/null; }
is_colour() {  # "r,g,b" NAME
  local r g b; IFS=, read -r r g b <<<"$1"
  case "$2" in
    red) [ "$r" -gt 200 ] && [ "$g" -lt 60 ] && [ "$b" -lt 60 ] ;;
    blue) [ "$b" -gt 200 ] && [ "$r" -lt 60 ] && [ "$g" -lt 60 ] ;;
    green) [ "$g" -gt 200 ] && [ "$r" -lt 60 ] && [ "$b" -lt 60 ] ;;
    white) [ "$r" -gt 200 ] && [ "$g" -gt 200 ] && [ "$b" -gt 200 ] ;;
    errorpanel) [ "$r" -gt 50 ] && [ "$r" -gt $(( g + 40 )) ] ;;
  esac
}
box=(140 600)          # the box's centre, (70, 300) points
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

if wait_for red "${box[@]}" 30 >/dev/null; then ok "the preview shows in the window (red box)"; else bad "no red box: $(pixel "${box[@]}")"; fi
sleep 6   # scene time passes: the bar passes its 5-second mark
shot
is_colour "$(pixel "${bar5s[@]}")" white && ok "the bar grows with scene time" || bad "the bar did not grow: $(pixel "${bar5s[@]}")"

edit_colour() { sed -i "s/UIColor(red: [0-9.]*, green: [0-9.]*, blue: [0-9.]*, alpha: 1) \/\/ COLOUR/$1 \/\/ COLOUR/" "$file"; }
reloads=()
# 1. A colour edit.
edit_colour "UIColor(red: 0, green: 0, blue: 1, alpha: 1)"
if took=$(wait_for blue "${box[@]}" 240); then
  reloads+=("$took")
  ok "a colour edit is on screen $(printf '%.1f' "$took") s after the save, without a restart by hand"
  shot
  is_colour "$(pixel "${bar5s[@]}")" white && ok "the same scene time: the bar is still past its 5-second mark" \
    || bad "the scene restarted: the bar is back at $(pixel "${bar5s[@]}")"
else
  bad "the colour edit never showed: $(pixel "${box[@]}")"; tail -20 "$work/app.log" | sed 's/^/    /'
fi
[ "$(geometry)" = "$geometry0" ] && ok "the same window, same place and size ($geometry0)" || bad "the window moved or changed: $geometry0 → $(geometry)"

# 2. A compile error.
cp "$file" "$work/good.swift"
printf '\nlet probeBroken: Int = "not a number"\n' >>"$file"
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
crashed=0
for _ in $(seq 2400); do grep -q "the new build crashed" "$work/app.log" && { crashed=1; break; }; sleep 0.1; done
if [ "$crashed" = 1 ]; then
  sleep 0.5; shot
  grep -q "probe crash on purpose" "$work/app.log" && ok "a crash in the new code is reported with its message" || bad "the crash's message is missing"
  is_colour "$(pixel "${panel[@]}")" errorpanel && is_colour "$(pixel "${box[@]}")" blue \
    && ok "after the crash the old preview still runs, the crash shown over it" || bad "after the crash: panel $(pixel "${panel[@]}"), box $(pixel "${box[@]}")"
  cp "$work/shot.png" "$work/crash.png"
else
  bad "the crashing build was not reported"; tail -20 "$work/app.log" | sed 's/^/    /'
fi

# 3b. A crash after the new code is on screen (yellow, then a fatalError 4 s of real time later, on a
#     global queue: anything on the scene clock would run during the replay, before the first frame):
#     the previous build is opened again at the moment of the crash (blue, the bar past its mark).
cp "$work/good.swift" "$file"
edit_colour "UIColor(red: 1, green: 1, blue: 0, alpha: 1)"
sed -i 's/        super.viewDidLoad()/        super.viewDidLoad()\n        DispatchQueue.global().asyncAfter(deadline: .now() + 4) { fatalError("probe crash later") }/' "$file"
reopened=0
for _ in $(seq 2400); do grep -q "the preview crashed" "$work/app.log" && { reopened=1; break; }; sleep 0.1; done
if [ "$reopened" = 1 ] && wait_for blue "${box[@]}" 60 >/dev/null; then
  shot
  is_colour "$(pixel "${bar5s[@]}")" white && ok "a crash after the reload reopens the previous build at the same moment" \
    || bad "the reopened build restarted the scene: $(pixel "${bar5s[@]}")"
  grep -q "probe crash later" "$work/app.log" && is_colour "$(pixel "${panel[@]}")" errorpanel && ok "the later crash is shown over the reopened build" \
    || bad "the later crash is not shown: $(pixel "${panel[@]}")"
  cp "$work/shot.png" "$work/crash-later.png"
else
  bad "a crash after the reload did not reopen the previous build"; tail -20 "$work/app.log" | sed 's/^/    /'
fi

# 4. The next good edit.
cp "$work/good.swift" "$file"
edit_colour "UIColor(red: 0, green: 1, blue: 0, alpha: 1)"
if took=$(wait_for green "${box[@]}" 240); then
  reloads+=("$took")
  sleep 0.3; shot
  is_colour "$(pixel "${panel[@]}")" errorpanel && bad "the error panel stayed after a good build" \
    || ok "the next good edit shows ($(printf '%.1f' "$took") s after the save) and clears the errors"
  is_colour "$(pixel "${bar5s[@]}")" white && ok "still the same scene time after three rebuilds" || bad "the bar restarted"
else
  bad "the next good edit never showed"; tail -20 "$work/app.log" | sed 's/^/    /'
fi
kill -0 "$app" 2>/dev/null && ok "the window process ran throughout" || bad "the window process exited"
[ "$(geometry)" = "$geometry0" ] || bad "the window moved or changed by the end: $(geometry)"

kill -INT "$app" 2>/dev/null; wait "$app" 2>/dev/null; app=""
echo "reload-check: save to screen (screenshots): ${reloads[*]/%/ s}"
grep "built in\|reloaded in\|reload times" "$work/app.log" | sed 's/^/reload-check: app: /'
echo "reload-check: $passed passed, $failed failed"
[ "$keep" = 1 ] && { echo "reload-check: logs and screenshots kept in $work"; sed 's/^/    /' "$work/app.log" | tail -30; }
[ "$failed" = 0 ]
