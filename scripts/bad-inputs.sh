#!/usr/bin/env bash
# A hostile-user sweep: runs a few hundred bad inputs through `motionlab` and checks, for each one,
# the promises the command line makes (README: bad input):
#
#   - no crash: no "Fatal error", "Program crashed", "Illegal instruction", "Stack dump", signal deaths
#   - a refusal is exit code 2 (usage) or 1 (a failure while running), with exactly ONE stderr line
#     starting "Error: ", at most 400 characters long
#   - an accepted input (exit 0) prints no NaN or infinity and nothing on stderr
#   - nothing that should survive is replaced: a symlink, a private full device, an earlier trace
#   - every run ends within its time limit (no hang)
#
#   scripts/bad-inputs.sh PATH/TO/motionlab
#
# Prints one line per kind (cases; exit codes 0, 2, 1 and other — 141 only for `| head -1`; cases
# with a violation) and every violation; the last line is "N cases, M violations". Exits non-zero
# on any violation. Safe to point at an old binary: devices and files it might destroy are private
# copies in a temporary folder. Takes about a minute with a debug build.
set -u
BIN=${1:?usage: scripts/bad-inputs.sh PATH/TO/motionlab}
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")
[ -x "$BIN" ] || { echo "not an executable: $BIN"; exit 1; }
REPO=$(cd "$(dirname "$0")/.." && pwd)
export MOTIONLAB_RESOURCES="$REPO/Resources"
unset DISPLAY WAYLAND_DISPLAY
export SDL_VIDEODRIVER=offscreen

WORK=$(mktemp -d); trap 'chmod -R u+rwx "$WORK" 2>/dev/null; rm -rf "$WORK"' EXIT
cd "$WORK"
OUT=$WORK/.out; ERR=$WORK/.err

# Files that must survive every run unchanged.
echo "precious trace" > kept.jsonl
ln -s kept.jsonl link.jsonl
if [ "$(id -u)" -eq 0 ]; then
    # Private devices: a regression running as root cannot replace the system's /dev/full, /dev/null.
    mknod full c 1 7; mknod null c 1 3; chmod 666 full null
else
    ln -s /dev/full full; ln -s /dev/null null
fi
FULL=$WORK/full NULL=$WORK/null
survivors_ok() {
    [ -L link.jsonl ] && [ "$(readlink link.jsonl)" = kept.jsonl ] && [ -c "$FULL" ] && [ -c "$NULL" ] && [ -c /dev/null ] && [ -c /dev/full ]
}

declare -A n_cases n_ok n_usage n_fail n_other n_bad
kinds=()
violations=0
report() { violations=$((violations + 1)); echo "VIOLATION [$kind] $*"; }

# case KIND EXPECT TIMEOUT ARGS... : EXPECT is "refuse" (must exit 1 or 2), "usage" (must exit 2),
# "fail" (must exit 1), "any" (0 with clean output, or a proper refusal), "ok" (must exit 0).
init_kind() {
    kind=$1
    if [ -z "${n_cases[$kind]+x}" ]; then kinds+=("$kind"); n_cases[$kind]=0; n_ok[$kind]=0; n_usage[$kind]=0; n_fail[$kind]=0; n_other[$kind]=0; n_bad[$kind]=0; fi
}
run_case() {
    init_kind "$1"; local expect=$2 limit=$3; shift 3
    n_cases[$kind]=$((n_cases[$kind] + 1))
    local before=$violations
    timeout -s KILL "$limit" "$BIN" "$@" >"$OUT" 2>"$ERR"
    local rc=$?
    check_result "$expect" "$rc" "$*"
    [ $violations -gt $before ] && n_bad[$kind]=$((n_bad[$kind] + 1))
}

