import XCTest
@testable import MotionInterfaceBuilder

/// A label's `<attributedString>` compiles run by run with its attributes; what is not mapped warns.
final class AttributedTextCompilerTests: XCTestCase {
    func testFragmentsKeepTheirAttributes() throws {
        let out = try CompilerTests.compile(CompilerTests.scene("""
            <label opaque="NO" contentMode="left" textAlignment="natural" lineBreakMode="tailTruncation" id="l1">
                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                <attributedString key="attributedText">
                    <fragment content="One">
                        <attributes>
                            <color key="NSColor" systemColor="systemRedColor"/>
                            <font key="NSFont" size="20" name="Helvetica-Bold"/>
                            <paragraphStyle key="NSParagraphStyle" alignment="right" lineBreakMode="wordWrapping" lineSpacing="4" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                        </attributes>
                    </fragment>
                    <fragment>
                        <string key="content">two&#10;lines</string>
                        <attributes>
                            <integer key="NSStrikethrough" value="1"/>
                            <real key="NSBaselineOffset" value="3"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </label>
            """))
        let doc = try XCTUnwrap(out.documents.values.first)
        for line in [
            "append(NSAttributedString(string: \"One\", attributes: [.foregroundColor: UIColor.systemRed, .font: UIFont.systemFont(ofSize: 20, weight: .bold), .paragraphStyle: { let p = NSMutableParagraphStyle(); p.alignment = .right; p.lineBreakMode = .byWordWrapping; p.lineSpacing = 4; return p }()] as [NSAttributedString.Key: Any]))",
            "append(NSAttributedString(string: \"two\\nlines\", attributes: [.strikethroughStyle: NSNumber(value: 1)] as [NSAttributedString.Key: Any]))",
            ".attributedText = attributed",
        ] {
            XCTAssertTrue(doc.contains(line), "\(line) in \(doc)")
        }
        let shown = out.warnings.map(\.message)
        XCTAssertTrue(shown.contains("<real key=\"NSBaselineOffset\"> is not mapped (ignored)"), "\(shown)")
        // The runs' paragraph styles differ (the first has one): the later runs' alignment is not drawn.
        XCTAssertTrue(shown.contains { $0.hasPrefix("attributed text: each run draws in its font") }, "\(shown)")
    }
}

/// `<string base64-UTF8="YES">`: Xcode's form for a string XML cannot carry as it is (a fragment that is
/// only a line break is written `Cg`, with line breaks around it) — the decoded text, not the base64.
final class Base64StringCompilerTests: XCTestCase {
    func testBase64FragmentsAndTextAreDecoded() throws {
        let out = try CompilerTests.compile(CompilerTests.scene("""
            <label opaque="NO" contentMode="left" numberOfLines="0" id="l1">
                <rect key="frame" x="0.0" y="0.0" width="200" height="80"/>
                <attributedString key="attributedText">
                    <fragment content="Books:"/>
                    <fragment>
                        <string key="content" base64-UTF8="YES">
            Cg
            </string>
                    </fragment>
                    <fragment content="One"/>
                </attributedString>
            </label>
            <label opaque="NO" contentMode="left" id="l2">
                <rect key="frame" x="0.0" y="90" width="200" height="20"/>
                <string key="text" base64-UTF8="YES">SGksIPCfkYs</string>
            </label>
            """))
        let doc = try XCTUnwrap(out.documents.values.first)
        XCTAssertTrue(doc.contains("append(NSAttributedString(string: \"\\n\""), doc)
        XCTAssertFalse(doc.contains("Cg"), doc)
        XCTAssertTrue(doc.contains(".text = \"Hi, 👋\""), "unpadded base64 of UTF-8: \(doc)")
        XCTAssertEqual(out.warnings.filter { $0.message.contains("base64") }.map(\.message), [])
    }

    func testTextThatIsNotBase64IsKeptAsWritten() {
        XCTAssertNil(IBElement.decodedBase64UTF8("not base64!"))
        XCTAssertEqual(IBElement.decodedBase64UTF8("\n  Cg\n"), "\n")
    }
}
