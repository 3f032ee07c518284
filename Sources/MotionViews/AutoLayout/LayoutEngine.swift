import Foundation
import MotionConstraints

/// What the engine added to its solver for one reason: a user constraint, or one of the engine's
/// own (a translated autoresizing frame, a content size, a system guide's placement, a fitting size).
final class EngineRecord {
    /// Why the record exists. The objects it is about are held weakly (`subject`, `user`): records
    /// live in the engine, which lives in the root view, so strong references here would keep trees
    /// alive through cycles.
    enum Kind {
        case user
        case autoresizing(String)
        case contentSize(NSLayoutConstraint.Axis, hugging: Bool)
        case guide(String)
        case fitting(NSLayoutConstraint.Axis)
    }
    weak var engine: LayoutEngine?
    let kind: Kind
    /// The user constraint, for `.user`.
    weak var user: NSLayoutConstraint?
    /// The view or guide an engine-made constraint is about.
    weak var subject: AnyObject?
    var constraint: Constraint
    /// Items whose unknowns the constraint uses (each holds a reference in the engine), by identity.
    var items: [ObjectIdentifier]
    /// For user constraints: the solver constant is `base − constant`.
    var base: Double = 0
    /// False when the constraint was refused (unsatisfiable): it stays active but broken, as in UIKit.
    var inSolver = false

    init(engine: LayoutEngine, kind: Kind, constraint: Constraint, items: [AnyObject], subject: AnyObject? = nil,
         user: NSLayoutConstraint? = nil) {
        self.engine = engine
        self.kind = kind
        self.constraint = constraint
        self.items = items.map(ObjectIdentifier.init)
        self.subject = subject
        self.user = user
    }

    /// UIKit-style description for problem reports.
    var description: String {
        let v = subject as? UIView
        switch kind {
        case .user: return user?.description ?? "<NSLayoutConstraint (released)>"
        case .autoresizing(let what):
            return "<NSAutoresizingMaskLayoutConstraint \(NSLayoutConstraint.describe(v)).\(what) == \(NSLayoutConstraint.number(-constraint.constant))>"
        case .contentSize(let axis, let hugging):
            let p = v.map { v in hugging ? v.contentHuggingPriority(for: axis) : v.contentCompressionResistancePriority(for: axis) }
            return "<NSContentSizeLayoutConstraint \(NSLayoutConstraint.describe(v)).\(axis == .horizontal ? "width" : "height") \(hugging ? "<=" : ">=") \(NSLayoutConstraint.number(-constraint.constant)) \(hugging ? "Hug" : "CompressionResistance"):\(p.map(\.description) ?? "?")>"
        case .guide(let what): return "<NSLayoutConstraint '\((subject as? UILayoutGuide)?.identifier ?? "guide")-\(what)'>"
        case .fitting(let axis): return "<NSLayoutConstraint 'fitting size' \(NSLayoutConstraint.describe(v)).\(axis == .horizontal ? "width" : "height")>"
        }
    }
}

/// One view's or guide's membership in the engine. Holds its item strongly (the root weakly: the root
/// holds the engine); a view's state points back to it (`ViewAutoLayout.engineItem`) for the setters'
/// fast path, and the engine clears those pointers when it goes.
final class EngineItem {
    unowned(unsafe) let engine: LayoutEngine
    unowned(unsafe) let item: AnyObject
    /// The item as a view (nil for a guide), for the per-frame paths (no cast, no retain).
    unowned(unsafe) let view: UIView?
    /// The same view, unmanaged: the per-frame loops use it without retaining (views carry side
    /// tables for their weak references, which makes each retain and release a slow path).
    let unmanagedView: Unmanaged<UIView>?
    private let keepAlive: AnyObject?
    let isRoot: Bool
    let variables: LayoutVariables
    /// The frame solved for the view, waiting for its superview's layout to apply it.
    var pendingFrame: CGRect?
    /// The last frame the engine solved for the view and handed out (nil before the first).
    var lastSolvedFrame: CGRect?
    var refs = 0
    /// The engine's own constraints for the item (autoresizing frame, content size, guide placement).
    var internals: [EngineRecord] = []
    var translates = false
    /// The autoresizing records, in the order minX, minY, width, height (width, height for a root).
    var autoresizing: [EngineRecord] = []
    /// Content-size records: width ≤ (hugging), width ≥ (compression), height ≤, height ≥.
    var content: [EngineRecord?] = [nil, nil, nil, nil]
    var intrinsic = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    var queuedAutoresizing = false
    var queuedIntrinsic = false

