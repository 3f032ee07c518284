import Foundation

/// `<connections>`: outlets, outlet collections, actions and triggered segues, connected without
/// key-value coding: through UIKit's own properties for UIKit's classes, and through the connector
/// methods `ConnectorPlan` puts into the user's files for the user's classes.
extension DocumentCompiler {
    /// Outlets of UIKit's classes MotionLab connects directly (class → property names).
    static let uikitOutlets: [String: Set<String>] = [
        "UITextField": ["delegate"], "UITextView": ["delegate"], "UIScrollView": ["delegate"],
        "UITapGestureRecognizer": ["delegate"], "UIPanGestureRecognizer": ["delegate"], "UIPinchGestureRecognizer": ["delegate"],
        "UIRotationGestureRecognizer": ["delegate"], "UISwipeGestureRecognizer": ["delegate"],
        "UILongPressGestureRecognizer": ["delegate"], "UIScreenEdgePanGestureRecognizer": ["delegate"],
        "UIViewController": ["view"], "UINavigationController": ["view"], "AnyObject": [],
        "UIPickerView": ["dataSource", "delegate"],
        "UITableView": ["dataSource", "delegate", "prefetchDataSource"], "UICollectionView": ["dataSource", "delegate", "prefetchDataSource"],
    ]

    static let controlClasses: Set<String> = ["UIButton", "UISlider", "UISwitch", "UISegmentedControl", "UIPageControl", "UITextField", "UIDatePicker", "UIStepper", "UIRefreshControl"]

    func emitConnections(indent: Int) {
        // Outlet collections gather every destination of one property first (UIKit fills the array in order).
        var collections: [(source: ObjectRef, property: String, line: Int, destinations: [String])] = []
        for (c, source) in pendingConnections {
            tracker.visit(c)
            let line = c.line
            switch c.name {
            case "outlet":
                guard let property = attr(c, "property"), let d = attr(c, "destination") else { continue }
                guard let dest = destinationExpression(d, at: c) else { continue }
                connectOutlet(source, property, dest, line: line, at: c, indent: indent)
            case "outletCollection":
                guard let property = attr(c, "property"), let d = attr(c, "destination") else { continue }
                _ = attr(c, "collectionClass")
                _ = attr(c, "appends")
                if property == "gestureRecognizers" {
                    guard let dest = objects[d] else { warn(c, "gesture recognizer \(d) is not in this scene (ignored)"); continue }
                    writer.emit("\(source.expression.hasPrefix("owner") ? "(owner.view)" : source.expression).addGestureRecognizer(\(dest.expression))", line: line, indent: indent)
                    continue
                }
                guard let dest = destinationExpression(d, at: c) else { continue }
                if let i = collections.firstIndex(where: { $0.source.expression == source.expression && $0.property == property }) {
                    collections[i].destinations.append(dest)
                } else {
                    collections.append((source, property, line, [dest]))
                }
            case "action":
                guard let selector = attr(c, "selector"), let d = attr(c, "destination") else { continue }
                connectAction(source, selector: selector, destinationID: d, eventType: attr(c, "eventType"), at: c, indent: indent)
            case "segue":
                triggerSegue(c, from: source, indent: indent)
            default:
                warn(c, "<\(c.name)> connection is not mapped (ignored)")
            }
        }
        for col in collections {
            guard let custom = col.source.customClass else {
                warn(col.source.element, "outlet collection \(col.property) of a UIKit class is not mapped (ignored)")
                continue
            }
            let (owner, method) = plan.outlet(type: custom, property: col.property, collection: true, path: path, line: col.line)
            writer.emit("(\(col.source.expression) as? \(owner))?.\(method)([\(col.destinations.map { "\($0) as AnyObject" }.joined(separator: ", "))])", line: col.line, indent: indent)
        }
        pendingConnections = []
    }

    /// The expression of a connection's destination (nil with a warning when it is not made here).
    func destinationExpression(_ id: String, at c: IBElement) -> String? {
        if let ref = objects[id] { return ref.expression }
        if firstResponderIDs.contains(id) { warn(c, "connections to the First Responder are not mapped (ignored)"); return nil }
        warn(c, "connection to an object (\(id)) that is not made in this scene (ignored)")
        return nil
    }

