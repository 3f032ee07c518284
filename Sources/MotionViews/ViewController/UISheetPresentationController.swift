import Foundation

/// iOS 15's `UISheetPresentationController`: a sheet's detents and look. The sheet shows at the
/// selected detent (nil: the smallest, UIKit's rule): `.large()` is the full card below the status bar
/// with the presenting view shrunk behind it; `.medium()` is "approximately half the height of the
/// screen" (Apple's documentation) — the card's top at half the window's height, the presenting view
/// neither shrunk nor moved, dimmed unless `largestUndimmedDetentIdentifier` is `.medium` or larger.
/// `prefersGrabberVisible` draws the 36 × 5-point grabber 5 points below the card's top;
/// `preferredCornerRadius` rounds the card. Changing `selectedDetentIdentifier` inside `animateChanges`
/// moves the card there. Dragging the card moves it between detents and swipes it away (`SheetDrag.swift`).
open class UISheetPresentationController: UIPresentationController {
    /// UIKit's `UISheetPresentationController.Detent`.
    public final class Detent: NSObject, @unchecked Sendable {
        /// UIKit's `Detent.Identifier`.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// iOS 16's resolution context (the maximum height a detent may take).
        public struct Context {
            public let maximumDetentValue: CGFloat
            public let containerTraitCollection: UITraitCollection
        }

        public let identifier: Identifier
        /// The height for a maximum detent value (nil: the system detents' own rule).
        let resolver: ((Context) -> CGFloat?)?

        init(identifier: Identifier, resolver: ((Context) -> CGFloat?)?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        public static func medium() -> Detent { Detent(identifier: .medium, resolver: nil) }
        public static func large() -> Detent { Detent(identifier: .large, resolver: nil) }
        /// iOS 16's custom detent: `resolver` gives the sheet's height (points) for the largest allowed.
        public static func custom(identifier: Identifier? = nil, resolver: @escaping (Context) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom.\\(UUID().uuidString)"), resolver: resolver)
        }

        /// The card's height for a window `screen` points tall whose large card is `maximum` tall: the
        /// medium detent half the screen, a custom one what its resolver says (within 0…maximum).
        func height(maximum: CGFloat, screen: CGFloat, traits: UITraitCollection) -> CGFloat {
            if let resolver {
                let h = resolver(Context(maximumDetentValue: maximum, containerTraitCollection: traits)) ?? maximum
                return h.isFinite ? min(max(h, 0), maximum) : maximum
            }
            return identifier == .medium ? min(screen / 2, maximum) : maximum
        }
    }

    open var detents: [Detent] = [.large()] { didSet { if detents.isEmpty { detents = [.large()] } } }
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { if selectedDetentIdentifier != oldValue { detentDidChange() } } }
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    open var prefersGrabberVisible = false { didSet { presentedViewController.sheetLookDidChange() } }
    /// The card's corner radius (nil: the system's 10 points).
    open var preferredCornerRadius: CGFloat? { didSet { presentedViewController.sheetLookDidChange() } }
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersEdgeAttachedInCompactHeight = false
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    open var prefersPageSizing = true
    /// Changes made in `changes` animate (the card moves to a new selected detent over 0.3 s).
    open func animateChanges(_ changes: () -> Void) {
        animatingChanges = true
        defer { animatingChanges = false }
        changes()
    }
    private var animatingChanges = false

    /// The detent shown: the selected one, else the smallest.
    var currentDetent: Detent {
        if let id = selectedDetentIdentifier, let d = detents.first(where: { $0.identifier == id }) { return d }
        return detents.min { $0.height(maximum: 1000, screen: 1030, traits: .current) < $1.height(maximum: 1000, screen: 1030, traits: .current) } ?? .large()
    }

    /// Whether the content behind is dimmed at the current detent.
    var dimsBehind: Bool {
        guard let undimmed = largestUndimmedDetentIdentifier else { return true }
        let system: Detent? = undimmed == .medium ? .medium() : undimmed == .large ? .large() : nil
        guard let limit = detents.first(where: { $0.identifier == undimmed }) ?? system else { return true }
        return currentDetent.height(maximum: 1000, screen: 1030, traits: .current) > limit.height(maximum: 1000, screen: 1030, traits: .current)
    }

    private func detentDidChange() {
        (delegate as? UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        presentedViewController.sheetDetentDidChange(animated: animatingChanges)
    }
}

/// iOS 15's `UISheetPresentationControllerDelegate` (every method optional).
@MainActor @preconcurrency public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}
