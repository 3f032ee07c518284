import Foundation
import MotionGeometry
import MotionLayers
import MotionViews
import MotionRender

/// The inspector's panel (key I), drawn over the preview like the HUD, outside the scene's layer tree:
/// a list of the running animations — a row each with its layer, key path and kind; from → to and the
/// value now; begin, duration, repeats and curve; a progress bar — the selected row highlighted with its
/// Freeze and Solo buttons, and, when a layer was picked with the pointer, its model and presentation
/// values side by side. It only draws what it is given and remembers where its rows and buttons are, so
/// the window can map a click back to them.
public final class InspectorPanel {
    /// Where a click landed on the panel.
    public enum Hit: Equatable {
        case row(Int)
        case freeze(Int)
        case solo(Int)
        case closePick
        case panel
    }

    /// What the panel shows.
    public struct Content {
        public var animations: [InspectedAnimation]
        public var selected: Int?
        public var soloed: InspectedAnimation.ID?
        /// The picked layer's title and rows, if one is picked.
        public var picked: (title: String, rows: [LayerPicker.Row])?
        public init(animations: [InspectedAnimation], selected: Int?, soloed: InspectedAnimation.ID?,
                    picked: (title: String, rows: [LayerPicker.Row])?) {
            self.animations = animations; self.selected = selected; self.soloed = soloed; self.picked = picked
        }
    }

    static let rowHeight: CGFloat = 44
    static let headerHeight: CGFloat = 30
    static let pickRowHeight: CGFloat = 13
    static let margin: CGFloat = 6

    private var textCache: [String: CGImage] = [:]
    private var usedTexts: Set<String> = []
    private var regions: [(CGRect, Hit)] = []
    /// The panel's frame in the last drawing.
    public private(set) var frame = CGRect.zero
    /// First row shown (the list scrolls to keep the selection visible).
    private var firstRow = 0

    public init() {}

    /// What is under `point` (window points) in the last drawing, or nil outside the panel.
    public func hit(at point: CGPoint) -> Hit? {
        guard frame.contains(point) else { return nil }
        for (r, h) in regions.reversed() where r.contains(point) { return h }
        return .panel
    }

    /// The panel for a preview of `size` points, in window points.
    public func commands(_ content: Content, size: CGSize) -> [DrawCommand] {
        regions = []
        usedTexts = []
        var out: [DrawCommand] = []
        let m = InspectorPanel.margin
        let width = size.width - 2 * m
        let pickHeight: CGFloat = content.picked.map { 34 + CGFloat($0.rows.count) * InspectorPanel.pickRowHeight + 6 } ?? 0
        let listSpace = max(size.height * (content.picked == nil ? 0.5 : 0.66) - pickHeight, InspectorPanel.headerHeight + InspectorPanel.rowHeight * 3)
        let visibleRows = max(1, Int((listSpace - InspectorPanel.headerHeight) / InspectorPanel.rowHeight))
        let count = content.animations.count
        if let s = content.selected {
            if s < firstRow { firstRow = s }
            if s >= firstRow + visibleRows { firstRow = s - visibleRows + 1 }
        }
        firstRow = max(0, min(firstRow, max(0, count - visibleRows)))
        let shown = min(visibleRows, count)
        let listHeight = InspectorPanel.headerHeight + CGFloat(max(shown, 1)) * InspectorPanel.rowHeight + 4
        let height = listHeight + pickHeight
        let origin = CGPoint(x: m, y: size.height - height - m)
        frame = CGRect(x: origin.x, y: origin.y, width: width, height: height)
        out.append(fill(frame, CGColor(red: 0.07, green: 0.08, blue: 0.10, alpha: 0.92), radius: 8))
        out.append(.border(size: frame.size, transform: translate(frame.origin), width: 0.5,
                           color: CGColor(red: 1, green: 1, blue: 1, alpha: 0.18), cornerRadius: 8, opacity: 1))

        var y = origin.y
        if let picked = content.picked {
            out += pickedCommands(picked, origin: CGPoint(x: origin.x, y: y), width: width)
            y += pickHeight
            out.append(fill(CGRect(x: origin.x + 8, y: y - 3, width: width - 16, height: 0.5), CGColor(red: 1, green: 1, blue: 1, alpha: 0.15)))
        }
        // Header: title, count and the keys.
        let title = count == 0 ? "No animations running" : "\(count) animation\(count == 1 ? "" : "s") running"
            + (count > shown ? "  (\(firstRow + 1)–\(firstRow + shown))" : "")
        out += text(title, at: CGPoint(x: origin.x + 8, y: y + 5), size: 10.5, color: .white, bold: true)
        out += text("click a row · F freeze · X solo · Tab next · click the scene to pick a layer",
                    at: CGPoint(x: origin.x + 8, y: y + 18), size: 7.5, color: UIColor(white: 0.62, alpha: 1), maxWidth: width - 16)
        y += InspectorPanel.headerHeight
        for i in firstRow..<(firstRow + shown) {
            let a = content.animations[i]
            let rowFrame = CGRect(x: origin.x + 3, y: y, width: width - 6, height: InspectorPanel.rowHeight - 2)
            out += rowCommands(a, index: i, frame: rowFrame, selected: content.selected == i, soloed: content.soloed == a.id)
            y += InspectorPanel.rowHeight
        }
        // Forget text images not drawn this time (values change every frame).
        if textCache.count > 400 { textCache = textCache.filter { usedTexts.contains($0.key) } }
        return out
    }

