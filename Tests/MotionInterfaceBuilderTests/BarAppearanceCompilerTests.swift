import XCTest
@testable import MotionInterfaceBuilder

/// Bar appearances (Xcode 13's Appearances ▸ Standard / Scroll Edge) compile to UIKit's appearance
/// objects; what of them is not mapped warns, never silently dropped.
final class BarAppearanceCompilerTests: XCTestCase {
    static func navigationScene(bar: String, item: String = "") -> String {
        String(format: CompilerTests.storyboardHeader, "21507") + """

            <scenes>
                <scene sceneID="s0">
                    <objects>
                        <navigationController id="vc1" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="47" width="390" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
            \(bar)
                            </navigationBar>
                            <connections>
                                <segue destination="vc2" kind="relationship" relationship="rootViewController" id="rel"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc2" customClass="VC" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            </view>
                            <navigationItem key="navigationItem" title="Shop" id="ni">
            \(item)
                            </navigationItem>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            </document>
            """
    }

    func testNavigationBarAppearancesCompileToUINavigationBarAppearance() throws {
        let out = try CompilerTests.compile(Self.navigationScene(bar: """
                <color key="tintColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                <navigationBarAppearance key="standardAppearance">
                    <color key="backgroundColor" systemColor="systemIndigoColor"/>
                    <color key="shadowColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <textAttributes key="titleTextAttributes">
                        <color key="NSColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <font key="NSFont" size="18" name="AvenirNext-DemiBold"/>
                    </textAttributes>
                    <textAttributes key="largeTitleTextAttributes">
                        <color key="NSColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </textAttributes>
                </navigationBarAppearance>
                <navigationBarAppearance key="scrollEdgeAppearance">
                    <color key="backgroundColor" systemColor="systemIndigoColor"/>
                </navigationBarAppearance>
                <navigationBarAppearance key="compactAppearance"/>
            """, item: """
                <navigationBarAppearance key="standardAppearance">
                    <color key="backgroundColor" systemColor="systemTealColor"/>
                </navigationBarAppearance>
            """))
        XCTAssertEqual(out.warnings.map(\.description), [])
        let doc = try XCTUnwrap(out.documents.values.first)
        for line in [
            "= UINavigationBarAppearance()",
            ".backgroundColor = UIColor.systemIndigo",
            ".shadowColor = UIColor(white: 0, alpha: 0)",
            ".titleTextAttributes = [.foregroundColor: UIColor(white: 1, alpha: 1), .font: UIFont.systemFont(ofSize: 18, weight: .semibold)] as [NSAttributedString.Key: Any]",
            ".largeTitleTextAttributes = [.foregroundColor: UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)] as [NSAttributedString.Key: Any]",
            "(vc as? UINavigationController)?.navigationBar.standardAppearance = ",
            "(vc as? UINavigationController)?.navigationBar.scrollEdgeAppearance = ",
            "(vc as? UINavigationController)?.navigationBar.compactAppearance = ",
            "vc.navigationItem.standardAppearance = ",
            ".backgroundColor = UIColor.systemTeal",
        ] {
            XCTAssertTrue(doc.contains(line), "\(line) in \(doc)")
        }
    }

    func testTabBarAppearancesAndTheirItemStatesCompile() throws {
        let xml = String(format: CompilerTests.storyboardHeader, "21507") + """

            <scenes><scene sceneID="s0"><objects>
                <tabBarController id="vc1" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="tb">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="49"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tabBarAppearance key="standardAppearance">
                            <color key="backgroundColor" red="0.11" green="0.11" blue="0.12" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <tabBarItemAppearance key="stackedLayoutAppearance">
                                <tabBarItemStateAppearance key="normal">
                                    <color key="iconColor" systemColor="systemGrayColor"/>
                                    <textAttributes key="titleTextAttributes"><color key="NSColor" systemColor="systemGrayColor"/></textAttributes>
                                </tabBarItemStateAppearance>
                                <tabBarItemStateAppearance key="selected">
                                    <color key="iconColor" systemColor="systemOrangeColor"/>
                                </tabBarItemStateAppearance>
                            </tabBarItemAppearance>
                        </tabBarAppearance>
                        <tabBarAppearance key="scrollEdgeAppearance">
                            <color key="backgroundColor" red="0.11" green="0.11" blue="0.12" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </tabBarAppearance>
                    </tabBar>
                </tabBarController>
            </objects></scene></scenes>
            </document>
            """
        let out = try CompilerTests.compile(xml)
        XCTAssertEqual(out.warnings.map(\.description), [])
        let doc = try XCTUnwrap(out.documents.values.first)
        for line in [
            "= UITabBarAppearance()",
            ".backgroundColor = UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1)",
            ".stackedLayoutAppearance.normal.iconColor = UIColor.systemGray",
            ".stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGray] as [NSAttributedString.Key: Any]",
            ".stackedLayoutAppearance.selected.iconColor = UIColor.systemOrange",
            "(vc as? UITabBarController)?.tabBar.standardAppearance = ",
            "(vc as? UITabBarController)?.tabBar.scrollEdgeAppearance = ",
        ] {
            XCTAssertTrue(doc.contains(line), "\(line) in \(doc)")
        }
    }

