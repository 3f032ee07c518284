import XCTest
@testable import MotionOSLog

/// Apple's unified logging as iOS code calls it: the messages an app logs, formatted as Apple formats
/// them (printf-style for `os_log`, interpolation for `Logger`), one line each.
final class OSLogTests: XCTestCase {
    private var lines: [String] = []
    private var saved: ((String) -> Void)?

    override func setUp() {
        super.setUp()
        saved = OSLog.sink
        lines = []
        OSLog.sink = { [unowned self] in self.lines.append($0) }
    }

    override func tearDown() {
        if let saved { OSLog.sink = saved }
        super.tearDown()
    }

    func testOsLogFormatsItsArgumentsPrintfStyleAndDropsPrivacyAnnotations() {
        os_log("Adding a new meal.", log: OSLog.default, type: .debug)
        os_log("Saved %d meals to %{public}@ (%.1f KB)", log: .default, type: .info, 3, "meals.archive", 1.5)
        os_log("%{private}@ is 100%% done", type: .error, "Upload")
        XCTAssertEqual(lines, ["Adding a new meal.", "Saved 3 meals to meals.archive (1.5 KB)", "Upload is 100% done"])
    }

    func testTheDisabledLogRecordsNothing() {
        os_log("dropped", log: .disabled, type: .fault)
        XCTAssertEqual(lines, [])
        XCTAssertFalse(OSLog.disabled.isEnabled(type: .fault))
        XCTAssertTrue(OSLog(subsystem: "com.example.app", category: "ui").isEnabled(type: .debug))
    }

    func testLoggerInterpolatesValuesWhateverTheirPrivacy() {
        let logger = Logger(subsystem: "com.example.app", category: "meals")
        let name = "Caprese Salad"
        let rating: Int? = 3
        logger.info("Loaded \(name, privacy: .public) rated \(rating)")
        logger.error("Missing \(Optional<String>.none)")
        os_log(.fault, log: .default, "Fault in \(name, privacy: .private)")
        XCTAssertEqual(lines, ["Loaded Caprese Salad rated 3", "Missing nil", "Fault in Caprese Salad"])
    }

    func testApplesRawValuesOfTheLevels() {
        XCTAssertEqual([OSLogType.default, .info, .debug, .error, .fault].map(\.rawValue), [0, 1, 2, 16, 17])
    }
}
