#!/usr/bin/env bash
# Checks `motionlab curve` against its documented output shapes and usage errors.
#
#   scripts/cli-check.sh PATH/TO/motionlab
#
# Builds nothing: pass the binary, e.g. .build-cli/debug/motionlab after
#   swift build --scratch-path .build-cli --product motionlab
# Checks header lines, sample counts, first and last samples (exact values the commands document:
# a timing curve starts at 0,0 and ends at 1,1; a spring starts at value 0 with the given velocity),
# and that every bad argument is a usage error (exit code 2) whose message names the argument.
# Exits non-zero on any failure; the last line is "N passed, M failed".
set -u
BIN=${1:?usage: scripts/cli-check.sh PATH/TO/motionlab}
[ -x "$BIN" ] || { echo "not an executable: $BIN"; echo "0 passed, 1 failed"; exit 1; }

pass=0; fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }
expect_eq() { # description actual expected
    if [ "$2" == "$3" ]; then ok; else bad "$1: got '$2', expected '$3'"; fi
}
OUT=$(mktemp); ERR=$(mktemp); trap 'rm -f "$OUT" "$ERR"' EXIT

# run ARGS...: runs the binary, leaving stdout in $OUT, stderr in $ERR and the exit code in $rc.
run() { "$BIN" "$@" >"$OUT" 2>"$ERR"; rc=$?; }
line() { sed -n "${1}p" "$OUT"; }
rows_after() { tail -n +"$(( $1 + 1 ))" "$OUT" | wc -l | tr -d ' '; }   # data rows after N header lines

# check_xy NAME HEADER_COUNT SAMPLES ARGS...: an x,y curve from 0,0 to 1,1.
check_xy() {
    local name=$1 samples=$2; shift 2
    run "$@"
    expect_eq "$name exit code" "$rc" 0
    expect_eq "$name header" "$(line 1)" "x,y"
    expect_eq "$name sample count" "$(rows_after 1)" "$samples"
    expect_eq "$name first sample" "$(line 2)" "0.0,0.0"
    expect_eq "$name last sample" "$(tail -n 1 "$OUT")" "1.0,1.0"
    # x = i/(N-1): the middle sample of an odd count is exactly 0.5.
    if [ $((samples % 2)) -eq 1 ]; then
        expect_eq "$name middle x" "$(line $(( (samples - 1) / 2 + 2 )) | cut -d, -f1)" "0.5"
    fi
}

# check_usage NAME NEEDLE ARGS...: exit code 2 and NEEDLE in the message.
check_usage() {
    local name=$1 needle=$2; shift 2
    run "$@"
    expect_eq "$name exit code" "$rc" 2
    if grep -qF -- "$needle" "$ERR"; then ok; else bad "$name: message does not name '$needle': $(head -n 1 "$ERR")"; fi
    expect_eq "$name prints no CSV" "$(wc -c <"$OUT" | tr -d ' ')" 0
}

# --- bezier, named, easing -------------------------------------------------------------------
check_xy "bezier default" 11 curve bezier 0.25 0.1 0.25 1 --samples 11
check_xy "bezier overshoot (negative y)" 21 curve bezier 0.68 -0.55 0.265 1.55 --samples 21
check_xy "bezier samples first" 2 curve bezier --samples 2 0.42 0 0.58 1
# easeInOutBack dips below 0: some y must be negative.
run curve bezier 0.68 -0.55 0.265 1.55 --samples 21
if tail -n +2 "$OUT" | cut -d, -f2 | grep -q '^-'; then ok; else bad "bezier 0.68 -0.55 …: no negative y"; fi
# Diagonal control points make the curve y = x; the solver's error in x is below 1e-7.
run curve bezier 0 0 1 1 --samples 9
expect_eq "bezier linear is y = x within 1e-7" "$(tail -n +2 "$OUT" | awk -F, '{ d = $1 - $2 } d > 1e-7 || d < -1e-7' | wc -l | tr -d ' ')" 0
# named linear is Core Animation's linear function, which is exactly y = x.
run curve named linear --samples 9
expect_eq "named linear is exactly y = x" "$(tail -n +2 "$OUT" | awk -F, '$1 != $2' | wc -l | tr -d ' ')" 0
for n in linear easeIn easeOut easeInEaseOut default; do
    check_xy "named $n" 5 curve named "$n" --samples 5
done
for n in easeOutBounce easeInBack easeInOutElastic easeInExpo ease-in-out "cubic-bezier(0.1,0.7,1,0.1)"; do
    check_xy "easing $n" 101 curve easing "$n" --samples 101
done

