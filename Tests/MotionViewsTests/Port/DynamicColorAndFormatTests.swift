import XCTest
@testable import MotionViews

/// iOS 13's dynamic colours (`UIColor { traits in … }`, `resolvedColor(with:)`) and the renderer formats
/// iOS 10/11 code asks for (`UIGraphicsImageRendererFormat(for:)`, `UIImage.imageRendererFormat`).
final class DynamicColorAndFormatTests: XCTestCase {
    override func setUp() {
        super.setUp()
        AnimationContext().makeCurrent()
    }

    func testADynamicColourIsItsLightColourAndResolvesForOtherTraits() {
        var asked: [UIUserInterfaceStyle] = []
        let c = UIColor { traits in
            asked.append(traits.userInterfaceStyle)
            return traits.userInterfaceStyle == .dark ? .white : .black
        }
        XCTAssertEqual(c, UIColor.black, "previews are light mode")
        XCTAssertEqual(c.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)), UIColor.white)
        XCTAssertEqual(asked.last, .dark)
        XCTAssertEqual(UIColor.red.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)), UIColor.red,
                       "a plain colour resolves to itself")
        let v = UIView()
        v.backgroundColor = UIColor(dynamicProvider: { _ in .blue })
        XCTAssertEqual(v.layer.backgroundColor, UIColor.blue.cgColor)
    }

    func testFormatsTakeTheScaleTheyAreGiven() {
        let image = UIImage(cgImage: CGImage(width: 6, height: 6, pixels: [UInt8](repeating: 255, count: 144)), scale: 3)
        XCTAssertEqual(image.imageRendererFormat.scale, 3)
        let traits = UITraitCollection.current
        XCTAssertEqual(UIGraphicsImageRendererFormat(for: traits).scale, traits.displayScale)
        let drawn = UIGraphicsImageRenderer(size: image.size, format: image.imageRendererFormat).image { _ in image.draw(at: .zero) }
        XCTAssertEqual(drawn.scale, 3)
        XCTAssertEqual(drawn.size, CGSize(width: 2, height: 2))
    }
}
