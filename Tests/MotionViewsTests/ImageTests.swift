import XCTest
@testable import MotionViews

/// Decodes tiny text files "W H" into a W×H image whose first pixel's red byte is W (so tests can tell
/// files apart); anything else is "corrupt" and the error names the path.
final class FakeDecoder: ImageDecoding {
    struct Corrupt: Error, CustomStringConvertible {
        let path: String
        var description: String { "not an image: \(path)" }
    }
    var decoded: [String] = []
    func decode(contentsOf path: String) throws -> CGImage {
        decoded.append(path)
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let parts = text.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard parts.count == 2 else { throw Corrupt(path: path) }
        var pixels = [UInt8](repeating: 255, count: parts[0] * parts[1] * 4)
        pixels[0] = UInt8(parts[0])
        return CGImage(width: parts[0], height: parts[1], pixels: pixels)
    }
}

final class ImageTests: XCTestCase {
    var dirA = "", dirB = ""
    let decoder = FakeDecoder()

    override func setUpWithError() throws {
        let base = NSTemporaryDirectory() + "motionviews-images-\(UUID().uuidString)"
        dirA = base + "/A"; dirB = base + "/B"
        for d in [dirA, dirB] { try FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true) }
        UIServices.imageDecoder = decoder
        UIServices.resourceDirectories = [dirA, dirB]
        UIServices.screenScale = 2
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: (dirA as NSString).deletingLastPathComponent)
        UIServices.imageDecoder = nil
        UIServices.resourceDirectories = []
        UIServices.screenScale = 2
    }

    private func write(_ dir: String, _ file: String, _ contents: String) {
        XCTAssertTrue(FileManager.default.createFile(atPath: dir + "/" + file, contents: Data(contents.utf8)), "cannot write the fixture \(file)")
    }

    /// UIImage.h's `init?(named:in:compatibleWith:)`: the bundle's resources first, then the usual places.
    func testNamedInABundleLooksInTheBundleFirst() throws {
        let bundleDir = (dirA as NSString).deletingLastPathComponent + "/Framework.bundle"
        try FileManager.default.createDirectory(atPath: bundleDir, withIntermediateDirectories: true)
        write(bundleDir, "badge@2x.png", "6 6")
        write(dirA, "badge@2x.png", "2 2")
        write(dirA, "only-here.png", "3 3")
        let bundle = try XCTUnwrap(Bundle(path: bundleDir))
        let resources = try XCTUnwrap(bundle.resourcePath)
        if resources != bundleDir { write(resources, "badge@2x.png", "6 6") }
        let fromBundle = try XCTUnwrap(UIImage(named: "badge", in: bundle, compatibleWith: nil))
        XCTAssertEqual(fromBundle.cgImage?.width, 6)
        XCTAssertEqual(fromBundle.scale, 2)
        XCTAssertEqual(UIImage(named: "only-here", in: bundle, with: nil)?.cgImage?.width, 3, "then the usual places")
        XCTAssertEqual(UIImage(named: "badge", in: nil, compatibleWith: nil)?.cgImage?.width, 2)
        XCTAssertNil(UIImage(named: "nowhere", in: bundle, compatibleWith: nil))
    }

    func testPrefersTheScreenScaleVariant() throws {
        write(dirA, "app-bg.png", "4 2")
        write(dirA, "app-bg@2x.png", "8 4")
        write(dirA, "app-bg@3x.png", "12 6")
        let image = try UIImage.load(named: "app-bg")
        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.cgImage?.width, 8)
        XCTAssertEqual(image.size, CGSize(width: 4, height: 2), "points = pixels / scale")
        XCTAssertEqual(decoder.decoded, [dirA + "/app-bg@2x.png"])
        UIServices.screenScale = 3
        XCTAssertEqual(try UIImage.load(named: "app-bg.png").scale, 3)
        UIServices.screenScale = 1
        XCTAssertEqual(try UIImage.load(named: "app-bg").scale, 1)
    }

    func testHigherScalesBeforeLowerOnes() throws {
        write(dirA, "icon.png", "4 4")
        write(dirA, "icon@3x.png", "12 12")
        XCTAssertEqual(try UIImage.load(named: "icon").scale, 3)
        try FileManager.default.removeItem(atPath: dirA + "/icon@3x.png")
        let one = try UIImage.load(named: "icon")
        XCTAssertEqual(one.scale, 1)
        XCTAssertEqual(one.size, CGSize(width: 4, height: 4))
    }

    func testScaleBeforeDirectoryOrder() throws {
        write(dirA, "pic.png", "4 4")
        write(dirB, "pic@2x.png", "8 8")
        let image = try UIImage.load(named: "pic")
        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(decoder.decoded.last, dirB + "/pic@2x.png")
    }

    func testMissingImageNamesEveryPlaceItLooked() {
        XCTAssertNil(UIImage(named: "nothing"))
        XCTAssertThrowsError(try UIImage.load(named: "nothing")) { error in
            guard case let UIImageError.notFound(name, searched, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(name, "nothing")
            XCTAssertEqual(searched, [dirA + "/nothing@2x.png", dirB + "/nothing@2x.png",
                                      dirA + "/nothing@3x.png", dirB + "/nothing@3x.png",
                                      dirA + "/nothing.png", dirB + "/nothing.png"])
            let text = "\(error)"
            XCTAssertTrue(text.contains("nothing@2x.png") && text.contains(dirB), text)
        }
    }

    func testCorruptImageErrorNamesTheFile() {
        write(dirA, "broken@2x.png", "garbage")
        XCTAssertThrowsError(try UIImage.load(named: "broken")) { error in
            guard case let UIImageError.decodingFailed(path, underlying) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(path, dirA + "/broken@2x.png")
            XCTAssertTrue(underlying is FakeDecoder.Corrupt)
            XCTAssertTrue("\(error)".contains(dirA + "/broken@2x.png"))
        }
    }

    func testMissingDecoderIsAClearError() {
        UIServices.imageDecoder = nil
        XCTAssertThrowsError(try UIImage.load(named: "x")) { error in
            XCTAssertEqual(error as? UIServiceError, UIServiceError(service: "imageDecoder", neededBy: "UIImage(named: \"x\")"))
            XCTAssertTrue("\(error)".contains("UIServices.imageDecoder"))
        }
    }

    func testImageViewShowsItsImage() {
        let cg = CGImage(width: 6, height: 4, pixels: [UInt8](repeating: 9, count: 96))
        let image = UIImage(cgImage: cg, scale: 2)
        let highlighted = UIImage(cgImage: CGImage(width: 6, height: 4, pixels: [UInt8](repeating: 1, count: 96)), scale: 2)
        let v = UIImageView(image: image, highlightedImage: highlighted)
        XCTAssertEqual(v.frame, CGRect(x: 0, y: 0, width: 3, height: 2))
        XCTAssertTrue(v.layer.contentsImage === cg)
        XCTAssertEqual(v.layer.contentsScale, 2)
        XCTAssertFalse(v.isUserInteractionEnabled)
        v.isHighlighted = true
        XCTAssertTrue(v.layer.contentsImage === highlighted.cgImage)
        v.isHighlighted = false
        for (mode, gravity) in [(UIView.ContentMode.scaleToFill, CALayerContentsGravity.resize),
                                (.scaleAspectFit, .resizeAspect), (.scaleAspectFill, .resizeAspectFill),
                                (.center, .center), (.top, .top), (.bottomRight, .bottomRight)] {
            v.contentMode = mode
            XCTAssertEqual(v.layer.contentsGravity, gravity)
        }
        v.image = nil
        XCTAssertNil(v.layer.contents)
        XCTAssertEqual(v.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }
}
