# The outside attacker's classes (notes/attacker.md) for scripts/bad-inputs.sh, which sources this file
# (its helpers — run_case, check_result, report, init_kind — and $BIN, $PORT_TOOL, $FULL, $WORK are in
# scope). One function, `outputs_inputs_cases`, called once from part 1:
#
#   D0   generated Swift written to a device (/dev/full, or a link to it in the output folder): one
#        line, No space left on device, at once (it used to read the device back without end)
#   D0b  FIFOs and endless devices as inputs (file, patch, patch-server, a resource image): refused,
#        never waited on
#   D1   storyboards nested 1,000 views / 40,000 elements deep: one line naming file:line, no crash
#   D1b  outlets and actions whose names differ only beyond ASCII: one connector each
#   D11  an output that is an input (render --trace = --script, --frames holding it, record --out =
#        --script, ib --output-dir = --root, file --output = INPUT): usage error, input unchanged
#   D2   a storyboard named with a line break: the generated header stays a comment;
#        patch --module 'a b': usage error
#   D3b  a multi-line string runtime attribute keeps its text
#   D4   Info.plist naming a storyboard the target lacks, random bytes named junk.png: warnings
#   D5   colour set alpha "1" is opaque
#   D8   a failing render leaves no folder it made
#   D12  a byte that is not UTF-8 is reported at its own line
#   D13  /dev/stdout as the output with standard output closed: exit 1, not a silent success
#   D6/D7/D9/D10  bench raster bounded; bench storyboard --name nope, --png-scale without --png and
#        a zero-length plot are usage errors; --trace /dev/stdout | head is 141; a bad
#        MOTIONLAB_PORT_CPU_SECONDS is said; --root . and an --output-dir that is a file are understood
#   A1–A4 (attack-io) the app's bundle resources (`ib --bundle-resource`): a FIFO alone or in a .bundle,
#        a dangling link, a link loop, a device, an unreadable file — one line naming it, exit 1, the
#        output folder as it was; a relative link is copied as its content
#   A6   a Swift file with 30 '[' in a row: `ib` refuses it at once, as `file` does (no exponential parse)
#
# Cheap: about 5 s (no package builds, small files).

# tool_case EXPECT TIMEOUT ARGS…: a motionlab-port run checked like run_case (kind "inputs-outputs").
tool_case() {
    init_kind inputs-outputs; local expect=$1 limit=$2; shift 2
    n_cases[$kind]=$((n_cases[$kind] + 1))
    local before=$violations
    timeout -s KILL "$limit" "$PORT_TOOL" "$@" >"$OUT" 2>"$ERR"
    check_result "$expect" $? "motionlab-port $*"
    [ $violations -gt $before ] && n_bad[$kind]=$((n_bad[$kind] + 1))
}

# io_storyboard FILE [EXTRA-IN-VIEW-CONTROLLER] [EXTRA-IN-VIEW]: a one-scene storyboard.
io_storyboard() {
    cat >"$1" <<EOF
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="vc">
    <scenes>
        <scene sceneID="s">
            <objects>
                <viewController id="vc" customClass="CardViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <label text="A" id="l0"><rect key="frame" x="20" y="120" width="200" height="21"/></label>
                            <label text="B" id="l1"><rect key="frame" x="20" y="160" width="200" height="21"/>${3:-}</label>
                        </subviews>
                    </view>
                    ${2:-}
                </viewController>
            </objects>
        </scene>
    </scenes>
</document>
EOF
}

