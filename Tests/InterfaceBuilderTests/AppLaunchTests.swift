import XCTest
import UIKit
import MotionLabPreview
@testable import InterfaceBuilderFixture

/// An app folder's entry point (`@main` app delegate and its scene delegate, compiled unchanged through
/// the plugin) launched as iOS launches it, as the folder's first preview.
final class AppLaunchTests: XCTestCase {
    func testTheAppDelegateIsTheFirstPreviewAndLaunchesItsScene() throws {
        let entry = try XCTUnwrap(DeclaredPreviews.ordered.first)
        XCTAssertEqual(entry.title, "AppDelegate")
        XCTAssertTrue(entry.isApp)
        AppDelegate.log = []
        var options = HeadlessSession.Options()
        options.duration = 0.1
        options.scale = 1
        let make = entry.make
        let preview = Preview("app") { make() }
        let session = try HeadlessSession(preview: preview, options: options)
        var last = try session.step(draws: true, tracing: true).rendered.traced
        for _ in 0..<session.frameCount { last = try session.step(draws: true, tracing: true).rendered.traced }
        XCTAssertEqual(AppDelegate.log, ["didFinishLaunching", "configurationForConnecting", "willConnectTo", "storyboard window",
                                         "sceneDidBecomeActive", "applicationDidBecomeActive"],
                       "UIKit's launch order; the scene storyboard's window given before willConnectTo")
        let root = try XCTUnwrap(session.runner.window?.rootViewController as? UINavigationController,
                                 "the preview shows the controller of the window the scene delegate made")
        XCTAssertEqual(root.viewControllers.count, 1)
        XCTAssertNotNil(last["value"], "the storyboard scene's views are on screen")
        XCTAssertTrue(session.runner.context.perform { UIApplication.shared.delegate is AppDelegate })
    }
}
