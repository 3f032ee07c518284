import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// `Section`s directly in a lazy grid, as a photo grid by month writes them: each section's header is a
/// line of the grid to itself, across every column, its views are the grid's cells from a new line, and
/// its footer is a line again (a `Section` elsewhere is its views stacked). A header narrower than the
/// grid sits by the grid's alignment (centred by default).
final class LazyGridSectionTests: XCTestCase {
    private func grid(alignment: HorizontalAlignment = .center, header: @escaping (Int) -> some View) -> some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())], alignment: alignment, spacing: 10) {
                ForEach(0..<2) { g in
                    Section {
                        ForEach(0..<4) { i in Color.blue.frame(height: 40).accessibilityIdentifier("c\(g)-\(i)") }
                    } header: {
                        header(g)
                    } footer: {
                        Color.gray.frame(width: 50, height: 6).accessibilityIdentifier("f\(g)")
                    }
                }
            }
        }
    }

    func testASectionsHeaderSpansTheGridAndItsCellsStartANewLine() throws {
        let s = try ViewSession { self.grid { g in Color.red.frame(height: 20).accessibilityIdentifier("h\(g)") } }
        try s.step(2)
        // Three flexible columns share 320 points less two gaps of 8 (GridItem's default spacing).
        let column = (320 - 2 * 8) / 3.0
        XCTAssertEqual(try s.frame("h0"), CGRect(x: 0, y: 0, width: 320, height: 20))
        for (i, (line, col)) in [(0, 0), (0, 1), (0, 2), (1, 0)].enumerated() {
            let f = try s.frame("c0-\(i)")
            XCTAssertEqual(f.minX, CGFloat(col) * (column + 8), accuracy: 0.01, "cell \(i)'s column")
            XCTAssertEqual(f.minY, 20 + 10 + CGFloat(line) * 50, accuracy: 0.01, "cell \(i)'s line")
            XCTAssertEqual(f.width, column, accuracy: 0.01)
        }
        // The footer after the last cells' line, centred; the next section's header after it.
        let f0 = try s.frame("f0")
        XCTAssertEqual(f0.minY, 30 + 50 + 40 + 10, accuracy: 0.01)
        XCTAssertEqual(f0.midX, 160, accuracy: 0.01)
        XCTAssertEqual(try s.frame("h1").minY, f0.maxY + 10, accuracy: 0.01)
        XCTAssertEqual(try s.frame("c1-0").minY, try s.frame("h1").maxY + 10, accuracy: 0.01)
    }

    func testANarrowHeaderSitsByTheGridsAlignment() throws {
        func header(_ g: Int) -> some View { Color.red.frame(width: 80, height: 20).accessibilityIdentifier("h\(g)") }
        let centred = try ViewSession { self.grid(header: header) }
        try centred.step(2)
        XCTAssertEqual(try centred.frame("h0").minX, 120, accuracy: 0.01)
        let leading = try ViewSession { self.grid(alignment: .leading, header: header) }
        try leading.step(2)
        XCTAssertEqual(try leading.frame("h0").minX, 0, accuracy: 0.01)
    }

    func testAHorizontalGridsSectionHeaderIsAColumnOfItsOwn() throws {
        let s = try ViewSession {
            ScrollView(.horizontal) {
                LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 10) {
                    ForEach(0..<2) { g in
                        Section {
                            ForEach(0..<3) { i in Color.blue.frame(width: 30).accessibilityIdentifier("c\(g)-\(i)") }
                        } header: {
                            Color.red.frame(width: 12).accessibilityIdentifier("h\(g)")
                        }
                    }
                }
            }
        }
        try s.step(2)
        let h0 = try s.frame("h0"), c00 = try s.frame("c0-0"), c01 = try s.frame("c0-1"), c02 = try s.frame("c0-2")
        XCTAssertEqual(h0.width, 12)
        XCTAssertEqual(c00.minX, h0.maxX + 10, accuracy: 0.01, "the cells start a new column after the header")
        XCTAssertEqual(c01.minX, c00.minX, accuracy: 0.01, "two rows a column")
        XCTAssertEqual(c01.minY - c00.minY, 40 + 8, accuracy: 0.01)
        XCTAssertEqual(c02.minX, c00.maxX + 10, accuracy: 0.01)
        XCTAssertEqual(try s.frame("h1").minX, c02.maxX + 10, accuracy: 0.01)
    }

    /// Six sections of a 30-point header and twelve 50-point cells in three columns (four lines), no
    /// spacing: section k spans 230·k to 230·(k + 1).
    struct PinnedPhotos: View {
        var body: some View {
            ScrollView {
                LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 0), count: 3), spacing: 0,
                          pinnedViews: [.sectionHeaders]) {
                    ForEach(0..<6, id: \.self) { k in
                        Section {
                            ForEach(0..<12, id: \.self) { i in Color.gray.frame(height: 50).accessibilityIdentifier("p\(k)-\(i)") }
                        } header: {
                            Color.blue.frame(height: 30).accessibilityIdentifier("h\(k)")
                        }
                    }
                }
            }
        }
    }

    /// The pinned header's arithmetic (iOS's sticky headers, as `PinnedSectionTests` checks for lazy
    /// stacks): a section of length L from S keeps its header of length h at S until the visible top t
    /// passes S, then at t while t + h ≤ S + L, then at S + L − h (pushed out by the next section).
    func testAPinnedGridHeaderRestsAtTheTopUntilTheNextSectionPushesItOut() throws {
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) { PinnedPhotos() }
        try s.step(2)
        try checkPinnedHeaders(s, along: .vertical, offsets: [0, 15, 120, 199, 200, 215, 230, 300, 455, 470, 600],
                               section: 230, header: 30, named: "h") { y in
            // Cells scroll as laid out: the first cell of section 1 at 230 + 30.
            if y < 500 { XCTAssertEqual(try s.frame("p1-0").minY, 260 - y, accuracy: 0.01, "cell at offset \(y)") }
        }
    }

    /// Scrolls `s` to each offset and checks the headers named `name`0… of sections `section` long with
    /// headers `header` long against the sticky-header formula; `also` checks more at each offset.
    private func checkPinnedHeaders(_ s: ViewSession, along axis: Axis, offsets: [CGFloat], section L: CGFloat, header h: CGFloat,
                                    named name: String, also: (CGFloat) throws -> Void = { _ in }) throws {
        let scroll = try XCTUnwrap(s.firstView(UIScrollView.self))
        let visible: CGFloat = axis == .vertical ? 568 : 320
        for t in offsets {
            s.session.runner.context.perform { scroll.contentOffset = axis == .vertical ? CGPoint(x: 0, y: t) : CGPoint(x: t, y: 0) }
            try s.step()
            for k in 0..<4 {
                let start = CGFloat(k) * L
                let expected = max(start, min(t, start + L - h)) - t
                guard expected > -h, expected < visible else { continue }
                let f = try s.frame("\(name)\(k)")
                XCTAssertEqual(axis == .vertical ? f.minY : f.minX, expected, accuracy: 0.01, "header \(k) at offset \(t)")
            }
            try also(t)
        }
    }

    /// The same arithmetic along a horizontal grid: six sections of a 20-point header column and twelve
    /// 50-point cells in two rows (six columns), no spacing: section k spans 320·k to 320·(k + 1).
    func testAPinnedHorizontalGridHeaderRestsAtTheLeadingEdge() throws {
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) {
            ScrollView(.horizontal) {
                LazyHGrid(rows: [GridItem(.fixed(50), spacing: 0), GridItem(.fixed(50), spacing: 0)], spacing: 0,
                          pinnedViews: [.sectionHeaders]) {
                    ForEach(0..<6, id: \.self) { k in
                        Section {
                            ForEach(0..<12, id: \.self) { i in Color.gray.frame(width: 50).accessibilityIdentifier("q\(k)-\(i)") }
                        } header: {
                            Color.blue.frame(width: 20).accessibilityIdentifier("v\(k)")
                        }
                    }
                }
            }
        }
        try s.step(2)
        try checkPinnedHeaders(s, along: .horizontal, offsets: [0, 10, 150, 299, 300, 310, 320, 400, 640, 650],
                               section: 320, header: 20, named: "v")
    }
}
