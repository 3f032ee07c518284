import Foundation
import MotionGeometry
import MotionLayers
import MotionViews

/// UIKit's behaviour: what acts on dynamic items in a `UIDynamicAnimator`. The built-in ones
/// (gravity, collision, snap, attachment, push, item properties, fields) are subclasses; your own
/// behaviour is a subclass that adds built-in ones as children (`addChildBehavior`) and may run an
/// `action` after every engine step.
open class UIDynamicBehavior {
    public private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Run after every step of the animator's engine (1/120 s of scene time), while it runs.
    open var action: (() -> Void)?
    /// The animator this behaviour (or the behaviour it is a child of) was added to.
    public internal(set) weak var dynamicAnimator: UIDynamicAnimator?
    /// The behaviour this one is a child of.
    weak var parent: UIDynamicBehavior?

    public init() {}

    /// Adds a child behaviour (ignored when it already has a parent, is in an animator itself, or is an
    /// ancestor of this one).
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior !== self, behavior.parent == nil, !isDescendant(of: behavior) else { return }
        if let other = behavior.dynamicAnimator, behavior.parent == nil { other.removeBehavior(behavior) }
        let animator = dynamicAnimator
        animator?.willChange()
        childBehaviors.append(behavior)
        behavior.parent = self
        if let animator { behavior.setAnimator(animator) }
        animator?.didChange(wake: true)
    }

    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let k = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        let animator = dynamicAnimator
        animator?.willChange()
        childBehaviors.remove(at: k)
        behavior.parent = nil
        if animator != nil { behavior.setAnimator(nil) }
        animator?.didChange(wake: true)
    }

    /// Called when the behaviour is added to an animator (or removed: nil), as on iOS.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    func isDescendant(of other: UIDynamicBehavior) -> Bool {
        var p = parent
        while let b = p { if b === other { return true }; p = b.parent }
        return false
    }

    func setAnimator(_ animator: UIDynamicAnimator?) {
        willMove(to: animator)
        setAnimatorHook(animator)
        dynamicAnimator = animator
        for c in childBehaviors { c.setAnimator(animator) }
    }

    /// This behaviour and its descendants, depth first, parents before children (the order steps apply
    /// them and later item properties override earlier ones).
    func visit(_ body: (UIDynamicBehavior) -> Void) {
        body(self)
        for c in childBehaviors { c.visit(body) }
    }

    // MARK: What the engine asks of each behaviour (overridden by the built-in ones)

    /// Called as the behaviour joins or leaves an animator (built-in behaviours' own bookkeeping).
    func setAnimatorHook(_ animator: UIDynamicAnimator?) {}

    /// The items this behaviour itself moves or constrains (not its children's).
    var engineItems: [UIDynamicItem] { [] }

    /// Makes the engine objects this behaviour needs (joints, boundaries); called at a sync after it
    /// joined the animator, and again (after `detach`) when its parameters were changed.
    func attach(to engine: DynamicsEngine) {}

    /// Brings what `attach` made in line with the behaviour's parameters and the items' masses (every sync).
    func update(in engine: DynamicsEngine) {}

    /// Destroys what `attach` made.
    func detach(from engine: DynamicsEngine) {}

    /// Whether the behaviour needs `applyForces` every step.
    var appliesForces: Bool { false }

    /// Forces and impulses for the coming step.
    func applyForces(in engine: DynamicsEngine) {}

    /// Tells the animator something changed that the engine must take in (parameters of joints, forces…).
    func setNeedsEngineUpdate(wake: Bool = true) {
        guard let animator = dynamicAnimator else { return }
        animator.willChange()
        animator.didChange(wake: wake)
    }

    /// A short name for the inspector.
    var inspectedName: String { String(describing: type(of: self)) }
}

/// Identity comparison of dynamic items.
@inline(__always) func sameItem(_ a: UIDynamicItem, _ b: UIDynamicItem) -> Bool { a === b }

extension Array where Element == UIDynamicItem {
    func containsItem(_ item: UIDynamicItem) -> Bool { contains { $0 === item } }
    mutating func appendUnique(_ item: UIDynamicItem) { if !containsItem(item) { append(item) } }
    mutating func removeItem(_ item: UIDynamicItem) { removeAll { $0 === item } }
}
