import Foundation

/// UIKit's tap: `numberOfTouchesRequired` fingers down and up, `numberOfTapsRequired` times, each tap
/// short and still. Discrete: `.possible → .recognized` when the last tap's fingers lift.
///
/// A tap fails when a finger moves more than `allowableMovement` (10 pt) from where it went down,
/// when more fingers than required come down, when a tap lasts longer than `maximumTapDuration`
/// (1.5 s), or, between taps, when the next one does not begin within `UIWindow.multiTapInterval`
/// (0.35 s) of the last lift, within `UIWindow.multiTapDistance` of it. Waiting for the next tap
/// happens on the frame clock (no touch event is needed for the failure).
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
    /// Points a finger may travel during a tap (UIKit keeps this private; 10 pt, the slop at which a
    /// pan or scroll would begin instead).
    open var allowableMovement: CGFloat = 10
    /// Longest a single tap may last, seconds (UIKit keeps this private).
    open var maximumTapDuration: CFTimeInterval = 1.5

    private var tapsCompleted = 0
    /// Fingers down together at most during the current tap.
    private var fingersThisTap = 0
    private var tapStartTime: CFTimeInterval?
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    /// Lift of the last completed tap, while waiting for the next one.
    private var waitingSince: (time: CFTimeInterval, location: CGPoint)?

    override var isDiscrete: Bool { true }
    override var waitsForMoreTouches: Bool { waitingSince != nil }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if let wait = waitingSince {
            let first = touches.first!.windowLocation
            guard event.timestamp - wait.time <= UIWindow.multiTapInterval,
                  GestureGeometry.distance(first, wait.location) <= UIWindow.multiTapDistance else {
                state = .failed
                return
            }
            waitingSince = nil
        }
        if tapStartTime == nil { tapStartTime = event.timestamp }
        for t in touches { startLocations[ObjectIdentifier(t)] = t.windowLocation }
        fingersThisTap = max(fingersThisTap, numberOfTouches)
        if numberOfTouches > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        for t in touches {
            guard let start = startLocations[ObjectIdentifier(t)] else { continue }
            if GestureGeometry.distance(start, t.windowLocation) > allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        touchesMoved(touches, with: event)
        guard state == .possible, numberOfTouches == 0 else { return }
        guard fingersThisTap == numberOfTouchesRequired else { state = .failed; return }
        tapsCompleted += 1
        fingersThisTap = 0
        tapStartTime = nil
        startLocations = [:]
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized
        } else {
            waitingSince = (event.timestamp, lastWindowCentroid)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    override func timeDidAdvance(to time: CFTimeInterval) {
        guard state == .possible else { return }
        if let wait = waitingSince, time - wait.time > UIWindow.multiTapInterval {
            state = .failed
        } else if let start = tapStartTime, time - start > maximumTapDuration {
            state = .failed
        }
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        fingersThisTap = 0
        tapStartTime = nil
        startLocations = [:]
        waitingSince = nil
    }
}
