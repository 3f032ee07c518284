import Foundation

/// CSS for the same motion. Each trigger is a class to add to a container (`.map-showing`); under it
/// each element gets its end values and a `transition` per property with the tuned timing: springs
/// and easings CSS has no curve for become `linear()` stops fitted to within 0.01 of the curve
/// (`LinearEasing`), Béziers `cubic-bezier()`. Keyframes, groups and paths become `@keyframes`
/// animations (`animation-composition: add` for additive ones, `offset-path` for paths), scroll-linked
/// values scroll-driven animations (`animation-timeline: scroll()`). Elements are classes named after
/// the views (`appBackground` → `.app-background`); positions are `translate` from where they rest,
/// transforms the individual `scale`, `translate` and `rotate` properties, so each has its own timing.
struct CSSExporter {
    /// The fit tolerance of `linear()` stops, as a fraction of the from→to distance.
    static let tolerance = 0.01

    func text(_ export: MotionExport) -> String {
        let w = CodeWriter(indent: "  ")
        let sets = export.settings.map { "--set \($0.name)=\(ExportText.number($0.value))" }.joined(separator: " ")
        w.line("/* motionlab export --scene \(export.scene)\(sets.isEmpty ? "" : " " + sets) --format css */")
        w.line("/* \(export.title) */")
        w.comment("Add a trigger's class to a container of the elements to play it. Positions are translations from where the elements rest; springs are linear() stops within \(ExportText.number(Self.tolerance)) of the spring.", prefix: "   ")
        wrapComment(w)

        // Where each element's translation stands, across triggers (for relative moves).
        var translation: [String: (x: String, y: String)] = [:]
        var base: [String: [(String, String)]] = [:]
        var baseOrder: [String] = []
        func setBase(_ target: String, _ property: String, _ value: String) {
            if base[target] == nil { baseOrder.append(target) }
            base[target, default: []].removeAll { $0.0 == property }
            base[target, default: []].append((property, value))
        }
        for v in export.initialValues {
            let change = PropertyChange(v.keyPath, to: v.value)
            if let (property, value) = endValue(change, target: v.target, translation: &translation) { setBase(v.target, property, value) }
        }
        for trigger in export.triggers {
            for a in trigger.animations where a.api != .scroll {
                for c in a.changes where c.from != nil && c.values == nil {
                    for t in a.targets where base[t]?.contains(where: { $0.0 == cssProperty(c.keyPath) }) != true {
                        var scratch = translation
                        if let (property, value) = endValue(PropertyChange(c.keyPath, from: c.from, to: c.from), target: t, translation: &scratch) {
                            setBase(t, property, value)
                            translation[t] = scratch[t]
                        }
                    }
                }
            }
        }
        // Only values that differ from CSS's own defaults need a rule.
        let defaults: Set<String> = ["opacity: 1", "scale: 1", "scale: 1 1", "translate: 0 0", "rotate: 0deg", "z-index: 0"]
        let starting = baseOrder.compactMap { t -> String? in
            let list = (base[t] ?? []).map { "\($0.0): \($0.1)" }.filter { !defaults.contains($0) }
            return list.isEmpty ? nil : ".\(ExportText.kebab(t)) { " + list.map { $0 + ";" }.joined(separator: " ") + " }"
        }
        if !starting.isEmpty {
            w.line()
            w.line("/* Starting values */")
            for line in starting { w.line(line) }
        }

        for trigger in export.triggers {
            let state = ExportText.kebab(trigger.state)
            w.line()
            let scrollOnly = !trigger.animations.isEmpty && trigger.animations.allSatisfy { $0.api == .scroll }
            w.line(scrollOnly ? "/* ---- \(trigger.name): scroll-driven animations (no class needed) ---- */"
                              : "/* ---- \(trigger.name): add class \"\(state)\" ---- */")
            if let note = trigger.note { w.comment(note, prefix: "   "); wrapComment(w) }
            // Transitions on one element share one rule: a second `transition` would replace the first.
            var rules = Rules()
            var scrollRules = ScrollRules()
            // A property that one trigger moves more than once (out, then back in) is one @keyframes
            // sequence: a transition can only go to one end value.
            let sequenced = sequencedProperties(trigger)
            for a in trigger.animations {
                switch (a.api, a.timing) {
                case (.scroll, _): w.line(); scrollAnimation(a, into: &scrollRules, w)
                case (_, .keyframes), (_, .group), (_, .path): w.line(); keyframesAnimation(a, state: state, w)
                default: transition(a, state: state, in: trigger, skipping: sequenced, translation: &translation, into: &rules)
                }
            }
            sequences(trigger, state: state, keys: sequenced, base: base, translation: &translation, rules: &rules, w)
            rules.write(w)
            scrollRules.write(w)
        }
        return w.text
    }

