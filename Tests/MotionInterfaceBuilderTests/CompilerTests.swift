import XCTest
@testable import MotionInterfaceBuilder

/// The compiler on its own, on IB XML as Xcode writes it (files written for these tests): bad input,
/// the warning list, what each form compiles to.
final class CompilerTests: XCTestCase {
    static let storyboardHeader = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="%@" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
        """

    func compile(_ xml: String, path: String = "/app/iOS/Main.storyboard", index: SwiftTypeIndex = CompilerTests.index) throws -> InterfaceBuilderCompiler.Output {
        try Self.compile(xml, path: path, index: index)
    }

    static func compile(_ xml: String, path: String = "/app/iOS/Main.storyboard", index: SwiftTypeIndex = CompilerTests.index) throws -> InterfaceBuilderCompiler.Output {
        try InterfaceBuilderCompiler(index: index).compile([.init(path: path, data: Data(xml.utf8))])
    }

    static var index: SwiftTypeIndex {
        var index = SwiftTypeIndex(rewrittenFiles: ["/app/iOS/VC.swift"])
        index.types["VC"] = .init(name: "VC", isDeclared: true, isClass: true, superclass: "UIViewController", file: "/app/iOS/VC.swift", members: [
            .init(kind: .property, name: "label", file: "/app/iOS/VC.swift"),
            .init(kind: .method, name: "tapped", labels: ["_"], parameterTypes: ["UIButton"], file: "/app/iOS/VC.swift"),
            .init(kind: .method, name: "refresh", file: "/app/iOS/VC+Actions.swift"),
            .init(kind: .method, name: "send", labels: ["sender"], parameterTypes: ["Any"], file: "/app/iOS/VC.swift"),
            .init(kind: .method, name: "touched", labels: ["_", "forEvent"], parameterTypes: ["UIButton", "UIEvent"], file: "/app/iOS/VC.swift"),
            .init(kind: .method, name: "renamed", labels: ["_"], parameterTypes: ["Any"], objcName: "didRename:", file: "/app/iOS/VC.swift"),
        ])
        index.rewrittenFiles.insert("/app/iOS/VC+Actions.swift")
        return index
    }

    func scene(_ body: String, toolsVersion: String = "21507", connections: String = "") -> String {
        Self.scene(body, toolsVersion: toolsVersion, connections: connections)
    }

    static func scene(_ body: String, toolsVersion: String = "21507", connections: String = "") -> String {
        String(format: Self.storyboardHeader, toolsVersion) + """

            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="VC" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
            \(body)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                            </view>
                            <connections>
            \(connections)
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="0" y="0"/>
                </scene>
            </scenes>
            </document>
            """
    }

    // MARK: Bad input

    func testAFileThatIsNotXMLFailsNamingItsLine() {
        let text = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n  <scenes>\n    <scene <<\n"
        XCTAssertThrowsError(try compile(text)) { error in
            let e = error as? IBCompileError
            XCTAssertEqual(e?.path, "/app/iOS/Main.storyboard")
            XCTAssertEqual(e?.line, 4)
            XCTAssertTrue(e?.description.hasPrefix("/app/iOS/Main.storyboard:4: error: not an Interface Builder file: the XML does not parse") == true, "\(error)")
        }
    }

    func testBinaryAndEmptyFilesFail() {
        XCTAssertThrowsError(try compile("")) { XCTAssertEqual(($0 as? IBCompileError)?.line, 1) }
        XCTAssertThrowsError(try InterfaceBuilderCompiler(index: Self.index).compile([.init(path: "/app/iOS/x.xib", data: Data([0xFF, 0xD8, 0x00, 0x13, 0x37]))])) {
            XCTAssertTrue("\($0)".contains("not an Interface Builder file"), "\($0)")
        }
    }

    func testXMLThatIsNotAnIOSInterfaceBuilderFileFails() {
        XCTAssertThrowsError(try compile("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n")) { error in
            XCTAssertEqual("\(error)", "/app/iOS/Main.storyboard:2: error: not an Interface Builder file: the root element is <plist>, not <document>")
        }
        XCTAssertThrowsError(try compile("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\"/>")) { error in
            XCTAssertTrue("\(error)".contains("not an iOS Interface Builder file: document type \"com.apple.InterfaceBuilder3.Cocoa.XIB\""), "\(error)")
        }
    }

    func testATruncatedStoryboardFailsAtTheEnd() throws {
        let full = scene("")
        let cut = String(full.prefix(full.count / 2))
        XCTAssertThrowsError(try compile(cut)) { error in
            XCTAssertGreaterThan((error as? IBCompileError)?.line ?? 0, 5)
        }
    }

    // MARK: Warnings

    /// Everything not mapped is a warning naming the file, the line and the element or attribute;
    /// design-time elements and attributes are not.
    func testTheWarningList() throws {
        let out = try compile(scene("""
                        <label opaque="NO" text="Hi" sparkle="YES" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                            <rect key="frame" x="0.0" y="0.0" width="42" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <glitter key="sparkles"/>
                        </label>
                        <mapView clipsSubviews="YES" mapType="standard" id="m1">
                            <rect key="frame" x="0.0" y="100" width="390" height="200"/>
                        </mapView>
                        <wkWebView contentMode="scaleToFill" id="d1"/>
        """))
        let shown = out.warnings.map { "\($0.line): \($0.message)" }
        XCTAssertEqual(shown, [
            "16: <mapView> is not available in MotionLab: a plain UIView holds its place (frame, constraints, subviews)",
            "19: <wkWebView> is not available in MotionLab: a plain UIView holds its place (frame, constraints, subviews)",
            "11: <label> attribute sparkle=\"YES\" is not mapped (ignored)",
            "14: <glitter key=\"sparkles\"> is not mapped (ignored)",
        ])
        XCTAssertEqual(out.warnings.first?.description, "/app/iOS/Main.storyboard:16: warning: <mapView> is not available in MotionLab: a plain UIView holds its place (frame, constraints, subviews)")
    }

    /// A full scene as Xcode writes it compiles without a warning.
    func testAnOrdinarySceneHasNoWarnings() throws {
        let out = try compile(scene("""
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                            <rect key="frame" x="20" y="100" width="80" height="34"/>
                            <accessibility key="accessibilityConfiguration" identifier="go"/>
                            <state key="normal" title="Go"/>
                            <connections>
                                <action selector="tapped:" destination="vc1" eventType="touchUpInside" id="a1"/>
                            </connections>
                        </button>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                            <rect key="frame" x="20" y="150" width="42" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
        """, connections: """
                            <outlet property="label" destination="l1" id="o1"/>
        """))
        XCTAssertEqual(out.warnings, [])
    }

    // MARK: What it compiles to

    /// A search bar as Xcode writes it becomes a `UISearchBar` with its placeholder, style, Cancel button
    /// and scope titles, with no warning (it was a stand-in view before MotionLab had one).
    func testASearchBar() throws {
        let out = try compile(scene("""
                        <searchBar contentMode="redraw" searchBarStyle="minimal" placeholder="Find a song" showsCancelButton="YES" showsScopeBar="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sb1">
                            <rect key="frame" x="0.0" y="47" width="390" height="100"/>
                            <textInputTraits key="textInputTraits"/>
                            <scopeButtonTitles>
                                <string>All</string>
                                <string>Songs</string>
                            </scopeButtonTitles>
                        </searchBar>
        """))
        XCTAssertEqual(out.warnings, [])
        let doc = try XCTUnwrap(out.documents["/app/iOS/Main.storyboard"])
        for line in ["UISearchBar(", ".placeholder = \"Find a song\"", ".searchBarStyle = .minimal", ".showsCancelButton = true",
                     ".scopeButtonTitles = [\"All\", \"Songs\"]", ".showsScopeBar = true"] {
            XCTAssertTrue(doc.contains(line), "\(line) in \(doc)")
        }
    }

    /// A visual effect view as Xcode writes it: a `UIVisualEffectView` whose content view is its own
    /// `contentView` (holding the subviews), its blur effect set; a vibrancy effect with its blur; no warning.
    func testAVisualEffectView() throws {
        let out = try compile(scene("""
                        <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fx1">
                            <rect key="frame" x="0.0" y="100" width="390" height="200"/>
                            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="fxc">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="200"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Over the blur" translatesAutoresizingMaskIntoConstraints="NO" id="fxl">
                                        <rect key="frame" x="20" y="20" width="120" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                </subviews>
                            </view>
                            <blurEffect style="systemThinMaterialDark"/>
                        </visualEffectView>
                        <visualEffectView opaque="NO" contentMode="scaleToFill" id="fx2">
                            <rect key="frame" x="0.0" y="300" width="390" height="50"/>
                            <view key="contentView" opaque="NO" contentMode="center" id="fx2c">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="50"/>
                            </view>
                            <vibrancyEffect style="secondaryLabel">
                                <blurEffect style="regular"/>
                            </vibrancyEffect>
                        </visualEffectView>
        """))
        XCTAssertEqual(out.warnings, [])
        let doc = try XCTUnwrap(out.documents["/app/iOS/Main.storyboard"])
        for line in ["UIVisualEffectView(coder:", ".contentView", ".effect = UIBlurEffect(style: .systemThinMaterialDark)",
                     ".effect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .regular), style: .secondaryLabel)"] {
            XCTAssertTrue(doc.contains(line), "\(line) in \(doc)")
        }
        XCTAssertTrue(doc.contains("let o3: UIView = o2.contentView"), "the content view is the view's own")
        XCTAssertTrue(doc.contains("o3.insertSubview(o4"), "its subviews go into it")
        XCTAssertFalse(doc.contains("insertSubview(o3,"), "and it is not added again")
    }

    /// A stepper as Xcode writes it: its range before its value, its flags, with no warning.
    func testAStepper() throws {
        let out = try compile(scene("""
                        <stepper opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="5" minimumValue="2" maximumValue="20" stepValue="0.5" wraps="YES" autorepeat="NO" translatesAutoresizingMaskIntoConstraints="NO" id="st1">
                            <rect key="frame" x="20" y="100" width="94" height="32"/>
                        </stepper>
        """))
        XCTAssertEqual(out.warnings, [])
        let doc = try XCTUnwrap(out.documents["/app/iOS/Main.storyboard"])
        let lines = ["UIStepper(coder:", ".minimumValue = 2", ".maximumValue = 20", ".stepValue = 0.5", ".value = 5", ".wraps = true", ".autorepeat = false"]
        for line in lines { XCTAssertTrue(doc.contains(line), "\(line) in \(doc)") }
        let order = lines.dropFirst().compactMap { doc.range(of: $0)?.lowerBound }
        XCTAssertEqual(order.count, 6)
        XCTAssertTrue(order[1] < order[3], "the maximum before the value")
    }

    /// The new elements' bad values are warnings naming the line and the value, never fatal: an unknown
    /// blur style leaves the effect unset, a stepper value that is not a number keeps the default.
    func testBadValuesOfTheNewElementsWarn() throws {
        let out = try compile(scene("""
                        <visualEffectView opaque="NO" contentMode="scaleToFill" id="fx9">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                            <view key="contentView" opaque="NO" contentMode="center" id="fx9c">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                            </view>
                            <blurEffect style="frosted&quot;); evil(&quot;"/>
                        </visualEffectView>
                        <stepper opaque="NO" contentMode="scaleToFill" value="lots" maximumValue="1e999" id="st9">
                            <rect key="frame" x="0.0" y="100" width="94" height="32"/>
                        </stepper>
        """))
        let text = out.warnings.map(\.description).joined(separator: "\n")
        XCTAssertTrue(text.contains("is not a UIBlurEffect.Style"), text)
        XCTAssertTrue(text.contains("value=\"lots\" is not a finite number"), text)
        XCTAssertTrue(text.contains("maximumValue=\"1e999\" is not a finite number"), text)
        let doc = try XCTUnwrap(out.documents["/app/iOS/Main.storyboard"])
        XCTAssertFalse(doc.contains("evil"), "nothing of the bad style reaches the code")
        XCTAssertFalse(doc.contains(".effect ="))
        XCTAssertFalse(doc.contains(".value ="))
    }

    /// A navigation controller's bar as Xcode writes it: "Prefers Large Titles" (`largeTitles`), the
    /// black style and an opaque bar become the bar's properties, with no warning.
    func testANavigationBarsLargeTitlesStyleAndTranslucency() throws {
        let xml = String(format: Self.storyboardHeader, "21507").replacingOccurrences(of: "initialViewController=\"vc1\"", with: "initialViewController=\"nav\"") + """

