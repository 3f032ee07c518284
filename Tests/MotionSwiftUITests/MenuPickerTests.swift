import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// S-84: `Menu { Picker(…) }`, the "Sort by" menu: the picker's options are the menu's items, the
/// selection checked; choosing one sets the binding.
final class MenuPickerTests: XCTestCase {
    enum Order: String, CaseIterable, Identifiable { case newest, oldest, title; var id: Self { self } }
    final class Shelf: ObservableObject { @Published var order = Order.oldest }

    struct ShelfScreen: View {
        @ObservedObject var shelf: Shelf
        var body: some View {
            NavigationStack {
                List {
                    Text("Order: \(shelf.order.rawValue)").accessibilityIdentifier("order")
                }
                .navigationTitle("Shelf")
                .toolbar {
                    Menu {
                        Picker("Order", selection: $shelf.order) {
                            ForEach(Order.allCases) { Text($0.rawValue.capitalized) }
                        }
                        Button("Refresh") {}
                    } label: {
                        Label("Order", systemImage: "arrow.up.arrow.down")
                    }
                }
            }
        }
    }

    func testThePickersOptionsAreTheMenusItemsWithTheSelectionChecked() throws {
        let shelf = Shelf()
        let menu = MenuItems.menu(AnyView(Group {
            Picker("Order", selection: Binding(get: { shelf.order }, set: { shelf.order = $0 })) {
                ForEach(Order.allCases) { Text($0.rawValue.capitalized) }
            }
            Button("Refresh") {}
        }))
        // Two groups: the picker's options inline, then the button.
        let groups = menu.children.compactMap { $0 as? UIMenu }
        XCTAssertEqual(groups.count, 2)
        let options = try XCTUnwrap(groups.first?.children as? [UIAction])
        XCTAssertEqual(options.map(\.title), ["Newest", "Oldest", "Title"])
        XCTAssertEqual(options.map(\.state), [.off, .on, .off], "the selection is checked")
        XCTAssertTrue(groups[0].options.contains(.displayInline))
        options[2].performWithSender(nil, target: nil)
        XCTAssertEqual(shelf.order, .title, "choosing an option sets the binding")
    }

    func testAMenuStylePickerIsASubmenu() throws {
        let shelf = Shelf()
        let menu = MenuItems.menu(AnyView(Group {
            Button("Refresh") {}
            Picker("Order", selection: Binding(get: { shelf.order }, set: { shelf.order = $0 })) {
                ForEach(Order.allCases) { Text($0.rawValue.capitalized) }
            }
            .pickerStyle(.menu)
        }))
        XCTAssertEqual(menu.children.count, 2, "one group: the button and the submenu")
        let sub = try XCTUnwrap(menu.children.last as? UIMenu)
        XCTAssertEqual(sub.title, "Order")
        XCTAssertEqual(sub.subtitle, "Oldest", "the selection under the title")
        XCTAssertFalse(sub.options.contains(.displayInline))
        XCTAssertEqual((sub.children as? [UIAction])?.map(\.title), ["Newest", "Oldest", "Title"])
    }

    func testTheMenuOpensWithTheOptionsAndAChoiceSetsTheBinding() throws {
        let shelf = Shelf()
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { ShelfScreen(shelf: shelf) }
        try s.step(3)
        // The bar button of the menu: tap it.
        let bar = try XCTUnwrap(s.firstView(UINavigationBar.self))
        // The menu is the bar's trailing item: its label in a hosting view of its own.
        let button = try XCTUnwrap(s.firstView(HostingView.self) { $0.isDescendant(of: bar) }, "the menu's bar item")
        let center = s.session.runner.context.perform { button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil) }
        let t = try ViewSession(size: CGSize(width: 390, height: 844), script: "0.1 click \(Int(center.x)) \(Int(center.y))") { ShelfScreen(shelf: shelf) }
        try t.step(40)
        let shown = try XCTUnwrap(t.session.runner.context.perform { MenuPresentation.current?.menu })
        let options = (shown.children.first as? UIMenu)?.children.compactMap { $0 as? UIAction } ?? []
        XCTAssertEqual(options.map(\.title), ["Newest", "Oldest", "Title"], "a pop-up menu with the options, not an empty sheet")
        XCTAssertEqual(options.first { $0.state == .on }?.title, "Oldest")
        _ = try RenderedFrame(t, frame: 41, name: "S84-sort-menu")
        t.session.runner.context.perform { options[0].performWithSender(nil, target: nil) }
        try t.step(3)
        XCTAssertEqual(shelf.order, .newest)
    }
}
