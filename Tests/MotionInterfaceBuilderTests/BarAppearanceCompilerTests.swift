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