    init(engine: LayoutEngine, item: AnyObject, variables: LayoutVariables, isRoot: Bool) {
        self.engine = engine
        self.item = item
        view = item as? UIView
        unmanagedView = (item as? UIView).map { Unmanaged.passUnretained($0) }
        keepAlive = isRoot ? nil : item
        self.isRoot = isRoot
        self.variables = variables
    }
}

/// The constraint system of one view tree (a window, or a view not in one), held by its root view:
/// every active constraint installed in the tree, plus the engine's own — autoresizing frames of
/// views that translate them, content sizes with hugging and compression resistance, the placement
/// of system layout guides — in one incremental `Solver`. Changes go into the solver as they happen
/// (constraints activated, constants and priorities changed); the frames are read out once per layout
/// pass (`solveIfNeeded`) and handed to each view's superview's layout (`applyFrames`), so a frame the
/// engine moves inside an animation block animates like any frame set there.
///
/// Coordinates: a view's unknowns are its frame in its superview (transforms ignored, as UIKit's
/// engine ignores them; a scroll view's content offset too — content is laid out in content
/// coordinates); a guide's are in its owning view's. A constraint between items is written in their
/// nearest common ancestor's coordinates by adding the origins along the way.
final class LayoutEngine {
    let solver = Solver()
    unowned let root: UIView
    /// A throwaway engine for `systemLayoutSizeFitting`: the root's size is free, nothing is applied.
    let isFitting: Bool

    /// Something changed since frames were last read out.
    var isDirty = true
    private var items: [ObjectIdentifier: EngineItem] = [:]
    /// Items in the order they joined (removed ones are nil until compacted).
    private var itemOrder: [EngineItem?] = []
    private var itemSlot: [ObjectIdentifier: Int] = [:]
    private var userRecords: [ObjectIdentifier: EngineRecord] = [:]
    private var bySolverConstraint: [ObjectIdentifier: EngineRecord] = [:]
    private var queuedAutoresizing: [EngineItem] = []
    private var queuedIntrinsic: [EngineItem] = []
    private var guidesNeedUpdate = false
    private var systemGuides: [EngineItem] = []

    /// Superviews holding pending frames for their subviews (`ViewAutoLayout.pendingChildren`).
    private var pendingParents: [UIView] = []

    init(root: UIView, fitting: Bool = false) {
        self.root = root
        isFitting = fitting
    }

    deinit {
        // Views outlive the engine (a window replaced, a subtree moved into another tree): their
        // pointers to its items go with it. The root is going away itself.
        for case let e? in itemOrder where !e.isRoot {
            if let v = e.view, v.autoLayoutState?.engineItem === e { v.autoLayoutState?.engineItem = nil }
        }
    }

    /// Takes in every constraint installed in the tree: required constants of one item first (a width
    /// or height fixed by `equalToConstant`: they keep the tableau's rows short when everything else
    /// builds on them), then the rest in the order they were activated — not tree order, which would
    /// add a view's own size constraints after every constraint between views had used the sizes as
    /// unknowns (a chain of n views then costs O(n³) instead of O(n²)).
    func build() {
        var all: [NSLayoutConstraint] = []
        root.forEachInSubtree { v in all += v.autoLayoutState?.installed ?? [] }
        all.sort { a, b in
            let ka = a.isRequiredConstant, kb = b.isRequiredConstant
            return ka != kb ? ka : a.activationIndex < b.activationIndex
        }
        for c in all { add(c) }
    }

    func contains(item: AnyObject) -> Bool { items[ObjectIdentifier(item)] != nil }

    // MARK: User constraints

    func add(_ c: NSLayoutConstraint) {
        let id = ObjectIdentifier(c)
        guard userRecords[id] == nil, c.invalidReason == nil, let ancestor = c.installedView else { return }
        var used: [AnyObject] = []
        guard let first = c.firstItem else { return }
        let lhs = expression(first, c.firstAttribute, in: ancestor, other: c.secondItem, items: &used)
        var rhs = LinearExpression(constant: 0)
        if let second = c.secondItem, c.secondAttribute != .notAnAttribute {
            rhs = Double(c.multiplier) * expression(second, c.secondAttribute, in: ancestor, other: first, items: &used)
        }
        let relation: Constraint.Relation = c.relation == .equal ? .equal : c.relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
        let base = lhs.constant - rhs.constant
        let sc = Constraint(lhs, relation, rhs + Double(c.constant), strength: .priority(Double(c.priority.rawValue)))
        let record = EngineRecord(engine: self, kind: .user, constraint: sc, items: used, user: c)
        record.base = base
        userRecords[id] = record
        if !isFitting { c.engineRecord = record }
        for item in used { retain(item) }
        insert(record)
    }

