import Foundation
import MotionGeometry
import MotionTiming
import MotionAnimation
import MotionCoreGraphics

/// CALayer.h's corner curves.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// A layer delegate that lays its layer out itself (a view: its layout pass runs `layoutSubviews`):
/// the layer's `setNeedsLayout()` asks it instead of queueing the layer.
package protocol LayerLayoutDriving: AnyObject {
    func layerNeedsLayout(_ layer: CALayer)
}

/// A layer delegate that sets up what its layer's display runs in (a view: its traits, in which dynamic
/// colours resolve — a label's text, a `draw(_:)`'s colours and the strings it draws), wherever the
/// display happens: in a layout pass, from the display queue, or for an animated custom key's frame.
package protocol LayerDisplayScoping: AnyObject {
    func performDisplay(of layer: CALayer, _ display: () -> Void)
}

/// How a layer's `contents` image fills its bounds.
public enum CALayerContentsGravity: String {
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    case resize, resizeAspect, resizeAspectFill
}

/// Decides what a layer does when one of its properties changes. UIView is every view's layer's
/// delegate and answers with no action outside animation blocks — that is how UIKit turns off
/// implicit animations for views.
public protocol CALayerDelegate: AnyObject {
    /// An action to run, `CANullAction.shared` for none (Apple's `NSNull`), or nil to keep searching
    /// (the layer's `actions`, then the default implicit animation).
    func action(for layer: CALayer, forKey event: String) -> CAAction?
    /// Sets the layer's `contents` yourself instead of drawing (then `draw(_:in:)` is not asked).
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx` (its backing store: the bounds at `contentsScale`).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before the layer's backing store is drawn.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers (`layoutSublayers`).
    func layoutSublayers(of layer: CALayer)
}

/// The optional methods of Apple's protocol: a delegate that does not implement `display(_:)` or
/// `draw(_:in:)` leaves the layer to draw itself (the layer notes that the default ran).
public extension CALayerDelegate {
    func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
    func display(_ layer: CALayer) { layer.delegateDisplayUnimplemented = true }
    func draw(_ layer: CALayer, in ctx: CGContext) { layer.drewDefault = true }
    func layerWillDraw(_ layer: CALayer) {}
    func layoutSublayers(of layer: CALayer) {}
}

/// Core Animation's layer. It holds the model values (what the code set); the presentation values
/// (what is on screen) are derived from them and the running animations at a frame's time, never stored.
open class CALayer: CAMediaTiming, AnimationHost, Hashable, CustomStringConvertible {
    /// The model values. Setting a property through its accessor also runs its action (implicit animations).
    /// Every change is noted for the renderer that drew the layer last (see `LayerChangeSet`).
    /// Read for every drawn layer every frame: no dynamic exclusivity check (it is changed only through
    /// the accessors, never while a frame reads it).
    @exclusivity(unchecked) public final internal(set) var properties = LayerProperties() { didSet { noteDrawingChange() } }

    open var name: String?
    open weak var delegate: CALayerDelegate?
    /// Actions by key, consulted after the delegate (Apple's `actions` dictionary).
    open var actions: [String: CAAction]?
    open var contentsGravity: CALayerContentsGravity = .resize { didSet { noteDrawingChange() } }
    /// Pixels per point of `contents`.
    open var contentsScale: CGFloat = 1 { didSet { noteDrawingChange() } }
    /// The part of `contents` shown, in the image's unit square (default the whole image; a sprite
    /// sheet's frame). Parts outside the image are not drawn.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) { didSet { noteDrawingChange() } }
    /// The stretchable middle of `contents`, in its unit square (default all of it: the whole image
    /// stretches). With a smaller rect and a resizing gravity the image is drawn in nine parts: the
    /// corners keep their size, the edges stretch along one axis, the middle along both.
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) { didSet { noteDrawingChange() } }

    // Layer timing (CAMediaTiming): a layer's speed, timeOffset and beginTime map its parent's time to
    // its own, for itself, its animations and its sublayers.
    open var beginTime: CFTimeInterval = 0 { didSet { timingChanged() } }
    /// Whether beginTime = 0, speed = 1 and timeOffset = 0, so this layer's time is its parent's
    /// (kept by `timingChanged()`; the per-frame time walks read it instead of three properties).
    final var hasIdentityTiming = true
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1 { didSet { timingChanged() } }
    open var timeOffset: CFTimeInterval = 0 { didSet { timingChanged() } }
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    /// The layer this one is a sublayer of. Held unretained, not weak: the superlayer owns this layer
    /// through its sublayers and clears the reference when it goes (`deinit`), and reading a weak
    /// reference for every animated layer every frame would cost more than the frame's other work.
    public internal(set) var superlayer: CALayer? {
        get { superlayerRef?.takeUnretainedValue() }
        set { superlayerRef = newValue.map { Unmanaged.passUnretained($0) } }
    }
    var superlayerRef: Unmanaged<CALayer>?
    var sublayerStorage: [CALayer] = []
    /// Running animations in the order added (later ones apply on top of earlier ones).
    var animationRecords: [AnimationRecord] = [] {
        didSet {
            nextAnimationEvent = -.infinity
            updateDisplayedPresentation()
            runningAnimations = animationRecords.compactMap { $0.isCustom ? nil : $0.animation }
            if let d = displayedPresentation { runningAnimations.append(d.applier) }
            let a = runningAnimations
            leadingAnimations = LeadingAnimations(count: a.count, a.first, a.count > 1 ? a[1] : nil)
            animatedFields = a.reduce(into: LayerPropertyFields()) { $0.formUnion($1.writtenFields) }
            noteDrawingChange()
            eventQueue?.forgetDue(eventQueueSlot)
        }
    }
    /// The fields the running animations write (kept with `animationRecords`): re-evaluating this layer
    /// when its model did not change restores only these to their model values before applying them.
    @exclusivity(unchecked) public private(set) final var animatedFields = LayerPropertyFields()
    /// The records' animations, in the same order (kept with `animationRecords`): what presentation
    /// evaluation walks each frame, one pointer hop shorter than the records.
    @exclusivity(unchecked) private(set) var runningAnimations: [CAAnimation] = []
    /// How many animations run and the first two of them, unretained (`runningAnimations` holds them), so
    /// evaluating a layer with one or two animations reads them from the layer itself.
    @exclusivity(unchecked) private(set) var leadingAnimations = LeadingAnimations(count: 0, nil, nil)

    struct LeadingAnimations {
        let count: Int
        let first: Unmanaged<CAAnimation>?
        let second: Unmanaged<CAAnimation>?
        /// The two animations' `hotData` and its size, read ahead of evaluation (see `touch()`).
        let firstHot: UnsafeRawPointer?, firstHotBytes: Int
        let secondHot: UnsafeRawPointer?, secondHotBytes: Int

        init(count: Int, _ a: CAAnimation?, _ b: CAAnimation?) {
            self.count = count
            first = a.map { Unmanaged.passUnretained($0) }
            second = b.map { Unmanaged.passUnretained($0) }
            firstHot = a?.hotData; firstHotBytes = a?.hotDataBytes ?? 0
            secondHot = b?.hotData; secondHotBytes = b?.hotDataBytes ?? 0
        }

        /// Reads one byte of every cache line evaluation will read first (each animation's header and hot
        /// data), returning a value made of them so the reads happen: issued for several layers before
        /// any of them is evaluated, these misses overlap.
        @inline(__always)
        func touch() -> UInt {
            var s: UInt = 0
            if let a = first { s &+= UnsafeRawPointer(a.toOpaque()).load(as: UInt.self) }
            if let b = second { s &+= UnsafeRawPointer(b.toOpaque()).load(as: UInt.self) }
            if let p = firstHot {
                var o = 0
                while o < firstHotBytes { s &+= UInt(p.load(fromByteOffset: o, as: UInt8.self)); o += 64 }
                if firstHotBytes > 0 { s &+= UInt(p.load(fromByteOffset: firstHotBytes - 1, as: UInt8.self)) }
            }
            if let p = secondHot {
                var o = 0
                while o < secondHotBytes { s &+= UInt(p.load(fromByteOffset: o, as: UInt8.self)); o += 64 }
                if secondHotBytes > 0 { s &+= UInt(p.load(fromByteOffset: secondHotBytes - 1, as: UInt8.self)) }
            }
            return s
        }
    }
    /// The earliest local time at which one of the running animations starts or ends (−∞: not known,
    /// +∞: none pending): frames before it skip the layer's event check.
    var nextAnimationEvent: CFTimeInterval = -.infinity
    /// The event queue this layer is registered with (its animation context's) and its slot there.
    weak var eventQueue: AnimationEventQueue?
    var eventQueueSlot = -1
    /// Old renderings kept for running CATransitions.
    var transitionRecords: [TransitionRecord] = [] { didSet { hasTransitionRecords = !transitionRecords.isEmpty } }
    /// Whether `transitionRecords` is not empty (what renderers ask of every layer every frame).
    @exclusivity(unchecked) final var hasTransitionRecords = false
    /// For presentation copies: the model layer they came from.
    weak var modelLayerRef: CALayer?
    /// The frame this layer was created in, and the model values as of the last committed frame when
    /// they changed since (see `CALayer+Commit.swift`).
    let createdFrame = AnimationDriver.frameNumber
    /// The frame this layer was last put into a tree from outside any tree (0: never). Core Animation has
    /// not shown a layer attached in the current frame, so its changes do not animate implicitly yet.
    var attachedFrame: UInt64 = 0
    var committed: LayerProperties?
    /// Animations removed during the current frame, still part of what `presentation()` shows until it commits.
    var removedThisFrame: [AnimationRecord] = []
    var committedFrame: UInt64 = .max
    /// The current animation context's change counter (see `AnimationContext.changeCount`).
    public static var changeCount: UInt64 { AnimationContext.current.changeCount }

    // Declared after the per-frame fields above so they do not push those into further cache lines
    // (the 10,000-layer evaluation is memory bound).
    /// Apple's `shouldRasterize`, a performance hint (default false): on iOS the layer and its sublayers
    /// are drawn once into a bitmap and reused while unchanged. Stored only: here layers are always drawn
    /// directly at full resolution — what iOS shows for a rasterised layer whose `rasterizationScale` is
    /// the screen's scale.
    open var shouldRasterize = false
    /// The pixels per point iOS rasterises a `shouldRasterize` layer at (default 1). Stored only: nothing
    /// is rasterised here, so a scale below the screen's does not blur the layer as it would on iOS.
    open var rasterizationScale: CGFloat = 1
    /// Apple's `mask`: a layer whose alpha masks this layer's content, sublayers and shadow (what it
    /// draws shows only where the mask is opaque). It sits in this layer's bounds coordinates like a
    /// sublayer but is not one (no superlayer); its own animations run (a shape mask's `path` animates the
    /// classic circular reveal). What of the mask counts is listed at `MaskSource`. Default nil.
    open var mask: CALayer? {
        didSet {
            hasMaskLayer = mask != nil
            AnimationContext.current.noteChange()
            noteStructureChange()
        }
    }
    /// Whether `mask` is set (what renderers ask of every layer every frame, without a dynamic call).
    @exclusivity(unchecked) public private(set) final var hasMaskLayer = false

    /// The renderer's change set this layer reports to, its slot there and the binding's generation
    /// (see `LayerChangeSet`); nil until a renderer draws the layer.
    final var changeSet: LayerChangeSet?
    final var changeSlot: Int32 = -1
    final var changeGeneration: UInt32 = 0

    // Drawing (see `CALayer+Display.swift`). Declared last, after the fields every frame reads.
    /// Whether `display()` is due (`setNeedsDisplay()` was called since it last ran).
    public final internal(set) var needsDisplayFlag = false
    /// Inside this layer's own `display()` (a `setNeedsDisplay()` there is for the next frame).
    final var isInDisplay = false
    /// A display asked for during the layer's own display: the frame's display step shows it, not a
    /// layout pass of the same frame (UIKit honours such a request in the next update cycle).
    final var displayDeferredToNextFrame = false
    /// Apple's `needsDisplayOnBoundsChange`: a bounds change calls `setNeedsDisplay()` (default false;
    /// a view's layer follows `contentMode == .redraw`).
    open var needsDisplayOnBoundsChange = false
    /// Whether `layoutSublayers()` is due (`setNeedsLayout()`, or a change of the bounds' size).
    final var needsLayoutFlag = false
    /// CALayer.h's `cornerCurve`: `.continuous` (Apple's "squircle") is kept and drawn as `.circular`
    /// arcs here — the two differ by under a point at the usual radii.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// CALayer.h's edge antialiasing of transformed layers: kept; turned edges are drawn the same way
    /// either way here.
    open var allowsEdgeAntialiasing = false
    /// Apple's hints; stored only (the backing store always has alpha, drawing is always synchronous).
    open var isOpaque = false
    open var drawsAsynchronously = false
    /// Set while drawing when the default drawing ran (no override, no delegate drawing): a backing
    /// store nothing drew into leaves `contents` as it was.
    public final var drewDefault = false
    /// Whether the layer's last backing store was drawn by its own drawing (a `draw(in:)` override, or a
    /// delegate's `draw(_:in:)` such as a view's `draw(_:)` override), not the default that draws nothing:
    /// what a change of the colours drawing resolves in (dark mode) must draw again.
    public internal(set) final var drawsOwnContent = false
    /// Set by the delegate's default `display(_:)`: the layer then draws its backing store.
    public final var delegateDisplayUnimplemented = false
    /// Key-value-coded values of keys that are not the engine's properties (a subclass's custom
    /// properties), as the caller's Swift types.
    final var customValueStorage: [String: Any] = [:]
    /// While custom keys animate and the class redraws for them: the image drawn for the frame (see
    /// `CALayer+CustomKeys.swift`).
    final var displayedPresentation: DisplayedPresentation?

    /// Apple's `display()`: the delegate's `display(_:)` when it has one, otherwise a new backing store
    /// (the bounds × `contentsScale`, transparent) drawn by `draw(in:)` becomes `contents`.
    open func display() { displayWithDelegateOrBackingStore() }

    /// Apple's `draw(in:)`: draws the layer's content. The default asks the delegate's `draw(_:in:)`.
    open func draw(in ctx: CGContext) {
        if let d = delegate { d.draw(self, in: ctx) } else { drewDefault = true }
    }

    /// Apple's `needsDisplay(forKey:)`: whether a change of `key` (a model change or an animation of
    /// it) redraws the layer. A subclass returns true for its custom animatable properties; they then
    /// redraw every frame of their animations from the presentation value.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// Apple's `defaultValue(forKey:)`: the value of a key never set (nil: none).
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Apple's `action(forKey:)`: the delegate's action, then `actions`, then the class default (see
    /// `CALayer+Actions.swift`). Override to animate custom properties implicitly.
    open func action(forKey event: String) -> CAAction? { defaultActionSearch(forKey: event) }

    /// Apple's `layoutSublayers()`: the default asks the delegate.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// Apple's `setNeedsLayout()`: `layoutSublayers()` runs in the frame's layout step (after the views'
    /// layout, before display), once however often it is called. A view's layer asks its view, whose
    /// layout pass lays it out.
    open func setNeedsLayout() {
        if let d = delegate as? LayerLayoutDriving { d.layerNeedsLayout(self); return }
        guard !needsLayoutFlag else { return }
        needsLayoutFlag = true
        let context = AnimationContext.current
        context.layoutQueue.pending.append(WeakLayerReference(self))
        context.noteChange()
    }

    /// Apple's `needsLayout()`.
    open func needsLayout() -> Bool { needsLayoutFlag }

    /// Apple's `layoutIfNeeded()`: lays this layer out now if it is marked, then its sublayers that are.
    open func layoutIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        for l in sublayerStorage where l.needsLayoutFlag || !l.sublayerStorage.isEmpty { l.layoutIfNeeded() }
    }

    // Methods Core Animation lets subclasses override, declared in the class so they can be (their
    // implementations live in the CALayer+… files).

    /// Apple's `hitTest(_:)`: the deepest visible layer containing `p` (in the superlayer's space),
    /// front-most first (higher zPosition, then later sublayers). Hidden and fully transparent layers
    /// are skipped; a layer that masks to bounds hides the parts of its sublayers outside it.
    open func hitTest(_ p: CGPoint) -> CALayer? { geometryHitTest(p) }
    /// Whether a point in this layer's bounds space is inside it (its bounds, unless overridden).
    open func contains(_ p: CGPoint) -> Bool { geometryContains(p) }
    /// Apple's `render(in:)` (see CALayer+RenderInContext.swift).
    open func render(in ctx: CGContext) { renderModel(in: ctx) }
    /// Apple's `add(_:forKey:)`: adds a copy of `anim` (later changes to `anim` affect nothing already
    /// added); a second animation under the same key replaces the first. An invalid animation is left
    /// out with one line on stderr (see CALayer+Animations.swift); `addChecked` throws instead.
    open func add(_ anim: CAAnimation, forKey key: String?) { addReportingErrors(anim, forKey: key) }
    /// Apple's `preferredFrameSize()`: the size the layer would like in its superlayer's space; the
    /// default is its bounds' size.
    open func preferredFrameSize() -> CGSize { bounds.size }
    /// Apple's `+defaultActionForKey:`: the class's own action for `event`, asked after the delegate and
    /// `actions` (nil: none, so the implicit animation of an animatable property follows). A subclass
    /// returns, say, a `CATransition` for "contents".
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    public required init() {}

    /// Apple's `NSCoding` initialiser, `required` as on iOS (a subclass with its own designated
    /// initialiser writes `required init?(coder:)`). Nothing is decoded here: the layer is `init()`'s.
    public required init?(coder: NSCoder) {}

    deinit {
        if let queue = eventQueue {
            // Animations still attached stop with `finished = false` (delivered at the next frame
            // boundary, like any stop), so a completion waiting on them — a `UIView.animate` block whose
            // view was removed and freed mid-flight — runs once instead of never. The delivery holds the
            // record and its animation, never the layer.
            for r in animationRecords { stopRecord(r, finished: false, queue: queue) }
            queue.unregister(self)
        }
        for l in sublayerStorage { l.superlayerRef = nil }
    }

    /// Apple's `init(layer:)`: copies the model values of another layer (not its sublayers or animations).
    public required init(layer: Any) {
        if let other = layer as? CALayer {
            properties = other.properties; name = other.name; contentsGravity = other.contentsGravity
            contentsRect = other.contentsRect; contentsCenter = other.contentsCenter
            contentsScale = other.contentsScale; shouldRasterize = other.shouldRasterize
            rasterizationScale = other.rasterizationScale; beginTime = other.beginTime; speed = other.speed
            timeOffset = other.timeOffset
            hasIdentityTiming = other.hasIdentityTiming
            customValueStorage = other.customValueStorage
            needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
        }
    }

    public static func == (a: CALayer, b: CALayer) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }

    public var description: String {
        "<\(type(of: self)) \(name ?? "") frame=\(frame) opacity=\(opacity)>"
    }

    func timingChanged() {
        hasIdentityTiming = beginTime == 0 && speed == 1 && timeOffset == 0
        AnimationContext.current.noteChange()
        // Every time below this layer moves: the renderer lays the tree out again.
        noteStructureChange()
        AnimationContext.noteTimingChange()
    }

    // MARK: Sublayers

    open var sublayers: [CALayer]? {
        get { sublayerStorage.isEmpty ? nil : sublayerStorage }
        set {
            for l in sublayerStorage { l.superlayer = nil }
            sublayerStorage = []
            noteStructureChange()
            AnimationContext.current.noteChange()
            for l in newValue ?? [] { addSublayer(l) }
        }
    }

    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayerStorage.count)) }

    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        precondition(layer !== self, "a layer cannot be its own sublayer")
        if layer.superlayer == nil { layer.attachedFrame = AnimationDriver.frameNumber }
        layer.removeFromSuperlayer()
        let i = min(Int(index), sublayerStorage.count)
        sublayerStorage.insert(layer, at: i)
        layer.superlayer = self
        noteStructureChange()
        AnimationContext.current.noteChange()
        AnimationContext.noteTimingChange()
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let s = sibling, let i = sublayerStorage.firstIndex(where: { $0 === s }) else { return insertSublayer(layer, at: 0) }
        layer.removeFromSuperlayer()
        let j = sublayerStorage.firstIndex(where: { $0 === s }) ?? i
        insertSublayer(layer, at: UInt32(j))
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let s = sibling, sublayerStorage.contains(where: { $0 === s }) else { return addSublayer(layer) }
        layer.removeFromSuperlayer()
        let j = sublayerStorage.firstIndex(where: { $0 === s })!
        insertSublayer(layer, at: UInt32(j + 1))
    }

    open func replaceSublayer(_ old: CALayer, with new: CALayer) {
        guard let i = sublayerStorage.firstIndex(where: { $0 === old }) else { return }
        old.removeFromSuperlayer()
        insertSublayer(new, at: UInt32(i))
    }

    open func removeFromSuperlayer() {
        guard let s = superlayer else { return }
        s.sublayerStorage.removeAll { $0 === self }
        superlayer = nil
        s.noteStructureChange()
        AnimationContext.current.noteChange()
        AnimationContext.noteTimingChange()
    }

    /// The root of this layer's tree.
    public var rootLayer: CALayer { superlayer?.rootLayer ?? self }
}

extension CALayer {
    /// The sublayers in order, without the optional wrapping (renderers' hot path).
    public var sublayerStorageForRendering: [CALayer] { sublayerStorage }
}
