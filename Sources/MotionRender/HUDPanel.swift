import Foundation
import MotionGeometry
import MotionViews

/// Draws the heads-up display and the shortcut help as a translucent panel of text on top of the
/// scene (not part of the scene's layer tree, so traces and hit-testing never see it).
/// The text image is re-rendered only when its text changes.
public final class HUDPanel {
    public init() {}

    private var cache: [String: CGImage] = [:]

    /// The panel at the top-left of the screen.
    public func commands(lines: [String]) -> [DrawCommand] { commands(lines: lines, at: CGPoint(x: 6, y: 24), width: 230) }

    public func commands(lines: [String], at origin: CGPoint, width: CGFloat) -> [DrawCommand] {
        let text = lines.joined(separator: "\n")
        guard let raster = UIServices.textRasterizer else { return [] }
        let image: CGImage
        if let c = cache[text] { image = c } else {
            guard let i = try? raster.render(text, font: UIFont.systemFont(ofSize: 10), color: .white, maxWidth: width - 12,
                                             alignment: .left, numberOfLines: 0, scale: UIServices.screenScale) else { return [] }
            if cache.count > 64 { cache.removeAll() }
            cache[text] = i
            image = i
        }
        let size = CGSize(width: CGFloat(image.width) / UIServices.screenScale, height: CGFloat(image.height) / UIServices.screenScale)
        let panel = CGSize(width: width, height: size.height + 10)
        return [
            .fill(size: panel, transform: CATransform3DMakeTranslation(origin.x, origin.y, 0),
                  color: CGColor(red: 0, green: 0, blue: 0, alpha: 0.72), cornerRadius: 6, opacity: 1),
            .image(image, size: size, transform: CATransform3DMakeTranslation(origin.x + 6, origin.y + 5, 0), opacity: 1, cornerRadius: 0),
        ]
    }
}
