import Foundation

/// Constraints, size-class variations and user-defined runtime attributes.
extension DocumentCompiler {
    /// The size classes a preview resolves variations for: a portrait iPhone (compact width, regular height).
    static let sizeClasses: [String: String] = ["widthClass": "compact", "heightClass": "regular"]

    /// Whether a `<variation key>` applies (`heightClass=regular-widthClass=compact`); `default` does not.
    static func variationApplies(_ key: String) -> Bool {
        guard key != "default" else { return false }
        for part in key.split(separator: "-") {
            let kv = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard kv.count == 2, sizeClasses[kv[0]] == kv[1] else { return false }
        }
        return true
    }

    /// Ids removed by `default` variations' `exclude` masks and not put back by an applying variation's
    /// `include`.
    static func excludedByVariations(_ root: IBElement) -> Set<String> {
        var excluded: Set<String> = []
        var included: Set<String> = []
        for v in root.descendants() where v.name == "variation" {
            let applies = variationApplies(v["key"] ?? "")
            for mask in v.children("mask") {
                for r in mask.children {
                    guard let ref = r["reference"] else { continue }
                    if r.name == "exclude" && v["key"] == "default" { excluded.insert(ref) }
                    if r.name == "include" && applies { included.insert(ref) }
                    if r.name == "exclude" && applies { excluded.insert(ref); included.remove(ref) }
                }
            }
        }
        return excluded.subtracting(included)
    }

    /// Applies the element's variations that hold for a portrait iPhone: their attributes replace the
    /// element's, their keyed children replace the element's children of that key.
    func applyVariations(_ e: IBElement) {
        for v in e.children("variation") {
            tracker.visitAll(v)
            guard Self.variationApplies(v["key"] ?? "") else { continue }
            var attributes = e.attributes
            for (k, value) in v.attributes where k != "key" { attributes[k] = value }
            e.replaceAttributes(attributes)
            for c in v.children where c.name != "mask" {
                guard let key = c["key"] else { continue }
                if let i = e.children.firstIndex(where: { $0["key"] == key && $0.name != "variation" }) {
                    e.replaceChild(at: i, with: c)
                } else {
                    e.insertChild(c)
                }
                tracker.unvisitAll(c)
            }
        }
    }

    static let layoutAttributes: [String: String] = [
        "left": ".left", "right": ".right", "top": ".top", "bottom": ".bottom", "leading": ".leading", "trailing": ".trailing",
        "width": ".width", "height": ".height", "centerX": ".centerX", "centerY": ".centerY", "baseline": ".lastBaseline",
        "lastBaseline": ".lastBaseline", "firstBaseline": ".firstBaseline", "leftMargin": ".leftMargin",
        "rightMargin": ".rightMargin", "topMargin": ".topMargin", "bottomMargin": ".bottomMargin",
        "leadingMargin": ".leadingMargin", "trailingMargin": ".trailingMargin",
        "centerXWithinMargins": ".centerXWithinMargins", "centerYWithinMargins": ".centerYWithinMargins",
        "notAnAttribute": ".notAnAttribute",
    ]

    /// An item of a constraint and its attribute: the old top/bottom layout guides become the root
    /// view's safe area (topLayoutGuide.bottom ≡ safeAreaLayoutGuide.top on iOS 11 and later).
    func constraintItem(_ id: String, _ attribute: String, at c: IBElement) -> (String, String)? {
        guard let a = Self.layoutAttributes[attribute] else {
            warn(c, "constraint attribute \"\(attribute)\" is not mapped (constraint ignored)")
            return nil
        }
        if topLayoutGuideIDs.contains(id) || bottomLayoutGuideIDs.contains(id) {
            guard let root = rootViewVar else { return nil }
            let top = topLayoutGuideIDs.contains(id)
            switch (top, attribute) {
            case (true, "bottom"): return ("\(root).safeAreaLayoutGuide", ".top")
            case (true, "top"): return (root, ".top")
            case (false, "top"): return ("\(root).safeAreaLayoutGuide", ".bottom")
            case (false, "bottom"): return (root, ".bottom")
            default:
                warn(c, "a constraint on the \(top ? "top" : "bottom") layout guide's \(attribute) is not mapped (constraint ignored)")
                return nil
            }
        }
        guard let ref = objects[id] else {
            warn(c, "constraint names an object (\(id)) that is not in this scene or is not mapped (constraint ignored)")
            return nil
        }
        return (ref.expression, a)
    }

