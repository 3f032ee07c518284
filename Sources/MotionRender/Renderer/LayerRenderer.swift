import Foundation
import MotionGeometry
import MotionTiming
import MotionAnimation
import MotionLayers
import MotionViews

/// What the evaluate phase produces for one frame: the draw list and, when tracing, every named
/// layer's presentation values.
public struct RenderedFrame {
    /// Draw commands in points, back to front.
    public var commands: [DrawCommand] = []
    /// Named layers' values (empty unless tracing).
    public var traced: [String: TracedLayer] = [:]
    /// How `commands` differs from the list the same renderer returned for its previous frame.
    public var changes = DrawListChanges.rebuilt
    /// Which renderer made the list and its frame counter there: a patch applies to the list of
    /// `sequence − 1` from the same `source`.
    public var source: ObjectIdentifier?
    public var sequence: UInt64 = 0
    public init() {}
}

/// How a frame's draw list relates to the list its renderer produced the frame before.
public enum DrawListChanges: Equatable {
    /// Built from nothing (the first frame, a changed tree, a frame that could not be patched).
    case rebuilt
    /// The previous list with some commands drawn again in place: same length, and every clip and group
    /// opener and closer where it was.
    case patched(DrawListPatch)
}

/// The commands a frame drew again in place (see `DrawListChanges.patched`).
public struct DrawListPatch: Equatable {
    /// Ascending, distinct indices of the commands drawn again (each may equal what it replaced); every
    /// other command is the one at the same index in the previous list.
    public var indices: [Int32] = []
    public init(indices: [Int32] = []) { self.indices = indices }
}

/// How the renderer made its last frame (tests and benchmarks read it).
public struct LayerRendererStatistics: Equatable {
    /// Whether the frame was built from nothing: every layer evaluated and the whole list built.
    public var rebuilt = true
    /// Layers whose presentation values were computed.
    public var evaluatedLayers = 0
    /// Layers (with their sublayers) whose commands were built again and put in place.
    public var redrawnLayers = 0
    /// Commands put in place.
    public var patchedCommands = 0
    /// Of `evaluatedLayers`, those evaluated from their programs (`AnimatedLayerProgram`) rather than
    /// through the layer and its animations.
    public var programLayers = 0
    /// Whether a redrawn layer's commands, no longer as many as before, replaced its old ones (the list
    /// changed length: its damage is found by comparing it whole).
    public var spliced = false
    public init(rebuilt: Bool = true, evaluatedLayers: Int = 0, redrawnLayers: Int = 0, patchedCommands: Int = 0, programLayers: Int = 0,
                spliced: Bool = false) {
        self.rebuilt = rebuilt; self.evaluatedLayers = evaluatedLayers
        self.redrawnLayers = redrawnLayers; self.patchedCommands = patchedCommands; self.programLayers = programLayers
        self.spliced = spliced
    }
}

