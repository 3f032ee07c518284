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
                for s in descendants(e) where s.name == "segue" && s["destination"] == id
                    && (s["kind"] == "relationship" || s["kind"] == "embed") {
                    out.append(IBWarning(path: path, line: s.line, message: "\(s["kind"] ?? "") segue from \(e.name) \"\(id.prefix(80))\" to itself: making it would make it again without end"))
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

    private static func descendants(_ e: IBElement) -> [IBElement] {
        var out: [IBElement] = []
        var stack = e.children
        while let c = stack.popLast() { out.append(c); stack += c.children }
        return out
    }
}
