import Foundation

/// Storyboard scenes (controllers, their views, segues) and xib top-level objects.
extension DocumentCompiler {
    static let controllerClasses: [String: String] = [
        "viewController": "UIViewController", "navigationController": "UINavigationController",
        "tableViewController": "UITableViewController", "collectionViewController": "UICollectionViewController",
        "pageViewController": "UIPageViewController", "splitViewController": "UIViewController",
        "tabBarController": "UITabBarController", "avPlayerViewController": "UIViewController",
        "hostingController": "UIViewController", "glkViewController": "UIViewController",
    ]
    /// Controllers MotionLab makes as plain `UIViewController`s (with a warning).
    static let standInControllers: Set<String> = [
        "splitViewController",
        "avPlayerViewController", "hostingController", "glkViewController",
    ]

    /// A destination of a segue: a scene of this storyboard, or a storyboard reference.
    enum SceneTarget {
        case scene(String)
        case reference(storyboard: String?, identifier: String?)
    }

    // MARK: Storyboards

    func compileStoryboard() {
        var sceneFunctions: [(id: String, identifier: String?, function: String)] = []
        var targets: [String: SceneTarget] = [:]
        var scenes: [(IBElement, IBElement)] = []   // (scene, controller)
        if let list = root.child("scenes") {
            tracker.visit(list)
            for scene in list.children {
                tracker.visit(scene)
                _ = attr(scene, "sceneID")
                guard scene.name == "scene" else { continue }
                guard let objectsElement = scene.child("objects") else { continue }
                tracker.visit(objectsElement)
                for o in objectsElement.children {
                    if o.name == "viewControllerPlaceholder" {
                        tracker.visit(o)
                        if let id = o["id"] {
                            targets[id] = .reference(storyboard: attr(o, "storyboardName"), identifier: attr(o, "referencedIdentifier"))
                            _ = attr(o, "storyboardIdentifier")
                        }
                    } else if Self.controllerClasses[o.name] != nil, let id = o["id"] {
                        targets[id] = .scene(id)
                        scenes.append((scene, o))
                    }
                }
                for p in scene.children where p.name == "point" { tracker.visitAll(p) }
            }
        }
        self.sceneTargets = targets
        let initial = attr(root, "initialViewController")
        var n = 0
        for (scene, controller) in scenes {
            n += 1
            let function = "scene\(n)"
            compileScene(scene, controller, function: function)
            sceneFunctions.append((controller["id"] ?? "", controller["storyboardIdentifier"], function))
        }
        writer.plain("")
        writer.plain("    static func register() {")
        writer.plain("        InterfaceBuilderRegistry.register(StoryboardDefinition(name: \(SwiftLiteral.string(name)), path: \(SwiftLiteral.string(path)), initialSceneID: \(initial.map(SwiftLiteral.string) ?? "nil"), scenes: [")
        for s in sceneFunctions {
            writer.plain("            StoryboardSceneDefinition(id: \(SwiftLiteral.string(s.id)), identifier: \(s.identifier.map(SwiftLiteral.string) ?? "nil"), make: \(s.function)),")
        }
        writer.plain("        ]))")
        writer.plain("    }")
    }

    func resetFunctionState() {
        objects = [:]
        pendingConstraints = []
        pendingConnections = []
        pendingRuntimeAttributes = []
        awakeVars = []
        deferredEmbeds = []
        rootViewVar = nil
        topLayoutGuideIDs = []
        bottomLayoutGuideIDs = []
        exitIDs = []
        firstResponderIDs = []
    }