/// Turns a layer tree into draw commands for one frame — the evaluate phase. It only reads the tree
/// (it subscribes to the layers' change notes, `LayerChangeSet`, and writes nothing they show).
///
/// The first frame of a tree, and any frame after the tree's shape changed, is built from nothing:
/// 1. the model tree is laid out flat with each layer's local time (`LayerTree`);
/// 2. every layer's presentation values are evaluated at once through the engine's prepared fast path
///    (`PresentationEvaluation`: read-ahead blocks, both cores for large trees);
/// 3. the tree is walked building draw commands (`DrawListBuilder`): transforms into the window,
///    z-ordering among siblings, clipping, opacity multiplied down the tree, transitions, contents
///    gravity — recording for each layer where its commands lie and what it inherited.
///
/// Every later frame keeps that work and redoes only what can differ: the layers whose model or
/// animations changed (their change notes) and every layer whose animations run (an animation's
/// value depends on time, so it is evaluated every frame) are evaluated again — presentation values
/// are still computed for the frame from the model and the animations, never stored as truth; the
/// copy kept is last frame's derivation — and each is drawn again alone, its new commands put where
/// its old ones were (`DrawListChanges.patched`). A layer is drawn again with its superlayer when
/// that one draws from its sublayers (a shadow cast by them) or when its zPosition changed. When the
/// new commands do not fit (a different number of them, a clip becoming a group) or a layer draws
/// through a mask, a transition or a replicator, the frame is built from nothing as above.
///
/// Opacity multiplies down the tree (Core Animation without group opacity); an overlapping
/// semi-transparent subtree therefore shows its parts through each other.
public final class LayerRenderer {
    // The state kept between frames: derived from the tree, rebuilt when its shape changes.
    @exclusivity(unchecked) private var tree = LayerTree()
    @exclusivity(unchecked) private var props: [LayerProperties] = []
    @exclusivity(unchecked) private var commands: [DrawCommand] = []
    @exclusivity(unchecked) private var records: [DrawListRecord] = []
    /// Per slot, what its sublayers inherit when drawn in place (see `DrawListInheritance`).
    @exclusivity(unchecked) private var inheritances: [DrawListInheritance] = []
    /// Where the tree's layers note their changes.
    private let changes = LayerChangeSet()
    /// Layers evaluated and drawn every frame (running animations, an emitter's particles, an animating
    /// mask), and each slot's place in that list (−1: not in it).
    private var everyFrame: [Int32] = []
    private var everyFramePlace: [Int32] = []
    /// Per place in `everyFrame`: whether its layer's program is current (`AnimatedLayerProgram`), and the
    /// programs; their timing functions are interned in `curveTable` (both reset when the tree is laid out).
    @exclusivity(unchecked) private var programState: [AnimatedLayerProgramState] = []
    private let programs = AnimatedLayerPrograms()
    private var curveTable = TimingCurveTable()
    /// Per slot, the stamp of the last frame it was evaluated in / had its model changed in / moved
    /// along z in / was a redraw root in.
    @exclusivity(unchecked) private var evaluatedStamp: [UInt32] = []
    @exclusivity(unchecked) private var modelStamp: [UInt32] = []
    @exclusivity(unchecked) private var zStamp: [UInt32] = []
    @exclusivity(unchecked) private var rootStamp: [UInt32] = []
    private var stamp: UInt32 = 0
    /// What the kept state was made from: the root, the screen scale, and whether it can be reused.
    private weak var keptRoot: CALayer?
    private var keptScreenScale: CGFloat = 0
    private var keptIsValid = false
    /// Frames evaluated by this renderer (`RenderedFrame.sequence`).
    public private(set) var sequence: UInt64 = 0
    /// How the last frame was made.
    public private(set) var statistics = LayerRendererStatistics()
    /// Rasterised shape and gradient content, kept across frames.
    public let contentCache = LayerContentCache()

    /// Whether frames are kept (see the type's notes); false builds every frame from nothing and
    /// subscribes to no layer (a reference for tests, which leaves another renderer's subscriptions alone).
    public let keepsFrames: Bool

    /// Whether layers wholly outside the clips they are drawn under are left out of the list (see
    /// `DrawListBuilder+Culling`). Always, but for tests comparing with the list that keeps them.
    public var cullsClippedLayers = true

    public init(keepsFrames: Bool = true) { self.keepsFrames = keepsFrames }

    /// The draw list (and, with `tracing`, the traced layers) of the tree under `root` at global media
    /// time `time`. The tree must have been committed (the frame function commits after layout).
    public func evaluate(root: CALayer, at time: CFTimeInterval, tracing: Bool = false) -> RenderedFrame {
        sequence &+= 1
        let parentTime = root.superlayer.map { $0.convertTime(time, from: nil) } ?? time
        contentCache.beginFrame()
        var frame: RenderedFrame
        if !tracing, let patched = patchKeptFrame(root: root, parentTime: parentTime) {
            frame = patched
        } else {
            frame = rebuild(root: root, parentTime: parentTime, tracing: tracing)
        }
        frame.source = ObjectIdentifier(self)
        frame.sequence = sequence
        withExtendedLifetime(root) {}
        return frame
    }

    /// The presentation values the evaluate phase computes for every layer under `root` at `time`, by
    /// layer — through the same path a frame takes (kept values updated, or everything from nothing).
    /// Layers under a hidden layer are not evaluated (nothing of them is drawn). Tests compare these
    /// with the reference evaluation.
    func evaluatedProperties(root: CALayer, at time: CFTimeInterval) -> [ObjectIdentifier: LayerProperties] {
        _ = evaluate(root: root, at: time)
        var out: [ObjectIdentifier: LayerProperties] = [:]
        for (i, l) in tree.layers.enumerated() { out[ObjectIdentifier(l.takeUnretainedValue())] = props[i] }
        return out
    }

    /// The draw commands of the tree under `root` at `time` (no trace).
    public func render(root: CALayer, at time: CFTimeInterval) -> [DrawCommand] {
        evaluate(root: root, at: time).commands
    }

