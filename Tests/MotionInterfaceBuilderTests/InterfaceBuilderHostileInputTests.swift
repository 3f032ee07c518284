import XCTest
@testable import MotionInterfaceBuilder

/// The outside attacker's classes in the compiler (notes/attacker.md): nesting bounds, injective
/// connector names, multi-line string attributes, error lines, references, out-of-range values.
final class InterfaceBuilderHostileInputTests: XCTestCase {
    /// `n` views nested in the scene's root view.
    func nested(_ n: Int) -> String {
        CompilerTests.scene(String(repeating: "<view id=\"n\"><subviews>", count: n) + String(repeating: "</subviews></view>", count: n))
    }

    func testNestingBeyondTheBoundIsOneErrorNamingTheLine() throws {
        // 300 views are 600 XML levels (over 512): refused, not a stack overflow.
        XCTAssertThrowsError(try CompilerTests.compile(nested(300))) { error in
            let e = try? XCTUnwrap(error as? IBCompileError)
            XCTAssertEqual(e?.line, 11)   // the line the nested views are on
            XCTAssertTrue(e?.message.contains("nested too deeply") == true, "\(String(describing: e))")
        }
        // 200 views (about 400 levels) compile.
        XCTAssertNoThrow(try CompilerTests.compile(nested(200)))
    }

    func testTooManyElementsAreRefused() {
        let many = String(repeating: "<x/>", count: IBXMLReader.maximumElements + 1)
        XCTAssertThrowsError(try IBXMLReader.read(Data(("<document>" + many + "</document>").utf8), path: "m.xib")) { error in
            XCTAssertTrue((error as? IBCompileError)?.message.contains("more than 2000000 elements") == true, "\(error)")
        }
    }

    func testOutletsDifferingBeyondASCIIGetOneConnectorEach() throws {
        var index = CompilerTests.index
        index.types["VC"]?.members += [.init(kind: .property, name: "café", file: "/app/iOS/VC.swift"),
                                      .init(kind: .property, name: "cafè", file: "/app/iOS/VC.swift"),
                                      .init(kind: .property, name: "cafU00E9", file: "/app/iOS/VC.swift")]
        let xml = CompilerTests.scene("""
            <label text="A" id="l0"/>
            <label text="B" id="l1"/>
            <label text="C" id="l2"/>
            """, connections: """
            <outlet property="café" destination="l0" id="o0"/>
            <outlet property="cafè" destination="l1" id="o1"/>
            <outlet property="cafU00E9" destination="l2" id="o2"/>
            """)
        let out = try CompilerTests.compile(xml, index: index)
        let text = out.appends["/app/iOS/VC.swift"] ?? ""
        var methods: [String: String] = [:]   // method → member it sets
        for line in text.split(separator: "\n") where line.contains("func __ibOutlet_") {
            let name = line.split(separator: "(")[0].replacingOccurrences(of: "    func ", with: "")
            let member = line.components(separatedBy: "&self.")[1].split(separator: ",")[0]
            methods[name] = String(member)
        }
        XCTAssertEqual(Set(methods.values), ["`café`", "`cafè`", "cafU00E9"], text)
        XCTAssertEqual(methods.count, 3, text)
    }

