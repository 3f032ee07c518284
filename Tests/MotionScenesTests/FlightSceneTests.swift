import XCTest
import MotionHost
import MotionViews
@testable import MotionLabPreview
@testable import MotionRender
@testable import MotionScenes

/// The flight scene against the article's timings (seed 003), recomputed here: places and plane out
/// in 1 s, back in 1 s, tilt −π/10 straightened over 0.7 s after 0.5 s, arrow 2 s, flips 2 s, all on
/// UIView's default curve, ease-in-ease-out = cubic-bezier(0.42, 0, 0.58, 1).
final class FlightSceneTests: XCTestCase {
    private var window: UIWindow!
    private var scene: FlightScene!
    private let width: CGFloat = 320
    private let flipped = ["flightNumber", "gate", "status", "departureTime", "arrivalTime"]

    override func setUpWithError() throws {
        AnimationContext().makeCurrent()
        AnimationDriver.shared.reset()
        try HostServices.install()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        scene = try FlightScene(window: window, settings: TunableValues(FlightScene.tunables))
        scene.start()
    }

    override func tearDown() {
        AnimationDriver.shared.reset()
        scene = nil
        window = nil
    }

    // MARK: Helpers

    /// Cubic Bézier y(x) by bisection on x(s), independent of the engine's solver.
    private func ease(_ x: Double) -> CGFloat {
        let x = min(max(x, 0), 1)
        func coord(_ s: Double, _ a: Double, _ b: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if coord(mid, 0.42, 0.58) < x { lo = mid } else { hi = mid }
        }
        return CGFloat(coord((lo + hi) / 2, 0, 1))
    }

    private func layers(named name: String) -> [CALayer] {
        var out: [CALayer] = []
        func walk(_ l: CALayer) {
            if l.name == name { out.append(l) }
            (l.sublayers ?? []).forEach(walk)
        }
        walk(window.layer)
        return out
    }

    private func layer(_ name: String) -> CALayer {
        guard let l = layers(named: name).first else { XCTFail("no layer named \(name)"); return CALayer() }
        return l
    }

    private func shown(_ name: String) -> LayerProperties { layer(name).presentationProperties() }

    private func angle(_ t: CATransform3D) -> CGFloat { atan2(t.m12, t.m11) }

    private var copyCount: Int { flipped.reduce(0) { $0 + layers(named: $1 + "Copy").count } }

    /// Runs 60 fps frames until `time`, ending exactly on it.
    private func run(to time: Double) {
        var now = CACurrentMediaTime()
        while now < time - 1e-12 {
            now = min(now + 1.0 / 60, time)
            AnimationDriver.shared.advance(to: now)
        }
    }

    private func assertShowsFlight(_ i: Int, file: StaticString = #filePath, line: UInt = #line) {
        let f = scene.flights[i]
        XCTAssertEqual(scene.flightNumberLabel.text, f.flightNumber, file: file, line: line)
        XCTAssertEqual(scene.gateLabel.text, f.gate, file: file, line: line)
        XCTAssertEqual(scene.statusLabel.text, f.status, file: file, line: line)
        XCTAssertEqual(scene.departureTimeLabel.text, f.departureTime, file: file, line: line)
        XCTAssertEqual(scene.arrivalTimeLabel.text, f.arrivalTime, file: file, line: line)
        XCTAssertEqual(scene.sourcePlace.codeLabel.text, f.departure.code, file: file, line: line)
        XCTAssertEqual(scene.targetPlace.codeLabel.text, f.arrival.code, file: file, line: line)
        XCTAssertTrue(scene.backgroundImageView.image === scene.backgrounds[f.background], file: file, line: line)
        XCTAssertEqual(copyCount, 0, "no flip copies left", file: file, line: line)
        for n in flipped + ["departure", "arrival", "plane"] {
            let p = shown(n)
            XCTAssertEqual(p.opacity, 1, "\(n) opaque", file: file, line: line)
            XCTAssertEqual(p.transform, CATransform3DIdentity, "\(n) untransformed", file: file, line: line)
        }
        XCTAssertEqual(shown("departure").position, scene.sourcePlaceOriginalCenter, file: file, line: line)
        XCTAssertEqual(shown("arrival").position, scene.targetPlaceOriginalCenter, file: file, line: line)
        XCTAssertEqual(shown("plane").position, scene.airplaneImageViewOriginalCenter, file: file, line: line)
        XCTAssertEqual(scene.pageControl.currentPage, i, file: file, line: line)
    }

    // MARK: Tests

    func testLayersAndData() {
        for n in ["background", "departure", "arrival", "plane", "statusArrow", "flightNumber", "gate",
                  "departureTime", "arrivalTime", "pageControl"] {
            XCTAssertEqual(layers(named: n).count, 1, n)
        }
        XCTAssertGreaterThanOrEqual(scene.flights.count, 4, "at least four flights in Resources/flights.json")
        assertShowsFlight(0)
    }

