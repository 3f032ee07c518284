import Foundation

/// Table and collection views as storyboards hold them: the views with their IB attributes and
/// layouts, prototype cells and supplementary views (each compiled into a function of its own that makes
/// a new one from the storyboard, registered under its reuse identifier), static sections (cells made
/// once with the table, shown by `UITableViewController`), and the classic cell styles' labels (the
/// cell's own `textLabel`/`detailTextLabel`/`imageView`, which the XML describes).
extension DocumentCompiler {
    static let listViewClasses: [String: String] = [
        "tableView": "UITableView", "collectionView": "UICollectionView", "tableViewCell": "UITableViewCell",
        "collectionViewCell": "UICollectionViewCell", "collectionReusableView": "UICollectionReusableView",
        "tableViewCellContentView": "UIView", "collectionViewCellContentView": "UIView",
    ]
    /// `style` of a table cell → `UITableViewCell.CellStyle` raw value (Basic, Right Detail, Left Detail, Subtitle).
    static let cellStyles: [String: Int] = [
        "IBUITableViewCellStyleDefault": 0, "IBUITableViewCellStyleValue1": 1, "IBUITableViewCellStyleValue2": 2,
        "IBUITableViewCellStyleSubtitle": 3,
    ]
    static let accessoryTypes: [String: String] = [
        "none": ".none", "disclosureIndicator": ".disclosureIndicator", "detailDisclosureButton": ".detailDisclosureButton",
        "checkmark": ".checkmark", "detailButton": ".detailButton",
    ]

    /// What a list view's `init?(coder:)` reads from the coder (what iOS decodes there): a table's style, a
    /// cell's style and reuse identifier, a collection view's layout (made first, here).
    func listCoderArguments(_ e: IBElement, indent: Int) -> [String] {
        var args: [String] = []
        switch e.name {
        case "tableView":
            if let s = attr(e, "style") {
                if let n = ["plain": 0, "grouped": 1, "insetGrouped": 2][s] { args.append("tableViewStyle: \(n)") }
                else { warn(e, "table view style=\"\(s)\" is not mapped; using plain") }
            }
        case "tableViewCell":
            if let s = attr(e, "style") {
                if let n = Self.cellStyles[s] { args.append("cellStyle: \(n)") }
                else { warn(e, "cell style=\"\(s)\" is not mapped; using the default style") }
            }
            if let r = attr(e, "reuseIdentifier") { args.append("reuseIdentifier: \(SwiftLiteral.string(r))") }
        case "collectionViewCell", "collectionReusableView":
            if let r = attr(e, "reuseIdentifier") { args.append("reuseIdentifier: \(SwiftLiteral.string(r))") }
        case "collectionView":
            args.append("collectionViewLayout: \(makeCollectionLayout(e, indent: indent))")
        default: break
        }
        return args
    }

    /// The fallback when the class's `init?(coder:)` returns nil (a collection view needs its layout).
    func listFallback(_ e: IBElement, frame: String) -> String? {
        guard e.name == "collectionView", let layout = lastCollectionLayout else { return nil }
        return "UICollectionView(frame: \(frame), collectionViewLayout: \(layout))"
    }

