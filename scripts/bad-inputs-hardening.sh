# Issue 27's classes for scripts/bad-inputs.sh, which sources this file (its helpers — run_case,
# check_result, report, init_kind, no_leftovers, port_case, lit_case — and variables are in scope):
#
#   - pathological Swift sources: `port` and the plugin on a 1,500-level generic, 800 nested brackets,
#     40 '[' in a row, 3,000 parentheses, 300 nested interpolations, and a file within those limits
#     that is still slow (the CPU budget) — each ends within seconds with one line naming file:line;
#     SIGKILL of `port` leaves no motionlab-port running
#   - concurrent `literals --write`: 30 races of two writers of one file lose nothing
#   - numeric ranges: values an Int, a Float or the API cannot take are refused in one line
#   - the exit rule after a committed write (README): stdout full or closed → exit 0 and one
#     "Warning: wrote …" line; the write is there
#   - plugin inputs: files in iOS/ named with a quote, a backslash, a line break build
#   - messages: port's report quotes a name holding a line break
#
# Kept small (40 levels, not 100): about a minute of the sweep's time.

# hard_generate KIND N: a one-line Swift file of that kind of nesting, N deep.
hard_generate() {
    local open="" close=""
    case $1 in
        generic) open=$(printf 'Array<%.0s' $(seq "$2")); close=$(printf '>%.0s' $(seq "$2")); printf 'let deep: %sInt%s = []\n' "$open" "$close" ;;
        brackets) open=$(printf '[%.0s' $(seq "$2")); close=$(printf ']%.0s' $(seq "$2")); printf 'let deep = %s1%s\n' "$open" "$close" ;;
        parens) open=$(printf '(%.0s' $(seq "$2")); close=$(printf ')%.0s' $(seq "$2")); printf 'let deep = %s1%s\n' "$open" "$close" ;;
        interpolation) open=$(printf '\\(%.0s' $(seq "$2")); close=$(printf ')%.0s' $(seq "$2")); printf 'let deep = "%s1%s"\n' "$open" "$close" ;;
        slow) for _ in $(seq "$2"); do printf 'let x = [[[[[[[[[[1]]]]]]]]]]\n'; done ;;   # 10 in a row: the most allowed
    esac
}

# hard_port_case SETUP-FILE-KIND N WANT: `port in out` with in/Deep.swift of that kind refused within
# 20 s (exit 1, the usual one line) naming in/Deep.swift:LINE and saying WANT; nothing written.
hard_port_case() {
    local kind_=$1 n=$2 want=$3
    hard_generate "$kind_" "$n" >"$WORK/deep-src.swift"
    port_case fail "cp '$WORK/deep-src.swift' in/Deep.swift" in out
    grep -q "in/Deep.swift:1:[0-9]*: .*$want" "$ERR" || grep -q "in/Deep.swift: .*$want" "$ERR" \
        || report "port on a $n-level $kind_ file: not a line naming in/Deep.swift and '$want': $(head -c 200 "$ERR")"
}