# --- spring ----------------------------------------------------------------------------------
run curve spring --mass 2 --stiffness 100 --damping 10 --velocity 3 --fps 60 --duration 1
expect_eq "spring exit code" "$rc" 0
expect_eq "spring header" "$(line 1)" "t,value,velocity"
expect_eq "spring sample count (0…1 s at 60 fps)" "$(rows_after 1)" 61
expect_eq "spring t=0 row: value 0, velocity = --velocity" "$(line 2)" "0.0,0.0,3.0"
expect_eq "spring last t" "$(tail -n 1 "$OUT" | cut -d, -f1)" "1.0"
expect_eq "spring three columns" "$(tail -n +2 "$OUT" | awk -F, 'NF != 3' | wc -l | tr -d ' ')" 0
run curve spring --mass 1 --stiffness 100 --damping 10 --velocity -2.5 --fps 10 --duration 0.3
expect_eq "spring negative velocity, 0.3 s at 10 fps keeps its last frame" "$(rows_after 1)" 4
expect_eq "spring negative velocity first row" "$(line 2)" "0.0,0.0,-2.5"
run curve spring --mass 1 --stiffness 100 --damping 50 --allows-overdamping --fps 30 --duration 2
expect_eq "spring --allows-overdamping exit code" "$rc" 0
expect_eq "spring --allows-overdamping first row" "$(line 2)" "0.0,0.0,0.0"
# An over-damped spring from rest never overshoots: every value stays below 1.
expect_eq "over-damped spring stays below 1" "$(tail -n +2 "$OUT" | awk -F, '$2 >= 1' | wc -l | tr -d ' ')" 0

# --- uikit-spring ----------------------------------------------------------------------------
run curve uikit-spring --duration 0.5 --damping-ratio 0.7 --velocity 0 --fps 60
expect_eq "uikit-spring exit code" "$rc" 0
if line 1 | grep -Eq '^# mass=1\.0, stiffness=[0-9.e+-]+, damping=[0-9.e+-]+$'; then ok; else bad "uikit-spring comment line: '$(line 1)'"; fi
expect_eq "uikit-spring header" "$(line 2)" "t,value"
expect_eq "uikit-spring sample count (0…0.5 s at 60 fps)" "$(rows_after 2)" 31
expect_eq "uikit-spring first row" "$(line 3)" "0.0,0.0"
expect_eq "uikit-spring last t" "$(tail -n 1 "$OUT" | cut -d, -f1)" "0.5"
# damping = 2·ζ·√stiffness for mass 1 (UIKit's mapping).
if line 1 | awk -F'[=,]' '{ k = $4; c = $6; d = c - 2 * 0.7 * sqrt(k); exit !(d < 1e-9 && d > -1e-9) }'; then ok; else bad "uikit-spring damping != 2·ζ·√k: '$(line 1)'"; fi

# --- jnw-spring ------------------------------------------------------------------------------
run curve jnw-spring --mass 5 --stiffness 300 --damping 30
expect_eq "jnw-spring exit code" "$rc" 0
if line 1 | grep -Eq '^# duration=[0-9.e+-]+$'; then ok; else bad "jnw-spring comment line: '$(line 1)'"; fi
expect_eq "jnw-spring header" "$(line 2)" "t,value"
expect_eq "jnw-spring first row" "$(line 3)" "0.0,0.0"
# duration = keyframe count × 1 ms; keyframes are 1 ms apart; the last is within 1e-4 of 1.
n=$(rows_after 2)
if line 1 | awk -F= -v n="$n" '{ d = $2 - n * 0.001; exit !(d < 1e-9 && d > -1e-9) }'; then ok; else bad "jnw-spring duration != $n × 1 ms: '$(line 1)'"; fi
expect_eq "jnw-spring t step" "$(line 4 | cut -d, -f1)" "0.001"
if tail -n 1 "$OUT" | awk -F, '{ d = $2 - 1; exit !(d <= 1e-4 && d >= -1e-4) }'; then ok; else bad "jnw-spring last value not within 1e-4 of 1: '$(tail -n 1 "$OUT")'"; fi

# --- spot values against independent closed forms ---------------------------------------------
# near VALUE EXPECTED TOLERANCE: |VALUE − EXPECTED| ≤ TOLERANCE (awk arithmetic).
near() { awk -v a="$1" -v b="$2" -v e="$3" 'BEGIN { d = a - b; exit !(d <= e && d >= -e) }'; }
# Penner's easeOutBounce at 0.5: 7.5625·(0.5 − 1.5/2.75)² + 0.75 = 0.765625.
run curve easing easeOutBounce --samples 3
if near "$(line 3 | cut -d, -f2)" 0.765625 1e-12; then ok; else bad "easeOutBounce(0.5): '$(line 3)'"; fi
# easeInEaseOut (0.42,0,0.58,1) is point-symmetric about (0.5, 0.5).
run curve named easeInEaseOut --samples 3
if near "$(line 3 | cut -d, -f2)" 0.5 1e-6; then ok; else bad "easeInEaseOut(0.5): '$(line 3)'"; fi
# Under-damped spring from rest, m = 1, k = 100, c = 10: ζ = 0.5, ω_d = √75, and
# x(t) = 1 − e^(−5t)·(cos ω_d t + (5/ω_d)·sin ω_d t), v(t) = e^(−5t)·(100/ω_d)·sin ω_d t; row t = 0.5 (fps 2).
run curve spring --mass 1 --stiffness 100 --damping 10 --fps 2 --duration 0.5
row=$(line 3)
xr=$(awk 'BEGIN { w = sqrt(75); t = 0.5; printf "%.17g", 1 - exp(-5 * t) * (cos(w * t) + 5 / w * sin(w * t)) }')
vr=$(awk 'BEGIN { w = sqrt(75); t = 0.5; printf "%.17g", exp(-5 * t) * 100 / w * sin(w * t) }')
if near "$(echo "$row" | cut -d, -f2)" "$xr" 1e-9 && near "$(echo "$row" | cut -d, -f3)" "$vr" 1e-9; then ok; else bad "spring closed form at t = 0.5: '$row', expected $xr,$vr"; fi
# Mass 2, k = 200, c = 20 has the same ω0 and ζ as above, so the same curve (checks mass is used).
run curve spring --mass 2 --stiffness 200 --damping 20 --fps 2 --duration 0.5
if near "$(line 3 | cut -d, -f2)" "$xr" 1e-9; then ok; else bad "spring m=2 closed form at t = 0.5: '$(line 3)'"; fi