    /// Drops the kept state: the next frame is built from nothing.
    public func invalidate() { keptIsValid = false }

    // MARK: - From nothing

    private func rebuild(root: CALayer, parentTime: CFTimeInterval, tracing: Bool) -> RenderedFrame {
        tree.build(root: root, parentTime: parentTime, includeHidden: tracing)
        let n = tree.count
        PresentationEvaluation.evaluate(tree.layers, times: tree.times, into: &props)
        if records.count != n { records = [DrawListRecord](repeating: DrawListRecord(), count: n) } else {
            for i in 0..<n { records[i] = DrawListRecord() }
        }
        if inheritances.count != n { inheritances = [DrawListInheritance](repeating: .root, count: n) }
        var out = RenderedFrame()
        let capacity = commands.count
        commands = []
        props.withUnsafeBufferPointer { buffer in
            records.withUnsafeMutableBufferPointer { recordBuffer in
              inheritances.withUnsafeMutableBufferPointer { inheritanceBuffer in
                var builder = DrawListBuilder(tree: tree, evaluated: buffer.baseAddress!, tracing: tracing, contentCache: contentCache)
                builder.culls = cullsClippedLayers
                builder.records = recordBuffer.baseAddress
                builder.inheritances = inheritanceBuffer.baseAddress
                builder.commands.reserveCapacity(capacity)
                builder.visit(.flat(0), props: buffer.baseAddress!, parentProps: nil, toTarget: CATransform3DIdentity,
                              toWindow: CATransform3DIdentity, opacity: 1)
                commands = builder.commands
                out.traced = builder.traced
              }
            }
        }
        out.commands = commands
        // A trace lays out hidden subtrees too; the next frame lays the tree out again without them.
        keptIsValid = !tracing && keepsFrames
        if keptIsValid { bind(root: root) }
        statistics = LayerRendererStatistics(rebuilt: true, evaluatedLayers: n, redrawnLayers: n, patchedCommands: commands.count)
        return out
    }

    /// Subscribes to the changes of every layer laid out (and of the masks they host, noted as their
    /// host's), and finds the layers drawn every frame.
    private func bind(root: CALayer) {
        let n = tree.count
        changes.beginBinding(slotCount: n)
        everyFrame.removeAll(keepingCapacity: true)
        programState.removeAll(keepingCapacity: true)
        curveTable.removeAll()
        everyFramePlace = [Int32](repeating: -1, count: n)
        if evaluatedStamp.count != n {
            evaluatedStamp = [UInt32](repeating: 0, count: n)
            modelStamp = evaluatedStamp; zStamp = evaluatedStamp; rootStamp = evaluatedStamp
        }
        for i in 0..<n {
            tree.layers[i]._withUnsafeGuaranteedRef { layer in
                changes.bind(layer, slot: Int32(i))
                if let mask = layer.mask { changes.bind(mask, slot: Int32(i)) }
            }
            updateEveryFrame(i)
        }
        keptRoot = root
        keptScreenScale = UIServices.screenScale
    }

    /// Puts slot `i` in `everyFrame` or takes it out, as its layer now needs.
    private func updateEveryFrame(_ i: Int) {
        let needs = records[i].flags.contains(.drawsOverTime) || tree.layers[i]._withUnsafeGuaranteedRef {
            $0.hasAnimations || ($0.mask?.hasAnimations ?? false)
        }
        let place = Int(everyFramePlace[i])
        if needs && place < 0 {
            everyFramePlace[i] = Int32(everyFrame.count)
            everyFrame.append(Int32(i))
            programState.append(.unknown)
            programs.reserve(everyFrame.count)
        } else if !needs && place >= 0 {
            let last = everyFrame.removeLast()
            let lastState = programState.removeLast()
            if place < everyFrame.count {
                everyFrame[place] = last
                everyFramePlace[Int(last)] = Int32(place)
                programState[place] = lastState
                programs.move(from: everyFrame.count, to: place)
            }
            everyFramePlace[i] = -1
        }
    }

    // MARK: - Patching last frame's list