hardening_port_cases() {
    local t0=$SECONDS
    hard_port_case generic 1500 "too deeply nested for the port (1,500 levels"
    hard_port_case brackets 800 "too deeply nested"
    hard_port_case brackets 40 "40 '\[' in a row"
    hard_port_case parens 3000 "too deeply nested"
    hard_port_case interpolation 300 "too deeply nested"
    # Within both limits but slow: the CPU-time budget ends it (a short budget so the case is cheap).
    MOTIONLAB_PORT_CPU_SECONDS=0.3 hard_port_case slow 40 "gave up after 0.3 s of CPU time"
    [ $((SECONDS - t0)) -le 60 ] || report "pathological port cases took $((SECONDS - t0)) s (want seconds each)"

    # SIGKILL of `port` while its tool parses: the tool ends too (parent-death signal), leaving nothing.
    init_kind port-signals; n_cases[$kind]=$((n_cases[$kind] + 1)); local before=$violations
    local D=$WORK/port-kill; rm -rf "$D"; mkdir -p "$D/in"; hard_generate slow 200 >"$D/in/Slow.swift"
    "$BIN" port "$D/in" "$D/out" >"$OUT" 2>"$ERR" & local pid=$!
    local tool="" waited=0
    while [ -z "$tool" ] && [ $waited -lt 100 ]; do sleep 0.05; tool=$(pgrep -P "$pid" | head -1); waited=$((waited + 1)); done
    kill -KILL "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
    if [ -z "$tool" ]; then report "port: no motionlab-port child seen within 5 s"
    else
        waited=0; while kill -0 "$tool" 2>/dev/null && [ $waited -lt 50 ]; do sleep 0.1; waited=$((waited + 1)); done
        kill -0 "$tool" 2>/dev/null && { report "port killed by SIGKILL: its motionlab-port ($tool) still runs 5 s later"; kill -KILL "$tool"; }
        n_other[$kind]=$((n_other[$kind] + 1))
    fi
    [ -e "$D/out" ] && report "port killed by SIGKILL while parsing left $D/out"
    no_leftovers "$D" "port SIGKILL"
    [ $violations -gt $before ] && n_bad[$kind]=$((n_bad[$kind] + 1))

    # A name holding a line break is one quoted name in the report, not two lines.
    init_kind port; n_cases[$kind]=$((n_cases[$kind] + 1)); before=$violations
    D=$WORK/port-names; rm -rf "$D"; mkdir -p "$D/in"; printf 'import UIKit\n' >"$D/in/two
lines.swift"
    timeout -s KILL 60 "$BIN" port "$D/in" "$D/out" >"$OUT" 2>"$ERR"; local rc=$?
    check_result ok $rc "port of a file named with a line break"
    grep -qx '"two\\nlines.swift": unchanged' "$OUT" || report "port: a name with a line break is not quoted in the report: $(head -c 120 "$OUT" | tr '\n' '|')"
    [ $violations -gt $before ] && n_bad[$kind]=$((n_bad[$kind] + 1))

    # The exit rule: OUT written, then stdout full or closed → exit 0 with one Warning line.
    hard_written_case "port" "$WORK/pso" "rm -rf '$WORK/pso'" port "$PIN" "$WORK/pso"
    rm -rf "$WORK/pso"
}

# hard_written_case NAME TARGET RESET ARGS…: a writing command whose write succeeds, run into a full
# stdout and a closed one: exit 0, exactly one stderr line "Warning: wrote …", TARGET written.
hard_written_case() {
    local name=$1 target=$2 reset=$3; shift 3
    init_kind exit-rule; local before=$violations
    local how
    for how in full closed; do
        n_cases[$kind]=$((n_cases[$kind] + 1))
        eval "$reset"
        if [ $how = full ]; then timeout -s KILL 60 "$BIN" "$@" >"$FULL" 2>"$ERR"; else timeout -s KILL 60 "$BIN" "$@" >&- 2>"$ERR"; fi
        local rc=$?
        [ -n "${BAD_INPUTS_LOG:-}" ] && printf '%s\t%s\t%s\t%s\n' "$kind" "$rc" "$name >$how" "$(head -n 1 "$ERR")" >>"$BAD_INPUTS_LOG"
        [ "$rc" -eq 0 ] && n_ok[$kind]=$((n_ok[$kind] + 1))
        [ "$rc" -eq 0 ] || report "$name with stdout $how: exit $rc after a committed write (want 0): $(head -c 160 "$ERR")"
        [ "$(wc -l <"$ERR")" -eq 1 ] && head -n 1 "$ERR" | grep -q '^Warning: wrote .*, but its report could not be printed' \
            || report "$name with stdout $how: not one 'Warning: wrote …' line: $(head -c 200 "$ERR" | tr '\n' '|')"
        [ -e "$target" ] || report "$name with stdout $how: $target was not written"
    done
    [ $violations -gt $before ] && n_bad[$kind]=$((n_bad[$kind] + 1))
}

