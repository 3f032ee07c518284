#!/usr/bin/env bash
# Checks `motionlab curve` against its documented output shapes and usage errors, and the whole
# command line's promises on bad input: one-line errors naming the allowed range, negative numbers
# parsed as numbers, no NaN in output, checked writes (full device, closed stdout, `| head -1`),
# trace, frame, plot and video paths written through (symlinks, devices, FIFOs, other users' files,
# long names, names ffmpeg could misread) without destroying anything or leaving temporary files,
# misbehaving ffmpegs, SIGTERM on a blocked open and mid-write, bounded script files, and the
# headless fallback when the display is dead (with --script, --stats, without ffmpeg).
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
OUT=$(mktemp); ERR=$(mktemp); TMP=$(mktemp -d); trap 'rm -rf "$OUT" "$ERR" "$TMP"' EXIT
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")

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

# --- hardening: every refusal is one line naming what was wrong and the allowed values ---------
# check_error NAME CODE NEEDLE ARGS...: exit CODE, exactly one stderr line "Error: …" naming NEEDLE,
# no crash report, nothing on stdout.
check_error() {
    local name=$1 code=$2 needle=$3; shift 3
    run "$@"
    expect_eq "$name exit code" "$rc" "$code"
    expect_eq "$name: one stderr line" "$(wc -l <"$ERR" | tr -d ' ')" 1
    if head -n 1 "$ERR" | grep -q '^Error: ' && grep -qF -- "$needle" "$ERR"; then ok; else bad "$name: message does not name '$needle': $(head -c 300 "$ERR")"; fi
    if grep -qE 'Fatal error|crashed|Illegal instruction|Stack dump' "$ERR"; then bad "$name: crash report"; else ok; fi
    expect_eq "$name prints nothing on stdout" "$(wc -c <"$OUT" | tr -d ' ')" 0
}
RB="render --scene basics --duration 0.05"
check_error "render --duration 1e12" 2 "must be a number in 0…3600 (s)" render --duration 1e12
check_error "render --duration -1 (a number, not an option)" 2 "must be a number in 0…3600 (s)" render --duration -1
check_error "render --fps 1e9" 2 "must be a number in 1…1000" render --fps 1e9
check_error "render --fps 0" 2 "must be a number in 1…1000" render --fps 0
check_error "render --every 0" 2 "must be a whole number in 1…1000000" render --every 0
check_error "render --scale 3" 2 "must be a whole number in 1…2" render --scale 3
check_error "bench frame --frames 1e18" 2 "must be a whole number in 10…100000" bench frame --frames 1e18
check_error "bench frame --frames 10^18" 2 "must be a whole number in 10…100000" bench frame --frames 1000000000000000000
check_error "bench frame --frames 10^20 (overflow)" 2 "must be a whole number in 10…100000" bench frame --frames 100000000000000000000
check_error "bench core --runs 0" 2 "must be a whole number in 1…1000" bench core --runs 0
check_error "run --seconds -1" 2 "must be a number in 0…86400 (s)" run --seconds -1
check_error "curve --samples 1e30" 2 "must be a whole number in 2…10000000" curve bezier 0 0 1 1 --samples 1e30
check_error "curve --samples abc" 2 "must be a whole number in 2…10000000" curve named linear --samples abc
check_error "spring --fps 0" 2 "must be a number > 0 and ≤ 1000000" curve spring --mass 1 --stiffness 100 --damping 10 --fps 0 --duration 1
check_error "spring --duration 1e12" 2 "must be a number in 0…1000000 (s)" curve spring --mass 1 --stiffness 100 --damping 10 --fps 60 --duration 1e12
check_error "spring --velocity 1e300" 2 "-1000000…1000000" curve spring --mass 1 --stiffness 100 --damping 10 --velocity 1e300 --fps 60 --duration 1
check_error "--set not a number" 2 "--set stutter=abc: 'abc' is not a number; stutter takes 0…1 (s)" render --scene music --set stutter=abc
check_error "--set out of range" 2 "--set stutter=5: 5 is out of range; stutter takes 0…1 (s)" render --scene music --set stutter=5
check_error "--set unknown tunable" 2 "unknown tunable 'stuter'; this scene's tunables: stutter" render --scene music --set stuter=0.1
check_error "missing value" 2 "(see 'motionlab curve spring --help')" curve spring --mass 1 --stiffness 100 --damping 10 --fps 60
check_error "unknown subcommand" 2 "frob" curve frob
# A 100 kB argument is echoed cut to 80 characters.
big=$(head -c 100000 /dev/zero | tr '\0' a)
check_error "100 kB --scene" 2 "unknown scene 'aaaaaaaaaa" render --scene "$big"
if [ "$(wc -c <"$ERR")" -lt 300 ] && grep -qF "…'" "$ERR"; then ok; else bad "100 kB --scene: message not cut short ($(wc -c <"$ERR") bytes)"; fi
check_error "100 kB --samples" 2 "…' is invalid for '--samples <samples>'" curve named linear --samples "$big"
check_error "newline in a value stays one line" 2 "unknown scene 'a\nb'" render --scene $'a\nb'

