import XCTest
@testable import MotionInterfaceBuilder

/// Table and collection views as the compiler sees them (files written for these tests, in Xcode's forms):
/// what they compile to, and the warnings for what is not mapped.
final class ListCompilerTests: XCTestCase {
    static func document(_ scenes: String, toolsVersion: String = "22505") -> String {
        String(format: CompilerTests.storyboardHeader, toolsVersion) + "\n<scenes>\n" + scenes + "\n</scenes>\n</document>\n"
    }

    static func tableScene(_ table: String, controller: String = "tableViewController") -> String {
        """
        <scene sceneID="s1">
            <objects>
                <\(controller) id="vc1" customClass="VC" sceneMemberID="viewController">
        \(table)
                </\(controller)>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        <scene sceneID="s2">
            <objects>
                <viewController id="vc2" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v2">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    </view>
                </viewController>
            </objects>
        </scene>
        """
    }

    static let cell = """
        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="checkmark" indentationWidth="10" reuseIdentifier="Row" textLabel="l1" detailTextLabel="l2" style="IBUITableViewCellStyleValue2" id="c1">
            <rect key="frame" x="0.0" y="50" width="390" height="44"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="c1" id="cv1">
                <rect key="frame" x="0.0" y="0.0" width="350" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Name" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="l1">
                        <rect key="frame" x="20" y="14" width="91" height="16"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="0.0"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Detail" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="l2">
                        <rect key="frame" x="117" y="14" width="40" height="16"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
            </tableViewCellContentView>
            <connections>
                <segue destination="vc2" kind="show" identifier="open" id="sg1"/>
            </connections>
        </tableViewCell>
        """

    func testAPrototypeTableCompilesWithoutWarnings() throws {
        let out = try CompilerTests.compile(Self.document(Self.tableScene("""
            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="insetGrouped" separatorStyle="none" rowHeight="56" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="tv1">
                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <color key="separatorColor" systemColor="separatorColor"/>
                <inset key="separatorInset" minX="20" minY="0.0" maxX="0.0" maxY="0.0"/>
                <prototypes>
        \(Self.cell)
                </prototypes>
                <connections>
                    <outlet property="dataSource" destination="vc1" id="o1"/>
                    <outlet property="delegate" destination="vc1" id="o2"/>
                </connections>
            </tableView>
        """)))
        XCTAssertEqual(out.warnings.map(\.description), [])
        let code = try XCTUnwrap(out.documents.values.first)
        XCTAssertTrue(code.contains("UITableViewController(coder: coder) ?? UITableViewController(nibName: nil, bundle: nil)") || code.contains("(VC(coder: coder) as UIViewController?)"), code)
        XCTAssertTrue(code.contains("UITableView(coder: InterfaceBuilderCoder(frame: CGRect(x: 0, y: 0, width: 390, height: 844), tableViewStyle: 2))"), "insetGrouped")
        XCTAssertTrue(code.contains(".separatorStyle = .none"))
        XCTAssertTrue(code.contains(".rowHeight = 56"))
        XCTAssertTrue(code.contains(".separatorInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)"))
        XCTAssertTrue(code.contains("__ibConnect(&o1.dataSource, owner, \"dataSource\")"), code)
        XCTAssertTrue(code.contains("__ibRegisterPrototype(o1, \"Row\") { [weak owner] in owner.map { scene1_prototype1($0) } }"), code)
        XCTAssertTrue(code.contains("static func scene1_prototype1(_ owner: UIViewController) -> UITableViewCell {"))
        XCTAssertTrue(code.contains("InterfaceBuilderCoder(frame: CGRect(x: 0, y: 50, width: 390, height: 44), cellStyle: 2, reuseIdentifier: \"Row\")"), "Left Detail is value2")
        XCTAssertTrue(code.contains(".accessoryType = .checkmark"))
        XCTAssertTrue(code.contains("let o3: UIView = o2.contentView"), code)
        XCTAssertTrue(code.contains("let o4: UILabel = (o2.textLabel ?? UILabel())"), code)
        XCTAssertTrue(code.contains("let o5: UILabel = (o2.detailTextLabel ?? UILabel())"))
        XCTAssertFalse(code.contains("o3.insertSubview(o4"), "the style's labels are not added again")
        XCTAssertFalse(code.contains("o4.font"), "a style label at size 0 keeps the style's font")
        XCTAssertTrue(code.contains("o5.font = UIFont.systemFont(ofSize: 15)"))
        XCTAssertTrue(code.contains("__ibTriggerSegue(owner, segueAt: 0, from: o2)"), "the cell's selection segue")
    }