# check_result EXPECT RC DESCRIPTION: the invariants, on $OUT and $ERR.
check_result() {
    local expect=$1 rc=$2 what=${3:0:120}
    case $rc in
        0) n_ok[$kind]=$((n_ok[$kind] + 1)) ;;
        2) n_usage[$kind]=$((n_usage[$kind] + 1)) ;;
        1) n_fail[$kind]=$((n_fail[$kind] + 1)) ;;
        *) n_other[$kind]=$((n_other[$kind] + 1)) ;;
    esac
    if grep -qE 'Fatal error|Program crashed|Illegal instruction|Stack dump|Backtrac|Segmentation' "$ERR"; then
        report "crash: $what: $(grep -m1 -E 'Fatal|crashed|Illegal|Stack|Backtrac|Segmentation' "$ERR" | cut -c1-160)"; return
    fi
    [ "$rc" -ge 128 ] && [ "$rc" -ne 141 ] && { report "killed by signal $((rc - 128)) (timeout or crash): $what"; return; }
    [ "$rc" -eq 141 ] && { report "exit 141 (SIGPIPE) where no pipe closed: $what"; return; }
    local lines; lines=$(wc -l <"$ERR" | tr -d ' ')
    if [ "$rc" -eq 0 ]; then
        [ "$expect" = refuse ] || [ "$expect" = usage ] || [ "$expect" = fail ] && { report "accepted (exit 0), expected a refusal: $what"; }
        [ "$lines" -eq 0 ] || report "exit 0 with stderr: $what: $(head -c 160 "$ERR")"
        if grep -qiE '(^|[^a-z])(nan|inf|infinity)([^a-z]|$)' "$OUT"; then report "NaN/inf in stdout: $what: $(grep -m1 -iE 'nan|inf' "$OUT" | cut -c1-80)"; fi
    else
        [ "$expect" = ok ] && report "refused (exit $rc), expected success: $what: $(head -c 160 "$ERR")"
        [ "$expect" = usage ] && [ "$rc" -ne 2 ] && report "exit $rc, expected 2 (usage): $what: $(head -c 160 "$ERR")"
        [ "$expect" = fail ] && [ "$rc" -ne 1 ] && report "exit $rc, expected 1: $what: $(head -c 160 "$ERR")"
        [ "$rc" -eq 1 ] || [ "$rc" -eq 2 ] || report "exit $rc is neither 1 nor 2: $what"
        [ "$lines" -eq 1 ] || report "$lines stderr lines (want 1): $what: $(head -c 200 "$ERR" | tr '\n' '|')"
        head -n 1 "$ERR" | grep -q '^Error: ' || report "stderr does not start with 'Error: ': $what: $(head -c 160 "$ERR")"
        [ "$(head -n 1 "$ERR" | wc -m)" -le 401 ] || report "stderr line longer than 400 characters: $what"
        [ -s "$OUT" ] && [ "$rc" -eq 2 ] && report "usage error printed to stdout: $what"
    fi
    survivors_ok || report "a file that must survive was replaced: $what"
    grep -q '^precious trace$' kept.jsonl || report "kept.jsonl changed: $what"
}

BIG=$(head -c 100000 /dev/zero | tr '\0' 7)
NL=$'1\n2'
# Values that are bad for every number option (or extreme enough to test the range).
BAD_NUMBERS=(-1 -0.5 -1e3 -.5 1e12 1e18 1e308 1e309 -1e308 nan -nan inf -inf abc "" " " "1,5" 0x 99999999999999999999 "$BIG" "$NL" --)

# --- flags: every number option, every bad value; the rest of the command valid ---------------------
R="render --scene basics --duration 0.05"
for v in "${BAD_NUMBERS[@]}" 0 3; do
    run_case flags any 60 $R --fps "$v"
    run_case flags any 60 render --scene basics --duration "$v"
    run_case flags any 60 $R --every "$v"
    run_case flags any 60 $R --scale "$v"
    run_case flags any 60 curve named linear --samples "$v"
    run_case flags any 60 bench frame --scene basics --frames "$v"
    [ "$v" = 3 ] || run_case flags any 60 bench core --runs "$v" --evaluations 1 --frames 1
done
for v in -1 1e12 nan abc "$BIG" 1e18; do
    run_case flags usage 60 run --scene basics --seconds "$v"
    run_case flags usage 60 bench core --evaluations "$v"
    run_case flags usage 60 bench core --frames "$v"
done

