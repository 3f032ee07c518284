import Foundation

/// One target–action registration: an optional weak owner and what to run.
final class GestureTarget {
    weak var target: AnyObject?
    let hasTarget: Bool
    /// The Swift type of a method-reference action, for `removeTarget(_:action:)` (functions cannot
    /// be compared).
    let methodType: ObjectIdentifier?
    let run: (UIGestureRecognizer) -> Void

    init(target: AnyObject?, methodType: ObjectIdentifier? = nil, run: @escaping (UIGestureRecognizer) -> Void) {
        self.target = target
        self.hasTarget = target != nil
        self.methodType = methodType
        self.run = run
    }

    /// A registration whose owner is gone is skipped (and dropped), as UIKit's weak targets are.
    var isAlive: Bool { !hasTarget || target != nil }
}

/// Target–action for gesture recognizers, in the same closure spirit as `UIControl.addTarget`:
///
///     pan.addTarget(self, action: CardViewController.handlePan)   // func handlePan(_ g: UIPanGestureRecognizer)
///     tap.addTarget(self, action: CardViewController.close)        // func close()
///     tap.addTarget(nil) { recognizer in … }
///     UITapGestureRecognizer(target: self, action: CardViewController.handleTap)
///
/// Targets are held weakly; actions run in the order they were added, once per state change to
/// `.began`, `.changed`, `.ended` (recognized) or `.cancelled`.
extension UIGestureRecognizer {
    /// Calls the unapplied method `action` on `target` (held weakly) with the recognizer — what the
    /// MotionLabPort rewrite makes of `#selector(handlePan(_:))`. The recognizer is passed as the
    /// method's parameter type (`UIPanGestureRecognizer`, `UIGestureRecognizer`, `Any`…); a recognizer
    /// that is not of that type skips the call.
    public func addTarget<Target: AnyObject, Recognizer>(
        _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        targets.append(GestureTarget(target: target, methodType: ObjectIdentifier(((Target) -> (Recognizer) -> Void).self)) { [weak target] recognizer in
            guard let target, let typed = recognizer as? Recognizer else { return }
            action(target)(typed)
        })
    }

    /// The same for a method without the recognizer argument.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        targets.append(GestureTarget(target: target, methodType: ObjectIdentifier(((Target) -> () -> Void).self)) { [weak target] _ in
            guard let target else { return }
            action(target)()
        })
    }

    /// A closure owned by `target` (weak; skipped once it is gone), or by the recognizer when nil.
    public func addTarget(_ target: AnyObject?, action: @escaping (UIGestureRecognizer) -> Void) {
        targets.append(GestureTarget(target: target, run: action))
    }

    /// Removes `target`'s actions (every action when `target` is nil). Closures cannot be compared, so
    /// UIKit's `action:` argument has no counterpart: all of the target's actions go.
    public func removeTarget(_ target: AnyObject?) {
        if let target { targets.removeAll { $0.target === target } } else { targets.removeAll() }
    }

    /// UIKit's `removeTarget(_:action:)` with `action: nil`: every action of `target` (every action
    /// when nil).
    public func removeTarget(_ target: AnyObject?, action: UIControl.NoAction?) {
        removeTarget(target)
    }

    /// UIKit's `removeTarget(_:action:)` with a method reference: `target`'s method-reference actions
    /// whose method has this one's type (functions cannot be compared; UIKit's result unless the
    /// target added two methods of one type).
    public func removeTarget<Target: AnyObject, Recognizer>(_ target: Target?, action: (Target) -> (Recognizer) -> Void) {
        let type = ObjectIdentifier(((Target) -> (Recognizer) -> Void).self)
        targets.removeAll { (target == nil || $0.target === target) && $0.methodType == type }
    }

    /// The same for a method without the recognizer argument.
    public func removeTarget<Target: AnyObject>(_ target: Target?, action: (Target) -> () -> Void) {
        let type = ObjectIdentifier(((Target) -> () -> Void).self)
        targets.removeAll { (target == nil || $0.target === target) && $0.methodType == type }
    }

    /// Convenience initialiser with a method reference: `UIPanGestureRecognizer(target: self, action: VC.handlePan)`.
    public convenience init<Target: AnyObject, Recognizer>(
        target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action)
    }

    /// The same for a method without the recognizer argument.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action)
    }

    /// Runs the live actions in the order they were added.
    func sendActions() {
        targets.removeAll { !$0.isAlive }
        for t in targets { t.run(self) }
    }
}
