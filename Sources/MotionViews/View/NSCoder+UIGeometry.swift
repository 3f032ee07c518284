import Foundation

/// UIGeometry.h's string forms of geometry, in Swift on `NSCoder` (what `NSStringFromCGPoint` and
/// `CGPointFromString` became): `NSCoder.string(for: point)` writes "{x, y}", "{w, h}", "{{x, y}, {w, h}}",
/// "[a, b, c, d, tx, ty]", "{top, left, bottom, right}" with numbers as `%.17g` (UIKit's digits);
/// `NSCoder.cgPoint(for: "{1,2}")` reads the numbers in order whatever the punctuation, a missing
/// or malformed number reading as 0 (UIKit's answer for a malformed string).
extension NSCoder {
    public static func string(for point: CGPoint) -> String { "{\(n(point.x)), \(n(point.y))}" }
    public static func string(for size: CGSize) -> String { "{\(n(size.width)), \(n(size.height))}" }
    public static func string(for rect: CGRect) -> String { "{\(string(for: rect.origin)), \(string(for: rect.size))}" }
    public static func string(for vector: CGVector) -> String { "{\(n(vector.dx)), \(n(vector.dy))}" }
    public static func string(for transform: CGAffineTransform) -> String {
        "[\([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(n).joined(separator: ", "))]"
    }
    public static func string(for insets: UIEdgeInsets) -> String {
        "{\([insets.top, insets.left, insets.bottom, insets.right].map(n).joined(separator: ", "))}"
    }
    public static func string(for insets: NSDirectionalEdgeInsets) -> String {
        "{\([insets.top, insets.leading, insets.bottom, insets.trailing].map(n).joined(separator: ", "))}"
    }
    public static func string(for offset: UIOffset) -> String { "{\(n(offset.horizontal)), \(n(offset.vertical))}" }

    public static func cgPoint(for string: String) -> CGPoint { let v = numbers(string, 2); return CGPoint(x: v[0], y: v[1]) }
    public static func cgSize(for string: String) -> CGSize { let v = numbers(string, 2); return CGSize(width: v[0], height: v[1]) }
    public static func cgRect(for string: String) -> CGRect {
        let v = numbers(string, 4); return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
    }
    public static func cgVector(for string: String) -> CGVector { let v = numbers(string, 2); return CGVector(dx: v[0], dy: v[1]) }
    public static func cgAffineTransform(for string: String) -> CGAffineTransform {
        let v = numbers(string, 6); return CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
    }
    public static func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        let v = numbers(string, 4); return UIEdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }
    public static func nsDirectionalEdgeInsets(for string: String) -> NSDirectionalEdgeInsets {
        let v = numbers(string, 4); return NSDirectionalEdgeInsets(top: v[0], leading: v[1], bottom: v[2], trailing: v[3])
    }
    public static func uiOffset(for string: String) -> UIOffset { let v = numbers(string, 2); return UIOffset(horizontal: v[0], vertical: v[1]) }

    private static func n(_ x: CGFloat) -> String { String(format: "%.17g", Double(x)) }

    /// The first `count` numbers in `string` (decimal, optionally signed, with a fraction and an
    /// exponent), zeros for those missing.
    private static func numbers(_ string: String, _ count: Int) -> [CGFloat] {
        var out: [CGFloat] = []
        var i = string.startIndex
        while i < string.endIndex, out.count < count {
            let c = string[i]
            if c.isASCII, c.isNumber || ((c == "-" || c == "+" || c == ".") && startsNumber(string, at: i)) {
                var j = string.index(after: i)
                var sawE = false
                while j < string.endIndex {
                    let d = string[j]
                    if d.isASCII && (d.isNumber || d == ".") { j = string.index(after: j); continue }
                    if !sawE, d == "e" || d == "E" { sawE = true; j = string.index(after: j)
                        if j < string.endIndex, string[j] == "-" || string[j] == "+" { j = string.index(after: j) }
                        continue }
                    break
                }
                out.append(CGFloat(Double(string[i..<j]) ?? 0))
                i = j
            } else {
                i = string.index(after: i)
            }
        }
        return out + Array(repeating: 0, count: count - out.count)
    }

    private static func startsNumber(_ s: String, at i: String.Index) -> Bool {
        var j = s.index(after: i)
        if s[i] != ".", j < s.endIndex, s[j] == "." { j = s.index(after: j) }
        return j < s.endIndex && s[j].isASCII && s[j].isNumber
    }
}
