import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// SwiftUI's immediate-mode drawing context (what a `Canvas` renderer is given), drawn with
/// MotionLab's Core Graphics context (`CGContext`, MotionCoreGraphics: exact-area antialiasing, Core
/// Graphics' strokes, blend modes and gradients).
///
/// A value: copies share the canvas they draw into but each keeps its own state — `transform`,
/// `opacity`, `blendMode`, clip and filters — so `var inner = context; inner.opacity = 0.5` changes
/// only what `inner` draws, as in SwiftUI. Coordinates are the canvas's points, y down, origin at its
/// top-left. Each drawing call is composited on its own with the state (filters apply to each call;
/// `drawLayer` groups calls so they are composited, and filtered, together).
public struct GraphicsContext {
    /// The canvas being drawn: its Core Graphics context (a view's backing store) and environment.
    final class Target {
        let cg: CGContext
        let environment: EnvironmentValues
        /// The context's transform when the renderer started (the canvas's points → pixels).
        let base: CGAffineTransform
        /// The canvas's symbols by tag.
        let symbols: [AnyHashable: ResolvedSymbol]
        init(cg: CGContext, environment: EnvironmentValues, symbols: [AnyHashable: ResolvedSymbol] = [:]) {
            self.cg = cg
            self.environment = environment
            self.symbols = symbols
            base = cg.ctm
        }
    }

    let target: Target
    /// The current clip: paths in the canvas's points (each was mapped by the transform current when
    /// it was added), intersected.
    var clips: [Clip] = []
    var filters: [(Filter, FilterOptions)] = []

    struct Clip {
        let path: CGPath
        let evenOdd: Bool
        let inverse: Bool
    }

    init(target: Target) { self.target = target }

    /// The opacity of what is drawn next, 0…1 (multiplied into every colour).
    public var opacity: Double = 1
    /// How what is drawn next combines with what is already drawn.
    public var blendMode: BlendMode = .normal
    /// User space → the canvas's points (applied to paths, images and text drawn next).
    public var transform: CGAffineTransform = .identity
    /// The environment of the canvas view (colour scheme, font, foreground style…).
    public var environment: EnvironmentValues { target.environment }

