import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// A SwiftUI stack's large title collapses as the screen's list or scroll view scrolls up, and comes
/// back as it returns to the top, as SwiftUI does on iOS (the bar follows the screen's scroll view).
final class LargeTitleScrollTests: XCTestCase {
    struct ListScreen: View {
        var body: some View {
            NavigationStack {
                List(0..<60, id: \.self) { i in Text("Row \(i)") }
                    .navigationTitle("Inbox")
            }
        }
    }

    struct ScrollScreen: View {
        var body: some View {
            NavigationStack {
                ScrollView {
                    VStack(spacing: 12) {
                        ForEach(0..<40, id: \.self) { i in Text("Line \(i)").frame(maxWidth: .infinity, minHeight: 40) }
                    }
                }
                .navigationTitle("Feed")
            }
        }
    }

    struct FormScreen: View {
        @State var on = false
        var body: some View {
            NavigationStack {
                Form {
                    ForEach(0..<30, id: \.self) { i in Toggle("Option \(i)", isOn: $on) }
                }
                .navigationTitle("Settings")
            }
        }
    }

    private func drag(_ s: ViewSession, from p: CGPoint, by d: CGPoint, steps: Int = 12) throws {
        try s.session.runner.handle(.down(p))
        try s.step()
        for i in 1...steps {
            let k = CGFloat(i) / CGFloat(steps)
            try s.session.runner.handle(.move(CGPoint(x: p.x + d.x * k, y: p.y + d.y * k)))
            try s.step()
        }
        try s.step(6)   // held still: no fling
        try s.session.runner.handle(.up(CGPoint(x: p.x + d.x, y: p.y + d.y)))
        try s.step(60)
    }

    private func barHeight(_ s: ViewSession) throws -> CGFloat {
        let nav = try XCTUnwrap(s.firstController(UINavigationController.self), "no navigation controller")
        return s.session.runner.context.perform { nav.navigationBar.frame.height }
    }

    private func checkCollapsesAndExpands<V: View>(_ make: @escaping () -> V, file: StaticString = #filePath, line: UInt = #line) throws {
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { make() }
        try s.step(5)
        let expanded = try barHeight(s)
        XCTAssertEqual(expanded, 44 + 52, accuracy: 0.5, "at rest the large title shows (44 + 52 points)", file: file, line: line)
        // The scroll view reaches under the bar, its content inset by the safe area (at rest, its first
        // row is below the bar).
        let scroll = try XCTUnwrap(s.firstView(ScrollHostView.self), file: file, line: line)
        let (frame, inset, offset) = s.session.runner.context.perform {
            (scroll.convert(scroll.bounds, to: nil), scroll.contentInset.top, scroll.contentOffset.y)
        }
        XCTAssertEqual(frame.minY, 0, accuracy: 0.5, "the scroll view starts at the top of the screen", file: file, line: line)
        XCTAssertEqual(inset, expanded, accuracy: 0.5, "its content is inset by the bar", file: file, line: line)
        XCTAssertEqual(offset, -expanded, accuracy: 0.5, "at rest its content starts below the bar", file: file, line: line)
        try drag(s, from: CGPoint(x: 200, y: 600), by: CGPoint(x: 0, y: -300))
        XCTAssertEqual(try barHeight(s), 44, accuracy: 0.5, "scrolled up: the large title collapsed into the bar", file: file, line: line)
        try drag(s, from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: 400))
        XCTAssertEqual(try barHeight(s), expanded, accuracy: 0.5, "back at the top: the large title is back", file: file, line: line)
    }

    func testListCollapsesTheLargeTitle() throws { try checkCollapsesAndExpands { ListScreen() } }
    func testScrollViewCollapsesTheLargeTitle() throws { try checkCollapsesAndExpands { ScrollScreen() } }
    func testFormCollapsesTheLargeTitle() throws { try checkCollapsesAndExpands { FormScreen() } }
}