    /// One scene: `sceneN(context)` makes the controller (its class's `init?(coder:)`), records its
    /// segues and view loader; `sceneN_view(owner)` makes its view when the controller loads it.
    func compileScene(_ scene: IBElement, _ controller: IBElement, function: String) {
        resetFunctionState()
        tracker.visit(controller)
        let line = controller.line
        let base = Self.controllerClasses[controller.name] ?? "UIViewController"
        if Self.standInControllers.contains(controller.name) {
            warn(controller, "<\(controller.name)> is not available in MotionLab: a plain UIViewController stands in for it")
        }
        let made = base
        // What stands in when the class's init?(coder:) returns nil.
        let fallback = base == "UICollectionViewController" ? "UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())" : "\(made)(nibName: nil, bundle: nil)"
        let custom = customClass(of: controller)
        sceneClass = custom
        _ = attr(controller, "storyboardIdentifier")
        // The scene's segues, numbered: the controller keeps their templates, triggers name them by index.
        var segueTemplates: [(String, Int)] = []
        segueIndex = [:]
        var relationships: [IBElement] = []
        for s in controller.descendants() where s.name == "segue" {
            if attr(s, "kind") == "relationship" { tracker.visit(s); relationships.append(s); continue }
            if let template = segueTemplate(s) {
                if let id = s["id"] { segueIndex[id] = segueTemplates.count }
                segueTemplates.append((template, s.line))
            }
        }

        writer.plain("")
        writer.plain("    static func \(function)(_ context: StoryboardSceneContext) -> UIViewController {")
        if controller.name == "pageViewController" {
            writer.emit("let coder = context.coder(pageViewController: \(pageViewControllerAttributes(controller)))", line: line)
        } else {
            writer.emit("let coder = context.coder()", line: line)
        }
        if let custom {
            writer.emit("let vc: UIViewController = context.creator?(coder) ?? (\(custom)(coder: coder) as UIViewController?) ?? \(fallback)", line: line)
        } else {
            writer.emit("let vc: UIViewController = context.creator?(coder) ?? \(made)(coder: coder) ?? \(fallback)", line: line)
        }
        if let t = attr(controller, "title") { writer.emit("vc.title = \(SwiftLiteral.string(t))", line: line) }
        if let h = bool(controller, "hidesBottomBarWhenPushed") { writer.emit("vc.hidesBottomBarWhenPushed = \(h)", line: line) }
        if let s = enumValue(controller, "modalPresentationStyle", Self.presentationStyles) { writer.emit("vc.modalPresentationStyle = \(s)", line: line) }
        if let s = enumValue(controller, "modalTransitionStyle", Self.transitionStyles) {
            writer.emit("vc.modalTransitionStyle = \(s)", line: line)
            if s == ".partialCurl" { warnPartialCurl(controller) }
        }
        if let bar = controller.child("navigationBar", key: "navigationBar") { navigationBar(bar, indent: 2) }
        if let bar = controller.child("tabBar", key: "tabBar") { tabBar(bar, indent: 2) }
        if let toolbar = controller.child("toolbar", key: "toolbar") {
            // A navigation controller's toolbar: its appearances mapped, the rest read as before.
            let appearances = barAppearances(of: toolbar, to: "(vc as? UINavigationController)?.toolbar", indent: 2)
            tracker.visit(toolbar)
            tracker.markAllAttributes(toolbar)
            for x in toolbar.children where !appearances.contains(where: { $0 === x }) && Self.appearanceElements[x.name] == nil { tracker.visitAll(x) }
        }
        if let clears = bool(controller, "clearsSelectionOnViewWillAppear") {
            let type = controller.name == "collectionViewController" ? "UICollectionViewController" : "UITableViewController"
            writer.emit("(vc as? \(type))?.clearsSelectionOnViewWillAppear = \(clears)", line: line)
        }
        if let hidden = bool(controller, "toolbarHidden") { writer.emit("(vc as? UINavigationController)?.isToolbarHidden = \(hidden)", line: line) }
        if let hidden = bool(controller, "navigationBarHidden") { writer.emit("(vc as? UINavigationController)?.isNavigationBarHidden = \(hidden)", line: line) }
        for x in controller.children where ["simulatedMetricsContainer", "freeformSimulatedSizeMetrics", "size", "extendedEdge", "modalPageSheetSimulatedSizeMetrics"].contains(x.name) {
            tracker.visitAll(x)
        }
        if let c = controller.child("connections") { tracker.visit(c) }
        let hasView = controller.child("view", key: "view") != nil || controller.children.contains { Self.isViewElement($0.name) && $0["key"] == "view" }
        writer.emit("\(segueTemplates.isEmpty ? "let" : "var") segues: [StoryboardSegueTemplate] = []", line: line)
        for (t, l) in segueTemplates { writer.emit("segues.append(\(t))", line: l) }
        writer.emit("context.attach(vc, view: \(hasView ? "\(function)_view" : "nil"), segues: segues)", line: line)
        // Bar items are the controller's (made with it, as UIKit decodes them), with their actions,
        // segues and the controller's outlets to them.
        ownerVar = "vc"
        let vcRef = ObjectRef(expression: "vc", baseType: "UIViewController", customClass: custom, element: controller)
        if let id = controller["id"] { objects[id] = vcRef }
        if let item = controller.child("navigationItem", key: "navigationItem") { navigationItemContents(item, indent: 2) }
        if let list = controller.child("toolbarItems") { toolbarItems(list, indent: 2) }
        if let item = controller.child("tabBarItem", key: "tabBarItem") { tabBarItemContents(item, indent: 2) }
        sceneLevelIDs = Set(objects.keys).subtracting([controller["id"] ?? ""])
        for c in controller.child("connections")?.children ?? [] where ["outlet", "outletCollection"].contains(c.name) {
            if let d = c["destination"], sceneLevelIDs.contains(d) { pendingConnections.append((c, vcRef)) }
        }
        emitConnections(indent: 2)
        for e in deferredEmbeds { writer.emit(e.code, line: e.line, indent: 2) }
        deferredEmbeds = []
        ownerVar = "owner"
        let sceneObjects = objects
        objects = [:]
        for r in relationships {
            guard let dest = r["destination"], case .scene(let sceneID)? = sceneTargets[dest] ?? nil else {
                if let dest = r["destination"], case .reference(let sb, let ident)? = sceneTargets[dest] {
                    relationship(r, "context.reference(storyboard: \(sb.map(SwiftLiteral.string) ?? "nil"), identifier: \(ident.map(SwiftLiteral.string) ?? "nil"))")
                }
                continue
            }
            relationship(r, "context.instantiate(sceneID: \(SwiftLiteral.string(sceneID)))")
        }
        if let attributes = controller.child("userDefinedRuntimeAttributes") {
            pendingRuntimeAttributes.append((attributes, ObjectRef(expression: "vc", baseType: "UIViewController", customClass: custom, element: controller)))
            emitRuntimeAttributes(indent: 2)
        }
        writer.emit("context.awake(vc)", line: line)
        writer.plain("        return vc")
        writer.plain("    }")
        if hasView { compileSceneView(scene, controller, custom: custom, function: function, sceneObjects: sceneObjects) }
    }

