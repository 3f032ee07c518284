import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionViews

struct WidthKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

struct ListKey: PreferenceKey {
    static var defaultValue: [Int] = []
    static func reduce(value: inout [Int], nextValue: () -> [Int]) { value.append(contentsOf: nextValue()) }
}

struct OffsetKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

/// Records what `onPreferenceChange` was called with.
final class PreferenceLog: ObservableObject {
    var lists: [[Int]] = []
    var offsets: [CGFloat] = []
}

/// The classic size reader: a GeometryReader in a background publishes the width, the parent reads
/// it after layout and sizes an underline to it.
struct MeasuredUnderline: View {
    @ObservedObject var model: TestModel
    @State private var width: CGFloat = 0
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: model.flag ? 200 : 120, height: 30)
                .background(GeometryReader { g in Color.clear.preference(key: WidthKey.self, value: g.size.width) })
            Color.blue.frame(width: width, height: 10).accessibilityIdentifier("underline")
        }
        .onPreferenceChange(WidthKey.self) { width = $0 }
    }
}

/// Values combined in view order, replaced by an outer `preference`, transformed by `transformPreference`.
struct OrderedValues: View {
    @ObservedObject var model: TestModel
    let log: PreferenceLog
    var body: some View {
        VStack {
            Color.red.frame(width: 10, height: 10).preference(key: ListKey.self, value: [1])
            Color.clear.frame(width: 10, height: 10)  // no value: takes no part
            HStack {
                Color.red.frame(width: 10, height: 10).preference(key: ListKey.self, value: [2])
                Color.red.frame(width: 10, height: 10).preference(key: ListKey.self, value: [3])
            }
            if model.flag {
                // An outer value replaces its content's.
                Color.red.frame(width: 10, height: 10).preference(key: ListKey.self, value: [4]).preference(key: ListKey.self, value: [5])
            }
        }
        .transformPreference(ListKey.self) { $0.append(100) }
        .onPreferenceChange(ListKey.self) { log.lists.append($0) }
    }
}

/// The classic scroll-offset reader: a zero-height GeometryReader at the top of the content reports
/// its minY in the scroll view's named space.
struct ScrollOffsetReader: View {
    let log: PreferenceLog
    @State private var offset: CGFloat = 0
    var body: some View {
        ZStack(alignment: .topLeading) {
            ScrollView {
                VStack(spacing: 0) {
                    GeometryReader { g in
                        Color.clear.preference(key: OffsetKey.self, value: g.frame(in: .named("scroll")).minY)
                    }
                    .frame(height: 0)
                    ForEach(0..<40) { i in Color.gray.frame(height: 50).accessibilityIdentifier("row\(i)") }
                }
            }
            .coordinateSpace(name: "scroll")
            .onPreferenceChange(OffsetKey.self) { offset = $0; log.offsets.append($0) }
            Color.green.frame(width: max(-offset, 1), height: 4).accessibilityIdentifier("progress")
        }
    }
}

/// Frames in a named space are relative to the named view's frame; `.local` is the reader's own.
struct NamedSpaces: View {
    let log: PreferenceLog
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 50)
            VStack(spacing: 0) {
                Color.blue.frame(width: 100, height: 30)
                GeometryReader { g in
                    Color.clear
                        .preference(key: ListKey.self, value: [Int(g.frame(in: .named("inner")).minY), Int(g.frame(in: .named(17)).minY),
                                                               Int(g.frame(in: .local).minY), Int(g.frame(in: .global).minY),
                                                               Int(g.frame(in: .named("nowhere")).minY)])
                }
                .frame(width: 100, height: 20)
            }
            .coordinateSpace(name: "inner")
        }
        .coordinateSpace(.named(17))
        .onPreferenceChange(ListKey.self) { log.lists.append($0) }
    }
}

/// `overlayPreferenceValue` with an anchor: a marker drawn over the anchored view's bounds.
struct AnchorKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