    /// `<collectionViewFlowLayout key="collectionViewLayout">` (its sizes, spacings, insets, direction) or a
    /// custom `<collectionViewLayout customClass>`; returns its variable.
    func makeCollectionLayout(_ e: IBElement, indent: Int) -> String {
        let lv = newVar("layout")
        lastCollectionLayout = lv
        let element = e.children.first { $0["key"] == "collectionViewLayout" }
        guard let element else {
            writer.emit("let \(lv): UICollectionViewLayout = UICollectionViewFlowLayout()", line: e.line, indent: indent)
            return lv
        }
        tracker.visit(element)
        let custom = customClass(of: element)
        let l = element.line
        if element.name != "collectionViewFlowLayout" {
            if let custom {
                writer.emit("let \(lv): UICollectionViewLayout = (\(custom)(coder: InterfaceBuilderCoder()) as UICollectionViewLayout?) ?? UICollectionViewFlowLayout()", line: l, indent: indent)
            } else {
                if element.name != "collectionViewLayout" { warn(element, "<\(element.name)> is not mapped: a flow layout stands in") }
                else { warn(element, "a custom collection view layout without a class of the target: a flow layout stands in") }
                tracker.visitAll(element)
                writer.emit("let \(lv): UICollectionViewLayout = UICollectionViewFlowLayout()", line: l, indent: indent)
            }
            if let id = element["id"] { objects[id] = ObjectRef(expression: lv, baseType: "UICollectionViewLayout", customClass: custom, element: element) }
            return lv
        }
        let flow = newVar("flow")
        if let custom {
            writer.emit("let \(flow): UICollectionViewFlowLayout = (\(custom)(coder: InterfaceBuilderCoder()) as UICollectionViewFlowLayout?) ?? UICollectionViewFlowLayout()", line: l, indent: indent)
        } else {
            writer.emit("let \(flow) = UICollectionViewFlowLayout()", line: l, indent: indent)
        }
        if let d = enumValue(element, "scrollDirection", ["vertical": ".vertical", "horizontal": ".horizontal"]) {
            writer.emit("\(flow).scrollDirection = \(d)", line: l, indent: indent)
        }
        for a in ["minimumLineSpacing", "minimumInteritemSpacing"] {
            if let n = number(element, a) { writer.emit("\(flow).\(a) = \(SwiftLiteral.number(n))", line: l, indent: indent) }
        }
        for a in ["sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds"] {
            if let b = bool(element, a) { writer.emit("\(flow).\(a) = \(b)", line: l, indent: indent) }
        }
        if let r = enumValue(element, "sectionInsetReference", ["contentInset": ".fromContentInset", "safeArea": ".fromSafeArea", "layoutMargins": ".fromLayoutMargins"]) {
            writer.emit("\(flow).sectionInsetReference = \(r)", line: l, indent: indent)
        }
        for s in element.children("size") {
            guard let key = s["key"], ["itemSize", "estimatedItemSize", "headerReferenceSize", "footerReferenceSize"].contains(key) else { continue }
            writer.emit("\(flow).\(key) = \(size(s))", line: s.line, indent: indent)
        }
        // Xcode 11's "Estimate Size: Automatic" (cells size themselves); "None" writes no size.
        if bool(element, "automaticEstimatedItemSize") == true {
            writer.emit("\(flow).estimatedItemSize = UICollectionViewFlowLayout.automaticSize", line: l, indent: indent)
        }
        if let i = element.child("inset", key: "sectionInset") { writer.emit("\(flow).sectionInset = \(insets(i))", line: i.line, indent: indent) }
        if let id = element["id"] { objects[id] = ObjectRef(expression: flow, baseType: "UICollectionViewFlowLayout", customClass: custom, element: element) }
        writer.emit("let \(lv): UICollectionViewLayout = \(flow)", line: l, indent: indent)
        return lv
    }

    // MARK: Table views

