import XCTest
@testable import MotionLabPortRewrite

/// `#keyPath(…)` → the key path's string literal, as Swift evaluates it on Apple platforms (Apple:
/// "a `#keyPath` string expression … the key path as a string literal"; the type names before the
/// first property are not part of the path).
final class KeyPathPassTests: XCTestCase {
    func testTypeQualifiedKeyPathsBecomeTheirPath() {
        assertRewrite("""
            final class Pulse {
                func go() {
                    let fade = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
                    let move = CABasicAnimation(keyPath: #keyPath(UIView.layer.position))
                    let q = CABasicAnimation(keyPath: #keyPath(QuartzCore.CALayer.cornerRadius))
                }
            }
            """, """
            final class Pulse {
                func go() {
                    let fade = CABasicAnimation(keyPath: "opacity")
                    let move = CABasicAnimation(keyPath: "layer.position")
                    let q = CABasicAnimation(keyPath: "cornerRadius")
                }
            }
            """)
    }

    func testUnqualifiedAndSelfKeyPaths() {
        assertRewrite("""
            class V: UIView {
                @objc dynamic var progress: CGFloat = 0
                let a = #keyPath(progress)
                let b = #keyPath(self.progress)
                let c = #keyPath(layer.shadowOpacity)
            }
            """, """
            class V: UIView {
                dynamic var progress: CGFloat = 0
                let a = "progress"
                let b = "progress"
                let c = "layer.shadowOpacity"
            }
            """)
    }

    /// A name in backticks is the name: Apple's compiler makes `#keyPath(`progress`)` "progress".
    func testBackticksAreNotPartOfTheKey() {
        assertRewrite("""
            class V: UIView {
                let a = #keyPath(`progress`)
                let b = #keyPath(self.`default`.value)
                let c = #keyPath(UIView.`layer`.position)
            }
            """, """
            class V: UIView {
                let a = "progress"
                let b = "default.value"
                let c = "layer.position"
            }
            """)
    }

    /// The build layout pads the shorter literal, so the rest of the line keeps its columns.
    func testBuildLayoutKeepsColumnsAfterTheKeyPath() {
        let source = "let x = f(#keyPath(CALayer.opacity), 1)"
        let build = built(source)
        XCTAssertEqual(build.count, source.count)
        XCTAssertEqual(build.firstIndex(of: "1").map { build.distance(from: build.startIndex, to: $0) },
                       source.firstIndex(of: "1").map { source.distance(from: source.startIndex, to: $0) })
        XCTAssertTrue(build.hasPrefix("let x = f(\"opacity\""))
    }

    /// Reported per file like the other rewrites.
    func testReportedInTheSummaryAndChanges() {
        let result = PortRewrite.rewrite("""
            class A {
                @objc func f() { _ = #selector(f) }
                let k = #keyPath(CALayer.opacity)
            }
            """, fileName: "A.swift", layout: .edit)
        XCTAssertEqual(result.summary, "1 selector → method reference, 1 key path → string, 1 attribute dropped")
        XCTAssertTrue(result.changes.contains(Change(line: 3, column: 13, kind: .rewritten,
                                                     detail: "#keyPath(CALayer.opacity) → \"opacity\"")), "\(result.changes)")
    }

    /// Strings, comments and what is not a chain of names are left alone (the last recorded).
    func testLeavesOtherCodeAlone() {
        let source = """
            let s = "#keyPath(CALayer.opacity)" // #keyPath(UIView.alpha)
            let t = #keyPath(items[0].name)
            let u = #keyPath(CALayer)
            """
        let result = PortRewrite.rewrite(source, fileName: "A.swift", layout: .edit)
        XCTAssertEqual(result.text, source)
        XCTAssertEqual(result.leftAsWritten.map(\.line), [2, 3])
    }
}
