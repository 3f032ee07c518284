import XCTest
import MotionLab
@testable import MotionLayers
@testable import MotionRender

/// The renderer keeps last frame's layout, presentation values and draw list and redoes only the
/// layers that changed or animate. Every frame it draws must equal what a renderer with nothing kept
/// draws from scratch — after random sequences of every kind of change: model properties, animations
/// added, removed, replaced and finishing, sublayers added, removed and reordered, hidden, masks set and
/// cleared, transforms of ancestors, zPosition, opacity to and from zero, contents gravity, timing —
/// and the kept presentation values must equal each layer's own evaluation exactly.
final class IncrementalEvaluationTests: RenderTestCase {
    typealias Random = IncrementalRandom

    /// Draw lists equal command for command; raster images (each renderer rasterises shapes,
    /// gradients and shadows into its own cache) compared by size and pixels instead of identity.
    func assertSameList(_ a: [DrawCommand], _ b: [DrawCommand], _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        guard a.count == b.count else {
            return XCTFail("\(message): \(a.count) commands kept vs \(b.count) from scratch: \(kinds(a)) vs \(kinds(b))", file: file, line: line)
        }
        for (k, (x, y)) in zip(a, b).enumerated() where !Self.same(x, y) {
            return XCTFail("\(message): command \(k) differs:\n kept    \(x)\n scratch \(y)", file: file, line: line)
        }
    }

    static func same(_ x: DrawCommand, _ y: DrawCommand) -> Bool {
        func sameImage(_ a: CGImage, _ b: CGImage) -> Bool { a === b || (a.width == b.width && a.height == b.height && a.pixels == b.pixels) }
        switch (x, y) {
        case let (.image(i1, s1, t1, o1, r1), .image(i2, s2, t2, o2, r2)):
            return sameImage(i1, i2) && s1 == s2 && t1 == t2 && o1 == o2 && r1 == r2
        case let (.mask(i1, s1, t1), .mask(i2, s2, t2)):
            return sameImage(i1, i2) && s1 == s2 && t1 == t2
        default:
            return x == y
        }
    }

    /// Every layer under `layer` (hidden subtrees left out, as the renderer lays them out).
    func laidOut(_ layer: CALayer) -> [CALayer] {
        var out = [layer]
        if !layer.isHidden { for s in layer.sublayers ?? [] { out += laidOut(s) } }
        return out
    }

    var layers: [CALayer] = []
    var images: [CGImage] = []

    override func setUp() {
        super.setUp()
        images = [CGImage(width: 6, height: 4, pixels: (0..<96).map { UInt8(($0 * 37) % 256) }),
                  CGImage(width: 3, height: 3, pixels: (0..<36).map { UInt8(($0 * 91 + 7) % 256) })]
    }

    func randomColor(_ r: inout Random) -> CGColor {
        CGColor(red: r.unit(), green: r.unit(), blue: r.unit(), alpha: [1, 0.5, 0][r.pick(3)])
    }

