import Foundation

/// Compiles one storyboard or xib into Swift: a caseless enum of functions that build its scenes (or
/// its top-level objects) with the element classes' initialisers, set what the XML sets, add the
/// constraints, connect outlets and actions and record segues. What the user's classes must do —
/// set an outlet, add an action target, call an unwind action — goes through small methods the
/// compiler asks `ConnectorPlan` to put into the file that declares the member (so `private` members
/// work and a missing one is a compile error at the storyboard's line).
final class DocumentCompiler {
    enum Kind { case storyboard, xib }

    let path: String
    let name: String
    let kind: Kind
    let root: IBElement
    let index: SwiftTypeIndex
    let plan: ConnectorPlan
    let tracker = UsageTracker()
    var warnings: [IBWarning] = []
    /// The Swift type the document's functions live in.
    let typeName: String
    var writer: SwiftWriter

    /// `<systemColor name>` and `<namedColor name>` resources: their literal colours (the fallback of a
    /// catalog colour, the values of system colours MotionLab does not name).
    var systemColorResources: [String: IBElement] = [:]
    var namedColorResources: [String: IBElement] = [:]

    // Per function being generated: the objects by IB id.
    var objects: [String: ObjectRef] = [:]
    var nextVar = 0
    /// What the function does once every object exists: constraints (with the view owning them),
    /// connections (with their source), runtime attributes (with their object), `awakeFromNib`.
    var pendingConstraints: [(IBElement, String)] = []
    var pendingConnections: [(IBElement, ObjectRef)] = []
    var pendingRuntimeAttributes: [(IBElement, ObjectRef)] = []
    var awakeVars: [String] = []
    /// Embed segues of container views, performed once the function's objects are connected and awake
    /// (`finishFunction`): the embedded controller's `viewDidLoad` may reach the owner's outlets.
    var deferredEmbeds: [(code: String, line: Int)] = []
    /// Each view element's frame size in the file (what `frameInset` children measure against).
    var ibFrames: [ObjectIdentifier: (Double, Double)] = [:]
    /// Subviews and constraints a size-class variation removes for a portrait iPhone.
    var excluded: Set<String> = []
    /// The expression of the object outlets named "owner" resolve to (File's Owner / the scene's controller).
    var ownerExpression: String?
    var ownerClass: String?
    /// The root view of the function (for the old top/bottom layout guides).
    var rootViewVar: String?
    var topLayoutGuideIDs: Set<String> = []
    var bottomLayoutGuideIDs: Set<String> = []
    /// The storyboard's scenes and references by controller id; the index of each segue (by id) in
    /// its scene controller's templates.
    var sceneTargets: [String: SceneTarget] = [:]
    var segueIndex: [String: Int] = [:]
    /// The variable generated code names the scene's controller by: `vc` in the scene's function (bar
    /// items), `owner` in its view's; and the ids of objects made with the controller (bar items), whose
    /// outlets are connected there, not when the view loads.
    var ownerVar = "owner"
    var sceneLevelIDs: Set<String> = []
    var exitIDs: Set<String> = []
    var firstResponderIDs: Set<String> = []
    /// Lists (`DocumentCompiler+Lists`): objects a container already made (a cell's content view and
    /// style labels) by element; prototypes waiting for their functions (element, function, return
    /// type), numbered per document; the scene function being compiled; the last collection layout made.
    var presetExpressions: [ObjectIdentifier: String] = [:]
    var pendingPrototypes: [(IBElement, String, String)] = []
    var prototypeCount = 0
    var sceneFunctionName = "scene"
    /// The user's class of the scene being compiled (its segues' `@IBSegueAction`s are its methods).
    var sceneClass: String?
    var lastCollectionLayout: String?

    struct ObjectRef {
        /// The Swift variable (or expression) holding it.
        var expression: String
        /// The element's UIKit class (`UILabel`) and the user's class, when `customClass` names one the
        /// target declares.
        var baseType: String
        var customClass: String?
        var element: IBElement
        /// For layout guides: the attribute remapping of the old top/bottom layout guides.
        var isGuide: Bool = false

        var effectiveClass: String { customClass ?? baseType }
    }

    init(path: String, root: IBElement, kind: Kind, index: SwiftTypeIndex, plan: ConnectorPlan) {
        self.path = path
        self.root = root
        self.kind = kind
        self.index = index
        self.plan = plan
        let file = (path as NSString).lastPathComponent
        name = (file as NSString).deletingPathExtension
        typeName = "__MotionLabIB_" + SwiftLiteral.identifierPart(name) + "_" + SwiftLiteral.hash(path)
        writer = SwiftWriter(path: path)
    }

    func warn(_ e: IBElement, _ message: String) {
        warnings.append(IBWarning(path: path, line: e.line, message: message))
    }

    // MARK: Attribute access (recorded as mapped)

    func attr(_ e: IBElement, _ name: String) -> String? {
        tracker.use(e, name)
        return e[name]
    }

    func bool(_ e: IBElement, _ name: String) -> Bool? {
        tracker.use(e, name)
        return e.bool(name)
    }

    func number(_ e: IBElement, _ name: String) -> Double? {
        tracker.use(e, name)
        guard let text = e[name] else { return nil }
        guard let v = Double(text), v.isFinite else {
            warn(e, "<\(e.name)> \(name)=\"\(text.prefix(80))\" is not a finite number (ignored: the default is used)")
            return nil
        }
        return v
    }

    func newVar(_ prefix: String = "o") -> String {
        nextVar += 1
        return "\(prefix)\(nextVar)"
    }

    // MARK: Compiling

    /// The document's Swift text. Registration is done by the target's shared file, which calls
    /// `\(typeName).register()`.
    func compile() -> String {
        tracker.visit(root)
        for e in root.children where IBSchema.designTimeElements.contains(e.name) { tracker.visitAll(e) }
        if let resources = root.child("resources") { readResources(resources) }
        excluded = Self.excludedByVariations(root)
        writer.plain("// Generated by the MotionLabPort plugin from \(SwiftLiteral.commentText(String(path.split(separator: "/").last ?? "")))")
        writer.plain("// Do not edit: it is rewritten when the file changes.")
        writer.plain("import UIKit")
        writer.plain("")
        writer.plain("enum \(typeName) {")
        switch kind {
        case .storyboard: compileStoryboard()
        case .xib: compileXib()
        }
        writer.plain("}")
        warnings += tracker.warnings(root: root, path: path)
        return writer.text
    }

    func readResources(_ resources: IBElement) {
        tracker.visit(resources)
        for r in resources.children {
            switch r.name {
            case "systemColor":
                tracker.visitAll(r)
                if let n = r["name"] { systemColorResources[n] = r.child("color") }
            case "namedColor":
                tracker.visitAll(r)
                if let n = r["name"] { namedColorResources[n] = r.child("color") }
            case "image", "image-catalog":
                // The canvas's copy of an image's size; images are looked up by name at run time.
                tracker.visitAll(r)
            default:
                break
            }
        }
    }
}
