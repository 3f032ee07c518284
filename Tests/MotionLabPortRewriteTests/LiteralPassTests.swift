import XCTest
import MotionLiterals
@testable import MotionLabPortRewrite

/// Tunable literals: which literals the rewrite wraps in lookups (input → output text), what it
/// records of each for the per-target table, and what it leaves alone.
final class LiteralPassTests: XCTestCase {
    let scope = LiteralScope(module: "App", path: "Screens/Card.swift")

    func rewrite(_ body: String, imports: String = "import UIKit\n") -> FileRewrite {
        PortRewrite.rewrite(imports + body, fileName: "/p/iOS/Screens/Card.swift", layout: .build, literals: scope)
    }

    /// The literal records as "line text | call | parameter", after checking that each one's line and
    /// column, and its byte offset, point at its text in the user's file.
    func sites(_ body: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let source = "import UIKit\n" + body
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        let bytes = Array(source.utf8)
        let literals = rewrite(body).literals
        for l in literals {
            let n = l.text.utf8.count
            XCTAssertEqual(String(decoding: lines[l.line - 1].dropFirst(l.column - 1).prefix(n), as: UTF8.self), l.text,
                           "\(l.line):\(l.column) is where \(l.text) is", file: file, line: line)
            XCTAssertEqual(String(decoding: bytes[l.offset..<min(bytes.count, l.offset + n)], as: UTF8.self), l.text,
                           "byte \(l.offset) is where \(l.text) is", file: file, line: line)
        }
        return literals.map { "\($0.line) \($0.text) | \($0.call) | \($0.parameter)" }
    }

    func testTheSpringFormIsWrappedKeepingLinesAndTheLiteralsText() {
        let result = rewrite("""
            func pop() {
                UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.55,
                               initialSpringVelocity: -2, options: [], animations: { self.card.alpha = 1 })
            }
            """)
        XCTAssertEqual(result.text, """
            import UIKit
            func pop() {
                UIView.animate(withDuration: __designTimeFloat("App/Screens/Card.swift:3:34", fallback: 0.5), delay: __designTimeInteger("App/Screens/Card.swift:3:46", fallback: 0), usingSpringWithDamping: __designTimeFloat("App/Screens/Card.swift:3:73", fallback: 0.55),
                               initialSpringVelocity: __designTimeInteger("App/Screens/Card.swift:4:43", fallback: -2), options: [], animations: { self.card.alpha = 1 })
            }
            """, "the alpha in the animations closure is not an argument of the animation API")
        XCTAssertEqual(result.literals.map(\.call), ["UIView.animate … withDuration", "UIView.animate … delay",
                                                     "UIView.animate … usingSpringWithDamping", "UIView.animate … initialSpringVelocity"])
        XCTAssertEqual(result.literals.map(\.parameter), ["duration", "delay", "dampingRatio", "springVelocity"])
        XCTAssertEqual(Set(result.literals.map(\.group)).count, 1, "one call, one group")
        // Offsets are the literal's bytes in the user's file (the minus sign of -2 included).
        let source = Array(("import UIKit\n" + """
            func pop() {
                UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.55,
                               initialSpringVelocity: -2, options: [], animations: { self.card.alpha = 1 })
            }
            """).utf8)
        for l in result.literals {
            XCTAssertEqual(String(decoding: source[l.offset..<l.offset + l.text.utf8.count], as: UTF8.self), l.text)
        }
    }