    /// A `<pageViewController>`'s attributes as `InterfaceBuilderCoder.PageViewControllerAttributes`
    /// (UIKit's raw values; Xcode's defaults — page curl, horizontal, spine at min — when absent).
    func pageViewControllerAttributes(_ e: IBElement) -> String {
        let style = enumRaw(e, "transitionStyle", ["pageCurl": 0, "scroll": 1], default: 0)
        let orientation = enumRaw(e, "navigationOrientation", ["horizontal": 0, "vertical": 1], default: 0)
        let spine = enumRaw(e, "spineLocation", ["none": 0, "min": 1, "mid": 2, "max": 3], default: 1)
        var spacing = 0.0
        if let text = attr(e, "pageSpacing") {
            if let v = Double(text), v.isFinite, v >= 0 { spacing = v } else { warn(e, "pageSpacing=\"\(text.prefix(40))\" is not a spacing in points (0 used)") }
        }
        let doubleSided = bool(e, "doubleSided") ?? false
        _ = attr(e, "autoresizesArchivedViewToFullSize")
        return "InterfaceBuilderCoder.PageViewControllerAttributes(transitionStyle: \(style), navigationOrientation: \(orientation), spineLocation: \(spine), interPageSpacing: \(spacing), isDoubleSided: \(doubleSided))"
    }

    /// An enumeration attribute's raw value, warning (and taking `fallback`) for one it does not know.
    private func enumRaw(_ e: IBElement, _ name: String, _ values: [String: Int], default fallback: Int) -> Int {
        guard let text = attr(e, name) else { return fallback }
        if let v = values[text] { return v }
        warn(e, "\(name)=\"\(text.prefix(40))\" is not mapped (\(fallback) used)")
        return fallback
    }

    func relationship(_ r: IBElement, _ destination: String) {
        switch attr(r, "relationship") {
        case "rootViewController":
            writer.emit("(vc as? UINavigationController)?.setViewControllers([\(destination)], animated: false)", line: r.line)
        case "viewControllers":
            writer.emit("__ibAddTabViewController(vc, \(destination))", line: r.line)
        case let other:
            warn(r, "relationship segue \"\(other ?? "")\" is not mapped (ignored)")
        }
        for a in ["destination", "kind", "id"] { tracker.use(r, a) }
    }

