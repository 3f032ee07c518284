import Foundation

/// Bar items of a scene's controller, made with the controller (as UIKit decodes them): the navigation
/// item's title, bar button items and title view, toolbar items, the tab bar item.
extension DocumentCompiler {
    static let barButtonSystemItems: Set<String> = [
        "done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply", "action", "organize",
        "bookmarks", "search", "refresh", "stop", "camera", "trash", "play", "pause", "rewind", "fastForward", "undo",
        "redo", "pageCurl", "close",
    ]
    static let tabBarSystemItems: Set<String> = [
        "more", "favorites", "featured", "topRated", "recents", "contacts", "history", "bookmarks", "search", "downloads",
        "mostRecent", "mostViewed",
    ]

    /// `image="name"` with `catalog="system"`: an SF Symbol; otherwise a named image.
    func namedImage(_ name: String, in e: IBElement) -> String {
        attr(e, "catalog") == "system" ? "UIImage(systemName: \(SwiftLiteral.string(name)))" : "UIImage(named: \(SwiftLiteral.string(name)))"
    }

    /// Makes a bar button item; returns its variable.
    func makeBarButtonItem(_ e: IBElement, indent: Int = 2) -> String {
        tracker.visit(e)
        let v = newVar("item")
        let style = enumValue(e, "style", ["plain": ".plain", "done": ".done", "bordered": ".plain"]) ?? ".plain"
        if let system = attr(e, "systemItem") {
            if Self.barButtonSystemItems.contains(system) {
                writer.emit("let \(v) = UIBarButtonItem(barButtonSystemItem: .\(system), target: nil, action: nil)", line: e.line, indent: indent)
            } else {
                warn(e, "systemItem=\"\(system)\" is not a system item UIKit names; an empty item is made")
                writer.emit("let \(v) = UIBarButtonItem(title: nil, style: \(style), target: nil, action: nil)", line: e.line, indent: indent)
            }
        } else if let image = attr(e, "image") {
            writer.emit("let \(v) = UIBarButtonItem(image: \(namedImage(image, in: e)), style: \(style), target: nil, action: nil)", line: e.line, indent: indent)
        } else if let r = e.child("imageReference", key: "image") {
            var made = false
            imageReference(r) { x in
                self.writer.emit("let \(v) = UIBarButtonItem(image: \(x), style: \(style), target: nil, action: nil)", line: e.line, indent: indent)
                made = true
            }
            if !made { writer.emit("let \(v) = UIBarButtonItem(title: nil, style: \(style), target: nil, action: nil)", line: e.line, indent: indent) }
        } else {
            writer.emit("let \(v) = UIBarButtonItem(title: \(attr(e, "title").map(SwiftLiteral.string) ?? "nil"), style: \(style), target: nil, action: nil)", line: e.line, indent: indent)
        }
        if e["systemItem"] != nil || e["image"] != nil || e.child("imageReference", key: "image") != nil, let t = attr(e, "title") {
            writer.emit("\(v).title = \(SwiftLiteral.string(t))", line: e.line, indent: indent)
        }
        if let w = number(e, "width") { writer.emit("\(v).width = \(SwiftLiteral.number(w))", line: e.line, indent: indent) }
        if let t = attr(e, "tag").flatMap(Int.init) { writer.emit("\(v).tag = \(t)", line: e.line, indent: indent) }
        if let en = bool(e, "enabled") { writer.emit("\(v).isEnabled = \(en)", line: e.line, indent: indent) }
        if let c = e.child("color", key: "tintColor"), let x = color(c) { writer.emit("\(v).tintColor = \(x)", line: c.line, indent: indent) }
        if let custom = e.children.first(where: { $0["key"] == "customView" && Self.isViewElement($0.name) }) {
            let cv = makeView(custom, parent: nil, indent: indent)
            writer.emit("\(v).customView = \(cv)", line: custom.line, indent: indent)
        }
        let ref = ObjectRef(expression: v, baseType: "UIBarButtonItem", customClass: nil, element: e)
        if let id = e["id"] { objects[id] = ref }
        if let connections = e.child("connections") {
            tracker.visit(connections)
            for c in connections.children { pendingConnections.append((c, ref)) }
        }
        return v
    }

