import XCTest
import SwiftUI
@testable import MotionLabPreview

/// Idioms of public SwiftUI screens previewed unchanged (see notes/swiftui-public.md), written here as
/// ordinary SwiftUI code and checked against Apple's documented behaviour.
final class PublicScreenIdiomsTests: XCTestCase {
    // MARK: matchedGeometryEffect under a value-less .animation(_:)

    /// The iOS 14 hero idiom: each branch's views carry `.matchedGeometryEffect` with an
    /// `.animation(.linear)` around them, and the tap toggles the state without `withAnimation`.
    struct SwapDots: View {
        @ObservedObject var model: TestModel
        @Namespace var ns
        var body: some View {
            ZStack {
                if model.flag {
                    HStack {
                        Circle().fill(Color.green).frame(width: 30, height: 30).matchedGeometryEffect(id: "green", in: ns)
                        Spacer()
                        Circle().fill(Color.orange).accessibilityIdentifier("orange").frame(width: 30, height: 30)
                            .matchedGeometryEffect(id: "orange", in: ns)
                    }
                    .frame(width: 100)
                    .animation(.linear)
                } else {
                    HStack {
                        Circle().fill(Color.orange).accessibilityIdentifier("orange").frame(width: 30, height: 30)
                            .matchedGeometryEffect(id: "orange", in: ns)
                        Spacer()
                        Circle().fill(Color.green).frame(width: 30, height: 30).matchedGeometryEffect(id: "green", in: ns)
                    }
                    .frame(width: 100)
                    .animation(.linear)
                }
            }
        }
    }

    func testAMatchedViewUnderAnImplicitAnimationMovesFromItsPartnersFrame() throws {
        let model = TestModel()
        let s = try ViewSession { SwapDots(model: model) }
        try s.step(2)
        let before = try s.frame("orange")
        // The 100-point row centred in 320 points: the orange dot at its leading edge.
        XCTAssertEqual(before.midX, 125, accuracy: 1e-9)
        let start = s.nextTime
        model.flag = true          // no withAnimation: the branch's .animation(.linear) animates it
        var sawMidway = false
        for _ in 0..<30 {
            try s.step()
            let t = s.nextTime - 1.0 / 60 - start
            // Animation.linear is 0.35 s: the inserted dot goes from the removed one's place to its own.
            let p = min(max(t / 0.35, 0), 1)
            let f = try s.frame("orange")
            XCTAssertEqual(f.midX, 125 + 70 * p, accuracy: 1e-6, "at \(t) s")
            XCTAssertEqual(f.width, 30, accuracy: 1e-9)
            XCTAssertEqual(f.midY, before.midY, accuracy: 1e-9)
            if p > 0.2 && p < 0.8 { sawMidway = true }
        }
        XCTAssertTrue(sawMidway)
    }

    /// Without an animation anywhere, the inserted matched view is at its own frame at once.
    struct SwapDotsPlain: View {
        @ObservedObject var model: TestModel
        @Namespace var ns
        var body: some View {
            HStack {
                if model.flag { Spacer() }
                Circle().fill(Color.orange).accessibilityIdentifier("orange").frame(width: 30, height: 30)
                    .matchedGeometryEffect(id: "a", in: ns).id(model.flag)
                if !model.flag { Spacer() }
            }
            .frame(width: 100)
        }
    }

    func testAMatchedViewWithoutAnyAnimationJumps() throws {
        let model = TestModel()
        let s = try ViewSession { SwapDotsPlain(model: model) }
        try s.step(2)
        XCTAssertEqual(try s.frame("orange").midX, 125, accuracy: 1e-9)
        model.flag = true
        try s.step()
        XCTAssertEqual(try s.frame("orange").midX, 195, accuracy: 1e-9)
    }

    // MARK: iOS 17: a stroked shape is a shape