    func navigationBar(_ bar: IBElement, indent: Int) {
        tracker.visit(bar)
        for x in bar.children where x.name == "rect" || x.name == "autoresizingMask" { tracker.visitAll(x) }
        for c in bar.children("color") {
            if let key = c["key"], ["tintColor", "barTintColor"].contains(key), let col = color(c) {
                writer.emit("(vc as? UINavigationController)?.navigationBar.\(key) = \(col)", line: c.line, indent: indent)
            } else { tracker.visitAll(c) }
        }
        if let hidden = bool(bar, "hidden"), hidden { writer.emit("(vc as? UINavigationController)?.isNavigationBarHidden = true", line: bar.line, indent: indent) }
        _ = attr(bar, "contentMode")
        if bool(bar, "largeTitles") == true {
            writer.emit("(vc as? UINavigationController)?.navigationBar.prefersLargeTitles = true", line: bar.line, indent: indent)
        }
        if attr(bar, "barStyle") == "black" {
            writer.emit("(vc as? UINavigationController)?.navigationBar.barStyle = .black", line: bar.line, indent: indent)
        }
        if bool(bar, "translucent") == false {
            writer.emit("(vc as? UINavigationController)?.navigationBar.isTranslucent = false", line: bar.line, indent: indent)
        }
        let navBar = "(vc as? UINavigationController)?.navigationBar"
        barAppearances(of: bar, to: navBar, indent: indent)
        for t in bar.children("textAttributes") where ["titleTextAttributes", "largeTitleTextAttributes"].contains(t["key"] ?? "") {
            writer.emit("\(navBar).\(t["key"] ?? "") = \(textAttributes(t))", line: t.line, indent: indent)
        }
    }

    func tabBar(_ bar: IBElement, indent: Int) {
        tracker.visit(bar)
        for x in bar.children where ["rect", "autoresizingMask"].contains(x.name) { tracker.visitAll(x) }
        for c in bar.children("color") {
            if let key = c["key"], ["tintColor", "barTintColor"].contains(key), let col = color(c) {
                writer.emit("(vc as? UITabBarController)?.tabBar.\(key) = \(col)", line: c.line, indent: indent)
            } else { tracker.visitAll(c) }
        }
        barAppearances(of: bar, to: "(vc as? UITabBarController)?.tabBar", indent: indent)
        for a in ["contentMode", "barStyle", "translucent", "itemPositioning"] { _ = attr(bar, a) }
    }

    /// The template expression of a segue (nil with a warning when it cannot be performed).
    func segueTemplate(_ s: IBElement) -> String? {
        tracker.visit(s)
        let kind = attr(s, "kind") ?? ""
        let identifier = attr(s, "identifier").map(SwiftLiteral.string) ?? "nil"
        let line = s.line
        var destination = "nil"
        if kind != "unwind" {
            guard let d = attr(s, "destination"), let target = sceneTargets[d] else {
                warn(s, "segue to an object that is not a scene of this storyboard (ignored)")
                return nil
            }
            switch target {
            case .scene(let id): destination = ".scene(\(SwiftLiteral.string(id)))"
            case .reference(let sb, let ident): destination = ".reference(storyboard: \(sb.map(SwiftLiteral.string) ?? "nil"), identifier: \(ident.map(SwiftLiteral.string) ?? "nil"))"
            }
        } else {
            _ = attr(s, "destination")
        }
        let kinds = ["show": ".show", "showDetail": ".showDetail", "presentation": ".presentation", "modal": ".presentation",
                     "popoverPresentation": ".presentation", "popover": ".presentation", "custom": ".custom", "unwind": ".unwind",
                     "embed": ".embed", "push": ".show", "replace": ".showDetail"]
        guard let k = kinds[kind] else {
            warn(s, "segue kind \"\(kind)\" is not mapped (ignored)")
            return nil
        }
        var args = ["identifier: \(identifier)", "kind: \(k)", "destination: \(destination)", "line: \(line)"]
        if let a = bool(s, "animates") { args.append("animates: \(a)") }
        if let p = enumValue(s, "modalPresentationStyle", Self.presentationStyles) { args.append("presentationStyle: \(p)") }
        if let t = enumValue(s, "modalTransitionStyle", Self.transitionStyles) {
            args.append("transitionStyle: \(t)")
            if t == ".partialCurl" { warnPartialCurl(s) }
        }
        if let c = attr(s, "customClass") {
            tracker.use(s, "customModule"); tracker.use(s, "customModuleProvider")
            if index.declaresClass(c) {
                args.append("segueClass: { \(c)(identifier: $0, source: $1, destination: $2) }")
            } else {
                warn(s, "Unknown segue class \(c): the target declares no class \(c); the segue is performed as its kind")
            }
        }
        if let selector = attr(s, "destinationCreationSelector") {
            if kind == "unwind" {
                warn(s, "destinationCreationSelector on an unwind segue (ignored: an unwind segue makes no destination)")
            } else if let owner = sceneClass {
                if let (type, method) = plan.segueAction(type: owner, selector: selector, path: path, line: line) {
                    args.append("destinationCreator: { ($0 as? \(type))?.\(method)($1, $2, $3) }")
                }
            } else {
                warn(s, "destinationCreationSelector=\"\(selector)\" on a segue of a scene without a custom class: UIKit's controller has no such method (ignored)")
            }
        }
        if kind == "unwind" {
            guard let action = attr(s, "unwindAction") else { warn(s, "unwind segue without unwindAction (ignored)"); return nil }
            let handlers = plan.unwindActions(selector: action, path: path, line: line)
            if handlers.isEmpty { warn(s, "no class of the target has the unwind action \(action) (the segue finds no destination)") }
            let list = handlers.map { "{ ($0 as? \($0.owner)).map { v in { s in v.\($0.method)(s) } } }" }
            args.append("unwindAction: StoryboardUnwindAction(selector: \(SwiftLiteral.string(action)), handlers: [\(list.joined(separator: ", "))])")
        }
        for a in ["id", "destination", "kind", "popoverAnchorView", "popoverAnchorBarButtonItem"] { tracker.use(s, a) }
        for x in s.children { tracker.visitAll(x) }   // popover arrow directions
        return "StoryboardSegueTemplate(" + args.joined(separator: ", ") + ")"
    }

