import Foundation

/// Swift for UIKit and Core Animation: the calls that play the scene's motion with the tuned numbers
/// (`UIView.animate`, `UIView.transition`, `JNWSpringAnimation`, `CABasicAnimation`, `CAKeyframeAnimation`,
/// `CAAnimationGroup`, `RBBTweenAnimation`, `scrollViewDidScroll`). Views are named as in the scene.
struct UIKitExporter {
    func text(_ export: MotionExport) -> String {
        let w = CodeWriter()
        ExportHeader.write(export, format: .uikit, to: w, comment: "// ")
        for trigger in export.triggers {
            w.line()
            w.line("// MARK: - \(trigger.name)")
            if let note = trigger.note { w.comment(note) }
            let scroll = trigger.animations.filter { $0.api == .scroll }
            for a in trigger.animations where a.api != .scroll && a.after == nil {
                w.line()
                animation(a, in: trigger, w)
            }
            if trigger.animations.contains(where: { $0.api == .jnw }) { caSpringAlternative(trigger, w) }
            if !scroll.isEmpty { scrollHandler(scroll, w) }
        }
        return w.text
    }

    // MARK: Animations

    private func animation(_ a: ExportedAnimation, in trigger: ExportTrigger, _ w: CodeWriter) {
        w.comment("\(a.name): \(a.targets.joined(separator: ", "))" + (a.targets.count > 1 && a.stagger > 0
            ? " (target i starts \(ExportText.number(a.stagger)) s after target i − 1)" : ""))
        if let note = a.note { w.comment(note) }
        let loop = a.targets.count > 1
        let target = loop ? "view" : a.targets[0]
        let delay = loop && a.stagger != 0
            ? "\(ExportText.number(a.delay)) + Double(i) * \(ExportText.number(a.stagger))" : ExportText.number(a.delay)
        if loop {
            w.line("for \(a.stagger != 0 ? "(i, view)" : "view") in [\(a.targets.joined(separator: ", "))]\(a.stagger != 0 ? ".enumerated()" : "") {")
        }
        let body = {
            self.assignments(a.setup, target: target, w)
            switch a.api {
            case .view: self.viewAnimation(a, target: target, delay: delay, trigger: trigger, w)
            case .viewTransition: self.viewTransition(a, target: target, w)
            case .jnw: self.jnw(a, target: target, w)
            case .layer: self.layerAnimation(a, target: target, delay: delay, w)
            case .rbb: self.rbb(a, target: target, w)
            case .scroll: break
            }
        }
        if loop { w.indent(body); w.line("}") } else { body() }
    }

    private func viewAnimation(_ a: ExportedAnimation, target: String, delay: String, trigger: ExportTrigger, _ w: CodeWriter) {
        var options: [String] = []
        let followers = trigger.animations.filter { $0.after == a.name }
        let completion = followers.isEmpty ? "completion: nil)" : "completion: { _ in"
        func closeCompletion() {
            guard !followers.isEmpty else { return }
            w.indent {
                for f in followers { animation(f, in: trigger, w) }
            }
            w.line("})")
        }
        if a.options.contains(.beginFromCurrentState) { options.append(".beginFromCurrentState") }
        if a.options.contains(.repeatsForever) { options.append(".repeat") }
        switch a.timing {
        case let .uikitSpring(duration, ratio, velocity):
            w.line("UIView.animate(withDuration: \(ExportText.number(duration)), delay: \(delay), usingSpringWithDamping: \(ExportText.number(ratio)),")
            w.line("               initialSpringVelocity: \(ExportText.number(velocity)), options: [\(options.joined(separator: ", "))], animations: {")
            w.indent { assignments(a.changes, target: target, w) }
            w.line("}, \(completion)")
            closeCompletion()
        case let .bezier(b, duration):
            if let curve = Self.viewCurveOption(b) {
                options.insert(curve, at: 0)
                w.line("UIView.animate(withDuration: \(ExportText.number(duration)), delay: \(delay), options: [\(options.joined(separator: ", "))], animations: {")
                w.indent { assignments(a.changes, target: target, w) }
                w.line("}, \(completion)")
                closeCompletion()
            } else {
                w.line("let animator = UIViewPropertyAnimator(duration: \(ExportText.number(duration)),")
                w.line("                                      controlPoint1: CGPoint(x: \(ExportText.number(b.x1)), y: \(ExportText.number(b.y1))),")
                w.line("                                      controlPoint2: CGPoint(x: \(ExportText.number(b.x2)), y: \(ExportText.number(b.y2)))) {")
                w.indent { assignments(a.changes, target: target, w) }
                w.line("}")
                w.line("animator.startAnimation(afterDelay: \(delay))")
            }
        default:
            w.comment("(timing \(a.timing) is not a UIView animation)")
        }
    }