    func remove(_ c: NSLayoutConstraint) {
        guard let record = userRecords.removeValue(forKey: ObjectIdentifier(c)) else { return }
        if c.engineRecord === record { c.engineRecord = nil }
        eject(record)
        for item in record.items { release(item) }
    }

    /// Rebuilds a user constraint's expression (its items' margins or baselines changed).
    func rebuild(_ c: NSLayoutConstraint) {
        guard userRecords[ObjectIdentifier(c)] != nil else { return }
        remove(c)
        add(c)
    }

    func constantChanged(_ c: NSLayoutConstraint) {
        guard let record = userRecords[ObjectIdentifier(c)] else { return }
        isDirty = true
        guard record.inSolver else { return }
        setConstant(record, record.base - Double(c.constant))
    }

    func priorityChanged(_ c: NSLayoutConstraint) {
        guard let record = userRecords[ObjectIdentifier(c)] else { return }
        isDirty = true
        let strength = Strength.priority(Double(c.priority.rawValue))
        guard record.inSolver else { record.constraint = Constraint(record.constraint.expression, record.constraint.relation, strength: strength); return }
        do { try solver.setStrength(strength, of: record.constraint) } catch { reportFailure(error, record) }
    }

    // MARK: Solver access

    private func insert(_ record: EngineRecord) {
        isDirty = true
        bySolverConstraint[ObjectIdentifier(record.constraint)] = record
        do {
            try solver.addConstraint(record.constraint)
            record.inSolver = true
        } catch {
            record.inSolver = false
            reportFailure(error, record)
        }
    }

    private func eject(_ record: EngineRecord) {
        isDirty = true
        bySolverConstraint[ObjectIdentifier(record.constraint)] = nil
        if record.inSolver { try? solver.removeConstraint(record.constraint) }
        record.inSolver = false
    }

    private func setConstant(_ record: EngineRecord, _ value: Double) {
        isDirty = true
        guard record.inSolver else {
            record.constraint = Constraint(LinearExpression(record.constraint.expression.terms, constant: value), record.constraint.relation,
                                           strength: record.constraint.strength)
            return
        }
        do { try solver.setConstant(value, of: record.constraint) } catch {
            if !solver.hasConstraint(record.constraint) { record.inSolver = false }
            reportFailure(error, record)
        }
    }

    /// UIKit's report of an unsatisfiable system: the constraints in conflict, and the one broken.
    private func reportFailure(_ error: Error, _ record: EngineRecord) {
        guard !isFitting else { return }
        if case .unsatisfiable(_, let conflicting)? = error as? SolverError {
            var lines = conflicting.compactMap { bySolverConstraint[ObjectIdentifier($0)]?.description }
            lines.append(record.description)
            let list = lines.map { "    \"\($0)\"" }.joined(separator: ",\n")
            LayoutDiagnostics.report("""
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it.
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(record.description)
            """)
        } else {
            LayoutDiagnostics.report("constraint \(record.description) could not be changed: \(error)")
        }
    }

    // MARK: Items

    func entry(_ item: AnyObject) -> EngineItem? { items[ObjectIdentifier(item)] }

    static func variables(of item: AnyObject) -> LayoutVariables {
        if let v = item as? UIView {
            let s = v.autoLayout
            return s.variables
        }
        return (item as! UILayoutGuide).variables
    }

    private func retain(_ item: AnyObject) {
        let id = ObjectIdentifier(item)
        if let e = items[id] { e.refs += 1; return }
        let e = EngineItem(engine: self, item: item, variables: LayoutEngine.variables(of: item), isRoot: item === root)
        e.refs = 1
        items[id] = e
        itemSlot[id] = itemOrder.count
        itemOrder.append(e)
        join(e)
    }

    private func release(_ item: AnyObject) { release(ObjectIdentifier(item)) }

    private func release(_ id: ObjectIdentifier) {
        guard let e = items[id] else { return }
        e.refs -= 1
        guard e.refs <= 0 else { return }
        leave(e)
        items[id] = nil
        if let slot = itemSlot.removeValue(forKey: id) { itemOrder[slot] = nil }
        if itemOrder.count > 64 && items.count * 2 < itemOrder.count {
            itemOrder = itemOrder.filter { $0 != nil }
            itemSlot = [:]
            for (i, x) in itemOrder.enumerated() { itemSlot[ObjectIdentifier(x!.item)] = i }
        }
    }

    private func join(_ e: EngineItem) {
        if let v = e.item as? UIView {
            if !isFitting { v.autoLayout.engineItem = e }
            e.translates = v.translatesAutoresizingMaskIntoConstraints && !(isFitting && v === root)
            if e.translates { addAutoresizing(e, v) } else { addContentSize(e, v) }
        } else if let g = e.item as? UILayoutGuide {
            addGuidePlacement(e, g)
        }
    }

