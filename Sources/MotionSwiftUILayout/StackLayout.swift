import Foundation
import MotionGeometry

/// `HStack`/`VStack`: SwiftUI's stack algorithm. The proposal's length along the axis, less the
/// gaps, is shared out: children in order of layout priority (highest first), and within a
/// priority from the least flexible (flexibility: the difference between the length offered
/// infinity and offered zero) to the most, spacers after every other view, each offered an equal
/// share of what remains — less the
/// minimum lengths of the lower priorities still to come. Across the axis each child is offered the
/// stack's proposal; the stack is as long as its children and gaps and as wide as its widest child
/// placed by the alignment guide.
public struct StackLayout {
    public var axis: Axis
    /// The alignment across the axis: a vertical stack's `HorizontalAlignment` key, a horizontal one's vertical.
    public var alignment: AlignmentKey
    public var spacing: CGFloat?

    public init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
    }

    @usableFromInline
    func proposal(main: CGFloat?, cross: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }

    /// The gaps before each child (the first is 0).
    @inlinable
    public func gaps<C: LayoutChild>(_ children: [C]) -> [CGFloat] {
        var g = [CGFloat](repeating: 0, count: children.count)
        for i in children.indices.dropFirst() { g[i] = LayoutSpacing.gap(between: children[i - 1], and: children[i], spacing: spacing) }
        return g
    }

    /// The children's sizes for `proposal`.
    @inlinable
    public func sizes<C: LayoutChild>(_ children: [C], proposal: ProposedViewSize) -> [CGSize] {
        let n = children.count
        guard n > 0 else { return [] }
        let cross = proposal[axis.other]
        guard let length = proposal[axis] else {
            return children.map { $0.sizeThatFits(self.proposal(main: nil, cross: cross)) }
        }
        var sizes = [CGSize](repeating: .zero, count: n)
        let totalGaps = gaps(children).reduce(0, +)
        var remaining = max(length - totalGaps, 0)
        // Minimum and maximum lengths, for ordering and for what lower priorities must keep.
        var minimum = [CGFloat](repeating: 0, count: n)
        var flexibility = [CGFloat](repeating: 0, count: n)
        for (i, c) in children.enumerated() {
            let lo = c.sizeThatFits(self.proposal(main: 0, cross: cross))[axis]
            let hi = c.sizeThatFits(self.proposal(main: .infinity, cross: cross))[axis]
            minimum[i] = lo
            flexibility[i] = hi - lo
        }
        let priorities = Set(children.map(\.layoutPriority)).sorted(by: >)
        for p in priorities {
            // Spacers last: they take what the views beside them leave (a text beside a spacer is offered
            // the whole row before the spacer, so it wraps only at the row's width, as in SwiftUI).
            let group = children.indices.filter { children[$0].layoutPriority == p }
                .sorted { a, b in
                    let sa = children[a].spacerMinLength != nil, sb = children[b].spacerMinLength != nil
                    if sa != sb { return !sa }
                    return flexibility[a] != flexibility[b] ? flexibility[a] < flexibility[b] : a < b
                }
            let reservedBelow = children.indices.filter { children[$0].layoutPriority < p }.reduce(CGFloat(0)) { $0 + minimum[$1] }
            var available = max(remaining - reservedBelow, 0)
            // Spacers come last and take what is left: the other views share the space less the spacers'
            // minimum lengths among themselves.
            var spacersLeft = group.filter { children[$0].spacerMinLength != nil }
            var viewsLeft = group.count - spacersLeft.count
            for i in group {
                let isSpacer = children[i].spacerMinLength != nil
                let share: CGFloat
                if isSpacer {
                    share = available / CGFloat(max(spacersLeft.count, 1))
                    spacersLeft.removeFirst()
                } else {
                    let spacerMinimum = spacersLeft.reduce(CGFloat(0)) { $0 + minimum[$1] }
                    share = max(available - spacerMinimum, 0) / CGFloat(max(viewsLeft, 1))
                    viewsLeft -= 1
                }
                let s = children[i].sizeThatFits(self.proposal(main: share, cross: cross))
                sizes[i] = s
                available = max(available - s[axis], 0)
                remaining = max(remaining - s[axis], 0)
            }
        }
        return sizes
    }

    /// The stack's size for the children's sizes.
    @inlinable
    public func size<C: LayoutChild>(_ children: [C], sizes: [CGSize]) -> CGSize {
        guard !children.isEmpty else { return .zero }
        let main = sizes.reduce(0) { $0 + $1[axis] } + gaps(children).reduce(0, +)
        let (lo, hi) = crossExtent(children, sizes: sizes)
        return CGSize(axis: axis, main: main, cross: hi - lo)
    }

    /// Each child's guide along the cross axis sets where it goes: the lowest and highest extents
    /// of the children placed with their guides on one line.
    @inlinable
    func crossExtent<C: LayoutChild>(_ children: [C], sizes: [CGSize]) -> (CGFloat, CGFloat) {
        var lo = CGFloat.infinity, hi = -CGFloat.infinity
        for (c, s) in zip(children, sizes) {
            let g = c.alignment(alignment, size: s)
            lo = min(lo, -g)
            hi = max(hi, s[axis.other] - g)
        }
        return lo.isFinite ? (lo, hi) : (0, 0)
    }

    /// The children's frames within the stack's bounds of `size` (the stack is placed at its origin;
    /// extra room across the axis, when the stack was made larger than its children, centres them
    /// by the guide line as SwiftUI does: the guide's offset within `size`).
    @inlinable
    public func place<C: LayoutChild>(_ children: [C], sizes: [CGSize], in size: CGSize) -> [CGRect] {
        let (lo, hi) = crossExtent(children, sizes: sizes)
        let natural = hi - lo
        // The line where the guides sit: as in the natural extent, shifted by the alignment within the extra room.
        let extra = size[axis.other] - natural
        let guideFraction = alignment.defaultValue(ViewDimensions(size: CGSize(axis: axis, main: 0, cross: 1)))
        let line = -lo + extra * guideFraction
        var along: CGFloat = 0
        let g = gaps(children)
        var frames: [CGRect] = []
        for (i, c) in children.enumerated() {
            along += g[i]
            let s = sizes[i]
            let crossPos = line - c.alignment(alignment, size: s)
            var origin = CGPoint.zero
            origin[axis] = along
            origin[axis.other] = crossPos
            frames.append(CGRect(origin: origin, size: s))
            along += s[axis]
        }
        return frames
    }
}

