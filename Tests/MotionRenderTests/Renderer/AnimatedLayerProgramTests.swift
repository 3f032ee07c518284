import XCTest
import MotionLab
@testable import MotionAnimation
@testable import MotionLayers
@testable import MotionRender

/// The renderer evaluates layers whose animations all have kernels from programs copied out of them
/// (`AnimatedLayerProgram`). A program is derived state: every value it gives must be, bit for bit, the
/// layer's own evaluation (`presentationProperties(atLocalTime:)`) and every list the one a renderer that
/// keeps nothing draws — also right after whatever a program copied changes (the model under the
/// animation, the animations, a hold), when it is made again.
final class AnimatedLayerProgramTests: RenderTestCase {
    /// Springs and keyframes of the stress scene's kinds on leaves, with the parameters spread.
    func addAnimatedLeaves(_ count: Int) -> [CALayer] {
        var leaves: [CALayer] = []
        let curves = [CAMediaTimingFunction(name: .easeOut), CAMediaTimingFunction(name: .easeInEaseOut),
                      CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(controlPoints: 0.3, 1.4, 0.6, -0.2)]
        for i in 0..<count {
            let f = Double(i) / Double(count)
            let l = layer(CGRect(x: 10 + 3 * Double(i % 90), y: 10 + 4 * Double(i / 90), width: 6, height: 6),
                          CGColor(red: f, green: 0.5, blue: 1 - f, alpha: 1)) { l in
                l.cornerRadius = 3
                if i % 3 == 0 { l.borderWidth = 1; l.borderColor = RenderTestCase.blue }
                if i % 5 == 0 { l.transform = CATransform3DMakeRotation(0.3 + f, 0, 0, 1) }
            }
            switch i % 4 {
            case 0:
                let spring = CASpringAnimation(keyPath: "position")
                spring.fromValue = CGPoint(x: 160, y: 240); spring.toValue = l.position
                spring.mass = 0.5 + f; spring.stiffness = 100 + 200 * f; spring.damping = 5 + 20 * f
                spring.initialVelocity = 2 - 4 * f; spring.duration = 30
                l.add(spring, forKey: "spring")
            case 1:
                let spring = CASpringAnimation(keyPath: "opacity")
                spring.fromValue = 0.2; spring.toValue = 1; spring.damping = 3 + 40 * f  // some over critical
                spring.duration = 30
                l.add(spring, forKey: "fade")
            default:
                break
            }
            let pulse = CAKeyframeAnimation(keyPath: i % 2 == 0 ? "transform.scale" : "cornerRadius")
            let n = 2 + i % 7   // 2…8 keyframes: all inline
            pulse.values = (0..<n).map { k in 1 + 0.3 * sin(Double(k) + f) }
            pulse.keyTimes = (0..<n).map { k in NSNumber(value: Double(k) / Double(n - 1)) }
            pulse.timingFunctions = (0..<(n - 1)).map { k in curves[(k + i) % curves.count] }
            if i % 6 == 0 { pulse.timingFunction = curves[3] }
            pulse.duration = 0.4 + f; pulse.repeatCount = .infinity; pulse.autoreverses = i % 8 == 0
            l.add(pulse, forKey: "pulse")
            leaves.append(l)
        }
        return leaves
    }

    /// Draws at t0 + dt and checks the list against a renderer that keeps nothing and every layer's kept
    /// values against its own evaluation, exactly.
    @discardableResult
    func checkFrame(_ dt: CFTimeInterval, _ message: String, file: StaticString = #filePath, line: UInt = #line) -> LayerRendererStatistics {
        let t = t0 + dt
        AnimationDriver.shared.advance(to: t)
        let values = renderer.evaluatedProperties(root: root, at: t)
        let statistics = renderer.statistics
        let kept = renderer.render(root: root, at: t)
        let fresh = LayerRenderer(keepsFrames: false).render(root: root, at: t)
        if kept != fresh {
            let k = (0..<min(kept.count, fresh.count)).first { kept[$0] != fresh[$0] } ?? min(kept.count, fresh.count)
            XCTFail("\(message): the kept list differs from one drawn from nothing at command \(k) of \(kept.count) (\(fresh.count) from nothing)",
                    file: file, line: line)
        }
        for l in root.sublayers ?? [] {
            guard let v = values[ObjectIdentifier(l)] else { XCTFail("\(message): a layer not evaluated", file: file, line: line); continue }
            let own = l.presentationProperties(atLocalTime: l.localTime(fromGlobal: t))
            if v != own {
                XCTFail("\(message): a layer's values differ from its own evaluation", file: file, line: line)
                break
            }
        }
        return statistics
    }

