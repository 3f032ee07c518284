import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview

/// SwiftUI's gradients interpolate premultiplied colour (`.clear` → white fades white in, not through
/// grey), translucent gradients show what is under them, and a gradient stroke is drawn in the gradient.
final class GradientFidelityTests: XCTestCase {
    struct Screen: View {
        var body: some View {
            VStack(spacing: 0) {
                ZStack {
                    Rectangle().fill(Color(red: 1, green: 0, blue: 0))
                    LinearGradient(colors: [.clear, .white], startPoint: .leading, endPoint: .trailing)
                }.frame(width: 200, height: 50)
                Circle().stroke(LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 1, green: 1, blue: 0)],
                                               startPoint: .leading, endPoint: .trailing), lineWidth: 10)
                    .frame(width: 100, height: 100)
            }
            .frame(width: 200, height: 200, alignment: .top)
            .background(Color.white)
        }
    }

    func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let i = (y * image.width + x) * 4
        return (0..<3).map { Int(image.pixels[i + $0]) }
    }

    func testPremultipliedStopsAndGradientStrokes() throws {
        let s = try ViewSession(size: CGSize(width: 200, height: 200)) { Screen() }
        let image = try XCTUnwrap(s.session.render(frame: 3, image: true).image)
        // Half way: white at opacity 0.5 over red, premultiplied: (1, 0.5, 0.5).
        let mid = pixel(image, 100, 25)
        XCTAssertEqual(Double(mid[0]), 255, accuracy: 3)
        XCTAssertEqual(Double(mid[1]), 127.5, accuracy: 4, "\(mid)")
        XCTAssertEqual(Double(mid[2]), 127.5, accuracy: 4, "\(mid)")
        // The ring (a 10-point stroke centred on the circle: x 45…55 and 145…155 at y 100): red on the left, yellow on the right.
        XCTAssertEqual(pixel(image, 50, 100).map { $0 / 8 }, [31, 0, 0], "the stroke's left side is the gradient's start")
        let right = pixel(image, 150, 100)
        XCTAssertEqual(right[0], 255, "\(right)"); XCTAssertGreaterThan(right[1], 200, "\(right)"); XCTAssertLessThan(right[2], 10, "\(right)")
        XCTAssertEqual(pixel(image, 100, 100), [255, 255, 255], "inside the ring: the background, not a black fill")
    }
}
