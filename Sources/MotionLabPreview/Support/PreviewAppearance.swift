import ArgumentParser
import MotionLab

/// `--appearance light|dark`: the device's appearance the preview starts in (iOS's Settings ▸ Display &
/// Brightness), what `traitCollection.userInterfaceStyle` and SwiftUI's `colorScheme` read wherever the
/// previewed code does not override it. The style itself lives in the views' layer
/// (`UITraitCollection.setDeviceStyle`); the shell only passes it on.
enum PreviewAppearance: String, CaseIterable, CustomStringConvertible {
    case light, dark

    var style: UIUserInterfaceStyle { self == .dark ? .dark : .light }
    var description: String { rawValue }

    /// A `transform:` for the option: a bad word is a usage error listing the two
    /// ("The value 'dim' is invalid for '--appearance <appearance>': must be light or dark").
    static func parse(_ text: String) throws -> PreviewAppearance {
        guard let a = PreviewAppearance(rawValue: text) else { throw ChoiceError() }
        return a
    }

    struct ChoiceError: Error, CustomStringConvertible {
        var description: String { "must be light or dark" }
    }

    /// Makes this the device's appearance (before the preview's views are made, so they start in it).
    func apply() { UITraitCollection.setDeviceStyle(style) }
}