# --- negative numbers parse as numbers ---------------------------------------------------------------
for v in -1 -0.5 -1e3 -.5 -1e-3; do
    run curve spring --mass 1 --stiffness 100 --damping 10 --velocity "$v" --fps 10 --duration 0.1
    expect_eq "spring --velocity $v exit code" "$rc" 0
    expect_eq "spring --velocity $v first row" "$(line 2 | cut -d, -f3)" "$(awk -v v="$v" 'BEGIN { printf "%s", v + 0 }' | sed 's/^-\([0-9]*\)$/-\1.0/; s/^-\./-0./; s/^-1000$/-1000.0/')"
    run curve bezier 0.5 "$v" 0.5 1.5 --samples 5
    expect_eq "bezier y1 = $v exit code" "$rc" 0
    expect_eq "bezier y1 = $v rows" "$(rows_after 1)" 5
    run curve uikit-spring --duration 0.5 --damping-ratio 0.7 --velocity "$v" --fps 10
    expect_eq "uikit-spring --velocity $v exit code" "$rc" 0
done
run curve spring --mass 1 --stiffness 100 --damping 10 --velocity=-2 --fps 10 --duration 0.1
expect_eq "--velocity=-2 first row" "$(line 2)" "0.0,0.0,-2.0"
run curve bezier --samples 5 -- 0.5 -0.5 0.5 -1e3
expect_eq "bezier after -- exit code" "$rc" 0
expect_eq "bezier after -- rows" "$(rows_after 1)" 5

# --- no NaN or infinity ever reaches output: extreme values are refused or computed finitely -------
for v in 0 5e-324 1e-300 1e300 1e308 -1e308 nan inf; do
    for args in "curve bezier 0.5 $v 0.5 -$v --samples 5" "curve jnw-spring --mass $v --stiffness 300 --damping 30" \
                "curve jnw-spring --mass $v --stiffness $v --damping $v" "curve spring --mass $v --stiffness $v --damping $v --fps 10 --duration 1" \
                "curve uikit-spring --duration 1 --damping-ratio $v --fps 10" "curve easing cubic-bezier(0.5,$v,0.5,1) --samples 5"; do
        run $args
        if [ "$rc" -eq 0 ] || [ "$rc" -eq 2 ]; then ok; else bad "$args: exit code $rc"; fi
        if grep -qiE '(^|,)-?(nan|inf)' "$OUT"; then bad "$args prints NaN/inf: $(grep -m1 -iE 'nan|inf' "$OUT")"; else ok; fi
    done
done

# --- standard output: every write checked ------------------------------------------------------------
if [ "$(id -u)" -eq 0 ]; then mknod "$TMP/full" c 1 7 && chmod 666 "$TMP/full"; FULL=$TMP/full; else FULL=/dev/full; fi
"$BIN" curve named linear --samples 5 >"$FULL" 2>"$ERR"; rc=$?
expect_eq "stdout on a full device: exit code" "$rc" 1
expect_eq "stdout on a full device: message" "$(cat "$ERR")" "Error: cannot write to standard output: No space left on device"
"$BIN" curve named linear --samples 5 >&- 2>"$ERR"; rc=$?
expect_eq "closed stdout: exit code" "$rc" 1
expect_eq "closed stdout: message" "$(cat "$ERR")" "Error: cannot write to standard output: Bad file descriptor"
"$BIN" --help >"$FULL" 2>"$ERR"; rc=$?
expect_eq "--help on a full device: exit code" "$rc" 1
"$BIN" curve named linear --samples 1000000 2>"$ERR" | head -n 1 >/dev/null; rc=${PIPESTATUS[0]}
expect_eq "| head -1: exit code 141 (128 + SIGPIPE)" "$rc" 141
expect_eq "| head -1: nothing on stderr" "$(wc -c <"$ERR" | tr -d ' ')" 0

# --- script files: bounded numbers, text only, known keys ---------------------------------------------
script() { printf '%b' "$1" >"$TMP/s.txt"; }
script '0 drag 0 0 1 1 1e300\n'
check_error "script drag 1e300" 2 "s.txt:1: drag DURATION must be > 0 and ≤ 60 seconds, got 1e300" $RB --script "$TMP/s.txt"
script '0 click 1 1\n0 click 1e300 5\n'
check_error "script coordinate 1e300" 2 "s.txt:2: X = 1e300 is out of range; X must be within ±100000 pt" $RB --script "$TMP/s.txt"
script '0 key spcae\n'
check_error "script unknown key" 2 "unknown key 'spcae'; keys: space r h" $RB --script "$TMP/s.txt"
script '0 click 1 2\n\x00\x01'
check_error "script binary" 2 "binary data, not a script (a NUL byte at offset 12)" $RB --script "$TMP/s.txt"
script '0 key space # caf\xe9\n'
check_error "script not UTF-8" 2 "not UTF-8 text (byte 0xE9 at offset 17)" $RB --script "$TMP/s.txt"
head -c 10000000 /dev/zero | tr '\0' 7 >"$TMP/s.txt"
check_error "script 10 MB line" 2 "the line is 10000000 characters long; the limit is 1000" $RB --script "$TMP/s.txt"
if [ "$(wc -c <"$ERR")" -lt 300 ]; then ok; else bad "script 10 MB line: message is $(wc -c <"$ERR") bytes"; fi
script '0 click 160 284\r\n0.02 key space\r\n'
run $RB --script "$TMP/s.txt"
expect_eq "script with CRLF exit code" "$rc" 0

