import Foundation

/// Apple's `CADisplayLink(target:selector:)` with the selector as a method reference — what the
/// MotionLabPort rewrite makes of `#selector(step(_:))`:
///
///     let link = CADisplayLink(target: self, selector: PhysicsView.step)   // func step(_ link: CADisplayLink)
///     link.add(to: .main, forMode: .common)
///
/// As Apple documents, the link **retains its target** until it is invalidated (a view controller
/// that owns its link must invalidate it, e.g. in `viewDidDisappear`, or both stay alive), and the
/// method runs once per frame while the link is added and not paused.
extension CADisplayLink {
    /// The method takes the link (`func step(_ link: CADisplayLink)`).
    public convenience init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void) {
        self.init(handler: { link in selector(target)(link) })
    }

    /// The method takes nothing (`func step()`).
    public convenience init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> () -> Void) {
        self.init(handler: { _ in selector(target)() })
    }
}
