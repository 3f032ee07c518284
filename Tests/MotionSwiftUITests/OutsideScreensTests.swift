import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview
@testable import MotionViews

/// Idioms of ordinary SwiftUI screens an outside tester found drawn or behaving unlike iOS, each checked
/// against SwiftUI's documented behaviour.
final class OutsideScreensTests: XCTestCase {
    /// `.foregroundStyle(.secondary)` on a container resolves against the inherited (primary) style: the
    /// texts inside are `secondaryLabel`. (It recursed without end and crashed.)
    func testHierarchicalForegroundStyleOnAContainerResolvesAgainstTheInheritedOne() throws {
        let s = try ViewSession {
            VStack {
                HStack { Text("Park").accessibilityIdentifier("park"); Spacer(); Text("State") }.foregroundStyle(.secondary)
                Label("120", systemImage: "star").foregroundStyle(.tertiary)
                VStack { Text("Red").accessibilityIdentifier("red") }.foregroundStyle(.red).foregroundStyle(.secondary)
            }
        }
        try s.step(2)
        // The glyphs' most opaque pixel is the text's colour: secondaryLabel is 60 % opaque grey.
        let park = try XCTUnwrap(inkColor(s, "park"))
        XCTAssertEqual(park.a, 0.6, accuracy: 0.03)
        XCTAssertEqual(park.r, 60 / 255, accuracy: 0.03)
        // The inner style wins where both are set (SwiftUI: the closest modifier).
        let red = try XCTUnwrap(inkColor(s, "red"))
        XCTAssertEqual(red.a, 1, accuracy: 0.01)
        XCTAssertGreaterThan(red.r, 0.95)
        XCTAssertLessThan(red.g, 0.3)
        // Resolved directly: secondary over nothing is secondaryLabel; over red, red at 60 %.
        var e = EnvironmentValues()
        e.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary, over: e.foregroundStyle)
        // (Resolved in the environment's scheme, light by default: a fixed colour.)
        XCTAssertEqual(e.foregroundStyle?._resolveFill(e).color, Color(uiColor: .secondaryLabel).resolved(in: .light))
        e.foregroundStyle = AnyShapeStyle(Color.red, over: nil)
        e.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary, over: e.foregroundStyle)
        XCTAssertEqual(e.foregroundStyle?._resolveFill(e).color, Color.red.opacity(0.6).resolved(in: .light))
    }

    /// The colour (0…1) of the most opaque pixel of the contents of the layer named `name`.
    func inkColor(_ s: ViewSession, _ name: String) -> (r: Double, g: Double, b: Double, a: Double)? {
        s.session.runner.context.perform { () -> (r: Double, g: Double, b: Double, a: Double)? in
            func find(_ l: CALayer) -> CALayer? {
                if l.name == name { return l }
                for c in l.sublayers ?? [] { if let f = find(c) { return f } }
                return nil
            }
            guard let root = s.session.runner.window?.layer, let image = find(root)?.contents as? CGImage else { return nil }
            var best = (r: 0.0, g: 0.0, b: 0.0, a: 0.0)
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = image.pixel(x: x, y: y)
                    guard p.a > 0, Double(p.a) / 255 > best.a else { continue }
                    // Text images hold straight (not premultiplied) colour.
                    best = (Double(p.r) / 255, Double(p.g) / 255, Double(p.b) / 255, Double(p.a) / 255)
                }
            }
            return best
        }
    }

    /// A lazy stack takes the width it is offered: `LazyVStack(alignment: .leading)` in a scroll view puts
    /// its narrow rows at the leading edge (a `VStack` is as wide as its widest row, centred).
    func testLazyStackFillsTheOfferedWidth() throws {
        let s = try ViewSession {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    Text("Message 1").accessibilityIdentifier("m1")
                    Text("A much longer message 10").accessibilityIdentifier("m10")
                }
                .padding()
            }
        }
        try s.step(2)
        XCTAssertEqual(try s.frame("m1").minX, 16, accuracy: 0.5)
        XCTAssertEqual(try s.frame("m10").minX, 16, accuracy: 0.5)
    }

    /// A page-style `TabView` centres each page's content in the page.
    func testPagesAreCentred() throws {
        let s = try ViewSession {
            TabView {
                Text("a").accessibilityIdentifier("a")
                Text("b")
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
        }
        try s.step(2)
        let a = try s.frame("a")
        XCTAssertEqual(a.midX, 160, accuracy: 1)
        XCTAssertEqual(a.midY, 284, accuracy: 1)
    }

    struct ThemePicker: View {
        @State var theme = "Dark"
        let themes = ["System", "Light", "Dark"]
        var themesContent: some View { ForEach(themes, id: \.self) { Text($0) } }
        var body: some View {
            Form {
                Picker("Theme", selection: $theme) { themesContent }
            }
        }
    }

    /// A `ForEach` row in a `Picker` without a `tag` is tagged with its id: the menu picker shows the
    /// chosen "Dark".
    func testPickerRowsAreTaggedWithTheirForEachIDs() throws {
        let options = PickerOption.options(in: ThemePicker().themesContent)
        XCTAssertEqual(options.map(\.tag), ["System", "Light", "Dark"])
        XCTAssertEqual(options.map(\.title), ["System", "Light", "Dark"])
        // An explicit tag wins over the id.
        XCTAssertEqual(PickerOption.options(in: ForEach([1, 2], id: \.self) { Text("\($0)").tag("t\($0)") }).map(\.tag), ["t1", "t2"])
        // Outside a ForEach a row needs its tag.
        XCTAssertEqual(PickerOption.options(in: Group { Text("a"); Text("b").tag(2) }).map(\.tag), [2])
        // On screen: the form renders with the chosen value (no crash, the row laid out).
        let s = try ViewSession { ThemePicker() }
        try s.step(2)
    }

    /// Formatted values in a Text use the preview's en_US locale (the Simulator's default), not
    /// Foundation-on-Linux's `en_001` ("US$3.50").
    func testFormattedTextUsesTheUSLocale() {
        XCTAssertEqual(Text(3.5, format: .currency(code: "USD")).content, "$3.50")
        XCTAssertEqual(Text("Total: \(3.5, format: .currency(code: "USD"))").content, "Total: $3.50")
        XCTAssertEqual(Text(1234.5, format: .number).content, "1,234.5")
    }

    struct ChatAtBottom: View {
        var body: some View {
            ScrollViewReader { proxy in
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<50, id: \.self) { i in Color.gray.frame(height: 40).id(i) }
                    }
                }
                .onAppear { proxy.scrollTo(49, anchor: .bottom) }
            }
        }
    }

    struct ChatInNavigation: View {
        var body: some View {
            NavigationStack {
                ChatAtBottom().navigationTitle("Chat").navigationBarTitleDisplayMode(.inline)
            }
        }
    }

    /// The same inside a navigation stack, whose screen is laid out after its first update.
    func testScrollToOnAppearInANavigationStackOpensAtTheTarget() throws {
        let s = try ViewSession { ChatInNavigation() }
        try s.step(6)
        let scroll = try XCTUnwrap(s.firstView(UIScrollView.self))
        s.session.runner.context.perform {
            XCTAssertEqual(scroll.contentOffset.y + scroll.bounds.height - scroll.adjustedContentInset.bottom, 50 * 40, accuracy: 0.5)
        }
    }

    /// `scrollTo` in the scroll view's `onAppear` opens the chat at its last message.
    func testScrollToOnAppearOpensAtTheTarget() throws {
        let s = try ViewSession { ChatAtBottom() }
        try s.step(3)
        let scroll = try XCTUnwrap(s.firstView(UIScrollView.self))
        s.session.runner.context.perform {
            XCTAssertEqual(scroll.contentOffset.y + scroll.bounds.height - scroll.adjustedContentInset.bottom, 50 * 40, accuracy: 0.5)
        }
    }
}