    /// The controller's view and the scene's other objects, made when the controller loads its view.
    func compileSceneView(_ scene: IBElement, _ controller: IBElement, custom: String?, function: String, sceneObjects: [String: ObjectRef]) {
        writer.plain("")
        writer.plain("    static func \(function)_view(_ owner: UIViewController) -> UIView {")
        let ownerRef = ObjectRef(expression: "owner", baseType: "UIViewController", customClass: custom, element: controller)
        if let id = controller["id"] { objects[id] = ownerRef }
        if let guides = controller.child("layoutGuides") {
            tracker.visit(guides)
            for g in guides.children {
                tracker.visit(g)
                guard let id = g["id"] else { continue }
                if attr(g, "type") == "top" { topLayoutGuideIDs.insert(id) } else { bottomLayoutGuideIDs.insert(id) }
            }
        }
        if let objectsElement = scene.child("objects") {
            for o in objectsElement.children {
                switch o.name {
                case "placeholder":
                    tracker.visit(o)
                    _ = attr(o, "placeholderIdentifier")
                    _ = attr(o, "customClass")   // UIResponder: the responder chain's, nothing to make
                    if o["placeholderIdentifier"] == "IBFirstResponder", let id = o["id"] { firstResponderIDs.insert(id) }
                case "exit":
                    tracker.visit(o)
                    if let id = o["id"] { exitIDs.insert(id) }
                default: break
                }
            }
        }
        guard let viewElement = controller.child("view", key: "view") ?? controller.children.first(where: { Self.isViewElement($0.name) && $0["key"] == "view" }) else { return }
        sceneFunctionName = function
        let rootVar = makeView(viewElement, parent: nil)
        rootViewVar = rootVar
        // A table view controller's "Refreshing: Enabled": its refresh control, set once the table exists.
        if let rc = controller.child("refreshControl", key: "refreshControl") {
            if controller.name == "tableViewController", viewElement.name == "tableView" {
                // The table's (the controller's `refreshControl` is its table's: the view is loading now).
                let r = makeView(rc, parent: nil)
                writer.emit("\(rootVar).refreshControl = \(r)", line: rc.line, indent: 2)
            } else {
                warn(rc, "a refresh control of a <\(controller.name)> is not a property UIKit has (ignored)")
                tracker.visitAll(rc)
            }
        }
        // Other objects of the scene: gesture recognizers, views outside the hierarchy.
        if let objectsElement = scene.child("objects") {
            for o in objectsElement.children where o !== controller {
                if Self.gestureClasses[o.name] != nil { makeGestureRecognizer(o, indent: 2) }
                else if Self.isViewElement(o.name) { makeView(o, parent: nil) }
                else if !["placeholder", "exit", "viewControllerPlaceholder"].contains(o.name) && Self.controllerClasses[o.name] == nil {
                    if o.name == "customObject" {
                        warn(o, "custom objects of a scene are not made (ignored)")
                        tracker.visitAll(o)
                    }
                }
            }
        }
        if let connections = controller.child("connections") {
            tracker.visit(connections)
            for c in connections.children {
                if let d = c["destination"], sceneLevelIDs.contains(d), ["outlet", "outletCollection"].contains(c.name) { continue }
                pendingConnections.append((c, ownerRef))
            }
        }
        finishFunction(indent: 2)
        writer.plain("        return \(rootVar)")
        writer.plain("    }")
        compilePrototypeFunctions(controllerID: controller["id"], ownerRef: ownerRef)
    }