# Literal write-back (run with the literal package's binary as $BIN): types, races, the exit rule.
hardening_literal_cases() {
    # Numbers the literal's own type or the API cannot hold: refused (exit 2), the file untouched.
    local a
    for a in "Card.swift:11:28=1e19" "Card.swift:11:28=9223372036854775807" "Card.swift:11:28=1e18" "Card.swift:11:28=0.5" \
             "Card.swift:10:29=1e300" "Card.swift:10:29=1e-50" "Card.swift:10:29=-1" "Card.swift:13:36=2.5" "Card.swift:13:36=1e16"; do
        lit_case usage ":" literals --write "$a"
        grep -q "is out of range; Card.swift:" "$ERR" || report "literals --write $a: not an out-of-range line: $(head -c 160 "$ERR")"
        lit_case usage ":" render --scene card --duration 0.05 --set "$a"
    done
    # …and accepted values are written in the type's form: an Int never as 1e+18.
    lit_case ok ":" literals --write "Card.swift:11:28=1e15" "Card.swift:10:29=3e38"
    grep -q 'pulse.values = \[0, 1000000000000000\]' "$LIT" && grep -q 'pulse.repeatCount = 3e+38' "$LIT" \
        || report "literals --write: not written in the literals' types: $(grep -E 'values|repeatCount' "$LIT" | tr '\n' '|')"

    # 30 races of two writers of one file: each edit lands, or its writer exits 1 naming why.
    init_kind literal-races; local race lost=0 before=$violations
    for race in $(seq 30); do
        n_cases[$kind]=$((n_cases[$kind] + 1))
        lit_restore
        "$LITBIN" literals --write "$ID=0.8" >"$WORK/race1.out" 2>"$WORK/race1.err" & local p1=$!
        "$LITBIN" literals --write "Card.swift:7:38=0.7" >"$WORK/race2.out" 2>"$WORK/race2.err" & local p2=$!
        wait $p1; local r1=$?; wait $p2; local r2=$?
        local d=0 t=0
        grep -q 'usingSpringWithDamping: 0.8,' "$LIT" && d=1
        grep -q 'withDuration: 0.7,' "$LIT" && t=1
        [ $r1 -eq 0 ] && [ $d -eq 0 ] && lost=$((lost + 1))
        [ $r2 -eq 0 ] && [ $t -eq 0 ] && lost=$((lost + 1))
        [ $r1 -eq 0 ] || { [ $r1 -eq 1 ] && [ $d -eq 0 ] && grep -q '^Error: cannot write .*Card.swift: ' "$WORK/race1.err"; } \
            || report "race $race: writer 1 exit $r1, edit there $d: $(head -c 160 "$WORK/race1.err")"
        [ $r2 -eq 0 ] || { [ $r2 -eq 1 ] && [ $t -eq 0 ] && grep -q '^Error: cannot write .*Card.swift: ' "$WORK/race2.err"; } \
            || report "race $race: writer 2 exit $r2, edit there $t: $(head -c 160 "$WORK/race2.err")"
        [ $r1 -eq 0 ] && [ $r2 -eq 0 ] && n_ok[$kind]=$((n_ok[$kind] + 1))
        { [ $r1 -ne 0 ] || [ $r2 -ne 0 ]; } && n_fail[$kind]=$((n_fail[$kind] + 1))
        [ -n "${BAD_INPUTS_LOG:-}" ] && printf '%s\t%s\t%s\t%s\n' "$kind" "$r1/$r2" "race $race" "$(cat "$WORK/race1.err" "$WORK/race2.err" | head -n 1)" >>"$BAD_INPUTS_LOG"
    done
    [ $lost -eq 0 ] || report "$lost of 60 racing writes reported 'wrote' but their edit is not in the file"
    [ $violations -gt $before ] && n_bad[$kind]=$((n_bad[$kind] + 1))
    no_leftovers "$WORK/litapp" "literal races"

    # The exit rule: the file written, then stdout full or closed.
    local saved=$BIN; BIN=$LITBIN
    hard_written_case "literals --write" "$LIT" "lit_restore" literals --write "$ID=0.8"
    BIN=$saved
    cmp -s "$LIT" "$WORK/card.expected" || report "literals --write with stdout closed: not exactly the literal changed"
    lit_restore
}

