import Foundation

/// UIKit's `UIControl`: a view that tracks a touch and sends actions for control events.
///
/// **Tracking** follows UIKit. A touch down highlights the control and sends `.touchDown`. While
/// the touch moves it counts as inside as long as it is within `touchSlop` (70 pt) of the bounds —
/// UIKit's generous margin, so a finger that wanders slightly off a button does not cancel the
/// press. Leaving that area unhighlights and sends `.touchDragExit`; coming back rehighlights and
/// sends `.touchDragEnter`; every move also sends `.touchDragInside` or `.touchDragOutside`.
/// Lifting inside sends `.touchUpInside` (the action), lifting outside `.touchUpOutside` only.
/// `touchesCancelled` (a scroll view took the touch over, or a gesture recognizer recognized with
/// `cancelsTouchesInView`) unhighlights and sends `.touchCancel`. A disabled control ignores
/// touches. A control tracks one touch: other fingers landing on it meanwhile are ignored.
///
/// **Gesture recognizers** (UIKit, iOS 6+): a button's default action wins over an overlapping
/// single-finger single tap recognizer attached to one of its ancestors — that recognizer fails when
/// the tap is on the button. Other recognizers (a pan on the superview, say) win as usual, and the
/// button's touch is cancelled when they recognize.
///
/// **Target–action without selectors.** Swift on Linux has no `#selector`, so the action is a
/// method reference or a closure:
///
///     button.addTarget(self, action: ViewController.buttonTapped, for: .touchUpInside)
///     // func buttonTapped(_ sender: UIButton)  — or  func buttonTapped()
///     button.addTarget(self, action: { sender in … }, for: .touchUpInside)
///     button.addAction(UIAction { action in … }, for: .touchUpInside)
///
/// Targets are held weakly, as in UIKit: an action whose target is gone is skipped. A nil target in
/// the closure form means "no owner" (the closure is kept until removed).
open class UIControl: UIView {
    /// How far outside the bounds (points) a touch still counts as inside.
    public static let touchSlop: CGFloat = 70

    /// One registration: events, optional weak owner, and what to run.
    final class Registration {
        let events: Event
        weak var target: AnyObject?
        let hasTarget: Bool
        let action: UIAction?
        /// The Swift type of a method-reference action (`(VC) -> (UIButton) -> Void`): what
        /// `removeTarget(_:action:for:)` can compare, since functions cannot be.
        let methodType: ObjectIdentifier?
        let run: (UIControl) -> Void

        init(events: Event, target: AnyObject?, action: UIAction?, methodType: ObjectIdentifier? = nil,
             run: @escaping (UIControl) -> Void) {
            self.events = events
            self.target = target
            self.hasTarget = target != nil
            self.action = action
            self.methodType = methodType
            self.run = run
        }

        var isAlive: Bool { !hasTarget || target != nil }
    }

    var registrations: [Registration] = []
    /// iOS 14: a tap shows the control's menu (a button's `menu`) instead of sending its primary action.
    open var showsMenuAsPrimaryAction = false
    /// iOS 14: whether a long press shows the control's menu (a button with a `menu` turns it on).
    open var isContextMenuInteractionEnabled = false
    /// The touch event whose handling is sending actions (for actions that take the event).
    private(set) var deliveringEvent: UIEvent?

