import Foundation

/// UIKit's `NSLayoutConstraint`: `firstItem.firstAttribute (relation) multiplier × secondItem.secondAttribute
/// + constant`, at a priority. Activating it installs it on the items' nearest common ancestor (listed
/// in that view's `constraints`); the window's constraint system (`LayoutEngine`) takes it in
/// incrementally. Changing `constant` or `priority` of an active constraint moves the solution in
/// place and marks layout needed — it never lays out by itself: the next layout pass (or a
/// `layoutIfNeeded()`, animated inside an animation block) applies the new frames.
///
/// Problems are reported as UIKit reports them (one message on standard error, see
/// `LayoutDiagnostics`), never by crashing: an invalid pairing of attributes, a constraint between
/// views without a common ancestor, a non-finite constant, a priority change between required and
/// optional on an active constraint.
open class NSLayoutConstraint: CustomStringConvertible {
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// UIKit's attributes and raw values.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline = 11, firstBaseline = 12
        case leftMargin = 13, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins = 19, centerYWithinMargins = 20
        case notAnAttribute = 0
        @available(*, deprecated, renamed: "lastBaseline")
        public static var baseline: Attribute { .lastBaseline }
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// Options of the visual format language (UIKit's `NSLayoutConstraint.FormatOptions`).
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }

    /// The first item: a `UIView` or a `UILayoutGuide`. Held weakly (UIKit's is unretained): a
    /// constraint installed on a view it names would otherwise keep that view alive.
    public private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    /// Fixed at creation, as in UIKit: replace the constraint to change it.
    public let multiplier: CGFloat

    /// Points added to the second item's attribute. Non-finite values are refused (with a message);
    /// magnitudes above `LayoutDiagnostics.maximumConstant` are clamped (with a message).
    open var constant: CGFloat {
        get { constantStorage }
        set {
            let c = LayoutDiagnostics.checkedConstant(newValue, for: self)
            guard c != constantStorage else { return }
            constantStorage = c
            engineRecord?.engine?.constantChanged(self)
        }
    }
    var constantStorage: CGFloat

    /// 1…1000. Changing an active constraint between required (1000) and optional is refused, as
    /// UIKit refuses it; values outside 1…1000 are clamped with a message.
    open var priority: UILayoutPriority {
        get { priorityStorage }
        set {
            var p = newValue
            if !(p.rawValue >= 1 && p.rawValue <= 1000) {
                let clamped = UILayoutPriority(p.rawValue.isFinite ? min(max(p.rawValue, 1), 1000) : 1000)
                LayoutDiagnostics.report("priority \(p.rawValue) of \(self) is outside 1…1000; using \(clamped)")
                p = clamped
            }
            guard p != priorityStorage else { return }
            if isActive && p.isRequired != priorityStorage.isRequired {
                LayoutDiagnostics.report("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(p) and the existing priority was \(priorityStorage). (\(self))")
                return
            }
            priorityStorage = p
            engineRecord?.engine?.priorityChanged(self)
        }
    }
    var priorityStorage: UILayoutPriority = .required

    /// A name for debugging: it appears in this constraint's description and in problem reports.
    open var identifier: String?
    /// Kept for source compatibility (there are no nibs here).
    open var shouldBeArchived = false

    /// Whether the constraint is installed (UIKit's `isActive`): setting it activates or deactivates.
    open var isActive: Bool {
        get { installedView != nil }
        set { if newValue { activateSelf() } else { deactivateSelf() } }
    }

    // MARK: Engine bookkeeping

    /// The view it is installed on (the items' nearest common ancestor, or the view `addConstraint`
    /// was called on).
    weak var installedView: UIView?
    /// The engine that holds it, with what it added to the solver (the engine owns the record).
    weak var engineRecord: EngineRecord?
    /// When it was last activated (a process-wide count): engines take constraints in this order.
    var activationIndex = 0
    nonisolated(unsafe) static var activationCounter = 0
    /// A required size fixed to a constant (`widthAnchor.constraint(equalToConstant:)`).
    var isRequiredConstant: Bool {
        secondItem == nil && relation == .equal && priorityStorage.isRequired
    }
    /// Why the constraint can never be satisfied (an invalid pairing), reported once at creation.
    let invalidReason: String?

    // MARK: Creating

    /// `view1.attr1 (relation) multiplier × view2.attr2 + c`; `view2` nil with `.notAnAttribute` for a
    /// constant (sizes only: a location equal to a constant is invalid in UIKit, and refused here).
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier.isFinite ? multiplier : 1
        constantStorage = c.isFinite ? c : 0
        invalidReason = NSLayoutConstraint.validate(first: view1 as AnyObject, attr1, second: view2.map { $0 as AnyObject },
                                                    attr2, multiplier: multiplier, constant: c)
        if let reason = invalidReason { LayoutDiagnostics.report(reason) }
        if !c.isFinite { LayoutDiagnostics.report("constant \(c) of \(self) is not finite; using 0") }
        constantStorage = LayoutDiagnostics.checkedConstant(constantStorage, for: self, reportingOnly: true)
        if invalidReason == nil, secondAttribute == .notAnAttribute, constantStorage < 0, relation != .lessThanOrEqual {
            // A size at least (or exactly) negative: no frame can have it.
            LayoutDiagnostics.report("a \(attr1.name) of \(NSLayoutConstraint.number(constantStorage)) points is negative (\(self)); using 0")
            constantStorage = 0
        }
    }

    /// UIKit's `init()` (NSObject's): an empty constraint relating no items — the placeholder of
    /// `private var topConstraint = NSLayoutConstraint()` that code replaces before it activates
    /// anything. Activating it reports the problem (one line) and installs nothing.
    public init() {
        firstItem = nil
        firstAttribute = .notAnAttribute
        relation = .equal
        secondItem = nil
        secondAttribute = .notAnAttribute
        multiplier = 1
        constantStorage = 0
        invalidReason = "it relates no items (an empty NSLayoutConstraint())"
    }

    /// Activates every constraint in `constraints` (UIKit's preferred way).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.activateSelf() }
    }

    /// Deactivates every constraint in `constraints`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.deactivateSelf() }
    }

    // MARK: Description

    public var description: String {
        var s = "<NSLayoutConstraint"
        if let identifier { s += " '\(identifier)'" }
        s += " " + NSLayoutConstraint.describe(firstItem, firstAttribute)
        s += relation == .equal ? " == " : relation == .lessThanOrEqual ? " <= " : " >= "
        var rhs: [String] = []
        if let second = secondItem, secondAttribute != .notAnAttribute {
            let item = NSLayoutConstraint.describe(second, secondAttribute)
            rhs.append(multiplier == 1 ? item : "\(NSLayoutConstraint.number(multiplier))*\(item)")
        }
        if constant != 0 || rhs.isEmpty {
            if rhs.isEmpty { rhs.append(NSLayoutConstraint.number(constant)) } else {
                rhs.append((constant < 0 ? "- " : "+ ") + NSLayoutConstraint.number(abs(constant)))
            }
        }
        s += rhs.joined(separator: " ")
        if priority != .required { s += " @\(priority)" }
        if isActive { s += "   (active)" }
        return s + ">"
    }

    static func number(_ v: CGFloat) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(Double(v)) }

    static func describe(_ item: AnyObject?, _ attribute: Attribute) -> String {
        "\(describe(item)).\(attribute.name)"
    }

    /// `UILabel:'title'` (the accessibility identifier where set), as UIKit's reports name items.
    static func describe(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let v = item as? UIView {
            return "\(type(of: v))" + (v.accessibilityIdentifier.map { ":'\($0)'" } ?? "")
        }
        if let g = item as? UILayoutGuide { return "'\(g.identifier)'" + (g.owningView.map { "(\(describe($0)))" } ?? "") }
        return "\(type(of: item))"
    }
}