    private func rowCommands(_ a: InspectedAnimation, index: Int, frame r: CGRect, selected: Bool, soloed: Bool) -> [DrawCommand] {
        var out: [DrawCommand] = []
        regions.append((r, .row(index)))
        if selected {
            out.append(fill(r, CGColor(red: 0.20, green: 0.42, blue: 0.85, alpha: 0.35), radius: 5))
        }
        let accent = InspectorPanel.color(forKind: a.kind)
        out.append(fill(CGRect(x: r.minX + 2, y: r.minY + 4, width: 2.5, height: r.height - 8), accent, radius: 1.25))
        let x = r.minX + 9
        let state = a.isHeld ? (soloed ? "" : "  ❚❚ held") : (soloed ? "  ◉ solo" : "")
        let head = "\(a.layer) · \(a.keyPath.isEmpty ? a.key : a.keyPath)"
        let buttonsWidth: CGFloat = selected ? 88 : 0
        out += text(head, at: CGPoint(x: x, y: r.minY + 2), size: 9.5, color: .white, bold: true, maxWidth: r.width - 120 - buttonsWidth)
        out += text(a.kind + state, at: CGPoint(x: r.maxX - 118 - buttonsWidth, y: r.minY + 3), size: 8,
                    color: UIColor(cgColor: accent), maxWidth: 116, alignRight: true)
        let from = a.from?.text ?? "—", to = a.to?.text ?? "—"
        // Motion with no end values (a physics body) shows only where it is now.
        let values = a.from == nil && a.to == nil && a.value != nil
            ? "now \(a.value?.text ?? "")" : "\(from) → \(to)" + (a.value.map { "   now \($0.text)" } ?? "")
        out += text(values, at: CGPoint(x: x, y: r.minY + 14), size: 8, color: UIColor(white: 0.88, alpha: 1), maxWidth: r.width - 14 - buttonsWidth)
        var timing: [String] = []
        if let b = a.begin { timing.append("begin \(InspectedValue.format(b)) s") }
        if let d = a.duration { timing.append("\(InspectedValue.format(d)) s") }
        // 0 and 1 both mean one run (a property animator reports 1): nothing to say.
        if a.repeatCount > 0, a.repeatCount != 1 { timing.append(a.repeatCount.isInfinite ? "repeats forever" : "× \(InspectedValue.format(a.repeatCount))") }
        if a.autoreverses { timing.append("autoreverses") }
        timing.append(a.curve.summary)
        out += text(timing.joined(separator: " · "), at: CGPoint(x: x, y: r.minY + 24.5), size: 7.5,
                    color: UIColor(white: 0.66, alpha: 1), maxWidth: r.width - 14 - buttonsWidth)
        // Progress: a track and the played part.
        let barWidth = r.width - 14 - buttonsWidth
        let bar = CGRect(x: x, y: r.maxY - 5, width: barWidth, height: 2.5)
        out.append(fill(bar, CGColor(red: 1, green: 1, blue: 1, alpha: 0.14), radius: 1.25))
        if let p = a.progress {
            out.append(fill(CGRect(x: bar.minX, y: bar.minY, width: max(bar.width * CGFloat(min(max(p, 0), 1)), 1), height: bar.height),
                            a.isHeld ? CGColor(red: 0.55, green: 0.75, blue: 1, alpha: 1) : accent, radius: 1.25))
        }
        if selected {
            let freeze = CGRect(x: r.maxX - 86, y: r.minY + 14, width: 40, height: 20)
            let solo = CGRect(x: r.maxX - 43, y: r.minY + 14, width: 38, height: 20)
            out += button(a.isHeld && !soloed ? "Resume" : "Freeze", freeze, on: a.isHeld && !soloed)
            out += button(soloed ? "Unsolo" : "Solo", solo, on: soloed)
            regions.append((freeze, .freeze(index)))
            regions.append((solo, .solo(index)))
        }
        return out
    }

