import Foundation
import UIKit
import MotionHost

/// `motionlab bench storyboard`'s two figures: compiling a storyboard of N scenes (the `motionlab-port
/// ib` tool the MotionLabPort plugin runs: XML read, Swift written) and loading a compiled storyboard's
/// initial scene (controller made, its view made and connected, laid out in a window).
enum StoryboardBenchmark {
    /// A storyboard of `scenes` scenes as Xcode writes them: a navigation controller whose root leads,
    /// by show segues, through the others; each scene 12 views (labels, buttons, an image view, a stack
    /// of three) held by 30 constraints to the safe area and each other.
    static func storyboardXML(scenes: Int) -> String {
        var s = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav-000">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="nav-scn">
                        <objects>
                            <navigationController id="nav-000" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                                    <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="vc-1" kind="relationship" relationship="rootViewController" id="nav-rel"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>

            """
        for k in 1...max(1, scenes) {
            func id(_ n: String) -> String { "s\(k)-\(n)" }
            var views = ""
            var constraints = ""
            for i in 0..<4 {
                views += """
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Row \(i) of scene \(k)" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id("l\(i)"))">
                                                <rect key="frame" x="20" y="\(120 + i * 40)" width="200" height="21"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <color key="textColor" systemColor="labelColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(id("b\(i)"))">
                                                <rect key="frame" x="300" y="\(120 + i * 40)" width="60" height="30"/>
                                                <state key="normal" title="Go \(i)"/>
                                            </button>

                    """
                let above = i == 0 ? "secondItem=\"\(id("safe"))\" secondAttribute=\"top\" constant=\"20\"" : "secondItem=\"\(id("l\(i - 1)"))\" secondAttribute=\"bottom\" constant=\"19\""
                constraints += """
                                            <constraint firstItem="\(id("l\(i)"))" firstAttribute="top" \(above) id="\(id("ct\(i)"))"/>
                                            <constraint firstItem="\(id("l\(i)"))" firstAttribute="leading" secondItem="\(id("safe"))" secondAttribute="leading" constant="20" id="\(id("cl\(i)"))"/>
                                            <constraint firstItem="\(id("b\(i)"))" firstAttribute="centerY" secondItem="\(id("l\(i)"))" secondAttribute="centerY" id="\(id("cy\(i)"))"/>
                                            <constraint firstItem="\(id("safe"))" firstAttribute="trailing" secondItem="\(id("b\(i)"))" secondAttribute="trailing" constant="20" id="\(id("cr\(i)"))"/>
                                            <constraint firstItem="\(id("b\(i)"))" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="\(id("l\(i)"))" secondAttribute="trailing" constant="8" id="\(id("cg\(i)"))"/>

                    """
            }
            views += """
                                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="\(id("img"))">
                                                <rect key="frame" x="20" y="300" width="80" height="80"/>
                                                <color key="backgroundColor" systemColor="systemGray5Color"/>
                                            </imageView>
                                            <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="\(id("stk"))">
                                                <rect key="frame" x="120" y="300" width="253" height="80"/>
                                                <subviews>
                                                    <view contentMode="scaleToFill" id="\(id("v0"))"><color key="backgroundColor" systemColor="systemRedColor"/></view>
                                                    <view contentMode="scaleToFill" id="\(id("v1"))"><color key="backgroundColor" systemColor="systemGreenColor"/></view>
                                                    <view contentMode="scaleToFill" id="\(id("v2"))"><color key="backgroundColor" systemColor="systemBlueColor"/></view>
                                                </subviews>
                                            </stackView>

                """
            constraints += """
                                            <constraint firstItem="\(id("img"))" firstAttribute="top" secondItem="\(id("l3"))" secondAttribute="bottom" constant="40" id="\(id("ci1"))"/>
                                            <constraint firstItem="\(id("img"))" firstAttribute="leading" secondItem="\(id("safe"))" secondAttribute="leading" constant="20" id="\(id("ci2"))"/>
                                            <constraint firstItem="\(id("img"))" firstAttribute="width" constant="80" id="\(id("ci3"))"/>
                                            <constraint firstItem="\(id("img"))" firstAttribute="height" secondItem="\(id("img"))" secondAttribute="width" id="\(id("ci4"))"/>
                                            <constraint firstItem="\(id("stk"))" firstAttribute="top" secondItem="\(id("img"))" secondAttribute="top" id="\(id("cs1"))"/>
                                            <constraint firstItem="\(id("stk"))" firstAttribute="leading" secondItem="\(id("img"))" secondAttribute="trailing" constant="20" id="\(id("cs2"))"/>
                                            <constraint firstItem="\(id("safe"))" firstAttribute="trailing" secondItem="\(id("stk"))" secondAttribute="trailing" constant="20" id="\(id("cs3"))"/>
                                            <constraint firstItem="\(id("stk"))" firstAttribute="bottom" secondItem="\(id("img"))" secondAttribute="bottom" id="\(id("cs4"))"/>
                                            <constraint firstItem="\(id("stk"))" firstAttribute="height" relation="greaterThanOrEqual" constant="44" priority="750" id="\(id("cs5"))"/>
                                            <constraint firstItem="\(id("img"))" firstAttribute="centerY" secondItem="\(id("stk"))" secondAttribute="centerY" id="\(id("cs6"))"/>

                """
            let segue = k < scenes ? "<segue destination=\"vc-\(k + 1)\" kind=\"show\" identifier=\"next\" id=\"\(id("seg"))\"/>" : ""
            s += """
                        <scene sceneID="\(id("scn"))">
                            <objects>
                                <viewController title="Scene \(k)" storyboardIdentifier="Scene\(k)" id="vc-\(k)" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="\(id("root"))">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <subviews>
                \(views)                        </subviews>
                                        <viewLayoutGuide key="safeArea" id="\(id("safe"))"/>
                                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                        <constraints>
                \(constraints)                        </constraints>
                                    </view>
                                    <connections>\(segue)</connections>
                                </viewController>
                            </objects>
                        </scene>

                """
        }
        s += "        </scenes>\n    </document>\n"
        return s
    }

    /// Median milliseconds of instantiating storyboard `name`'s initial scene and laying it out in a
    /// 393×852 window (the controller, its view, outlets, constraints, one layout pass), over `runs`.
    static func loadMilliseconds(storyboard name: String, runs: Int) throws -> (median: Double, views: Int) {
        guard InterfaceBuilderRegistry.storyboard(named: name) != nil else {
            throw PreviewError.badPreview("no storyboard named '\(name)' in this program" + (InterfaceBuilderRegistry.storyboardNames.isEmpty
                ? " (it has none: run `bench storyboard` in a package whose iOS/ folder has storyboards, such as Examples/StoryboardApp)"
                : "; storyboards: \(InterfaceBuilderRegistry.storyboardNames.joined(separator: ", "))"))
        }
        var times: [Double] = []
        var views = 0
        let context = AnimationContext()
        try context.perform { try HostServices.install(screenScale: 2) }
        for _ in 0..<runs { try context.perform {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            let start = BenchClock.nanoseconds()
            guard let vc = UIStoryboard(name: name, bundle: nil).instantiateInitialViewController() else {
                throw PreviewError.badPreview("storyboard '\(name)' has no initial view controller")
            }
            window.rootViewController = vc
            window.layoutIfNeeded()
            times.append(Double(BenchClock.nanoseconds() - start) / 1e6)
            views = count(window)
            window.rootViewController = nil
        } }
        return (median(times), views)
    }

    static func count(_ v: UIView) -> Int { 1 + v.subviews.reduce(0) { $0 + count($1) } }
}
