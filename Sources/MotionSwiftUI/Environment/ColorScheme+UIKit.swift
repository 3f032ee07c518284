import Foundation
import MotionLab

extension ColorScheme {
    /// SwiftUI's bridge from UIKit's style: nil for `.unspecified`.
    public init?(_ uiUserInterfaceStyle: UIUserInterfaceStyle) {
        switch uiUserInterfaceStyle {
        case .light: self = .light
        case .dark: self = .dark
        case .unspecified: return nil
        }
    }
}

extension UIUserInterfaceStyle {
    /// SwiftUI's bridge to UIKit's style: `.unspecified` for nil.
    public init(_ colorScheme: ColorScheme?) {
        switch colorScheme {
        case .light?: self = .light
        case .dark?: self = .dark
        case nil: self = .unspecified
        }
    }
}

/// Whether the view is at UIKit's elevated level (in a sheet or popover), where dark mode's background
/// colours are one step lighter. Internal: SwiftUI reads it through the colours, not as a value; the
/// hosting view sets it from its traits.
struct ElevatedLevelKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    var isElevatedLevel: Bool { get { self[ElevatedLevelKey.self] } set { self[ElevatedLevelKey.self] = newValue } }
}