    private func pickedCommands(_ picked: (title: String, rows: [LayerPicker.Row]), origin: CGPoint, width: CGFloat) -> [DrawCommand] {
        var out: [DrawCommand] = []
        out += text(picked.title, at: CGPoint(x: origin.x + 8, y: origin.y + 5), size: 10, color: .white, bold: true, maxWidth: width - 120)
        let close = CGRect(x: origin.x + width - 22, y: origin.y + 4, width: 16, height: 14)
        out += button("×", close, on: false)
        regions.append((close, .closePick))
        let col1 = origin.x + 8, col2 = origin.x + 8 + width * 0.30, col3 = origin.x + 8 + width * 0.64
        out += text("property", at: CGPoint(x: col1, y: origin.y + 20), size: 7.5, color: UIColor(white: 0.55, alpha: 1))
        out += text("model", at: CGPoint(x: col2, y: origin.y + 20), size: 7.5, color: UIColor(white: 0.55, alpha: 1))
        out += text("presentation (on screen)", at: CGPoint(x: col3, y: origin.y + 20), size: 7.5, color: UIColor(white: 0.55, alpha: 1))
        var y = origin.y + 32
        for row in picked.rows {
            let c: UIColor = row.differs ? UIColor(red: 1, green: 0.8, blue: 0.35, alpha: 1) : UIColor(white: 0.85, alpha: 1)
            out += text(row.property, at: CGPoint(x: col1, y: y), size: 8, color: UIColor(white: 0.7, alpha: 1), maxWidth: col2 - col1 - 4)
            out += text(row.model.text, at: CGPoint(x: col2, y: y), size: 8, color: UIColor(white: 0.85, alpha: 1), maxWidth: col3 - col2 - 4)
            out += text(row.presentation.text, at: CGPoint(x: col3, y: y), size: 8, color: c, maxWidth: origin.x + width - col3 - 4)
            y += InspectorPanel.pickRowHeight
        }
        return out
    }

