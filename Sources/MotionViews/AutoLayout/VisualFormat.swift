import Foundation

/// The visual format language (`NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`):
///
///     H:|-[title]-(>=8)-[button(==80@750)]-|      V:|-20-[a][b(==a)]
///
/// `H:`/`V:` (horizontal by default), `|` the superview, `[name(predicates)]` a view, connections `-`
/// (the standard 8-point space; to the superview, its layout margin), `-N-` or `-(predicates)-`, or
/// none (flush). A predicate is `(==|<=|>=)? (number | metric | view name) (@ priority)?`. Options
/// align every adjacent pair of views (`.alignAllCenterY`, …). A format that does not parse is
/// reported with UIKit's message naming the position, and yields no constraints.
extension NSLayoutConstraint {
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        do {
            var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
            return try parser.parse(options: opts)
        } catch let e as VisualFormatParser.Failure {
            LayoutDiagnostics.report("Unable to parse constraint format: \n\(e.message)\n\(format)\n\(String(repeating: " ", count: e.position))^")
            return []
        } catch {
            return []
        }
    }
}

struct VisualFormatParser {
    struct Failure: Error { var message: String; var position: Int }

    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority: UILayoutPriority = .required
    }

    enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    let chars: [Character]
    let format: String
    let metrics: [String: Any]
    let views: [String: Any]
    var i = 0

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        chars = Array(format)
        self.metrics = metrics
        self.views = views
    }

    func fail(_ message: String) -> Failure { Failure(message: message, position: i) }

    mutating func skipSpaces() { while i < chars.count && chars[i] == " " { i += 1 } }

    mutating func accept(_ c: Character) -> Bool {
        skipSpaces()
        if i < chars.count && chars[i] == c { i += 1; return true }
        return false
    }

    mutating func expect(_ c: Character) throws {
        guard accept(c) else { throw fail("Expected '\(c)'") }
    }

    mutating func identifier() -> String? {
        skipSpaces()
        let start = i
        while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" {
            if i == start && chars[i].isNumber { return nil }
            i += 1
        }
        return i > start ? String(chars[start..<i]) : nil
    }

    mutating func number() -> CGFloat? {
        skipSpaces()
        let start = i
        if i < chars.count && (chars[i] == "-" || chars[i] == "+") { i += 1 }
        while i < chars.count, chars[i].isNumber || chars[i] == "." { i += 1 }
        guard i > start, let v = Double(String(chars[start..<i])) else { i = start; return nil }
        return CGFloat(v)
    }

    func metric(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    func view(_ name: String) -> UIView? { views[name] as? UIView }

    /// number | metric name
    mutating func constantOrMetric() throws -> CGFloat {
        if let n = number() { return n }
        let at = i
        if let name = identifier() {
            if let m = metric(name) { return m }
            i = at
            throw fail("\(name) is not a key in the metrics dictionary.")
        }
        throw fail("Expected a number or a metric name")
    }

    mutating func predicate(allowViews: Bool) throws -> Predicate {
        var p = Predicate()
        skipSpaces()
        if accept("=") { try expect("="); p.relation = .equal }
        else if accept("<") { try expect("="); p.relation = .lessThanOrEqual }
        else if accept(">") { try expect("="); p.relation = .greaterThanOrEqual }
        if let n = number() {
            p.constant = n
        } else {
            let at = i
            guard let name = identifier() else { throw fail("Expected a number, a metric or a view name") }
            if let m = metric(name) { p.constant = m } else if allowViews, let v = view(name) { p.view = v } else {
                i = at
                throw fail("\(name) is not a key in the \(allowViews ? "views or metrics" : "metrics") dictionary.")
            }
        }
        if accept("@") {
            let v = try constantOrMetric()
            guard v >= 1 && v <= 1000 else { throw fail("Priorities must be between 1 and 1000") }
            p.priority = UILayoutPriority(Float(v))
        }
        return p
    }

    mutating func predicateList(allowViews: Bool) throws -> [Predicate] {
        if accept("(") {
            var list = [try predicate(allowViews: allowViews)]
            while accept(",") { list.append(try predicate(allowViews: allowViews)) }
            try expect(")")
            return list
        }
        // A bare number or metric.
        return [Predicate(constant: try constantOrMetric())]
    }

    /// After a view or `|`: the connection to what follows.
    mutating func connection() throws -> Connection {
        guard accept("-") else { return .flush }
        skipSpaces()
        if i < chars.count && (chars[i] == "[" || chars[i] == "|") { return .standard }
        let list = try predicateList(allowViews: false)
        try expect("-")
        return .predicates(list)
    }

    mutating func parse(options: NSLayoutConstraint.FormatOptions) throws -> [NSLayoutConstraint] {
        var vertical = false
        skipSpaces()
        if i + 1 < chars.count && (chars[i] == "H" || chars[i] == "V") && chars[i + 1] == ":" {
            vertical = chars[i] == "V"
            i += 2
        }
        let lead: NSLayoutConstraint.Attribute = vertical ? .top : .leading
        let trail: NSLayoutConstraint.Attribute = vertical ? .bottom : .trailing
        let leadMargin: NSLayoutConstraint.Attribute = vertical ? .topMargin : .leadingMargin
        let trailMargin: NSLayoutConstraint.Attribute = vertical ? .bottomMargin : .trailingMargin
        let size: NSLayoutConstraint.Attribute = vertical ? .height : .width
        var out: [NSLayoutConstraint] = []
        var chain: [UIView] = []
        var pendingFromSuperview: Connection?
        var previousConnection: Connection?

        func relate(_ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ b: AnyObject?, _ ba: NSLayoutConstraint.Attribute,
                    _ c: Connection, superviewEdge: Bool) {
            switch c {
            case .flush:
                out.append(NSLayoutConstraint(item: a, attribute: aa, relatedBy: .equal, toItem: b, attribute: ba, multiplier: 1, constant: 0))
            case .standard:
                if superviewEdge, let sv = b as? UIView {
                    // To the superview: its layout margin (UIKit's standard space to the edge).
                    let marginAttr = ba == lead ? leadMargin : trailMargin
                    out.append(NSLayoutConstraint(item: a, attribute: aa, relatedBy: .equal, toItem: sv, attribute: marginAttr, multiplier: 1, constant: 0))
                } else {
                    out.append(NSLayoutConstraint(item: a, attribute: aa, relatedBy: .equal, toItem: b, attribute: ba, multiplier: 1, constant: systemSpacing))
                }
            case .predicates(let list):
                for p in list {
                    let c = NSLayoutConstraint(item: a, attribute: aa, relatedBy: p.relation, toItem: b, attribute: ba, multiplier: 1, constant: p.constant)
                    c.priority = p.priority
                    out.append(c)
                }
            }
        }

        if accept("|") {
            pendingFromSuperview = try connection()
        }
        while accept("[") {
            let at = i
            guard let name = identifier() else { throw fail("Expected a view name") }
            guard let v = view(name) else { i = at; throw fail("\(name) is not a key in the views dictionary.") }
            if accept("(") {
                var list = [try predicate(allowViews: true)]
                while accept(",") { list.append(try predicate(allowViews: true)) }
                try expect(")")
                for p in list {
                    let c: NSLayoutConstraint
                    if let other = p.view {
                        c = NSLayoutConstraint(item: v, attribute: size, relatedBy: p.relation, toItem: other, attribute: size, multiplier: 1, constant: 0)
                    } else {
                        c = NSLayoutConstraint(item: v, attribute: size, relatedBy: p.relation, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: p.constant)
                    }
                    c.priority = p.priority
                    out.append(c)
                }
            }
            try expect("]")
            if let previous = chain.last, let conn = previousConnection {
                relate(v, lead, previous, trail, conn, superviewEdge: false)
            } else if let conn = pendingFromSuperview {
                guard let sv = v.superview else { throw fail("Unable to interpret '|' character, because the related view doesn't have a superview") }
                relate(v, lead, sv, lead, conn, superviewEdge: true)
                pendingFromSuperview = nil
            }
            chain.append(v)
            previousConnection = try connection()
            skipSpaces()
            if i < chars.count && chars[i] == "|" {
                i += 1
                guard let last = chain.last, let sv = last.superview else {
                    throw fail("Unable to interpret '|' character, because the related view doesn't have a superview")
                }
                relate(sv, trail, last, trail, previousConnection ?? .flush, superviewEdge: false)
                if case .standard = previousConnection {
                    // `-|`: the superview's trailing margin is 0 points after the view.
                    out.removeLast()
                    out.append(NSLayoutConstraint(item: sv, attribute: trailMargin, relatedBy: .equal, toItem: last, attribute: trail, multiplier: 1, constant: 0))
                }
                previousConnection = nil
                break
            }
        }
        skipSpaces()
        guard i == chars.count else { throw fail("Expected a view") }
        guard !chain.isEmpty else { throw fail("No views in the format") }
        if previousConnection != nil, case .predicates? = previousConnection { throw fail("A connection must end at a view or '|'") }
        // Alignment options: every adjacent pair aligned on the chosen attributes.
        let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        for (option, attribute) in alignments where options.contains(option) {
            guard attribute.axis != (vertical ? .vertical : .horizontal) else {
                throw fail("Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.")
            }
            for k in chain.indices.dropFirst() {
                out.append(NSLayoutConstraint(item: chain[k - 1], attribute: attribute, relatedBy: .equal, toItem: chain[k],
                                              attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return out
    }
}
