import Foundation
import MotionGeometry
@testable import MotionLayers
@testable import MotionViews
@testable import MotionHost
import XCTest

/// `UIImage(systemName:)`'s stand-ins drawn from Debian's Material Icons font, checked against the
/// icons' published geometry (Material Icons are drawn on a 24-unit grid: "add" is the path
/// `M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6v2z`, a plus 14 units across with 2-unit arms), and
/// `layer.contents = UIImage` drawing nothing as on iOS (CALayer.h: contents is a CGImage).
final class SymbolStandInTests: XCTestCase {
    override func setUp() {
        super.setUp()
        AnimationContext().makeCurrent()
        try? HostServices.install(screenScale: 2)
    }

    private func alpha(_ image: CGImage, _ x: Int, _ y: Int) -> UInt8 { image.pixels[(y * image.width + x) * 4 + 3] }

    /// The ink's bounding box (alpha ≥ 128).
    private func inkBox(_ image: CGImage) -> (minX: Int, minY: Int, maxX: Int, maxY: Int) {
        var box = (Int.max, Int.max, -1, -1)
        for y in 0..<image.height {
            for x in 0..<image.width where alpha(image, x, y) >= 128 {
                box = (min(box.0, x), min(box.1, y), max(box.2, x), max(box.3, y))
            }
        }
        return box
    }

