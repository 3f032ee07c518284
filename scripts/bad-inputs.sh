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
#   - every writer (trace, time-travel trace, plot, MP4/GIF/WebM video) against every hostile output
#     target: folders, missing folders, links (kept, dangling, looping), FIFOs (read, and blocked
#     then SIGTERM), full and null devices, read-only files of another user, writable files of
#     another user (owner and mode kept), hard links, names ffmpeg could misread, long names,
#     /dev/stdout, a full tmpfs (where the machine lets us mount one), unwritable folders (as
#     nobody); afterwards no temporary file is left anywhere and what must survive did
#   - ffmpeg that exits 0 without writing, exits 1, is killed, never reads, never finishes, writes a
#     cut-short file, is a folder, is missing — for `record` and the headless tour
#   - signals mid-write (SIGTERM, and SIGINT under job control): 143/130, nothing replaced or left
#   - standard output full, closed, or read by a pipe that closes, for every command that prints
#   - `literals --write` (write-back into the user's source) on a package this builds through the
#     port plugin: bad ids and values, a source edited, replaced, removed, turned into a folder, FIFO,
#     device, dangling or looping link, read-only or another user's, a full disk — refused with the
#     folder as it was; through a link, a hard link, another user's writable file — only the literal
#     changed, owner and mode kept
#   - `port IN OUT [--overwrite]`: IN missing, a file, a FIFO, a device, unreadable (as nobody), empty,
#     holding a file that does not parse, is not UTF-8, is binary, a FIFO, a device, a dangling or
#     looping link, a name that is not UTF-8; OUT equal to, inside or around IN, a file, FIFO, device,
#     link into IN, dangling or looping link, read-only, another user's file, a FIFO/device/link-into-IN
#     target, a full tmpfs, too long a name — refused with IN and OUT as they were (same listing and
#     bytes, no temporary file, no folder made); accepted: new, empty, linked, deep, long-named OUT,
#     --overwrite keeping mode and owner and writing through links; a missing, killed, silent, chatty
#     or stuck tool; stdout full/closed/gone; SIGTERM/SIGINT at four moments of a 400-file port
#   - `inspect`: bad --at, --scene, --script (missing, bad, folder, FIFO without writer, not UTF-8,
#     /dev/zero), --set; its JSON read by python's strict parser for every scene at times 0…3600;
#     `inspect`, `list`, `list --literals`, `literals` into a full or closed stdout or a pipe that closes
#   - `run --watch`: a missing, file, FIFO or unreadable --package, one without Package.swift, one that
#     does not build, a read-only one, swift missing, no display — one line, nothing written into them
#     (the live cases — nothing outliving SIGINT, SIGTERM or SIGKILL of the window — are reload-check.sh's)
#
#   scripts/bad-inputs.sh PATH/TO/motionlab
#
# Prints one line per kind (cases; exit codes 0, 2, 1 and other — 141 only for `| head -1`; cases
# with a violation) and every violation; the last line is "N cases, M violations". With
# BAD_INPUTS_LOG=FILE, every checked case is also logged there (kind, exit code, case, stderr line). Exits non-zero
# on any violation. Safe to point at an old binary: devices and files it might destroy are private
# copies in a temporary folder. Runs as two halves in parallel (BAD_INPUTS_PART=all: one process);
# about 3 minutes with a debug build (180 s in scripts/test.sh on this 2-core VM, 254 s with other
# builds running). scripts/test.sh runs it.
set -u
BIN=${1:?usage: scripts/bad-inputs.sh PATH/TO/motionlab}
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")
[ -x "$BIN" ] || { echo "not an executable: $BIN"; exit 1; }
REPO=$(cd "$(dirname "$0")/.." && pwd)
SELF=$(cd "$(dirname "$0")" && pwd)/$(basename "$0")
# The sweep runs as two halves in parallel (BAD_INPUTS_PART=1 and 2, each in its own temporary folder
# with its own private devices and tmpfs): about half the time on two cores. BAD_INPUTS_PART=all runs
# everything in one process.
if [ -z "${BAD_INPUTS_PART:-}" ]; then
    parts=$(mktemp -d)
    # Job control: each half in its own process group with SIGINT at its default (a background job of
    # a script would otherwise start with SIGINT ignored, and the SIGINT cases would test nothing).
    set -m
    BAD_INPUTS_PART=1 "$SELF" "$BIN" >"$parts/1" 2>&1 & p1=$!
    BAD_INPUTS_PART=2 "$SELF" "$BIN" >"$parts/2" 2>&1 & p2=$!
    trap 'kill -TERM -- -$p1 -$p2 2>/dev/null; rm -rf "$parts"; exit 130' INT
    trap 'kill -TERM -- -$p1 -$p2 2>/dev/null; rm -rf "$parts"; exit 143' TERM
    wait "$p1"; r1=$?; wait "$p2"; r2=$?
    set +m
    for part in 1 2; do grep -v ' cases, .* violations$' "$parts/$part"; done
    cases=0; bad=0
    for part in 1 2; do
        line=$(grep -E '^[0-9]+ cases, [0-9]+ violations$' "$parts/$part" | tail -1)
        [ -n "$line" ] || { echo "part $part did not finish (exit $( [ $part = 1 ] && echo $r1 || echo $r2 ))"; bad=$((bad + 1)); continue; }
        cases=$((cases + ${line%% cases*})); v=${line#*, }; bad=$((bad + ${v%% violations}))
    done
    rm -rf "$parts"
    echo "$cases cases, $bad violations"
    [ "$bad" -eq 0 ] && [ "$r1" -eq 0 ] && [ "$r2" -eq 0 ]
    exit
fi
in_part() { [ "$BAD_INPUTS_PART" = all ] || [ "$BAD_INPUTS_PART" = "$1" ]; }
export MOTIONLAB_RESOURCES="$REPO/Resources"
unset DISPLAY WAYLAND_DISPLAY
export SDL_VIDEODRIVER=offscreen

WORK=$(mktemp -d); trap 'umount "$WORK/small" 2>/dev/null; chmod -R u+rwx "$WORK" 2>/dev/null; rm -rf "$WORK"' EXIT
cd "$WORK"
# Temporary copies go here, so a leftover is found (and the machine's /tmp is not littered).
mkdir -p "$WORK/tmp"; chmod 1777 "$WORK/tmp"; export TMPDIR=$WORK/tmp
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
    [ -L "$WORK/link.jsonl" ] && [ "$(readlink "$WORK/link.jsonl")" = kept.jsonl ] && [ -c "$FULL" ] && [ -c "$NULL" ] && [ -c /dev/null ] && [ -c /dev/full ]
}

declare -A n_cases n_ok n_usage n_fail n_other n_bad
kinds=()
violations=0
report() { violations=$((violations + 1)); echo "VIOLATION [$kind] $*"; }
# Issue 27's classes (pathological sources, racing writers, numeric ranges, the exit rule after a write).
. "$REPO/scripts/bad-inputs-hardening.sh"
. "$REPO/scripts/bad-inputs-outputs.sh"   # the outside attacker's classes (outputs_inputs_cases)

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
    # BAD_INPUTS_LOG=FILE: one line per case — kind, exit code, the case, its first stderr line.
    [ -n "${BAD_INPUTS_LOG:-}" ] && printf '%s\t%s\t%s\t%s\n' "$kind" "$rc" "$what" "$(head -n 1 "$ERR" | cut -c1-200)" >>"$BAD_INPUTS_LOG"
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
    grep -q '^precious trace$' "$WORK/kept.jsonl" || report "kept.jsonl changed: $what"
}

BIG=$(head -c 100000 /dev/zero | tr '\0' 7)
NL=$'1\n2'
# Values that are bad for every number option (or extreme enough to test the range).
BAD_NUMBERS=(-1 -0.5 -1e3 -.5 1e12 1e18 1e308 1e309 -1e308 nan -nan inf -inf abc "" " " "1,5" 0x 99999999999999999999 "$BIG" "$NL" --)

# === outputs: every writer against every hostile target =============================================
# A writer is its argument list with "@" where the output path goes (`--opt=@`, so a name starting
# with "-" is still a value). Each case runs in a fresh folder; afterwards there must be no hidden
# temporary file in it nor in $TMPDIR, and the class's own promise must hold.
declare -A WRITER
WRITER[trace]="render --scene basics --duration 0.05 --scale 1 --trace=@"
WRITER[at]="render --scene basics --scale 1 --at 0.03 --trace=@"
WRITER[png]="curve named easeIn --samples 5 --png-scale 1 --png=@"
WRITER[mp4]="record --scene basics --duration 0.05 --scale 1 --out=@"
WRITER[gif]="record --scene basics --duration 0.05 --scale 1 --out=@"
WRITER[webm]="record --scene basics --duration 0.05 --scale 1 --out=@"
declare -A EXT=([trace]=jsonl [at]=jsonl [png]=png [mp4]=mp4 [gif]=gif [webm]=webm)
HAVE_FFMPEG=0; command -v ffmpeg >/dev/null && command -v ffprobe >/dev/null && HAVE_FFMPEG=1
WRITERS=(trace at png); [ $HAVE_FFMPEG -eq 1 ] && WRITERS+=(mp4 gif webm)
ROOT=0; [ "$(id -u)" -eq 0 ] && ROOT=1
SMALL=""
if [ $ROOT -eq 1 ] && mkdir -p "$WORK/small" && mount -t tmpfs -o size=64k tmpfs "$WORK/small" 2>/dev/null; then SMALL=$WORK/small
else echo "note: no full-tmpfs cases (mounting a 64k tmpfs is not permitted here)"; fi
nobody() { setpriv --reuid=65534 --regid=65534 --clear-groups "$@"; }
CAN_NOBODY=0; [ $ROOT -eq 1 ] && command -v setpriv >/dev/null && CAN_NOBODY=1