    /// What an appearance holds that is not mapped warns at its line (README: every element or attribute
    /// not mapped is a build warning); a compact tab bar appearance is no property of UITabBar.
    func testUnmappedPartsOfAnAppearanceWarn() throws {
        let out = try CompilerTests.compile(Self.navigationScene(bar: """
                <navigationBarAppearance key="standardAppearance" backgroundEffect="systemMaterial">
                    <color key="backgroundColor" systemColor="systemIndigoColor"/>
                    <imageReference key="backgroundImage" image="stripes"/>
                    <textAttributes key="titleTextAttributes">
                        <offsetWrapper key="textShadowOffset" horizontal="1" vertical="1"/>
                    </textAttributes>
                </navigationBarAppearance>
                <navigationBarAppearance key="unknownAppearance"/>
            """))
        let shown = out.warnings.map { "\($0.line): \($0.message)" }.joined(separator: "\n")
        XCTAssertTrue(shown.contains("<navigationBarAppearance> attribute backgroundEffect=\"systemMaterial\" is not mapped (ignored)"), shown)
        XCTAssertTrue(shown.contains("<imageReference key=\"backgroundImage\"> is not mapped (ignored)"), shown)
        XCTAssertTrue(shown.contains("<offsetWrapper key=\"textShadowOffset\"> is not mapped (ignored)"), shown)
        XCTAssertTrue(shown.contains("<navigationBarAppearance key=\"unknownAppearance\"> is not mapped (ignored)"), shown)
        XCTAssertEqual(out.warnings.count, 4, shown)
    }
}

/// Controller attributes the compiler maps.
final class ControllerAttributeCompilerTests: XCTestCase {
    func testHidesBottomBarWhenPushedIsSetWithoutAWarning() throws {
        let xml = CompilerTests.scene("").replacingOccurrences(of: "customClass=\"VC\"", with: "hidesBottomBarWhenPushed=\"YES\" customClass=\"VC\"")
        let out = try CompilerTests.compile(xml)
        XCTAssertEqual(out.warnings.map(\.description), [])
        XCTAssertTrue(try XCTUnwrap(out.documents.values.first).contains("vc.hidesBottomBarWhenPushed = true"))
    }
}

extension ControllerAttributeCompilerTests {
    func testARefreshControlOutsideATableViewControllerWarns() throws {
        let xml = CompilerTests.scene("").replacingOccurrences(of: "<connections>", with: """
            <refreshControl key="refreshControl" opaque="NO" contentMode="center" enabled="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" id="rc"/>
            <connections>
            """)
        let out = try CompilerTests.compile(xml)
        XCTAssertEqual(out.warnings.map(\.message), ["a refresh control of a <viewController> is not a property UIKit has (ignored)"])
    }
}

/// `destinationCreationSelector` → a connector calling the `@IBSegueAction` with the arguments its
/// selector takes; a missing method is a compile error at the storyboard line, as for actions.
final class SegueActionCompilerTests: XCTestCase {
    static func twoScenes(segue: String) -> String {
        CompilerTests.scene("", connections: segue).replacingOccurrences(of: "</scenes>", with: """
                <scene sceneID="s2"><objects>
                    <viewController id="vc2" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v2"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/></view>
                    </viewController>
                </objects></scene>
            </scenes>
            """)
    }

    func index() -> SwiftTypeIndex {
        var index = CompilerTests.index
        index.types["VC"]?.members += [
            .init(kind: .method, name: "makeNext", labels: ["_"], parameterTypes: ["NSCoder"], file: "/app/iOS/VC.swift"),
            .init(kind: .method, name: "makeWithSender", labels: ["_", "sender"], parameterTypes: ["NSCoder", "Any?"], file: "/app/iOS/VC.swift"),
            .init(kind: .method, name: "makeAll", labels: ["_", "sender", "segueIdentifier"], parameterTypes: ["NSCoder", "Any?", "String?"], file: "/app/iOS/VC.swift"),
        ]
        return index
    }

