import SwiftSyntax
import SwiftParser

/// What a `CALayer` subclass needs to compile and animate on Linux (a class whose superclass' name ends
/// in `Layer`: `CALayer`, `CAShapeLayer`, a layer class of the file's own):
///
///     @NSManaged var progress: CGFloat                 →  var progress: CGFloat { get { managedValue(forKey: "progress") } set { setValue(newValue, forKey: "progress") } }
///     @objc dynamic var radius: CGFloat = 10           →  var radius: CGFloat { get { managedValue(forKey: "radius", default: 10) } set { … } }
///     @objc var length: CGFloat = 0                    →  (the same: `@objc` properties are key-value coded on iOS)
///     override init(layer: Any) {                      →  required init(layer: Any) {
///     override init() {                                →  required init() {
///
/// Core Animation animates a layer's custom property through key-value coding (`@NSManaged` storage,
/// or an `@objc` property): Linux has no Objective-C runtime, so the property becomes one
/// over the layer's key-value storage (`CALayer.managedValue(forKey:)`, `setValue(_:forKey:)`), which
/// MotionLab's animations and presentation copies read and write. `init()` and `init(layer:)` are
/// `required` here (presentation copies and `layerClass` make layers of the dynamic class), so their
/// overrides say `required` (which implies `override`). Left as written (recorded): a managed property without a type annotation,
/// with accessors or observers, or declaring several names.
public final class LayerSubclassPass: SyntaxRewriter, RewritePass {
    public static let name = "layer-subclasses"
    let context: RewriteContext

    public init(context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether the innermost class being visited is a layer subclass (a stack: classes nest).
    private var layerClassStack: [Bool] = []

    public override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription ?? ""
        let last = superclass.split(separator: ".").last.map(String.init) ?? superclass
        let isLayer = last.hasSuffix("Layer") && last != "Layer"
        layerClassStack.append(isLayer)
        defer { layerClassStack.removeLast() }
        let visited = super.visit(node)
        guard isLayer, let cls = visited.as(ClassDeclSyntax.self) else { return visited }
        return addingMissingRequiredInitializers(to: cls)
    }

    /// A layer subclass that declares its own designated initialiser (`init(frame:)`, `init(color:)`)
    /// inherits no other on iOS and needs none, as CALayer's `init()` and `init(layer:)` are not required
    /// there; here they are, so the missing ones are added — calling super when every stored property has
    /// an initial value, else trapping with the message iOS gives when Core Animation calls an initialiser
    /// the class lacks ("Use of unimplemented initializer"). They go right after the class's `{`, on that
    /// line, so every line stays where it was.
    private func addingMissingRequiredInitializers(to cls: ClassDeclSyntax) -> DeclSyntax {
        let inits = cls.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        guard inits.contains(where: { i in !i.modifiers.contains { $0.name.text == "convenience" } }) else { return DeclSyntax(cls) }
        func labels(_ i: InitializerDeclSyntax) -> [String] { i.signature.parameterClause.parameters.map { $0.firstName.text } }
        let hasPlain = inits.contains { labels($0).isEmpty && $0.optionalMark == nil }
        let hasCopy = inits.contains { labels($0) == ["layer"] && $0.optionalMark == nil }
        if hasPlain && hasCopy { return DeclSyntax(cls) }
        let name = cls.name.text
        let initialized = storedPropertiesAreInitialized(cls)
        var added: [String] = []
        if !hasPlain {
            added.append(initialized ? "required init() { super.init() }"
                         : "required init() { fatalError(\"Use of unimplemented initializer 'init()' for class '\(name)'\") }")
        }
        if !hasCopy {
            added.append(initialized ? "required init(layer: Any) { super.init(layer: layer) }"
                         : "required init(layer: Any) { fatalError(\"Use of unimplemented initializer 'init(layer:)' for class '\(name)'\") }")
        }
        context.record(.rewritten, "\(name): added \(added.map { $0.hasPrefix("required init()") ? "required init()" : "required init(layer:)" }.joined(separator: " and ")) (required here; a layer class with its own initialiser has none on iOS)", at: cls)
        let brace = cls.memberBlock.leftBrace
        let braceTrivia = brace.trailingTrivia
        var newItems: [MemberBlockItemSyntax] = []
        for (k, text) in added.enumerated() {
            var parser = Parser(text)
            var decl = DeclSyntax.parse(from: &parser)
            decl.leadingTrivia = .space
            let isLast = k == added.count - 1
            decl.trailingTrivia = isLast ? braceTrivia : []
            newItems.append(MemberBlockItemSyntax(decl: decl, semicolon: isLast ? nil : .semicolonToken()))
        }
        var block = cls.memberBlock
        block.leftBrace = brace.with(\.trailingTrivia, [])
        block.members = MemberBlockItemListSyntax(newItems + Array(block.members))
        return DeclSyntax(cls.with(\.memberBlock, block))
    }