# writer_args WRITER PATH: the writer's arguments with PATH in place of "@" (in the array ARGS).
writer_args() { read -r -a ARGS <<<"${WRITER[$1]}"; ARGS=("${ARGS[@]/@/$2}"); }
# no_leftovers DIR WHAT: no hidden temporary file in DIR (outside hidden fixtures) nor in $TMPDIR.
no_leftovers() {
    local left; left=$(find "$1" "$TMPDIR" -mindepth 1 -name '.*' -type f 2>/dev/null | head -3)
    [ -z "$left" ] || report "temporary file left after $2: $left"
    find "$TMPDIR" -mindepth 1 -delete 2>/dev/null
}
is_output() { [ -s "$1" ] && ! grep -q '^old$' "$1" 2>/dev/null; }   # written, not the old text
chmod 755 "$WORK"   # nobody reaches the case folders

if in_part 1; then
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
    run_case flags any 60 bench dynamics --bodies 20 --frames "$v"
    run_case flags any 60 bench dynamics --bodies "$v" --frames 2
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
mkdir -p a-folder; mkfifo s-fifo
for p in /nonexistent a-folder "" "$BIG" /dev/zero; do run_case scripts usage 60 render --scene basics --duration 0.05 --script "$p"; done
# A FIFO nobody writes into: refused after 10 s without a writer (the command does not hang).
run_case scripts usage 30 render --scene basics --duration 0.05 --script s-fifo
run_case scripts ok 30 render --scene basics --duration 0.05 --script <(true)
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
    { [ -s motionlab-out/basics.mp4 ] || [ -s motionlab-out/basics/frame-00000.png ]; } && [ -s motionlab-out/contact-sheet.png ] || report "run with $envs: no headless output"
    [ $violations -gt $before ] && n_bad[$kind]=$((n_bad[$kind] + 1))
done


