import Foundation
import MotionGeometry
import MotionTiming
import MotionAnimation
import MotionCoreGraphics

/// Keys a layer subclass adds. Core Animation's layers are key-value coding containers: any key can be
/// set and read (`setValue(_:forKey:)`, `value(forKey:)`), and an `@NSManaged` property of a subclass is
/// stored that way (the port rewrite turns one into a property over `managedValue(forKey:)`). Such a
/// key animates like the layer's own properties — `CABasicAnimation(keyPath: "progress")`, springs,
/// keyframes — evaluated on the side (its value never enters `LayerProperties`), and a class whose
/// `needsDisplay(forKey:)` answers true for it is redrawn every frame of the animation from its
/// presentation copy (`init(layer:)` plus the animated values), the image shown for that frame only.
extension CALayer {
    /// Apple's `value(forKey:)`: an engine property by name, else a custom key's value, else the
    /// class's `defaultValue(forKey:)`.
    public func value(forKey key: String) -> Any? {
        if let k = LayerKeyPath(key) { return k.value(in: properties).anyValue }
        if let v = customValueStorage[key] { return v }
        return type(of: self).defaultValue(forKey: key)
    }

    /// Apple's `setValue(_:forKey:)`: an engine property (a value of the wrong type is ignored), or a
    /// custom key — on a layer in a tree its action runs (`action(forKey:)`: a subclass's override
    /// animates it implicitly) — and, when the class's `needsDisplay(forKey:)` says so, the layer is
    /// marked for display.
    public func setValue(_ value: Any?, forKey key: String) {
        if let k = LayerKeyPath(key) {
            guard let value, let v = AnimatableValue.convert(value, to: k.kind) else { return }
            change(k.propertyKey) { k.set(v, in: &$0) }
            return
        }
        // Only a layer in a tree looks for an action: a copy being made (`init(layer:)` setting its custom
        // properties from the model) must not start animations — nor ask for its own presentation.
        let action = superlayer != nil && !isPresentation ? self.action(forKey: key) : nil
        customValueStorage[key] = value
        AnimationContext.current.noteChange()
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        action?.run(forKey: key, object: self, arguments: nil)
    }

    /// The value of `key` as `T`: what `@NSManaged var progress: CGFloat` reads through after the port
    /// rewrite. An unset key is the class's default value, else zero (numbers), false, nil or `.zero`
    /// geometry, as an unset `@NSManaged` property reads on iOS.
    public func managedValue<T>(forKey key: String) -> T {
        let v = value(forKey: key)
        if let t = v as? T { return t }
        if let v, let a = AnimatableValue.infer(v), let t = a.restored(like: CALayer.zero(T.self)) as? T { return t }
        if let z = CALayer.zero(T.self) { return z }
        preconditionFailure("\(type(of: self)).\(key): no value of type \(T.self) is set and the type has no zero; set it first or override defaultValue(forKey:)")
    }

    /// `managedValue(forKey:)` with a default for an unset key (a stored property's initial value).
    public func managedValue<T>(forKey key: String, default initial: @autoclosure () -> T) -> T {
        if let t = value(forKey: key) as? T { return t }
        if let v = value(forKey: key), let a = AnimatableValue.infer(v), let t = a.restored(like: initial()) as? T { return t }
        return initial()
    }

    static func zero<T>(_ type: T.Type) -> T? {
        func additiveZero<A: AdditiveArithmetic>(_ a: A.Type) -> Any { A.zero }
        if let a = type as? any AdditiveArithmetic.Type { return additiveZero(a) as? T }
        if let n = type as? any ExpressibleByNilLiteral.Type { return n.init(nilLiteral: ()) as? T }
        switch type {
        case is Bool.Type: return false as? T
        case is CGPoint.Type: return CGPoint.zero as? T
        case is CGSize.Type: return CGSize.zero as? T
        case is CGRect.Type: return CGRect.zero as? T
        case is CATransform3D.Type: return CATransform3DIdentity as? T
        case is CGColor.Type: return CGColor.clear as? T
        case is String.Type: return "" as? T
        default: return nil
        }
    }

    /// Whether an animation of `key`, which is not an engine key path, animates a custom key: a plain
    /// name (no dots) that the layer has a value for, or that its class redraws for. Anything else stays
    /// an error when the animation is added (a misspelt "positon.x" is not silently a new key).
    func isCustomKey(_ key: String) -> Bool {
        guard !key.isEmpty, !key.contains(".") else { return false }
        return value(forKey: key) != nil || type(of: self).needsDisplay(forKey: key)
    }