    func testKeyPressRunsTheArticlesTimeline() {
        let planeX0 = scene.airplaneImageViewOriginalCenter.x
        let depY0 = scene.sourcePlaceOriginalCenter.y, arrY0 = scene.targetPlaceOriginalCenter.y
        let landedBefore = scene.landed[0], landedAfter = scene.landed[1]
        let arrowFrom: CGFloat = landedBefore ? 0 : -.pi / 2, arrowTo: CGFloat = landedAfter ? 0 : -.pi / 2
        XCTAssertNotEqual(arrowFrom, arrowTo, "neighbouring flights turn the arrow")

        XCTAssertTrue(window.sendKey("right"))
        XCTAssertEqual(copyCount, 5, "one copy per flipped label")
        let planeStart = planeX0 + width / 1.5 - width * 1.5

        for t in [0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 1.75, 1.9] {
            run(to: t)
            // Places and plane: out over 0…1 s (places ±100 and fading, plane right by w/1.5); then back
            // over 1…2 s with the new places, the plane from w/1.5 − 1.5w, tilted −π/10 until 1.5 s and
            // straightening over 1.5…2.2 s.
            if t < 1 {
                let e = ease(t)
                XCTAssertEqual(shown("plane").position.x, planeX0 + width / 1.5 * e, accuracy: 1e-4, "plane x at \(t)")
                XCTAssertEqual(angle(shown("plane").transform), 0, accuracy: 1e-9)
                XCTAssertEqual(shown("departure").position.y, depY0 - 100 * e, accuracy: 1e-4, "departure y at \(t)")
                XCTAssertEqual(shown("arrival").position.y, arrY0 + 100 * e, accuracy: 1e-4, "arrival y at \(t)")
                XCTAssertEqual(CGFloat(shown("departure").opacity), 1 - e, accuracy: 1e-6)
                XCTAssertEqual(CGFloat(shown("arrival").opacity), 1 - e, accuracy: 1e-6)
                XCTAssertEqual(scene.sourcePlace.codeLabel.text, scene.flights[0].departure.code)
            } else {
                let e = ease(t - 1)
                XCTAssertEqual(shown("plane").position.x, planeStart + (planeX0 - planeStart) * e, accuracy: 1e-4,
                               "plane x at \(t)")
                XCTAssertEqual(shown("departure").position.y, depY0 - 100 + 100 * e, accuracy: 1e-4, "departure y at \(t)")
                XCTAssertEqual(shown("arrival").position.y, arrY0 + 100 - 100 * e, accuracy: 1e-4, "arrival y at \(t)")
                XCTAssertEqual(CGFloat(shown("departure").opacity), e, accuracy: 1e-6)
                XCTAssertEqual(CGFloat(shown("arrival").opacity), e, accuracy: 1e-6)
                XCTAssertEqual(scene.sourcePlace.codeLabel.text, scene.flights[1].departure.code)
                XCTAssertEqual(scene.targetPlace.codeLabel.text, scene.flights[1].arrival.code)
                let tilt = t <= 1.5 ? -CGFloat.pi / 10 : -CGFloat.pi / 10 * (1 - ease((t - 1.5) / 0.7))
                XCTAssertEqual(angle(shown("plane").transform), tilt, accuracy: 1e-5, "plane tilt at \(t)")
            }
            // Arrow and cube flips: 0…2 s.
            let e = ease(t / 2)
            XCTAssertEqual(angle(shown("statusArrow").transform), arrowFrom + (arrowTo - arrowFrom) * e, accuracy: 1e-5,
                           "arrow at \(t)")
            for n in flipped {
                let copy = layer(n + "Copy").presentationProperties(), original = shown(n)
                let h = original.bounds.height
                XCTAssertEqual(CGFloat(copy.opacity), e, accuracy: 1e-5, "\(n)Copy alpha at \(t)")
                XCTAssertEqual(CGFloat(original.opacity), 1 - e, accuracy: 1e-5, "\(n) alpha at \(t)")
                XCTAssertEqual(copy.transform.m22, 0.1 + 0.9 * e, accuracy: 1e-5, "\(n)Copy scale at \(t)")
                XCTAssertEqual(copy.transform.m42, h / 2 * (1 - e), accuracy: 1e-4, "\(n)Copy offset at \(t)")
                XCTAssertEqual(original.transform.m22, 1 - 0.9 * e, accuracy: 1e-5, "\(n) scale at \(t)")
                XCTAssertEqual(original.transform.m42, -h / 2 * e, accuracy: 1e-4, "\(n) offset at \(t)")
            }
            XCTAssertEqual(scene.gateLabel.text, scene.flights[0].gate, "the original keeps its text during the flip")
        }
        run(to: 2.0 + 1.0 / 60)
        XCTAssertEqual(copyCount, 0, "copies removed when the flips end at 2 s")
        run(to: 2.2)
        XCTAssertEqual(angle(shown("plane").transform), 0, accuracy: 1e-9, "straight at 2.2 s")
        XCTAssertEqual(angle(shown("statusArrow").transform), arrowTo, accuracy: 1e-9)
        run(to: 2.5)
        assertShowsFlight(1)
    }