# target_case WRITER CLASS: prepares the CLASS target in a fresh folder, runs WRITER on it, checks.
target_case() {
    local w=$1 class=$2 ext=${EXT[$1]} expect=ok path reader="" as_nobody=0 stdout_file=""
    local D=$WORK/o/$w-$class; rm -rf "$D"; mkdir -p "$D"; cd "$D"
    local f=x.$ext
    case $class in
        new) path=$f ;;
        old) echo old >"$f"; chmod 640 "$f"; path=$f ;;
        folder) mkdir "$f"; echo inside >"$f/inside"; path=$f; expect=fail ;;
        missing) path=no/such/$f; expect=fail ;;
        symlink) echo old >real.$ext; ln -s real.$ext "$f"; path=$f ;;
        dangling) ln -s made.$ext "$f"; path=$f ;;
        loop) ln -s b.$ext "$f"; ln -s "$f" b.$ext; path=$f; expect=fail ;;
        fifo) mkfifo "$f"; cat "$f" >got 2>/dev/null & reader=$!; path=$f ;;
        full) if [ $ROOT -eq 1 ]; then mknod "$f" c 1 7; else ln -s /dev/full "$f"; fi; path=$f; expect=fail ;;
        null) if [ $ROOT -eq 1 ]; then mknod "$f" c 1 3; else ln -s /dev/null "$f"; fi; path=$f ;;
        ro-foreign) echo old >"$f"; chmod 444 "$f"; [ $ROOT -eq 1 ] && chown 65534:65534 "$f"; path=$f; expect=fail ;;
        rw-foreign) echo old >"$f"; chown 65534:65534 "$f"; chmod 664 "$f"; path=$f ;;
        hardlink) echo old >"$f"; ln "$f" y.$ext; path=$f ;;
        colon) path=take-12:30.$ext ;;
        fileurl) echo other >"$f"; path=file:$f ;;
        dash) path=-y.$ext ;;
        long) path=$(printf 'a%.0s' $(seq $((249 - ${#ext} - 1)))).$ext ;;
        toolong) path=$(printf 'b%.0s' $(seq $((256 - ${#ext} - 1)))).$ext; expect=fail ;;
        slash) path=$f/; expect=fail ;;
        stdout) path=/dev/stdout; stdout_file=$D/stdout.bin
                # A video's container comes from its extension: /dev/stdout has none, a usage error.
                case $w in mp4|gif|webm) expect=usage ;; esac ;;
        tmpfs) rm -rf "${SMALL:?}"/*; echo old >"$SMALL/$f"; cat /dev/zero >"$SMALL/filler" 2>/dev/null; path=$SMALL/$f; expect=fail ;;
        ro-folder) mkdir ro; chmod 555 ro; path=ro/$f; as_nobody=1; expect=fail ;;
        ro-folder-file) mkdir ro; echo old >ro/$f; chown 65534:65534 ro/$f; chmod 555 ro; path=ro/$f; as_nobody=1 ;;
        gone-cwd) mkdir gone; cd gone; rmdir "$D/gone"; path=$f; expect=fail ;;   # a deleted working folder
    esac
    init_kind "out-$w"; n_cases[$kind]=$((n_cases[$kind] + 1)); local before=$violations
    writer_args "$w" "$path"
    local runner=(timeout -s KILL 60); [ $as_nobody -eq 1 ] && runner=(nobody timeout -s KILL 60)
    if [ -n "$stdout_file" ]; then "${runner[@]}" "$BIN" "${ARGS[@]}" >"$stdout_file" 2>"$ERR"; rc=$?; : >"$OUT"
    else "${runner[@]}" "$BIN" "${ARGS[@]}" >"$OUT" 2>"$ERR"; rc=$?; fi
    [ -n "$reader" ] && { sleep 0.1; kill "$reader" 2>/dev/null; wait "$reader" 2>/dev/null; }
    [ "$class" = stdout ] && [ "$w" != trace ] && [ "$w" != at ] && : >"$OUT"   # binary on stdout: not text to scan
    check_result "$expect" "$rc" "$w → $class ($path)"
    case $class in
        new|colon|dash|long) is_output "$path" || report "$w → $class: no output at $path" ;;
        old) is_output "$f" && [ "$(stat -c %a "$f")" = 640 ] || report "$w → old: not replaced, or its mode 640 was lost ($(stat -c %a "$f"))" ;;
        folder) [ -d "$f" ] && [ "$(cat "$f/inside")" = inside ] || report "$w → folder: the folder or its file is gone" ;;
        missing) [ -e no ] && report "$w → missing: a folder was created" ;;
        symlink) [ -L "$f" ] && is_output real.$ext || report "$w → symlink: the link was replaced or its target not written" ;;
        dangling) [ -L "$f" ] && is_output made.$ext || report "$w → dangling: the link was replaced or its target not created" ;;
        fifo) [ -p "$f" ] && [ -s got ] || report "$w → fifo: replaced, or the reader got nothing" ;;
        full) [ -c "$f" ] || report "$w → full: the device was replaced"; grep -q 'No space left on device' "$ERR" || report "$w → full: no 'No space left on device': $(head -c 200 "$ERR")" ;;
        null) [ -c "$f" ] || report "$w → null: the device was replaced" ;;
        ro-foreign) [ "$(cat "$f")" = old ] && [ "$(stat -c %a "$f")" = 444 ] || report "$w → ro-foreign: the read-only file changed"
                    grep -q 'Permission denied' "$ERR" || report "$w → ro-foreign: no 'Permission denied': $(head -c 200 "$ERR")" ;;
        rw-foreign) is_output "$f" && [ "$(stat -c '%u %a' "$f")" = "65534 664" ] || report "$w → rw-foreign: not written, or owner/mode lost ($(stat -c '%u %a' "$f"))" ;;
        hardlink) is_output y.$ext && [ "$(stat -c %i "$f")" = "$(stat -c %i y.$ext)" ] || report "$w → hardlink: the other name does not see the output" ;;
        fileurl) [ "$(cat "$f")" = other ] && is_output "file:$f" || report "$w → fileurl: 'file:$f' was read as $f" ;;
        toolong) grep -q 'File name too long' "$ERR" || report "$w → toolong: $(head -c 200 "$ERR")" ;;
        stdout) [ "$expect" = usage ] || [ -s "$stdout_file" ] || report "$w → /dev/stdout: nothing written" ;;
        tmpfs) [ "$(cat "$SMALL/$f")" = old ] || report "$w → full tmpfs: the old file changed"
               grep -q 'No space left on device' "$ERR" || report "$w → full tmpfs: no 'No space left on device': $(head -c 240 "$ERR")"
               no_leftovers "$SMALL" "$w → tmpfs"; rm -rf "${SMALL:?}"/* ;;
        ro-folder) grep -q 'Permission denied' "$ERR" || report "$w → ro-folder: no 'Permission denied': $(head -c 200 "$ERR")" ;;
        ro-folder-file) is_output ro/$f || report "$w → ro-folder-file: the writable file in a read-only folder was not written" ;;
    esac
    no_leftovers "$D" "$w → $class"
    [ $violations -gt $before ] && n_bad[$kind]=$((n_bad[$kind] + 1))
    cd "$WORK"
}

chmod 755 "$WORK"   # nobody reaches the case folders
CLASSES=(new old folder missing symlink dangling loop fifo full null hardlink colon fileurl dash long toolong slash stdout gone-cwd)
[ $ROOT -eq 1 ] && CLASSES+=(ro-foreign rw-foreign)
[ -n "$SMALL" ] && CLASSES+=(tmpfs)
[ $CAN_NOBODY -eq 1 ] && CLASSES+=(ro-folder ro-folder-file)
for w in "${WRITERS[@]}"; do
    for class in "${CLASSES[@]}"; do target_case "$w" "$class"; done
done
# The empty path: refused, by any writer.
for w in "${WRITERS[@]}"; do writer_args "$w" ""; run_case "out-$w" refuse 60 "${ARGS[@]}"; done

fi  # part 1
if in_part 2; then
# --- signals: a blocked open or a long write ended by SIGTERM (143) or SIGINT (130) -----------------
# signal_case WRITER SIGNAL SETUP: SETUP "fifo" (a FIFO nobody reads: the writer blocks, on open or on
# its final copy) or "long" (a long render or recording over an old file, signalled mid-write).
signal_case() {
    local w=$1 sig=$2 setup=$3 ext=${EXT[$1]}
    local D=$WORK/sig/$w-$sig-$setup; rm -rf "$D"; mkdir -p "$D"; cd "$D"
    init_kind signals; n_cases[$kind]=$((n_cases[$kind] + 1)); local before=$violations
    local args
    if [ "$setup" = fifo ]; then mkfifo x.$ext; writer_args "$w" x.$ext
    else
        echo old >x.$ext; writer_args "$w" x.$ext
        ARGS=("${ARGS[@]/0.05/600}")   # 600 s instead of 0.05: signalled mid-write
    fi
    # Job control: a background job keeps SIGINT (a non-interactive shell would ignore it for the job).
    set -m
    "$BIN" "${ARGS[@]}" >"$OUT" 2>"$ERR" & local pid=$!
    set +m
    sleep 1.5
    kill -"$sig" "$pid" 2>/dev/null
    local waited=0
    while kill -0 "$pid" 2>/dev/null && [ $waited -lt 100 ]; do sleep 0.1; waited=$((waited + 1)); done
    if kill -0 "$pid" 2>/dev/null; then report "$w ($setup) still running 10 s after SIG$sig"; kill -KILL "$pid"; fi
    wait "$pid"; local rc=$?
    local want=$((128 + $(kill -l "$sig")))
    [ -n "${BAD_INPUTS_LOG:-}" ] && printf '%s\t%s\t%s\t%s\n' "$kind" "$rc" "$w ($setup) SIG$sig" "" >>"$BAD_INPUTS_LOG"
    [ "$rc" -eq "$want" ] && n_other[$kind]=$((n_other[$kind] + 1)) || report "$w ($setup) after SIG$sig: exit $rc, want $want: $(head -c 160 "$ERR")"
    if [ "$setup" = fifo ]; then [ -p x.$ext ] || report "$w ($setup): the FIFO was replaced"
    else [ "$(cat x.$ext)" = old ] || report "$w ($setup) after SIG$sig: the old file was replaced"; fi
    grep -qE 'Fatal error|Program crashed|Backtrac' "$ERR" && report "$w ($setup) after SIG$sig: crash report"
    sleep 0.2; pgrep -f "$D" >/dev/null && report "$w ($setup) after SIG$sig: a child process outlived it"
    no_leftovers "$D" "$w ($setup) SIG$sig"
    [ $violations -gt $before ] && n_bad[$kind]=$((n_bad[$kind] + 1))
    cd "$WORK"
}
for w in "${WRITERS[@]}"; do signal_case "$w" TERM fifo; done
signal_case trace INT fifo
signal_case trace TERM long; signal_case trace INT long
if [ $HAVE_FFMPEG -eq 1 ]; then signal_case mp4 TERM long; signal_case gif INT long; fi

# --- ffmpeg misbehaving: record and the headless tour ------------------------------------------------
FAKES=$WORK/fakes
# A PATH with nothing but `timeout` on it (for "no ffmpeg at all" and "ffmpeg is a folder").
mkdir -p "$WORK/tbin"; ln -s "$(command -v timeout)" "$WORK/tbin/timeout"
fake() { mkdir -p "$FAKES/$1"; printf '#!/bin/sh\n%s\n' "$2" >"$FAKES/$1/ffmpeg"; chmod +x "$FAKES/$1/ffmpeg"; }
fake zero 'cat >/dev/null; exit 0'
fake one 'echo "Unknown encoder libx264" >&2; exit 1'
fake killed 'kill -9 $$'
fake deaf 'exec sleep 1000'
fake hang 'cat >/dev/null; exec sleep 1000'
fake short 'for last; do :; done; cat >/dev/null; printf "not a video" > "${last#file:}"; exit 0'
mkdir -p "$FAKES/folder/ffmpeg" "$FAKES/none"
# ffmpeg_case FAKE EXPECT ARGS…: runs with the fake first on PATH ("none": no ffmpeg at all).
ffmpeg_case() {
    local fk=$1 expect=$2; shift 2
    local D=$WORK/ff/$fk-$RANDOM; mkdir -p "$D"; cd "$D"; echo old >old.mp4; echo old >old.gif
    mkdir -p motionlab-out; echo old >motionlab-out/basics.mp4
    init_kind ffmpeg; n_cases[$kind]=$((n_cases[$kind] + 1)); local before=$violations
    local path=$FAKES/$fk:$PATH; [ "$fk" = none ] && path=$FAKES/none:$WORK/tbin; [ "$fk" = folder ] && path=$FAKES/folder:$WORK/tbin
    env PATH="$path" MOTIONLAB_TOOL_TIMEOUT=1 timeout -s KILL 60 "$BIN" "$@" >"$OUT" 2>"$ERR"; local rc=$?
    if [ "$1" = run ]; then
        # The tour's one notice line on success is expected.
        if [ "$rc" -eq 0 ]; then n_ok[$kind]=$((n_ok[$kind] + 1))
            [ "$(wc -l <"$ERR")" -eq 1 ] || report "tour with ffmpeg '$fk': stderr is not one line: $(tr '\n' '|' <"$ERR" | head -c 200)"
            [ -s motionlab-out/basics/frame-00000.png ] && [ -s motionlab-out/contact-sheet.png ] || report "tour without ffmpeg: no PNG frames or contact sheet"
        else check_result "$expect" "$rc" "tour with ffmpeg '$fk'"; fi
        [ "$(cat motionlab-out/basics.mp4)" = old ] || [ "$fk" = none ] || [ "$fk" = folder ] || report "tour with ffmpeg '$fk': the old video was replaced"
    else
        check_result "$expect" "$rc" "record with ffmpeg '$fk': $*"
        [ "$(cat old.mp4)" = old ] && [ "$(cat old.gif)" = old ] || report "record with ffmpeg '$fk': the old video was replaced"
    fi
    sleep 0.2; pgrep -f "$FAKES" >/dev/null && { report "ffmpeg '$fk' outlived the command"; pkill -KILL -f "$FAKES/$fk/"; }
    no_leftovers "$D" "ffmpeg '$fk'"
    [ $violations -gt $before ] && n_bad[$kind]=$((n_bad[$kind] + 1))
    cd "$WORK"
}
for fk in zero one killed deaf hang short folder none; do
    ffmpeg_case "$fk" fail record --scene basics --duration 0.1 --scale 1 --out old.mp4
    ffmpeg_case "$fk" fail record --scene basics --duration 0.1 --scale 1 --out old.gif
    if [ "$fk" = none ] || [ "$fk" = folder ]; then ffmpeg_case "$fk" ok run --scene basics --seconds 0.1 --scale 1
    else ffmpeg_case "$fk" fail run --scene basics --seconds 0.1 --scale 1; fi
done

# --- a recording that fails part-way (an image that cannot be decoded, met after a scene switch) --------
# What was at --out stays: an old video, a link and its target, a FIFO (its reader gets nothing).
if [ $HAVE_FFMPEG -eq 1 ]; then
    mkdir -p "$WORK/corrupt-res"; for r in "$REPO"/Resources/*; do ln -sf "$r" "$WORK/corrupt-res/"; done
    for r in app-bg.png app-bg@2x.png; do rm -f "$WORK/corrupt-res/$r"; echo junk >"$WORK/corrupt-res/$r"; done
    printf '0.1 key 1\n' >"$WORK/switch.txt"
    init_kind midway
    for target in old link fifo; do
        D=$WORK/mid/$target; mkdir -p "$D"; cd "$D"; reader=""
        case $target in
            old) echo old >v.mp4 ;;
            link) echo old >real.mp4; ln -s real.mp4 v.mp4 ;;
            fifo) mkfifo v.mp4; cat v.mp4 >got 2>/dev/null & reader=$! ;;
        esac
        n_cases[$kind]=$((n_cases[$kind] + 1)); before=$violations
        MOTIONLAB_RESOURCES=$WORK/corrupt-res timeout -s KILL 60 "$BIN" record --scene basics --script "$WORK/switch.txt" --duration 0.3 --scale 1 --out v.mp4 >"$OUT" 2>"$ERR"
        check_result fail $? "record failing part-way into $target"
        [ -n "$reader" ] && { sleep 0.1; kill "$reader" 2>/dev/null; wait "$reader" 2>/dev/null; }
        case $target in
            old) [ "$(cat v.mp4)" = old ] || report "record failing part-way: the old video was replaced" ;;
            link) [ -L v.mp4 ] && [ "$(cat real.mp4)" = old ] || report "record failing part-way: the link or its target changed" ;;
            fifo) [ -p v.mp4 ] && [ ! -s got ] || report "record failing part-way: the FIFO was replaced or its reader got a partial video" ;;
        esac
        no_leftovers "$D" "record failing part-way into $target"
        [ $violations -gt $before ] && n_bad[$kind]=$((n_bad[$kind] + 1))
        cd "$WORK"
    done
fi

# --- the headless fallback of `run` (no display) -------------------------------------------------------
init_kind fallback
fallback_case() {   # fallback_case EXPECT SETUP-COMMANDS -- ARGS…: one `run` without a display
    local expect=$1 setup=$2; shift 3
    local D=$WORK/fb/$RANDOM; mkdir -p "$D"; cd "$D"; eval "$setup"
    n_cases[$kind]=$((n_cases[$kind] + 1)); local before=$violations
    timeout -s KILL 120 "$BIN" run --scale 1 "$@" >"$OUT" 2>"$ERR"; local rc=$?
    if [ "$rc" -eq 0 ]; then n_ok[$kind]=$((n_ok[$kind] + 1))
        [ "$expect" = ok ] || report "fallback $*: exit 0, expected a refusal"
        [ "$(wc -l <"$ERR")" -eq 1 ] && grep -q 'display' "$ERR" || report "fallback $*: the notice is not one line naming the display: $(tr '\n' '|' <"$ERR" | head -c 200)"
    else check_result "$expect" "$rc" "fallback $*"; fi
    FALLBACK_DIR=$D
    [ $violations -gt $before ] && n_bad[$kind]=$((n_bad[$kind] + 1))
    cd "$WORK"
}
printf '0 key spcae\n' >bad-script.txt; printf '0.1 click 160 300\n0.3 key space\n' >good-script.txt
fallback_case usage "" -- --scene basics --script "$WORK/bad-script.txt"
fallback_case ok "" -- --scene basics --script "$WORK/good-script.txt"
[ -s "$FALLBACK_DIR/motionlab-out/basics.mp4" ] || [ -s "$FALLBACK_DIR/motionlab-out/basics/frame-00000.png" ] || report "fallback --script: no recording of the script"
if [ $HAVE_FFMPEG -eq 1 ]; then
    d=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$FALLBACK_DIR/motionlab-out/basics.mp4")
    awk -v d="$d" 'BEGIN { exit !(d > 1.25 && d < 1.35) }' || report "fallback --script: the video lasts $d s, not the script's 0.3 s + 1 s"
fi
fallback_case fail "" -- --scene basics --stats stats.json
[ -e "$FALLBACK_DIR/stats.json" ] || [ -e "$FALLBACK_DIR/motionlab-out" ] && report "fallback --stats: something was written before the refusal"
fallback_case fail "mkdir -p motionlab-out/basics.mp4; echo in >motionlab-out/basics.mp4/in" -- --scene basics --seconds 0.1
[ "$(cat "$FALLBACK_DIR/motionlab-out/basics.mp4/in")" = in ] || report "fallback into a folder named basics.mp4: the folder changed"
fallback_case fail "echo file >motionlab-out" -- --scene basics --seconds 0.1
[ "$(cat "$FALLBACK_DIR/motionlab-out")" = file ] || report "fallback with motionlab-out a file: the file changed"
if [ $ROOT -eq 1 ]; then
    fallback_case fail "mkdir motionlab-out; echo old >motionlab-out/contact-sheet.png; chmod 444 motionlab-out/contact-sheet.png; chown 65534 motionlab-out/contact-sheet.png" -- --scene basics --seconds 0.1
    [ "$(cat "$FALLBACK_DIR/motionlab-out/contact-sheet.png")" = old ] || report "fallback over a read-only contact sheet: it changed"
fi

# --- standard output: full, closed, or a reader that leaves at once, for every command that prints ----
init_kind stdout-all
PRINTERS=("export --scene music --format uikit" "export --scene music --format swiftui" "export --scene music --format css"
          "export --scene map --format json" "list" "bench raster --runs 1 --iterations 1" "bench frame --scene basics --scale 1 --frames 10"
          "bench output --scene basics --scale 1 --frames 2" "bench dynamics --bodies 20 --frames 5" "curve bezier 0.25 0.1 0.25 1 --samples 50"
          "curve spring --mass 1 --stiffness 100 --damping 10 --fps 60 --duration 1" "curve uikit-spring --duration 0.5 --damping-ratio 0.7 --fps 60"
          "curve jnw-spring --mass 5 --stiffness 300 --damping 30" "curve easing easeOutBounce --samples 20" "curve named easeIn --samples 20"
          "render --scene basics --duration 0.05 --scale 1" "help curve" "curve --help")
# Writers (record, render --frames) report a committed write: the exit rule (exit 0 and a Warning line).
[ $HAVE_FFMPEG -eq 1 ] && hard_written_case record "$WORK/printed.mp4" "rm -f '$WORK/printed.mp4'" record --scene basics --duration 0.05 --scale 1 --out "$WORK/printed.mp4"
hard_written_case "render --frames" "$WORK/rframes/frame-00000.png" "rm -rf '$WORK/rframes'" render --scene basics --duration 0.05 --scale 1 --frames "$WORK/rframes"
init_kind stdout-all
for args in "${PRINTERS[@]}"; do
    n_cases[$kind]=$((n_cases[$kind] + 3)); before=$violations
    timeout -s KILL 60 "$BIN" $args >"$FULL" 2>"$ERR"; rc=$?; : >"$OUT"
    check_result fail $rc "$args > full device"
    grep -q 'No space left on device' "$ERR" || report "no 'No space left on device': $args: $(head -c 160 "$ERR")"
    timeout -s KILL 60 "$BIN" $args >&- 2>"$ERR"; rc=$?
    check_result fail $rc "$args >&-"
    # A reader that leaves at once: a quiet 141 (or 0 when everything fit in the pipe before it left).
    timeout -s KILL 60 "$BIN" $args 2>"$ERR" | (exit 0); rc=${PIPESTATUS[0]}
    { [ "$rc" -eq 0 ] || [ "$rc" -eq 141 ]; } && [ ! -s "$ERR" ] || report "'$args | (exit 0)': exit $rc, stderr: $(head -c 160 "$ERR")"
    [ -n "${BAD_INPUTS_LOG:-}" ] && printf '%s\t%s\t%s\t%s\n' "$kind" "$rc" "$args | (exit 0)" "" >>"$BAD_INPUTS_LOG"
    n_other[$kind]=$((n_other[$kind] + 1))
    [ $violations -gt $before ] && n_bad[$kind]=$((n_bad[$kind] + 1))
done
rm -f "$WORK/printed.mp4"

# --- messages: the program's own name, bench output's folder, two outputs on one file -------------------
ln -s "$BIN" "$WORK/MyPreviews"
init_kind messages; n_cases[$kind]=$((n_cases[$kind] + 1)); before=$violations
"$WORK/MyPreviews" curve spring --mass 1 >"$OUT" 2>"$ERR"; check_result usage $? "a user package's missing value"
grep -qF "(see 'MyPreviews curve spring --help')" "$ERR" || report "a user package's help pointer names another program: $(head -c 200 "$ERR")"
[ $violations -gt $before ] && n_bad[$kind]=$((n_bad[$kind] + 1))
run_case messages usage 60 bench output --frames -5
run_case messages usage 60 render --scene basics --duration 0.05 --scale 1 --frames "$WORK/tf" --trace "$WORK/tf/frame-00001.png"
[ -e "$WORK/tf/frame-00001.png" ] && report "the trace over a frame was written"
TMPDIR=$WORK/no-such-tmp run_case messages fail 60 bench output --scene basics --scale 1 --frames 2
[ -e "$WORK/no-such-tmp" ] && report "bench output created a missing TMPDIR"
init_kind messages; n_cases[$kind]=$((n_cases[$kind] + 1)); before=$violations
PATH=$FAKES/folder:$WORK/tbin timeout -s KILL 60 "$BIN" record --scene basics --duration 0.05 --out "$WORK/m.mp4" >"$OUT" 2>"$ERR"
check_result fail $? "record with a folder named ffmpeg first on PATH"
grep -q '^Error: record needs ffmpeg (apt-get install ffmpeg)$' "$ERR" || report "ffmpeg as a folder: $(head -c 200 "$ERR")"
[ $violations -gt $before ] && n_bad[$kind]=$((n_bad[$kind] + 1))

fi  # part 2
if in_part 1; then
# === literal write-back (issue 17): `literals --write` against every hostile state of the source =====
# A package built here through the MotionLabPort plugin (into BAD_INPUTS_SCRATCH, default the
# repository's .build, where swift-syntax and the library are already built) whose iOS/ folder is a
# link to an app folder in $WORK: its table names Card.swift there. Every case starts from the bytes the
# build read and checks the promise: a refused write leaves the file (and what is in its place) as it
# was; an accepted one changes only the literal's characters, through links, keeping owner and mode.
literals_package() {
    local pkg=$WORK/litpkg app=$WORK/litapp
    mkdir -p "$pkg/Sources/LitApp" "$app"
    cat >"$pkg/Package.swift" <<EOF
// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "LitApp", dependencies: [.package(name: "MotionLab", path: "$REPO")], targets: [
    .executableTarget(name: "LitApp", dependencies: [.product(name: "UIKit", package: "MotionLab"),
                      .product(name: "MotionLabPreview", package: "MotionLab")],
                      exclude: ["iOS"], plugins: [.plugin(name: "MotionLabPort", package: "MotionLab")]),
])
EOF
    printf 'import UIKit\nimport MotionLabPreview\nPreviewApp.main([Preview("card") { CardViewController() }])\n' >"$pkg/Sources/LitApp/main.swift"
    cat >"$app/Card.swift" <<'EOF'
import UIKit

class CardViewController: UIViewController {
    let card = UIView(frame: CGRect(x: 60, y: 60, width: 200, height: 120))
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                       options: [], animations: { self.card.center.y = 300 })
        let pulse = CAKeyframeAnimation(keyPath: "opacity")
        pulse.repeatCount = 2
        pulse.values = [0, 10]
        let replicator = CAReplicatorLayer()
        replicator.instanceCount = 3
    }
}
EOF
    hard_odd_named_files "$app"   # issue 27: names a build's own files could not hold
    ln -s "$app" "$pkg/Sources/LitApp/iOS"
    # The build's own temporary folders (SwiftPM leaves some) go elsewhere: $TMPDIR is checked for leftovers.
    mkdir -p "$WORK/build-tmp"
    TMPDIR=$WORK/build-tmp swift build --package-path "$pkg" --scratch-path "${BAD_INPUTS_SCRATCH:-$REPO/.build}" --disable-build-manifest-caching \
        >"$WORK/litpkg.log" 2>&1 || return 1
    LITBIN=$(TMPDIR=$WORK/build-tmp swift build --package-path "$pkg" --scratch-path "${BAD_INPUTS_SCRATCH:-$REPO/.build}" --show-bin-path)/LitApp
    cp "$app/Card.swift" "$WORK/card.built"
}
if literals_package; then
    LIT=$WORK/litapp/Card.swift
    ID=Card.swift:7:77
    # lit_restore: the file as the build read it, a regular file of ours.
    lit_restore() { chmod -R u+rwx "$WORK/litapp" 2>/dev/null; rm -rf "$LIT"; cp "$WORK/card.built" "$LIT"; chmod 644 "$LIT"; }
    # lit_case EXPECT SETUP (shell, run in the app folder) ARGS…: one write with the file in that state;
    # a refusal must leave what is at the path as SETUP made it (its listing and bytes).
    lit_case() {
        local expect=$1 setup=$2; shift 2
        lit_restore
        (cd "$WORK/litapp" && eval "$setup")
        local before; before=$(cd "$WORK/litapp" && ls -l --time-style=+ . 2>/dev/null; { [ -f "$LIT" ] && cksum <"$LIT"; } 2>/dev/null)
        local saved=$BIN; BIN=$LITBIN
        run_case literals "$expect" 60 "$@"
        BIN=$saved
        local after; after=$(cd "$WORK/litapp" && ls -l --time-style=+ . 2>/dev/null; { [ -f "$LIT" ] && cksum <"$LIT"; } 2>/dev/null)
        if [ "$expect" != ok ] && [ "$before" != "$after" ]; then report "a refused write changed the app's folder: $setup: $*"; fi
        no_leftovers "$WORK/litapp" "literals --write ($setup)"
    }
    # Bad ids and values: usage errors, nothing written.
    for a in "$ID=1.5" "$ID=0" "$ID=-0.5" "$ID=nan" "$ID=inf" "$ID=1e400" "$ID=abc" "$ID=" "$ID" "=0.5" "Card.swift:1:1=0.5" \
             "Nope.swift:7:77=0.5" "$BIG=1" "$NL=1" "Card.swift:7:38=-1"; do
        lit_case usage ":" literals --write "$a"
    done
    lit_case usage ":" literals --write "$ID=0.8" "Card.swift:7:38=-1"      # one bad of two: nothing written
    lit_case usage ":" render --scene card --duration 0.05 --set "$ID=1.5"
    # The file is not what the build read.
    lit_case fail "printf '// edited\n' >>Card.swift" literals --write "$ID=0.8"
    lit_case fail "printf 'import UIKit\n' >Card.swift" literals --write "$ID=0.8"
    lit_case fail "rm Card.swift" literals --write "$ID=0.8"
    lit_case fail "rm Card.swift; mkdir Card.swift" literals --write "$ID=0.8"
    lit_case fail "rm Card.swift; mkfifo Card.swift" literals --write "$ID=0.8"
    lit_case fail "rm Card.swift; ln -s nowhere.swift Card.swift" literals --write "$ID=0.8"
    lit_case fail "rm Card.swift; ln -s Card.swift Card.swift" literals --write "$ID=0.8"
    [ $ROOT -eq 1 ] && lit_case fail "rm Card.swift; mknod Card.swift c 1 3" literals --write "$ID=0.8"
    # Files we may not write: refused, untouched.
    lit_case fail "chmod 444 Card.swift" literals --write "$ID=0.8"
    [ $ROOT -eq 1 ] && lit_case fail "chmod 444 Card.swift; chown 65534:65534 Card.swift" literals --write "$ID=0.8"
    # Accepted: only the literal's characters change, through a link, keeping owner, mode and hard links.
    lit_ok() {  # lit_ok SETUP CHECK: a write of 0.8 that must succeed, then CHECK (shell) must hold
        lit_case ok "$1" literals --write "$ID=0.8"
        sed 's/usingSpringWithDamping: 0\.5,/usingSpringWithDamping: 0.8,/' "$WORK/card.built" >"$WORK/card.expected"
        cmp -s "$(readlink -f "$LIT")" "$WORK/card.expected" || report "literals --write ($1): not exactly the literal changed"
        (cd "$WORK/litapp" && eval "$2") || report "literals --write ($1): $2 does not hold"
    }
    lit_ok ":" "[ -f Card.swift ] && [ ! -L Card.swift ]"
    lit_ok "mv Card.swift real.swift; ln -s real.swift Card.swift" "[ -L Card.swift ] && [ \"\$(readlink Card.swift)\" = real.swift ]"
    lit_ok "ln Card.swift other-link.swift" "cmp -s Card.swift other-link.swift"
    lit_ok "chmod 600 Card.swift" "[ \"\$(stat -c %a Card.swift)\" = 600 ]"
    [ $ROOT -eq 1 ] && lit_ok "chown 65534:65534 Card.swift; chmod 664 Card.swift" "[ \"\$(stat -c %u:%a Card.swift)\" = 65534:664 ]"
    rm -f "$WORK/litapp/real.swift" "$WORK/litapp/other-link.swift"
    # A full file system under the app folder: the write fails, the file as it was.
    if [ -n "$SMALL" ]; then
        lit_restore
        mkdir -p "$SMALL/app"; cp "$WORK/card.built" "$SMALL/app/Card.swift"
        rm -f "$LIT"; ln -s "$SMALL/app/Card.swift" "$LIT"
        head -c 100000 /dev/zero >"$SMALL/filler" 2>/dev/null
        saved=$BIN; BIN=$LITBIN; run_case literals fail 60 literals --write "$ID=0.8"; BIN=$saved
        grep -q "No space left on device" "$ERR" || report "literals --write on a full disk: $(head -c 160 "$ERR")"
        cmp -s "$SMALL/app/Card.swift" "$WORK/card.built" || report "literals --write on a full disk changed the file"
        rm -rf "$SMALL/filler" "$SMALL/app"
    fi
    # Standard output: the list into a full device or a closed stdout is an error, never a crash.
    init_kind literals; n_cases[$kind]=$((n_cases[$kind] + 2)); before=$violations
    timeout -s KILL 60 "$LITBIN" list --literals >"$FULL" 2>"$ERR"; rc=$?; : >"$OUT"
    check_result fail $rc "list --literals > full device"
    timeout -s KILL 60 "$LITBIN" literals >&- 2>"$ERR"; rc=$?
    check_result fail $rc "literals >&-"
    [ $violations -gt $before ] && n_bad[$kind]=$((n_bad[$kind] + 1))
    lit_restore
    hardening_literal_cases
    hardening_plugin_cases
else
    echo "note: no literal write-back cases (the plugin package did not build: $WORK/litpkg.log)"; tail -5 "$WORK/litpkg.log"
    grep -qE 'Quote|Back.slash|Line' "$WORK/litpkg.log" && { init_kind plugin; report "the plugin package does not build with files named with a quote, a backslash, a line break"; }
fi

# === port (issue 16): `motionlab port IN OUT [--overwrite]` against every hostile IN and OUT ==============
# The rewrite runs in the motionlab-port tool (beside the binary, or $MOTIONLAB_PORT_TOOL); its files go
# through OutputFile: all written to temporary files first, renamed into place only when every one is
# complete. A refusal leaves OUT (and IN) exactly as they were: same listing, same bytes, no temporary
# file, no folder made; an accepted run writes exactly the rewrite.
PORT_TOOL=""
for t in "$(dirname "$BIN")/motionlab-port" "$(dirname "$BIN")/motionlab-port-tool"; do [ -x "$t" ] && { PORT_TOOL=$t; break; }; done
if [ -n "$PORT_TOOL" ]; then
    PIN=$WORK/pin
    mkdir -p "$PIN/Sub"
    printf 'import UIKit\n\nclass Card: UIViewController {\n    @IBOutlet var label: UILabel!\n    @objc func tapped() {}\n    func wire(_ b: UIButton) { b.addTarget(self, action: #selector(tapped), for: .touchUpInside) }\n}\n' >"$PIN/Card.swift"
    printf 'import UIKit\nfinal class Plain {}\n' >"$PIN/Sub/Plain.swift"
    chmod -R a+rX "$PIN"
    # The expected output, made once (and checked to be the rewrite).
    "$BIN" port "$PIN" "$WORK/port-expected" >/dev/null 2>"$ERR" || { echo "note: port does not work at all: $(cat "$ERR")"; }
    grep -q 'Card.touchUpInside\|Card.tapped' "$WORK/port-expected/Card.swift" 2>/dev/null || report "port: the reference output is not the rewrite"
    state_of() { (cd "$1" 2>/dev/null && find . -printf '%p %y %m %u %s\n' 2>/dev/null | sort; find . -type f -exec cksum {} + 2>/dev/null | sort); }
    # port_case EXPECT SETUP ARGS…: SETUP (shell) runs in a fresh folder $D holding in/ (a copy of $PIN);
    # ARGS use in/ and out/ there. A refusal must leave $D as SETUP made it; "ok" must write the rewrite.
    port_case() {
        local expect=$1 setup=$2; shift 2
        local D=$WORK/port/$((${n_cases[port]:-0} + 1)); rm -rf "$D"; mkdir -p "$D"; cp -a "$PIN" "$D/in"; cd "$D"
        eval "$setup"
        local before_state; before_state=$(state_of "$D")
        local runner=(timeout -s KILL 60); [ -n "${PORT_AS_NOBODY:-}" ] && { chmod 755 "$D"; runner=(nobody timeout -s KILL 60); }
        init_kind port; n_cases[$kind]=$((n_cases[$kind] + 1)); local before=$violations
        "${runner[@]}" "$BIN" port "$@" >"$OUT" 2>"$ERR"; local rc=$?
        check_result "$expect" "$rc" "port $* ($setup)"
        if [ "$rc" -ne 0 ]; then
            [ "$before_state" = "$(state_of "$D")" ] || report "port refused ($setup) but changed the folder: $*"
        fi
        [ "$(state_of "$D/in")" = "$(state_of "$PIN")" ] || [ "$setup" != : ] || report "port changed IN: $*"
        no_leftovers "$D" "port $* ($setup)"
        [ $violations -gt $before ] && n_bad[$kind]=$((n_bad[$kind] + 1))
        cd "$WORK"
    }
    # port_ok SETUP OUTDIR CHECK ARGS…: must succeed, OUTDIR must hold the rewrite, CHECK (shell) hold.
    port_ok() {
        local setup=$1 outdir=$2 check=$3; shift 3
        port_case ok "$setup" "$@"
        local D=$WORK/port/${n_cases[port]}
        [ "$outdir" = - ] || (cd "$D" && diff -r "$outdir" "$WORK/port-expected" >/dev/null 2>&1) || report "port ($setup): $outdir is not exactly the rewrite"
        (cd "$D" && eval "$check") || report "port ($setup): $check does not hold"
    }
    # Usage: bad or overlapping paths (exit 2, nothing written).
    port_case usage ":"
    port_case usage ":" in
    port_case usage ":" nope out
    port_case usage ":" in/Card.swift out
    port_case usage "mkfifo f" f out
    port_case usage ":" /dev/null out
    port_case usage ":" "" out
    port_case usage ":" in ""
    port_case usage ":" in in
    port_case usage ":" in in/out
    port_case usage "mkdir -p out; mv in out/in" out/in out
    port_case usage "echo x >out" in out
    port_case usage "mkfifo out" in out
    [ $ROOT -eq 1 ] && port_case usage "mknod out c 1 3" in out
    port_case usage "mkdir out; echo keep >out/keep" in out
    port_case usage "ln -s in out" in out
    port_case usage "ln -s in/Sub out" in out
    port_case usage "mkdir out; ln -s ../in/Card.swift out/Card.swift" in out --overwrite
    port_case usage "mkdir out; ln in/Card.swift out/Card.swift" in out --overwrite
    port_case usage "mkdir empty" empty out
    port_case usage "mkdir empty; echo x >empty/notes.txt" empty out
    port_case usage ":" in out extra
    port_case usage ":" in out --frobnicate
    # IN that cannot be read whole: refused (exit 1) before anything is written.
    port_case fail "printf 'class {\n' >in/Broken.swift" in out
    port_case fail "printf 'let a = \"\\xff\\xfe\"\n' >in/Latin.swift" in out
    port_case fail "head -c 3000 /dev/urandom >in/Blob.swift; printf '\\xff' >>in/Blob.swift" in out
    port_case fail "mkfifo in/Pipe.swift" in out
    port_case fail "ln -s nowhere.swift in/Dangling.swift" in out
    port_case fail "ln -s Loop.swift in/Loop.swift" in out
    port_case fail "touch \"in/\$(printf 'bad\\xffname')\".swift" in out
    [ $ROOT -eq 1 ] && port_case fail "mknod in/Dev.swift c 1 3" in out
    [ $ROOT -eq 1 ] && port_case fail "mknod in/Zero.swift c 1 5" in out
    if [ $CAN_NOBODY -eq 1 ]; then
        PORT_AS_NOBODY=1 port_case fail "chmod 000 in" in out
        PORT_AS_NOBODY=1 port_case fail "chmod 000 in/Sub" in out
        PORT_AS_NOBODY=1 port_case fail "chmod 000 in/Card.swift" in out
        PORT_AS_NOBODY=1 port_case fail "mkdir out; chmod 555 out" in out
        PORT_AS_NOBODY=1 port_case fail "mkdir -p out/Sub; echo old >out/Card.swift; chown -R 65534 out; chmod 555 out/Sub" in out --overwrite
    fi
    # OUT that cannot take the output: refused (exit 1), nothing written — not even the files that could be.
    port_case fail "ln -s loop out; ln -s out loop" in out
    port_case fail "mkdir out; echo old >out/Card.swift; chmod 444 out/Card.swift; chown 65534 out/Card.swift" in out --overwrite
    port_case fail "mkdir -p out; echo old >out/Sub" in out --overwrite
    port_case fail "mkdir -p out/Card.swift" in out --overwrite
    port_case fail "mkdir -p out; mkfifo out/Card.swift" in out --overwrite
    port_case fail "mkdir -p out; ln -s $NULL out/Card.swift" in out --overwrite
    port_case usage "mkdir -p out; ln -s ../in/Sub out/Sub" in out --overwrite
    port_case fail "mkdir -p out; ln -s loop out/Card.swift; ln -s Card.swift out/loop" in out --overwrite
    port_case fail "echo x >file" in file/out
    port_case fail ":" in "$(printf 'o%.0s' $(seq 256))"
    if [ -n "$SMALL" ]; then
        port_case fail "rm -rf $SMALL/*; cat /dev/zero >$SMALL/filler 2>/dev/null; truncate -s -200 $SMALL/filler; mkdir $SMALL/out" in "$SMALL/out"
        grep -q 'No space left on device' "$ERR" || report "port into a full tmpfs: $(head -c 200 "$ERR")"
        [ -z "$(ls -A "$SMALL/out")" ] || report "port into a full tmpfs left files: $(ls -A "$SMALL/out")"
        no_leftovers "$SMALL" "port into a full tmpfs"; rm -rf "${SMALL:?}"/*
    fi
    # Accepted: new, empty, linked and deep OUT; --overwrite keeps the mode and leaves other files.
    port_ok ":" out "[ -f out/Sub/Plain.swift ]" in out
    port_ok "mkdir out" out ":" in out
    port_ok "mkdir real; ln -s real out" out "[ -L out ] && [ -f real/Card.swift ]" in out
    port_ok "ln -s made out" out "[ -L out ] && [ -f made/Card.swift ]" in out
    port_ok ":" a/b/c "[ -d a/b/c/Sub ]" in a/b/c
    port_ok "mkdir out; echo old >out/Card.swift; chmod 600 out/Card.swift; echo mine >out/Notes.txt" - \
        "[ \"\$(stat -c %a out/Card.swift)\" = 600 ] && [ \"\$(cat out/Notes.txt)\" = mine ] && rm out/Notes.txt && diff -r out $WORK/port-expected" in out --overwrite
    [ $ROOT -eq 1 ] && port_ok "mkdir out; echo old >out/Card.swift; chown 65534:65534 out/Card.swift; chmod 664 out/Card.swift" out \
        "[ \"\$(stat -c %u:%a out/Card.swift)\" = 65534:664 ]" in out --overwrite
    port_ok "mkdir out; echo old >real.swift; ln -s ../real.swift out/Card.swift" - "[ -L out/Card.swift ] && cmp -s real.swift $WORK/port-expected/Card.swift" in out --overwrite
    long=$(printf 'L%.0s' $(seq 240))
    port_ok "cp in/Card.swift in/$long.swift" - "[ -f out/$long.swift ]" in out
    port_ok ":" "$long" ":" in "$long"
    port_ok "mkdir 'a dir'; mv in 'a dir/in -x'" out ":" "a dir/in -x" out
    # The tool misbehaving: missing, killed, silent, stuck — one line, exit 1 (its usage error stays 2).
    FT=$WORK/fakeport; mkdir -p "$FT"
    printf '#!/bin/sh\nkill -9 $$\n' >"$FT/killed"; printf '#!/bin/sh\nexit 3\n' >"$FT/silent"
    printf '#!/bin/sh\necho "Error: port: something wrong" >&2\nexit 2\n' >"$FT/usage"
    printf '#!/bin/sh\necho one >&2; echo "two lines" >&2; exit 1\n' >"$FT/chatty"
    printf '#!/bin/sh\nexec sleep 600\n' >"$FT/stuck"; chmod +x "$FT"/*
    MOTIONLAB_PORT_TOOL=$WORK/no-such-tool port_case fail ":" in out
    MOTIONLAB_PORT_TOOL=$FT port_case fail ":" in out
    grep -q 'is not an executable file' "$ERR" || report "port: a folder as the tool: $(head -c 200 "$ERR")"
    MOTIONLAB_PORT_TOOL=$FT/killed port_case fail ":" in out
    grep -q 'signal 9' "$ERR" || report "port: a killed tool is not reported as killed: $(head -c 200 "$ERR")"
    MOTIONLAB_PORT_TOOL=$FT/silent port_case fail ":" in out
    MOTIONLAB_PORT_TOOL=$FT/usage port_case usage ":" in out
    MOTIONLAB_PORT_TOOL=$FT/chatty port_case fail ":" in out
    grep -q 'exited with status 1: two lines' "$ERR" || report "port: a tool's last line is not named as its: $(head -c 200 "$ERR")"
    MOTIONLAB_TOOL_TIMEOUT=1 MOTIONLAB_PORT_TOOL=$FT/stuck port_case fail ":" in out
    # Standard output: a reader that leaves (a full device and a closed stdout: the exit rule, in
    # hardening_port_cases) — OUT is written: exit 0, and at most the one Warning line.
    init_kind port; n_cases[$kind]=$((n_cases[$kind] + 1)); before=$violations
    rm -rf "$WORK/pso"; timeout -s KILL 60 "$BIN" port "$PIN" "$WORK/pso" 2>"$ERR" | (exit 0); rc=${PIPESTATUS[0]}
    [ "$rc" -eq 0 ] && [ "$(wc -l <"$ERR")" -le 1 ] && { [ ! -s "$ERR" ] || grep -q '^Warning: wrote ' "$ERR"; } && [ -d "$WORK/pso" ] \
        || report "'port | (exit 0)': exit $rc, stderr: $(head -c 160 "$ERR")"
    n_other[$kind]=$((n_other[$kind] + 1)); rm -rf "$WORK/pso"
    [ $violations -gt $before ] && n_bad[$kind]=$((n_bad[$kind] + 1))
    # Signals mid-run (a folder of 400 files, signalled while reading, rewriting or writing): 143/130,
    # no temporary file, no process left, and OUT either absent or holding complete rewritten files.
    BIGIN=$WORK/port-big; mkdir -p "$BIGIN"
    for i in $(seq 400); do sed "s/class Card/class Card$i/" "$PIN/Card.swift" >"$BIGIN/Card$i.swift"; done
    for delay in 0.2 0.6 1.2 2.5; do
        for sig in TERM INT; do
            init_kind port-signals; n_cases[$kind]=$((n_cases[$kind] + 1)); before=$violations
            D=$WORK/port-sig; rm -rf "$D"; mkdir -p "$D"
            set -m; "$BIN" port "$BIGIN" "$D/out" >"$OUT" 2>"$ERR" & pid=$!; set +m
            sleep "$delay"; kill -"$sig" "$pid" 2>/dev/null
            waited=0; while kill -0 "$pid" 2>/dev/null && [ $waited -lt 100 ]; do sleep 0.1; waited=$((waited + 1)); done
            kill -0 "$pid" 2>/dev/null && { report "port still running 10 s after SIG$sig"; kill -KILL "$pid"; }
            wait "$pid"; rc=$?
            [ -n "${BAD_INPUTS_LOG:-}" ] && printf '%s\t%s\t%s\t%s\n' "$kind" "$rc" "port SIG$sig after $delay s" "$(head -n 1 "$ERR")" >>"$BAD_INPUTS_LOG"
            case $rc in 0) n_ok[$kind]=$((n_ok[$kind] + 1)) ;; 130|143) n_other[$kind]=$((n_other[$kind] + 1)) ;;
                *) report "port after SIG$sig at $delay s: exit $rc: $(head -c 160 "$ERR")" ;; esac
            grep -qE 'Fatal error|Program crashed|Backtrac' "$ERR" && report "port after SIG$sig: crash report"
            sleep 0.3; pgrep -f "$D/out" >/dev/null && report "port after SIG$sig: a process outlived it"
            if [ -d "$D/out" ]; then
                for f in "$D"/out/*; do [ -e "$f" ] || continue; grep -q "^}" "$f" || report "port after SIG$sig: a half-written file $f"; done
                if [ "$rc" -ne 0 ] && [ -n "$(ls -A "$D/out")" ] && [ "$(ls "$D/out" | wc -l)" -ne 400 ]; then
                    report "port after SIG$sig at $delay s: OUT holds $(ls "$D/out" | wc -l) of 400 files"
                fi
            fi
            no_leftovers "$D" "port SIG$sig"
            [ $violations -gt $before ] && n_bad[$kind]=$((n_bad[$kind] + 1))
        done
    done
    hardening_port_cases
else
    echo "note: no port cases (no motionlab-port beside $BIN: swift build --product motionlab-port)"
fi
outputs_inputs_cases

fi  # part 1
if in_part 2; then
# --- inspect: bad --at, --script, --set, --scene; valid JSON (python's parser) for every scene and time -----
printf '0.1 click 160 300\n' >"$WORK/ok-script.txt"
printf '0.1 klick 1 2\n' >"$WORK/bad-script.txt"
mkfifo "$WORK/script-fifo"; mkdir -p "$WORK/script-dir"
printf '0.1 click 1 2\n\xff\xfe\n' >"$WORK/latin-script.txt"
for v in -1 -0.001 3600.5 1e12 1e309 nan inf -inf abc "" " " "$BIG" "$NL" 0x 1,5 --; do
    run_case inspect usage 60 inspect --scene music --at "$v"
done
run_case inspect usage 60 inspect --scene music
run_case inspect ok 60 inspect --at 1   # the first scene, as every command defaults
run_case inspect usage 60 inspect --scene nope --at 1
run_case inspect usage 60 inspect --scene "$BIG" --at 1
for sc in "$WORK/no-such-script" "$WORK/bad-script.txt" "$WORK/script-dir" "$WORK/script-fifo" "$WORK/latin-script.txt" "" /dev/zero; do
    run_case inspect refuse 20 inspect --scene music --at 1 --script "$sc"
done
for set in "nope=1" "damping=abc" "damping=nan" "damping=1e309" "damping=-5" "=" "damping" "$BIG=1" "Card.swift:1:1=0.5"; do
    run_case inspect usage 60 inspect --scene map --at 1 --set "$set"
done
# Every scene at times from 0 to the limit: JSON that python's strict parser reads (no NaN, no
# infinity), with t as asked and every progress within 0…1.
for scene in map music profile flight basics particles; do
    # (particles replays 2,000 layers frame by frame: 3600 s of it takes minutes, so its last time is 60)
    for t in 0 0.016 0.5 1.5 3 10 $([ $scene = particles ] && echo 60 || echo 3600); do
        init_kind inspect-json; n_cases[$kind]=$((n_cases[$kind] + 1)); before=$violations
        timeout -s KILL 120 "$BIN" inspect --scene "$scene" --at "$t" --script "$WORK/ok-script.txt" >"$OUT" 2>"$ERR"; rc=$?
        [ -n "${BAD_INPUTS_LOG:-}" ] && printf '%s\t%s\t%s\t%s\n' "$kind" "$rc" "inspect $scene $t" "$(head -n 1 "$ERR")" >>"$BAD_INPUTS_LOG"
        if [ "$rc" -eq 0 ]; then n_ok[$kind]=$((n_ok[$kind] + 1)); else report "inspect --scene $scene --at $t: exit $rc: $(head -c 160 "$ERR")"; fi
        [ -s "$ERR" ] && report "inspect --scene $scene --at $t printed to stderr: $(head -c 160 "$ERR")"
        python3 -c '
import json, sys
def strict(c): raise ValueError("non-finite number " + c)
d = json.load(open(sys.argv[1]), parse_constant=strict)
assert abs(d["t"] - float(sys.argv[2])) < 1e-9, "t is %r" % d["t"]
for a in d["animations"]:
    p = a["progress"]
    assert p is None or 0 <= p <= 1, "progress %r" % p
' "$OUT" "$t" 2>"$WORK/json.err" || report "inspect --scene $scene --at $t: not valid JSON: $(tail -1 "$WORK/json.err")"
        [ $violations -gt $before ] && n_bad[$kind]=$((n_bad[$kind] + 1))
    done
done
# Standard output: full, closed, a reader that leaves at once (a quiet 141, or 0 when it all fit).
for args in "inspect --scene music --at 1.5" "list --literals" "literals" "list"; do
    init_kind inspect-stdout; n_cases[$kind]=$((n_cases[$kind] + 3)); before=$violations
    timeout -s KILL 60 "$BIN" $args >"$FULL" 2>"$ERR"; rc=$?; : >"$OUT"
    # motionlab's own binary has no literals: "list --literals" says so on stderr, exit 0, nothing on stdout.
    if [ "$rc" -ne 0 ] || [ "${args% *}" != list ] && [ "$args" != literals ]; then check_result fail $rc "$args > full device"; else n_ok[$kind]=$((n_ok[$kind] + 1)); fi
    timeout -s KILL 60 "$BIN" $args >&- 2>"$ERR"; rc=$?
    if [ "$rc" -ne 0 ] || [ "${args% *}" != list ] && [ "$args" != literals ]; then check_result fail $rc "$args >&-"; else n_ok[$kind]=$((n_ok[$kind] + 1)); fi
    timeout -s KILL 60 "$BIN" $args 2>"$ERR" | (exit 0); rc=${PIPESTATUS[0]}
    { [ "$rc" -eq 0 ] || [ "$rc" -eq 141 ]; } || report "'$args | (exit 0)': exit $rc, stderr: $(head -c 160 "$ERR")"
    [ "$rc" -eq 141 ] && [ -s "$ERR" ] && report "'$args | (exit 0)': 141 but not quietly: $(head -c 160 "$ERR")"
    n_other[$kind]=$((n_other[$kind] + 1))
    [ $violations -gt $before ] && n_bad[$kind]=$((n_bad[$kind] + 1))
done
run_case inspect usage 60 list --literals extra
run_case inspect usage 60 literals --write
run_case inspect usage 60 literals --write "x=1"

# --- run --watch: bad --package, no display (this sweep runs headless: a one-line refusal, exit 1) ------
mkdir -p "$WORK/wpkg-empty" "$WORK/wpkg/Sources/W" "$WORK/wpkg-nobuild" "$WORK/wpkg-ro"
echo 'this is not a manifest' >"$WORK/wpkg-nobuild/Package.swift"
printf '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "W", targets: [.executableTarget(name: "W")])\n' >"$WORK/wpkg/Package.swift"
echo 'print("hi")' >"$WORK/wpkg/Sources/W/main.swift"
cp -a "$WORK/wpkg/." "$WORK/wpkg-ro/"; chmod -R a-w "$WORK/wpkg-ro"
echo file >"$WORK/wpkg-file"
run_case watch usage 60 run --watch --package "$WORK/no-such-package"
run_case watch usage 60 run --watch --package "$WORK/wpkg-file"
run_case watch usage 60 run --watch --package "$WORK/wpkg-empty"
run_case watch usage 60 run --watch --package ""
run_case watch usage 60 run --watch --package "$WORK/script-fifo"
run_case watch usage 60 run --package "$WORK/wpkg"
run_case watch usage 60 run --watch --serve
run_case watch usage 60 run --watch --script "$WORK/bad-script.txt"
run_case watch usage 60 run --watch --speed 9
run_case watch usage 60 run --watch --scene nope
for p in wpkg wpkg-nobuild wpkg-ro; do
    run_case watch fail 60 run --watch --package "$WORK/$p"
    grep -q 'needs a window' "$ERR" || report "run --watch --package $p without a display: $(head -c 200 "$ERR")"
done
run_case watch fail 60 run --watch --seconds 1
[ $CAN_NOBODY -eq 1 ] && { chmod 700 "$WORK/wpkg-empty"; cp "$WORK/wpkg/Package.swift" "$WORK/wpkg-empty/"
    init_kind watch; n_cases[$kind]=$((n_cases[$kind] + 1)); before=$violations
    nobody timeout -s KILL 60 "$BIN" run --watch --package "$WORK/wpkg-empty" >"$OUT" 2>"$ERR"; check_result refuse $? "run --watch --package (unreadable, as nobody)"
    [ $violations -gt $before ] && n_bad[$kind]=$((n_bad[$kind] + 1)); }
PATH=/usr/bin:/bin run_case watch fail 60 run --watch --package "$WORK/wpkg"
[ -n "$(find "$WORK/wpkg" "$WORK/wpkg-ro" -newer "$WORK/wpkg-file" 2>/dev/null)" ] && report "run --watch wrote into a package"

# --- arguments: unknown options, subcommands, huge and odd strings ----------------------------------
for args in "--frobnicate" "curve frob" "render --scene $BIG" "render --scene $NL" "render extra" \
            "curve bezier 0.5 0 0.5" "curve bezier 0.5 0 0.5 1 2 --samples 5" "curve bezier a b c d --samples 5" \
            "curve easing $BIG --samples 5" "curve named $BIG --samples 5" "curve easing cubic-bezier(2,0,0.5,1) --samples 5" \
            "curve spring" "bench frob" "render --hud=3" "render --scene" "curve spring --mass" "run --seconds"; do
    run_case arguments usage 60 $args
done

# --- Interface Builder files (issue 25): the `ib` tool the plugin runs, and `bench storyboard` ---------
# Hostile storyboards and xibs: not XML, binary, empty, cut short, not IB, a Mac xib, too deep, an entity
# bomb, a huge attribute, a FIFO/folder/dangling link named like one — each one line naming the file
# (the build's `path:line: error:` is on stdout), exit 1, nothing written, no wait; unknown elements are
# warnings (exit 0, nothing on stderr). A catalog or Info.plist that is garbage or a FIFO warns.
IB_TOOL=""
for t in "$(dirname "$BIN")/motionlab-port" "$(dirname "$BIN")/motionlab-port-tool"; do [ -x "$t" ] && { IB_TOOL=$t; break; }; done
if [ -n "$IB_TOOL" ]; then
    IBD=$WORK/ib; mkdir -p "$IBD"
    HDR='<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" initialViewController="v">'
    ib_case() {   # ib_case EXPECT NAME SETUP [NAMED]: SETUP makes $IBD/n/iOS/NAME; the tool compiles it;
                  # a refusal names NAME (unless NAMED is "out": then it names the output folder)
        local expect=$1 name=$2 setup=$3 named=${4:-$2} n=$(( ${n_cases[ib]:-0} + 1 ))
        local D=$IBD/$n; rm -rf "$D"; mkdir -p "$D/iOS"; cd "$D/iOS"; eval "$setup"; cd "$WORK"
        init_kind ib; n_cases[$kind]=$((n_cases[$kind] + 1)); local before=$violations
        timeout -s KILL 60 "$IB_TOOL" ib --output-dir "$D/out" --root "$D/iOS" "$D/iOS/$name" >"$OUT" 2>"$ERR"; local rc=$?
        check_result "$expect" "$rc" "ib $name ($setup)"
        if [ "$rc" -ne 0 ]; then
            [ -e "$D/out" ] && report "ib refused $name but wrote $D/out"
            grep -q "$named" "$ERR" || report "ib's error does not name $named: $(head -c 160 "$ERR")"
        fi
        [ $violations -gt $before ] && n_bad[$kind]=$((n_bad[$kind] + 1))
    }
    ib_case fail Main.storyboard "printf 'hello <' >Main.storyboard"
    ib_case fail Main.storyboard "head -c 4096 /dev/urandom >Main.storyboard"
    ib_case fail Main.storyboard ": >Main.storyboard"
    ib_case fail Main.storyboard "printf '%s\n<scenes>\n<scene>\n<objects>\n<viewController id=\"v\">' '$HDR' >Main.storyboard"
    ib_case fail Main.storyboard "printf '<?xml version=\"1.0\"?><plist><dict/></plist>' >Main.storyboard"
    ib_case fail View.xib "printf '<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\"/>' >View.xib"
    ib_case fail View.xib "printf '<document>' >View.xib"
    ib_case fail Main.storyboard "{ printf '%s<scenes>' '$HDR'; for i in \$(seq 3000); do printf '<view>'; done; } >Main.storyboard"
    ib_case any Main.storyboard "printf '<?xml version=\"1.0\"?><!DOCTYPE d [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\"><!ENTITY c \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\"><!ENTITY d \"&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;\"><!ENTITY e \"&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;\"><!ENTITY f \"&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;\"><!ENTITY g \"&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;\">]><document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"><objects><label text=\"&g;\" id=\"l\"/></objects></document>' >Main.storyboard"
    ib_case any Main.storyboard "{ printf '%s<scenes><scene sceneID=\"s\"><objects><viewController id=\"v\"><view key=\"view\" id=\"r\"><subviews><label id=\"l\" text=\"' '$HDR'; head -c 5000000 /dev/zero | tr '\\\\0' x; printf '\"/></subviews></view></viewController></objects></scene></scenes></document>'; } >Main.storyboard"
    ib_case ok Main.storyboard "printf '%s<scenes><scene sceneID=\"s\"><objects><viewController id=\"v\" customClass=\"No&quot;pe\" storyboardIdentifier=\"a&quot;b\\\\c\"><view key=\"view\" id=\"r\"><subviews><mapView id=\"m\"/><blink key=\"x\"/><label text=\"#sourceLocation() \\\\(x) &#10;\" id=\"l\" glitter=\"1\"/></subviews></view></viewController></objects></scene></scenes></document>' '$HDR' >Main.storyboard"
    ib_case fail Main.storyboard "mkfifo Main.storyboard"
    ib_case fail Main.storyboard "mkdir Main.storyboard"
    ib_case fail Main.storyboard "ln -s nowhere Main.storyboard"
    ib_case ok Info.plist "printf 'not a plist' >Info.plist"
    ib_case ok Info.plist "mkfifo Info.plist"
    ib_case ok Contents.json "mkdir -p A.xcassets/X.imageset; printf '{not json' >A.xcassets/X.imageset/Contents.json; ln -s A.xcassets/X.imageset/Contents.json Contents.json"
    ib_case fail Main.storyboard "printf '%s</document>' '$HDR' >Main.storyboard; cd ..; rm -rf out; ln -s /nonexistent out 2>/dev/null; true" out
    # bench storyboard: bad numbers and output paths.
    for a in "--scenes 0" "--scenes 201" "--scenes abc" "--runs 0" "--runs -1" "--name" "--storyboard-out"; do
        run_case ib usage 60 bench storyboard $a
    done
    run_case ib usage 60 bench storyboard --runs 1 --name Nope   # an unknown name is a usage error (attacker D9)
    run_case ib fail 60 bench storyboard --runs 1 --storyboard-out "$WORK/no/such/dir/x.storyboard"
    run_case ib fail 60 bench storyboard --runs 1 --storyboard-out "$FULL"
    run_case ib fail 60 bench storyboard --runs 1 --storyboard-out "$WORK"
else
    echo "note: no Interface Builder cases (no motionlab-port beside $BIN: swift build --product motionlab-port)"
fi

fi  # part 2
total=0
printf '%-10s %6s %6s %6s %6s %6s %6s\n' kind cases exit0 exit2 exit1 other bad
for k in "${kinds[@]}"; do
    printf '%-10s %6d %6d %6d %6d %6d %6d\n' "$k" "${n_cases[$k]}" "${n_ok[$k]}" "${n_usage[$k]}" "${n_fail[$k]}" "${n_other[$k]}" "${n_bad[$k]}"
    total=$((total + n_cases[$k]))
done
echo "$total cases, $violations violations"
[ "$violations" -eq 0 ]
