import Foundation

/// Responders (views, windows, controls) compare and hash by identity, as `NSObject`s do on iOS, so
/// ported code like `superview.subviews.firstIndex(of: view)`, `views.contains(view)` or `Set<UIView>`
/// compiles and means what it means there.
extension UIResponder: Hashable {
    public static func == (a: UIResponder, b: UIResponder) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