# The plugin (after the literal cases: it rebuilds the literal package): pathological files fail the
# build within seconds naming the file; files named with a quote, a backslash, a line break build.
hardening_plugin_cases() {
    local pkg=$WORK/litpkg app=$WORK/litapp build=(swift build --package-path "$WORK/litpkg" --scratch-path "${BAD_INPUTS_SCRATCH:-$REPO/.build}")
    init_kind plugin; local before=$violations t0 rc
    n_cases[$kind]=$((n_cases[$kind] + 1))
    hard_generate generic 1500 >"$app/Deep.swift"; hard_generate brackets 40 >"$app/Wide.swift"
    t0=$SECONDS
    TMPDIR=$WORK/build-tmp timeout -s KILL 300 "${build[@]}" >"$WORK/plugin.log" 2>&1; rc=$?
    [ -n "${BAD_INPUTS_LOG:-}" ] && printf '%s\t%s\t%s\t%s\n' "$kind" "$rc" "plugin: deep files" "$(grep -m1 'Deep.swift' "$WORK/plugin.log")" >>"$BAD_INPUTS_LOG"
    [ $rc -ne 0 ] && n_fail[$kind]=$((n_fail[$kind] + 1))
    [ $rc -ne 0 ] || report "plugin: a build with a 1,500-level file succeeded"
    grep -q "Error: .*/Deep.swift:1:[0-9]*: too deeply nested for the port" "$WORK/plugin.log" || grep -q "Error: .*/Wide.swift:1:[0-9]*: 40 '\[' in a row" "$WORK/plugin.log" \
        || report "plugin: the failure does not name the file: $(grep -m2 -iE 'error|signal' "$WORK/plugin.log" | tr '\n' '|' | head -c 240)"
    grep -qE 'Stack dump|Backtrac|signal 11|Segmentation' "$WORK/plugin.log" && report "plugin: the tool crashed on a deep file"
    [ $((SECONDS - t0)) -le 120 ] || report "plugin: the failing build took $((SECONDS - t0)) s"
    rm -f "$app/Deep.swift" "$app/Wide.swift"

    # Names a build's own files could not hold: the build succeeds and their literals are listed.
    n_cases[$kind]=$((n_cases[$kind] + 1))
    local name
    for name in 'Quote"d.swift' 'Back\slash.swift' 'Line
Break.swift'; do
        printf 'import UIKit\nfunc tuned%s() { UIView.animate(withDuration: 0.25) {} }\n' "$RANDOM" >"$app/$name"
    done
    TMPDIR=$WORK/build-tmp timeout -s KILL 600 "${build[@]}" >"$WORK/plugin.log" 2>&1; rc=$?
    [ -n "${BAD_INPUTS_LOG:-}" ] && printf '%s\t%s\t%s\t%s\n' "$kind" "$rc" "plugin: odd names" "$(grep -m1 -i 'error' "$WORK/plugin.log")" >>"$BAD_INPUTS_LOG"
    if [ $rc -eq 0 ]; then
        n_ok[$kind]=$((n_ok[$kind] + 1))
        [ "$("$LITBIN" list --literals | grep -c 'withDuration')" -ge 4 ] || report "plugin: the oddly named files' literals are not listed"
    else
        report "plugin: files named with a quote, a backslash, a line break break the build: $(grep -m2 -i 'error' "$WORK/plugin.log" | tr '\n' '|' | head -c 240)"
    fi
    rm -f "$app/Quote\"d.swift" "$app/Back\\slash.swift" "$app/Line
Break.swift"
    [ $violations -gt $before ] && n_bad[$kind]=$((n_bad[$kind] + 1))
}