    func makeLayer(_ r: inout Random) -> CALayer {
        let l: CALayer
        switch r.pick(8) {
        case 0:
            let s = CAShapeLayer()
            s.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: r.range(5, 40), height: r.range(5, 40)), transform: nil)
            s.fillColor = randomColor(&r)
            l = s
        case 1:
            let g = CAGradientLayer()
            g.colors = [randomColor(&r), randomColor(&r)]
            l = g
        default:
            l = CALayer()
        }
        quietly {
            l.bounds = CGRect(x: 0, y: 0, width: r.range(2, 60), height: r.range(2, 60))
            l.position = CGPoint(x: r.range(0, 300), y: r.range(0, 400))
            l.backgroundColor = r.pick(5) == 0 ? nil : randomColor(&r)
            if r.pick(3) == 0 { l.cornerRadius = r.range(0, 12) }
            if r.pick(4) == 0 { l.borderWidth = r.range(0.5, 4); l.borderColor = randomColor(&r) }
            if r.pick(6) == 0 { l.contents = images[r.pick(2)] }
            if r.pick(8) == 0 { l.masksToBounds = true }
            if r.pick(10) == 0 { l.shadowOpacity = 0.5; l.shadowRadius = 3 }
            if r.pick(10) == 0 { l.transform = CATransform3DMakeRotation(r.range(-1, 1), 0, 0, 1) }
        }
        return l
    }

    func animation(_ r: inout Random) -> CAAnimation {
        switch r.pick(7) {
        case 0:
            let a = CABasicAnimation(keyPath: "position")
            a.fromValue = CGPoint(x: r.range(0, 300), y: r.range(0, 400)); a.toValue = CGPoint(x: r.range(0, 300), y: r.range(0, 400))
            a.duration = r.range(0.05, 0.5)
            return a
        case 1:
            let a = CASpringAnimation(keyPath: "position.x")
            a.fromValue = r.range(0, 300); a.toValue = r.range(0, 300); a.duration = r.range(0.05, 0.6)
            return a
        case 2:
            let a = CAKeyframeAnimation(keyPath: "transform.scale")
            a.values = [1.0, 1.0 + r.range(0, 0.5), 0.8, 1.0]; a.duration = r.range(0.05, 0.6); a.repeatCount = [1, .infinity][r.pick(2)]
            return a
        case 3:
            let a = CABasicAnimation(keyPath: "opacity")
            a.fromValue = r.unit(); a.toValue = [0.0, 1.0][r.pick(2)]; a.duration = r.range(0.05, 0.4)
            a.fillMode = .forwards; a.isRemovedOnCompletion = r.pick(2) == 0
            return a
        case 4:
            let a = CABasicAnimation(keyPath: "backgroundColor")
            a.toValue = randomColor(&r); a.duration = r.range(0.05, 0.4)
            return a
        case 5:
            let a = CABasicAnimation(keyPath: "zPosition")
            a.fromValue = 0; a.toValue = r.range(-5, 5); a.duration = r.range(0.05, 0.4)
            return a
        default:
            let g = CAAnimationGroup()
            let b = CABasicAnimation(keyPath: "bounds.size.width"); b.toValue = r.range(2, 80)
            let c = CABasicAnimation(keyPath: "cornerRadius"); c.toValue = r.range(0, 10)
            g.animations = [b, c]; g.duration = r.range(0.05, 0.5)
            return g
        }
    }

    /// One random change of the tree.
    func mutate(_ r: inout Random) -> String {
        let target = layers.isEmpty ? root! : layers[r.pick(layers.count)]
        switch r.pick(16) {
        case 0:
            let l = makeLayer(&r)
            let parent = r.pick(3) == 0 ? root! : target
            quietly { parent.insertSublayer(l, at: UInt32(r.pick((parent.sublayers?.count ?? 0) + 1))) }
            layers.append(l)
            return "add"
        case 1:
            guard target !== root else { return "none" }
            quietly { target.removeFromSuperlayer() }
            layers.removeAll { $0 === target || $0.superlayer == nil || !isInTree($0) }
            return "remove"
        case 2:
            guard let parent = target.superlayer, (parent.sublayers?.count ?? 0) > 1 else { return "none" }
            quietly { parent.insertSublayer(target, at: UInt32(r.pick(parent.sublayers!.count))) }
            return "reorder"
        case 3: quietly { target.position = CGPoint(x: r.range(0, 300), y: r.range(0, 400)) }; return "position"
        case 4: quietly { target.backgroundColor = randomColor(&r) }; return "color"
        case 5: quietly { target.isHidden.toggle() }; return "hidden"
        case 6:
            if target.mask != nil || r.pick(2) == 0 {
                target.mask = nil
            } else {
                let m = CAShapeLayer()
                quietly {
                    m.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: r.range(4, 40), height: r.range(4, 40)), transform: nil)
                    m.bounds = CGRect(x: 0, y: 0, width: 40, height: 40); m.position = CGPoint(x: 20, y: 20)
                }
                target.mask = m
            }
            return "mask"
        case 7: quietly { target.transform = [CATransform3DIdentity, CATransform3DMakeScale(r.range(0.5, 2), r.range(0.5, 2), 1),
                                               CATransform3DMakeRotation(r.range(-2, 2), 0, 0, 1)][r.pick(3)] }; return "transform"
        case 8, 9: target.add(animation(&r), forKey: ["a", "b", "c"][r.pick(3)]); return "animation"
        case 10:
            if let key = target.animationKeys()?.first { target.removeAnimation(forKey: key) }
            return "remove animation"
        case 11: quietly { target.opacity = [0, 1, Float(r.unit())][r.pick(3)] }; return "opacity"
        case 12: quietly { target.zPosition = [0, 1, -1][r.pick(3)] }; return "zPosition"
        case 13: quietly { target.sublayerTransform = r.pick(2) == 0 ? CATransform3DIdentity : CATransform3DMakeScale(1.2, 0.9, 1) }; return "sublayerTransform"
        case 14: target.contentsGravity = [.resize, .center, .topLeft, .resizeAspect][r.pick(4)]; quietly { target.contents = images[r.pick(2)] }; return "gravity"
        default: quietly { target.bounds.size = CGSize(width: r.range(1, 70), height: r.range(1, 70)) }; return "bounds"
        }
    }

    func isInTree(_ l: CALayer) -> Bool {
        var p: CALayer? = l
        while let x = p { if x === root { return true }; p = x.superlayer }
        return false
    }

    func testRandomChangesDrawWhatAFreshRendererDraws() {
        var r = Random(state: 0x1AC2_E4E7)
        let kept = LayerRenderer()
        var patchedFrames = 0, frames = 0
        for round in 0..<12 {
            // A fresh tree each round.
            root.sublayers = nil
            layers = (0..<(8 + r.pick(20))).map { _ in makeLayer(&r) }
            for l in layers {
                let parent = r.pick(3) == 0 || layers.first === l ? root! : layers[r.pick(layers.count)]
                if parent === l || isAncestor(l, of: parent) { quietly { root.addSublayer(l) } } else { quietly { parent.addSublayer(l) } }
            }
            var t = t0 + Double(round) * 10
            for frame in 0..<60 {
                var done: [String] = []
                for _ in 0..<r.pick(4) { done.append(mutate(&r)) }
                t += 1.0 / 60
                AnimationDriver.shared.advance(to: t)
                let keptList = kept.render(root: root, at: t)
                let fresh = LayerRenderer(keepsFrames: false).render(root: root, at: t)
                assertSameList(keptList, fresh, "round \(round) frame \(frame) after \(done)")
                if !kept.statistics.rebuilt { patchedFrames += 1 }
                frames += 1
                // The kept values are each layer's own evaluation now, exactly.
                let values = kept.evaluatedProperties(root: root, at: t)
                for l in laidOut(root) {
                    guard let v = values[ObjectIdentifier(l)] else { XCTFail("not evaluated"); continue }
                    XCTAssertEqual(v, l.presentationProperties(atLocalTime: l.localTime(fromGlobal: t)), "round \(round) frame \(frame)")
                }
            }
        }
        // Most frames were patched (the test exercises the kept path, not only rebuilds).
        XCTAssertGreaterThan(patchedFrames, frames / 3, "\(patchedFrames) of \(frames) frames patched")
    }

    /// Thousands of animated leaves are evaluated and redrawn on several cores at once (`FrameWorkers`):
    /// still exactly what a fresh renderer draws, frame after frame, while some leaves' models change,
    /// some stop animating and some start.
    func testManyAnimatedLeavesOnSeveralCoresDrawWhatAFreshRendererDraws() {
        var r = Random(state: 0xF00D)
        var leaves: [CALayer] = []
        for _ in 0..<3000 {
            let l = CALayer()
            quietly {
                l.bounds = CGRect(x: 0, y: 0, width: r.range(2, 6), height: r.range(2, 6))
                l.position = CGPoint(x: r.range(0, 320), y: r.range(0, 480))
                l.cornerRadius = r.range(0, 3)
                l.backgroundColor = CGColor(red: r.unit(), green: r.unit(), blue: r.unit(), alpha: [1, 0.5][r.pick(2)])
                l.opacity = Float(r.range(0.3, 1))
                root.addSublayer(l)
            }
            let spring = CASpringAnimation(keyPath: "position")
            spring.fromValue = CGPoint(x: 160, y: 240); spring.toValue = l.position
            spring.mass = r.range(0.5, 2.5); spring.stiffness = r.range(100, 400); spring.damping = r.range(5, 30); spring.duration = 30
            l.add(spring, forKey: "spring")
            let pulse = CAKeyframeAnimation(keyPath: "transform.scale")
            pulse.values = [1.0, 1.3, 0.9, 1.0]; pulse.keyTimes = [0, 0.3, 0.7, 1]
            pulse.timingFunctions = [CAMediaTimingFunction(name: .easeOut), CAMediaTimingFunction(name: .easeInEaseOut), CAMediaTimingFunction(name: .easeIn)]
            pulse.duration = r.range(0.5, 1.5); pulse.repeatCount = .infinity
            l.add(pulse, forKey: "pulse")
            leaves.append(l)
        }
        let kept = LayerRenderer()
        var t = t0
        for frame in 0..<20 {
            for _ in 0..<5 {
                let l = leaves[r.pick(leaves.count)]
                switch r.pick(3) {
                // (An opaque colour: one turning transparent would draw one command fewer, and a list whose
                // length changes is built anew.)
                case 0: quietly { l.backgroundColor = CGColor(red: r.unit(), green: r.unit(), blue: r.unit(), alpha: 1) }
                case 1: l.removeAnimation(forKey: "pulse")
                default: quietly { l.bounds.size.width = r.range(2, 6) }
                }
            }
            t += 1.0 / 60
            AnimationDriver.shared.advance(to: t)
            let list = kept.render(root: root, at: t)
            assertSameList(list, LayerRenderer(keepsFrames: false).render(root: root, at: t), "frame \(frame)")
            if frame > 0 { XCTAssertFalse(kept.statistics.rebuilt, "frame \(frame) patched"); XCTAssertGreaterThan(kept.statistics.evaluatedLayers, 2900) }
        }
    }

    func isAncestor(_ a: CALayer, of b: CALayer) -> Bool {
        var p = b.superlayer
        while let x = p { if x === a { return true }; p = x.superlayer }
        return false
    }

    /// Each kind of change shows in the very next frame (kept and fresh agree, and the kept frame changed).
    func testEveryKindOfChangeShowsInTheNextFrame() {
        let parent = layer(CGRect(x: 20, y: 20, width: 200, height: 200), Self.blue)
        let child = layer(CGRect(x: 10, y: 10, width: 40, height: 40), Self.red, in: parent)
        let sibling = layer(CGRect(x: 60, y: 10, width: 40, height: 40), Self.green, in: parent)
        let kept = LayerRenderer()
        var t = t0
        func frame(_ name: String, expectChange: Bool = true, _ change: () -> Void) {
            t += 1.0 / 60
            AnimationDriver.shared.advance(to: t)
            let before = kept.render(root: root, at: t)
            change()
            t += 1.0 / 60
            AnimationDriver.shared.advance(to: t)
            let after = kept.render(root: root, at: t)
            assertSameList(after, LayerRenderer(keepsFrames: false).render(root: root, at: t), name)
            if expectChange { XCTAssertFalse(before.elementsEqual(after, by: Self.same), "\(name) changed nothing") }
        }
        frame("model property") { quietly { child.backgroundColor = Self.green } }
        frame("animation added") {
            let a = CABasicAnimation(keyPath: "position.x"); a.fromValue = 0; a.toValue = 100; a.duration = 1
            child.add(a, forKey: "move")
        }
        frame("animation running") {}
        frame("animation removed") { child.removeAnimation(forKey: "move") }
        frame("short animation added") {
            let a = CABasicAnimation(keyPath: "opacity"); a.fromValue = 0.2; a.toValue = 0.4; a.duration = 1.5 / 60
            sibling.add(a, forKey: "fade")
        }
        // It ends before the next frame, which shows the model value again.
        let running = kept.render(root: root, at: t)
        t += 1.0 / 60
        AnimationDriver.shared.advance(to: t)
        let ended = kept.render(root: root, at: t)
        XCTAssertNil(sibling.animation(forKey: "fade"))
        assertSameList(ended, LayerRenderer(keepsFrames: false).render(root: root, at: t), "animation finished")
        XCTAssertFalse(running.elementsEqual(ended, by: Self.same), "animation finished changed nothing")
        frame("sublayer added") { layer(CGRect(x: 5, y: 100, width: 30, height: 30), Self.red, in: parent) }
        frame("sublayer removed") { quietly { parent.sublayers!.last!.removeFromSuperlayer() } }
        frame("sublayer reordered") { quietly { parent.insertSublayer(sibling, at: 0); sibling.position.x = 40 } }
        frame("hidden") { quietly { child.isHidden = true } }
        frame("shown") { quietly { child.isHidden = false } }
        frame("mask") {
            let m = CALayer()
            quietly { m.frame = CGRect(x: 0, y: 0, width: 20, height: 20); m.backgroundColor = Self.red }
            child.mask = m
        }
        frame("mask changed") { quietly { child.mask!.bounds.size.width = 10 } }
        frame("mask removed") { child.mask = nil }
        frame("transform of an ancestor") { quietly { parent.transform = CATransform3DMakeScale(0.5, 0.5, 1) } }
        frame("ancestor's sublayerTransform") { quietly { parent.sublayerTransform = CATransform3DMakeTranslation(10, 0, 0) } }
        frame("zPosition") { quietly { child.zPosition = 5 } }
        frame("opacity to zero") { quietly { child.opacity = 0 } }
        frame("opacity back") { quietly { child.opacity = 1 } }
        frame("layer timing") { child.speed = 2; quietly { child.position.y += 1 } }
        frame("contents gravity") { quietly { child.contents = images[0] }; child.contentsGravity = .topLeft }
        // The inspector's freeze retimes a running animation in place (no animation added or removed).
        frame("animation added to hold") {
            let a = CABasicAnimation(keyPath: "position.x"); a.fromValue = 0; a.toValue = 200; a.duration = 2
            sibling.add(a, forKey: "slide")
        }
        frame("animation held", expectChange: false) { XCTAssertTrue(sibling.holdAnimation(forKey: "slide")) }
        frame("held animation stays", expectChange: false) {}
        frame("held animation resumed") { sibling.resumeHeldAnimation(forKey: "slide") }
    }

    /// Frames the constraint engine sets in the layout phase (Auto Layout, without actions) are model
    /// changes the next frame shows, as any other setter's.
    func testConstraintDrivenFramesShowInTheNextFrame() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        quietly { root.addSublayer(container.layer) }
        let box = UIView()
        box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        let left = box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10)
        let width = box.widthAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([left, width, box.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
                                     box.heightAnchor.constraint(equalTo: box.widthAnchor)])
        let kept = LayerRenderer()
        var t = t0
        func frame(_ name: String, _ change: () -> Void) {
            change()
            container.layoutIfNeeded()
            t += 1.0 / 60
            AnimationDriver.shared.advance(to: t)
            let list = kept.render(root: root, at: t)
            assertSameList(list, LayerRenderer(keepsFrames: false).render(root: root, at: t), name)
        }
        frame("first layout") {}
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 20, width: 40, height: 40))
        for (i, c) in [30.0, 55, 80].enumerated() {
            let before = kept.render(root: root, at: t)
            frame("constant \(c)") { left.constant = c; width.constant = 20 + CGFloat(i) * 15 }
            XCTAssertFalse(kept.statistics.rebuilt, "constant \(c): patched, not rebuilt")
            XCTAssertFalse(before.elementsEqual(kept.render(root: root, at: t), by: Self.same), "constant \(c) changed nothing")
            XCTAssertEqual(box.frame.minX, c)
        }
    }
}

/// splitmix64, for deterministic random trees and changes.
struct IncrementalRandom {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func unit() -> CGFloat { CGFloat(Double(next() >> 11) / Double(1 << 53)) }
    mutating func range(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * unit() }
    mutating func pick(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}
