import Foundation

/// Checks an Interface Builder document's references before it is compiled, as Xcode's build does:
/// what would otherwise fail only at run time — an initial view controller that is no scene, two
/// objects with one id, two scenes with one storyboard identifier, a container that embeds (or a
/// navigation/tab bar controller whose relationship names) itself, a storyboard reference to a
/// storyboard the target does not have — is a warning naming the file and line.
enum DocumentReferences {
    /// Controller element names whose `id` is a scene (as `DocumentCompiler.controllerClasses`).
    static func warnings(root: IBElement, path: String, storyboardNames: Set<String>) -> [IBWarning] {
        var out: [IBWarning] = []
        var ids: [String: Int] = [:]
        var identifiers: [String: Int] = [:]
        var sceneIDs: Set<String> = []
        var all: [IBElement] = []
        var stack = [root]
        while let e = stack.popLast() {   // iterative: the reader bounds depth, this need not recurse
            all.append(e)
            stack += e.children.reversed()
        }
        let isStoryboard = root["type"] == "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
        var sceneOrder: [String] = []
        var makes: [String: [MadeScene]] = [:]
        for e in all {
            if let id = e["id"] {
                if let first = ids[id] {
                    out.append(IBWarning(path: path, line: e.line, message: "object id \"\(id.prefix(80))\" is also the id of the object at line \(first): references to it reach only one of them"))
                } else { ids[id] = e.line }
            }
            if isStoryboard, e.parent?.name == "objects", e.parent?.parent?.name == "scene",
               DocumentCompiler.controllerClasses[e.name] != nil, let id = e["id"] {
                sceneIDs.insert(id)
                if let identifier = e["storyboardIdentifier"] {
                    if let first = identifiers[identifier] {
                        out.append(IBWarning(path: path, line: e.line, message: "storyboard identifier \"\(identifier.prefix(80))\" is also that of the scene at line \(first): instantiateViewController(withIdentifier:) finds only one"))
                    } else { identifiers[identifier] = e.line }
                }
                // A relationship or embed segue to the controller itself would make it inside itself, without end.
                sceneOrder.append(id)
                for s in descendants(e) where s.name == "segue" && (s["kind"] == "relationship" || s["kind"] == "embed") {
                    guard let destination = s["destination"] else { continue }
                    if destination == id {
                        out.append(IBWarning(path: path, line: s.line, message: "\(s["kind"] ?? "") segue from \(e.name) \"\(id.prefix(80))\" to itself: making it would make it again without end"))
                    } else {
                        makes[id, default: []].append(MadeScene(destination: destination, line: s.line, kind: s["kind"] ?? "", source: e.name))
                    }
                }
            }
            if e.name == "viewControllerPlaceholder", let name = e["storyboardName"], !storyboardNames.contains(name) {
                out.append(IBWarning(path: path, line: e.line, message: "storyboard reference to \"\(name.prefix(80))\", which is not among this target's storyboards: UIStoryboard(name:) stops the program when it is followed"))
            }
        }
        // Xcode files name the Interface Builder version that wrote them (README: 11xxx–23xxx are read):
        // a build number, with a minor part in files from Xcode 8–10 ("13122.16", "14460.31"), or Xcode 15's
        // "32700.99.1234".
        if let tools = root["toolsVersion"], !isToolsVersion(tools) {
            out.append(IBWarning(path: path, line: root.line, message: "toolsVersion \"\(tools.prefix(40))\" is not an Interface Builder version (read as a current file)"))
        }
        out += loops(order: sceneOrder, makes: makes, scenes: sceneIDs, path: path)
        if isStoryboard, let initial = root["initialViewController"], !sceneIDs.contains(initial) {
            out.append(IBWarning(path: path, line: root.line, message: "initialViewController \"\(initial.prefix(80))\" is no scene of this storyboard: instantiateInitialViewController() returns nil"))
        }
        return out
    }

    /// Whether `text` is an Interface Builder build number: 4–5 digits, optionally a dot and 1–3
    /// more ("21701", "13122.16").
    /// A build number ("21507"), with a minor part as Xcode 8–10 wrote it ("13122.16"), or the three-part
    /// form of Xcode 15 ("32700.99.1234", which every storyboard that Xcode saved carries).
    static func isToolsVersion(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 3, let major = Int(parts[0]), (1_000...99_999).contains(major),
              parts[0].allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
        let digits = { (p: Substring) in !p.isEmpty && p.allSatisfy { $0.isASCII && $0.isNumber } }
        switch parts.count {
        case 1: return true
        case 2: return (1...3).contains(parts[1].count) && digits(parts[1])
        default: return (1...3).contains(parts[1].count) && digits(parts[1]) && (1...4).contains(parts[2].count) && digits(parts[2])
        }
    }

    /// A scene another scene makes while it is made: the destination of a relationship (a navigation
    /// controller's root, a tab bar controller's tabs) or of a container view's embed segue.
    struct MadeScene {
        let destination: String
        let line: Int
        let kind: String
        /// The element name of the scene that makes it (`navigationController`).
        let source: String
    }

    /// Loops of scenes that make each other (navigation controller A's root is B, B's root is A): making
    /// any of them makes the next without end — a stack overflow at run time. One warning per loop, at the
    /// segue that closes it, naming the scenes around it. Iterative depth-first search in document order.
    static func loops(order: [String], makes: [String: [MadeScene]], scenes: Set<String>, path: String) -> [IBWarning] {
        var out: [IBWarning] = []
        var state: [String: Bool] = [:]   // true: on the current path; false: finished
        for start in order where state[start] == nil {
            var stack: [(scene: String, next: Int)] = [(start, 0)]
            state[start] = true
            while let top = stack.last {
                let edges = makes[top.scene] ?? []
                guard top.next < edges.count else {
                    state[top.scene] = false
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let edge = edges[top.next]
                guard scenes.contains(edge.destination) else { continue }
                switch state[edge.destination] {
                case true?:
                    let chain = stack.map(\.scene)
                    let loop = Array(chain[(chain.firstIndex(of: edge.destination) ?? 0)...]) + [edge.destination]
                    let named = loop.map { "\"\($0.prefix(40))\"" }
                    let shownLoop = (named.count > 9 ? Array(named.prefix(4)) + ["…"] + Array(named.suffix(4)) : named)
                        .joined(separator: " → ")
                    out.append(IBWarning(path: path, line: edge.line, message: "\(edge.kind) segue from \(edge.source) \"\(top.scene.prefix(80))\" closes a loop of scenes that make each other (\(shownLoop)): making any of them would make the next again without end"))
                case nil:
                    state[edge.destination] = true
                    stack.append((edge.destination, 0))
                case false?:
                    break
                }
            }
        }
        return out
    }

    private static func descendants(_ e: IBElement) -> [IBElement] {
        var out: [IBElement] = []
        var stack = e.children
        while let c = stack.popLast() { out.append(c); stack += c.children }
        return out
    }
}
