import Foundation

/// Values as the XML writes them → Swift expressions.
extension DocumentCompiler {
    /// UIKit colours MotionLab names (`systemColor="systemBlueColor"` → `UIColor.systemBlue`).
    static let namedSystemColors: Set<String> = [
        "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal", "systemCyan", "systemBlue",
        "systemIndigo", "systemPurple", "systemPink", "systemBrown", "systemGray", "systemGray2", "systemGray3", "systemGray4",
        "systemGray5", "systemGray6", "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "link",
        "darkText", "lightText", "separator", "opaqueSeparator", "systemFill", "secondarySystemFill", "tertiarySystemFill",
        "quaternarySystemFill", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "clear", "black",
        "white", "darkGray", "gray", "lightGray", "red", "green", "blue", "cyan", "yellow", "magenta", "orange", "purple", "brown",
    ]

    /// A `<color>` element as a `UIColor` expression, or nil (with a warning) when it cannot be read.
    func color(_ e: IBElement) -> String? {
        tracker.visit(e)
        tracker.use(e, "key")
        let named = ["systemColor", "xcode11CocoaTouchSystemColor", "cocoaTouchSystemColor", "name"]
        if named.contains(where: { e[$0] != nil }) {
            // Xcode 11 writes a named colour's components (its value then), or the older name, beside its
            // name: the first name wins.
            for a in ["red", "green", "blue", "alpha", "white", "colorSpace", "customColorSpace"] + named { tracker.use(e, a) }
        }
        if let system = e["systemColor"] ?? e["xcode11CocoaTouchSystemColor"] {
            return systemColor(system, at: e)
        }
        if let old = attr(e, "cocoaTouchSystemColor") {
            let bare = old.hasSuffix("Color") ? String(old.dropLast(5)) : old
            if Self.namedSystemColors.contains(bare) { return "UIColor.\(bare)" }
            switch old {
            case "darkTextColor": return "UIColor.darkText"
            case "lightTextColor": return "UIColor.lightText"
            case "groupTableViewBackgroundColor", "tableCellGroupedBackgroundColor": return "UIColor.systemGroupedBackground"
            case "viewFlipsideBackgroundColor", "scrollViewTexturedBackgroundColor": return "UIColor(white: 0.12, alpha: 1)"
            case "tableCellPlainBackgroundColor": return "UIColor.white"
            default:
                warn(e, "cocoaTouchSystemColor=\"\(old)\" is not a colour MotionLab knows (ignored)")
                return nil
            }
        }
        if let named = attr(e, "name") {
            // An asset-catalog colour; the document's copy of its value is the fallback (as Xcode keeps it).
            let fallback = namedColorResources[named].flatMap { literalColor($0) } ?? "UIColor.clear"
            return "(UIColor(named: \(SwiftLiteral.string(named))) ?? \(fallback))"
        }
        return literalColor(e)
    }

    func systemColor(_ system: String, at e: IBElement) -> String? {
        let bare = system.hasSuffix("Color") ? String(system.dropLast(5)) : system
        if Self.namedSystemColors.contains(bare) { return "UIColor.\(bare)" }
        if let resource = systemColorResources[system], let literal = literalColor(resource) { return literal }
        warn(e, "systemColor=\"\(system)\" is not a colour MotionLab knows and the file gives no value for it (ignored)")
        return nil
    }

    /// The colour's own components: sRGB, Display P3, gray; calibrated (generic) and device spaces are
    /// taken as sRGB.
    func literalColor(_ e: IBElement) -> String? {
        tracker.visit(e)
        for a in ["colorSpace", "customColorSpace", "key"] { tracker.use(e, a) }
        let alpha = number(e, "alpha") ?? 1
        let space = (e["customColorSpace"] ?? e["colorSpace"] ?? "sRGB").lowercased()
        if let white = number(e, "white") {
            return "UIColor(white: \(SwiftLiteral.number(white)), alpha: \(SwiftLiteral.number(alpha)))"
        }
        if let r = number(e, "red"), let g = number(e, "green"), let b = number(e, "blue") {
            let args = "red: \(SwiftLiteral.number(r)), green: \(SwiftLiteral.number(g)), blue: \(SwiftLiteral.number(b)), alpha: \(SwiftLiteral.number(alpha))"
            if space.contains("p3") { return "UIColor(displayP3Red: \(SwiftLiteral.number(r)), green: \(SwiftLiteral.number(g)), blue: \(SwiftLiteral.number(b)), alpha: \(SwiftLiteral.number(alpha)))" }
            return "UIColor(\(args))"
        }
        if e["systemColor"] != nil || e["name"] != nil { return color(e) }
        warn(e, "<color> without components (ignored)")
        return nil
    }

