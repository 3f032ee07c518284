import Foundation

/// SwiftUI for the same motion: one `@State` value per animated property (declared first, with its
/// starting value), the modifier that binds it, and per trigger the `withAnimation` calls with the
/// tuned animations. Springs are converted exactly: a UIKit duration/damping-ratio spring goes through
/// UIKit's own mapping (`UIKitSpring`) to mass, stiffness and damping, then to
/// `.spring(response: 2π·√(m/k), dampingFraction: c / (2√(km)))`; raw springs become
/// `.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`; Béziers `.timingCurve(…)`.
/// Keyframes use `keyframeAnimator` (iOS 17), a path a `TimelineView`, scroll-linked values
/// `onScrollGeometryChange` (iOS 18). Positions become offsets from where the view starts.
struct SwiftUIExporter {
    func text(_ export: MotionExport) -> String {
        let body = CodeWriter()
        var states = StateList()
        // Starting values first, so the states declared for them start there.
        for v in export.initialValues {
            let b = Self.binding(v.keyPath)
            let state = ExportText.camel(v.target, b.suffix)
            var initial = value(v.value)
            if let component = b.component {
                // Offsets of both components of one view start together.
                let other = export.initialValues.first { $0.target == v.target && $0.keyPath != v.keyPath
                    && Self.binding($0.keyPath).suffix == b.suffix }
                let w = component == ".width" ? initial : other.map { value($0.value) } ?? "0"
                let h = component == ".height" ? initial : other.map { value($0.value) } ?? "0"
                initial = "CGSize(width: \(w), height: \(h))"
            } else if Double(initial) != nil, !initial.contains(".") {
                initial += ".0"
            }
            states.declare(state, type: b.type, initial: initial,
                           comment: "\(v.target)\(b.modifier.replacingOccurrences(of: "X", with: state))")
        }
        for trigger in export.triggers {
            body.line()
            body.line("// MARK: - \(trigger.name)")
            if let note = trigger.note { body.comment(note) }
            let scroll = trigger.animations.filter { $0.api == .scroll }
            for a in trigger.animations where a.api != .scroll && a.after == nil {
                body.line()
                animation(a, in: trigger, &states, body)
            }
            if !scroll.isEmpty { scrollCode(scroll, body) }
        }
        let w = CodeWriter()
        ExportHeader.write(export, format: .swiftui, to: w, comment: "// ")
        w.comment("Declare these in your view; bind each to its view with the modifier in the comments; run each trigger's code when it happens. Positions are offsets from where the views rest.")
        let layout = Self.layoutValues(export)
        if !layout.isEmpty {
            w.comment(layout.map { "`\($0)`" }.joined(separator: ", ") + (layout.count == 1 ? " comes" : " come") + " from your layout and data.")
        }
        w.line()
        for s in states.items {
            w.line("@State private var \(s.name)\(s.type.map { ": \($0)" } ?? "") = \(s.initial)\(s.comment.map { "   // \($0)" } ?? "")")
        }
        return (w.lines + body.lines).joined(separator: "\n") + "\n"
    }

    /// The layout values SwiftUI expressions use: the identifiers in them.
    static func layoutValues(_ export: MotionExport) -> [String] {
        var seen: [String] = []
        func visit(_ v: ExportValue?) {
            guard case let .expression(e)? = v else { return }
            let words: [String] = e.swiftUI.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map { String($0) }
            for id in words {
                guard let first = id.first, first.isLowercase, id != "pi", id != "zero" else { continue }
                if !seen.contains(id) { seen.append(id) }
            }
        }
        func visit(_ a: ExportedAnimation) {
            for c in a.changes + a.setup { visit(c.from); visit(c.to); visit(c.by); c.values?.forEach { visit($0) } }
            if case let .group(_, children) = a.timing { children.forEach(visit) }
        }
        export.triggers.flatMap(\.animations).forEach(visit)
        return seen
    }

    // MARK: State

    /// The `@State` values in order of first use.
    struct StateList {
        struct Item { let name: String; let type: String?; let initial: String; let comment: String? }
        private(set) var items: [Item] = []
        /// Explanations already written (each is written once).
        var explained: Set<String> = []
        /// Layout values the code uses (`screenWidth`), with what they are.
        var layoutValues: [(String, String)] = []
        mutating func declare(_ name: String, type: String? = nil, initial: String, comment: String? = nil) {
            guard !items.contains(where: { $0.name == name }) else { return }
            items.append(Item(name: name, type: type, initial: initial, comment: comment))
        }
    }

    /// How a property is held and shown in SwiftUI.
    struct Binding {
        /// State name suffix: "Opacity", "Scale", "Offset", "Rotation", "ZIndex", "Image".
        let suffix: String
        /// `.width` / `.height` of an offset, or nil for the whole value.
        let component: String?
        /// The value at rest.
        let rest: String
        let type: String?
        /// The modifier, with X for the state.
        let modifier: String
    }

    static func binding(_ keyPath: String) -> Binding {
        switch ExportProperty(keyPath) {
        case .opacity: return Binding(suffix: "Opacity", component: nil, rest: "1.0", type: nil, modifier: ".opacity(X)")
        case .scale: return Binding(suffix: "Scale", component: nil, rest: "1.0", type: nil, modifier: ".scaleEffect(X)")
        case .scaleX: return Binding(suffix: "ScaleX", component: nil, rest: "1.0", type: nil, modifier: ".scaleEffect(x: X, y: 1)")
        case .scaleY: return Binding(suffix: "ScaleY", component: nil, rest: "1.0", type: nil, modifier: ".scaleEffect(x: 1, y: X)")
        case .translationX, .originX, .centerX, .positionX:
            return Binding(suffix: "Offset", component: ".width", rest: "CGSize.zero", type: nil, modifier: ".offset(X)")
        case .translationY, .originY, .centerY:
            return Binding(suffix: "Offset", component: ".height", rest: "CGSize.zero", type: nil, modifier: ".offset(X)")
        case .position, .center:
            return Binding(suffix: "Offset", component: nil, rest: "CGSize.zero", type: nil, modifier: ".offset(X)")
        case .rotation: return Binding(suffix: "Rotation", component: nil, rest: "0.0", type: nil, modifier: ".rotationEffect(.radians(X))")
        case .zPosition: return Binding(suffix: "ZIndex", component: nil, rest: "0.0", type: nil, modifier: ".zIndex(X)")
        case .image: return Binding(suffix: "Image", component: nil, rest: "\"\"", type: "String",
                                    modifier: "Image(X).id(X).transition(.opacity)")
        case .other(let k):
            return Binding(suffix: ExportText.camel("", k.replacingOccurrences(of: ".", with: "_")), component: nil, rest: "0.0",
                           type: nil, modifier: "/* \(k) */")
        }
    }

    /// A value in SwiftUI terms: positions relative to `origin` (the change's start) when given.
    private func value(_ v: ExportValue, origin: Double? = nil) -> String {
        switch v {
        case let .number(n): return Self.double(n - (origin ?? 0))
        case let .point(x, y):
            return x == 0 && y == 0 ? "CGSize.zero" : "CGSize(width: \(ExportText.number(x)), height: \(ExportText.number(y)))"
        case let .expression(e): return e.swiftUI
        }
    }

    /// A Double literal: "1.0", "0.3", "-35.0" (so `Array(repeating:)` and `var` infer Double).
    static func double(_ n: Double) -> String {
        let text = ExportText.number(n)
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }

    /// Absolute positions (`position.x`) become offsets from the start value.
    private func origin(_ c: PropertyChange) -> Double? {
        guard ExportProperty(c.keyPath) == .positionX, case let .number(from)? = c.from else { return nil }
        return from
    }

    // MARK: Animations

    private func animation(_ a: ExportedAnimation, in trigger: ExportTrigger, _ states: inout StateList, _ w: CodeWriter) {
        switch a.timing {
        case .keyframes, .group, .easing:
            keyframeAnimator(a, &states, w)
            return
        case .path:
            pathAnimation(a, w)
            return
        default: break
        }
        let loop = a.targets.count > 1
        // State and binding comment.
        var binds: [String] = []
        for c in a.changes {
            let b = Self.binding(c.keyPath)
            let state = loop ? ExportText.camel(a.name, b.suffix) : ExportText.camel(a.targets[0], b.suffix)
            let start = c.from.map { from -> String in
                guard b.component != nil else { return value(from, origin: origin(c)) }
                return wrap(value(from, origin: origin(c)), b)
            } ?? b.rest
            if loop {
                states.declare(state, initial: "Array(repeating: \(start), count: \(a.targets.count))",
                               comment: "\(a.targets.joined(separator: ", ")): \(b.modifier.replacingOccurrences(of: "X", with: "\(state)[i]"))")
            } else {
                states.declare(state, type: b.type, initial: start,
                               comment: "\(a.targets[0])\(b.modifier.hasPrefix(".") ? "" : ": ")\(b.modifier.replacingOccurrences(of: "X", with: state))")
            }
            binds.append(b.modifier.replacingOccurrences(of: "X", with: loop ? "\(state)[i]" : state))
        }
        w.comment("\(a.name): \(a.targets.joined(separator: ", ")) — \(binds.joined(separator: ""))")
        if let note = a.note { w.comment(note) }
        let (animationText, explanation) = Self.animation(a.timing)
        if let explanation, states.explained.insert(explanation).inserted { w.comment(explanation) }
        let followers = trigger.animations.filter { $0.after == a.name }

        func statements(index: String?) -> [String] {
            a.changes.map { c -> String in
                let b = Self.binding(c.keyPath)
                var state = index == nil ? ExportText.camel(a.targets[0], b.suffix) : ExportText.camel(a.name, b.suffix) + "[\(index!)]"
                state += b.component ?? ""
                if let to = c.to {
                    return "\(state) = \(value(to, origin: origin(c)))"
                }
                if let by = c.by {
                    let amount = value(by)
                    return amount.hasPrefix("-") ? "\(state) -= \(amount.dropFirst())" : "\(state) += \(amount)"
                }
                return "// \(c.keyPath): no end value"
            }
        }
        var anim = animationText
        if loop {
            if a.stagger != 0 { anim += ".delay(\(ExportText.number(a.delay)) + Double(i) * \(ExportText.number(a.stagger)))" }
            else if a.delay != 0 { anim += ".delay(\(ExportText.number(a.delay)))" }
        } else if a.delay != 0 {
            anim += ".delay(\(ExportText.number(a.delay)))"
        }
        if a.options.contains(.repeatsForever) { anim += ".repeatForever(autoreverses: false)" }
        let open = loop ? "for i in 0..<\(a.targets.count) {" : nil
        if let open { w.line(open) }
        func emit() {
            for setup in a.setup {
                let b = Self.binding(setup.keyPath)
                let state = (loop ? ExportText.camel(a.name, b.suffix) + "[i]" : ExportText.camel(a.targets[0], b.suffix)) + (b.component ?? "")
                if let to = setup.to { w.line("\(state) = \(self.value(to))") }
                if let by = setup.by {
                    let amount = self.value(by)
                    w.line(amount.hasPrefix("-") ? "\(state) -= \(amount.dropFirst())" : "\(state) += \(amount)")
                }
            }
            w.line("withAnimation(\(anim)) {")
            w.indent { for s in statements(index: loop ? "i" : nil) { w.line(s) } }
            if followers.isEmpty {
                w.line("}")
            } else {
                w.line("} completion: {")
                w.indent { for f in followers { animation(f, in: trigger, &states, w) } }
                w.line("}")
            }
        }
        if open != nil { w.indent { emit() }; w.line("}") } else { emit() }
    }

    /// The SwiftUI `Animation` for a timing, and how its numbers were obtained.
    static func animation(_ t: ExportTiming) -> (String, String?) {
        switch t {
        case let .uikitSpring(duration, ratio, velocity):
            guard let s = try? ExportSpring.uikit(duration: duration, dampingRatio: ratio, initialVelocity: velocity) else {
                return (".default", "UIKit cannot map duration \(duration) s, damping ratio \(ratio) to a spring")
            }
            let mapping = "UIKit's spring for duration \(ExportText.number(duration)) s, damping ratio \(ExportText.number(ratio)) is mass \(ExportText.number(s.mass)), stiffness \(ExportText.number(s.stiffness)), damping \(ExportText.number(s.damping)) (UIKit's mapping: envelope at 0.001 by the duration)"
            if velocity == 0 {
                return (".spring(response: \(ExportText.number(s.response)), dampingFraction: \(ExportText.number(s.dampingFraction)))",
                        mapping + "; response = 2π·√(m/k), dampingFraction = c / (2√(km)).")
            }
            return (".interpolatingSpring(mass: \(ExportText.number(s.mass)), stiffness: \(ExportText.number(s.stiffness)), damping: \(ExportText.number(s.damping)), initialVelocity: \(ExportText.number(velocity)))",
                    mapping + ".")
        case let .jnwSpring(m, k, c):
            let s = ExportSpring(mass: m, stiffness: k, damping: c)
            var note = "JNWSpringAnimation's constants as SwiftUI's spring (the exact spring ODE; JNW's keyframes drop its sine term)."
            if s.dampingRatio > 1 {
                note += " ζ = \(ExportText.rounded(s.dampingRatio, decimals: 4)) > 1: if it plays critically damped, use .spring(Spring(mass: \(ExportText.number(m)), stiffness: \(ExportText.number(k)), damping: \(ExportText.number(c)), allowOverDamping: true)) (iOS 17)."
            }
            return (".interpolatingSpring(mass: \(ExportText.number(m)), stiffness: \(ExportText.number(k)), damping: \(ExportText.number(c)), initialVelocity: 0)", note)
        case let .bezier(b, duration), let .crossDissolve(b, duration):
            if b == .linear { return (".linear(duration: \(ExportText.number(duration)))", nil) }
            return (".timingCurve(\(ExportText.number(b.x1)), \(ExportText.number(b.y1)), \(ExportText.number(b.x2)), \(ExportText.number(b.y2)), duration: \(ExportText.number(duration)))",
                    b.name.map { "Core Animation's \($0)." })
        default:
            return (".default", nil)
        }
    }

    // MARK: Keyframes, paths, scrolling

    /// `keyframeAnimator` for keyframes, groups and easings SwiftUI has no curve for (as linear
    /// keyframes within 0.01 of the easing).
    private func keyframeAnimator(_ a: ExportedAnimation, _ states: inout StateList, _ w: CodeWriter) {
        let target = a.targets[0]
        let trigger = ExportText.camel(a.name, "Trigger")
        states.declare(trigger, initial: "0", comment: "increment to play \(a.name)")
        w.comment("\(a.name): \(target) — keyframes (iOS 17); increment \(trigger) to play." + (a.note.map { " \($0)" } ?? ""))
        // Tracks: (binding, keyframe lines) per change.
        var tracks: [(Binding, String, [String])] = []   // binding, initial value, keyframes
        let members: [ExportedAnimation]
        var total = a.timing.duration ?? 0
        if case let .group(duration, children) = a.timing { members = children; total = duration } else { members = [a] }
        for m in members {
            for c in m.changes {
                let b = Self.binding(c.keyPath)
                let origin = origin(c)
                var frames: [String] = []
                var initial = b.rest
                let hold = a.delay > 0 ? a.delay : 0
                switch m.timing {
                case let .keyframes(keyTimes, functions, duration):
                    guard let values = c.values, values.count > 1 else { continue }
                    let times = keyTimes ?? values.indices.map { Double($0) / Double(values.count - 1) }
                    initial = wrap(value(values[0], origin: origin), b)
                    if hold > 0 { frames.append("LinearKeyframe(\(initial), duration: \(ExportText.number(hold)))") }
                    for i in 1..<values.count {
                        let dt = (times[i] - times[i - 1]) * duration
                        var curve = ""
                        if let f = functions?[i - 1], f != .linear {
                            curve = ", timingCurve: .bezier(startControlPoint: UnitPoint(x: \(ExportText.number(f.x1)), y: \(ExportText.number(f.y1))), endControlPoint: UnitPoint(x: \(ExportText.number(f.x2)), y: \(ExportText.number(f.y2))))"
                        }
                        frames.append("LinearKeyframe(\(wrap(value(values[i], origin: origin), b)), duration: \(ExportText.number(dt))\(curve))")
                    }
                case let .bezier(f, duration):
                    guard let from = c.from, let to = c.to else { continue }
                    initial = wrap(value(from, origin: origin), b)
                    if hold > 0 { frames.append("LinearKeyframe(\(initial), duration: \(ExportText.number(hold)))") }
                    let curve = f == .linear ? "" : ", timingCurve: .bezier(startControlPoint: UnitPoint(x: \(ExportText.number(f.x1)), y: \(ExportText.number(f.y1))), endControlPoint: UnitPoint(x: \(ExportText.number(f.x2)), y: \(ExportText.number(f.y2))))"
                    frames.append("LinearKeyframe(\(wrap(value(to, origin: origin), b)), duration: \(ExportText.number(duration))\(curve))")
                case let .easing(name, duration):
                    guard case let .number(from)? = c.from, case let .number(to)? = c.to, let progress = m.timing.progress else { continue }
                    let fit = LinearEasing.fit(progress, tolerance: 0.01)
                    let base = origin ?? 0
                    initial = wrap(Self.double(from - base), b)
                    w.comment("SwiftUI has no \(name) curve: these linear keyframes stay within 0.01 of it (as a fraction of the distance).")
                    for i in 1..<fit.stops.count {
                        let dt = (fit.stops[i].position - fit.stops[i - 1].position) * duration
                        let v = Self.double(Double(ExportText.rounded(from + (to - from) * fit.stops[i].value - base, decimals: 4))!)
                        frames.append("LinearKeyframe(\(wrap(v, b)), duration: \(ExportText.rounded(dt, decimals: 6)))")
                    }
                default: continue
                }
                tracks.append((b, initial, frames))
            }
        }
        guard !tracks.isEmpty else { return }
        if tracks.count == 1 {
            let (b, initial, frames) = tracks[0]
            w.line("\(target).keyframeAnimator(initialValue: \(initial), trigger: \(trigger)) { content, value in")
            w.indent { w.line("content\(b.modifier.replacingOccurrences(of: "X", with: "value"))") }
            w.line("} keyframes: { _ in")
            w.indent {
                w.line("KeyframeTrack {")
                w.indent { for f in frames { w.line(f) } }
                w.line("}")
            }
            w.line("}")
            return
        }
        let type = ExportText.camel(a.name.prefix(1).uppercased() + a.name.dropFirst(), "Values")
        w.line("struct \(type) {")
        w.indent { for (b, initial, _) in tracks { w.line("var \(b.suffix.prefix(1).lowercased() + b.suffix.dropFirst()) = \(initial)") } }
        w.line("}")
        w.line("\(target).keyframeAnimator(initialValue: \(type)(), trigger: \(trigger)) { content, value in")
        w.indent {
            w.line("content" + tracks.map { $0.0.modifier.replacingOccurrences(of: "X", with: "value.\($0.0.suffix.prefix(1).lowercased() + $0.0.suffix.dropFirst())") }.joined())
        }
        w.line("} keyframes: { _ in")
        w.indent {
            for (b, _, frames) in tracks {
                w.line("KeyframeTrack(\\.\(b.suffix.prefix(1).lowercased() + b.suffix.dropFirst())) {")
                w.indent { for f in frames { w.line(f) } }
                w.line("}")
            }
        }
        w.line("}")
        if a.options.contains(.fillsBackwards) || total > 0 {
            w.comment("The group lasts \(ExportText.number(total)) s" + (a.delay > 0 ? " and starts \(ExportText.number(a.delay)) s after the trigger (held at its first values meanwhile)." : "."))
        }
    }

    /// Keyframe values: offsets of one component become CGSize.
    private func wrap(_ v: String, _ b: Binding) -> String {
        if let n = Double(v), n == 0, b.component != nil { return "CGSize.zero" }
        switch b.component {
        case ".width": return "CGSize(width: \(v), height: 0)"
        case ".height": return "CGSize(width: 0, height: \(v))"
        default: return v
        }
    }

    private func pathAnimation(_ a: ExportedAnimation, _ w: CodeWriter) {
        guard case let .path(.ellipse(x, y, width, height), duration, rotates) = a.timing else { return }
        let cx = x + width / 2, cy = y + height / 2
        w.comment("\(a.name): \(a.targets[0]) — along the ellipse (\(ExportText.number(x)), \(ExportText.number(y)), \(ExportText.number(width)), \(ExportText.number(height))) in \(ExportText.number(duration)) s\(a.options.contains(.repeatsForever) ? ", forever" : "")\(rotates ? ", turning with it" : ""). SwiftUI has no path animation; a TimelineView draws the same motion" + (width == height ? " (a circle: constant speed is constant angular speed, so this is exact)." : " (constant angular speed; Core Animation's paced mode keeps the speed along the ellipse constant instead)."))
        w.line("TimelineView(.animation) { context in")
        w.indent {
            w.line("let phase = context.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: \(ExportText.number(duration))) / \(ExportText.number(duration))")
            w.line("let angle = 2 * Double.pi * phase   // clockwise on screen from the right end, as CGPath(ellipseIn:)")
            w.line("\(a.targets[0])")
            w.indent {
                if rotates { w.line(".rotationEffect(.radians(angle + .pi / 2))   // rotateAuto: along the tangent") }
                w.line(".offset(x: \(ExportText.number(cx)) + \(ExportText.number(width / 2)) * cos(angle), y: \(ExportText.number(cy)) + \(ExportText.number(height / 2)) * sin(angle))")
            }
        }
        w.line("}")
    }

    private func scrollCode(_ animations: [ExportedAnimation], _ w: CodeWriter) {
        w.line()
        w.comment("Read the offset (iOS 18): ScrollView { … }.onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y + $0.contentInsets.top } action: { _, y in offset = y }")
        w.line("@State private var offset: CGFloat = 0")
        w.line()
        var targets: [String] = []
        var modifiers: [String: [String]] = [:]
        for a in animations {
            guard case let .scroll(stops, below, above) = a.timing else { continue }
            w.comment("\(a.name)" + (a.note.map { ": \($0)" } ?? ""))
            w.line("var \(a.name): CGFloat { \(UIKitExporter.interpolateCall(stops, below: below, above: above)) }")
            for t in a.targets {
                if modifiers[t] == nil { targets.append(t) }
                for c in a.changes {
                    let b = Self.binding(c.keyPath)
                    let v: String
                    switch b.component {
                    case ".width": v = "CGSize(width: \(a.name), height: 0)"
                    case ".height": v = "CGSize(width: 0, height: \(a.name))"
                    default: v = a.name
                    }
                    modifiers[t, default: []].append(b.modifier.replacingOccurrences(of: "X", with: v))
                }
            }
        }
        w.line()
        w.comment("Bind them (scale before offset, as the UIKit transform):")
        for t in targets {
            let list = (modifiers[t] ?? []).sorted { a, b in a.hasPrefix(".scale") && !b.hasPrefix(".scale") }
            w.line("// \(t)\(list.joined())")
        }
        w.line()
        w.interpolateFunction()
    }
}