    func testProgramsGiveTheLayersOwnValuesBitForBit() {
        let leaves = addAnimatedLeaves(300)
        checkFrame(0, "first frame")
        var programmed = 0
        for frame in 1...90 {
            programmed = max(programmed, checkFrame(Double(frame) / 60, "frame \(frame)").programLayers)
        }
        // Every leaf is drawn from its program once one frame has evaluated it unchanged.
        XCTAssertEqual(programmed, leaves.count)
    }

    func testAProgramIsMadeAgainAfterWhatItCopiedChanges() {
        let leaves = addAnimatedLeaves(40)
        for frame in 0...3 { checkFrame(Double(frame) / 60, "warm-up \(frame)") }
        XCTAssertEqual(renderer.statistics.programLayers, 40)
        var dt = 4.0 / 60
        func step(_ name: String, _ change: () -> Void) {
            change()
            // The changed frame and the next two (the program is remade after an unchanged frame).
            for _ in 0..<3 { checkFrame(dt, name); dt += 1.0 / 60 }
        }
        // The model under the animations: the fields they write over and the ones they do not.
        step("model transform under a pulse") { quietly { leaves[0].transform = CATransform3DMakeRotation(1.1, 0, 0, 1) } }
        step("model position under a spring") { quietly { leaves[4].position = CGPoint(x: 33, y: 44) } }
        step("model position under a pulse only") { quietly { leaves[2].position = CGPoint(x: 70, y: 90) } }
        step("model opacity under an opacity spring") { quietly { leaves[1].opacity = 0.5 } }
        step("colour and size") { quietly { leaves[3].backgroundColor = RenderTestCase.red; leaves[3].bounds.size = CGSize(width: 9, height: 4) } }
        step("a border appears") { quietly { leaves[2].borderWidth = 2; leaves[2].borderColor = RenderTestCase.green } }
        // The animations: replaced, removed, added, held and resumed.
        step("pulse replaced") {
            let a = CAKeyframeAnimation(keyPath: "transform.scale")
            a.values = [1, 2, 1]; a.duration = 0.5; a.repeatCount = 3
            leaves[6].add(a, forKey: "pulse")
        }
        step("spring removed") { leaves[8].removeAnimation(forKey: "spring") }
        step("animation added (not a kernel: a basic one)") {
            let a = CABasicAnimation(keyPath: "position.x"); a.byValue = 20; a.duration = 1
            leaves[10].add(a, forKey: "nudge")
        }
        step("held") { XCTAssertTrue(leaves[12].holdAnimation(forKey: "spring")) }
        step("resumed") { leaves[12].resumeHeldAnimation(forKey: "spring") }
        step("hidden") { quietly { leaves[14].isHidden = true } }
        step("shown") { quietly { leaves[14].isHidden = false } }
        step("removed from the tree") { leaves[16].removeFromSuperlayer() }
        XCTAssertGreaterThan(renderer.statistics.programLayers, 30)
    }