    /// A `<fontDescription>` as a `UIFont` expression.
    func font(_ e: IBElement) -> String? {
        tracker.visit(e)
        tracker.use(e, "key")
        var size = number(e, "pointSize") ?? 17
        if size <= 0 || size > 10_000 {
            warn(e, "<fontDescription> pointSize=\"\(e["pointSize"] ?? "")\" is not a font size (17 used)")
            size = 17
        }
        let s = SwiftLiteral.number(size)
        if let style = attr(e, "style") {
            let map: [String: String] = [
                "UICTFontTextStyleLargeTitle": "largeTitle", "UICTFontTextStyleTitle0": "largeTitle",
                "UICTFontTextStyleTitle1": "title1", "UICTFontTextStyleTitle2": "title2", "UICTFontTextStyleTitle3": "title3",
                "UICTFontTextStyleHeadline": "headline", "UICTFontTextStyleSubhead": "subheadline",
                "UICTFontTextStyleBody": "body", "UICTFontTextStyleCallout": "callout", "UICTFontTextStyleFootnote": "footnote",
                "UICTFontTextStyleCaption1": "caption1", "UICTFontTextStyleCaption2": "caption2",
            ]
            if let st = map[style] { return "UIFont.preferredFont(forTextStyle: .\(st))" }
            warn(e, "font style \"\(style)\" is not a text style MotionLab knows; using the system font at \(s) points")
            return "UIFont.systemFont(ofSize: \(s))"
        }
        let weights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
        if let w = attr(e, "weight") {
            if weights.contains(w) { return "UIFont.systemFont(ofSize: \(s), weight: .\(w))" }
            warn(e, "font weight \"\(w)\" is not a weight UIKit names; using regular")
        }
        switch attr(e, "type") {
        case "boldSystem": return "UIFont.boldSystemFont(ofSize: \(s))"
        case "italicSystem", "system", nil: break
        case let other?: warn(e, "font type \"\(other)\" is not mapped; using the system font")
        }
        if let fontName = attr(e, "name") {
            tracker.use(e, "family")
            // Named fonts draw with the host's face at their size; the name's weight word is kept.
            let lower = fontName.lowercased()
            let weight = lower.contains("black") ? "black" : lower.contains("heavy") ? "heavy" : lower.contains("bold") ? "bold"
                : lower.contains("semibold") ? "semibold" : lower.contains("medium") ? "medium" : lower.contains("light") ? "light" : "regular"
            return "UIFont.systemFont(ofSize: \(s), weight: .\(weight))"
        }
        return "UIFont.systemFont(ofSize: \(s))"
    }

    /// A text property: the attribute (`text="Hi"`), or the child Xcode writes for text with line breaks
    /// (`<string key="text">Two&#10;lines</string>`, `<mutableString key="text">`).
    func textValue(_ e: IBElement, _ key: String) -> String? {
        if let v = attr(e, key) { return v }
        guard let c = e.children.first(where: { ($0.name == "string" || $0.name == "mutableString") && $0["key"] == key }) else { return nil }
        tracker.visitAll(c)
        return c.text
    }

    /// `<frame key="frameInset" minX="8" minY="78" width="343" height="188"/>` (Xcode 8's form): a frame
    /// by insets from the superview's edges, in the superview's size.
    func frameInset(_ e: IBElement, parentSize: (width: Double, height: Double)?) -> String {
        tracker.visit(e)
        tracker.use(e, "key")
        func axis(_ minKey: String, _ maxKey: String, _ lengthKey: String, _ parent: Double?) -> (Double, Double) {
            let lo = number(e, minKey), hi = number(e, maxKey), length = number(e, lengthKey)
            switch (lo, hi, length) {
            case let (l?, _, w?): return (l, w)
            case let (l?, h?, nil): return (l, max(0, (parent ?? 0) - l - h))
            case let (nil, h?, w?): return (max(0, (parent ?? 0) - h - w), w)
            case let (nil, h?, nil): return (0, max(0, (parent ?? 0) - h))
            default: return (lo ?? 0, length ?? max(0, (parent ?? 0) - (lo ?? 0)))
            }
        }
        let (x, w) = axis("minX", "maxX", "width", parentSize?.width)
        let (y, h) = axis("minY", "maxY", "height", parentSize?.height)
        ibFrames[ObjectIdentifier(e.parent ?? e)] = (w, h)
        return "CGRect(x: \(SwiftLiteral.number(x)), y: \(SwiftLiteral.number(y)), width: \(SwiftLiteral.number(w)), height: \(SwiftLiteral.number(h)))"
    }

    func rect(_ e: IBElement) -> String {
        tracker.visit(e)
        tracker.use(e, "key")
        if e["key"] == "frame", let owner = e.parent { ibFrames[ObjectIdentifier(owner)] = (e.number("width") ?? 0, e.number("height") ?? 0) }
        return "CGRect(x: \(SwiftLiteral.number(number(e, "x") ?? 0)), y: \(SwiftLiteral.number(number(e, "y") ?? 0)), width: \(SwiftLiteral.number(number(e, "width") ?? 0)), height: \(SwiftLiteral.number(number(e, "height") ?? 0)))"
    }