    func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let i = (y * image.width + x) * 4
        return image.pixels[i..<i + 3].map { Int($0) }
    }

    func testAStrokeFilledPaintsTheStrokeWithTheFill() throws {
        // iOS 17: `stroke(lineWidth:)` is `some Shape` (the stroke's outline); `.fill(.red)` paints it red.
        let s = try ViewSession {
            Circle().stroke(lineWidth: 10).fill(Color(red: 1, green: 0, blue: 0))
                .accessibilityIdentifier("ring").frame(width: 100, height: 100)
        }
        let shot = try s.session.render(frame: 2, image: true, tracing: true)
        let image = try XCTUnwrap(shot.image)
        let f = try XCTUnwrap(shot.traced["ring"]).windowFrame
        XCTAssertEqual(f.width, 100, accuracy: 1e-9)
        let cx = Int(f.midX), cy = Int(f.midY)
        // The stroke is centred on the circle of radius 50: 45…55 points from the centre.
        XCTAssertEqual(pixel(image, cx + 48, cy), [255, 0, 0], "on the stroke (inside the outline)")
        XCTAssertEqual(pixel(image, cx + 52, cy), [255, 0, 0], "on the stroke (outside the outline)")
        XCTAssertEqual(pixel(image, cx, cy), [255, 255, 255], "the inside is not filled")
        XCTAssertEqual(pixel(image, cx, cy - 30), [255, 255, 255])
        XCTAssertEqual(pixel(image, cx + 58, cy), [255, 255, 255], "nothing past the stroke")
    }

    func testAStyledShapeFilledAgainDrawsTheNewFillOverIt() throws {
        // `ShapeView.fill` on a filled shape: the shape filled again over the view (its background).
        let s = try ViewSession {
            Rectangle().fill(Color(red: 0, green: 0, blue: 1)).fill(Color(red: 1, green: 0, blue: 0).opacity(0.5))
                .accessibilityIdentifier("box").frame(width: 100, height: 100)
        }
        let shot = try s.session.render(frame: 2, image: true, tracing: true)
        let image = try XCTUnwrap(shot.image)
        let f = try XCTUnwrap(shot.traced["box"]).windowFrame
        // Half-transparent red over opaque blue: (0.5·255, 0, 0.5·255).
        let p = pixel(image, Int(f.midX), Int(f.midY))
        XCTAssertEqual(p[0], 128, accuracy: 2)
        XCTAssertEqual(p[1], 0)
        XCTAssertEqual(p[2], 128, accuracy: 2)
    }

    // MARK: colorScheme(_:)

    func testTheColorSchemeModifierSetsTheSchemeBelowIt() throws {
        let s = try ViewSession {
            VStack(spacing: 0) {
                Color(.systemBackground).accessibilityIdentifier("dark").frame(width: 100, height: 50)
                    .colorScheme(.dark)
                Color(.systemBackground).accessibilityIdentifier("light").frame(width: 100, height: 50)
            }
        }
        let shot = try s.session.render(frame: 2, image: true, tracing: true)
        let image = try XCTUnwrap(shot.image)
        let dark = try XCTUnwrap(shot.traced["dark"]).windowFrame
        let light = try XCTUnwrap(shot.traced["light"]).windowFrame
        // iOS's systemBackground: black in dark mode, white in light mode.
        XCTAssertEqual(pixel(image, Int(dark.midX), Int(dark.midY)), [0, 0, 0])
        XCTAssertEqual(pixel(image, Int(light.midX), Int(light.midY)), [255, 255, 255])
    }
}

