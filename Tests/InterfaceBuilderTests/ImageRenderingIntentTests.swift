import XCTest
import UIKit
import MotionLabPreview
@testable import InterfaceBuilderFixture

/// An image set's "Render As" (`"properties": {"template-rendering-intent": …}` in its Contents.json):
/// `UIImage(named:)` returns it in that rendering mode, so an image view draws a template set in its tint.
final class ImageRenderingIntentTests: XCTestCase {
    func testTheSetsIntentIsTheImagesRenderingMode() throws {
        let session = try StoryboardTests.session(seconds: 0.1) { UIViewController() }
        session.runner.context.perform {
            XCTAssertEqual(UIImage(named: "Glyph")?.renderingMode, .alwaysTemplate, "\"template\"")
            XCTAssertEqual(UIImage(named: "Photo")?.renderingMode, .alwaysOriginal, "\"original\"")
            XCTAssertEqual(UIImage(named: "Star")?.renderingMode, .automatic, "no intent: UIKit's default")
            XCTAssertEqual(UIImage(named: "loose")?.renderingMode, .automatic, "a loose file has none")
            XCTAssertEqual(UIImage(named: "Glyph")?.withRenderingMode(.alwaysOriginal).renderingMode, .alwaysOriginal, "code still overrides it")
        }
    }

    /// A black template glyph in a red-tinted image view is drawn red; the blue "original" one stays blue
    /// in the same tint.
    func testATemplateSetIsDrawnInTheTint() throws {
        final class Icons: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .white
                for (i, name) in ["Glyph", "Photo"].enumerated() {
                    let v = UIImageView(image: UIImage(named: name))
                    v.tintColor = .systemRed
                    v.frame = CGRect(x: 20 + 60 * i, y: 100, width: 40, height: 40)
                    view.addSubview(v)
                }
            }
        }
        let session = try StoryboardTests.session(seconds: 0.2) { Icons() }
        try session.step()
        let image = session.snapshot()
        let glyph = image.pixel(x: 40, y: 120), photo = image.pixel(x: 100, y: 120)
        // systemRed (light) is (255, 59, 48).
        XCTAssertEqual(Int(glyph.r), 255, accuracy: 2, "\(glyph)")
        XCTAssertEqual(Int(glyph.g), 59, accuracy: 3, "\(glyph)")
        XCTAssertEqual(Int(glyph.b), 48, accuracy: 3, "\(glyph)")
        XCTAssertEqual([Int(photo.r), Int(photo.g), Int(photo.b)], [0, 0, 255], "\(photo)")
    }
}