    private func leave(_ e: EngineItem) {
        for r in e.internals {
            eject(r)
            for i in r.items where i != ObjectIdentifier(e.item) { release(i) }
        }
        e.internals = []
        e.autoresizing = []
        e.content = [nil, nil, nil, nil]
        if let v = e.view, !isFitting, v.autoLayoutState?.engineItem === e { v.autoLayoutState?.engineItem = nil }
        e.pendingFrame = nil
        systemGuides.removeAll { $0 === e }
    }

    /// Adds one of the engine's own constraints for `e`, retaining the other items it names.
    private func addInternal(_ e: EngineItem, _ kind: EngineRecord.Kind, _ c: Constraint, uses: [AnyObject] = []) -> EngineRecord {
        let r = EngineRecord(engine: self, kind: kind, constraint: c, items: [e.item] + uses, subject: e.item)
        for i in uses { retain(i) }
        e.internals.append(r)
        insert(r)
        return r
    }

    // MARK: Autoresizing (translatesAutoresizingMaskIntoConstraints)

    /// The frame the engine uses for a translating view: the model frame ignoring the transform.
    static func untransformedFrame(_ v: UIView) -> CGRect {
        let b = v.layer.bounds, p = v.layer.position, a = v.layer.anchorPoint
        return CGRect(x: p.x - a.x * b.width, y: p.y - a.y * b.height, width: b.width, height: b.height)
    }

    private func addAutoresizing(_ e: EngineItem, _ v: UIView) {
        let f = LayoutEngine.untransformedFrame(v)
        let x = e.variables
        var list: [(String, Variable, Double)] = []
        if v.superviewStorage != nil && v !== root { list += [("minX", x.minX, f.minX), ("minY", x.minY, f.minY)] }
        list += [("width", x.width, f.width), ("height", x.height, f.height)]
        e.autoresizing = list.map { name, variable, value in
            addInternal(e, .autoresizing(name), Constraint(LinearExpression(variable), .equal, LinearExpression(constant: value)))
        }
    }

    /// A translating view's frame changed: its autoresizing constants follow at the next solve.
    func autoresizingFrameChanged(_ v: UIView) {
        guard let e = entry(v), e.translates, !e.queuedAutoresizing else { return }
        e.queuedAutoresizing = true
        queuedAutoresizing.append(e)
        isDirty = true
    }

    func translatesChanged(_ v: UIView) {
        guard let e = entry(v) else { return }
        let t = v.translatesAutoresizingMaskIntoConstraints && !(isFitting && v === root)
        guard t != e.translates else { return }
        for r in e.internals where r.isAutoresizingOrContent {
            eject(r)
            for i in r.items where i != ObjectIdentifier(e.item) { release(i) }
        }
        e.internals.removeAll { $0.isAutoresizingOrContent }
        e.autoresizing = []
        e.content = [nil, nil, nil, nil]
        e.translates = t
        if t { addAutoresizing(e, v) } else { addContentSize(e, v) }
    }

    // MARK: Content size

    private func addContentSize(_ e: EngineItem, _ v: UIView) {
        e.intrinsic = v.intrinsicContentSize
        updateContentRecords(e, v)
    }

    /// Makes the content-size records match `e.intrinsic` and the view's priorities.
    private func updateContentRecords(_ e: EngineItem, _ v: UIView) {
        let specs: [(Int, NSLayoutConstraint.Axis, Bool, Variable, CGFloat)] = [
            (0, .horizontal, true, e.variables.width, e.intrinsic.width),
            (1, .horizontal, false, e.variables.width, e.intrinsic.width),
            (2, .vertical, true, e.variables.height, e.intrinsic.height),
            (3, .vertical, false, e.variables.height, e.intrinsic.height),
        ]
        for (i, axis, hugging, variable, size) in specs {
            let wanted = size >= 0 && size.isFinite
            let priority = hugging ? v.contentHuggingPriority(for: axis) : v.contentCompressionResistancePriority(for: axis)
            let strength = Strength.priority(Double(priority.rawValue))
            if let r = e.content[i] {
                if !wanted {
                    eject(r)
                    e.internals.removeAll { $0 === r }
                    e.content[i] = nil
                    continue
                }
                if r.constraint.constant != -Double(size) { setConstant(r, -Double(size)) }
                if r.constraint.strength != strength {
                    if r.constraint.strength.isRequired == strength.isRequired, r.inSolver {
                        do { try solver.setStrength(strength, of: r.constraint) } catch { reportFailure(error, r) }
                    } else {
                        eject(r)
                        r.constraint = Constraint(LinearExpression(variable), hugging ? .lessThanOrEqual : .greaterThanOrEqual,
                                                  LinearExpression(constant: Double(size)), strength: strength)
                        insert(r)
                    }
                }
            } else if wanted {
                let c = Constraint(LinearExpression(variable), hugging ? .lessThanOrEqual : .greaterThanOrEqual,
                                   LinearExpression(constant: Double(size)), strength: strength)
                e.content[i] = addInternal(e, .contentSize(axis, hugging: hugging), c)
            }
        }
    }