    private func viewTransition(_ a: ExportedAnimation, target: String, _ w: CodeWriter) {
        guard case let .crossDissolve(b, duration) = a.timing else { return }
        let curve = Self.viewCurveOption(b).map { ", \($0)" } ?? ""
        w.line("UIView.transition(with: \(target), duration: \(ExportText.number(duration)), options: [.transitionCrossDissolve\(curve)], animations: {")
        w.indent { assignments(a.changes, target: target, w) }
        w.line("}, completion: nil)")
    }

    private func jnw(_ a: ExportedAnimation, target: String, _ w: CodeWriter) {
        guard case let .jnwSpring(m, k, c) = a.timing else { return }
        for change in a.changes {
            let v = a.name
            w.line("let \(v) = JNWSpringAnimation(keyPath: \"\(change.keyPath)\")")
            w.line("\(v).damping = \(ExportText.number(c))")
            w.line("\(v).stiffness = \(ExportText.number(k))")
            w.line("\(v).mass = \(ExportText.number(m))")
            w.line("\(v).fromValue = \(fromValue(change, target: target))")
            if let to = change.to { w.line("\(v).toValue = \(swift(to, target: target))") }
            w.line("\(target).layer.add(\(v), forKey: \"\(change.keyPath)\")")
            if a.options.contains(.updatesModel), let to = change.to {
                w.line("\(target).layer.setValue(\(swift(to, target: target)), forKeyPath: \"\(change.keyPath)\")")
            }
        }
    }

    private func layerAnimation(_ a: ExportedAnimation, target: String, delay: String, _ w: CodeWriter) {
        let name = a.name
        buildLayerAnimation(a, variable: name, target: target, w)
        if a.delay != 0 || a.stagger != 0 { w.line("\(name).beginTime = CACurrentMediaTime() + \(delay)") }
        w.line("\(target).layer.add(\(name), forKey: \"\(name)\")")
        if a.options.contains(.updatesModel) {
            var changes = a.changes
            if case let .group(_, children) = a.timing { changes += children.flatMap(\.changes) }
            for c in changes {
                if let to = c.to { w.line("\(target).layer.setValue(\(swift(to, target: target)), forKeyPath: \"\(c.keyPath)\")") }
            }
        }
    }

