import XCTest
import MotionGeometry
import MotionTiming
import MotionAnimation
import MotionCoreGraphics
@testable import MotionLayers

/// The classic animated custom-property layer, written as the port rewrite leaves an iOS file's
/// `@NSManaged var progress: CGFloat`: it fills the left `progress` of its bounds in `draw(in:)`.
final class ProgressBarLayer: CALayer {
    var progress: CGFloat {
        get { managedValue(forKey: "progress") }
        set { setValue(newValue, forKey: "progress") }
    }
    /// Drawings by any instance (presentation copies draw too); reset by each test.
    nonisolated(unsafe) static var drawings = 0
    var draws: Int { Self.drawings }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" ? true : super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        Self.drawings += 1
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
}

final class CustomKeyDisplayTests: LayerTestCase {
    override func setUp() {
        super.setUp()
        ProgressBarLayer.drawings = 0
    }

    /// Filled columns of the image in view: pixels with alpha ≥ 128 on the middle row.
    private func filledColumns(_ image: CGImage?) -> Int {
        guard let image else { return 0 }
        let y = image.height / 2
        return (0..<image.width).filter { image.pixels[(y * image.width + $0) * 4 + 3] >= 128 }.count
    }

    /// One frame: the driver ticks at t0 + dt, then the display step runs for the tree.
    private func frame(_ dt: CFTimeInterval) {
        at(dt)
        AnimationContext.current.displayLayers(inTreeOf: root)
    }

    func testUnsetManagedPropertyReadsZeroAndSettingItMarksForDisplay() {
        let l = ProgressBarLayer()
        XCTAssertEqual(l.progress, 0)
        XCTAssertFalse(l.needsDisplay())
        l.progress = 0.25
        XCTAssertEqual(l.value(forKey: "progress") as? CGFloat, 0.25)
        XCTAssertTrue(l.needsDisplay(), "needsDisplay(forKey:) is true for progress")
        XCTAssertTrue(ProgressBarLayer(layer: l).progress == 0.25, "init(layer:) copies custom keys")
    }

    func testAnimatedCustomKeyRedrawsEachFrameFromThePresentationValue() {
        let l = ProgressBarLayer()
        CATransaction.performWithoutAnimation {
            l.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
            root.addSublayer(l)
        }
        l.progress = 1
        frame(0)
        XCTAssertEqual(l.draws, 1)
        XCTAssertEqual(filledColumns(l.contentsImage), 100, "the model drawn at progress 1")
        let a = CABasicAnimation(keyPath: "progress")
        a.fromValue = 0
        a.toValue = 1
        a.duration = 1
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        l.add(a, forKey: "progress")
        let model = l.contentsImage
        var frames: [(t: Double, presented: CGFloat, drawn: Int)] = []
        for i in 1...9 {
            let dt = Double(i) / 10
            frame(dt)
            let p = l.presentationProperties(atLocalTime: l.localTime())
            let presented = l.customPresentationValues(atLocalTime: l.localTime())["progress"] as? CGFloat ?? -1
            frames.append((dt, presented, filledColumns(p.contents)))
        }
        XCTAssertTrue(l.contentsImage === model, "the model's contents are never written by the animation")
        for f in frames {
            // Linear from 0 to 1 over one second, started at t0: the value at dt is dt.
            XCTAssertEqual(Double(f.presented), f.t, accuracy: 1e-9, "presented value at \(f.t)")
            XCTAssertEqual(f.drawn, Int((f.presented * 100).rounded()), "the frame at \(f.t) shows its presentation value")
        }
        XCTAssertEqual(l.draws, 10, "one drawing per frame while it animates")
        XCTAssertEqual(l.presentation()?.progress ?? -1, CGFloat(0.9), accuracy: 1e-9, "presentation() carries custom keys")
        frame(1.5)
        XCTAssertNil(l.animation(forKey: "progress"))
        frame(1.6)
        XCTAssertEqual(filledColumns(l.presentationProperties(atLocalTime: l.localTime()).contents), 100, "the model shows again")
    }

    func testUnknownKeysThatAreNotTheLayersStayErrors() {
        let l = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = CABasicAnimation(keyPath: "progess")
        a.toValue = 1
        XCTAssertThrowsError(try l.addChecked(a, forKey: "typo"))
        l.setValue(CGFloat(2), forKey: "radius")
        let b = CABasicAnimation(keyPath: "radius")
        b.toValue = 5
        XCTAssertNoThrow(try l.addChecked(b, forKey: "r"), "a key the layer has a value for animates")
    }

    func testSetNeedsDisplayDrawsOnceAndOnlyInTheTree() {
        let l = ProgressBarLayer()
        l.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        l.setNeedsDisplay(); l.setNeedsDisplay()
        frame(0)
        XCTAssertEqual(l.draws, 0, "not in the tree yet")
        root.addSublayer(l)
        frame(0.1)
        XCTAssertEqual(l.draws, 1)
        frame(0.2)
        XCTAssertEqual(l.draws, 1)
        // Apple: a plain layer is not drawn until asked; one that draws nothing keeps its contents.
        let plain = makeLayer(CGRect(x: 0, y: 0, width: 4, height: 4))
        let image = CGImage(width: 1, height: 1, pixels: [0, 0, 0, 255])
        plain.contents = image
        plain.setNeedsDisplay()
        frame(0.3)
        XCTAssertTrue(plain.contentsImage === image)
    }
}
