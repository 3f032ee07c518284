import Foundation
import MotionOutput

/// A one-line progress report for long renders on stderr — "frame 120/240  57.3 fps  2.1 s left" —
/// rewritten in place (carriage return), at most every `interval` seconds. Silent when stderr is not a
/// terminal (`isatty(2)`), so logs and pipes get no control characters.
public final class ProgressLine {
    public let total: Int
    public let enabled: Bool
    /// Seconds between redraws.
    public let interval: Double
    private let start: Double
    private var lastDraw = -Double.infinity
    private var drawn = false
    private let clock: () -> Double

    /// - Parameter enabled: default `isatty(2)`; tests pass true with their own `clock` (seconds) and `sink`.
    public init(total: Int, enabled: Bool = isatty(2) != 0, interval: Double = 0.1,
                clock: @escaping () -> Double = { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 },
                sink: @escaping (String) -> Void = { _ = FileDescriptorIO.writeAll(2, $0) }) {
        self.total = max(total, 0)
        self.enabled = enabled
        self.interval = interval
        self.clock = clock
        self.sink = sink
        start = clock()
    }

    private let sink: (String) -> Void

    /// The text for `done` frames after `elapsed` seconds: rate = done / elapsed, time left = remaining / rate.
    public static func text(done: Int, total: Int, elapsed: Double) -> String {
        var text = "frame \(done)/\(total)"
        if elapsed > 0, done > 0 {
            let rate = Double(done) / elapsed
            text += String(format: "  %.1f fps  %.1f s left", rate, Double(max(total - done, 0)) / rate)
        }
        return text
    }

    /// Reports `done` frames finished (redraws when `interval` has passed, and always for the last frame).
    public func update(done: Int) {
        guard enabled else { return }
        let now = clock()
        guard now - lastDraw >= interval || done >= total else { return }
        lastDraw = now
        // "\r" back to the line's start, the text, then erase to the end of the line ("\u{1B}[K").
        sink("\r" + ProgressLine.text(done: done, total: total, elapsed: now - start) + "\u{1B}[K")
        drawn = true
    }

    /// Ends the line (a newline after the last redraw), so later output starts on a fresh line.
    public func finish() {
        guard enabled, drawn else { return }
        sink("\n")
        drawn = false
    }
}