    private func button(_ title: String, _ r: CGRect, on: Bool) -> [DrawCommand] {
        var out = [fill(r, on ? CGColor(red: 0.30, green: 0.55, blue: 1, alpha: 0.9) : CGColor(red: 1, green: 1, blue: 1, alpha: 0.14), radius: 4)]
        if let image = textImage(title, size: 8, color: .white, bold: true, maxWidth: nil) {
            let s = UIServices.screenScale
            let sz = CGSize(width: CGFloat(image.width) / s, height: CGFloat(image.height) / s)
            out.append(.image(image, size: sz, transform: translate(CGPoint(x: (r.midX - sz.width / 2).rounded(), y: (r.midY - sz.height / 2).rounded())),
                              opacity: 1, cornerRadius: 0))
        }
        return out
    }

    /// A colour per kind of API, so rows of one kind read together.
    static func color(forKind kind: String) -> CGColor {
        switch kind {
        case "UIView.animate": return CGColor(red: 0.35, green: 0.78, blue: 1, alpha: 1)
        case "UIView.animateKeyframes", "UIView.transition": return CGColor(red: 0.62, green: 0.52, blue: 1, alpha: 1)
        case "UIViewPropertyAnimator": return CGColor(red: 0.35, green: 0.9, blue: 0.55, alpha: 1)
        case "implicit action": return CGColor(red: 0.75, green: 0.75, blue: 0.75, alpha: 1)
        case let k where k.hasPrefix("POP"): return CGColor(red: 1, green: 0.45, blue: 0.55, alpha: 1)
        case "UIDynamicAnimator": return CGColor(red: 0.95, green: 0.4, blue: 0.95, alpha: 1)
        default: return CGColor(red: 1, green: 0.72, blue: 0.28, alpha: 1)
        }
    }

    private func text(_ s: String, at p: CGPoint, size: CGFloat, color: UIColor, bold: Bool = false, maxWidth: CGFloat? = nil,
                      alignRight: Bool = false) -> [DrawCommand] {
        guard let image = textImage(s, size: size, color: color, bold: bold, maxWidth: maxWidth) else { return [] }
        let scale = UIServices.screenScale
        let sz = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        let x = alignRight ? p.x + (maxWidth ?? sz.width) - sz.width : p.x
        return [.image(image, size: sz, transform: translate(CGPoint(x: x.rounded(), y: p.y.rounded())), opacity: 1, cornerRadius: 0)]
    }

    private func textImage(_ s: String, size: CGFloat, color: UIColor, bold: Bool, maxWidth: CGFloat?) -> CGImage? {
        let key = "\(size)|\(bold)|\(color.cgColor.components)|\(maxWidth ?? 0)|\(s)"
        usedTexts.insert(key)
        if let c = textCache[key] { return c }
        guard let r = UIServices.textRasterizer else { return nil }
        let font = bold ? UIFont.boldSystemFont(ofSize: size) : UIFont.systemFont(ofSize: size)
        // One line, cut with "…" when too wide.
        var shown = s
        var image = try? r.render(shown, font: font, color: color, maxWidth: nil, alignment: .left, numberOfLines: 1, scale: UIServices.screenScale)
        if let w = maxWidth, let i = image, CGFloat(i.width) / UIServices.screenScale > w {
            let full = Array(s)
            var lo = 0, hi = full.count
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                let candidate = String(full.prefix(mid)) + "…"
                let ci = try? r.render(candidate, font: font, color: color, maxWidth: nil, alignment: .left, numberOfLines: 1, scale: UIServices.screenScale)
                if let ci, CGFloat(ci.width) / UIServices.screenScale <= w { lo = mid } else { hi = mid - 1 }
            }
            shown = String(full.prefix(lo)) + "…"
            image = try? r.render(shown, font: font, color: color, maxWidth: nil, alignment: .left, numberOfLines: 1, scale: UIServices.screenScale)
        }
        textCache[key] = image
        return image
    }

    private func fill(_ r: CGRect, _ c: CGColor, radius: CGFloat = 0) -> DrawCommand {
        .fill(size: r.size, transform: translate(r.origin), color: c, cornerRadius: radius, opacity: 1)
    }

    private func translate(_ p: CGPoint) -> CATransform3D { CATransform3DMakeTranslation(p.x, p.y, 0) }
}