    /// Rules in order of first use, each with its comments, declarations and transitions.
    struct Rules {
        struct Rule {
            var prelude: [String] = []
            var comments: [String] = []
            var declarations: [(String, String)] = []
            var transitions: [String] = []
            var animations: [String] = []
        }
        private var order: [String] = []
        private var rules: [String: Rule] = [:]

        mutating func add(_ selector: String, _ body: (inout Rule) -> Void) {
            if rules[selector] == nil { order.append(selector); rules[selector] = Rule() }
            body(&rules[selector]!)
        }

        func write(_ w: CodeWriter) {
            for selector in order {
                guard let r = rules[selector] else { continue }
                w.line()
                for c in r.comments { w.line("/* \(c) */") }
                for p in r.prelude { w.line(p) }
                w.line("\(selector) {")
                w.indent {
                    for (property, value) in r.declarations { w.line("\(property): \(value);") }
                    for (name, list) in [("transition", r.transitions), ("animation", r.animations)] where !list.isEmpty {
                        if list.count == 1 {
                            w.line("\(name): \(list[0]);")
                        } else {
                            w.line("\(name):")
                            w.indent { for (i, t) in list.enumerated() { w.line(t + (i == list.count - 1 ? ";" : ",")) } }
                        }
                    }
                }
                w.line("}")
            }
        }
    }

    /// Closes the comment block that `comment(_:prefix:)` opened with "   " lines.
    private func wrapComment(_ w: CodeWriter) {
        // Turn the trailing run of "   " comment lines into one /* … */ block.
        var lines = w.lines
        var i = lines.count - 1
        while i >= 0, lines[i].hasPrefix("   "), !lines[i].hasPrefix("   /*") { i -= 1 }
        guard i < lines.count - 1 else { return }
        lines[i + 1] = "/*" + lines[i + 1].dropFirst(2)
        lines[lines.count - 1] += " */"
        w.replaceLines(lines)
    }

    // MARK: Transitions

