import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// A pinned header under a navigation bar with a large title.
final class StickyHeaderScreenTests: XCTestCase {
    struct StickyHeadersView: View {
        let sections = ["A", "B", "C", "D"]
        var body: some View {
            NavigationStack {
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders]) {
                        ForEach(sections, id: \.self) { s in
                            Section {
                                ForEach(1...6, id: \.self) { i in
                                    Text("\(s) contact \(i)")
                                        .padding()
                                        .frame(maxWidth: .infinity, alignment: .leading)
                                    Divider().padding(.leading)
                                }
                            } header: {
                                Text(s).accessibilityIdentifier("h\(s)")
                                    .font(.headline)
                                    .padding(.horizontal)
                                    .padding(.vertical, 6)
                                    .frame(maxWidth: .infinity, alignment: .leading)
                                    .background(Color(.systemBackground))
                            }
                        }
                    }
                }
                .navigationTitle("Contacts")
            }
        }
    }

    /// The tester's Sticky screen (attack-swiftui Sticky.swift): under a large title, a header at rest sits
    /// at its place under the expanded bar; scrolled, it rests right under the bar as the bar collapses
    /// (not where the expanded bar ended), and the next header pushes it out.
    func testHeadersPinUnderTheNavigationBarAsItCollapses() throws {
        let s = try ViewSession(size: CGSize(width: 393, height: 852)) { StickyHeadersView() }
        try s.step(3)
        let scroll = try XCTUnwrap(s.firstView(UIScrollView.self))
        let bar = try XCTUnwrap(s.firstView(UINavigationBar.self))
        let rest = s.session.runner.context.perform { -scroll.contentInset.top }
        let restA = try s.frame("hA").minY, restB = try s.frame("hB").minY
        let sectionLength = restB - restA
        for d: CGFloat in [10, 30, 52, 100, 250, sectionLength - 40, sectionLength + 20] {
            let y = rest + d
            s.session.runner.context.perform { scroll.contentOffset.y = y }
            try s.step()
            let barBottom: CGFloat = s.session.runner.context.perform { bar.convert(bar.bounds, to: nil).maxY }
            // The header (6 above its text) stays at its place until the content reaches the bar's bottom.
            let headerLength = try s.frame("hA").height + 12
            let natural = restA - 6 - d
            let expected = max(natural, min(barBottom, natural + sectionLength - headerLength))
            XCTAssertEqual(try s.frame("hA").minY - 6, expected, accuracy: 0.5, "header A scrolled \(d) (bar bottom \(barBottom))")
            if d >= 100 { XCTAssertEqual(barBottom, 44, accuracy: 0.5, "the bar collapsed") }
        }
    }
}
