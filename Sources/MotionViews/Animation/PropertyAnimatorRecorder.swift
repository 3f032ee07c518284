import Foundation

/// A property animator's animation block while it runs: each view property changed in it becomes one
/// `PropertyAnimatorAnimation`, starting at `startFraction` of the animator.
final class PropertyAnimatorRecorder {
    unowned let animator: UIViewPropertyAnimator
    let startFraction: Double

    init(animator: UIViewPropertyAnimator, startFraction: Double) {
        self.animator = animator
        self.startFraction = startFraction
    }

    var duration: TimeInterval { animator.duration }

    func action(for view: UIView, layer: CALayer, keyPath: LayerKeyPath, event: String) -> CAAction? {
        PropertyAnimatorAction(recorder: self, view: view, keyPath: keyPath, old: keyPath.value(in: layer.properties))
    }
}

/// Created before the property changes (the old model value is read then); run after the new one is
/// stored, it hands both to the animator.
final class PropertyAnimatorAction: CAAction {
    let recorder: PropertyAnimatorRecorder
    weak var view: UIView?
    let keyPath: LayerKeyPath
    let old: AnimatableValue

    init(recorder: PropertyAnimatorRecorder, view: UIView, keyPath: LayerKeyPath, old: AnimatableValue) {
        self.recorder = recorder
        self.view = view
        self.keyPath = keyPath
        self.old = old
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        let new = keyPath.value(in: layer.properties)
        guard new != old else { return }
        recorder.animator.addTrack(view: view, layer: layer, keyPath: keyPath, event: event, from: old, to: new,
                                   startFraction: recorder.startFraction)
    }
}
