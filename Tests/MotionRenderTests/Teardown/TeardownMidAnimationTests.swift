import XCTest
import MotionGeometry
import MotionTiming
import MotionViews
@testable import MotionAnimation
@testable import MotionLayers
@testable import MotionRender

/// Views and layers that go away while they animate, through the frame function on a virtual clock.
/// The engine's hot paths hold layers unretained — the event queue's dense set of animated layers,
/// `superlayerRef`, `LayerTree`, `PresentationEvaluation`, `DrawListBuilder` — so these are the cases
/// a use-after-free would show in (`scripts/asan.sh` runs them under AddressSanitizer); here they also
/// check Core Animation's contract: every completion runs exactly once, with `finished = false` when
/// its animation could not end, and what is released is freed.
final class TeardownMidAnimationTests: XCTestCase {
    var context: AnimationContext!
    var root: UIWindow!
    let pipeline = FramePipeline()
    var frame = 0

    /// The window the tests draw, in its own animation context.
    final class Content: FrameContent {
        let context: AnimationContext
        let window: UIWindow
        init(context: AnimationContext, window: UIWindow) { self.context = context; self.window = window }
        var rootLayer: CALayer { window.layer }
        func layoutIfNeeded() { window.layoutIfNeeded() }
    }
    var content: Content!

    override func setUp() {
        super.setUp()
        context = AnimationContext()
        context.makeCurrent()
        root = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        content = Content(context: context, window: root)
        frame = 0
    }

    override func tearDown() {
        context.reset()
        AnimationContext.main.makeCurrent()
        super.tearDown()
    }

    /// Runs 60 fps frames, each evaluated (draw list built), up to media time `t`.
    func run(until t: Double, tracing: Bool = false) {
        while Double(frame + 1) / 60 <= t + 1e-9 {
            frame += 1
            let r = pipeline.frame(content, FrameRequest(clock: .media(Double(frame) / 60), draws: true, force: true, tracing: tracing),
                                   input: {}, overlay: { [] })
            XCTAssertTrue(r.drew)
        }
    }

    func box(_ frame: CGRect, in parent: UIView? = nil) -> UIView {
        let v = UIView(frame: frame)
        v.backgroundColor = .systemRed
        (parent ?? root).addSubview(v)
        return v
    }

