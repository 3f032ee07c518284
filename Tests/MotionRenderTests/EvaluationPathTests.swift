import XCTest
import MotionLab
@testable import MotionAnimation
@testable import MotionLayers
@testable import MotionRender

/// The renderer's one evaluation path — the prepared fast representation, evaluated for the whole tree
/// at once (`LayerRenderer.evaluate` → `PresentationEvaluation`) — against the straightforward reference
/// (each layer's model plus each animation through its general `value(progress:…)` and the general
/// transform decomposition, fast paths off), over the engine's whole animation vocabulary. They must
/// agree to 1e-9 at every frame.
final class EvaluationPathTests: XCTestCase {
    var window: UIWindow!

    override func setUp() {
        super.setUp()
        AnimationContext().makeCurrent()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    }

    override func tearDown() {
        AnimationEvaluation.usesFastPaths = true
        super.tearDown()
    }

    /// A layer in the window at `y` with a 40×40 box.
    func layer(_ name: String, _ y: CGFloat) -> CALayer {
        let l = CALayer()
        l.name = name
        CATransaction.performWithoutAnimation {
            l.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            l.position = CGPoint(x: 60, y: y)
            l.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        }
        window.layer.addSublayer(l)
        return l
    }

    /// Adds one of every kind of animation the engine has, on its own layer (several per key path kind).
    func buildVocabulary() {
        var y: CGFloat = 20
        func next(_ name: String) -> CALayer { y += 12; return layer(name, y) }

        // CABasicAnimation: from/to, by, additive, cumulative repeat, autoreverse, fill, timing functions.
        let basic = CABasicAnimation(keyPath: "position.x")
        basic.fromValue = 10; basic.toValue = 300; basic.duration = 1.3
        basic.timingFunction = CAMediaTimingFunction(controlPoints: 0.5, 0, 0.9, 0.7)
        next("basic").add(basic, forKey: "a")
        let by = CABasicAnimation(keyPath: "position")
        by.byValue = CGPoint(x: 40, y: -20); by.duration = 0.8; by.autoreverses = true; by.repeatCount = 2
        next("by").add(by, forKey: "a")
        let additive = CABasicAnimation(keyPath: "transform.rotation.z")
        additive.fromValue = 0; additive.toValue = 2 * Double.pi; additive.isAdditive = true; additive.duration = 1.1
        additive.repeatCount = .infinity
        next("rotation").add(additive, forKey: "a")
        let cumulative = CABasicAnimation(keyPath: "transform.translation.x")
        cumulative.fromValue = 0; cumulative.toValue = 30; cumulative.isCumulative = true; cumulative.repeatCount = 3
        cumulative.duration = 0.4
        next("cumulative").add(cumulative, forKey: "a")
        let color = CABasicAnimation(keyPath: "backgroundColor")
        color.toValue = CGColor(red: 1, green: 0.3, blue: 0, alpha: 0.5); color.duration = 1.5
        color.fillMode = .forwards; color.isRemovedOnCompletion = false
        next("color").add(color, forKey: "a")
        let transform = CABasicAnimation(keyPath: "transform")
        transform.toValue = CATransform3DRotate(CATransform3DMakeScale(1.5, 0.5, 1), 1.2, 0.3, 1, 0.2)
        transform.duration = 1.7
        next("transform3D").add(transform, forKey: "a")
        let bounds = CABasicAnimation(keyPath: "bounds")
        bounds.toValue = CGRect(x: 5, y: 5, width: 90, height: 10); bounds.duration = 0.9; bounds.beginTime = CACurrentMediaTime() + 0.3
        bounds.fillMode = .backwards
        next("bounds").add(bounds, forKey: "a")

        // CAKeyframeAnimation: linear scalar (the prepared track), discrete, paced, cubic, path + rotate.
        let scalar = CAKeyframeAnimation(keyPath: "transform.scale")
        scalar.values = [1.0, 1.4, 0.9, 1.0]; scalar.keyTimes = [0, 0.3, 0.7, 1]
        scalar.timingFunctions = [CAMediaTimingFunction(name: .easeOut), CAMediaTimingFunction(name: .easeInEaseOut),
                                  CAMediaTimingFunction(name: .easeIn)]
        scalar.duration = 0.7; scalar.repeatCount = .infinity
        next("keyframeScale").add(scalar, forKey: "a")
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, 10, -10, 10, 0]; shake.keyTimes = [0, 1.0 / 6, 3.0 / 6, 5.0 / 6, 1] as [NSNumber]
        shake.duration = 0.4; shake.isAdditive = true; shake.repeatCount = 4
        next("shake").add(shake, forKey: "a")
        let discrete = CAKeyframeAnimation(keyPath: "opacity")
        discrete.values = [1, 0.2, 0.7]; discrete.calculationMode = .discrete; discrete.duration = 1.2
        next("discrete").add(discrete, forKey: "a")
        let paced = CAKeyframeAnimation(keyPath: "position")
        paced.values = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 20), CGPoint(x: 120, y: 200)]
        paced.calculationMode = .paced; paced.duration = 1.6
        next("paced").add(paced, forKey: "a")
        let cubic = CAKeyframeAnimation(keyPath: "position.y")
        cubic.values = [100, 300, 150, 400]; cubic.calculationMode = .cubic; cubic.duration = 2
        next("cubic").add(cubic, forKey: "a")
        let orbit = CAKeyframeAnimation(keyPath: "position")
        orbit.path = CGPath(ellipseIn: CGRect(x: -150, y: -150, width: 300, height: 300), transform: nil)
        orbit.duration = 4; orbit.isAdditive = true; orbit.repeatCount = .infinity
        orbit.calculationMode = .paced; orbit.rotationMode = .rotateAuto
        next("orbit").add(orbit, forKey: "a")

        // CASpringAnimation: scalar and point (the prepared block), and a transform part (general path).
        for (i, keyPath) in ["position.y", "position", "transform.scale"].enumerated() {
            let spring = CASpringAnimation(keyPath: keyPath)
            switch i {
            case 0: spring.fromValue = 100; spring.toValue = 400
            case 1: spring.fromValue = CGPoint(x: 0, y: 0); spring.toValue = CGPoint(x: 200, y: 300)
            default: spring.fromValue = 0.5; spring.toValue = 1.2
            }
            spring.mass = 0.7 + Double(i); spring.stiffness = 120 + 40 * Double(i); spring.damping = 6 + Double(i)
            spring.initialVelocity = 1.5 - Double(i); spring.duration = spring.settlingDuration
            next("spring\(i)").add(spring, forKey: "a")
        }

        // CAAnimationGroup (the seed's card shuffle).
        let group = CAAnimationGroup()
        let z = CABasicAnimation(keyPath: "zPosition"); z.fromValue = -1; z.toValue = 1
        let rotate = CAKeyframeAnimation(keyPath: "transform.rotation"); rotate.values = [0, 0.14, 0]
        let move = CAKeyframeAnimation(keyPath: "position")
        move.values = [CGPoint.zero, CGPoint(x: 110, y: -20), CGPoint.zero]; move.isAdditive = true
        group.animations = [z, rotate, move]; group.duration = 1.2
        group.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut); group.beginTime = CACurrentMediaTime() + 0.5
        next("group").add(group, forKey: "a")

        // CATransition (its old snapshot is drawn beside; the layer's own values still evaluate).
        let transitioned = next("transition")
        let fade = CATransition(); fade.type = .push; fade.subtype = .fromRight; fade.duration = 0.6
        transitioned.add(fade, forKey: "t")

        // Library animations: JNW spring, RBB tween with an easing outside [0, 1].
        let jnw = JNWSpringAnimation.animation(withKeyPath: "transform.scale")
        jnw.damping = 16; jnw.stiffness = 16; jnw.mass = 1; jnw.fromValue = 1.1; jnw.toValue = 1.0
        next("jnw").add(jnw, forKey: "a")
        let rbb = RBBTweenAnimation(keyPath: "position.x")
        rbb.fromValue = 20; rbb.toValue = 280; rbb.easing = RBBEasingFunctionEaseOutBounce; rbb.duration = 1.4
        next("rbb").add(rbb, forKey: "a")

        // Pop: a spring stepped by the driver (it writes the model each frame).
        let popLayer = next("pop")
        let pop = POPSpringAnimation(propertyNamed: kPOPLayerPosition)
        pop.toValue = CGPoint(x: 250, y: 300); pop.springBounciness = 12
        popLayer.pop_add(pop, forKey: "p")

        // View animations: UIView.animate (additive basic animations) with an interruption, the spring
        // variant, and a transition.
        let view = UIView(frame: CGRect(x: 10, y: 400, width: 50, height: 50))
        view.layer.name = "view"
        window.addSubview(view)
        UIView.animate(withDuration: 1.0, delay: 0, options: [.curveEaseInOut], animations: {
            view.center = CGPoint(x: 250, y: 450); view.alpha = 0.4
            view.transform = CGAffineTransform(rotationAngle: 0.6).scaledBy(x: 1.3, y: 0.8)
        })
        // Shadows: a spring on the opacity, a keyframed radius, a basic offset and colour.
        let shadowed = next("shadow")
        let shadowOpacity = CASpringAnimation(keyPath: "shadowOpacity")
        shadowOpacity.fromValue = 0; shadowOpacity.toValue = 0.6; shadowOpacity.damping = 7
        shadowOpacity.duration = shadowOpacity.settlingDuration
        shadowed.add(shadowOpacity, forKey: "o")
        let shadowRadius = CAKeyframeAnimation(keyPath: "shadowRadius")
        shadowRadius.values = [2, 14, 6]; shadowRadius.keyTimes = [0, 0.3, 1]; shadowRadius.duration = 1.7
        shadowRadius.calculationMode = .cubic
        shadowed.add(shadowRadius, forKey: "r")
        let shadowOffset = CABasicAnimation(keyPath: "shadowOffset")
        shadowOffset.fromValue = CGSize(width: 0, height: 2); shadowOffset.toValue = CGSize(width: 3, height: 18)
        shadowOffset.duration = 1.2; shadowOffset.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        shadowed.add(shadowOffset, forKey: "d")
        let shadowColor = CABasicAnimation(keyPath: "shadowColor")
        shadowColor.toValue = CGColor(red: 0.9, green: 0.1, blue: 0.3, alpha: 0.8); shadowColor.duration = 0.9
        shadowed.add(shadowColor, forKey: "c")
        // A text layer's size and colour.
        let text = CATextLayer()
        text.name = "text"
        CATransaction.performWithoutAnimation { text.frame = CGRect(x: 0, y: y + 12, width: 100, height: 30); text.string = "Aa" }
        window.layer.addSublayer(text)
        let fontSize = CAKeyframeAnimation(keyPath: "fontSize")
        fontSize.values = [12, 40, 18]; fontSize.duration = 1.4; fontSize.calculationMode = .cubic
        text.add(fontSize, forKey: "s")
        let textColor = CABasicAnimation(keyPath: "foregroundColor")
        textColor.toValue = CGColor(red: 0.1, green: 0.9, blue: 0.2, alpha: 1); textColor.duration = 0.8
        text.add(textColor, forKey: "c")
        let springView = UIView(frame: CGRect(x: 10, y: 480, width: 50, height: 50))
        springView.layer.name = "springView"
        window.addSubview(springView)
        UIView.animate(withDuration: 2.1, delay: 0.2, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.5, options: [],
                       animations: { springView.frame.origin.x = 260 })
    }

    /// Every layer of the window's tree, depth first.
    func allLayers(_ l: CALayer) -> [CALayer] { [l] + (l.sublayers ?? []).flatMap(allLayers) }

    func assertClose(_ a: LayerProperties, _ b: LayerProperties, _ name: String, _ t: Double, file: StaticString = #filePath, line: UInt = #line) {
        func close(_ x: CGFloat, _ y: CGFloat) -> Bool { abs(x - y) <= 1e-9 * max(1, abs(x), abs(y)) }
        let ma = a.transform, mb = b.transform
        let fields: [(String, CGFloat, CGFloat)] = [
            ("position.x", a.position.x, b.position.x), ("position.y", a.position.y, b.position.y),
            ("bounds.x", a.bounds.origin.x, b.bounds.origin.x), ("bounds.w", a.bounds.width, b.bounds.width),
            ("bounds.h", a.bounds.height, b.bounds.height), ("anchor.x", a.anchorPoint.x, b.anchorPoint.x),
            ("opacity", CGFloat(a.opacity), CGFloat(b.opacity)), ("zPosition", a.zPosition, b.zPosition),
            ("cornerRadius", a.cornerRadius, b.cornerRadius),
            ("m11", ma.m11, mb.m11), ("m12", ma.m12, mb.m12), ("m13", ma.m13, mb.m13), ("m14", ma.m14, mb.m14),
            ("m21", ma.m21, mb.m21), ("m22", ma.m22, mb.m22), ("m23", ma.m23, mb.m23), ("m24", ma.m24, mb.m24),
            ("m31", ma.m31, mb.m31), ("m32", ma.m32, mb.m32), ("m33", ma.m33, mb.m33), ("m34", ma.m34, mb.m34),
            ("m41", ma.m41, mb.m41), ("m42", ma.m42, mb.m42), ("m43", ma.m43, mb.m43), ("m44", ma.m44, mb.m44),
            ("bg.r", a.backgroundColor?.red ?? -1, b.backgroundColor?.red ?? -1),
            ("bg.a", a.backgroundColor?.alpha ?? -1, b.backgroundColor?.alpha ?? -1),
            ("shadowOpacity", CGFloat(a.shadow.opacity), CGFloat(b.shadow.opacity)),
            ("shadowRadius", a.shadow.radius, b.shadow.radius),
            ("shadowOffset.w", a.shadow.offset.width, b.shadow.offset.width),
            ("shadowOffset.h", a.shadow.offset.height, b.shadow.offset.height),
            ("shadowColor.r", a.shadow.color?.red ?? -1, b.shadow.color?.red ?? -1),
            ("shadowColor.a", a.shadow.color?.alpha ?? -1, b.shadow.color?.alpha ?? -1),
            ("fontSize", a.content?.text?.fontSize ?? -1, b.content?.text?.fontSize ?? -1),
            ("foregroundColor.g", a.content?.text?.foregroundColor?.green ?? -1, b.content?.text?.foregroundColor?.green ?? -1),
        ]
        for (field, x, y) in fields where !close(x, y) {
            XCTFail("\(name).\(field) at t = \(t): fast \(x), reference \(y)", file: file, line: line)
        }
    }

    func testTheFastPathEqualsTheReferenceOverTheWholeVocabulary() throws {
        buildVocabulary()
        let renderer = LayerRenderer()
        let driver = AnimationDriver.shared
        var compared = 0
        for frame in 1...240 {
            let t = Double(frame) / 60
            driver.advance(to: t)
            window.layoutIfNeeded()
            AnimationContext.current.commit()
            let layers = allLayers(window.layer)
            // Fast: the renderer's evaluation of the whole tree (what every frame draws).
            let tree = renderer.evaluatedProperties(root: window.layer, at: t)
            // Reference: each layer on its own, every fast path off.
            AnimationEvaluation.usesFastPaths = false
            let reference = layers.map { $0.presentationProperties(atLocalTime: $0.localTime(fromGlobal: t)) }
            AnimationEvaluation.usesFastPaths = true
            XCTAssertEqual(tree.count, layers.count)
            for (i, l) in layers.enumerated() {
                guard let fast = tree[ObjectIdentifier(l)] else { XCTFail("\(l.name ?? "?") not evaluated"); continue }
                assertClose(fast, reference[i], l.name ?? "layer \(i)", t)
                compared += 1
            }
        }
        // The window, 24 animated layers (one per kind above, the shadowed and text ones included) and the two views.
        XCTAssertEqual(compared, 240 * 26)
    }
}
