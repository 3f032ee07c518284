import Foundation
import MotionGeometry
import MotionTiming
import MotionAnimation
import MotionLayers
import MotionViews

/// Walks one frame's evaluated layer tree and builds its draw list (the second half of the evaluate
/// phase): transforms into the draw target and the window, z-ordering among siblings, clipping,
/// opacity multiplied down the tree, transitions, contents gravity. It reads the tree and the values
/// evaluated for this frame and writes only its own output, so the sublayers of a wide layer (a
/// particle field's thousands of dots) are walked on several cores, each into its own list, joined in order.
struct DrawListBuilder {
    /// Sublayer counts at or above this are split across the cores when not tracing.
    static let parallelChildren = 1024

    let tree: LayerTree
    /// The presentation values of `tree`'s layers (valid while the frame is built).
    let evaluated: UnsafePointer<LayerProperties>
    var tracing: Bool
    /// Rasterised shapes and gradients, kept across frames.
    let contentCache: LayerContentCache
    /// The product of the replicator instance colours the layer being drawn is inside (their red,
    /// green and blue multiply rasterised content; their alpha goes into opacity).
    var tint: CGColor = .white
    /// Whether the current draw target (an offscreen group) is itself drawn with its back to the viewer,
    /// so `isDoubleSided` judges a layer inside it by both windings.
    var targetFacesAway = false
    /// Set by `drawMasked` while it draws the masked layer into its group (so that draw does not mask again).
    var drawingMaskedContent = false
    /// Set while `drawBlurred` draws the layer's own content into its group (so it is not blurred again).
    var drawingBlurredContent = false
    /// Set while `drawShadowCastByGroup` draws the layer into the group that casts its shadow (so the
    /// shadow is not drawn again).
    var drawingShadowedContent = false
    /// The rect of the offscreen group being drawn into, in its own coordinates; nil when drawing straight
    /// into the target (whose visible rect is the root layer's).
    var groupRect: CGRect?
    /// What the clips the layers being visited are drawn under let through, in the current target's
    /// coordinates; nil when nothing clips. A layer wholly outside it is not drawn (see `mayDraw`).
    var cullRect: CGRect?
    /// Whether layers wholly outside `cullRect` are left out (`LayerRenderer.cullsClippedLayers`).
    var culls = true
    /// The session's screen scale, read on the frame's thread (shapes are rasterised for it).
    let screenScale: CGFloat
    var commands: [DrawCommand] = []
    var traced: [String: TracedLayer] = [:]

    // MARK: Recording (for redrawing layers alone in later frames; see `LayerRenderer`)

    /// One `DrawListRecord` per layer of `tree`, written for every flat layer drawn directly into its
    /// target (`drawsInPlace`); nil when not recording. Parallel parts write different layers' records.
    var records: UnsafeMutablePointer<DrawListRecord>?
    /// Per layer of `tree`, what its sublayers inherit (`DrawListInheritance`), written with `records`.
    var inheritances: UnsafeMutablePointer<DrawListInheritance>?
    /// The index in the frame's whole list of `commands[0]` (recorded starts are absolute).
    var recordBase = 0
    /// Whether the layers being visited are drawn directly into the current target in their own place;
    /// false inside masked content, transitions and replicas, whose commands cannot be redrawn alone.
    var drawsInPlace = true
    /// Set when the walk took a path that cannot be redrawn in place (a mask, a transition, replicas):
    /// a layer redrawn alone whose drawing now needs one cannot be patched into the list.
    var tookUnpatchablePath = false
    /// The flat layers this builder recorded, when it is a parallel part (their starts are fixed up
    /// once the parts are joined).
    var recordedLayers: [Int32]?

    init(tree: LayerTree, evaluated: UnsafePointer<LayerProperties>, tracing: Bool, contentCache: LayerContentCache) {
        self.contentCache = contentCache
        self.screenScale = UIServices.screenScale
        self.tree = tree
        self.evaluated = evaluated
        self.tracing = tracing
    }

    // MARK: - Walking the tree

    /// A layer being drawn: one of the flattened tree (values evaluated in bulk), or one evaluated
    /// directly — a transition's frozen snapshot (a presentation copy with no animations), or a
    /// replicator instance's sublayer at its delayed time.
    enum Node {
        case flat(Int)
        case direct(CALayer, localTime: CFTimeInterval)
    }

