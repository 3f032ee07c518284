import XCTest
@testable import MotionLabPatchPlanner

/// A file nested deeper than swift-syntax's debug-build default (20 levels) is planned like any other:
/// it used to "not parse" in the planner, so every save of it restarted instead of patching.
final class DeepFileTests: XCTestCase {
    func testAFileThirtyBlocksDeepIsPatched() {
        let depth = 30
        let old = "import UIKit\nfunc f() {\n" + String(repeating: "if true {\n", count: depth) + "print(1)\n"
            + String(repeating: "}\n", count: depth) + "}\n"
        let new = old.replacingOccurrences(of: "print(1)", with: "print(2)")
        let decision = PatchPlanner.plan(old: old, new: .init(text: new, compiledName: "Deep.swift", displayPath: "/pkg/Deep.swift"),
                                         module: "App")
        guard case .patch(let p) = decision else { return XCTFail("expected a patch, got \(decision)") }
        XCTAssertEqual(p.changed, ["f()"])
        XCTAssertGreaterThan(depth, 20, "deeper than swift-syntax's debug default")
    }
}
