import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview
import MotionHost

/// Pixels of a rendered frame (scale 1), and writing it as a PNG to look at when SUI_REST_PNG=<folder>.
struct RenderedFrame {
    let pixels: [UInt8]
    let width: Int
    let height: Int

    init(_ s: ViewSession, frame: Int, name: String) throws {
        let image = try XCTUnwrap(s.session.render(frame: frame, image: true).image)
        pixels = image.pixels; width = image.width; height = image.height
        if let folder = ProcessInfo.processInfo.environment["SUI_REST_PNG"] {
            let png = try PNGEncoder.fast.encode(image.pixels, width: image.width, height: image.height)
            try Data(png).write(to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".png"))
        }
    }

    func rgb(_ x: Int, _ y: Int) -> [Int] {
        let i = (y * width + x) * 4
        return [Int(pixels[i]), Int(pixels[i + 1]), Int(pixels[i + 2])]
    }

    /// The first x from `from` rightwards on row `y` whose pixel is not `background` (nil: none).
    func firstInk(y: Int, from: Int, to: Int, background: [Int]) -> Int? {
        (from..<to).first { x in zip(rgb(x, y), background).contains { abs($0 - $1) > 3 } }
    }

    /// The darkest pixel (least sum of channels) in a rectangle.
    func darkest(_ r: CGRect) -> [Int] {
        var best = [255, 255, 255]
        for y in Int(r.minY)..<Int(r.maxY) { for x in Int(r.minX)..<Int(r.maxX) {
            let c = rgb(x, y)
            if c.reduce(0, +) < best.reduce(0, +) { best = c }
        } }
        return best
    }
}

/// S-64: a list row's separator starts at the leading edge of the row's first text (iOS 16+'s default
/// `listRowSeparatorLeading`), so a Settings-style row with an icon has its separator under the text;
/// `.alignmentGuide(.listRowSeparatorLeading)` moves it. S-60: `.badge` on a row draws the badge at the
/// row's trailing edge in the secondary colour (a navigation link's before its chevron).
final class ListRowSeparatorBadgeTests: XCTestCase {
    /// A Settings-style screen of our own: rows with a coloured 29-point icon tile and a title.
    struct DeviceSettings: View {
        var guideOnTile = false
        var body: some View {
            List {
                Section {
                    tileRow("antenna.radiowaves.left.and.right", .orange, "Cellular", id: "cellular")
                    tileRow("bolt.fill", .green, "Battery", id: "battery")
                    Text("Plain row").accessibilityIdentifier("plain")
                    Label("Wallpaper", systemImage: "photo").accessibilityIdentifier("label")
                    Text("Last row")
                }
            }
        }

        func tileRow(_ symbol: String, _ color: Color, _ title: String, id: String) -> some View {
            HStack(spacing: 12) {
                Image(systemName: symbol).foregroundColor(.white)
                    .frame(width: 29, height: 29).background(color).cornerRadius(7)
                    .accessibilityIdentifier(id + ".tile")
                    .alignmentGuide(.listRowSeparatorLeading) { d in guideOnTile ? d[.leading] : d[.trailing] + 12 }
                Text(title).accessibilityIdentifier(id)
            }
        }
    }

    struct TextFirst: View {
        var body: some View {
            List {
                HStack(spacing: 12) {
                    Image(systemName: "bell.fill").frame(width: 29, height: 29).background(Color.red).cornerRadius(7)
                        .accessibilityIdentifier("tile")
                    Text("Notifications").accessibilityIdentifier("title")
                }
                Text("Sounds")
            }
        }
    }

    static let cardWhite = [255, 255, 255]

    /// The separator under the row whose text is at `text`: the first pixel row below the text whose
    /// pixel near the card's trailing edge (x 370) is not the card's white; its start, the first non-white
    /// pixel on that row from the card's leading edge.
    func separator(_ image: RenderedFrame, below text: CGRect) -> (y: Int, start: Int)? {
        guard let y = (Int(text.maxY)..<Int(text.maxY) + 40).first(where: { image.rgb(370, $0) != Self.cardWhite }),
              let start = image.firstInk(y: y, from: 17, to: 373, background: Self.cardWhite) else { return nil }
        return (y, start)
    }

    func testTheSeparatorStartsAtTheRowsFirstText() throws {
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { TextFirst() }
        try s.step(3)
        let title = try s.frame("title"), tile = try s.frame("tile")
        XCTAssertEqual(tile.minX, 36, accuracy: 0.01, "the row's content starts 20 into the 16-point inset card")
        XCTAssertEqual(title.minX, 36 + 29 + 12, accuracy: 0.01)
        let image = try RenderedFrame(s, frame: 4, name: "S64-text-first")
        let line = try XCTUnwrap(separator(image, below: title), "a separator under the row")
        XCTAssertEqual(CGFloat(line.start), title.minX, accuracy: 1, "under the text, not under the icon")
        // The row is the tile's 29 points and its 11-point insets high: the separator is its last pixel row.
        XCTAssertEqual(CGFloat(line.y), tile.maxY + 11 - 1, accuracy: 1)
        // Under the icon, the card's white; under the text, UIColor.separator over white.
        XCTAssertEqual(image.rgb(Int(tile.midX), line.y), Self.cardWhite)
        let grey = image.rgb(Int(title.midX), line.y)
        XCTAssertTrue(grey.allSatisfy { $0 < 240 } && abs(grey[0] - grey[2]) < 8, "a grey hairline: \(grey)")
        // It reaches the card's trailing edge (374).
        XCTAssertNotEqual(image.rgb(373, line.y), Self.cardWhite)
        XCTAssertEqual(image.rgb(374, line.y), [242, 242, 247], "and not past it")
    }

