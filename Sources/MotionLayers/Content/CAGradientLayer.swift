import Foundation
import MotionGeometry
import MotionTiming
import MotionAnimation

/// Core Animation's gradient layer: a colour gradient drawn over the background colour, filling
/// the layer's shape (its rounded corners included, without `masksToBounds`).
///
/// `startPoint` and `endPoint` are in the unit square mapped onto the bounds, (0, 0) at the top-left
/// as on iOS; the default (0.5, 0) → (0.5, 1) runs `colors[0]` at the top to the last colour at the
/// bottom. Colours are interpolated component by component in straight (not premultiplied) sRGB,
/// so a fade to `.clear` passes through grey, as it does with Core Graphics. Beyond the first and
/// last stops the end colours extend.
open class CAGradientLayer: CALayer {
    public required init() {
        super.init()
        properties.content = .gradient(GradientContent())
    }

    /// Apple's `NSCoding` initialiser (nothing is decoded: the layer is `init()`'s).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        properties.content = .gradient(GradientContent())
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        if properties.content?.gradient == nil { properties.content = .gradient(GradientContent()) }
    }

    private var gradient: GradientContent { properties.content?.gradient ?? GradientContent() }

    @inline(__always)
    private func changeGradient(_ key: String, _ body: (inout GradientContent) -> Void) {
        change(key) { $0.modifyGradient(body) }
    }

    /// The stop colours (`[UIColor.red.cgColor, …]`); nil or empty draws no gradient. Apple types
    /// this `[Any]?`; it is typed here so a wrong element is a compile error, not a blank layer.
    public var colors: [CGColor]? {
        get { gradient.colors }
        set { changeGradient("colors") { $0.colors = newValue?.isEmpty == true ? nil : newValue } }
    }
    /// Stop positions 0…1, increasing, one per colour; nil spreads the stops evenly.
    public var locations: [NSNumber]? {
        get { gradient.locations?.map { NSNumber(value: Double($0)) } }
        set { changeGradient("locations") { $0.locations = newValue?.map { CGFloat($0.doubleValue) } } }
    }
    /// Where the first stop lies, in unit coordinates. Default (0.5, 0).
    public var startPoint: CGPoint {
        get { gradient.startPoint }
        set { changeGradient("startPoint") { $0.startPoint = newValue } }
    }
    /// Where the last stop lies, in unit coordinates. Default (0.5, 1).
    public var endPoint: CGPoint {
        get { gradient.endPoint }
        set { changeGradient("endPoint") { $0.endPoint = newValue } }
    }
    /// Default `.axial`.
    public var type: CAGradientLayerType {
        get { gradient.type }
        set { changeGradient("type") { $0.type = newValue } }
    }
}
