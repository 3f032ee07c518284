import SwiftSyntax

/// `import UIKit.UIGestureRecognizerSubclass` → `import UIKit`.
///
/// Apple's frameworks are Clang modules with submodules, one per header, and Swift imports a
/// submodule by its dotted path: iOS code imports `UIKit.UIGestureRecognizerSubclass` to set a
/// recognizer's `state` and override its touches methods (Apple, "Subclassing notes" of
/// UIGestureRecognizer), or `QuartzCore.CAAnimation` for one header. Here those frameworks are Swift
/// modules without submodules (`UIKit` already has what the headers declare: `state` is settable and
/// the touches methods open), so the import of the framework itself means the same; the submodule's
/// name is blanked, keeping the line's other columns. Other modules' dotted imports, and scoped
/// imports (`import class UIKit.UIView`), are left as written.
public final class SubmoduleImportPass: SyntaxRewriter, RewritePass {
    public static let name = "submodule-imports"
    /// The Apple frameworks MotionLab provides as modules of the same name (products `UIKit`,
    /// `QuartzCore`; Foundation and CoreGraphics's types come with them).
    static let frameworks: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics", "Foundation"]
    /// Apple's unified logging — `import os`, `import os.log` (Apple's FoodTracker tutorial), `import OSLog`
    /// — is MotionLab's `MotionOSLog` module (`os_log`, `OSLog`, `Logger`); a module named `os` would make
    /// `canImport(os)` true for every package in the build, which then reaches for Darwin's locks.
    /// Apple's modules MotionLab provides under another name (a module named `os` or `UserNotifications`
    /// would turn `canImport` on for every package in the build): `import os.log` → `import MotionOSLog`,
    /// `import UserNotifications` → `import MotionUserNotifications`, `import CoreMotion` →
    /// `import MotionCoreMotion`.
    static let renamed: [String: String] = ["os": "MotionOSLog", "OSLog": "MotionOSLog", "UserNotifications": "MotionUserNotifications",
                                            "CoreMotion": "MotionCoreMotion"]
    let context: RewriteContext

    public init(context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    /// Combine's names an iOS file can use with only `import Foundation` (Apple's Foundation brings
    /// Combine's `ObservableObject` and `@Published` with it: view models written that way compile on iOS).
    static let combineNames: Set<String> = ["ObservableObject", "Published", "AnyCancellable", "PassthroughSubject",
                                            "CurrentValueSubject", "AnyPublisher", "ObservableObjectPublisher"]
    static let combineProviders: Set<String> = ["Combine", "SwiftUI", "OpenCombine"]

    /// `import Foundation` → `import Foundation; import Combine` (on the same line) in a file that uses
    /// Combine's names without importing Combine or SwiftUI: Linux's Foundation does not bring Combine.
    /// Files that do not use them are left alone (a UIKit-only target may have no Combine module).
    public override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        guard node.parent?.is(SourceFileSyntax.self) == true, needsCombine(node) else { return super.visit(node) }
        var items: [CodeBlockItemSyntax] = []
        var added = false
        for item in super.visit(node) {
            guard !added, let decl = item.item.as(ImportDeclSyntax.self), decl.importKindSpecifier == nil,
                  decl.path.count == 1, decl.path.first?.name.text == "Foundation", item.semicolon == nil else {
                items.append(item)
                continue
            }
            added = true
            let trailing = item.trailingTrivia
            var first = item.with(\.trailingTrivia, [])
            first.semicolon = .semicolonToken()
            let combine = ImportDeclSyntax(importKeyword: .keyword(.import, leadingTrivia: .space, trailingTrivia: .space),
                                           path: ImportPathComponentListSyntax([ImportPathComponentSyntax(name: .identifier("Combine"))]))
            items.append(first)
            items.append(CodeBlockItemSyntax(item: .decl(DeclSyntax(combine))).with(\.trailingTrivia, trailing))
            context.record(.rewritten, "import Foundation → import Foundation; import Combine (ObservableObject, @Published)", at: decl.path)
        }
        return CodeBlockItemListSyntax(items)
    }

    private func needsCombine(_ list: CodeBlockItemListSyntax) -> Bool {
        var uses = false
        for token in list.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind, Self.combineNames.contains(name) { uses = true; break }
        }
        guard uses else { return false }
        for item in list {
            if let decl = item.item.as(ImportDeclSyntax.self), let module = decl.path.first?.name.text,
               Self.combineProviders.contains(module) { return false }
        }
        return true
    }

    public override func visit(_ node: ImportDeclSyntax) -> DeclSyntax {
        if node.importKindSpecifier == nil, let first = node.path.first, let module = Self.renamed[first.name.text] {
            return renamed(node, first: first, to: module)
        }
        guard node.importKindSpecifier == nil, node.path.count > 1, let first = node.path.first,
              Self.frameworks.contains(first.name.text) else { return DeclSyntax(node) }
        let original = node.path.trimmedDescription
        let dropped = node.path.dropFirst().map(\.trimmedDescription).joined()
        var head = first.detached
        head.trailingPeriod = nil
        // The last component's trailing trivia (a comment after the import) stays after the name.
        let trailing = node.path.last?.trailingTrivia ?? []
        head.name = head.name.with(\.trailingTrivia, context.blank("." + dropped) + trailing)
        context.record(.rewritten, "import \(original) → import \(first.name.text)", at: node.path)
        return DeclSyntax(node.detached.with(\.path, ImportPathComponentListSyntax([head])))
    }

    /// `import os.log` → `import MotionOSLog` (the line's trailing comment kept after it).
    private func renamed(_ node: ImportDeclSyntax, first: ImportPathComponentSyntax, to module: String) -> DeclSyntax {
        let original = node.path.trimmedDescription
        var head = first.detached
        head.trailingPeriod = nil
        let trailing = node.path.last?.trailingTrivia ?? []
        head.name = .identifier(module, leadingTrivia: first.name.leadingTrivia, trailingTrivia: trailing)
        context.record(.rewritten, "import \(original) → import \(module)", at: node.path)
        return DeclSyntax(node.detached.with(\.path, ImportPathComponentListSyntax([head])))
    }
}
