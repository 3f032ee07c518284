import Foundation
import UIKit
import MotionLabPreview

/// UIPageControl's look: one dot per page, the current one opaque white, the others translucent.
/// Like UIKit's, changing the page swaps the dots' colours at once.
final class FlightPageControl: UIView {
    /// Dot diameter and centre-to-centre spacing (UIKit's 7 pt dots, 16 pt apart), points.
    static let dotSize: CGFloat = 7
    static let dotSpacing: CGFloat = 16

    private var dots: [UIView] = []

    var numberOfPages = 0 {
        didSet { rebuildDots() }
    }

    var currentPage = 0 {
        didSet { updateColors() }
    }

    var pageIndicatorTintColor = UIColor(white: 1, alpha: 0.35) { didSet { updateColors() } }
    var currentPageIndicatorTintColor = UIColor.white { didSet { updateColors() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
    /// Scene views are built in code; there is nothing to decode (see `UIView.init?(coder:)`).
    required init?(coder: NSCoder) { return nil }

    private func rebuildDots() {
        dots.forEach { $0.removeFromSuperview() }
        let n = max(0, numberOfPages)
        let width = CGFloat(max(n - 1, 0)) * Self.dotSpacing
        let x0 = bounds.width / 2 - width / 2
        dots = (0..<n).map { i in
            let dot = UIView(frame: CGRect(x: x0 + CGFloat(i) * Self.dotSpacing - Self.dotSize / 2,
                                           y: bounds.height / 2 - Self.dotSize / 2,
                                           width: Self.dotSize, height: Self.dotSize))
            dot.layer.cornerRadius = Self.dotSize / 2
            dot.layer.name = "pageDot\(i + 1)"
            addSubview(dot)
            return dot
        }
        updateColors()
    }

    private func updateColors() {
        for (i, dot) in dots.enumerated() {
            dot.backgroundColor = i == currentPage ? currentPageIndicatorTintColor : pageIndicatorTintColor
        }
    }
}