# --- usage errors: exit code 2, message names the argument -------------------------------------
S="--stiffness 100 --damping 10 --fps 60 --duration 1"
check_usage "spring negative mass" "--mass" curve spring --mass -1 $S
check_usage "spring zero mass" "--mass" curve spring --mass 0 $S
check_usage "spring NaN mass" "--mass" curve spring --mass nan $S
check_usage "spring infinite mass" "--mass" curve spring --mass inf $S
check_usage "spring non-numeric mass" "--mass" curve spring --mass abc $S
check_usage "spring zero stiffness" "--stiffness" curve spring --mass 1 --stiffness 0 --damping 10 --fps 60 --duration 1
check_usage "spring infinite stiffness" "--stiffness" curve spring --mass 1 --stiffness inf --damping 10 --fps 60 --duration 1
check_usage "spring negative damping" "--damping" curve spring --mass 1 --stiffness 100 --damping -1 --fps 60 --duration 1
check_usage "spring NaN velocity" "--velocity" curve spring --mass 1 $S --velocity nan
check_usage "spring zero fps" "--fps" curve spring --mass 1 --stiffness 100 --damping 10 --fps 0 --duration 1
check_usage "spring negative fps" "--fps" curve spring --mass 1 --stiffness 100 --damping 10 --fps -30 --duration 1
check_usage "spring negative duration" "--duration" curve spring --mass 1 --stiffness 100 --damping 10 --fps 60 --duration -1
check_usage "spring missing --fps" "--fps" curve spring --mass 1 --stiffness 100 --damping 10 --duration 1
check_usage "bezier one sample" "--samples" curve bezier 0.25 0.1 0.25 1 --samples 1
check_usage "bezier zero samples" "--samples" curve bezier 0.25 0.1 0.25 1 --samples 0
check_usage "bezier x1 outside [0,1]" "x1" curve bezier 1.5 0.1 0.25 1 --samples 5
check_usage "bezier NaN x2" "x2" curve bezier 0.25 0.1 nan 1 --samples 5
check_usage "bezier infinite y2" "y2" curve bezier 0.25 0.1 0.25 inf --samples 5
check_usage "bezier three numbers" "X1 Y1 X2 Y2" curve bezier 0.25 0.1 0.25 --samples 5
check_usage "bezier non-numeric y1" "y1" curve bezier 0.25 abc 0.25 1 --samples 5
check_usage "named unknown name" "name" curve named bounce --samples 5
check_usage "named lists known names" "easeInEaseOut" curve named bounce --samples 5
check_usage "named one sample" "--samples" curve named linear --samples 1
check_usage "easing unknown name lists names" "easeOutBounce" curve easing bounce --samples 5
check_usage "easing zero samples" "--samples" curve easing easeInQuad --samples 0
check_usage "uikit-spring zero damping ratio" "--damping-ratio" curve uikit-spring --duration 0.5 --damping-ratio 0 --fps 60
check_usage "uikit-spring NaN damping ratio" "--damping-ratio" curve uikit-spring --duration 0.5 --damping-ratio nan --fps 60
check_usage "uikit-spring negative duration" "--duration" curve uikit-spring --duration -1 --damping-ratio 0.5 --fps 60
check_usage "uikit-spring infinite velocity" "--velocity" curve uikit-spring --duration 0.5 --damping-ratio 0.5 --velocity inf --fps 60
check_usage "uikit-spring zero fps" "--fps" curve uikit-spring --duration 0.5 --damping-ratio 0.5 --fps 0
check_usage "jnw-spring negative mass" "--mass" curve jnw-spring --mass -5 --stiffness 300 --damping 30
check_usage "jnw-spring zero stiffness" "--stiffness" curve jnw-spring --mass 5 --stiffness 0 --damping 30
check_usage "jnw-spring NaN damping" "--damping" curve jnw-spring --mass 5 --stiffness 300 --damping nan

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
