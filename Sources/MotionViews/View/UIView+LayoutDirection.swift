import Foundation

/// Reading direction. Previews are left to right (the preview has no locale with a right-to-left
/// script), so `effectiveUserInterfaceLayoutDirection` is always `.leftToRight`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight, rightToLeft }

extension UIView {
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}