    /// `let variable = CA…Animation(…)` and its properties (not added to a layer).
    private func buildLayerAnimation(_ a: ExportedAnimation, variable v: String, target: String, _ w: CodeWriter) {
        let change = a.changes.first
        switch a.timing {
        case let .bezier(b, duration):
            w.line("let \(v) = CABasicAnimation(keyPath: \"\(change?.keyPath ?? "")\")")
            if let change {
                if let from = change.from { w.line("\(v).fromValue = \(swift(from, target: target))") }
                if let to = change.to { w.line("\(v).toValue = \(swift(to, target: target))") }
                if let by = change.by { w.line("\(v).byValue = \(swift(by, target: target))") }
            }
            w.line("\(v).duration = \(ExportText.number(duration))")
            if b != .linear { w.line("\(v).timingFunction = \(Self.timingFunction(b))") }
        case let .keyframes(keyTimes, functions, duration):
            w.line("let \(v) = CAKeyframeAnimation(keyPath: \"\(change?.keyPath ?? "")\")")
            if let values = change?.values { w.line("\(v).values = [\(values.map { swift($0, target: target) }.joined(separator: ", "))]") }
            if let keyTimes { w.line("\(v).keyTimes = [\(keyTimes.map(Self.fraction).joined(separator: ", "))]") }
            w.line("\(v).duration = \(ExportText.number(duration))")
            if let functions {
                w.line("\(v).timingFunctions = [")
                w.indent { for f in functions { w.line("\(Self.timingFunction(f)),") } }
                w.line("]")
            }
        case let .path(path, duration, rotates):
            w.line("let \(v) = CAKeyframeAnimation(keyPath: \"\(change?.keyPath ?? "position")\")")
            switch path {
            case let .ellipse(x, y, width, height):
                w.line("\(v).path = CGPath(ellipseIn: CGRect(x: \(ExportText.number(x)), y: \(ExportText.number(y)), width: \(ExportText.number(width)), height: \(ExportText.number(height))), transform: nil)")
            }
            w.line("\(v).duration = \(ExportText.number(duration))")
            w.line("\(v).calculationMode = .paced")
            if rotates { w.line("\(v).rotationMode = .rotateAuto") }
        case let .group(duration, children):
            for child in children {
                buildLayerAnimation(child, variable: child.name, target: target, w)
            }
            w.line("let \(v) = CAAnimationGroup()")
            w.line("\(v).animations = [\(children.map(\.name).joined(separator: ", "))]")
            w.line("\(v).duration = \(ExportText.number(duration))")
        default:
            w.comment("(timing \(a.timing) is not a Core Animation object)")
        }
        if a.options.contains(.additive) { w.line("\(v).isAdditive = true") }
        if a.options.contains(.repeatsForever) { w.line("\(v).repeatCount = .infinity") }
        if a.options.contains(.fillsForwards) {
            w.line("\(v).fillMode = .forwards")
            w.line("\(v).isRemovedOnCompletion = false")
        }
        if a.options.contains(.fillsBackwards) { w.line("\(v).fillMode = .backwards") }
    }

    private func rbb(_ a: ExportedAnimation, target: String, _ w: CodeWriter) {
        guard let change = a.changes.first, let duration = a.timing.duration else { return }
        let v = a.name
        w.line("let \(v) = RBBTweenAnimation(keyPath: \"\(change.keyPath)\")")
        if let from = change.from { w.line("\(v).fromValue = \(swift(from, target: target))") }
        if let to = change.to { w.line("\(v).toValue = \(swift(to, target: target))") }
        switch a.timing {
        case let .easing(name, _):
            w.line("\(v).easing = RBBEasingFunction\(name.prefix(1).uppercased() + name.dropFirst())")
        case let .bezier(b, _):
            w.line("\(v).easing = RBBCubicBezier(\(ExportText.number(b.x1)), \(ExportText.number(b.y1)), \(ExportText.number(b.x2)), \(ExportText.number(b.y2)))")
        default: break
        }
        w.line("\(v).duration = \(ExportText.number(duration))")
        w.line("\(target).layer.add(\(v), forKey: \"\(v)\")")
        if a.options.contains(.updatesModel), let to = change.to {
            w.line("\(target).layer.setValue(\(swift(to, target: target)), forKeyPath: \"\(change.keyPath)\")")
        }
    }