    /// Calls `body` with the node's layer. Static, taking the tree: a closure that mutates the builder
    /// may then run inside it without Swift copying the whole builder to keep the accesses apart.
    @inline(__always)
    static func withLayer<R>(_ node: Node, _ tree: LayerTree, _ body: (CALayer) -> R) -> R {
        switch node {
        case .flat(let i): return tree.layers[i]._withUnsafeGuaranteedRef(body)
        case .direct(let l, _): return body(l)
        }
    }

    @inline(__always)
    func localTime(_ node: Node) -> CFTimeInterval {
        switch node {
        case .flat(let i): return tree.times[i]
        case .direct(_, let t): return t
        }
    }

    /// The sublayers of a layer in drawing order: back to front by presentation zPosition, ties in
    /// sublayer order. Snapshot children carry their own values (`values` keeps them alive).
    struct Children {
        var flat: [Int] = []
        var range: Range<Int> = 0..<0
        var snapshots: [(CALayer, CFTimeInterval)] = []
        var values: [LayerProperties] = []
        var count: Int { range.isEmpty ? (flat.isEmpty ? snapshots.count : flat.count) : range.count }
    }

    func children(of node: Node) -> Children {
        var out = Children()
        switch node {
        case .flat(let i):
            let start = Int(tree.childStart[i]), n = Int(tree.childCount[i])
            guard n > 0 else { return out }
            let z0 = evaluated[start].zPosition
            var sorted = true
            for c in start..<(start + n) where evaluated[c].zPosition != z0 { sorted = false; break }
            if sorted {
                out.range = start..<(start + n)
            } else {
                // A stable sort by z: the original order breaks ties.
                out.flat = (start..<(start + n)).sorted {
                    evaluated[$0].zPosition != evaluated[$1].zPosition ? evaluated[$0].zPosition < evaluated[$1].zPosition : $0 < $1
                }
            }
        case .direct(let layer, let t):
            var children: [(CALayer, CFTimeInterval, LayerProperties)] = layer.sublayerStorageForRendering.map {
                let st = $0.localTimeFromParent(t)
                return ($0, st, $0.presentationProperties(atLocalTime: st))
            }
            if children.contains(where: { $0.2.zPosition != children[0].2.zPosition }) {
                children = children.enumerated().sorted {
                    $0.element.2.zPosition != $1.element.2.zPosition ? $0.element.2.zPosition < $1.element.2.zPosition : $0.offset < $1.offset
                }.map(\.element)
            }
            out.snapshots = children.map { ($0.0, $0.1) }
            out.values = children.map(\.2)
        }
        return out
    }

    /// Calls `body` with the k-th child (k in `ks`) and a pointer to its values.
    func withChild(_ c: Children, _ k: Int, _ body: (Node, UnsafePointer<LayerProperties>) -> Void) {
        if !c.range.isEmpty { let i = c.range.lowerBound + k; body(.flat(i), evaluated + i); return }
        if !c.flat.isEmpty { let i = c.flat[k]; body(.flat(i), evaluated + i); return }
        c.values.withUnsafeBufferPointer { v in
            body(.direct(c.snapshots[k].0, localTime: c.snapshots[k].1), v.baseAddress! + k)
        }
    }

    /// The k-th child of a flattened layer and a pointer to its values, with no closure (the hot loop
    /// over a wide layer's sublayers must not copy the builder per child); nil for directly
    /// evaluated children, which go through `withChild`.
    @inline(__always)
    func flatChild(_ c: Children, _ k: Int) -> (Node, UnsafePointer<LayerProperties>)? {
        if !c.range.isEmpty { let i = c.range.lowerBound + k; return (.flat(i), evaluated + i) }
        if !c.flat.isEmpty { let i = c.flat[k]; return (.flat(i), evaluated + i) }
        return nil
    }