    func testEveryFormOfTheAnimationAPIs() {
        let found = sites("""
            func all(i: Int, animated: Bool) {
                UIView.animate(withDuration: 0.3) {}
                UIView.animate(withDuration: 0.3, animations: {}, completion: nil)
                UIView.animate(withDuration: 0.3, delay: 0.1, options: .curveEaseOut, animations: {})
                UIView.animate(springDuration: 0.6, bounce: 0.3, initialSpringVelocity: 1, delay: 0.2) {}
                UIView.animateKeyframes(withDuration: 1.2, delay: 0, options: []) {
                    UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) {}
                }
                UIView.transition(with: card, duration: 0.45, options: .transitionFlipFromLeft, animations: {})
                UIView.transition(from: a, to: b, duration: 0.7, options: [])
                UIView.beginAnimations(nil, context: nil)
                UIView.setAnimationDuration(0.2)
                UIView.setAnimationDelay(0.05)
                UIView.setAnimationRepeatCount(2.5)
                CATransaction.setAnimationDuration(0.35)
                let a1 = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut)
                let a2 = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.8) {}
                let a3 = UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.2, y: 1))
                let a4 = UIViewPropertyAnimator(duration: 2, timingParameters: UISpringTimingParameters(dampingRatio: 0.6, initialVelocity: CGVector(dx: 0, dy: 3)))
                _ = UISpringTimingParameters(mass: 1, stiffness: 170, damping: 26, initialVelocity: .zero)
                _ = UISpringTimingParameters(duration: 0.5, bounce: 0.2)
                _ = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.25, y: 0.1), controlPoint2: CGPoint(x: 0.25, y: 1))
                UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.25, delay: 0.1, options: [], animations: {})
                a1.addAnimations({}, delayFactor: 0.5)
                a1.startAnimation(afterDelay: 0.15)
                a1.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
                a2.fractionComplete = 0.3
                _ = CAMediaTimingFunction(controlPoints: 0.34, 1.56, 0.64, 1)
                _ = CASpringAnimation(perceptualDuration: 0.4, bounce: 0.2)
                _ = RBBCubicBezier(0.68, -0.55, 0.265, 1.55)
                Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in }
                perform(#selector(hide), with: nil, afterDelay: 2)
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {}
            }
            """)
        XCTAssertEqual(found, [
            "3 0.3 | UIView.animate … withDuration | duration",
            "4 0.3 | UIView.animate … withDuration | duration",
            "5 0.3 | UIView.animate … withDuration | duration",
            "5 0.1 | UIView.animate … delay | delay",
            "6 0.6 | UIView.animate … springDuration | perceptualDuration",
            "6 0.3 | UIView.animate … bounce | bounce",
            "6 1 | UIView.animate … initialSpringVelocity | springVelocity",
            "6 0.2 | UIView.animate … delay | delay",
            "7 1.2 | UIView.animateKeyframes … withDuration | duration",
            "7 0 | UIView.animateKeyframes … delay | delay",
            "8 0.25 | UIView.addKeyframe … withRelativeStartTime | relativeTime",
            "8 0.5 | UIView.addKeyframe … relativeDuration | relativeTime",
            "10 0.45 | UIView.transition … duration | duration",
            "11 0.7 | UIView.transition … duration | duration",
            "13 0.2 | UIView.setAnimationDuration | duration",
            "14 0.05 | UIView.setAnimationDelay | delay",
            "15 2.5 | UIView.setAnimationRepeatCount | repeatCount",
            "16 0.35 | CATransaction.setAnimationDuration | duration",
            "17 0.4 | UIViewPropertyAnimator … duration | duration",
            "18 0.5 | UIViewPropertyAnimator … duration | duration",
            "18 0.8 | UIViewPropertyAnimator … dampingRatio | dampingRatio",
            "19 1 | UIViewPropertyAnimator … duration | duration",
            "19 0.1 | UIViewPropertyAnimator … controlPoint1.x | controlPointX",
            "19 0.9 | UIViewPropertyAnimator … controlPoint1.y | controlPointY",
            "19 0.2 | UIViewPropertyAnimator … controlPoint2.x | controlPointX",
            "19 1 | UIViewPropertyAnimator … controlPoint2.y | controlPointY",
            "20 2 | UIViewPropertyAnimator … duration | duration",
            "20 0.6 | UISpringTimingParameters … dampingRatio | dampingRatio",
            "20 0 | UISpringTimingParameters … initialVelocity.dx | springVelocity",
            "20 3 | UISpringTimingParameters … initialVelocity.dy | springVelocity",
            "21 1 | UISpringTimingParameters … mass | mass",
            "21 170 | UISpringTimingParameters … stiffness | stiffness",
            "21 26 | UISpringTimingParameters … damping | damping",
            "22 0.5 | UISpringTimingParameters … duration | perceptualDuration",
            "22 0.2 | UISpringTimingParameters … bounce | bounce",
            "23 0.25 | UICubicTimingParameters … controlPoint1.x | controlPointX",
            "23 0.1 | UICubicTimingParameters … controlPoint1.y | controlPointY",
            "23 0.25 | UICubicTimingParameters … controlPoint2.x | controlPointX",
            "23 1 | UICubicTimingParameters … controlPoint2.y | controlPointY",
            "24 0.25 | UIViewPropertyAnimator.runningPropertyAnimator … withDuration | duration",
            "24 0.1 | UIViewPropertyAnimator.runningPropertyAnimator … delay | delay",
            "25 0.5 | UIViewPropertyAnimator.addAnimations … delayFactor | fraction",
            "26 0.15 | UIViewPropertyAnimator.startAnimation … afterDelay | delay",
            "27 0.5 | UIViewPropertyAnimator.continueAnimation … durationFactor | durationFactor",
            "28 0.3 | UIViewPropertyAnimator.fractionComplete | fraction",
            "29 0.34 | CAMediaTimingFunction … c1x | controlPointX",
            "29 1.56 | CAMediaTimingFunction … c1y | controlPointY",
            "29 0.64 | CAMediaTimingFunction … c2x | controlPointX",
            "29 1 | CAMediaTimingFunction … c2y | controlPointY",
            "30 0.4 | CASpringAnimation … perceptualDuration | perceptualDuration",
            "30 0.2 | CASpringAnimation … bounce | bounce",
            "31 0.68 | RBBCubicBezier … x1 | controlPointX",
            "31 -0.55 | RBBCubicBezier … y1 | controlPointY",
            "31 0.265 | RBBCubicBezier … x2 | controlPointX",
            "31 1.55 | RBBCubicBezier … y2 | controlPointY",
            "32 0.25 | Timer.scheduledTimer … withTimeInterval | delay",
            "33 2 | perform … afterDelay | delay",
            "34 1.5 | DispatchQueue.asyncAfter … deadline | delay",
        ])
    }

