import XCTest
import SwiftUI
@testable import MotionSwiftUI
@testable import MotionLabPreview
import MotionHost

/// The outside tester's control screens (ButtonStyles, ProgressStyles, ToggleStyles, Stand-ups/Timer,
/// Login, Controls), compiled unchanged against MotionLab and rendered at the iPhone 15's 393 × 852
/// points; each test checks what the screen draws with the controls' styles. With
/// CONTROL_SCREENS_PNG=<folder> set, the frames are also written there as PNGs to look at.
final class ControlScreensTests: XCTestCase {
    func render<V: View>(_ name: String, _ make: @escaping () -> V) throws -> ViewSession {
        let s = try ViewSession(size: CGSize(width: 393, height: 852)) { make() }
        let image = try XCTUnwrap(s.session.render(frame: 30, image: true).image)
        if let folder = ProcessInfo.processInfo.environment["CONTROL_SCREENS_PNG"] {
            let png = try PNGEncoder.fast.encode(image.pixels, width: image.width, height: image.height)
            try Data(png).write(to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".png"))
        }
        return s
    }

    func testTimerProgressUsesTheBandStyle() throws {
        let s = try render("Timer") { NavigationStack { ControlScreens.TimerPanelView() } }
        let bar = try XCTUnwrap(s.firstView(UIProgressView.self))
        XCTAssertEqual(s.session.runner.context.perform { bar.progress }, 1.0 / 3, accuracy: 1e-6)
        XCTAssertEqual(s.session.runner.context.perform { bar.progressTintColor }, UIColor.systemOrange)
    }

    func testStandupsRender() throws {
        _ = try render("Standups") { ControlScreens.StandupsView() }
    }

    func testToggleStylesScreen() throws {
        let s = try render("ToggleStyles") { ControlScreens.ToggleStylesView() }
        var tints: [UIColor?] = []
        s.session.runner.context.perform {
            func walk(_ v: UIView) { if let sw = v as? UISwitch { tints.append(sw.onTintColor) }; v.subviews.forEach(walk) }
            if let w = s.session.runner.window { walk(w) }
        }
        XCTAssertEqual(tints.count, 3, "default, tinted, labels hidden: three switches (the checkbox and button styles draw none)")
        XCTAssertTrue(tints.contains(UIColor.systemOrange))
    }

    func testProgressStylesScreen() throws {
        let s = try render("ProgressStyles") { ControlScreens.ProgressStylesView() }
        let large = s.firstView(UIActivityIndicatorView.self) { $0.style == .large }
        XCTAssertNotNil(large, "the .controlSize(.large) spinner")
        XCTAssertNotNil(s.firstView(UIProgressView.self) { $0.progressTintColor == .systemOrange }, "the orange-tinted bar")
    }

    /// Review: a text view edits the review, and the Submit button is disabled while the review is empty:
    /// no tinted (blue) pixel anywhere on the screen (the stars are yellow and grey, the switch green).
    func testReviewScreen() throws {
        let s = try render("Review") { ControlScreens.ReviewView() }
        XCTAssertNotNil(s.firstView(UITextView.self))
        let image = try XCTUnwrap(s.session.render(frame: 32, image: true).image)
        var blue = 0
        for i in stride(from: 0, to: image.pixels.count, by: 4) where image.pixels[i + 2] > 200 && image.pixels[i] < 120 && image.pixels[i + 1] < 170 {
            blue += 1
        }
        XCTAssertEqual(blue, 0)
    }

    func testButtonStylesLoginControlsRender() throws {
        _ = try render("ButtonStyles") { ControlScreens.ButtonStylesView() }
        _ = try render("Login") { ControlScreens.LoginView() }
        _ = try render("Controls") { ControlScreens.ControlsView() }
    }
}

enum ControlScreens {
    // MARK: ButtonStyles.swift (the tester's screen, verbatim but for the #Preview)

