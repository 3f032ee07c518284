import Foundation

/// The small methods through which generated code reaches the user's classes — set an outlet, add an
/// action's target, call an unwind action — each placed in the file that declares the member, so
/// `private` and `fileprivate` members are reached (an extension in the same file sees them) and
/// nothing is looked up by name at run time. A member the class lacks makes a method whose body does
/// not compile, attributed (`#sourceLocation`) to the storyboard line that names it.
///
/// Methods are named by the declaring type and the member (`__ibOutlet_CardViewController_card`), so a
/// subclass's connector never overrides its superclass's; one method serves every document.
final class ConnectorPlan {
    let index: SwiftTypeIndex
    /// Extension text by file (the `iOS/` files' rewrites) and for the shared generated file, by key.
    private(set) var byFile: [String: [(key: String, text: String)]] = [:]
    private(set) var shared: [(key: String, text: String)] = []
    private var made: Set<String> = []
    /// Each connector method's name and what it connects ("outlet CardViewController.café"): two
    /// members never share a method, whatever their names.
    private var methodOwners: [String: String] = [:]

    init(index: SwiftTypeIndex) { self.index = index }

    enum ActionKind { case control, gesture, barButtonItem }

    /// The file that receives code for a member declared by `type` in `file` (nil: the shared file).
    private func home(_ file: String?) -> String? {
        guard let file, index.rewrittenFiles.contains(file) else { return nil }
        return file
    }

    private func add(_ key: String, _ text: String, file: String?) {
        guard made.insert(key).inserted else { return }
        if let f = home(file) { byFile[f, default: []].append((key, text)) } else { shared.append((key, text)) }
    }

    /// The connector name for `identity` (the real member, e.g. "outlet Card.café") from `parts`, each
    /// spelled with `SwiftLiteral.connectorPart` (letters beyond ASCII as their code points, so `café`
    /// and `cafè` differ). Should two members still meet on one name (`a_b` + `c` and `a` + `b_c`), the
    /// later gets a numbered suffix: the mapping from members to methods is one-to-one by construction.
    private func methodName(_ prefix: String, _ parts: [String], identity: String) -> String {
        let base = prefix + parts.map { "_" + SwiftLiteral.connectorPart($0) }.joined()
        var name = base
        var k = 2
        while let other = methodOwners[name], other != identity { name = base + "_\(k)"; k += 1 }
        methodOwners[name] = identity
        return name
    }

    private func located(_ path: String, _ line: Int, _ body: String) -> String {
        guard !path.contains(where: { $0 == "\"" || $0 == "\\" || $0.isNewline }) else { return body + "\n" }
        return "#sourceLocation(file: \"\(path)\", line: \(line))\n" + body + "\n#sourceLocation()\n"
    }

    /// The method (on `owner`) that sets `property` of an instance of the user's class `type`; returns
    /// (owner, method name).
    func outlet(type: String, property: String, collection: Bool, path: String, line: Int) -> (owner: String, method: String) {
        let found = index.property(property, in: type)
        let owner = found?.owner ?? type
        let file = found?.member.file ?? index.types[owner]?.file
        let method = methodName("__ibOutlet\(collection ? "Collection" : "")", [owner, property],
                                identity: "outlet\(collection ? "Collection" : "") \(owner).\(property)")
        let name = SwiftLiteral.isIdentifier(property) ? property : "`\(property)`"
        var body = collection
            ? "    func \(method)(_ objects: [AnyObject]) { __ibConnectCollection(&self.\(name), objects, \(SwiftLiteral.string(property))) }"
            : "    func \(method)(_ object: AnyObject?) { __ibConnect(&self.\(name), object, \(SwiftLiteral.string(property))) }"
        if property == "view" && !collection {
            // A controller's `view` is set, never read (reading it would load the view: the xib again).
            body = "    func \(method)(_ object: AnyObject?) { __ibConnectView(self, object) { __ibConnect(&self.view, $0, \"view\") } }"
        }
        add("\(owner).\(method)", "extension \(owner) {\n" + located(path, line, body) + "}\n", file: file)
        return (owner, method)
    }