# --- outputs: written through, never destroyed ---------------------------------------------------------
echo precious >"$TMP/kept.jsonl"; ln -s kept.jsonl "$TMP/link.jsonl"
run $RB --trace "$TMP/link.jsonl"
expect_eq "trace through a symlink: exit code" "$rc" 0
if [ -L "$TMP/link.jsonl" ] && head -c 10 "$TMP/kept.jsonl" | grep -q '^{"frame":0'; then ok; else bad "trace through a symlink: the link was replaced or its target not written"; fi
check_error "trace onto a full device" 1 "cannot write $FULL: No space left on device" $RB --trace "$FULL"
if [ -c "$FULL" ]; then ok; else bad "trace onto a full device replaced it"; fi
echo precious >"$TMP/kept.jsonl"; mkdir -p "$TMP/blocked/frame-00001.png"
check_error "a run failing after its first frame" 1 "cannot write $TMP/blocked/frame-00001.png: Is a directory" $RB --trace "$TMP/kept.jsonl" --frames "$TMP/blocked"
expect_eq "a failed run keeps the earlier trace" "$(cat "$TMP/kept.jsonl")" precious
expect_eq "a failed run leaves no temporary file" "$(ls -A "$TMP" | grep -c '^\.kept')" 0
mkfifo "$TMP/fifo"; cat "$TMP/fifo" >"$TMP/fifo.out" 2>/dev/null </dev/null & reader=$!
run $RB --trace "$TMP/fifo"; sleep 0.2
kill "$reader" 2>/dev/null; wait "$reader" 2>/dev/null   # still blocked only if the FIFO was replaced
expect_eq "trace into a FIFO: exit code" "$rc" 0
if [ -p "$TMP/fifo" ] && [ -s "$TMP/fifo.out" ]; then ok; else bad "trace into a FIFO: replaced or empty"; fi
touch "$TMP/a-file"
check_error "frames onto a file" 1 "cannot create $TMP/a-file/: a file of that name exists" $RB --frames "$TMP/a-file"
mkdir -p "$TMP/full-frames"; ln -s "$FULL" "$TMP/full-frames/frame-00000.png"
check_error "frames onto a full device" 1 "cannot write $TMP/full-frames/frame-00000.png: No space left on device" $RB --frames "$TMP/full-frames"
run $RB --frames "$TMP/new/deep/frames"
expect_eq "frames into missing parents: exit code" "$rc" 0
expect_eq "frames into missing parents: files" "$(ls "$TMP/new/deep/frames" | wc -l | tr -d ' ')" 4

# --- export, plots, recording, time travel ------------------------------------------------------------
check_error "export --format kotlin" 2 "unknown format 'kotlin'" export --scene music --format kotlin
check_error "export of a scene without one" 2 "has no export" export --scene particles --format css
check_error "curve plot into a missing folder" 1 "cannot write $TMP/nope/x.png: No such file or directory" curve spring --mass 1 --stiffness 100 --damping 10 --fps 60 --duration 1 --png "$TMP/nope/x.png"
if [ -e "$TMP/nope" ]; then bad "a failed plot left something behind"; else ok; fi
check_error "record into an unknown container" 2 "must end in .mp4, .webm or .gif" record --scene basics --duration 0.1 --out "$TMP/clip.avi"
check_error "render --at with nowhere to write" 2 "--at needs --frames DIR or --trace FILE" render --scene basics --at 0.5
run render --scene flight --duration 0.5 --scale 1 --frames "$TMP/timetravel-full"
run render --scene flight --scale 1 --at 0.25 --frames "$TMP/timetravel-at"
expect_eq "render --at writes one frame" "$(ls "$TMP/timetravel-at" | tr -d '\n')" "frame-00015.png"
if cmp -s "$TMP/timetravel-at/frame-00015.png" "$TMP/timetravel-full/frame-00015.png"; then ok; else bad "render --at differs from the full run's frame"; fi
if command -v ffmpeg >/dev/null && command -v ffprobe >/dev/null; then
    run record --scene music --duration 0.5 --fps 30 --scale 1 --out "$TMP/clip.mp4"
    expect_eq "record: exit code" "$rc" 0
    # The video lasts --duration: ⌈0.5 × 30⌉ = 15 frames, 0.5 s (3 s at 60 fps is 180, as the README says).
    expect_eq "record: 0.5 s at 30 fps is 15 frames" "$(ffprobe -v error -count_frames -select_streams v -show_entries stream=nb_read_frames -of csv=p=0 "$TMP/clip.mp4")" 15
    expect_eq "record: 0.5 s at 30 fps lasts 0.5 s" "$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$TMP/clip.mp4")" 0.500000
fi