    /// Core Animation's own spring with a JNW animation's constants, as a function to use instead.
    private func caSpringAlternative(_ trigger: ExportTrigger, _ w: CodeWriter) {
        guard let first = trigger.animations.first(where: { $0.api == .jnw }),
              case let .jnwSpring(m, k, c) = first.timing else { return }
        let spring = ExportSpring(mass: m, stiffness: k, damping: c)
        let zeta = spring.dampingRatio
        w.line()
        w.comment("Core Animation's own spring with the same constants, to use instead of JNWSpringAnimation above: "
                  + "`\(first.targets[0]).layer.add(\(trigger.state)Spring(keyPath: …, from: …, to: …), forKey: …)`. "
                  + "It plays the exact spring m·x'' + c·x' + k·(x − 1) = 0; JNW's keyframes follow 1 − e^(−ct/2m)·cos(ωt), "
                  + "which matches it closely only well below critical damping (here ζ = \(ExportText.number((zeta * 1e4).rounded() / 1e4))).")
        w.line("func \(trigger.state)Spring(keyPath: String, from: Any?, to: Any) -> CASpringAnimation {")
        w.indent {
            w.line("let spring = CASpringAnimation(keyPath: keyPath)")
            w.line("spring.mass = \(ExportText.number(m))")
            w.line("spring.stiffness = \(ExportText.number(k))")
            w.line("spring.damping = \(ExportText.number(c))")
            if zeta > 1 {
                w.line("spring.allowsOverdamping = true   // ζ = \(ExportText.rounded(zeta, decimals: 4)) > 1 (iOS 17+; before, Core Animation plays it critically damped)")
            }
            w.line("spring.fromValue = from")
            w.line("spring.toValue = to")
            w.line("spring.duration = spring.settlingDuration   // \(ExportText.rounded(spring.settlingDuration, decimals: 3)) s here (|x − 1| ≤ 0.001)")
            w.line("return spring")
        }
        w.line("}")
    }

    private func scrollHandler(_ animations: [ExportedAnimation], _ w: CodeWriter) {
        w.line()
        w.line("func scrollViewDidScroll(_ scrollView: UIScrollView) {")
        w.indent {
            w.line("let offset = scrollView.contentOffset.y")
            // One value per link, then one assignment per view (transform components combined).
            var targets: [String] = []
            var parts: [String: [(ExportProperty, String, String)]] = [:]
            for a in animations {
                guard case let .scroll(stops, below, above) = a.timing else { continue }
                w.comment("\(a.name)" + (a.note.map { ": \($0)" } ?? ""))
                w.line("let \(a.name) = \(Self.interpolateCall(stops, below: below, above: above))")
                for target in a.targets {
                    if parts[target] == nil { targets.append(target) }
                    for change in a.changes {
                        parts[target, default: []].append((ExportProperty(change.keyPath), change.keyPath, a.name))
                    }
                }
            }
            for target in targets {
                let list = parts[target] ?? []
                let transform = list.filter { $0.0.isTransformComponent }.map { ($0.0, $0.2) }
                if !transform.isEmpty { w.line("\(target).transform = \(Self.affineTransform(transform))") }
                for (property, keyPath, value) in list where !property.isTransformComponent {
                    w.line("\(target).\(Self.viewProperty(property, keyPath: keyPath)) = \(value)")
                }
            }
        }
        w.line("}")
        w.line()
        w.interpolateFunction()
    }

    // MARK: Values

    /// View property assignments inside an animation block: transform components combined into one
    /// `transform`; `by` changes as `+=`.
    private func assignments(_ changes: [PropertyChange], target: String, _ w: CodeWriter) {
        var transform: [(ExportProperty, String)] = []
        for c in changes {
            let property = ExportProperty(c.keyPath)
            if property.isTransformComponent {
                if let to = c.to { transform.append((property, swift(to, target: target))) }
                continue
            }
            let name = Self.viewProperty(property, keyPath: c.keyPath)
            if let to = c.to { w.line("\(target).\(name) = \(swift(to, target: target))") }
            if let by = c.by {
                let amount = swift(by, target: target)
                if amount.hasPrefix("-") {
                    w.line("\(target).\(name) -= \(amount.dropFirst())")
                } else {
                    w.line("\(target).\(name) += \(amount)")
                }
            }
        }
        if !transform.isEmpty { w.line("\(target).transform = \(Self.affineTransform(transform))") }
    }

    private func fromValue(_ c: PropertyChange, target: String) -> String {
        if let from = c.from { return swift(from, target: target) }
        return "\(target).layer.presentation()?.value(forKeyPath: \"\(c.keyPath)\")"
    }

    private func swift(_ v: ExportValue, target: String) -> String {
        switch v {
        case let .number(n): return ExportText.number(n)
        case let .point(x, y):
            return x == 0 && y == 0 ? "CGPoint.zero" : "CGPoint(x: \(ExportText.number(x)), y: \(ExportText.number(y)))"
        case let .expression(e): return e.swift.replacingOccurrences(of: "{view}", with: target)
        }
    }

