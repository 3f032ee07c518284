import SwiftSyntax

/// Main-queue deadlines spelled with Dispatch's own clock → the scene clock, so delayed work on the
/// main queue happens at the same scene time in every headless render (and follows slow motion), as
/// `DispatchQueue.main.asyncAfter(deadline: .now() + 1) { … }` already does:
///
///     DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + 0.5) { … }       →  … deadline: SceneTime.now() + 0.5) { … }
///     DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + Double(Int64(0.3 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC), execute: { … })
///                                                                                  →  … deadline: SceneTime.now() + Double(…) / Double(NSEC_PER_SEC), execute: { … })
///     DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: workItem)       →  … deadline: SceneTime.now() + 0.3, execute: workItem)
///
/// The first two are Swift 3's migrator's spelling, everywhere in public code of those years: the
/// explicit `DispatchTime` picks Dispatch's overload, on the real clock, so a headless render never
/// saw the work (a pull-to-refresh that ends after a second, a splash that fades). A work item (the
/// debounce idiom: keep the item to `cancel()` it) takes Dispatch's overload even with `.now()`;
/// MotionDispatch's `asyncAfter(deadline: SceneTime, execute: DispatchWorkItem)` runs it on the scene
/// clock unless cancelled first. Only calls on `DispatchQueue.main` whose arguments are exactly
/// `deadline:` and `execute:` (or a trailing closure) are rewritten, and only a `now()` of the
/// deadline's own expression (`DispatchTime.now()`, or `.now()` with a work item): a deadline held in
/// a variable (`let when = DispatchTime.now() + 1`) stays Dispatch's, on the real clock.
public final class SceneDeadlinePass: SyntaxRewriter, RewritePass {
    public static let name = "scene-deadlines"
    let context: RewriteContext

    public init(context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    public override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard Self.isMainQueueAsyncAfter(node), let deadline = node.arguments.first,
              deadline.label?.text == "deadline" else { return super.visit(node) }
        let closure: Bool
        if node.arguments.count == 1, node.trailingClosure != nil {
            closure = true
        } else if node.arguments.count == 2, node.trailingClosure == nil,
                  let execute = node.arguments.last, execute.label?.text == "execute" {
            closure = execute.expression.is(ClosureExprSyntax.self)
        } else {
            return super.visit(node)
        }
        let rewriter = NowRewriter(context: context, rewritesImplicitNow: !closure)
        let expression = rewriter.rewrite(deadline.expression).cast(ExprSyntax.self)
        guard rewriter.count > 0 else { return super.visit(node) }
        let what = closure ? "a closure" : "a work item"
        context.record(.rewritten, "asyncAfter(deadline: \(rewriter.spelled) + …) on the main queue with \(what) → SceneTime.now() (the scene clock)", at: deadline.expression)
        if rewriter.lengthened > 0 {
            let (line, column) = context.location(of: deadline.expression)
            context.noteLengthening(line: line, column: column, length: deadline.expression.trimmedLength.utf8Length,
                                    added: rewriter.lengthened)
        }
        var arguments = node.arguments
        arguments[arguments.startIndex] = deadline.with(\.expression, expression)
        return super.visit(node.with(\.arguments, arguments))
    }

    /// `DispatchQueue.main.asyncAfter(…)`.
    static func isMainQueueAsyncAfter(_ node: FunctionCallExprSyntax) -> Bool {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "asyncAfter", member.declName.argumentNames == nil,
              let queue = member.base?.as(MemberAccessExprSyntax.self), queue.declName.baseName.text == "main",
              let type = queue.base?.as(DeclReferenceExprSyntax.self), type.baseName.text == "DispatchQueue"
        else { return false }
        return true
    }

    /// Each `DispatchTime.now()` (and, with `rewritesImplicitNow`, `.now()`) of a deadline expression
    /// → `SceneTime.now()`, columns kept where the text is not longer (`DispatchTime` is padded).
    final class NowRewriter: SyntaxRewriter {
        let context: RewriteContext
        let rewritesImplicitNow: Bool
        private(set) var count = 0
        /// Characters the rewritten expression gained (`.now()` → `SceneTime.now()`).
        private(set) var lengthened = 0
        /// How the first rewritten `now()` was written, for the report.
        private(set) var spelled = ""

        init(context: RewriteContext, rewritesImplicitNow: Bool) {
            self.context = context
            self.rewritesImplicitNow = rewritesImplicitNow
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
            guard node.arguments.isEmpty, node.trailingClosure == nil,
                  let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                  member.declName.baseName.text == "now", member.declName.argumentNames == nil else {
                return super.visit(node)
            }
            let scene = TokenSyntax.identifier("SceneTime")
            if let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "DispatchTime",
               base.argumentNames == nil {
                if spelled.isEmpty { spelled = "DispatchTime.now()" }
                count += 1
                // "DispatchTime" is three characters longer: the difference, blanked, leads, so columns stay.
                let padding = String(repeating: " ", count: "DispatchTime".count - "SceneTime".count)
                let renamed = base.with(\.baseName, scene.with(\.leadingTrivia, base.baseName.leadingTrivia + context.blank(padding))
                                                         .with(\.trailingTrivia, base.baseName.trailingTrivia))
                return ExprSyntax(node.with(\.calledExpression, ExprSyntax(member.with(\.base, ExprSyntax(renamed)))))
            }
            if member.base == nil, rewritesImplicitNow {
                if spelled.isEmpty { spelled = ".now()" }
                count += 1
                lengthened += "SceneTime".count
                let base = DeclReferenceExprSyntax(baseName: scene.with(\.leadingTrivia, member.period.leadingTrivia))
                let explicit = member.with(\.period, member.period.with(\.leadingTrivia, [])).with(\.base, ExprSyntax(base))
                return ExprSyntax(node.with(\.calledExpression, ExprSyntax(explicit)))
            }
            return super.visit(node)
        }
    }
}
