import SwiftSyntax
import SwiftParser

/// A table or collection cell class that declares its own designated initialisers but not the one a list
/// makes registered classes with — typically a storyboard cell with only `required init?(coder:)`:
///
///     class FruitCell: UITableViewCell {
///         required init?(coder: NSCoder) { super.init(coder: coder); … }
///     }                                    →  … }; required convenience init(__listReuseIdentifier identifier: String) { self.init(coder: InterfaceBuilderCoder(reuseIdentifier: identifier))! }
///
/// MotionLab's lists make a registered class through `required convenience init(__listReuseIdentifier:)`
/// (Swift calls no other initialiser on a metatype), which Swift lets a subclass inherit only when it
/// implements all its superclass's designated initialisers. On iOS such a class compiles (Objective-C
/// finds `initWithStyle:reuseIdentifier:` at run time, and crashes there if the class is registered by
/// class); here the pass adds the initialiser, going through the class's own `init?(coder:)` (with an
/// `InterfaceBuilderCoder` carrying the identifier), on the class's last line so lines stay put.
/// Classes it applies to: a superclass named like a cell or reusable view (`…Cell`, `…ReusableView`,
/// `…HeaderFooterView`) and an `init?(coder:)` of their own, without the list's designated initialiser
/// (`init(style:reuseIdentifier:)`, `init(frame:)`, `init(reuseIdentifier:)`) or this one.
public final class ListCellInitPass: SyntaxRewriter, RewritePass {
    public static let name = "list-cell-initialisers"
    let context: RewriteContext

    public init(context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    public override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node)
        guard let cls = visited.as(ClassDeclSyntax.self) else { return visited }
        let superclass = cls.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription ?? ""
        let last = superclass.split(separator: ".").last.map(String.init) ?? superclass
        guard last.hasSuffix("Cell") || last.hasSuffix("ReusableView") || last.hasSuffix("HeaderFooterView") else { return visited }
        var hasCoder = false
        var hasListInit = false
        for member in cls.memberBlock.members {
            guard let i = member.decl.as(InitializerDeclSyntax.self) else { continue }
            let labels = i.signature.parameterClause.parameters.map { $0.firstName.text }
            switch labels {
            case ["coder"]: hasCoder = true
            case ["style", "reuseIdentifier"], ["frame"], ["reuseIdentifier"], ["__listReuseIdentifier"]: hasListInit = true
            default: break
            }
        }
        guard hasCoder, !hasListInit else { return visited }
        let text = " required convenience init(__listReuseIdentifier identifier: String) { self.init(coder: InterfaceBuilderCoder(reuseIdentifier: identifier))! }"
        var parser = Parser(text)
        guard let decl = MemberBlockItemListSyntax.parse(from: &parser).first else { return visited }
        context.record(.rewritten, "\(cls.name.text): added init(__listReuseIdentifier:) through its init?(coder:) (lists make registered classes with it)", at: cls.memberBlock.rightBrace)
        // `; ` after the last member: two declarations on its line.
        var items = Array(cls.memberBlock.members)
        if let lastItem = items.last, lastItem.semicolon == nil {
            items[items.count - 1] = lastItem.with(\.semicolon, .semicolonToken())
        }
        items.append(decl)
        let members = MemberBlockItemListSyntax(items)
        return DeclSyntax(cls.with(\.memberBlock, cls.memberBlock.with(\.members, members)))
    }
}
