import Foundation
import MotionTiming
import MotionCoreGraphics

/// UIKit's current graphics context: a stack per thread, as UIKit keeps it. A view's `draw(_:)`, an
/// image renderer's block and `UIGraphicsBeginImageContextWithOptions` push one; the drawing functions
/// (`UIBezierPath.fill()`, `UIColor.setFill()`, `UIRectFill`, `UIImage.draw(in:)`, string drawing) draw
/// into the top one and do nothing when there is none (UIKit logs "invalid context 0x0" then).
final class GraphicsContextStack {
    var contexts: [CGContext] = []
    /// Contexts opened by `UIGraphicsBeginImageContext…`, innermost last (each also on `contexts`).
    var imageContexts: [CGContext] = []

    private static let slot = ThreadLocalSlot<GraphicsContextStack>()

    static var current: GraphicsContextStack {
        if let s = slot.value { return s }
        let s = GraphicsContextStack()
        slot.value = s
        return s
    }
}

/// The context UIKit drawing goes to now: the innermost view drawing, image renderer or image context.
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.current.contexts.last }

/// Makes `context` the current one until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.current.contexts.append(context) }

/// Restores the context current before the last `UIGraphicsPushContext(_:)`; nothing when none was pushed.
public func UIGraphicsPopContext() { _ = GraphicsContextStack.current.contexts.popLast() }

/// A bitmap context of `size` points at `scale` pixels per point (0: the screen's), y down, made
/// current. `opaque` is a hint (the bitmap keeps its alpha). An empty size makes no context (UIKit
/// logs an error and the drawing functions then do nothing).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let s = scale > 0 && scale.isFinite ? scale : UIServices.screenScale
    let w = (size.width * s).rounded(.up), h = (size.height * s).rounded(.up)
    guard w >= 1, h >= 1, w <= 16384, h <= 16384 else { return }
    let ctx = CGContext(pixelWidth: Int(w), pixelHeight: Int(h), scale: s)
    let stack = GraphicsContextStack.current
    stack.imageContexts.append(ctx)
    stack.contexts.append(ctx)
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// The innermost image context's pixels as an image (its scale the context's); nil when the current
/// context is not an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    let stack = GraphicsContextStack.current
    guard let ctx = stack.imageContexts.last, stack.contexts.last === ctx, let image = ctx.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: ctx.baseScale)
}

/// Closes the innermost image context (and anything pushed over it).
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.current
    guard let ctx = stack.imageContexts.popLast() else { return }
    if let i = stack.contexts.lastIndex(where: { $0 === ctx }) { stack.contexts.removeSubrange(i...) }
}

/// Fills `rect` with the current fill colour (`UIColor.setFill()`), in the normal blend mode.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Fills `rect` in `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    ctx.saveGState()
    ctx.setBlendMode(blendMode)
    ctx.fill(rect)
    ctx.restoreGState()
}

/// Frames `rect` with a one-point line inside it, in the current fill colour (UIKit's UIRectFrame).
public func UIRectFrame(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    guard r.width > 0, r.height > 0 else { return }
    let t = min(1, r.width / 2, r.height / 2)
    ctx.fill([CGRect(x: r.minX, y: r.minY, width: r.width, height: t),
              CGRect(x: r.minX, y: r.maxY - t, width: r.width, height: t),
              CGRect(x: r.minX, y: r.minY + t, width: t, height: r.height - 2 * t),
              CGRect(x: r.maxX - t, y: r.minY + t, width: t, height: r.height - 2 * t)])
}

/// Intersects the current clip with `rect`.
public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }
