import Foundation
import MotionGeometry
import MotionLayers
import MotionViews
import MotionRender
import MotionLiterals

/// The literals panel (key L), drawn over the preview like the HUD, outside the scene's layer tree:
/// a row per tunable literal of the running preview — its argument, API and line, its value as
/// written and, when tuned, the value it plays with now; the selected row highlighted with the keys
/// that nudge it — and a line for what write-back did. It only draws what it is given and remembers
/// where its rows are, so the window can map a click back to them.
public final class LiteralsPanel {
    /// One row.
    public struct Row: Equatable {
        public var site: LiteralSite
        /// The value it plays with (the override, or the literal's own).
        public var value: Double
        public var isTuned: Bool
        /// Whether its code has run in this preview (others are listed dimmed: their file is the
        /// preview's, but nothing has used them yet).
        public var hasRun: Bool
        public init(site: LiteralSite, value: Double, isTuned: Bool, hasRun: Bool) {
            self.site = site; self.value = value; self.isTuned = isTuned; self.hasRun = hasRun
        }
    }

    public struct Content {
        public var title: String
        public var rows: [Row]
        public var selected: Int?
        /// The last write-back's outcome, or a hint.
        public var status: String?
        /// Shown instead of rows when there are none.
        public var emptyText: String
        public init(title: String, rows: [Row], selected: Int?, status: String?, emptyText: String) {
            self.title = title; self.rows = rows; self.selected = selected; self.status = status; self.emptyText = emptyText
        }
    }

    static let rowHeight: CGFloat = 30
    static let headerHeight: CGFloat = 30
    static let statusHeight: CGFloat = 16
    static let margin: CGFloat = 6
    static let topInset: CGFloat = 30

    private let text = PanelText()
    private var rowFrames: [(CGRect, Int)] = []
    /// The panel's frame in the last drawing.
    public private(set) var frame = CGRect.zero
    private var firstRow = 0

    public init() {}

    /// The row under `point` (window points) in the last drawing; `.some(nil)` on the panel elsewhere;
    /// nil outside it.
    public func hit(at point: CGPoint) -> Int?? {
        guard frame.contains(point) else { return nil }
        for (r, i) in rowFrames where r.contains(point) { return .some(i) }
        return .some(nil)
    }

    /// The panel at the top of a preview of `size` points (the inspector and curve panel use the bottom).
    public func commands(_ content: Content, size: CGSize) -> [DrawCommand] {
        rowFrames = []
        text.beginFrame()
        var out: [DrawCommand] = []
        let m = LiteralsPanel.margin
        let width = size.width - 2 * m
        let visible = max(1, Int((size.height * 0.45 - LiteralsPanel.headerHeight - LiteralsPanel.statusHeight) / LiteralsPanel.rowHeight))
        let count = content.rows.count
        if let s = content.selected {
            if s < firstRow { firstRow = s }
            if s >= firstRow + visible { firstRow = s - visible + 1 }
        }
        firstRow = max(0, min(firstRow, max(0, count - visible)))
        let shown = min(visible, count)
        let height = LiteralsPanel.headerHeight + CGFloat(max(shown, 1)) * LiteralsPanel.rowHeight
            + (content.status == nil ? 4 : LiteralsPanel.statusHeight)
        // Below the top edge's status pill (`run --watch`'s "rebuilding…", "reloaded in N s").
        let origin = CGPoint(x: m, y: LiteralsPanel.topInset)
        frame = CGRect(x: origin.x, y: origin.y, width: width, height: height)
        out.append(PanelText.fill(frame, CGColor(red: 0.07, green: 0.08, blue: 0.10, alpha: 0.92), radius: 8))
        out.append(.border(size: frame.size, transform: PanelText.translate(frame.origin), width: 0.5,
                           color: CGColor(red: 1, green: 1, blue: 1, alpha: 0.18), cornerRadius: 8, opacity: 1))
        var y = origin.y
        let tuned = content.rows.filter(\.isTuned).count
        let title = content.title + (count > shown ? "  (\(firstRow + 1)–\(firstRow + shown) of \(count))" : "")
            + (tuned > 0 ? "  · \(tuned) tuned" : "")
        out += text.draw(title, at: CGPoint(x: origin.x + 8, y: y + 5), size: 10.5, color: .white, bold: true, maxWidth: width - 16)
        out += text.draw("↑↓ pick · ←→ nudge, ⇧ ×10 · ⌫ as written · W write · C curve",
                         at: CGPoint(x: origin.x + 8, y: y + 18), size: 7.5, color: UIColor(white: 0.62, alpha: 1), maxWidth: width - 16)
        y += LiteralsPanel.headerHeight
        if count == 0 {
            out += text.draw(content.emptyText, at: CGPoint(x: origin.x + 8, y: y + 8), size: 8.5,
                             color: UIColor(white: 0.8, alpha: 1), maxWidth: width - 16)
            y += LiteralsPanel.rowHeight
        }
        for i in firstRow..<(firstRow + shown) {
            let r = CGRect(x: origin.x + 3, y: y, width: width - 6, height: LiteralsPanel.rowHeight - 2)
            out += row(content.rows[i], frame: r, selected: content.selected == i)
            rowFrames.append((r, i))
            y += LiteralsPanel.rowHeight
        }
        if let status = content.status {
            out += text.draw(status, at: CGPoint(x: origin.x + 8, y: y + 1), size: 8, color: UIColor(red: 0.55, green: 0.9, blue: 0.6, alpha: 1),
                             maxWidth: width - 16)
        }
        text.endFrame()
        return out
    }