    /// Visits every child of a layer whose values are `pp`, into this builder's lists — split across
    /// the cores for a wide layer when not tracing (each part built apart, then joined in order).
    mutating func visitChildren(_ c: Children, parentProps pp: UnsafePointer<LayerProperties>,
                                toTarget: CATransform3D, toWindow: CATransform3D, opacity: CGFloat) {
        let n = c.count
        let workers = PresentationEvaluation.workers
        if n < DrawListBuilder.parallelChildren || tracing || workers < 2 {
            for k in 0..<n {
                if let (child, cp) = flatChild(c, k) {
                    visit(child, props: cp, parentProps: pp, toTarget: toTarget, toWindow: toWindow, opacity: opacity)
                } else {
                    withChild(c, k) { child, cp in
                        visit(child, props: cp, parentProps: pp, toTarget: toTarget, toWindow: toWindow, opacity: opacity)
                    }
                }
            }
            return
        }
        let chunk = (n + workers - 1) / workers
        var parts = [[DrawCommand]](repeating: [], count: workers)
        var template = DrawListBuilder(tree: tree, evaluated: evaluated, tracing: false, contentCache: contentCache)
        template.tint = tint
        template.targetFacesAway = targetFacesAway
        template.groupRect = groupRect
        template.cullRect = cullRect
        template.culls = culls
        template.records = records
        template.inheritances = inheritances
        template.drawsInPlace = drawsInPlace
        template.recordedLayers = records == nil ? nil : []
        var partRecorded = [[Int32]](repeating: [], count: workers)
        var partUnpatchable = [Bool](repeating: false, count: workers)
        parts.withUnsafeMutableBufferPointer { parts in
          partRecorded.withUnsafeMutableBufferPointer { partRecorded in
           partUnpatchable.withUnsafeMutableBufferPointer { partUnpatchable in
            DispatchQueue.concurrentPerform(iterations: workers) { w in
                var part = template
                part.commands.reserveCapacity(chunk)
                for k in (w * chunk)..<min(n, (w + 1) * chunk) {
                    if let (child, cp) = part.flatChild(c, k) {
                        part.visit(child, props: cp, parentProps: pp, toTarget: toTarget, toWindow: toWindow, opacity: opacity)
                    } else {
                        let copy = part
                        copy.withChild(c, k) { child, cp in
                            part.visit(child, props: cp, parentProps: pp, toTarget: toTarget, toWindow: toWindow, opacity: opacity)
                        }
                    }
                }
                parts[w] = part.commands
                partRecorded[w] = part.recordedLayers ?? []
                partUnpatchable[w] = part.tookUnpatchablePath
            }
           }
          }
        }
        for (w, part) in parts.enumerated() {
            // The part recorded starts within its own list: move them to where it lands in this one.
            if let records {
                let offset = Int32(commands.count + recordBase)
                for i in partRecorded[w] { records[Int(i)].start += offset }
                recordedLayers?.append(contentsOf: partRecorded[w])
            }
            if partUnpatchable[w] { tookUnpatchablePath = true }
            commands.append(contentsOf: part)
        }
    }

    /// Draws a layer (and its sublayers): when recording, a flat layer drawn in place gets its
    /// `DrawListRecord` — what it inherits, then where its commands are.
    @inline(__always)
    mutating func visit(_ node: Node, props p: UnsafePointer<LayerProperties>, parentProps: UnsafePointer<LayerProperties>?,
                       toTarget parentToTarget: CATransform3D, toWindow parentToWindow: CATransform3D, opacity parentOpacity: CGFloat) {
        guard let records, drawsInPlace, case .flat(let i) = node else {
            visitLayer(node, props: p, parentProps: parentProps, toTarget: parentToTarget, toWindow: parentToWindow, opacity: parentOpacity)
            return
        }
        let start = commands.count
        records[i].flags = []
        visitLayer(node, props: p, parentProps: parentProps, toTarget: parentToTarget, toWindow: parentToWindow, opacity: parentOpacity)
        records[i].start = Int32(recordBase + start)
        records[i].count = Int32(commands.count - start)
        recordedLayers?.append(Int32(i))
    }

    /// Marks the layer being drawn as drawn through a path that cannot be redrawn in place (a mask, a
    /// transition, a replicator), and everything it draws as not in place.
    @inline(__always)
    mutating func markUnpatchable(_ node: Node) {
        tookUnpatchablePath = true
        if let records, case .flat(let i) = node { records[i].flags.insert(.notRedrawable) }
    }

    /// Adds `flags` to the record of the layer being drawn.
    @inline(__always)
    func mark(_ node: Node, _ flags: DrawListRecord.Flags) {
        if let records, drawsInPlace, case .flat(let i) = node { records[i].flags.formUnion(flags) }
    }

