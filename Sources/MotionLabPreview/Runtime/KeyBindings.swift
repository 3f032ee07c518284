/// The keys the runner handles itself, whatever the scene, as `InputEvent.key` names them.
/// `SceneRunner.handleKey` switches over this enum exhaustively, so the list scripts check against
/// and the handler cannot drift apart.
public enum RunnerKey: String, CaseIterable {
    /// Plays the scene's motion again.
    case replay = "space"
    /// Rebuilds the scene from scratch.
    case reset = "r"
    /// Shows or hides the heads-up display.
    case hud = "h"
    /// Shows or hides the key help ("?" with shift, "/" without).
    case help = "?", helpUnshifted = "/"
    /// Slow motion ×10 on or off.
    case slowMotion = "s"
    /// The next slower playback speed of `SceneRunner.speedSteps` (0.05…4 × real time).
    case slower = "["
    /// The next faster playback speed of `SceneRunner.speedSteps`.
    case faster = "]"
    /// Pauses or resumes the media clock.
    case pause = "p"
    /// While paused, one 60 Hz frame forward (otherwise "." is free for a scene's tuning key).
    case stepFrame = "."
    /// While paused, one 60 Hz frame back: the scene is rebuilt and its input replayed (otherwise ","
    /// is free for a scene's tuning key). Live window only.
    case stepBack = ","
    /// Shows or hides the timeline (scene time, the input so far; drag it to scrub). Live window only.
    case timeline = "t"
    /// Shows or hides the curve panel (the curve behind the motion being tuned). Live window only.
    case curves = "c"
    /// Starts or stops recording the window to a video file. Live window only.
    case record = "v"
    /// Copies the scene's motion, with the tuned values, as UIKit code to the clipboard. Live window only.
    case copyExport = "e"
    /// Shows or hides the Auto Layout outlines (views, guides, constraints) over the window.
    case constraints = "o"
    /// Switches the device between light and dark mode (the preview's views change style as on iOS when
    /// Settings switches appearance); `--appearance` is where it starts.
    case appearance = "d"
    /// Opens or closes the inspector of running animations. Live window only.
    case inspector = "i"
    /// In the inspector: freezes the selected animation (its layer holds the value while the rest play).
    case freeze = "f"
    /// In the inspector: solos the selected animation (only it plays).
    case solo = "x"
    /// In the inspector: selects the next animation.
    case nextAnimation = "tab"
    /// Opens or closes the literals panel (the running preview's tunable literals). Live window only.
    case literals = "l"
    /// Writes every tuned literal back into its file. Live window only.
    case writeLiterals = "w"
    /// In the literals panel: the literal above, below.
    case previousLiteral = "up", nextLiteral = "down"
    /// In the literals panel: the selected literal one step smaller, larger (with Shift, ten steps).
    case decreaseLiteral = "left", increaseLiteral = "right"
    /// In the literals panel: the selected literal back to its value in the file.
    case restoreLiteral = "backspace"

    /// Keys a preview may also bind (its tuning and content keys): the runner takes them only while
    /// paused (`.` `,`) or while the literals panel is open (the arrows, Backspace).
    public static let sharedWithPreviews: Set<RunnerKey> = [.stepFrame, .stepBack, .previousLiteral, .nextLiteral,
                                                            .decreaseLiteral, .increaseLiteral, .restoreLiteral]
}

/// Every key name something understands: the runner's keys, the digits 1…9 that pick a preview,
/// each preview's tuning keys (`Tunable.decreaseKey`/`increaseKey`) and its own keys (`Preview.keys`,
/// `Scene.keys`). Input scripts refuse any other name, listing these.
public enum KeyBindings {
    /// Why `preview`'s keys cannot all be bound, or nil: a tuning or content key that is also a runner
    /// key (other than the ones the runner shares while paused, `.` and `,`), a digit (they pick
    /// previews), or one key given to two things. Checked when previews are registered, so nothing is
    /// ever bound twice.
    public static func conflict(in preview: Preview) -> String? {
        var owner: [String: String] = [:]
        func claim(_ key: String?, _ what: String) -> String? {
            guard let key else { return nil }
            if let runner = RunnerKey(rawValue: key), !RunnerKey.sharedWithPreviews.contains(runner) {
                return "preview '\(preview.name)': \(what) uses key '\(key)', which is the window's \(runner) key"
            }
            if let d = Int(key), (1...9).contains(d) {
                return "preview '\(preview.name)': \(what) uses key '\(key)', which picks preview \(d)"
            }
            if let other = owner[key] {
                return "preview '\(preview.name)': key '\(key)' is bound twice (\(other) and \(what))"
            }
            owner[key] = what
            return nil
        }
        for t in preview.tunables {
            if let p = claim(t.decreaseKey, "tunable \(t.name)") ?? claim(t.increaseKey, "tunable \(t.name)") { return p }
        }
        for k in preview.keys {
            if let p = claim(k, "its own key") { return p }
        }
        return nil
    }

    /// The known key names for `previews` (the registered ones by default), without repeats, in a
    /// stable order: runner keys, preview digits, then each preview's keys.
    public static func known(previews: [Preview] = PreviewCatalog.all) -> [String] {
        var keys = RunnerKey.allCases.map(\.rawValue)
        keys += previews.indices.prefix(9).map { String($0 + 1) }
        for preview in previews {
            keys += preview.tunables.flatMap { [$0.decreaseKey, $0.increaseKey].compactMap { $0 } }
            keys += preview.keys
        }
        var seen = Set<String>()
        return keys.filter { seen.insert($0).inserted }
    }
}