    func setTableView(_ e: IBElement, _ v: String, indent: Int) {
        let l = e.line
        if let s = enumValue(e, "separatorStyle", ["default": ".singleLine", "singleLine": ".singleLine", "none": ".none", "singleLineEtched": ".singleLineEtched"]) {
            writer.emit("\(v).separatorStyle = \(s)", line: l, indent: indent)
        }
        for a in ["rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight", "estimatedSectionHeaderHeight",
                  "estimatedSectionFooterHeight", "sectionHeaderTopPadding"] {
            if let n = number(e, a) { writer.emit("\(v).\(a) = \(SwiftLiteral.number(n))", line: l, indent: indent) }
        }
        for a in ["allowsSelection", "allowsMultipleSelection", "allowsSelectionDuringEditing", "allowsMultipleSelectionDuringEditing",
                  "cellLayoutMarginsFollowReadableWidth", "insetsContentViewsToSafeArea"] {
            if let b = bool(e, a) { writer.emit("\(v).\(a) = \(b)", line: l, indent: indent) }
        }
        if let b = bool(e, "editing") { writer.emit("\(v).isEditing = \(b)", line: l, indent: indent) }
        if let n = attr(e, "sectionIndexMinimumDisplayRowCount"), let k = Int(n) { writer.emit("\(v).sectionIndexMinimumDisplayRowCount = \(k)", line: l, indent: indent) }
        for c in e.children("color") {
            guard let key = c["key"], ["separatorColor", "sectionIndexColor", "sectionIndexBackgroundColor"].contains(key) else {
                if c["key"] == "sectionIndexTrackingBackgroundColor" { tracker.visitAll(c) }   // drawn only while the index is touched
                continue
            }
            if let x = color(c) { writer.emit("\(v).\(key) = \(x)", line: c.line, indent: indent) }
        }
        if let i = e.child("inset", key: "separatorInset") { writer.emit("\(v).separatorInset = \(insets(i))", line: i.line, indent: indent) }
        for key in ["tableHeaderView", "tableFooterView", "backgroundView"] {
            guard let child = e.children.first(where: { $0["key"] == key && Self.isViewElement($0.name) }) else { continue }
            let cv = makeView(child, parent: nil, indent: indent)
            writer.emit("\(v).\(key) = \(cv)", line: child.line, indent: indent)
        }
        let mode = attr(e, "dataMode")
        if let prototypes = e.child("prototypes") {
            tracker.visit(prototypes)
            for cell in prototypes.children { registerPrototype(cell, in: v, kind: nil, returnType: "UITableViewCell", indent: indent) }
        }
        if let sections = e.child("sections") {
            tracker.visit(sections)
            if mode != "static" { warn(sections, "static sections in a table whose dataMode is not \"static\" (shown anyway)") }
            if !(e["key"] == "view" && e.parent?.name == "tableViewController") {
                // Xcode's build error: UITableViewController's data source methods are what show them.
                warn(e, "Static table views are only valid when embedded in UITableViewController instances (the cells are made, but only a UITableViewController shows them)")
            }
            var list: [String] = []
            for section in sections.children {
                tracker.visit(section)
                guard section.name == "tableViewSection" else { warn(section, "<\(section.name)> in <sections> is not mapped (ignored)"); tracker.visitAll(section); continue }
                let header = textValue(section, "headerTitle").map(SwiftLiteral.string) ?? "nil"
                let footer = textValue(section, "footerTitle").map(SwiftLiteral.string) ?? "nil"
                var cells: [String] = []
                var heights: [String] = []
                if let c = section.child("cells") {
                    tracker.visit(c)
                    for cell in c.children {
                        guard cell.name == "tableViewCell" else { warn(cell, "<\(cell.name)> in a static section is not mapped (ignored)"); tracker.visitAll(cell); continue }
                        cells.append(makeView(cell, parent: nil, indent: indent))
                        heights.append(number(cell, "rowHeight").map { SwiftLiteral.number($0) } ?? "nil")
                    }
                }
                list.append("InterfaceBuilderStaticSection(headerTitle: \(header), footerTitle: \(footer), cells: [\(cells.joined(separator: ", "))], rowHeights: [\(heights.joined(separator: ", "))])")
            }
            writer.emit("__ibSetStaticSections(\(v), [\(list.joined(separator: ", "))])", line: sections.line, indent: indent)
        }
    }