    mutating func visitLayer(_ node: Node, props p: UnsafePointer<LayerProperties>, parentProps: UnsafePointer<LayerProperties>?,
                             toTarget parentToTarget: CATransform3D, toWindow parentToWindow: CATransform3D, opacity parentOpacity: CGFloat) {
        let local = LayerGeometry.transformToSuperlayer(p, superlayer: parentProps)
        let toTarget = CATransform3DConcat(local, parentToTarget)
        // Only traces need each layer's transform into the window.
        let toWindow = tracing ? CATransform3DConcat(local, parentToWindow) : parentToWindow
        if tracing, let name = Self.withLayer(node, tree, { $0.name }) {
            traced[name] = traceEntry(p.pointee, toWindow: toWindow, hidden: p.pointee.isHidden)
        }
        let opacity = parentOpacity * DrawListBuilder.drawnOpacity(p.pointee.opacity)
        guard !p.pointee.isHidden, opacity > 0.001 else {
            if tracing { traceHiddenSubtree(node, props: p, toWindow: toWindow) }
            return
        }
        // A single-sided layer facing away is not drawn, nor are its sublayers (flattened into its plane).
        if !p.pointee.isDoubleSided, Self.facesAway(toTarget, size: p.pointee.bounds.size) != targetFacesAway {
            if tracing { traceHiddenSubtree(node, props: p, toWindow: toWindow) }
            return
        }
        // Wholly outside the clips it is drawn under: nothing of it shows (traces still list every layer).
        if culls, !tracing, let cull = cullRect, case .flat(let i) = node, !mayDraw(i, props: p, toTarget: toTarget, inside: cull) { return }
        let t = localTime(node)
        let transition = Self.withLayer(node, tree) { $0.hasTransitions ? $0.transitionFrames(atLocalTime: t).first : nil }
        if let tr = transition {
            markUnpatchable(node)
            let saved = drawsInPlace
            drawsInPlace = false
            drawTransition(node, tr.old, tr.frame, props: p, parentProps: parentProps,
                           toTarget: parentToTarget, toWindow: parentToWindow, opacity: parentOpacity)
            drawsInPlace = saved
            return
        }
        // Bounds space → (current draw target, window). The bounds origin shifts only sublayers.
        let origin = CATransform3DMakeTranslation(p.pointee.bounds.origin.x, p.pointee.bounds.origin.y, 0)
        drawLayer(node, props: p, toTarget: toTarget, toWindow: toWindow, origin: origin, opacity: opacity)
    }

    /// Whether the node's layer has sublayers (read from the flattened tree without touching the layer).
    static func hasSublayers(_ node: Node, _ tree: LayerTree) -> Bool {
        switch node {
        case .flat(let i): return tree.childCount[i] > 0
        case .direct(let l, _): return !l.sublayerStorageForRendering.isEmpty
        }
    }

    /// Draws `node` through `body` in a way that cannot be redrawn in place (an offscreen group: a blur, a
    /// mask, a shadow cast by a group), so marked, with `drawsInPlace` off while it runs.
    mutating func drawOutOfPlace(_ node: Node, _ body: (inout DrawListBuilder) -> Void) {
        markUnpatchable(node)
        let saved = drawsInPlace
        drawsInPlace = false
        body(&self)
        drawsInPlace = saved
    }