# === The edit loop (issue 17): inspect, run --speed, run --watch ======================
# Bad values, a bad package folder, a missing Package.swift, no swift on PATH, no display, a binary
# not built by SwiftPM, a full output device: one-line errors with their exit codes.
check_error "inspect without --at" 2 "Missing expected argument '--at <at>'" inspect --scene music
check_error "inspect --at -1" 2 "must be a number in 0…3600 (s)" inspect --scene music --at -1
check_error "inspect --at 1e9" 2 "must be a number in 0…3600 (s)" inspect --scene music --at 1e9
check_error "inspect --at nan" 2 "must be a number in 0…3600 (s)" inspect --scene music --at nan
check_error "inspect an unknown scene" 2 "unknown scene 'nope'" inspect --scene nope --at 1
check_error "inspect --set out of range" 2 "stutter takes 0…1 (s)" inspect --scene music --at 1 --set stutter=5
check_error "inspect a missing script" 2 "--script" inspect --scene music --at 1 --script "$TMP/missing.txt"
printf '0.5 klick 1 2\n' >"$TMP/bad-script.txt"
check_error "inspect a bad script line" 2 "bad-script.txt:1" inspect --scene music --at 1 --script "$TMP/bad-script.txt"
run inspect --scene music --at 1.5
expect_eq "inspect music at 1.5: exit code" "$rc" 0
expect_eq "inspect music at 1.5: eight springs" "$(grep -c '"class": "CASpringAnimation"' "$OUT")" 8
if grep -q '"layer": "row5", "key": "position", "keyPath": "position", "kind": "UIView.animate"' "$OUT" && grep -q '"begin": 1.42' "$OUT"; then ok; else bad "inspect music at 1.5: row5 begins at 1.42: $(grep row5 "$OUT")"; fi
run inspect --scene music --at 1.5 --set stutter=0.1
if grep -q '"layer": "row4".*"begin": 1.6,.*"progress": 0,' "$OUT"; then ok; else bad "inspect --set stutter=0.1: row4 not begun at 1.5: $(grep row4 "$OUT")"; fi
"$BIN" inspect --scene music --at 1.5 >/dev/full 2>"$ERR"; rc=$?
expect_eq "inspect into a full device: exit code" "$rc" 1
if grep -q "No space left on device" "$ERR"; then ok; else bad "inspect into a full device: $(head -c 200 "$ERR")"; fi
check_error "run --speed 5" 2 "must be a number in 0.05…4 (× real time)" run --speed 5
check_error "run --speed 0" 2 "must be a number in 0.05…4 (× real time)" run --speed 0
check_error "run --speed abc" 2 "must be a number in 0.05…4 (× real time)" run --speed abc
check_error "run --speed inf" 2 "must be a number in 0.05…4 (× real time)" run --speed inf
check_error "run --package without --watch" 2 "--package is only for --watch" run --package "$TMP"
check_error "run --watch --package of a missing folder" 2 "--package $TMP/none: no Package.swift there" run --watch --package "$TMP/none"
check_error "run --watch --package without Package.swift" 2 "--package $TMP: no Package.swift there" run --watch --package "$TMP"
mkdir -p "$TMP/pkgfile"; : >"$TMP/pkgfile/file"
check_error "run --watch --package naming a file" 2 "no Package.swift there" run --watch --package "$TMP/pkgfile/file"
check_error "run --watch --serve" 2 "--serve and --watch exclude each other" run --watch --serve
check_error "run --serve by hand" 2 "use run --watch" run --serve --scene basics
mkdir -p "$TMP/watchpkg"; echo '// swift-tools-version:5.9' >"$TMP/watchpkg/Package.swift"
run_env() { env "$@" >"$OUT" 2>"$ERR"; rc=$?; }
run_env -u DISPLAY -u WAYLAND_DISPLAY "$BIN" run --watch --package "$TMP/watchpkg"
expect_eq "run --watch without a display: exit code" "$rc" 1
if grep -q "^Error: --watch needs a window: no display" "$ERR" && [ "$(wc -l <"$ERR" | tr -d ' ')" = 1 ]; then ok; else bad "run --watch without a display: $(head -c 300 "$ERR")"; fi
run_env PATH=/nonexistent "$BIN" run --watch --package "$TMP/watchpkg"
expect_eq "run --watch without swift on PATH: exit code" "$rc" 1
if grep -q "^Error: --watch: swift is not on PATH" "$ERR"; then ok; else bad "run --watch without swift: $(head -c 300 "$ERR")"; fi
cp "$BIN" "$TMP/copied-motionlab"
run_env "$TMP/copied-motionlab" run --watch --package "$TMP/watchpkg"
expect_eq "run --watch of a binary outside a SwiftPM build: exit code" "$rc" 1
if grep -q "cannot tell how .*copied-motionlab was built" "$ERR"; then ok; else bad "run --watch outside a build: $(head -c 300 "$ERR")"; fi
rm -f "$TMP/copied-motionlab"
# === end of the edit loop's block ============================================================
# --- every writer, hostile targets: written through, never destroyed, nothing left behind ------------
# (scripts/bad-inputs.sh runs every writer against every target class; this is one of each class.)
# leftovers DIR: hidden temporary files in DIR or in the private $TMPDIR.
export TMPDIR=$TMP/tmpdir; mkdir -p "$TMPDIR"
leftovers() { find "$1" "$TMPDIR" -mindepth 1 -name '.*' -type f 2>/dev/null | wc -l | tr -d ' '; }
O=$TMP/out; mkdir -p "$O"
TRACE="render --scene basics --duration 0.05 --scale 1"
PNG="curve named easeIn --samples 5 --png-scale 1"
mkdir -p "$O/folder.png"; echo in >"$O/folder.png/in"
check_error "plot onto a folder" 1 "cannot write $O/folder.png: Is a directory" $PNG --png "$O/folder.png"
expect_eq "plot onto a folder: the folder's file stays" "$(cat "$O/folder.png/in")" in
echo old >"$O/real.png"; ln -s real.png "$O/link.png"
run $PNG --png "$O/link.png"
if [ "$rc" = 0 ] && [ -L "$O/link.png" ] && head -c 4 "$O/real.png" | grep -q PNG; then ok; else bad "plot through a symlink: exit $rc, link or target wrong"; fi
if [ "$(id -u)" -eq 0 ]; then mknod "$O/full.png" c 1 7; else ln -s /dev/full "$O/full.png"; fi
check_error "plot onto a full device" 1 "cannot write $O/full.png: No space left on device" $PNG --png "$O/full.png"
if [ -c "$O/full.png" ]; then ok; else bad "plot onto a full device replaced it"; fi
mkfifo "$O/plot.png"; cat "$O/plot.png" >"$O/plot.got" 2>/dev/null & reader=$!
run $PNG --png "$O/plot.png"; sleep 0.1; kill "$reader" 2>/dev/null; wait "$reader" 2>/dev/null
if [ "$rc" = 0 ] && [ -p "$O/plot.png" ] && head -c 4 "$O/plot.got" | grep -q PNG; then ok; else bad "plot into a FIFO: exit $rc, replaced or nothing read"; fi
long=$(printf 'a%.0s' $(seq 245)).png
run $PNG --png "$O/$long"
expect_eq "a 249-byte plot name: exit code" "$rc" 0
check_error "a 256-byte trace name" 1 "File name too long" $TRACE --trace "$O/$(printf 'b%.0s' $(seq 250)).jsonl"
if [ "$(id -u)" -eq 0 ]; then
    echo theirs >"$O/ro.png"; chown 65534:65534 "$O/ro.png"; chmod 444 "$O/ro.png"
    check_error "plot onto another user's read-only file" 1 "cannot write $O/ro.png: Permission denied" $PNG --png "$O/ro.png"
    expect_eq "another user's read-only file stays" "$(cat "$O/ro.png") $(stat -c '%U %a' "$O/ro.png")" "theirs nobody 444"
    echo old >"$O/rw.jsonl"; chown 65534:65534 "$O/rw.jsonl"; chmod 664 "$O/rw.jsonl"
    run $TRACE --trace "$O/rw.jsonl"
    expect_eq "trace over another user's writable file keeps owner and mode" "$rc $(stat -c '%U %a' "$O/rw.jsonl") $(head -c 9 "$O/rw.jsonl")" '0 nobody 664 {"frame":'