    private func transition(_ a: ExportedAnimation, state: String, in trigger: ExportTrigger, skipping sequenced: Set<String>,
                            translation: inout [String: (x: String, y: String)], into rules: inout Rules) {
        let selectorTargets = a.targets.map { "." + ExportText.kebab($0) }
        let selector = a.targets.count > 1
            ? ".\(state) :is(\(selectorTargets.joined(separator: ", ")))" : ".\(state) \(selectorTargets[0])"
        guard let (easing, duration, description) = timingFunction(a.timing) else {
            rules.add(selector) { $0.comments.append("\(a.name): no CSS form for this timing") }
            return
        }
        // Followers of another animation start when it ends.
        var delay = a.delay
        if let after = a.after, let first = trigger.animations.first(where: { $0.name == after }) {
            delay += first.delay + (first.timing.duration ?? 0)
        }
        var declarations: [(String, String)] = []
        for c in a.changes where !a.targets.contains(where: { sequenced.contains($0 + "|" + cssProperty(c.keyPath)) }) {
            var scratch = translation
            for t in a.targets {
                scratch = translation
                if let d = endValue(c, target: t, translation: &scratch) {
                    if !declarations.contains(where: { $0.0 == d.0 }) { declarations.append(d) }
                }
            }
            translation = scratch
            if a.targets.count > 1 { for t in a.targets { translation[t] = scratch[a.targets.last!] } }
        }
        let delayText: String
        if a.targets.count > 1, a.stagger != 0 {
            delayText = " calc(\(ExportText.number(delay))s + var(--i) * \(ExportText.number(a.stagger))s)"
        } else {
            delayText = delay != 0 ? " \(ExportText.number(delay))s" : ""
        }
        guard !declarations.isEmpty else { return }
        rules.add(selector) { rule in
            rule.comments.append("\(a.name): \(a.targets.joined(separator: ", ")) — \(description)\(a.note.map { ". \($0)" } ?? "")")
            if !a.setup.isEmpty {
                rule.comments.append("  before it, at once: " + a.setup.map { c in
                    let show = self.cssProperty(c.keyPath) == "translate" ? self.px : self.number
                    return "\(c.keyPath) \(c.to.map(show) ?? c.by.map { "by " + show($0) } ?? "")" }.joined(separator: ", "))
            }
            if a.targets.count > 1, a.stagger != 0 {
                rule.prelude.append(a.targets.enumerated().map { ".\(ExportText.kebab($0.element)) { --i: \($0.offset); }" }.joined(separator: " "))
            }
            for (property, value) in declarations {
                rule.declarations.removeAll { $0.0 == property }
                rule.declarations.append((property, value))
                rule.transitions.removeAll { $0.hasPrefix(property + " ") }
                rule.transitions.append("\(property) \(ExportText.number(duration))s \(easing)\(delayText)")
            }
        }
    }

    // MARK: Sequences

    /// "target|property" pairs that more than one animation (or a setup jump) of the trigger changes.
    private func sequencedProperties(_ trigger: ExportTrigger) -> Set<String> {
        var count: [String: Int] = [:]
        for a in trigger.animations where timingFunction(a.timing) != nil {
            // A setup value that is also the animation's from value adds no step (the starting values set it).
            let setup = a.setup.filter { s in !a.changes.contains { $0.keyPath == s.keyPath && $0.from != nil && $0.from == s.to } }
            for t in a.targets {
                for c in a.changes + setup { count[t + "|" + cssProperty(c.keyPath), default: 0] += 1 }
            }
        }
        return Set(count.filter { $0.value > 1 }.map(\.key))
    }

    /// Seconds from the trigger to the animation's start (after the one it follows has ended).
    private func start(_ a: ExportedAnimation, in trigger: ExportTrigger) -> Double {
        guard let after = a.after, let first = trigger.animations.first(where: { $0.name == after }) else { return a.delay }
        return a.delay + start(first, in: trigger) + (timingFunction(first.timing)?.1 ?? 0)
    }

