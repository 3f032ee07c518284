import XCTest
import SwiftUI

// The tester's FlowLayout (attack-swiftui/orig/FlowTags.swift), unchanged: the most copied iOS 16
// `Layout` snippet.
struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxWidth = proposal.width ?? .infinity
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, widest: CGFloat = 0
        for view in subviews {
            let size = view.sizeThatFits(.unspecified)
            if x + size.width > maxWidth, x > 0 {
                x = 0; y += rowHeight + spacing; rowHeight = 0
            }
            x += size.width + spacing
            widest = max(widest, x - spacing)
            rowHeight = max(rowHeight, size.height)
        }
        return CGSize(width: widest, height: y + rowHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX, y = bounds.minY, rowHeight: CGFloat = 0
        for view in subviews {
            let size = view.sizeThatFits(.unspecified)
            if x + size.width > bounds.maxX, x > bounds.minX {
                x = bounds.minX; y += rowHeight + spacing; rowHeight = 0
            }
            view.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
    }
}

/// Subviews on a circle of radius `radius` around the centre, the first at angle 0 (to the right),
/// each centred on its point (`anchor: .center`); the layout takes the space offered.
struct RadialLayout: Layout {
    var radius: CGFloat
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let step = 2 * Double.pi / Double(subviews.count)
        for (i, v) in subviews.enumerated() {
            let a = step * Double(i)
            v.place(at: CGPoint(x: bounds.midX + radius * cos(a), y: bounds.midY + radius * sin(a)), anchor: .center, proposal: .unspecified)
        }
    }
}

/// A radial layout turned by `rotation`, its animatable data: an animated turn moves the views
/// around the circle (SwiftUI interpolates a layout's `animatableData`).
struct TurningRadialLayout: Layout {
    var rotation: Double
    var animatableData: Double {
        get { rotation }
        set { rotation = newValue }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 200, height: 200) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, v) in subviews.enumerated() {
            let a = rotation + Double(i) * .pi
            v.place(at: CGPoint(x: bounds.midX + 80 * cos(a), y: bounds.midY + 80 * sin(a)), anchor: .center, proposal: .unspecified)
        }
    }
}

/// A layout value: the column a view asks for.
struct ColumnKey: LayoutValueKey { static let defaultValue = 0 }

/// Two fixed columns 100 points apart; each view goes to its `ColumnKey` column, stacked down it.
/// Its cache counts how often it was made (the protocol's cache life cycle).
struct ColumnsLayout: Layout {
    final class Counter { var made = 0; var updated = 0 }
    let counter: Counter
    struct Cache { var sizes: [CGSize] }
    func makeCache(subviews: Subviews) -> Cache {
        counter.made += 1
        return Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }
    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        counter.updated += 1
        cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        CGSize(width: 200, height: 300)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = [bounds.minY, bounds.minY]
        for (v, size) in zip(subviews, cache.sizes) {
            let c = v[ColumnKey.self]
            v.place(at: CGPoint(x: bounds.minX + CGFloat(c) * 100, y: y[c]), proposal: ProposedViewSize(size))
            y[c] += size.height + v.spacing.distance(to: v.spacing, along: .vertical)
        }
    }
}

final class LayoutProtocolTests: XCTestCase {
    /// Fixed-size tags in a 200-point-wide FlowLayout (spacing 8), worked by hand from the snippet:
    /// row 1: 80 at x 0, 60 at 88 (148 ≤ 200); 70 would end at 226: row 2 at y 0+30+8 = 38:
    /// 70 at 0, 50 at 78 (128); 120 would end at 256: row 3 at y 38+40+8 = 86, at 0.
    /// Size: widest row 148, height 86 + 25 = 111; centred in the 200-point frame (x 26).
    func testFlowLayoutWrapsWhereItsArithmeticSays() throws {
        let tags: [(CGFloat, CGFloat)] = [(80, 30), (60, 20), (70, 40), (50, 30), (120, 25)]
        let s = try ViewSession(size: CGSize(width: 320, height: 400)) {
            FlowLayout(spacing: 8) {
                ForEach(0..<tags.count, id: \.self) { i in
                    Color.blue.frame(width: tags[i].0, height: tags[i].1).accessibilityIdentifier("t\(i)")
                }
            }
            .accessibilityIdentifier("flow")
            .frame(width: 200)
        }
        try s.step(2)
        let flow = try s.frame("flow")
        XCTAssertEqual(flow.width, 148, accuracy: 1e-9)
        XCTAssertEqual(flow.height, 111, accuracy: 1e-9)
        XCTAssertEqual(flow.minX, (320 - 200) / 2 + 26, accuracy: 1e-9)
        let expected: [(CGFloat, CGFloat)] = [(0, 0), (88, 0), (0, 38), (78, 38), (0, 86)]
        for (i, e) in expected.enumerated() {
            let f = try s.frame("t\(i)")
            assertRect(f, flow.minX + e.0, flow.minY + e.1, tags[i].0, tags[i].1, "tag \(i)")
        }
    }

