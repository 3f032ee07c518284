#!/usr/bin/env bash
# Save-to-first-new-frame of `run --watch` as the window measures it (from the first inotify event of
# the save to the first frame of the new code), for the three kinds of edit, printed as JSON:
#   body      a colour changed in viewDidLoad: a patch (the edited function replaced in the running
#             preview, then rebuilt and replayed in-process)
#   literal   a tunable literal of an animation changed (a file of iOS/ through the port plugin): applied
#             without a compile
#   stored    a stored property added: a restart (the module built again, a new preview process replayed)
# Each edit waits for the previous reload to finish; N (default 20) of the first two, N/5 of the third.
# Not part of scripts/test.sh (it takes minutes); reload-check.sh checks the same paths once each.
#
# Usage: scripts/reload-bench.sh [N]     RELOAD_SCRATCH=DIR reuses a build folder (default: .build).
set -uo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd -P)
n=${1:-20}
[[ "$n" =~ ^[0-9]+$ ]] && [ "$n" -ge 1 ] || { echo "reload-bench: N must be a whole number ≥ 1, not '$n'" >&2; exit 2; }
work=$(mktemp -d "${TMPDIR:-/tmp}/reload-bench.XXXXXX")
scratch="${RELOAD_SCRATCH:-$repo/.build}"
xvfb=""; app=""
cleanup() {
  if [ -n "$app" ]; then
    kill "$app" 2>/dev/null
    for _ in $(seq 150); do kill -0 "$app" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$app" 2>/dev/null
  fi
  [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT
for tool in Xvfb python3; do
  command -v "$tool" >/dev/null || { echo "reload-bench: $tool is missing (scripts/install-deps.sh installs it)" >&2; exit 1; }
done

pkg="$work/Bench"
mkdir -p "$pkg/Sources/Bench/iOS"
cat >"$pkg/Package.swift" <<EOF
// swift-tools-version:5.9
import PackageDescription
let package = Package(
    name: "Bench",
    dependencies: [.package(name: "MotionLab", path: "$repo")],
    targets: [
        .executableTarget(name: "Bench", dependencies: [
            .product(name: "UIKit", package: "MotionLab"),
            .product(name: "MotionLabPreview", package: "MotionLab"),
        ], exclude: ["iOS"], plugins: [.plugin(name: "MotionLabPort", package: "MotionLab")]),
    ]
)
EOF
cat >"$pkg/Sources/Bench/main.swift" <<'EOF'
import UIKit
import MotionLabPreview

PreviewApp.main([Preview("bench") { CardViewController() }])
EOF
# A card that springs in (UIKit's spring: damping and duration tunable) and a box whose colour is edited.
cat >"$pkg/Sources/Bench/iOS/CardViewController.swift" <<'EOF'
import UIKit

class CardViewController: UIViewController {
    let card = UIView(frame: CGRect(x: 20, y: 600, width: 280, height: 160))
    let box = UIView(frame: CGRect(x: 20, y: 200, width: 100, height: 100))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        box.backgroundColor = UIColor(red: 0.10, green: 0.5, blue: 0.9, alpha: 1) // COLOUR
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        view.addSubview(box)
        view.addSubview(card)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 0.8, delay: 0.2, usingSpringWithDamping: 0.50, initialSpringVelocity: 0, options: [], animations: {
            self.card.frame.origin.y = 300
        })
    }
}
EOF
file="$pkg/Sources/Bench/iOS/CardViewController.swift"
echo "reload-bench: building the bench package…" >&2
timeout 2400 swift build --package-path "$pkg" --scratch-path "$scratch" >"$work/build.log" 2>&1 || { tail -20 "$work/build.log" >&2; echo "reload-bench: the bench package does not build" >&2; exit 1; }

display=":$(( 500 + RANDOM % 100 ))"
Xvfb "$display" -screen 0 800x1200x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
export DISPLAY="$display"
sleep 1
(cd "$pkg" && exec env -u SDL_VIDEODRIVER MOTIONLAB_RELOAD_TIMES="$work/reloads.json" "$scratch/debug/Bench" run --watch --seconds 3600 >"$work/app.log" 2>&1) &
app=$!
for _ in $(seq 2400); do grep -q "patch reload ready" "$work/app.log" && break; sleep 0.1; done
grep -q "patch reload ready" "$work/app.log" || { tail -20 "$work/app.log" >&2; echo "reload-bench: patch reload never got ready" >&2; exit 1; }
sleep 2

done_lines() { grep -Ec '^motionlab: (patched|restarted|reloaded) .*in [0-9.]+ s|^motionlab: up to date' "$work/app.log"; }
edit() {  # SED-EXPRESSION: apply it, wait for its reload (at most 300 s)
  local before; before=$(done_lines)
  sed -i "$1" "$file"
  for _ in $(seq 3000); do [ "$(done_lines)" -gt "$before" ] && return 0; sleep 0.1; done
  echo "reload-bench: no reload after an edit; the end of the log:" >&2; tail -5 "$work/app.log" >&2; return 1
}
for i in $(seq "$n"); do
  edit "s/UIColor(red: 0\.[0-9]*, green/UIColor(red: 0.$(( 10 + i )), green/" || exit 1
done
for i in $(seq "$n"); do
  edit "s/usingSpringWithDamping: 0\.[0-9]*,/usingSpringWithDamping: 0.$(( 50 + i )),/" || exit 1
done
for i in $(seq $(( (n + 4) / 5 ))); do
  edit "s/^    let box = UIView/    var benchExtra$i = $i\n    let box = UIView/" || exit 1
done
kill -INT "$app"
for _ in $(seq 200); do kill -0 "$app" 2>/dev/null || break; sleep 0.1; done
app=""
python3 - "$work/reloads.json" "$(uptime | sed 's/.*load average: //')" <<'PY'
import json, statistics, sys
r = json.load(open(sys.argv[1]))
def stats(kind):
    xs = sorted(x["seconds"] for x in r if x["kind"] == kind)
    if not xs: return None
    p95 = xs[min(len(xs) - 1, int(round(0.95 * (len(xs) - 1))))]
    return {"count": len(xs), "median_s": round(statistics.median(xs), 3), "p95_s": round(p95, 3), "max_s": round(xs[-1], 3)}
print(json.dumps({"body_edit": stats("patch"), "literal_edit": stats("literals"), "stored_property_edit": stats("restart"),
                  "load_average": sys.argv[2]}, sort_keys=True))
PY