    func testPropertiesOfAnimationsAndLayers() {
        let found = sites("""
            class Pulse {
                let ring = CAReplicatorLayer()
                func make() -> CAAnimation {
                    let spring = CASpringAnimation(keyPath: "transform.scale")
                    spring.mass = 1.2
                    spring.stiffness = 200
                    spring.damping = 12
                    spring.initialVelocity = 0.5
                    spring.duration = spring.settlingDuration
                    let fade: CABasicAnimation = CABasicAnimation(keyPath: "opacity")
                    fade.fromValue = 0
                    fade.toValue = 1.0
                    fade.beginTime = CACurrentMediaTime() + 0.3
                    fade.repeatCount = 3
                    fade.speed = 2
                    fade.timeOffset = 0.1
                    let shake = CAKeyframeAnimation(keyPath: "position")
                    shake.values = [NSValue(cgPoint: CGPoint(x: 0, y: 10)), -8, 8.5]
                    shake.keyTimes = [0, 0.4, 1]
                    ring.instanceDelay = 0.12
                    ring.instanceCount = 5
                    let pop = POPSpringAnimation(propertyNamed: kPOPLayerScaleXY)
                    pop.springBounciness = 14
                    pop.springSpeed = 8
                    pop.dynamicsTension = 300
                    pop.dynamicsFriction = 20
                    pop.velocity = NSValue(cgSize: CGSize(width: 2, height: 2))
                    let jnw = JNWSpringAnimation.animation(withKeyPath: "position.y")
                    jnw.damping = 9
                    self.ring.instanceDelay = 0.2
                    return fade
                }
            }
            """)
        XCTAssertEqual(found, [
            "6 1.2 | CASpringAnimation.mass | mass",
            "7 200 | CASpringAnimation.stiffness | stiffness",
            "8 12 | CASpringAnimation.damping | damping",
            "9 0.5 | CASpringAnimation.initialVelocity | springVelocity",
            "12 0 | CABasicAnimation.fromValue | value",
            "13 1.0 | CABasicAnimation.toValue | value",
            "14 0.3 | CABasicAnimation.beginTime (operand) | operand",
            "15 3 | CABasicAnimation.repeatCount | repeatCount",
            "16 2 | CABasicAnimation.speed | speed",
            "17 0.1 | CABasicAnimation.timeOffset | timeOffset",
            "19 0 | CAKeyframeAnimation.values[0].x | value",
            "19 10 | CAKeyframeAnimation.values[0].y | value",
            "19 -8 | CAKeyframeAnimation.values[1] | value",
            "19 8.5 | CAKeyframeAnimation.values[2] | value",
            "20 0 | CAKeyframeAnimation.keyTimes[0] | keyTime",
            "20 0.4 | CAKeyframeAnimation.keyTimes[1] | keyTime",
            "20 1 | CAKeyframeAnimation.keyTimes[2] | keyTime",
            "21 0.12 | CAReplicatorLayer.instanceDelay | instanceDelay",
            "22 5 | CAReplicatorLayer.instanceCount | instanceCount",
            "24 14 | POPSpringAnimation.springBounciness | popBounciness",
            "25 8 | POPSpringAnimation.springSpeed | popSpeed",
            "26 300 | POPSpringAnimation.dynamicsTension | popDynamics",
            "27 20 | POPSpringAnimation.dynamicsFriction | popFriction",
            "28 2 | POPSpringAnimation.velocity.width | velocity",
            "28 2 | POPSpringAnimation.velocity.height | velocity",
            "30 9 | JNWSpringAnimation.damping | damping",
            "31 0.2 | CAReplicatorLayer.instanceDelay | instanceDelay",
        ])
        let literals = rewrite("""
            func f() {
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 0
                fade.toValue = 1.0
                fade.byValue = CGFloat(2)
                fade.repeatCount = 3
            }
            """).literals
        XCTAssertEqual(literals.map(\.typedAsInt), [true, false, false, false],
                       "an integer in an Any position is an Int at run time; elsewhere its type is the API's")
    }

