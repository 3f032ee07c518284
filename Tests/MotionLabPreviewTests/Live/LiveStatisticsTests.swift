import XCTest
@testable import MotionLabPreview
import MotionRender

/// The live window's frame statistics: a miss for every present-to-present interval longer than
/// 1.5 refresh periods, percentiles over the counted intervals, the JSON the `--stats` flag writes.
final class LiveStatisticsTests: XCTestCase {
    func testAMissIsAnIntervalLongerThanOneAndAHalfRefreshPeriods() {
        var s = LiveStatistics(refreshHz: 60)
        XCTAssertEqual(s.missThreshold, 0.025, accuracy: 1e-12)
        for i in [1.0 / 60, 0.0249, 0.0251, 2.0 / 60, 1.0 / 60] { s.record(interval: i) }
        XCTAssertEqual(s.frames, 5)
        XCTAssertEqual(s.missed, 2)
        XCTAssertEqual(s.missedFraction, 0.4, accuracy: 1e-12)
    }

    func testTheRefreshRateSetsTheThreshold() {
        var s = LiveStatistics(refreshHz: 120)
        s.record(interval: 1.0 / 60)   // one 120 Hz frame missed
        XCTAssertEqual(s.missed, 1)
        XCTAssertEqual(LiveStatistics(refreshHz: 0).refreshHz, 60, "a display that does not say is taken as 60 Hz")
    }

    func testPercentilesAndJSON() throws {
        var s = LiveStatistics(refreshHz: 60)
        for k in 1...100 { s.record(interval: Double(k) / 1000) }
        XCTAssertEqual(s.percentileMs(50), 51, accuracy: 1e-9)
        XCTAssertEqual(s.percentileMs(95), 96, accuracy: 1e-9)
        XCTAssertEqual(s.percentileMs(100), 100, accuracy: 1e-9)
        let json = try JSONSerialization.jsonObject(with: Data(s.json.utf8)) as! [String: Any]
        XCTAssertEqual(json["frames"] as? Int, 100)
        XCTAssertEqual(json["missed"] as? Int, 75, "intervals of 26…100 ms")
        let ms = json["interval_ms"] as! [String: Double]
        XCTAssertEqual(ms["p99"]!, 100, accuracy: 1e-9)
        XCTAssertEqual(ms["max"]!, 100, accuracy: 1e-9)
    }

    /// The phases of frames drawn while animating: medians per phase, and how many were rasterised.
    func testPhaseMediansAndRasterizedFrames() throws {
        var s = LiveStatistics(refreshHz: 60)
        for k in 1...5 {
            var t = FrameTimings()
            t[.evaluate] = Double(k)
            t[.present] = Double(10 * k)
            s.record(phases: t, rasterized: k % 2 == 0)
        }
        XCTAssertEqual(s.medianMs(.evaluate), 3)
        XCTAssertEqual(s.medianMs(.present), 30)
        XCTAssertEqual(s.medianMs(.tick), 0)
        let json = try JSONSerialization.jsonObject(with: Data(s.json.utf8)) as! [String: Any]
        let phases = json["phases_ms"] as! [String: Double]
        XCTAssertEqual(Set(phases.keys), Set(FramePhase.allCases.map(\.rawValue)))
        XCTAssertEqual(phases["present"]!, 30, accuracy: 1e-9)
        XCTAssertEqual(json["rasterized_frames"] as? Int, 2)
    }

    func testBadIntervalsAreIgnored() {
        var s = LiveStatistics(refreshHz: 60)
        s.record(interval: .nan); s.record(interval: -1); s.record(interval: .infinity)
        XCTAssertEqual(s.frames, 0)
        XCTAssertEqual(s.percentileMs(50), 0)
    }
}
