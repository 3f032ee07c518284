import XCTest
@testable import MotionAnimation
@testable import MotionLayers
@testable import MotionViews
@testable import MotionInspector

/// Freezing and soloing change what evaluation computes, so they are checked against evaluated values:
/// a held animation shows exactly the value it had when held (the reference evaluation of an identical
/// animation at that time), on both the fast and the reference evaluation paths; resumed, it continues as
/// if those seconds had not passed; a solo holds everything else, animations started later included.
final class AnimationHoldTests: XCTestCase {
    var context: AnimationContext!
    var root: CALayer!

    override func setUp() {
        context = AnimationContext()
        context.makeCurrent()
        root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 320, height: 568)
        root.position = CGPoint(x: 160, y: 284)  // as a window's layer: its frame at the origin
    }

    override func tearDown() { AnimationEvaluation.usesFastPaths = true }

    func advance(_ t: Double) { context.driver.advance(to: t) }

    /// A layer with one animation of each common kind (the same animations go on `twin` when given).
    func makeLayer(_ name: String, _ add: (CALayer) -> Void) -> CALayer {
        let l = CALayer()
        l.name = name
        l.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        l.position = CGPoint(x: 50, y: 50)
        root.addSublayer(l)
        add(l)
        return l
    }

    static let animations: [(String, (CALayer) -> Void)] = [
        ("basic eased", { l in
            let a = CABasicAnimation(keyPath: "position.x"); a.fromValue = 0; a.toValue = 300; a.duration = 2
            a.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut); l.add(a, forKey: "k") }),
        ("spring", { l in
            let a = CASpringAnimation(keyPath: "position.y"); a.fromValue = 0; a.toValue = 200; a.damping = 5
            a.duration = a.settlingDuration; l.add(a, forKey: "k") }),
        ("keyframes", { l in
            let a = CAKeyframeAnimation(keyPath: "opacity"); a.values = [0, 1, 0.3]; a.keyTimes = [0, 0.3, 1]; a.duration = 2
            l.add(a, forKey: "k") }),
        ("repeating autoreverse", { l in
            let a = CABasicAnimation(keyPath: "transform.rotation.z"); a.fromValue = 0; a.toValue = 3; a.duration = 0.7
            a.repeatCount = .infinity; a.autoreverses = true; l.add(a, forKey: "k") }),
        ("group", { l in
            let x = CABasicAnimation(keyPath: "position.x"); x.fromValue = 10; x.toValue = 90
            let o = CABasicAnimation(keyPath: "opacity"); o.fromValue = 0.2; o.toValue = 1
            let g = CAAnimationGroup(); g.animations = [x, o]; g.duration = 1.5; l.add(g, forKey: "k") }),
        ("delayed", { l in
            let a = CABasicAnimation(keyPath: "position.x"); a.fromValue = 0; a.toValue = 300; a.duration = 1
            a.beginTime = CACurrentMediaTime() + 0.8; a.fillMode = .backwards; l.add(a, forKey: "k") }),
    ]

    func testAHeldAnimationShowsTheValueItHadOnBothEvaluationPaths() {
        for fast in [true, false] {
            AnimationEvaluation.usesFastPaths = fast
            for (name, add) in Self.animations {
                setUp()
                let t0 = CACurrentMediaTime()
                let held = makeLayer("held", add)
                let reference = makeLayer("reference", add)
                advance(t0 + 0.37)
                let atHold = reference.presentationProperties(atLocalTime: reference.localTime())
                // What the reference shows 0, 0.2 and 0.45 s after the hold point (evaluated now: pure).
                let later = [0.0, 0.2, 0.45].map { reference.presentationProperties(atLocalTime: t0 + 0.37 + $0) }
                XCTAssertTrue(held.holdAnimation(forKey: "k"), name)
                for t in [0.5, 0.9, 1.4, 3.0] {
                    advance(t0 + t)
                    let shown = held.presentationProperties(atLocalTime: held.localTime())
                    XCTAssertEqual(shown, atHold, "\(name) (fast \(fast)) at \(t) s: the held value")
                    XCTAssertNotNil(held.animationKeys(), "\(name): a held animation does not end")
                }
                // Resumed at 3.0 s, it continues from where it was held: 0.37 s in, plus what passes after.
                held.resumeHeldAnimation(forKey: "k")
                for (i, dt) in [0.0, 0.2, 0.45].enumerated() {
                    advance(t0 + 3.0 + dt)
                    let shown = held.presentationProperties(atLocalTime: held.localTime())
                    let expected = later[i]
                    XCTAssertEqual(shown.position.x, expected.position.x, accuracy: 1e-9, "\(name) resumed +\(dt)")
                    XCTAssertEqual(shown.position.y, expected.position.y, accuracy: 1e-9, "\(name) resumed +\(dt)")
                    XCTAssertEqual(Double(shown.opacity), Double(expected.opacity), accuracy: 1e-6, "\(name) resumed +\(dt)")
                    XCTAssertEqual(shown.transform.m12, expected.transform.m12, accuracy: 1e-9, "\(name) resumed +\(dt)")
                }
            }
        }
    }

    func testAHeldAnimationCompletesLaterByTheTimeItWasHeld() {
        let t0 = CACurrentMediaTime()
        var stoppedAt: Double?
        let l = makeLayer("l") { l in
            let a = CABasicAnimation(keyPath: "opacity"); a.fromValue = 0; a.toValue = 1; a.duration = 1
            a.stopHandler = { _, finished in if finished { stoppedAt = CACurrentMediaTime() } }
            l.add(a, forKey: "k")
        }
        advance(t0 + 0.5)
        l.holdAnimation(forKey: "k")
        advance(t0 + 2.5)
        XCTAssertNil(stoppedAt)
        l.resumeHeldAnimation(forKey: "k")
        for f in 1...40 { advance(t0 + 2.5 + Double(f) / 60) }
        XCTAssertEqual(stoppedAt ?? 0, t0 + 3.0, accuracy: 1.0 / 60 + 1e-9, "ends 1 s after it began, plus the 2 s held")
    }

    /// Held before it starts, frame after frame (the event queue keeps when each layer is next due: a
    /// held, unstarted animation is due never), then resumed: it still starts and ends, later by the time held.
    func testADelayedAnimationHeldBeforeItStartsStartsAndEndsWhenResumed() {
        let t0 = CACurrentMediaTime()
        var startedAt: Double?, stoppedAt: Double?
        let l = makeLayer("l") { l in
            let a = CABasicAnimation(keyPath: "opacity"); a.fromValue = 0; a.toValue = 1; a.duration = 0.5
            a.beginTime = t0 + 0.5
            a.startHandler = { _ in startedAt = CACurrentMediaTime() }
            a.stopHandler = { _, finished in if finished { stoppedAt = CACurrentMediaTime() } }
            l.add(a, forKey: "k")
        }
        for f in 1...12 { advance(t0 + Double(f) / 60) }  // 0.2 s: not started, due at 0.5 s
        XCTAssertTrue(l.holdAnimation(forKey: "k"))
        for f in 13...60 { advance(t0 + Double(f) / 60) }  // past 0.5 s while held: due never
        XCTAssertNil(startedAt)
        l.resumeHeldAnimation(forKey: "k")  // at 1.0 s: it begins 0.8 s later, at 1.3 s, and ends at 1.8 s
        for f in 61...150 { advance(t0 + Double(f) / 60) }
        XCTAssertEqual(startedAt ?? 0, t0 + 1.3, accuracy: 1.0 / 60 + 1e-9, "starts 0.8 s late")
        XCTAssertEqual(stoppedAt ?? 0, t0 + 1.8, accuracy: 1.0 / 60 + 1e-9, "ends 0.8 s late")
        XCTAssertNil(l.animation(forKey: "k"), "removed on completion")
    }

    func testSoloHoldsEveryOtherAnimationIncludingLaterOnes() {
        let t0 = CACurrentMediaTime()
        let a = makeLayer("a") { l in
            let x = CABasicAnimation(keyPath: "position.x"); x.fromValue = 0; x.toValue = 100; x.duration = 2; l.add(x, forKey: "x") }
        let b = makeLayer("b") { l in
            let y = CABasicAnimation(keyPath: "position.y"); y.fromValue = 0; y.toValue = 100; y.duration = 2; l.add(y, forKey: "y") }
        advance(t0 + 0.5)
        let holds = AnimationHolds()
        let idA = InspectedAnimation.ID(layer: ObjectIdentifier(a), key: "x", isPop: false)
        XCTAssertTrue(holds.toggleSolo(idA, root: root, context: context))
        let bAtSolo = b.presentationProperties(atLocalTime: b.localTime()).position.y
        advance(t0 + 1.0)
        holds.update(root: root, context: context)
        XCTAssertEqual(a.presentationProperties(atLocalTime: a.localTime()).position.x, 50, accuracy: 1e-9, "the soloed one plays")
        XCTAssertEqual(b.presentationProperties(atLocalTime: b.localTime()).position.y, bAtSolo, "the others hold")
        // One added during the solo holds too (from the next update on).
        let late = CABasicAnimation(keyPath: "opacity"); late.fromValue = 0; late.toValue = 1; late.duration = 1
        b.add(late, forKey: "late")
        advance(t0 + 1.1)
        holds.update(root: root, context: context)
        let lateHeld = b.presentationProperties(atLocalTime: b.localTime()).opacity
        advance(t0 + 1.6)
        holds.update(root: root, context: context)
        XCTAssertEqual(b.presentationProperties(atLocalTime: b.localTime()).opacity, lateHeld)
        // Ending the solo resumes the others from where they were.
        XCTAssertFalse(holds.toggleSolo(idA, root: root, context: context))
        advance(t0 + 1.6 + 0.25)
        XCTAssertEqual(b.presentationProperties(atLocalTime: b.localTime()).position.y, bAtSolo + 100 * 0.25 / 2, accuracy: 1e-9)
    }

    func testFreezingAPropertyAnimatorsAnimationAndAPopSpring() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        let t0 = CACurrentMediaTime()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 225 }
        animator.startAnimation()
        let pop = CALayer(); pop.position = CGPoint(x: 0, y: 0); window.layer.addSublayer(pop)
        let spring = POPSpringAnimation.animation(withPropertyNamed: kPOPLayerPositionX)
        spring.toValue = 100
        pop.pop_add(spring, forKey: "s")
        for f in 0...15 { advance(t0 + Double(f) / 60) }
        advance(t0 + 0.25)
        let holds = AnimationHolds()
        let list = AnimationInspector.animations(in: window.layer, context: context, sceneStart: t0)
        guard let a = list.first(where: { $0.kind == "UIViewPropertyAnimator" }), let p = list.first(where: { $0.kind == "POPSpringAnimation" }) else {
            return XCTFail("listed: \(list.map(\.kind))")
        }
        XCTAssertEqual(a.progress ?? -1, 0.25, accuracy: 1e-9)
        XCTAssertTrue(holds.toggleFreeze(a.id, layer: view.layer, context: context))
        XCTAssertTrue(holds.toggleFreeze(p.id, layer: pop, context: context))
        let xAtHold = view.layer.presentationProperties(atLocalTime: view.layer.localTime()).position.x
        XCTAssertEqual(xAtHold, 25 + 200 * 0.25, accuracy: 1e-9)
        let popAtHold = pop.position.x
        for f in 1...20 { advance(t0 + 0.25 + Double(f) / 60) }
        XCTAssertEqual(view.layer.presentationProperties(atLocalTime: view.layer.localTime()).position.x, xAtHold)
        XCTAssertEqual(pop.position.x, popAtHold, "Pop is paused")
        XCTAssertGreaterThan(popAtHold, 1, "Pop moved before the hold")
        holds.releaseAll(context: context)
        advance(t0 + 0.25 + 21.0 / 60)
        advance(t0 + 0.25 + 22.0 / 60)
        XCTAssertNotEqual(pop.position.x, popAtHold)
        XCTAssertLessThan(abs(pop.position.x - popAtHold), 5, "Pop resumes without a jump")
    }

    func testKindsNameTheAPIThatMadeEachAnimation() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)); view.accessibilityIdentifier = "v"
        window.addSubview(view)
        let standalone = CALayer(); window.layer.addSublayer(standalone)
        context.commit()   // the standalone layer on screen: its changes animate implicitly from now on
        let t0 = CACurrentMediaTime()
        UIView.animate(withDuration: 1, delay: 0.5, options: [.curveEaseOut], animations: { view.alpha = 0.5 })
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.y = 300 }
        })
        UIView.transition(with: view, duration: 0.5, options: [.transitionFlipFromLeft], animations: {})
        standalone.opacity = 0.3
        let explicit = CABasicAnimation(keyPath: "cornerRadius"); explicit.toValue = 10; explicit.duration = 2
        view.layer.add(explicit, forKey: "corner")
        advance(t0 + 0.1)
        let kinds = Set(AnimationInspector.animations(in: window.layer, context: context, sceneStart: t0).map(\.kind))
        XCTAssertEqual(kinds, ["UIView.animate", "UIView.animateKeyframes", "UIView.transition", "implicit action", "CABasicAnimation"])
        let fade = AnimationInspector.animations(in: window.layer, context: context, sceneStart: t0).first { $0.keyPath == "opacity" && $0.layer == "v" }!
        XCTAssertEqual(fade.begin ?? -1, 0.5, accuracy: 1e-9)
        guard case let .cubicBezier(x1, y1, x2, y2) = fade.curve else { return XCTFail("\(fade.curve)") }
        for (v, e) in [(x1, 0.0), (y1, 0), (x2, 0.58), (y2, 1)] { XCTAssertEqual(v, e, accuracy: 1e-6, "easeOut") }
        XCTAssertEqual(fade.from, .numbers([1])); XCTAssertEqual(fade.to, .numbers([0.5]))
        XCTAssertEqual(fade.progress, 0, "not begun")
    }

    func testThePickerFindsTheTopmostLayerWhereItIsDrawn() {
        let t0 = CACurrentMediaTime()
        let back = makeLayer("back") { _ in }
        let front = makeLayer("front") { l in
            let a = CABasicAnimation(keyPath: "position.x"); a.fromValue = 250; a.toValue = 250; a.duration = 5; l.add(a, forKey: "k") }
        advance(t0 + 0.1)
        XCTAssertTrue(LayerPicker.layer(at: CGPoint(x: 250, y: 50), in: root, context: context) === front, "drawn at x = 250")
        XCTAssertTrue(LayerPicker.layer(at: CGPoint(x: 50, y: 50), in: root, context: context) === back, "the model position of front does not count")
        let rows = LayerPicker.comparison(of: front, context: context)
        let position = rows.first { $0.property == "position" }!
        XCTAssertEqual(position.model, .numbers([50, 50]))
        XCTAssertEqual(position.presentation, .numbers([250, 50]))
        XCTAssertTrue(position.differs)
    }

    func testJSONIsValidAndKeepsTheFieldNames() throws {
        let t0 = CACurrentMediaTime()
        _ = makeLayer("l") { l in
            let a = CABasicAnimation(keyPath: "opacity"); a.fromValue = 0; a.toValue = 1; a.duration = 1; a.repeatCount = .infinity
            l.add(a, forKey: "k") }
        advance(t0 + 0.25)
        let text = InspectorJSON.document(t: 0.25, animations: AnimationInspector.animations(in: root, context: context, sceneStart: t0))
        let json = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
        let a = (json["animations"] as! [[String: Any]])[0]
        for field in ["layer", "keyPath", "kind", "from", "to", "begin", "duration", "progress", "curve", "value"] {
            XCTAssertNotNil(a[field], field)
        }
        XCTAssertEqual(a["repeatCount"] as? String, "infinity")
        XCTAssertEqual((a["progress"] as! NSNumber).doubleValue, 0.25, accuracy: 1e-12)
    }

    /// A mask is not a sublayer, but its animations run (a shimmer moving a gradient mask's `locations`):
    /// listed under the masked layer's path.
    func testAMasksAnimationsAreListedUnderTheMaskedLayer() {
        let t0 = CACurrentMediaTime()
        let masked = makeLayer("label") { _ in }
        let shimmer = CAGradientLayer()
        shimmer.frame = masked.bounds
        masked.mask = shimmer
        let a = CABasicAnimation(keyPath: "locations"); a.fromValue = [0, 0.1]; a.toValue = [0.9, 1]; a.duration = 2
        shimmer.add(a, forKey: "shimmer")
        advance(t0 + 0.5)
        let listed = AnimationInspector.animations(in: root, context: context, sceneStart: t0).filter { $0.keyPath == "locations" }
        XCTAssertEqual(listed.count, 1)
        XCTAssertEqual(listed.first?.layer, "CALayer/CALayer[0]/mask")
        XCTAssertEqual(listed.first?.progress ?? -1, 0.25, accuracy: 1e-9)
    }
}