    func testLayersWithoutKernelsAndWithFastPathsOffAreEvaluatedThroughTheirAnimations() {
        let many = layer(CGRect(x: 10, y: 10, width: 20, height: 20), RenderTestCase.red)
        let long = CAKeyframeAnimation(keyPath: "opacity")   // more keyframes than a kernel holds inline
        long.values = (0..<(ScalarKeyframeKernel.capacity + 3)).map { Double($0 % 2) }
        long.duration = 1; long.repeatCount = .infinity
        many.add(long, forKey: "blink")
        let three = layer(CGRect(x: 50, y: 10, width: 20, height: 20), RenderTestCase.green)
        for (k, key) in ["a", "b", "c"].enumerated() {   // three animations: more than a program holds
            let s = CASpringAnimation(keyPath: "position.x"); s.fromValue = Double(10 * k); s.toValue = 100.0; s.duration = 5
            three.add(s, forKey: key)
        }
        for frame in 0...4 { checkFrame(Double(frame) / 60, "frame \(frame)") }
        XCTAssertEqual(renderer.statistics.evaluatedLayers, 2)
        XCTAssertEqual(renderer.statistics.programLayers, 0)

        _ = addAnimatedLeaves(10)
        for frame in 5...8 { checkFrame(Double(frame) / 60, "frame \(frame)") }
        XCTAssertEqual(renderer.statistics.programLayers, 10)
        AnimationEvaluation.usesFastPaths = false
        defer { AnimationEvaluation.usesFastPaths = true }
        for frame in 9...11 { checkFrame(Double(frame) / 60, "fast paths off, frame \(frame)") }
        XCTAssertEqual(renderer.statistics.programLayers, 0)
    }

    func testTimingFunctionsOfAnimationsLongGoneDoNotLeaveLayersWithoutPrograms() {
        // 60 layers whose keyframes are replaced, 10 a frame, each time with 7 timing functions never seen
        // before: the renderer's curve table fills with the curves of replaced animations within 60 frames.
        let count = 60, segments = 7
        let leaves = (0..<count).map { i in
            layer(CGRect(x: Double(i % 10) * 20, y: Double(i / 10) * 20, width: 12, height: 12), RenderTestCase.red)
        }
        var serial = 0
        func blink(_ l: CALayer) {
            let a = CAKeyframeAnimation(keyPath: "opacity")
            a.values = (0...segments).map { k in k % 2 == 0 ? 1.0 : 0.25 }
            a.timingFunctions = (0..<segments).map { k in
                serial += 1
                return CAMediaTimingFunction(controlPoints: Float(serial % 9973) / 9973, Float(k + 1) / 10, 0.5, 1)
            }
            a.duration = 1; a.repeatCount = .infinity
            l.add(a, forKey: "blink")
        }
        leaves.forEach(blink)
        let frames = 300
        XCTAssertGreaterThan(frames * 10 * segments, 4 * TimingCurveTable.capacity)
        for frame in 0..<frames {
            for k in 0..<10 { blink(leaves[(frame * 10 + k) % count]) }
            if frame % 10 == 0 { checkFrame(Double(frame) / 60, "frame \(frame)") } else {
                AnimationDriver.shared.advance(to: t0 + Double(frame) / 60)
                _ = renderer.render(root: root, at: t0 + Double(frame) / 60)
            }
        }
        let frame = frames
        // Replacing stops: within a restart interval every layer is evaluated from a program again.
        var last = LayerRendererStatistics()
        for k in 0...Int(LayerRenderer.curveTableRestartFrames) + 2 {
            last = checkFrame(Double(frame + k) / 60, "after the replacing, frame \(k)")
        }
        XCTAssertEqual(last.programLayers, count)
    }

    func testEveryKernelFitsItsStorageAndProgramsAreMovedAsBytes() {
        XCTAssertTrue(AnimationKernel.fits(SpringKernel.self), "\(MemoryLayout<SpringKernel>.size) bytes")
        XCTAssertTrue(AnimationKernel.fits(ScalarKeyframeKernel.self), "\(MemoryLayout<ScalarKeyframeKernel>.size) bytes")
        XCTAssertTrue(_isPOD(AnimatedLayerProgram.self))
        XCTAssertEqual(MemoryLayout<AnimationKernel>.offset(of: \AnimationKernel.storage), 0)
        XCTAssertEqual(MemoryLayout<AnimatedLayerProgram>.offset(of: \AnimatedLayerProgram.first), 0)
        XCTAssertEqual(MemoryLayout<AnimatedLayerProgram>.offset(of: \AnimatedLayerProgram.second), AnimatedLayerProgram.secondOffset)
    }
}