fi
check_error "a trace that is one of the frames" 2 "would overwrite a frame this run writes" $TRACE --frames "$O/tf" --trace "$O/tf/frame-00001.png"
expect_eq "plots and traces leave no temporary file" "$(leftovers "$O")" 0

# --- signals: a blocked open and a long write end with 143 and leave nothing --------------------------
# signalled NAME SECONDS EXPECTED ARGS...: starts the command, sends SIGTERM after SECONDS, checks the exit code.
signalled() {
    local name=$1 after=$2 want=$3; shift 3
    "$BIN" "$@" >"$OUT" 2>"$ERR" & local pid=$!
    sleep "$after"; kill -TERM "$pid" 2>/dev/null
    local n=0; while kill -0 "$pid" 2>/dev/null && [ $n -lt 50 ]; do sleep 0.1; n=$((n + 1)); done
    kill -0 "$pid" 2>/dev/null && { kill -KILL "$pid"; bad "$name: still running 5 s after SIGTERM"; }
    wait "$pid"; expect_eq "$name: exit code" "$?" "$want"
}
mkfifo "$O/nobody-reads.jsonl"
signalled "trace into a FIFO nobody reads, SIGTERM" 0.5 143 $TRACE --trace "$O/nobody-reads.jsonl"
echo old >"$O/long.jsonl"
# 3,600 s at 60 fps is 216,000 traced frames: about 20 s of writing even on a fast machine, so SIGTERM
# after 1 s lands mid-write (60 s of music finished in 0.8 s on a quiet machine: no signal landed).
signalled "a long traced render, SIGTERM mid-write" 1 143 render --scene music --duration 3600 --scale 1 --trace "$O/long.jsonl"
expect_eq "a signalled render keeps the old trace" "$(cat "$O/long.jsonl")" old
expect_eq "a signalled render leaves no temporary file" "$(leftovers "$O")" 0

# --- standard output of export, list, bench raster: checked writes -------------------------------------
for args in "export --scene music --format css" "list" "bench raster --runs 1 --iterations 1"; do
    "$BIN" $args >"$FULL" 2>"$ERR"; rc=$?
    expect_eq "$args > full device" "$rc $(cat "$ERR")" "1 Error: cannot write to standard output: No space left on device"
    "$BIN" $args >&- 2>"$ERR"; rc=$?
    expect_eq "$args >&-" "$rc $(cat "$ERR")" "1 Error: cannot write to standard output: Bad file descriptor"
done
"$BIN" export --scene music --format swiftui 2>"$ERR" | (exit 0); rc=${PIPESTATUS[0]}
if { [ "$rc" = 0 ] || [ "$rc" = 141 ]; } && [ ! -s "$ERR" ]; then ok; else bad "export | (exit): exit $rc, $(head -c 200 "$ERR")"; fi

# --- messages: the program's own name, bench output, the CSS end of a spring still moving ---------------
ln -s "$BIN" "$TMP/MyPreviews"
"$TMP/MyPreviews" curve spring --mass 1 >"$OUT" 2>"$ERR"; rc=$?
if [ "$rc" = 2 ] && grep -qF "(see 'MyPreviews curve spring --help')" "$ERR"; then ok; else bad "a user package's help pointer: $(head -c 200 "$ERR")"; fi
check_error "bench output --frames -5" 2 "must be a whole number in 1…100000" bench output --frames -5
TMPDIR=$TMP/no-such-tmp check_error "bench output without its TMPDIR" 1 "cannot create a folder in $TMP/no-such-tmp: No such file or directory" bench output --scene basics --scale 1 --frames 2
if [ -e "$TMP/no-such-tmp" ]; then bad "bench output created a missing TMPDIR"; else ok; fi
run export --scene music --set dampingRatio=0.05 --format css
if grep -qE 'linear\(0, .*, 1\.01[0-9]* 100%, 1\)' "$OUT"; then ok; else bad "CSS of a ζ = 0.05 spring: no jump to 1 at 100 %: $(grep -m1 -o 'linear([^)]*)' "$OUT" | tail -c 60)"; fi