struct AnchoredMarker: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.gray.frame(width: 200, height: 40)
            Color.red.frame(width: 60, height: 20).anchorPreference(key: AnchorKey.self, value: .bounds) { $0 }
        }
        .overlayPreferenceValue(AnchorKey.self) { anchor in
            GeometryReader { g in
                if let anchor {
                    let r = g[anchor]
                    Color.blue.frame(width: r.width, height: 2).offset(x: r.minX, y: r.maxY).accessibilityIdentifier("marker")
                }
            }
        }
    }
}

/// A value that is not `Equatable` (swiftui-lab's anchor-preference articles use such structs).
struct Mark {
    let id: Int
    let bounds: Anchor<CGRect>
}

struct MarksKey: PreferenceKey {
    static var defaultValue: [Mark] = []
    static func reduce(value: inout [Mark], nextValue: () -> [Mark]) { value.append(contentsOf: nextValue()) }
}

struct PointsKey: PreferenceKey {
    static var defaultValue: [Anchor<CGPoint>] = []
    static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) { value.append(contentsOf: nextValue()) }
}

struct UnderlinedCells: View {
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<3) { i in
                Color.gray.frame(width: 50, height: 30).anchorPreference(key: MarksKey.self, value: .bounds) { [Mark(id: i, bounds: $0)] }
            }
        }
        .backgroundPreferenceValue(MarksKey.self) { marks in
            GeometryReader { g in
                ForEach(marks, id: \.id) { m in
                    Color.red.frame(width: g[m.bounds].width, height: 2).offset(x: g[m.bounds].minX, y: g[m.bounds].maxY).accessibilityIdentifier("mark\(m.id)")
                }
            }
        }
    }
}

struct TransformedAnchors: View {
    var body: some View {
        Color.blue.frame(width: 40, height: 40)
            .anchorPreference(key: PointsKey.self, value: .topLeading) { [$0] }
            .transformAnchorPreference(key: PointsKey.self, value: .center) { $0.append($1) }
            .overlayPreferenceValue(PointsKey.self) { points in
                GeometryReader { g in
                    ForEach(0..<points.count, id: \.self) { i in
                        Color.red.frame(width: 2, height: 2).offset(x: g[points[i]].x, y: g[points[i]].y).accessibilityIdentifier("point\(i)")
                    }
                }
            }
    }
}

/// The parallax header: a GeometryReader in a ScrollView offsets its content by half its global minY,
/// so the content moves at half the scroll's speed (attack S4-12: the reader must be read again as it scrolls).
struct ParallaxHeader: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                GeometryReader { g in
                    Color.red.frame(height: 50).offset(y: -g.frame(in: .global).minY / 2).accessibilityIdentifier("parallax")
                }
                .frame(height: 100)
                ForEach(0..<40) { i in Color.gray.frame(height: 50).accessibilityIdentifier("prow\(i)") }
            }
        }
    }
}

/// Preferences: values flow from children to the ancestors that read them, reduced in view order,
/// read after layout; named coordinate spaces (SwiftUI's documented semantics).
final class PreferenceTests: XCTestCase {
    func testAChildsSizeReadThroughAPreferenceSizesItsSibling() throws {
        let model = TestModel()
        let s = try ViewSession { MeasuredUnderline(model: model) }
        try s.step(2)
        XCTAssertEqual(try s.frame("underline").width, 120, "the reader's width, read after layout")
        model.flag = true
        try s.step(2)
        XCTAssertEqual(try s.frame("underline").width, 200, "the new width after the next layout")
    }

    func testValuesAreReducedInViewOrderReplacedAndTransformed() throws {
        let model = TestModel()
        let log = PreferenceLog()
        let s = try ViewSession { OrderedValues(model: model, log: log) }
        try s.step(3)
        XCTAssertEqual(log.lists, [[1, 2, 3, 100]], "in view order, once (the value did not change after)")
        model.flag = true
        try s.step(3)
        XCTAssertEqual(log.lists, [[1, 2, 3, 100], [1, 2, 3, 5, 100]], "the outer preference replaced the inner one")
        model.flag = false
        try s.step(3)
        XCTAssertEqual(log.lists.last, [1, 2, 3, 100])
        XCTAssertEqual(log.lists.count, 3)
    }