extension PublicScreenIdiomsTests {
    func testAStrokeRotatedIsTheRotatedShapeStroked() throws {
        // iOS 17: `stroke(style:)` is a shape, so `.rotation` turns its outline: a quarter circle trimmed
        // from angle 0 (3 o'clock, clockwise on screen) turned by 270° runs from 12 to 3 o'clock.
        let s = try ViewSession {
            Circle().trim(from: 0, to: 0.25).stroke(style: StrokeStyle(lineWidth: 10)).rotation(.degrees(270))
                .foregroundColor(Color(red: 0, green: 0, blue: 1))
                .accessibilityIdentifier("ring").frame(width: 100, height: 100)
        }
        let shot = try s.session.render(frame: 2, image: true, tracing: true)
        let image = try XCTUnwrap(shot.image)
        let f = try XCTUnwrap(shot.traced["ring"]).windowFrame
        let cx = Int(f.midX), cy = Int(f.midY)
        // Points on the circle of radius 50 at 1:30 (between 12 and 3 o'clock) and at 4:30 and 10:30.
        let d = Int((50 / 2.0.squareRoot()).rounded())
        XCTAssertEqual(pixel(image, cx + d, cy - d), [0, 0, 255], "the arc between 12 and 3 o'clock")
        XCTAssertEqual(pixel(image, cx + d, cy + d), [255, 255, 255], "not the unrotated arc (3 to 6 o'clock)")
        XCTAssertEqual(pixel(image, cx - d, cy - d), [255, 255, 255])
    }
}

// MARK: Xcode 15's asset symbols (Tests/Swift6Fixture/iOS/Assets.xcassets, compiled by the plugin)

import Swift6Fixture

extension PublicScreenIdiomsTests {
    func testGeneratedAssetSymbolsDrawTheirSets() throws {
        for dark in [false, true] {
            let s = try ViewSession { AssetSymbolSwatches().environment(\.colorScheme, dark ? .dark : .light) }
            let shot = try s.session.render(frame: 2, image: true, tracing: true)
            let image = try XCTUnwrap(shot.image)
            // The colour set: red, blue in dark mode — through ColorResource, ShapeStyle and UIColor alike.
            for name in ["resourceColor", "shapeStyle", "uiColor"] {
                let f = try XCTUnwrap(shot.traced[name], name).windowFrame
                XCTAssertEqual(f.size, CGSize(width: 40, height: 20), name)
                XCTAssertEqual(pixel(image, Int(f.midX), Int(f.midY)), dark ? [0, 0, 255] : [255, 0, 0], name)
            }
            // The image set: its 20×10 green PNG at 1x, at its size.
            for name in ["resourceImage", "uiImage"] {
                let f = try XCTUnwrap(shot.traced[name], name).windowFrame
                XCTAssertEqual(f.size, CGSize(width: 20, height: 10), name)
                XCTAssertEqual(pixel(image, Int(f.midX), Int(f.midY)), [0, 255, 0], name)
            }
        }
    }

    func testResourcesOfUnknownNamesAreEmpty() {
        XCTAssertNil(UIImage(resource: ImageResource(name: "PublicScreenIdiomsTests.none", bundle: .main)).cgImage)
        XCTAssertEqual(UIColor(resource: ColorResource(name: "PublicScreenIdiomsTests.none", bundle: .main)).cgColor.alpha, 0)
    }
}

// MARK: A text of spaces

extension PublicScreenIdiomsTests {
    func testATextOfASpaceIsAsWideAsTheSpace() throws {
        // The letter-by-letter idiom (`ForEach(Array("Slide to cancel")) { Text(String($0)) }` in an
        // HStack(spacing: 0)): the spaces keep their width, so the words stay apart.
        let s = try ViewSession {
            VStack {
                HStack(spacing: 0) { Text("a"); Text(" "); Text("b") }.accessibilityIdentifier("letters")
                Text("a b").accessibilityIdentifier("words")
            }
        }
        try s.step(2)
        let letters = try s.frame("letters"), words = try s.frame("words")
        XCTAssertGreaterThan(words.width, 0)
        XCTAssertEqual(letters.width, words.width, accuracy: 0.5)
        XCTAssertEqual(letters.height, words.height, accuracy: 1e-9)
    }
}

// MARK: statusBarHidden(_:)

