import SwiftUI

/// Swift 6 mode: custom styles read main-actor state in `makeBody`, as Apple's iOS 18 SDK allows (its style
/// protocols are `@MainActor @preconcurrency`).
@MainActor final class ThemeStore {
    static let shared = ThemeStore()
    var corner: CGFloat = 14
    var pressedScale: CGFloat = 0.94
}

struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 18).padding(.vertical, 10)
            .background(Color.orange, in: RoundedRectangle(cornerRadius: ThemeStore.shared.corner))
            .scaleEffect(configuration.isPressed ? ThemeStore.shared.pressedScale : 1)
    }
}

struct SquareToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            RoundedRectangle(cornerRadius: ThemeStore.shared.corner / 3)
                .fill(configuration.isOn ? Color.green : Color.gray)
                .frame(width: 24, height: 24)
                .onTapGesture { configuration.isOn.toggle() }
        }
    }
}

struct StyledControls: View {
    @State private var on = false
    var body: some View {
        VStack(spacing: 16) {
            Button("Reorder") {}.buttonStyle(PillButtonStyle())
            Toggle("Notify", isOn: $on).toggleStyle(SquareToggleStyle())
        }
        .toolbar { ToolbarItem(placement: .primaryAction) { Button("Done") {} } }
    }
}
