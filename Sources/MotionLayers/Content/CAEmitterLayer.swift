import Foundation
import MotionGeometry
import MotionTiming
import MotionAnimation

/// `CAEmitterLayer.emitterShape`.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let point = Self(rawValue: "point"), line = Self(rawValue: "line")
    public static let rectangle = Self(rawValue: "rectangle"), circle = Self(rawValue: "circle")
    /// 3-D shapes, drawn as their projections on the layer's plane (cuboid as rectangle, sphere as circle).
    public static let cuboid = Self(rawValue: "cuboid"), sphere = Self(rawValue: "sphere")
}

/// `CAEmitterLayer.emitterMode`.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let points = Self(rawValue: "points"), outline = Self(rawValue: "outline")
    public static let surface = Self(rawValue: "surface"), volume = Self(rawValue: "volume")
}

/// `CAEmitterLayer.renderMode`.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unordered = Self(rawValue: "unordered"), oldestFirst = Self(rawValue: "oldestFirst")
    public static let oldestLast = Self(rawValue: "oldestLast"), backToFront = Self(rawValue: "backToFront")
    public static let additive = Self(rawValue: "additive")
}

/// Core Animation's particle emitter. Particles are a pure function of the layer's time: particle k of
/// a cell is born when the cell's cumulative births reach k (the birth rate integrated from when emission
/// began, so changing the layer's `birthRate` — 0 to stop confetti — affects births from then on), its
/// random values come from a hash of (seed, cell, k), and its state follows closed-form kinematics
/// (p = p₀ + v·t + ½·a·t²). Headless renders therefore repeat exactly, and any frame can be drawn alone
/// (scrubbing, `render --at`).
///
/// Cells are read when `emitterCells` is assigned (configure a cell before adding it). Particles draw in
/// birth order (`renderMode` other than `.additive` is honoured only as oldest-first; additive blending
/// is not drawn). At most `maximumParticlesPerCell` live particles per cell are drawn (the newest).
open class CAEmitterLayer: CALayer {
    public static let maximumParticlesPerCell = 10_000

    public required init() {
        super.init()
        properties.content = .emitter
    }

    /// Apple's `NSCoding` initialiser (nothing is decoded: the layer is `init()`'s).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        properties.content = .emitter
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        if let e = layer as? CAEmitterLayer {
            cells = e.cells; rateHistory = e.rateHistory
            emitterPosition = e.emitterPosition; emitterSize = e.emitterSize; emitterShape = e.emitterShape
            emitterMode = e.emitterMode; renderMode = e.renderMode; lifetime = e.lifetime
            velocity = e.velocity; scale = e.scale; spin = e.spin; seed = e.seed
        }
        properties.content = .emitter
    }

    /// The cells, copied when assigned.
    open var emitterCells: [CAEmitterCell]? {
        get { cells.map(\.source) }
        set {
            cells = (newValue ?? []).map(EmitterCellValues.init)
            if rateHistory.isEmpty { rateHistory = [(localTime(), layerBirthRate)] }
            noteChange()
            keepFramesComing()
        }
    }
    open var emitterPosition: CGPoint = .zero { didSet { noteChange() } }
    open var emitterZPosition: CGFloat = 0
    open var emitterSize: CGSize = .zero { didSet { noteChange() } }
    open var emitterDepth: CGFloat = 0
    open var emitterShape: CAEmitterLayerEmitterShape = .point { didSet { noteChange() } }
    open var emitterMode: CAEmitterLayerEmitterMode = .volume { didSet { noteChange() } }
    open var renderMode: CAEmitterLayerRenderMode = .unordered
    open var preservesDepth = false
    /// Multiplies every cell's birth rate; changing it changes births from now on.
    open var birthRate: Float {
        get { layerBirthRate }
        set {
            let r = newValue.isFinite ? max(newValue, 0) : 0
            layerBirthRate = r
            if !rateHistory.isEmpty { rateHistory.append((localTime(), r)) }
            noteChange()
            keepFramesComing()
        }
    }
    /// Multiply every cell's lifetime, velocity, scale and spin.
    open var lifetime: Float = 1 { didSet { noteChange() } }
    open var velocity: Float = 1 { didSet { noteChange() } }
    open var scale: Float = 1 { didSet { noteChange() } }
    open var spin: Float = 1 { didSet { noteChange() } }
    /// Seeds the particles' random values.
    open var seed: UInt32 = 0 { didSet { noteChange() } }

    private var layerBirthRate: Float = 1
    private(set) var cells: [EmitterCellValues] = []
    /// (layer time, layer birth rate from then on), from when emission began.
    private(set) var rateHistory: [(CFTimeInterval, Float)] = []

    private func noteChange() {
        AnimationContext.current.noteChange()
        noteDrawingChange()
    }

    /// Particles move without animations, so the emitter asks for frames (a driver stepper, as Pop's
    /// animators do) while it emits or any particle lives; an idle window then stops drawing again.
    private func keepFramesComing() {
        AnimationDriver.shared.addStepper(self) { [weak self] now in
            guard let self else { return false }
            let t = self.convertTime(now, from: nil)
            // A cell emits while its clock is in its active duration (it may start later, or be over).
            if self.layerBirthRate > 0 && self.cells.contains(where: {
                $0.enabled && $0.birthRate > 0 && $0.image != nil && $0.speed > 0 && t < $0.activeEnd
            }) { return true }
            return !self.particles(atLocalTime: t).isEmpty
        }
    }

    /// The live particles at the layer's local time `t`, oldest first.
    public func particles(atLocalTime t: CFTimeInterval) -> [EmitterParticle] {
        EmitterParticles.evaluate(EmitterParticles.Emitter(layer: self), at: t)
    }
}

// The string constants Swift 4.1 and older code uses (`emitter.emitterShape = kCAEmitterLayerLine`).
public let kCAEmitterLayerPoint = CAEmitterLayerEmitterShape.point
public let kCAEmitterLayerLine = CAEmitterLayerEmitterShape.line
public let kCAEmitterLayerRectangle = CAEmitterLayerEmitterShape.rectangle
public let kCAEmitterLayerCircle = CAEmitterLayerEmitterShape.circle
public let kCAEmitterLayerCuboid = CAEmitterLayerEmitterShape.cuboid
public let kCAEmitterLayerSphere = CAEmitterLayerEmitterShape.sphere
public let kCAEmitterLayerPoints = CAEmitterLayerEmitterMode.points
public let kCAEmitterLayerOutline = CAEmitterLayerEmitterMode.outline
public let kCAEmitterLayerSurface = CAEmitterLayerEmitterMode.surface
public let kCAEmitterLayerVolume = CAEmitterLayerEmitterMode.volume
public let kCAEmitterLayerUnordered = CAEmitterLayerRenderMode.unordered
public let kCAEmitterLayerOldestFirst = CAEmitterLayerRenderMode.oldestFirst
public let kCAEmitterLayerOldestLast = CAEmitterLayerRenderMode.oldestLast
public let kCAEmitterLayerBackToFront = CAEmitterLayerRenderMode.backToFront
public let kCAEmitterLayerAdditive = CAEmitterLayerRenderMode.additive