extension NSLayoutConstraint.Attribute {
    /// UIKit's name of the attribute in descriptions (`leading`, `centerX`, …).
    public var name: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        case .notAnAttribute: return "notAnAttribute"
        }
    }

    /// Which axis the attribute belongs to (nil for `.notAnAttribute`).
    var axis: NSLayoutConstraint.Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
             .centerYWithinMargins:
            return .vertical
        case .notAnAttribute:
            return nil
        }
    }

    var isDimension: Bool { self == .width || self == .height }
}

extension NSLayoutConstraint {
    /// UIKit's rules for a valid constraint; the reason it is invalid, or nil.
    static func validate(first: AnyObject?, _ a1: Attribute, second: AnyObject?, _ a2: Attribute,
                         multiplier: CGFloat, constant: CGFloat) -> String? {
        guard first is UIView || first is UILayoutGuide else {
            return "NSLayoutConstraint: the first item \(describe(first)) is not a view or a layout guide"
        }
        guard a1 != .notAnAttribute else { return "NSLayoutConstraint: the first attribute cannot be notAnAttribute" }
        if let second, !(second is UIView || second is UILayoutGuide) {
            return "NSLayoutConstraint: the second item \(describe(second)) is not a view or a layout guide"
        }
        if second == nil || a2 == .notAnAttribute || multiplier == 0 {
            if !a1.isDimension {
                return "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs. (\(describe(first, a1)))"
            }
            return nil
        }
        if a1.axis != a2.axis && !(a1.isDimension && a2.isDimension) {
            return "Invalid pairing of layout attributes: \(describe(first, a1)) and \(describe(second, a2)) are on different axes"
        }
        if a1.isDimension != a2.isDimension {
            return "Invalid pairing of layout attributes: a dimension (\(a1.isDimension ? a1.name : a2.name)) cannot be related to a location (\(a1.isDimension ? a2.name : a1.name))"
        }
        return nil
    }
}