    func setTableViewCell(_ e: IBElement, _ v: String, indent: Int) {
        let l = e.line
        if let a = enumValue(e, "accessoryType", Self.accessoryTypes) { writer.emit("\(v).accessoryType = \(a)", line: l, indent: indent) }
        if let a = enumValue(e, "editingAccessoryType", Self.accessoryTypes) { writer.emit("\(v).editingAccessoryType = \(a)", line: l, indent: indent) }
        if let s = enumValue(e, "selectionStyle", ["none": ".none", "blue": ".blue", "gray": ".gray", "default": ".default"]) {
            writer.emit("\(v).selectionStyle = \(s)", line: l, indent: indent)
        }
        if let n = attr(e, "indentationLevel"), let k = Int(n) { writer.emit("\(v).indentationLevel = \(k)", line: l, indent: indent) }
        if let w = number(e, "indentationWidth") { writer.emit("\(v).indentationWidth = \(SwiftLiteral.number(w))", line: l, indent: indent) }
        for a in ["shouldIndentWhileEditing", "showsReorderControl"] {
            if let b = bool(e, a) { writer.emit("\(v).\(a) = \(b)", line: l, indent: indent) }
        }
        // A prototype's row height only sizes it on the canvas (the table's rowHeight or delegate decides);
        // a static cell's is its row's (read with its section).
        tracker.use(e, "rowHeight")
        _ = attr(e, "focusStyle")
        if let i = e.child("inset", key: "separatorInset") { writer.emit("\(v).separatorInset = \(insets(i))", line: i.line, indent: indent) }
        // The classic styles' labels and image are the cell's own (made by its style), described by the XML.
        let parts: [(String, String)] = [("textLabel", "(\(v).textLabel ?? UILabel())"), ("detailTextLabel", "(\(v).detailTextLabel ?? UILabel())"),
                                         ("imageView", "(\(v).imageView ?? UIImageView())")]
        for (key, expression) in parts {
            guard let id = attr(e, key), let part = e.descendants().first(where: { $0["id"] == id }) else { continue }
            presetExpressions[ObjectIdentifier(part)] = expression
        }
        presetContentView(e, v)
        cellBackgrounds(e, v, indent: indent)
    }

    func setCollectionReusableView(_ e: IBElement, _ v: String, indent: Int) {
        if e.name == "collectionViewCell" {
            presetContentView(e, v)
            cellBackgrounds(e, v, indent: indent)
        }
    }

    /// The cell's content view (`<tableViewCellContentView key="contentView">`, or a `<view>` in older files):
    /// the cell's own `contentView`.
    func presetContentView(_ e: IBElement, _ v: String) {
        guard let content = e.child(key: "contentView"), Self.isViewElement(content.name) else { return }
        presetExpressions[ObjectIdentifier(content)] = "\(v).contentView"
        tracker.use(content, "tableViewCell")
        tracker.use(content, "collectionViewCell")
    }

    func cellBackgrounds(_ e: IBElement, _ v: String, indent: Int) {
        for key in ["backgroundView", "selectedBackgroundView"] {
            guard let child = e.children.first(where: { $0["key"] == key && Self.isViewElement($0.name) }) else { continue }
            let cv = makeView(child, parent: nil, indent: indent)
            writer.emit("\(v).\(key) = \(cv)", line: child.line, indent: indent)
        }
    }

    // MARK: Collection views

    func setCollectionView(_ e: IBElement, _ v: String, indent: Int) {
        let l = e.line
        _ = attr(e, "dataMode")
        for a in ["allowsSelection", "allowsMultipleSelection"] {
            if let b = bool(e, a) { writer.emit("\(v).\(a) = \(b)", line: l, indent: indent) }
        }
        if let b = bool(e, "prefetchingEnabled") { writer.emit("\(v).isPrefetchingEnabled = \(b)", line: l, indent: indent) }
        if let child = e.children.first(where: { $0["key"] == "backgroundView" && Self.isViewElement($0.name) }) {
            let cv = makeView(child, parent: nil, indent: indent)
            writer.emit("\(v).backgroundView = \(cv)", line: child.line, indent: indent)
        }
        if let cells = e.child("cells") {
            tracker.visit(cells)
            for cell in cells.children { registerPrototype(cell, in: v, kind: nil, returnType: "UICollectionViewCell", indent: indent) }
        }
        for (key, kind) in [("sectionHeaderView", "UICollectionView.elementKindSectionHeader"), ("sectionFooterView", "UICollectionView.elementKindSectionFooter")] {
            guard let view = e.children.first(where: { $0["key"] == key }) else { continue }
            registerPrototype(view, in: v, kind: kind, returnType: "UICollectionReusableView", indent: indent)
        }
    }

