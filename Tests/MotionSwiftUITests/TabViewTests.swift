import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// `TabView` on `UITabBarController`: bar items from `tabItem`, badges, selection by tag both ways, and a
/// navigation stack inside a tab.
final class TabViewTests: XCTestCase {
    enum Tab: Hashable { case home, inbox, settings }

    final class Model: ObservableObject {
        @Published var tab = Tab.home
        @Published var unread = 3
    }

    struct Tabs: View {
        @ObservedObject var model: Model
        var body: some View {
            TabView(selection: $model.tab) {
                NavigationStack {
                    Text("Home").accessibilityIdentifier("home").navigationTitle("Home")
                }
                .tabItem { Label("Home", systemImage: "house") }
                .tag(Tab.home)
                Text("Inbox").accessibilityIdentifier("inbox")
                    .tabItem { Image(systemName: "tray"); Text("Inbox") }
                    .badge(model.unread)
                    .tag(Tab.inbox)
                Text("Settings").accessibilityIdentifier("settings")
                    .tabItem { Label("Settings", systemImage: "gear") }
                    .tag(Tab.settings)
            }
        }
    }

    func tabBarController(_ s: ViewSession) throws -> UITabBarController {
        try XCTUnwrap(s.firstController(UITabBarController.self))
    }

    func testItemsBadgesAndSelectionFollowTheViews() throws {
        let model = Model()
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { Tabs(model: model) }
        try s.step(3)
        let tabs = try tabBarController(s)
        let items: [UITabBarItem] = (tabs.viewControllers ?? []).map { $0.tabBarItem }
        XCTAssertEqual(items.map(\.title), ["Home", "Inbox", "Settings"])
        XCTAssertTrue(items.allSatisfy { $0.image != nil }, "symbols become the items' images")
        XCTAssertEqual(items[1].badgeValue, "3")
        XCTAssertNotNil(s.frames.last?["home"])
        XCTAssertNil(s.frames.last?["inbox"], "only the selected tab is on screen")
        // The tab bar sits on the bottom edge; the home screen's navigation bar on the top.
        XCTAssertEqual(tabs.tabBar.frame.maxY, 844, accuracy: 0.5)
        // The binding selects…
        s.session.runner.context.perform { model.tab = .settings; model.unread = 0 }
        try s.step(3)
        XCTAssertEqual(tabs.selectedIndex, 2)
        XCTAssertNotNil(s.frames.last?["settings"])
        XCTAssertNil(items[1].badgeValue, "a zero badge shows none")
        // … and a tap on the bar writes it.
        let bar = s.session.runner.context.perform { tabs.tabBar.convert(tabs.tabBar.bounds, to: nil) }
        let p = CGPoint(x: bar.minX + bar.width / 2, y: bar.minY + 20)
        try s.session.runner.handle(.down(p))
        try s.step()
        try s.session.runner.handle(.up(p))
        try s.step(2)
        XCTAssertEqual(model.tab, .inbox)
        XCTAssertNotNil(s.frames.last?["inbox"])
    }

    struct HidingTabs: View {
        var body: some View {
            TabView {
                NavigationStack {
                    NavigationLink("Open") { Text("Full screen").accessibilityIdentifier("detail").toolbar(.hidden, for: .tabBar) }
                        .accessibilityIdentifier("open")
                }
                .tabItem { Label("Home", systemImage: "house") }
                Text("Other").tabItem { Label("Other", systemImage: "gear") }
            }
        }
    }

    func testAPushedScreenCanHideTheTabBar() throws {
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { HidingTabs() }
        try s.step(3)
        let tabs = try tabBarController(s)
        XCTAssertFalse(tabs.tabBar.isHidden)
        let open = try s.frame("open")
        try s.session.runner.handle(.down(CGPoint(x: open.midX, y: open.midY)))
        try s.step()
        try s.session.runner.handle(.up(CGPoint(x: open.midX, y: open.midY)))
        try s.step(40)
        XCTAssertNotNil(s.frames.last?["detail"])
        let bar = s.session.runner.context.perform { (tabs.tabBar.isHidden, tabs.tabBar.frame) }
        XCTAssertTrue(bar.0 || bar.1.minY >= 844, "toolbar(.hidden, for: .tabBar) on the pushed screen hides the tab bar: \(bar)")
    }
}