    func testPlusIsMaterialsAddGlyphOnItsGrid() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: SymbolStandIns.fontPath), "fonts-material-design-icons-iconfont not installed")
        // 20 points × 1.2 × 2 px/pt = 48 pixels: 2 pixels per grid unit.
        let image = try XCTUnwrap(UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20)))
        XCTAssertTrue(image.isSymbolImage)
        XCTAssertEqual(image.renderingMode, .alwaysTemplate, "symbols are templates, drawn in the tint")
        let cg = try XCTUnwrap(image.cgImage)
        XCTAssertEqual(cg.width, 48)
        XCTAssertEqual(image.size, CGSize(width: 24, height: 24))
        let box = inkBox(cg)
        // x and y from 5 to 19 units: pixels 10…37.
        XCTAssertEqual(box.minX, 10, accuracy: 1)
        XCTAssertEqual(box.maxX, 37, accuracy: 1)
        XCTAssertEqual(box.minY, 10, accuracy: 1)
        XCTAssertEqual(box.maxY, 37, accuracy: 1)
        // The horizontal arm: rows 22…25 (units 11–13) solid, rows above it clear at x = 14.
        XCTAssertEqual(alpha(cg, 14, 23), 255)
        XCTAssertEqual(alpha(cg, 14, 18), 0)
        XCTAssertEqual(alpha(cg, 24, 12), 255, "the vertical arm")
    }

    func testAtLeast150NamesEachDrawAGlyphAndSizeAndWeightFollowTheConfiguration() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: SymbolStandIns.fontPath), "fonts-material-design-icons-iconfont not installed")
        XCTAssertGreaterThanOrEqual(SymbolStandIns.glyphs.count, 150)
        for name in SymbolStandIns.glyphs.keys.sorted() {
            let image = try XCTUnwrap(UIImage(systemName: name), name)
            let cg = try XCTUnwrap(image.cgImage)
            XCTAssertGreaterThan(cg.pixels.enumerated().filter { $0.offset % 4 == 3 && $0.element > 0 }.count, 20, "\(name) draws ink")
        }
        // Point size: twice the points, twice the pixels; the default is the body style's 17 points.
        let body = try XCTUnwrap(UIImage(systemName: "heart.fill")?.cgImage)
        let large = try XCTUnwrap(UIImage(systemName: "heart.fill", withConfiguration: .init(pointSize: 34))?.cgImage)
        XCTAssertEqual(body.width, Int((17 * 1.2 * 2).rounded()))
        XCTAssertEqual(large.width, Int((34 * 1.2 * 2).rounded()))
        // Weight: heavier weights have more ink, lighter less.
        func ink(_ w: UIImage.SymbolConfiguration.Weight) throws -> Int {
            let cg = try XCTUnwrap(UIImage(systemName: "heart", withConfiguration: .init(pointSize: 40, weight: w))?.cgImage)
            return cg.pixels.enumerated().filter { $0.offset % 4 == 3 }.reduce(0) { $0 + Int($1.element) }
        }
        let ultraLight = try ink(.ultraLight), regular = try ink(.regular), black = try ink(.black)
        XCTAssertLessThan(ultraLight, regular)
        XCTAssertLessThan(regular, black)
        // withConfiguration redraws the symbol.
        let resized = try XCTUnwrap(UIImage(systemName: "star")).withConfiguration(.init(pointSize: 34))
        XCTAssertEqual(resized.cgImage?.width, large.width)
    }

    /// An unlisted variant draws its nearest listed name: the `.fill` variant toggled, then trailing
    /// qualifiers dropped (iOS has the variant; a close stand-in beats an empty image).
    func testAnUnlistedVariantDrawsItsBaseSymbol() throws {
        XCTAssertEqual(SymbolStandIns.glyph(for: "leaf.circle.fill")?.material, SymbolStandIns.glyphs["leaf"]?.material)
        XCTAssertEqual(SymbolStandIns.glyph(for: "bell.slash.fill")?.material, SymbolStandIns.glyphs["bell.slash"]?.material)
        XCTAssertEqual(SymbolStandIns.glyph(for: "person.crop.circle.badge.checkmark")?.material,
                       SymbolStandIns.glyphs["person.crop.circle"]?.material)
        XCTAssertEqual(SymbolStandIns.glyph(for: "trophy.fill")?.material, SymbolStandIns.glyphs["trophy"]?.material)
        XCTAssertNil(SymbolStandIns.glyph(for: "not.a.symbol.anywhere"))
        XCTAssertNil(SymbolStandIns.glyph(for: ""))
        // The names an outside tester found missing in a storyboard app are there.
        for name in ["leaf.fill", "snowflake", "star.circle.fill", "phone.down.fill", "homekit"] { XCTAssertNotNil(SymbolStandIns.glyphs[name], name) }
    }

    func testAnUnmappedNameIsNilWithOneWarning() {
        XCTAssertNil(UIImage(systemName: "not.a.symbol.anywhere"))
        XCTAssertTrue(SymbolWarnings.warned.contains("not.a.symbol.anywhere"))
    }

    /// SF Symbols are vectors: an image view showing one larger than its image (a scaling content mode)
    /// shows it sharp. The stand-in is drawn again at a size step at or above the shown size (shrunk a
    /// little, never stretched), the same bitmap as the symbol configured at that size; at its own size, or
    /// in a mode that does not scale, the image's own bitmap.
    func testASymbolShownLargerIsDrawnAtTheSizeItShows() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: SymbolStandIns.fontPath), "fonts-material-design-icons-iconfont not installed")
        let symbol = try XCTUnwrap(UIImage(systemName: "plus"))
        let view = UIImageView(image: symbol)
        view.layoutIfNeeded()
        XCTAssertTrue(view.layer.contentsImage.map { $0.width == symbol.cgImage?.width } ?? false, "at its own size: its bitmap")
        for (side, mode) in [(170.0, UIView.ContentMode.scaleAspectFit), (90, .scaleToFill), (60, .scaleAspectFill)] {
            view.contentMode = mode
            view.frame = CGRect(x: 0, y: 0, width: side, height: side)
            view.layoutIfNeeded()
            let shown = side * 2   // pixels at scale 2: the image is square
            let drawn = try XCTUnwrap(view.layer.contentsImage)
            XCTAssertGreaterThanOrEqual(Double(drawn.width), shown, "\(mode): never stretched")
            XCTAssertLessThanOrEqual(Double(drawn.width), shown * 1.19 + 2, "\(mode): within a step of 2^¼ above")
            // The bitmap is the symbol drawn at that size (the same glyph, configured).
            let points = Double(drawn.width) / 2 / Double(UIImage.symbolEmPerPoint)
            let direct = try XCTUnwrap(UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: points))?.cgImage)
            XCTAssertLessThanOrEqual(abs(direct.width - drawn.width), 1)
            // Sharp: the ink's edge goes from clear to opaque within two pixels, as the glyph's does.
            let row = drawn.height / 2
            var ramp = 0
            for x in 0..<drawn.width { let a = alpha(drawn, x, row); if a > 20 && a < 235 { ramp += 1 } }
            XCTAssertLessThanOrEqual(ramp, 4, "\(mode): two edges of at most two soft pixels each")
        }
        view.contentMode = .center
        view.layoutIfNeeded()
        XCTAssertEqual(view.layer.contentsImage?.width, symbol.cgImage?.width, "a mode that does not scale shows the image's own bitmap")
        view.contentMode = .scaleAspectFit
        view.frame = CGRect(x: 0, y: 0, width: symbol.size.width, height: symbol.size.height)
        view.layoutIfNeeded()
        XCTAssertEqual(view.layer.contentsImage?.width, symbol.cgImage?.width, "back at its own size")
    }

    func testAnImageViewTintsTheSymbol() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: SymbolStandIns.fontPath), "fonts-material-design-icons-iconfont not installed")
        let view = UIImageView(image: UIImage(systemName: "star.fill"))
        view.tintColor = .systemRed
        view.layoutIfNeeded()
        view.display(view.layer)
        let drawn = try XCTUnwrap(view.layer.contentsImage)
        let opaque = stride(from: 0, to: drawn.pixels.count, by: 4).first { drawn.pixels[$0 + 3] == 255 }
        let i = try XCTUnwrap(opaque)
        XCTAssertEqual(Array(drawn.pixels[i..<i + 3]), [255, 59, 48], "system red")
    }

    /// CALayer.h: `contents` "should be a CGImageRef"; a UIImage there draws nothing on iOS. The same
    /// here, with a warning naming the fix.
    func testAUIImageAsLayerContentsDrawsNothingAndWarns() {
        let layer = CALayer()
        let image = UIImage(cgImage: CGImage(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16)))
        layer.contents = image
        XCTAssertNil(layer.contents)
        XCTAssertTrue(ContentsWarnings.warned.contains("UIImage"))
        layer.contents = image.cgImage
        XCTAssertTrue(layer.contentsImage === image.cgImage)
    }
}

/// CAEmitterCell.h: `contents` is "a CGImageRef"; a UIImage there draws no particles, with the same
/// warning as a layer's.
final class EmitterCellContentsTests: XCTestCase {
    func testAUIImageAsCellContentsWarns() {
        let cell = CAEmitterCell()
        cell.contents = UIImage(cgImage: CGImage(width: 1, height: 1, pixels: [255, 255, 255, 255]))
        XCTAssertTrue(ContentsWarnings.warned.contains("UIImage"))
    }
}
