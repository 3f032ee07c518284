import Foundation

/// UIKit's gesture recognizer: watches the touches of its view (and the view's subviews) and turns them
/// into a gesture, reporting each step to its targets.
///
/// **States.** A discrete gesture (tap, swipe) goes `.possible → .recognized` (= `.ended`) or
/// `.possible → .failed`. A continuous one (pan, pinch, rotation, long press) goes
/// `.possible → .began → .changed… → .ended` (or `.cancelled`), or fails before it begins. Targets
/// are called on every change to `.began`, `.changed`, `.ended` (recognized) and `.cancelled`, never
/// for `.failed`. After the gesture ends, fails or is cancelled and its touches have lifted, the
/// recognizer is reset to `.possible` (`reset()` runs).
///
/// **Who sees a touch.** When a touch begins, the recognizers of the hit-tested view and of each of
/// its ancestors (enabled, and ready for a new touch) receive it, before the view does, for the whole
/// sequence (`UITouch.gestureRecognizers`). The arbitration between them — `require(toFail:)`, the
/// delegate's `gestureRecognizerShouldBegin` and `shouldRecognizeSimultaneouslyWith`, one
/// recognizer's recognition failing the others, `cancelsTouchesInView`, `delaysTouchesBegan/Ended` —
/// is `GestureArena`'s (one per window), following UIKit's documented rules.
///
/// **Target–action without selectors.** Swift on Linux has no `#selector`; an action is a closure or
/// an unapplied method reference (see `UIGestureRecognizer+Targets.swift`):
///
///     let pan = UIPanGestureRecognizer(target: self, action: CardViewController.handlePan)
///     let tap = UITapGestureRecognizer { tap in … }
///
/// **Time.** Event times are `CACurrentMediaTime()` (the virtual clock in tests). Recognizers that
/// must act while no touch moves (a long press's 0.5 s, a double tap's wait for the second tap) are
/// advanced every frame by a `CADisplayLink` while they are involved in a gesture.
///
/// **Subclassing** (UIKit's `UIGestureRecognizerSubclass`): override the touches… methods and
/// `reset()`, and set `state`.
@MainActor @preconcurrency open class UIGestureRecognizer {
    /// UIKit's states, with UIKit's raw values; `.recognized` is `.ended`.
    public enum State: Int, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed

        /// A discrete gesture's recognition: the same state as `.ended`.
        public static var recognized: State { .ended }