# --- extreme numbers: each curve parameter from 0 to 1e308; finite output or a refusal ------------
EXTREMES=(0 -0 5e-324 1e-300 1e-6 1 1e6 1e300 1e308 -1 -1e308 nan inf -inf)
for v in "${EXTREMES[@]}"; do
    run_case numbers any 60 curve bezier 0.5 "$v" 0.5 1 --samples 5
    run_case numbers any 60 curve bezier 0.5 1 0.5 "$v" --samples 5
    run_case numbers any 60 curve bezier "$v" 0 0.5 1 --samples 5
    run_case numbers any 60 curve easing "cubic-bezier(0.5,$v,0.5,-$v)" --samples 5
    run_case numbers any 60 curve spring --mass "$v" --stiffness 100 --damping 10 --fps 10 --duration 1
    run_case numbers any 60 curve spring --mass 1 --stiffness "$v" --damping 10 --fps 10 --duration 1
    run_case numbers any 60 curve spring --mass 1 --stiffness 100 --damping "$v" --fps 10 --duration 1
    run_case numbers any 60 curve spring --mass 1 --stiffness 100 --damping 10 --velocity "$v" --fps 10 --duration 1
    run_case numbers any 60 curve spring --mass 1 --stiffness 100 --damping 10 --fps "$v" --duration 0.001
    run_case numbers any 60 curve spring --mass 1 --stiffness 100 --damping 10 --fps 0.001 --duration "$v"
    run_case numbers any 60 curve uikit-spring --duration "$v" --damping-ratio 0.5 --fps 0.001
    run_case numbers any 60 curve uikit-spring --duration 1 --damping-ratio "$v" --fps 10
    run_case numbers any 60 curve uikit-spring --duration 1 --damping-ratio 0.5 --velocity "$v" --fps 10
    run_case numbers any 60 curve jnw-spring --mass "$v" --stiffness 300 --damping 30
    run_case numbers any 60 curve jnw-spring --mass 5 --stiffness "$v" --damping 30
    run_case numbers any 60 curve jnw-spring --mass 5 --stiffness 300 --damping "$v"
    run_case numbers any 60 curve jnw-spring --mass "$v" --stiffness "$v" --damping "$v"
    run_case numbers any 60 curve spring --mass "$v" --stiffness "$v" --damping "$v" --fps 10 --duration 1
done

# --- --set: bad names and values --------------------------------------------------------------------
for a in stutter=abc stutter=5 stutter=-1 stutter=nan stutter=inf stutter= stutter =1 stuter=0.1 "stutter=$BIG" "$BIG" \
         "stutter=$NL" dampingRatio=0 duration=1e308 initialDelay=-0; do
    run_case set any 60 render --scene music --duration 0.05 --set "$a"
done
for a in x=1 damping=1000 mass=0 stiffness=-5; do run_case set usage 60 render --scene map --duration 0.05 --set "$a"; done
run_case set usage 60 render --scene profile --duration 0.05 --set a=1

# --- scripts ----------------------------------------------------------------------------------------
script_case() { printf '%b' "$2" > "s-$1"; run_case scripts "$3" 60 render --scene basics --duration 0.05 --script "s-$1"; }
script_case drag-huge-duration '0 drag 0 0 1 1 1e300\n' usage
script_case drag-long '0 drag 0 0 1 1 100000\n' usage
script_case drag-zero '0 drag 0 0 1 1 0\n' usage
script_case drag-negative '0 drag 0 0 1 1 -1\n' usage
script_case coordinate '0 click 1e300 5\n' usage
script_case coordinate-neg '0 down -1e6 5\n' usage
script_case coordinate-nan '0 move nan 5\n' usage
script_case wheel '0 wheel 0 1e9\n' usage
script_case time-late '5000 click 1 5\n' usage
script_case time-negative '-1 click 1 5\n' usage
script_case time-inf 'inf click 1 5\n' usage
script_case time-word 'soon click 1 5\n' usage
script_case missing-action '1\n' usage
script_case unknown-action '1 tap 1 2\n' usage
script_case unknown-key '0 key spcae\n' usage
script_case key-two-words '0 key a b\n' usage
script_case key-long "0 key $BIG\n" usage
script_case too-few '0 click 1\n' usage
script_case too-many '0 click 1 2 3\n' usage
script_case control '0 click 1 2 \x01\n' usage
script_case binary '\x00\x01\x02\xff' usage
script_case latin1 '0 key space # caf\xe9\n' usage
script_case crlf '0 click 1 5\r\n0.01 key space\r\n' ok
script_case bom '\xef\xbb\xbf0 click 1 5\n' ok
script_case empty '' ok
script_case comments-only '# nothing\n\n   \n' ok
script_case out-of-order '0.04 key space\n0 click 1 1\n' ok
head -c 10000000 /dev/zero | tr '\0' a > s-long-line; run_case scripts usage 60 render --scene basics --duration 0.05 --script s-long-line
head -c 20000000 /dev/zero | tr '\0' '#' > s-huge; run_case scripts usage 60 render --scene basics --duration 0.05 --script s-huge
head -c 4096 /dev/urandom > s-random; run_case scripts usage 60 render --scene basics --duration 0.05 --script s-random
for i in $(seq 1 200); do echo "$i drag 0 0 100 100 60"; done > s-many; run_case scripts usage 60 render --scene basics --duration 0.05 --script s-many
mkdir -p a-folder
for p in /nonexistent a-folder "" "$BIG"; do run_case scripts usage 60 render --scene basics --duration 0.05 --script "$p"; done
run_case scripts ok 60 render --scene basics --duration 0.05 --script <(echo "0 key space")

