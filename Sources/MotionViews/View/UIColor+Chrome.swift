import Foundation

/// The colours UIKit's own chrome draws with where no public system colour names them — bar backdrops,
/// bar hairlines, alert platters, pressed-row highlights — as dynamic colours with a light and a dark
/// appearance, so bars, alerts and menus follow the view's style like everything else. Values: the
/// light ones MotionLab drew before (iOS's default bar material, white 0.97 at 0.94 opacity; the bar
/// shadow, black at 0.3); the dark ones iOS's dark chrome material (white 0.11, the `barStyle = .black`
/// backdrop UIKit has always drawn) and its dark hairline (white at 0.15).
extension UIColor {
    /// A bar's default backdrop (navigation bar, toolbar, tab bar, search bar), before translucency.
    package static let barBackground = UIColor(light: CGColor(gray: 0.97, alpha: 1), dark: CGColor(gray: 0.11, alpha: 1))
    /// A bar's default hairline (`UIBarAppearance.shadowColor`).
    package static let barHairline = UIColor(light: CGColor(gray: 0, alpha: 0.3), dark: CGColor(gray: 1, alpha: 0.15))
    /// An alert's or action sheet's platter (its blur drawn as the material's tint).
    package static let alertBackground = UIColor(light: CGColor(gray: 0.97, alpha: 0.98), dark: CGColor(gray: 0.17, alpha: 0.98))
    /// The hairlines between an alert's buttons.
    package static let alertHairline = UIColor(light: CGColor(gray: 0, alpha: 0.2), dark: CGColor(gray: 1, alpha: 0.15))
    /// A pressed row or button of an alert or menu.
    package static let pressedHighlight = UIColor(light: CGColor(gray: 0, alpha: 0.1), dark: CGColor(gray: 1, alpha: 0.1))
    /// A menu's platter.
    package static let menuBackground = UIColor(light: CGColor(gray: 0.97, alpha: 0.98), dark: CGColor(gray: 0.15, alpha: 0.98))
}