    func testStaticSectionsAndACollectionViewControllerWithAFlowLayout() throws {
        let staticCell = Self.cell.replacingOccurrences(of: "reuseIdentifier=\"Row\" ", with: "rowHeight=\"72\" ")
        let out = try CompilerTests.compile(Self.document(Self.tableScene("""
            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="tv1">
                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                <sections>
                    <tableViewSection headerTitle="General" footerTitle="About &quot;it&quot;" id="sec1">
                        <cells>
        \(staticCell)
                        </cells>
                    </tableViewSection>
                </sections>
            </tableView>
        """) + """
        <scene sceneID="s3">
            <objects>
                <collectionViewController id="vc3" sceneMemberID="viewController">
                    <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv3">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" automaticEstimatedItemSize="YES" minimumLineSpacing="4" minimumInteritemSpacing="2" id="fl3">
                            <size key="itemSize" width="128" height="128"/>
                            <size key="headerReferenceSize" width="0.0" height="0.0"/>
                            <size key="footerReferenceSize" width="0.0" height="0.0"/>
                            <inset key="sectionInset" minX="1" minY="2" maxX="3" maxY="4"/>
                        </collectionViewFlowLayout>
                        <cells>
                            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Tile" id="cc3">
                                <rect key="frame" x="0.0" y="0.0" width="128" height="128"/>
                                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                                    <rect key="frame" x="0.0" y="0.0" width="128" height="128"/>
                                </view>
                            </collectionViewCell>
                        </cells>
                    </collectionView>
                </collectionViewController>
            </objects>
        </scene>
        """))
        XCTAssertEqual(out.warnings.map(\.description), [])
        let code = try XCTUnwrap(out.documents.values.first)
        XCTAssertTrue(code.contains("__ibSetStaticSections(o1, [InterfaceBuilderStaticSection(headerTitle: \"General\", footerTitle: \"About \\\"it\\\"\", cells: [o2], rowHeights: [72])])"), code)
        XCTAssertFalse(code.contains("__ibRegisterPrototype(o1"), "static cells are not prototypes")
        XCTAssertTrue(code.contains("UICollectionViewController(coder: coder) ?? UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())"))
        XCTAssertTrue(code.contains(".scrollDirection = .horizontal"))
        XCTAssertTrue(code.contains(".estimatedItemSize = UICollectionViewFlowLayout.automaticSize"))
        XCTAssertTrue(code.contains(".sectionInset = UIEdgeInsets(top: 2, left: 1, bottom: 4, right: 3)"))
        XCTAssertTrue(code.contains("collectionViewLayout: layout"), "the layout reaches init?(coder:)")
        XCTAssertTrue(code.contains("__ibRegisterPrototype(o"), code)
        XCTAssertTrue(code.contains(".contentView"), "Xcode 10's <view key=\"contentView\"> is the cell's own")
    }

    func testWhatIsNotMappedWarns() throws {
        let out = try CompilerTests.compile(Self.document(Self.tableScene("""
            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="fancy" id="tv1">
                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill" id="c9">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                    </tableViewCell>
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="Acc" style="IBUITableViewCellStyleFancy" id="c8">
                        <rect key="frame" x="0.0" y="44" width="390" height="44"/>
                        <connections>
                            <segue destination="vc2" kind="show" trigger="accessoryAction" id="sg9"/>
                        </connections>
                    </tableViewCell>
                </prototypes>
            </tableView>
        """)))
        XCTAssertEqual(out.warnings.map { "\($0.line): \($0.message)" }, [
            "7: table view style=\"fancy\" is not mapped; using plain",
            "10: a prototype without a reuse identifier is never dequeued (ignored)",
            "13: cell style=\"IBUITableViewCellStyleFancy\" is not mapped; using the default style",
        ])
        // A segue from a table cell's detail button (`trigger="accessoryAction"`) is the cell's accessory segue.
        let doc = try XCTUnwrap(out.documents.values.first)
        XCTAssertTrue(doc.contains("__ibTriggerAccessorySegue(owner, segueAt: 0, from: "), doc)
    }

    /// Two storyboards of one name: the global one wins over Base.lproj's (Bundle's search order; an Xcode
    /// project can leave an orphan Base.lproj/Main.storyboard beside the Main.storyboard it builds).
    func testAGlobalFileWinsOverBaseLproj() throws {
        let doc = Self.document(Self.tableScene("<tableView key=\"view\" dataMode=\"prototypes\" id=\"tv1\"/>"))
        let out = try InterfaceBuilderCompiler(index: CompilerTests.index).compile([
            .init(path: "/app/iOS/Base.lproj/Main.storyboard", data: Data(doc.utf8)),
            .init(path: "/app/iOS/Main.storyboard", data: Data(doc.utf8)),
            .init(path: "/app/iOS/fr.lproj/Main.storyboard", data: Data(doc.utf8)),
        ])
        XCTAssertEqual(Array(out.documents.keys), ["/app/iOS/Main.storyboard"])
        XCTAssertEqual(out.warnings.map(\.description).sorted(), [
            "/app/iOS/Base.lproj/Main.storyboard:1: warning: another storyboard named Main (/app/iOS/Main.storyboard) is loaded by that name; this one is not",
            "/app/iOS/fr.lproj/Main.storyboard:1: warning: another storyboard named Main (/app/iOS/Main.storyboard) is loaded by that name; this one is not",
        ])
    }

    /// Static cells outside a table view controller: Xcode's build error, as a warning.
    func testStaticCellsOutsideATableViewControllerWarn() throws {
        let out = try CompilerTests.compile(Self.document(Self.tableScene("""
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                <subviews>
                    <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="plain" id="tv1">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <sections>
                            <tableViewSection id="sec1"/>
                        </sections>
                    </tableView>
                </subviews>
            </view>
        """, controller: "viewController")))
        XCTAssertEqual(out.warnings.map { "\($0.line): \($0.message)" }, [
            "10: Static table views are only valid when embedded in UITableViewController instances (the cells are made, but only a UITableViewController shows them)",
        ])
    }
}