    static func viewProperty(_ p: ExportProperty, keyPath: String) -> String {
        switch p {
        case .opacity: return "alpha"
        case .originX: return "frame.origin.x"
        case .originY: return "frame.origin.y"
        case .centerX: return "center.x"
        case .centerY: return "center.y"
        case .center: return "center"
        case .positionX: return "layer.position.x"
        case .position: return "layer.position"
        case .zPosition: return "layer.zPosition"
        case .image: return "image"
        default: return keyPath
        }
    }

    /// scale, then rotation, then translation: `CGAffineTransform(scaleX:y:)…concatenating(…)`.
    static func affineTransform(_ parts: [(ExportProperty, String)]) -> String {
        var sx = "1", sy = "1", rotation: String?, tx = "0", ty = "0"
        for (p, v) in parts {
            switch p {
            case .scale: sx = v; sy = v
            case .scaleX: sx = v
            case .scaleY: sy = v
            case .rotation: rotation = v
            case .translationX: tx = v
            case .translationY: ty = v
            default: break
            }
        }
        var pieces: [String] = []
        if sx != "1" || sy != "1" { pieces.append("CGAffineTransform(scaleX: \(sx), y: \(sy))") }
        if let rotation, rotation != "0" { pieces.append("CGAffineTransform(rotationAngle: \(rotation))") }
        if tx != "0" || ty != "0" { pieces.append("CGAffineTransform(translationX: \(tx), y: \(ty))") }
        guard let first = pieces.first else { return ".identity" }
        return pieces.dropFirst().reduce(first) { "\($0).concatenating(\($1))" }
    }

    static func interpolateCall(_ stops: [ScrollStop], below: Bool, above: Bool) -> String {
        let list = stops.map { "(\(ExportText.number($0.offset)), \(ExportText.number($0.value)))" }.joined(separator: ", ")
        return "interpolate(offset, [\(list)]\(below ? ", extendBelow: true" : "")\(above ? ", extendAbove: true" : ""))"
    }

    /// UIKit's curve option for a named Bézier, nil for others.
    static func viewCurveOption(_ b: ExportBezier) -> String? {
        switch b.name {
        case "easeInEaseOut": return ".curveEaseInOut"
        case "easeIn": return ".curveEaseIn"
        case "easeOut": return ".curveEaseOut"
        case "linear": return ".curveLinear"
        default: return nil
        }
    }

    static func timingFunction(_ b: ExportBezier) -> String {
        if let name = b.name { return "CAMediaTimingFunction(name: .\(name))" }
        return "CAMediaTimingFunction(controlPoints: \(ExportText.number(b.x1)), \(ExportText.number(b.y1)), \(ExportText.number(b.x2)), \(ExportText.number(b.y2)))"
    }

    /// Key times as written in code: thirds and sixths as fractions, others as numbers.
    static func fraction(_ v: Double) -> String {
        for d in [3.0, 6.0] {
            let n = (v * d).rounded()
            if abs(v * d - n) < 1e-12, n != 0, n != d, !(n / d).isWholeNumber, (n / d * 2).rounded() != n / d * 2 {
                return "\(ExportText.number(n)).0 / \(ExportText.number(d))"
            }
        }
        return ExportText.number(v)
    }
}

extension Double {
    var isWholeNumber: Bool { self == rounded() }
}

/// The comment block every format starts with: the command that made it and the tuned values.
enum ExportHeader {
    static func write(_ export: MotionExport, format: MotionExportFormat, to w: CodeWriter, comment: String) {
        let sets = export.settings.map { "--set \($0.name)=\(ExportText.number($0.value))" }.joined(separator: " ")
        w.line("\(comment)motionlab export --scene \(export.scene)\(sets.isEmpty ? "" : " " + sets) --format \(format.rawValue)")
        w.line("\(comment)\(export.title)")
        if !export.settings.isEmpty {
            w.line("\(comment)Tuned: " + export.settings.map { "\($0.name) = \(ExportText.number($0.value))\($0.unit.isEmpty || $0.unit == "ratio" ? "" : " " + $0.unit)" }.joined(separator: ", "))
        }
    }
}
