import Foundation

/// UIKit's page dots: `numberOfPages` 7-point dots 9 points apart (centre to centre 16), the current one in
/// `currentPageIndicatorTintColor` (white), the others in `pageIndicatorTintColor` (white at 30 %), centred
/// in the bounds. A tap left or right of the current dot moves one page that way and sends
/// `.valueChanged`, as on iOS; setting `currentPage` moves the highlight without sending.
open class UIPageControl: UIControl {
    static let dotDiameter: CGFloat = 7
    static let dotPitch: CGFloat = 16

    open var numberOfPages = 0 { didSet { numberOfPages = max(0, numberOfPages); currentPage = min(currentPage, max(0, numberOfPages - 1)); rebuild(); invalidateIntrinsicContentSize() } }
    open var currentPage = 0 { didSet { currentPage = min(max(0, currentPage), max(0, numberOfPages - 1)); updateColors() } }
    open var hidesForSinglePage = false { didSet { updateVisibility() } }
    open var pageIndicatorTintColor: UIColor? { didSet { updateColors() } }
    open var currentPageIndicatorTintColor: UIColor? { didSet { updateColors() } }

    private var dots: [UIView] = []
    /// iOS 14's background style (`UIPageControl+BackgroundStyle.swift`; default `.automatic`).
    open var backgroundStyle: BackgroundStyle = .automatic { didSet { updatePlatter() } }
    /// The translucent capsule behind the dots of the `.prominent` style (made when first needed).
    var platter: UIView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control with no pages (nothing is decoded: see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init() { self.init(frame: .zero) }

    /// The size that shows `pageCount` dots (UIKit's `size(forNumberOfPages:)`).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(0, pageCount)) * UIPageControl.dotPitch + 16, height: 26)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let d = UIPageControl.dotDiameter, pitch = UIPageControl.dotPitch
        let first = bounds.midX - pitch * CGFloat(dots.count - 1) / 2
        for (i, dot) in dots.enumerated() {
            dot.frame = CGRect(x: first + pitch * CGFloat(i) - d / 2, y: bounds.midY - d / 2, width: d, height: d)
        }
        layoutPlatter()
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, bounds.contains(touch.location(in: self)), numberOfPages > 1 else { return }
        let x = touch.location(in: self).x
        let currentX = bounds.midX - UIPageControl.dotPitch * CGFloat(numberOfPages - 1) / 2 + UIPageControl.dotPitch * CGFloat(currentPage)
        let next = x < currentX ? currentPage - 1 : currentPage + 1
        guard next >= 0, next < numberOfPages else { return }
        currentPage = next
        sendActions(for: .valueChanged)
    }

    private func rebuild() {
        dots.forEach { $0.removeFromSuperview() }
        dots = (0..<numberOfPages).map { _ in
            let v = UIView(frame: .zero)
            v.isUserInteractionEnabled = false
            v.layer.cornerRadius = UIPageControl.dotDiameter / 2
            addSubview(v)
            return v
        }
        updateColors()
        updateVisibility()
        setNeedsLayout()
    }

    private func updateColors() {
        for (i, dot) in dots.enumerated() {
            dot.backgroundColor = i == currentPage
                ? (currentPageIndicatorTintColor ?? .white)
                : (pageIndicatorTintColor ?? UIColor.white.withAlphaComponent(0.3))
        }
    }

    private func updateVisibility() {
        isHidden = hidesForSinglePage && numberOfPages <= 1
    }
}
