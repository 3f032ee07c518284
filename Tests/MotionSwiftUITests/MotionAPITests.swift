import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionViews

/// The objc.io / Hacking with Swift shake: its start and end transforms are both the identity, so
/// only a frame-by-frame evaluation of `effectValue` shows it.
struct ShakeEffect: GeometryEffect {
    var amount: CGFloat = 10
    var shakesPerUnit = 3
    var animatableData: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
    }
}

/// A scale about the view's top-leading corner (the origin of an effect's coordinates).
struct CornerScale: GeometryEffect {
    var scale: CGFloat
    var animatableData: CGFloat {
        get { scale }
        set { scale = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(CGAffineTransform(scaleX: scale, y: scale)) }
}

/// The older spelling of an animatable modifier.
struct CountingLabel: AnimatableModifier {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    func body(content: Content) -> some View { content.overlay(Text("\(Int(value))").accessibilityIdentifier("counting")) }
}

/// The iOS 17 spelling: a `ViewModifier` that is `Animatable`, shaking through `.offset` (attack S4-23).
struct OffsetShake: ViewModifier, Animatable {
    var animatableData: CGFloat
    func body(content: Content) -> some View { content.offset(x: 30 * sin(animatableData * .pi * 3)) }
}

struct EffectHost: View {
    @ObservedObject var model: TestModel
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 40).accessibilityIdentifier("shaken")
                .modifier(ShakeEffect(animatableData: CGFloat(model.value)))
            Color.blue.frame(width: 40, height: 40).accessibilityIdentifier("scaled")
                .modifier(CornerScale(scale: model.flag ? 2 : 1))
            Color.gray.frame(width: 40, height: 20).modifier(CountingLabel(value: model.value * 10))
            Color.green.frame(width: 40, height: 20).accessibilityIdentifier("wobble").modifier(OffsetShake(animatableData: CGFloat(model.value)))
        }
    }
}

struct CounterHost: View {
    @ObservedObject var model: TestModel
    let transition: ContentTransition
    var body: some View {
        Text("\(Int(model.value))").font(.system(size: 40)).contentTransition(transition).accessibilityIdentifier("count")
    }
}

struct GradientStyles: View {
    var body: some View {
        VStack {
            Rectangle().fill(.linearGradient(colors: [.yellow, .red], startPoint: .top, endPoint: .bottom)).frame(width: 40, height: 40)
            Circle().fill(.radialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 20)).frame(width: 40, height: 40)
            Text("Hi").foregroundStyle(.linearGradient(colors: [.yellow, .red], startPoint: .top, endPoint: .bottom))
            Color.clear.frame(width: 40, height: 40).background(.angularGradient(colors: [.red, .blue, .red], center: .center, startAngle: .zero, endAngle: .degrees(360)))
            Rectangle().stroke(.conicGradient(colors: [.red, .blue], center: .center), lineWidth: 4).frame(width: 40, height: 40)
        }
    }
}

struct LiveTexts: View {
    let start: Date
    var body: some View {
        VStack {
            Text(timerInterval: start...start.addingTimeInterval(60), countsDown: true).accessibilityIdentifier("down")
            Text(timerInterval: start...start.addingTimeInterval(60), countsDown: false).accessibilityIdentifier("up")
            Text(timerInterval: start...start.addingTimeInterval(7200)).accessibilityIdentifier("hours")
            Text(timerInterval: start...start.addingTimeInterval(7200), showsHours: false).accessibilityIdentifier("minutes")
            Text(timerInterval: start...start.addingTimeInterval(60), pauseTime: start.addingTimeInterval(1)).accessibilityIdentifier("paused")
            Text(start, style: .timer).accessibilityIdentifier("timer")
            Text(start.addingTimeInterval(3725), style: .relative).accessibilityIdentifier("relative")
            Text(start.addingTimeInterval(3725), style: .offset).accessibilityIdentifier("offset")
            Text(start.addingTimeInterval(-90), style: .offset).accessibilityIdentifier("past")
        }
    }
}

