import Foundation
import XCTest
import MotionGeometry
import MotionTiming
import MotionAnimation
import MotionLayers
import MotionViews
@testable import MotionRender
@testable import MotionHost

/// UIKit views added for ported code, rendered headless through the real pipeline and written to
/// /tmp/uikit-views-@2x.png for a human to look at: activity indicators (medium, large, white on dark),
/// a stack of cards with shadows, one collapsing mid-animation. Pixel checks on what must be there.
final class UIKitViewsVisualCheckTests: XCTestCase {
    func testIndicatorsAndAStackOfShadowedCards() throws {
        AnimationContext().makeCurrent()
        try HostServices.install()
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        w.backgroundColor = .systemGroupedBackground
        let medium = UIActivityIndicatorView(style: .medium)
        medium.center = CGPoint(x: 40, y: 40)
        let large = UIActivityIndicatorView(style: .large)
        large.center = CGPoint(x: 100, y: 40)
        let dark = UIView(frame: CGRect(x: 140, y: 10, width: 60, height: 60))
        dark.backgroundColor = .black
        dark.layer.cornerRadius = 12
        let white = UIActivityIndicatorView(style: .whiteLarge)
        white.center = CGPoint(x: 30, y: 30)
        dark.addSubview(white)
        [medium, large, dark].forEach(w.addSubview)
        let title = CATextLayer()
        CATransaction.performWithoutAnimation {
            title.frame = CGRect(x: 210, y: 20, width: 100, height: 50)
            title.string = "Loading…"
            title.fontSize = 15
            title.foregroundColor = UIColor.label.cgColor
            title.alignmentMode = .center
            title.isWrapped = true
        }
        w.layer.addSublayer(title)
        let cards = (0..<3).map { i -> UIView in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 50))
            v.backgroundColor = [UIColor.systemBlue, .systemOrange, .systemGreen][i]
            v.layer.cornerRadius = 10
            v.layer.shadowOpacity = 0.3
            v.layer.shadowRadius = 6
            v.layer.shadowOffset = CGSize(width: 0, height: 4)
            return v
        }
        let caption = UILabel(frame: CGRect(x: 16, y: 12, width: 240, height: 30))
        caption.text = "Shadowed text"
        caption.font = .boldSystemFont(ofSize: 22)
        caption.textColor = .white
        caption.layer.shadowOpacity = 0.6
        caption.layer.shadowRadius = 2
        caption.layer.shadowOffset = CGSize(width: 0, height: 2)
        cards[0].addSubview(caption)
        let stack = UIStackView(arrangedSubviews: cards)
        stack.axis = .vertical
        stack.spacing = 12
        stack.distribution = .fillEqually
        stack.frame = CGRect(x: 20, y: 90, width: 280, height: 190)
        w.addSubview(stack)
        let off = UISwitch(frame: CGRect(x: 20, y: 300, width: 0, height: 0))
        let on = UISwitch(frame: CGRect(x: 80, y: 300, width: 0, height: 0))
        on.isOn = true
        let progress = UIProgressView(progressViewStyle: .default)
        progress.frame = CGRect(x: 150, y: 314, width: 150, height: 4)
        progress.progress = 0.6
        let slider = UISlider(frame: CGRect(x: 20, y: 345, width: 280, height: 0))
        slider.value = 0.3
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.frame = CGRect(x: 20, y: 392, width: 170, height: 32)
        segments.selectedSegmentIndex = 1
        let strip = UIView(frame: CGRect(x: 200, y: 392, width: 100, height: 32))
        strip.backgroundColor = .black
        strip.layer.cornerRadius = 16
        let pages = UIPageControl(frame: strip.bounds)
        pages.numberOfPages = 4
        pages.currentPage = 1
        strip.addSubview(pages)
        [off, on, progress, slider, segments, strip].forEach(w.addSubview)
        w.makeKeyAndVisible()
        let t0 = CACurrentMediaTime()
        [medium, large, white].forEach { $0.startAnimating() }
        UIView.animate(withDuration: 0.5) { cards[1].isHidden = true }
        AnimationDriver.shared.advance(to: t0 + 0.25)
        w.layoutIfNeeded()
        let renderer = LayerRenderer()
        renderer.contentCache.pixelScale = 2
        let commands = renderer.render(root: w.layer, at: t0 + 0.25)
        let target = try SDLOffscreenTarget(pixelWidth: 640, pixelHeight: 880)
        SDLCanvas(renderer: target.renderer, pixelScale: 2).draw(commands, clear: .black)
        try target.writePNG(to: "/tmp/uikit-views-@2x.png")
        let img = target.snapshot()
        func px(_ x: CGFloat, _ y: CGFloat) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) { img.pixel(x: Int(x * 2), y: Int(y * 2)) }
        // The large indicator's top spoke (spoke 0, 0.25 s into its second: opacity 0.8125) is gray.
        let spoke = px(100, 40 - 37 / 2 + 3)
        XCTAssertLessThan(Int(spoke.r), 200, "a gray spoke over the light background")
        XCTAssertGreaterThan(Int(px(30 + 140, 10 + 30 - 15).r), 150, "the white indicator's top spoke on black")
        // Half way through the collapse the orange card is still drawn, thinner; the green one sliding up.
        XCTAssertGreaterThan(Int(px(160, 187).r), 230, "orange still drawn mid-collapse")
        // The text layer drew dark glyphs somewhere in its top line.
        let darkest = (420..<620).map { x in (40..<80).map { y in Int(img.pixel(x: x, y: y).r) }.min()! }.min()!
        XCTAssertLessThan(darkest, 80, "text drawn")
        // Switches: the off track light gray, the on track green, each thumb white at its end.
        XCTAssertEqual(Int(px(20 + 40, 315).g), 229, "off track (thumb on the left)")
        XCTAssertGreaterThan(Int(px(80 + 10, 315).g), 180, "on track green")
        XCTAssertLessThan(Int(px(80 + 10, 315).r), 80)
        XCTAssertEqual(Int(px(80 + 36, 315).r), 255, "on thumb white on the right")
        // Progress: blue to 60 %, track after.
        XCTAssertEqual(Int(px(150 + 80, 316).b), 255, "bar")
        XCTAssertEqual(Int(px(150 + 100, 316).r), 229, "track")
        // Slider at 0.3: blue left of the thumb (centre 14 + 0.3·252 = 89.6), gray right of it, white thumb.
        XCTAssertEqual(Int(px(20 + 40, 360.5).b), 255, "minimum track")
        XCTAssertEqual(Int(px(20 + 200, 360.5).r), 229, "maximum track")
        XCTAssertEqual(Int(px(20 + 89.6, 360.5).g), 255, "thumb")
        // The segmented control's white plate under "Week", the track gray elsewhere.
        XCTAssertEqual(Int(px(20 + 85, 396).r), 255, "selection plate")
        XCTAssertLessThan(Int(px(20 + 20, 396).r), 240, "track")
        // Page dots: the second one white, the others dim, on the black strip.
        XCTAssertEqual(Int(px(250 - 8, 408).r), 255, "current page dot")
        XCTAssertLessThan(Int(px(250 - 24, 408).r), 120, "another dot, dim")
        XCTAssertLessThan(Int(px(160, 187).b), 40, "orange")
    }
}
