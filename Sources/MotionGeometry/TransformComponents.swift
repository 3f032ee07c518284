import Foundation

/// The scalar parts of a transform that Core Animation exposes as key paths
/// (`transform.rotation.z`, `transform.scale.x`, …). Raw values are the key-path suffixes. This is the
/// engine's one vocabulary for transform parts: key paths, animations and value functions all read
/// and write through it (`transform.translation`, a CGSize, is the only key-path part that is not a
/// scalar; `LayerKeyPath` names it on its own).
public enum TransformComponent: String, CaseIterable {
    case rotationX = "rotation.x", rotationY = "rotation.y", rotationZ = "rotation.z"
    /// Same as rotation.z.
    case rotation = "rotation"
    case scaleX = "scale.x", scaleY = "scale.y", scaleZ = "scale.z"
    /// Reads as the mean of scale.x and scale.y; writing sets x and y. (Apple's guide describes the
    /// mean of all three factors; z is left out, read and written, because flat layers never set it:
    /// a 2-D scale of 2 reads back as 2, not 5/3, and a spring on `transform.scale` started from the
    /// presentation value starts exactly where the layer is.)
    case scale = "scale"
    case translationX = "translation.x", translationY = "translation.y", translationZ = "translation.z"

    /// Accepts "rotation.z", "transform.rotation.z" or "sublayerTransform.rotation.z".
    public init?(keyPath: String) {
        var path = Substring(keyPath)
        for prefix in ["transform.", "sublayerTransform."] where path.hasPrefix(prefix) {
            path = path.dropFirst(prefix.count)
        }
        self.init(rawValue: String(path))
    }
}

extension DecomposedTransform {
    /// The component's value; rotations in radians from `rotationAngles`.
    ///
    /// `scale` reads as (scale.x + scale.y) / 2. Apple's Core Animation guide describes it as
    /// the average of all three factors; we leave z out because flat layers never set it, so a
    /// 2-D scale of 2 reads back as 2 rather than 5/3.
    public subscript(component: TransformComponent) -> CGFloat {
        get {
            switch component {
            case .rotationX: return rotationAngles.x
            case .rotationY: return rotationAngles.y
            case .rotationZ, .rotation: return rotationAngles.z
            case .scaleX: return scale.x
            case .scaleY: return scale.y
            case .scaleZ: return scale.z
            case .scale: return (scale.x + scale.y) / 2
            case .translationX: return translation.x
            case .translationY: return translation.y
            case .translationZ: return translation.z
            }
        }
        set {
            switch component {
            case .rotationX: rotationAngles.x = newValue
            case .rotationY: rotationAngles.y = newValue
            case .rotationZ, .rotation: rotationAngles.z = newValue
            case .scaleX: scale.x = newValue
            case .scaleY: scale.y = newValue
            case .scaleZ: scale.z = newValue
            case .scale: scale.x = newValue; scale.y = newValue
            case .translationX: translation.x = newValue
            case .translationY: translation.y = newValue
            case .translationZ: translation.z = newValue
            }
        }
    }
}

extension CATransform3D {
    /// The value a key path like `transform.rotation.z` reads. Zero-scale axes are allowed
    /// (scale reads 0); if the matrix cannot be decomposed at all (m44 = 0, or perspective on a
    /// singular matrix) rotations read 0, scales 0 and translations m41…m43.
    public func value(of component: TransformComponent) -> CGFloat {
        if let d = decompose(tolerant: true) { return d[component] }
        switch component {
        case .translationX: return m41
        case .translationY: return m42
        case .translationZ: return m43
        default: return 0
        }
    }

    /// This transform with one component replaced, the others kept: decompose, edit, recompose.
    /// Zero-scale axes are allowed; an undecomposable matrix is returned unchanged.
    public func setting(_ component: TransformComponent, to value: CGFloat) -> CATransform3D {
        guard var d = decompose(tolerant: true) else { return self }
        d[component] = value
        return d.recomposed()
    }
}