    func testArithmeticTernariesConversionsAndCasts() {
        let found = sites("""
            func stagger(_ views: [UIView], animated: Bool) {
                for (i, v) in views.enumerated() {
                    UIView.animate(withDuration: animated ? 0.3 : 0, delay: 0.05 * Double(i), options: [], animations: {})
                    UIView.animate(withDuration: (0.4), delay: TimeInterval(0.1) + base, options: [], animations: {})
                    UIView.animate(withDuration: 0.2 as TimeInterval, animations: {})
                    UIView.animate(withDuration: CGFloat(1.5) > 1 ? 1 : 2, animations: {})
                }
            }
            """)
        XCTAssertEqual(found, [
            "4 0.3 | UIView.animate … withDuration | duration",
            "4 0 | UIView.animate … withDuration | duration",
            "4 0.05 | UIView.animate … delay (operand) | operand",
            "5 0.4 | UIView.animate … withDuration | duration",
            "5 0.1 | UIView.animate … delay (operand) | operand",
            "6 0.2 | UIView.animate … withDuration | duration",
            "7 1 | UIView.animate … withDuration | duration",
            "7 2 | UIView.animate … withDuration | duration",
        ], "a ternary's condition is not the argument; its branches are")
    }

    func testLiteralsLeftAlone() {
        let source = """
            class Card: UIViewController {
                let springDamping: CGFloat = 0.55
                func f() {
                    view.alpha = 0.5
                    view.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
                    let label = "duration: 0.3"
                    print("\\(0.5)")
                    fade(duration: 0.3)
                    UIView.animate(withDuration: springDamping * scale) { self.view.alpha = 0 }
                    UIView.animate(withDuration: duration(for: 0.3)) {}
                    UIView.animate(withDuration: .pi) {}
                    view.layer.cornerRadius = 12
                    anim.duration += 0.5
                    anim.toValue = "0.5"
                    _ = CAMediaTimingFunction(name: .easeIn)
                    #if os(iOS)
                    UIView.animate(withDuration: 0.9) {}
                    #elseif canImport(UIKit)
                    UIView.animate(withDuration: 0.8) {}
                    #else
                    UIView.animate(withDuration: 0.7) {}
                    #endif
                }
            }
            """
        XCTAssertEqual(sites(source), ["20 0.8 | UIView.animate … withDuration | duration"],
                       "only the literal of the #if clause that compiles on Linux")
        XCTAssertTrue(rewrite(source.replacingOccurrences(of: "0.8", with: "x")).literals.isEmpty)
    }

