import Foundation
import MotionGeometry
import MotionViews
import MotionRender

/// What `run --watch` draws over the preview: a status pill at the top ("rebuilding…", "reloaded in
/// 2.4 s", "up to date") and, after a failed build or a crash, a panel of the first errors
/// (`file:line: message`) that stays until the next good build.
public final class ReloadOverlay {
    public enum Status: Equatable {
        case none
        case watching(folder: String, at: Double)
        case rebuilding(since: Double)
        case launching
        case reloaded(seconds: Double, at: Double)
        case upToDate(at: Double)
        /// Patch reload: compiling and loading a patch, or the program restarting for a reason.
        case working(text: String, since: Double)
        /// Done, with what was done ("patched 3 functions in 0.42 s", "restarted in 2.1 s: …").
        case done(text: String, at: Double)
    }

    public var status: Status = .none
    /// The errors shown, with their heading ("Build failed — the last good build keeps running").
    public var errors: (heading: String, lines: [String])?
    private var cache: [String: CGImage] = [:]

    public init() {}

    /// Whether the overlay changes by itself (a spinner, a message fading out) at host time `now`.
    public func isAnimating(now: Double) -> Bool {
        switch status {
        case .rebuilding, .launching, .working: return true
        case .reloaded(_, let at), .upToDate(let at): return now - at < 3.2
        case .done(_, let at): return now - at < 4.2
        case .watching(_, let at): return now - at < 3.2
        case .none: return false
        }
    }

    public func commands(size: CGSize, now: Double) -> [DrawCommand] {
        var out: [DrawCommand] = []
        var pill: (text: String, color: CGColor, alpha: CGFloat)?
        switch status {
        case .none: break
        case let .watching(folder, at):
            let age = now - at
            if age < 3.2 { pill = ("watching \(folder): save to reload", CGColor(red: 0.2, green: 0.2, blue: 0.22, alpha: 1), CGFloat(min(1, (3.2 - age) / 0.4))) }
        case .rebuilding(let since):
            pill = ("rebuilding… \(String(format: "%.1f", max(0, now - since))) s", CGColor(red: 0.85, green: 0.55, blue: 0.1, alpha: 1), 1)
        case .launching: pill = ("starting the new build…", CGColor(red: 0.85, green: 0.55, blue: 0.1, alpha: 1), 1)
        case let .reloaded(seconds, at):
            let age = now - at
            if age < 3.2 { pill = ("reloaded in \(String(format: "%.1f", seconds)) s", CGColor(red: 0.15, green: 0.6, blue: 0.3, alpha: 1), CGFloat(min(1, (3.2 - age) / 0.4))) }
        case .upToDate(let at):
            let age = now - at
            if age < 3.2 { pill = ("up to date (no change to the preview)", CGColor(red: 0.2, green: 0.2, blue: 0.22, alpha: 1), CGFloat(min(1, (3.2 - age) / 0.4))) }
        case let .working(text, since):
            pill = ("\(text) \(String(format: "%.1f", max(0, now - since))) s", CGColor(red: 0.85, green: 0.55, blue: 0.1, alpha: 1), 1)
        case let .done(text, at):
            let age = now - at
            if age < 4.2 { pill = (text, CGColor(red: 0.15, green: 0.6, blue: 0.3, alpha: 1), CGFloat(min(1, (4.2 - age) / 0.4))) }
        }
        if let e = errors {
            out += errorPanel(e, size: size)
        }
        if let p = pill, let image = text(p.text, size: 9, bold: true, maxWidth: size.width - 40) {
            let s = UIServices.screenScale
            let sz = CGSize(width: CGFloat(image.width) / s, height: CGFloat(image.height) / s)
            let box = CGSize(width: sz.width + 20, height: sz.height + 6)
            let origin = CGPoint(x: ((size.width - box.width) / 2).rounded(), y: 2)
            out.append(.fill(size: box, transform: CATransform3DMakeTranslation(origin.x, origin.y, 0), color: p.color,
                             cornerRadius: box.height / 2, opacity: 0.92 * p.alpha))
            out.append(.image(image, size: sz, transform: CATransform3DMakeTranslation(origin.x + 10, origin.y + 3, 0), opacity: p.alpha, cornerRadius: 0))
        }
        return out
    }

    private func errorPanel(_ e: (heading: String, lines: [String]), size: CGSize) -> [DrawCommand] {
        let width = size.width - 16
        var images: [(CGImage, CGFloat)] = []
        if let h = text(e.heading, size: 10, bold: true, maxWidth: width - 16, lines: 2) { images.append((h, 6)) }
        for line in e.lines.prefix(8) {
            if let i = text(line, size: 8.5, bold: false, maxWidth: width - 16, lines: 3) { images.append((i, 4)) }
        }
        let s = UIServices.screenScale
        let height = images.reduce(CGFloat(16)) { $0 + CGFloat($1.0.height) / s + $1.1 }
        let origin = CGPoint(x: 8, y: 30)
        var out: [DrawCommand] = [
            .fill(size: CGSize(width: width, height: height), transform: CATransform3DMakeTranslation(origin.x, origin.y, 0),
                  color: CGColor(red: 0.32, green: 0.05, blue: 0.06, alpha: 0.94), cornerRadius: 8, opacity: 1),
            .fill(size: CGSize(width: 3, height: height - 16), transform: CATransform3DMakeTranslation(origin.x + 5, origin.y + 8, 0),
                  color: CGColor(red: 1, green: 0.35, blue: 0.35, alpha: 1), cornerRadius: 1.5, opacity: 1),
        ]
        var y = origin.y + 8
        for (image, gap) in images {
            let sz = CGSize(width: CGFloat(image.width) / s, height: CGFloat(image.height) / s)
            out.append(.image(image, size: sz, transform: CATransform3DMakeTranslation(origin.x + 14, y, 0), opacity: 1, cornerRadius: 0))
            y += sz.height + gap
        }
        return out
    }

    private func text(_ s: String, size: CGFloat, bold: Bool, maxWidth: CGFloat, lines: Int = 1) -> CGImage? {
        let key = "\(size)|\(bold)|\(maxWidth)|\(lines)|\(s)"
        if let c = cache[key] { return c }
        guard let r = UIServices.textRasterizer else { return nil }
        let font = bold ? UIFont.boldSystemFont(ofSize: size) : UIFont.systemFont(ofSize: size)
        let color: UIColor = .white
        let image = try? r.render(s, font: font, color: color, maxWidth: maxWidth, alignment: .left, numberOfLines: lines, scale: UIServices.screenScale)
        if cache.count > 64 { cache.removeAll() }
        cache[key] = image
        return image
    }
}
