import SwiftSyntax

/// Foundation's block timers → the same timers on the scene clock, so a countdown, a clock or an
/// auto-advancing carousel ticks at the same scene times in every headless render (and follows slow
/// motion), as the target/selector forms already do:
///
///     Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { … }   →  Timer.sceneScheduledTimer(withTimeInterval: 1, repeats: true) { … }
///     Timer(timeInterval: 0.5, repeats: true, block: tick)              →  Timer.sceneTimer(timeInterval: 0.5, repeats: true, block: tick)
///
/// Both return `Timer`s (`SceneClockTimer`, MotionTargetAction): `invalidate()`, `isValid`, `fire()`
/// work as Foundation documents; the second fires once added to a run loop (`RunLoop.main.add`). Only
/// calls spelled on `Timer` itself with exactly these labels are rewritten (`Foundation.Timer.…` and
/// timers made through a variable of another type are left as written).
public final class SceneTimerPass: SyntaxRewriter, RewritePass {
    public static let name = "scene-timers"
    let context: RewriteContext

    public init(context: RewriteContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    /// The argument labels of a call, a trailing closure counted as `block`.
    static func labels(_ node: FunctionCallExprSyntax) -> [String] {
        var l = node.arguments.map { $0.label?.text ?? "_" }
        if node.trailingClosure != nil { l.append("block") }
        return l
    }

    public override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let labels = Self.labels(node)
        // Timer.scheduledTimer(withTimeInterval:repeats:block:)
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "Timer",
           member.declName.baseName.text == "scheduledTimer", member.declName.argumentNames == nil,
           labels == ["withTimeInterval", "repeats", "block"] {
            let renamed = member.with(\.declName, member.declName.with(\.baseName, .identifier("sceneScheduledTimer")))
            context.record(.rewritten, "Timer.scheduledTimer(withTimeInterval:repeats:block:) → Timer.sceneScheduledTimer (the scene clock)", at: node)
            let call = node.with(\.calledExpression, ExprSyntax(renamed))
            return super.visit(call)
        }
        // Timer(timeInterval:repeats:block:)
        if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self), callee.baseName.text == "Timer",
           callee.argumentNames == nil, labels == ["timeInterval", "repeats", "block"] {
            let member = MemberAccessExprSyntax(
                leadingTrivia: callee.leadingTrivia,
                base: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("Timer"))),
                period: .periodToken(),
                declName: DeclReferenceExprSyntax(baseName: .identifier("sceneTimer")),
                trailingTrivia: callee.trailingTrivia)
            context.record(.rewritten, "Timer(timeInterval:repeats:block:) → Timer.sceneTimer (the scene clock)", at: node)
            let call = node.with(\.calledExpression, ExprSyntax(member))
            return super.visit(call)
        }
        return super.visit(node)
    }
}
