import Foundation

/// UIKit's haptic feedback. A desktop has no Taptic Engine, and on an iPhone without one these calls do
/// nothing — Apple's documented behaviour ("the device does not provide haptic feedback" when the
/// hardware is missing) — so here they do nothing either, and code that taps, selects or notifies with
/// haptics runs unchanged.
open class UIFeedbackGenerator {
    public init() {}
    /// Readies the (absent) engine; does nothing.
    open func prepare() {}
}

open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public let style: FeedbackStyle
    public init(style: FeedbackStyle) { self.style = style }
    public override convenience init() { self.init(style: .medium) }
    open func impactOccurred() {}
    /// `intensity` 0…1; does nothing.
    open func impactOccurred(intensity: CGFloat) {}
}

open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {}
}

open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