/// `ZStack`, `overlay`, `background` and frames' alignment: children placed so that their guides
/// meet. The ZStack offers every child its proposal and is the union of the aligned children.
public struct OverlayLayout {
    public var alignment: Alignment
    public init(alignment: Alignment) { self.alignment = alignment }

    @inlinable
    public func size<C: LayoutChild>(_ children: [C], sizes: [CGSize]) -> CGSize {
        let (x, y) = extents(children, sizes: sizes)
        return CGSize(width: x.1 - x.0, height: y.1 - y.0)
    }

    @inlinable
    func extents<C: LayoutChild>(_ children: [C], sizes: [CGSize]) -> ((CGFloat, CGFloat), (CGFloat, CGFloat)) {
        var x = (CGFloat.infinity, -CGFloat.infinity), y = x
        for (c, s) in zip(children, sizes) {
            let gx = c.alignment(alignment.horizontal.key, size: s), gy = c.alignment(alignment.vertical.key, size: s)
            x = (min(x.0, -gx), max(x.1, s.width - gx))
            y = (min(y.0, -gy), max(y.1, s.height - gy))
        }
        if !x.0.isFinite { return ((0, 0), (0, 0)) }
        return (x, y)
    }

    /// Frames of children aligned in a box of `size`: the box's own guide (its default for `size`)
    /// meets each child's.
    @inlinable
    public func place<C: LayoutChild>(_ children: [C], sizes: [CGSize], in size: CGSize) -> [CGRect] {
        let d = ViewDimensions(size: size)
        let bx = alignment.horizontal.key.defaultValue(d), by = alignment.vertical.key.defaultValue(d)
        return zip(children, sizes).map { c, s in
            CGRect(x: bx - c.alignment(alignment.horizontal.key, size: s), y: by - c.alignment(alignment.vertical.key, size: s),
                   width: s.width, height: s.height)
        }
    }
}

