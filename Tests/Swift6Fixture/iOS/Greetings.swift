import SwiftUI

/// Localised texts: `Text` with a symbolic key, an interpolated key (`"%lld"`), `NSLocalizedString`,
/// `String(localized:)`, and a
/// key only `Base.lproj` has (en.lproj/Localizable.strings and Base.lproj/Localizable.strings beside).
public struct GreetingCard: View {
    let count: Int
    public init(count: Int) { self.count = count }
    public var body: some View {
        VStack(spacing: 12) {
            Text("fixture.greeting").font(.title).accessibilityIdentifier("fixture-greeting")
            Text("fixture.parcels \(count)").accessibilityIdentifier("fixture-parcels")
            Text(NSLocalizedString("fixture.greeting", comment: "the card's title")).accessibilityIdentifier("fixture-ns")
            Text("fixture.base.only").accessibilityIdentifier("fixture-base")
            Text(String(localized: "fixture.parcels \(count)")).accessibilityIdentifier("fixture-string-localized")
        }
    }
}

#Preview("Greeting card (Swift 6)") {
    GreetingCard(count: 3)
}

// Xcode 16's preview state.
#Preview("Previewable lamp (Swift 6)") {
    @Previewable @State var on = false
    Toggle("Lamp", isOn: $on).padding().accessibilityIdentifier("fixture-lamp")
}