    /// One @keyframes per sequenced property: holds, moves with each animation's curve, and jumps.
    private func sequences(_ trigger: ExportTrigger, state: String, keys: Set<String>, base: [String: [(String, String)]],
                           translation: inout [String: (x: String, y: String)], rules: inout Rules, _ w: CodeWriter) {
        struct Step { let start: Double; let end: Double; let change: PropertyChange; let easing: String; let jump: Bool; let name: String }
        var steps: [String: [Step]] = [:]
        var order: [String] = []
        for a in trigger.animations {
            guard let (easing, duration, _) = timingFunction(a.timing) else { continue }
            for (i, t) in a.targets.enumerated() {
                let s = start(a, in: trigger) + Double(i) * a.stagger
                let setup = a.setup.filter { s in !a.changes.contains { $0.keyPath == s.keyPath && $0.from != nil && $0.from == s.to } }
                for (c, jump) in setup.map({ ($0, true) }) + a.changes.map({ ($0, false) }) {
                    let key = t + "|" + cssProperty(c.keyPath)
                    guard keys.contains(key) else { continue }
                    if steps[key] == nil { order.append(key) }
                    steps[key, default: []].append(Step(start: s, end: jump ? s : s + duration, change: c, easing: easing,
                                                        jump: jump, name: a.name))
                }
            }
        }
        for key in order {
            guard let list = steps[key]?.sorted(by: { ($0.start, $0.jump ? 0 : 1) < ($1.start, $1.jump ? 0 : 1) }) else { continue }
            let parts = key.split(separator: "|").map(String.init)
            let (target, property) = (parts[0], parts[1])
            let defaults = ["opacity": "1", "scale": "1", "rotate": "0deg", "z-index": "0"]
            var current: String
            if property == "translate" {
                let t = translation[target] ?? ("0", "0")
                current = "\(t.x) \(t.y)"
            } else {
                current = base[target]?.first { $0.0 == property }?.1 ?? defaults[property] ?? "initial"
            }
            let total = list.map(\.end).max() ?? 0
            guard total > 0 else { continue }
            var events: [(time: Double, value: String, easing: String)] = [(0, current, "linear")]
            for step in list {
                guard let (_, value) = endValue(step.change, target: target, translation: &translation) else { continue }
                if step.jump {
                    if events.last!.time < step.start { events.append((step.start, current, "linear")) }
                    current = value
                    events.append((step.start + total * 1e-5, current, "linear"))
                } else {
                    if events.last!.time < step.start {
                        events.append((step.start, current, step.easing))
                    } else {
                        events[events.count - 1].easing = step.easing
                    }
                    current = value
                    events.append((step.end, current, "linear"))
                }
            }
            let name = "\(state)-\(ExportText.kebab(target))-\(property)"
            w.line()
            w.line("/* \(target) \(property): " + list.map { "\($0.name)\($0.jump ? " (jump)" : "") at \(ExportText.number($0.start)) s" }.joined(separator: ", ") + " */")
            w.line("@keyframes \(name) {")
            w.indent {
                for e in events {
                    let easing = e.easing == "linear" ? "" : " animation-timing-function: \(e.easing);"
                    w.line("\(ExportText.rounded(e.time / total * 100, decimals: 3))% { \(property): \(e.value);\(easing) }")
                }
            }
            w.line("}")
            rules.add(".\(state) .\(ExportText.kebab(target))") { rule in
                rule.animations.append("\(name) \(ExportText.number(total))s linear both")
            }
        }
    }

    /// The CSS easing, the duration in seconds and a description of a single-curve timing.
    func timingFunction(_ t: ExportTiming) -> (String, Double, String)? {
        switch t {
        case let .uikitSpring(duration, ratio, velocity):
            guard let progress = t.progress else { return nil }
            let fit = LinearEasing.fit(progress, tolerance: Self.tolerance, endValue: 1)
            return (fit.css, duration,
                    "UIKit spring \(ExportText.number(duration)) s, damping ratio \(ExportText.number(ratio))\(velocity != 0 ? ", velocity \(ExportText.number(velocity))" : "") as linear(), \(fit.stops.count) stops")
        case let .jnwSpring(m, k, c):
            guard let progress = t.progress, let duration = t.duration else { return nil }
            let fit = LinearEasing.fit(progress, tolerance: Self.tolerance, endValue: 1)
            return (fit.css, duration,
                    "JNWSpringAnimation damping \(ExportText.number(c)), stiffness \(ExportText.number(k)), mass \(ExportText.number(m)) (its keyframes, \(ExportText.rounded(duration, decimals: 3)) s) as linear(), \(fit.stops.count) stops")
        case let .bezier(b, duration), let .crossDissolve(b, duration):
            return (Self.cubicBezier(b), duration, b.name.map { "Core Animation's \($0)" } ?? "cubic Bézier")
        case let .easing(name, duration):
            guard let progress = t.progress else { return nil }
            let fit = LinearEasing.fit(progress, tolerance: Self.tolerance)
            return (fit.css, duration, "\(name) as linear(), \(fit.stops.count) stops")
        default:
            return nil
        }
    }