    /// Last frame's list with every layer that changed or animates evaluated and drawn again in place, or
    /// nil when that is not possible (nothing kept, the tree's shape changed, new commands that do not
    /// fit): then the frame is built from nothing.
    private func patchKeptFrame(root: CALayer, parentTime: CFTimeInterval) -> RenderedFrame? {
        guard keptIsValid, root === keptRoot, !changes.structureChanged, tree.count == props.count,
              UIServices.screenScale == keptScreenScale else { return nil }
        nextStamp()
        let s = stamp
        let rootTime = root.localTimeFromParent(parentTime)
        work.removeAll(keepingCapacity: true)
        // Layers whose model, animations or drawing state changed since the last frame.
        for slot in changes.takeChangedSlots() {
            let i = Int(slot)
            let hidden = tree.layers[i]._withUnsafeGuaranteedRef { $0.properties.isHidden }
            // Hiding or showing a layer adds or removes its sublayers from the layout.
            guard hidden == tree.modelHidden[i] else { return nil }
            updateEveryFrame(i)
            if everyFramePlace[i] >= 0 { programState[Int(everyFramePlace[i])] = .unknown }
            modelStamp[i] = s
            evaluatedStamp[i] = s
            work.append(slot)
        }
        work.reserveCapacity(work.count + everyFrame.count)
        evaluatedStamp.withUnsafeMutableBufferPointer { stamps in
            for slot in everyFrame where stamps[Int(slot)] != s {
                stamps[Int(slot)] = s
                work.append(slot)
            }
        }
        if work.isEmpty {
            statistics = LayerRendererStatistics(rebuilt: false, evaluatedLayers: 0, redrawnLayers: 0, patchedCommands: 0)
            var out = RenderedFrame()
            out.commands = commands
            out.changes = .patched(DrawListPatch())
            return out
        }
        // Evaluate every one; redraw at once each plain leaf with nothing above it changing (most of them
        // when many layers animate), and keep the others for a redraw from the layer that must be drawn.
        var others: [Int32] = []
        var leaves = 0, programmed = 0
        var spliced = false
        guard evaluateAndRedrawLeaves(rootTime: rootTime, others: &others, leaves: &leaves, programmed: &programmed) else { return nil }
        var roots: [Int32] = []
        if !others.isEmpty {
            for slot in others {
                guard let r = redrawRoot(of: Int(slot)) else { return nil }
                if rootStamp[r] != s { rootStamp[r] = s; roots.append(Int32(r)) }
            }
            // A root inside another root's subtree is drawn with it.
            roots.removeAll { r in
                var p = Int(tree.parent[Int(r)])
                while p >= 0 {
                    if rootStamp[p] == s { return true }
                    p = Int(tree.parent[p])
                }
                return false
            }
            roots.sort { records[Int($0)].start < records[Int($1)].start }
            guard redraw(roots, rootTime: rootTime, spliced: &spliced) else { return nil }
        }
        let patch = spliced ? DrawListPatch() : DrawListPatch(indices: patchedIndices())
        statistics = LayerRendererStatistics(rebuilt: false, evaluatedLayers: work.count, redrawnLayers: leaves + roots.count,
                                             patchedCommands: patch.indices.count, programLayers: programmed, spliced: spliced)
        var out = RenderedFrame()
        out.commands = commands
        // A list some root's commands were spliced into is compared with the last one whole.
        out.changes = spliced ? .rebuilt : .patched(patch)
        return out
    }

    /// The slots to evaluate this frame (kept to reuse its storage).
    @exclusivity(unchecked) private var work: [Int32] = []
    /// Per command, the stamp of the last frame that drew it again.
    @exclusivity(unchecked) private var patchedStamp: [UInt32] = []
    /// Commands drawn again this frame, in the order drawn (see `patchedIndices`).
    @exclusivity(unchecked) private var patchedList: [Int32] = []

    /// Marks commands `start ..< start + count` drawn again this frame.
    @inline(__always)
    private func notePatched(_ start: Int, _ count: Int, _ stamps: UnsafeMutablePointer<UInt32>) {
        for k in start..<(start + count) where stamps[k] != stamp {
            stamps[k] = stamp
            patchedList.append(Int32(k))
        }
    }

    /// Whether a frame drawing about `patched` of `commands` commands again finds them by reading every
    /// command's stamp (in order) rather than by sorting a list of them.
    static func readsPatchesOffStamps(patched: Int, commands: Int) -> Bool { patched * 16 >= commands }

    /// Set when this frame's leaves did not list the commands they drew (see `readsPatchesOffStamps`).
    private var patchedByStamps = false

