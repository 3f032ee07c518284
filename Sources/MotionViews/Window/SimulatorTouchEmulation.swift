import Foundation

/// The iOS Simulator's two-finger emulation for a mouse, so a host can offer pinch and rotation.
///
/// In the Simulator, holding Option shows two touch points mirrored through the centre of the screen:
/// the pointer drives one and the other moves opposite, so dragging towards or away from the centre
/// pinches and dragging around it rotates. Holding Shift as well locks the pair's spacing and moves
/// both together (a two-finger drag). The mode is chosen when the button goes down and kept until it
/// comes up, as in the Simulator.
///
/// A host maps its modifier keys to `Mode` and feeds pointer events through `pointer(_:at:mode:in:)`;
/// `fingerLocations` gives where to draw the two translucent circles the Simulator shows while the
/// modifier is held.
public final class SimulatorTouchEmulation {
    public enum Mode: Equatable, Sendable {
        /// One finger at the pointer (no modifier).
        case single
        /// Two fingers mirrored through the centre (Option).
        case pinch
        /// Two fingers at a fixed offset, moving together (Option-Shift).
        case parallel
    }

    /// Finger identifiers used for the emulated touches (the plain mouse touch is 0).
    public static let firstFingerID = 1
    public static let secondFingerID = 2

    /// The point the fingers are mirrored through, window points (nil: the window's centre).
    public var center: CGPoint?

    /// The mode of the press in progress and, in parallel mode, the second finger's offset from the first.
    public private(set) var activeMode: Mode?
    private var parallelOffset: CGPoint = .zero

    public init(center: CGPoint? = nil) {
        self.center = center
    }

    /// The second finger mirrored through `center`: 2·center − pointer.
    public static func mirrored(_ pointer: CGPoint, through center: CGPoint) -> CGPoint {
        CGPoint(x: 2 * center.x - pointer.x, y: 2 * center.y - pointer.y)
    }

    /// Where the fingers are (or would be, for a press starting now) with the pointer at `pointer`:
    /// one point in single mode, two otherwise.
    public func fingerLocations(pointer: CGPoint, mode: Mode, in window: UIWindow) -> [CGPoint] {
        switch activeMode ?? mode {
        case .single:
            return [pointer]
        case .pinch:
            return [pointer, SimulatorTouchEmulation.mirrored(pointer, through: centerPoint(in: window))]
        case .parallel:
            let offset = activeMode == .parallel ? parallelOffset
                : GestureGeometry.difference(SimulatorTouchEmulation.mirrored(pointer, through: centerPoint(in: window)), pointer)
            return [pointer, GestureGeometry.sum(pointer, offset)]
        }
    }

    /// Feeds one pointer event. `mode` matters when the button goes down (`.began`); later events use
    /// the mode the press started with.
    /// - Returns: the touches changed.
    @discardableResult
    public func pointer(_ phase: UITouch.Phase, at point: CGPoint, mode: Mode, in window: UIWindow) -> [UITouch] {
        if phase == .began {
            if activeMode != nil { _ = pointer(.cancelled, at: point, mode: mode, in: window) }
            activeMode = mode
            if mode == .parallel {
                parallelOffset = GestureGeometry.difference(
                    SimulatorTouchEmulation.mirrored(point, through: centerPoint(in: window)), point)
            }
        }
        guard let current = activeMode else { return [] }
        let fingers = fingerLocations(pointer: point, mode: current, in: window)
        let inputs: [UIWindow.TouchInput]
        if current == .single {
            inputs = [UIWindow.TouchInput(id: 0, phase: phase, location: fingers[0])]
        } else {
            inputs = [UIWindow.TouchInput(id: SimulatorTouchEmulation.firstFingerID, phase: phase, location: fingers[0]),
                      UIWindow.TouchInput(id: SimulatorTouchEmulation.secondFingerID, phase: phase, location: fingers[1])]
        }
        if phase == .ended || phase == .cancelled { activeMode = nil }
        return window.sendTouches(inputs)
    }

    private func centerPoint(in window: UIWindow) -> CGPoint {
        center ?? CGPoint(x: window.bounds.midX, y: window.bounds.midY)
    }
}