    func testAScrollOffsetReadThroughANamedCoordinateSpace() throws {
        let log = PreferenceLog()
        let s = try ViewSession { ScrollOffsetReader(log: log) }
        try s.step(3)
        let rest = try XCTUnwrap(log.offsets.last)
        let row0 = try s.frame("row0")
        let scroll = try XCTUnwrap(s.firstView(ScrollHostView.self))
        s.session.runner.context.perform { scroll.contentOffset = CGPoint(x: 0, y: scroll.contentOffset.y + 120) }
        try s.step(2)
        XCTAssertEqual(try XCTUnwrap(log.offsets.last), rest - 120, accuracy: 1e-9, "content scrolled up 120 pt is at minY − 120 in the scroll view's space")
        XCTAssertEqual(try s.frame("row0").minY, row0.minY - 120, accuracy: 1e-9)
        XCTAssertEqual(try s.frame("progress").width, max(120 - rest, 1), accuracy: 1e-9, "the state set by onPreferenceChange is drawn")
    }

    func testFramesInNamedLocalAndGlobalSpaces() throws {
        let log = PreferenceLog()
        let s = try ViewSession { NamedSpaces(log: log) }
        try s.step(2)
        let v = try XCTUnwrap(log.lists.last)
        // The whole VStack (100 tall) is centred in the 568-point screen: top at 234.
        let top = (568 - 100) / 2
        XCTAssertEqual(v, [30, 80, 0, top + 80, top + 80], "inner space, outer space, local, global, unknown name (global)")
    }

    func testAnAnchorResolvedInAnOverlaysGeometryReader() throws {
        let s = try ViewSession { AnchoredMarker() }
        try s.step(3)
        let marker = try s.frame("marker")
        let red = CGRect(x: (320 - 200) / 2 + 70, y: (568 - 60) / 2 + 40, width: 60, height: 20)
        XCTAssertEqual(marker.width, 60, accuracy: 1e-9)
        XCTAssertEqual(marker.minY, red.maxY, accuracy: 1e-9, "the marker sits on the anchored view's bottom edge")
    }

    func testAValueThatIsNotEquatableDrivesABackgroundPreferenceValue() throws {
        let s = try ViewSession { UnderlinedCells() }
        try s.step(3)
        for i in 0..<3 {
            assertRect(try s.frame("mark\(i)"), CGFloat(85 + 50 * i), 299, 50, 2, "mark \(i)")
        }
    }

    func testTransformAnchorPreferenceAddsToTheContentsValue() throws {
        let s = try ViewSession { TransformedAnchors() }
        try s.step(3)
        let top = (568 - 40) / 2, leading = (320 - 40) / 2
        assertRect(try s.frame("point0"), CGFloat(leading), CGFloat(top), 2, 2, "top-leading anchor")
        assertRect(try s.frame("point1"), CGFloat(leading + 20), CGFloat(top + 20), 2, 2, "centre anchor, appended by the transform")
    }

    func testAGeometryReaderInAScrollViewFollowsTheScroll() throws {
        let s = try ViewSession { ParallaxHeader() }
        try s.step(2)
        let before = try s.frame("parallax").minY, row = try s.frame("prow0").minY
        let scroll = try XCTUnwrap(s.firstView(ScrollHostView.self))
        s.session.runner.context.perform { scroll.contentOffset = CGPoint(x: 0, y: scroll.contentOffset.y + 60) }
        try s.step(2)
        XCTAssertEqual(try s.frame("prow0").minY, row - 60, accuracy: 1e-9)
        XCTAssertEqual(try s.frame("parallax").minY, before - 30, accuracy: 1e-9, "half the scroll: the reader saw its new global frame")
    }
}
