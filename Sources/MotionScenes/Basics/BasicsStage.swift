import Foundation
import UIKit
import MotionLabPreview

/// A view whose own coordinates are an article's (a rocket flying to x = 455, a 300-pt orbit) shown
/// scaled down to fit the 320-pt screen: its bounds are the logical size and its transform a uniform
/// scale, so the layers inside keep (and trace) the article's numbers.
public final class BasicsStage: UIView {
    /// Points on screen per logical point.
    public let scale: CGFloat

    /// - Parameters:
    ///   - logicalSize: the article's coordinate space (bounds size).
    ///   - visualFrame: where it appears; its width sets the scale (the height should match the aspect).
    public init(logicalSize: CGSize, visualFrame: CGRect) {
        scale = visualFrame.width / logicalSize.width
        super.init(frame: CGRect(origin: .zero, size: logicalSize))
        center = CGPoint(x: visualFrame.midX, y: visualFrame.midY)
        transform = CGAffineTransform(scaleX: scale, y: scale)
    }
    /// Scene views are built in code; there is nothing to decode (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) { return nil }
}
