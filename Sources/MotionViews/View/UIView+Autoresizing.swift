import Foundation

/// UIKit's springs and struts: when a view's size changes, each subview whose `autoresizingMask` has
/// flexible parts is resized and moved so its fixed parts stay as they were. Per axis, the change is
/// shared among the flexible parts (the two margins and the size) in proportion to their current
/// lengths — equally when those are all zero — as UIKit's `resizeSubviews(withOldSize:)` does.
/// Inside an animation block the subviews' new frames animate with the superview's.
extension UIView {
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Resizes the subviews for a change of this view's size from `oldSize` (see the extension's comment).
    func resizeSubviews(withOldSize oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let newSize = bounds.size
        let children = subviewStorage
        for i in children.indices {
            // Most subviews have no mask: skip them without a retain (views' side tables make those slow).
            if Unmanaged.passUnretained(children[i])._withUnsafeGuaranteedRef({ $0.autoresizingMask.isEmpty }) { continue }
            let s = children[i]
            let f = s.frame
            let (x, w) = Self.share(newSize.width - oldSize.width, before: f.minX, length: f.width,
                                    after: oldSize.width - f.maxX,
                                    flexible: (s.autoresizingMask.contains(.flexibleLeftMargin),
                                               s.autoresizingMask.contains(.flexibleWidth),
                                               s.autoresizingMask.contains(.flexibleRightMargin)))
            let (y, h) = Self.share(newSize.height - oldSize.height, before: f.minY, length: f.height,
                                    after: oldSize.height - f.maxY,
                                    flexible: (s.autoresizingMask.contains(.flexibleTopMargin),
                                               s.autoresizingMask.contains(.flexibleHeight),
                                               s.autoresizingMask.contains(.flexibleBottomMargin)))
            let frame = CGRect(x: x, y: y, width: max(0, w), height: max(0, h))
            if frame != f { s.frame = frame }
        }
    }

    /// One axis: the new origin and length after sharing `delta` among the flexible parts.
    static func share(_ delta: CGFloat, before: CGFloat, length: CGFloat, after: CGFloat,
                      flexible: (Bool, Bool, Bool)) -> (origin: CGFloat, length: CGFloat) {
        guard delta != 0, delta.isFinite else { return (before, length) }
        let parts = [(flexible.0, max(0, before)), (flexible.1, max(0, length)), (flexible.2, max(0, after))]
        let flexibleCount = parts.filter(\.0).count
        guard flexibleCount > 0 else { return (before, length) }
        let total = parts.filter(\.0).reduce(0) { $0 + $1.1 }
        func portion(_ i: Int) -> CGFloat {
            guard parts[i].0 else { return 0 }
            return total > 0 ? delta * parts[i].1 / total : delta / CGFloat(flexibleCount)
        }
        return (before + portion(0), length + portion(1))
    }
}