    struct ScaleButtonStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .font(.headline)
                .foregroundStyle(.white)
                .padding(.horizontal, 32)
                .padding(.vertical, 14)
                .background(Capsule().fill(Color.purple))
                .scaleEffect(configuration.isPressed ? 0.9 : 1)
                .opacity(configuration.isPressed ? 0.8 : 1)
                .animation(.spring(response: 0.3, dampingFraction: 0.6), value: configuration.isPressed)
        }
    }

    struct ButtonStylesView: View {
        @State private var count = 0
        var body: some View {
            VStack(spacing: 16) {
                Text("Tapped \(count) times")
                Button("Press Me") { count += 1 }
                    .buttonStyle(ScaleButtonStyle())
                Button("Default") { count += 1 }
                Button("Bordered") { count += 1 }.buttonStyle(.bordered)
                Button("Prominent") { count += 1 }.buttonStyle(.borderedProminent)
                Button("Large Prominent") { count += 1 }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                Button("Capsule") { count += 1 }
                    .buttonStyle(.bordered)
                    .buttonBorderShape(.capsule)
                Button("Destructive", role: .destructive) { count += 1 }
                    .buttonStyle(.bordered)
                Button("Borderless") { count += 1 }.buttonStyle(.borderless)
                Button("Disabled") {}.buttonStyle(.borderedProminent).disabled(true)
                Button(action: {}) {
                    Label("Download", systemImage: "arrow.down.circle")
                }
            }
        }
    }


    // MARK: Progress.swift (the tester's screen, verbatim but for the #Preview)

    struct ProgressStylesView: View {
        @State private var progress = 0.3
        var body: some View {
            VStack(spacing: 24) {
                ProgressView()
                ProgressView("Loading…")
                ProgressView(value: progress)
                ProgressView(value: progress, total: 1) {
                    Text("Downloading")
                } currentValueLabel: {
                    Text("\(Int(progress * 100))%")
                }
                ProgressView(value: 0.6)
                    .progressViewStyle(.linear)
                    .tint(.orange)
                ProgressView()
                    .progressViewStyle(.circular)
                    .controlSize(.large)
                Gauge(value: progress) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("\(Int(progress * 100))")
                }
                Gauge(value: 0.7) {
                    Text("Speed")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(.green)
            }
            .padding()
        }
    }


    // MARK: ToggleStyles.swift (the tester's screen, verbatim but for the #Preview)

    struct CheckboxToggleStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button {
                configuration.isOn.toggle()
            } label: {
                HStack {
                    Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                        .foregroundStyle(configuration.isOn ? Color.accentColor : .secondary)
                    configuration.label
                }
            }
            .buttonStyle(.plain)
        }
    }

    struct ToggleStylesView: View {
        @State private var a = true
        @State private var b = false
        @State private var c = true
        @State private var color = Color.orange
        var body: some View {
            VStack(alignment: .leading, spacing: 20) {
                Toggle("Default switch", isOn: $a)
                Toggle("Tinted", isOn: $c).tint(.orange)
                Toggle("Checkbox", isOn: $b).toggleStyle(CheckboxToggleStyle())
                Toggle(isOn: $b) {
                    Label("Button style", systemImage: "flag")
                }
                .toggleStyle(.button)
                ColorPicker("Accent", selection: $color)
                Toggle("Labels hidden", isOn: $a).labelsHidden()
            }
            .padding()
        }
    }


    // MARK: a stand-up timer, in the idiom of Apple's tutorials (our own screen: names, data and layout)

    struct Standup: Identifiable {
        let id = UUID()
        var title: String
        var members: [String]
        var minutes: Int
        var theme: Color
    }

    typealias TrailingIconLabelStyle = ControlStylesTests.TrailingIconLabelStyle

    struct StandupCard: View {
        let standup: Standup
        var body: some View {
            VStack(alignment: .leading) {
                Text(standup.title)
                    .font(.headline)
                    // .accessibilityAddTraits(.isHeader): S-17, the lead's part
                Spacer()
                HStack {
                    Label("\(standup.members.count)", systemImage: "person.3")
                    Spacer()
                    Label("\(standup.minutes)", systemImage: "clock")
                        .labelStyle(.trailingIcon)
                }
                .font(.caption)
            }
            .padding()
            .foregroundColor(.black)
        }
    }

    struct BandProgressStyle: ProgressViewStyle {
        var theme: Color
        func makeBody(configuration: Configuration) -> some View {
            ZStack {
                RoundedRectangle(cornerRadius: 10.0)
                    .fill(theme.opacity(0.3))
                    .frame(height: 20.0)
                ProgressView(configuration)
                    .tint(theme)
                    .frame(height: 12.0)
                    .padding(.horizontal)
            }
        }
    }

    struct TimerPanelView: View {
        @State private var elapsed = 0.0
        var body: some View {
            ZStack {
                RoundedRectangle(cornerRadius: 16.0)
                    .fill(Color.yellow)
                VStack {
                    ProgressView(value: 5, total: 15)
                        .progressViewStyle(BandProgressStyle(theme: .orange))
                    HStack {
                        VStack(alignment: .leading) {
                            Text("Elapsed").font(.caption)
                            Label("300", systemImage: "hourglass.tophalf.fill")
                        }
                        Spacer()
                        VStack(alignment: .trailing) {
                            Text("Left").font(.caption)
                            Label("600", systemImage: "hourglass.bottomhalf.fill")
                                .labelStyle(.trailingIcon)
                        }
                    }
                    Circle()
                        .strokeBorder(lineWidth: 24)
                    HStack {
                        Text("Turn 1 of 3")
                        Spacer()
                        Button(action: {}) {
                            Image(systemName: "forward.fill")
                        }
                    }
                }
            }
            .padding()
            .foregroundColor(.black)
            .navigationBarTitleDisplayMode(.inline)
        }
    }

    struct StandupsView: View {
        let standups = [
            Standup(title: "Render team", members: ["Ada", "Bo", "Cy", "Dee"], minutes: 10, theme: .yellow),
            Standup(title: "Layout team", members: ["Eli", "Fay", "Gus"], minutes: 5, theme: .orange),
            Standup(title: "Docs", members: ["Hal", "Ivy"], minutes: 15, theme: .mint),
        ]
        var body: some View {
            NavigationStack {
                List(standups) { standup in
                    NavigationLink(destination: TimerPanelView()) {
                        StandupCard(standup: standup)
                    }
                    .listRowBackground(standup.theme)
                }
                .navigationTitle("Stand-ups")
                .toolbar {
                    Button(action: {}) {
                        Image(systemName: "plus")
                    }
                    // (accessibility modifiers compile now: S-17)
                }
            }
        }
    }



    // MARK: Login.swift (the tester's screen, verbatim but for the #Preview)

    struct LoginView: View {
        enum Field: Hashable { case email, password }
        @State private var email = ""
        @State private var password = ""
        @State private var remember = true
        @State private var isLoading = false
        @FocusState private var focus: Field?

        var isValid: Bool { email.contains("@") && password.count >= 6 }

        var body: some View {
            VStack(spacing: 16) {
                Image(systemName: "lock.shield.fill")
                    .font(.system(size: 60))
                    .foregroundStyle(.tint)
                    .padding(.bottom, 8)
                Text("Sign In")
                    .font(.largeTitle)
                    .fontWeight(.bold)
                TextField("Email", text: $email)
                    .textContentType(.emailAddress)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .focused($focus, equals: .email)
                    .submitLabel(.next)
                    .onSubmit { focus = .password }
                    .textFieldStyle(.roundedBorder)
                SecureField("Password", text: $password)
                    .focused($focus, equals: .password)
                    .submitLabel(.go)
                    .textFieldStyle(.roundedBorder)
                Toggle("Remember me", isOn: $remember)
                    .toggleStyle(.switch)
                Button {
                    isLoading = true
                } label: {
                    Group {
                        if isLoading {
                            ProgressView().tint(.white)
                        } else {
                            Text("Continue")
                        }
                    }
                    .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .disabled(!isValid)
                Button("Forgot password?") {}
                    .font(.footnote)
            }
            .padding(24)
            .onAppear { focus = .email }
        }
    }


    // MARK: Controls.swift (the tester's screen, verbatim but for the #Preview)

    struct ControlsView: View {
        enum Flavor: String, CaseIterable, Identifiable {
            case chocolate, vanilla, strawberry
            var id: Self { self }
        }
        @State private var segment = 0
        @State private var flavor: Flavor = .vanilla
        @State private var date = Date(timeIntervalSince1970: 1_700_000_000)
        @State private var volume = 0.5
        @State private var quantity = 1

        var body: some View {
            NavigationStack {
                Form {
                    Section {
                        Picker("View", selection: $segment) {
                            Text("Day").tag(0)
                            Text("Week").tag(1)
                            Text("Month").tag(2)
                        }
                        .pickerStyle(.segmented)
                    }
                    Section("Order") {
                        Picker("Flavor", selection: $flavor) {
                            ForEach(Flavor.allCases) { f in
                                Text(f.rawValue.capitalized).tag(f)
                            }
                        }
                        Stepper(value: $quantity, in: 1...10) {
                            Text("Quantity: \(quantity)")
                        }
                        DatePicker("Delivery", selection: $date, displayedComponents: .date)
                        DatePicker("Time", selection: $date, displayedComponents: .hourAndMinute)
                    }
                    Section("Volume") {
                        HStack {
                            Image(systemName: "speaker.fill")
                            Slider(value: $volume)
                            Image(systemName: "speaker.wave.3.fill")
                        }
                    }
                    Section("Style") {
                        Picker("Flavor", selection: $flavor) {
                            ForEach(Flavor.allCases) { f in
                                Text(f.rawValue.capitalized).tag(f)
                            }
                        }
                        .pickerStyle(.inline)
                        .labelsHidden()
                    }
                }
                .navigationTitle("Controls")
            }
        }
    }


    // MARK: Rating.swift (the tester's Review screen, verbatim but for the #Preview)

    struct RatingView: View {
        @Binding var rating: Int
        var maximum = 5
        var body: some View {
            HStack(spacing: 4) {
                ForEach(1...maximum, id: \.self) { number in
                    Image(systemName: number <= rating ? "star.fill" : "star")
                        .foregroundStyle(number <= rating ? .yellow : .gray)
                        .font(.title)
                        .onTapGesture {
                            withAnimation(.bouncy) { rating = number }
                        }
                        .scaleEffect(number == rating ? 1.2 : 1)
                }
            }
        }
    }

    struct ReviewView: View {
        @State private var rating = 3
        @State private var review = ""
        @State private var recommend = true
        var body: some View {
            NavigationStack {
                Form {
                    Section("Your rating") {
                        RatingView(rating: $rating)
                            .frame(maxWidth: .infinity)
                    }
                    Section("Review") {
                        TextEditor(text: $review)
                            .frame(minHeight: 120)
                        Toggle("Would recommend", isOn: $recommend)
                    }
                    Section {
                        Button("Submit") {}
                            .frame(maxWidth: .infinity)
                            .disabled(review.isEmpty)
                    }
                }
                .navigationTitle("Write a Review")
                .navigationBarTitleDisplayMode(.inline)
            }
        }
    }


}
