import XCTest
import SwiftUI
@testable import MotionLabPreview
@testable import MotionSwiftUI

/// iOS 16–17 idioms of the public screens of notes/swiftui-public2.md (Apple's sample code, pbj-apps,
/// gazolla/SwiftUI5, the habit apps, xiaofu666's demos), written here as ordinary SwiftUI code and
/// checked against Apple's documented behaviour.
final class PublicScreensRound2Tests: XCTestCase {
    func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let i = (y * image.width + x) * 4
        return [Int(image.pixels[i]), Int(image.pixels[i + 1]), Int(image.pixels[i + 2])]
    }

    // MARK: the Transition protocol

    /// gazolla's MyTransition idiom: the body scales an effect by `phase.value` (−1 appearing, +1
    /// disappearing) and fades out of the identity phase.
    struct Turn: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content
                .rotationEffect(.degrees(phase.value * 90))
                .opacity(phase.isIdentity ? 1 : 0)
        }
    }

    struct TurnHost: View {
        @ObservedObject var model: TestModel
        var body: some View {
            ZStack {
                Color.clear.frame(width: 200, height: 200)
                if model.flag {
                    Color.red.frame(width: 100, height: 50).transition(Turn()).accessibilityIdentifier("box")
                }
            }
        }
    }

    func testATransitionTypeAnimatesFromWillAppearAndToDidDisappear() throws {
        let model = TestModel()
        let s = try ViewSession { TurnHost(model: model) }
        try s.step(2)
        var start = s.nextTime
        withAnimation(.linear(duration: 1)) { model.flag = true }
        for _ in 0..<30 {
            try s.step()
            let p = min(max(s.nextTime - 1.0 / 60 - start, 0), 1)
            let l = try s.layer("box")
            // From −90° (value −1) and transparent to upright and opaque.
            XCTAssertEqual(Double(l.opacity), p, accuracy: 1e-6)
            XCTAssertEqual(Double(l.transform.m11), cos(.pi / 2 * (1 - p)), accuracy: 1e-6)
            XCTAssertEqual(Double(l.transform.m12), sin(-.pi / 2 * (1 - p)), accuracy: 1e-6)
        }
        try s.step(40)
        start = s.nextTime
        withAnimation(.linear(duration: 1)) { model.flag = false }
        for _ in 0..<30 {
            try s.step()
            let p = min(max(s.nextTime - 1.0 / 60 - start, 0), 1)
            let l = try s.layer("box")
            // Toward +90° (value +1): the other way round, fading out.
            XCTAssertEqual(Double(l.opacity), 1 - p, accuracy: 1e-6)
            XCTAssertEqual(Double(l.transform.m12), sin(.pi / 2 * p), accuracy: 1e-6)
        }
    }

    // MARK: onGeometryChange and the .scrollView coordinate space

    struct ScrollSpaceProbe: View {
        @State private var minY: CGFloat = -1000
        var body: some View {
            VStack(spacing: 0) {
                Color.blue.frame(height: 20)
                ScrollView {
                    VStack(spacing: 0) {
                        Color.clear.frame(height: 50)
                        Color.green.frame(height: 30)
                            .onGeometryChange(for: CGFloat.self) { $0.frame(in: .scrollView(axis: .vertical)).minY } action: { minY = $0 }
                        Color.clear.frame(height: 2000)
                    }
                }
                .frame(height: 300)
                Color.red.frame(width: max(minY + 100, 0), height: 10).accessibilityIdentifier("probe")
                Spacer()
            }
        }
    }

    func testOnGeometryChangeReportsTheFrameInTheScrollViewsSpace() throws {
        let s = try ViewSession { ScrollSpaceProbe() }
        try s.step(3)
        // The initial value: 50 points below the scroll view's top (the blue bar above does not count).
        XCTAssertEqual(try s.frame("probe").width, 150, accuracy: 1e-9)
        let scroll = try XCTUnwrap(s.firstView(UIScrollView.self))
        scroll.contentOffset.y += 40
        try s.step(3)
        // Scrolled up by 40 points in the scroll view's space.
        XCTAssertEqual(try s.frame("probe").width, 110, accuracy: 1e-9)
    }

    struct ScrollBoundsProbe: View {
        @State private var top: CGFloat = -1000
        var body: some View {
            VStack(spacing: 0) {
                ScrollView {
                    VStack(spacing: 0) {
                        Color.clear.frame(height: 50)
                        Color.green.frame(height: 30)
                            .onGeometryChange(for: CGFloat.self) { $0.bounds(of: .scrollView)?.minY ?? -1000 } action: { top = $0 }
                        Color.clear.frame(height: 2000)
                    }
                }
                .frame(height: 300)
                Color.red.frame(width: max(top + 100, 0), height: 10).accessibilityIdentifier("probe")
                Spacer()
            }
        }
    }

    func testGeometryProxyBoundsOfTheScrollViewIsItsVisibleRectInLocalCoordinates() throws {
        let s = try ViewSession { ScrollBoundsProbe() }
        try s.step(3)
        // The scroll view's top is 50 points above the green view's.
        XCTAssertEqual(try s.frame("probe").width, 50, accuracy: 1e-9)
        let scroll = try XCTUnwrap(s.firstView(UIScrollView.self))
        scroll.contentOffset.y += 40
        try s.step(3)
        XCTAssertEqual(try s.frame("probe").width, 90, accuracy: 1e-9)
    }

    // MARK: a custom ScrollTargetBehavior

    /// Settles on multiples of 100 points (ExpandableSearchBar's idiom: rewrite `target.rect.origin`).
    struct Hundreds: ScrollTargetBehavior {
        let seen: Box
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            seen.contexts.append(context)
            target.rect.origin.y = (target.rect.minY / 100).rounded() * 100
        }
    }
    final class Box { var contexts: [ScrollTargetBehaviorContext] = [] }

    func testACustomScrollTargetBehaviorDecidesWhereAFlingRests() throws {
        let seen = Box()
        let s = try ViewSession(script: "0.3 drag 160 400 160 230 0.2") {
            ScrollView {
                VStack(spacing: 0) { ForEach(0..<40) { i in Color(white: Double(i % 2)).frame(height: 50) } }
            }
            .scrollTargetBehavior(Hundreds(seen: seen))
        }
        try s.step(150)
        let scroll = try XCTUnwrap(s.firstView(UIScrollView.self))
        let context = try XCTUnwrap(seen.contexts.last)
        XCTAssertEqual(context.containerSize, scroll.bounds.size)
        XCTAssertEqual(context.contentSize.height, 2000, accuracy: 1e-9)
        XCTAssertEqual(context.axes, .vertical)
        XCTAssertGreaterThan(context.originalTarget.rect.minY, 0, "the drag moved the content up")
        let rest = scroll.contentOffset.y + scroll.contentInset.top
        XCTAssertEqual(rest, (context.originalTarget.rect.minY / 100).rounded() * 100, accuracy: 0.5)
        XCTAssertEqual(rest.truncatingRemainder(dividingBy: 100), 0, accuracy: 0.5)
    }

    // MARK: ShapeStyle.shadow

    func testAStyleWithADropShadowCastsItBehindTheFilledShape() throws {
        let s = try ViewSession {
            ZStack {
                Color.white
                Rectangle().fill(Color(red: 0, green: 0, blue: 1).shadow(.drop(color: .black, radius: 0, x: 20, y: 20)))
                    .accessibilityIdentifier("card").frame(width: 100, height: 100)
            }
        }
        let shot = try s.session.render(frame: 2, image: true, tracing: true)
        let image = try XCTUnwrap(shot.image)
        let f = try XCTUnwrap(shot.traced["card"]).windowFrame
        XCTAssertEqual(pixel(image, Int(f.midX), Int(f.midY)), [0, 0, 255], "the fill")
        // A hard shadow (radius 0) offset by (20, 20): under the right and bottom edges, not the others.
        XCTAssertEqual(pixel(image, Int(f.maxX) + 10, Int(f.midY)), [0, 0, 0])
        XCTAssertEqual(pixel(image, Int(f.midX), Int(f.maxY) + 10), [0, 0, 0])
        XCTAssertEqual(pixel(image, Int(f.minX) - 10, Int(f.midY)), [255, 255, 255])
        XCTAssertEqual(pixel(image, Int(f.maxX) + 30, Int(f.midY)), [255, 255, 255])
    }

    func testABackgroundStyleWithAShadowCastsIt() throws {
        // The toast idiom: `.background(.background.shadow(.drop(…)))`.
        let s = try ViewSession {
            ZStack {
                Color(red: 0.5, green: 0.5, blue: 0.5)
                Color.clear.frame(width: 100, height: 40)
                    .background(.background.shadow(.drop(color: .black, radius: 0, x: 0, y: 15)))
                    .accessibilityIdentifier("toast")
            }
        }
        let shot = try s.session.render(frame: 2, image: true, tracing: true)
        let image = try XCTUnwrap(shot.image)
        let f = try XCTUnwrap(shot.traced["toast"]).windowFrame
        XCTAssertEqual(pixel(image, Int(f.midX), Int(f.midY)), [255, 255, 255], "the background style (white in light mode)")
        XCTAssertEqual(pixel(image, Int(f.midX), Int(f.maxY) + 8), [0, 0, 0], "the shadow below it")
        XCTAssertEqual(pixel(image, Int(f.midX), Int(f.minY) - 8), [128, 128, 128], "none above")
    }

    func testASymbolsForegroundStyleShadowIsCast() throws {
        let s = try ViewSession {
            ZStack {
                Color.white
                Image(systemName: "circle.fill").font(.system(size: 40))
                    .foregroundStyle(Color(red: 0, green: 0.5, blue: 0).shadow(.drop(color: .black, radius: 0, x: 30, y: 0)))
                    .accessibilityIdentifier("symbol")
            }
        }
        let shot = try s.session.render(frame: 2, image: true, tracing: true)
        let image = try XCTUnwrap(shot.image)
        let f = try XCTUnwrap(shot.traced["symbol"]).windowFrame
        // The disc's shadow 30 points to the right: dark just past the symbol's right edge at its middle.
        XCTAssertEqual(pixel(image, Int(f.maxX) + 10, Int(f.midY)), [0, 0, 0])
        XCTAssertEqual(pixel(image, Int(f.minX) - 10, Int(f.midY)), [255, 255, 255])
    }

    // MARK: AppStorage of an optional raw-representable value

    enum Experience: String { case stack, twoColumn }

    struct ExperienceProbe: View {
        @AppStorage("swiftui-public2.experience") var experience: Experience?
        var body: some View {
            Color.red.frame(width: experience == nil ? 10 : experience == .stack ? 20 : 30, height: 10).accessibilityIdentifier("probe")
                .onTapGesture { experience = experience == nil ? .twoColumn : nil }
        }
    }

    func testAnOptionalRawRepresentableAppStorageStartsNilAndStoresTheRawValue() throws {
        let s = try ViewSession(script: "0.2 click 160 284\n0.5 click 160 284") { ExperienceProbe() }
        try s.step(2)
        XCTAssertEqual(try s.frame("probe").width, 10, "no value stored: nil")
        try s.step(15)
        XCTAssertEqual(try s.frame("probe").width, 30, "set to .twoColumn")
        XCTAssertEqual(AppStorageValues.values["swiftui-public2.experience"] as? String, "twoColumn", "stored as its raw value")
        try s.step(20)
        XCTAssertEqual(try s.frame("probe").width, 10, "set to nil again")
        XCTAssertNil(AppStorageValues.values["swiftui-public2.experience"], "nil removes the key")
    }

    // MARK: Foundation and Codable gaps of Apple's NavigationCookbook and the habit apps

    func testNavigationSplitViewVisibilityIsCodable() throws {
        let data = try JSONEncoder().encode([NavigationSplitViewVisibility.doubleColumn, .detailOnly])
        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"["doubleColumn","detailOnly"]"#)
        XCTAssertEqual(try JSONDecoder().decode([NavigationSplitViewVisibility].self, from: data), [.doubleColumn, .detailOnly])
        XCTAssertThrowsError(try JSONDecoder().decode([NavigationSplitViewVisibility].self, from: Data(#"["sideways"]"#.utf8)))
    }

    func testUserDefaultsKeyValueCodingIsTheDefaultsOwnStorage() throws {
        let d = try XCTUnwrap(UserDefaults(suiteName: "swiftui-public2-kvc"))
        let data = Data([1, 2, 3])
        d.setValue(data, forKey: "Activities")
        XCTAssertEqual(d.data(forKey: "Activities"), data)
        XCTAssertEqual(d.value(forKey: "Activities") as? Data, data)
        d.setValue(nil, forKey: "Activities")
        XCTAssertNil(d.object(forKey: "Activities"))
    }

    func testURLStandardDirectoriesAreFileManagersUserDomainFolders() {
        XCTAssertEqual(URL.cachesDirectory, FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first)
        XCTAssertEqual(URL.documentsDirectory, FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first)
        XCTAssertTrue(URL.cachesDirectory.appending(path: "NavigationData.json").path.hasSuffix("/NavigationData.json"))
    }

    // MARK: a triggered phase animator's first step

    /// Apple's ThreePhaseAnimationView idiom: a tap changes the trigger; the move to the next phase
    /// takes that phase's animation (`animation(phase)` gives the animation to the phase).
    struct Hop: View {
        @State private var taps = 0
        var body: some View {
            Color.red.frame(width: 40, height: 40)
                .phaseAnimator([0.0, 100.0], trigger: taps) { content, y in
                    content.offset(y: y)
                } animation: { y in .linear(duration: y == 0 ? 0.5 : 1) }
                .accessibilityIdentifier("hop")
                .onTapGesture { taps += 1 }
        }
    }

    func testATriggeredPhaseAnimatorAnimatesItsFirstStep() throws {
        let s = try ViewSession(script: "0.5 click 160 284") { Hop() }
        try s.step(30)
        let rest = try s.frame("hop").minY
        var seen: [Double] = []
        for _ in 0..<120 {
            try s.step()
            seen.append(Double(try s.frame("hop").minY - rest))
        }
        // It starts moving within a few frames of the tap (the tap's recognition and the step's update)…
        let k = try XCTUnwrap(seen.firstIndex { $0 > 0 })
        XCTAssertLessThanOrEqual(k, 5)
        // …and goes down 100 points linearly over 1 s (it jumped there before), one frame = 1.67 points.
        XCTAssertEqual(seen[k + 14], 25, accuracy: 2)
        XCTAssertEqual(seen[k + 29], 50, accuracy: 2, "halfway 0.5 s in")
        XCTAssertEqual(seen[k + 59], 100, accuracy: 2, "there after 1 s")
        // Then back to the first phase (0.5 s linear): the run ends on it.
        XCTAssertEqual(seen[k + 74], 50, accuracy: 2)
        XCTAssertEqual(seen[k + 89], 0, accuracy: 2)
    }

    // MARK: small iOS 17 members of the screens

    func testASymbolEffectTransitionGrowsInFromHalfSizeAndTransparent() throws {
        let model = TestModel()
        let s = try ViewSession { TransitionHost(model: model, transition: .symbolEffect(.disappear.down)) }
        try s.step(2)
        let start = s.nextTime
        withAnimation(.linear(duration: 1)) { model.flag = true }
        for _ in 0..<30 {
            try s.step()
            let p = min(max(s.nextTime - 1.0 / 60 - start, 0), 1)
            let l = try s.layer("box")
            XCTAssertEqual(Double(l.opacity), p, accuracy: 1e-6)
            XCTAssertEqual(Double(l.transform.m11), 0.5 + 0.5 * p, accuracy: 1e-6)
        }
    }

    func testScenePaddingIsTheStandardPadding() throws {
        let s = try ViewSession { Color.red.frame(width: 10, height: 10).scenePadding().accessibilityIdentifier("padded") }
        try s.step()
        XCTAssertEqual(try s.frame("padded").size, CGSize(width: 42, height: 42))
    }

    // MARK: hit testing through a stack laid over the screen

    /// pbj-apps' WWDC23 menu idiom: a `ZStack` whose last child is `VStack { Spacer(); logo }` over the
    /// menu's links. A spacer and a stack's empty space are not hit-testable in SwiftUI: taps reach the
    /// links below.
    struct Menu: View {
        @State private var taps = 0
        var body: some View {
            ZStack {
                Color.blue
                Button { taps += 1 } label: { Text("Phase Animation").padding(10) }
                VStack {
                    Spacer()
                    Color.green.frame(width: 50, height: 50).padding(30)
                }
                Color.red.frame(width: CGFloat(10 + 10 * taps), height: 10).accessibilityIdentifier("taps").offset(y: 100)
            }
        }
    }

    func testTapsPassThroughASpacerOfAStackLaidOverThem() throws {
        let s = try ViewSession(script: "0.2 click 160 284") { Menu() }
        try s.step(30)
        XCTAssertEqual(try s.frame("taps").width, 20, "the button below the VStack's spacer got the tap")
    }

    // MARK: the bar's tint

    /// pbj-apps' `NavigationStack { … }.tint(.studioPurple)`: the bar's buttons (a pushed screen's back
    /// button, which UIKit draws in the bar's `tintColor`) are purple.
    func testATintOnANavigationStackTintsItsBarsButtons() throws {
        let s = try ViewSession {
            NavigationStack {
                NavigationLink("Open") { Text("Detail") }
            }
            .tint(Color(red: 0.5, green: 0, blue: 0.5))
        }
        try s.step(60)
        let navigation = try XCTUnwrap(s.firstController(UINavigationController.self))
        let tint = try XCTUnwrap(navigation.navigationBar.tintColor)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        tint.getRed(&r, green: &g, blue: &b, alpha: &a)
        XCTAssertEqual(r, 0.5, accuracy: 1e-6)
        XCTAssertEqual(g, 0, accuracy: 1e-6)
        XCTAssertEqual(b, 0.5, accuracy: 1e-6)
    }

    // MARK: named spaces in a visualEffect's geometry

    /// CustomSwipeActions' idiom: `.visualEffect { content, proxy in content.offset(x: …proxy.frame(in:
    /// .scrollView(axis: .horizontal)).minX…) }` — the proxy finds the scroll view's space (it read the
    /// window's, 15 points off, and shifted the row left).
    func testAVisualEffectsProxyFindsTheScrollViewsSpace() throws {
        let s = try ViewSession {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    Color.red.frame(width: 100, height: 40).accessibilityIdentifier("row")
                }
                .visualEffect { content, proxy in
                    let minX = proxy.frame(in: .scrollView(axis: .horizontal)).minX
                    return content.offset(x: minX > 0 ? -minX : 0)
                }
            }
            .frame(width: 200, height: 40)
            .padding(.leading, 15)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        try s.step(2)
        // At rest the row is at the scroll view's leading edge (minX 0 in its space): not moved.
        XCTAssertEqual(try s.frame("row").minX, 15, accuracy: 1e-9)
    }
}