    /// The kind of a layout attribute for pairing: "x" and "y" locations, or "size" (width and height
    /// may be related to each other, as aspect ratios are). Nil for a name not known here.
    static func attributeAxis(_ name: String) -> String? {
        switch name {
        case "left", "right", "leading", "trailing", "centerX", "leftMargin", "rightMargin", "leadingMargin",
             "trailingMargin", "centerXWithinMargins": return "x"
        case "top", "bottom", "centerY", "baseline", "lastBaseline", "firstBaseline", "topMargin", "bottomMargin",
             "centerYWithinMargins": return "y"
        case "width", "height": return "size"
        default: return nil
        }
    }

    /// Makes the pending constraints, each added to the view that holds it in the XML.
    func emitConstraints(indent: Int) {
        for (c, owner) in pendingConstraints {
            tracker.visit(c)
            guard c.name == "constraint" else { warn(c, "<\(c.name)> inside <constraints> is not mapped (ignored)"); continue }
            if let id = c["id"], excluded.contains(id) { tracker.markAllAttributes(c); continue }
            if bool(c, "placeholder") == true { tracker.markAllAttributes(c); continue }   // removed at build time, as Xcode does
            let firstAttr = attr(c, "firstAttribute") ?? "notAnAttribute"
            let first: (String, String)
            if let fid = attr(c, "firstItem") {
                guard let item = constraintItem(fid, firstAttr, at: c) else { continue }
                first = item
            } else {
                guard let a = Self.layoutAttributes[firstAttr] else { warn(c, "constraint attribute \"\(firstAttr)\" is not mapped (constraint ignored)"); continue }
                first = (owner, a)
            }
            var second: (String, String)?
            if let sid = attr(c, "secondItem") {
                let secondAttr = attr(c, "secondAttribute") ?? firstAttr
                // NSLayoutConstraint raises for an x-axis anchor against a y-axis one, or a location
                // against a size ("Invalid pairing of layout attributes"): the build says so instead.
                if let a = Self.attributeAxis(firstAttr), let b = Self.attributeAxis(secondAttr), a != b {
                    warn(c, "constraint relates \(firstAttr) to \(secondAttr): UIKit refuses that pairing of layout attributes (constraint ignored)")
                    tracker.markAllAttributes(c)
                    continue
                }
                guard let item = constraintItem(sid, secondAttr, at: c) else { continue }
                second = item
            } else {
                _ = attr(c, "secondAttribute")
            }
            let relation: String
            switch attr(c, "relation") {
            case nil, "equal"?: relation = ".equal"
            case "greaterThanOrEqual"?: relation = ".greaterThanOrEqual"
            case "lessThanOrEqual"?: relation = ".lessThanOrEqual"
            case let r?: warn(c, "relation=\"\(r)\" is not mapped (constraint ignored)"); continue
            }
            var multiplier = 1.0
            if let m = attr(c, "multiplier") {
                // "0.5", "16:9" (Xcode writes ratios so), "3/2" (typed in the inspector, kept as written).
                let parts = m.split(whereSeparator: { $0 == ":" || $0 == "/" }).map { Double($0.trimmingCharacters(in: .whitespaces)) }
                if parts.count == 2, let a = parts[0], let b = parts[1], b != 0 { multiplier = a / b }
                else if parts.count == 1, let a = parts[0] { multiplier = a }
                else { warn(c, "multiplier=\"\(m)\" is not a number or ratio (1 used)") }
            }
            let constant = number(c, "constant") ?? 0
            _ = attr(c, "symbolic")
            let v = newVar("c")
            let secondItem = second.map { $0.0 } ?? "nil"
            let secondAttr = second.map { $0.1 } ?? ".notAnAttribute"
            writer.emit("let \(v) = NSLayoutConstraint(item: \(first.0), attribute: \(first.1), relatedBy: \(relation), toItem: \(secondItem), attribute: \(secondAttr), multiplier: \(SwiftLiteral.number(multiplier)), constant: \(SwiftLiteral.number(constant)))", line: c.line, indent: indent)
            if var p = number(c, "priority"), p != 1000 {
                if p < 1 || p > 1000 {
                    // UIKit raises for a priority outside 1…1000 (NSLayoutConstraint's documented range).
                    warn(c, "constraint priority \(SwiftLiteral.number(p)) is outside UIKit's 1…1000 (clamped)")
                    p = min(max(p, 1), 1000)
                }
                if p != 1000 { writer.emit("\(v).priority = UILayoutPriority(\(SwiftLiteral.number(p)))", line: c.line, indent: indent) }
            }
            if let ident = attr(c, "identifier") { writer.emit("\(v).identifier = \(SwiftLiteral.string(ident))", line: c.line, indent: indent) }
            if let active = bool(c, "active"), !active { continue }
            writer.emit("\(owner).addConstraint(\(v))", line: c.line, indent: indent)
            if let id = c["id"] { objects[id] = ObjectRef(expression: v, baseType: "NSLayoutConstraint", element: c) }
        }
        pendingConstraints = []
    }