    static func cubicBezier(_ b: ExportBezier) -> String {
        if b == .linear { return "linear" }
        return "cubic-bezier(\(ExportText.number(b.x1)), \(ExportText.number(b.y1)), \(ExportText.number(b.x2)), \(ExportText.number(b.y2)))"
    }

    // MARK: Values

    func cssProperty(_ keyPath: String) -> String {
        switch ExportProperty(keyPath) {
        case .opacity: return "opacity"
        case .scale, .scaleX, .scaleY: return "scale"
        case .translationX, .translationY, .originX, .originY, .centerX, .centerY, .center, .positionX, .position: return "translate"
        case .rotation: return "rotate"
        case .zPosition: return "z-index"
        case .image: return "opacity"
        case .other(let k): return k
        }
    }

    private func number(_ v: ExportValue) -> String {
        switch v {
        case let .number(n): return ExportText.rounded(n, decimals: 4)
        case let .point(x, y): return "\(ExportText.rounded(x, decimals: 4)) \(ExportText.rounded(y, decimals: 4))"
        case let .expression(e): return e.css
        }
    }

    private func px(_ v: ExportValue) -> String {
        switch v {
        case let .number(n): return n == 0 ? "0" : "\(ExportText.rounded(n, decimals: 4))px"
        case let .point(x, y): return "\(px(.number(x))) \(px(.number(y)))"
        case let .expression(e): return e.css
        }
    }

    /// The property and value a change ends on; translations accumulate per element (relative moves).
    private func endValue(_ c: PropertyChange, target: String, translation: inout [String: (x: String, y: String)]) -> (String, String)? {
        let property = ExportProperty(c.keyPath)
        var current = translation[target] ?? ("0", "0")
        func add(_ a: String, _ b: ExportValue) -> String {
            if case let .number(n) = b, let x = Double(a.replacingOccurrences(of: "px", with: "")) {
                return px(.number(x + n))
            }
            return a == "0" ? px(b) : "calc(\(a) + \(px(b)))"
        }
        switch property {
        case .opacity:
            guard let to = c.to else { return nil }
            return ("opacity", number(to))
        case .scale:
            guard let to = c.to else { return nil }
            return ("scale", number(to))
        case .scaleX:
            guard let to = c.to else { return nil }
            return ("scale", "\(number(to)) 1")
        case .scaleY:
            guard let to = c.to else { return nil }
            return ("scale", "1 \(number(to))")
        case .rotation:
            guard let to = c.to else { return nil }
            if case let .number(n) = to { return ("rotate", n == 0 ? "0deg" : "\(ExportText.rounded(n, decimals: 4))rad") }
            return ("rotate", number(to))
        case .zPosition:
            guard let to = c.to else { return nil }
            return ("z-index", number(to))
        case .image:
            return ("opacity", "1")
        case .translationX, .originX, .centerX, .positionX:
            var origin: Double = 0
            if property == .positionX, case let .number(from)? = c.from { origin = from }
            if let to = c.to {
                if case let .number(n) = to { current.x = px(.number(n - origin)) } else { current.x = px(to) }
            }
            if let by = c.by { current.x = add(current.x, by) }
        case .translationY, .originY, .centerY:
            if let to = c.to { current.y = px(to) }
            if let by = c.by { current.y = add(current.y, by) }
        case .center, .position:
            if let to = c.to {
                if case let .expression(e) = to {
                    let parts = e.css.split(separator: " ").map(String.init)
                    current = (parts.first ?? "0", parts.count > 1 ? parts[1] : "0")
                } else if case let .point(x, y) = to {
                    current = (px(.number(x)), px(.number(y)))
                }
            }
        case .other:
            guard let to = c.to else { return nil }
            return (c.keyPath, number(to))
        }
        translation[target] = current
        return ("translate", "\(current.x) \(current.y)")
    }

