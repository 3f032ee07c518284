import XCTest
import SwiftUI

/// `Grid`/`GridRow` (iOS 16) and `ViewThatFits`: frames worked by hand from Apple's documented
/// grid rules (columns as wide as their widest cell, rows as tall as their tallest, cells aligned
/// in their area, views outside rows spanning the grid).
final class GridTests: XCTestCase {
    func box(_ w: CGFloat, _ h: CGFloat, _ name: String) -> some View {
        Color.red.frame(width: w, height: h).accessibilityIdentifier(name)
    }

    /// Columns 60 (max 30, 60) and 50 (max 50, 20) with 10 between: 120 wide. Rows 20, 30, the
    /// divider's 1 and 10, 5 apart: 76 tall; centred in 320×568 at (100, 246). Cells centred in
    /// their areas; the divider spans the grid's width; E spans both columns.
    func testColumnsTakeTheWidestCellAndRowsTheTallest() throws {
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) {
            Grid(horizontalSpacing: 10, verticalSpacing: 5) {
                GridRow {
                    self.box(30, 20, "A")
                    self.box(50, 10, "B")
                }
                GridRow {
                    self.box(60, 20, "C")
                    self.box(20, 30, "D")
                }
                Divider().accessibilityIdentifier("div")
                GridRow {
                    self.box(10, 10, "E").gridCellColumns(2)
                }
            }
            .accessibilityIdentifier("grid")
        }
        try s.step(2)
        assertRect(try s.frame("grid"), 100, 246, 120, 76)
        assertRect(try s.frame("A"), 115, 246, 30, 20)
        assertRect(try s.frame("B"), 170, 251, 50, 10)
        assertRect(try s.frame("C"), 100, 276, 60, 20)
        assertRect(try s.frame("D"), 185, 271, 20, 30)
        assertRect(try s.frame("div"), 100, 306, 120, 1)
        assertRect(try s.frame("E"), 155, 312, 10, 10, "centred across both columns")
    }

    /// Alignment: the grid's (leading), a column's (`gridColumnAlignment(.trailing)` on one cell moves
    /// its whole column), a row's (`GridRow(alignment: .bottom)`) and a cell's anchor. Columns 60 and
    /// 50, rows 20, 40, 10, no spacing: 110×70 at (105, 249).
    func testGridRowColumnAndCellAlignment() throws {
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) {
            Grid(alignment: .leading, horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    self.box(30, 20, "A")
                    self.box(50, 10, "B").gridColumnAlignment(.trailing)
                }
                GridRow(alignment: .bottom) {
                    self.box(60, 40, "C")
                    self.box(20, 10, "D")
                }
                GridRow {
                    self.box(10, 10, "F").gridCellAnchor(.topTrailing)
                    self.box(10, 10, "G")
                }
            }
            .accessibilityIdentifier("grid")
        }
        try s.step(2)
        let g = try s.frame("grid")
        assertRect(g, 105, 249, 110, 70)
        assertRect(try s.frame("A"), g.minX + 0, g.minY + 0, 30, 20)
        assertRect(try s.frame("B"), g.minX + 60, g.minY + 5, 50, 10)
        assertRect(try s.frame("C"), g.minX + 0, g.minY + 20, 60, 40)
        assertRect(try s.frame("D"), g.minX + 90, g.minY + 50, 20, 10)
        assertRect(try s.frame("F"), g.minX + 50, g.minY + 60, 10, 10)
        assertRect(try s.frame("G"), g.minX + 100, g.minY + 60, 10, 10)
    }

    /// A flexible cell unsized horizontally takes its column's width (80, set by the other row)
    /// instead of the whole width offered.
    func testUnsizedCellTakesTheColumnWidth() throws {
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) {
            Grid {
                GridRow { self.box(80, 20, "wide") }
                GridRow { Color.blue.frame(height: 10).gridCellUnsizedAxes(.horizontal).accessibilityIdentifier("bar") }
            }
            .accessibilityIdentifier("grid")
        }
        try s.step(2)
        let g = try s.frame("grid")
        XCTAssertEqual(g.width, 80)
        assertRect(try s.frame("bar"), g.minX, g.minY + 28, 80, 10)
    }

    /// A cell spanning two columns wider than both widens them evenly: columns 20 and 30 (10 apart)
    /// give 60; a 100-wide spanning cell adds 20 to each: 40 and 50.
    func testSpanningCellWidensItsColumns() throws {
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) {
            Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow {
                    self.box(20, 10, "a")
                    self.box(30, 10, "b")
                }
                GridRow { self.box(100, 10, "wide").gridCellColumns(2) }
            }
            .accessibilityIdentifier("grid")
        }
        try s.step(2)
        let g = try s.frame("grid")
        XCTAssertEqual(g.width, 100)
        assertRect(try s.frame("a"), g.minX + 10, g.minY, 20, 10, "centred in its 40-wide column")
        assertRect(try s.frame("b"), g.minX + 50 + 10, g.minY, 30, 10, "centred in the 50-wide column after 40 + 10")
        assertRect(try s.frame("wide"), g.minX, g.minY + 10, 100, 10)
    }

    /// A text grid as the tester's Layouts screen has it: each column as wide as its widest text,
    /// the labels' column leading-aligned.
    func testTextColumnsAreAsWideAsTheirWidestText() throws {
        let s = try ViewSession(size: CGSize(width: 320, height: 568)) {
            Grid(alignment: .leading) {
                GridRow {
                    Text("Name").accessibilityIdentifier("n1")
                    Text("1").accessibilityIdentifier("v1")
                }
                GridRow {
                    Text("A much longer name").accessibilityIdentifier("n2")
                    Text("12345").accessibilityIdentifier("v2")
                }
            }
        }
        try s.step(2)
        let n1 = try s.frame("n1"), n2 = try s.frame("n2"), v1 = try s.frame("v1"), v2 = try s.frame("v2")
        XCTAssertEqual(n1.minX, n2.minX, accuracy: 1e-9)
        XCTAssertEqual(v1.minX, v2.minX, accuracy: 1e-9, "second column starts at one x")
        XCTAssertEqual(v1.minX, n2.maxX + 8, accuracy: 1e-9, "column 1 is as wide as its widest text, then 8 points")
    }

    /// `ViewThatFits`: the first view whose ideal width fits; the others are hidden.
    func testViewThatFitsPicksTheFirstThatFits() throws {
        func make(_ width: CGFloat) -> some View {
            ViewThatFits(in: .horizontal) {
                Color.red.frame(width: 150, height: 20).accessibilityIdentifier("wide")
                Color.red.frame(width: 80, height: 20).accessibilityIdentifier("narrow")
                Color.red.frame(width: 120, height: 20).accessibilityIdentifier("never")
            }
            .frame(width: width)
        }
        let small = try ViewSession(size: CGSize(width: 320, height: 200)) { make(100) }
        try small.step(2)
        XCTAssertFalse(try small.layer("narrow").hidden)
        XCTAssertTrue(try small.layer("wide").hidden)
        XCTAssertEqual(try small.frame("narrow").width, 80)
        XCTAssertEqual(try small.frame("narrow").minX, 120, accuracy: 1e-9)
        let large = try ViewSession(size: CGSize(width: 320, height: 200)) { make(200) }
        try large.step(2)
        XCTAssertFalse(try large.layer("wide").hidden)
        XCTAssertTrue(try large.layer("narrow").hidden)
        XCTAssertEqual(try large.frame("wide").minX, 85, accuracy: 1e-9)
        let none = try ViewSession(size: CGSize(width: 320, height: 200)) { make(50) }
        try none.step(2)
        XCTAssertFalse(try none.layer("never").hidden, "none fits: the last")
        XCTAssertTrue(try none.layer("narrow").hidden)
    }
}
