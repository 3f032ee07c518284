import Foundation

/// Where a scroll indicator sits along its axis, as UIKit draws it: a bar `thickness` (2.5 pt) wide,
/// `inset` (3 pt) from the view's edges, whose length is the visible fraction of the content times
/// the track (at least `minimumLength`), shrinking by the overscroll when the content rubber-bands
/// (down to `squashedLength`), and whose position tracks the offset's progress through its range.
public struct ScrollIndicatorLayout: Equatable, Sendable {
    public static let thickness = 2.5
    public static let inset = 3.0
    /// Shortest bar while scrolling inside the limits (UIKit's is about this long).
    public static let minimumLength = 36.0
    /// Shortest bar while rubber-banding.
    public static let squashedLength = 7.0

    /// Start along the axis and length, in the view's visible coordinates (0 = the visible top/left).
    public let start: Double
    public let length: Double

    /// - Parameters:
    ///   - viewLength: the view's size along the axis.
    ///   - contentLength: content size plus both insets along the axis.
    ///   - offset: content offset; `limits` its resting range.
    public init(viewLength: Double, contentLength: Double, offset: Double, limits: ClosedRange<Double>) {
        let track = max(0, viewLength - 2 * Self.inset)
        let fraction = contentLength > 0 ? min(1, viewLength / contentLength) : 1
        var length = min(track, max(Self.minimumLength, track * fraction))
        let over = offset < limits.lowerBound ? limits.lowerBound - offset
            : offset > limits.upperBound ? offset - limits.upperBound : 0
        length = max(min(length, Self.squashedLength), length - over)
        let span = limits.upperBound - limits.lowerBound
        let progress = span > 0 ? min(1, max(0, (offset - limits.lowerBound) / span)) : (offset > limits.upperBound ? 1 : 0)
        self.length = length
        start = Self.inset + progress * (track - length)
    }
}
