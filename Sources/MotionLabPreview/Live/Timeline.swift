import Foundation
import UIKit
import MotionRender

/// The live window's timeline (key T): a bar along the bottom of the preview showing scene time, the
/// input played so far (a tick per event), and a playhead. Dragging it scrubs: the scene is rebuilt
/// and the recorded input replayed on a 60 Hz virtual clock up to the time under the pointer, backward
/// or forward, and held there (paused); releasing resumes live from that time. Scenes are deterministic
/// on the scene clock, so any moment can be shown again exactly.
struct Timeline {
    /// One recorded input, at its scene time.
    struct Event: Equatable {
        var time: Double
        var input: SceneInput
    }

    /// Inputs since the scene was (re)built, in order.
    private(set) var events: [Event] = []
    /// Whether the bar is shown.
    var isVisible = false
    /// While the pointer holds the bar: the scene time it shows.
    private(set) var scrubTime: Double?

    /// Height of the bar, points.
    static let height: CGFloat = 46
    static let margin: CGFloat = 14

    mutating func record(_ input: SceneInput, at time: Double) {
        // Pointer moves with the button up change nothing in a scene: keep the record small.
        events.append(Event(time: time, input: input))
        if events.count > 200_000 { events.removeFirst(events.count - 200_000) }
    }

    mutating func clear() { events = [] }

    /// The bar's frame in a preview of `size` points.
    func frame(in size: CGSize) -> CGRect {
        CGRect(x: 0, y: size.height - Timeline.height, width: size.width, height: Timeline.height)
    }

    /// The scene time span the track shows: to the later of `now` and the last event, at least 1 s.
    func span(now: Double) -> Double { max(1, now, events.last?.time ?? 0) }

    /// The scene time under x (points), clamped to the span.
    func time(atX x: CGFloat, size: CGSize, now: Double) -> Double {
        let w = size.width - 2 * Timeline.margin
        let f = Double((x - Timeline.margin) / max(w, 1))
        return min(max(f, 0), 1) * span(now: now)
    }

    mutating func beginScrub(at t: Double) { scrubTime = t }
    mutating func endScrub() { scrubTime = nil }

    /// The events up to and including scene time `t`.
    func events(upTo t: Double) -> [Event] { events.filter { $0.time <= t + 1e-9 } }

    /// Keeps only the events up to `t` (scrubbing back and resuming live makes a new future).
    mutating func truncate(after t: Double) { events.removeAll { $0.time > t + 1e-9 } }

    /// Draw commands for the bar at scene time `now`, with its text rendered by `label`.
    func commands(size: CGSize, now: Double, label: (String) -> CGImage?) -> [DrawCommand] {
        guard isVisible else { return [] }
        let bar = frame(in: size)
        var out: [DrawCommand] = [
            .fill(size: bar.size, transform: CATransform3DMakeTranslation(bar.minX, bar.minY, 0),
                  color: CGColor(red: 0, green: 0, blue: 0, alpha: 0.75), cornerRadius: 0, opacity: 1),
        ]
        let span = self.span(now: now)
        let x0 = Timeline.margin, w = size.width - 2 * Timeline.margin
        let trackY = bar.minY + 30
        out.append(.fill(size: CGSize(width: w, height: 2), transform: CATransform3DMakeTranslation(x0, trackY - 1, 0),
                         color: CGColor(red: 1, green: 1, blue: 1, alpha: 0.35), cornerRadius: 1, opacity: 1))
        // A tick per input: presses and keys tall, moves short.
        var lastX = -CGFloat.infinity
        for e in events {
            let x = x0 + w * CGFloat(min(e.time / span, 1))
            let tall: Bool
            switch e.input {
            case .down, .up, .key, .text: tall = true
            default: tall = false
            }
            if !tall && x - lastX < 1 { continue }
            lastX = x
            let h: CGFloat = tall ? 10 : 5
            out.append(.fill(size: CGSize(width: 1, height: h), transform: CATransform3DMakeTranslation(x, trackY - h / 2, 0),
                             color: tall ? CGColor(red: 1, green: 0.75, blue: 0.25, alpha: 1) : CGColor(red: 0.6, green: 0.8, blue: 1, alpha: 0.8),
                             cornerRadius: 0, opacity: 1))
        }
        let shown = scrubTime ?? now
        let px = x0 + w * CGFloat(min(shown / span, 1))
        out.append(.fill(size: CGSize(width: 3, height: 16), transform: CATransform3DMakeTranslation(px - 1.5, trackY - 8, 0),
                         color: CGColor(red: 1, green: 1, blue: 1, alpha: 1), cornerRadius: 1.5, opacity: 1))
        let text = String(format: "%.2f s", shown) + (scrubTime != nil ? "  scrubbing" : "") + "   \(events.count) inputs   drag to scrub"
        if let image = label(text) {
            let scale = UIServices.screenScale
            out.append(.image(image, size: CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale),
                              transform: CATransform3DMakeTranslation(x0, bar.minY + 5, 0), opacity: 1, cornerRadius: 0))
        }
        return out
    }
}
