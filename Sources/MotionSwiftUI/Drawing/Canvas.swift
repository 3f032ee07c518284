import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// SwiftUI's `Canvas`: a view drawn by a closure with a `GraphicsContext`. It takes the space offered
/// (10 × 10 points for an unspecified dimension, as flexible views do), and its drawing is the
/// backing store of its view's layer (Core Animation's `draw(_:)` path, `CALayer.display()` in the
/// frame's layout phase), at the screen's scale, clipped to its bounds. The renderer runs again
/// whenever the view is updated (its parent's body evaluated again — every frame inside
/// `TimelineView(.animation)`, whose date is the scene clock) or its size changes.
///
/// Symbols (`symbols:`, each view tagged with `tag(_:)`) are laid out in the canvas's size, drawn as
/// images from their layers' model values (`CALayer.render(in:)`: their own animations and masks are
/// not drawn) and handed out by `resolveSymbol(id:)`. Not here: `opaque` (a canvas is transparent
/// where nothing is drawn), `colorMode` and `rendersAsynchronously` (accepted; drawing is sRGB, on the
/// frame's thread).
public struct Canvas<Symbols: View>: View, BuiltinView {
    public var symbols: Symbols
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    public var isOpaque: Bool
    public var colorMode: ColorRenderingMode
    public var rendersAsynchronously: Bool

    public var body: Never { primitiveBody("Canvas") }
    func makeNode(graph: ViewGraph) -> ViewNode { CanvasNode(graph: graph) }
}

extension Canvas {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.symbols = symbols()
        self.renderer = renderer
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }
}

extension Canvas where Symbols == EmptyView {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        symbols = EmptyView()
        self.renderer = renderer
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }
}

/// The view a canvas draws into: its `draw(_:)` runs the renderer over the backing store's context.
final class CanvasHostView: UIView, NodeHosted {
    var renderer: ((inout GraphicsContext, CGSize) -> Void)?
    var environment = EnvironmentValues()
    /// The symbols' views (nil without any) and their images, made when the canvas draws.
    var symbolsView: (any View)?
    private var symbolHost: HostingView?
    /// Renders since the view was made (tests count redraws).
    private(set) var renderCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        clipsToBounds = true
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let renderer, let cg = UIGraphicsGetCurrentContext() else { return }
        renderCount += 1
        cg.saveGState()
        var context = GraphicsContext(target: GraphicsContext.Target(cg: cg, environment: environment, symbols: resolveSymbols(scale: cg.baseScale)))
        renderer(&context, bounds.size)
        cg.restoreGState()
    }
}

extension CanvasHostView {
    /// The symbols laid out in the canvas's size (in a hosting view of their own, off screen) and drawn
    /// as images by their tags.
    func resolveSymbols(scale: CGFloat) -> [AnyHashable: GraphicsContext.ResolvedSymbol] {
        guard let view = symbolsView else { symbolHost = nil; return [:] }
        let host: HostingView
        if let h = symbolHost { host = h; host.setRootView(view) } else { host = HostingView(rootView: view); symbolHost = host }
        host.graph.rootEnvironment = environment
        host.frame = CGRect(origin: .zero, size: bounds.size)
        host.updateNow()
        var out: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]
        for node in host.graph.rootNode?.layoutNodes() ?? [] {
            guard let tag = Self.symbolTag(node), out[tag] == nil else { continue }
            let size = node.frame.size
            let layer = node.hostView.layer
            // The symbol's own effects (an offset, a rotation) move its drawing from its bounds: the
            // image covers both, placed relative to the bounds.
            let bounds = CGRect(origin: .zero, size: size)
            let c = CGPoint(x: size.width / 2, y: size.height / 2)
            let effect = CGAffineTransform(translationX: -c.x, y: -c.y).concatenating(layer.affineTransform())
                .concatenating(CGAffineTransform(translationX: c.x, y: c.y))
            let drawn = bounds.applying(effect).union(bounds).integral
            let w = (drawn.width * scale).rounded(.up), h = (drawn.height * scale).rounded(.up)
            guard w >= 1, h >= 1, w <= 4096, h <= 4096, drawn.minX.isFinite, drawn.minY.isFinite else { continue }
            let ctx = CGContext(pixelWidth: Int(w), pixelHeight: Int(h), scale: scale)
            ctx.translateBy(x: -drawn.minX, y: -drawn.minY)
            ctx.concatenate(effect)
            layer.render(in: ctx)
            guard let image = ctx.makeImage() else { continue }
            out[tag] = GraphicsContext.ResolvedSymbol(image: image, size: size, imageRect: drawn)
        }
        return out
    }

    /// A symbol's tag: its own, or that of the view its modifiers wrap (`.tag(1).offset(x)`).
    static func symbolTag(_ node: LayoutNode) -> AnyHashable? {
        if let t = node.context.traits.tag { return t }
        let items = node.contentItems()
        return items.count == 1 ? symbolTag(items[0]) : nil
    }
}

/// A canvas's node: lays out as a flexible view; marks its view for display when updated or resized.
final class CanvasNode: LayoutNode {
    var needsDraw = true
    var drawnSize: CGSize?

    override func makeHostView() -> UIView { CanvasHostView(frame: .zero) }

    override func updateNode(_ view: any View, _ ctx: UpdateContext) {
        guard let c = view as? any CanvasView, let host = hostView as? CanvasHostView else { return }
        host.renderer = c.canvasRenderer
        host.symbolsView = c.canvasSymbols
        host.environment = ctx.environment
        needsDraw = true
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize { p.replacingUnspecifiedDimensions() }

    override func renderContent(_ rc: RenderContext) {
        guard needsDraw || drawnSize != frame.size else { return }
        needsDraw = false
        drawnSize = frame.size
        hostView.setNeedsDisplay()
    }
}

/// A canvas of any symbols type, for its node.
protocol CanvasView {
    var canvasRenderer: (inout GraphicsContext, CGSize) -> Void { get }
    var canvasSymbols: (any View)? { get }
}

extension Canvas: CanvasView {
    var canvasRenderer: (inout GraphicsContext, CGSize) -> Void { renderer }
    var canvasSymbols: (any View)? { symbols is EmptyView ? nil : symbols }
}
