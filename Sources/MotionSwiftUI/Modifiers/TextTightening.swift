import Foundation
import MotionLab

extension View {
    /// Whether text below may tighten its letter spacing before it is truncated. Accepted: MotionLab's
    /// text does not tighten (a line too long for its width is truncated or wrapped as without it).
    public func allowsTightening(_ flag: Bool) -> some View { self }
}