    /// This frame's redrawn commands, ascending.
    private func patchedIndices() -> [Int32] {
        if !patchedByStamps && !LayerRenderer.readsPatchesOffStamps(patched: patchedList.count, commands: commands.count) {
            patchedList.sort()
            return patchedList
        }
        // Many: read them off in order.
        var out: [Int32] = []
        out.reserveCapacity(patchedList.count)
        patchedStamp.withUnsafeBufferPointer { stamps in
            for k in 0..<stamps.count where stamps[k] == stamp { out.append(Int32(k)) }
        }
        return out
    }

    /// Evaluates every slot in `work` at this frame's time and redraws in place each plain leaf whose
    /// superlayers are not evaluated this frame (so its inheritance holds) and which kept its place among
    /// its siblings; the other slots go to `others`. False when a leaf's commands no longer fit. Many
    /// slots are split across the cores (`FrameWorkers`): each part reads the layers and the kept values
    /// and writes only its own layers' values and commands.
    private func evaluateAndRedrawLeaves(rootTime: CFTimeInterval, others: inout [Int32], leaves: inout Int, programmed: inout Int) -> Bool {
        let s = stamp
        if patchedStamp.count != commands.count { patchedStamp = [UInt32](repeating: 0, count: commands.count) }
        patchedList.removeAll(keepingCapacity: true)
        let n = work.count
        let parts = n >= LayerRenderer.parallelWork && FrameWorkers.shared.helpers > 0 ? min(16, (FrameWorkers.shared.helpers + 1) * 4) : 1
        // Each part's lists, kept from frame to frame with their storage (growing them anew every frame
        // was a tenth of the phase at 10,000 layers).
        func empty(_ lists: inout [[Int32]]) {
            if lists.count != parts { lists = [[Int32]](repeating: [], count: parts) }
            for k in 0..<parts { lists[k].removeAll(keepingCapacity: true) }
        }
        empty(&partOthers); empty(&partPatched); empty(&partCompile)
        var partLeaves = [Int](repeating: 0, count: parts)
        var partProgrammed = [Int](repeating: 0, count: parts)
        var partFailed = [Bool](repeating: false, count: parts)
        // Each layer's time first (most are the root's: no layer between has timing of its own).
        for slot in work {
            let i = Int(slot)
            tree.times[i] = tree.onRootTime[i] ? rootTime : tree.localTime(of: i, rootTime: rootTime)
        }
        // Many leaves: their commands are read off the stamps afterwards (`patchedIndices`) instead of listed.
        let listsPatched = !LayerRenderer.readsPatchesOffStamps(patched: n * LeafRedraw.maxCommands, commands: commands.count)
        patchedByStamps = !listsPatched
        // Programs are used only with the engine's prepared paths (tests switch those off to compare).
        let usesPrograms = AnimationEvaluation.usesFastPaths
        let modelStamp = self.modelStamp
        let layers = tree.layers, parents = tree.parent, childCount = tree.childCount, times = tree.times
        let places = everyFramePlace, states = programState, programBase = programs.base, transformBase = programs.transforms
        let curves = curveTable.curves
        work.withUnsafeBufferPointer { work in
          props.withUnsafeMutableBufferPointer { p in
            records.withUnsafeMutableBufferPointer { records in
             inheritances.withUnsafeBufferPointer { inheritances in
              commands.withUnsafeMutableBufferPointer { list in
                patchedStamp.withUnsafeMutableBufferPointer { stamps in
                  times.withUnsafeBufferPointer { times in
                   zStamp.withUnsafeMutableBufferPointer { zStamps in
                    evaluatedStamp.withUnsafeBufferPointer { evaluatedStamps in
                     partOthers.withUnsafeMutableBufferPointer { partOthers in
                      partPatched.withUnsafeMutableBufferPointer { partPatched in
                       partCompile.withUnsafeMutableBufferPointer { partCompile in
                        partLeaves.withUnsafeMutableBufferPointer { partLeaves in
                         partProgrammed.withUnsafeMutableBufferPointer { partProgrammed in
                         partFailed.withUnsafeMutableBufferPointer { partFailed in
                          places.withUnsafeBufferPointer { places in
                           states.withUnsafeBufferPointer { states in
                            curves.withUnsafeBufferPointer { curves in
                          // The buffers as plain values, for the parts' closure.
                          let (p, records, inheritances, list, stamps, times, zStamps) = (p, records, inheritances, list, stamps, times, zStamps)
                          let (partOthers, partPatched, partCompile, partLeaves, partFailed) = (partOthers, partPatched, partCompile, partLeaves, partFailed)
                          let partProgrammed = partProgrammed
                          let (places, states, curveBase) = (places, states, curves.baseAddress)
                          /// The place in `everyFrame` of slot `i` whose current program the frame evaluates, or −1.
                          @inline(__always) func programPlace(_ i: Int) -> Int {
                              let place = Int(places[i])
                              return usesPrograms && place >= 0 && states[place] == .ready && modelStamp[i] != s ? place : -1
                          }
                          let body: (Int) -> Void = { part in
                            let lo = part * n / parts, hi = (part + 1) * n / parts
                            var touched: UInt = 0, leafCount = 0, programCount = 0
                            for w in lo..<hi {
                                // Every `block` layers evaluated through their animations, read ahead what the
                                // next block's evaluation reads first (see `PresentationEvaluation.touch`), so
                                // their misses overlap. Layers with a program read only it, in order.
                                if (w - lo) % LayerRenderer.readAheadBlock == 0 {
                                    for a in w..<min(w + LayerRenderer.readAheadBlock, hi) where programPlace(Int(work[a])) < 0 {
                                        touched &+= layers[Int(work[a])]._withUnsafeGuaranteedRef { PresentationEvaluation.touch($0) }
                                    }
                                }
                                let slot = work[w]
                                let i = Int(slot)
                                let t = times[i]
                                let z = p[i].zPosition
                                let layer = layers[i]
                                let modelChanged = modelStamp[i] == s
                                let place = programPlace(i)
                                if place >= 0 {
                                    programCount += 1
                                    AnimatedLayerProgram.evaluate(programBase + place, transform: transformBase + place, &p[i],
                                                                  atLocalTime: t, curves: curveBase)
                                } else {
                                    layer._withUnsafeGuaranteedRef {
                                        PresentationEvaluation.update($0, atLocalTime: t, &p[i], modelChanged: modelChanged)
                                    }
                                    // Unchanged this frame and drawn every frame: make its program after the frame.
                                    let everyFramePlace = Int(places[i])
                                    if usesPrograms, !modelChanged, everyFramePlace >= 0, states[everyFramePlace] == .unknown {
                                        partCompile[part].append(slot)
                                    }
                                }
                                let moved = p[i].zPosition != z
                                if moved { zStamps[i] = s }
                                let parent = Int(parents[i])
                                let record = records.baseAddress! + i
                                var plain = childCount[i] == 0 && record.pointee.count >= 0 && record.pointee.flags.isEmpty
                                    && !(moved && parent >= 0 && childCount[parent] > 1)
                                if plain, parent >= 0 {
                                    if records[parent].flags.contains(.readsSublayers) { plain = false }
                                    var a = parent
                                    while plain && a >= 0 {
                                        if evaluatedStamps[a] == s { plain = false }
                                        a = Int(parents[a])
                                    }
                                }
                                if plain {
                                    plain = place >= 0
                                        ? (programBase + place).pointee.hasNoMaskOrTransition && LeafRedraw.handles(values: p.baseAddress! + i)
                                        : layer._withUnsafeGuaranteedRef { LeafRedraw.handles($0, p.baseAddress! + i) }
                                }
                                guard plain else { partOthers[part].append(slot); continue }
                                guard LeafRedraw.redraw(p.baseAddress! + i, parent: parent >= 0 ? p.baseAddress! + parent : nil,
                                                        record: record, inherited: parent >= 0 ? inheritances.baseAddress! + parent : LayerRenderer.rootInheritance,
                                                        in: list) else { partFailed[part] = true; return }
                                let start = Int(record.pointee.start)
                                for k in start..<(start + Int(record.pointee.count)) where stamps[k] != s {
                                    stamps[k] = s
                                    if listsPatched { partPatched[part].append(Int32(k)) }
                                }
                                leafCount += 1
                            }
                            partLeaves[part] = leafCount
                            partProgrammed[part] = programCount
                            PresentationEvaluation.keep(touched: touched)
                          }
                          if parts > 1 { FrameWorkers.shared.run(parts: parts, body) } else { body(0) }
                            }
                           }
                           }
                          }
                         }
                        }
                       }
                      }
                     }
                    }
                   }
                  }
                }
              }
             }
            }
          }
        }
        // Programs for the layers that asked (read from the layers: on this thread, between frames' parts).
        for part in 0..<parts {
            for slot in partCompile[part] { makeProgram(Int(slot)) }
        }
        if partFailed.contains(true) { return false }
        for part in 0..<parts {
            others.append(contentsOf: partOthers[part])
            patchedList.append(contentsOf: partPatched[part])
            leaves += partLeaves[part]
            programmed += partProgrammed[part]
        }
        return true
    }