# --- ffmpeg misbehaving, the headless fallback's promises ---------------------------------------------
if command -v ffmpeg >/dev/null && command -v ffprobe >/dev/null; then
    F=$TMP/fakes; mkdir -p "$TMP/tbin"; ln -s "$(command -v timeout)" "$TMP/tbin/timeout"
    fake() { mkdir -p "$F/$1"; printf '#!/bin/sh\n%s\n' "$2" >"$F/$1/ffmpeg"; chmod +x "$F/$1/ffmpeg"; }
    fake zero 'cat >/dev/null; exit 0'; fake one 'echo "Unknown encoder libx264" >&2; exit 1'; fake killed 'kill -9 $$'; fake deaf 'exec sleep 1000'
    echo old >"$O/old.mp4"
    R="record --scene basics --duration 0.1 --scale 1 --out $O/old.mp4"
    PATH=$F/zero:$PATH check_error "ffmpeg exits 0 without writing" 1 "ffmpeg exited 0 but its video is incomplete: the file is empty" $R
    PATH=$F/one:$PATH check_error "ffmpeg exits 1" 1 "ffmpeg exited with status 1: Unknown encoder libx264" $R
    PATH=$F/killed:$PATH check_error "ffmpeg killed" 1 "ffmpeg was killed by signal 9" $R
    MOTIONLAB_TOOL_TIMEOUT=0.5 PATH=$F/deaf:$PATH check_error "ffmpeg never reads" 1 "ffmpeg stopped reading its input for 0.5 s" $R
    expect_eq "a failed record keeps the old video" "$(cat "$O/old.mp4")" old
    if pgrep -f "$F" >/dev/null; then bad "a fake ffmpeg outlived the command"; pkill -KILL -f "$F/"; else ok; fi
    echo old >"$O/old2.mp4"
    signalled "a long record, SIGTERM mid-write" 1 143 record --scene music --duration 600 --scale 1 --out "$O/old2.mp4"
    expect_eq "a signalled record keeps the old video" "$(cat "$O/old2.mp4")" old
    mkdir -p "$O/dir.mp4"; echo in >"$O/dir.mp4/in"
    check_error "record onto a folder" 1 "cannot write $O/dir.mp4: Is a directory" record --scene basics --duration 0.1 --scale 1 --out "$O/dir.mp4"
    expect_eq "record onto a folder keeps it" "$(cat "$O/dir.mp4/in")" in
    run record --scene basics --duration 0.1 --scale 1 --out "$O/take-12:30.mp4"
    expect_eq "record to a name with a colon" "$rc $(ffprobe -v error -count_packets -select_streams v -show_entries stream=nb_read_packets -of csv=p=0 "file:$O/take-12:30.mp4")" "0 6"
    expect_eq "records leave no temporary file" "$(leftovers "$O")" 0
    # The fallback without ffmpeg: PNG frames and the contact sheet, one notice line.
    rm -rf "$TMP/run"; mkdir -p "$TMP/run"
    (cd "$TMP/run" && env -u DISPLAY -u WAYLAND_DISPLAY SDL_VIDEODRIVER=offscreen PATH="$F/none:$TMP/tbin" timeout 60 "$BIN" run --scene basics --seconds 0.2 --scale 1 >"$OUT" 2>"$ERR"); rc=$?
    expect_eq "fallback without ffmpeg: exit code and one line" "$rc $(wc -l <"$ERR" | tr -d ' ')" "0 1"
    if [ -s "$TMP/run/motionlab-out/basics/frame-00000.png" ] && [ -s "$TMP/run/motionlab-out/contact-sheet.png" ]; then ok; else bad "fallback without ffmpeg: no PNG frames or contact sheet"; fi
fi
(cd "$TMP/run" 2>/dev/null || cd "$TMP"; env -u DISPLAY -u WAYLAND_DISPLAY SDL_VIDEODRIVER=offscreen "$BIN" run --scene basics --stats s.json >"$OUT" 2>"$ERR"); rc=$?
expect_eq "fallback with --stats: one line, exit 1" "$rc $(wc -l <"$ERR" | tr -d ' ')" "1 1"
if grep -q '^Error: cannot write s.json: --stats measures the window' "$ERR"; then ok; else bad "fallback --stats message: $(head -c 200 "$ERR")"; fi
printf '0 key spcae\n' >"$TMP/bad.txt"
(cd "$TMP"; env -u DISPLAY -u WAYLAND_DISPLAY SDL_VIDEODRIVER=offscreen "$BIN" run --scene basics --script "$TMP/bad.txt" >"$OUT" 2>"$ERR"); rc=$?
expect_eq "fallback with a bad script: usage error" "$rc $(wc -l <"$ERR" | tr -d ' ')" "2 1"
# === port (issue 16) ==================================================================================
# `motionlab port IN_DIR OUT_DIR`: the MotionLabPort rewrite of a folder, through the motionlab-port
# tool built beside the binary (`swift build --product motionlab-port`; test.sh builds everything).
# Bad inputs: one-line errors, exit 2 for paths that cannot work, 1 for files that cannot be read,
# decoded, parsed or written — and then nothing written, the input never touched.
P="$TMP/port"; mkdir -p "$P/in/Screens"
cat >"$P/in/Screens/Card.swift" <<'SWIFT'
import UIKit

class CardViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
    @objc dynamic var progress: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        view.addGestureRecognizer(pan)
        let s = "#selector(notThis)"   // #selector(norThis)
        print(s)
    }

    @objc private func handlePan(_ gesture: UIPanGestureRecognizer) {}
}
SWIFT
cat >"$P/expected-Card.swift" <<'SWIFT'
import UIKit