    func navigationItemContents(_ item: IBElement, indent: Int) {
        tracker.visit(item)
        let n = "vc.navigationItem"
        if let t = attr(item, "title") { writer.emit("\(n).title = \(SwiftLiteral.string(t))", line: item.line, indent: indent) }
        if let p = attr(item, "prompt") { writer.emit("\(n).prompt = \(SwiftLiteral.string(p))", line: item.line, indent: indent) }
        if let h = bool(item, "hidesBackButton") { writer.emit("\(n).hidesBackButton = \(h)", line: item.line, indent: indent) }
        if let s = bool(item, "leftItemsSupplementBackButton") { writer.emit("\(n).leftItemsSupplementBackButton = \(s)", line: item.line, indent: indent) }
        if let m = enumValue(item, "largeTitleDisplayMode", ["automatic": ".automatic", "always": ".always", "never": ".never"]) {
            writer.emit("\(n).largeTitleDisplayMode = \(m)", line: item.line, indent: indent)
        }
        if let b = attr(item, "backButtonTitle") { writer.emit("\(n).backButtonTitle = \(SwiftLiteral.string(b))", line: item.line, indent: indent) }
        _ = attr(item, "style")
        for x in item.children {
            switch (x.name, x["key"]) {
            case ("barButtonItem", "rightBarButtonItem"), ("barButtonItem", "leftBarButtonItem"), ("barButtonItem", "backBarButtonItem"):
                let b = makeBarButtonItem(x, indent: indent)
                writer.emit("\(n).\(x["key"] ?? "") = \(b)", line: x.line, indent: indent)
            case ("rightBarButtonItems", _), ("leftBarButtonItems", _):
                tracker.visit(x)
                let items = x.children("barButtonItem").map { makeBarButtonItem($0, indent: indent) }
                writer.emit("\(n).\(x.name) = [\(items.joined(separator: ", "))]", line: x.line, indent: indent)
            case (let name, let key?) where Self.appearanceElements[name] == "UINavigationBarAppearance" && ["standardAppearance", "compactAppearance", "scrollEdgeAppearance"].contains(key):
                writer.emit("\(n).\(key) = \(barAppearance(x, type: "UINavigationBarAppearance", indent: indent))", line: x.line, indent: indent)
            case (_, "titleView") where Self.isViewElement(x.name):
                let tv = makeView(x, parent: nil, indent: indent)
                writer.emit("\(n).titleView = \(tv)", line: x.line, indent: indent)
            default:
                warn(x, "<\(x.name)\(x["key"].map { " key=\"\($0)\"" } ?? "")> of a navigation item is not mapped (ignored)")
                tracker.visitAll(x)
            }
        }
    }

    func toolbarItems(_ list: IBElement, indent: Int) {
        tracker.visit(list)
        let items = list.children("barButtonItem").map { makeBarButtonItem($0, indent: indent) }
        writer.emit("vc.toolbarItems = [\(items.joined(separator: ", "))]", line: list.line, indent: indent)
    }

    func tabBarItemContents(_ item: IBElement, indent: Int) {
        tracker.visit(item)
        let tag = attr(item, "tag").flatMap(Int.init) ?? 0
        if let system = attr(item, "systemItem") {
            if Self.tabBarSystemItems.contains(system) {
                writer.emit("vc.tabBarItem = UITabBarItem(tabBarSystemItem: .\(system), tag: \(tag))", line: item.line, indent: indent)
            } else {
                warn(item, "tab bar systemItem=\"\(system)\" is not one UIKit names (ignored)")
            }
        } else {
            var image = attr(item, "image").map { namedImage($0, in: item) } ?? "nil"
            if let r = item.child("imageReference", key: "image") { imageReference(r) { image = $0 } }
            writer.emit("vc.tabBarItem = UITabBarItem(title: \(attr(item, "title").map(SwiftLiteral.string) ?? "nil"), image: \(image), tag: \(tag))", line: item.line, indent: indent)
        }
        if let s = attr(item, "selectedImage") { writer.emit("vc.tabBarItem.selectedImage = UIImage(named: \(SwiftLiteral.string(s)))", line: item.line, indent: indent) }
        if let r = item.child("imageReference", key: "selectedImage") { imageReference(r) { x in self.writer.emit("vc.tabBarItem.selectedImage = \(x)", line: r.line, indent: indent) } }
        if let b = attr(item, "badgeValue") { writer.emit("vc.tabBarItem.badgeValue = \(SwiftLiteral.string(b))", line: item.line, indent: indent) }
        for x in item.children where x.name != "imageReference" {
            warn(x, "<\(x.name)> of a tab bar item is not mapped (ignored)")
            tracker.visitAll(x)
        }
    }
}
