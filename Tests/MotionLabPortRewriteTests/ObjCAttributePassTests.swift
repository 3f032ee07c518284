import XCTest
@testable import MotionLabPortRewrite

/// The Objective-C and Interface Builder attributes dropped, input → output text, with comments,
/// indentation and other attributes kept.
final class ObjCAttributePassTests: XCTestCase {
    func testDropsEveryObjectiveCAndInterfaceBuilderAttribute() {
        assertRewrite("""
            @objcMembers
            @IBDesignable
            class Card: UIView {
                @IBOutlet weak var label: UILabel!
                @IBOutlet private var buttons: [UIButton]!
                @IBInspectable var radius: CGFloat = 8
                @objc dynamic var progress: CGFloat = 0
                @objc(flipWithSender:) func flip(_ sender: Any) {}
                @IBAction func close(_ sender: UIButton) {}
                @IBSegueAction func make(_ coder: NSCoder) -> UIViewController? { nil }
                @nonobjc func swiftOnly() {}
                @objc override func layoutSubviews() { super.layoutSubviews() }
            }
            @objc enum Side: Int { case left, right }
            """, """
            class Card: UIView {
                weak var label: UILabel!
                private var buttons: [UIButton]!
                var radius: CGFloat = 8
                dynamic var progress: CGFloat = 0
                func flip(_ sender: Any) {}
                func close(_ sender: UIButton) {}
                func make(_ coder: NSCoder) -> UIViewController? { nil }
                func swiftOnly() {}
                override func layoutSubviews() { super.layoutSubviews() }
            }
            enum Side: Int { case left, right }
            """)
    }

    func testAttributesOnTheirOwnLinesKeepCommentsAndIndentation() {
        assertRewrite("""
            class A {
                /// Closes the card.
                @IBAction
                func close() {}

                // MARK: Actions
                @objc // called by the button
                func open() {}
            }
            """, """
            class A {
                /// Closes the card.
                func close() {}

                // MARK: Actions
                // called by the button
                func open() {}
            }
            """)
    }

    func testOtherAttributesAndTheirOrderAreKept() {
        assertRewrite("""
            class A {
                @MainActor @objc func a() {}
                @objc @discardableResult func b() -> Int { 1 }
                @available(iOS 13, *) @objc(c) private func c() {}
            }
            """, """
            class A {
                @MainActor func a() {}
                @discardableResult func b() -> Int { 1 }
                @available(iOS 13, *) private func c() {}
            }
            """)
    }

    func testAtTheStartOfTheFile() {
        assertRewrite("@objc\nclass A {}\n", "class A {}\n")
        assertRewrite("@objc class A {}", "class A {}")
    }

    /// Swift has optional protocol requirements only for Objective-C protocols; such a protocol is
    /// left as written (and recorded), so the compiler's error points at it.
    func testProtocolsWithOptionalRequirementsAreLeftAsWritten() {
        let source = """
            @objc protocol CardDelegate: AnyObject {
                @objc optional func cardDidFlip()
                func cardDidClose()
            }
            @objc protocol Plain { func f() }
            """
        let result = PortRewrite.rewrite(source, fileName: "A.swift", layout: .edit)
        XCTAssertEqual(result.text, """
            @objc protocol CardDelegate: AnyObject {
                @objc optional func cardDidFlip()
                func cardDidClose()
            }
            protocol Plain { func f() }
            """)
        XCTAssertEqual(result.leftAsWritten.map(\.line), [1, 2])
    }

    /// The build layout blanks instead of deleting: every line and, after a dropped attribute, every
    /// column stays where it was.
    func testBuildLayoutKeepsLinesAndColumns() {
        let source = "class A {\n    @IBAction\n    func f() { let x: Int = \"s\" }\n    @objc func g() {}\n}\n"
        let build = built(source)
        let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let buildLines = build.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(buildLines.count, sourceLines.count)
        XCTAssertEqual(buildLines[2], sourceLines[2])
        XCTAssertEqual(buildLines[3], "          func g() {}")
        XCTAssertEqual(buildLines[3].count, sourceLines[3].count)
    }
}
