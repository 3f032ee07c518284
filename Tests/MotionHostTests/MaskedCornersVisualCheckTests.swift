import Foundation
import XCTest
import MotionGeometry
import MotionTiming
import MotionAnimation
import MotionLayers
@testable import MotionRender
@testable import MotionHost

/// `maskedCorners`: a bottom sheet with only its top corners rounded (the common use), with a border
/// and a shadow following the same outline; written to /tmp/masked-corners-@2x.png to look at.
final class MaskedCornersVisualCheckTests: XCTestCase {
    func testOnlyTheMaskedCornersAreRounded() throws {
        AnimationContext(clock: MediaClock(now: 5)).makeCurrent()
        let root = CALayer()
        let sheet = CALayer()
        CATransaction.performWithoutAnimation {
            root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            root.backgroundColor = CGColor(red: 0.2, green: 0.2, blue: 0.25, alpha: 1)
            sheet.frame = CGRect(x: 20, y: 40, width: 160, height: 140)
            sheet.backgroundColor = .white
            sheet.cornerRadius = 24
            sheet.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            sheet.borderWidth = 3
            sheet.borderColor = CGColor(red: 1, green: 0.6, blue: 0, alpha: 1)
            sheet.shadowOpacity = 0.5
            sheet.shadowRadius = 6
            sheet.shadowOffset = CGSize(width: 0, height: -4)
        }
        root.addSublayer(sheet)
        XCTAssertEqual(sheet.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        let renderer = LayerRenderer()
        renderer.contentCache.pixelScale = 2
        let commands = renderer.render(root: root, at: 5)
        let target = try SDLOffscreenTarget(pixelWidth: 400, pixelHeight: 400)
        SDLCanvas(renderer: target.renderer, pixelScale: 2).draw(commands, clear: .black)
        try target.writePNG(to: "/tmp/masked-corners-@2x.png")
        let img = target.snapshot()
        func px(_ x: CGFloat, _ y: CGFloat) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) { img.pixel(x: Int(x * 2), y: Int(y * 2)) }
        // Top-left: rounded, so the very corner shows the dark background (or its shadow); bottom-left:
        // square, so the very corner is the orange border.
        XCTAssertLessThan(Int(px(21, 41).r), 100, "top-left corner cut away")
        XCTAssertGreaterThan(Int(px(21, 178.5).r), 230, "bottom-left corner square, border drawn to it")
        XCTAssertGreaterThan(Int(px(21, 178.5).g), 120)
        XCTAssertLessThan(Int(px(21, 178.5).b), 60)
        XCTAssertEqual(Int(px(100, 110).r), 255, "white inside")
        // The border follows the rounded corner: on the arc's diagonal, 24·(1 − 1/√2) ≈ 7 points in.
        let onArc = px(20 + 7.5, 40 + 7.5)
        XCTAssertGreaterThan(Int(onArc.r), 200); XCTAssertLessThan(Int(onArc.b), 120)
    }
}