    func testAnAlignmentGuideMovesTheSeparator() throws {
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { DeviceSettings(guideOnTile: true) }
        try s.step(3)
        let tile = try s.frame("cellular.tile"), plain = try s.frame("plain")
        let image = try RenderedFrame(s, frame: 4, name: "S64-guide")
        let start = try XCTUnwrap(separator(image, below: tile)).start
        XCTAssertEqual(CGFloat(start), tile.minX, accuracy: 1, "d[.leading] of the tile: the separator runs under the icon too")
        // A row with text only: its text's edge, 36.
        XCTAssertEqual(CGFloat(try XCTUnwrap(separator(image, below: plain)).start), 36, accuracy: 1)
        // A `Label` row: under its title, past the icon.
        let label = try s.frame("label")
        let labelStart = CGFloat(try XCTUnwrap(separator(image, below: label)).start)
        XCTAssertGreaterThan(labelStart, label.minX + 20, "past the icon")
        XCTAssertLessThan(labelStart, label.minX + 50)
        // The guide on the tile (its trailing edge + 12) is where the text starts: the same as the default.
        let t = try ViewSession(size: CGSize(width: 390, height: 844)) { DeviceSettings(guideOnTile: false) }
        try t.step(3)
        let other = try RenderedFrame(t, frame: 4, name: "S64-guide-trailing")
        let title = try t.frame("cellular")
        XCTAssertEqual(CGFloat(try XCTUnwrap(separator(other, below: title)).start), title.minX, accuracy: 1)
    }

    /// `listRowSeparatorLeading` is a guide of its own: setting it does not move a view in a stack
    /// aligned by `.leading` (it was `.leading` itself).
    func testTheSeparatorGuideIsNotTheLeadingGuide() throws {
        let s = try ViewSession {
            VStack(alignment: .leading) {
                Text("Alpha").accessibilityIdentifier("a")
                Text("Beta").accessibilityIdentifier("b").alignmentGuide(.listRowSeparatorLeading) { _ in 40 }
            }
        }
        try s.step(2)
        XCTAssertEqual(try s.frame("a").minX, try s.frame("b").minX, accuracy: 0.01)
    }

    // MARK: S-60 badges

    struct Mailboxes: View {
        var body: some View {
            NavigationStack {
                List {
                    Text("Inbox").accessibilityIdentifier("inbox").badge(7)
                    Text("Flagged").accessibilityIdentifier("flagged").badge(Text("New").foregroundColor(.red))
                    NavigationLink("Archive") { Text("Archived") }.badge("12")
                    Text("Sent").accessibilityIdentifier("sent").badge(0)
                }
                .navigationTitle("Mailboxes")
            }
        }
    }

    func testRowBadgesAtTheTrailingEdgeInTheSecondaryColour() throws {
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) { Mailboxes() }
        try s.step(3)
        let inbox = try s.frame("inbox"), flagged = try s.frame("flagged"), sent = try s.frame("sent")
        let image = try RenderedFrame(s, frame: 4, name: "S60-badges")
        // The trailing part of each row (the card ends at 374, the content 20 before it).
        func trailing(_ row: CGRect, _ from: CGFloat = 300) -> CGRect { CGRect(x: from, y: row.midY - 10, width: 354 - from, height: 20) }
        let badge = image.darkest(trailing(inbox))
        // `.secondaryLabel` (#3C3C43 at 60 %) over white: (138, 138, 145) at a glyph's solid core.
        XCTAssertEqual(badge[0], 138, accuracy: 12); XCTAssertEqual(badge[1], 138, accuracy: 12); XCTAssertEqual(badge[2], 145, accuracy: 12)
        // The badge ends at the content's trailing edge (354).
        let right = (300..<374).last { x in (Int(inbox.midY) - 8..<Int(inbox.midY) + 8).contains { image.rgb(x, $0) != Self.cardWhite } }
        XCTAssertEqual(try XCTUnwrap(right), 353, accuracy: 2)
        // A badge text's own colour wins.
        let red = image.darkest(trailing(flagged))
        XCTAssertTrue(red[0] > 200 && red[1] < 90 && red[2] < 90, "the red \"New\": \(red)")
        // badge(0): none.
        XCTAssertEqual(image.darkest(trailing(sent)), Self.cardWhite)
        // The navigation link's badge: before the chevron, in the secondary colour.
        let link = CGRect(x: 300, y: sent.midY - 44 - 10, width: 30, height: 20)
        let linkBadge = image.darkest(link)
        XCTAssertEqual(linkBadge[0], 138, accuracy: 12, "\"12\" left of the chevron")
    }

    func testATabItemKeepsItsBadge() throws {
        let s = try ViewSession(size: CGSize(width: 390, height: 844)) {
            TabView {
                Text("Home").tabItem { Label("Home", systemImage: "house") }.badge(3)
                Text("Other").tabItem { Label("Other", systemImage: "star") }.badge("!")
            }
        }
        try s.step(3)
        let bar = try XCTUnwrap(s.firstView(UITabBar.self))
        let badges = s.session.runner.context.perform { bar.items?.map(\.badgeValue) }
        XCTAssertEqual(badges ?? [], ["3", "!"])
    }
}
