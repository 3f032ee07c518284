import Foundation

extension UIScrollView {
    /// The vertical bar (created on first use), named "verticalScrollIndicator".
    var verticalIndicator: UIView {
        if let v = verticalIndicatorView { return v }
        let v = makeIndicator("verticalScrollIndicator")
        verticalIndicatorView = v
        return v
    }

    /// The horizontal bar (created on first use), named "horizontalScrollIndicator".
    var horizontalIndicator: UIView {
        if let v = horizontalIndicatorView { return v }
        let v = makeIndicator("horizontalScrollIndicator")
        horizontalIndicatorView = v
        return v
    }

    func makeIndicator(_ name: String) -> UIView {
        let bar = UIView(frame: .zero)
        bar.layer.name = name
        bar.isUserInteractionEnabled = false
        bar.backgroundColor = UIColor(white: 0, alpha: 0.35)
        bar.layer.cornerRadius = CGFloat(ScrollIndicatorLayout.thickness / 2)
        bar.alpha = 0
        addSubview(bar)
        return bar
    }

    /// Places the indicators in content coordinates so they stay fixed on screen, in front of the content.
    func updateIndicators() {
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return }
        let o = bounds.origin
        let t = CGFloat(ScrollIndicatorLayout.thickness), inset = CGFloat(ScrollIndicatorLayout.inset)
        let adjusted = adjustedContentInset
        let safe = automaticallyAdjustsScrollIndicatorInsets ? safeAreaInsets : .zero
        if showsVerticalScrollIndicator && scrollsVertically {
            // The track keeps out of the safe area's insets and the indicator insets.
            let track = verticalScrollIndicatorInsets.adding(UIEdgeInsets(top: safe.top, left: 0, bottom: safe.bottom, right: safe.right))
            let l = ScrollIndicatorLayout(viewLength: Double(max(0, size.height - track.top - track.bottom)),
                                          contentLength: Double(contentSize.height + adjusted.top + adjusted.bottom),
                                          offset: y.position, limits: y.limits)
            verticalIndicator.frame = CGRect(x: o.x + size.width - inset - t - track.right, y: o.y + track.top + CGFloat(l.start),
                                             width: t, height: CGFloat(l.length))
            verticalIndicator.isHidden = false
            keepInFront(verticalIndicator)
        } else {
            verticalIndicatorView?.isHidden = true
        }
        if showsHorizontalScrollIndicator && scrollsHorizontally && contentSize.width > size.width {
            let track = horizontalScrollIndicatorInsets.adding(UIEdgeInsets(top: 0, left: safe.left, bottom: safe.bottom, right: safe.right))
            let l = ScrollIndicatorLayout(viewLength: Double(max(0, size.width - track.left - track.right)),
                                          contentLength: Double(contentSize.width + adjusted.left + adjusted.right),
                                          offset: x.position, limits: x.limits)
            horizontalIndicator.frame = CGRect(x: o.x + track.left + CGFloat(l.start), y: o.y + size.height - inset - t - track.bottom,
                                               width: CGFloat(l.length), height: t)
            horizontalIndicator.isHidden = false
            keepInFront(horizontalIndicator)
        } else {
            horizontalIndicatorView?.isHidden = true
        }
    }

    private func keepInFront(_ bar: UIView) {
        let others = subviews.filter { $0 !== verticalIndicatorView && $0 !== horizontalIndicatorView }
        guard let lastOther = others.last, let barIndex = subviews.firstIndex(where: { $0 === bar }),
              let otherIndex = subviews.firstIndex(where: { $0 === lastOther }), barIndex < otherIndex else { return }
        bringSubviewToFront(bar)
    }

    /// Shows the indicators for a moment (UIKit: "You should call this method whenever you bring the
    /// scroll view to front"): fully visible now, then faded as after scrolling stops.
    public func flashScrollIndicators() {
        lastScrollTime = CACurrentMediaTime()
        updateIndicators()
        updateIndicatorAlpha(at: lastScrollTime)
        startDisplayLink()
    }

    /// Indicator opacity at `t`: 1 while scrolling, then held `indicatorFadeDelay` and faded linearly
    /// over `indicatorFadeDuration`. Returns whether the fade is still in progress.
    @discardableResult
    func updateIndicatorAlpha(at t: CFTimeInterval) -> Bool {
        let scrolling = isDragging || x.isMoving || y.isMoving
        let since = t - lastScrollTime
        let alpha: CGFloat
        if scrolling || since <= Self.indicatorFadeDelay {
            alpha = 1
        } else {
            alpha = CGFloat(max(0, 1 - (since - Self.indicatorFadeDelay) / Self.indicatorFadeDuration))
        }
        verticalIndicatorView?.alpha = alpha
        horizontalIndicatorView?.alpha = alpha
        return alpha > 0
    }
}