    func testMultiLineStringRuntimeAttributeKeepsItsText() throws {
        let xml = CompilerTests.scene("""
            <label text="A" id="l0">
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel">
                        <string key="value">one&#10;two</string>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="isHidden" value="maybe"/>
                    <userDefinedRuntimeAttribute type="string" keyPath="a..b" value="x"/>
                </userDefinedRuntimeAttributes>
            </label>
            """)
        let out = try CompilerTests.compile(xml)
        let doc = out.documents.values.first ?? ""
        XCTAssertTrue(doc.contains(#".accessibilityLabel, "one\ntwo")"#), doc)
        XCTAssertTrue(out.warnings.contains { $0.message.contains("\"isHidden\": the boolean value \"maybe\" cannot be read") }, "\(out.warnings)")
        XCTAssertTrue(out.warnings.contains { $0.message.contains("\"a..b\" is not a chain of Swift names") }, "\(out.warnings)")
        XCTAssertFalse(doc.contains(".a.b"), doc)
    }

    func testBadByteAndUndeclaredEntityAreReportedAtTheirLine() {
        var bytes = Array("<document>\n<a/>\n<b t=\"".utf8) + [0xE8] + Array("\"/>\n</document>\n".utf8)
        XCTAssertThrowsError(try IBXMLReader.read(Data(bytes), path: "x.xib")) { XCTAssertEqual(($0 as? IBCompileError)?.line, 3, "\($0)") }
        bytes = Array("<document>\n<a/>\n<b/>\n<c t=\"&bogus;\"/>\n</document>\n".utf8)
        XCTAssertThrowsError(try IBXMLReader.read(Data(bytes), path: "x.xib")) { XCTAssertEqual(($0 as? IBCompileError)?.line, 4, "\($0)") }
    }

    func testDanglingReferencesAndSelfEmbeddingAreWarnings() throws {
        var xml = CompilerTests.scene("<label text=\"A\" id=\"l0\"/><label text=\"B\" id=\"l0\"/>")
            .replacingOccurrences(of: "initialViewController=\"vc1\"", with: "initialViewController=\"nope\"")
        xml = xml.replacingOccurrences(of: "<viewLayoutGuide key=\"safeArea\" id=\"safe\"/>",
                                       with: "<viewLayoutGuide key=\"safeArea\" id=\"safe\"/><containerView id=\"cv\"><connections><segue destination=\"vc1\" kind=\"embed\" id=\"e1\"/></connections></containerView>")
        let out = try CompilerTests.compile(xml)
        let messages = out.warnings.map(\.message)
        XCTAssertTrue(messages.contains { $0.contains("initialViewController \"nope\" is no scene") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("object id \"l0\" is also the id of the object at line") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("embed segue from viewController \"vc1\" to itself") }, "\(messages)")
    }

    /// Scenes that make each other while they are made — navigation controller A's root is B and B's
    /// root is A, or a loop through a tab bar controller and a container's embed segue — would make the
    /// next one without end (a stack overflow at run time): one warning per loop, at the segue that closes
    /// it, naming the scenes in order. Scenes reached twice without a loop (a diamond) are no loop.
    func testScenesThatMakeEachOtherAreOneWarningPerLoop() throws {
        func scene(_ element: String, _ id: String, _ segues: [(String, String)], line: String = "") -> String {
            let connections = segues.map { destination, kind in
                kind == "embed"
                    ? "<view key=\"view\" id=\"\(id)-v\"><subviews><containerView id=\"\(id)-c\"><connections><segue destination=\"\(destination)\" kind=\"embed\" id=\"\(id)-\(destination)\"/></connections></containerView></subviews></view>"
                    : "<connections><segue destination=\"\(destination)\" kind=\"relationship\" relationship=\"\(kind)\" id=\"\(id)-\(destination)\"/></connections>"
            }.joined()
            return "<scene sceneID=\"s-\(id)\"><objects><\(element) id=\"\(id)\" sceneMemberID=\"viewController\">\(connections)</\(element)></objects></scene>\n"
        }
        let xml = String(format: CompilerTests.storyboardHeader, "21507") + "<scenes>\n"
            + scene("navigationController", "navA", [("navB", "rootViewController")])
            + scene("navigationController", "navB", [("navA", "rootViewController")])
            + scene("tabBarController", "tabs", [("host", "viewControllers")])
            + scene("viewController", "host", [("inner", "embed")])
            + scene("navigationController", "inner", [("tabs", "rootViewController")])
            + scene("tabBarController", "top", [("left", "viewControllers"), ("right", "viewControllers")])
            + scene("navigationController", "left", [("leaf", "rootViewController")])
            + scene("navigationController", "right", [("leaf", "rootViewController")])
            + scene("viewController", "leaf", [])
            + "</scenes></document>\n"
        let loops = try CompilerTests.compile(xml).warnings.filter { $0.message.contains("closes a loop") }
        XCTAssertEqual(loops.map(\.message), [
            "relationship segue from navigationController \"navB\" closes a loop of scenes that make each other (\"navA\" → \"navB\" → \"navA\"): making any of them would make the next again without end",
            "relationship segue from navigationController \"inner\" closes a loop of scenes that make each other (\"tabs\" → \"host\" → \"inner\" → \"tabs\"): making any of them would make the next again without end",
        ])
        XCTAssertEqual(loops.map(\.line), [4, 7], "each at the line of the segue that closes the loop")
    }

    /// Diagnostics are one line each whatever the user's text holds: a line break, a tab, an escape
    /// character or a right-to-left override echoed from a file name or an Info.plist value is written as
    /// an escape (the build reads `path:line: warning: …` lines; a raw line break began a line of its own).
    func testDiagnosticsEchoingControlCharactersStayOneLine() {
        let warning = IBWarning(path: "/app/iOS/new\nline.storyboard", line: 1,
                                message: "main storyboard \"a\nb\t\u{1B}[31m\u{202E}z\" is not among this target's storyboards")
        XCTAssertEqual(warning.description,
                       "/app/iOS/new\\nline.storyboard:1: warning: main storyboard \"a\\nb\\t\\u{1B}[31m\\u{202E}z\" is not among this target's storyboards")
        let error = IBCompileError(path: "/app/iOS/x\r.xib", line: 2, message: "not\u{2028}XML")
        XCTAssertEqual(error.description, "/app/iOS/x\\r.xib:2: error: not\\u{2028}XML")
        XCTAssertEqual(IBWarning(path: "/app/iOS/Café.storyboard", line: 3, message: "🙂 ok").description,
                       "/app/iOS/Café.storyboard:3: warning: 🙂 ok", "text without control characters is as it was")
    }

    /// Xcode 8–10 wrote the tools version with a minor part ("11129.15", "13122.16", "14460.31"):
    /// those are Interface Builder versions, read without a warning; text that is no build number is
    /// still reported.
    func testDottedToolsVersionsOfOlderXcodesAreVersions() throws {
        for version in ["11129.15", "13122.16", "14460.31", "21507", "32700.99.1234"] {   // the last: Xcode 15
            let out = try CompilerTests.compile(CompilerTests.scene("", toolsVersion: version))
            XCTAssertFalse(out.warnings.contains { $0.message.contains("toolsVersion") }, "\(version): \(out.warnings)")
        }
        for version in ["13122.", "1.2.3", "+13122", "13122.1234", "abc", "12", "32700.99.", "32700.99.12345", "32700.99.1.2"] {
            let out = try CompilerTests.compile(CompilerTests.scene("", toolsVersion: version))
            XCTAssertTrue(out.warnings.contains { $0.message.contains("toolsVersion \"\(version)\" is not an Interface Builder version") }, "\(version): \(out.warnings)")
        }
    }

    /// Xcode 7's storyboards hold an empty `<animations/>` in every view: read without a warning.
    func testXcode7AnimationsElementsAreDesignTime() throws {
        let out = try CompilerTests.compile(CompilerTests.scene("""
            <view contentMode="scaleToFill" id="v1">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <animations/>
            </view>
            """, toolsVersion: "10117"))
        XCTAssertEqual(out.warnings.map(\.message), [])
    }

    /// What only Xcode's canvas reads, written as keyed children, and state restoration's attribute: read
    /// without warnings (a long constraint label, a run's pre-substitution font).
    func testCanvasOnlyKeyedChildrenAreDesignTime() throws {
        let xml = CompilerTests.scene("""
            <label opaque="NO" contentMode="left" id="l1">
                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                <attributedString key="attributedText">
                    <fragment content="Hi">
                        <attributes>
                            <font key="NSFont" size="20" name="Helvetica"/>
                            <font key="NSOriginalFont" size="20" name="Helvetica"/>
                        </attributes>
                    </fragment>
                </attributedString>
                <constraints>
                    <constraint firstAttribute="width" constant="200" id="w1">
                        <string key="userLabel">A label too long for an attribute</string>
                    </constraint>
                </constraints>
            </label>
            """).replacingOccurrences(of: "<viewController id=\"vc1\"", with: "<viewController useStoryboardIdentifierAsRestorationIdentifier=\"YES\" id=\"vc1\"")
        let out = try CompilerTests.compile(xml)
        XCTAssertEqual(out.warnings.map(\.message), [])
        XCTAssertTrue(try XCTUnwrap(out.documents.values.first).contains("UIFont"), "the run's NSFont still draws")
    }

    func testAnImageNoImageSetProvidesIsAWarning() throws {
        let xml = CompilerTests.scene("").replacingOccurrences(of: "</document>", with: """
            <resources><image name="nope" width="16" height="16"/><image name="house" catalog="system" width="128" height="106"/></resources>
            </document>
            """)
        let out = try CompilerTests.compile(xml)
        let images = out.warnings.filter { $0.message.contains("is not among this target's image sets") }
        XCTAssertEqual(images.map(\.message), ["image \"nope\" is not among this target's image sets or images: UIImage(named:) returns nil"])
    }

    func testOutOfRangeValuesAreWarnedAndClamped() throws {
        let xml = CompilerTests.scene("""
            <label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="l0">
                <fontDescription key="fontDescription" type="system" pointSize="-3"/>
            </label>
            """).replacingOccurrences(of: "<viewLayoutGuide key=\"safeArea\" id=\"safe\"/>", with: """
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints><constraint firstItem="l0" firstAttribute="width" constant="10" priority="2000" id="c1"/>
            <constraint firstItem="l0" firstAttribute="top" secondItem="root" secondAttribute="left" id="c2"/>
            <constraint firstItem="l0" firstAttribute="width" secondItem="l0" secondAttribute="height" id="c3"/></constraints>
            """)
        let out = try CompilerTests.compile(xml)
        let doc = out.documents.values.first ?? ""
        XCTAssertTrue(out.warnings.contains { $0.message.contains("priority 2000 is outside UIKit's 1…1000") }, "\(out.warnings)")
        XCTAssertFalse(doc.contains("UILayoutPriority(2000)"), doc)
        XCTAssertTrue(out.warnings.contains { $0.message.contains("pointSize=\"-3\" is not a font size") }, "\(out.warnings)")
        XCTAssertTrue(doc.contains("systemFont(ofSize: 17)"), doc)
        // x against y is refused (UIKit raises); width against height is an aspect ratio, kept.
        XCTAssertTrue(out.warnings.contains { $0.message.contains("relates top to left") }, "\(out.warnings)")
        XCTAssertFalse(doc.contains("attribute: .top, relatedBy: .equal, toItem: o"), doc)
        XCTAssertTrue(doc.contains("attribute: .width, relatedBy: .equal, toItem:"), doc)
        XCTAssertEqual(doc.components(separatedBy: "NSLayoutConstraint(item:").count - 1, 2, doc)
    }

    func testHeaderCommentKeepsAFileNameWithALineBreakOnOneLine() throws {
        let out = try CompilerTests.compile(CompilerTests.scene(""), path: "/app/iOS/new\nline.storyboard")
        let doc = out.documents.values.first ?? ""
        XCTAssertTrue(doc.hasPrefix("// Generated by the MotionLabPort plugin from new\\nline.storyboard\n"), String(doc.prefix(120)))
    }
}
