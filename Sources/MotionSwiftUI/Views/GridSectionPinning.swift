import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// Pinned section headers and footers of a lazy grid (`LazyVGrid`/`LazyHGrid(pinnedViews:)`): the
/// sections' lines as laid out, and where the scroll position moves them.
extension GridNode {
    /// Records the sections' headers and footers as just placed (their natural frames, in order), for
    /// pinning to move them from.
    func noteSectionLines() {
        naturalLines = contentItems().compactMap { item in item.context.traits.gridLine.map { (item, $0, item.frame) } }
    }

    /// Moves the pinned headers and footers to where the scroll position puts them along `axis` (the
    /// arithmetic of `PinnedSectionLayout`, as a lazy stack's sections): a section runs from its header to
    /// the line before the next section's header (or the grid's end). `render`: show the move now (a
    /// scroll, between updates).
    func pinSectionLines(along axis: Axis, render: Bool) {
        guard !pinned.isEmpty, !naturalLines.isEmpty, let visible = visibleScrollRegion(along: axis) else { return }
        let gap = spacing ?? LayoutSpacing.standard
        // Each line's next header (one pass back), so a long grid's many sections cost a pass, not a search each.
        var nextHeader = [Int?](repeating: nil, count: naturalLines.count)
        var following: Int?
        for k in naturalLines.indices.reversed() {
            nextHeader[k] = following
            if naturalLines[k].role == .header { following = k }
        }
        let rc = RenderContext(animation: nil, time: CACurrentMediaTime(), group: nil, generation: graph.generation)
        func move(_ item: LayoutNode, _ natural: CGRect, to position: CGFloat) {
            var moved = natural
            moved.origin[axis] = position
            guard item.frame != moved else { return }
            item.frame = moved
            if render, item.hasAppeared { item.applyGeometry(rc) }
        }
        var header: Int?
        for (k, line) in naturalLines.enumerated() {
            // The section this line belongs to: from its header (or the grid's start) to the next header.
            if line.role == .header { header = k }
            let next = nextHeader[k]
            let start = header.map { naturalLines[$0].frame.origin[axis] } ?? 0
            let end = next.map { naturalLines[$0].frame.origin[axis] - gap } ?? frame.size[axis]
            switch line.role {
            case .header where pinned.contains(.sectionHeaders):
                let footer = naturalLines[(k + 1)..<(next ?? naturalLines.count)].first { $0.role == .footer && pinned.contains(.sectionFooters) }
                let limit = footer.map { end - $0.frame.size[axis] } ?? end
                move(line.item, line.frame, to: PinnedSectionLayout.headerStart(natural: line.frame.origin[axis], length: line.frame.size[axis],
                                                                                visibleStart: visible.start, limit: limit))
            case .footer where pinned.contains(.sectionFooters):
                let headerLength = header.flatMap { pinned.contains(.sectionHeaders) ? naturalLines[$0].frame.size[axis] : nil } ?? 0
                move(line.item, line.frame, to: PinnedSectionLayout.footerStart(natural: line.frame.origin[axis], length: line.frame.size[axis],
                                                                                visibleEnd: visible.end, limit: start + headerLength))
            default:
                continue
            }
        }
    }
}