/// `frame(width:height:alignment:)`: a fixed dimension is proposed to the child and is the frame's
/// size in that dimension; an unset one passes the proposal through and takes the child's.
public struct FixedFrameLayout {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }

    public func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }
    public func size(child: CGSize) -> CGSize { CGSize(width: width ?? child.width, height: height ?? child.height) }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`: an unspecified
/// proposal becomes the ideal; the proposal is clamped to min…max and offered to the child; the
/// frame is the child's size clamped toward the proposal: `max(min, min(child, proposal))` and
/// `min(max, max(child, proposal))` — so `maxWidth: .infinity` takes the whole proposal.
public struct FlexibleFrameLayout {
    public var minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    public var minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?

    public init(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?) {
        (self.minWidth, self.idealWidth, self.maxWidth) = (minWidth, idealWidth, maxWidth)
        (self.minHeight, self.idealHeight, self.maxHeight) = (minHeight, idealHeight, maxHeight)
    }

    static func clampProposal(_ p: CGFloat?, ideal: CGFloat?, min lo: CGFloat?, max hi: CGFloat?) -> CGFloat? {
        guard var v = p ?? ideal else { return nil }
        if let lo, v < lo { v = lo }
        if let hi, v > hi { v = hi }
        return v
    }

    public func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: Self.clampProposal(p.width, ideal: idealWidth, min: minWidth, max: maxWidth),
                         height: Self.clampProposal(p.height, ideal: idealHeight, min: minHeight, max: maxHeight))
    }

    static func result(child: CGFloat, proposal: CGFloat?, min lo: CGFloat?, max hi: CGFloat?) -> CGFloat {
        var r = child
        if let lo { r = Swift.max(lo, proposal.map { Swift.min(r, $0) } ?? r) }
        if let hi { r = Swift.min(hi, proposal.map { Swift.max(r, $0) } ?? r) }
        return r
    }

    public func size(child: CGSize, proposal p: ProposedViewSize) -> CGSize {
        let q = childProposal(p)
        return CGSize(width: Self.result(child: child.width, proposal: q.width, min: minWidth, max: maxWidth),
                      height: Self.result(child: child.height, proposal: q.height, min: minHeight, max: maxHeight))
    }
}

/// `padding`: the child is offered the proposal less the insets (never below zero) and the view is
/// the child's size plus the insets.
public struct PaddingLayout {
    public var insets: EdgeInsets
    public init(insets: EdgeInsets) { self.insets = insets }
    public func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max($0 - insets.horizontal, 0) }, height: p.height.map { max($0 - insets.vertical, 0) })
    }
    public func size(child: CGSize) -> CGSize { CGSize(width: child.width + insets.horizontal, height: child.height + insets.vertical) }
    public func childFrame(child: CGSize) -> CGRect { CGRect(x: insets.leading, y: insets.top, width: child.width, height: child.height) }
}

public enum ContentMode: Hashable, CaseIterable, Sendable { case fit, fill }

/// `aspectRatio(_:contentMode:)`: the child is offered the largest (`.fit`) or smallest (`.fill`)
/// size of the ratio for the proposal (nil dimensions read as infinite for fit, as zero for
/// fill, with the ratio's other side from the given one); with no ratio, the child's ideal size's.
public struct AspectRatioLayout {
    public var ratio: CGFloat?
    public var contentMode: ContentMode
    public init(ratio: CGFloat?, contentMode: ContentMode) { self.ratio = ratio; self.contentMode = contentMode }

    public func childProposal(_ p: ProposedViewSize, idealSize: () -> CGSize) -> ProposedViewSize {
        let r: CGFloat
        if let ratio, ratio.isFinite, ratio > 0 { r = ratio } else {
            let ideal = idealSize()
            guard ideal.height > 0, ideal.width > 0 else { return p }
            r = ideal.width / ideal.height
        }
        switch (p.width, p.height) {
        case (nil, nil):
            let ideal = idealSize()
            return ProposedViewSize(width: ideal.width, height: ideal.width / r)
        case (let w?, nil): return ProposedViewSize(width: w, height: w / r)
        case (nil, let h?): return ProposedViewSize(width: h * r, height: h)
        case (let w?, let h?):
            if !w.isFinite && !h.isFinite { return ProposedViewSize(width: w, height: h) }
            let byWidth = CGSize(width: w, height: w / r), byHeight = CGSize(width: h * r, height: h)
            let pickWidth: Bool
            switch contentMode {
            case .fit: pickWidth = byWidth.height <= h
            case .fill: pickWidth = byWidth.height >= h
            }
            let s = pickWidth ? byWidth : byHeight
            return ProposedViewSize(width: s.width, height: s.height)
        }
    }
}
