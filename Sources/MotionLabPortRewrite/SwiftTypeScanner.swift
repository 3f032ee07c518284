import SwiftSyntax
import SwiftParser
import MotionInterfaceBuilder

/// Reads the target's Swift files for what the Interface Builder compiler needs (`SwiftTypeIndex`):
/// classes with their superclasses, the properties and methods each type and extension declares, and
/// the file of each — the outlets and actions an IB file may name.
public enum SwiftTypeScanner {
    /// Adds `source`'s declarations (from `file`) to `index`.
    public static func scan(_ source: String, file: String, into index: inout SwiftTypeIndex) {
        let tree = Parser.parse(source: source)
        let visitor = Visitor(file: file)
        visitor.walk(tree)
        for t in visitor.found {
            var existing = index.types[t.name] ?? SwiftTypeIndex.TypeInfo(name: t.name, isDeclared: false, isClass: false, superclass: nil, file: nil, members: [])
            if t.isDeclared {
                existing.isDeclared = true
                existing.isClass = t.isClass
                existing.superclass = t.superclass
                existing.file = file
            }
            existing.members += t.members
            index.types[t.name] = existing
        }
    }

    private final class Visitor: SyntaxVisitor {
        let file: String
        var found: [SwiftTypeIndex.TypeInfo] = []
        init(file: String) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
            found.append(.init(name: node.name.text, isDeclared: true, isClass: true, superclass: superclass, file: file,
                               members: members(node.memberBlock)))
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            found.append(.init(name: node.name.text, isDeclared: true, isClass: false, superclass: nil, file: file, members: []))
            return .visitChildren
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            found.append(.init(name: node.name.text, isDeclared: true, isClass: false, superclass: nil, file: file, members: []))
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            var name = node.extendedType.trimmedDescription
            if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
            if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
            found.append(.init(name: name, isDeclared: false, isClass: false, superclass: nil, file: nil, members: members(node.memberBlock)))
            return .visitChildren
        }

        func members(_ block: MemberBlockSyntax) -> [SwiftTypeIndex.Member] {
            var out: [SwiftTypeIndex.Member] = []
            for item in block.members {
                if let v = item.decl.as(VariableDeclSyntax.self) {
                    let isStatic = v.modifiers.contains { ["static", "class"].contains($0.name.text) }
                    for binding in v.bindings {
                        if let id = binding.pattern.as(IdentifierPatternSyntax.self) {
                            out.append(.init(kind: .property, name: id.identifier.text.replacingOccurrences(of: "`", with: ""), isStatic: isStatic, file: file))
                        }
                    }
                } else if let f = item.decl.as(FunctionDeclSyntax.self) {
                    let isStatic = f.modifiers.contains { ["static", "class"].contains($0.name.text) }
                    let params = Array(f.signature.parameterClause.parameters)
                    var objcName: String?
                    for attribute in f.attributes {
                        guard let a = attribute.as(AttributeSyntax.self), a.attributeName.trimmedDescription == "objc",
                              let args = a.arguments else { continue }
                        let text = args.trimmedDescription
                        if !text.isEmpty { objcName = text }
                    }
                    out.append(.init(kind: .method, name: f.name.text.replacingOccurrences(of: "`", with: ""),
                                     labels: params.map { $0.firstName.text },
                                     parameterTypes: params.map { $0.type.trimmedDescription },
                                     objcName: objcName, isStatic: isStatic, file: file))
                }
            }
            return out
        }
    }
}