# --- output paths -----------------------------------------------------------------------------------
RB="render --scene basics --duration 0.05"
touch a-file
run_case outputs fail 60 $RB --trace "$FULL"
run_case outputs fail 60 $RB --trace a-folder
run_case outputs fail 60 $RB --trace no/such/folder/t.jsonl
run_case outputs fail 60 $RB --trace ""
run_case outputs fail 60 $RB --frames a-file
run_case outputs fail 60 $RB --frames a-file/sub
run_case outputs fail 60 $RB --frames ""
run_case outputs fail 60 $RB --frames /proc/motionlab
run_case outputs fail 60 $RB --trace kept.jsonl --frames a-file   # fails before the trace: kept
mkdir -p frames-blocked/frame-00001.png                              # fails after frame 0: trace kept
run_case outputs fail 60 $RB --trace kept.jsonl --frames frames-blocked
mkdir -p frames-full && ln -sf "$FULL" frames-full/frame-00000.png   # a PNG onto a full device
run_case outputs fail 60 $RB --frames frames-full
run_case outputs ok 60 $RB --trace "$NULL"
run_case outputs ok 60 $RB --frames new/deep/folder
ln -s t-target.jsonl t-link.jsonl
run_case outputs ok 60 $RB --trace t-link.jsonl
[ -L t-link.jsonl ] && [ -s t-target.jsonl ] || report "--trace through a symlink replaced the link or left the target empty"
mkfifo t-fifo; cat t-fifo >t-fifo.out 2>/dev/null </dev/null & reader=$!
run_case outputs ok 60 $RB --trace t-fifo
sleep 0.2; [ -p t-fifo ] && [ -s t-fifo.out ] || report "--trace into a FIFO replaced it or wrote nothing"
kill "$reader" 2>/dev/null; wait "$reader" 2>/dev/null   # still blocked only if the FIFO was replaced
if [ "$(id -u)" -eq 0 ] && command -v setpriv >/dev/null; then
    mkdir -p ro && chmod 555 ro && chmod 755 "$WORK"
    nobody() { setpriv --reuid=65534 --regid=65534 --clear-groups "$@"; }
    for args in "--frames ro/frames" "--trace ro/t.jsonl" "--frames ro"; do
        init_kind outputs; n_cases[$kind]=$((n_cases[$kind] + 1)); before=$violations
        nobody timeout -s KILL 60 "$BIN" $RB $args >"$OUT" 2>"$ERR"; check_result fail $? "as nobody: $RB $args"
        grep -q 'Permission denied' "$ERR" || report "no 'Permission denied' as nobody: $args: $(head -c 120 "$ERR")"
        [ $violations -gt $before ] && n_bad[$kind]=$((n_bad[$kind] + 1))
    done
fi

