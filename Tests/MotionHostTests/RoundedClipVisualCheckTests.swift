import CSDL2
import Foundation
import XCTest
import MotionGeometry
import MotionTiming
import MotionAnimation
import MotionLayers
@testable import MotionRender
@testable import MotionHost

/// A layer that masks to its bounds and has a `cornerRadius` clips its sublayers to the rounded rect, as
/// Apple documents `cornerRadius` ("Setting masksToBounds to true causes the content to be clipped to the
/// rounded corners"): a card with `clipsToBounds` and a full-size header image or gradient shows rounded
/// corners. `maskedCorners` rounds only the corners it names.
final class RoundedClipVisualCheckTests: XCTestCase {
    let t0: CFTimeInterval = 50
    let page = CGColor(red: 0.93, green: 0.93, blue: 0.93, alpha: 1)
    let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    /// A 200 × 200 page; a card (20…180) masking to its bounds with radius 30, filled by a red sublayer
    /// that covers it whole; `corners` the card's maskedCorners.
    func scene(corners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner],
               turned: Bool = false) -> CALayer {
        AnimationContext(clock: MediaClock(now: t0)).makeCurrent()
        let root = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        root.position = CGPoint(x: 100, y: 100)
        root.backgroundColor = page
        let card = CALayer()
        card.frame = CGRect(x: 20, y: 20, width: 160, height: 160)
        card.cornerRadius = 30
        card.maskedCorners = corners
        card.masksToBounds = true
        if turned { card.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1) }   // a quarter turn: the same square
        let fill = CALayer()
        fill.frame = card.bounds
        fill.backgroundColor = red
        card.addSublayer(fill)
        root.addSublayer(card)
        CATransaction.commit()
        return root
    }

    func draw(_ root: CALayer, scale: CGFloat, name: String) throws -> CGImage {
        let renderer = LayerRenderer()
        renderer.contentCache.pixelScale = scale
        let list = renderer.render(root: root, at: t0)
        let target = try SDLOffscreenTarget(pixelWidth: Int(200 * scale), pixelHeight: Int(200 * scale))
        let canvas = SDLCanvas(renderer: target.renderer, pixelScale: scale)
        canvas.draw(list, clear: .black)
        try target.writePNG(to: "/tmp/rounded-clip-\(name)-@\(Int(scale))x.png")
        return target.snapshot()
    }

    func testSublayersAreClippedToTheRoundedBounds() throws {
        for scale: CGFloat in [1, 2] {
            for turned in [false, true] {
                let img = try draw(scene(turned: turned), scale: scale, name: turned ? "turned" : "all")
                func rgb(_ x: CGFloat, _ y: CGFloat) -> [Int] {
                    let p = img.pixel(x: Int(x * scale), y: Int(y * scale)); return [Int(p.r), Int(p.g), Int(p.b)]
                }
                let what = "@\(scale)x\(turned ? " turned" : "")"
                // 3 points in from the card's corner along the diagonal is outside a 30-point arc
                // (the arc is 30·(1 − 1/√2) ≈ 8.8 points in): the page shows there.
                XCTAssertEqual(rgb(23, 23), [237, 237, 237], "\(what): top-left corner clipped")
                XCTAssertEqual(rgb(177, 177), [237, 237, 237], "\(what): bottom-right corner clipped")
                // 12 points in along the diagonal, and the middle of each edge: inside.
                XCTAssertEqual(rgb(32, 32), [255, 0, 0], "\(what): inside the arc")
                XCTAssertEqual(rgb(100, 21), [255, 0, 0], "\(what): the top edge's middle")
                XCTAssertEqual(rgb(100, 100), [255, 0, 0], "\(what): the centre")
            }
        }
    }

    func testOnlyTheMaskedCornersAreRounded() throws {
        let img = try draw(scene(corners: [.layerMinXMinYCorner]), scale: 2, name: "top-left")
        func rgb(_ x: CGFloat, _ y: CGFloat) -> [Int] { let p = img.pixel(x: Int(x * 2), y: Int(y * 2)); return [Int(p.r), Int(p.g), Int(p.b)] }
        XCTAssertEqual(rgb(23, 23), [237, 237, 237], "the rounded top-left corner is clipped")
        XCTAssertEqual(rgb(177, 23), [255, 0, 0], "the square top-right corner is not")
        XCTAssertEqual(rgb(177, 177), [255, 0, 0], "the square bottom-right corner is not")
    }

    /// Without a corner radius the clip is the plain rectangle, as before: the corners are the sublayer's.
    func testASquareClipStaysSquare() throws {
        let root = scene()
        (root.sublayers?.first)?.cornerRadius = 0
        let img = try draw(root, scale: 1, name: "square")
        let p = img.pixel(x: 21, y: 21)
        XCTAssertEqual([Int(p.r), Int(p.g), Int(p.b)], [255, 0, 0])
    }
}
