import XCTest
import UIKit
import MotionLabPreview
@testable import InterfaceBuilderFixture

/// A storyboard's bar appearances (`Flows.storyboard`: an indigo navigation bar with a white title and a
/// white tint, a green tab bar) reach UIKit's appearance objects and are drawn.
final class BarAppearanceStoryboardTests: XCTestCase {
    func testTheStoryboardsAppearancesAreSetAndDrawn() throws {
        var tab: UITabBarController?
        let session = try StoryboardTests.session(seconds: 1) {
            tab = UIStoryboard(name: "Flows", bundle: nil).instantiateInitialViewController() as? UITabBarController
            return tab!
        }
        try session.advance(to: 0.3)
        let nav = try XCTUnwrap(tab?.viewControllers?.first as? UINavigationController)
        let bar = nav.navigationBar
        XCTAssertEqual(bar.standardAppearance.backgroundColor, UIColor.systemIndigo)
        XCTAssertEqual(bar.scrollEdgeAppearance?.backgroundColor, UIColor.systemIndigo)
        XCTAssertEqual(bar.standardAppearance.titleTextAttributes[.foregroundColor] as? UIColor, UIColor(white: 1, alpha: 1))
        XCTAssertEqual(bar.tintColor, UIColor(white: 1, alpha: 1))
        let tabBar = try XCTUnwrap(tab?.tabBar)
        XCTAssertEqual(tabBar.standardAppearance.backgroundColor, UIColor(red: 0, green: 0.5, blue: 0.25, alpha: 1))

        let image = session.snapshot()
        let barFrame = bar.convert(bar.bounds, to: nil)
        let inBar = image.pixel(x: 4, y: Int(barFrame.midY))
        // systemIndigo (light) is (88, 86, 214): the bar is that colour where no text is drawn.
        XCTAssertEqual(Int(inBar.r), 88, accuracy: 3, "\(inBar)")
        XCTAssertEqual(Int(inBar.g), 86, accuracy: 3, "\(inBar)")
        XCTAssertEqual(Int(inBar.b), 214, accuracy: 3, "\(inBar)")
        let tabFrame = tabBar.convert(tabBar.bounds, to: nil)
        let inTabBar = image.pixel(x: 2, y: Int(tabFrame.minY) + 2)
        XCTAssertEqual(Int(inTabBar.r), 0, accuracy: 3, "\(inTabBar)")
        XCTAssertEqual(Int(inTabBar.g), 128, accuracy: 3, "\(inTabBar)")
        XCTAssertEqual(Int(inTabBar.b), 64, accuracy: 3, "\(inTabBar)")
    }
}