/// `.animation(_:value:)` animates the view's whole geometry: a bar whose stack (outside the animation)
/// is already its new height grows up from its label, its bottom edge still, as SwiftUI draws it.
final class ValueAnimationGeometryTests: XCTestCase {
    final class Model: ObservableObject { @Published var grown = false }
    struct Bars: View {
        @ObservedObject var model: Model
        var body: some View {
            VStack {
                Spacer()
                HStack(alignment: .bottom) {
                    Rectangle().fill(.blue).frame(width: 40, height: model.grown ? 300 : 10)
                        .accessibilityIdentifier("bar")
                        .animation(.linear(duration: 2), value: model.grown)
                    Rectangle().fill(.green).frame(width: 40, height: model.grown ? 300 : 10).accessibilityIdentifier("other")
                }
                Text("label")
            }
            .frame(height: 400)
        }
    }

    func testABarAnimatedByValueGrowsUpFromItsLabel() throws {
        let model = Model()
        let s = try ViewSession { Bars(model: model) }
        try s.step(2)
        let bottom = try s.frame("bar").maxY
        s.session.runner.context.perform { model.grown = true }
        try s.step(1)
        // Half-way through the linear 2 s: 155 points tall, its bottom where it was.
        try s.step(60)
        let mid = try s.frame("bar")
        XCTAssertEqual(mid.maxY, bottom, accuracy: 1.5)
        XCTAssertEqual(mid.height, 155, accuracy: 6)
        // The other bar, outside the animation, is already 300 tall, bottom on the same line.
        XCTAssertEqual(try s.frame("other").height, 300, accuracy: 0.5)
        XCTAssertEqual(try s.frame("other").maxY, bottom, accuracy: 0.5)
        try s.step(70)
        XCTAssertEqual(try s.frame("bar").height, 300, accuracy: 0.5)
        XCTAssertEqual(try s.frame("bar").maxY, bottom, accuracy: 0.5)
    }
}

