import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview
@testable import MotionViews

/// Modifiers ordinary iOS 15–17 screens use that did not compile: each compiles with Apple's signature and
/// does what SwiftUI documents where a preview can show it.
final class ModifierCoverageTests: XCTestCase {
    /// A screen written with them, as a shipping app writes it: it compiles and renders.
    struct ShippingScreen: View {
        @State var name = "Walk the dog"
        @AccessibilityFocusState var focused: Bool
        @ScaledMetric var iconSize = 24
        var body: some View {
            NavigationStack {
                List {
                    Section("Tasks") {
                        Text(name).strikethrough().foregroundStyle(.secondary)
                            .accessibilityLabel("Task")
                            .accessibilityHint(Text("Double tap to edit"))
                            .accessibilityValue("done")
                            .accessibilityAddTraits(.isButton)
                            .accessibilityFocused($focused)
                            .listRowSeparatorTint(.orange)
                        Image(systemName: "heart").symbolVariant(.fill).frame(width: iconSize)
                            .accessibilityHidden(true)
                        Text("Redacted").redacted(reason: .placeholder)
                        Text("Long text that wraps").lineLimit(1...3).fontDesign(.rounded).textSelection(.enabled)
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityAction(named: "Archive") {}
                    .accessibilityAdjustableAction { _ in }
                }
                .navigationTitle($name)
                .toolbarRole(.editor)
                .toolbarTitleMenu { Button("Rename") {} }
                .popover(isPresented: .constant(false)) { Text("Popover") }
                .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                .privacySensitive()
            }
            .background(.bar)
            .clipShape(.rect(cornerRadius: 12))
            .background(.blue.opacity(0.2), in: .capsule)
            .containerShape(.rect(cornerRadius: 20))
        }
    }

    func testAShippingScreenWithThemRenders() throws {
        let s = try ViewSession { ShippingScreen() }
        try s.step(3)
        XCTAssertNotNil(s.firstView(UIScrollView.self))
    }

    func testShapeShorthandsAreApplesShapes() {
        func shape<S: Shape>(_ s: S) -> S { s }
        let rounded: RoundedRectangle = shape(.rect(cornerRadius: 12))
        XCTAssertEqual(rounded.cornerSize, CGSize(width: 12, height: 12))
        let r = CGRect(x: 0, y: 0, width: 100, height: 40)
        let capsule: Capsule = shape(.capsule)
        XCTAssertEqual(capsule.path(in: r).cgPath.boundingBox, Capsule().path(in: r).cgPath.boundingBox)
        let uneven: UnevenRoundedRectangle = shape(.rect(topLeadingRadius: 8, topTrailingRadius: 8))
        XCTAssertEqual(uneven.cornerRadii, RectangleCornerRadii(topLeading: 8, topTrailing: 8))
        let circle: Circle = shape(.circle)
        XCTAssertEqual(circle.path(in: r).cgPath.boundingBox.width, 40, accuracy: 0.01)
    }

    /// `symbolVariant(.fill)` draws "heart.fill" for `Image(systemName: "heart")`; suffixes in SF Symbols'
    /// order, and a name that has them is kept.
    func testSymbolVariantsNameTheVariantSymbol() {
        XCTAssertEqual(SymbolVariants.fill.name(for: "heart"), "heart.fill")
        XCTAssertEqual(SymbolVariants.circle.fill.name(for: "person"), "person.circle.fill")
        XCTAssertEqual(SymbolVariants.slash.fill.name(for: "bell"), "bell.slash.fill")
        XCTAssertEqual(SymbolVariants.fill.name(for: "heart.fill"), "heart.fill")
        XCTAssertEqual(SymbolVariants.circle.name(for: "xmark.fill"), "xmark.circle.fill")
        XCTAssertTrue(SymbolVariants.circle.fill.contains(.fill))
        XCTAssertFalse(SymbolVariants.fill.contains(.circle))
    }

    struct Hearts: View {
        var body: some View {
            VStack {
                Image(systemName: "heart").accessibilityIdentifier("plain")
                Image(systemName: "heart").symbolVariant(.fill).accessibilityIdentifier("filled")
                Image(systemName: "tortoise").symbolVariant(.fill).accessibilityIdentifier("fallback")
            }
        }
    }

    func testSymbolVariantDrawsTheFilledSymbol() throws {
        let s = try ViewSession { Hearts() }
        try s.step(2)
        let names = s.session.runner.context.perform { () -> [String] in
            var out: [String] = []
            func walk(_ v: UIView) {
                if let i = v as? UIImageView, let name = i.image?.symbolName { out.append(name) }
                v.subviews.forEach(walk)
            }
            if let w = s.session.runner.window { walk(w) }
            return out
        }
        XCTAssertEqual(names.filter { $0.hasPrefix("heart") }.sorted(), ["heart", "heart.fill"])
    }

    struct Overlaid: View {
        @Binding var taps: Int
        var body: some View {
            ZStack {
                Button("Tap") { taps += 1 }.frame(width: 200, height: 100)
                Color.black.opacity(0.2).frame(width: 300, height: 300).allowsHitTesting(false)
            }
        }
    }

    /// An overlay that does not take touches lets a tap reach the button under it.
    func testAllowsHitTestingFalseLetsTouchesThrough() throws {
        var taps = 0
        let binding = Binding(get: { taps }, set: { taps = $0 })
        let s = try ViewSession { Overlaid(taps: binding) }
        try s.step(2)
        let centre = CGPoint(x: 160, y: 284)
        try s.session.runner.handle(.down(centre))
        try s.step()
        try s.session.runner.handle(.up(centre))
        try s.step(2)
        XCTAssertEqual(taps, 1)
    }

    struct Cards: View {
        @State var offsets: [CGFloat] = [0, 0]
        var body: some View {
            ZStack {
                ForEach(0..<2, id: \.self) { i in
                    Color.blue.frame(width: 200, height: 200)
                        .accessibilityIdentifier("card\(i)")
                        .offset(x: offsets[i])
                        .gesture(i == 1 ? DragGesture().onChanged { offsets[i] = $0.translation.width } : nil)
                }
            }
        }
    }

    /// `.gesture(isTop ? drag : nil)`: the top card drags, the one under it has no gesture.
    func testAnOptionalGestureIsAGesture() throws {
        let s = try ViewSession(script: "0.1 drag 160 284 260 284 0.3") { Cards() }
        try s.step(40)
        // The top card followed the finger 100 points; the other stayed centred.
        XCTAssertEqual(try s.frame("card1").midX, 260, accuracy: 12)
        XCTAssertEqual(try s.frame("card0").midX, 160, accuracy: 0.5)
    }

    func testScaledMetricIsTheValueAtTheDefaultSize() {
        XCTAssertEqual(ScaledMetricRatio.ratio(.large), 1)
        XCTAssertEqual(ScaledMetricRatio.ratio(.xxxLarge), 23.0 / 17, accuracy: 1e-9)
        XCTAssertTrue(DynamicTypeSize.accessibility2.isAccessibilitySize)
        XCTAssertFalse(DynamicTypeSize.xxxLarge.isAccessibilitySize)
    }
}
