import Foundation
import MotionGeometry
import MotionTiming
import MotionAnimation

/// The model properties. Each setter looks up the property's action first (while the old value is
/// still readable), stores the new value, then runs the action — Core Animation's order, which lets an
/// action animate from the old value to the new one.
extension CALayer {
    @inline(__always)
    func change(_ key: String, _ body: (inout LayerProperties) -> Void) {
        let action = self.action(forKey: key)
        rememberCommittedState()
        body(&properties)
        AnimationContext.current.noteChange()
        action?.run(forKey: key, object: self, arguments: nil)
    }

    public var position: CGPoint {
        get { properties.position }
        set { change("position") { $0.position = newValue } }
    }
    public var bounds: CGRect {
        get { properties.bounds }
        set {
            let old = properties.bounds
            change("bounds") { $0.bounds = newValue }
            if needsDisplayOnBoundsChange && newValue != old { setNeedsDisplay() }
            // Core Animation lays a layer out again when its size changes (a view does so itself).
            if newValue.size != old.size, !(delegate is LayerLayoutDriving) { setNeedsLayout() }
        }
    }
    public var anchorPoint: CGPoint {
        get { properties.anchorPoint }
        set { change("anchorPoint") { $0.anchorPoint = newValue } }
    }
    public var anchorPointZ: CGFloat {
        get { properties.anchorPointZ }
        set { change("anchorPointZ") { $0.anchorPointZ = newValue } }
    }
    public var zPosition: CGFloat {
        get { properties.zPosition }
        set { change("zPosition") { $0.zPosition = newValue } }
    }
    public var transform: CATransform3D {
        get { properties.transform }
        set { change("transform") { $0.transform = newValue } }
    }
    public var sublayerTransform: CATransform3D {
        get { properties.sublayerTransform }
        set { change("sublayerTransform") { $0.sublayerTransform = newValue } }
    }
    public var opacity: Float {
        get { properties.opacity }
        set { change("opacity") { $0.opacity = newValue.isFinite ? min(max(newValue, 0), 1) : 1 } }
    }
    public var isHidden: Bool {
        get { properties.isHidden }
        set { change("hidden") { $0.isHidden = newValue } }
    }
    public var masksToBounds: Bool {
        get { properties.masksToBounds }
        set { change("masksToBounds") { $0.masksToBounds = newValue } }
    }
    public var cornerRadius: CGFloat {
        get { properties.cornerRadius }
        set { change("cornerRadius") { $0.cornerRadius = max(0, newValue) } }
    }
    public var backgroundColor: CGColor? {
        get { properties.backgroundColor }
        set { change("backgroundColor") { $0.backgroundColor = newValue } }
    }
    public var borderWidth: CGFloat {
        get { properties.borderWidth }
        set { change("borderWidth") { $0.borderWidth = max(0, newValue) } }
    }
    public var borderColor: CGColor? {
        get { properties.borderColor }
        set { change("borderColor") { $0.borderColor = newValue } }
    }
    /// The layer's image. `Any?` as CALayer.h declares it, and as there only a `CGImage` is drawn:
    /// anything else — `layer.contents = someUIImage`, a common slip that iOS also shows as nothing —
    /// draws nothing, and a one-line warning on standard error (once per type) says to assign
    /// `image.cgImage`. Reads give the `CGImage` (nil after anything else).
    public var contents: Any? {
        get { properties.contents }
        set {
            let image = CALayer.drawableContents(newValue)
            change("contents") { $0.contents = image }
        }
    }

    /// The layer's `contents` as the `CGImage` it draws (nil when none).
    public var contentsImage: CGImage? { properties.contents }

    /// The `CGImage` in a `contents` value; anything else is nil, with a warning once per type.
    static func drawableContents(_ value: Any?) -> CGImage? {
        guard let value else { return nil }
        if let image = value as? CGImage { return image }
        let type = String(describing: Swift.type(of: value))
        if ContentsWarnings.warned.insert(type).inserted {
            let hint = type == "UIImage" ? "assign image.cgImage" : "assign a CGImage"
            FileHandle.standardError.write(Data("warning: CALayer.contents set to a \(type), which draws nothing (Core Animation draws only a CGImage): \(hint)\n".utf8))
        }
        return nil
    }

    /// The bounding box of the layer in its superlayer's space. Setting it sets `position` and `bounds.size`
    /// (through the anchor point), as on Apple's platforms; with a non-identity transform the result is
    /// undefined there and here the transform is ignored when setting.
    public var frame: CGRect {
        get { properties.frame }
        set {
            bounds = CGRect(origin: bounds.origin, size: newValue.size)
            position = CGPoint(x: newValue.origin.x + anchorPoint.x * newValue.size.width,
                               y: newValue.origin.y + anchorPoint.y * newValue.size.height)
        }
    }

    /// Apple's `value(forKeyPath:)`: the animatable key paths ("transform.scale", "position.x", …), else
    /// a plain key's `value(forKey:)` (a custom key or the class's default); nil for other paths.
    /// Scalars come back as `CGFloat`.
    public func value(forKeyPath keyPath: String) -> Any? {
        if let k = LayerKeyPath(keyPath) { return k.value(in: properties).anyValue }
        return keyPath.contains(".") ? nil : value(forKey: keyPath)
    }

    /// Apple's `setValue(_:forKeyPath:)` (CALayer is a key-value coding container, and it does not
    /// throw): an animatable key path, running the property's action; a plain key that is not one is a
    /// custom key (`setValue(_:forKey:)`). A value of the wrong type, or a dotted path the engine does
    /// not know, changes nothing and is reported once on stderr; `setValueChecked(_:forKeyPath:)`
    /// throws instead.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        do { try setValueChecked(value, forKeyPath: keyPath) } catch { AnimationWarnings.report("\(error)") }
    }

    /// `setValue(_:forKeyPath:)` that throws what it would report.
    /// - Throws: `AnimationError` for a dotted path the engine does not know or a value of the wrong type.
    public func setValueChecked(_ value: Any?, forKeyPath keyPath: String) throws {
        guard let k = LayerKeyPath(keyPath) else {
            if !keyPath.contains(".") { setValue(value, forKey: keyPath); return }
            throw AnimationError.unknownKeyPath(animation: "setValue(_:forKeyPath:)", keyPath: keyPath)
        }
        guard let value, let v = AnimatableValue.convert(value, to: k.kind) else {
            throw AnimationError.wrongValueType(animation: "setValue(_:forKeyPath:)", keyPath: keyPath, property: "value",
                                                expected: k.kind.description, got: value.map { String(describing: type(of: $0)) } ?? "nil")
        }
        change(k.propertyKey) { k.set(v, in: &$0) }
    }

    /// Writes a key path without running any action (what Pop-style animators do each frame).
    public func setValueWithoutActions(_ v: AnimatableValue, for keyPath: LayerKeyPath) {
        rememberCommittedState()
        keyPath.set(v, in: &properties)
        AnimationContext.current.noteChange()
    }
}

/// The types `contents` has warned about (one line each per process).
enum ContentsWarnings {
    nonisolated(unsafe) static var warned: Set<String> = []
}