struct PagedHost: View {
    @ObservedObject var model: TestModel
    var body: some View {
        TabView(selection: Binding(get: { Int(model.value) }, set: { model.value = Double($0) })) {
            ForEach(0..<3) { i in
                Color(white: Double(i) / 3).accessibilityIdentifier("page\(i)").tag(i)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
        .indexViewStyle(.page(backgroundDisplayMode: .always))
    }
}

/// The style set above other modifiers (and above a container): it reaches the tab view through the environment.
struct PagedBelow: View {
    var body: some View {
        VStack {
            TabView {
                ForEach(0..<2) { i in Color.red.accessibilityIdentifier("p\(i)") }
            }
            .frame(height: 200)
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
    }
}

extension ViewSession {
    /// The text a `Text` named `name` shows now.
    func text(_ name: String) throws -> String {
        let host = try XCTUnwrap(firstView(HostingView.self))
        return try XCTUnwrap(session.runner.context.perform { () -> String? in
            var found: String?
            guard let root = host.graph.rootNode else { return nil }
            host.graph.forEachDescendant(root) { n in
                if let t = n as? TextNode, t.context.traits.accessibilityIdentifier == name || t.hostView.accessibilityIdentifier == name { found = t.string }
            }
            return found
        }, "no text named \(name)")
    }
}

final class MotionAPITests: XCTestCase {
    // MARK: GeometryEffect

    func testAGeometryEffectIsEvaluatedAtEveryFrameOfItsAnimation() throws {
        let model = TestModel()
        let s = try ViewSession { EffectHost(model: model) }
        try s.step(2)
        let x0 = try s.frame("shaken").minX
        let start = s.nextTime
        withAnimation(.linear(duration: 1)) { model.value = 1 }
        var largest: CGFloat = 0
        for _ in 0..<66 {
            try s.step()
            let p = min(max(s.nextTime - 1.0 / 60 - start, 0), 1)
            let dx = try s.frame("shaken").minX - x0
            XCTAssertEqual(Double(dx), 10 * sin(p * .pi * 3), accuracy: 1e-6, "at progress \(p)")
            largest = max(largest, abs(dx))
        }
        XCTAssertGreaterThan(largest, 9.9, "it shook")
        XCTAssertEqual(try s.frame("shaken").minX, x0, accuracy: 1e-6, "and came back")
    }

    func testAnimatableModifiersAreEvaluatedAtEveryFrame() throws {
        let model = TestModel()
        let s = try ViewSession { EffectHost(model: model) }
        try s.step(2)
        let x0 = try s.frame("wobble").minX
        XCTAssertEqual(try s.text("counting"), "0")
        let start = s.nextTime
        withAnimation(.linear(duration: 1)) { model.value = 1 }
        for _ in 0..<66 {
            try s.step()
            let p = min(max(s.nextTime - 1.0 / 60 - start, 0), 1)
            XCTAssertEqual(Double(try s.frame("wobble").minX - x0), 30 * sin(p * .pi * 3), accuracy: 1e-6, "offset shake at progress \(p)")
            XCTAssertEqual(try s.text("counting"), "\(Int(p * 10 + 1e-9))", "count-up label at progress \(p)")
        }
    }

    func testAnEffectActsInTheViewsOwnCoordinatesAboutItsTopLeadingCorner() throws {
        let model = TestModel()
        let s = try ViewSession { EffectHost(model: model) }
        try s.step(2)
        let before = try s.frame("scaled")
        var t = Transaction()
        t.disablesAnimations = true
        withTransaction(t) { model.flag = true }
        try s.step(2)
        let after = try s.frame("scaled")
        assertRect(after, before.minX, before.minY, 80, 80, "doubled from its top-leading corner", accuracy: 1e-6)
        XCTAssertEqual(before.width, 40)
    }

    func testProjectionTransformAlgebra() {
        let t = ProjectionTransform(CATransform3DMakeTranslation(5, 7, 9))
        XCTAssertEqual([t.m31, t.m32, t.m33], [5, 7, 1])
        XCTAssertTrue(t.isAffine)
        let a = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 4))
        let both = a.concatenating(t)  // scale, then translate
        XCTAssertEqual([both.m11, both.m22, both.m31, both.m32], [2, 4, 5, 7])
        let back = both.concatenating(both.inverted())
        XCTAssertTrue(back.isIdentity || abs(back.m11 - 1) < 1e-12 && abs(back.m31) < 1e-12)
        var singular = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        XCTAssertFalse(singular.invert(), "a singular transform does not invert")
        XCTAssertFalse(CATransform3DMakeTranslation(.nan, 0, 0).isDrawable(CGSize(width: 10, height: 10)))
        var flip = CATransform3DIdentity
        flip.m14 = 1  // w = 1 + x: 0 at x = −1, negative left of it
        XCTAssertFalse(flip.isDrawable(CGSize(width: 10, height: 10)), "w ≤ 0 at a corner")
        XCTAssertTrue(flip.isDrawable(CGSize(width: 1, height: 1)))
    }

    // MARK: contentTransition

    func testNumericTextCrossFadesTheOldAndNewTextOverTheAnimation() throws {
        let model = TestModel()
        let s = try ViewSession { CounterHost(model: model, transition: .numericText()) }
        try s.step(2)
        XCTAssertEqual(try s.text("count"), "0")
        let start = s.nextTime
        withAnimation(.linear(duration: 0.5)) { model.value = 1 }
        for _ in 0..<20 {
            try s.step()
            let p = min(max(s.nextTime - 1.0 / 60 - start, 0), 1) / 0.5
            XCTAssertEqual(Double(try s.layer("count.outgoing").opacity), 1 - p, accuracy: 1e-5)
            XCTAssertEqual(Double(try s.layer("count.incoming").opacity), p, accuracy: 1e-5)
        }
        try s.step(20)
        XCTAssertNil(s.frames.last?["count.outgoing"], "the old text's layer goes when the animation ends")
        XCTAssertEqual(try s.text("count"), "1")
    }

    func testTheIdentityTransitionChangesTheTextAtOnce() throws {
        let model = TestModel()
        let s = try ViewSession { CounterHost(model: model, transition: .identity) }
        try s.step(2)
        withAnimation(.linear(duration: 0.5)) { model.value = 1 }
        try s.step()
        XCTAssertNil(s.frames.last?["count.outgoing"])
        XCTAssertEqual(try s.text("count"), "1")
    }

    // MARK: ShapeStyle gradients

    func testStaticGradientMembersAreTheGradientViews() throws {
        func fill<S: ShapeStyle>(_ s: S) -> ResolvedFill { s._resolveFill(EnvironmentValues()) }
        let colors: [Color] = [.yellow, .red]
        XCTAssertEqual(fill(.linearGradient(colors: colors, startPoint: .top, endPoint: .bottom)),
                       fill(LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom)))
        XCTAssertEqual(fill(.linearGradient(Gradient(colors: colors), startPoint: .leading, endPoint: .trailing)),
                       fill(LinearGradient(gradient: Gradient(colors: colors), startPoint: .leading, endPoint: .trailing)))
        XCTAssertEqual(fill(.radialGradient(colors: colors, center: .center, startRadius: 2, endRadius: 30)),
                       fill(RadialGradient(colors: colors, center: .center, startRadius: 2, endRadius: 30)))
        XCTAssertEqual(fill(.angularGradient(colors: colors, center: .top, startAngle: .degrees(90), endAngle: .degrees(180))),
                       fill(AngularGradient(colors: colors, center: .top, startAngle: .degrees(90), endAngle: .degrees(180))))
        XCTAssertEqual(fill(.linearGradient(Color.blue.gradient, startPoint: .top, endPoint: .bottom)),
                       fill(LinearGradient(gradient: Color.blue.gradient.gradient, startPoint: .top, endPoint: .bottom)))
        guard case .gradient(let g) = fill(.linearGradient(stops: [.init(color: .red, location: 0.2), .init(color: .blue, location: 0.8)], startPoint: .top, endPoint: .bottom)) else {
            return XCTFail("a gradient")
        }
        XCTAssertEqual(g.stops.map(\.location), [0.2, 0.8])
        let s = try ViewSession { GradientStyles() }
        try s.step()
    }