    open var isEnabled = true {
        didSet {
            if !isEnabled && isTracking { endTrackingWithoutAction() }
            if oldValue != isEnabled { controlStateDidChange() }
        }
    }
    open var isSelected = false {
        didSet { if oldValue != isSelected { controlStateDidChange() } }
    }
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { controlStateDidChange() } }
    }

    /// Whether a touch is being tracked.
    public private(set) var isTracking = false
    /// The touch being tracked.
    private weak var trackedTouch: UITouch?
    /// Whether the tracked touch is inside (bounds grown by `touchSlop`).
    public private(set) var isTouchInside = false

    /// Where a control places its content horizontally in its content rectangle (UIKit's default: centred).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout() } }
    }
    /// Where a control places its content vertically (UIKit's default: centred).
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if contentVerticalAlignment != oldValue { setNeedsLayout() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// An enabled control with a zero frame (nothing is decoded: see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The control's state from its flags.
    open var state: State {
        var s: State = .normal
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// Called after `isEnabled`, `isSelected` or `isHighlighted` changed; subclasses refresh their look.
    open func controlStateDidChange() {}

    // MARK: Target–action

    /// Runs `action` on `target` (held weakly) when one of `events` is sent. `action` is an unapplied
    /// method reference such as `ViewController.buttonTapped` taking the sender — what the
    /// MotionLabPort rewrite makes of `#selector(buttonTapped(_:))`. The sender is passed as the
    /// method's parameter type (`UIButton`, `UIControl`, `Any`, `Any?`…); a control that is not of
    /// that type skips the call. A nil `target` is UIKit's responder-chain action: the first object of
    /// the method's type up the chain from the control (its superviews, their controllers, the window)
    /// receives it, found when the action is sent.
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target?, action: @escaping (Target) -> (Sender) -> Void, for events: Event
    ) {
        let chained = target == nil
        registrations.append(Registration(events: events, target: target, action: nil,
                                          methodType: ObjectIdentifier(((Target) -> (Sender) -> Void).self)) { [weak target] control in
            guard let receiver = chained ? control.firstInChain(Target.self) : target,
                  let sender = control as? Sender else { return }
            action(receiver)(sender)
        })
    }

    /// UIKit's third action form, the sender and the event (`func tapped(_ sender: UIButton,
    /// forEvent event: UIEvent)`): the touch event that triggered the action, or — for
    /// `sendActions(for:)` called by code — an event with no touches at the current media time.
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target?, action: @escaping (Target) -> (Sender, UIEvent) -> Void, for events: Event
    ) {
        let chained = target == nil
        registrations.append(Registration(events: events, target: target, action: nil,
                                          methodType: ObjectIdentifier(((Target) -> (Sender, UIEvent) -> Void).self)) { [weak target] control in
            guard let receiver = chained ? control.firstInChain(Target.self) : target,
                  let sender = control as? Sender else { return }
            action(receiver)(sender, control.deliveringEvent ?? UIEvent(type: .touches, timestamp: CACurrentMediaTime(), allTouches: nil))
        })
    }

    /// The same for a method without the sender argument (`ViewController.refresh`).
    public func addTarget<Target: AnyObject>(_ target: Target?, action: @escaping (Target) -> () -> Void,
                                             for events: Event) {
        let chained = target == nil
        registrations.append(Registration(events: events, target: target, action: nil,
                                          methodType: ObjectIdentifier(((Target) -> () -> Void).self)) { [weak target] control in
            guard let receiver = chained ? control.firstInChain(Target.self) : target else { return }
            action(receiver)()
        })
    }

    /// `addTarget(self, action: #selector(tapped), for:)` written in a stored property's initializer
    /// closure (`let button: UIButton = { …; b.addTarget(self, …); return b }()`): there `self` is not
    /// the instance but NSObject's `self()` method, and UIKit, finding that target cannot perform the
    /// action, sends it up the responder chain — where the controller that owns the button receives it.
    /// The same here.
    public func addTarget<Owner: AnyObject, Target: AnyObject, Sender>(
        _ target: @escaping (Owner) -> () -> Owner, action: @escaping (Target) -> (Sender) -> Void, for events: Event
    ) {
        addTarget(nil as Target?, action: action, for: events)
    }

    /// The same for a method without the sender argument.
    public func addTarget<Owner: AnyObject, Target: AnyObject>(
        _ target: @escaping (Owner) -> () -> Owner, action: @escaping (Target) -> () -> Void, for events: Event
    ) {
        addTarget(nil as Target?, action: action, for: events)
    }

    /// The first responder of type `T` from this control up the responder chain.
    func firstInChain<T: AnyObject>(_ type: T.Type) -> T? {
        var r: UIResponder? = self
        var hops = 0
        while let cur = r, hops < 10_000 {
            if let t = cur as? T { return t }
            r = cur.next
            hops += 1
        }
        return nil
    }

    /// A closure action owned by `target` (weak; the action is skipped once it is gone), or by the
    /// control when `target` is nil.
    public func addTarget(_ target: AnyObject?, action: @escaping (UIControl) -> Void, for events: Event) {
        registrations.append(Registration(events: events, target: target, action: nil, run: action))
    }

    /// Removes the actions of `target` for `events` (all targets' when `target` is nil).
    public func removeTarget(_ target: AnyObject?, for events: Event) {
        removeRegistrations(of: target, methodType: nil, for: events)
    }

    /// UIKit's `removeTarget(_:action:for:)` with `action: nil`: every action of `target` (of every
    /// target when nil) for `events`.
    public func removeTarget(_ target: AnyObject?, action: NoAction?, for events: Event) {
        removeRegistrations(of: target, methodType: nil, for: events)
    }

    /// UIKit's `removeTarget(_:action:for:)` with a method reference. Functions cannot be compared,
    /// so the actions removed are `target`'s method-reference actions for `events` whose method has
    /// this one's type — exactly UIKit's result unless the target registered two methods of one type
    /// for the same events.
    public func removeTarget<Target: AnyObject, Sender>(_ target: Target?, action: (Target) -> (Sender) -> Void,
                                                        for events: Event) {
        removeRegistrations(of: target, methodType: ObjectIdentifier(((Target) -> (Sender) -> Void).self), for: events)
    }

    /// The same for a method without the sender argument.
    public func removeTarget<Target: AnyObject>(_ target: Target?, action: (Target) -> () -> Void, for events: Event) {
        removeRegistrations(of: target, methodType: ObjectIdentifier(((Target) -> () -> Void).self), for: events)
    }

    /// An action argument that can only be `nil` (`removeTarget(nil, action: nil, for: .allEvents)`).
    public enum NoAction {}

    private func removeRegistrations(of target: AnyObject?, methodType: ObjectIdentifier?, for events: Event) {
        registrations.removeAll { r in
            guard target == nil || r.target === target else { return false }
            if let methodType, r.methodType != methodType { return false }
            return !r.events.isDisjoint(with: events)
        }
    }

    /// UIKit's `addAction(_:for:)`.
    public func addAction(_ action: UIAction, for events: Event) {
        registrations.append(Registration(events: events, target: nil, action: action) { [unowned action] control in
            action.perform(sender: control)
        })
    }

    /// Closure form without `UIAction`: runs `handler` with the control.
    public func addAction(_ handler: @escaping (UIControl) -> Void, for events: Event) {
        registrations.append(Registration(events: events, target: nil, action: nil, run: handler))
    }

    public func removeAction(_ action: UIAction, for events: Event) {
        registrations.removeAll { $0.action === action && !$0.events.isDisjoint(with: events) }
    }

    /// The events some live action is registered for.
    public var allControlEvents: Event {
        registrations.filter(\.isAlive).reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Runs, in the order they were added, every live action registered for any of `events`.
    open func sendActions(for events: Event) {
        registrations.removeAll { !$0.isAlive }
        for r in registrations where !r.events.isDisjoint(with: events) { r.run(self) }
    }

    // MARK: Tracking (UIKit's hooks)

    /// Whether to track a touch that went down; the default accepts.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Whether to keep tracking after a move; the default continues.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    /// Whether `point` (this view's coordinates) counts as inside for tracking.
    func isInsideForTracking(_ point: CGPoint) -> Bool {
        bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(point)
    }

    /// UIKit's rule for controls whose default action is a single tap: an ancestor's single-finger
    /// single tap recognizer does not begin for a touch on the button.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if self is UIButton, gestureRecognizer.view !== self, let tap = gestureRecognizer as? UITapGestureRecognizer,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// The tracked touch among `touches`.
    private func tracked(in touches: Set<UITouch>) -> UITouch? {
        guard let t = trackedTouch, touches.contains(t) else { return nil }
        return t
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, !isTracking, let touch = touches.first else { return }
        guard beginTracking(touch, with: event) else { return }
        trackedTouch = touch
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sending(event) { sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = tracked(in: touches) else { return }
        let inside = isInsideForTracking(touch.location(in: self))
        let was = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        sending(event) {
            if was && !inside { sendActions(for: .touchDragExit) }
            if !was && inside { sendActions(for: .touchDragEnter) }
            sendActions(for: inside ? .touchDragInside : .touchDragOutside)
        }
        if !continueTracking(touch, with: event) { endTrackingWithoutAction() }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = tracked(in: touches) else { return }
        trackedTouch = nil
        let inside = isInsideForTracking(touch.location(in: self))
        isTracking = false
        isTouchInside = inside
        isHighlighted = false
        endTracking(touch, with: event)
        sending(event) { sendActions(for: inside ? .touchUpInside : .touchUpOutside) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, tracked(in: touches) != nil || trackedTouch == nil else { return }
        trackedTouch = nil
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        cancelTracking(with: event)
        sending(event) { sendActions(for: .touchCancel) }
    }

    /// Runs `send` with `event` as the event actions receive.
    private func sending(_ event: UIEvent?, _ send: () -> Void) {
        let outer = deliveringEvent
        deliveringEvent = event
        send()
        deliveringEvent = outer
    }

    /// Stops tracking silently (disabled mid-press, or `continueTracking` returned false).
    private func endTrackingWithoutAction() {
        trackedTouch = nil
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        endTracking(nil, with: nil)
    }
}
