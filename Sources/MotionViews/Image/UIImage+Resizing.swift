import Foundation

extension UIImage {
    /// UIKit's `UIImage.Orientation` (raw values UIKit's). Images here are always drawn upright.
    public enum Orientation: Int, Sendable {
        case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// UIKit's `UIImage.ResizingMode` (raw values UIKit's).
    public enum ResizingMode: Int, Sendable { case tile = 0, stretch = 1 }

    /// How the bitmap is turned when drawn: always `.up` (the orientation given at creation is kept in
    /// the bitmap as it is: see `init(cgImage:scale:orientation:)`).
    public var imageOrientation: Orientation { .up }

    /// UIKit's initialiser with an orientation: the bitmap at `scale`, drawn as it is (the orientation,
    /// which camera images carry, is not applied here).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(cgImage: cgImage, scale: scale)
    }

    /// A copy whose `capInsets` stay unstretched when an image view shows it larger (nine-part
    /// stretching: the corners keep their size, the edges stretch along, the middle both ways).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// As `resizableImage(withCapInsets:)`; `.tile` parts are stretched here too (tiling is not drawn).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        guard let cg = cgImage else { return self }
        let copy = UIImage(cgImage: cg, scale: scale)
        copy.renderingMode = renderingMode
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        return copy
    }

    /// iOS 2's form: the left and top caps, mirrored to the right and bottom minus one point.
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let w = size.width, h = size.height
        let l = CGFloat(leftCapWidth), t = CGFloat(topCapHeight)
        return resizableImage(withCapInsets: UIEdgeInsets(top: t, left: l, bottom: max(0, h - t - 1), right: max(0, w - l - 1)),
                              resizingMode: .stretch)
    }

    /// The unit rect of the stretched middle (a layer's `contentsCenter`) for the cap insets; nil when
    /// there are none.
    var capContentsCenter: CGRect? {
        let s = size
        guard capInsets != .zero, s.width > 0, s.height > 0 else { return nil }
        func unit(_ v: CGFloat, _ of: CGFloat) -> CGFloat { min(max(v / of, 0), 1) }
        let x = unit(capInsets.left, s.width), y = unit(capInsets.top, s.height)
        let w = max(0, 1 - x - unit(capInsets.right, s.width)), h = max(0, 1 - y - unit(capInsets.bottom, s.height))
        return CGRect(x: x, y: y, width: w, height: h)
    }

    /// The image as PNG bytes, or nil when it has no bitmap or no encoder is installed (UIKit's nil for
    /// an image it cannot encode).
    public func pngData() -> Data? {
        guard let cg = cgImage, cg.width > 0, cg.height > 0, let encoder = UIServices.imageEncoder else { return nil }
        return try? encoder.pngData(cg)
    }
}

extension UIGraphicsImageRenderer {
    /// The drawing as PNG bytes (empty when it cannot be encoded, as UIKit's answer is non-optional).
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}

extension UIView {
    /// Draws the view's layer tree (its model: what the view shows once updates are applied) into the
    /// current graphics context, scaled to fill `rect`. Returns false without a current context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext() else { return false }
        let b = bounds
        guard b.width > 0, b.height > 0, rect.width.isFinite, rect.height.isFinite else { return true }
        if afterUpdates { layoutIfNeeded() }
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY)
        ctx.scaleBy(x: rect.width / b.width, y: rect.height / b.height)
        ctx.translateBy(x: -b.minX, y: -b.minY)
        layer.render(in: ctx)
        ctx.restoreGState()
        return true
    }
}