    // MARK: Keyframes

    private func keyframesAnimation(_ a: ExportedAnimation, state: String, _ w: CodeWriter) {
        let target = "." + ExportText.kebab(a.targets[0])
        var animations: [String] = []
        var compositions: [String] = []
        let members: [ExportedAnimation]
        if case let .group(_, children) = a.timing { members = children } else { members = [a] }
        let fill = a.options.contains(.fillsBackwards) ? " backwards" : a.options.contains(.fillsForwards) ? " forwards" : ""
        let iterations = a.options.contains(.repeatsForever) ? " infinite" : ""
        let delay = a.delay != 0 ? " \(ExportText.number(a.delay))s" : ""
        w.line("/* \(a.name): \(a.targets.joined(separator: ", "))\(a.note.map { ". \($0)" } ?? "") */")
        var extra: [String] = []
        for m in members {
            let name = ExportText.kebab(a.name == m.name ? a.name : a.name + m.name.prefix(1).uppercased() + m.name.dropFirst())
            guard let c = m.changes.first else { continue }
            switch m.timing {
            case let .keyframes(keyTimes, functions, duration):
                guard let values = c.values else { continue }
                let times = keyTimes ?? values.indices.map { Double($0) / Double(max(values.count - 1, 1)) }
                w.line("@keyframes \(name) {")
                w.indent {
                    for (i, v) in values.enumerated() {
                        var body = "\(cssProperty(c.keyPath)): \(keyframeValue(c.keyPath, v));"
                        if let f = functions, i < f.count { body += " animation-timing-function: \(Self.cubicBezier(f[i]));" }
                        w.line("\(ExportText.rounded(times[i] * 100, decimals: 3))% { \(body) }")
                    }
                }
                w.line("}")
                animations.append("\(name) \(ExportText.number(duration))s linear\(delay)\(iterations)\(fill)")
            case let .bezier(b, duration):
                guard let from = c.from, let to = c.to else { continue }
                w.line("@keyframes \(name) { from { \(cssProperty(c.keyPath)): \(keyframeValue(c.keyPath, from)); } to { \(cssProperty(c.keyPath)): \(keyframeValue(c.keyPath, to)); } }")
                animations.append("\(name) \(ExportText.number(duration))s \(Self.cubicBezier(b))\(delay)\(iterations)\(fill)")
            case let .path(.ellipse(x, y, width, height), duration, rotates):
                let rx = width / 2, ry = height / 2, cx = x + rx, cy = y + ry
                let n = { (v: Double) in ExportText.rounded(v, decimals: 4) }
                extra.append("offset-path: path(\"M \(n(cx + rx)) \(n(cy)) A \(n(rx)) \(n(ry)) 0 1 1 \(n(cx - rx)) \(n(cy)) A \(n(rx)) \(n(ry)) 0 1 1 \(n(cx + rx)) \(n(cy)) Z\");")
                extra.append("offset-rotate: \(rotates ? "auto" : "0deg");")
                w.line("@keyframes \(name) { from { offset-distance: 0%; } to { offset-distance: 100%; } }")
                animations.append("\(name) \(ExportText.number(duration))s linear\(delay)\(iterations)\(fill)")
                w.line("/* The path is in the containing block's coordinates: give the element a container whose origin is")
                w.line("   the point it orbits (Core Animation adds the path to the layer's position: isAdditive). Constant")
                w.line("   offset-distance speed is Core Animation's paced mode. */")
            default:
                continue
            }
            // Additive keyframes add to the element's own value; a path's additivity is its container (above).
            let additive = m.options.contains(.additive) || a.options.contains(.additive) && !a.timing.isGroup
            compositions.append(additive && !m.timing.isPath ? "add" : "replace")
        }
        guard !animations.isEmpty else { return }
        w.line(".\(state) \(target) {")
        w.indent {
            for e in extra { w.line(e) }
            if animations.count == 1 {
                w.line("animation: \(animations[0]);")
            } else {
                w.line("animation:")
                w.indent { for (i, s) in animations.enumerated() { w.line(s + (i == animations.count - 1 ? ";" : ",")) } }
            }
            if compositions.contains("add") { w.line("animation-composition: \(compositions.joined(separator: ", "));") }
        }
        w.line("}")
    }

