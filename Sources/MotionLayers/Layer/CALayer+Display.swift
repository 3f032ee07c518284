import Foundation
import MotionGeometry
import MotionAnimation
import MotionCoreGraphics

/// Drawing a layer's content, as Core Animation does:
/// - `setNeedsDisplay()` marks the layer; the frame's display step (in the layout phase, after layout,
///   before the frame is committed: `AnimationContext.displayLayers(inTreeOf:)`) calls `display()` once,
///   however many times it was marked — the renderer never draws the model, it only reads it;
/// - `display()` asks the delegate's `display(_:)`; a delegate without one (or none) gets a backing store:
///   a transparent bitmap of the bounds at `contentsScale`, y down in points, drawn by `draw(in:)` (whose
///   default asks the delegate's `draw(_:in:)`), which becomes `contents`;
/// - a layer nothing draws into (no override, no delegate drawing) keeps the `contents` it has, so
///   asking an image layer or a shape layer to display changes nothing;
/// - a plain layer is drawn only after `setNeedsDisplay()` (a view's layer when its view first shows);
///   `needsDisplayOnBoundsChange` marks it when its bounds change.
extension CALayer {
    /// Marks the layer for `display()` in the next frame's display step.
    public func setNeedsDisplay() {
        if isInDisplay { displayDeferredToNextFrame = true }
        guard !needsDisplayFlag else { return }
        needsDisplayFlag = true
        let context = AnimationContext.current
        context.displayQueue.pending.append(WeakLayerReference(self))
        context.noteChange()
    }

    /// Marks the layer for display; the whole backing store is redrawn (UIKit passes the bounds to
    /// `draw(_:)` then too).
    public func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }

    /// Apple's `needsDisplay()`.
    public func needsDisplay() -> Bool { needsDisplayFlag }

    /// Displays now if marked.
    public func displayIfNeeded() {
        guard needsDisplayFlag, !displayDeferredToNextFrame else { return }
        needsDisplayFlag = false
        isInDisplay = true
        defer { isInDisplay = false }
        if let scoping = delegate as? LayerDisplayScoping { scoping.performDisplay(of: self) { display() } } else { display() }
    }

    func displayWithDelegateOrBackingStore() {
        if let d = delegate {
            delegateDisplayUnimplemented = false
            d.display(self)
            if !delegateDisplayUnimplemented { return }
        }
        displayBackingStore()
    }

    /// Draws a new backing store with `draw(in:)` and makes it `contents` (see the extension's notes).
    public func displayBackingStore() {
        guard let ctx = makeBackingStore() else { return }
        delegate?.layerWillDraw(self)
        drewDefault = false
        draw(in: ctx)
        drawsOwnContent = !drewDefault || ctx.hasDrawn
        if drewDefault && !ctx.hasDrawn { return }
        contents = ctx.hasDrawn ? ctx.makeImage() : nil
    }

    /// Largest backing store side, pixels.
    public static let maxBackingStoreSide = 8192

    /// A transparent bitmap of the bounds at `contentsScale` whose user space is the layer's bounds
    /// coordinates (points, y down); nil for empty, non-finite or oversized bounds.
    public func makeBackingStore() -> CGContext? {
        let b = bounds
        let s = CALayer.usableContentsScale(contentsScale)
        let w = (b.width * s).rounded(.up), h = (b.height * s).rounded(.up)
        let limit = CGFloat(CALayer.maxBackingStoreSide)
        if w > limit || h > limit {
            // Core Animation logs "Ignoring bogus layer size" too: say why nothing is drawn.
            AnimationWarnings.report("CALayer '\(name ?? "unnamed")': a backing store of \(w) × \(h) pixels is over the \(CALayer.maxBackingStoreSide)-pixel limit; the layer's drawing is skipped")
        }
        guard w >= 1, h >= 1, w <= limit, h <= limit, b.minX.isFinite, b.minY.isFinite else { return nil }
        let ctx = CGContext(pixelWidth: Int(w), pixelHeight: Int(h), scale: s)
        ctx.translateBy(x: -b.minX, y: -b.minY)
        return ctx
    }
}

/// A layer held weakly (queues of layers to display).
struct WeakLayerReference {
    weak var layer: CALayer?
    init(_ layer: CALayer) { self.layer = layer }
}

/// A session's layers waiting for `display()`, and those whose custom keys animate with redraws.
final class LayoutQueue {
    var pending: [WeakLayerReference] = []
}

final class DisplayQueue {
    var pending: [WeakLayerReference] = []
    var animatedDisplays: [WeakLayerReference] = []
}

extension AnimationContext {
    var displayQueue: DisplayQueue { state(DisplayQueue.self) { DisplayQueue() } }
    var layoutQueue: LayoutQueue { state(LayoutQueue.self) { LayoutQueue() } }

    /// The frame's display step, for the tree of `root`: first the layers marked for layout
    /// (`setNeedsLayout()`), then layers whose custom keys animate and whose class
    /// redraws for them are drawn from their presentation values at the frame's time (the image shows
    /// this frame; the model is not touched), then every marked layer of the tree is displayed once.
    /// Marked layers outside the tree wait until they are in one. Runs on the frame's thread, after
    /// layout and before the commit (`FramePipeline`).
    public func displayLayers(inTreeOf root: CALayer) {
        perform {
            // Layers marked by `setNeedsLayout()` are laid out first (their layout may mark drawing).
            let lq = layoutQueue
            if !lq.pending.isEmpty {
                let pending = lq.pending
                lq.pending = []
                for w in pending {
                    guard let l = w.layer, l.needsLayoutFlag else { continue }
                    if l.rootLayer === root { l.layoutIfNeeded() } else { lq.pending.append(w) }
                }
            }
            let q = displayQueue
            if !q.animatedDisplays.isEmpty {
                var kept: [WeakLayerReference] = []
                for w in q.animatedDisplays {
                    guard let l = w.layer, l.displayedPresentation != nil else { continue }
                    kept.append(w)
                    if l.rootLayer === root { l.drawPresentationForFrame() }
                }
                q.animatedDisplays = kept
            }
            guard !q.pending.isEmpty else { return }
            // Drawing may mark layers again (or new ones): those wait for the next frame.
            let pending = q.pending
            q.pending = []
            // Once per layer: a layer queued twice (marked, displayed by a layout pass, marked again) is
            // displayed once; a request its display makes is queued anew, for the next frame.
            var displayed = Set<ObjectIdentifier>()
            for w in pending {
                guard let l = w.layer, l.needsDisplayFlag, displayed.insert(ObjectIdentifier(l)).inserted else { continue }
                // A request made during the layer's last display is this frame's.
                l.displayDeferredToNextFrame = false
                if l.rootLayer === root { l.displayIfNeeded() } else { q.pending.append(w) }
            }
        }
    }
}
