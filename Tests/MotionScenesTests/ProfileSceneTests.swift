import XCTest
import MotionHost
import MotionViews
@testable import MotionLabPreview
@testable import MotionRender
@testable import MotionScenes

/// The profile scene against the tutorial's formulas (seed 002), recomputed here from its text:
/// header stop 40, black label at 95, white label distance 35, header 107 pt, avatar 70 pt.
final class ProfileSceneTests: XCTestCase {
    private var window: UIWindow!
    private var scene: ProfileScene!

    // The tutorial's constants and the scene's sizes, restated independently.
    private let stop: CGFloat = 40, blackLabel: CGFloat = 95, whiteDistance: CGFloat = 35
    private let headerHeight: CGFloat = 107, avatarHeight: CGFloat = 70

    override func setUpWithError() throws {
        AnimationContext().makeCurrent()
        AnimationDriver.shared.reset()
        try HostServices.install()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        scene = try ProfileScene(window: window, settings: TunableValues(ProfileScene.tunables))
        scene.start()
    }

    override func tearDown() {
        AnimationDriver.shared.reset()
        scene = nil
        window = nil
    }

    // MARK: Reference values (from the tutorial's text)

    private struct Expected {
        var headerScale: CGFloat, headerTy: CGFloat
        var avatarScale: CGFloat, avatarTy: CGFloat
        var labelTy: CGFloat, blurAlpha: CGFloat
        var headerInFront: Bool
    }

    private func expected(_ o: CGFloat) -> Expected {
        if o < 0 {
            let f = -o / headerHeight
            return Expected(headerScale: 1 + f, headerTy: headerHeight * f / 2, avatarScale: 1, avatarTy: 0,
                            labelTy: blackLabel - o, blurAlpha: 0, headerInFront: false)
        }
        let f = min(stop, o) / avatarHeight / 1.4
        return Expected(headerScale: 1, headerTy: -min(o, stop), avatarScale: 1 - f, avatarTy: avatarHeight * f / 2,
                        labelTy: max(-whiteDistance, blackLabel - o),
                        blurAlpha: min(1, max(0, (o - blackLabel) / whiteDistance)), headerInFront: o > stop)
    }

    /// Runs one 60 fps frame: as in Core Animation, what an event changed is on screen (in the
    /// presentation values the trace records) from the next frame on.
    private func frame() {
        AnimationDriver.shared.advance(to: CACurrentMediaTime() + 1.0 / 60)
    }

    /// Sets the offset as the tutorial's scroll view would, then shows the frame.
    private func scroll(to o: CGFloat) {
        scene.scrollView.contentOffset = CGPoint(x: 0, y: o)
        frame()
    }

    private func layer(_ name: String) -> CALayer {
        func find(_ l: CALayer) -> CALayer? {
            if l.name == name { return l }
            for s in l.sublayers ?? [] { if let f = find(s) { return f } }
            return nil
        }
        guard let l = find(window.layer) else { XCTFail("no layer named \(name)"); return CALayer() }
        return l
    }

    /// Checks every traced value against the tutorial's formulas at the scroll view's current offset.
    private func assertMatchesTutorial(file: StaticString = #filePath, line: UInt = #line) {
        let o = scene.scrollView.contentOffset.y
        let e = expected(o)
        let header = layer("header").presentationProperties()
        let avatar = layer("avatar").presentationProperties()
        let label = layer("headerLabel").presentationProperties()
        let blur = layer("headerBlur").presentationProperties()
        let msg = "at offset \(o)"
        XCTAssertEqual(header.transform.m11, e.headerScale, accuracy: 1e-9, "header scale x \(msg)", file: file, line: line)
        XCTAssertEqual(header.transform.m22, e.headerScale, accuracy: 1e-9, "header scale y \(msg)", file: file, line: line)
        XCTAssertEqual(header.transform.m41, 0, accuracy: 1e-9, "header tx \(msg)", file: file, line: line)
        XCTAssertEqual(header.transform.m42, e.headerTy, accuracy: 1e-9, "header ty \(msg)", file: file, line: line)
        XCTAssertEqual(avatar.transform.m11, e.avatarScale, accuracy: 1e-9, "avatar scale \(msg)", file: file, line: line)
        XCTAssertEqual(avatar.transform.m22, e.avatarScale, accuracy: 1e-9, "avatar scale \(msg)", file: file, line: line)
        XCTAssertEqual(avatar.transform.m42, e.avatarTy, accuracy: 1e-9, "avatar ty \(msg)", file: file, line: line)
        XCTAssertEqual(label.transform.m42, e.labelTy, accuracy: 1e-9, "label ty \(msg)", file: file, line: line)
        XCTAssertEqual(CGFloat(blur.opacity), e.blurAlpha, accuracy: 1e-6, "blur alpha \(msg)", file: file, line: line)
        XCTAssertEqual(header.zPosition > avatar.zPosition, e.headerInFront, "z-order \(msg)", file: file, line: line)
    }

    // MARK: Tests

    func testLayersCarryTheIssueNames() {
        for n in ["header", "headerBlur", "headerLabel", "avatar", "username", "followButton", "scrollView"] {
            XCTAssertEqual(layer(n).name, n)
        }
        XCTAssertNotNil(layer("headerBlur").contents, "the blurred copy is computed up front")
        XCTAssertEqual(layer("headerBlur").opacity, 0, "the blur starts hidden")
    }

