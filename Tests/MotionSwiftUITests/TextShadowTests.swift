import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// A shadow on text follows the glyphs (the text layer's drawn alpha), not the text's rectangle.
final class TextShadowTests: XCTestCase {
    struct Screen: View {
        var body: some View {
            Text(".").font(.system(size: 60)).padding(4)
                .shadow(color: Color(red: 1, green: 0, blue: 0), radius: 0, x: 3, y: 3)
                .accessibilityIdentifier("dot")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.white)
        }
    }

    func testTheShadowFollowsTheGlyphs() throws {
        let s = try ViewSession(size: CGSize(width: 200, height: 200)) { Screen() }
        let shot = try s.session.render(frame: 3, image: true, tracing: true)
        let image = try XCTUnwrap(shot.image)
        let box = try XCTUnwrap(shot.traced["dot"]).windowFrame
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { let i = (y * image.width + x) * 4; return Array(image.pixels[i..<i + 3]) }
        // The top of the text's box (well above the period, which sits on the baseline) stays white.
        XCTAssertEqual(pixel(Int(box.midX), Int(box.minY) + 8), [255, 255, 255], "no rectangle of shadow")
        // Red shows somewhere: the period's shadow, 3 points down and right.
        var reds = 0
        for y in Int(box.minY)..<min(Int(box.maxY) + 4, image.height) {
            for x in Int(box.minX)..<min(Int(box.maxX) + 4, image.width) {
                let p = pixel(x, y)
                if p[0] > 200 && p[1] < 80 && p[2] < 80 { reds += 1 }
            }
        }
        XCTAssertGreaterThan(reds, 10, "the glyph casts a red shadow")
    }
}
