import SwiftSyntax

/// Finds the literals of one argument or assigned value: the value itself when it is a literal
/// (`-2` included), and through parentheses, numeric conversions (`CGFloat(0.5)`,
/// `NSNumber(value: 1)`), `as` casts, both branches of a ternary, each element of an array
/// (`keyTimes`, `values`), each operand of `+ − × ÷` arithmetic (`delay: 0.05 * Double(i)`: the
/// 0.05, whose range is not the argument's), the seconds of `.now() + t`, and — where the API takes
/// a point, a vector or any value — the coordinates of `CGPoint`, `CGVector`, `CGSize`, `CGRect`,
/// `NSValue(cgPoint:)`…, `CATransform3DMake…` and `CGAffineTransform(scaleX:y:)`… . Nothing else:
/// not closures, other calls, names, member accesses (`.pi`), string contents.
struct ValueCollector {
    /// Where a value sits and how its literals are described.
    struct Place {
        var call: String
        /// The label as shown ("usingSpringWithDamping", "keyTimes[1]"); empty for an unlabeled setter.
        var label: String
        var parameter: String
        var shape: AnimationAPIs.Shape
        var isArray = false
        /// Whether the literal's type is fixed by the API (false for `Any`: an integer is then `Int`).
        var typed: Bool
        /// " … " between call and label for arguments, "." for properties.
        var joiner: String
        var group: Int
    }

    struct Hit {
        let node: Syntax
        let isInteger: Bool
        let place: Place
    }

    private(set) var hits: [Hit] = []

    static let conversions: Set<String> = ["CGFloat", "Double", "Float", "Float32", "Float64", "TimeInterval",
                                            "CFTimeInterval", "Int", "Int32", "Int64", "UInt", "NSNumber"]

    mutating func collect(_ expr: ExprSyntax, _ place: Place) {
        if expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self) {
            hits.append(Hit(node: Syntax(expr), isInteger: expr.is(IntegerLiteralExprSyntax.self), place: place))
            return
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), ["-", "+"].contains(prefix.operator.text),
           prefix.expression.is(IntegerLiteralExprSyntax.self) || prefix.expression.is(FloatLiteralExprSyntax.self) {
            hits.append(Hit(node: Syntax(prefix), isInteger: prefix.expression.is(IntegerLiteralExprSyntax.self), place: place))
            return
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            collect(only.expression, place)
            return
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            collect(sequence: Array(sequence.elements), place)
            return
        }
        if let array = expr.as(ArrayExprSyntax.self), place.isArray {
            for (i, element) in array.elements.enumerated() {
                var p = place
                p.isArray = false
                p.label += "[\(i)]"
                collect(element.expression, p)
            }
            return
        }
        if let call = expr.as(FunctionCallExprSyntax.self) { collect(call: call, place) }
    }

    /// The elements of an operator sequence (the parser leaves `a * 0.5 + b` unfolded).
    mutating func collect(sequence elements: [ExprSyntax], _ place: Place) {
        if let q = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
           let ternary = elements[q].as(UnresolvedTernaryExprSyntax.self) {
            collect(ternary.thenExpression, place)
            let rest = Array(elements[(q + 1)...])
            if rest.count == 1 { collect(rest[0], place) } else if rest.count > 1 { collect(sequence: rest, place) }
            return
        }
        if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self) {
            var p = place
            p.typed = true
            collect(elements[0], p)
            return
        }
        let operators = stride(from: 1, to: elements.count, by: 2).map { elements[$0] }
        let operands = stride(from: 0, to: elements.count, by: 2).map { elements[$0] }
        guard !operators.isEmpty, operators.allSatisfy({ op in
            guard let binary = op.as(BinaryOperatorExprSyntax.self) else { return false }
            return ["+", "-", "*", "/"].contains(binary.operator.text)
        }) else { return }
        if place.shape == .deadline {
            // `.now() + t`: t is the delay.
            if elements.count == 3, operators[0].as(BinaryOperatorExprSyntax.self)?.operator.text == "+",
               ["now()", ".now()", "DispatchTime.now()"].contains(operands[0].trimmedDescription) {
                var p = place
                p.shape = .number
                p.typed = true
                collect(operands[1], p)
            }
            return
        }
        let allLiterals = operands.allSatisfy { Self.isLiteral($0) }
        for operand in operands {
            var p = place
            p.parameter = "operand"
            p.label += " (operand)"
            p.typed = place.typed || !allLiterals
            p.shape = .number
            collect(operand, p)
        }
    }

    private mutating func collect(call: FunctionCallExprSyntax, _ place: Place) {
        guard call.trailingClosure == nil, let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? Self.typeInit(call.calledExpression) else { return }
        let arguments = Array(call.arguments)
        let labels = arguments.map { $0.label?.text ?? "_" }
        if Self.conversions.contains(callee), arguments.count == 1, labels == (callee == "NSNumber" ? ["value"] : ["_"]) {
            var p = place
            p.typed = true
            collect(arguments[0].expression, p)
            return
        }
        guard place.shape != .number, place.shape != .deadline else { return }
        func each(_ names: [String], parameter: (Int) -> String) {
            for (i, argument) in arguments.enumerated() where i < names.count {
                var p = place
                p.label += "." + names[i]
                p.parameter = parameter(i)
                p.typed = true
                p.shape = .number
                collect(argument.expression, p)
            }
        }
        let value = place.shape == .anyValue
        switch (callee, labels) {
        case ("CGPoint", ["x", "y"]):
            each(["x", "y"]) { i in place.shape == .controlPoint ? (i == 0 ? "controlPointX" : "controlPointY") : place.parameter }
        case ("CGVector", ["dx", "dy"]):
            each(["dx", "dy"]) { _ in place.parameter }
        case ("CGSize", ["width", "height"]) where value:
            each(["width", "height"]) { _ in place.parameter }
        case ("CGRect", ["x", "y", "width", "height"]) where value:
            each(["x", "y", "width", "height"]) { _ in place.parameter }
        case ("NSValue", _) where value && labels.count == 1
                && ["cgPoint", "cgSize", "cgRect", "cgVector", "caTransform3D", "cgAffineTransform"].contains(labels[0]):
            collect(arguments[0].expression, place)
        case ("CATransform3DMakeScale", ["_", "_", "_"]) where value:
            each(["sx", "sy", "sz"]) { _ in place.parameter }
        case ("CATransform3DMakeTranslation", ["_", "_", "_"]) where value:
            each(["tx", "ty", "tz"]) { _ in place.parameter }
        case ("CATransform3DMakeRotation", ["_", "_", "_", "_"]) where value:
            each(["angle", "x", "y", "z"]) { _ in place.parameter }
        case ("CGAffineTransform", ["scaleX", "y"]) where value, ("CGAffineTransform", ["translationX", "y"]) where value,
             ("CGAffineTransform", ["rotationAngle"]) where value:
            each(labels) { _ in place.parameter }
        default:
            return
        }
    }

    /// `Type.init(…)` → "Type".
    static func typeInit(_ callee: ExprSyntax) -> String? {
        guard let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
              let base = member.base?.as(DeclReferenceExprSyntax.self) else { return nil }
        return base.baseName.text
    }

    static func isLiteral(_ expr: ExprSyntax) -> Bool {
        if expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self) { return true }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) { return isLiteral(prefix.expression) }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let e = tuple.elements.first { return isLiteral(e.expression) }
        return false
    }
}
