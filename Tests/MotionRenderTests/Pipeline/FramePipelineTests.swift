import XCTest
import MotionLab
@testable import MotionRender

/// The one frame function: input → tick → layout (then commit) → evaluate → raster → present, what
/// it skips when nothing changed, what it reports, and that drawing never changes the tree.
final class FramePipelineTests: XCTestCase {
    /// A tree in its own context; layout runs `onLayout`.
    final class Content: FrameContent {
        let context = AnimationContext(clock: MediaClock(now: 100))
        let rootLayer = CALayer()
        var onLayout: () -> Void = {}
        func layoutIfNeeded() { onLayout() }
    }

    /// A recording target that also logs its calls.
    final class LoggingTarget: RenderTarget {
        let recording = RecordingTarget()
        var log: (String) -> Void = { _ in }
        var pixelScale: CGFloat { 1 }
        /// What the frame function handed over with each frame (nil: drawn without damage).
        var handed: [(damage: DamageRegion, previous: [DrawCommand])?] = []
        func draw(_ commands: [DrawCommand], clear: CGColor) {
            log("raster"); recording.draw(commands, clear: clear); handed.append(nil)
        }
        func draw(_ commands: [DrawCommand], clear: CGColor, damage: DamageRegion, since previous: [DrawCommand]) {
            log("raster"); recording.draw(commands, clear: clear); handed.append((damage, previous))
        }
        func present() { log("present"); recording.present() }
        /// Like a surface that keeps its pixels: it wants each frame's damage.
        var usesDamage: Bool { true }
    }

    var content: Content!
    var box: CALayer!
    var target: LoggingTarget!
    var pipeline: FramePipeline!

    override func setUp() {
        super.setUp()
        content = Content()
        content.context.perform {
            CATransaction.performWithoutAnimation {
                content.rootLayer.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
                content.rootLayer.position = CGPoint(x: 100, y: 100)
                box = CALayer()
                box.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
                box.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
                content.rootLayer.addSublayer(box)
            }
        }
        target = LoggingTarget()
        pipeline = FramePipeline(target: target)
    }

    @discardableResult
    func frame(_ t: Double, force: Bool = false, draws: Bool = true, input: () -> Void = {}) -> FrameResult {
        pipeline.frame(content, FrameRequest(clock: .media(t), draws: draws, force: force), input: input)
    }

    func quietly(_ body: () -> Void) { content.context.perform { CATransaction.performWithoutAnimation(body) } }

    func testPhasesRunInOrder() {
        var log: [String] = []
        target.log = { log.append($0) }
        let link = content.context.perform { CADisplayLink { _ in log.append("tick") } }
        content.context.perform { link.add() }
        content.onLayout = { log.append("layout") }
        pipeline.frame(content, FrameRequest(clock: .media(101)), input: { log.append("input") },
                       overlay: { log.append("evaluate"); return [] })
        XCTAssertEqual(log, ["input", "tick", "layout", "evaluate", "raster", "present"])
    }

    func testTickSeesTheInputAndTheFramesOneTimestamp() {
        var seen: (x: CGFloat, time: CFTimeInterval)?
        let link = content.context.perform { CADisplayLink { [unowned self] link in seen = (box.position.x, link.timestamp) } }
        content.context.perform { link.add() }
        let result = frame(101) {
            // Input delivered at its own earlier time, then the frame's timestamp is set.
            content.context.clock.advance(to: 100.99)
            XCTAssertEqual(CACurrentMediaTime(), 100.99)
            CATransaction.performWithoutAnimation { box.position.x = 42 }
        }
        XCTAssertEqual(seen?.x, 42)
        XCTAssertEqual(seen?.time, 101)
        XCTAssertEqual(result.time, 101)
    }

    func testLayoutChangesAreCommittedBeforeEvaluate() {
        frame(101)
        var duringLayout: Float?, afterEvaluate: Float?
        content.onLayout = { [unowned self] in
            CATransaction.performWithoutAnimation { box.opacity = 0.3 }
            duringLayout = box.presentationProperties().opacity
        }
        let result = pipeline.frame(content, FrameRequest(clock: .media(101.1)), input: {}, overlay: { [unowned self] in
            afterEvaluate = box.presentationProperties().opacity
            return []
        })
        XCTAssertEqual(duringLayout, 1, "not committed yet: the presentation shows the last frame")
        XCTAssertEqual(afterEvaluate, 0.3, "committed before the frame was evaluated")
        guard case let .fill(_, _, _, _, opacity)? = result.rendered.commands.first else { return XCTFail() }
        XCTAssertEqual(Double(opacity), 0.3, accuracy: 1e-6)
    }