    /// The layer's own content and then its sublayers (clipped when it masks to bounds).
    mutating func drawLayer(_ node: Node, props pp: UnsafePointer<LayerProperties>,
                           toTarget: CATransform3D, toWindow: CATransform3D, origin: CATransform3D, opacity: CGFloat) {
        // A transform layer draws only its sublayers (Apple: its background, contents, border, shadow, mask and
        // clipping are ignored), in its space, at its opacity. The class is asked only of layers with
        // sublayers (a leaf transform layer draws nothing either way): the frame's many leaves — a particle
        // field's dots — pay no dynamic cast.
        if Self.hasSublayers(node, tree), Self.withLayer(node, tree, { $0 is CATransformLayer }) {
            let c = children(of: node)
            guard c.count > 0 else { return }
            if let inheritances, drawsInPlace, case .flat(let i) = node {
                inheritances[i] = DrawListInheritance(toTarget: toTarget, opacity: opacity,
                                                      targetFacesAway: targetFacesAway, groupRect: groupRect, cullRect: culls ? cullRect : nil)
            }
            visitChildren(c, parentProps: pp, toTarget: toTarget, toWindow: toWindow, opacity: opacity)
            return
        }
        if drawingBlurredContent {
            drawingBlurredContent = false
        } else if !drawingMaskedContent, pp.pointee.shadowBox != nil, pp.pointee.shadow.blurRadius > 0 {
            return drawOutOfPlace(node) { $0.drawBlurred(node, props: pp, toTarget: toTarget, toWindow: toWindow, origin: origin, opacity: opacity) }
        }
        if drawingMaskedContent {
            drawingMaskedContent = false
        } else if Self.withLayer(node, tree, { $0.hasMaskLayer }), let mask = Self.withLayer(node, tree, { $0.mask }) {
            return drawOutOfPlace(node) { $0.drawMasked(node, mask: mask, props: pp, toTarget: toTarget, toWindow: toWindow, origin: origin, opacity: opacity) }
        }
        var shadowCastByGroup = false
        if drawingShadowedContent {
            drawingShadowedContent = false
            shadowCastByGroup = true
        } else if castsShadowAsGroup(node, props: pp) {
            return drawOutOfPlace(node) {
                $0.drawShadowCastByGroup(node, props: pp, toTarget: toTarget, toWindow: toWindow, origin: origin, opacity: opacity)
            }
        }
        let contentTransform = origin.isIdentity ? toTarget : CATransform3DConcat(origin, toTarget)
        let size = pp.pointee.bounds.size
        // A layer that masks to its bounds clips its own shadow away, as on iOS.
        if pp.pointee.shadowBox != nil, !pp.pointee.masksToBounds, !shadowCastByGroup {
            mark(node, .readsSublayers)
            drawShadow(node, props: pp.pointee, transform: contentTransform, opacity: opacity)
        }
        if let bg = pp.pointee.backgroundColor, bg.alpha > 0 {
            if pp.pointee.hasPartlyRoundedCorners {
                drawPartlyRounded(props: pp.pointee, fill: bg, stroke: nil, transform: contentTransform, opacity: opacity)
            } else {
                commands.append(.fill(size: size, transform: contentTransform, color: bg, cornerRadius: pp.pointee.cornerRadius, opacity: opacity))
            }
        }
        if let image = pp.pointee.contents, image.width > 0, image.height > 0 {
            let g = Self.withLayer(node, tree) { ($0.contentsGravity, $0.contentsScale, $0.contentsRect, $0.contentsCenter) }
            if g.2 == Self.unitRect && g.3 == Self.unitRect {
                drawContents(image, gravity: g.0, contentsScale: g.1, props: pp.pointee, transform: contentTransform, opacity: opacity)
            } else {
                drawContents(image, gravity: g.0, contentsScale: g.1, contentsRect: g.2, contentsCenter: g.3,
                             props: pp.pointee, transform: contentTransform, opacity: opacity)
            }
        }
        // Shape and gradient content sits between the contents and the first sublayer (Apple's order).
        if pp.pointee.content != nil { drawContent(props: pp.pointee, transform: contentTransform, opacity: opacity) }
        if case .emitter? = pp.pointee.content {
            mark(node, .drawsOverTime)
            drawEmitter(node, props: pp.pointee, transform: contentTransform, opacity: opacity)
        }
        let hasChildren = Self.hasSublayers(node, tree)
        if hasChildren {
            var clipMode = 0  // 0 none, 1 axis-aligned clip, 2 group, 3 group with rounded corners
            var flippedGroup = false
            var savedGroupRect: CGRect?
            var childToTarget = toTarget
            var roundedClip: ShapeRaster?
            let savedDrawsInPlace = drawsInPlace
            let savedCullRect = cullRect
            if pp.pointee.masksToBounds {
                if pp.pointee.cornerRadius > 0, let mask = roundedClipMask(pp.pointee, transform: contentTransform) {
                    // Sublayers clipped to the rounded bounds, as Core Animation clips them: a group over
                    // the bounds multiplied by the rounded rect's coverage. The coverage depends only on this
                    // layer's size and corners, so the sublayers are drawn in place as in any clipping group
                    // (a sublayer redrawn alone leaves the mask as it is; this layer redrawn makes it again).
                    commands.append(.beginGroup(size: size, transform: contentTransform, opacity: 1))
                    if Self.facesAway(contentTransform, size: size) { targetFacesAway.toggle(); flippedGroup = true }
                    savedGroupRect = groupRect
                    groupRect = CGRect(origin: .zero, size: size)
                    childToTarget = CATransform3DMakeTranslation(-pp.pointee.bounds.origin.x, -pp.pointee.bounds.origin.y, 0)
                    roundedClip = mask
                    cullRect = CGRect(origin: .zero, size: size)
                    clipMode = 3
                } else if contentTransform.isAxisAligned {
                    commands.append(.pushClip(size: size, transform: contentTransform))
                    if let clip = Self.clipRect(size: size, transform: contentTransform) {
                        cullRect = cullRect.map { $0.intersection(clip) } ?? clip
                    }
                    clipMode = 1
                } else {
                    commands.append(.beginGroup(size: size, transform: contentTransform, opacity: 1))
                    if Self.facesAway(contentTransform, size: size) { targetFacesAway.toggle(); flippedGroup = true }
                    savedGroupRect = groupRect
                    groupRect = CGRect(origin: .zero, size: size)
                    // Children are drawn relative to the group's local rect (its bounds' top-left).
                    childToTarget = CATransform3DMakeTranslation(-pp.pointee.bounds.origin.x, -pp.pointee.bounds.origin.y, 0)
                    cullRect = CGRect(origin: .zero, size: size)
                    clipMode = 2
                }
            }
            // What every sublayer drawn in place inherits, recorded once here.
            if let inheritances, drawsInPlace, case .flat(let i) = node {
                inheritances[i] = DrawListInheritance(toTarget: childToTarget, opacity: opacity,
                                                      targetFacesAway: targetFacesAway, groupRect: groupRect, cullRect: culls ? cullRect : nil)
            }
            if case .replicator(let r)? = pp.pointee.content {
                markUnpatchable(node)
                let saved = drawsInPlace
                drawsInPlace = false
                drawReplicas(children(of: node), replicator: r, node: node, props: pp, toTarget: childToTarget, toWindow: toWindow, opacity: opacity)
                drawsInPlace = saved
            } else {
                visitChildren(children(of: node), parentProps: pp, toTarget: childToTarget, toWindow: toWindow, opacity: opacity)
            }
            cullRect = savedCullRect
            if clipMode == 1 { commands.append(.popClip) }
            if clipMode == 2 { commands.append(.endGroup); groupRect = savedGroupRect }
            if clipMode == 3, let mask = roundedClip {
                let b = pp.pointee.bounds
                let place = CATransform3DMakeTranslation(mask.origin.x - b.minX, mask.origin.y - b.minY, 0)
                commands.append(.mask(mask.image, size: mask.size, transform: place))
                commands.append(.endGroup)
                groupRect = savedGroupRect
                drawsInPlace = savedDrawsInPlace
            }
            if flippedGroup { targetFacesAway.toggle() }
        }
        if pp.pointee.borderWidth > 0, let bc = pp.pointee.borderColor, bc.alpha > 0 {
            if pp.pointee.hasPartlyRoundedCorners {
                drawPartlyRounded(props: pp.pointee, fill: nil, stroke: bc, transform: contentTransform, opacity: opacity)
            } else {
                commands.append(.border(size: size, transform: contentTransform, width: pp.pointee.borderWidth, color: bc,
                                              cornerRadius: pp.pointee.cornerRadius, opacity: opacity))
            }
        }
    }

