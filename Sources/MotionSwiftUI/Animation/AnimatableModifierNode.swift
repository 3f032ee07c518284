import Foundation
import MotionLab
import MotionSwiftUIAnimation

/// Interpolates an `Animatable` modifier's `animatableData` (type-erased: made by the modifier itself,
/// where its type is known).
protocol AnimatableDataDriver: AnyObject {
    /// Takes the modifier's new data as the target (animated by `animation`, nil: at once).
    func retarget(_ modifier: Any, animation: Animation?, time: Double, group: AnimationCompletionGroup?)
    /// The modifier with its data at `time`.
    func interpolated(_ modifier: Any, at time: Double) -> Any
    func isAnimating(at time: Double) -> Bool
}

final class AnimatableDriver<A: Animatable>: AnimatableDataDriver {
    let value: AnimatedValue<A.AnimatableData>
    init(_ a: A) { value = AnimatedValue(a.animatableData) }

    func retarget(_ modifier: Any, animation: Animation?, time: Double, group: AnimationCompletionGroup?) {
        guard let a = modifier as? A else { return }
        value.set(a.animatableData, animation: animation, time: time, group: group)
    }

    func interpolated(_ modifier: Any, at time: Double) -> Any {
        guard var a = modifier as? A else { return modifier }
        a.animatableData = value.value(at: time)
        return a
    }

    func isAnimating(at time: Double) -> Bool {
        value.prune(at: time)
        return value.isAnimating
    }
}

extension Animatable {
    func makeAnimatableDataDriver() -> AnimatableDataDriver { AnimatableDriver(self) }
}

/// A custom `ViewModifier` that is also `Animatable` (`AnimatableModifier`): in an animated change its
/// `animatableData` is interpolated and its `body(content:)` evaluated again at every frame with the
/// interpolated data, as SwiftUI does (the shake through `.offset`, a count-up label). The frame
/// evaluations are updates without animation: the body's own views show each frame's value as it is.
final class AnimatableModifierNode<M: ViewModifier>: ViewNode, Reevaluating, StorageOwner {
    var storage: [Int: AnyObject] = [:]
    var modifier: M?
    var content: (any View)?
    var driver: AnimatableDataDriver?

    override func update(_ view: any View, _ ctx: UpdateContext) {
        guard let mc = view as? AnyModifiedContent, var m = mc.anyModifier as? M else { return }
        context = ctx
        PropertyInstaller.install(&m, node: self)
        modifier = m
        content = mc.anyContent
        let now = CACurrentMediaTime()
        if let driver {
            let t = ctx.transaction
            let animation = t.disablesAnimations ? nil : (ctx.implicitAnimation ?? t.animation)
            driver.retarget(m, animation: animation, time: now, group: t.completionGroup)
            if driver.isAnimating(at: now) { followFrames() }
        } else {
            driver = (m as? any Animatable)?.makeAnimatableDataDriver()
        }
        evaluate(at: now)
    }

    /// Evaluates the body again at each frame while the data animates.
    func followFrames() {
        let key = ObjectIdentifier(self)
        guard graph.perFrame[key] == nil else { return }
        graph.perFrame[key] = { [weak self] time in
            guard let self, self.isAttached, let driver = self.driver else { return false }
            var t = Transaction()
            t.disablesAnimations = true
            self.graph.invalidate(self, transaction: t)
            return driver.isAnimating(at: time)
        }
        graph.host?.startFrames()
    }

    func evaluate(at time: Double) {
        guard var m = modifier, let content else { return }
        PropertyInstaller.refresh(&m, node: self)
        modifier = m
        let shown = driver.flatMap { $0.interpolated(m, at: time) as? M } ?? m
        var ctx = context
        ctx.modifierContents.append(ModifierContentFrame(content: content, depth: depth))
        ViewGraph.evaluating += 1
        let body = shown.body(content: _ViewModifier_Content<M>())
        ViewGraph.evaluating -= 1
        reconcile([(AnyHashable(0), body)], ctx)
    }

    func reevaluate(transaction: Transaction) {
        context.transaction = transaction
        // A frame's evaluation is not animated, whatever `.animation` was above at the change.
        if transaction.disablesAnimations { context.implicitAnimation = nil }
        evaluate(at: CACurrentMediaTime())
    }

    func storageObject(_ key: Int) -> AnyObject? { storage[key] }
    func setStorageObject(_ key: Int, _ object: AnyObject) { storage[key] = object }
    func invalidateFromStorage(transaction: Transaction, commit: (() -> Void)?) { graph.invalidate(self, transaction: transaction, commit: commit) }

    override func tearDown() {
        super.tearDown()
        graph.perFrame[ObjectIdentifier(self)] = nil
        for case let s as StorageLifetime in storage.values { s.end() }
    }
}

extension ModifiedContent where Content: View, Modifier: ViewModifier {
    /// The node of a custom modifier: frame by frame when it is `Animatable`.
    func makeCustomModifierNode(graph: ViewGraph) -> ViewNode {
        if modifier is any Animatable { return AnimatableModifierNode<Modifier>(graph: graph) }
        return CustomModifierNode<Modifier>(graph: graph)
    }
}
