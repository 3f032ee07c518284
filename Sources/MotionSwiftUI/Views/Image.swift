import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// An image: SwiftUI's `Image`, drawn by a `UIImageView`. `Image("name")` finds the image as
/// `UIImage(named:)` does; `Image(systemName:)` as `UIImage(systemName:)` (a symbol drawn as a
/// template in the foreground colour, sized by the font). Not resizable, it is its own size;
/// `resizable()` fills the space offered (use `aspectRatio`/`scaledToFit` to keep its shape).
public struct Image: View, BuiltinView, Equatable {
    enum Source: Equatable {
        case named(String)
        case system(String)
        case ui(ObjectIdentifier)
    }
    let source: Source
    var uiImage: UIImage?
    var isResizable = false
    var template: Bool?

    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name); uiImage = UIImage(named: name) }
    public init(systemName: String) { source = .system(systemName); uiImage = UIImage(systemName: systemName) }
    /// A symbol with a variable value (iOS 16): the stand-ins have no variable layers, so the whole symbol.
    public init(systemName: String, variableValue: Double?) { self.init(systemName: systemName) }
    /// No image (what an image node holds before its first update).
    init(nothing: ()) { source = .named(""); uiImage = nil }
    public init(uiImage: UIImage) { source = .ui(ObjectIdentifier(uiImage)); self.uiImage = uiImage }
    public init(decorative name: String, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }

    /// This image with `other`'s resizing and rendering mode.
    func carryingModifiers(of other: Image) -> Image {
        var i = self
        i.isResizable = other.isResizable
        i.template = other.template
        return i
    }

    public static func == (a: Image, b: Image) -> Bool { a.source == b.source && a.isResizable == b.isResizable && a.template == b.template }

    public enum ResizingMode: Hashable, Sendable { case stretch, tile }
    public enum TemplateRenderingMode: Hashable, Sendable { case original, template }
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    public enum Scale: Hashable, Sendable { case small, medium, large }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var i = self; i.isResizable = true; return i
    }
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { var i = self; i.template = mode.map { $0 == .template }; return i }
    public func interpolation(_ i: Interpolation) -> Image { self }
    public func antialiased(_ a: Bool) -> Image { self }
    public func symbolRenderingMode(_ m: SymbolRenderingMode?) -> Image { self }

    public var body: Never { primitiveBody("Image") }
    func makeNode(graph: ViewGraph) -> ViewNode { ImageNode(graph: graph) }
}

final class ImageHostView: UIImageView, NodeHosted {}

final class ImageNode: LayoutNode {
    var image = Image(nothing: ())

    override func makeHostView() -> UIView { ImageHostView(frame: .zero) }

    override func updateNode(_ view: any View, _ ctx: UpdateContext) {
        guard var i = view as? Image else { return }
        // `symbolVariant(_:)` above: the variant's symbol where there is one ("heart" → "heart.fill").
        if case .system(let name) = i.source, !ctx.environment.symbolVariants.isEmpty {
            let variant = ctx.environment.symbolVariants.name(for: name)
            if variant != name, UIImage.hasSystemSymbol(named: variant) {
                i = Image(systemName: variant).carryingModifiers(of: i)
            }
        }
        image = i
    }

    var isSymbol: Bool { if case .system = image.source { return true }; return false }

    /// A symbol's size: the font's point size, square, scaled to the image's aspect.
    var naturalSize: CGSize {
        if isSymbol {
            let pt = (context.environment.font ?? .body).size * 1.2
            guard let s = image.uiImage?.size, s.height > 0 else { return CGSize(width: pt, height: pt) }
            return CGSize(width: pt * s.width / s.height, height: pt)
        }
        return image.uiImage?.size ?? .zero
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        image.isResizable ? p.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
    }

    override func renderContent(_ rc: RenderContext) {
        guard let v = hostView as? ImageHostView else { return }
        let template = image.template ?? isSymbol
        var ui = image.uiImage
        if template { ui = ui?.withRenderingMode(.alwaysTemplate) }
        if v.image !== ui { v.image = ui }
        v.contentMode = .scaleToFill
        let fill = context.environment.foregroundStyle?._resolveFill(context.environment)
        if template, case .gradient(let g)? = fill, let shown = ui, let bitmap = v.sharpSymbolBitmap(shown) ?? shown.cgImage {
            // A gradient fills the symbol: the image view draws nothing, a gradient layer masked by the
            // symbol's alpha draws it (as a gradient text's glyphs).
            v.tintColor = .clear
            gradientMask.show(bitmap, g, on: hostView.layer, size: frame.size, gravity: .resize, scale: UIServices.screenScale)
        } else {
            gradientMask.remove()
            let color = fill?.color ?? (isSymbol ? .primary : .accentColor)
            v.tintColor = color.uiColor
        }
        if template { StyleShadow.apply(context.environment.foregroundStyle?.shadow, to: hostView.layer, casting: &castsStyleShadow) }
    }
    /// Whether the layer casts the foreground style's shadow (ShadowShapeStyle.swift).
    var castsStyleShadow = false

    /// A gradient-filled symbol's gradient, masked by the symbol (none for a colour).
    var gradientMask = GradientMaskedLayer()
}