    func testAFrameWithNothingChangedDoesNotDrawUnlessForced() {
        let first = frame(101)
        XCTAssertTrue(first.drew); XCTAssertTrue(first.changed)
        XCTAssertEqual(target.recording.frames.count, 1)

        let idle = frame(101.1)
        XCTAssertFalse(idle.drew); XCTAssertFalse(idle.changed)
        XCTAssertTrue(idle.rendered.commands.isEmpty)
        XCTAssertEqual(target.recording.frames.count, 1)
        XCTAssertEqual(target.recording.presentCount, 1)
        for phase in [FramePhase.evaluate, .raster, .present] { XCTAssertEqual(idle.timings[phase], 0, "\(phase)") }

        let forced = frame(101.2, force: true)
        XCTAssertTrue(forced.drew); XCTAssertFalse(forced.changed, "drawn only because forced")
        XCTAssertEqual(target.recording.frames.count, 2)

        quietly { box.position.x += 5 }
        let moved = frame(101.3)
        XCTAssertTrue(moved.drew); XCTAssertTrue(moved.changed)

        // A frame that may not draw reports the change and draws nothing.
        quietly { box.position.x += 5 }
        let undrawn = frame(101.4, draws: false)
        XCTAssertTrue(undrawn.changed); XCTAssertFalse(undrawn.drew)
        XCTAssertEqual(target.recording.frames.count, 3)
        XCTAssertTrue(frame(101.5).drew, "the change not yet drawn is drawn next")
    }

    func testARunningAnimationChangesEveryFrame() {
        frame(101)
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0; a.toValue = 1; a.duration = 1
        content.context.perform { box.add(a, forKey: "fade") }
        var opacities: [CGFloat] = []
        for k in 1...3 {
            let r = frame(101 + Double(k) * 0.1)
            XCTAssertTrue(r.changed); XCTAssertTrue(r.drew)
            if case let .fill(_, _, _, _, o)? = r.rendered.commands.first { opacities.append(o) }
        }
        XCTAssertEqual(opacities.count, 3)
        XCTAssertEqual(opacities, opacities.sorted(), "fading in")
        frame(103)
        XCTAssertFalse(frame(103.1).changed, "settled once the animation is over")
    }

    func testTimingsAreNonNegativeAndZeroForPhasesThatDidNotRun() {
        let drawn = frame(101)
        for phase in FramePhase.allCases { XCTAssertGreaterThanOrEqual(drawn.timings[phase], 0, "\(phase)") }
        XCTAssertEqual(pipeline.lastDrawnTimings, drawn.timings)
        let idle = frame(101.1)
        for phase in [FramePhase.evaluate, .raster, .present] { XCTAssertEqual(idle.timings[phase], 0) }
        XCTAssertEqual(pipeline.lastDrawnTimings, drawn.timings, "kept from the last frame that drew")
        pipeline.target = nil
        let evaluatedOnly = frame(101.2, force: true)
        XCTAssertTrue(evaluatedOnly.drew)
        XCTAssertEqual(evaluatedOnly.timings[.raster], 0); XCTAssertEqual(evaluatedOnly.timings[.present], 0)
        XCTAssertEqual(evaluatedOnly.timings.total, evaluatedOnly.timings.milliseconds.reduce(0, +))
    }

    /// One layer's model: its values, name, animations and sublayers.
    struct LayerModel: Equatable {
        let id: ObjectIdentifier
        let properties: LayerProperties
        let name: String?
        let animations: [String]
        let sublayers: [ObjectIdentifier]
        let transitioning: Bool
    }

    /// Every layer's model, depth first.
    func modelSnapshot() -> [LayerModel] {
        var out: [LayerModel] = []
        func visit(_ l: CALayer) {
            out.append(LayerModel(id: ObjectIdentifier(l), properties: l.properties, name: l.name,
                                  animations: l.animationKeys() ?? [], sublayers: (l.sublayers ?? []).map(ObjectIdentifier.init),
                                  transitioning: l.hasTransitions))
            l.sublayers?.forEach(visit)
        }
        visit(content.rootLayer)
        return out
    }