    // MARK: Transform

    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform) }
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(translationX: x, y: y).concatenating(transform) }
    public mutating func rotate(by angle: Angle) { transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform) }
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    // MARK: Clipping

    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clip to the outside of the path.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Intersects the clip with the inside (or, with `.inverse`, the outside) of `path`, in user space.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append(Clip(path: path.cgPath.copy(using: transform), evenOdd: style.isEOFilled, inverse: options.contains(.inverse)))
    }

    /// The clip's bounds in user space (the canvas's bounds when nothing clips).
    public var clipBoundingRect: CGRect {
        let s = canvasSize
        var r = CGRect(origin: .zero, size: s)
        for c in clips where !c.inverse { r = r.intersection(c.path.boundingBoxOfPath) }
        if r.isNull || r.isEmpty { return .zero }
        let inv = transform.inverted()
        return r.applying(inv)
    }

    /// The canvas's size in points.
    var canvasSize: CGSize {
        let s = target.cg.baseScale
        return CGSize(width: CGFloat(target.cg.width) / s, height: CGFloat(target.cg.height) / s)
    }

    // MARK: Blend modes

    /// How a drawing combines with what is under it (raw values Core Graphics' `CGBlendMode`).
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        public static let normal = BlendMode(rawValue: 0)
        public static let multiply = BlendMode(rawValue: 1)
        public static let screen = BlendMode(rawValue: 2)
        public static let overlay = BlendMode(rawValue: 3)
        public static let darken = BlendMode(rawValue: 4)
        public static let lighten = BlendMode(rawValue: 5)
        public static let colorDodge = BlendMode(rawValue: 6)
        public static let colorBurn = BlendMode(rawValue: 7)
        public static let softLight = BlendMode(rawValue: 8)
        public static let hardLight = BlendMode(rawValue: 9)
        public static let difference = BlendMode(rawValue: 10)
        public static let exclusion = BlendMode(rawValue: 11)
        public static let hue = BlendMode(rawValue: 12)
        public static let saturation = BlendMode(rawValue: 13)
        public static let color = BlendMode(rawValue: 14)
        public static let luminosity = BlendMode(rawValue: 15)
        public static let clear = BlendMode(rawValue: 16)
        public static let copy = BlendMode(rawValue: 17)
        public static let sourceIn = BlendMode(rawValue: 18)
        public static let sourceOut = BlendMode(rawValue: 19)
        public static let sourceAtop = BlendMode(rawValue: 20)
        public static let destinationOver = BlendMode(rawValue: 21)
        public static let destinationIn = BlendMode(rawValue: 22)
        public static let destinationOut = BlendMode(rawValue: 23)
        public static let destinationAtop = BlendMode(rawValue: 24)
        public static let xor = BlendMode(rawValue: 25)
        public static let plusDarker = BlendMode(rawValue: 26)
        public static let plusLighter = BlendMode(rawValue: 27)

        var cg: CGBlendMode { CGBlendMode(rawValue: rawValue) ?? .normal }
    }

    // MARK: Drawing paths

    /// Fills `path` (user space) with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let p = path.cgPath
        guard !p.isEmpty else { return }
        drawing { cg in
            cg.setShouldAntialias(style.isAntialiased)
            paint(shading, in: cg, bounds: p.boundingBoxOfPath, mode: style.isEOFilled ? .eoFill : .fill) { $0.addPath(p) }
        }
    }

    /// Strokes `path` (user space) with `shading` in `style` (its width, caps, joins and dashes in
    /// user space).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        let p = path.cgPath
        guard !p.isEmpty else { return }
        drawing { cg in
            let w = style.lineWidth / 2
            paint(shading, in: cg, bounds: p.boundingBoxOfPath.insetBy(dx: -w, dy: -w), mode: .stroke) { cg in
                cg.setLineWidth(style.lineWidth)
                cg.setLineCap(style.lineCap)
                cg.setLineJoin(style.lineJoin)
                cg.setMiterLimit(style.miterLimit)
                cg.setLineDash(phase: style.dashPhase, lengths: style.dash)
                cg.addPath(p)
            }
        }
    }

    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws with the Core Graphics context directly (user space as this context's).
    public func withCGContext(content: (CGContext) throws -> Void) rethrows {
        var failure: Error?
        drawing { cg in
            do { try content(cg) } catch { failure = error }
        }
        if let failure { try { throw failure }() }
    }

    // MARK: Layers

    /// Draws `content` into a new transparent layer (same transform and clip, full opacity, normal
    /// blending, no filters), then composites the layer with this context's opacity, blend mode and
    /// filters, all at once.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        let layer = target.cg.makeLayer()
        layer.saveGState()
        defer { layer.restoreGState() }
        var inner = GraphicsContext(target: Target(cg: layer, environment: target.environment, symbols: target.symbols))
        inner.transform = transform
        inner.clips = clips
        try content(&inner)
        composite(layer)
    }

    // MARK: Compositing

    /// Runs `body` with the context set for this state: directly on the canvas, or (with filters)
    /// into a layer that is filtered and then composited.
    func drawing(_ body: (CGContext) -> Void) {
        if filters.isEmpty {
            let cg = target.cg
            cg.saveGState()
            applyState(cg)
            cg.concatenate(transform)
            body(cg)
            cg.restoreGState()
        } else {
            let layer = target.cg.makeLayer()
            layer.saveGState()
            applyClips(layer)
            layer.concatenate(transform)
            body(layer)
            layer.restoreGState()
            composite(layer)
        }
    }

    /// Filters `layer` (in order) and paints it over the canvas with the clip, opacity and blend mode.
    func composite(_ layer: CGContext) {
        // The filter added last is nearest the drawing (as nested modifiers): it applies first —
        // `addFilter(.alphaThreshold(min: 0.5)); addFilter(.blur(radius: 20))` blurs, then thresholds.
        for (f, _) in filters.reversed() { f.apply(to: layer) }
        let cg = target.cg
        cg.saveGState()
        applyState(cg)
        cg.drawLayer(layer)
        cg.restoreGState()
    }

    func applyState(_ cg: CGContext) {
        applyClips(cg)
        cg.setAlpha(CGFloat(opacity.isFinite ? min(max(opacity, 0), 1) : 1))
        cg.setBlendMode(blendMode.cg)
    }

    /// Intersects `cg`'s clip with each path of the clip (their coordinates are the canvas's points,
    /// `cg`'s current transform is the base one).
    func applyClips(_ cg: CGContext) {
        let size = canvasSize
        for c in clips {
            cg.beginPath()
            if c.inverse {
                // The outside: the canvas (grown past any stroke) with the path cut out, even-odd.
                cg.addRect(CGRect(origin: .zero, size: size).union(c.path.boundingBoxOfPath).insetBy(dx: -1, dy: -1))
                cg.addPath(c.path)
                cg.clip(using: .evenOdd)
            } else {
                cg.addPath(c.path)
                cg.clip(using: c.evenOdd ? .evenOdd : .winding)
            }
        }
    }

    /// Paints `shading` through the path `outline` adds (with its line style) in user space, filled or
    /// stroked as `mode` says: colours directly; other paints (gradients, images) through the path as a
    /// clip (fills) or through a mask layer holding the stroke (`sourceIn` keeps the paint where it is).
    func paint(_ shading: Shading, in cg: CGContext, bounds: CGRect, mode: CGPathDrawingMode, outline: (CGContext) -> Void) {
        switch shading.resolved(environment, bounds: bounds) {
        case .color(let c):
            cg.setFillColor(c.cg)
            cg.setStrokeColor(c.cg)
            cg.beginPath()
            outline(cg)
            cg.drawPath(using: mode)
        case .paint(let p):
            if mode == .stroke {
                let mask = cg.makeLayer()
                outline(mask)
                mask.setStrokeColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
                mask.strokePath()
                mask.setBlendMode(.sourceIn)
                p(mask)
                cg.drawLayer(mask)
            } else {
                cg.saveGState()
                cg.beginPath()
                outline(cg)
                cg.clip(using: mode == .eoFill ? .evenOdd : .winding)
                p(cg)
                cg.restoreGState()
            }
        }
    }

    /// Paints `shading` through the alpha of what `shape` draws (text, template images): a mask layer
    /// the paint is kept in (`sourceIn`), composited through `cg`'s state.
    func paint(_ shading: Shading, in cg: CGContext, bounds: CGRect, maskedBy shape: (CGContext) -> Void) {
        let mask = cg.makeLayer()
        shape(mask)
        mask.setBlendMode(.sourceIn)
        switch shading.resolved(environment, bounds: bounds) {
        case .color(let c):
            mask.setFillColor(c.cg)
            mask.fill(mask.boundingBoxOfClipPath)
        case .paint(let p): p(mask)
        }
        cg.drawLayer(mask)
    }
}