    /// `invalidateIntrinsicContentSize()`: re-read at the next solve.
    func intrinsicChanged(_ v: UIView) {
        guard let e = entry(v), !e.queuedIntrinsic else { return }
        e.queuedIntrinsic = true
        queuedIntrinsic.append(e)
        isDirty = true
    }

    func contentPrioritiesChanged(_ v: UIView) {
        guard let e = entry(v), !e.translates else { return }
        updateContentRecords(e, v)
    }

    /// Margins changed: constraints on the margin attributes are rewritten, the margins guide moves.
    func marginsChanged(_ v: UIView) {
        for c in v.autoLayoutState?.referencing ?? [] where c.usesMarginsOrBaselines { rebuild(c) }
        guidesChanged()
    }

    func guidesChanged() {
        guard !systemGuides.isEmpty else { return }
        guidesNeedUpdate = true
        isDirty = true
    }

    /// A participating view's geometry changed (from anything: the engine, autoresizing, code).
    func geometryChanged(_ e: EngineItem) {
        if e.translates, !e.queuedAutoresizing {
            e.queuedAutoresizing = true
            queuedAutoresizing.append(e)
            isDirty = true
        }
        if !systemGuides.isEmpty { guidesNeedUpdate = true; isDirty = true }
    }

    // MARK: System guides

    private func addGuidePlacement(_ e: EngineItem, _ g: UILayoutGuide) {
        guard let owner = g.owningView, g.role != .user else { return }
        let x = e.variables
        let o = LayoutEngine.variables(of: owner)
        let spec = guideSpec(g, owner)
        func eq(_ name: String, _ lhs: LinearExpression, _ rhs: LinearExpression, _ strength: Strength = .required, uses: [AnyObject] = []) {
            _ = addInternal(e, .guide(name), Constraint(lhs, .equal, rhs, strength: strength), uses: uses)
        }
        switch g.role {
        case .user:
            return
        case .safeArea, .layoutMargins, .scrollFrame, .keyboard:
            eq("left", LinearExpression(x.minX), LinearExpression(constant: spec.left))
            eq("top", LinearExpression(x.minY), LinearExpression(constant: spec.top))
            eq("width", LinearExpression(x.width), o.width - spec.horizontal, uses: [owner])
            eq("height", LinearExpression(x.height), o.height - spec.vertical, uses: [owner])
        case .readableContent:
            let m = owner.effectiveLayoutMargins
            _ = addInternal(e, .guide("leading"), Constraint(LinearExpression(x.minX), .greaterThanOrEqual, LinearExpression(constant: Double(m.left))))
            _ = addInternal(e, .guide("trailing"), Constraint(x.minX + x.width, .lessThanOrEqual, o.width - Double(m.right)), uses: [owner])
            _ = addInternal(e, .guide("readableWidth"), Constraint(LinearExpression(x.width), .lessThanOrEqual,
                                                                       LinearExpression(constant: Double(UIView.readableContentWidth))))
            eq("centerX", x.minX + 0.5 * x.width, 0.5 * o.width + Double(m.left - m.right) / 2, uses: [owner])
            eq("fill", LinearExpression(x.width), o.width - Double(m.left + m.right), .priority(999), uses: [owner])
            eq("top", LinearExpression(x.minY), LinearExpression(constant: Double(m.top)))
            eq("height", LinearExpression(x.height), o.height - Double(m.top + m.bottom), uses: [owner])
        case .scrollContent:
            let size = (owner as? UIScrollView)?.contentSize ?? .zero
            eq("left", LinearExpression(x.minX), LinearExpression(constant: 0))
            eq("top", LinearExpression(x.minY), LinearExpression(constant: 0))
            // Unconstrained, the content keeps the size it was given.
            eq("width", LinearExpression(x.width), LinearExpression(constant: Double(size.width)), .priority(1))
            eq("height", LinearExpression(x.height), LinearExpression(constant: Double(size.height)), .priority(1))
        }
        systemGuides.append(e)
    }