class CardViewController: UIViewController {
    weak var titleLabel: UILabel!
    dynamic var progress: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let pan = UIPanGestureRecognizer(target: self, action: CardViewController.handlePan(_:))
        view.addGestureRecognizer(pan)
        let s = "#selector(notThis)"   // #selector(norThis)
        print(s)
    }

    private func handlePan(_ gesture: UIPanGestureRecognizer) {}
}
SWIFT
printf 'import UIKit\nfinal class Plain {}\n' >"$P/in/Plain.swift"
printf 'not swift\n' >"$P/in/notes.txt"
tool_dir=$(dirname "$(readlink -f "$BIN")")
if [ -x "$tool_dir/motionlab-port" ] || [ -x "$tool_dir/motionlab-port-tool" ]; then
    in_sum=$(cat "$P"/in/*.swift "$P"/in/Screens/*.swift | cksum)
    run port "$P/in" "$P/out"
    expect_eq "port: exit code" "$rc" 0
    if cmp -s "$P/out/Screens/Card.swift" "$P/expected-Card.swift"; then ok; else bad "port: Screens/Card.swift differs from the expected rewrite: $(diff "$P/expected-Card.swift" "$P/out/Screens/Card.swift" | head -5 | tr '\n' '|')"; fi
    if cmp -s "$P/out/Plain.swift" "$P/in/Plain.swift"; then ok; else bad "port: an unchanged file is not copied byte for byte"; fi
    if [ -e "$P/out/notes.txt" ]; then bad "port: copied a file that is not Swift"; else ok; fi
    if grep -q "^Screens/Card.swift: 1 selector → method reference, 3 attributes dropped" "$OUT" && grep -q "^Plain.swift: unchanged" "$OUT" \
        && grep -q "#selector(handlePan(_:)) → CardViewController.handlePan(_:)" "$OUT"; then ok; else bad "port: report: $(head -c 400 "$OUT" | tr '\n' '|')"; fi
    expect_eq "port: the input is untouched" "$(cat "$P"/in/*.swift "$P"/in/Screens/*.swift | cksum)" "$in_sum"
    check_error "port without IN_DIR" 2 "Missing expected argument '<in-dir>'" port
    check_error "port without OUT_DIR" 2 "Missing expected argument '<out-dir>'" port "$P/in"
    check_error "port from a missing IN_DIR" 2 "IN_DIR $P/nope does not exist" port "$P/nope" "$P/out2"
    check_error "port from a file" 2 "IN_DIR $P/in/Plain.swift is a file, not a folder" port "$P/in/Plain.swift" "$P/out2"
    check_error "port into IN_DIR itself" 2 "is inside IN_DIR" port "$P/in" "$P/in"
    check_error "port into a folder inside IN_DIR" 2 "OUT_DIR $P/in/Screens/out is inside IN_DIR $P/in" port "$P/in" "$P/in/Screens/out"
    check_error "port into a folder containing IN_DIR" 2 "IN_DIR $P/in is inside OUT_DIR $P" port "$P/in" "$P"
    check_error "port into a file" 2 "OUT_DIR $P/in/notes.txt is a file, not a folder" port "$P/in" "$P/in/notes.txt"
    check_error "port into a non-empty folder" 2 "OUT_DIR $P/out is not empty" port "$P/in" "$P/out"
    run port "$P/in" "$P/out" --overwrite
    expect_eq "port --overwrite: exit code" "$rc" 0
    printf 'x\n' >"$P/blocker"
    check_error "port into an unwritable OUT_DIR" 1 "cannot create folder $P/blocker/out: Not a directory" port "$P/in" "$P/blocker/out"
    mkdir -p "$P/empty"
    check_error "port from a folder without Swift files" 2 "no .swift files in IN_DIR" port "$P/empty" "$P/out3"
    mkdir -p "$P/bad"; cp "$P/in/Plain.swift" "$P/bad/A.swift"; printf 'let s = "\xff\xfe"\n' >"$P/bad/B.swift"
    check_error "port of a non-UTF-8 file" 1 "$P/bad/B.swift is not UTF-8 text (bad byte at offset 9); nothing written" port "$P/bad" "$P/out-bad"
    if [ -e "$P/out-bad" ]; then bad "port: a failed port wrote something"; else ok; fi
    mkdir -p "$P/broken"; cp "$P/in/Plain.swift" "$P/broken/A.swift"; printf 'class B {\n    func f( {\n}\n' >"$P/broken/B.swift"
    check_error "port of a file that does not parse" 1 "$P/broken/B.swift:2:13: does not parse: expected ')'; nothing written" port "$P/broken" "$P/out-broken"
    if [ -e "$P/out-broken" ]; then bad "port: a failed port wrote something"; else ok; fi
    check_error "port with an unknown option" 2 "--force" port "$P/in" "$P/out4" --force
else
    check_error "port without its tool" 1 "the port tool is not built" port "$P/in" "$P/out"
    echo "cli-check: the motionlab-port tool is not beside $BIN: only its absence was checked"
fi
# === end of port ======================================================================================

# === tunable literals (issue 17) =======================================================================
# motionlab compiles no file through the MotionLabPort plugin, so it has no tunable literals: the
# commands say so in one line, and an id is refused before anything runs. The rewrite itself, through
# the motionlab-port tool: an animation literal wrapped in its lookup keyed by the user's line and
# column (the build layout), the per-target table, and `port`'s files left without lookups. The write
# path's hostile files are checked on a plugin-built package (examples-check.sh, bad-inputs.sh).
run list --literals
expect_eq "list --literals without literals: exit code" "$rc" 0
expect_eq "list --literals without literals: nothing on stdout" "$(wc -c <"$OUT" | tr -d ' ')" 0
if grep -q "no tunable literals" "$ERR" && [ "$(wc -l <"$ERR" | tr -d ' ')" = 1 ]; then ok; else bad "list --literals without literals: stderr '$(cat "$ERR")'"; fi
check_error "--set of an unknown literal" 2 "unknown literal 'Card.swift:3:4': this program has no tunable literals" render --scene basics --duration 0.05 --set Card.swift:3:4=0.5 --trace "$TMP/lit-never.jsonl"
if [ -e "$TMP/lit-never.jsonl" ]; then bad "--set of an unknown literal wrote its trace"; else ok; fi
check_error "--set of a literal to a non-number" 2 "'abc' is not a number" render --scene basics --duration 0.05 --set Card.swift:3:4=abc
check_error "literals --write of an unknown literal" 2 "--write Card.swift:3:4=1: unknown literal" literals --write Card.swift:3:4=1
check_error "literals --write without ID=VALUE" 2 "'Card.swift' is not ID=VALUE" literals --write Card.swift
check_error "literals --write without a value" 2 "Missing value for '--write <write>'" literals --write
check_error "tunables and literals apart" 2 "unknown tunable 'nope'" render --scene music --duration 0.05 --set nope=1
L="$TMP/literals"; mkdir -p "$L/iOS/Cards"
cat >"$L/iOS/Cards/Card.swift" <<'SWIFT'
import UIKit

class Card: UIViewController {
    func pop() {
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.55, initialSpringVelocity: -2,
                       options: [], animations: { self.view.alpha = 1 })
    }
}
SWIFT
lit_tool=""
for t in "$tool_dir/motionlab-port" "$tool_dir/motionlab-port-tool"; do [ -x "$t" ] && lit_tool="$t" && break; done
if [ -n "$lit_tool" ]; then
    "$lit_tool" file "$L/iOS/Cards/Card.swift" --output "$L/Card.built.swift" --module App --literal-path Cards/Card.swift >"$OUT" 2>"$ERR"; rc=$?
    expect_eq "port tool, build layout: exit code" "$rc" 0
    if grep -qF 'usingSpringWithDamping: __designTimeFloat("App/Cards/Card.swift:5:77", fallback: 0.55)' "$L/Card.built.swift" \
        && grep -qF 'initialSpringVelocity: __designTimeInteger("App/Cards/Card.swift:5:106", fallback: -2)' "$L/Card.built.swift" \
        && grep -qF 'self.view.alpha = 1 })' "$L/Card.built.swift" \
        && [ "$(grep -c . "$L/Card.built.swift")" = "$(( $(grep -c . "$L/iOS/Cards/Card.swift") + 2 ))" ]; then ok
    else bad "port tool, build layout: literals not wrapped at the user's positions: $(sed -n 6p "$L/Card.built.swift")"; fi
    "$lit_tool" target-file MotionLabPortLiterals.swift --output "$L/Table.swift" --module App --root "$L/iOS" "$L/iOS/Cards/Card.swift" >"$OUT" 2>"$ERR"; rc=$?
    expect_eq "port tool, the table: exit code" "$rc" 0
    if grep -qF 'LiteralSiteRecord(5, 77, ' "$L/Table.swift" && grep -qF '"UIView.animate … usingSpringWithDamping", "usingSpringWithDamping", .dampingRatio' "$L/Table.swift" \
        && grep -qF '@used @section(".init_array")' "$L/Table.swift" && grep -qF "displayPath: \"$L/iOS/Cards/Card.swift\"" "$L/Table.swift"; then ok
    else bad "port tool, the table: $(grep -c LiteralSiteRecord "$L/Table.swift") records"; fi
    "$lit_tool" file "$L/iOS/Cards/Card.swift" --output "$L/x.swift" --module App >"$OUT" 2>"$ERR"; rc=$?
    expect_eq "port tool: --module without --literal-path is a usage error" "$rc" 2
    if grep -qF "go together" "$ERR"; then ok; else bad "port tool: --module alone: $(cat "$ERR")"; fi
    run port "$L/iOS" "$L/ported"
    if [ "$rc" = 0 ] && cmp -s "$L/ported/Cards/Card.swift" "$L/iOS/Cards/Card.swift"; then ok; else bad "port: a file whose only animation is literals is not copied byte for byte (no lookups in files to keep)"; fi
else
    echo "cli-check: the motionlab-port tool is not beside $BIN: the literal rewrite was not checked"
fi
# === end of tunable literals ===========================================================================

# --- display: a dead X server or Wayland socket falls back to headless output -----------------------
# A display number nobody serves (xvfb-run elsewhere on the machine takes :99 by default).
dead=$(for n in $(seq 173 299); do [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ] || { echo "$n"; break; }; done)
for envs in "DISPLAY=:$dead" "WAYLAND_DISPLAY=wayland-9"; do
    rm -rf "$TMP/run"; mkdir -p "$TMP/run"
    (cd "$TMP/run" && env -u SDL_VIDEODRIVER -u DISPLAY -u WAYLAND_DISPLAY $envs timeout 60 "$BIN" run --scene basics --seconds 0.2 >"$OUT" 2>"$ERR"); rc=$?
    expect_eq "run with $envs: exit code" "$rc" 0
    if [ "$(wc -l <"$ERR" | tr -d ' ')" = 1 ]; then ok; else bad "run with $envs: one stderr line, got: $(head -c 400 "$ERR" | tr '\n' '|')"; fi
    if grep -q "^motionlab: no usable display (${envs%%=*}=" "$ERR"; then ok; else bad "run with $envs: notice '$(head -c 200 "$ERR")'"; fi
    if [ -s "$TMP/run/motionlab-out/basics.mp4" ] || [ -s "$TMP/run/motionlab-out/basics/frame-00000.png" ]; then ok; else bad "run with $envs: no headless output"; fi
done

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