    // MARK: Live date text

    func testTimerAndRelativeTextFollowTheSceneClock() throws {
        let start = Date()
        let s = try ViewSession { LiveTexts(start: start) }
        try s.step(151)  // the last frame is at 2.5 s of scene time
        XCTAssertEqual(try s.text("down"), "0:58", "60 s less 2.5 s, rounded up")
        XCTAssertEqual(try s.text("up"), "0:02")
        XCTAssertEqual(try s.text("hours"), "1:59:58")
        XCTAssertEqual(try s.text("minutes"), "119:58")
        XCTAssertEqual(try s.text("paused"), "0:59", "stopped one second in")
        XCTAssertEqual(try s.text("timer"), "0:02")
        XCTAssertEqual(try s.text("relative"), "1 hour, 2 minutes")
        XCTAssertEqual(try s.text("offset"), "+1 hour")
        XCTAssertEqual(try s.text("past"), "-1 minute")
        try s.step(60)  // 3.5 s
        XCTAssertEqual(try s.text("down"), "0:57")
        XCTAssertEqual(try s.text("up"), "0:03")
    }

    // MARK: Keyframes without a track

    func testKeyframesOfTheWholeValuePlayInSequence() {
        let direct = KeyframeTimeline(initialValue: 1.0) {
            LinearKeyframe(2.0, duration: 0.5)
            LinearKeyframe(1.0, duration: 0.5)
            MoveKeyframe(3.0)
        }
        XCTAssertEqual(direct.duration, 1, accuracy: 1e-12, "one after the other, not side by side")
        XCTAssertEqual(direct.value(time: 0.25), 1.5, accuracy: 1e-9)
        XCTAssertEqual(direct.value(time: 0.5), 2, accuracy: 1e-9)
        XCTAssertEqual(direct.value(time: 0.75), 1.5, accuracy: 1e-9)
        let tracked = KeyframeTimeline(initialValue: 1.0) {
            KeyframeTrack {
                CubicKeyframe(1.5, duration: 0.5)
                CubicKeyframe(1.0, duration: 0.5)
            }
        }
        let cubic = KeyframeTimeline(initialValue: 1.0) {
            CubicKeyframe(1.5, duration: 0.5)
            CubicKeyframe(1.0, duration: 0.5)
        }
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            XCTAssertEqual(cubic.value(time: t), tracked.value(time: t), accuracy: 1e-12, "the same as in a KeyframeTrack at \(t)")
        }
    }

    // MARK: Page tab view

    func testAPageTabViewPagesAndWritesItsSelection() throws {
        let model = TestModel()
        let s = try ViewSession(script: "0.5 drag 280 284 40 284 0.15") { PagedHost(model: model) }
        try s.step(2)
        XCTAssertEqual(try s.frame("page0").minX, 0)
        XCTAssertEqual(try s.frame("page1").minX, 320, "pages side by side, each the tab view's width")
        let dots = try XCTUnwrap(s.firstView(UIPageControl.self))
        XCTAssertEqual(dots.numberOfPages, 3)
        XCTAssertFalse(dots.isHidden)
        XCTAssertEqual(dots.backgroundStyle, .prominent)
        try s.step(120)  // the swipe at 0.5 s and its settling
        XCTAssertEqual(model.value, 1, "the swipe came to rest on the second page and selected it")
        XCTAssertEqual(try s.frame("page1").minX, 0, accuracy: 0.5)
        XCTAssertEqual(dots.currentPage, 1)
        model.value = 2
        try s.step(3)
        XCTAssertEqual(try s.frame("page2").minX, 0, accuracy: 0.5, "a new selection shows its page")
        XCTAssertNil(s.firstController(UITabBarController.self), "no tab bar")
    }

    func testThePageStyleReachesTheTabViewThroughTheEnvironment() throws {
        let s = try ViewSession { PagedBelow() }
        try s.step(2)
        XCTAssertNil(s.firstController(UITabBarController.self), "pages, not a tab bar")
        assertRect(try s.frame("p0"), 0, (568 - 200) / 2, 320, 200)
        XCTAssertEqual(try s.frame("p1").minX, 320)
        XCTAssertEqual(s.firstView(UIPageControl.self)?.isHidden, true, "indexDisplayMode .never")
    }
}
