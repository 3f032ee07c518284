import Foundation

/// Diffable items often hold images (`struct Item: Hashable { let image: UIImage? … }`), which on iOS
/// are `Hashable` as `NSObject`s. Equality is Apple's image rule (`UIImage+Equatable.swift`: same scale,
/// rendering mode and pixels), so the hash combines only what equal images share: scale, rendering mode
/// and pixel size (cheap; images of one size collide and are told apart by `==`).
extension UIImage: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(scale)
        hasher.combine(renderingMode)
        hasher.combine(cgImage?.width ?? -1)
        hasher.combine(cgImage?.height ?? -1)
    }
}