    func testSwitchingAgainMidFlightLeavesNoCopiesAndEndsOnTheRightFlight() {
        XCTAssertTrue(window.sendKey("right"))
        run(to: 0.7)
        XCTAssertTrue(window.sendKey("right"))
        XCTAssertEqual(copyCount, 5, "only the new switch's copies")
        run(to: 1.3)   // the first switch's completions would have fired here
        XCTAssertEqual(copyCount, 5)
        XCTAssertTrue(window.sendKey("left"))
        XCTAssertEqual(copyCount, 5)
        // Rapid presses: never more than one set of copies.
        for (i, key) in ["right", "right", "left", "right", "right"].enumerated() {
            run(to: 1.4 + Double(i) * 0.05)
            window.sendKey(key)
            XCTAssertLessThanOrEqual(copyCount, 5)
        }
        // Pages: 0 →r 1 →r 2 →l 1, then r 2, r 3, l 2, r 3, r (past the last page: ignored).
        XCTAssertEqual(scene.index, 3)
        run(to: 1.6 + 2.3)
        assertShowsFlight(3)
        XCTAssertEqual(angle(shown("statusArrow").transform),
                       scene.landed[3] ? 0 : -.pi / 2, accuracy: 1e-9)
    }

    func testPagingStopsAtTheEnds() {
        XCTAssertTrue(window.sendKey("left"))
        XCTAssertEqual(copyCount, 0, "nothing before the first flight")
        XCTAssertEqual(scene.index, 0)
        for _ in 0..<10 { window.sendKey("right") }
        XCTAssertEqual(scene.index, scene.flights.count - 1)
        run(to: 3)
        assertShowsFlight(scene.flights.count - 1)
    }

    func testHorizontalDragsSwitchFlights() {
        // 30 pt is not a swipe.
        window.sendTouch(.began, at: CGPoint(x: 200, y: 300))
        window.sendTouch(.moved, at: CGPoint(x: 185, y: 300))
        window.sendTouch(.ended, at: CGPoint(x: 170, y: 300))
        XCTAssertEqual(scene.index, 0)
        // Dragging left shows the next flight.
        window.sendTouch(.began, at: CGPoint(x: 250, y: 300))
        window.sendTouch(.moved, at: CGPoint(x: 200, y: 305))
        window.sendTouch(.ended, at: CGPoint(x: 150, y: 310))
        XCTAssertEqual(scene.index, 1)
        run(to: 2.5)
        assertShowsFlight(1)
        // Dragging right goes back; the flip runs the other way (copy from above).
        window.sendTouch(.began, at: CGPoint(x: 100, y: 300))
        window.sendTouch(.ended, at: CGPoint(x: 220, y: 300))
        XCTAssertEqual(scene.index, 0)
        run(to: 3.0)
        let copy = layer("gateCopy").presentationProperties()
        XCTAssertLessThan(copy.transform.m42, 0, "backward flip: the new face comes from above")
        // A mostly vertical drag is not a swipe.
        run(to: 5)
        window.sendTouch(.began, at: CGPoint(x: 100, y: 100))
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 300))
        XCTAssertEqual(scene.index, 0)
    }

    func testDurationTunableStretchesTheFlip() throws {
        var settings = TunableValues(FlightScene.tunables)
        try settings.set("duration", 4)
        AnimationDriver.shared.reset()
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let s = try FlightScene(window: w, settings: settings)
        window = w
        scene = s
        s.switchFlight(by: 1)
        run(to: 2)
        XCTAssertEqual(CGFloat(layer("gateCopy").presentationProperties().opacity), ease(0.5), accuracy: 1e-6)
        run(to: 4.1)
        XCTAssertEqual(copyCount, 0)
    }

    func testArrowStatesComeFromTheDataOrAlternate() {
        func flight(_ status: String, _ landed: Bool? = nil) -> Flight {
            let p = Flight.Place(code: "AAA", name: "A")
            return Flight(id: 0, flightNumber: "X 1", departure: p, arrival: p, departureTime: "", arrivalTime: "",
                          gate: "", status: status, background: "", landed: landed)
        }
        XCTAssertEqual(Flight.landedStates([flight("On time"), flight("Delayed"), flight("Boarding")]), [true, false, true],
                       "no flight says: pages alternate, starting landed like the article's arrow")
        XCTAssertEqual(Flight.landedStates([flight("On time"), flight("Landed"), flight("Boarding")]), [false, true, false])
        XCTAssertEqual(Flight.landedStates([flight("Landed", false), flight("On time", true)]), [false, true],
                       "the explicit field wins")
    }

    func testMissingOrBadDataIsASceneErrorNamingTheFile() throws {
        let dir = NSTemporaryDirectory() + "flight-test-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        XCTAssertThrowsError(try FlightList.load(from: [dir])) { error in
            guard case let SceneError.missingResource(name, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(name, "flights.json")
        }
        try Data("{\"flights\": [{\"id\": 1}]}".utf8).write(to: URL(fileURLWithPath: dir + "/flights.json"))
        XCTAssertThrowsError(try FlightList.load(from: [dir])) { error in
            guard case let SceneError.missingResource(name, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(name, "flights.json")
        }
    }
}