    // MARK: Prototypes

    /// Registers `cell` under its reuse identifier with a function (compiled after the scene's view
    /// function) that makes a new one from the storyboard, with the scene's controller as owner (actions
    /// and segues from cells reach it; the table does not keep it alive).
    func registerPrototype(_ cell: IBElement, in v: String, kind: String?, returnType: String, indent: Int) {
        let expected = kind == nil ? (returnType == "UITableViewCell" ? "tableViewCell" : "collectionViewCell") : "collectionReusableView"
        guard cell.name == expected else {
            warn(cell, "<\(cell.name)> where a <\(expected)> prototype belongs is not mapped (ignored)")
            tracker.visitAll(cell)
            return
        }
        guard self.kind == .storyboard else {
            warn(cell, "prototype cells in a xib are not made (register the cell's own xib with register(_:forCellReuseIdentifier:))")
            tracker.visitAll(cell)
            return
        }
        guard let identifier = cell["reuseIdentifier"], !identifier.isEmpty else {
            warn(cell, "a prototype without a reuse identifier is never dequeued (ignored)")
            tracker.visitAll(cell)
            return
        }
        prototypeCount += 1
        let function = "\(sceneFunctionName)_prototype\(prototypeCount)"
        pendingPrototypes.append((cell, function, returnType))
        let kindArgument = kind.map { "kind: \($0), " } ?? ""
        writer.emit("__ibRegisterPrototype(\(v), \(kindArgument)\(SwiftLiteral.string(identifier))) { [weak owner] in owner.map { \(function)($0) } }", line: cell.line, indent: indent)
    }

    /// The functions of the prototypes the scene's view registered (and those they register in turn).
    func compilePrototypeFunctions(controllerID: String?, ownerRef: ObjectRef) {
        while !pendingPrototypes.isEmpty {
            let (cell, function, returnType) = pendingPrototypes.removeFirst()
            let exits = exitIDs, responders = firstResponderIDs
            resetFunctionState()
            exitIDs = exits
            firstResponderIDs = responders
            if let controllerID { objects[controllerID] = ownerRef }
            writer.plain("")
            writer.plain("    static func \(function)(_ owner: UIViewController) -> \(returnType) {")
            let v = makeView(cell, parent: nil)
            finishFunction(indent: 2)
            writer.plain("        return \(v)")
            writer.plain("    }")
        }
    }
}

extension DocumentCompiler {
    /// A `UIRefreshControl` (a table view controller's `refreshControl`): its title and tint. Xcode writes
    /// `enabled="NO"` and centred content alignments for every refresh control it adds; UIKit's refresh
    /// control refreshes all the same, so they are read without effect.
    func setRefreshControl(_ e: IBElement, _ v: String, indent: Int) {
        for a in ["enabled", "contentHorizontalAlignment", "contentVerticalAlignment"] { tracker.use(e, a) }
        if let a = e.child("attributedString", key: "attributedTitle") {
            tracker.visitAll(a)
            let text = a.children("fragment").compactMap { $0["content"] }.joined()
            writer.emit("\(v).attributedTitle = NSAttributedString(string: \(SwiftLiteral.string(text)))", line: a.line, indent: indent)
        }
        if let t = e.child("string", key: "attributedTitle") ?? e.child("mutableString", key: "attributedTitle") {
            tracker.visitAll(t)
            writer.emit("\(v).attributedTitle = NSAttributedString(string: \(SwiftLiteral.string(t.text)))", line: t.line, indent: indent)
        }
    }
}
