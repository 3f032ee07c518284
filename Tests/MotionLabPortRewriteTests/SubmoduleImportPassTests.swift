import XCTest
@testable import MotionLabPortRewrite

/// A framework's submodule import (`import UIKit.UIGestureRecognizerSubclass`, how iOS code gets a
/// recognizer's settable `state`) becomes the framework's import, which here declares the same.
final class SubmoduleImportPassTests: XCTestCase {
    func testFrameworkSubmodulesBecomeTheFramework() {
        assertRewrite("""
            import UIKit
            import UIKit.UIGestureRecognizerSubclass
            import QuartzCore.CAAnimation // one header
            class DragRecognizer: UIPanGestureRecognizer {}
            """, """
            import UIKit
            import UIKit
            import QuartzCore // one header
            class DragRecognizer: UIPanGestureRecognizer {}
            """)
    }

    func testBuildLayoutKeepsColumnsAndReportsTheChange() {
        let source = "import UIKit.UIGestureRecognizerSubclass // for state\nlet x = 1\n"
        let result = PortRewrite.rewrite(source, fileName: "Drag.swift", layout: .build)
        let firstLine = result.text.split(separator: "\n", omittingEmptySubsequences: false)[0]
        XCTAssertTrue(firstLine.hasPrefix("import UIKit "), String(firstLine))
        // The comment stays at its column: the submodule's name is blanked, not removed.
        XCTAssertEqual(firstLine.range(of: "// for state")?.lowerBound.utf16Offset(in: firstLine),
                       source.range(of: "// for state")?.lowerBound.utf16Offset(in: source))
        XCTAssertEqual(result.changes.map(\.description),
                       ["1:8: import UIKit.UIGestureRecognizerSubclass → import UIKit"])
    }

    func testTheUnifiedLoggingHeaderBecomesTheOsModule() {
        // Apple's tutorial apps (FoodTracker) import `os.log` for `os_log`; MotionLab's MotionOSLog declares it.
        assertRewrite("""
            import UIKit
            import os.log // os_log
            import os
            import OSLog
            """, """
            import UIKit
            import MotionOSLog // os_log
            import MotionOSLog
            import MotionOSLog
            """)
    }

    func testUserNotificationsBecomesMotionLabsModule() {
        assertRewrite("""
            import UIKit
            import UserNotifications
            """, """
            import UIKit
            import MotionUserNotifications
            """)
    }

    func testCoreMotionBecomesMotionLabsModule() {
        assertRewrite("""
            import UIKit
            import CoreMotion // tilt
            """, """
            import UIKit
            import MotionCoreMotion // tilt
            """)
    }

    func testOtherModulesAndScopedImportsAreLeftAlone() {
        assertRewrite("""
            import SnapKit.Core
            import class UIKit.UIView
            import struct Foundation.Date
            """, """
            import SnapKit.Core
            import class UIKit.UIView
            import struct Foundation.Date
            """)
    }

    func testAFoundationFileUsingCombinesNamesGetsCombine() {
        // An iOS view model written with only `import Foundation` (Foundation brings Combine there).
        assertRewrite("""
            import Foundation // model

            class HabitViewModel: ObservableObject {
                @Published var habits: [String] = []
            }
            """, """
            import Foundation; import Combine // model

            class HabitViewModel: ObservableObject {
                @Published var habits: [String] = []
            }
            """)
    }

    func testFilesImportingCombineOrSwiftUIOrNotUsingItAreLeftAlone() {
        let withSwiftUI = "import Foundation\nimport SwiftUI\nclass M: ObservableObject {}"
        assertRewrite(withSwiftUI, withSwiftUI)
        let plain = "import Foundation\nstruct Habit: Codable { var name: String }"
        assertRewrite(plain, plain)
    }
}
