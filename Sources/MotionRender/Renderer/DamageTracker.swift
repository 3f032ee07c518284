import Foundation
import MotionGeometry

/// Finds where two consecutive frames' draw lists may give different pixels (`DamageRegion`, in target
/// points), so a target that keeps its pixels can redraw only that part, and an encoder can skip a
/// frame identical to the last one.
///
/// The rule it rests on: a pixel's value is a function of the commands whose boxes cover it, in order.
/// Commands are compared structurally (`DrawCommand ==`, images by identity); each command's box is its
/// local rect through its transform (perspective included; nothing when behind the eye, empty or
/// transparent, as the canvas skips those). A clip (`pushClip … popClip`) or group (`beginGroup …
/// endGroup`) is one item at its level, with the clip's or group's box.
///
/// At each level the lists are stripped of their common prefix and suffix (equal items); what remains
/// (the middle) is damaged in one of these ways, intersected when more than one applies:
/// - same number of items: pairwise — equal pairs cost nothing, a clip or group whose header (clip
///   rect, or group rect, transform and opacity) is unchanged costs the damage inside it, limited to
///   its box (for a group: grown by a texel for filtering, then mapped through its transform), any
///   other pair the union of both boxes (past `DamageDiff.preciseBoxes` changed boxes the rest join one
///   bounding box: thousands of moving particles damage about all of their area anyway);
/// - a few items (≤ `exactLimit`): exactly at this level — the plane cut along every box edge, each
///   cell damaged when the sequence of items covering it differs (two overlapping commands swapped
///   damage only their overlap);
/// - otherwise the union of every middle item's box.
///
/// A different clear colour, or a list whose clips and groups do not nest, damages everything.
public struct DamageTracker {
    /// Middles with at most this many items (both lists together) are diffed exactly, cell by cell.
    public static let exactLimit = 24

    private var previous: [DrawCommand]?
    private var previousClear: CGColor = .black
    /// The previous list's nesting (computed on first need for a list given to `record`).
    private var previousPartners = Nesting.unknown
    /// For a scene recorded with `update(scene:…)`: the overlay drawn over it, the renderer and frame it
    /// came from (a patch of the next frame is compared only where it patched), and the innermost
    /// opener around each command (computed on first need).
    private var previousOverlay: [DrawCommand] = []
    private var previousSource: ObjectIdentifier?
    private var previousSequence: UInt64 = 0
    private var previousEnclosing: [Int32]?

    private enum Nesting {
        case unknown, unbalanced
        case known([Int32])
    }

    public init() {}

    /// The list recorded last (nil before any, or after `reset`).
    public var previousCommands: [DrawCommand]? { previous }

    /// The damage of drawing `commands` over `clear` after the list recorded last (everything when
    /// none is, or after `reset`), then records `commands`.
    public mutating func update(_ commands: [DrawCommand], clear: CGColor) -> DamageRegion {
        let partners = DamageTracker.partners(commands)
        defer {
            previous = commands; previousClear = clear; previousPartners = partners.map(Nesting.known) ?? .unbalanced
            previousOverlay = []; previousSource = nil; previousEnclosing = nil
        }
        return damage(commands, partners: partners, clear: clear)
    }

    /// Records `commands` as drawn, without comparing them with anything (their damage is known).
    public mutating func record(_ commands: [DrawCommand], clear: CGColor) {
        previous = commands; previousClear = clear; previousPartners = .unknown
        previousOverlay = []; previousSource = nil; previousEnclosing = nil
    }

    /// The damage of drawing `scene` and then `overlay` over `clear` after the frame recorded last, then
    /// records them. When `scene` is the next frame of the renderer that made the scene recorded last
    /// (`source`, `sequence`) and patches it (`changes`), only the patched commands are compared.
    public mutating func update(scene: [DrawCommand], overlay: [DrawCommand], clear: CGColor, changes: DrawListChanges,
                                source: ObjectIdentifier?, sequence: UInt64) -> DamageRegion {
        let (region, partners, enclosing) = damage(scene: scene, overlay: overlay, clear: clear, changes: changes, source: source, sequence: sequence)
        previous = scene; previousOverlay = overlay; previousClear = clear
        previousPartners = partners.map(Nesting.known) ?? .unbalanced
        previousSource = source; previousSequence = sequence
        previousEnclosing = enclosing
        return region
    }

