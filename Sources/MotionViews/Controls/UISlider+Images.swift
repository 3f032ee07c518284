import Foundation

/// UISlider.h's images: per-state thumb and track images, and images at the track's ends.
///
/// - A thumb image replaces the white 28-point disc (no shadow, no tint) at the image's size; its
///   travel is from half its width in from the track's ends.
/// - A track image replaces that side's track colour, stretched along the track (give it cap insets
///   with `resizableImage(withCapInsets:)` to keep its rounded ends) at the image's height.
/// - `minimumValueImage`/`maximumValueImage` sit at the left and right ends, vertically centred, and
///   the track starts and ends 5 points inside them (UIKit's gap).
/// Each per-state getter falls back to `.normal`'s image, as UIKit's do.
extension UISlider {
    /// Points between a value image and the track.
    static let valueImageGap: CGFloat = 5

    public func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state.rawValue] = image; imagesChanged()
    }
    public func thumbImage(for state: UIControl.State) -> UIImage? {
        thumbImages[state.rawValue] ?? thumbImages[UIControl.State.normal.rawValue]
    }
    public var currentThumbImage: UIImage? { trackImage(thumbImages) }

    public func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        minimumTrackImages[state.rawValue] = image; imagesChanged()
    }
    public func minimumTrackImage(for state: UIControl.State) -> UIImage? {
        minimumTrackImages[state.rawValue] ?? minimumTrackImages[UIControl.State.normal.rawValue]
    }
    public var currentMinimumTrackImage: UIImage? { trackImage(minimumTrackImages) }

    public func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        maximumTrackImages[state.rawValue] = image; imagesChanged()
    }
    public func maximumTrackImage(for state: UIControl.State) -> UIImage? {
        maximumTrackImages[state.rawValue] ?? maximumTrackImages[UIControl.State.normal.rawValue]
    }
    public var currentMaximumTrackImage: UIImage? { trackImage(maximumTrackImages) }

    /// The image of `images` for the current state (falling back to `.normal`'s).
    func trackImage(_ images: [UInt: UIImage]) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    /// The thumb's size: its image's, else the 28-point disc.
    var thumbSize: CGSize {
        if let image = currentThumbImage, image.size.width > 0, image.size.height > 0 { return image.size }
        return CGSize(width: UISlider.thumbDiameter, height: UISlider.thumbDiameter)
    }

    /// The track's horizontal extent in the bounds: inside the value images.
    var trackSpan: CGRect {
        var left: CGFloat = 0, right = bounds.width
        if let image = minimumValueImage { left += image.size.width + UISlider.valueImageGap }
        if let image = maximumValueImage { right -= image.size.width + UISlider.valueImageGap }
        return CGRect(x: left, y: 0, width: max(0, right - left), height: bounds.height)
    }

    func imagesChanged() {
        updateColors()
        setNeedsLayout()
        UIView.performWithoutAnimation { layoutParts() }
    }

    /// Puts the current images on the parts (or gives them back their drawn look).
    func applyImages(thumb: UIView, minimumTrack: UIView, maximumTrack: UIView) {
        if let image = currentThumbImage {
            show(image, in: thumb)
            thumb.backgroundColor = nil
            thumb.layer.cornerRadius = 0
            thumb.layer.shadowOpacity = 0
        } else {
            thumb.layer.contents = nil
            thumb.layer.cornerRadius = UISlider.thumbDiameter / 2
            thumb.layer.shadowOpacity = 0.2
        }
        for (view, images) in [(minimumTrack, minimumTrackImages), (maximumTrack, maximumTrackImages)] {
            if let image = trackImage(images) {
                show(image, in: view)
                view.backgroundColor = nil
                view.layer.cornerRadius = 0
            } else {
                view.layer.contents = nil
                view.layer.cornerRadius = UISlider.trackHeight / 2
            }
        }
        minimumValueImageView.image = minimumValueImage
        maximumValueImageView.image = maximumValueImage
        minimumValueImageView.isHidden = minimumValueImage == nil
        maximumValueImageView.isHidden = maximumValueImage == nil
    }

    private func show(_ image: UIImage, in view: UIView) {
        view.layer.contents = image.cgImage
        view.layer.contentsScale = image.scale
        view.layer.contentsGravity = .resize
        view.layer.contentsCenter = image.capContentsCenter ?? CGRect(x: 0, y: 0, width: 1, height: 1)
    }

    func layoutValueImages() {
        let cy = bounds.midY
        if let image = minimumValueImage {
            minimumValueImageView.frame = CGRect(x: 0, y: cy - image.size.height / 2, width: image.size.width, height: image.size.height)
        }
        if let image = maximumValueImage {
            maximumValueImageView.frame = CGRect(x: bounds.width - image.size.width, y: cy - image.size.height / 2,
                                                 width: image.size.width, height: image.size.height)
        }
    }
}