    private func keyframeValue(_ keyPath: String, _ v: ExportValue) -> String {
        switch ExportProperty(keyPath) {
        case .translationX, .originX, .centerX, .positionX: return "\(px(v)) 0"
        case .translationY, .originY, .centerY: return "0 \(px(v))"
        case .position, .center: return px(v)
        case .rotation:
            if case let .number(n) = v { return n == 0 ? "0deg" : "\(ExportText.rounded(n, decimals: 4))rad" }
            return number(v)
        default: return number(v)
        }
    }

    // MARK: Scrolling

    /// Scroll-driven animations per element: one rule lists all of an element's animations (a second
    /// `animation` declaration would replace the first).
    struct ScrollRules {
        private var order: [String] = []
        private var entries: [String: [(name: String, range: String)]] = [:]
        mutating func add(_ target: String, name: String, range: String) {
            if entries[target] == nil { order.append(target) }
            entries[target, default: []].append((name, range))
        }
        func write(_ w: CodeWriter) {
            for t in order {
                guard let list = entries[t] else { continue }
                w.line()
                w.line(".\(ExportText.kebab(t)) {")
                w.indent {
                    w.line("animation: " + list.map { "\($0.name) linear both" }.joined(separator: ", ") + ";")
                    w.line("animation-timeline: " + list.map { _ in "scroll(nearest block)" }.joined(separator: ", ") + ";")
                    w.line("animation-range: " + list.map(\.range).joined(separator: ", ") + ";")
                }
                w.line("}")
            }
        }
    }

    private func scrollAnimation(_ a: ExportedAnimation, into rules: inout ScrollRules, _ w: CodeWriter) {
        guard case let .scroll(stops, below, _) = a.timing, let first = stops.first, let c = a.changes.first else { return }
        // Scroll timelines see offsets 0…max; overscroll (pull-down, negative offsets) is not part of them.
        let visible = stops.filter { $0.offset >= 0 }
        let name = ExportText.kebab(a.name)
        let extends = below && (visible.first?.offset ?? 0) > 0
            ? "; below \(ExportText.number(visible.first!.offset)) px the app keeps changing it at the same rate, CSS holds it" : ""
        w.line("/* \(a.name): \(a.targets.joined(separator: ", ")) — \(a.note ?? "scroll-linked")\(below && first.offset < 0 ? " (the pull-down part is overscroll, which no CSS scroll timeline sees)" : "")\(extends) */")
        guard visible.count >= 2, let lo = visible.first, let hi = visible.last else {
            w.line("/* (all of it is overscroll: nothing to export) */")
            return
        }
        w.line("@keyframes \(name) {")
        w.indent {
            for s in visible {
                let pct = (s.offset - lo.offset) / (hi.offset - lo.offset) * 100
                w.line("\(ExportText.rounded(pct, decimals: 3))% { \(cssProperty(c.keyPath)): \(keyframeValue(c.keyPath, .number(s.value))); }")
            }
        }
        w.line("}")
        for t in a.targets {
            rules.add(t, name: name, range: "\(ExportText.number(lo.offset))px \(ExportText.number(hi.offset))px")
        }
    }
}

extension ExportTiming {
    var isGroup: Bool { if case .group = self { return true } else { return false } }
    var isPath: Bool { if case .path = self { return true } else { return false } }
}

extension CodeWriter {
    /// Replaces all lines (for post-processing a comment block).
    func replaceLines(_ lines: [String]) { self.setLines(lines) }
}