/// A custom modifier that uses its `content` twice — once shown, once as a mask (the shimmer modifier):
/// the mask is the content's shape, so the overlay shows over it.
final class ContentTwiceTests: XCTestCase {
    struct Tint: ViewModifier {
        func body(content: Content) -> some View { content.overlay(Color.red.opacity(0.5).mask(content)) }
    }

    func testContentUsedAsAMaskMasksByTheContent() throws {
        let s = try ViewSession { Circle().fill(.black).frame(width: 100, height: 100).modifier(Tint()) }
        try s.step(2)
        let masks = s.session.runner.context.perform { () -> [CGImage] in
            var out: [CGImage] = []
            func walk(_ l: CALayer) {
                if let m = l.mask, let image = m.contents as? CGImage { out.append(image) }
                l.sublayers?.forEach(walk)
            }
            if let w = s.session.runner.window?.layer { walk(w) }
            return out
        }
        let mask = try XCTUnwrap(masks.first, "the overlay has a mask image")
        // The circle's shape: opaque in the middle, clear in a corner.
        XCTAssertEqual(mask.pixel(x: mask.width / 2, y: mask.height / 2).a, 255)
        XCTAssertEqual(mask.pixel(x: 1, y: 1).a, 0)
    }
}

/// iOS 16's text fields in an alert: `TextField` among the actions is a field of the alert, bound both ways.
final class AlertTextFieldTests: XCTestCase {
    final class Model: ObservableObject {
        @Published var show = false
        @Published var name = "Groceries"
    }
    struct Screen: View {
        @ObservedObject var model: Model
        var body: some View {
            Text(model.name)
                .alert("Rename list", isPresented: $model.show) {
                    TextField("Name", text: $model.name)
                    Button("OK") {}
                    Button("Cancel", role: .cancel) {}
                } message: { Text("Enter a new name") }
        }
    }

    func testAnAlertShowsItsTextFieldBoundToTheState() throws {
        let model = Model()
        let s = try ViewSession { Screen(model: model) }
        try s.step(2)
        s.session.runner.context.perform { model.show = true }
        try s.step(30)
        let alert = try XCTUnwrap(s.firstController(UIAlertController.self))
        let fields = s.session.runner.context.perform { alert.textFields ?? [] }
        XCTAssertEqual(fields.count, 1)
        XCTAssertEqual(fields.first?.placeholder, "Name")
        XCTAssertEqual(fields.first?.text, "Groceries")
        XCTAssertEqual(s.session.runner.context.perform { alert.actions.map(\.title) }, ["OK", "Cancel"])
        s.session.runner.context.perform {
            fields[0].text = "Weekend"
            fields[0].sendActions(for: .editingChanged)
        }
        XCTAssertEqual(model.name, "Weekend")
    }
}

