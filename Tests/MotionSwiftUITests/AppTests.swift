import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// A SwiftUI `App` as its folder's first preview: its first window group's content, with the app's
/// state objects; `@UIApplicationDelegateAdaptor` launches its delegate.
final class AppTests: XCTestCase {
    final class Store: ObservableObject { @Published var items = ["A", "B"] }

    final class ShopDelegate: NSObject, UIApplicationDelegate, ObservableObject {
        @Published var greeting = "hello"
        static var launched = 0
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            ShopDelegate.launched += 1
            return true
        }
    }

    struct ShopView: View {
        @EnvironmentObject var store: Store
        @EnvironmentObject var delegate: ShopDelegate
        var body: some View { Text("\(store.items.count) items").accessibilityIdentifier("items\(store.items.count)-\(delegate.greeting)") }
    }

    struct ShopApp: App {
        @UIApplicationDelegateAdaptor(ShopDelegate.self) var delegate
        @StateObject private var store = Store()
        var body: some MotionSwiftUI.Scene {
            WindowGroup {
                ShopView().environmentObject(store)
            }
            Settings { Text("settings") }
        }
    }

    func testTheAppShowsItsWindowGroupAndLaunchesItsDelegate() throws {
        DeclaredPreviews.register(sceneDelegate: ShopDelegate.self) { SceneDelegateStub() }
        AppLaunch.register(appDelegate: ShopDelegate.self) { ShopDelegate() }
        DeclaredPreviews.register(app: ShopApp.self, file: "Shop/ShopApp.swift", line: 1, index: 1)
        let entry = try XCTUnwrap(DeclaredPreviews.entries.last)
        XCTAssertTrue(entry.isApp)
        XCTAssertEqual(entry.title, "ShopApp")
        let order = DeclaredPreviews.ordered
        let app = try XCTUnwrap(order.firstIndex { $0.title == "ShopApp" })
        XCTAssertTrue(order[..<app].allSatisfy(\.isApp), "apps are listed before the other previews")
        ShopDelegate.launched = 0
        let make = entry.make
        var o = HeadlessSession.Options()
        o.scale = 1
        o.duration = 0.1
        let session = try HeadlessSession(preview: Preview("app") { make() }, options: o)
        var traced = try session.step(draws: true, tracing: true).rendered.traced
        traced = try session.step(draws: true, tracing: true).rendered.traced
        XCTAssertNotNil(traced["items2-hello"], "the window group's content, with the app's state object and its ObservableObject delegate in its environment")
        XCTAssertEqual(ShopDelegate.launched, 1, "the adaptor's delegate finished launching once")
    }

    final class SceneDelegateStub: UIResponder, UIWindowSceneDelegate {}
}