    func testTheRendererNeverChangesTheTree() {
        // A tree with something of every kind: animations, a transition, a rotated mask, a replicator, a shape.
        content.context.perform {
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0; spin.toValue = 3; spin.duration = 2
            box.add(spin, forKey: "spin")
            CATransaction.performWithoutAnimation {
                let masked = CALayer()
                masked.frame = CGRect(x: 50, y: 50, width: 60, height: 60)
                masked.masksToBounds = true
                masked.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
                let inner = CALayer()
                inner.frame = CGRect(x: -10, y: -10, width: 40, height: 40)
                inner.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
                masked.addSublayer(inner)
                content.rootLayer.addSublayer(masked)
                let replicator = CAReplicatorLayer()
                replicator.frame = CGRect(x: 0, y: 120, width: 200, height: 60)
                replicator.instanceCount = 3
                replicator.instanceDelay = 0.1
                replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
                let dot = CAShapeLayer()
                dot.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
                dot.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20))
                dot.fillColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
                replicator.addSublayer(dot)
                content.rootLayer.addSublayer(replicator)
                let pulse = CABasicAnimation(keyPath: "opacity")
                pulse.fromValue = 1; pulse.toValue = 0.2; pulse.duration = 0.5; pulse.repeatCount = .infinity
                dot.add(pulse, forKey: "pulse")
            }
            let fade = CATransition()
            fade.type = .push; fade.duration = 1
            inner(of: content.rootLayer).add(fade, forKey: "t")
            CATransaction.performWithoutAnimation { inner(of: content.rootLayer).backgroundColor = .white }
        }
        var before: [LayerModel] = [], after: [LayerModel] = [], changesBefore: UInt64 = 0, changesAfter: UInt64 = 0
        for k in 0..<4 {
            content.onLayout = { [unowned self] in before = modelSnapshot(); changesBefore = content.context.changeCount }
            let result = pipeline.frame(content, FrameRequest(clock: .media(100.2 + Double(k) * 0.3), tracing: k % 2 == 0), input: {},
                                        overlay: { [unowned self] in
                after = modelSnapshot(); changesAfter = content.context.changeCount
                return []
            })
            XCTAssertTrue(result.drew)
            XCTAssertGreaterThan(result.rendered.commands.count, 6)
            XCTAssertEqual(before.count, 6)
            XCTAssertEqual(before, after, "frame \(k)")
            XCTAssertEqual(before.contains { $0.transitioning }, k < 3, "the transition runs for the first second")
            XCTAssertEqual(changesBefore, changesAfter, "nothing noted a change while drawing")
        }
    }

    /// The masked layer's only sublayer.
    func inner(of root: CALayer) -> CALayer { root.sublayers![1].sublayers![0] }

    func testEachDrawnFrameReportsItsDamage() {
        XCTAssertTrue(frame(101).damage.isEverything, "the first frame")
        XCTAssertTrue(frame(101.1, force: true).damage.isEmpty, "drawn again, unchanged")
        quietly { box.position.x += 30 }
        let moved = frame(101.2)
        XCTAssertEqual(Set(moved.damage.rects.map { "\($0)" }),
                       Set([CGRect(x: 10, y: 10, width: 20, height: 20), CGRect(x: 40, y: 10, width: 20, height: 20)].map { "\($0)" }))
        XCTAssertTrue(frame(101.3).damage.isEmpty, "not drawn: no damage")
        // The target was handed each frame's damage with the list it was measured against.
        XCTAssertEqual(target.handed.count, 3)
        XCTAssertNil(target.handed[0], "the first frame has nothing to be measured against")
        XCTAssertEqual(target.handed[1]?.previous, target.recording.frames[0].commands)
        XCTAssertEqual(target.handed[2]?.previous, target.recording.frames[1].commands)
        XCTAssertEqual(target.handed[2]?.damage, moved.damage)
        // Evaluated without a target: measured against the last frame rastered, which stays the reference.
        pipeline.target = nil
        quietly { box.position.x += 30 }
        XCTAssertEqual(frame(101.4).damage.bounds, CGRect(x: 40, y: 10, width: 50, height: 20))
        quietly { box.position.x -= 30 }
        XCTAssertTrue(frame(101.5).damage.isEmpty, "back to what was last rastered")
        // A different target holds none of these pixels.
        pipeline.target = RecordingTarget()
        XCTAssertTrue(frame(101.6, force: true).damage.isEverything)
        var request = FrameRequest(clock: .media(101.7), force: true)
        request.clear = .white
        XCTAssertTrue(pipeline.frame(content, request, input: {}).damage.isEverything, "a new clear colour")
    }

    /// Particles move without animations: an emitter keeps the frames drawing while it emits or any
    /// particle lives, and the window goes idle once the last one dies.
    func testAnEmitterKeepsFramesComingUntilItsLastParticleDies() {
        content.context.perform {
            let e = CAEmitterLayer()
            CATransaction.performWithoutAnimation { e.frame = content.rootLayer.bounds }
            content.rootLayer.addSublayer(e)
            let cell = CAEmitterCell()
            cell.birthRate = 10; cell.lifetime = 0.5; cell.velocity = 50
            cell.contents = CGImage(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16))
            e.emitterCells = [cell]
            frame(100)
            XCTAssertTrue(frame(100.1).drew, "emitting")
            e.birthRate = 0
            XCTAssertTrue(frame(100.3).drew, "particles still alive")
            frame(100.7)
            XCTAssertFalse(frame(100.8).drew, "all dead: idle")
        }
    }
}
