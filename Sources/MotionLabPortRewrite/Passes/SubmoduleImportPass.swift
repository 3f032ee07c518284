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