    /// The API alone ("UIView.animate" of "UIView.animate … usingSpringWithDamping"; the receiver's
    /// type of "CASpringAnimation.damping"): the row's first line has the argument.
    static func api(of site: LiteralSite) -> String {
        for suffix in [" … " + site.label, "." + site.label] where !site.label.isEmpty && site.call.hasSuffix(suffix) {
            return String(site.call.dropLast(suffix.count))
        }
        return site.call
    }

    private func row(_ row: Row, frame r: CGRect, selected: Bool) -> [DrawCommand] {
        var out: [DrawCommand] = []
        if selected { out.append(PanelText.fill(r, CGColor(red: 0.20, green: 0.42, blue: 0.85, alpha: 0.35), radius: 5)) }
        let dim: CGFloat = row.hasRun || row.isTuned ? 1 : 0.55
        let accent = row.isTuned ? CGColor(red: 1, green: 0.72, blue: 0.28, alpha: 1) : CGColor(red: 0.35, green: 0.78, blue: 1, alpha: dim)
        out.append(PanelText.fill(CGRect(x: r.minX + 2, y: r.minY + 4, width: 2.5, height: r.height - 8), accent, radius: 1.25))
        let x = r.minX + 9
        let valueWidth: CGFloat = 96
        let label = row.site.label.isEmpty ? row.site.call : row.site.label
        out += text.draw(label, at: CGPoint(x: x, y: r.minY + 2), size: 9.5, color: UIColor(white: 1, alpha: dim), bold: true,
                         maxWidth: r.width - valueWidth - 16)
        let fileName = row.site.file.path.split(separator: "/").last.map(String.init) ?? row.site.file.path
        out += text.draw("\(LiteralsPanel.api(of: row.site)) · \(fileName):\(row.site.line)", at: CGPoint(x: x, y: r.minY + 15), size: 7.5,
                         color: UIColor(white: 0.66 * dim, alpha: 1), maxWidth: r.width - valueWidth - 16)
        let value = row.isTuned ? "\(row.site.text) → \(LiteralNumber.text(row.value))" : row.site.text
        out += text.draw(value, at: CGPoint(x: r.maxX - valueWidth - 4, y: r.minY + 2), size: 10,
                         color: row.isTuned ? UIColor(red: 1, green: 0.78, blue: 0.35, alpha: 1) : UIColor(white: 0.92, alpha: dim),
                         bold: row.isTuned, maxWidth: valueWidth, alignRight: true)
        if let range = row.site.rangeText {
            out += text.draw(range, at: CGPoint(x: r.maxX - valueWidth - 4, y: r.minY + 16), size: 7, color: UIColor(white: 0.55, alpha: 1),
                             maxWidth: valueWidth, alignRight: true)
        }
        return out
    }
}
