import Foundation

/// One target–action registration: an optional weak owner and what to run.
final class GestureTarget {
    weak var target: AnyObject?
    let hasTarget: Bool
    let run: (UIGestureRecognizer) -> Void

    init(target: AnyObject?, run: @escaping (UIGestureRecognizer) -> Void) {
        self.target = target
        self.hasTarget = target != nil
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
    /// Calls the unapplied method `action` on `target` (held weakly) with the recognizer; a recognizer
    /// that is not a `Recognizer` skips the call.
    public func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        targets.append(GestureTarget(target: target) { [weak target] recognizer in
            guard let target, let typed = recognizer as? Recognizer else { return }
            action(target)(typed)
        })
    }

    /// The same for a method without the recognizer argument.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        targets.append(GestureTarget(target: target) { [weak target] _ in
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

    /// Convenience initialiser with a method reference: `UIPanGestureRecognizer(target: self, action: VC.handlePan)`.
    public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
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
