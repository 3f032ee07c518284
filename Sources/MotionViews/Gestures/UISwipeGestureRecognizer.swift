import Foundation

/// UIKit's swipe: a quick, mostly straight stroke in one of the allowed `direction`s. Discrete:
/// `.possible → .recognized` as soon as the stroke qualifies (before the finger lifts).
///
/// Thresholds follow UIKit's own (private) swipe parameters — the values and the decay rule as found
/// in the system's swipe recognizer: a finger that has moved more than 10 pt from where it went down
/// at time t (seconds since it went down, counted up to `maximumDuration` = 0.5 s) qualifies when it
/// has moved at least `minimumPrimaryMovement` (50 pt) × (1 − t·(1 − 0.06)) along the direction,
/// and fails when it has moved more than `maximumSecondaryMovement` (200 pt) × (1 − t·(1 − 0.02))
/// across it, or moved against an allowed direction of that axis. It also fails when no stroke
/// qualifies within `maximumDuration`, or the fingers lift first. So a swipe needs 50 pt at once, or
/// 26.5 pt by 0.5 s: the faster the stroke, the longer it must be.
/// `location(in:)` is where the swipe began.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// UIKit's directions, with UIKit's raw values.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The allowed directions (default `.right`).
    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1

    /// Seconds within which the stroke must qualify (UIKit keeps these thresholds private).
    open var maximumDuration: CFTimeInterval = 0.5
    /// Points along the direction needed at once; the need decays with time (see the type's doc).
    open var minimumPrimaryMovement: CGFloat = 50
    /// Points across the direction tolerated at once; the tolerance decays with time.
    open var maximumSecondaryMovement: CGFloat = 200
    /// Per-second decay factors of the minimum and maximum movements.
    open var rateOfMinimumMovementDecay: CGFloat = 0.06
    open var rateOfMaximumMovementDecay: CGFloat = 0.02

    /// Start (window point, media time) of each finger, and of the gesture.
    private var starts: [ObjectIdentifier: (location: CGPoint, time: CFTimeInterval)] = [:]
    private var startCentroid: CGPoint = .zero
    private var startTime: CFTimeInterval?

    override var isDiscrete: Bool { true }

    open override func location(in view: UIView?) -> CGPoint {
        UIView.convert(startCentroid, from: nil, to: view, presentation: true)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        for t in touches { starts[ObjectIdentifier(t)] = (t.windowLocation, event.timestamp) }
        if startTime == nil { startTime = event.timestamp }
        startCentroid = windowCentroid
        if numberOfTouches > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, numberOfTouches >= numberOfTouchesRequired else { return }
        var recognized = false, failed = false
        for t in trackedTouches {
            guard let s = starts[ObjectIdentifier(t)] else { continue }
            let d = GestureGeometry.vector(GestureGeometry.difference(t.windowLocation, s.location), at: s.location, in: view)
            guard (d.x * d.x + d.y * d.y).squareRoot() > 10 else { continue }
            let verdict = check(d, elapsed: event.timestamp - s.time)
            recognized = recognized || verdict.recognized
            failed = failed || verdict.failed
        }
        if recognized { state = .recognized } else if failed { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    override func timeDidAdvance(to time: CFTimeInterval) {
        if state == .possible, let start = startTime, time - start > maximumDuration { state = .failed }
    }

    open override func reset() {
        super.reset()
        starts = [:]
        startTime = nil
    }

    /// Whether displacement `d` (view points) after `elapsed` seconds qualifies, or rules the swipe out.
    func check(_ d: CGPoint, elapsed: CFTimeInterval) -> (recognized: Bool, failed: Bool) {
        let t = CGFloat(min(max(elapsed, 0), maximumDuration))
        let minPrimary = minimumPrimaryMovement * (1 - t * (1 - rateOfMinimumMovementDecay))
        let maxSecondary = maximumSecondaryMovement * (1 - t * (1 - rateOfMaximumMovementDecay))
        var recognized = false, failed = false
        let horizontal = direction.intersection([.left, .right])
        let vertical = direction.intersection([.up, .down])
        if !horizontal.isEmpty {
            if (horizontal == .right && d.x < 0) || (horizontal == .left && d.x > 0) || abs(d.y) > maxSecondary {
                failed = true
            } else if abs(d.x) >= minPrimary {
                recognized = true
            }
        }
        if !vertical.isEmpty {
            if (vertical == .down && d.y < 0) || (vertical == .up && d.y > 0) || abs(d.x) > maxSecondary {
                failed = true
            } else if abs(d.y) >= minPrimary {
                recognized = true
            }
        }
        return (recognized, failed)
    }
}
