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
