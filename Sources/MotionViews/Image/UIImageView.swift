import Foundation

/// Shows an image in its layer's contents, placed by `contentMode` (scaleToFill, scaleAspectFit,
/// scaleAspectFill, center, top, …). Like UIKit's, it ignores touches unless told otherwise.
open class UIImageView: UIView {
    open var image: UIImage? { didSet { updateContents() } }
    /// Shown instead of `image` while `isHighlighted` (when set).
    open var highlightedImage: UIImage? { didSet { updateContents() } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { updateContents() } } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// A view the size of `image` (in points) at the origin.
    public convenience init(image: UIImage?, highlightedImage: UIImage? = nil) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        self.highlightedImage = highlightedImage
        updateContents()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    private func updateContents() {
        invalidateIntrinsicContentSize()
        let shown = isHighlighted ? (highlightedImage ?? image) : image
        layer.contentsScale = shown?.scale ?? 1
        layer.contents = shown?.cgImage
    }
}