    /// Each part's slots for a redraw from a root, patched commands, and layers wanting a program.
    @exclusivity(unchecked) private var partOthers: [[Int32]] = []
    @exclusivity(unchecked) private var partPatched: [[Int32]] = []
    @exclusivity(unchecked) private var partCompile: [[Int32]] = []

    /// Makes the program of slot `i`'s layer, drawn every frame (see `AnimatedLayerProgram`).
    private func makeProgram(_ i: Int) {
        let place = Int(everyFramePlace[i])
        guard place >= 0, programState[place] == .unknown else { return }
        // The table keeps the curves of animations long gone (a scene adding animations with ever new timing
        // functions and never changing shape fills it). Full, it starts again and every program is made again
        // with it — at most once per `curveTableRestartFrames`, so that more distinct curves running at once
        // than it holds leave some layers without programs for a while instead of remaking them all every frame.
        if curveTable.curves.count > TimingCurveTable.capacity - AnimatedLayerProgram.mostCurves {
            // Not yet: the layer asks again after its next frame.
            guard stamp &- curveTableRestart >= LayerRenderer.curveTableRestartFrames else { return }
            curveTableRestart = stamp
            curveTable.removeAll()
            for k in programState.indices where programState[k] == .ready { programState[k] = .unknown }
        }
        if let made = tree.layers[i]._withUnsafeGuaranteedRef({ AnimatedLayerProgram.make($0, curves: &curveTable) }) {
            programs.set(made.program, transform: made.transform, at: place)
            programState[place] = .ready
        } else {
            programState[place] = .none
        }
    }