    /// The insets a system guide keeps from its owner's edges now.
    private func guideSpec(_ g: UILayoutGuide, _ owner: UIView) -> (left: Double, top: Double, horizontal: Double, vertical: Double) {
        let insets: UIEdgeInsets
        switch g.role {
        case .safeArea: insets = owner.safeAreaInsets
        case .layoutMargins: insets = owner.effectiveLayoutMargins
        case .keyboard:
            let top = Double(owner.bounds.height - owner.keyboardGuideHeight)
            return (0, top, 0, top)
        case .scrollFrame:
            let b = owner.bounds
            return (Double(b.minX), Double(b.minY), 0, 0)
        default: insets = .zero
        }
        return (Double(insets.left), Double(insets.top), Double(insets.left + insets.right), Double(insets.top + insets.bottom))
    }

    /// Moves the system guides' constants to their owners' current insets, margins and sizes.
    private func updateGuides() {
        for e in systemGuides {
            guard let g = e.item as? UILayoutGuide, let owner = g.owningView else { continue }
            switch g.role {
            case .safeArea, .layoutMargins, .scrollFrame, .keyboard:
                let s = guideSpec(g, owner)
                let wanted = [-s.left, -s.top, s.horizontal, s.vertical]
                for (r, w) in zip(e.internals, wanted) where r.constraint.constant != w { setConstant(r, w) }
            case .readableContent:
                // Rare and cheap: placed afresh.
                let m = owner.effectiveLayoutMargins
                if e.internals.first?.constraint.constant != -Double(m.left) { replaceGuide(e, g) }
            case .scrollContent:
                let size = (owner as? UIScrollView)?.contentSize ?? .zero
                if e.internals.count == 4 {
                    if e.internals[2].constraint.constant != -Double(size.width) { setConstant(e.internals[2], -Double(size.width)) }
                    if e.internals[3].constraint.constant != -Double(size.height) { setConstant(e.internals[3], -Double(size.height)) }
                }
            case .user: break
            }
        }
    }

    private func replaceGuide(_ e: EngineItem, _ g: UILayoutGuide) {
        for r in e.internals {
            eject(r)
            for i in r.items where i != ObjectIdentifier(e.item) { release(i) }
        }
        e.internals = []
        systemGuides.removeAll { $0 === e }
        addGuidePlacement(e, g)
    }

    // MARK: Expressions

