import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// A gradient `foregroundStyle` on `Text` fills its glyphs with the gradient (the classic gradient title),
/// and on a symbol its shape.
final class GradientTextTests: XCTestCase {
    struct Screen: View {
        var body: some View {
            Text("MMMMMM").font(.system(size: 40)).bold()
                .foregroundStyle(LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
                                                startPoint: .leading, endPoint: .trailing))
                .accessibilityIdentifier("title")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.white)
        }
    }

    func testGlyphsShadeFromTheStartColourToTheEnd() throws {
        let s = try ViewSession(size: CGSize(width: 300, height: 120)) { Screen() }
        let shot = try s.session.render(frame: 3, image: true, tracing: true)
        let image = try XCTUnwrap(shot.image)
        let box = try XCTUnwrap(shot.traced["title"]).windowFrame
        // The ink along the middle row: the leftmost glyph pixels are red, the rightmost blue.
        var ink: [(x: Int, rgb: [Int])] = []
        let y = Int(box.midY)
        for x in Int(box.minX)..<Int(box.maxX) {
            let i = (y * image.width + x) * 4
            let rgb = (0..<3).map { Int(image.pixels[i + $0]) }
            if rgb.min()! < 100 { ink.append((x, rgb)) }   // well inside a glyph stroke
        }
        let first = try XCTUnwrap(ink.first), last = try XCTUnwrap(ink.last)
        XCTAssertGreaterThan(first.rgb[0], 180, "left: red \(first)"); XCTAssertLessThan(first.rgb[2], 90, "left: red \(first)")
        XCTAssertGreaterThan(last.rgb[2], 180, "right: blue \(last)"); XCTAssertLessThan(last.rgb[0], 90, "right: blue \(last)")
    }

    struct SymbolScreen: View {
        var body: some View {
            Image(systemName: "circle.fill").font(.system(size: 60))
                .foregroundStyle(LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
                                                startPoint: .top, endPoint: .bottom))
                .accessibilityIdentifier("symbol")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.white)
        }
    }

    func testASymbolShadesFromTheStartColourToTheEnd() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf")
                          || ProcessInfo.processInfo.environment["MOTIONLAB_SYMBOL_FONT"] != nil, "no symbol font")
        let s = try ViewSession(size: CGSize(width: 200, height: 200)) { SymbolScreen() }
        let shot = try s.session.render(frame: 3, image: true, tracing: true)
        let image = try XCTUnwrap(shot.image)
        let box = try XCTUnwrap(shot.traced["symbol"]).windowFrame
        // The ink down the middle column: red at the top of the shape, blue at its bottom, never the white
        // behind it nor the first colour alone.
        var ink: [(y: Int, rgb: [Int])] = []
        let x = Int(box.midX)
        for y in Int(box.minY)..<Int(box.maxY) {
            let i = (y * image.width + x) * 4
            let rgb = (0..<3).map { Int(image.pixels[i + $0]) }
            if rgb.min()! < 100 { ink.append((y, rgb)) }
        }
        let first = try XCTUnwrap(ink.first), last = try XCTUnwrap(ink.last)
        XCTAssertGreaterThan(ink.count, 30)
        XCTAssertGreaterThan(first.rgb[0], 150, "top: red \(first)"); XCTAssertLessThan(first.rgb[2], 110, "top: red \(first)")
        XCTAssertGreaterThan(last.rgb[2], 150, "bottom: blue \(last)"); XCTAssertLessThan(last.rgb[0], 110, "bottom: blue \(last)")
    }
}
