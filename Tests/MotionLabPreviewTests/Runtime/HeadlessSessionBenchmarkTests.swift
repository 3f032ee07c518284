import XCTest
import UIKit
@testable import MotionLabPreview

/// `HeadlessSession.benchmark(frames:)`, what `motionlab bench frame` prints: per frame, the layers the
/// renderer evaluated and those it evaluated from programs (the fast path for springs and keyframes).
final class HeadlessSessionBenchmarkTests: XCTestCase {
    /// `count` dots with the stress scene's spring and pulse (`StressAnimations`), or a view sliding by
    /// `UIView.animate` (a basic animation: no kernel).
    final class Dots: UIViewController {
        let count: Int
        let springs: Bool
        var dots: [CALayer] = []
        let slider = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        init(count: Int, springs: Bool) { self.count = count; self.springs = springs; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            for i in 0..<count {
                let dot = CALayer()
                CATransaction.performWithoutAnimation {
                    dot.bounds = CGRect(x: 0, y: 0, width: 6, height: 6)
                    dot.position = CGPoint(x: 10 + Double(i % 30) * 10, y: 10 + Double(i / 30) * 10)
                    dot.backgroundColor = UIColor.systemBlue.cgColor
                }
                view.layer.addSublayer(dot)
                dots.append(dot)
            }
            slider.backgroundColor = .systemGreen
            view.addSubview(slider)
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if springs {
                var animations = StressAnimations(seed: 7)
                for dot in dots { animations.add(to: dot, from: CGPoint(x: 160, y: 100), to: dot.position) }
            } else {
                UIView.animate(withDuration: 5, delay: 0, options: [.curveLinear], animations: { self.slider.frame.origin.x = 250 })
            }
        }
    }

    func benchmark(count: Int, springs: Bool) throws -> HeadlessSession {
        var options = HeadlessSession.Options()
        options.scale = 1
        let s = try HeadlessSession(preview: Preview("dots", size: CGSize(width: 320, height: 200)) { Dots(count: count, springs: springs) },
                                    options: options)
        _ = try s.benchmark(frames: 3)
        _ = try s.benchmark(frames: 10)
        return s
    }

    func testSpringsAndPulsesAreEvaluatedFromPrograms() throws {
        let s = try benchmark(count: 120, springs: true)
        XCTAssertEqual(s.benchmarkProgramLayers, [Int](repeating: 120, count: 10))
        XCTAssertEqual(s.benchmarkEvaluatedLayers, [Int](repeating: 120, count: 10))
    }

    func testABasicAnimationIsEvaluatedThroughItsAnimation() throws {
        let s = try benchmark(count: 20, springs: false)
        XCTAssertEqual(s.benchmarkProgramLayers, [Int](repeating: 0, count: 10))
        XCTAssertEqual(s.benchmarkEvaluatedLayers.min(), 1, "the sliding view's layer, every frame")
    }
}