    /// Places the image inside the bounds per contentsGravity; corners are rounded only when the
    /// layer masks to bounds, as in Core Animation.
    mutating func drawContents(_ image: CGImage, gravity: CALayerContentsGravity, contentsScale: CGFloat, props p: LayerProperties,
                               transform: CATransform3D, opacity: CGFloat) {
        // The placement is the one a mask's contents use (`contentsRect`), so the two always agree.
        guard let rect = Self.contentsRect(image, gravity: gravity, contentsScale: contentsScale, bounds: p.bounds.size) else { return }
        let m = CATransform3DConcat(CATransform3DMakeTranslation(rect.origin.x, rect.origin.y, 0), transform)
        let radius = p.masksToBounds && rect.size == p.bounds.size ? p.cornerRadius : 0
        commands.append(.image(image, size: rect.size, transform: m, opacity: opacity, cornerRadius: radius))
    }

    /// Draws the old snapshot and the current layer per the transition frame.
    mutating func drawTransition(_ node: Node, _ old: CALayer, _ f: TransitionFrame, props pp: UnsafePointer<LayerProperties>,
                                parentProps: UnsafePointer<LayerProperties>?,
                                toTarget parentToTarget: CATransform3D, toWindow parentToWindow: CATransform3D,
                                opacity parentOpacity: CGFloat) {
        let p = pp.pointee
        let local = LayerGeometry.transformToSuperlayer(p, superlayer: parentProps?.pointee)
        let w = p.bounds.size.width, h = p.bounds.size.height
        let ops = f.opacities, offs = f.offsets, flips = f.flipTransforms
        func placed(_ dx: Double, _ dy: Double, _ flip: CATransform3D) -> CATransform3D {
            // Flip about the layer's centre, then offset by a fraction of its size, then into place.
            let c = CATransform3DMakeTranslation(-w / 2, -h / 2, 0)
            let m = CATransform3DConcat(CATransform3DConcat(c, flip), CATransform3DMakeTranslation(w / 2 + CGFloat(dx) * w, h / 2 + CGFloat(dy) * h, 0))
            return CATransform3DConcat(m, local)
        }
        let origin = CATransform3DMakeTranslation(p.bounds.origin.x, p.bounds.origin.y, 0)
        let opacity = parentOpacity * DrawListBuilder.drawnOpacity(p.opacity)
        let t = localTime(node)
        // Old on top (reveal) draws the new layer first.
        for drawingOld in f.oldOnTop ? [false, true] : [true, false] {
            if drawingOld {
                guard let flip = flips.old else { continue }
                let m = placed(offs.old.x, offs.old.y, flip)
                // The snapshot is a frozen presentation copy of the layer; it sits where the layer sits.
                let sp = old.properties
                withUnsafePointer(to: sp) {
                    drawLayer(.direct(old, localTime: t), props: $0, toTarget: CATransform3DConcat(m, parentToTarget),
                              toWindow: CATransform3DConcat(m, parentToWindow),
                              origin: CATransform3DMakeTranslation(sp.bounds.origin.x, sp.bounds.origin.y, 0),
                              opacity: opacity * CGFloat(ops.old))
                }
            } else {
                guard let flip = flips.new else { continue }
                let m = placed(offs.new.x, offs.new.y, flip)
                drawLayer(node, props: pp, toTarget: CATransform3DConcat(m, parentToTarget),
                          toWindow: CATransform3DConcat(m, parentToWindow), origin: origin, opacity: opacity * CGFloat(ops.new))
            }
        }
    }

