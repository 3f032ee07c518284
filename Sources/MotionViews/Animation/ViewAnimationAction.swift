import Foundation

/// The action a view returns for its layer inside an animation block. Created when the property is
/// about to change (the old values are still readable); run after the new model value is stored, it
/// adds the animation from the old value to the new one.
///
/// UIKit's animations since iOS 8 are additive: the layer shows `model + offset(t)`, with the offset
/// going from (old − new) to zero. Interrupting never jumps — the new animation's offset stacks on the
/// running ones. With `.beginFromCurrentState`, when view animations of the property are in flight, they
/// are removed (finishing with `false`) and the offset starts from what was on screen instead.
final class ViewAnimationAction: CAAction {
    let block: ViewAnimationBlock
    weak var view: UIView?
    let keyPath: LayerKeyPath
    let oldModel: AnimatableValue
    /// What was on screen before the change (only read with `.beginFromCurrentState`): the presentation
    /// as of the last committed frame, which is what the user sees.
    let oldPresentation: AnimatableValue

    init(block: ViewAnimationBlock, view: UIView, layer: CALayer, keyPath: LayerKeyPath) {
        self.block = block
        self.view = view
        self.keyPath = keyPath
        oldModel = keyPath.value(in: layer.properties)
        oldPresentation = block.options.contains(.beginFromCurrentState)
            ? keyPath.value(in: layer.presentationProperties()) : oldModel
    }

    /// Separates a property from the counter in the keys of stacked animations ("position#3").
    static let keySeparator = "#"
    private static var counter = 0

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        let new = keyPath.value(in: layer.properties)
        let running = ViewAnimationAction.viewAnimationKeys(on: layer, for: event)
        // UIKit: beginFromCurrentState matters only while an animation of the property is in flight.
        let replacing = block.options.contains(.beginFromCurrentState) && !running.isEmpty
        let base = replacing ? oldPresentation : oldModel
        if new == base && !replacing { return }

        let animation = makeAnimation(keyPath: event)
        animation.fromValue = new.offset(reaching: base)
        animation.toValue = new.zero
        animation.isAdditive = true

        var key = event
        if replacing {
            for k in running { layer.removeAnimation(forKey: k) }
        } else {
            key = ViewAnimationAction.freeKey(on: layer, for: event)
        }

        let blocksInteraction = !block.options.contains(.allowUserInteraction)
        if blocksInteraction { view?.interactionBlockingAnimations += 1 }
        let block = self.block
        animation.stopHandler = { [weak view] _, finished in
            if blocksInteraction { view?.interactionBlockingAnimations -= 1 }
            block.animationStopped(finished: finished)
        }
        block.animationAdded()
        layer.add(animation, forKey: key)
    }

    private func makeAnimation(keyPath: String) -> CABasicAnimation {
        let animation: CABasicAnimation
        if let s = block.spring {
            let spring = CASpringAnimation(keyPath: keyPath)
            spring.mass = CGFloat(s.mass)
            spring.stiffness = CGFloat(s.stiffness)
            spring.damping = CGFloat(s.damping)
            spring.initialVelocity = CGFloat(s.initialVelocity)
            spring.allowsOverdamping = s.allowsOverdamping
            animation = spring
        } else {
            animation = CABasicAnimation(keyPath: keyPath)
            animation.timingFunction = block.timingFunction
        }
        animation.duration = block.duration
        animation.origin = .viewAnimation
        if block.startTime > CACurrentMediaTime() {
            animation.beginTime = viewLayerTime(block.startTime)
            animation.fillMode = .backwards
        }
        if block.options.contains(.repeat) { animation.repeatCount = .infinity }
        if let count = block.repeatCount, count > 0 { animation.repeatCount = count }
        if block.options.contains(.autoreverse) { animation.autoreverses = true }
        return animation
    }

    private func viewLayerTime(_ global: CFTimeInterval) -> CFTimeInterval {
        view?.layer.convertTime(global, from: nil) ?? global
    }

    /// A key for a new view animation of `property` that replaces nothing: the property's name when no
    /// animation uses it, else the name with a fresh counter ("position#3").
    static func freeKey(on layer: CALayer, for property: String) -> String {
        guard !viewAnimationKeys(on: layer, for: property).isEmpty || layer.animation(forKey: property) != nil else {
            return property
        }
        counter += 1
        return property + keySeparator + String(counter)
    }

    /// Keys of the UIView animations running for `property` ("position", "position#2", …).
    static func viewAnimationKeys(on layer: CALayer, for property: String) -> [String] {
        (layer.animationKeys() ?? []).filter { $0 == property || $0.hasPrefix(property + keySeparator) }
    }
}
