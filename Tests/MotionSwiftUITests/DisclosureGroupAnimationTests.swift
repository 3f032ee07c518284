import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// S-44: a `DisclosureGroup` animates: a tap turns the chevron and the revealed rows slide down from
/// under the label while the row's card grows with them — nothing drawn outside the card — and an
/// expansion inside the caller's `withAnimation` follows the caller's curve.
final class DisclosureGroupAnimationTests: XCTestCase {
    /// Questions of our own, in a list (the help-centre idiom).
    struct HelpTopics: View {
        @ObservedObject var model: TestModel
        var body: some View {
            List {
                DisclosureGroup("Shipping times", isExpanded: $model.flag) {
                    Text("Orders leave in two days.").accessibilityIdentifier("answer1")
                    Text("Tracking comes by mail.").accessibilityIdentifier("answer2")
                }
                .accessibilityIdentifier("group")
                Text("Returns").accessibilityIdentifier("next")
            }
        }
    }

    func testAWithAnimationExpansionSlidesTheRowsInUnderTheGrowingCard() throws {
        let model = TestModel()
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { HelpTopics(model: model) }
        try s.step(3)
        let closedGroup = try s.frame("group"), closedNext = try s.frame("next")
        XCTAssertNil(s.frames.last?["answer1"], "collapsed: the answers are not in the graph")
        // One second, linear: the caller's animation.
        s.session.runner.context.perform { withAnimation(.linear(duration: 1)) { model.flag = true } }
        try s.step(61)
        let open1 = try s.frame("answer1"), open2 = try s.frame("answer2"), openNext = try s.frame("next")
        let grown = openNext.minY - closedNext.minY
        XCTAssertEqual(grown, 88, accuracy: 0.5, "the next row moves down by the two revealed 44-point rows")
        XCTAssertEqual(open1.midY - closedGroup.midY, 44, accuracy: 1, "the first answer's row is 44 below the label's")
        XCTAssertEqual(open2.midY - open1.midY, 44, accuracy: 1, "revealed rows are list rows, 44 apart")
        XCTAssertEqual(openNext.midY - open2.midY, 44, accuracy: 1, "and the next row 44 below the last")
        // Replay: frame k of the animation is at k/60 s of it.
        let m2 = TestModel()
        let t = try ViewSession(size: CGSize(width: 390, height: 844)) { HelpTopics(model: m2) }
        try t.step(3)
        t.session.runner.context.perform { withAnimation(.linear(duration: 1)) { m2.flag = true } }
        try t.step(31)   // half way (the update lands on the first of these frames)
        let p = 30.0 / 60.0
        let midNext = try t.frame("next"), mid1 = try t.frame("answer1")
        XCTAssertEqual(midNext.minY, closedNext.minY + grown * p, accuracy: 2, "the card grows linearly with the caller's curve")
        // The answer slides down with the clip's growing bottom: its final place less the part not yet revealed.
        XCTAssertEqual(mid1.minY, open1.minY - grown * (1 - p), accuracy: 2, "the rows slide in from under the label")
        XCTAssertGreaterThan(mid1.minY, closedGroup.minY - grown, "and they move, not fade in place")
        // Nothing outside the card: where the second answer will be (below the card's bottom now) the
        // list's grey background shows; inside the card, the first answer's glyphs.
        let image = try RenderedFrame(t, frame: 34, name: "S44-mid")
        // The label's line holds only the label ("Shipping times", up to x ≈ 165): no answer glyph
        // (the answers reach x ≈ 245) is drawn over it — they come from under it.
        let closedImage = try RenderedFrame(try ViewSession(size: CGSize(width: 390, height: 844)) { HelpTopics(model: TestModel()) }, frame: 3, name: "S44-closed")
        XCTAssertEqual(image.darkest(CGRect(x: 175, y: closedGroup.minY - 1, width: 140, height: 21)), [255, 255, 255],
                       "the label's line is clean mid-animation")
        // The chevron (at the row's trailing edge) is mid-turn: unlike both its closed and open drawings.
        let openImage = try RenderedFrame(s, frame: s.frames.count, name: "S44-open")
        func chevron(_ i: RenderedFrame) -> [[Int]] {
            (Int(closedGroup.minY)..<Int(closedGroup.minY) + 20).flatMap { y in (330..<356).map { i.rgb($0, y) } }
        }
        XCTAssertNotEqual(chevron(image), chevron(closedImage), "turning")
        XCTAssertNotEqual(chevron(image), chevron(openImage), "not yet down")
        XCTAssertNotEqual(chevron(openImage), chevron(closedImage))
        // The next row's own top inset (its card part above its text) stays clean: no answer glyph is
        // drawn below the growing row's bottom edge.
        let below = CGRect(x: 40, y: midNext.minY - 11 + 1, width: 300, height: 8)
        XCTAssertEqual(image.darkest(below), [255, 255, 255], "the next row's own top inset stays clean: no answer drawn over it")
    }

