import Foundation

/// Diffable items often hold images (`struct Item: Hashable { let image: UIImage? … }`), which on iOS
/// are `Hashable` as `NSObject`s. Here `UIImage` is a plain class, so it is `Hashable` by identity —
/// NSObject's default (`isEqual` is `===` unless overridden). If `UIImage` becomes an `NSObject`
/// subclass, this conformance goes (NSObject's replaces it).
extension UIImage: Hashable {
    public static func == (a: UIImage, b: UIImage) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
