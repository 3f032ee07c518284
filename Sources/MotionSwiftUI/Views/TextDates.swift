import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

extension Text.DateStyle {
    /// The time from now to the date, in words ("2 hours, 23 minutes"), updated as time passes.
    public static let relative = Text.DateStyle(kind: 2)
    /// The date as an offset from now ("+2 hours", "-3 minutes"), updated as time passes.
    public static let offset = Text.DateStyle(kind: 3)
    /// The time since (or until) the date as a timer ("2:32", "36:59:01"), updated every second.
    public static let timer = Text.DateStyle(kind: 4)
}

/// Text that shows a date relative to now and changes as the scene clock runs: `Text(date, style:)`
/// with `.relative`, `.offset` or `.timer`, and `Text(timerInterval:pauseTime:countsDown:showsHours:)`.
/// "Now" is the wall-clock time when the view graph was made plus the scene seconds since (see
/// `ViewGraph.sceneDate`): a date taken with `Date()` or `.now` when the view is made counts from
/// zero, and a headless render shows the same text at the same scene time.
struct LiveDateText: Equatable {
    enum Kind: Equatable {
        case relative(Date)
        case offset(Date)
        case timer(Date)
        case interval(ClosedRange<Date>, pause: Date?, countsDown: Bool, showsHours: Bool)
    }
    let kind: Kind

    /// The text at `now`.
    func string(at now: Date) -> String {
        switch kind {
        case .timer(let date):
            // Whole seconds passed since (or left until) the date.
            return LiveDateText.clock(abs(now.timeIntervalSince(date)).rounded(.down), showsHours: true)
        case .relative(let date):
            return LiveDateText.words(abs(date.timeIntervalSince(now)))
        case .offset(let date):
            let d = date.timeIntervalSince(now)
            return (d < 0 ? "-" : "+") + LiveDateText.words(abs(d), largestOnly: true)
        case .interval(let range, let pause, let countsDown, let showsHours):
            let at = min(pause ?? now, now)
            let total = range.upperBound.timeIntervalSince(range.lowerBound)
            let elapsed = min(max(at.timeIntervalSince(range.lowerBound), 0), max(total, 0))
            // Counting down shows the seconds left rounded up (0:00 exactly at the end); up, the
            // seconds passed rounded down.
            let shown = countsDown ? (max(total, 0) - elapsed).rounded(.up) : elapsed.rounded(.down)
            return LiveDateText.clock(shown, showsHours: showsHours)
        }
    }

    /// "m:ss", or "h:mm:ss" from an hour on (minutes past 59 when hours are not shown).
    static func clock(_ seconds: Double, showsHours: Bool) -> String {
        guard seconds.isFinite else { return "0:00" }
        let s = Int(min(max(seconds, 0), 1e12))
        let h = s / 3600, m = (s % 3600) / 60, sec = s % 60
        if showsHours && h > 0 { return String(format: "%d:%02d:%02d", h, m, sec) }
        return String(format: "%d:%02d", showsHours ? m : s / 60, sec)
    }

    /// The two largest non-zero units of a duration in words ("1 hour, 5 minutes"; "12 seconds").
    static func words(_ seconds: Double, largestOnly: Bool = false) -> String {
        guard seconds.isFinite else { return "0 seconds" }
        var s = Int(min(max(seconds, 0), 1e12))
        let units: [(Int, String)] = [(365 * 86400, "year"), (30 * 86400, "month"), (7 * 86400, "week"), (86400, "day"),
                                      (3600, "hour"), (60, "minute"), (1, "second")]
        var parts: [String] = []
        for (size, name) in units where s >= size {
            let n = s / size
            s -= n * size
            parts.append("\(n) \(name)\(n == 1 ? "" : "s")")
            if parts.count == (largestOnly ? 1 : 2) { break }
        }
        return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
    }
}

extension Text {
    /// A live timer: the time left in (counting down) or passed in (counting up) `timerInterval`,
    /// stopped at `pauseTime` when given.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init("")
        live = LiveDateText(kind: .interval(timerInterval, pause: pauseTime, countsDown: countsDown, showsHours: showsHours))
    }

    /// The live text a date style asks for (nil for `.time` and `.date`, which are fixed).
    static func liveText(_ date: Date, _ style: DateStyle) -> LiveDateText? {
        switch style.kind {
        case 2: return LiveDateText(kind: .relative(date))
        case 3: return LiveDateText(kind: .offset(date))
        case 4: return LiveDateText(kind: .timer(date))
        default: return nil
        }
    }
}

extension ViewGraph {
    /// The date at scene time `time`: the wall clock when the graph was made plus the scene seconds
    /// since.
    func sceneDate(_ time: Double) -> Date { wallClockOrigin.addingTimeInterval(time - clockOrigin) }
}

extension TextNode {
    /// The live text's string now, and a per-frame check that lays the text out again when it changes.
    func updateLiveText() {
        let key = ObjectIdentifier(self)
        guard let live = text.live else {
            graph.perFrame[key] = nil
            return
        }
        liveString = live.string(at: graph.sceneDate(CACurrentMediaTime()))
        if graph.perFrame[key] == nil {
            graph.perFrame[key] = { [weak self] time in
                guard let self, self.isAttached, let live = self.text.live else { return false }
                let s = live.string(at: self.graph.sceneDate(time))
                if s != self.liveString {
                    self.liveString = s
                    self.remeasure()
                    self.graph.structureChanged = true
                    self.graph.host?.requestUpdate()
                }
                return true
            }
        }
        // The per-frame work runs from the hosting view's display link (started when there is any).
        graph.host?.startFrames()
    }
}
