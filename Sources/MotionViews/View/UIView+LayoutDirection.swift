import Foundation

/// Previews are left to right (the preview has no locale with a right-to-left script), so
/// `effectiveUserInterfaceLayoutDirection` is always `.leftToRight`.
extension UIView {
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}