outputs_inputs_cases() {
    local t0=$SECONDS D=$WORK/io rc
    [ -n "$PORT_TOOL" ] || { echo "note: no motionlab-port: attacker-class port cases skipped"; }
    rm -rf "$D"; mkdir -p "$D/ios" "$D/out"
    printf 'import UIKit\nclass CardViewController: UIViewController {\n    @IBOutlet weak var café: UILabel!\n    @IBOutlet weak var cafè: UILabel!\n    override func viewDidLoad() { super.viewDidLoad() }\n}\n' >"$D/ios/VC.swift"
    cp "$D/ios/VC.swift" "$D/vc.orig"
    printf '0.1 click 160 284\n' >"$D/script.txt"; cp "$D/script.txt" "$D/script.orig"

    if [ -n "$PORT_TOOL" ]; then
        # D0: a device as the generated file — refused with the system's reason, at once.
        tool_case fail 10 file "$D/ios/VC.swift" --output "$FULL"
        grep -q "No space left on device" "$ERR" || report "file --output a full device: $(head -c 160 "$ERR")"
        tool_case fail 10 target-file MotionLabPortLiterals.swift --output "$FULL" --module M --root "$D/ios" "$D/ios/VC.swift"
        io_storyboard "$D/ios/Main.storyboard"
        ln -s "$FULL" "$D/out/MotionLabInterfaceBuilder.swift"
        tool_case fail 10 ib --output-dir "$D/out" --root "$D/ios" "$D/ios/Main.storyboard"
        rm -f "$D/out/MotionLabInterfaceBuilder.swift"
        # D0b: a FIFO, an endless device, a folder as INPUT — refused, never waited on.
        mkfifo "$D/fifo.swift"
        tool_case fail 10 file "$D/fifo.swift" --output "$D/o.swift"
        grep -q "it is a FIFO, not a file" "$ERR" || report "file with a FIFO input: $(head -c 160 "$ERR")"
        tool_case fail 10 file /dev/zero --output "$D/o.swift"
        tool_case fail 10 file "$D/ios" --output "$D/o.swift"
        tool_case fail 10 patch "$D/ios/VC.swift" "$D/fifo.swift" --module M --output "$D/p.swift"
        init_kind inputs-outputs; n_cases[$kind]=$((n_cases[$kind] + 1))
        printf '["%s","%s","--module","M","--output","%s"]\n' "$D/fifo.swift" "$D/ios/VC.swift" "$D/p.swift" \
            | timeout -s KILL 10 "$PORT_TOOL" patch-server >"$OUT" 2>"$ERR"; rc=$?
        [ $rc -eq 0 ] && grep -q '"restart"' "$OUT" && grep -q 'FIFO' "$OUT" || report "patch-server with a FIFO OLD: exit $rc: $(head -c 160 "$OUT")"
        # D13: /dev/stdout with standard output closed is no destination.
        init_kind inputs-outputs; n_cases[$kind]=$((n_cases[$kind] + 1))
        timeout -s KILL 10 "$PORT_TOOL" file "$D/ios/VC.swift" --output /dev/stdout >&- 2>"$ERR"; rc=$?; : >"$OUT"
        check_result fail $rc "file --output /dev/stdout >&-"
        # D11: an output that is an input.
        tool_case usage 10 file "$D/ios/VC.swift" --output "$D/ios/./VC.swift"
        printf 'class Mine {}\n' >"$D/ios/MotionLabInterfaceBuilder.swift"
        tool_case usage 10 ib --output-dir "$D/ios" --root "$D/ios" "$D/ios/Main.storyboard" "$D/ios/MotionLabInterfaceBuilder.swift"
        grep -q '^class Mine {}$' "$D/ios/MotionLabInterfaceBuilder.swift" || report "ib --output-dir = --root replaced a user's file"
        rm -f "$D/ios/MotionLabInterfaceBuilder.swift"
        cmp -s "$D/ios/VC.swift" "$D/vc.orig" || report "an output named as an input changed the input"
        # D2: a module that is not an identifier.
        tool_case usage 10 patch "$D/vc.orig" "$D/ios/VC.swift" --module 'a b' --output "$D/p.swift"
        # D1: nesting beyond the reader's bound — one line naming the file and line, no crash.
        python3 - "$D/ios/Main.storyboard" <<'PY'
import sys
n = 1000
open(sys.argv[1], "w").write('<?xml version="1.0"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="vc"><scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController"><view key="view" id="root"><subviews>'
    + ''.join(f'<view id="v{i}"><subviews>' for i in range(n)) + '</subviews></view>' * n + '</subviews></view></viewController></objects></scene></scenes></document>\n')
PY
        tool_case fail 20 ib --output-dir "$D/out" --root "$D/ios" "$D/ios/Main.storyboard"
        grep -q "Main.storyboard:2: .*nested too deeply" "$ERR" || report "ib on 1,000 nested views: $(head -c 160 "$ERR")"
        python3 -c "import sys; open(sys.argv[1],'w').write('<document>' + '<x>' * 40000 + '</x>' * 40000 + '</document>')" "$D/ios/Main.storyboard"
        tool_case fail 20 ib --output-dir "$D/out" --root "$D/ios" "$D/ios/Main.storyboard"
        # D12: a byte that is not UTF-8 on line 10 is named there, not after the last line.
        io_storyboard "$D/ios/Main.storyboard"; sed -i 's/text="A"/text="\xe8"/' "$D/ios/Main.storyboard"
        tool_case fail 10 ib --output-dir "$D/out" --root "$D/ios" "$D/ios/Main.storyboard"
        grep -q "Main.storyboard:10: " "$ERR" || report "ib: a bad byte on line 10 reported elsewhere: $(head -c 160 "$ERR")"
        # D1b + D3b: outlets café/cafè get one connector each; a multi-line string attribute keeps its text.
        io_storyboard "$D/ios/Main.storyboard" '<connections><outlet property="café" destination="l0" id="o1"/><outlet property="cafè" destination="l1" id="o2"/></connections>' \
            '<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel"><string key="value">one&#10;two</string></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes>'
        rm -rf "$D/out"
        tool_case ok 10 ib --output-dir "$D/out" --root "$D/ios" "$D/ios/Main.storyboard" "$D/ios/VC.swift"
        local summary; summary=$(sed -n 's|^// motionlab-ib-summary: ||p' "$D/out/MotionLabInterfaceBuilder.swift" | base64 -d 2>/dev/null)
        [ "$(grep -o 'func __ibOutlet_[A-Za-z0-9_]*' <<<"$summary" | sort -u | wc -l)" -eq 2 ] \
            || report "ib: outlets café and cafè do not get a connector each: $(grep -o 'func __ibOutlet_[A-Za-z0-9_]*' <<<"$summary" | tr '\n' ' ')"
        grep -q 'accessibilityLabel, "one\\ntwo")' "$D"/out/Main.storyboard-*.swift || report "ib: a multi-line string runtime attribute lost its text"
        # D2: a storyboard named with a line break: the header comment stays one line.
        rm -rf "$D/out"; mv "$D/ios/Main.storyboard" "$D/ios/new"$'\n'"line.storyboard"
        tool_case ok 10 ib --output-dir "$D/out" --root "$D/ios" "$D/ios/new"$'\n'"line.storyboard"
        grep -q '^line' "$D"/out/new*.swift && report "ib: a line break in a storyboard's name broke the generated header"
        rm -f "$D/ios/new"$'\n'"line.storyboard"
        # D4: Info.plist naming a main storyboard the target lacks is a build warning.
        printf '<?xml version="1.0"?><plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Nope</string></dict></plist>\n' >"$D/ios/Info.plist"
        io_storyboard "$D/ios/Main.storyboard"; rm -rf "$D/out"
        tool_case ok 10 ib --output-dir "$D/out" --root "$D/ios" "$D/ios/Main.storyboard" "$D/ios/Info.plist"
        grep -q 'Info.plist:1: warning: main storyboard "Nope" is not among' "$OUT" || report "ib: a main storyboard the target lacks is not a warning"
        rm -f "$D/ios/Info.plist" "$D/ios/Main.storyboard"
        # D4: random bytes named junk.png are not registered as an image.
        head -c 64 /dev/urandom >"$D/ios/junk.png"; rm -rf "$D/out"
        tool_case ok 10 ib --output-dir "$D/out" --root "$D/ios" "$D/ios/junk.png"
        grep -q 'junk.png:1: warning: not a PNG or JPEG file' "$OUT" && ! grep -q 'registerImage("junk"' "$D/out/MotionLabInterfaceBuilder.swift" \
            || report "ib registered random bytes named junk.png as an image"
        rm -f "$D/ios/junk.png"
        # D5: a colour set's alpha "1" is opaque (the Asset Catalog Format Reference: 0–1).
        mkdir -p "$D/ios/A.xcassets/Brand.colorset"
        printf '{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"alpha":"1","red":"255","green":"0x80","blue":"0.500"}}}]}\n' >"$D/ios/A.xcassets/Brand.colorset/Contents.json"
        rm -rf "$D/out"
        tool_case ok 10 ib --output-dir "$D/out" --root "$D/ios" "$D/ios/A.xcassets/Brand.colorset/Contents.json"
        grep -q 'UIColor(red: 1.0, green: 0.50196[0-9]*, blue: 0.5, alpha: 1.0)' "$D/out/MotionLabInterfaceBuilder.swift" \
            || report "colour set alpha \"1\": $(grep -o 'UIColor([^)]*)' "$D/out/MotionLabInterfaceBuilder.swift")"
        # A1–A4 (attack-io): the app's bundle resources are copied as content, staged, never waited on.
        # A FIFO (alone or inside a .bundle), a dangling link, a link loop, a device, an unreadable file:
        # one line naming it, exit 1, and the output folder as it was (here: a good earlier run's, kept whole).
        rm -rf "$D/res" "$D/bout"; mkdir -p "$D/res/S.bundle" "$D/shared"
        echo '{"ok":1}' >"$D/res/a.json"; echo '{"shared":1}' >"$D/shared/config.json"
        ln -s ../shared/config.json "$D/res/config.json"          # a relative link: its content is copied
        tool_case ok 10 ib --output-dir "$D/bout" --root "$D/res" --bundle-resource "$D/res/a.json" --bundle-resource "$D/res/config.json"
        [ -f "$D/bout/MainBundle/config.json" ] && [ ! -L "$D/bout/MainBundle/config.json" ] && cmp -s "$D/bout/MainBundle/config.json" "$D/shared/config.json" \
            || report "ib: a relative link among the bundle resources was not copied as its content: $(ls -l "$D/bout/MainBundle" | tr '\n' ' ')"
        # The folder's fingerprint: every entry's type and path, and the bytes of the regular files only
        # (a FIFO a broken copy left there is never opened).
        bundle_print() { (cd "$D/bout" && find . -printf '%y %p\n' | sort && find . -type f -print0 | sort -z | xargs -0 md5sum); }
        local before_bundle; before_bundle=$(bundle_print)
        mkfifo "$D/res/song.mp3" "$D/res/S.bundle/pipe"; ln -s nowhere "$D/res/gone.json"; ln -s /dev/zero "$D/res/zero.bin"
        mkdir -p "$D/res/Loop.bundle"; ln -s .. "$D/res/Loop.bundle/up"
        for bad in song.mp3 S.bundle gone.json zero.bin Loop.bundle; do
            tool_case fail 10 ib --output-dir "$D/bout" --root "$D/res" --bundle-resource "$D/res/a.json" --bundle-resource "$D/res/$bad"
            grep -q "cannot copy $D/res/$bad.* into the app's bundle: .*; nothing written" "$ERR" && [ "$(wc -l <"$ERR")" -eq 1 ] \
                || report "ib --bundle-resource $bad: $(head -c 200 "$ERR")"
            [ "$(bundle_print)" = "$before_bundle" ] || report "ib --bundle-resource $bad changed the output folder"
        done
        if [ "$(id -u)" -eq 0 ] && command -v setpriv >/dev/null; then
            echo secret >"$D/res/s.json"; chmod 000 "$D/res/s.json"; chmod 755 "$WORK" "$D" "$D/res"; chmod -R a+rwX "$D/bout"
            init_kind inputs-outputs; n_cases[$kind]=$((n_cases[$kind] + 1))
            timeout -s KILL 10 setpriv --reuid=65534 --regid=65534 --clear-groups "$PORT_TOOL" ib --output-dir "$D/bout" --root "$D/res" --bundle-resource "$D/res/s.json" >"$OUT" 2>"$ERR"
            check_result fail $? "ib --bundle-resource an unreadable file (as nobody)"
            grep -q "s.json into the app's bundle: Permission denied; nothing written" "$ERR" || report "ib with an unreadable resource: $(head -c 200 "$ERR")"
            rm -f "$D/res/s.json"
        fi
        # A6: a Swift file the port refuses before parsing (a long run of '[') is refused by `ib` too, at once.
        python3 -c "import sys; open(sys.argv[1],'w').write('class VC { let x = ' + '['*30 + '1' + ']'*30 + ' }\n')" "$D/res/Deep.swift"
        tool_case fail 10 ib --output-dir "$D/bout" --root "$D/res" "$D/res/Deep.swift"
        grep -q "Deep.swift:1:.*'\[' in a row" "$ERR" || report "ib with 30 '[' in a row: $(head -c 200 "$ERR")"
        rm -rf "$D/res" "$D/bout" "$D/shared"
    fi

    # D11 in the previewer: the script as the trace, inside the frames folder, as the video.
    run_case inputs-outputs usage 60 render --scene basics --duration 0.05 --script "$D/script.txt" --trace "$D/script.txt"
    mkdir -p "$D/fr"; cp "$D/script.txt" "$D/fr/frame-00000.png"
    run_case inputs-outputs usage 60 render --scene basics --duration 0.05 --script "$D/fr/frame-00000.png" --frames "$D/fr"
    cmp -s "$D/fr/frame-00000.png" "$D/script.orig" || report "render --frames holding the --script replaced it"
    cp "$D/script.txt" "$D/s.mp4"
    run_case inputs-outputs usage 60 record --scene basics --duration 0.05 --script "$D/s.mp4" --out "$D/s.mp4"
    cmp -s "$D/s.mp4" "$D/script.orig" && cmp -s "$D/script.txt" "$D/script.orig" || report "an output named as the --script replaced it"
    # D8: a render that fails leaves no folder it made.
    run_case inputs-outputs fail 60 render --scene basics --duration 0.05 --frames "$D/x1/y1/z1" --trace "$FULL"
    [ -e "$D/x1" ] && report "a failed render left the folders it made ($D/x1)"
    run_case inputs-outputs usage 60 render --scene basics --duration 0.05 --frames "$D/fr2" --trace "$D/fr2/frame-00001.png"
    [ -e "$D/fr2" ] && report "a refused render left the folder it made ($D/fr2)"
    # D13: /dev/stdout as the trace with standard output closed.
    init_kind inputs-outputs; n_cases[$kind]=$((n_cases[$kind] + 1))
    timeout -s KILL 60 "$BIN" render --scene basics --duration 0.05 --trace /dev/stdout >&- 2>"$ERR"; rc=$?; : >"$OUT"
    check_result fail $rc "render --trace /dev/stdout >&-"
    # D0b in the previewer: an image that is a FIFO (or a folder) is refused, never opened; D8: no folder left.
    mkdir -p "$D/res"; mkfifo "$D/res/music-bg@2x.png"
    MOTIONLAB_RESOURCES=$D/res run_case inputs-outputs fail 30 render --scene music --duration 0.05 --frames "$D/fifo-frames"
    grep -q 'it is a FIFO, not an image file' "$ERR" || report "render with a FIFO image: $(head -c 160 "$ERR")"
    [ -e "$D/fifo-frames" ] && report "render with a FIFO image left the folder it made"
    # D7, D9, D10, D6: bounds, exit codes and messages of the smaller commands.
    run_case inputs-outputs usage 20 bench raster --iterations 2000000000 --runs 1
    run_case inputs-outputs usage 20 bench raster --runs -1
    grep -q 'must be a whole number in 1…1000' "$ERR" || report "bench raster --runs -1: $(head -c 160 "$ERR")"
    run_case inputs-outputs usage 30 bench storyboard --name nope --scenes 1 --runs 1
    run_case inputs-outputs usage 20 curve named easeIn --samples 10 --png-scale 2
    run_case inputs-outputs usage 20 curve spring --mass 1 --stiffness 100 --damping 10 --fps 60 --duration 0 --png "$D/p.png"
    [ -e "$D/p.png" ] && report "curve --duration 0 --png wrote a plot"
    run_case inputs-outputs usage 20 curve spring --mass 1 --stiffness 100 --damping 10 --fps 1000000 --duration 10
    grep -q '(10000001)' "$ERR" || report "curve: the row count over the limit is misquoted: $(head -c 160 "$ERR")"
    init_kind inputs-outputs; n_cases[$kind]=$((n_cases[$kind] + 1))
    timeout -s KILL 60 "$BIN" render --scene basics --duration 2 --trace /dev/stdout 2>"$ERR" | head -c 10 >/dev/null; rc=${PIPESTATUS[0]}
    [ "$rc" -eq 141 ] && [ ! -s "$ERR" ] || report "render --trace /dev/stdout | head: exit $rc (want 141, silent): $(head -c 160 "$ERR")"
    if [ -n "$PORT_TOOL" ]; then
        MOTIONLAB_PORT_CPU_SECONDS=abc tool_case usage 10 file "$D/vc.orig" --output "$D/o.swift"
        : >"$D/afile"
        tool_case fail 10 ib --output-dir "$D/afile" --root "$D/ios" "$D/ios/VC.swift"
        grep -q 'a file of that name exists' "$ERR" || report "ib --output-dir a file: $(head -c 160 "$ERR")"
        io_storyboard "$D/ios/Main.storyboard"; rm -rf "$D/out"
        init_kind inputs-outputs; n_cases[$kind]=$((n_cases[$kind] + 1))
        (cd "$D/ios" && timeout -s KILL 10 "$PORT_TOOL" ib --output-dir ../out --root . Main.storyboard >"$OUT" 2>"$ERR"); rc=$?
        check_result ok $rc "ib --root . Main.storyboard (from inside the root)"
    fi
    rm -rf "$D"
    echo "attacker-class cases: $((SECONDS - t0)) s"
}