extension PublicScreenIdiomsTests {
    struct HidesTheStatusBar: View {
        @ObservedObject var model: TestModel
        var body: some View {
            VStack(spacing: 0) {
                Text("Top").accessibilityIdentifier("fill")
                Spacer()
            }
            .statusBarHidden(model.flag)
        }
    }

    func testStatusBarHiddenHidesTheBarAndItsSafeArea() throws {
        // A 320×568 iPhone (the preview's device chrome) has a 20-point status bar and no notch: hidden,
        // its 20 points leave the safe area.
        let model = TestModel()
        var o = HeadlessSession.Options()
        o.scale = 1
        o.fps = 60
        o.duration = 60
        let session = try HeadlessSession(preview: Preview("bar") { UIHostingController(rootView: HidesTheStatusBar(model: model)) }, options: o)
        func top() throws -> CGFloat {
            let traced = try session.step(draws: true, tracing: true).rendered.traced
            return try XCTUnwrap(traced["fill"]).windowFrame.minY
        }
        _ = try top()
        XCTAssertEqual(try top(), 20, accuracy: 1e-9)
        XCTAssertFalse(session.runner.context.perform { UIApplication.shared.isStatusBarHidden })
        model.flag = true
        _ = try top()
        XCTAssertEqual(try top(), 0, accuracy: 1e-9)
        XCTAssertTrue(session.runner.context.perform { UIApplication.shared.isStatusBarHidden })
        model.flag = false
        _ = try top()
        XCTAssertEqual(try top(), 20, accuracy: 1e-9)
    }
}

// MARK: iOS 13's style structs

extension PublicScreenIdiomsTests {
    struct OrderForm: View {
        @State private var tip = 1
        @State private var name = ""
        var body: some View {
            VStack {
                Picker("Tip", selection: $tip) {
                    Text("10%").tag(0)
                    Text("15%").tag(1)
                }
                .pickerStyle(SegmentedPickerStyle())
                TextField("Name", text: $name).textFieldStyle(RoundedBorderTextFieldStyle())
            }
        }
    }

    func testIOS13StyleStructsAreTheirStyles() throws {
        // `SegmentedPickerStyle()` is `.segmented` (a UISegmentedControl, the tagged option selected);
        // `RoundedBorderTextFieldStyle()` is `.roundedBorder` (UIKit's rounded-rect border).
        let s = try ViewSession { OrderForm() }
        try s.step(2)
        let segmented = try XCTUnwrap(s.firstView(UISegmentedControl.self))
        XCTAssertEqual(s.session.runner.context.perform { segmented.numberOfSegments }, 2)
        XCTAssertEqual(s.session.runner.context.perform { segmented.selectedSegmentIndex }, 1)
        let field = try XCTUnwrap(s.firstView(UITextField.self))
        XCTAssertEqual(s.session.runner.context.perform { field.borderStyle }, .roundedRect)
    }
}

// MARK: NavigationView's columns on an iPhone

extension PublicScreenIdiomsTests {
    func testANavigationViewOfTwoViewsShowsTheFirstOnAnIPhone() throws {
        // The iOS 14 master–detail idiom: the second view is the regular width's detail placeholder; an
        // iPhone in portrait (compact) shows the first as the stack's root.
        let s = try ViewSession {
            NavigationView {
                List {
                    NavigationLink("Open") { Text("Pushed").accessibilityIdentifier("pushed") }
                        .accessibilityIdentifier("row")
                }
                .navigationTitle("Items")
                Text("Select something").accessibilityIdentifier("placeholder")
            }
        }
        try s.step(3)
        let row = try s.frame("row")
        XCTAssertNil(s.frames.last?["placeholder"], "the detail column is not shown on an iPhone")
        // The list is the root and fills the screen under the bar: its row is near the top, its label
        // 16 + 20 points in (the inset-grouped card and the row's content inset).
        XCTAssertLessThan(row.minY, 284)
        XCTAssertEqual(row.minX, 36, accuracy: 1e-9)
    }
}
