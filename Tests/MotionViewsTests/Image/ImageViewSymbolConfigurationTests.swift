import XCTest
@testable import MotionViews

/// `UIImageView.preferredSymbolConfiguration` (nil by default): a symbol image is drawn with it, its own
/// configuration's values winning where it sets them; other images are untouched.
final class ImageViewSymbolConfigurationTests: XCTestCase {
    func testThePreferredConfigurationSizesSymbols() {
        withSquareGlyphs {
            let view = UIImageView(image: UIImage(systemName: "star"))
            XCTAssertNil(view.preferredSymbolConfiguration)
            let plain = view.intrinsicContentSize
            view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
            let big = view.intrinsicContentSize
            XCTAssertEqual(big.width / plain.width, 2, accuracy: 0.05, "34 pt against the default 17")
            view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(scale: .large)
            XCTAssertEqual(view.intrinsicContentSize.width / plain.width, 1.3, accuracy: 0.05, "UIKit's large scale")
            // The image's own point size wins.
            view.image = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 10))
            view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
            XCTAssertEqual(view.intrinsicContentSize.width, 10 * UIImage.symbolEmPerPoint, accuracy: 1)
            // A bitmap is untouched.
            let bitmap = UIImage(cgImage: CGImage(width: 8, height: 8, pixels: [UInt8](repeating: 9, count: 256)), scale: 1)
            view.image = bitmap
            XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 8, height: 8))
            XCTAssertTrue(view.layer.contents as AnyObject === bitmap.cgImage)
        }
    }
}