    /// The kind of value `key` holds for an animation of it: the key's value, else the animation's own
    /// values (`fromValue`, `toValue`, `byValue`, the first keyframe); nil when none says.
    func customKind(forKey key: String, animation: CAPropertyAnimation) -> AnimatableValueKind? {
        let candidates: [Any?] = [value(forKey: key)] + Self.exampleValues(of: animation)
        for c in candidates { if let c, let v = AnimatableValue.infer(c) { return v.kind } }
        return nil
    }

    static func exampleValues(of animation: CAPropertyAnimation) -> [Any?] {
        if let b = animation as? CABasicAnimation { return [b.fromValue, b.toValue, b.byValue] }
        if let k = animation as? CAKeyframeAnimation { return [k.values?.first] }
        return []
    }

    /// A custom key's value below its animations now, as the animation's kind.
    func customAnimatableValue(forKey key: String, kind: AnimatableValueKind, atLocalTime t: CFTimeInterval) -> AnimatableValue {
        let values = customPresentationValues(atLocalTime: t)
        return values[key].flatMap { AnimatableValue.convert($0, to: kind) } ?? .zero(of: kind)
    }

    /// The custom keys' values at local time `t`: the model's, with every running animation of a custom
    /// key applied in the order added (each evaluated on a scratch value through its proxy path), as the
    /// Swift types the model holds.
    public func customPresentationValues(atLocalTime t: CFTimeInterval) -> [String: Any] {
        var values = customValueStorage
        for r in animationRecords where r.isCustom {
            guard let p = r.animation as? CAPropertyAnimation, let key = p.customKey, let kind = p.customKind else { continue }
            let template = values[key] ?? type(of: self).defaultValue(forKey: key) ?? Self.exampleValues(of: p).compactMap { $0 }.first
            let current = template.flatMap { AnimatableValue.convert($0, to: kind) } ?? .zero(of: kind)
            var scratch = LayerProperties()
            if kind == .colors || kind == .numbers { scratch.content = .gradient(GradientContent()) }
            p.parsedKeyPath.set(current, in: &scratch)
            p.apply(to: &scratch, parentTime: t)
            values[key] = p.parsedKeyPath.value(in: scratch).restored(like: template)
        }
        return values
    }

    /// Keeps `displayedPresentation` in step with the running animations: present while a custom key
    /// the class redraws for animates.
    func updateDisplayedPresentation() {
        let redraws = animationRecords.contains { r in
            guard r.isCustom, let key = (r.animation as? CAPropertyAnimation)?.customKey else { return false }
            return type(of: self).needsDisplay(forKey: key)
        }
        if redraws {
            if displayedPresentation == nil {
                displayedPresentation = DisplayedPresentation()
                AnimationContext.current.displayQueue.animatedDisplays.append(WeakLayerReference(self))
            }
        } else if displayedPresentation != nil {
            displayedPresentation = nil
            // The model's own drawing shows again (its custom keys hold their final values).
            setNeedsDisplay()
        }
    }

    /// Draws this frame's image of the animated custom keys: a presentation copy (`init(layer:)`, the
    /// presentation values now, the custom keys' animated values) displays itself; its contents are what
    /// the layer shows this frame. Skipped when the values did not change since the last drawing.
    func drawPresentationForFrame() {
        guard let holder = displayedPresentation else { return }
        let t = localTime()
        let values = customPresentationValues(atLocalTime: t)
        let signature = values.keys.sorted().map { k in values[k].flatMap(AnimatableValue.infer) }
        if holder.drawn, holder.signature == signature, holder.bounds == bounds { return }
        let copy = type(of: self).init(layer: self)
        copy.properties = presentationProperties(atLocalTime: t)
        copy.properties.contents = properties.contents
        copy.customValueStorage = values
        copy.modelLayerRef = self
        if let scoping = delegate as? LayerDisplayScoping { scoping.performDisplay(of: self) { copy.display() } } else { copy.display() }
        holder.applier.image = copy.properties.contents
        holder.signature = signature
        holder.bounds = bounds
        holder.drawn = true
    }
}

/// What a layer shows while its custom keys animate with redraws: the last frame's drawing, written
/// into the presentation values' `contents` by `applier` (one of the layer's running animations).
final class DisplayedPresentation {
    let applier = DisplayedContentsAnimation()
    var signature: [AnimatableValue?] = []
    var bounds = CGRect.null
    var drawn = false
}

/// Writes the drawn image into a layer's presentation `contents` (see `DisplayedPresentation`).
final class DisplayedContentsAnimation: CAAnimation {
    var image: CGImage?
    override func apply(to properties: inout LayerProperties, parentTime: CFTimeInterval) {
        if let image { properties.contents = image }
    }
}