    /// Frames between two restarts of a full curve table, and the frame stamp of the last one.
    static let curveTableRestartFrames: UInt32 = 120
    private var curveTableRestart: UInt32 = 0

    /// Slots evaluated in a frame from which they are split across the cores.
    static let parallelWork = 1024
    /// Layers whose first reads are issued together before any of them is evaluated.
    static let readAheadBlock = 8
    /// What the root layer inherits (nothing), at a fixed address.
    static let rootInheritance: UnsafePointer<DrawListInheritance> = {
        let p = UnsafeMutablePointer<DrawListInheritance>.allocate(capacity: 1)
        p.initialize(to: .root)
        return UnsafePointer(p)
    }()

    /// The layer to draw again for a change of layer `i`: `i` itself, or the nearest layer above it that
    /// was drawn in place (`i` sat under a transparent or culled layer), or its superlayer when that one
    /// draws from its sublayers or `i` moved along z among siblings. nil when that layer cannot be drawn
    /// again in place.
    private func redrawRoot(of i: Int) -> Int? {
        var r = i
        while true {
            if records[r].count < 0 {
                let p = Int(tree.parent[r])
                guard p >= 0 else { return nil }
                r = p
                continue
            }
            if records[r].flags.contains(.notRedrawable) { return nil }
            let p = Int(tree.parent[r])
            if p >= 0, records[p].flags.contains(.readsSublayers) || (zStamp[r] == stamp && tree.childCount[p] > 1) {
                r = p
                continue
            }
            return r
        }
    }