    func testOffsetsSetDirectlyFollowTheTutorialsFormulas() {
        for o: CGFloat in [-120, -53.5, -10, 0, 12, 39.5, 40, 40.5, 70, 95, 100, 112.5, 130, 131, 300] {
            scroll(to: o)
            XCTAssertEqual(scene.scrollView.contentOffset.y, o)
            assertMatchesTutorial()
        }
    }

    func testGeometryTheFormulasPromise() {
        // Pull-down: the header grows from its top edge, its bottom following the content.
        for o: CGFloat in [-30, -80, -200] {
            scroll(to: o)
            let frame = layer("header").presentationProperties().frame
            XCTAssertEqual(frame.minY, 0, accuracy: 1e-9, "top edge fixed at \(o)")
            XCTAssertEqual(frame.height, headerHeight - o, accuracy: 1e-9, "bottom edge at the content's top at \(o)")
            XCTAssertEqual(frame.midX, 160, accuracy: 1e-9)
        }
        // Scrolling up to the stop: the avatar shrinks towards its bottom edge, which stays put in the content.
        let avatarBottom = layer("avatar").presentationProperties().frame.maxY
        for o: CGFloat in [10, 25, 40, 80] {
            scroll(to: o)
            let frame = layer("avatar").presentationProperties().frame
            XCTAssertEqual(frame.maxY, avatarBottom, accuracy: 1e-9, "avatar bottom at \(o)")
            XCTAssertEqual(frame.height, avatarHeight * (1 - min(o, stop) / avatarHeight / 1.4), accuracy: 1e-9)
        }
        // The white label ends with its top 35 pt above the header's bottom edge.
        scroll(to: 400)
        XCTAssertEqual(layer("headerLabel").presentationProperties().frame.minY, headerHeight - whiteDistance, accuracy: 1e-9)
    }

    func testZOrderSwapsAtTheStop() {
        for (o, inFront) in [(CGFloat(39), false), (40, false), (40.01, true), (60, true), (40, false), (-20, false), (41, true)] {
            scene.scrollView.contentOffset = CGPoint(x: 0, y: o)
            XCTAssertEqual(layer("header").zPosition > layer("avatar").zPosition, inFront, "at \(o)")
        }
        // A jump from past the stop straight into the pull-down puts the avatar back in front.
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 200)
        scene.scrollView.contentOffset = CGPoint(x: 0, y: -30)
        XCTAssertLessThanOrEqual(layer("header").zPosition, layer("avatar").zPosition)
        XCTAssertEqual(layer("headerBlur").opacity, 0)
    }

    func testScriptedDragUpFollowsTheFormulasAtEveryStep() {
        func step() { frame() }
        window.sendTouch(.began, at: CGPoint(x: 160, y: 500))
        var seen: Set<Int> = []
        for i in 1...40 {
            window.sendTouch(.moved, at: CGPoint(x: 160, y: 500 - CGFloat(i) * 6))
            step()
            assertMatchesTutorial()
            let o = scene.scrollView.contentOffset.y
            seen.insert(o < 0 ? -1 : o <= 40 ? 0 : o < 95 ? 1 : o <= 130 ? 2 : 3)
        }
        XCTAssertEqual(seen, [0, 1, 2, 3], "the drag crossed every phase of the tutorial")
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 260))
        for _ in 0..<240 { step(); assertMatchesTutorial() }
    }

    func testPullDownRubberBandsAndSpringsBackContinuously() {
        func step() { frame() }
        window.sendTouch(.began, at: CGPoint(x: 160, y: 200))
        for i in 1...30 {
            window.sendTouch(.moved, at: CGPoint(x: 160, y: 200 + CGFloat(i) * 8))
            step()
            assertMatchesTutorial()
        }
        let pulled = scene.scrollView.contentOffset.y
        XCTAssertLessThan(pulled, -40, "the content follows the finger down")
        XCTAssertGreaterThan(pulled, -240, "with resistance (rubber band): less than the 240 pt the finger moved")
        // Hold still, then release: the offset springs back to 0 without jumps, the header's top edge fixed.
        for _ in 0..<6 { window.sendTouch(.moved, at: CGPoint(x: 160, y: 440)); step() }
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 440))
        var previous = scene.scrollView.contentOffset.y
        for _ in 0..<180 {
            step()
            let o = scene.scrollView.contentOffset.y
            XCTAssertLessThan(abs(o - previous), 25, "no jump between frames")
            XCTAssertLessThanOrEqual(o, 0.5, "no overshoot past the top")
            previous = o
            XCTAssertEqual(layer("header").presentationProperties().frame.minY, 0, accuracy: 1e-9)
            assertMatchesTutorial()
        }
        XCTAssertEqual(scene.scrollView.contentOffset.y, 0, accuracy: 0.5, "back at the top")
        XCTAssertEqual(layer("header").presentationProperties().frame.height, headerHeight, accuracy: 0.5)
    }

    func testWheelScrollsThroughTheFormulas() {
        XCTAssertTrue(window.sendWheel(dx: 0, dy: 150, at: CGPoint(x: 160, y: 300)))
        for _ in 0..<120 {
            frame()
            assertMatchesTutorial()
        }
        XCTAssertEqual(scene.scrollView.contentOffset.y, 150, accuracy: 0.5)
        XCTAssertEqual(layer("headerBlur").opacity, 1, "past 130 the blur is fully in")
    }
}