    /// Whether every stored instance property of the class has an initial value (an initialiser, or an
    /// optional `var`, which starts as nil).
    private func storedPropertiesAreInitialized(_ cls: ClassDeclSyntax) -> Bool {
        for item in cls.memberBlock.members {
            guard let v = item.decl.as(VariableDeclSyntax.self) else { continue }
            let mods = v.modifiers.map { $0.name.text }
            if mods.contains("static") || mods.contains("class") { continue }
            let isVar = v.bindingSpecifier.text == "var"
            for b in v.bindings {
                if b.initializer != nil { continue }
                if let acc = b.accessorBlock {
                    // Observers alone (willSet/didSet) leave the property stored.
                    if case .accessors(let list) = acc.accessors,
                       list.allSatisfy({ ["willSet", "didSet"].contains($0.accessorSpecifier.text) }) {
                    } else { continue }
                }
                let type = b.typeAnnotation?.type.trimmedDescription ?? ""
                if isVar && (type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")) { continue }
                return false
            }
        }
        return true
    }

    private var inLayerClass: Bool { layerClassStack.last ?? false }

    public override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        guard inLayerClass, node.optionalMark == nil else { return super.visit(node) }
        let names = node.modifiers.map { $0.name.text }
        guard names.contains("override"), !names.contains("required"), !names.contains("convenience") else { return super.visit(node) }
        let params = node.signature.parameterClause.parameters
        let isPlain = params.isEmpty
        let isCopy = params.count == 1 && params.first?.firstName.text == "layer"
        guard isPlain || isCopy else { return super.visit(node) }
        let signature = isPlain ? "init()" : "init(layer:)"
        context.record(.rewritten, "override \(signature) → required \(signature)", at: node)
        // `required` implies the override (Swift warns about both); the two words are as long.
        let mods = node.modifiers.map { m -> DeclModifierSyntax in
            guard m.name.text == "override" else { return m }
            return m.with(\.name, .keyword(.required, leadingTrivia: m.name.leadingTrivia, trailingTrivia: m.name.trailingTrivia))
        }
        let result = node.detached.with(\.modifiers, DeclModifierListSyntax(mods))
        return super.visit(result)
    }

    public override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        guard inLayerClass else { return super.visit(node) }
        let attributeNames = node.attributes.compactMap { element -> String? in
            guard case .attribute(let a) = element else { return nil }
            return a.attributeName.trimmedDescription
        }
        let modifierNames = node.modifiers.map { $0.name.text }
        let managed = attributeNames.contains("NSManaged")
        // `@objc var` (dynamic or not) is key-value coding compliant on iOS, so Core Animation animates it.
        let objcDynamic = attributeNames.contains("objc")
        guard managed || objcDynamic, !modifierNames.contains("static"), !modifierNames.contains("class") else {
            return super.visit(node)
        }
        let original = node.trimmedDescription
        guard node.bindings.count == 1, let binding = node.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation?.type.trimmedDescription, binding.accessorBlock == nil else {
            context.record(.leftAsWritten, "\(original.split(separator: "\n").first ?? ""): a managed property needs one name, a type annotation and no accessors", at: node)
            return super.visit(node)
        }
        let attributes = node.attributes.filter { element in
            guard case .attribute(let a) = element else { return true }
            let n = a.attributeName.trimmedDescription
            return n != "NSManaged" && n != "objc"
        }.map { $0.trimmedDescription }
        let modifiers = node.modifiers.filter { $0.name.text != "dynamic" }.map { $0.trimmedDescription }
        let key = "\"\(name)\""
        let getter = binding.initializer.map { "managedValue(forKey: \(key), default: \($0.value.trimmedDescription))" }
            ?? "managedValue(forKey: \(key))"
        let joined = (attributes + modifiers + ["var \(name): \(type) { get { \(getter) } set { setValue(newValue, forKey: \(key)) } }"])
            .joined(separator: " ")
        let text = String(joined.map { $0.isNewline ? " " : $0 })
        context.record(.rewritten, "\(managed ? "@NSManaged" : "@objc") var \(name) → a property over the layer's key-value storage", at: node)
        var parser = Parser(text)
        var decl = DeclSyntax.parse(from: &parser)
        let lineBreaks = original.filter(\.isNewline)
        decl.leadingTrivia = node.leadingTrivia
        decl.trailingTrivia = context.blank(String(lineBreaks)) + node.trailingTrivia
        let (line, column) = context.location(of: node)
        context.noteLengthening(line: line, column: column, length: original.count, added: max(0, text.count - original.count))
        return decl
    }
}
