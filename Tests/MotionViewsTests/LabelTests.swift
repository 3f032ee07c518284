import XCTest
@testable import MotionViews

/// Every glyph is 0.5 × the point size wide and a line is 1.25 × the point size tall; words wrap
/// greedily at spaces. Records the calls it receives.
final class FixedWidthRasterizer: TextRasterizing {
    struct Call { var text: String; var maxWidth: CGFloat?; var alignment: NSTextAlignment; var lines: Int; var scale: CGFloat; var pointSize: CGFloat = 0 }
    var renders: [Call] = []
    var measures = 0

    func lines(_ text: String, _ font: UIFont, _ maxWidth: CGFloat?) -> [String] {
        let glyph = font.pointSize / 2
        guard let maxWidth else { return [text] }
        var result: [String] = [], current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if CGFloat(candidate.count) * glyph <= maxWidth || current.isEmpty { current = candidate } else {
                result.append(current); current = String(word)
            }
        }
        result.append(current)
        return result
    }

    func measure(_ text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int) -> CGSize {
        measures += 1
        var l = lines(text, font, maxWidth)
        if numberOfLines > 0 { l = Array(l.prefix(numberOfLines)) }
        let width = l.map { CGFloat($0.count) * font.pointSize / 2 }.max() ?? 0
        return CGSize(width: width, height: CGFloat(l.count) * font.pointSize * 1.25)
    }

    func render(_ text: String, font: UIFont, color: UIColor, maxWidth: CGFloat?, alignment: NSTextAlignment,
                numberOfLines: Int, scale: CGFloat) throws -> CGImage {
        renders.append(Call(text: text, maxWidth: maxWidth, alignment: alignment, lines: numberOfLines, scale: scale, pointSize: font.pointSize))
        let size = measure(text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines)
        let w = Int(((maxWidth ?? size.width) * scale).rounded(.down)), h = Int((size.height * scale).rounded(.up))
        return CGImage(width: w, height: h, pixels: [UInt8](repeating: 0, count: w * h * 4))
    }
}

final class LabelTests: XCTestCase {
    let rasterizer = FixedWidthRasterizer()

    override func setUp() { UIServices.textRasterizer = rasterizer }
    override func tearDown() { UIServices.textRasterizer = nil }

    func testSingleLineSizeToFit() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 20)
        label.text = "hello world"          // 11 glyphs × 10 points
        label.sizeToFit()
        XCTAssertEqual(label.bounds.size, CGSize(width: 110, height: 25))
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 110, height: 25))
    }

    func testWordWrapUsesTheRasterizersMeasure() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        label.font = .boldSystemFont(ofSize: 20)
        label.numberOfLines = 0
        label.text = "aaaa bbbb cccc"       // "aaaa bbbb" is 90 wide, + " cccc" would be 140
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 100, height: 1000)), CGSize(width: 90, height: 50))
        label.numberOfLines = 1
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 100, height: 1000)), CGSize(width: 140, height: 25),
                       "a single-line label does not wrap")
        label.numberOfLines = 0
        label.sizeToFit()
        XCTAssertEqual(label.frame, CGRect(x: 0, y: 0, width: 90, height: 50))
        XCTAssertTrue(label.font.isBold)
    }

    /// UIKit's shrink-to-fit: a single line wider than the label draws at the size that fits, never
    /// below `minimumScaleFactor` of its font, and not at all when the factor is 0 (Apple's default).
    func testAdjustsFontSizeToFitWidth() {
        let window = makeWindow()
        func render(_ text: String, factor: CGFloat, adjusts: Bool = true, lines: Int = 1) -> CGFloat {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            window.addSubview(label)
            label.font = .systemFont(ofSize: 20)
            label.numberOfLines = lines
            label.adjustsFontSizeToFitWidth = adjusts
            label.minimumScaleFactor = factor
            label.text = text
            window.layoutIfNeeded()
            label.removeFromSuperview()
            return rasterizer.renders.last!.pointSize
        }
        let twenty = String(repeating: "x", count: 20)  // 200 pt wide at 20 pt in this rasterizer
        XCTAssertEqual(render(twenty, factor: 0.4), 10, "shrunk to fit 100 pt exactly")
        XCTAssertEqual(render(twenty, factor: 0.6), 12, "not below the minimum factor")
        XCTAssertEqual(render(twenty, factor: 0), 20, "factor 0: the current size is the smallest")
        XCTAssertEqual(render(twenty, factor: 0.4, adjusts: false), 20, "off")
        XCTAssertEqual(render("xxxx", factor: 0.4), 20, "text that fits keeps its size")
        XCTAssertEqual(render(twenty, factor: 0.4, lines: 2), 20, "multi-line labels keep their size")
    }

    func testRendersOncePerChangeAtTheWindowScale() {
        let window = makeWindow()
        window.screenScale = 3
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        window.addSubview(label)
        label.text = "Flights"
        label.font = .systemFont(ofSize: 14)
        label.textColor = .white
        label.textAlignment = .center
        XCTAssertEqual(rasterizer.renders.count, 0, "nothing renders until the layout pass")
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        XCTAssertEqual(rasterizer.renders.count, 1)
        let call = rasterizer.renders[0]
        XCTAssertEqual(call.text, "Flights")
        XCTAssertEqual(call.maxWidth, 120)
        XCTAssertEqual(call.alignment, .center)
        XCTAssertEqual(call.scale, 3)
        XCTAssertEqual(label.layer.contentsScale, 3)
        XCTAssertEqual(label.layer.contentsImage?.width, 360)
        XCTAssertEqual(label.layer.contentsGravity, .center)
        label.center = CGPoint(x: 100, y: 100)
        window.layoutIfNeeded()
        XCTAssertEqual(rasterizer.renders.count, 1, "moving does not re-render")
        label.text = "Flights"
        window.layoutIfNeeded()
        XCTAssertEqual(rasterizer.renders.count, 1, "the same text does not re-render")
        label.bounds.size.width = 200
        window.layoutIfNeeded()
        XCTAssertEqual(rasterizer.renders.count, 2)
        XCTAssertEqual(rasterizer.renders[1].maxWidth, 200)
        label.textAlignment = .natural
        window.layoutIfNeeded()
        XCTAssertEqual(rasterizer.renders.last?.alignment, .left)
        label.text = nil
        window.layoutIfNeeded()
        XCTAssertNil(label.layer.contents)
    }

    func testMissingRasterizerIsReported() {
        UIServices.textRasterizer = nil
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        label.text = "x"
        label.layoutIfNeeded()
        XCTAssertNil(label.layer.contents)
        XCTAssertEqual(label.renderError as? UIServiceError, UIServiceError(service: "textRasterizer", neededBy: "UILabel"))
        XCTAssertThrowsError(try label.renderText())
    }
}