    func testATapAnimatesTheChevronAndTheRows() throws {
        let model = TestModel()
        // The label row's middle (the first row of the list at 390 × 844: the card starts below the top inset).
        let probe = try ViewSession(size: CGSize(width: 390, height: 844)) { HelpTopics(model: TestModel()) }
        try probe.step(3)
        let label = try probe.frame("group")
        let s = try ViewSession(size: CGSize(width: 390, height: 844),
                                script: "0.2 click 200 \(Int(label.minY + 10))") { HelpTopics(model: model) }
        try s.step(10)
        XCTAssertFalse(model.flag)
        let before = try s.frame("next")
        // The click (down and up at 0.2 s) ends in frame 15: the toggle runs in its action.
        var tapped: Int?
        var ys: [CGFloat] = []
        for n in 10..<50 {
            try s.step()
            if model.flag, tapped == nil { tapped = n }
            ys.append(try s.frame("next").minY)
        }
        let t = try XCTUnwrap(tapped, "the tap expanded it")
        let from = t - 10
        let final = ys.last!
        XCTAssertGreaterThan(final, before.minY + 40, "the answers take their rows")
        // Over the next 0.25 s (15 frames) the rows below move down step by step with an ease in and out:
        // slow at first, fastest half way, slow at the end; at rest from then on.
        let steps = (from + 1...from + 15).map { ys[$0] - ys[$0 - 1] }
        XCTAssertTrue(steps.allSatisfy { $0 > 0 }, "moving every frame of the 0.25 s: \(steps)")
        XCTAssertLessThan(steps[0], steps[7] / 3, "eases in")
        XCTAssertLessThan(steps[14], steps[7] / 3, "eases out")
        XCTAssertEqual(ys[from + 15], final, accuracy: 0.01, "at rest after 0.25 s")
        XCTAssertEqual(ys[from], before.minY, accuracy: 0.01, "nothing before the tap's frame")
    }

    /// Outside a list: the revealed views 11 points apart under the label, no separators; the view
    /// below moves down with the growing clip.
    struct Panel: View {
        @ObservedObject var model: TestModel
        var body: some View {
            VStack(alignment: .leading) {
                DisclosureGroup("Filters", isExpanded: $model.flag) {
                    Text("Only in stock").accessibilityIdentifier("f1")
                    Text("Free delivery").accessibilityIdentifier("f2")
                }
                Text("Results").accessibilityIdentifier("results")
                Spacer()
            }
            .padding()
        }
    }

    func testOutsideAListTheContentSlidesInUnderTheLabel() throws {
        let model = TestModel()
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { Panel(model: model) }
        try s.step(3)
        let closed = try s.frame("results")
        s.session.runner.context.perform { withAnimation(.linear(duration: 1)) { model.flag = true } }
        try s.step(31)
        let mid = try s.frame("results"), mid1 = try s.frame("f1")
        try s.step(40)
        let open = try s.frame("results"), f1 = try s.frame("f1"), f2 = try s.frame("f2")
        XCTAssertEqual(f2.minY - f1.maxY, 11, accuracy: 0.5, "11 points apart")
        XCTAssertEqual(f1.minX, 16, accuracy: 0.5, "at the label's leading edge")
        let grown = open.minY - closed.minY
        XCTAssertEqual(grown, f2.maxY - f1.minY + 11, accuracy: 1, "the content and its 11-point gap")
        XCTAssertEqual(mid.minY, closed.minY + grown / 2, accuracy: 1.5, "half way at 0.5 s")
        XCTAssertEqual(mid1.minY, f1.minY - grown / 2, accuracy: 1.5, "sliding down with the clip's edge")
        _ = try RenderedFrame(s, frame: s.frames.count, name: "S44-outside-list")
    }