            <scenes>
                <scene sceneID="s0">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" barStyle="black" translucent="NO" largeTitles="YES" id="bar">
                                <rect key="frame" x="0.0" y="47" width="390" height="96"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vc1" kind="relationship" relationship="rootViewController" id="r1"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr0" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="VC" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                            </view>
                            <navigationItem key="navigationItem" title="Inbox" largeTitleDisplayMode="always" id="item"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
            </document>
            """
        let out = try compile(xml)
        XCTAssertEqual(out.warnings, [])
        let doc = try XCTUnwrap(out.documents["/app/iOS/Main.storyboard"])
        XCTAssertTrue(doc.contains("(vc as? UINavigationController)?.navigationBar.prefersLargeTitles = true"), doc)
        XCTAssertTrue(doc.contains("(vc as? UINavigationController)?.navigationBar.barStyle = .black"), doc)
        XCTAssertTrue(doc.contains("(vc as? UINavigationController)?.navigationBar.isTranslucent = false"), doc)
        XCTAssertTrue(doc.contains(".largeTitleDisplayMode = .always"), doc)
    }

    /// Symbol button types keep UIKit's raw values (detailDisclosure 2, infoLight 3, infoDark 4,
    /// contactAdd 5, close 7), so the button loads as that type.
    func testSymbolButtonTypesKeepTheirRawValues() throws {
        let out = try compile(scene("""
                        <button buttonType="infoLight" id="b1"/>
                        <button buttonType="close" id="b2"/>
                        <button buttonType="contactAdd" id="b3"/>
        """, connections: ""))
        let doc = try XCTUnwrap(out.documents["/app/iOS/Main.storyboard"])
        XCTAssertTrue(doc.contains("buttonType: 3"), doc)
        XCTAssertTrue(doc.contains("buttonType: 7"), doc)
        XCTAssertTrue(doc.contains("buttonType: 5"), doc)
    }

    /// Connectors go into the file declaring the member, attributed to the storyboard's line, so a
    /// private member is reached and a missing one is a compile error there.
    func testConnectorsGoIntoTheDeclaringFileAtTheStoryboardsLine() throws {
        let out = try compile(scene("""
                        <button buttonType="system" id="b1">
                            <connections>
                                <action selector="refresh" destination="vc1" eventType="touchUpInside" id="a1"/>
                                <action selector="sendWithSender:" destination="vc1" eventType="touchDown" id="a2"/>
                                <action selector="touched:forEvent:" destination="vc1" eventType="touchUpInside" id="a3"/>
                                <action selector="didRename:" destination="vc1" eventType="valueChanged" id="a4"/>
                                <action selector="nothing:" destination="vc1" eventType="touchUpInside" id="a5"/>
                            </connections>
                        </button>
        """, connections: """
                            <outlet property="label" destination="b1" id="o1"/>
                            <outlet property="missing" destination="b1" id="o2"/>
        """))
        let vc = try XCTUnwrap(out.appends["/app/iOS/VC.swift"])
        XCTAssertTrue(vc.contains("""
            #sourceLocation(file: "/app/iOS/Main.storyboard", line: 24)
                func __ibOutlet_VC_label(_ object: AnyObject?) { __ibConnect(&self.label, object, "label") }
            #sourceLocation()
            """), vc)
        XCTAssertTrue(vc.contains("func __ibOutlet_VC_missing(_ object: AnyObject?) { __ibConnect(&self.missing, object, \"missing\") }"),
                      "a member the class lacks: its connector is a compile error at the storyboard's line")
        XCTAssertTrue(vc.contains("control.addTarget(self, action: VC.send(sender:), for: events)"))
        XCTAssertTrue(vc.contains("control.addTarget(self, action: VC.touched(_:forEvent:), for: events)"))
        XCTAssertTrue(vc.contains("control.addTarget(self, action: VC.renamed(_:), for: events)"), "@objc(didRename:)")
        let actions = try XCTUnwrap(out.appends["/app/iOS/VC+Actions.swift"])
        XCTAssertTrue(actions.contains("control.addTarget(self, action: VC.refresh, for: events)"), "in the extension's own file")
        XCTAssertTrue(out.shared.contains("""
            #sourceLocation(file: "/app/iOS/Main.storyboard", line: 17)
            #error("'VC' has no action method for selector 'nothing:'
            """), out.shared)
        let doc = try XCTUnwrap(out.documents["/app/iOS/Main.storyboard"])
        XCTAssertTrue(doc.contains("(owner as? VC)?.__ibAction_VC_sendWithSender_(o2, .touchDown)"), doc)
    }

    func testSelectorsAsSwiftNamesThem() {
        let m = { (name: String, labels: [String], objc: String?) in SwiftTypeIndex.Member(kind: .method, name: name, labels: labels, objcName: objc, file: "f").selector }
        XCTAssertEqual(m("refresh", [], nil), "refresh")
        XCTAssertEqual(m("tapped", ["_"], nil), "tapped:")
        XCTAssertEqual(m("tapped", ["sender"], nil), "tappedWithSender:")
        XCTAssertEqual(m("tapped", ["_", "forEvent"], nil), "tapped:forEvent:")
        XCTAssertEqual(m("move", ["_", "_"], nil), "move::")
        XCTAssertEqual(m("x", ["_"], "custom:"), "custom:")
        // A first label that starts with a preposition joins the name without "With" (Swift's rule):
        // `@IBAction func update(with sender: Any)` is `updateWith:` in the storyboard.
        XCTAssertEqual(m("update", ["with"], nil), "updateWith:")
        XCTAssertEqual(m("move", ["to", "animated"], nil), "moveTo:animated:")
        XCTAssertEqual(m("scroll", ["toPage"], nil), "scrollToPage:")
        XCTAssertEqual(m("handle", ["gesture"], nil), "handleWithGesture:")
        XCTAssertEqual(m("open", ["inbox"], nil), "openWithInbox:", "a word that only begins like a preposition")
    }

    /// toolsVersion 11xxx: the old top and bottom layout guides become the safe area's edges;
    /// calibrated colours are taken as sRGB.
    func testOldLayoutGuidesAndColourSpaces() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11762" systemVersion="16D32" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="vc1">
                <device id="retina4_7" orientation="portrait">
                    <adaptation id="fullscreen"/>
                </device>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc1" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="top"/>
                                    <viewControllerLayoutGuide type="bottom" id="bottom"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v1">
                                            <rect key="frame" x="0.0" y="20" width="375" height="100"/>
                                            <color key="backgroundColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                                        </view>
                                    </subviews>
                                    <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                    <constraints>
                                        <constraint firstItem="v1" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="20" id="c1"/>
                                        <constraint firstItem="bottom" firstAttribute="top" secondItem="v1" secondAttribute="bottom" constant="8" id="c2"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let out = try compile(xml)
        XCTAssertEqual(out.warnings, [])
        let doc = try XCTUnwrap(out.documents["/app/iOS/Main.storyboard"])
        XCTAssertTrue(doc.contains("NSLayoutConstraint(item: o2, attribute: .top, relatedBy: .equal, toItem: o1.safeAreaLayoutGuide, attribute: .top, multiplier: 1, constant: 20)"), doc)
        XCTAssertTrue(doc.contains("NSLayoutConstraint(item: o1.safeAreaLayoutGuide, attribute: .bottom, relatedBy: .equal, toItem: o2, attribute: .bottom, multiplier: 1, constant: 8)"), doc)
        XCTAssertTrue(doc.contains("o2.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)"))
        XCTAssertTrue(doc.contains("o1.backgroundColor = UIColor(white: 1, alpha: 1)"))
    }

    /// toolsVersion 23xxx: button configurations, SF Symbols by reference, system colours by name.
    func testRecentFormsConfigurationsSymbolsSystemColours() throws {
        let out = try compile(scene("""
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                            <rect key="frame" x="20" y="100" width="120" height="35"/>
                            <state key="normal" title="Button"/>
                            <buttonConfiguration key="configuration" style="filled" title="Play" cornerStyle="capsule">
                                <imageReference key="image" image="play.fill" catalog="system"/>
                                <color key="baseBackgroundColor" systemColor="systemPinkColor"/>
                            </buttonConfiguration>
                        </button>
                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="i1">
                            <rect key="frame" x="20" y="150" width="40" height="40"/>
                            <imageReference key="image" image="heart" catalog="system" symbolScale="large"/>
                        </imageView>
        """, toolsVersion: "23094"))
        XCTAssertEqual(out.warnings, [])
        let doc = try XCTUnwrap(out.documents["/app/iOS/Main.storyboard"])
        XCTAssertTrue(doc.contains("var cfg3 = UIButton.Configuration.filled()"), doc)
        XCTAssertTrue(doc.contains("cfg3.image = UIImage(systemName: \"play.fill\")"))
        XCTAssertTrue(doc.contains("cfg3.baseBackgroundColor = UIColor.systemPink"))
        XCTAssertTrue(doc.contains("cfg3.cornerStyle = .capsule"))
        XCTAssertTrue(doc.contains("o4.image = UIImage(systemName: \"heart\")"))
    }

    /// A configuration the file sets nothing on (Xcode 15's `<buttonConfiguration key="configuration"
    /// style="plain"/>` on every new button) is declared `let`: no "never mutated" warning in the user's build.
    func testAConfigurationWithNothingSetIsALet() throws {
        let out = try compile(scene("""
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                            <rect key="frame" x="20" y="100" width="120" height="35"/>
                            <buttonConfiguration key="configuration" style="plain"/>
                        </button>
        """, toolsVersion: "23094"))
        XCTAssertEqual(out.warnings, [])
        let doc = try XCTUnwrap(out.documents["/app/iOS/Main.storyboard"])
        XCTAssertTrue(doc.contains("let cfg3 = UIButton.Configuration.plain()"), doc)
        XCTAssertTrue(doc.contains("o2.configuration = cfg3"), doc)
    }

    /// A configured button's `<state>` title is Xcode's leftover ("Button"): the configuration's title (or
    /// none) is what shows, so the state title is not set; a button without a configuration keeps it.
    func testAConfiguredButtonDoesNotTakeItsStateTitle() throws {
        let out = try compile(scene("""
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                            <rect key="frame" x="20" y="100" width="120" height="35"/>
                            <state key="normal" title="Button"/>
                            <buttonConfiguration key="configuration" style="plain" title="7"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b2">
                            <rect key="frame" x="20" y="150" width="120" height="35"/>
                            <state key="normal" title="Classic"/>
                        </button>
        """, toolsVersion: "23094"))
        XCTAssertEqual(out.warnings, [])
        let doc = try XCTUnwrap(out.documents["/app/iOS/Main.storyboard"])
        XCTAssertFalse(doc.contains("setTitle(\"Button\""), doc)
        XCTAssertTrue(doc.contains("cfg3.title = \"7\""), doc)
        XCTAssertTrue(doc.contains("setTitle(\"Classic\", for: .normal)"), doc)
    }

    /// Xcode writes an SF Symbol on an image view or a button state as `image="…" catalog="system"` on the
    /// element itself (a cell xib's cart glyph): an SF Symbol, not a named image.
    func testSymbolsNamedOnTheElementItself() throws {
        let out = try compile(scene("""
                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="cart.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="i1">
                            <rect key="frame" x="20" y="150" width="48" height="48"/>
                        </imageView>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                            <rect key="frame" x="20" y="100" width="120" height="35"/>
                            <state key="normal" image="plus.circle" catalog="system"/>
                        </button>
                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="i2">
                            <rect key="frame" x="20" y="250" width="48" height="48"/>
                        </imageView>
        """))
        let doc = try XCTUnwrap(out.documents["/app/iOS/Main.storyboard"])
        XCTAssertTrue(doc.contains(".image = UIImage(systemName: \"cart.fill\")"), doc)
        XCTAssertTrue(doc.contains(".setImage(UIImage(systemName: \"plus.circle\"), for: .normal)"), doc)
        XCTAssertTrue(doc.contains(".image = UIImage(named: \"logo\")"), doc)
    }

    func testVariationsResolveForAPortraitIPhone() {
        XCTAssertTrue(DocumentCompiler.variationApplies("widthClass=compact"))
        XCTAssertTrue(DocumentCompiler.variationApplies("heightClass=regular-widthClass=compact"))
        XCTAssertFalse(DocumentCompiler.variationApplies("heightClass=compact"))
        XCTAssertFalse(DocumentCompiler.variationApplies("widthClass=regular"))
        XCTAssertFalse(DocumentCompiler.variationApplies("default"))
        XCTAssertFalse(DocumentCompiler.variationApplies("widthClass=compact-heightClass=compact"))
    }

    func testStringsAreEscapedInGeneratedCode() throws {
        let out = try compile(scene("""
                        <label text="say &quot;hi&quot;\\n &#10;\\(x) #sourceLocation()" id="l1"/>
        """))
        let doc = try XCTUnwrap(out.documents["/app/iOS/Main.storyboard"])
        XCTAssertTrue(doc.contains(#"o2.text = "say \"hi\"\\n \n\\(x) #sourceLocation()""#), doc)
    }
}

/// Forms found in public storyboards (each a class of failure the public-screens trial met).
final class CompilerFormsTests: XCTestCase {
    func compile(_ body: String) throws -> (String, [IBWarning]) {
        let out = try CompilerTests.compile(CompilerTests.scene(body))
        return (try XCTUnwrap(out.documents["/app/iOS/Main.storyboard"]), out.warnings)
    }

    func testTextWithLineBreaksIsAChildString() throws {
        let (doc, warnings) = try compile("""
                        <label opaque="NO" numberOfLines="0" id="l1">
                            <string key="text">Two
        lines</string>
                        </label>
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertTrue(doc.contains(#"o2.text = "Two\nlines""#), doc)
    }

    func testXcode8FrameInsetsMeasureAgainstTheSuperview() throws {
        let (doc, warnings) = try compile("""
                        <view contentMode="scaleToFill" id="v1">
                            <frame key="frameInset" minX="8" minY="78" width="343" height="188"/>
                        </view>
                        <view contentMode="scaleToFill" id="v2">
                            <frame key="frameInset" minX="10" maxX="20" minY="5" height="30"/>
                        </view>
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertTrue(doc.contains("o2.frame = CGRect(x: 8, y: 78, width: 343, height: 188)"), doc)
        XCTAssertTrue(doc.contains("o3.frame = CGRect(x: 10, y: 5, width: 360, height: 30)"), "390 − 10 − 20")
    }

    func testNamedColoursWrittenWithTheirValuesOrOlderNames() throws {
        let (doc, warnings) = try compile("""
                        <view id="v1">
                            <color key="backgroundColor" systemColor="systemOrangeColor" red="1" green="0.58" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <color key="tintColor" systemColor="systemBackgroundColor" cocoaTouchSystemColor="whiteColor"/>
                        </view>
                        <view id="v2">
                            <color key="backgroundColor" xcode11CocoaTouchSystemColor="systemBackgroundColor"/>
                            <color key="tintColor" cocoaTouchSystemColor="whiteColor"/>
                        </view>
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertTrue(doc.contains("o2.backgroundColor = UIColor.systemOrange"))
        XCTAssertTrue(doc.contains("o2.tintColor = UIColor.systemBackground"))
        XCTAssertTrue(doc.contains("o3.backgroundColor = UIColor.systemBackground"))
        XCTAssertTrue(doc.contains("o3.tintColor = UIColor.white"))
    }

    func testMultipliersAsRatiosWithAColonOrASlash() throws {
        let (doc, warnings) = try compile("""
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="v1">
                            <constraints>
                                <constraint firstAttribute="width" secondItem="v1" secondAttribute="height" multiplier="3/2" id="c1"/>
                                <constraint firstAttribute="height" secondItem="v1" secondAttribute="width" multiplier="16:9" id="c2"/>
                                <constraint firstAttribute="height" secondItem="v1" secondAttribute="width" multiplier="1/1.5" id="c3"/>
                            </constraints>
                        </view>
        """)
        XCTAssertEqual(warnings, [])
        XCTAssertTrue(doc.contains("multiplier: 1.5,"), doc)
        XCTAssertTrue(doc.contains("multiplier: 1.7777777777777777,"))
        XCTAssertTrue(doc.contains("multiplier: 0.6666666666666666,"))
    }
}
