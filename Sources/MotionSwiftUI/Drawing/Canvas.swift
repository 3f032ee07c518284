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
/// Not here: `symbols:`/`resolveSymbol(id:)` (a canvas's SwiftUI views drawn as images), `opaque`
/// (a canvas is always transparent where nothing is drawn), `colorMode` and `rendersAsynchronously`
/// (accepted, drawing is always sRGB and on the frame's thread).
public struct Canvas<Symbols: View>: View, BuiltinView {
    public var symbols: Symbols
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    public var isOpaque: Bool
    public var colorMode: ColorRenderingMode
    public var rendersAsynchronously: Bool

    public var body: Never { primitiveBody("Canvas") }
    func makeNode(graph: ViewGraph) -> ViewNode { CanvasNode(graph: graph) }
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
        var context = GraphicsContext(target: GraphicsContext.Target(cg: cg, environment: environment))
        renderer(&context, bounds.size)
        cg.restoreGState()
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
}

extension Canvas: CanvasView {
    var canvasRenderer: (inout GraphicsContext, CGSize) -> Void { renderer }
}
