import Foundation
import MotionGeometry

/// One primitive for `SDLCanvas`, in **points**.
///
/// Coordinate contract: every `transform` maps the primitive's local rect `(0, 0, size)`
/// (points, y down) into the space of the *current target*: the window (points, origin top-left)
/// at top level, or the enclosing group's local rect between `.beginGroup` and `.endGroup`.
/// The canvas multiplies by its `pixelScale`; callers never deal with pixels.
/// Transforms use Core Animation's row-vector convention (p' = p·M); only the z = 0 plane is
/// drawn (m31…m34 and m43 are ignored, m14/m24 give perspective).
public enum DrawCommand {
    /// A solid rectangle. `cornerRadius` in local points (clamped to half the shorter side).
    case fill(size: CGSize, transform: CATransform3D, color: CGColor, cornerRadius: CGFloat, opacity: CGFloat)
    /// `image` stretched over the local rect `(0, 0, size)`. Gravity / aspect fitting is the
    /// caller's job: pass a transform for the sub-rect the image should occupy.
    case image(CGImage, size: CGSize, transform: CATransform3D, opacity: CGFloat, cornerRadius: CGFloat)
    /// A border of `width` points drawn inside the local rect's edge (as CALayer.borderWidth).
    case border(size: CGSize, transform: CATransform3D, width: CGFloat, color: CGColor, cornerRadius: CGFloat, opacity: CGFloat)
    /// Clips following commands to the pixel bounding box of the transformed local rect,
    /// intersected with the enclosing clip. Exact for axis-aligned transforms (translation,
    /// positive or negative scale); for rotation, skew or perspective use `.beginGroup`, which
    /// clips exactly. Must be balanced by `.popClip` inside the same group.
    case pushClip(size: CGSize, transform: CATransform3D)
    case popClip
    /// Starts an offscreen group: the commands up to the matching `.endGroup` are drawn into a
    /// transparent texture covering the group's local rect `(0, 0, size)` (so they are clipped to it),
    /// **with their transforms relative to that local rect** (identity = the group's top-left corner),
    /// then the texture is drawn with `transform` (relative to the enclosing target) and `opacity`.
    /// Use it for clips under rotation/perspective and for group opacity. Groups nest.
    /// Inside a group the clip stack starts empty (the group rect is the clip).
    case beginGroup(size: CGSize, transform: CATransform3D, opacity: CGFloat)
    case endGroup
    /// Only inside a group: multiplies everything the group has drawn so far by the alpha of `image`
    /// stretched over the local rect (0, 0, size) mapped by `transform` (relative to the group, affine);
    /// outside that rect the group becomes transparent ("destination in" — a layer's `mask`).
    case mask(CGImage, size: CGSize, transform: CATransform3D)
    /// Only inside a group: blurs everything the group has drawn so far with a Gaussian of standard
    /// deviation `sigma` points (× the canvas's pixel scale in pixels), in premultiplied colour, zero
    /// outside the group — a layer's `motionBlurRadius` (SwiftUI's `.blur(radius:)`). `opaque` clamps
    /// the edges (pixels outside repeat the edge) and makes the result opaque (`.blur(radius:opaque: true)`).
    case blur(sigma: CGFloat, opaque: Bool)
    /// Only inside a group: draws, beneath everything the group has drawn so far, its alpha moved by
    /// `offset` points, blurred by a Gaussian of standard deviation `sigma` points (× the canvas's pixel
    /// scale), times `opacity`, in `color` — a layer's shadow cast by all it composites (Core Animation's
    /// shadow of a layer without a `shadowPath` whose sublayers draw: a clear container of a picture and
    /// a label casts their outlines).
    case shadow(sigma: CGFloat, offset: CGSize, color: CGColor, opacity: CGFloat)
}

/// Structural equality, for damage tracking: sizes, transforms, colours, radii and opacities compare
/// by value; images by identity (`===`), as a `CGImage` is immutable and a new image is new content —
/// comparing pixels would cost more than redrawing them.
extension DrawCommand: Equatable {
    public static func == (l: DrawCommand, r: DrawCommand) -> Bool {
        switch (l, r) {
        case let (.fill(s1, t1, c1, r1, o1), .fill(s2, t2, c2, r2, o2)):
            return s1 == s2 && t1 == t2 && c1 == c2 && r1 == r2 && o1 == o2
        case let (.image(i1, s1, t1, o1, r1), .image(i2, s2, t2, o2, r2)):
            return i1 === i2 && s1 == s2 && t1 == t2 && o1 == o2 && r1 == r2
        case let (.border(s1, t1, w1, c1, r1, o1), .border(s2, t2, w2, c2, r2, o2)):
            return s1 == s2 && t1 == t2 && w1 == w2 && c1 == c2 && r1 == r2 && o1 == o2
        case let (.pushClip(s1, t1), .pushClip(s2, t2)):
            return s1 == s2 && t1 == t2
        case let (.mask(i1, s1, t1), .mask(i2, s2, t2)):
            return i1 === i2 && s1 == s2 && t1 == t2
        case let (.blur(s1, o1), .blur(s2, o2)):
            return s1 == s2 && o1 == o2
        case let (.shadow(s1, f1, c1, o1), .shadow(s2, f2, c2, o2)):
            return s1 == s2 && f1 == f2 && c1 == c2 && o1 == o2
        case (.popClip, .popClip), (.endGroup, .endGroup):
            return true
        case let (.beginGroup(s1, t1, o1), .beginGroup(s2, t2, o2)):
            return s1 == s2 && t1 == t2 && o1 == o2
        default:
            return false
        }
    }
}

extension DrawCommand {
    /// Whether `a` and `b` play the same part in the list's nesting: both open a clip, both close one,
    /// both open a group, both close one, or neither opens nor closes anything. A list whose commands
    /// are replaced only by ones of the same part keeps its nesting.
    static func sameNesting(_ a: DrawCommand, _ b: DrawCommand) -> Bool {
        a.nestingRole == b.nestingRole
    }

    /// 0: draws; 1: opens a clip; 2: closes one; 3: opens a group; 4: closes one.
    @inline(__always)
    var nestingRole: UInt8 {
        switch self {
        case .pushClip: return 1
        case .popClip: return 2
        case .beginGroup: return 3
        case .endGroup: return 4
        default: return 0
        }
    }
}
