import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// Pinned section headers and footers (`LazyVStack(pinnedViews:)`, `LazyHStack(pinnedViews:)`, a plain
/// `List`'s headers), against the arithmetic of iOS's sticky headers: a section of length L starting at
/// S (content coordinates) has its header of length h at S until the visible top t passes S, then at t
/// while t + h ≤ S + L (its rows scroll under it), then at S + L − h (pushed out by the next section);
/// a pinned footer of length f rests at min(S + L − f, b − f) for the visible bottom b, never above S.
final class PinnedSectionTests: XCTestCase {
    /// Five sections of a 30-point header and ten 50-point rows, no spacing: section s spans 530·s to 530·(s+1).
    struct Sections: View {
        var pinned: PinnedScrollableViews = [.sectionHeaders]
        var rows = 10
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: pinned) {
                    ForEach(0..<5, id: \.self) { s in
                        Section {
                            ForEach(0..<rows, id: \.self) { i in
                                Color.gray.frame(height: 50).accessibilityIdentifier("r\(s)-\(i)")
                            }
                        } header: {
                            Color.blue.frame(height: 30).accessibilityIdentifier("h\(s)")
                        } footer: {
                            Color.green.frame(height: 30).accessibilityIdentifier("f\(s)")
                        }
                    }
                }
            }
        }
    }

    func scrollView(_ s: ViewSession) throws -> UIScrollView { try XCTUnwrap(s.firstView(UIScrollView.self)) }

    func scroll(_ s: ViewSession, to y: CGFloat, x: CGFloat = 0) throws {
        let scroll = try scrollView(s)
        s.session.runner.context.perform { scroll.contentOffset = CGPoint(x: x, y: y) }
        try s.step()
    }

    /// The header's start on screen for a section starting at `start` of length `length`, at offset `y`.
    func expectedHeader(start: CGFloat, length: CGFloat, header: CGFloat, offset y: CGFloat) -> CGFloat {
        max(start, min(y, start + length - header)) - y
    }

    func testLazyVStackPinsHeadersAtTheTopAndTheNextHeaderPushesThemOut() throws {
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) { Sections() }
        try s.step(2)
        // Section: header 30, ten rows of 50, footer 30 = 560 points.
        let L: CGFloat = 560
        // Before the section reaches the top, pinned, pushed by the next header (first section ends at 560:
        // its header is pushed from 530), after (gone above, the next one pinned).
        for y: CGFloat in [0, 12, 100, 420, 529, 530, 545, 560, 600, 1100, 1119, 1130, 1700] {
            try scroll(s, to: y)
            for k in 0..<4 {
                let start = CGFloat(k) * L
                let expected = expectedHeader(start: start, length: L, header: 30, offset: y)
                // Only the headers of sections on screen (or just off it) are checked.
                guard expected > -30, expected < 568 else { continue }
                let f = try s.frame("h\(k)")
                XCTAssertEqual(f.minY, expected, accuracy: 0.01, "header \(k) at offset \(y)")
                XCTAssertEqual(f.height, 30, accuracy: 0.01)
                XCTAssertEqual(f.width, 320, accuracy: 0.01)
            }
            // Rows scroll as laid out (row i of section k at start + 30 + 50·i).
            let row = Int((y + 200) / L), i = Int((y + 200 - CGFloat(row) * L - 30) / 50)
            if i >= 0, i < 10 {
                XCTAssertEqual(try s.frame("r\(row)-\(i)").minY, CGFloat(row) * L + 30 + CGFloat(i) * 50 - y, accuracy: 0.01, "row at \(y)")
            }
            // Footers are not pinned: at their natural place.
            XCTAssertEqual(try s.frame("f0").minY, 530 - y, accuracy: 0.01, "footer at offset \(y)")
        }
    }

    func testAPinnedHeaderIsDrawnOverItsRowsAndTakesTheTouches() throws {
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) { Sections() }
        try s.step(2)
        try scroll(s, to: 105)
        // Row 1 of section 0 (natural 80…130) is under the pinned header (0…30 on screen: content 105…135).
        XCTAssertEqual(try s.frame("h0").minY, 0, accuracy: 0.01)
        XCTAssertEqual(try s.frame("r0-1").minY, -25, accuracy: 0.01)
        let window = try XCTUnwrap(s.session.runner.window)
        let hit: String? = s.session.runner.context.perform {
            var v = window.hitTest(CGPoint(x: 100, y: 3), with: nil)
            while let x = v, x.accessibilityIdentifier == nil { v = x.superview }
            return v?.accessibilityIdentifier
        }
        XCTAssertEqual(hit, "h0", "the header is hit where it is drawn, not the row under it")
        let below: String? = s.session.runner.context.perform {
            var v = window.hitTest(CGPoint(x: 100, y: 40), with: nil)
            while let x = v, x.accessibilityIdentifier == nil { v = x.superview }
            return v?.accessibilityIdentifier
        }
        XCTAssertEqual(below, "r0-2")
        // Drawn over the rows: the header's layer comes after the rows' among its siblings.
        let order: (Int, Int)? = s.session.runner.context.perform {
            guard let h = window.firstDescendant(named: "h0"), let r = window.firstDescendant(named: "r0-1") else { return nil }
            var a: UIView = h, b: UIView = r
            while let p = a.superview, !b.isDescendant(of: p) { a = p }
            while let p = b.superview, p !== a.superview { b = p }
            guard let parent = a.superview else { return nil }
            return (parent.subviews.firstIndex { $0 === a } ?? -1, parent.subviews.firstIndex { $0 === b } ?? -1)
        }
        let (hi, ri) = try XCTUnwrap(order)
        XCTAssertGreaterThan(hi, ri, "the header is above the row")
    }

    func testPinnedFootersRestAtTheBottomUntilTheirSectionEnds() throws {
        // Twenty rows: a section of 30 + 1000 + 30 = 1060 points.
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) { Sections(pinned: [.sectionFooters], rows: 20) }
        try s.step(2)
        let L: CGFloat = 1060
        for y: CGFloat in [0, 300, 492, 500, 700, 1000] {
            try scroll(s, to: y)
            for k in 0..<3 {
                let start = CGFloat(k) * L
                // Natural at start + L − 30; pinned at the visible bottom; never above the section's start.
                let expected = min(start + L - 30, max(y + 568 - 30, start)) - y
                guard expected > -30, expected < 568 else { continue }
                XCTAssertEqual(try s.frame("f\(k)").minY, expected, accuracy: 0.01, "footer \(k) at offset \(y)")
            }
            // Headers are not pinned.
            if y < 30 { XCTAssertEqual(try s.frame("h0").minY, -y, accuracy: 0.01) }
        }
    }

    func testLazyHStackPinsHeadersAtTheLeadingEdge() throws {
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                    ForEach(0..<4, id: \.self) { s in
                        Section {
                            ForEach(0..<8, id: \.self) { i in Color.gray.frame(width: 60, height: 100).accessibilityIdentifier("c\(s)-\(i)") }
                        } header: {
                            Color.blue.frame(width: 40, height: 100).accessibilityIdentifier("h\(s)")
                        }
                    }
                }
            }
        }
        try s.step(2)
        // A section: 40 + 8·60 = 520 points wide.
        let L: CGFloat = 520
        let top = try s.frame("h0").minY
        for x: CGFloat in [0, 50, 479, 490, 530, 700] {
            try scroll(s, to: 0, x: x)
            for k in 0..<3 {
                let expected = max(CGFloat(k) * L, min(x, CGFloat(k) * L + L - 40)) - x
                guard expected > -40, expected < 320 else { continue }
                let f = try s.frame("h\(k)")
                XCTAssertEqual(f.minX, expected, accuracy: 0.01, "header \(k) at offset \(x)")
                XCTAssertEqual(f.minY, top, accuracy: 0.01)
            }
        }
    }

    /// Sections in a lazy stack make their rows as they near the screen: a thousand rows in ten sections
    /// open with the first screen's.
    func testSectionRowsAreMadeAsTheyNearTheScreen() throws {
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) { Sections(rows: 200) }
        try s.step(2)
        let made = (s.frames.last ?? [:]).keys.filter { $0.hasPrefix("r") }
        XCTAssertGreaterThanOrEqual(made.count, 11, "the first screen's rows")
        XCTAssertLessThan(made.count, 40, "not the thousand rows")
        // The content is as long as the rows and headers (every row the same: the estimate is exact).
        let scrollView = try self.scrollView(s)
        XCTAssertEqual(scrollView.contentSize.height, 5 * (30 + 200 * 50 + 30), accuracy: 1)
        // Scrolled into the third section: its rows are there, where the layout puts them.
        let y: CGFloat = 2 * 10060 + 1000
        try scroll(s, to: y)
        try s.step()
        XCTAssertEqual(try s.frame("r2-20").minY, 2 * 10060 + 30 + 20 * 50 - y, accuracy: 0.01)
        XCTAssertEqual(try s.frame("h2").minY, 0, accuracy: 0.01, "pinned")
    }
}

