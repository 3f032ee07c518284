import SwiftSyntax

/// Walks a file for the numeric literals that are arguments of animation APIs (`AnimationAPIs`):
/// the arguments of matching calls, and values assigned to matching properties, through
/// `ValueCollector`. Literals in `#if` clauses that do not compile here are skipped.
final class LiteralSiteFinder: SyntaxVisitor {
    private(set) var hits: [ValueCollector.Hit] = []
    private var seen: Set<SyntaxIdentifier> = []
    private var groups: [String: Int] = [:]

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let (name, base) = Self.callee(node.calledExpression)
        guard let name, let candidates = AnimationAPIs.callsByName[name] else { return .visitChildren }
        let arguments = Array(node.arguments)
        let labels = arguments.map { $0.label?.text ?? "_" }
        for api in candidates {
            if let bases = api.bases, !bases.contains(base ?? "") { continue }
            for signature in api.signatures {
                guard let indices = Self.match(labels, signature.labels) else { continue }
                let group = group(for: "call@\(node.position.utf8Offset)")
                for (i, argument) in arguments.enumerated() {
                    guard let spec = signature.numeric[indices[i]] else { continue }
                    let label = spec.name ?? (labels[i] == "_" ? "" : labels[i])
                    let place = ValueCollector.Place(call: api.display, label: label, parameter: spec.parameter,
                                                     shape: spec.shape, typed: spec.shape != .anyValue,
                                                     joiner: " … ", group: group)
                    collect(argument.expression, place)
                }
                return .visitChildren
            }
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
              let target = elements[0].as(MemberAccessExprSyntax.self), let receiver = target.base,
              let property = AnimationAPIs.properties[target.declName.baseName.text] else { return .visitChildren }
        let name = target.declName.baseName.text
        let type = ReceiverType.of(receiver)
        let receiverText = receiver.trimmedDescription
        let owner = type ?? (receiverText.count <= 32 && !receiverText.contains("\n") ? receiverText : property.owner)
        var shape = property.shape
        if name == "velocity", let type, AnimationAPIs.numericVelocityOwners.contains(type) { shape = .number }
        let scope = Self.enclosingScope(of: node)
        let group = group(for: "receiver@\(scope):\(receiverText)")
        let place = ValueCollector.Place(call: owner, label: name, parameter: property.parameter, shape: shape,
                                         isArray: property.isArray, typed: shape != .anyValue, joiner: ".", group: group)
        let rest = Array(elements[2...])
        var collector = ValueCollector()
        if rest.count == 1 { collector.collect(rest[0], place) } else { collector.collect(sequence: rest, place) }
        for hit in collector.hits { add(hit) }
        return .visitChildren
    }

    private func collect(_ expr: ExprSyntax, _ place: ValueCollector.Place) {
        var collector = ValueCollector()
        collector.collect(expr, place)
        for hit in collector.hits { add(hit) }
    }

    private func add(_ hit: ValueCollector.Hit) {
        guard seen.insert(hit.node.id).inserted, !InactiveCode.contains(hit.node) else { return }
        hits.append(hit)
    }

    private func group(for key: String) -> Int {
        if let g = groups[key] { return g }
        let g = groups.count
        groups[key] = g
        return g
    }

    /// The callee's name and base: `UIView.animate` → ("animate", "UIView"); `animate` → ("animate",
    /// nil); `UIViewPropertyAnimator.init` and `UIViewPropertyAnimator` → ("UIViewPropertyAnimator", nil).
    static func callee(_ expr: ExprSyntax) -> (String?, String?) {
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return (ref.baseName.text, nil) }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "init", let base = member.base?.as(DeclReferenceExprSyntax.self) { return (base.baseName.text, nil) }
            return (name, member.base?.trimmedDescription)
        }
        return (nil, nil)
    }

    /// For each call label, the index of the signature label it is — labels in order, each a later
    /// signature label — or nil when they are not a subsequence.
    static func match(_ labels: [String], _ signature: [String]) -> [Int]? {
        var indices: [Int] = []
        var j = 0
        for label in labels {
            while j < signature.count, signature[j] != label { j += 1 }
            guard j < signature.count else { return nil }
            indices.append(j)
            j += 1
        }
        return indices
    }

    /// The innermost code block or member block around `node`, by position (assignments to one
    /// receiver in one scope form a group).
    static func enclosingScope(of node: some SyntaxProtocol) -> Int {
        var current = node.parent
        while let n = current {
            if n.is(CodeBlockSyntax.self) || n.is(MemberBlockSyntax.self) || n.is(ClosureExprSyntax.self) || n.is(SourceFileSyntax.self) {
                return n.position.utf8Offset
            }
            current = n.parent
        }
        return 0
    }
}