    /// The expression of `item.attribute` in `ancestor`'s coordinates; appends the items it names.
    func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in ancestor: UIView, other: AnyObject?,
                    items used: inout [AnyObject]) -> LinearExpression {
        var item = item
        // UIKit: a scroll view's edges related to its content mean the content area.
        if let scroll = item as? UIScrollView, let o = owningView(of: other), o !== scroll, o.isDescendant(of: scroll),
           attribute.isEdge {
            item = scroll.contentLayoutGuide
        }
        var offsetX = LinearExpression(), offsetY = LinearExpression()
        let vars = LayoutEngine.variables(of: item)
        used.append(item)
        var chainStart: UIView?
        if let v = item as? UIView {
            if v !== ancestor {
                offsetX = offsetX + vars.minX
                offsetY = offsetY + vars.minY
                chainStart = v.superviewStorage
            }
        } else if let g = item as? UILayoutGuide {
            offsetX = offsetX + vars.minX
            offsetY = offsetY + vars.minY
            chainStart = g.owningView
        }
        var v = chainStart
        while let x = v, x !== ancestor {
            let xv = LayoutEngine.variables(of: x)
            offsetX = offsetX + xv.minX
            offsetY = offsetY + xv.minY
            used.append(x)
            v = x.superviewStorage
        }
        let w = LinearExpression(vars.width), h = LinearExpression(vars.height)
        let margins = (item as? UIView)?.effectiveLayoutMargins ?? .zero
        switch attribute {
        case .left, .leading: return offsetX
        case .right, .trailing: return offsetX + w
        case .centerX: return offsetX + 0.5 * w
        case .width: return w
        case .height: return h
        case .top: return offsetY
        case .bottom: return offsetY + h
        case .centerY: return offsetY + 0.5 * h
        case .leftMargin, .leadingMargin: return offsetX + Double(margins.left)
        case .rightMargin, .trailingMargin: return offsetX + w - Double(margins.right)
        case .topMargin: return offsetY + Double(margins.top)
        case .bottomMargin: return offsetY + h - Double(margins.bottom)
        case .centerXWithinMargins: return offsetX + 0.5 * w + Double(margins.left - margins.right) / 2
        case .centerYWithinMargins: return offsetY + 0.5 * h + Double(margins.top - margins.bottom) / 2
        case .firstBaseline, .lastBaseline:
            if let b = (item as? UIView)?.baselineOffsets {
                // Text is centred vertically: the baseline sits at mid-height plus a fixed offset.
                return offsetY + 0.5 * h + Double(attribute == .firstBaseline ? b.first : b.last)
            }
            return offsetY + h
        case .notAnAttribute: return LinearExpression()
        }
    }

    // MARK: Solving and applying

    /// Brings queued changes into the solver and reads the frames out: each view whose solved frame
    /// differs from its own gets it as `pendingFrame`, and its superview is marked for layout.
    func solveIfNeeded() {
        guard isDirty else { return }
        isDirty = false
        if !queuedAutoresizing.isEmpty {
            let queue = queuedAutoresizing
            queuedAutoresizing = []
            for e in queue {
                e.queuedAutoresizing = false
                guard let v = e.item as? UIView, e.translates, items[ObjectIdentifier(v)] === e else { continue }
                let f = LayoutEngine.untransformedFrame(v)
                let values = e.autoresizing.count == 4 ? [f.minX, f.minY, f.width, f.height] : [f.width, f.height]
                for (r, value) in zip(e.autoresizing, values) where r.constraint.constant != -Double(value) {
                    setConstant(r, -Double(value))
                }
            }
        }
        if !queuedIntrinsic.isEmpty {
            let queue = queuedIntrinsic
            queuedIntrinsic = []
            for e in queue {
                e.queuedIntrinsic = false
                guard let v = e.item as? UIView, items[ObjectIdentifier(v)] === e else { continue }
                let size = v.intrinsicContentSize
                if !e.translates && size != e.intrinsic {
                    e.intrinsic = size
                    updateContentRecords(e, v)
                }
                for c in v.autoLayoutState?.referencing ?? [] where c.usesBaselines(of: v) { rebuild(c) }
            }
        }
        if guidesNeedUpdate {
            guidesNeedUpdate = false
            updateGuides()
        }
        isDirty = false
        guard !isFitting else { return }
        solver.updateVariables()
        let scale = Double(max(root.window?.screenScale ?? UIServices.screenScale, 1))
        for p in pendingParents { p.autoLayoutState?.pendingChildren = [] }
        pendingParents = []
        for case let e? in itemOrder {
            if let unmanaged = e.unmanagedView {
                guard !e.translates, !e.isRoot else { continue }
                // Views are held by the engine (and the tree): no retain per view on this path.
                unmanaged._withUnsafeGuaranteedRef { v in
                    let f = solvedFrame(e, v, scale: scale)
                    let layer = v.layer
                    // A view whose position the constraints leave free and whose frame code set (UIKit
                    // Dynamics moving a view that has only size constraints) keeps it until the engine's
                    // answer for it changes, as in UIKit, where the engine applies changed values.
                    // Solved again only if the last answer was applied: a frame still pending from the
                    // previous solve (its parent not laid out since) is not the view's yet, and dropping
                    // it here left a view pinned to a moved safe-area guide where the old guide put it.
                    let solvedAgain = e.lastSolvedFrame == f && e.pendingFrame == nil
                    e.lastSolvedFrame = f
                    if f.size != layer.properties.bounds.size
                        || (!solvedAgain && CGPoint(x: f.midX, y: f.midY) != layer.properties.position) {
                        e.pendingFrame = f
                        if let parent = v.superviewStorage {
                            let ps = parent.autoLayout
                            if ps.pendingChildren.isEmpty { pendingParents.append(parent) }
                            ps.pendingChildren.append(e)
                            parent.needsLayout = true
                        }
                    } else {
                        e.pendingFrame = nil
                    }
                }
            } else if let g = e.item as? UILayoutGuide, g.role == .scrollContent, let scroll = g.owningView as? UIScrollView {
                let size = CGSize(width: max(0, e.variables.width.value), height: max(0, e.variables.height.value))
                if size.width.isFinite, size.height.isFinite, size != scroll.contentSize { scroll.contentSize = size }
            }
        }
    }

    /// The solved frame of a view, rounded to the screen's pixels as UIKit rounds engine values
    /// (edges, not sizes), sizes at least zero; a non-finite value keeps the view's own.
    private func solvedFrame(_ e: EngineItem, _ v: UIView, scale: Double) -> CGRect {
        func px(_ x: Double) -> CGFloat { CGFloat((x * scale).rounded() / scale) }
        let x = e.variables
        let values = [x.minX.value, x.minY.value, x.width.value, x.height.value]
        guard values.allSatisfy({ $0.isFinite }) else {
            LayoutDiagnostics.report("the layout of \(NSLayoutConstraint.describe(v)) is not finite; its frame is kept")
            return LayoutEngine.untransformedFrame(v)
        }
        let minX = px(values[0]), minY = px(values[1])
        let maxX = px(values[0] + max(0, values[2])), maxY = px(values[1] + max(0, values[3]))
        return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// Gives `parent`'s subviews the frames the engine solved for them (UIKit does this in the
    /// superview's layout, just before its `layoutSubviews`). Inside an animation block they animate.
    func applyFrames(toSubviewsOf parent: UIView) {
        guard let state = parent.autoLayoutState, !state.pendingChildren.isEmpty else { return }
        let items = state.pendingChildren
        state.pendingChildren = []
        // Outside animation scopes a plain UIView's setters run no action: its frame can go straight
        // into the layer (with the setters' other effects). Subclasses (which may override the
        // setters) and everything inside an animation block take the setters, and animate.
        var plain = false
        if case nil = (UIView.scopeStack.last ?? nil) { plain = true }
        for e in items {
            // A view that left the tree since the solve also left the engine, which cleared its frame.
            guard let f = e.pendingFrame, let unmanaged = e.unmanagedView else { continue }
            e.pendingFrame = nil
            let c = CGPoint(x: f.midX, y: f.midY)
            unmanaged._withUnsafeGuaranteedRef { s in
                if plain && type(of: s) == UIView.self {
                    s.setEngineFrameWithoutActions(size: f.size, center: c)
                    return
                }
                let layer = s.layer
                if layer.bounds.size != f.size { s.bounds = CGRect(origin: layer.bounds.origin, size: f.size) }
                if layer.position != c { s.center = c }
            }
        }
        if plain, !systemGuides.isEmpty { guidesNeedUpdate = true; isDirty = true }
    }

    // MARK: Questions

    func isAmbiguous(_ v: UIView) -> Bool {
        guard let e = entry(v), !e.translates else { return false }
        return e.variables.all.contains { solver.isAmbiguous($0) }
    }

    /// The solved frame of an item in its coordinates (the solver's current values).
    func frame(of item: AnyObject) -> CGRect {
        let x = LayoutEngine.variables(of: item)
        return CGRect(x: solver.value(of: x.minX), y: solver.value(of: x.minY), width: solver.value(of: x.width),
                      height: solver.value(of: x.height))
    }

    /// For `systemLayoutSizeFitting`: the root's size at the target, at the fitting priorities.
    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        retain(root)
        guard let e = entry(root) else { return .zero }
        let x = e.variables
        for (axis, variable, value, p) in [(NSLayoutConstraint.Axis.horizontal, x.width, target.width, horizontal),
                                           (.vertical, x.height, target.height, vertical)] {
            let c = Constraint(LinearExpression(variable), .equal, LinearExpression(constant: Double(value.isFinite ? value : 0)),
                               strength: .priority(Double(p.rawValue)))
            _ = addInternal(e, .fitting(axis), c)
        }
        // Multi-line labels wrap at the width they are given (UIKit's fitting lays them out and asks
        // again): their heights are re-read at the solved widths until nothing changes — otherwise a
        // label never laid out measures as one line, and a self-sizing cell comes out too short.
        for _ in 0..<4 {
            var changed = false
            for case let item? in itemOrder where !item.isRoot && !item.translates {
                guard let label = item.view as? UILabel, label.numberOfLines != 1, label.preferredMaxLayoutWidth == 0 else { continue }
                let width = solver.value(of: item.variables.width)
                guard width.isFinite, width > 0 else { continue }
                let height = label.sizeThatFits(CGSize(width: CGFloat(width), height: 0)).height
                guard abs(height - item.intrinsic.height) > 0.001 else { continue }
                item.intrinsic = CGSize(width: item.intrinsic.width, height: height)
                updateContentRecords(item, label)
                changed = true
            }
            if !changed { break }
        }
        let w = solver.value(of: x.width), h = solver.value(of: x.height)
        return CGSize(width: w.isFinite ? max(0, w) : 0, height: h.isFinite ? max(0, h) : 0)
    }

    var statistics: (constraints: Int, items: Int) { (solver.constraintCount, items.count) }
}

extension EngineRecord {
    var isAutoresizingOrContent: Bool {
        switch kind {
        case .autoresizing, .contentSize: return true
        default: return false
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// Edges and margins (what a scroll view's content area answers for).
    var isEdge: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
             .leadingMargin, .trailingMargin:
            return true
        default:
            return false
        }
    }
}

extension NSLayoutConstraint {
    var usesMarginsOrBaselines: Bool {
        [firstAttribute, secondAttribute].contains {
            switch $0 {
            case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
                 .centerXWithinMargins, .centerYWithinMargins, .firstBaseline, .lastBaseline:
                return true
            default:
                return false
            }
        }
    }

    func usesBaselines(of v: UIView) -> Bool {
        (firstItem === v && (firstAttribute == .firstBaseline || firstAttribute == .lastBaseline))
            || (secondItem === v && (secondAttribute == .firstBaseline || secondAttribute == .lastBaseline))
    }
}
