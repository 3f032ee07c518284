import XCTest
import SwiftUI
@testable import MotionLabPreview
import MotionRender

/// The tester's screens (LayoutScreens.swift) on a 390×844 iPhone with its device safe area
/// (47 top, 34 bottom): what each layout API must do on them. With SUI_LAYOUT_RENDER_DIR set, each
/// screen's frame at 1 s is also written there as a PNG (to compare with iOS 17 by eye).
final class LayoutScreensTests: XCTestCase {
    static let size = CGSize(width: 390, height: 844)

    func session<V: View>(_ name: String, _ make: @escaping () -> V) throws -> HeadlessSession {
        var o = HeadlessSession.Options()
        o.scale = 1
        o.fps = 60
        o.duration = 2
        let preview = Preview(name, size: Self.size, deviceChrome: true) { UIHostingController(rootView: make()) }
        let s = try HeadlessSession(preview: preview, options: o)
        if let dir = ProcessInfo.processInfo.environment["SUI_LAYOUT_RENDER_DIR"] {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            _ = try HeadlessRecording.record(preview, settings: TunableValues([]), script: InputScript(parsing: ""), duration: 1.05, fps: 60,
                                             scale: 2, into: .frames(folder: dir + "/" + name, every: 60))
        }
        return s
    }

    func views<T: UIView>(_ s: HeadlessSession, _ type: T.Type) -> [T] {
        guard let window = s.runner.window else { return [] }
        func find(_ v: UIView, _ out: inout [T]) {
            if let t = v as? T { out.append(t) }
            for c in v.subviews { find(c, &out) }
        }
        return s.runner.context.perform { var out: [T] = []; find(window, &out); return out }
    }

    func step(_ s: HeadlessSession, _ n: Int) throws {
        for _ in 0..<n { _ = try s.step(draws: true, tracing: false) }
    }

    /// Chat: the composer bar sits on the safe area's bottom; the messages' scroll view runs on under
    /// it to the screen's bottom, its content inset by the bar, 8 points and the home indicator.
    func testChatComposerIsASafeAreaInset() throws {
        let s = try session("Chat") { ChatView() }
        try step(s, 10)
        let scroll = try XCTUnwrap(views(s, UIScrollView.self).first)
        let bottom = s.runner.context.perform { scroll.convert(scroll.bounds, to: nil).maxY }
        XCTAssertEqual(bottom, 844, accuracy: 0.5, "the scroll view reaches the screen's bottom")
        XCTAssertGreaterThan(scroll.contentInset.bottom, 34 + 8 + 30, "bar (≥ 30 points) + spacing + home indicator")
    }

    /// Checkout: the list of 15 products scrolls to its last row above the total and checkout button.
    func testCheckoutListScrollsClearOfTheInset() throws {
        let s = try session("Checkout") { CheckoutView() }
        try step(s, 10)
        let scroll = try XCTUnwrap(views(s, UIScrollView.self).first)
        let inset = scroll.contentInset.bottom
        XCTAssertGreaterThan(inset, 34 + 8 + 80, "total row + large button + padding, spacing, home indicator")
        let maxOffset = scroll.contentSize.height + inset - scroll.bounds.height
        XCTAssertGreaterThan(maxOffset, 0)
    }

    /// ChatAnchor: opens at its last message (`defaultScrollAnchor(.bottom)`).
    func testChatAnchorOpensAtTheBottom() throws {
        let s = try session("ChatAnchor") { ChatAnchorView() }
        try step(s, 10)
        let scroll = try XCTUnwrap(views(s, UIScrollView.self).first)
        let end = scroll.contentSize.height + scroll.contentInset.bottom - scroll.bounds.height
        XCTAssertGreaterThan(end, 0)
        XCTAssertEqual(scroll.contentOffset.y, end, accuracy: 0.5)
    }

    /// Layouts, TagCloud and Carousel lay out (their frames are checked by GridTests,
    /// LayoutProtocolTests and SafeAreaInsetTests); the carousel's indicators are hidden and the
    /// lower strip's first card starts 20 points in.
    func testLayoutsTagCloudAndCarouselRender() throws {
        try step(try session("Layouts") { LayoutsView() }, 3)
        try step(try session("TagCloud") { TagCloudView() }, 3)
        let c = try session("Carousel") { CarouselView() }
        try step(c, 10)
        let scrolls = views(c, UIScrollView.self)
        XCTAssertEqual(scrolls.count, 2)
        XCTAssertFalse(scrolls[0].showsHorizontalScrollIndicator, "scrollIndicators(.hidden)")
        XCTAssertEqual(scrolls[1].contentInset.left, 0)
        XCTAssertEqual(scrolls[0].frame.height, 300)
        let firstCard = c.runner.context.perform { scrolls[1].subviews.first?.subviews.first?.subviews.first?.convert(CGPoint.zero, to: nil).x }
        XCTAssertEqual(try XCTUnwrap(firstCard), 20, accuracy: 0.5)
    }

    /// The tester's probes of this area: each lays out (the safe-area padding insets the colour by 20
    /// on each side, the AnyLayout puts its two texts in a row).
    func testProbes() throws {
        try step(try session("P-safeAreaPadding") { LayoutProbes.safeAreaPadding }, 2)
        let p = try session("P-safeAreaPadding-named") { Color.red.accessibilityIdentifier("red").safeAreaPadding(.horizontal, 20) }
        let t = try p.step(draws: true, tracing: true).rendered.traced
        let red = try XCTUnwrap(t["red"]).windowFrame
        XCTAssertEqual(red.minX, 20, accuracy: 1e-9)
        XCTAssertEqual(red.width, 390 - 40, accuracy: 1e-9)
        try step(try session("P-scrollClipDisabled") { LayoutProbes.scrollClipDisabled }, 2)
        try step(try session("P-scrollBounceBehavior") { LayoutProbes.scrollBounceBehavior }, 2)
        let a = try session("P-AnyLayout") { LayoutProbes.anyLayout }
        try step(a, 2)
    }
}