    func testNegativeLiteralsAreOneSite() {
        let result = rewrite("func f() { UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: -1.5, options: [], animations: {}) }")
        XCTAssertEqual(result.literals.last?.text, "-1.5")
        XCTAssertTrue(result.text.contains("__designTimeFloat(\"App/Screens/Card.swift:2:106\", fallback: -1.5)"), result.text)
    }

    func testFilesThatCannotSeeTheLookupsAndTheEditLayoutAreLeftAlone() {
        let body = "func f() { UIView.animate(withDuration: 0.3) {} }\n"
        XCTAssertTrue(rewrite(body, imports: "import Foundation\n").literals.isEmpty, "no module that declares the lookups")
        XCTAssertEqual(rewrite(body, imports: "import Foundation\n").text, "import Foundation\n" + body)
        XCTAssertEqual(rewrite(body, imports: "import QuartzCore\n").literals.count, 1)
        let edit = PortRewrite.rewrite("import UIKit\n" + body, fileName: "A.swift", layout: .edit, literals: scope)
        XCTAssertEqual(edit.text, "import UIKit\n" + body, "motionlab port writes literals as they were")
        XCTAssertTrue(edit.literals.isEmpty)
        let noScope = PortRewrite.rewrite("import UIKit\n" + body, fileName: "A.swift", layout: .build)
        XCTAssertEqual(noScope.text, "import UIKit\n" + body)
    }

    /// Later passes report the user's columns, though a wrap lengthened the line before them.
    func testLaterPassesReportUserColumnsAfterAWrap() {
        let source = "import UIKit\nclass A { func f() { UIView.animate(withDuration: 0.3) {}; _ = #selector(getter: x) } }\n"
        let result = PortRewrite.rewrite(source, fileName: "A.swift", layout: .build, literals: scope)
        XCTAssertEqual(result.literals.count, 1)
        XCTAssertEqual(result.leftAsWritten.map(\.column), [64], "the column of #selector in the user's line")
        XCTAssertEqual(Array(source.utf8)[(13 + 63)...].prefix(9).map { Character(Unicode.Scalar($0)) }, Array("#selector"))
    }