    /// Draws each of `roots` (ascending by where their commands start) again with what it inherited last
    /// time and puts the commands in place; false when some cannot be redrawn alone (the frame is then built
    /// anew). A root whose commands are no longer as many (a row scrolled into a clip or out of it) or
    /// nest differently replaces its old ones in the list (`splice`), and `spliced` is set: the list is
    /// then not the last one patched in place, and its damage is found by comparing the lists whole.
    private func redraw(_ roots: [Int32], rootTime: CFTimeInterval, spliced: inout Bool) -> Bool {
        var ok = true
        var splices: [Splice] = []
        if patchedStamp.count != commands.count { patchedStamp = [UInt32](repeating: 0, count: commands.count) }
        props.withUnsafeBufferPointer { buffer in
            records.withUnsafeMutableBufferPointer { recordBuffer in
              inheritances.withUnsafeMutableBufferPointer { inheritanceBuffer in
                var builder = DrawListBuilder(tree: tree, evaluated: buffer.baseAddress!, tracing: false, contentCache: contentCache)
                builder.culls = cullsClippedLayers
                builder.records = recordBuffer.baseAddress
                builder.inheritances = inheritanceBuffer.baseAddress
                commands.withUnsafeMutableBufferPointer { list in
                  patchedStamp.withUnsafeMutableBufferPointer { stamps in
                    for root in roots {
                        let r = Int(root)
                        let record = recordBuffer[r]
                        if tree.childCount[r] > 0 { forgetRecords(under: r, recordBuffer, rootTime: rootTime) }
                        builder.commands.removeAll(keepingCapacity: true)
                        let parent = Int(tree.parent[r])
                        // What `r` inherits: its superlayer's record of what its sublayers inherit.
                        let inherited = parent >= 0 ? inheritanceBuffer[parent] : DrawListInheritance.root
                        builder.recordBase = Int(record.start)
                        builder.targetFacesAway = inherited.targetFacesAway
                        builder.groupRect = inherited.groupRect
                        builder.cullRect = inherited.cullRect
                        builder.drawsInPlace = true
                        builder.tookUnpatchablePath = false
                        builder.recordedLayers = []
                        builder.visit(.flat(r), props: buffer.baseAddress! + r, parentProps: parent >= 0 ? buffer.baseAddress! + parent : nil,
                                      toTarget: inherited.toTarget, toWindow: CATransform3DIdentity, opacity: inherited.opacity)
                        let start = Int(record.start), count = Int(record.count)
                        guard !builder.tookUnpatchablePath, start + count <= list.count else { ok = false; return }
                        let fits = builder.commands.count == count
                            && (0..<count).allSatisfy { DrawCommand.sameNesting(list[start + $0], builder.commands[$0]) }
                        guard fits else {
                            // Where a root drew nothing, layers around it drawn as nothing share its start:
                            // which of them lie before it is not recorded, so it cannot be spliced.
                            guard count > 0 else { ok = false; return }
                            splices.append(Splice(root: r, start: start, count: count, commands: builder.commands,
                                                  recorded: builder.recordedLayers ?? []))
                            continue
                        }
                        for k in 0..<count { list[start + k] = builder.commands[k] }
                        notePatched(start, count, stamps.baseAddress!)
                    }
                  }
                }
              }
            }
        }
        guard ok else { return false }
        // Last first, so each splice leaves the places of those before it as they were.
        for splice in splices.reversed() { apply(splice) }
        if !splices.isEmpty { spliced = true }
        return true
    }

    /// A redrawn root's new commands, to replace its old `count` at `start`, and the layers it recorded.
    private struct Splice {
        var root: Int
        var start: Int
        var count: Int
        var commands: [DrawCommand]
        var recorded: [Int32]
    }

    /// Replaces the root's old commands with its new ones and moves every record the change displaces:
    /// those after its old commands (not its own sublayers', just written) by the difference, and the
    /// layers above it, whose commands hold it, grow or shrink by it.
    private func apply(_ splice: Splice) {
        let delta = splice.commands.count - splice.count
        let end = splice.start + splice.count
        commands.replaceSubrange(splice.start..<end, with: splice.commands)
        guard delta != 0 else { return }
        let own = Set(splice.recorded)
        records.withUnsafeMutableBufferPointer { records in
            for i in records.indices where records[i].count >= 0 && Int(records[i].start) >= end && !own.contains(Int32(i)) {
                records[i].start += Int32(delta)
            }
            var p = Int(tree.parent[splice.root])
            while p >= 0 {
                if records[p].count >= 0 { records[p].count += Int32(delta) }
                p = Int(tree.parent[p])
            }
        }
    }

    /// Marks every layer below `r` as not drawn in place until the walk that redraws `r` reaches it again
    /// (a sublayer that is no longer drawn must not keep last time's record), and brings their times to
    /// this frame.
    private func forgetRecords(under r: Int, _ records: UnsafeMutableBufferPointer<DrawListRecord>, rootTime: CFTimeInterval) {
        var stack = [r]
        while let i = stack.popLast() {
            let start = Int(tree.childStart[i]), count = Int(tree.childCount[i])
            for c in start..<(start + count) {
                records[c].count = -1
                tree.times[c] = tree.localTime(of: c, rootTime: rootTime)
                if tree.childCount[c] > 0 { stack.append(c) }
            }
        }
    }

    private func nextStamp() {
        stamp &+= 1
        if stamp == 0 {
            // Wrapped around: clear every stamp so none looks current.
            for i in evaluatedStamp.indices { evaluatedStamp[i] = 0; modelStamp[i] = 0; zStamp[i] = 0; rootStamp[i] = 0 }
            for i in patchedStamp.indices { patchedStamp[i] = 0 }
            stamp = 1
        }
    }
}
