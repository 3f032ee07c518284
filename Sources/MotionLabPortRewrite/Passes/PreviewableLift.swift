import SwiftSyntax

/// Xcode 16's `@Previewable` (a `#Preview` body's own state):
///
///     #Preview {                                 … register(…) { __MotionLabPreviewable1() } }; private struct __MotionLabPreviewable1: View {
///         @Previewable @State var on = false  →                  @State var on = false
///         Toggle("On", isOn: $on)                var body: some View { Toggle("On", isOn: $on)
///     }                                          } }
///
/// the declarations marked `@Previewable` at the top of the body become the stored properties of a
/// generated view (so `@State`, `@FocusState`, `@Namespace`… live in a view's graph node as in any view)
/// whose `body` is the rest of the block; the preview shows that view. Lines stay where they are.
/// A block whose `@Previewable` declarations do not all come before its other statements is left as
/// written (the compiler then names the attribute).
enum PreviewableLift {
    /// The replacement for the closure (from its `{` to its `}` and the registration's closing brace),
    /// or nil when the closure has no `@Previewable` declaration at its top.
    static func lift(_ closure: ClosureExprSyntax, in file: SourceFileSyntax, closureStart: Int, index: Int) -> String? {
        let items = Array(closure.statements)
        var lifted = 0
        for item in items {
            guard let v = item.item.as(VariableDeclSyntax.self), isPreviewable(v.attributes) else { break }
            lifted += 1
        }
        guard lifted > 0 else { return nil }
        // Another @Previewable after an ordinary statement: not taken.
        for item in items.dropFirst(lifted) {
            if let v = item.item.as(VariableDeclSyntax.self), isPreviewable(v.attributes) { return nil }
        }
        let bytes = Array(file.description.utf8)
        let name = "__MotionLabPreviewable\(index)"
        let open = closure.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        let close = closure.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = closure.rightBrace.endPositionBeforeTrailingTrivia.utf8Offset
        var blanks: [(Int, Int)] = []
        for item in items.prefix(lifted) {
            guard let v = item.item.as(VariableDeclSyntax.self) else { continue }
            for a in v.attributes {
                guard let attr = a.as(AttributeSyntax.self), attr.attributeName.trimmedDescription == "Previewable" else { continue }
                blanks.append((attr.positionAfterSkippingLeadingTrivia.utf8Offset, attr.endPositionBeforeTrailingTrivia.utf8Offset))
            }
        }
        var out = "{ \(name)() } }; private struct \(name): View {"
        // The declarations, their `@Previewable` blanked (columns kept).
        let bodyStart = lifted < items.count ? items[lifted].positionAfterSkippingLeadingTrivia.utf8Offset : close
        var cursor = open
        for (a, b) in blanks {
            out += String(decoding: bytes[cursor..<a], as: UTF8.self) + String(repeating: " ", count: b - a)
            cursor = b
        }
        out += String(decoding: bytes[cursor..<bodyStart], as: UTF8.self)
        out += "var body: some View { "
        out += String(decoding: bytes[bodyStart..<end], as: UTF8.self)
        return out + " }"
    }

    static func isPreviewable(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable" }
    }
}
