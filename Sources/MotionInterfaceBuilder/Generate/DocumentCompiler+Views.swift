import Foundation

/// Views, controls and gesture recognizers: each element made with its UIKit class's (or the user's
/// class's) `init?(coder:)`, its attributes set, its subviews added in document order.
extension DocumentCompiler {
    /// Element name → the UIKit class MotionLab makes for it.
    static let viewClasses: [String: String] = [
        "view": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView", "stackView": "UIStackView",
        "slider": "UISlider", "switch": "UISwitch", "segmentedControl": "UISegmentedControl", "pageControl": "UIPageControl",
        "activityIndicatorView": "UIActivityIndicatorView", "progressView": "UIProgressView", "textField": "UITextField",
        "textView": "UITextView", "scrollView": "UIScrollView", "containerView": "UIView", "navigationBar": "UINavigationBar",
        "searchBar": "UISearchBar", "visualEffectView": "UIVisualEffectView", "stepper": "UIStepper",
        "pickerView": "UIPickerView", "datePicker": "UIDatePicker", "refreshControl": "UIRefreshControl",
    ].merging(listViewClasses) { a, _ in a }
    /// Views MotionLab does not have: made as plain `UIView`s holding their place (frame and constraints
    /// hold), with a warning.
    static let standInViews: Set<String> = [
        "mapView", "wkWebView", "webView", "toolbar", "tabBar",
        "sceneKitView", "arscnView", "arskView", "mtkView", "glkView", "skView", "mtkView", "imageButton",
        "tableViewController", "viewControllerPlaceholder",
    ]
    static let gestureClasses: [String: String] = [
        "tapGestureRecognizer": "UITapGestureRecognizer", "panGestureRecognizer": "UIPanGestureRecognizer",
        "pinchGestureRecognizer": "UIPinchGestureRecognizer", "rotationGestureRecognizer": "UIRotationGestureRecognizer",
        "swipeGestureRecognizer": "UISwipeGestureRecognizer", "longPressGestureRecognizer": "UILongPressGestureRecognizer",
        "screenEdgePanGestureRecognizer": "UIScreenEdgePanGestureRecognizer",
    ]

    static func isViewElement(_ name: String) -> Bool { viewClasses[name] != nil || standInViews.contains(name) }

    /// The user's class an element names, when the target declares it; a warning (UIKit's "Unknown
    /// class … in Interface Builder file") when it does not.
    func customClass(of e: IBElement) -> String? {
        guard let c = attr(e, "customClass") else { return nil }
        tracker.use(e, "customModule")
        tracker.use(e, "customModuleProvider")
        if index.declaresClass(c) { return c }
        if Self.viewClasses.values.contains(c) || Self.gestureClasses.values.contains(c)
            || ["UIViewController", "UINavigationController", "UIResponder", "NSObject", "UITabBarController",
                "UITableViewController", "UICollectionViewController", "UICollectionViewFlowLayout", "UICollectionViewLayout"].contains(c) {
            return nil
        }
        warn(e, "Unknown class \(c) in Interface Builder file: the target declares no class \(c); using \(Self.viewClasses[e.name] ?? Self.gestureClasses[e.name] ?? "its UIKit class")")
        return nil
    }

    /// Makes the view `e` and everything inside it; returns its variable. `parent` adds it as a subview
    /// (`arranged`: of a stack view) at `position`.
    @discardableResult
    func makeView(_ e: IBElement, parent: String?, arranged: Bool = false, position: Int = 0, indent: Int = 2) -> String {
        tracker.visit(e)
        applyVariations(e)
        let v = newVar()
        var base = Self.viewClasses[e.name] ?? "UIView"
        if Self.standInViews.contains(e.name) {
            warn(e, "<\(e.name)> is not available in MotionLab: a plain UIView holds its place (frame, constraints, subviews)")
            base = "UIView"
            tracker.markAllAttributes(e)
        }
        let custom = customClass(of: e)
        // An object the element's container already made (a cell's content view, a styled cell's labels):
        // taken, not made; its frame is the container's to lay out.
        if let preset = presetExpressions[ObjectIdentifier(e)] {
            if let r = e.child("rect", key: "frame") { _ = rect(r) }   // the size frameInset children measure against
            return compilePreset(e, v, base: base, custom: custom, expression: preset, indent: indent)
        }
        var frame = e.child("rect", key: "frame").map { rect($0) }
        if frame == nil, let inset = e.child("frame", key: "frameInset") {
            let parentSize = e.parent.flatMap { p in (p.name == "subviews" ? p.parent : p) }.flatMap { ibFrames[ObjectIdentifier($0)] }
            frame = frameInset(inset, parentSize: parentSize.map { (width: $0.0, height: $0.1) })
        }
        var coderArgs: [String] = []
        if let frame { coderArgs.append("frame: \(frame)") }
        if e.name == "button" {
            let types = ["custom": 0, "system": 1, "roundedRect": 1, "detailDisclosure": 2, "infoLight": 3, "infoDark": 4, "contactAdd": 5, "close": 7]
            if let t = attr(e, "buttonType") {
                if let n = types[t] { coderArgs.append("buttonType: \(n)") } else { warn(e, "buttonType=\"\(t)\" is not mapped; using custom") }
            }
        }
        coderArgs += listCoderArguments(e, indent: indent)
        let coder = "InterfaceBuilderCoder(\(coderArgs.joined(separator: ", ")))"
        let fallbackFrame = frame ?? "CGRect.zero"
        let fallback = listFallback(e, frame: fallbackFrame) ?? "\(base)(frame: \(fallbackFrame))"
        if let custom {
            writer.emit("let \(v): \(base) = (\(custom)(coder: \(coder)) as \(base)?) ?? \(fallback)", line: e.line, indent: indent)
        } else {
            // `as T?`: a class whose init(coder:) is not failable (UIStackView) still compiles without a warning.
            writer.emit("let \(v): \(base) = (\(base)(coder: \(coder)) as \(base)?) ?? \(fallback)", line: e.line, indent: indent)
        }
        if let id = e["id"] { objects[id] = ObjectRef(expression: v, baseType: base, customClass: custom, element: e) }
        if let frame { writer.emit("\(v).frame = \(frame)", line: e.line, indent: indent) }
        return compileViewBody(e, v, base: base, custom: custom, parent: parent, arranged: arranged, position: position, indent: indent)
    }

    /// A preset object: named, its attributes and contents compiled like a made view's, never added to a parent.
    func compilePreset(_ e: IBElement, _ v: String, base: String, custom: String?, expression: String, indent: Int) -> String {
        writer.emit("let \(v): \(base) = \(expression)", line: e.line, indent: indent)
        if let id = e["id"] { objects[id] = ObjectRef(expression: v, baseType: base, customClass: custom, element: e) }
        return compileViewBody(e, v, base: base, custom: custom, parent: nil, arranged: false, position: 0, indent: indent)
    }

