import Foundation
import MotionGeometry
import MotionTiming
import MotionLayers
import MotionViews

/// What a frame draws: an animation context and the layer tree that lives in it (a preview's
/// window). The frame function makes the context current while it runs.
public protocol FrameContent: AnyObject {
    /// The session's clock, driver, event queue and change tracking.
    var context: AnimationContext { get }
    /// The root of the tree to draw (the window's layer).
    var rootLayer: CALayer { get }
    /// The layout pass: `layoutSubviews` for every view that needs it.
    func layoutIfNeeded()
}

/// How a frame's one timestamp is set.
public enum FrameClock: Equatable {
    /// A host timestamp in seconds (any origin): media time moves by the host delta × the clock's
    /// rate (the live window; slow motion slows it without a jump).
    case host(Double)
    /// Media time in seconds, set directly (headless rendering on a virtual clock). Never backwards.
    case media(Double)
}

/// One frame's instructions to the frame function.
public struct FrameRequest {
    public var clock: FrameClock
    /// Whether this frame may draw at all (a headless frame that is neither written nor traced only
    /// ticks and lays out).
    public var draws = true
    /// Draw even when nothing changed since the last drawn frame (first frame, exposed window,
    /// HUD text changed, a headless frame that is written).
    public var force = false
    /// Collect named layers' values (traces).
    public var tracing = false
    /// The colour behind everything.
    public var clear: CGColor = .black

    public init(clock: FrameClock, draws: Bool = true, force: Bool = false, tracing: Bool = false) {
        self.clock = clock; self.draws = draws; self.force = force; self.tracing = tracing
    }
}

/// What one frame did.
public struct FrameResult {
    /// Milliseconds per phase (0 for phases that did not run).
    public var timings = FrameTimings()
    /// Whether the evaluate, raster and present phases ran.
    public var drew = false
    /// Whether the scene itself changed or animates this frame (false when only `force` made it draw).
    public var changed = false
    /// The scene's draw list and trace of the frame (empty when it did not draw).
    public var rendered = RenderedFrame()
    /// The commands drawn over the scene (the HUD), when the frame drew.
    public var overlay: [DrawCommand] = []
    /// Media time of the frame.
    public var time: CFTimeInterval = 0
    /// Where this frame's pixels may differ from the last frame this pipeline rastered into a target
    /// (points; the whole target for the first one, or after a new clear colour). Empty when the frame
    /// did not draw, or drew exactly what was last rastered (headless output can skip encoding it).
    public var damage = DamageRegion.empty
    public init() {}
}

/// The one frame function every host runs — the live window, headless rendering, `bench frame` and
/// user previews: input → tick (one timestamp) → layout (then commit) → evaluate → raster → present,
/// each phase timed with a monotonic clock. The renderer only reads the tree; the tree changes only in
/// input, tick and layout. A frame that would draw exactly what the last one drew (nothing animating,
/// nothing changed, not forced) skips evaluate, raster and present, so an idle window costs nothing.
public final class FramePipeline {
    public let renderer = LayerRenderer()
    /// Where raster and present go; nil evaluates only (traces, tests).
    public var target: RenderTarget?
    /// The timings of the last frame that drew.
    public private(set) var lastDrawnTimings = FrameTimings()
    private var lastDrawnChange: UInt64 = .max
    /// The list last rastered into a target, for each frame's damage.
    private var damageTracker = DamageTracker()
    /// The target of the last raster (a different target starts from nothing: everything is damaged).
    private weak var damageTarget: AnyObject?
    /// Frames rastered into a target by this pipeline (`TargetFrame.drawNumber`).
    private var drawNumber: UInt64 = 0

    public init(target: RenderTarget? = nil) { self.target = target }

    /// Runs one frame of `content`.
    /// - Parameters:
    ///   - input: delivers the queued input (runs in the input phase, with the context current; it may
    ///     move the clock forward to each event's own time, never past the frame's).
    ///   - overlay: commands drawn on top of the scene (the HUD), asked for only when the frame draws.
    @discardableResult
    public func frame(_ content: FrameContent, _ request: FrameRequest,
                      input: () throws -> Void = {}, overlay: () -> [DrawCommand] = { [] }) rethrows -> FrameResult {
        let context = content.context
        return try context.perform {
            var result = FrameResult()
            var mark = MonotonicClock.now()
            func phase(_ p: FramePhase) {
                let now = MonotonicClock.now()
                result.timings[p] = (now - mark) * 1000
                mark = now
            }

            try input()
            phase(.input)

            switch request.clock {
            case .host(let t): context.clock.tick(hostTime: t)
            case .media(let t): context.clock.advance(to: t)
            }
            result.time = context.clock.now
            // Foundation's timers and work sent to Dispatch's main queue with Dispatch's own clock run
            // when the main run loop turns: give it one non-blocking turn per frame.
            if Thread.isMainThread { _ = RunLoop.main.run(mode: .default, before: .distantPast) }
            context.driver.tick(commit: false)
            phase(.tick)

            content.layoutIfNeeded()
            // Display: layers marked with setNeedsDisplay() draw once, and layers whose custom keys
            // animate draw this frame's image from their presentation values (still the layout phase: the
            // model's contents are set here, before the renderer reads).
            context.displayLayers(inTreeOf: content.rootLayer)
            context.commit()
            phase(.layout)

            let changed = context.changeCount != lastDrawnChange || context.driver.isAnimating
            result.changed = changed
            guard request.draws, request.force || changed else { return result }
            lastDrawnChange = context.changeCount
            result.drew = true
            result.rendered = renderer.evaluate(root: content.rootLayer, at: result.time, tracing: request.tracing)
            result.overlay = overlay()
            let rendered = result.rendered
            // Damage is worth its comparison (10,000 commands: about a millisecond, unless the list was
            // patched) only to a target that redraws just what changed; everyone else is told everything changed.
            var previous: (scene: [DrawCommand], overlay: [DrawCommand])?
            if let target {
                if target.usesDamage {
                    if damageTarget !== target { damageTracker.reset() }
                    damageTarget = target
                    previous = damageTracker.previousCommands.map { ($0, damageTracker.previousOverlayCommands) }
                    result.damage = damageTracker.update(scene: rendered.commands, overlay: result.overlay, clear: request.clear,
                                                         changes: rendered.changes, source: rendered.source, sequence: rendered.sequence)
                } else {
                    damageTarget = nil
                    damageTracker.reset()
                    result.damage = .everything
                }
            } else if damageTracker.previousCommands != nil {
                // Evaluated without a target: measured against the list last rastered.
                result.damage = damageTracker.damage(scene: rendered.commands, overlay: result.overlay, clear: request.clear,
                                                     changes: rendered.changes, source: rendered.source, sequence: rendered.sequence)
            } else {
                result.damage = .everything
            }
            phase(.evaluate)

            if let target {
                drawNumber &+= 1
                target.draw(TargetFrame(scene: rendered.commands, overlay: result.overlay, clear: request.clear,
                                        sceneChanges: rendered.changes, sceneSource: rendered.source, sceneSequence: rendered.sequence,
                                        damage: previous == nil ? nil : result.damage,
                                        previousScene: previous?.scene, previousOverlay: previous?.overlay,
                                        drawer: ObjectIdentifier(self), drawNumber: drawNumber))
                phase(.raster)
                target.present()
                phase(.present)
            }
            lastDrawnTimings = result.timings
            return result
        }
    }
}