    /// A completion releases the last reference to a view whose own animation ends in the same frame
    /// (so its layer is in that frame's list of layers with events), and another completion removes
    /// from the tree — and so frees — a view that still has a longer animation running.
    func testCompletionsReleasingAnimatingViews() {
        var calls: [String: [Bool]] = [:]
        var holder: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))  // outside the tree
        weak let held = holder
        var inTree: UIView? = box(CGRect(x: 10, y: 10, width: 40, height: 40))
        weak let weakInTree = inTree
        let trigger = box(CGRect(x: 100, y: 10, width: 40, height: 40))

        UIView.animate(withDuration: 0.2, animations: { holder!.alpha = 0.2 }, completion: { calls["held", default: []].append($0) })
        UIView.animate(withDuration: 1.0, animations: { inTree!.center.x += 100 }, completion: { calls["inTree long", default: []].append($0) })
        UIView.animate(withDuration: 0.2, animations: { inTree!.alpha = 0.5 }, completion: { calls["inTree short", default: []].append($0) })
        UIView.animate(withDuration: 0.2, animations: { trigger.alpha = 0.5 }, completion: { finished in
            calls["trigger", default: []].append(finished)
            holder = nil
            inTree?.removeFromSuperview()
            inTree = nil
        })
        run(until: 0.5)
        XCTAssertNil(held, "the view only the completion held is freed")
        XCTAssertNil(weakInTree, "the view removed from the tree by a completion is freed, animation and all")
        XCTAssertEqual(calls["held"], [true])
        XCTAssertEqual(calls["trigger"], [true])
        XCTAssertEqual(calls["inTree short"], [true])
        XCTAssertEqual(calls["inTree long"], [false], "freed before its end: the completion runs once, unfinished")
        run(until: 1.5)
        XCTAssertEqual(calls["inTree long"], [false], "and never again")
        XCTAssertEqual(context.events.animatedLayerCount, 0)
    }

    /// A view removed from its superview mid-animation and released: no frame touches its layer again,
    /// the completion runs once with `false`, and nothing is left registered.
    func testViewRemovedWhileAnimatingIsFreedAndCompletes() {
        var v: UIView? = box(CGRect(x: 10, y: 10, width: 40, height: 40))
        weak let weakV = v
        weak let child = box(CGRect(x: 5, y: 5, width: 10, height: 10), in: v)
        let kept = box(CGRect(x: 200, y: 10, width: 10, height: 10))
        var finished: [Bool] = [], keptFinished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse], animations: {
            v!.transform = CGAffineTransform(rotationAngle: 1)
            child!.alpha = 0.3
        }, completion: { finished.append($0) })
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat], animations: {
            v!.center.y += 50
            kept.alpha = 0.5
        }, completion: { keptFinished.append($0) })
        run(until: 0.3)
        v!.removeFromSuperview()
        v = nil
        XCTAssertNil(weakV, "removed and released mid-animation: freed (the block holds its views only while it is open)")
        XCTAssertNil(child)
        run(until: 0.4)
        XCTAssertEqual(finished, [false], "a repeating block whose views are gone completes, once, unfinished")
        XCTAssertEqual(keptFinished, [], "a block with a view still animating waits for it (UIKit: after all of its animations)")
        XCTAssertEqual(context.events.animatedLayerCount, 1, "only the view still in the tree animates")
        run(until: 1.0)
        XCTAssertEqual(finished, [false])
        kept.layer.removeAllAnimations()
        run(until: 1.1)
        XCTAssertEqual(keptFinished, [false])
    }

    /// A superlayer freed while its sublayer lives on (held elsewhere): the sublayer's unretained
    /// reference to it is cleared, its animation keeps time from then on in global time, and the
    /// sublayer can join another tree.
    func testSuperlayerFreedWhileSublayerLivesOn() {
        var parent: CALayer? = CALayer()
        weak let weakParent = parent
        let sub = CALayer()
        CATransaction.performWithoutAnimation {
            parent!.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            parent!.speed = 2  // the sublayer's time goes through its superlayer's
            sub.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            sub.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        }
        parent!.addSublayer(sub)
        root.layer.addSublayer(parent!)
        var stops: [Bool] = []
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 0; a.toValue = 100; a.duration = 2
        a.stopHandler = { _, f in stops.append(f) }
        sub.add(a, forKey: "x")
        run(until: 0.25)
        parent!.removeFromSuperlayer()
        parent = nil
        XCTAssertNil(weakParent)
        XCTAssertNil(sub.superlayer, "the freed superlayer's reference is cleared")
        run(until: 0.5)  // processes `sub` (registered as animated) with no superlayer
        XCTAssertEqual(stops, [])
        root.layer.addSublayer(sub)
        run(until: 3, tracing: true)
        XCTAssertEqual(stops, [true])
        XCTAssertTrue(sub.superlayer === root.layer)
    }

    /// A tree wide enough for the parallel paths (evaluation from 2,048 layers, draw-list children from
    /// 1,024) whose layers are freed between frames and from completions during frames: every frame's
    /// evaluated values equal each surviving layer's own presentation values, and the draw list has one
    /// fill per visible layer.
    func testWideTreeLosesLayersBetweenAndDuringFrames() {
        let count = 3000
        var layers: [CALayer] = []
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for i in 0..<count {
            let l = CALayer()
            l.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
            l.position = CGPoint(x: CGFloat(i % 60) * 5 + 5, y: CGFloat(i / 60) * 5 + 5)
            l.backgroundColor = CGColor(red: 0, green: 0.5, blue: 1, alpha: 1)
            root.layer.addSublayer(l)
            let s = CASpringAnimation(keyPath: "position.y")
            s.fromValue = 284; s.toValue = l.position.y; s.stiffness = 100 + Double(i % 7) * 30; s.damping = 8
            s.duration = 0.2 + Double(i % 11) * 0.05
            // Every 7th layer's completion removes the layer after it from the tree (freeing it mid-frame).
            if i % 7 == 0 {
                s.stopHandler = { [weak root, weak l] _, _ in
                    let subs = root?.layer.sublayers ?? []
                    if let me = subs.firstIndex(where: { $0 === l }), me + 1 < subs.count { subs[me + 1].removeFromSuperlayer() }
                }
            }
            l.add(s, forKey: "y")
            layers.append(l)
        }
        CATransaction.commit()
        weak let probe = layers[1]
        layers = []  // the tree holds them now
        var rng: UInt64 = 0x7EA2_D0E5
        for f in 1...20 {
            // Between frames: free a few dozen at random.
            for _ in 0..<60 {
                rng = rng &* 6364136223846793005 &+ 1442695040888963407
                let subs = root.layer.sublayerStorage
                if !subs.isEmpty { subs[Int(rng >> 33) % subs.count].removeFromSuperlayer() }
            }
            frame = f - 1
            run(until: Double(f) / 60)
            let t = Double(f) / 60
            let evaluated = pipeline.renderer.evaluatedProperties(root: root.layer, at: t)
            for l in root.layer.sublayerStorage {
                let reference = l.presentationProperties(atLocalTime: l.localTime(fromGlobal: t))
                XCTAssertEqual(evaluated[ObjectIdentifier(l)]?.position, reference.position)
            }
            let fills = pipeline.renderer.render(root: root.layer, at: t).filter { if case .fill = $0 { return true }; return false }
            XCTAssertEqual(fills.count, root.layer.sublayerStorage.count, "one fill per layer")
        }
        XCTAssertLessThan(root.layer.sublayerStorage.count, count - 20 * 60 + 1)
        if let p = probe { XCTAssertTrue(p.superlayer === root.layer, "a layer still alive is one still in the tree") }
    }
}