    /// What follows a view's initialiser: its attributes, its class's own ones, subviews, constraints,
    /// connections, runtime attributes, its place in its parent; returns `v`.
    func compileViewBody(_ e: IBElement, _ v: String, base: String, custom: String?, parent: String?, arranged: Bool, position: Int, indent: Int) -> String {
        setViewAttributes(e, v, base: base, indent: indent)
        switch e.name {
        case "label": setLabel(e, v, indent: indent)
        case "button": setButton(e, v, indent: indent)
        case "imageView": setImageView(e, v, indent: indent)
        case "stackView": setStackView(e, v, indent: indent)
        case "slider": setSlider(e, v, indent: indent)
        case "switch": setSwitch(e, v, indent: indent)
        case "segmentedControl": setSegmented(e, v, indent: indent)
        case "pageControl": setPageControl(e, v, indent: indent)
        case "activityIndicatorView": setActivity(e, v, indent: indent)
        case "progressView": setProgress(e, v, indent: indent)
        case "textField": setTextField(e, v, indent: indent)
        case "searchBar": setSearchBar(e, v, indent: indent)
        case "visualEffectView": setVisualEffectView(e, v, indent: indent)
        case "stepper": setStepper(e, v, indent: indent)
        case "datePicker": setDatePicker(e, v, indent: indent)
        case "refreshControl": setRefreshControl(e, v, indent: indent)
        case "textView": setScrollView(e, v, indent: indent); setTextView(e, v, indent: indent)
        case "scrollView": setScrollView(e, v, indent: indent)
        case "tableView": setScrollView(e, v, indent: indent); setTableView(e, v, indent: indent)
        case "collectionView": setScrollView(e, v, indent: indent); setCollectionView(e, v, indent: indent)
        case "tableViewCell": setTableViewCell(e, v, indent: indent)
        case "collectionViewCell", "collectionReusableView": setCollectionReusableView(e, v, indent: indent)
        default: break
        }
        if ["button", "slider", "switch", "segmentedControl", "pageControl", "textField", "stepper", "datePicker"].contains(e.name) {
            setControl(e, v, indent: indent)
        }
        // Layout guides the view owns (constraints name them by id).
        for g in e.children("viewLayoutGuide") {
            tracker.visit(g)
            guard let id = g["id"] else { continue }
            switch g["key"] {
            case "safeArea": objects[id] = ObjectRef(expression: "\(v).safeAreaLayoutGuide", baseType: "UILayoutGuide", element: g, isGuide: true)
            case "contentLayoutGuide" where base == "UIScrollView" || base == "UITextView":
                objects[id] = ObjectRef(expression: "\(v).contentLayoutGuide", baseType: "UILayoutGuide", element: g, isGuide: true)
            case "frameLayoutGuide" where base == "UIScrollView" || base == "UITextView":
                objects[id] = ObjectRef(expression: "\(v).frameLayoutGuide", baseType: "UILayoutGuide", element: g, isGuide: true)
            case "layoutMargins": objects[id] = ObjectRef(expression: "\(v).layoutMarginsGuide", baseType: "UILayoutGuide", element: g, isGuide: true)
            default: warn(g, "<viewLayoutGuide key=\"\(g["key"] ?? "")\"> is not mapped (ignored)")
            }
        }
        if let guides = e.child("layoutGuides") {
            tracker.visit(guides)
            for g in guides.children where g.name == "layoutGuide" {
                tracker.visit(g)
                let gv = newVar("g")
                writer.emit("let \(gv) = UILayoutGuide()", line: g.line, indent: indent)
                if let ident = attr(g, "identifier") { writer.emit("\(gv).identifier = \(SwiftLiteral.string(ident))", line: g.line, indent: indent) }
                writer.emit("\(v).addLayoutGuide(\(gv))", line: g.line, indent: indent)
                if let id = g["id"] { objects[id] = ObjectRef(expression: gv, baseType: "UILayoutGuide", element: g, isGuide: true) }
            }
        }
        // Subviews in document order (below any the class's own initialiser added, as decoding adds them first).
        var subviewElements: [IBElement] = []
        if let subviews = e.child("subviews") {
            tracker.visit(subviews)
            subviewElements = subviews.children
        }
        // A visual effect view's or a cell's content view holds the subviews (a cell's is the cell's own:
        // preset by `setTableViewCell`/`setCollectionReusableView`).
        for key in ["contentView"] { if let content = e.child(key: key), Self.isViewElement(content.name) { subviewElements.append(content) } }
        var k = 0
        for s in subviewElements {
            if let id = s["id"], excluded.contains(id) { tracker.visitAll(s); continue }
            guard Self.isViewElement(s.name) else {
                warn(s, "<\(s.name)> is not a view MotionLab maps (ignored, with what it holds)")
                tracker.visitAll(s)
                continue
            }
            makeView(s, parent: v, arranged: e.name == "stackView" && s["key"] != "contentView", position: k, indent: indent)
            k += 1
        }
        if let constraints = e.child("constraints") {
            tracker.visit(constraints)
            for c in constraints.children { pendingConstraints.append((c, v)) }
        }
        if let connections = e.child("connections") {
            tracker.visit(connections)
            for c in connections.children { pendingConnections.append((c, objects[e["id"] ?? ""] ?? ObjectRef(expression: v, baseType: base, customClass: custom, element: e))) }
        }
        if let attributes = e.child("userDefinedRuntimeAttributes") {
            pendingRuntimeAttributes.append((attributes, ObjectRef(expression: v, baseType: base, customClass: custom, element: e)))
        }
        if let parent {
            if arranged {
                writer.emit("\(parent).addArrangedSubview(\(v))", line: e.line, indent: indent)
            } else {
                writer.emit("\(parent).insertSubview(\(v), at: min(\(position), \(parent).subviews.count))", line: e.line, indent: indent)
            }
        }
        awakeVars.append(v)
        return v
    }