    /// The method (on the method's declaring type) that connects the action `selector` of `type` to a
    /// control, recognizer or bar button item; nil when the class has no such method (a compile error
    /// at `path:line` is planned instead).
    func action(type: String, selector: String, kind: ActionKind, path: String, line: Int) -> (owner: String, method: String)? {
        guard let (owner, m) = index.method(selector: selector, in: type) else {
            let message = "'\(type)' has no action method for selector '\(selector)' (connected in \((path as NSString).lastPathComponent); on iOS: \"unrecognized selector sent to instance\" when it fires)"
            add("error \(path):\(line) \(type) \(selector)", located(path, line, "#error(\(SwiftLiteral.string(message)))"), file: nil)
            return nil
        }
        let reference = "\(owner).\(m.name)\(m.referenceArguments)"
        let method: String
        let body: String
        switch kind {
        case .control:
            method = methodName("__ibAction", [owner, selector], identity: "action \(owner).\(selector)")
            body = "    func \(method)(_ control: UIControl, _ events: UIControl.Event) { control.addTarget(self, action: \(reference), for: events) }"
        case .gesture:
            method = methodName("__ibGestureAction", [owner, selector], identity: "gesture \(owner).\(selector)")
            body = "    func \(method)(_ recognizer: UIGestureRecognizer) { recognizer.addTarget(self, action: \(reference)) }"
        case .barButtonItem:
            method = methodName("__ibBarButtonAction", [owner, selector], identity: "bar \(owner).\(selector)")
            body = "    func \(method)(_ item: UIBarButtonItem) { __ibConnectBarButtonItem(item, self, \(reference)) }"
        }
        add("\(owner).\(method)", "extension \(owner) {\n" + located(path, line, body) + "}\n", file: m.file)
        return (owner, method)
    }

    /// The method (on the declaring type of the source controller's `@IBSegueAction` `selector`) that
    /// calls it with the destination's coder, and the sender and segue identifier when its selector takes
    /// them (`make:`, `make:sender:`, `make:sender:segueIdentifier:`); nil, with a compile error planned at
    /// the storyboard line, when the class has no such method.
    func segueAction(type: String, selector: String, path: String, line: Int) -> (owner: String, method: String)? {
        guard let (owner, m) = index.method(selector: selector, in: type), (1...3).contains(m.labels.count) else {
            let message = "'\(type)' has no @IBSegueAction method for selector '\(selector)' (named by a segue in \((path as NSString).lastPathComponent); on iOS: \"unrecognized selector sent to instance\" when the segue is performed)"
            add("error \(path):\(line) \(type) \(selector)", located(path, line, "#error(\(SwiftLiteral.string(message)))"), file: nil)
            return nil
        }
        let method = methodName("__ibSegueAction", [owner, selector], identity: "segueAction \(owner).\(selector)")
        let args = zip(m.labels, ["coder", "sender", "identifier"]).map { label, value in label == "_" ? value : "\(label): \(value)" }
        let body = "    func \(method)(_ coder: NSCoder, _ sender: Any?, _ identifier: String?) -> UIViewController? { self.\(m.name)(\(args.joined(separator: ", "))) }"
        add("\(owner).\(method)", "extension \(owner) {\n" + located(path, line, body) + "}\n", file: m.file)
        return (owner, method)
    }

    /// Every class of the target with an unwind action `selector`, each with the method (on it) that
    /// calls the action with the segue.
    func unwindActions(selector: String, path: String, line: Int) -> [(owner: String, method: String)] {
        var out: [(String, String)] = []
        for (owner, m) in index.classes(withMethod: selector) {
            guard index.types[owner]?.isClass == true else { continue }
            let method = methodName("__ibUnwind", [owner, selector], identity: "unwind \(owner).\(selector)")
            let call = m.labels.first.map { $0 == "_" ? "self.\(m.name)(segue)" : "self.\(m.name)(\($0): segue)" } ?? "self.\(m.name)()"
            let body = "    func \(method)(_ segue: UIStoryboardSegue) { \(call) }"
            add("\(owner).\(method)", "extension \(owner) {\n" + located(path, line, body) + "}\n", file: m.file)
            out.append((owner, method))
        }
        return out
    }

    /// The text to append to a rewritten file (empty when none).
    func appendText(for file: String) -> String {
        guard let items = byFile[file], !items.isEmpty else { return "" }
        return "\n// Interface Builder connections (generated by the MotionLabPort plugin)\n" + items.map(\.text).joined()
    }

    var sharedText: String { shared.map(\.text).joined() }
}
