import Foundation

/// UIKit's view: a rectangle on screen backed by a `CALayer` whose delegate it is.
///
/// Geometry and appearance live in the layer (`frame`, `center`, `alpha`, … read and write it), so
/// whatever renders or traces the layer tree sees the view tree. As in UIKit, changing a view's
/// properties does not animate, except inside a `UIView.animate` block.
open class UIView: UIResponder, CALayerDelegate, LayerLayoutDriving {
    /// The class of the layer created for each view of this class. `AnyClass`, as UIKit declares it,
    /// so iOS's `override class var layerClass: AnyClass { CAShapeLayer.self }` compiles unchanged;
    /// it must be `CALayer` or a subclass (UIKit raises an exception otherwise; here it stops with
    /// a message naming the class).
    open class var layerClass: AnyClass { CALayer.self }

    /// The backing layer; its delegate is this view.
    public let layer: CALayer

    var subviewStorage: [UIView] = []
    weak var superviewStorage: UIView?

    /// Identifies the view for `viewWithTag(_:)`.
    open var tag = 0
    /// When false, the view and its subtree are ignored by hit-testing (touches pass through).
    open var isUserInteractionEnabled = true
    /// When false (UIKit's default), the view receives only one touch at a time: further fingers that
    /// land on it while one is down are not delivered to it (its gesture recognizers still see them).
    open var isMultipleTouchEnabled = false
    /// UIView.h's exclusive touch: while a touch is on this view no other view gets one. The preview
    /// has one pointer — one touch at a time — so every view is exclusive already; kept.
    open var isExclusiveTouch = false
    /// Whether the view's content flips for a right-to-left language (kept: previews are laid out
    /// left to right, see `effectiveUserInterfaceLayoutDirection`; `UIView.userInterfaceLayoutDirection(for:)`
    /// answers for it).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// Forces the view and its subtree light or dark (UIView.h); `.unspecified` inherits the superview's
    /// style (see `UIView+UserInterfaceStyle.swift`). Changing it re-resolves the subtree's colours and
    /// calls `traitCollectionDidChange(_:)` where the style changed.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { updateTraitStyle() } }
    }
    /// The view's appearance now: its override, else its controller's, else what its superview (or a
    /// presented controller's presenter) has, else the device's. Kept up to date by
    /// `updateTraitStyle()` so reading the traits is constant-time (see `UIView+UserInterfaceStyle.swift`).
    var traitStyleStorage: UIUserInterfaceStyle = UITraitCollection.deviceStyle
    /// Whether the view is at the elevated level (in a sheet or popover; kept with the style).
    var traitElevatedStorage = false
    /// The `backgroundColor` as set (a dynamic colour is resolved into the layer in the view's style, and
    /// again when the style changes).
    var backgroundColorStorage: UIColor?
    /// iOS 17's `registerForTraitChanges` registrations (`UITraitChangeRegistration.swift`).
    var traitChangeRegistrations: [TraitChangeRegistration] = []
    /// A view whose alpha masks this view (UIView.h's `maskView`): its layer becomes `layer.mask`, placed
    /// in this view's bounds by its frame; animating the mask view's frame or alpha animates the mask.
    open var mask: UIView? {
        didSet { if mask !== oldValue { layer.mask = mask?.layer } }
    }

    // UIAccessibility's properties (an informal protocol on NSObject on iOS): kept for the app's own
    // reading; the preview has no assistive technology to announce them.
    open var isAccessibilityElement = false
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var accessibilityElementsHidden = false
    open var accessibilityViewIsModal = false
    open var shouldGroupAccessibilityChildren = false
    open var accessibilityElements: [Any]?
    /// How layer contents fill the bounds.
    open var contentMode: ContentMode = .scaleToFill {
        didSet {
            layer.contentsGravity = contentMode.contentsGravity
            // UIKit: `.redraw` redraws the view when its bounds change.
            layer.needsDisplayOnBoundsChange = contentMode == .redraw
        }
    }

    var needsLayout = true
    /// UIKit's hint that the view fills its bounds with opaque content (default true); drawing here always
    /// keeps alpha, so it changes nothing drawn.
    open var isOpaque = true
    /// Whether the backing store is cleared before `draw(_:)` (default true). Backing stores are always
    /// new and transparent here.
    open var clearsContextBeforeDrawing = true
    /// Running UIView animations on this view that were started without `.allowUserInteraction`;
    /// while any run, hit-testing skips the view (UIKit disables interaction with animating views).
    var interactionBlockingAnimations = 0
    /// Whether hit-testing looks for subviews at points outside this view's bounds (it is hit itself only
    /// inside them). SwiftUI's views set it: an `offset`, `scaleEffect` or `rotationEffect` draws content
    /// outside the layout frame its containers have, and SwiftUI hits content where it is drawn. UIKit's
    /// views keep UIKit's rule (false).
    package var searchesSubviewsOutsideBounds = false
    /// Gesture recognizers attached with `addGestureRecognizer(_:)`, in the order added (see `Gestures/`).
    var gestureRecognizerStorage: [UIGestureRecognizer] = []
    /// The interactions added (`addInteraction(_:)`), in order.
    var interactionsStorage: [UIInteraction] = []
    /// The view controller whose `view` this is (UIKit puts it next in the responder chain).
    weak var viewControllerStorage: UIViewController? { didSet { mayHaveViewController = viewControllerStorage != nil } }
    /// Whether `viewControllerStorage` was ever set (checked before the weak load on the layout pass's
    /// per-view path).
    var mayHaveViewController = false

    /// How the view is resized when its superview's size changes (see `UIView+Autoresizing.swift`).
    open var autoresizingMask: AutoresizingMask = []
    /// Whether this view resizes its subviews by their masks when its size changes (UIKit's default: yes).
    open var autoresizesSubviews = true

    /// The view's own tint colour (nil: inherited; see `UIView+Tint.swift`).
    var tintColorStorage: UIColor?
    /// The tint: the view's own, else its superview's, else the app's accent colour (system blue unless
    /// the asset catalog has an `AccentColor`). Never nil when read (UIKit's
    /// declaration is an implicitly unwrapped optional; setting nil returns the view to inheriting).
    /// Declared here rather than in an extension so subclasses can override it, as UIKit's allow.
    open var tintColor: UIColor! {
        get {
            // One walk up the tree: the nearest own tint and the nearest set adjustment mode.
            var tint: UIColor?
            var mode = TintAdjustmentMode.automatic
            var v: UIView? = self
            while let cur = v, tint == nil || mode == .automatic {
                if tint == nil { tint = cur.tintColorStorage }
                if mode == .automatic { mode = cur.tintAdjustmentModeStorage }
                v = cur.superview
            }
            let raw = tint ?? UIColor.appAccent
            return mode == .dimmed ? UIView.dimmed(raw) : raw
        }
        set {
            let before = tintColor
            tintColorStorage = newValue
            if tintColor != before { notifyTintChange() }
        }
    }
    /// `tintAdjustmentMode` as set (`UIView+Tint.swift`).
    var tintAdjustmentModeStorage: TintAdjustmentMode = .automatic
    /// Called when the view's tint colour changed (its own or the one it inherits).
    open func tintColorDidChange() {}

    /// Called when the traits changed — the window's size changed its size classes, or the view's
    /// appearance (light/dark) changed — with the traits before; `UITraitCollection.current` is the
    /// view's new traits during the call. The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called when `safeAreaInsets` changed (the view moved under a bar or the status bar, the device
    /// chrome or a controller's additional insets changed), before the view's next layout.
    open func safeAreaInsetsDidChange() {}
    /// The insets last reported to `safeAreaInsetsDidChange()` (`UIView+SafeArea.swift`).
    var reportedSafeAreaInsets = UIEdgeInsets.zero

    /// Whether the appearance proxies were applied (when the view first entered a window; see
    /// `UIAppearance.swift`).
    var appearanceApplied = false

    /// Takes `proxy`'s appearance values where this view still has its class's defaults (subclasses
    /// add their own properties, calling super).
    func copyAppearance(from proxy: UIView) {
        if tintColorStorage == nil, let t = proxy.tintColorStorage { tintColor = t }
        if backgroundColor == nil, let b = proxy.backgroundColor { backgroundColor = b }
    }

    // MARK: Auto Layout (see `AutoLayout/`)

    /// Constraints, guides, priorities and margins; nil until the view takes part in Auto Layout.
    var autoLayoutState: ViewAutoLayout?
    /// `needsUpdateConstraints` and "some view below needs it" (new views need it, as in UIKit).
    var constraintUpdateFlags: UInt8 = 3

    /// Whether the engine fixes this view's frame as it is set (UIKit's default: true). Set it to false
    /// for views you place with constraints; the engine then sets their frames.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayoutState?.translatesAutoresizingMask ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayout.translatesAutoresizingMask = newValue
            autoLayoutState?.memberEngine?.translatesChanged(self)
        }
    }

    /// Override to add or change constraints in the constraint update pass (after
    /// `setNeedsUpdateConstraints()`); call `super.updateConstraints()` at the end, as UIKit asks.
    open func updateConstraints() {}

    /// Tells the layout that `intrinsicContentSize` changed (UIKit's views call it themselves; a
    /// subclass with its own intrinsic size calls it when that changes).
    open func invalidateIntrinsicContentSize() {
        autoLayoutState?.memberEngine?.intrinsicChanged(self)
    }

    /// Whether the view needs the constraint-based layout (a view that makes its constraints in
    /// `updateConstraints()` says true). Kept for source compatibility: the update pass always runs.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// UIKit's default content hugging priorities for the class (horizontal, vertical).
    class var defaultContentHugging: (UILayoutPriority, UILayoutPriority) { (.defaultLow, .defaultLow) }

    /// The margins the layout margins guide and the margin attributes use: the view's own margins
    /// (8 points; a view controller's view 16 leading and trailing, 0 top and bottom, as on iPhone)
    /// measured from the safe area (`insetsLayoutMarginsFromSafeArea`). Setting it sets the own margins.
    open var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set {
            guard newValue != autoLayoutState?.ownMargins else { return }
            autoLayout.ownMargins = newValue
            marginsDidChange()
        }
    }

    /// Called when the layout margins changed.
    open func layoutMarginsDidChange() {}

    /// The size closest to `targetSize` that the view's constraints (those within its subtree) allow,
    /// at `fittingSizeLevel` (50): `layoutFittingCompressedSize` for the smallest.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// As `systemLayoutSizeFitting(_:)`, with the priorities of the target width and height (`.required`
    /// to fix one, as table cells fix their width).
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        let engine = LayoutEngine(root: self, fitting: true)
        engine.build()
        return engine.fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    public init(frame: CGRect) {
        layer = Self.makeLayer(for: type(of: self))
        super.init()
        layer.delegate = self
        layer.frame = frame
        // Apple: "For layers attached to a view, the layer's contents scale factor is set
        // automatically" to the screen's scale (a standalone layer's stays 1).
        layer.contentsScale = UIServices.screenScale
        // A view draws (`draw(_:)`) when it first shows.
        layer.setNeedsDisplay()
    }

    /// UIKit's other designated initialiser (from `NSCoding`), `required` as on iOS: a subclass that
    /// declares its own designated initialiser writes `required init?(coder:)` — with `fatalError`, or
    /// calling `super.init(coder: coder)` and its own set-up (the storyboard-ready pattern).
    /// A storyboard or xib makes its views with it (`InterfaceBuilderCoder`): the view then has its
    /// frame from the file already (the rest of what the file sets follows the initialiser, see
    /// `InterfaceBuilderCoder`). With another coder nothing is decoded: the view is what
    /// `init(frame: .zero)` makes (UIKit's documented defaults, a zero frame). Never nil.
    public required init?(coder: NSCoder) {
        layer = Self.makeLayer(for: type(of: self))
        super.init()
        layer.delegate = self
        layer.contentsScale = UIServices.screenScale
        if let frame = (coder as? InterfaceBuilderCoder)?.frame { layer.frame = frame }
        layer.setNeedsDisplay()
    }

    /// Called on every object a storyboard or xib made, once all of them exist and their outlets and
    /// actions are connected (UIKit's `awakeFromNib`). Call super when overriding.
    open func awakeFromNib() {}

    /// Interface Builder's live-rendering hook: never called outside Interface Builder.
    open func prepareForInterfaceBuilder() {}

    /// A new layer of the view class's `layerClass`.
    private static func makeLayer(for viewClass: UIView.Type) -> CALayer {
        let layerType: AnyClass = viewClass.layerClass
        guard let layerClass = layerType as? CALayer.Type else {
            preconditionFailure("\(viewClass).layerClass is \(layerType), which is not a CALayer subclass")
        }
        return layerClass.init()
    }

    /// Apple's `contentScaleFactor`: the scale of the view's drawn content, the screen's scale by
    /// default — the layer's `contentsScale`, read and written through.
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { layer.contentsScale = newValue }
    }

    public convenience override init() { self.init(frame: .zero) }

    // MARK: Geometry

    /// The view's extent in its superview's coordinates (the bounding box when transformed).
    /// Setting it sets `center` and `bounds.size`; with a non-identity transform UIKit leaves the
    /// result undefined — here the transform is kept and the untransformed size and centre are set.
    open var frame: CGRect {
        get { layer.frame }
        set {
            guard newValue.origin.x.isFinite, newValue.origin.y.isFinite,
                  newValue.size.width.isFinite, newValue.size.height.isFinite else { return }
            notifyingObservers(of: "frame") {
                let r = newValue.standardized
                bounds = CGRect(origin: bounds.origin, size: r.size)
                center = CGPoint(x: r.midX, y: r.midY)
            }
        }
    }

    /// The view's own coordinate space; its origin shifts the subviews (scroll views use it).
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            notifyingObservers(of: "bounds") {
                let oldSize = layer.bounds.size
                let oldOrigin = layer.bounds.origin
                layer.bounds = newValue
                if newValue.size != oldSize {
                    setNeedsLayout()
                    resizeSubviews(withOldSize: oldSize)
                }
                if newValue.size != oldSize || newValue.origin != oldOrigin, let item = autoLayoutState?.engineItem {
                    item.engine.geometryChanged(item)
                }
            }
        }
    }

    /// The centre of the view in its superview's coordinates (the layer's position).
    open var center: CGPoint {
        get { layer.position }
        set {
            notifyingObservers(of: "center") {
                layer.position = newValue
                if let item = autoLayoutState?.engineItem { item.engine.geometryChanged(item) }
            }
        }
    }

    /// An affine transform about the centre (the layer's transform restricted to 2-D).
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set { notifyingObservers(of: "transform") { layer.transform = CATransform3DMakeAffineTransform(newValue) } }
    }

    /// UIKit Dynamics' collision shape for this view (`UIDynamicItem`); override to return `.ellipse` or
    /// `.path` (with `collisionBoundingPath`), as on iOS.
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    /// The convex outline used when `collisionBoundsType` is `.path`, about the view's centre (points).
    open var collisionBoundingPath: UIBezierPath {
        UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
    }

    /// The layer's full 3-D transform (iOS 13's `transform3D`), for perspective.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    // MARK: Appearance

    /// 0 (transparent) … 1 (opaque); the layer's opacity. Below 0.01 the view ignores touches.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { notifyingObservers(of: "alpha") { layer.opacity = Float(newValue) } }
    }

    open var isHidden: Bool {
        get { hiddenInStack ?? layer.isHidden }
        set {
            notifyingObservers(of: "hidden") {
                if let stack = superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) {
                    stack.arrangedSubview(self, setHidden: newValue)
                    return
                }
                hiddenInStack = nil
                layer.isHidden = newValue
            }
        }
    }
    /// Set while a stack view animates this arranged view's hiding: it reads hidden, and is drawn until
    /// the animation ends.
    var hiddenInStack: Bool?

    /// Clips drawing of subviews to the bounds (the layer's masksToBounds).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// The colour behind the content: the layer's `backgroundColor`, resolved in the view's style (a system
    /// colour set here follows the view into dark mode; one set on the layer as a `CGColor` does not).
    /// Reads back the colour set, as long as the layer still shows it.
    open var backgroundColor: UIColor? {
        get {
            guard let cg = layer.backgroundColor else { return nil }
            if let c = backgroundColorStorage, c.cgColor(for: traitStyleStorage, elevated: traitElevatedStorage) == cg { return c }
            return UIColor(cgColor: cg)
        }
        set {
            notifyingObservers(of: "backgroundColor") {
                backgroundColorStorage = newValue
                layer.backgroundColor = newValue?.cgColor(for: traitStyleStorage, elevated: traitElevatedStorage)
            }
        }
    }

    /// Called on a view whose style changed, with `UITraitCollection.current` its new traits, before
    /// `traitCollectionDidChange(_:)`: UIKit's views resolve the colours they keep in layers again here
    /// (subclasses in this module override it; apps use `traitCollectionDidChange`).
    func userInterfaceStyleDidChange() {}

    /// UIKit's identifier for tests and tools; it names the view's layer (`layer.name`), which traces and
    /// the debugging tools identify layers by. (There is no `name` of MotionLab's own on views: an app's
    /// view subclass declares `var name: String?` freely, as on iOS.)
    open var accessibilityIdentifier: String? {
        get { layer.name }
        set { layer.name = newValue }
    }

    // MARK: Overridable hooks (UIKit's names). They live here, not in extensions, so subclasses can override.

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    // The hierarchy and layout methods UIKit lets subclasses override (`override func
    // removeFromSuperview()`, `override func addSubview(_:)`, `override func layoutIfNeeded()`, …):
    // declared in the class so they can be, implemented in UIView+Hierarchy.swift and UIView+Layout.swift.

    /// Adds `view` in front of every other subview (removing it from its old superview first).
    open func addSubview(_ view: UIView) { hierarchyAddSubview(view) }
    /// Inserts `view` at `index` in `subviews` (clamped to the valid range).
    open func insertSubview(_ view: UIView, at index: Int) { hierarchyInsertSubview(view, at: index) }
    /// Inserts `view` just behind `sibling` (or at the back when `sibling` is not a subview).
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) { hierarchyInsertSubview(view, belowSubview: sibling) }
    /// Inserts `view` just in front of `sibling` (or at the front when `sibling` is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) { hierarchyInsertSubview(view, aboveSubview: sibling) }
    /// Removes the view from its superview (and its layer from the layer tree).
    open func removeFromSuperview() { hierarchyRemoveFromSuperview() }
    open func bringSubviewToFront(_ view: UIView) { hierarchyBringSubviewToFront(view) }
    open func sendSubviewToBack(_ view: UIView) { hierarchySendSubviewToBack(view) }
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { hierarchyExchangeSubview(at: index1, withSubviewAt: index2) }
    /// Marks the view for `layoutSubviews()` in the next layout pass.
    open func setNeedsLayout() { layoutSetNeedsLayout() }
    /// Runs the pending layout and display of this view and its subtree now (see UIView+Layout.swift).
    open func layoutIfNeeded() { layoutLayoutIfNeeded() }
    /// Marks the view for `display(_:)` (and so `draw(_:)`) in the next layout pass, once however often
    /// it is called.
    open func setNeedsDisplay() { layoutSetNeedsDisplay() }
    /// Marks the view for display; the whole view is redrawn (`draw(_:)` gets the bounds).
    open func setNeedsDisplay(_ rect: CGRect) { layoutSetNeedsDisplay(rect) }
    /// Resizes the view to `sizeThatFits(current size)`, keeping its origin (UIKit's behaviour).
    open func sizeToFit() { layoutSizeToFit() }
    /// UIView.h's alignment rect: the frame less `alignmentRectInsets` (zero unless overridden).
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }
    /// The frame whose alignment rect is `alignmentRect` (the inverse of `alignmentRect(forFrame:)`).
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return CGRect(x: alignmentRect.minX - i.left, y: alignmentRect.minY - i.top,
                      width: alignmentRect.width + i.left + i.right, height: alignmentRect.height + i.top + i.bottom)
    }
    /// The insets from the frame to the content Auto Layout aligns (UIView.h; zero by default).
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// Called before the view's window changes — added to or removed from a window, or its ancestor
    /// moved between windows (UIView.h); `newWindow` is nil when it leaves its window.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view's window changed (`window` is the new one, nil when it left its window).
    open func didMoveToWindow() {}
    /// A view's layer marked for layout marks the view (UIKit's views lay their layers out).
    package func layerNeedsLayout(_ layer: CALayer) { setNeedsLayout() }

    /// CALayerDelegate's `layoutSublayers(of:)`, which UIKit's views implement: for the view's own layer
    /// it is the view's layout (the controller's `viewWillLayoutSubviews`, Auto Layout's frames,
    /// `layoutSubviews()`, `viewDidLayoutSubviews`), so an override that calls super wraps it.
    open func layoutSublayers(of layer: CALayer) {
        if layer === self.layer { layOutOwnSubviews() }
    }

    /// Lays out subviews. Called by the layout pass when `setNeedsLayout()` was called (or the bounds'
    /// size changed). The default sets the frames Auto Layout solved for the subviews (UIView.h: "the
    /// default implementation uses any constraints you have set to determine the size and position of
    /// any subviews"), so `view.layoutSubviews()` called inside an animation block after a constraint
    /// changed animates the subviews there, as on iOS.
    open func layoutSubviews() { applyAutoLayoutToSubviews() }

    /// Refreshes the layer's contents (labels render text here). Called by the layout pass after
    /// `setNeedsDisplay()`, once per frame however often it was called. The default draws the view:
    /// a backing store of the bounds at `contentScaleFactor`, drawn by `draw(_:)` (UIKit's behaviour
    /// for views that do not implement `display(_:)`); a view whose class does not override `draw(_:)`
    /// keeps its layer's contents.
    open func display(_ layer: CALayer) { layer.displayBackingStore() }

    /// Draws the view's content with UIKit's drawing (`UIBezierPath.fill()`, `UIGraphicsGetCurrentContext()`,
    /// `UIImage.draw(in:)`, `String.draw(at:withAttributes:)`): in the view's bounds coordinates, points,
    /// y down, into a transparent backing store. Called when the view first shows, after
    /// `setNeedsDisplay()` (once per frame), and on bounds changes with `contentMode == .redraw`; `rect`
    /// is the bounds. The default draws nothing.
    open func draw(_ rect: CGRect) { layer.drewDefault = true }

    /// `CALayerDelegate`: makes `ctx` UIKit's current context and calls `draw(_:)` with the bounds.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        UITraitCollection.withCurrentStyle(traitStyleStorage, elevated: traitElevatedStorage) { draw(bounds) }
    }

    /// The size that best fits `size`; the default returns the current size (UIKit's behaviour).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The natural size of the content, or `UIView.noIntrinsicMetric` per dimension.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// The front-most view of this subtree containing `point` (in this view's coordinates), by UIKit's
    /// rules; see `UIView+HitTesting.swift`.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }

    /// Whether `point` (this view's coordinates, as on screen now) is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        layer.presentationProperties().bounds.contains(point)
    }

    /// Asked (on the touched view and each ancestor up to the recognizer's view) when a gesture
    /// recognizer is about to leave `.possible`; false makes it fail. UIKit's hook for views that
    /// refuse other recognizers (a button refuses its superview's single tap). Default true.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Responder chain

    /// A view passes unhandled touches to its view controller when it is one's `view`, otherwise to its
    /// superview (UIKit's responder chain).
    open override var next: UIResponder? { viewControllerStorage ?? superview }

    // MARK: CALayerDelegate

    /// No implicit animations for views, except inside `UIView.animate` blocks.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        UIView.animationAction(for: self, layer: layer, forKey: event) ?? CANullAction.shared
    }
}