    /// UIView's own attributes.
    func setViewAttributes(_ e: IBElement, _ v: String, base: String, indent: Int) {
        let l = e.line
        if let mask = e.child("autoresizingMask", key: "autoresizingMask") {
            tracker.visit(mask)
            let names = ["flexibleMinX": ".flexibleLeftMargin", "widthSizable": ".flexibleWidth", "flexibleMaxX": ".flexibleRightMargin",
                         "flexibleMinY": ".flexibleTopMargin", "heightSizable": ".flexibleHeight", "flexibleMaxY": ".flexibleBottomMargin"]
            var parts: [String] = []
            for (k, s) in names.sorted(by: { $0.key < $1.key }) where bool(mask, k) == true { parts.append(s) }
            writer.emit("\(v).autoresizingMask = [\(parts.joined(separator: ", "))]", line: mask.line, indent: indent)
        }
        // A view without constraints in Interface Builder (`fixedFrame="YES"`; the XML still says
        // translatesAutoresizingMaskIntoConstraints="NO") keeps its frame at run time: Xcode 8 and later
        // lay it out by its autoresizing mask (earlier ones added "prototyping constraints" holding the
        // frame), so a stack view placed without constraints stays where the file puts it.
        if bool(e, "fixedFrame") == true {
            tracker.use(e, "translatesAutoresizingMaskIntoConstraints")
            writer.emit("\(v).translatesAutoresizingMaskIntoConstraints = true", line: l, indent: indent)
        } else if let t = bool(e, "translatesAutoresizingMaskIntoConstraints") {
            writer.emit("\(v).translatesAutoresizingMaskIntoConstraints = \(t)", line: l, indent: indent)
        }
        if let a = number(e, "alpha") { writer.emit("\(v).alpha = \(SwiftLiteral.number(a))", line: l, indent: indent) }
        if let h = bool(e, "hidden") { writer.emit("\(v).isHidden = \(h)", line: l, indent: indent) }
        if let c = bool(e, "clipsSubviews") { writer.emit("\(v).clipsToBounds = \(c)", line: l, indent: indent) }
        if let m = enumValue(e, "contentMode", Self.contentModes) { writer.emit("\(v).contentMode = \(m)", line: l, indent: indent) }
        if let t = attr(e, "tag"), let n = Int(t) { writer.emit("\(v).tag = \(n)", line: l, indent: indent) }
        if let u = bool(e, "userInteractionEnabled") { writer.emit("\(v).isUserInteractionEnabled = \(u)", line: l, indent: indent) }
        for (attribute, axis, kind) in [("horizontalHuggingPriority", ".horizontal", "Hugging"), ("verticalHuggingPriority", ".vertical", "Hugging"),
                                        ("horizontalCompressionResistancePriority", ".horizontal", "CompressionResistance"),
                                        ("verticalCompressionResistancePriority", ".vertical", "CompressionResistance")] {
            if let p = number(e, attribute) {
                writer.emit("\(v).setContent\(kind)Priority(UILayoutPriority(\(SwiftLiteral.number(p))), for: \(axis))", line: l, indent: indent)
            }
        }
        for c in e.children("color") {
            switch c["key"] {
            case "backgroundColor": if let x = color(c) { writer.emit("\(v).backgroundColor = \(x)", line: c.line, indent: indent) }
            case "tintColor": if let x = color(c) { writer.emit("\(v).tintColor = \(x)", line: c.line, indent: indent) }
            default: break   // the class's own colours
            }
        }
        for n in e.children("nil") { tracker.visit(n) }
        if let acc = e.child("accessibility", key: "accessibilityConfiguration") {
            tracker.visit(acc)
            if let id = attr(acc, "identifier") { writer.emit("\(v).accessibilityIdentifier = \(SwiftLiteral.string(id))", line: acc.line, indent: indent) }
            for a in ["label", "hint", "isElement"] where acc[a] != nil {
                tracker.use(acc, a)   // read by VoiceOver only: no effect here
            }
            for t in acc.children { tracker.visitAll(t) }   // accessibility traits: no effect here
        }
        if let m = e.child("edgeInsets", key: "layoutMargins") {
            writer.emit("\(v).layoutMargins = \(edgeInsets(m))", line: m.line, indent: indent)
        }
        if let m = e.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            tracker.visit(m)
            let n = { (k: String) in SwiftLiteral.number(self.number(m, k) ?? 0) }
            writer.emit("\(v).directionalLayoutMargins = NSDirectionalEdgeInsets(top: \(n("top")), leading: \(n("leading")), bottom: \(n("bottom")), trailing: \(n("trailing")))", line: m.line, indent: indent)
        }
        for s in e.children("size") where s["key"] == "freeformSize" { tracker.visitAll(s) }
        for g in e.children("gestureRecognizers") where g.children.isEmpty { tracker.visit(g) }
        for n in e.children where n.name == "variation" { tracker.visitAll(n) }
    }

    func textColor(_ e: IBElement, _ v: String, property: String = "textColor", indent: Int) {
        if let c = e.child("color", key: "textColor"), let x = color(c) {
            writer.emit("\(v).\(property) = \(x)", line: c.line, indent: indent)
        }
    }

    func setLabel(_ e: IBElement, _ v: String, indent: Int) {
        let l = e.line
        if let t = textValue(e, "text") { writer.emit("\(v).text = \(SwiftLiteral.string(t))", line: l, indent: indent) }
        if let a = enumValue(e, "textAlignment", Self.textAlignments) { writer.emit("\(v).textAlignment = \(a)", line: l, indent: indent) }
        if let m = enumValue(e, "lineBreakMode", Self.lineBreakModes) { writer.emit("\(v).lineBreakMode = \(m)", line: l, indent: indent) }
        if let n = attr(e, "numberOfLines"), let k = Int(n) { writer.emit("\(v).numberOfLines = \(k)", line: l, indent: indent) }
        if let f = e.child("fontDescription", key: "fontDescription") {
            // A styled cell's label at size 0 (Xcode 10's form) keeps the style's own font.
            if presetExpressions[ObjectIdentifier(e)] != nil, f.number("pointSize") == 0 { tracker.visitAll(f) }
            else if let x = font(f) { writer.emit("\(v).font = \(x)", line: f.line, indent: indent) }
        }
        textColor(e, v, indent: indent)
        if let en = bool(e, "enabled") { writer.emit("\(v).isEnabled = \(en)", line: l, indent: indent) }
        if let h = bool(e, "highlighted") { writer.emit("\(v).isHighlighted = \(h)", line: l, indent: indent) }
        if let c = e.child("color", key: "highlightedColor") { _ = color(c) }   // drawn only while highlighted: read, not drawn
        if let c = e.child("color", key: "shadowColor"), let x = color(c) { writer.emit("\(v).shadowColor = \(x)", line: c.line, indent: indent) }
        if let o = e.child("size", key: "shadowOffset") { writer.emit("\(v).shadowOffset = \(size(o))", line: o.line, indent: indent) }
        if let a = e.child("attributedString", key: "attributedText") { attributedText(a, v, indent: indent) }
    }

    /// An attributed string (`<attributedString key="attributedText">` with its `<fragment>`s) built run by
    /// run with each fragment's attributes and set as the label's `attributedText`, which draws each run in
    /// its font, colour and underline or strikethrough, as the same string set from code is.
    func attributedText(_ a: IBElement, _ v: String, indent: Int) {
        tracker.visit(a)
        let s = newVar("attributed")
        writer.emit("let \(s) = NSMutableAttributedString(string: \"\")", line: a.line, indent: indent)
        var runs: [String] = []
        for f in a.children("fragment") {
            tracker.visit(f)
            var text = f["content"] ?? ""
            tracker.use(f, "content")
            if let c = f.children.first(where: { ($0.name == "string" || $0.name == "mutableString") && $0["key"] == "content" }) {
                tracker.visitAll(c)
                text += c.text
            }
            let attributes = f.child("attributes").map { fragmentAttributes($0, indent: indent) } ?? "[:]"
            runs.append(attributes)
            writer.emit("\(s).append(NSAttributedString(string: \(SwiftLiteral.string(text)), attributes: \(attributes)))", line: f.line, indent: indent)
        }
        writer.emit("\(v).attributedText = \(s)", line: a.line, indent: indent)
        // What a label does not draw: paragraph styles that differ between runs (the first run's alignment and
        // line spacing are the label's).
        let paragraphs = Set(runs.map { r in r.range(of: ".paragraphStyle:").map { String(r[$0.lowerBound...]) } ?? "" })
        if paragraphs.count > 1 {
            warn(a, "attributed text: each run draws in its font, colour, kerning, background, baseline offset and underline or strikethrough; later runs' paragraph styles are kept, not drawn")
        }
    }

    static let paragraphAlignments = ["natural": ".natural", "left": ".left", "center": ".center", "right": ".right", "justified": ".justified"]
    static let paragraphLineBreakModes = [
        "wordWrapping": ".byWordWrapping", "charWrapping": ".byCharWrapping", "clipping": ".byClipping",
        "truncatingHead": ".byTruncatingHead", "truncatingTail": ".byTruncatingTail", "truncatingMiddle": ".byTruncatingMiddle",
    ]

    /// A fragment's `<attributes>` as an `[NSAttributedString.Key: Any]` literal: colour, background
    /// colour, font, kern, underline and strikethrough, paragraph style; others warn.
    func fragmentAttributes(_ e: IBElement, indent: Int) -> String {
        tracker.visit(e)
        var pairs: [String] = []
        for c in e.children {
            switch (c.name, c["key"]) {
            case ("color", "NSColor"):
                if let x = color(c) { pairs.append(".foregroundColor: \(x)") }
            case ("color", "NSBackgroundColor"):
                if let x = color(c) { pairs.append(".backgroundColor: \(x)") }
            case ("font", "NSFont"):
                if let x = fontElement(c) { pairs.append(".font: \(x)") }
            case ("real", "NSKern"), ("integer", "NSKern"):
                tracker.visit(c); tracker.use(c, "key")
                if let k = number(c, "value") { pairs.append(".kern: CGFloat(\(SwiftLiteral.number(k)))") }
            case ("integer", "NSUnderline"), ("integer", "NSStrikethrough"):
                tracker.visit(c); tracker.use(c, "key")
                if let n = attr(c, "value").flatMap(Int.init) {
                    pairs.append("\(c["key"] == "NSUnderline" ? ".underlineStyle" : ".strikethroughStyle"): NSNumber(value: \(n))")
                }
            case ("paragraphStyle", "NSParagraphStyle"):
                tracker.visit(c); tracker.use(c, "key")
                var sets: [String] = []
                if let x = enumValue(c, "alignment", Self.paragraphAlignments) { sets.append("p.alignment = \(x)") }
                if let x = enumValue(c, "lineBreakMode", Self.paragraphLineBreakModes) { sets.append("p.lineBreakMode = \(x)") }
                for n in ["lineSpacing", "paragraphSpacing", "paragraphSpacingBefore", "lineHeightMultiple", "minimumLineHeight",
                          "maximumLineHeight", "firstLineHeadIndent", "headIndent", "tailIndent"] {
                    if let x = number(c, n) { sets.append("p.\(n) = \(SwiftLiteral.number(x))") }
                }
                // Right-to-left and hyphenation hints change nothing MotionLab draws.
                for n in ["baseWritingDirection", "tighteningFactorForTruncation", "hyphenationFactor", "allowsDefaultTighteningForTruncation"] { tracker.use(c, n) }
                for t in c.children where t.name == "tabStops" { tracker.visitAll(t) }
                pairs.append(".paragraphStyle: { let p = NSMutableParagraphStyle(); \(sets.map { $0 + "; " }.joined())return p }()")
            default:
                break   // unvisited: "<… key=…> is not mapped (ignored)"
            }
        }
        return pairs.isEmpty ? "[:]" : "[\(pairs.joined(separator: ", "))] as [NSAttributedString.Key: Any]"
    }

    func setButton(_ e: IBElement, _ v: String, indent: Int) {
        // A button with a configuration (Xcode 13's Style: Plain, Filled…) shows the configuration's title:
        // the `<state>` title beside it is what Xcode wrote when the button was made ("Button") and is not
        // shown on iOS — a configuration without a title draws none.
        let configured = e.child("buttonConfiguration", key: "configuration") != nil
        for s in e.children("state") {
            tracker.visit(s)
            guard let state = Self.controlStates[s["key"] ?? ""] else { warn(s, "<state key=\"\(s["key"] ?? "")\"> is not mapped (ignored)"); continue }
            if let t = textValue(s, "title"), !configured { writer.emit("\(v).setTitle(\(SwiftLiteral.string(t)), for: \(state))", line: s.line, indent: indent) }
            if let i = attr(s, "image") { writer.emit("\(v).setImage(\(namedImage(i, in: s)), for: \(state))", line: s.line, indent: indent) }
            if let i = attr(s, "backgroundImage") { writer.emit("\(v).setBackgroundImage(UIImage(named: \(SwiftLiteral.string(i))), for: \(state))", line: s.line, indent: indent) }
            for c in s.children("color") {
                if c["key"] == "titleColor", let x = color(c) { writer.emit("\(v).setTitleColor(\(x), for: \(state))", line: c.line, indent: indent) }
                if c["key"] == "titleShadowColor" { _ = color(c) }   // title shadows are not drawn
            }
            for r in s.children("imageReference") {
                imageReference(r) { x in self.writer.emit("\(v).setImage(\(x), for: \(state))", line: r.line, indent: indent) }
            }
            for p in s.children("preferredSymbolConfiguration") { tracker.visitAll(p) }
            for a in s.children("attributedString") {
                tracker.visitAll(a)
                let text = a.children("fragment").compactMap { $0["content"] }.joined()
                if !configured { writer.emit("\(v).setTitle(\(SwiftLiteral.string(text)), for: \(state))", line: a.line, indent: indent) }
            }
        }
        if let f = e.child("fontDescription", key: "fontDescription"), let x = font(f) {
            writer.emit("\(v).titleLabel?.font = \(x)", line: f.line, indent: indent)
        }
        for (key, prop) in [("contentEdgeInsets", "contentEdgeInsets"), ("titleEdgeInsets", "titleEdgeInsets"), ("imageEdgeInsets", "imageEdgeInsets")] {
            if let i = e.child("inset", key: key) { writer.emit("\(v).\(prop) = \(insets(i))", line: i.line, indent: indent) }
        }
        if let m = enumValue(e, "lineBreakMode", Self.lineBreakModes) { writer.emit("\(v).titleLabel?.lineBreakMode = \(m)", line: e.line, indent: indent) }
        if let c = e.child("buttonConfiguration", key: "configuration") { buttonConfiguration(c, v, indent: indent) }
    }

    func buttonConfiguration(_ c: IBElement, _ v: String, indent: Int) {
        tracker.visit(c)
        let styles = ["plain": "plain", "tinted": "tinted", "gray": "gray", "filled": "filled", "borderless": "borderless",
                      "bordered": "bordered", "borderedTinted": "borderedTinted", "borderedProminent": "borderedProminent"]
        let style = enumValue(c, "style", styles) ?? "plain"
        let cv = newVar("cfg")
        // The settings are gathered first: a configuration the file sets nothing on is a `let` (no
        // "never mutated" warning in the user's build).
        var settings: [(code: String, line: Int?)] = []
        let writer = ConfigurationLines { settings.append(($0, $1)) }
        if let t = attr(c, "title") { writer.emit("\(cv).title = \(SwiftLiteral.string(t))", line: c.line, indent: indent) }
        if let i = attr(c, "image") { writer.emit("\(cv).image = \(namedImage(i, in: c))", line: c.line, indent: indent) }
        if let p = attr(c, "imagePlacement") {
            if ["leading", "trailing", "top", "bottom"].contains(p) { writer.emit("\(cv).imagePlacement = .\(p)", line: c.line, indent: indent) }
            else { warn(c, "imagePlacement=\"\(p)\" is not mapped (ignored)") }
        }
        if let p = number(c, "imagePadding") { writer.emit("\(cv).imagePadding = \(SwiftLiteral.number(p))", line: c.line, indent: indent) }
        if let s = attr(c, "cornerStyle") {
            if ["fixed", "dynamic", "small", "medium", "large", "capsule"].contains(s) { writer.emit("\(cv).cornerStyle = .\(s)", line: c.line, indent: indent) }
            else { warn(c, "cornerStyle=\"\(s)\" is not mapped (ignored)") }
        }
        if let s = attr(c, "buttonSize") {
            if ["mini", "small", "medium", "large"].contains(s) { writer.emit("\(cv).buttonSize = .\(s)", line: c.line, indent: indent) }
            else { warn(c, "buttonSize=\"\(s)\" is not mapped (ignored)") }
        }
        for x in c.children {
            switch (x.name, x["key"]) {
            case ("color", "baseBackgroundColor"): if let col = color(x) { writer.emit("\(cv).baseBackgroundColor = \(col)", line: x.line, indent: indent) }
            case ("color", "baseForegroundColor"): if let col = color(x) { writer.emit("\(cv).baseForegroundColor = \(col)", line: x.line, indent: indent) }
            case ("imageReference", "image"): imageReference(x) { img in writer.emit("\(cv).image = \(img)", line: x.line, indent: indent) }
            case ("directionalEdgeInsets", "contentInsets"):
                tracker.visit(x)
                let n = { (k: String) in SwiftLiteral.number(self.number(x, k) ?? 0) }
                writer.emit("\(cv).contentInsets = NSDirectionalEdgeInsets(top: \(n("top")), leading: \(n("leading")), bottom: \(n("bottom")), trailing: \(n("trailing")))", line: x.line, indent: indent)
            case ("backgroundConfiguration", "background"):
                tracker.visit(x)
                if let r = number(x, "cornerRadius") { writer.emit("\(cv).background.cornerRadius = \(SwiftLiteral.number(r))", line: x.line, indent: indent) }
                if let w = number(x, "strokeWidth") { writer.emit("\(cv).background.strokeWidth = \(SwiftLiteral.number(w))", line: x.line, indent: indent) }
                for bc in x.children("color") {
                    if bc["key"] == "backgroundColor", let col = color(bc) { writer.emit("\(cv).background.backgroundColor = \(col)", line: bc.line, indent: indent) }
                    if bc["key"] == "strokeColor", let col = color(bc) { writer.emit("\(cv).background.strokeColor = \(col)", line: bc.line, indent: indent) }
                }
            case ("preferredSymbolConfiguration", _), ("fontDescription", _): tracker.visitAll(x)
            default: break
            }
        }
        self.writer.emit("\(settings.isEmpty ? "let" : "var") \(cv) = UIButton.Configuration.\(style)()", line: c.line, indent: indent)
        for (code, line) in settings { self.writer.emit(code, line: line, indent: indent) }
        self.writer.emit("\(v).configuration = \(cv)", line: c.line, indent: indent)
    }

    /// `<imageReference image="star.fill" catalog="system"/>`: an SF Symbol or a named image.
    func imageReference(_ r: IBElement, _ use: (String) -> Void) {
        tracker.visitAll(r)
        guard let name = r["image"] else { return }
        if r["catalog"] == "system" { use("UIImage(systemName: \(SwiftLiteral.string(name)))") }
        else { use("UIImage(named: \(SwiftLiteral.string(name)))") }
    }

    func setImageView(_ e: IBElement, _ v: String, indent: Int) {
        // `catalog="system"` on the image view: an SF Symbol (Xcode writes it beside `image=`).
        if let i = attr(e, "image") { writer.emit("\(v).image = \(namedImage(i, in: e))", line: e.line, indent: indent) }
        if let i = attr(e, "highlightedImage") { writer.emit("\(v).highlightedImage = \(namedImage(i, in: e))", line: e.line, indent: indent) }
        for r in e.children("imageReference") {
            let prop = r["key"] == "highlightedImage" ? "highlightedImage" : "image"
            imageReference(r) { x in self.writer.emit("\(v).\(prop) = \(x)", line: r.line, indent: indent) }
        }
        for p in e.children("preferredSymbolConfiguration") { tracker.visitAll(p) }
    }

    func setStackView(_ e: IBElement, _ v: String, indent: Int) {
        let s = "\(v)"
        if let a = attr(e, "axis") {
            if a == "vertical" { writer.emit("\(s).axis = .vertical", line: e.line, indent: indent) }
            else if a == "horizontal" { writer.emit("\(s).axis = .horizontal", line: e.line, indent: indent) }
            else { warn(e, "axis=\"\(a)\" is not mapped (ignored)") }
        }
        if let d = enumValue(e, "distribution", ["fill": ".fill", "fillEqually": ".fillEqually", "fillProportionally": ".fillProportionally",
                                                 "equalSpacing": ".equalSpacing", "equalCentering": ".equalCentering"]) {
            writer.emit("\(s).distribution = \(d)", line: e.line, indent: indent)
        }
        if let a = enumValue(e, "alignment", ["fill": ".fill", "leading": ".leading", "top": ".top", "firstBaseline": ".firstBaseline",
                                              "center": ".center", "trailing": ".trailing", "bottom": ".bottom", "lastBaseline": ".lastBaseline"]) {
            writer.emit("\(s).alignment = \(a)", line: e.line, indent: indent)
        }
        if let sp = number(e, "spacing") { writer.emit("\(s).spacing = \(SwiftLiteral.number(sp))", line: e.line, indent: indent) }
        if let m = bool(e, "layoutMarginsRelativeArrangement") { writer.emit("\(s).isLayoutMarginsRelativeArrangement = \(m)", line: e.line, indent: indent) }
    }

    func setControl(_ e: IBElement, _ v: String, indent: Int) {
        let c = "\(v)"
        if let en = bool(e, "enabled") { writer.emit("\(c).isEnabled = \(en)", line: e.line, indent: indent) }
        if let s = bool(e, "selected") { writer.emit("\(c).isSelected = \(s)", line: e.line, indent: indent) }
        if let h = bool(e, "highlighted") { writer.emit("\(c).isHighlighted = \(h)", line: e.line, indent: indent) }
        if let a = enumValue(e, "contentHorizontalAlignment", ["center": ".center", "left": ".left", "right": ".right", "fill": ".fill",
                                                               "leading": ".leading", "trailing": ".trailing"]) {
            writer.emit("\(c).contentHorizontalAlignment = \(a)", line: e.line, indent: indent)
        }
        if let a = enumValue(e, "contentVerticalAlignment", ["center": ".center", "top": ".top", "bottom": ".bottom", "fill": ".fill"]) {
            writer.emit("\(c).contentVerticalAlignment = \(a)", line: e.line, indent: indent)
        }
    }

    func setSlider(_ e: IBElement, _ v: String, indent: Int) {
        let s = "\(v)"
        if let m = number(e, "minValue") { writer.emit("\(s).minimumValue = \(SwiftLiteral.number(m))", line: e.line, indent: indent) }
        if let m = number(e, "maxValue") { writer.emit("\(s).maximumValue = \(SwiftLiteral.number(m))", line: e.line, indent: indent) }
        if let x = number(e, "value") { writer.emit("\(s).value = \(SwiftLiteral.number(x))", line: e.line, indent: indent) }
        if let c = bool(e, "continuous") { writer.emit("\(s).isContinuous = \(c)", line: e.line, indent: indent) }
        for c in e.children("color") {
            guard let key = c["key"], ["minimumTrackTintColor", "maximumTrackTintColor", "thumbTintColor"].contains(key) else { continue }
            if let x = color(c) { writer.emit("\(s).\(key) = \(x)", line: c.line, indent: indent) }
        }
    }

    func setSwitch(_ e: IBElement, _ v: String, indent: Int) {
        if let on = bool(e, "on") { writer.emit("\(v).isOn = \(on)", line: e.line, indent: indent) }
        for c in e.children("color") {
            guard let key = c["key"], ["onTintColor", "thumbTintColor"].contains(key) else { continue }
            if let x = color(c) { writer.emit("\(v).\(key) = \(x)", line: c.line, indent: indent) }
        }
    }

    func setSegmented(_ e: IBElement, _ v: String, indent: Int) {
        let s = "\(v)"
        if let segments = e.child("segments") {
            tracker.visit(segments)
            for (i, seg) in segments.children("segment").enumerated() {
                tracker.visit(seg)
                let title = attr(seg, "title")
                writer.emit("\(s).insertSegment(withTitle: \(title.map(SwiftLiteral.string) ?? "nil"), at: \(i), animated: false)", line: seg.line, indent: indent)
                if attr(seg, "image") != nil { warn(seg, "segment images are not drawn by MotionLab (the title is)") }
                for x in seg.children { tracker.visitAll(x) }
            }
        }
        if let i = attr(e, "selectedSegmentIndex"), let n = Int(i) { writer.emit("\(s).selectedSegmentIndex = \(n)", line: e.line, indent: indent) }
        if let m = bool(e, "momentary") { writer.emit("\(s).isMomentary = \(m)", line: e.line, indent: indent) }
        if let c = e.child("color", key: "selectedSegmentTintColor"), let x = color(c) {
            writer.emit("\(s).selectedSegmentTintColor = \(x)", line: c.line, indent: indent)
        }
    }

    func setPageControl(_ e: IBElement, _ v: String, indent: Int) {
        let s = "\(v)"
        if let n = attr(e, "numberOfPages"), let k = Int(n) { writer.emit("\(s).numberOfPages = \(k)", line: e.line, indent: indent) }
        if let n = attr(e, "currentPage"), let k = Int(n) { writer.emit("\(s).currentPage = \(k)", line: e.line, indent: indent) }
        if let h = bool(e, "hidesForSinglePage") { writer.emit("\(s).hidesForSinglePage = \(h)", line: e.line, indent: indent) }
        for c in e.children("color") {
            guard let key = c["key"], ["pageIndicatorTintColor", "currentPageIndicatorTintColor"].contains(key) else { continue }
            if let x = color(c) { writer.emit("\(s).\(key) = \(x)", line: c.line, indent: indent) }
        }
    }

    func setActivity(_ e: IBElement, _ v: String, indent: Int) {
        let s = "\(v)"
        if let st = enumValue(e, "style", ["medium": ".medium", "large": ".large", "white": ".white", "whiteLarge": ".whiteLarge", "gray": ".gray"]) {
            writer.emit("\(s).style = \(st)", line: e.line, indent: indent)
        }
        if let h = bool(e, "hidesWhenStopped") { writer.emit("\(s).hidesWhenStopped = \(h)", line: e.line, indent: indent) }
        if let c = e.child("color", key: "color"), let x = color(c) { writer.emit("\(s).color = \(x)", line: c.line, indent: indent) }
        if bool(e, "animating") == true { writer.emit("\(s).startAnimating()", line: e.line, indent: indent) }
    }

    func setProgress(_ e: IBElement, _ v: String, indent: Int) {
        let s = "\(v)"
        if let st = enumValue(e, "progressViewStyle", ["default": ".default", "bar": ".bar"]) { writer.emit("\(s).progressViewStyle = \(st)", line: e.line, indent: indent) }
        if let p = number(e, "progress") { writer.emit("\(s).progress = \(SwiftLiteral.number(p))", line: e.line, indent: indent) }
        for c in e.children("color") {
            guard let key = c["key"], ["progressTintColor", "trackTintColor"].contains(key) else { continue }
            if let x = color(c) { writer.emit("\(s).\(key) = \(x)", line: c.line, indent: indent) }
        }
    }

    func setTextField(_ e: IBElement, _ v: String, indent: Int) {
        let s = "\(v)"
        if let t = textValue(e, "text") { writer.emit("\(s).text = \(SwiftLiteral.string(t))", line: e.line, indent: indent) }
        if let p = textValue(e, "placeholder") { writer.emit("\(s).placeholder = \(SwiftLiteral.string(p))", line: e.line, indent: indent) }
        if let b = enumValue(e, "borderStyle", ["none": ".none", "line": ".line", "bezel": ".bezel", "roundedRect": ".roundedRect"]) {
            writer.emit("\(s).borderStyle = \(b)", line: e.line, indent: indent)
        }
        if let a = enumValue(e, "textAlignment", Self.textAlignments) { writer.emit("\(s).textAlignment = \(a)", line: e.line, indent: indent) }
        if let c = enumValue(e, "clearButtonMode", ["never": ".never", "whileEditing": ".whileEditing", "unlessEditing": ".unlessEditing", "always": ".always"]) {
            writer.emit("\(s).clearButtonMode = \(c)", line: e.line, indent: indent)
        }
        if let f = e.child("fontDescription", key: "fontDescription"), let x = font(f) { writer.emit("\(s).font = \(x)", line: f.line, indent: indent) }
        textColor(e, s, indent: indent)
        if let c = bool(e, "clearsOnBeginEditing") { writer.emit("\(s).clearsOnBeginEditing = \(c)", line: e.line, indent: indent) }
        if let t = e.child("textInputTraits", key: "textInputTraits") {
            tracker.visitAll(t)
            if t.bool("secureTextEntry") == true { writer.emit("\(s).isSecureTextEntry = true", line: t.line, indent: indent) }
        }
    }

    /// A search bar: its text, placeholder, prompt, style, Cancel button and scope bar.
    func setSearchBar(_ e: IBElement, _ v: String, indent: Int) {
        let s = "\(v)"
        if let t = textValue(e, "text") { writer.emit("\(s).text = \(SwiftLiteral.string(t))", line: e.line, indent: indent) }
        if let p = textValue(e, "placeholder") { writer.emit("\(s).placeholder = \(SwiftLiteral.string(p))", line: e.line, indent: indent) }
        if let p = textValue(e, "prompt") { writer.emit("\(s).prompt = \(SwiftLiteral.string(p))", line: e.line, indent: indent) }
        if let st = enumValue(e, "searchBarStyle", ["default": ".default", "prominent": ".prominent", "minimal": ".minimal"]) {
            writer.emit("\(s).searchBarStyle = \(st)", line: e.line, indent: indent)
        }
        if attr(e, "barStyle") == "black" { writer.emit("\(s).barStyle = .black", line: e.line, indent: indent) }
        if bool(e, "translucent") == false { writer.emit("\(s).isTranslucent = false", line: e.line, indent: indent) }
        if bool(e, "showsCancelButton") == true { writer.emit("\(s).showsCancelButton = true", line: e.line, indent: indent) }
        for c in e.children("color") {
            guard let key = c["key"], key == "barTintColor" else { continue }
            if let x = color(c) { writer.emit("\(s).barTintColor = \(x)", line: c.line, indent: indent) }
        }
        if let titles = e.children.first(where: { $0.name == "scopeButtonTitles" }) {
            tracker.visitAll(titles)
            let list = titles.children.filter { $0.name == "string" }.map { SwiftLiteral.string($0.text) }
            writer.emit("\(s).scopeButtonTitles = [\(list.joined(separator: ", "))]", line: titles.line, indent: indent)
        }
        if bool(e, "showsScopeBar") == true { writer.emit("\(s).showsScopeBar = true", line: e.line, indent: indent) }
        if let t = e.child("textInputTraits", key: "textInputTraits") { tracker.visitAll(t) }
    }

    /// A stepper: its range first (so the value is not clamped to the default range), then the value.
    func setStepper(_ e: IBElement, _ v: String, indent: Int) {
        for key in ["minimumValue", "maximumValue", "stepValue", "value"] {
            if let n = number(e, key) { writer.emit("\(v).\(key) = \(SwiftLiteral.number(n))", line: e.line, indent: indent) }
        }
        for (key, property) in [("wraps", "wraps"), ("autorepeat", "autorepeat"), ("continuous", "isContinuous")] {
            if let b = bool(e, key) { writer.emit("\(v).\(property) = \(b)", line: e.line, indent: indent) }
        }
    }

    static let blurStyles: Set<String> = [
        "extraLight", "light", "dark", "regular", "prominent",
        "systemUltraThinMaterial", "systemThinMaterial", "systemMaterial", "systemThickMaterial", "systemChromeMaterial",
        "systemUltraThinMaterialLight", "systemThinMaterialLight", "systemMaterialLight", "systemThickMaterialLight", "systemChromeMaterialLight",
        "systemUltraThinMaterialDark", "systemThinMaterialDark", "systemMaterialDark", "systemThickMaterialDark", "systemChromeMaterialDark",
    ]
    static let vibrancyStyles: Set<String> = [
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "fill", "secondaryFill", "tertiaryFill", "separator",
    ]

    /// A visual effect view: its content view is the view's own `contentView` (its subviews go there), its
    /// `<blurEffect style=…>` or `<vibrancyEffect>` (holding the blur it is for) the `effect`.
    func setVisualEffectView(_ e: IBElement, _ v: String, indent: Int) {
        if let content = e.child(key: "contentView"), Self.isViewElement(content.name) {
            presetExpressions[ObjectIdentifier(content)] = "\(v).contentView"
        }
        func blur(_ b: IBElement) -> String? {
            tracker.visit(b)
            guard let style = attr(b, "style") else { return "UIBlurEffect(style: .regular)" }
            guard Self.blurStyles.contains(style) else {
                warn(b, "<blurEffect> style=\"\(style.prefix(80))\" is not a UIBlurEffect.Style (the view has no effect)")
                return nil
            }
            return "UIBlurEffect(style: .\(style))"
        }
        if let b = e.children.first(where: { $0.name == "blurEffect" }) {
            if let x = blur(b) { writer.emit("\(v).effect = \(x)", line: b.line, indent: indent) }
        } else if let vib = e.children.first(where: { $0.name == "vibrancyEffect" }) {
            tracker.visit(vib)
            guard let inner = vib.children.first(where: { $0.name == "blurEffect" }), let x = blur(inner) else {
                warn(vib, "<vibrancyEffect> without a valid <blurEffect> (the view has no effect)")
                return
            }
            if let style = attr(vib, "style") {
                if Self.vibrancyStyles.contains(style) {
                    writer.emit("\(v).effect = UIVibrancyEffect(blurEffect: \(x), style: .\(style))", line: vib.line, indent: indent)
                } else {
                    warn(vib, "<vibrancyEffect> style=\"\(style.prefix(80))\" is not a UIVibrancyEffectStyle (the view has no effect)")
                }
            } else {
                writer.emit("\(v).effect = UIVibrancyEffect(blurEffect: \(x))", line: vib.line, indent: indent)
            }
        }
    }

    func setTextView(_ e: IBElement, _ v: String, indent: Int) {
        let s = "\(v)"
        if let t = textValue(e, "text") { writer.emit("\(s).text = \(SwiftLiteral.string(t))", line: e.line, indent: indent) }
        if let a = enumValue(e, "textAlignment", Self.textAlignments) { writer.emit("\(s).textAlignment = \(a)", line: e.line, indent: indent) }
        if let ed = bool(e, "editable") { writer.emit("\(s).isEditable = \(ed)", line: e.line, indent: indent) }
        if let f = e.child("fontDescription", key: "fontDescription"), let x = font(f) { writer.emit("\(s).font = \(x)", line: f.line, indent: indent) }
        textColor(e, s, indent: indent)
        if let c = bool(e, "clearsOnBeginEditing") { writer.emit("\(s).clearsOnBeginEditing = \(c)", line: e.line, indent: indent) }
        if let t = e.child("textInputTraits", key: "textInputTraits") { tracker.visitAll(t) }
    }

    func setScrollView(_ e: IBElement, _ v: String, indent: Int) {
        let s = "\(v)"
        let flags = [("pagingEnabled", "isPagingEnabled"), ("bounces", "bounces"), ("alwaysBounceVertical", "alwaysBounceVertical"),
                     ("alwaysBounceHorizontal", "alwaysBounceHorizontal"), ("showsHorizontalScrollIndicator", "showsHorizontalScrollIndicator"),
                     ("showsVerticalScrollIndicator", "showsVerticalScrollIndicator"), ("scrollEnabled", "isScrollEnabled"),
                     ("delaysContentTouches", "delaysContentTouches"), ("canCancelContentTouches", "canCancelContentTouches"),
                     ("directionalLockEnabled", "isDirectionalLockEnabled")]
        for (a, p) in flags {
            if let b = bool(e, a) {
                if ["delaysContentTouches", "canCancelContentTouches", "isDirectionalLockEnabled"].contains(p) { continue }   // no effect here
                writer.emit("\(s).\(p) = \(b)", line: e.line, indent: indent)
            }
        }
        if let z = number(e, "minimumZoomScale") { writer.emit("\(s).minimumZoomScale = \(SwiftLiteral.number(z))", line: e.line, indent: indent) }
        if let z = number(e, "maximumZoomScale") { writer.emit("\(s).maximumZoomScale = \(SwiftLiteral.number(z))", line: e.line, indent: indent) }
        if let k = attr(e, "keyboardDismissMode") { _ = k }
        if let c = e.child("size", key: "contentSize") { writer.emit("\(s).contentSize = \(size(c))", line: c.line, indent: indent) }
        if let i = e.child("inset", key: "contentInset") { writer.emit("\(s).contentInset = \(insets(i))", line: i.line, indent: indent) }
        if let i = e.child("inset", key: "scrollIndicatorInsets") { _ = insets(i) }
        if let b = enumValue(e, "contentInsetAdjustmentBehavior", ["automatic": ".automatic", "scrollableAxes": ".scrollableAxes", "never": ".never", "always": ".always"]) {
            writer.emit("\(s).contentInsetAdjustmentBehavior = \(b)", line: e.line, indent: indent)
        }
    }

    /// A gesture recognizer of the scene's objects (views name it in their `gestureRecognizers` outlet
    /// collection; its actions and delegate are connected like any object's).
    func makeGestureRecognizer(_ e: IBElement, indent: Int) {
        tracker.visit(e)
        guard let base = Self.gestureClasses[e.name] else { return }
        let v = newVar("gr")
        let custom = customClass(of: e)
        if let custom {
            writer.emit("let \(v): \(base) = \(custom)(target: nil, action: nil)", line: e.line, indent: indent)
        } else {
            writer.emit("let \(v) = \(base)(target: nil, action: nil)", line: e.line, indent: indent)
        }
        let ref = ObjectRef(expression: v, baseType: base, customClass: custom, element: e)
        if let id = e["id"] { objects[id] = ref }
        let l = e.line
        if let n = attr(e, "numberOfTapsRequired").flatMap(Int.init), base == "UITapGestureRecognizer" { writer.emit("\(v).numberOfTapsRequired = \(n)", line: l, indent: indent) }
        if let n = attr(e, "numberOfTouchesRequired").flatMap(Int.init), base == "UITapGestureRecognizer" || base == "UISwipeGestureRecognizer" {
            writer.emit("\(v).numberOfTouchesRequired = \(n)", line: l, indent: indent)
        }
        if let d = number(e, "minimumPressDuration"), base == "UILongPressGestureRecognizer" { writer.emit("\(v).minimumPressDuration = \(SwiftLiteral.number(d))", line: l, indent: indent) }
        if let n = attr(e, "minimumNumberOfTouches").flatMap(Int.init), base == "UIPanGestureRecognizer" { writer.emit("\(v).minimumNumberOfTouches = \(n)", line: l, indent: indent) }
        if let n = attr(e, "maximumNumberOfTouches").flatMap(Int.init), base == "UIPanGestureRecognizer" { writer.emit("\(v).maximumNumberOfTouches = \(n)", line: l, indent: indent) }
        if let d = enumValue(e, "direction", ["right": ".right", "left": ".left", "up": ".up", "down": ".down"]), base == "UISwipeGestureRecognizer" {
            writer.emit("\(v).direction = \(d)", line: l, indent: indent)
        }
        if let c = bool(e, "cancelsTouchesInView") { writer.emit("\(v).cancelsTouchesInView = \(c)", line: l, indent: indent) }
        if let en = bool(e, "enabled") { writer.emit("\(v).isEnabled = \(en)", line: l, indent: indent) }
        if let edges = e.child("rectEdge", key: "edges") {
            tracker.visit(edges)
            var parts: [String] = []
            for k in ["top", "left", "bottom", "right"] where bool(edges, k) == true { parts.append(".\(k)") }
            writer.emit("\(v).edges = [\(parts.joined(separator: ", "))]", line: edges.line, indent: indent)
        }
        if let connections = e.child("connections") {
            tracker.visit(connections)
            for c in connections.children { pendingConnections.append((c, ref)) }
        }
        if let attributes = e.child("userDefinedRuntimeAttributes") { pendingRuntimeAttributes.append((attributes, ref)) }
    }
}

/// Collects a button configuration's setting lines (the `emit` form the compiler's writer has), so the
/// configuration is declared `let` or `var` once they are known.
struct ConfigurationLines {
    let add: (String, Int?) -> Void
    init(_ add: @escaping (String, Int?) -> Void) { self.add = add }
    func emit(_ code: String, line: Int?, indent: Int) { add(code, line) }
}