    func testEachSelectorFormCallsTheActionWithWhatItTakes() throws {
        for (selector, call) in [("makeNext:", "self.makeNext(coder)"), ("makeWithSender:sender:", "self.makeWithSender(coder, sender: sender)"),
                                 ("makeAll:sender:segueIdentifier:", "self.makeAll(coder, sender: sender, segueIdentifier: identifier)")] {
            let xml = Self.twoScenes(segue: "<segue destination=\"vc2\" kind=\"show\" identifier=\"next\" destinationCreationSelector=\"\(selector)\" id=\"sg\"/>")
            let out = try CompilerTests.compile(xml, index: index())
            XCTAssertEqual(out.warnings.map(\.description), [], selector)
            let doc = try XCTUnwrap(out.documents.values.first)
            XCTAssertTrue(doc.contains("destinationCreator: { ($0 as? VC)?.__ibSegueAction_VC_"), doc)
            let connector = out.appends["/app/iOS/VC.swift"] ?? ""
            XCTAssertTrue(connector.contains("(_ coder: NSCoder, _ sender: Any?, _ identifier: String?) -> UIViewController? { \(call) }"), connector)
        }
    }

    func testAMissingSegueActionIsACompileErrorAtTheStoryboardLine() throws {
        let xml = Self.twoScenes(segue: "<segue destination=\"vc2\" kind=\"show\" destinationCreationSelector=\"makeNothing:sender:\" id=\"sg\"/>")
        let out = try CompilerTests.compile(xml, index: index())
        XCTAssertTrue(out.shared.contains("#error(\"'VC' has no @IBSegueAction method for selector 'makeNothing:sender:'"), out.shared)
        XCTAssertTrue(out.shared.contains("#sourceLocation(file: \"/app/iOS/Main.storyboard\""), out.shared)
    }
}

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
        XCTAssertTrue(shown.contains { $0.hasPrefix("attributed text: drawn in its first run's font") }, "\(shown)")
    }
}

extension SegueActionCompilerTests {
    /// A5-12: the partial curl, which MotionLab plays as a cross-dissolve, says so at build time.
    func testAPartialCurlSegueWarnsThatItPlaysAsACrossDissolve() throws {
        let xml = Self.twoScenes(segue: "<segue destination=\"vc2\" kind=\"presentation\" modalPresentationStyle=\"fullScreen\" modalTransitionStyle=\"partialCurl\" id=\"sg\"/>")
        let out = try CompilerTests.compile(xml, index: index())
        XCTAssertEqual(out.warnings.map(\.message), ["modalTransitionStyle=\"partialCurl\" plays as a cross-dissolve in MotionLab (the page curl is not drawn)"])
        XCTAssertTrue(try XCTUnwrap(out.documents.values.first).contains("transitionStyle: .partialCurl"), "still set: the property reads as on iOS")
    }
}

extension BarAppearanceCompilerTests {
    /// A navigation item has no compactScrollEdgeAppearance (UIKit's UINavigationItem here): a warning, not
    /// code that does not compile; a navigation controller's toolbar appearances are mapped.
    func testItemAndToolbarAppearances() throws {
        let xml = Self.navigationScene(bar: "", item: """
                <navigationBarAppearance key="compactScrollEdgeAppearance"/>
            """).replacingOccurrences(of: "<connections>\n                    <segue destination=\"vc2\"", with: """
            <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="tbx">
                <rect key="frame" x="0.0" y="0.0" width="390" height="49"/>
                <autoresizingMask key="autoresizingMask"/>
                <toolbarAppearance key="standardAppearance">
                    <color key="backgroundColor" systemColor="systemYellowColor"/>
                </toolbarAppearance>
            </toolbar>
            <connections>
                    <segue destination="vc2"
            """)
        let out = try CompilerTests.compile(xml)
        let doc = try XCTUnwrap(out.documents.values.first)
        XCTAssertTrue(doc.contains("(vc as? UINavigationController)?.toolbar.standardAppearance = "), doc)
        XCTAssertTrue(doc.contains("= UIToolbarAppearance()"), doc)
        XCTAssertFalse(doc.contains("navigationItem.compactScrollEdgeAppearance"), doc)
        XCTAssertEqual(out.warnings.map(\.message), ["<navigationBarAppearance key=\"compactScrollEdgeAppearance\"> of a navigation item is not mapped (ignored)"])
    }
}