        public var description: String {
            switch self {
            case .possible: return "possible"
            case .began: return "began"
            case .changed: return "changed"
            case .ended: return "ended"
            case .cancelled: return "cancelled"
            case .failed: return "failed"
            }
        }
    }

    /// The view the recognizer is attached to (`UIView.addGestureRecognizer(_:)`).
    public internal(set) weak var view: UIView?
    open weak var delegate: UIGestureRecognizerDelegate?
    /// A disabled recognizer receives no touches; disabling one mid-gesture cancels it (or fails it
    /// before it began).
    open var isEnabled = true {
        didSet { if oldValue && !isEnabled { arena?.disable(self) } }
    }
    /// When the gesture is recognized, the view's touches of the gesture are cancelled
    /// (`touchesCancelled`), and it receives none of them afterwards. Default true.
    open var cancelsTouchesInView = true
    /// Holds back the view's `touchesBegan` (and moves) until this recognizer fails; if it recognizes,
    /// the view never sees the touch. Default false.
    open var delaysTouchesBegan = false
    /// Holds back the view's `touchesEnded` while this recognizer may still recognize (a double tap
    /// waiting for its second tap); if it recognizes, the view gets `touchesCancelled` instead. Default true.
    open var delaysTouchesEnded = true
    /// A name for debugging.
    open var name: String?

    // MARK: Internal state (the arena's)

    /// The state as seen from outside. Recognizers change it through `state`'s setter.
    var rawState: State = .possible
    /// A transition requested while a recognizer this one requires to fail was still undecided; it
    /// happens when that one fails (and becomes `.failed` if it recognizes).
    var pendingState: State?
    /// The touches delivered to this recognizer that are still down, in order of arrival.
    var trackedTouches: [UITouch] = []
    /// Whether the recognizer has received touches since its last reset.
    var isInvolved = false
    /// Centroid of the tracked touches at the last event (window points): `location(in:)` once they lifted.
    var lastWindowCentroid: CGPoint = .zero
    /// Recognizers added with `require(toFail:)` (held weakly).
    var failureRequirements: [WeakGestureRecognizer] = []
    /// Target–action registrations (see `UIGestureRecognizer+Targets.swift`).
    var targets: [GestureTarget] = []

    /// Creates a recognizer that calls `action` (if any) on each state change. A non-nil `target`
    /// owns the action: it is held weakly and the action is skipped once it is gone.
    public init(target: AnyObject?, action: ((UIGestureRecognizer) -> Void)?) {
        if let action { addTarget(target, action: action) }
    }

    public convenience init() { self.init(target: nil, action: nil) }

    /// A recognizer calling `handler` with itself, typed as the concrete class:
    /// `UIPanGestureRecognizer { pan in print(pan.translation(in: nil)) }`.
    public convenience init(_ handler: @escaping (Self) -> Void) {
        self.init(target: nil, action: nil)
        addTarget(nil) { recognizer in
            if let me = recognizer as? Self { handler(me) }
        }
    }

    // MARK: State

    /// The current state. Subclasses set it to report progress; the arena may defer a transition
    /// (failure requirements), refuse it (the delegate, a control's default action, an exclusive
    /// recognizer already active) or turn it into `.failed`.
    public var state: State {
        get { rawState }
        set {
            if let arena { arena.request(self, newValue) } else { applyDetached(newValue) }
        }
    }

    /// A discrete recognizer goes straight from `.possible` to `.recognized`; continuous ones begin first.
    var isDiscrete: Bool { false }

    /// Whether the recognizer, with no touch down and still `.possible`, waits for more (a multi-tap
    /// between taps). Otherwise it fails once all its touches have lifted.
    var waitsForMoreTouches: Bool { false }

    /// Called every frame while the recognizer is involved in a gesture (media time, seconds).
    func timeDidAdvance(to time: CFTimeInterval) {}

    /// The arena of the window the recognizer's view is in.
    var arena: GestureArena? { view?.window?.gestureArena }

    /// Whether touches are delivered to the recognizer now.
    var receivesTouches: Bool {
        isEnabled && (rawState == .possible || rawState == .began || rawState == .changed)
    }

    /// Whether it can take a touch that is beginning (not waiting on another recognizer, not finished).
    var acceptsNewTouch: Bool {
        guard isEnabled else { return false }
        switch rawState {
        case .possible: return pendingState == nil
        case .began, .changed: return true
        default: return false
        }
    }

    /// Whether it is still deciding (possible, touched since its reset).
    var isUndecided: Bool { isInvolved && rawState == .possible }

    /// Whether it has recognized and not yet been reset (began, changed or ended).
    var hasRecognized: Bool { rawState == .began || rawState == .changed || rawState == .ended }

    /// State changes of a recognizer not in a window: applied as asked, targets called.
    private func applyDetached(_ new: State) {
        rawState = new
        if new != .possible && new != .failed { sendActions() }
    }

    /// Back to `.possible`, forgetting the gesture; runs `reset()`.
    func resetForNextGesture() {
        rawState = .possible
        pendingState = nil
        trackedTouches = []
        isInvolved = false
        reset()
    }

    // MARK: Touches (UIGestureRecognizerSubclass)

    /// Touches that began (the recognizer's view or a subview was hit). They are already counted in
    /// `numberOfTouches`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches that lifted; they are no longer counted in `numberOfTouches`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Clears per-gesture state; called when the recognizer goes back to `.possible`. Call super.
    open func reset() {}

    /// Stops delivering `touch` to this recognizer (and it no longer holds or cancels the view's touch).
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        arena?.ignore(touch, by: self)
    }

    /// Whether this recognizer, recognizing, may fail `preventedGestureRecognizer`. Default true.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer`, recognizing, may fail this one. Default true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` to fail (like `require(toFail:)`).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Relationships

    /// Makes this recognizer wait until `otherGestureRecognizer` fails before it recognizes; if the
    /// other recognizes, this one fails. (The single-tap-versus-double-tap idiom.)
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === otherGestureRecognizer }
        failureRequirements.append(WeakGestureRecognizer(otherGestureRecognizer))
    }

    // MARK: Location

    /// How many touches the recognizer is tracking (down now).
    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the gesture's touches in `view`'s coordinates (nil: the window's), as on
    /// screen now; after they lifted, where they last were.
    open func location(in view: UIView?) -> CGPoint {
        UIView.convert(windowCentroid, from: nil, to: view, presentation: true)
    }

    /// The position of touch `touchIndex` (0 ..< numberOfTouches, in order of arrival).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else { return location(in: view) }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// Centroid of the tracked touches (window points), or the last one when none is down.
    var windowCentroid: CGPoint {
        guard !trackedTouches.isEmpty else { return lastWindowCentroid }
        return GestureGeometry.centroid(trackedTouches.map(\.windowLocation))
    }
}

/// A weak reference to a recognizer (failure requirements do not keep the other one alive).
struct WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ r: UIGestureRecognizer) { recognizer = r }
}
