import Foundation
import Testing
import UIKit
@testable import MotionLabSnapshotTesting

/// The strategies under Swift Testing. That this file compiles at all is the first check: it imports
/// Testing and MotionLab's `UIKit`, which needs the `_Testing_UIKit` module the UIKit product provides
/// (Swift Testing's cross-import overlay for UIKit, absent from the Linux toolchain).
@Suite struct SwiftTestingSnapshotTests {
    @Test func aTraceRecordsThenMatches() throws {
        let dir = NSTemporaryDirectory() + "motionlab-swift-testing-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let strategy = Snapshotting<UIViewController, String>.trace(at: [0, 0.35], script: badgeClick)
        let first = verifySnapshot(of: BadgeViewController(), as: strategy, named: "badge", snapshotDirectory: dir)
        #expect(first?.contains("No reference was found on disk") == true)
        #expect(verifySnapshot(of: BadgeViewController(), as: strategy, named: "badge", snapshotDirectory: dir) == nil)
    }
}
