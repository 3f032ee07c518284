import Foundation

extension UIImageView {
    /// `image` as drawn: a symbol image redrawn with `preferredSymbolConfiguration` under its own
    /// configuration (the image's own point size, weight and scale win where it sets them, the image
    /// view's fill in the rest — UIKit combines them so); any other image as it is.
    func configured(_ image: UIImage?) -> UIImage? {
        guard let image, let preferred = preferredSymbolConfiguration, let name = image.symbolName else { return image }
        if let cache = configuredSymbolCache, cache.source === image { return cache.result }
        let merged = preferred.applying(image.symbolConfiguration)
        let result = UIImage.symbolStandIn(named: name, configuration: merged) ?? image
        result.renderingMode = image.renderingMode
        configuredSymbolCache = (image, result)
        return result
    }
}