    /// The tester's TagCloud screen: text tags wrap into rows no wider than the padded screen (288),
    /// each row's tags 8 points apart, rows 8 points apart (checked against the tags' own sizes). The
    /// layout is as wide as its widest row, so the leading VStack (as wide as its widest child) is
    /// centred in the padding, as in SwiftUI; `placeSubviews` wraps at its bounds' maxX (the widest
    /// row), which gives the rows `sizeThatFits` found.
    func testTagCloudTextTagsWrapWithinTheWidth() throws {
        let tags = ["Swift", "SwiftUI", "UIKit", "Combine", "Concurrency", "Xcode", "Instruments", "Core Data", "CloudKit", "WidgetKit", "ARKit", "Metal"]
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) {
            VStack(alignment: .leading, spacing: 16) {
                FlowLayout(spacing: 8) {
                    ForEach(tags, id: \.self) { tag in
                        Text(tag).padding(.horizontal, 12).padding(.vertical, 6)
                            .background(Color.blue, in: Capsule())
                            .accessibilityIdentifier(tag)
                    }
                }
                .accessibilityIdentifier("flow")
                Spacer()
            }
            .padding()
        }
        try s.step(2)
        let flow = try s.frame("flow")
        XCTAssertLessThanOrEqual(flow.width, 288)
        XCTAssertEqual(flow.minX, 16 + (288 - flow.width) / 2, accuracy: 1e-9)
        let frames = try tags.map { try s.frame($0) }
        var x = flow.minX, y = flow.minY, rowHeight: CGFloat = 0, rows = 1
        for f in frames {
            if x + f.width > flow.maxX, x > flow.minX { x = flow.minX; y += rowHeight + 8; rowHeight = 0; rows += 1 }
            XCTAssertEqual(f.minX, x, accuracy: 1e-9)
            XCTAssertEqual(f.minY, y, accuracy: 1e-9)
            XCTAssertLessThanOrEqual(f.maxX, flow.maxX + 1e-9)
            x += f.width + 8
            rowHeight = max(rowHeight, f.height)
        }
        XCTAssertGreaterThanOrEqual(rows, 3, "12 tags in 288 points wrap")
        XCTAssertEqual(flow.height, y + rowHeight - flow.minY, accuracy: 1e-9)
    }

    /// Six 20-point dots on a circle of radius 80 around the centre of a 200×200 layout.
    func testRadialLayoutPlacesByAnchorOnTheCircle() throws {
        let s = try ViewSession(size: CGSize(width: 320, height: 400)) {
            RadialLayout(radius: 80) {
                ForEach(0..<6, id: \.self) { i in
                    Circle().fill(Color.red).frame(width: 20, height: 20).accessibilityIdentifier("d\(i)")
                }
            }
            .frame(width: 200, height: 200)
            .accessibilityIdentifier("ring")
        }
        try s.step(2)
        let ring = try s.frame("ring")
        for i in 0..<6 {
            let a = Double(i) * .pi / 3
            let f = try s.frame("d\(i)")
            XCTAssertEqual(f.midX, ring.midX + 80 * cos(a), accuracy: 1e-9, "dot \(i)")
            XCTAssertEqual(f.midY, ring.midY + 80 * sin(a), accuracy: 1e-9, "dot \(i)")
            XCTAssertEqual(f.width, 20, accuracy: 1e-9)
        }
    }

    /// Layout values reach the layout through other modifiers; the cache is made once and updated
    /// when the view updates; view spacing between two views is 8 points.
    func testLayoutValuesSpacingAndCache() throws {
        let counter = ColumnsLayout.Counter()
        let model = TestModel()
        let s = try ViewSession(size: CGSize(width: 320, height: 400)) { Host(model: model, counter: counter) }
        try s.step(2)
        let box = try s.frame("box")
        assertRect(try s.frame("a"), box.minX, box.minY, 40, 30)
        assertRect(try s.frame("b"), box.minX + 100, box.minY, 40, 30)
        assertRect(try s.frame("c"), box.minX, box.minY + 38, 40, 30, "below a, 8 points apart")
        XCTAssertEqual(counter.made, 1)
        s.session.runner.context.perform { model.flag = true }
        try s.step(2)
        XCTAssertEqual(counter.made, 1, "made once")
        XCTAssertGreaterThanOrEqual(counter.updated, 1, "updated after the view changed")
        assertRect(try s.frame("c"), box.minX + 100, box.minY + 38, 40, 30, "moved to column 1 below b")
    }

    struct Host: View {
        @ObservedObject var model: TestModel
        let counter: ColumnsLayout.Counter
        var body: some View {
            ColumnsLayout(counter: counter) {
                Color.red.frame(width: 40, height: 30).accessibilityIdentifier("a")
                Color.red.frame(width: 40, height: 30).layoutValue(key: ColumnKey.self, value: 1).accessibilityIdentifier("b")
                Color.red.frame(width: 40, height: 30).layoutValue(key: ColumnKey.self, value: model.flag ? 1 : 0).padding(0).accessibilityIdentifier("c")
            }
            .accessibilityIdentifier("box")
        }
    }

    /// `HStackLayout`/`VStackLayout` lay out as the stacks: two 50×20 views and a spacer in 200 points.
    func testStackLayoutsMatchTheStacks() throws {
        let s = try ViewSession(size: CGSize(width: 320, height: 400)) {
            VStack(spacing: 0) {
                HStackLayout(alignment: .top, spacing: 10) {
                    Color.red.frame(width: 50, height: 20).accessibilityIdentifier("h1")
                    Spacer()
                    Color.red.frame(width: 50, height: 30).accessibilityIdentifier("h2")
                }
                .frame(width: 200)
                .accessibilityIdentifier("row")
                VStackLayout(alignment: .trailing) {
                    Color.red.frame(width: 50, height: 20).accessibilityIdentifier("v1")
                    Color.red.frame(width: 30, height: 20).accessibilityIdentifier("v2")
                }
                .accessibilityIdentifier("column")
                ZStackLayout(alignment: .bottomTrailing) {
                    Color.red.frame(width: 50, height: 40).accessibilityIdentifier("z1")
                    Color.red.frame(width: 20, height: 10).accessibilityIdentifier("z2")
                }
                .accessibilityIdentifier("z")
            }
        }
        try s.step(2)
        let row = try s.frame("row")
        assertRect(try s.frame("h1"), row.minX, row.minY, 50, 20)
        assertRect(try s.frame("h2"), row.maxX - 50, row.minY, 50, 30, "the spacer takes the rest along the row")
        let col = try s.frame("column")
        XCTAssertEqual(col.width, 50)
        XCTAssertEqual(col.height, 48, "20 + 8 + 20")
        assertRect(try s.frame("v2"), col.maxX - 30, col.minY + 28, 30, 20)
        let z = try s.frame("z")
        assertRect(try s.frame("z2"), z.maxX - 20, z.maxY - 10, 20, 10)
    }

    /// Switching an `AnyLayout` from a row to a column inside `withAnimation` moves the views along the
    /// animation (linear: halfway at half time); the views keep their nodes.
    func testAnyLayoutSwitchAnimatesPositions() throws {
        let model = TestModel()
        let s = try ViewSession(size: CGSize(width: 320, height: 400)) { Switcher(model: model) }
        try s.step(3)
        let start = try s.frame("b")
        let startTime = s.nextTime
        withAnimation(.linear(duration: 1)) { model.flag = true }
        try s.step(30)
        let t = s.nextTime - 1.0 / 60 - startTime
        let mid = try s.frame("b")
        try s.step(40)
        let end = try s.frame("b")
        XCTAssertNotEqual(start.minX, end.minX)
        XCTAssertNotEqual(start.minY, end.minY)
        XCTAssertEqual(mid.minX, start.minX + (end.minX - start.minX) * t, accuracy: 1e-6)
        XCTAssertEqual(mid.minY, start.minY + (end.minY - start.minY) * t, accuracy: 1e-6)
        // Row: 50 + 8 + 50 centred in 320: b at 164; column: b below a, centred: x 135.
        XCTAssertEqual(start.minX, 164, accuracy: 1e-9)
        XCTAssertEqual(end.minX, 135, accuracy: 1e-9)
    }

    /// Turning a radial layout by π/2 in a 1 s linear animation: at each frame the dot is on the
    /// circle at the interpolated angle (a straight move would cut inside the circle).
    func testLayoutAnimatableDataMovesAlongTheLayout() throws {
        let model = TestModel()
        let s = try ViewSession(size: CGSize(width: 320, height: 400)) { Turner(model: model) }
        try s.step(3)
        let ring = try s.frame("ring")
        let start = s.nextTime
        withAnimation(.linear(duration: 1)) { model.value = .pi / 2 }
        for _ in 0..<70 {
            try s.step()
            let t = min(max(s.nextTime - 1.0 / 60 - start, 0), 1)
            let a = Double.pi / 2 * t
            let f = try s.frame("dot")
            XCTAssertEqual(f.midX, ring.midX + 80 * cos(a), accuracy: 1e-6, "t = \(t)")
            XCTAssertEqual(f.midY, ring.midY + 80 * sin(a), accuracy: 1e-6, "t = \(t)")
        }
    }

    /// The same turn through an `AnyLayout`: its animatable data is the wrapped layout's.
    func testAnyLayoutAnimatesTheWrappedLayoutsData() throws {
        let model = TestModel()
        let s = try ViewSession(size: CGSize(width: 320, height: 400)) { Turner(model: model, erased: true) }
        try s.step(3)
        let ring = try s.frame("ring")
        let start = s.nextTime
        withAnimation(.linear(duration: 1)) { model.value = .pi / 2 }
        try s.step(30)
        let t = s.nextTime - 1.0 / 60 - start
        let a = Double.pi / 2 * t
        let f = try s.frame("dot")
        XCTAssertEqual(f.midX, ring.midX + 80 * cos(a), accuracy: 1e-6)
        XCTAssertEqual(f.midY, ring.midY + 80 * sin(a), accuracy: 1e-6)
    }

    struct Turner: View {
        @ObservedObject var model: TestModel
        var erased = false
        var body: some View {
            if erased {
                AnyLayout(TurningRadialLayout(rotation: model.value)) { dots }.accessibilityIdentifier("ring")
            } else {
                TurningRadialLayout(rotation: model.value) { dots }.accessibilityIdentifier("ring")
            }
        }
        @ViewBuilder var dots: some View {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot")
            Color.blue.frame(width: 10, height: 10)
        }
    }

    /// A view inserted into a custom layout in `withAnimation` fades in with its transition, and the
    /// views after it move to their new places along the same animation.
    func testTransitionsAndMovesInsideACustomLayout() throws {
        let model = TestModel()
        let s = try ViewSession(size: CGSize(width: 320, height: 400)) { Inserting(model: model) }
        try s.step(3)
        let before = try s.frame("last")
        let start = s.nextTime
        withAnimation(.linear(duration: 1)) { model.flag = true }
        try s.step(30)
        let t = s.nextTime - 1.0 / 60 - start
        XCTAssertEqual(Double(try s.layer("new").opacity), t, accuracy: 1e-6)
        try s.step(40)
        let after = try s.frame("last")
        XCTAssertEqual(after.minX - before.minX, 58, accuracy: 1e-9, "moved on by the new 50-wide view and 8 points")
        XCTAssertEqual(try s.layer("new").opacity, 1)
    }

    struct Inserting: View {
        @ObservedObject var model: TestModel
        var body: some View {
            FlowLayout(spacing: 8) {
                Color.red.frame(width: 50, height: 20)
                if model.flag { Color.green.frame(width: 50, height: 20).transition(.opacity).accessibilityIdentifier("new") }
                Color.blue.frame(width: 50, height: 20).accessibilityIdentifier("last")
            }
            .frame(width: 300, alignment: .leading)
        }
    }

    struct Switcher: View {
        @ObservedObject var model: TestModel
        var body: some View {
            let layout = model.flag ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
            layout {
                Color.red.frame(width: 50, height: 50).accessibilityIdentifier("a")
                Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("b")
            }
        }
    }
}
