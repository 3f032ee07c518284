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
        layerClassStack.append(last.hasSuffix("Layer") && last != "Layer")
        defer { layerClassStack.removeLast() }
        return super.visit(node)
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
