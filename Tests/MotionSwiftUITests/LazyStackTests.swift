import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// `LazyVStack`/`LazyHStack` make their rows as they near the screen (SwiftUI's lazy stacks): the rows
/// on screen are where a `VStack` puts them, a row's `onAppear` runs when it scrolls into view, and a
/// scroll never shows the stack's end short of its rows.
final class LazyStackTests: XCTestCase {
    final class Log: ObservableObject {
        var appeared: [Int] = []
        @Published var target: Int?
    }

    struct Feed: View {
        let count: Int
        let log: Log
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 10) {
                    ForEach(0..<count, id: \.self) { i in
                        Color.gray.frame(height: 50).accessibilityIdentifier("row\(i)")
                            .onAppear { log.appeared.append(i) }
                    }
                }
            }
        }
    }

    func scrollView(_ s: ViewSession) throws -> UIScrollView { try XCTUnwrap(s.firstView(UIScrollView.self)) }

    /// Rows made: the traced layers named rowN.
    func madeRows(_ s: ViewSession) -> [Int] {
        (s.frames.last ?? [:]).keys.compactMap { $0.hasPrefix("row") ? Int($0.dropFirst(3)) : nil }.sorted()
    }

    func testAFeedOfFiveThousandRowsMakesItsFirstScreensOnly() throws {
        let log = Log()
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) { Feed(count: 5000, log: log) }
        try s.step(2)
        let made = madeRows(s)
        // Rows for the screen and half a screen more (852 points of 60-point pitch: 15), never all 5,000.
        XCTAssertGreaterThanOrEqual(made.count, 15)
        XCTAssertLessThan(made.count, 40)
        XCTAssertEqual(made, Array(0..<made.count), "a prefix")
        // The rows made are where a VStack puts them: row i at 60·i.
        for i in [0, 1, 7, made.count - 1] {
            assertRect(try s.frame("row\(i)"), 0, CGFloat(i) * 60, 320, 50, "row \(i)", accuracy: 0.01)
        }
        // onAppear ran for the rows made, not for the last row.
        XCTAssertEqual(Set(log.appeared), Set(made))
        XCTAssertFalse(log.appeared.contains(4999))
        // The content is as long as 5,000 rows of the made rows' pitch (all rows the same here: exact).
        let scroll = try scrollView(s)
        XCTAssertEqual(scroll.contentSize.height, 5000 * 60 - 10, accuracy: 60)
    }

    func testScrollingMakesRowsBeforeTheyShowAndTheLastRowAppearsAtTheEnd() throws {
        let log = Log()
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) { Feed(count: 400, log: log) }
        try s.step(2)
        let scroll = try scrollView(s)
        let height = scroll.bounds.height
        // Scroll 90 points a frame (a fast fling), then a screen and a half at once, to the end: every
        // frame, each row in the visible region is made and placed at 60·i.
        var y: CGFloat = 0
        var step: CGFloat = 90
        while y < scroll.contentSize.height - height {
            y = min(y + step, scroll.contentSize.height - height)
            step = step == 90 ? 850 : 90
            s.session.runner.context.perform { scroll.contentOffset.y = y }
            try s.step()
            let first = Int(y / 60), last = min(Int((y + height) / 60), 399)
            for i in first...last {
                let f = try s.frame("row\(i)")
                XCTAssertEqual(f.minY, CGFloat(i) * 60 - y, accuracy: 0.01, "row \(i) at offset \(y)")
            }
        }
        XCTAssertTrue(log.appeared.contains(399), "the last row appeared once scrolled to")
        XCTAssertEqual(scroll.contentSize.height, 400 * 60 - 10, accuracy: 0.01, "exact once every row is made")
    }

    func testLoadingMoreWhenTheLastRowAppearsLoadsOncePerScroll() throws {
        final class Store: ObservableObject {
            @Published var items = Array(0..<30)
            var loads = 0
            func loadMore() {
                loads += 1
                items += (items.count..<items.count + 30)
            }
        }
        struct Paged: View {
            @ObservedObject var store: Store
            var body: some View {
                ScrollView {
                    LazyVStack {
                        ForEach(store.items, id: \.self) { i in
                            Text("Item \(i)").frame(height: 44).accessibilityIdentifier("item\(i)")
                                .onAppear { if i == store.items.last { store.loadMore() } }
                        }
                    }
                }
            }
        }
        let store = Store()
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) { Paged(store: store) }
        try s.step(4)
        // 30 rows of ~52 points reach past a screen and a half: the last has not appeared, nothing loaded.
        XCTAssertEqual(store.loads, 0, "an eager stack would load on its first frame, and again for each page")
        XCTAssertEqual(store.items.count, 30)
        // Scrolled to the end: the last row appears, one page loads; at the new end, the next one.
        let scroll = try scrollView(s)
        for page in 1...2 {
            s.session.runner.context.perform { scroll.contentOffset.y = scroll.contentSize.height - scroll.bounds.height }
            try s.step(3)
            XCTAssertEqual(store.loads, page)
            XCTAssertEqual(store.items.count, 30 * (page + 1))
        }
    }

    func testScrollingToARowNotYetMadeMakesItAndScrollsThere() throws {
        struct Reader: View {
            @ObservedObject var log: Log
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            ForEach(0..<3000, id: \.self) { i in
                                Color.gray.frame(height: 40).accessibilityIdentifier("row\(i)")
                            }
                        }
                    }
                    .onChange(of: log.target) { _, t in if let t { proxy.scrollTo(t, anchor: .top) } }
                }
            }
        }
        let log = Log()
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) { Reader(log: log) }
        try s.step(2)
        XCTAssertNil(s.frames.last?["row2500"])
        s.session.runner.context.perform { log.target = 2500 }
        try s.step(6)
        let scroll = try scrollView(s)
        XCTAssertEqual(scroll.contentOffset.y, 2500 * 40, accuracy: 0.01)
        assertRect(try s.frame("row2500"), 0, 0, 320, 40, accuracy: 0.01)
    }

    func testAButtonScrollingAListToARowNotYetMadeScrollsThere() throws {
        // The "jump to latest" button over a long List: the row is made and brought to the bottom.
        struct Jump: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(spacing: 0) {
                        Button("Jump") { proxy.scrollTo(1999, anchor: .bottom) }
                            .frame(height: 44).accessibilityIdentifier("jump")
                        List(0..<2000, id: \.self) { i in Text("Ticket \(i)").id(i).accessibilityIdentifier("row\(i)") }
                            .listStyle(.plain)
                    }
                }
            }
        }
        let s = try ViewSession(size: CGSize(width: 320, height: 568), script: "1.5 click 160 22") { Jump() }
        try s.step(60)
        XCTAssertNil(s.frames.last?["row1999"], "not made before the tap")
        try s.step(40)
        let scroll = try scrollView(s)
        let row = try s.frame("row1999")
        let bottom = scroll.convert(scroll.bounds, to: nil).maxY
        XCTAssertGreaterThan(scroll.contentOffset.y, 1000 * 44, "scrolled far down")
        XCTAssertLessThanOrEqual(row.maxY, bottom + 1, "the last row shows at the bottom")
        XCTAssertGreaterThan(row.minY, bottom - 100)
    }

    func testALazyHStackMakesItsFirstScreensAlongItsAxis() throws {
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<2000, id: \.self) { i in Color.gray.frame(width: 80, height: 80).accessibilityIdentifier("row\(i)") }
                }
            }
        }
        try s.step(2)
        let made = madeRows(s)
        XCTAssertGreaterThanOrEqual(made.count, 6, "a screen and a half of 80-point columns")
        XCTAssertLessThan(made.count, 200)
        XCTAssertEqual(try s.frame("row3").minX, 240, accuracy: 0.01)
    }

    func testALazyGridOfThreeThousandPhotosMakesItsFirstScreensAndScrollsToTheEnd() throws {
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) {
            ScrollView {
                LazyVGrid(columns: [GridItem(.flexible(), spacing: 2), GridItem(.flexible(), spacing: 2), GridItem(.flexible())],
                          spacing: 2) {
                    ForEach(0..<3000, id: \.self) { i in Color.gray.frame(height: 100).accessibilityIdentifier("row\(i)") }
                }
            }
        }
        try s.step(2)
        let made = madeRows(s)
        // Lines of three 100-point cells (102-point pitch): a screen and a half is 9 lines, 27 cells.
        XCTAssertGreaterThanOrEqual(made.count, 24)
        XCTAssertLessThan(made.count, 120)
        XCTAssertEqual(made, Array(0..<made.count), "a prefix")
        // Cell 4 is the second line's middle cell: (320 − 4) / 3 = 105.33 points wide.
        let w = (320 - 4) / 3.0
        assertRect(try s.frame("row4"), w + 2, 102, w, 100, accuracy: 0.01)
        let scroll = try scrollView(s)
        XCTAssertEqual(scroll.contentSize.height, 1000 * 102 - 2, accuracy: 1, "1,000 lines estimated at the made lines' pitch")
        s.session.runner.context.perform { scroll.contentOffset.y = scroll.contentSize.height - scroll.bounds.height }
        try s.step(3)
        s.session.runner.context.perform { scroll.contentOffset.y = scroll.contentSize.height - scroll.bounds.height }
        try s.step(3)
        let last = try s.frame("row2999")
        XCTAssertEqual(last.maxY, scroll.frame.maxY, accuracy: 1, "the last cell at the bottom once scrolled to the end")
    }

    func testALazyHGridFillsColumnsTopToBottomAndMakesThemAsTheyNearTheScreen() throws {
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) {
            ScrollView(.horizontal) {
                LazyHGrid(rows: [GridItem(.fixed(60), spacing: 10), GridItem(.fixed(60))], spacing: 8) {
                    ForEach(0..<1000, id: \.self) { i in Color.gray.frame(width: 80, height: 50).accessibilityIdentifier("row\(i)") }
                }
            }
        }
        try s.step(2)
        let made = madeRows(s)
        // Columns of two 80-point cells at an 88-point pitch: a screen and a half is 6 columns, 12 cells.
        XCTAssertGreaterThanOrEqual(made.count, 10)
        XCTAssertLessThan(made.count, 100)
        XCTAssertEqual(made, Array(0..<made.count), "a prefix")
        let scroll = try scrollView(s)
        // The grid (130 points high) is centred in the scroll view's height; cell 3 is the second column's
        // lower cell: x 88, 70 points below the upper (60 + 10), each cell centred in its 60-point row.
        let c0 = try s.frame("row0"), c3 = try s.frame("row3")
        XCTAssertEqual(c3.minX - c0.minX, 88, accuracy: 0.01)
        XCTAssertEqual(c3.minY - c0.minY, 70, accuracy: 0.01)
        XCTAssertEqual(c0.height, 50, accuracy: 0.01)
        XCTAssertEqual(scroll.contentSize.width, 500 * 88 - 8, accuracy: 1)
        for _ in 0..<2 {
            s.session.runner.context.perform { scroll.contentOffset.x = scroll.contentSize.width - scroll.bounds.width }
            try s.step(3)
        }
        XCTAssertEqual(try s.frame("row999").maxX, scroll.frame.maxX, accuracy: 1, "the last column at the end")
    }

    func testAStackOpeningAtItsBottomMakesEveryRow() throws {
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<300, id: \.self) { i in Color.gray.frame(height: 40).accessibilityIdentifier("row\(i)") }
                }
            }
            .defaultScrollAnchor(.bottom)
        }
        try s.step(3)
        // The chat opens at its last message, drawn where a VStack puts it.
        let scroll = try scrollView(s)
        let f = try s.frame("row299")
        XCTAssertEqual(f.maxY, scroll.frame.maxY, accuracy: 1)
    }
}
