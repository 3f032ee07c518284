import Foundation

/// iOS 13's bar appearances as Xcode 13+ writes them (Appearances ▸ Standard / Scroll Edge / Compact in
/// the bar's inspector): `<navigationBarAppearance key="standardAppearance">`, `<tabBarAppearance>`,
/// `<toolbarAppearance>` with their background and shadow colours and title text attributes, mapped to
/// `UINavigationBarAppearance`/`UITabBarAppearance`/`UIToolbarAppearance`. What is not mapped (background
/// effects and images) stays a warning.
extension DocumentCompiler {
    static let appearanceElements: [String: String] = [
        "navigationBarAppearance": "UINavigationBarAppearance", "tabBarAppearance": "UITabBarAppearance",
        "toolbarAppearance": "UIToolbarAppearance",
    ]
    static let appearanceKeys: Set<String> = ["standardAppearance", "scrollEdgeAppearance", "compactAppearance", "compactScrollEdgeAppearance"]

    /// Assigns each appearance child of `bar` to `target.<key>` (`target` an expression of a bar or a
    /// navigation item). Returns the children it compiled.
    @discardableResult
    func barAppearances(of bar: IBElement, to target: String, indent: Int) -> [IBElement] {
        var done: [IBElement] = []
        for x in bar.children {
            guard let type = Self.appearanceElements[x.name], let key = x["key"], Self.appearanceKeys.contains(key) else { continue }
            if x.name == "tabBarAppearance" && key.hasPrefix("compact") {   // UITabBar has no compact appearances
                warn(x, "<\(x.name) key=\"\(key)\"> is not a property of the bar (ignored)")
                tracker.visitAll(x)
                continue
            }
            let v = barAppearance(x, type: type, indent: indent)
            writer.emit("\(target).\(key) = \(v)", line: x.line, indent: indent)
            done.append(x)
        }
        return done
    }

    /// Makes one appearance; returns its variable.
    func barAppearance(_ e: IBElement, type: String, indent: Int) -> String {
        tracker.visit(e)
        let v = newVar("appearance")
        writer.emit("let \(v) = \(type)()", line: e.line, indent: indent)
        for c in e.children {
            switch (c.name, c["key"]) {
            case ("color", "backgroundColor"), ("color", "shadowColor"):
                if let x = color(c) { writer.emit("\(v).\(c["key"] ?? "") = \(x)", line: c.line, indent: indent) }
            case ("color", "selectionIndicatorTintColor") where type == "UITabBarAppearance":
                if let x = color(c) { writer.emit("\(v).selectionIndicatorTintColor = \(x)", line: c.line, indent: indent) }
            case ("textAttributes", "titleTextAttributes") where type == "UINavigationBarAppearance",
                 ("textAttributes", "largeTitleTextAttributes") where type == "UINavigationBarAppearance":
                writer.emit("\(v).\(c["key"] ?? "") = \(textAttributes(c))", line: c.line, indent: indent)
            case ("tabBarItemAppearance", let key?) where type == "UITabBarAppearance" && ["stackedLayoutAppearance", "inlineLayoutAppearance", "compactInlineLayoutAppearance"].contains(key):
                tabBarItemAppearance(c, "\(v).\(key)", indent: indent)
            default:
                break   // left unvisited: the tracker warns "<… key=…> is not mapped (ignored)"
            }
        }
        return v
    }

    /// `<tabBarItemAppearance>`'s states: icon colour, badge colour, title attributes.
    func tabBarItemAppearance(_ e: IBElement, _ target: String, indent: Int) {
        tracker.visit(e)
        for s in e.children where s.name == "tabBarItemStateAppearance" {
            guard let state = s["key"], ["normal", "selected", "disabled", "focused"].contains(state) else { continue }
            tracker.visit(s)
            for c in s.children {
                switch (c.name, c["key"]) {
                case ("color", "iconColor"), ("color", "badgeBackgroundColor"):
                    if let x = color(c) { writer.emit("\(target).\(state).\(c["key"] ?? "") = \(x)", line: c.line, indent: indent) }
                case ("textAttributes", "titleTextAttributes"):
                    writer.emit("\(target).\(state).titleTextAttributes = \(textAttributes(c))", line: c.line, indent: indent)
                default: break
                }
            }
        }
    }

    /// A `<textAttributes>` dictionary: its colour (`NSColor`, or Xcode's `textColor`) and font
    /// (`NSFont` as a `<font>`, or a `<fontDescription>`) as `[NSAttributedString.Key: Any]`. Other
    /// attributes (shadows, kerning) stay unmapped and warn.
    func textAttributes(_ e: IBElement) -> String {
        tracker.visit(e)
        var pairs: [String] = []
        for c in e.children {
            switch (c.name, c["key"]) {
            case ("color", "NSColor"), ("color", "textColor"), ("color", "foregroundColor"):
                if let x = color(c) { pairs.append(".foregroundColor: \(x)") }
            case ("font", _):
                if let x = fontElement(c) { pairs.append(".font: \(x)") }
            case ("fontDescription", _):
                if let x = font(c) { pairs.append(".font: \(x)") }
            default: break
            }
        }
        return pairs.isEmpty ? "[:]" : "[\(pairs.joined(separator: ", "))] as [NSAttributedString.Key: Any]"
    }

    /// A `<font key="NSFont" size="20" name="Helvetica-Bold"/>` or `metaFont="system"` element (what
    /// attributed strings and text attributes hold) as a `UIFont` expression. Named fonts draw with the
    /// host's face at their size, their name's weight word kept (as `<fontDescription name=…>`).
    func fontElement(_ e: IBElement) -> String? {
        tracker.visit(e)
        for a in ["key", "family"] { tracker.use(e, a) }
        var size = number(e, "size") ?? 17
        if size <= 0 || size > 10_000 {
            warn(e, "<font> size=\"\(e["size"] ?? "")\" is not a font size (17 used)")
            size = 17
        }
        let s = SwiftLiteral.number(size)
        if let name = attr(e, "name") { return Self.namedFont(name, size: s) }
        switch attr(e, "metaFont") {
        case nil, "system", "message", "label", "user", "menu", "controlContent", "toolTip", "titleBar", "palette", "menuBar":
            return "UIFont.systemFont(ofSize: \(s))"
        case "systemBold", "boldSystem":
            return "UIFont.boldSystemFont(ofSize: \(s))"
        case "smallSystem", "miniSystem":
            return "UIFont.systemFont(ofSize: \(s))"
        case "smallSystemBold", "miniSystemBold":
            return "UIFont.boldSystemFont(ofSize: \(s))"
        case let other?:
            warn(e, "<font> metaFont=\"\(other)\" is not mapped; using the system font")
            return "UIFont.systemFont(ofSize: \(s))"
        }
    }

    /// A named font (`Helvetica-Bold`) as the system font at `size`, with the weight its name says.
    static func namedFont(_ fontName: String, size s: String) -> String {
        let lower = fontName.lowercased()
        let weight = lower.contains("black") ? "black" : lower.contains("heavy") ? "heavy" : lower.contains("semibold") || lower.contains("demibold") ? "semibold"
            : lower.contains("bold") ? "bold" : lower.contains("medium") ? "medium" : lower.contains("ultralight") ? "ultraLight"
            : lower.contains("thin") ? "thin" : lower.contains("light") ? "light" : "regular"
        return "UIFont.systemFont(ofSize: \(s), weight: .\(weight))"
    }
}
