import XCTest
@testable import MotionInterfaceBuilder

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

extension SegueActionCompilerTests {
    /// A5-12: the partial curl, which MotionLab plays as a cross-dissolve, says so at build time.
    func testAPartialCurlSegueWarnsThatItPlaysAsACrossDissolve() throws {
        let xml = Self.twoScenes(segue: "<segue destination=\"vc2\" kind=\"presentation\" modalPresentationStyle=\"fullScreen\" modalTransitionStyle=\"partialCurl\" id=\"sg\"/>")
        let out = try CompilerTests.compile(xml, index: index())
        XCTAssertEqual(out.warnings.map(\.message), ["modalTransitionStyle=\"partialCurl\" plays as a cross-dissolve in MotionLab (the page curl is not drawn)"])
        XCTAssertTrue(try XCTUnwrap(out.documents.values.first).contains("transitionStyle: .partialCurl"), "still set: the property reads as on iOS")
    }
}

/// `<pageViewController>` scenes: a `UIPageViewController` made with the scene's attributes.
final class PageViewControllerCompilerTests: XCTestCase {
    static func pager(_ attributes: String) -> String {
        CompilerTests.scene("").replacingOccurrences(of: "</scenes>", with: """
                <scene sceneID="s2"><objects>
                    <pageViewController \(attributes) id="pv" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
            """)
    }

    func testTheScenesAttributesGoToTheCoderWithoutWarnings() throws {
        let out = try CompilerTests.compile(Self.pager(#"autoresizesArchivedViewToFullSize="NO" transitionStyle="scroll" navigationOrientation="vertical" spineLocation="none" pageSpacing="8" doubleSided="YES""#))
        XCTAssertEqual(out.warnings.map(\.description), [])
        let doc = try XCTUnwrap(out.documents.values.first)
        XCTAssertTrue(doc.contains("context.coder(pageViewController: InterfaceBuilderCoder.PageViewControllerAttributes(transitionStyle: 1, navigationOrientation: 1, spineLocation: 0, interPageSpacing: 8.0, isDoubleSided: true))"), doc)
        XCTAssertTrue(doc.contains("UIPageViewController(coder: coder)"), doc)
    }

    func testXcodesDefaultsAndUnknownValues() throws {
        let out = try CompilerTests.compile(Self.pager(#"transitionStyle="fold" pageSpacing="-3""#))
        XCTAssertEqual(out.warnings.map(\.message), [#"transitionStyle="fold" is not mapped (0 used)"#, #"pageSpacing="-3" is not a spacing in points (0 used)"#])
        let doc = try XCTUnwrap(out.documents.values.first)
        XCTAssertTrue(doc.contains("PageViewControllerAttributes(transitionStyle: 0, navigationOrientation: 0, spineLocation: 1, interPageSpacing: 0.0, isDoubleSided: false)"), doc)
    }
}

/// `fixedFrame="YES"`: a view without constraints translates its autoresizing mask at run time, whatever
/// the XML's translatesAutoresizingMaskIntoConstraints says.
final class FixedFrameCompilerTests: XCTestCase {
    func testAFixedFrameViewTranslatesItsAutoresizingMask() throws {
        let out = try CompilerTests.compile(CompilerTests.scene("""
            <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="f1">
                <rect key="frame" x="10" y="20" width="30" height="40"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="c1">
                <rect key="frame" x="10" y="70" width="30" height="40"/>
            </view>
            """))
        XCTAssertEqual(out.warnings.map(\.description), [])
        let doc = try XCTUnwrap(out.documents.values.first)
        let lines = doc.split(separator: "\n").filter { $0.contains("translatesAutoresizingMaskIntoConstraints") }.map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(lines.count, 2, doc)
        XCTAssertTrue(lines[0].hasSuffix("translatesAutoresizingMaskIntoConstraints = true"), lines[0])
        XCTAssertTrue(lines[1].hasSuffix("translatesAutoresizingMaskIntoConstraints = false"), lines[1])
    }
}