    func testBuildLayoutKeepsEveryLine() {
        let source = "import UIKit\nfunc f() {\n    UIView.animate(withDuration: 0.3,\n                   delay: 0) {\n    }\n}\n"
        let text = PortRewrite.rewrite(source, fileName: "A.swift", layout: .build, literals: scope).text
        XCTAssertEqual(text.split(separator: "\n", omittingEmptySubsequences: false).count,
                       source.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    func testKeysEscapeAPathTheStringCannotHoldAsIs() {
        let odd = LiteralScope(module: "App", path: "We\"ird\\Card.swift")
        let result = PortRewrite.rewrite("import UIKit\nfunc f() { UIView.animate(withDuration: 0.3) {} }", fileName: "A.swift",
                                         layout: .build, literals: odd)
        XCTAssertTrue(result.text.contains(#"__designTimeFloat("App/We\"ird\\Card.swift:2:41", fallback: 0.3)"#))
    }

    func testEveryParameterTheRewriteNamesExistsInMotionLiterals() {
        for name in AnimationAPIs.parameterNames {
            XCTAssertNotNil(LiteralParameter(rawValue: name), "MotionLiterals has no parameter '\(name)'")
        }
    }

    func testInactiveCodeConditions() {
        func active(_ condition: String) -> Bool {
            let result = rewrite("func f() {\n#if \(condition)\nUIView.animate(withDuration: 0.3) {}\n#endif\n}")
            return !result.literals.isEmpty
        }
        XCTAssertFalse(active("os(iOS)"))
        XCTAssertTrue(active("os(Linux)"))
        XCTAssertTrue(active("canImport(UIKit)"))
        XCTAssertFalse(active("canImport(SwiftUI)"))
        XCTAssertFalse(active("!canImport(UIKit)"))
        XCTAssertTrue(active("DEBUG"), "unknown: possibly compiled, so listed")
        XCTAssertFalse(active("os(iOS) && DEBUG"))
        XCTAssertTrue(active("os(iOS) || DEBUG"))
        XCTAssertFalse(active("targetEnvironment(simulator)"))
    }
}

/// The per-target table of literals (`MotionLabPortLiterals.swift`).
final class LiteralTableFileTests: XCTestCase {
    func testTheTableListsEveryFileWithLiteralsAndRegistersAtLoad() {
        let source = "import UIKit\nfunc f() { UIView.animate(withDuration: 0.3) {} }\n"
        var file = PortRewrite.rewrite(source, fileName: "/p/iOS/A.swift", layout: .build,
                                       literals: LiteralScope(module: "App", path: "A.swift"))
        let plain = PortRewrite.rewrite("import UIKit\n", fileName: "/p/iOS/B.swift", layout: .build,
                                        literals: LiteralScope(module: "App", path: "B.swift"))
        file.bytes = SourceBytes([0xEF, 0xBB, 0xBF] + Array(source.utf8))
        let fingerprint = SourceFingerprint.of([0xEF, 0xBB, 0xBF] + Array(source.utf8))
        XCTAssertEqual(LiteralTableFile.generate(from: [file, plain]), """
            // Generated by the MotionLabPort plugin: every tunable literal of this target's iOS/ files
            // (`list --literals`). Do not edit; it is rewritten when they change.
            #if compiler(>=6.3)
            import UIKit

            @used @section(".init_array")
            private let motionLabPortLiteralsAtLoad: @convention(c) () -> Void = motionLabPortRegisterLiterals

            private func motionLabPortRegisterLiterals() {
                LiteralRegistry.register(motionLabPortLiteralTable)
            }

            private func motionLabPortLiteralTable() -> LiteralTable {
                LiteralTable(module: "App", files: [
                    LiteralFile(path: "A.swift", displayPath: "/p/iOS/A.swift",
                                fingerprint: 0x\(String(fingerprint, radix: 16)), byteCount: \(source.utf8.count + 3),
                                declaredTypes: [], sites: [
                        LiteralSiteRecord(2, 41, 56, "0.3", 0.3, "UIView.animate … withDuration", "withDuration", .duration, integer: false, group: 0),
                    ]),
                ])
            }
            #endif

            """, "the offset counts the byte-order mark the text does not have")
        XCTAssertEqual(Array(source.utf8)[53..<56], Array("0.3".utf8)[...], "13 bytes of line 1, then 40 bytes of line 2")
    }

    func testATargetWithoutLiteralsGetsAnEmptyFile() {
        let plain = PortRewrite.rewrite("import UIKit\nlet x = 0.5\n", fileName: "/p/iOS/B.swift", layout: .build,
                                        literals: LiteralScope(module: "App", path: "B.swift"))
        XCTAssertFalse(LiteralTableFile.generate(from: [plain]).contains("import"))
    }

    func testTheFingerprintIsMotionLiteralsOwn() {
        var generator = SystemRandomNumberGenerator()
        for n in [0, 1, 7, 1000] {
            let bytes = (0..<n).map { _ in UInt8.random(in: 0...255, using: &generator) }
            XCTAssertEqual(SourceBytes(bytes).fingerprint, SourceFingerprint.of(bytes))
        }
        XCTAssertEqual(SourceFingerprint.of(Array("a".utf8)), 0xaf63dc4c8601ec8c, "FNV-1a 64 of \"a\" (the published test vector)")
    }
}