    /// Constraints, connections, runtime attributes, `awakeFromNib` on every object made, then the
    /// container views' embed segues — as UIKit performs them once the view's nib is loaded, before
    /// `viewDidLoad`: the embedded controller's `prepare(for:sender:)` and `viewDidLoad` find the owner's
    /// outlets connected (a page view controller telling its container's page control its count).
    func finishFunction(indent: Int) {
        emitConstraints(indent: indent)
        emitConnections(indent: indent)
        emitRuntimeAttributes(indent: indent)
        for v in awakeVars { writer.emit("\(v).awakeFromNib()", line: nil, indent: indent) }
        for e in deferredEmbeds { writer.emit(e.code, line: e.line, indent: indent) }
        deferredEmbeds = []
    }

    // MARK: Xibs

    /// A xib: `instantiate(owner)` makes its top-level objects (placeholders excluded), connecting File's
    /// Owner's outlets and actions on `owner`.
    func compileXib() {
        resetFunctionState()
        guard let objectsElement = root.child("objects") else {
            warn(root, "xib without <objects>: nothing to instantiate")
            writer.plain("    static func register() {}")
            return
        }
        tracker.visit(objectsElement)
        writer.plain("")
        writer.plain("    static func instantiate(_ ownerObject: AnyObject?) -> [AnyObject] {")
        var topLevel: [String] = []
        var ownerPlaceholder: IBElement?
        for o in objectsElement.children where o.name == "placeholder" {
            tracker.visit(o)
            _ = attr(o, "placeholderIdentifier")
            if o["placeholderIdentifier"] == "IBFilesOwner" {
                ownerPlaceholder = o
                let custom = customClass(of: o)
                objects[o["id"] ?? "-1"] = ObjectRef(expression: "ownerObject", baseType: "AnyObject", customClass: custom, element: o)
                ownerClass = custom
            } else if o["placeholderIdentifier"] == "IBFirstResponder" {
                _ = attr(o, "customClass")
                if let id = o["id"] { firstResponderIDs.insert(id) }
            }
        }
        for o in objectsElement.children where o.name != "placeholder" {
            if Self.isViewElement(o.name) {
                topLevel.append(makeView(o, parent: nil))
            } else if Self.gestureClasses[o.name] != nil {
                makeGestureRecognizer(o, indent: 2)
                if let id = o["id"], let ref = objects[id] { topLevel.append(ref.expression) }
            } else if Self.controllerClasses[o.name] != nil {
                warn(o, "view controllers inside a xib are not made (ignored)")
                tracker.visitAll(o)
            } else {
                warn(o, "<\(o.name)> at the top level of a xib is not mapped (ignored)")
                tracker.visitAll(o)
            }
        }
        if let owner = ownerPlaceholder, let connections = owner.child("connections"), let ref = objects[owner["id"] ?? "-1"] {
            tracker.visit(connections)
            for c in connections.children { pendingConnections.append((c, ref)) }
        }
        finishFunction(indent: 2)
        writer.plain("        return [\(topLevel.map { "\($0) as AnyObject" }.joined(separator: ", "))]")
        writer.plain("    }")
        writer.plain("")
        writer.plain("    static func register() {")
        writer.plain("        InterfaceBuilderRegistry.register(NibDefinition(name: \(SwiftLiteral.string(name)), path: \(SwiftLiteral.string(path)), instantiate: instantiate))")
        writer.plain("    }")
    }
}

extension DocumentCompiler {
    /// `.partialCurl` (the presenting view curling up) is played as a cross-dissolve: said at build time.
    func warnPartialCurl(_ e: IBElement) {
        warn(e, "modalTransitionStyle=\"partialCurl\" plays as a cross-dissolve in MotionLab (the page curl is not drawn)")
    }
}
