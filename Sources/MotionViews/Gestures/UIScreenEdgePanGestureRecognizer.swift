import Foundation

/// UIKit's rectangle edges.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// UIKit's screen-edge pan: a pan that only begins for a touch that went down within
/// `UIScreenEdgePanGestureRecognizer.edgeWidth` of one of `edges` of the window and then moves away
/// from that edge (more away from it than along it). The navigation controller's back swipe.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// How far from the window's edge a touch may start, points (UIKit keeps it private; 20 pt is the
    /// band Flutter's reproduction of the iOS back swipe uses).
    public static let edgeWidth: CGFloat = 20

    open var edges: UIRectEdge = []

    /// The edges whose band contains `p` (window points) in `window`.
    func edges(near p: CGPoint, in window: UIWindow) -> UIRectEdge {
        let b = window.bounds, w = UIScreenEdgePanGestureRecognizer.edgeWidth
        var e: UIRectEdge = []
        if p.x - b.minX <= w { e.insert(.left) }
        if b.maxX - p.x <= w { e.insert(.right) }
        if p.y - b.minY <= w { e.insert(.top) }
        if b.maxY - p.y <= w { e.insert(.bottom) }
        return e.intersection(edges)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, numberOfTouches == touches.count, let window = view?.window,
           let first = trackedTouches.first, edges(near: first.windowLocation, in: window).isEmpty {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let window = view?.window, let first = trackedTouches.first {
            let d = GestureGeometry.difference(windowCentroid, first.initialWindowLocation)
            if (d.x * d.x + d.y * d.y).squareRoot() > UIPanGestureRecognizer.hysteresis {
                let near = edges(near: first.initialWindowLocation, in: window)
                let away = (near.contains(.left) && d.x > abs(d.y)) || (near.contains(.right) && -d.x > abs(d.y))
                    || (near.contains(.top) && d.y > abs(d.x)) || (near.contains(.bottom) && -d.y > abs(d.x))
                if !away { state = .failed; return }
            }
        }
        super.touchesMoved(touches, with: event)
    }
}
