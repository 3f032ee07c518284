import Foundation

extension UIImage: Equatable {
    /// Apple's rule for comparing images (UIImage, "Comparing images"): `isEqual(_:)` — what `==` calls on
    /// iOS — "is the only reliable way to determine whether two images contain the same image data":
    /// equal when they have the same scale, rendering mode and pixels (the same decoded image, as two
    /// `UIImage(named:)` of one name share, compares at once). So `imageView.image == UIImage(named: "cat")`
    /// works as on iOS.
    public static func == (a: UIImage, b: UIImage) -> Bool {
        if a === b { return true }
        guard a.scale == b.scale, a.renderingMode == b.renderingMode else { return false }
        switch (a.cgImage, b.cgImage) {
        case (nil, nil): return true
        case let (x?, y?): return x === y || (x.width == y.width && x.height == y.height && x.pixels == y.pixels)
        default: return false
        }
    }
}
