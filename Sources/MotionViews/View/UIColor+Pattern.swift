import Foundation

extension UIColor {
    /// UIKit's pattern colour: fills with `image` tiled. Colours here are flat sRGB values (a layer's
    /// background is one colour), so this is the image's average colour — each pixel weighted by its
    /// alpha, the alpha itself averaged — which is what the tiled fill looks like from a distance. An
    /// image without a bitmap gives clear.
    public convenience init(patternImage image: UIImage) {
        guard let cg = image.cgImage, cg.width > 0, cg.height > 0 else {
            self.init(red: 0, green: 0, blue: 0, alpha: 0)
            return
        }
        var r = 0.0, g = 0.0, b = 0.0, a = 0.0
        let p = cg.pixels
        for i in stride(from: 0, to: p.count - 3, by: 4) {
            let alpha = Double(p[i + 3])
            r += Double(p[i]) * alpha; g += Double(p[i + 1]) * alpha; b += Double(p[i + 2]) * alpha; a += alpha
        }
        let count = Double(cg.width * cg.height)
        guard a > 0 else {
            self.init(red: 0, green: 0, blue: 0, alpha: 0)
            return
        }
        self.init(red: CGFloat(r / a / 255), green: CGFloat(g / a / 255), blue: CGFloat(b / a / 255), alpha: CGFloat(a / count / 255))
    }

    /// The grouped table background of iOS 6–12 (deprecated in iOS 13 for `.systemGroupedBackground`,
    /// which it now is).
    @available(iOS, deprecated: 13.0, renamed: "systemGroupedBackground")
    public static var groupTableViewBackground: UIColor { .systemGroupedBackground }
}