    func size(_ e: IBElement) -> String {
        tracker.visit(e)
        tracker.use(e, "key")
        return "CGSize(width: \(SwiftLiteral.number(number(e, "width") ?? 0)), height: \(SwiftLiteral.number(number(e, "height") ?? 0)))"
    }

    func point(_ e: IBElement) -> String {
        tracker.visit(e)
        tracker.use(e, "key")
        return "CGPoint(x: \(SwiftLiteral.number(number(e, "x") ?? 0)), y: \(SwiftLiteral.number(number(e, "y") ?? 0)))"
    }

    func insets(_ e: IBElement) -> String {
        tracker.visit(e)
        tracker.use(e, "key")
        let n = { (k: String) in SwiftLiteral.number(self.number(e, k) ?? 0) }
        return "UIEdgeInsets(top: \(n("minY")), left: \(n("minX")), bottom: \(n("maxY")), right: \(n("maxX")))"
    }

    func edgeInsets(_ e: IBElement) -> String {
        tracker.visit(e)
        tracker.use(e, "key")
        let n = { (k: String) in SwiftLiteral.number(self.number(e, k) ?? 0) }
        return "UIEdgeInsets(top: \(n("top")), left: \(n("left")), bottom: \(n("bottom")), right: \(n("right")))"
    }

    /// An enum attribute: the Swift case for the XML's value through `map`, a warning for an unknown one.
    func enumValue(_ e: IBElement, _ attribute: String, _ map: [String: String]) -> String? {
        guard let v = attr(e, attribute) else { return nil }
        if let c = map[v] { return c }
        warn(e, "<\(e.name)> \(attribute)=\"\(v)\" is not mapped (ignored)")
        return nil
    }

    static let contentModes: [String: String] = [
        "scaleToFill": ".scaleToFill", "scaleAspectFit": ".scaleAspectFit", "scaleAspectFill": ".scaleAspectFill",
        "redraw": ".redraw", "center": ".center", "top": ".top", "bottom": ".bottom", "left": ".left", "right": ".right",
        "topLeft": ".topLeft", "topRight": ".topRight", "bottomLeft": ".bottomLeft", "bottomRight": ".bottomRight",
    ]
    static let textAlignments: [String: String] = [
        "natural": ".natural", "left": ".left", "center": ".center", "right": ".right", "justified": ".justified",
    ]
    static let lineBreakModes: [String: String] = [
        "wordWrap": ".byWordWrapping", "characterWrap": ".byCharWrapping", "charWrap": ".byCharWrapping", "clip": ".byClipping",
        "clipping": ".byClipping", "headTruncation": ".byTruncatingHead", "tailTruncation": ".byTruncatingTail",
        "middleTruncation": ".byTruncatingMiddle",
    ]
    static let controlEvents: [String: String] = [
        "touchDown": ".touchDown", "touchDownRepeat": ".touchDownRepeat", "touchDragInside": ".touchDragInside",
        "touchDragOutside": ".touchDragOutside", "touchDragEnter": ".touchDragEnter", "touchDragExit": ".touchDragExit",
        "touchUpInside": ".touchUpInside", "touchUpOutside": ".touchUpOutside", "touchCancel": ".touchCancel",
        "valueChanged": ".valueChanged", "primaryActionTriggered": ".primaryActionTriggered",
        "editingDidBegin": ".editingDidBegin", "editingChanged": ".editingChanged", "editingDidEnd": ".editingDidEnd",
        "editingDidEndOnExit": ".editingDidEndOnExit", "allTouchEvents": ".allTouchEvents",
        "allEditingEvents": ".allEditingEvents", "allEvents": ".allEvents",
    ]
    static let presentationStyles: [String: String] = [
        "fullScreen": ".fullScreen", "pageSheet": ".pageSheet", "formSheet": ".formSheet", "currentContext": ".currentContext",
        "overFullScreen": ".overFullScreen", "overCurrentContext": ".overCurrentContext", "custom": ".custom",
        "automatic": ".automatic", "popover": ".popover", "none": ".fullScreen",
    ]
    static let transitionStyles: [String: String] = [
        "coverVertical": ".coverVertical", "flipHorizontal": ".flipHorizontal", "crossDissolve": ".crossDissolve",
        "partialCurl": ".partialCurl",
    ]

    /// The state of a `<state key="…">` as `UIControl.State`.
    static let controlStates: [String: String] = [
        "normal": ".normal", "highlighted": ".highlighted", "selected": ".selected", "disabled": ".disabled", "focused": ".focused",
    ]
}