    /// `userDefinedRuntimeAttributes`: each set by its key path as Swift property accesses, so a key path
    /// the object does not have is a compile error at the storyboard's line (on iOS: "not key value
    /// coding-compliant" at run time). Key paths into the user's class go through a cast to it.
    func emitRuntimeAttributes(indent: Int) {
        for (list, ref) in pendingRuntimeAttributes {
            tracker.visit(list)
            for a in list.children("userDefinedRuntimeAttribute") {
                tracker.visit(a)
                guard let keyPath = attr(a, "keyPath"), let type = attr(a, "type") else { continue }
                // Empty components kept: "a..b" is no key path (KVC would fail on it), not "a.b".
                let components = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                guard !components.isEmpty, components.allSatisfy(SwiftLiteral.isIdentifier) else {
                    warn(a, "runtime attribute key path \"\(keyPath)\" is not a chain of Swift names (ignored)")
                    continue
                }
                guard let value = runtimeValue(a, type: type) else {
                    if Self.runtimeAttributeTypes.contains(type) {
                        let given = a["value"].map { " \"\($0.prefix(80))\"" } ?? ""
                        warn(a, "runtime attribute \"\(keyPath)\": the \(type) value\(given) cannot be read (ignored)")
                    }
                    continue
                }
                // Through the user's class when it (or its superclasses in the target) declares the first name.
                var receiver = ref.expression
                if let custom = ref.customClass, index.property(components[0], in: custom) != nil {
                    receiver = "(\(ref.expression) as! \(custom))"
                }
                let path = ([receiver] + components).joined(separator: ".")
                writer.emit("__ibSetRuntimeAttribute(&\(path), \(value))", line: a.line, indent: indent)
            }
        }
        pendingRuntimeAttributes = []
    }

    /// The runtime attribute types mapped (a value that cannot be read for one of them is a warning).
    static let runtimeAttributeTypes: Set<String> = ["number", "boolean", "string", "localizedString", "color", "image", "point", "size", "rect"]

    func runtimeValue(_ a: IBElement, type: String) -> String? {
        switch type {
        case "number":
            if let v = a.child(key: "value") {
                tracker.visit(v)
                guard let n = number(v, "value") else { return nil }
                return v.name == "integer" ? "__IBNumber(\(SwiftLiteral.number(n)))" : "__IBNumber(\(n))"
            }
            guard let n = number(a, "value") else { return nil }
            return "__IBNumber(\(n))"
        case "boolean":
            guard let b = bool(a, "value") else { return nil }
            return "\(b)"
        case "string", "localizedString":
            if let s = attr(a, "value") { return SwiftLiteral.string(s) }
            // Xcode writes a string with line breaks as a child: `<string key="value">one&#10;two</string>`.
            if let v = a.child(key: "value") { tracker.visitAll(v); return SwiftLiteral.string(attr(v, "value") ?? v.text) }
            return nil
        case "color":
            guard let c = a.child("color", key: "value") else { return nil }
            return color(c)
        case "image":
            guard let s = attr(a, "value") else { return nil }
            return "UIImage(named: \(SwiftLiteral.string(s)))"
        case "point":
            guard let p = a.child("point", key: "value") else { return nil }
            return point(p)
        case "size":
            guard let s = a.child("size", key: "value") else { return nil }
            return size(s)
        case "rect":
            guard let r = a.child("rect", key: "value") else { return nil }
            return rect(r)
        case "nil":
            return "nil as AnyObject?"
        default:
            warn(a, "runtime attribute type \"\(type)\" is not mapped (ignored)")
            for c in a.children { tracker.visitAll(c) }
            return nil
        }
    }
}