extension UIView {
    /// The first view in the subtree with this accessibility identifier.
    func firstDescendant(named name: String) -> UIView? {
        if accessibilityIdentifier == name { return self }
        for v in subviews { if let f = v.firstDescendant(named: name) { return f } }
        return nil
    }
}

/// A plain `List` pins its section headers (iOS: only the plain style does); inset grouped lists scroll them.
final class PinnedListHeaderTests: XCTestCase {
    struct Sectioned: View {
        let plain: Bool
        var body: some View {
            let list = List {
                ForEach(["A", "B", "C"], id: \.self) { name in
                    Section {
                        ForEach(0..<12, id: \.self) { i in Text("\(name) \(i)").accessibilityIdentifier("row\(name)\(i)") }
                    } header: {
                        Text("Header \(name)").accessibilityIdentifier("header\(name)")
                    }
                }
            }
            if plain { list.listStyle(.plain) } else { list.listStyle(.insetGrouped) }
        }
    }

    func scrollView(_ s: ViewSession) throws -> UIScrollView { try XCTUnwrap(s.firstView(UIScrollView.self)) }

    func testAPlainListPinsItsHeadersUnderWhichItsRowsScroll() throws {
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) { Sectioned(plain: true) }
        try s.step(2)
        // Measured at rest: the header text's place in its header, the header's length (text and 8 + 8),
        // and the rows' pitch; a section is the header and twelve rows.
        let textA = try s.frame("headerA"), row0 = try s.frame("rowA0"), row1 = try s.frame("rowA1")
        let pitch = row1.minY - row0.minY
        XCTAssertEqual(pitch, 44, accuracy: 0.5, "rows at least 44 points")
        // The next section's header is a section further on.
        let L = try s.frame("headerB").minY - textA.minY
        let headerLength = L - 12 * pitch
        XCTAssertEqual(headerLength, textA.height + 16, accuracy: 0.5, "the header's text and 8 above and below")
        let top = textA.minY - 8   // the list's top on screen
        let scroll = try scrollView(s)
        for y: CGFloat in [0, 40, 300, L - headerLength - 5, L - headerLength + 10, L, L + 100] {
            s.session.runner.context.perform { scroll.contentOffset.y = y }
            try s.step()
            for (k, name) in ["A", "B"].enumerated() {
                let start = CGFloat(k) * L
                let expected = max(start, min(y, start + L - headerLength)) - y + top + 8
                guard expected > -headerLength, expected < 568 else { continue }
                XCTAssertEqual(try s.frame("header\(name)").minY, expected, accuracy: 0.5, "header \(name) at offset \(y)")
            }
        }
        // Pinned over its rows and opaque: the header's background is the plain list's header colour,
        // drawn above the row under it, and a touch there reaches the header.
        s.session.runner.context.perform { scroll.contentOffset.y = 100 }
        try s.step()
        let window = try XCTUnwrap(s.session.runner.window)
        let hit: UIView? = s.session.runner.context.perform { window.hitTest(CGPoint(x: 160, y: top + 2), with: nil) }
        let headerText = s.session.runner.context.perform { window.firstDescendant(named: "headerA") }
        let hitHeader: Bool = s.session.runner.context.perform {
            guard let hit, let headerText else { return false }
            // The hit view is the header's (its background, its text or a view holding them), not a row's.
            var v: UIView? = headerText
            while let x = v { if x === hit || hit.isDescendant(of: x) && x.frame.height < 60 { return true }; v = x.superview }
            return false
        }
        XCTAssertTrue(hitHeader, "the pinned header takes the touch")
        // Opaque: the plain list's header colour (secondarySystemBackground, 242 242 247) across the header at
        // its pinned place, over the row scrolled under it (a row's text would show through a clear one).
        let image = try RenderedFrame(s, frame: s.frames.count, name: "plain-list-pinned")
        for x in [4, 160, 316] {
            let c = image.rgb(x, Int(top) + 2)
            XCTAssertEqual(c[0], 242, accuracy: 3); XCTAssertEqual(c[1], 242, accuracy: 3); XCTAssertEqual(c[2], 247, accuracy: 3)
        }
    }

    func testAnInsetGroupedListScrollsItsHeaders() throws {
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) { Sectioned(plain: false) }
        try s.step(2)
        let before = try s.frame("headerA").minY
        let scroll = try scrollView(s)
        s.session.runner.context.perform { scroll.contentOffset.y = 200 }
        try s.step()
        XCTAssertEqual(try s.frame("headerA").minY, before - 200, accuracy: 0.5, "not pinned")
    }
}