    func connectOutlet(_ source: ObjectRef, _ property: String, _ dest: String, line: Int, at c: IBElement, indent: Int) {
        if let custom = source.customClass {
            let (owner, method) = plan.outlet(type: custom, property: property, collection: false, path: path, line: line)
            writer.emit("(\(source.expression) as? \(owner))?.\(method)(\(dest))", line: line, indent: indent)
            return
        }
        if property == "view", source.baseType == "UIViewController" || source.baseType == "AnyObject" || source.baseType == "UINavigationController" {
            writer.emit("__ibConnectView(\(source.expression), \(dest)) { _ in }", line: line, indent: indent)
            return
        }
        if Self.uikitOutlets[source.baseType]?.contains(property) == true {
            writer.emit("__ibConnect(&\(source.expression).\(property), \(dest), \(SwiftLiteral.string(property)))", line: line, indent: indent)
            return
        }
        warn(c, "outlet \(property) of \(source.baseType) is not mapped (ignored)")
    }

    func connectAction(_ source: ObjectRef, selector: String, destinationID: String, eventType: String?, at c: IBElement, indent: Int) {
        guard let dest = objects[destinationID] else {
            if firstResponderIDs.contains(destinationID) {
                warn(c, "action \(selector) sent to the First Responder is not mapped (ignored)")
            } else {
                warn(c, "action \(selector) to an object (\(destinationID)) that is not made in this scene (ignored)")
            }
            return
        }
        guard let target = dest.customClass else {
            warn(c, "action \(selector) targets a \(dest.baseType), which is not a class of the target (ignored)")
            return
        }
        if source.baseType == "UIBarButtonItem" {
            guard let (owner, method) = plan.action(type: target, selector: selector, kind: .barButtonItem, path: path, line: c.line) else { return }
            writer.emit("(\(dest.expression) as? \(owner))?.\(method)(\(source.expression))", line: c.line, indent: indent)
            return
        }
        let isGesture = Self.gestureClasses.values.contains(source.baseType)
        if isGesture {
            guard let (owner, method) = plan.action(type: target, selector: selector, kind: .gesture, path: path, line: c.line) else { return }
            writer.emit("(\(dest.expression) as? \(owner))?.\(method)(\(source.expression))", line: c.line, indent: indent)
            return
        }
        guard let event = eventType.flatMap({ Self.controlEvents[$0] }) else {
            warn(c, "action \(selector) on event \"\(eventType ?? "")\" is not mapped (ignored)")
            return
        }
        guard let (owner, method) = plan.action(type: target, selector: selector, kind: .control, path: path, line: c.line) else { return }
        if Self.controlClasses.contains(source.baseType) {
            writer.emit("(\(dest.expression) as? \(owner))?.\(method)(\(source.expression), \(event))", line: c.line, indent: indent)
        } else {
            warn(c, "action \(selector) sent by a \(source.baseType), which is not a control (ignored)")
        }
    }

    /// A segue triggered by a control (a tap), a gesture recognizer, or performed by code (the
    /// controller's own connections: already a template), or an embed segue of a container view.
    func triggerSegue(_ s: IBElement, from source: ObjectRef, indent: Int) {
        tracker.visit(s)
        let kind = s["kind"]
        if kind == "relationship" { return }
        guard let k = s["id"].flatMap({ segueIndex[$0] }) else { return }   // not performable: warned with its template
        if source.expression == ownerVar { return }   // performed by identifier
        if ["UITableViewCell", "UICollectionViewCell"].contains(source.baseType) {
            tracker.use(s, "trigger")
            if s["trigger"] == "accessoryAction", source.baseType == "UITableViewCell" {
                writer.emit("__ibTriggerAccessorySegue(\(ownerVar), segueAt: \(k), from: \(source.expression))", line: s.line, indent: indent)
                return
            }
            if let trigger = s["trigger"], trigger != "selection" {
                warn(s, "a segue triggered by a cell's \(trigger) is not mapped (performSegue(withIdentifier:) still performs it when it has one)")
                return
            }
            writer.emit("__ibTriggerSegue(\(ownerVar), segueAt: \(k), from: \(source.expression))", line: s.line, indent: indent)
            return
        }
        if kind == "embed" {
            deferredEmbeds.append(("__ibEmbed(\(ownerVar), segueAt: \(k), in: \(source.expression))", s.line))
        } else if Self.gestureClasses.values.contains(source.baseType) || Self.controlClasses.contains(source.baseType) || source.baseType == "UIBarButtonItem" {
            writer.emit("__ibTriggerSegue(\(ownerVar), segueAt: \(k), from: \(source.expression))", line: s.line, indent: indent)
        } else {
            warn(s, "a segue triggered by a \(source.baseType) is not mapped (performSegue(withIdentifier:) still performs it when it has one)")
        }
    }
}
