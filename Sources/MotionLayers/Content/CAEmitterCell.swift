import Foundation
import MotionGeometry
import MotionTiming

/// One kind of particle a `CAEmitterLayer` emits, with Core Animation's defaults (nothing is emitted
/// until `birthRate` and `lifetime` are set; `scale` 1, opaque white). Ranges vary a value per particle,
/// uniformly within value ± range; speeds change it per second of the particle's life.
///
/// A cell is `CAMediaTiming` (CAEmitterCell.h: `@interface CAEmitterCell : NSObject <NSSecureCoding,
/// CAMediaTiming>`): its time runs from the emitter layer's local time as an animation's does — `(t −
/// beginTime) × speed + timeOffset` — and the cell **emits while that time is inside its active
/// duration**: from `beginTime`, for `duration` × `repeatCount` (doubled with `autoreverses`) or
/// `repeatDuration`, forever when `duration` is 0 (the default). Particles already born live out their
/// lives. `speed` is the rate of the cell's clock: 2 emits and ages its particles twice as fast, 0
/// stops emission. `fillMode` is kept (emission has no value to hold).
open class CAEmitterCell: CAMediaTiming {
    public init() {}

    // MARK: CAMediaTiming (read when the cells are assigned, like the other values)

    /// When the cell starts emitting, in the emitter layer's local time (`CACurrentMediaTime()` unless
    /// the layer's own timing moves it).
    open var beginTime: CFTimeInterval = 0
    /// How long one pass of emission lasts (0: forever).
    open var duration: CFTimeInterval = 0
    /// The rate of the cell's clock (emission and particle ageing).
    open var speed: Float = 1
    /// Added to the cell's time.
    open var timeOffset: CFTimeInterval = 0
    /// Passes of `duration` (0: one).
    open var repeatCount: Float = 0
    /// Total time of the passes, instead of `repeatCount` (0: unused).
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each pass is followed by a reverse one (doubling the time the cell emits).
    open var autoreverses = false
    /// Kept (see the type's note).
    open var fillMode: CAMediaTimingFillMode = .removed

    open var name: String?
    /// Whether the cell emits and draws.
    open var isEnabled = true
    /// Particles per second (times the layer's `birthRate`).
    open var birthRate: Float = 0
    /// Seconds a particle lives (times the layer's `lifetime`), ± `lifetimeRange`.
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0
    /// The emission direction in the layer's plane, radians (0 is +x; π/2 is down, the y-down space).
    open var emissionLongitude: CGFloat = 0
    /// The direction out of the plane: there is no depth here, so it is kept and not used.
    open var emissionLatitude: CGFloat = 0
    /// The spread of directions: particles leave uniformly within emissionLongitude ± emissionRange / 2
    /// (a cone `emissionRange` wide; 2π emits in every direction).
    open var emissionRange: CGFloat = 0
    /// Points per second, ± `velocityRange`.
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    /// Points per second², applied through the particle's life (yAcceleration > 0 falls).
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open var zAcceleration: CGFloat = 0
    /// Size relative to the contents, ± `scaleRange`, changing by `scaleSpeed` per second.
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    open var scaleSpeed: CGFloat = 0
    /// Rotation speed, radians per second, ± `spinRange`.
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0
    /// Multiplies the contents' colour; each component varies by its range and changes by its speed.
    open var color: CGColor? = .white
    open var redRange: Float = 0, greenRange: Float = 0, blueRange: Float = 0, alphaRange: Float = 0
    open var redSpeed: Float = 0, greenSpeed: Float = 0, blueSpeed: Float = 0, alphaSpeed: Float = 0
    /// The particle's image (a `CGImage`; `UIImage(...).cgImage` as iOS code writes it). No contents, no
    /// particle drawn — Apple's behaviour; a `UIImage` here draws nothing either, as on iOS, with the
    /// same one-line warning as `CALayer.contents`.
    open var contents: Any? { didSet { _ = CALayer.drawableContents(contents) } }
    /// Pixels per point of `contents`.
    open var contentsScale: CGFloat = 1
    /// Sub-cells (particles emitting particles) are not emitted here.
    open var emitterCells: [CAEmitterCell]?

    var image: CGImage? { contents as? CGImage }
}