    // MARK: - Trace

    mutating func traceHiddenSubtree(_ node: Node, props p: UnsafePointer<LayerProperties>, toWindow: CATransform3D) {
        let c = children(of: node)
        for k in 0..<c.count {
            withChild(c, k) { child, cp in
                let w = CATransform3DConcat(LayerGeometry.transformToSuperlayer(cp.pointee, superlayer: p.pointee), toWindow)
                if let name = Self.withLayer(child, tree, { $0.name }) {
                    traced[name] = traceEntry(cp.pointee, toWindow: w, hidden: true)
                }
                traceHiddenSubtree(child, props: cp, toWindow: w)
            }
        }
    }

    /// A layer's presentation opacity as drawn: clamped to 0…1, as Core Animation's renderer clamps it.
    /// Presentation values may leave the range — a spring on opacity overshoots, additive view
    /// animations stack on a model value changed meanwhile (faded to 0.3, set back to 1 without
    /// animation: 1 + 0.7 for a moment) — and, unclamped, one layer's 1.35 would brighten the
    /// opacity its sublayers multiply in (or turn negative).
    @inline(__always)
    static func drawnOpacity(_ o: Float) -> CGFloat {
        o > 1 ? 1 : (o >= 0 ? CGFloat(o) : 0)
    }

    func traceEntry(_ p: LayerProperties, toWindow: CATransform3D, hidden: Bool) -> TracedLayer {
        TracedLayer(position: p.position, bounds: p.bounds, anchorPoint: p.anchorPoint, opacity: p.opacity,
                    zPosition: p.zPosition, transform: p.transform, hidden: hidden,
                    windowFrame: boundingBox(p.bounds, toWindow),
                    stroke: p.content?.shape.map { ($0.strokeStart, $0.strokeEnd) })
    }

    func boundingBox(_ b: CGRect, _ m: CATransform3D) -> CGRect {
        let pts = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY)]
            .map { m.project($0) }
        let xs = pts.map(\.x), ys = pts.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max(), x0.isFinite, y0.isFinite else { return .zero }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