/// `AsyncImage` (iOS 15): the placeholder, then the image loaded from a file URL; a URL that is not an
/// image ends in the failure phase.
final class AsyncImageTests: XCTestCase {
    static let png = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("MotionScenesTests/Goldens/basics-0.3.png")

    struct Screen: View {
        let url: URL?
        var body: some View {
            AsyncImage(url: url, scale: 2) { phase in
                if let image = phase.image {
                    image.resizable().accessibilityIdentifier("loaded")
                } else if phase.error != nil {
                    Color.red.accessibilityIdentifier("failed")
                } else {
                    ProgressView().accessibilityIdentifier("loading")
                }
            }
            .frame(width: 160, height: 284)
        }
    }

    func testTheImageReplacesThePlaceholder() throws {
        let s = try ViewSession { Screen(url: Self.png) }
        try s.step(1)
        XCTAssertNotNil(s.frames.last?["loading"], "the placeholder first")
        try s.step(3)
        XCTAssertNotNil(s.frames.last?["loaded"])
        XCTAssertEqual(try s.frame("loaded").size, CGSize(width: 160, height: 284))
    }

    func testAFileThatIsNotAnImageFails() throws {
        let s = try ViewSession { Screen(url: URL(fileURLWithPath: #filePath)) }
        try s.step(4)
        XCTAssertNotNil(s.frames.last?["failed"])
        let missing = try ViewSession { Screen(url: URL(fileURLWithPath: "/nonexistent/missing.png")) }
        try missing.step(4)
        XCTAssertNotNil(missing.frames.last?["failed"])
    }

    func testTheSimpleFormsCompile() {
        _ = AsyncImage(url: Self.png)
        _ = AsyncImage(url: nil) { $0.resizable() } placeholder: { ProgressView() }
        _ = AsyncImage(url: Self.png, transaction: Transaction(animation: .easeIn)) { $0.image ?? Image(systemName: "photo") }
    }
}

/// `minimumScaleFactor`: a one-line text too wide for its frame shrinks (down to the factor) before it is
/// truncated, as UILabel's `adjustsFontSizeToFitWidth` does.
final class MinimumScaleFactorTests: XCTestCase {
    func testAOneLineTextShrinksToFit() throws {
        let long = "Minimum scale factor text that is too long"
        let s = try ViewSession {
            VStack {
                Text(long).font(.title).lineLimit(1).minimumScaleFactor(0.5).frame(width: 200).accessibilityIdentifier("shrunk")
                Text(long).font(.title).lineLimit(1).frame(width: 200).accessibilityIdentifier("truncated")
                Text("Short").font(.title).lineLimit(1).minimumScaleFactor(0.5).frame(width: 200).accessibilityIdentifier("short")
            }
        }
        try s.step(2)
        let shrunk = try s.layer("shrunk").bounds.size, truncated = try s.layer("truncated").bounds.size
        let short = try s.layer("short").bounds.size
        // The title's line (28 points) is taller than the shrunk one, which is at least half as tall.
        XCTAssertLessThan(shrunk.height, truncated.height - 4)
        XCTAssertGreaterThanOrEqual(shrunk.height, truncated.height / 2 - 1)
        // Text that fits keeps its size.
        XCTAssertEqual(short.height, truncated.height, accuracy: 0.5)
    }
}

/// The stopwatch idiom: `Timer.publish(every: 0.01)` adding 0.01 a tick keeps scene time (100 ticks a
/// second, several a frame), as the run loop's timer does on iOS.
final class FastTimerTests: XCTestCase {
    final class Watch: ObservableObject { @Published var elapsed = 0.0 }
    struct Stopwatch: View {
        @ObservedObject var watch: Watch
        let timer = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()
        var body: some View {
            Text(String(format: "%.2f", watch.elapsed)).onReceive(timer) { _ in watch.elapsed += 0.01 }
        }
    }

    func testAHundredHertzTimerKeepsTime() throws {
        let watch = Watch()
        let s = try ViewSession { Stopwatch(watch: watch) }
        try s.step(1)
        let start = watch.elapsed, t0 = s.nextTime
        try s.step(90)
        XCTAssertEqual(watch.elapsed - start, s.nextTime - t0, accuracy: 0.03)
    }
}

/// iOS 17's collapsible section: `Section(_:isExpanded:content:)` shows its rows while its binding is true.
final class CollapsibleSectionTests: XCTestCase {
    final class Model: ObservableObject { @Published var open = true }
    struct Screen: View {
        @ObservedObject var model: Model
        var body: some View {
            List {
                Section("Fruit", isExpanded: $model.open) {
                    Text("Apple").accessibilityIdentifier("apple")
                    Text("Pear")
                }
            }
        }
    }

    func testTheHeaderTogglesTheRows() throws {
        let model = Model()
        let s = try ViewSession { Screen(model: model) }
        try s.step(2)
        XCTAssertNotNil(s.frames.last?["apple"])
        s.session.runner.context.perform { model.open = false }
        try s.step(30)
        XCTAssertNil(s.frames.last?["apple"], "collapsed: no rows")
        s.session.runner.context.perform { model.open = true }
        try s.step(30)
        XCTAssertNotNil(s.frames.last?["apple"])
    }
}

/// `proxy.scrollTo(messages.last?.id, anchor: .bottom)`: an optional id scrolls to its value (the chat
/// opens at its last message); nil scrolls nowhere.
final class OptionalScrollIDTests: XCTestCase {
    struct Message: Identifiable { let id = UUID(); let text: String }
    struct Chat: View {
        let messages = (0..<40).map { Message(text: "Message \($0)") }
        var body: some View {
            NavigationStack {
                ScrollViewReader { proxy in
                    ScrollView {
                        LazyVStack(spacing: 8) {
                            ForEach(messages) { m in Text(m.text).frame(height: 40).id(m.id) }
                        }
                    }
                    .onAppear { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
                }
                .navigationTitle("Chat")
            }
        }
    }

    func testAnOptionalIDScrollsToItsValue() throws {
        let s = try ViewSession { Chat() }
        try s.step(6)
        let scroll = try XCTUnwrap(s.firstView(UIScrollView.self))
        s.session.runner.context.perform {
            // At the bottom: the offset is as far as the content goes.
            let bottom = scroll.contentSize.height + scroll.adjustedContentInset.bottom - scroll.bounds.height
            XCTAssertGreaterThan(bottom, 100)
            XCTAssertEqual(scroll.contentOffset.y, bottom, accuracy: 0.5)
        }
        XCTAssertEqual(ScrollTargets.key(Optional(3)), AnyHashable(3))
        XCTAssertNil(ScrollTargets.key(Int?.none))
        XCTAssertEqual(ScrollTargets.key(AnyHashable(Optional("a"))), AnyHashable("a"))
    }
}

/// A `Label`'s icon in a list row is drawn in the accent colour (the tint), as iOS draws list labels; a
/// foreground style set on the label wins; outside a list the icon is the text's colour.
final class ListLabelIconTests: XCTestCase {
    func testAListRowsLabelIconIsTinted() throws {
        let s = try ViewSession {
            VStack {
                List {
                    Label("Mom", systemImage: "heart").accessibilityIdentifier("row")
                    Label("Dad", systemImage: "heart").foregroundStyle(.red)
                }
                Label("Outside", systemImage: "heart")
            }
        }
        try s.step(3)
        let icons = s.session.runner.context.perform { () -> [UIColor?] in
            var out: [UIColor?] = []
            func walk(_ v: UIView) {
                if let i = v as? UIImageView, i.image?.symbolName == "heart" { out.append(i.tintColor) }
                v.subviews.forEach(walk)
            }
            if let w = s.session.runner.window { walk(w) }
            return out
        }
        XCTAssertEqual(icons.count, 3)
        let blue = UIColor.systemBlue.cgColor, red = UIColor.systemRed.cgColor
        XCTAssertEqual(icons.compactMap { $0?.cgColor }.filter { $0 == blue }.count, 1, "the plain row's icon is the accent colour")
        XCTAssertEqual(icons.compactMap { $0?.cgColor }.filter { $0 == red }.count, 1, "a style on the label wins")
    }
}