# --- standard output ---------------------------------------------------------------------------------
init_kind stdout
for args in "curve named linear --samples 5" "curve spring --mass 1 --stiffness 100 --damping 10 --fps 60 --duration 1" "$RB" "--help"; do
    n_cases[$kind]=$((n_cases[$kind] + 2)); before=$violations   # a full device and a closed stdout
    "$BIN" $args >"$FULL" 2>"$ERR"; rc=$?; : >"$OUT"
    check_result fail $rc "$args > full device"
    grep -q 'No space left on device' "$ERR" || report "no 'No space left on device': $args"
    "$BIN" $args >&- 2>"$ERR"; rc=$?
    check_result fail $rc "$args >&-"
    [ $violations -gt $before ] && n_bad[$kind]=$((n_bad[$kind] + 1))
done
for args in "curve named linear --samples 1000000" "curve jnw-spring --mass 100 --stiffness 1 --damping 0.1"; do
    n_cases[$kind]=$((n_cases[$kind] + 1)); before=$violations
    "$BIN" $args 2>"$ERR" | head -n 1 >/dev/null; rc=${PIPESTATUS[0]}
    [ "$rc" -eq 141 ] && n_other[$kind]=$((n_other[$kind] + 1))
    [ "$rc" -eq 141 ] || report "'$args | head -1' exit $rc (want 141: 128 + SIGPIPE, quietly)"
    [ -s "$ERR" ] && report "'$args | head -1' printed to stderr: $(head -c 120 "$ERR")"
    [ $violations -gt $before ] && n_bad[$kind]=$((n_bad[$kind] + 1))
done

# --- display: a dead X server or Wayland socket falls back to headless output --------------------------
init_kind display
# A display number nobody serves (xvfb-run elsewhere on the machine takes :99 by default).
dead=$(for n in $(seq 173 299); do [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ] || { echo "$n"; break; }; done)
for envs in "DISPLAY=:$dead" "WAYLAND_DISPLAY=wayland-9" "DISPLAY=:$dead WAYLAND_DISPLAY=wayland-9" "WAYLAND_DISPLAY=wayland-9 XDG_RUNTIME_DIR=$WORK" \
            "SDL_VIDEODRIVER=dummy DISPLAY=:$dead" "DISPLAY=nohost:0"; do
    n_cases[$kind]=$((n_cases[$kind] + 1)); before=$violations
    rm -rf motionlab-out
    env -u SDL_VIDEODRIVER $envs timeout -s KILL 60 "$BIN" run --scene basics --seconds 0.2 >"$OUT" 2>"$ERR"; rc=$?
    [ "$rc" -eq 0 ] && n_ok[$kind]=$((n_ok[$kind] + 1))
    [ "$rc" -eq 0 ] || report "run with $envs: exit $rc: $(head -c 160 "$ERR")"
    [ "$(wc -l <"$ERR" | tr -d ' ')" -eq 1 ] || report "run with $envs: stderr is not one line: $(tr '\n' '|' <"$ERR" | head -c 200)"
    grep -q 'no usable display' "$ERR" || report "run with $envs: no 'no usable display' notice: $(head -c 160 "$ERR")"
    [ -s motionlab-out/trace.jsonl ] || report "run with $envs: no headless output"
    [ $violations -gt $before ] && n_bad[$kind]=$((n_bad[$kind] + 1))
done

# --- arguments: unknown options, subcommands, huge and odd strings ----------------------------------
for args in "--frobnicate" "curve frob" "render --scene $BIG" "render --scene $NL" "render extra" \
            "curve bezier 0.5 0 0.5" "curve bezier 0.5 0 0.5 1 2 --samples 5" "curve bezier a b c d --samples 5" \
            "curve easing $BIG --samples 5" "curve named $BIG --samples 5" "curve easing cubic-bezier(2,0,0.5,1) --samples 5" \
            "curve spring" "bench frob" "render --hud=3" "render --scene" "curve spring --mass" "run --seconds"; do
    run_case arguments usage 60 $args
done

total=0
printf '%-10s %6s %6s %6s %6s %6s %6s\n' kind cases exit0 exit2 exit1 other bad
for k in "${kinds[@]}"; do
    printf '%-10s %6d %6d %6d %6d %6d %6d\n' "$k" "${n_cases[$k]}" "${n_ok[$k]}" "${n_usage[$k]}" "${n_fail[$k]}" "${n_other[$k]}" "${n_bad[$k]}"
    total=$((total + n_cases[$k]))
done
echo "$total cases, $violations violations"
[ "$violations" -eq 0 ]