    /// The damage of drawing `scene` and `overlay` over `clear` after the frame recorded last, without
    /// recording them (see `update(scene:…)`).
    public func damage(scene: [DrawCommand], overlay: [DrawCommand], clear: CGColor, changes: DrawListChanges,
                       source: ObjectIdentifier?, sequence: UInt64) -> DamageRegion {
        damage(scene: scene, overlay: overlay, clear: clear, changes: changes, source: source, sequence: sequence).region
    }

    /// The damage with the nesting of `scene` (and, for a patch, the innermost opener of each command).
    private func damage(scene: [DrawCommand], overlay: [DrawCommand], clear: CGColor, changes: DrawListChanges,
                        source: ObjectIdentifier?, sequence: UInt64) -> (region: DamageRegion, partners: [Int32]?, enclosing: [Int32]?) {
        if case .patched(let patch) = changes, let old = previous, previousClear == clear, source != nil,
           source == previousSource, sequence == previousSequence &+ 1, old.count == scene.count,
           case .known(let partners) = previousPartners {
            let enclosing = previousEnclosing ?? DamageDiff.enclosing(old, partners: partners)
            var region = DamageDiff.patched(old: old, new: scene, partners: partners, enclosing: enclosing, indices: patch.indices)
            if overlay != previousOverlay {
                region.formUnion(DamageTracker.damage(from: previousOverlay, clear: clear, to: overlay, clear: clear))
            }
            return (region, partners, enclosing)
        }
        let partners = DamageTracker.partners(scene)
        guard let old = previous, previousClear == clear else { return (.everything, partners, nil) }
        var region = DamageTracker.damage(from: old, clear: clear, to: scene, clear: clear)
        if overlay != previousOverlay {
            region.formUnion(DamageTracker.damage(from: previousOverlay, clear: clear, to: overlay, clear: clear))
        }
        return (region, partners, nil)
    }

    /// The overlay recorded last with the scene.
    public var previousOverlayCommands: [DrawCommand] { previousOverlay }

    /// Whether the list recorded last is `commands` itself — the same array storage, not merely equal
    /// elements (O(1)) — drawn over `clear`. A target uses it to trust damage another tracker computed
    /// against `commands`.
    public func holds(_ commands: [DrawCommand], clear: CGColor) -> Bool {
        guard let previous, previousClear == clear, previous.count == commands.count else { return false }
        return previous.withUnsafeBufferPointer { a in commands.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
    }

    /// The damage of drawing `commands` over `clear` after the list recorded last, without recording it.
    public func damage(to commands: [DrawCommand], clear: CGColor) -> DamageRegion {
        damage(commands, partners: DamageTracker.partners(commands), clear: clear)
    }

    private func damage(_ commands: [DrawCommand], partners: [Int32]?, clear: CGColor) -> DamageRegion {
        guard let old = previous, previousClear == clear, let partners else { return .everything }
        let oldPartners: [Int32]
        switch previousPartners {
        case .known(let p): oldPartners = p
        case .unbalanced: return .everything
        case .unknown:
            guard let p = DamageTracker.partners(old) else { return .everything }
            oldPartners = p
        }
        return DamageDiff(old: old, oldPartners: oldPartners, new: commands, newPartners: partners).damage()
    }

    /// Forgets the previous list: the next update damages everything.
    public mutating func reset() {
        previous = nil; previousPartners = .unknown
        previousOverlay = []; previousSource = nil; previousEnclosing = nil
    }

    /// The damage between two lists.
    public static func damage(from old: [DrawCommand], clear oldClear: CGColor,
                              to new: [DrawCommand], clear newClear: CGColor) -> DamageRegion {
        guard oldClear == newClear, let po = partners(old), let pn = partners(new) else { return .everything }
        return DamageDiff(old: old, oldPartners: po, new: new, newPartners: pn).damage()
    }

    /// For every opener its closer's index and for every closer its opener's; nil when clips and
    /// groups do not nest (a stray closer, a scope left open, a clip crossing a group's end).
    static func partners(_ list: [DrawCommand]) -> [Int32]? {
        var out = [Int32](repeating: -1, count: list.count)
        var stack: [(index: Int, isGroup: Bool)] = []
        for (i, c) in list.enumerated() {
            switch c {
            case .pushClip: stack.append((i, false))
            case .beginGroup: stack.append((i, true))
            case .popClip, .endGroup:
                let isGroup: Bool
                if case .endGroup = c { isGroup = true } else { isGroup = false }
                guard let top = stack.popLast(), top.isGroup == isGroup else { return nil }
                out[top.index] = Int32(i); out[i] = Int32(top.index)
            default: break
            }
        }
        return stack.isEmpty ? out : nil
    }
}
