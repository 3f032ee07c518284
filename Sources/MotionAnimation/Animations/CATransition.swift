import Foundation
import MotionGeometry
import MotionTiming

/// The look of a transition between a layer's old and new rendering.
public enum CATransitionType: String {
    case fade, push, moveIn, reveal
    /// A perspective card flip about the vertical (fromLeft/fromRight) or horizontal axis: Apple's
    /// private "oglFlip" type, which UIKit's `transitionFlipFromLeft/Right` use.
    case flip
}

/// The edge a push, move-in or reveal comes from.
public enum CATransitionSubtype: String {
    case fromRight, fromLeft, fromTop, fromBottom
}

/// Animates a layer's whole rendering from what it showed when the transition was added to what it shows
/// now. The layer keeps a snapshot of its old tree; renderers draw both with `frame(at:)`.
open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    /// The part of the transition to play, 0…1.
    open var startProgress: Float = 0
    open var endProgress: Float = 1

    open override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        if let o = other as? CATransition {
            type = o.type; subtype = o.subtype; startProgress = o.startProgress; endProgress = o.endProgress
        }
    }

    open override func prepare() throws {
        try super.prepare()
        for (n, v) in [("startProgress", startProgress), ("endProgress", endProgress)] where !(v >= 0 && v <= 1) {
            throw AnimationError.badParameter(animation: self, name: n, value: "\(v)")
        }
    }

    /// How to draw the old and new renderings at `parentTime`, or nil when the transition has no effect.
    public func frame(at parentTime: CFTimeInterval) -> TransitionFrame? {
        guard let s = sample(at: parentTime) else { return nil }
        let p = Double(startProgress) + (Double(endProgress) - Double(startProgress)) * s.progress
        return TransitionFrame(type: type, subtype: subtype ?? .fromLeft, progress: p)
    }
}

/// One frame of a transition: opacities and offsets (as fractions of the layer's size) for the
/// old and the new rendering.
public struct TransitionFrame: Equatable {
    public var type: CATransitionType
    public var subtype: CATransitionSubtype
    /// 0 at the start, 1 at the end.
    public var progress: Double

    /// Opacity of the old and new renderings.
    public var opacities: (old: Double, new: Double) {
        type == .fade ? (1 - progress, progress) : (1, 1)
    }

    /// Unit direction the content travels in (fromRight: content moves left).
    private var direction: (dx: Double, dy: Double) {
        switch subtype {
        case .fromRight: return (-1, 0)
        case .fromLeft: return (1, 0)
        case .fromTop: return (0, 1)
        case .fromBottom: return (0, -1)
        }
    }

    /// Offsets of the old and new renderings in multiples of the layer's width and height.
    public var offsets: (old: (x: Double, y: Double), new: (x: Double, y: Double)) {
        let d = direction, p = progress
        switch type {
        case .fade, .flip: return ((0, 0), (0, 0))
        case .push: return ((d.dx * p, d.dy * p), (-d.dx * (1 - p), -d.dy * (1 - p)))
        case .moveIn: return ((0, 0), (-d.dx * (1 - p), -d.dy * (1 - p)))
        case .reveal: return ((d.dx * p, d.dy * p), (0, 0))
        }
    }

    /// Whether the old rendering draws above the new one (reveal slides the old one away on top).
    public var oldOnTop: Bool { type == .reveal }

    /// For `.flip`: the old rendering turns from 0 to π/2 in the first half, the new one from −π/2 to 0
    /// in the second, about the layer's centre, seen with perspective m34 = −1/500 (each nil while hidden).
    /// fromLeft turns the left edge towards the viewer, as UIKit's flipFromLeft does.
    public var flipTransforms: (old: CATransform3D?, new: CATransform3D?) {
        guard type == .flip else { return (CATransform3DIdentity, CATransform3DIdentity) }
        let sign: CGFloat = (subtype == .fromLeft || subtype == .fromTop) ? 1 : -1
        let horizontal = subtype == .fromLeft || subtype == .fromRight
        func turn(_ a: CGFloat) -> CATransform3D {
            var persp = CATransform3DIdentity
            persp.m34 = -1.0 / 500
            let r = horizontal ? CATransform3DMakeRotation(a, 0, 1, 0) : CATransform3DMakeRotation(a, 1, 0, 0)
            return CATransform3DConcat(r, persp)
        }
        if progress < 0.5 { return (turn(sign * CGFloat(progress) * .pi), nil) }
        return (nil, turn(-sign * CGFloat(1 - progress) * .pi))
    }
}
