import Foundation

/// Core Graphics' Swift overlay spells `CGPointEqualToPoint`, `CGSizeEqualToSize` and
/// `CGRectEqualToRect` as `equalTo(_:)` (iOS code writes `!touchLocation.equalTo(CGPoint.zero)`);
/// Foundation on Linux has only `==`, which these are.
extension CGPoint {
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}
