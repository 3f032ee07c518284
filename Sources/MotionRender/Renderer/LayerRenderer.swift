import Foundation
import MotionGeometry
import MotionTiming
import MotionAnimation
import MotionLayers

/// What the evaluate phase produces for one frame: the draw list and, when tracing, every named
/// layer's presentation values.
public struct RenderedFrame {
    /// Draw commands in points, back to front.
    public var commands: [DrawCommand] = []
    /// Named layers' values (empty unless tracing).
    public var traced: [String: TracedLayer] = [:]
    public init() {}
}

/// Turns a layer tree into draw commands for one frame — the evaluate phase. It only reads the tree:
/// 1. lays the model tree out flat with each layer's local time (`LayerTree`);
/// 2. evaluates every layer's presentation values at once through the engine's prepared fast path
///    (`PresentationEvaluation`: read-ahead blocks, both cores for large trees) — computed here for
///    this frame and never stored;
/// 3. walks the tree building draw commands: transforms into the window, z-ordering among siblings,
///    clipping, opacity multiplied down the tree, transitions, contents gravity.
///
/// Opacity multiplies down the tree (Core Animation without group opacity); an overlapping
/// semi-transparent subtree therefore shows its parts through each other.
public final class LayerRenderer {
    private var tree = LayerTree()
    private var props: [LayerProperties] = []
    private var commandCapacity = 0
    /// Rasterised shape and gradient content, kept across frames.
    public let contentCache = LayerContentCache()

    public init() {}

    /// The draw list (and, with `tracing`, the traced layers) of the tree under `root` at global media
    /// time `time`. The tree must have been committed (the frame function commits after layout).
    public func evaluate(root: CALayer, at time: CFTimeInterval, tracing: Bool = false) -> RenderedFrame {
        let parentTime = root.superlayer.map { $0.convertTime(time, from: nil) } ?? time
        tree.build(root: root, parentTime: parentTime, includeHidden: tracing)
        PresentationEvaluation.evaluate(tree.layers, times: tree.times, into: &props)
        var out = RenderedFrame()
        contentCache.beginFrame()
        props.withUnsafeBufferPointer { buffer in
            var builder = DrawListBuilder(tree: tree, evaluated: buffer.baseAddress!, tracing: tracing, contentCache: contentCache)
            builder.commands.reserveCapacity(commandCapacity)
            builder.visit(.flat(0), props: buffer.baseAddress!, parentProps: nil, toTarget: CATransform3DIdentity,
                          toWindow: CATransform3DIdentity, opacity: 1)
            out.commands = builder.commands
            out.traced = builder.traced
        }
        withExtendedLifetime(root) {}
        commandCapacity = out.commands.count
        return out
    }

    /// The presentation values the evaluate phase computes for every layer under `root` at `time`,
    /// by layer (tests compare them with the reference evaluation).
    func evaluatedProperties(root: CALayer, at time: CFTimeInterval) -> [ObjectIdentifier: LayerProperties] {
        let parentTime = root.superlayer.map { $0.convertTime(time, from: nil) } ?? time
        tree.build(root: root, parentTime: parentTime, includeHidden: true)
        PresentationEvaluation.evaluate(tree.layers, times: tree.times, into: &props)
        var out: [ObjectIdentifier: LayerProperties] = [:]
        for (i, l) in tree.layers.enumerated() { out[ObjectIdentifier(l.takeUnretainedValue())] = props[i] }
        return out
    }

    /// The draw commands of the tree under `root` at `time` (no trace).
    public func render(root: CALayer, at time: CFTimeInterval) -> [DrawCommand] {
        evaluate(root: root, at: time).commands
    }
}
