import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// A row's own look in a list — `listRowBackground`, `listRowInsets`, `listRowSeparator` — set on the
/// row or on its `ForEach` or `Section` (which hand it to each row, as in SwiftUI), and
/// `scrollContentBackground(.hidden)`.
final class ListRowModifiersTests: XCTestCase {
    struct Rows: View {
        var body: some View {
            List {
                Section {
                    Text("Own").accessibilityIdentifier("own")
                        .listRowBackground(Color.red.accessibilityIdentifier("ownBackground"))
                    ForEach(1...2, id: \.self) { i in Text("Item \(i)").accessibilityIdentifier("item\(i)") }
                        .listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))
                }
                Section {
                    Text("Sectioned").accessibilityIdentifier("sectioned")
                    Text("Closer").accessibilityIdentifier("closer").listRowInsets(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 0))
                }
                .listRowInsets(EdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0))
            }
        }
    }

    func testRowModifiersOnTheRowItsForEachOrItsSection() throws {
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { Rows() }
        try s.step(3)
        let own = try s.frame("own"), background = try s.frame("ownBackground")
        XCTAssertEqual(own.minX, 36, accuracy: 0.01, "the list's insets: card 16 in, content 20 more")
        // The background fills the row's part of the card: 16 to 374 across, 44 high around the text.
        XCTAssertEqual(background.minX, 16, accuracy: 0.01)
        XCTAssertEqual(background.width, 358, accuracy: 0.01)
        XCTAssertEqual(background.height, 44, accuracy: 0.01)
        XCTAssertEqual(background.midY, own.midY, accuracy: 0.5)
        // A ForEach's insets reach each of its rows.
        for i in 1...2 { XCTAssertEqual(try s.frame("item\(i)").minX, 16 + 40, accuracy: 0.01) }
        // A section's insets reach each row; the row's own win.
        XCTAssertEqual(try s.frame("sectioned").minX, 16 + 60, accuracy: 0.01)
        XCTAssertEqual(try s.frame("closer").minX, 16 + 8, accuracy: 0.01)
        XCTAssertEqual(try s.frame("item2").midY - s.frame("item1").midY, 44, accuracy: 0.01, "rows stay at least 44 high")
    }

    struct Clear: View {
        let hidden: Bool
        var body: some View {
            List {
                Text("Row").listRowSeparator(.hidden)
                Text("Row 2")
            }
            .scrollContentBackground(hidden ? .hidden : .automatic)
            .background(Color(red: 0, green: 1, blue: 0))
        }
    }

    /// The colour (0…255 RGB) at point `p` of the session's next frame (scale 1).
    private func color(_ s: ViewSession, _ p: CGPoint) throws -> [UInt8] {
        _ = try s.session.step(draws: true, rasters: true)
        let snap = s.session.target.snapshot()
        let i = (Int(p.y) * snap.width + Int(p.x)) * 4
        return Array(snap.pixels[i..<i + 3])
    }

    func testAHiddenContentBackgroundShowsWhatIsBehindTheList() throws {
        let shown = try ViewSession(size: CGSize(width: 390, height: 844)) { Clear(hidden: false) }
        try shown.step(3)
        // Beside the cards (x 8) and below them: the grouped background (#F2F2F7), not the green.
        XCTAssertEqual(try color(shown, CGPoint(x: 8, y: 600)), [242, 242, 247])
        let hidden = try ViewSession(size: CGSize(width: 390, height: 844)) { Clear(hidden: true) }
        try hidden.step(3)
        XCTAssertEqual(try color(hidden, CGPoint(x: 8, y: 600)), [0, 255, 0])
        // The rows keep their card.
        XCTAssertEqual(try color(hidden, CGPoint(x: 300, y: 80)), [255, 255, 255])
    }
}