    func testCollapsingSlidesTheRowsBackUnderTheLabel() throws {
        let model = TestModel()
        model.flag = true
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { HelpTopics(model: model) }
        try s.step(3)
        let open = try s.frame("next"), open1 = try s.frame("answer1")
        s.session.runner.context.perform { withAnimation(.linear(duration: 1)) { model.flag = false } }
        try s.step(31)
        let mid = try s.frame("next"), mid1 = try s.frame("answer1")
        try s.step(40)
        let closed = try s.frame("next")
        let shrunk = open.minY - closed.minY
        XCTAssertGreaterThan(shrunk, 80, "two 44-point rows go")
        XCTAssertEqual(mid.minY, open.minY - shrunk / 2, accuracy: 1.5, "half way at 0.5 s")
        XCTAssertEqual(mid1.minY, open1.minY - shrunk / 2, accuracy: 1.5, "the answers slide up under the label")
        XCTAssertNil(s.frames.last?["answer1"], "removed once the animation ends")
    }

    /// In a list the label's whole row is tappable: its top inset, its leading inset, beside the chevron.
    func testTheWholeLabelRowTakesTheTap() throws {
        let probe = try ViewSession(size: CGSize(width: 390, height: 844)) { HelpTopics(model: TestModel()) }
        try probe.step(3)
        let label = try probe.frame("group")
        for (x, y) in [(200, Int(label.minY) - 8), (22, Int(label.midY)), (368, Int(label.midY)), (200, Int(label.maxY) + 8)] {
            let model = TestModel()
            let s = try ViewSession(size: CGSize(width: 390, height: 844), script: "0.2 click \(x) \(y)") { HelpTopics(model: model) }
            try s.step(30)
            XCTAssertTrue(model.flag, "a tap at (\(x), \(y)) in the label's row expands it")
        }
    }

    /// The help-centre idiom exactly: the expanded set is `@State` of the view around a
    /// `NavigationStack`, each group bound to it through `Binding(get:set:)` in a `ForEach`. The tap's
    /// change reaches the stack's screen (a graph of its own) in the tap's animated transaction while the
    /// screen's button is still taking in the end of its press: the rows animate (they jumped, S-44).
    struct HelpCentre: View {
        @State private var open: Set<Int> = []
        var body: some View {
            NavigationStack {
                List {
                    ForEach(0..<2, id: \.self) { i in
                        DisclosureGroup(isExpanded: Binding(get: { open.contains(i) },
                                                            set: { if $0 { open.insert(i) } else { open.remove(i) } })) {
                            Text("Answer \(i)")
                        } label: {
                            Text("Topic \(i)").accessibilityIdentifier("topic\(i)")
                        }
                    }
                    Text("Contact us").accessibilityIdentifier("contact")
                }
                .navigationTitle("Help")
            }
        }
    }

    func testAGroupOnAPushedScreensListAnimatesItsTap() throws {
        let probe = try ViewSession(size: CGSize(width: 390, height: 844)) { HelpCentre() }
        try probe.step(3)
        let topic = try probe.frame("topic0")
        let s = try ViewSession(size: CGSize(width: 390, height: 844), script: "0.2 click 200 \(Int(topic.midY))") { HelpCentre() }
        var ys: [CGFloat] = []
        for _ in 0..<45 { try s.step(); ys.append(try s.frame("contact").minY) }
        let start = try XCTUnwrap(ys.indices.first { ys[$0] > ys[0] + 0.01 }, "it expanded")
        let final = ys.last!
        XCTAssertEqual(final - ys[0], 44, accuracy: 0.5, "one answer row")
        XCTAssertLessThan(ys[start] - ys[0], 5, "the first frame moves a little (ease in), not the whole row")
        XCTAssertLessThan(ys[start + 7], final - 5, "still moving half way through")
        XCTAssertEqual(ys[start + 14], final, accuracy: 0.01, "at rest after 0.25 s")
    }
}
