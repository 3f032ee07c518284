import Foundation

/// A scene's motion with its tuned values, described once and neutrally so that every output format
/// (`UIKitExporter`, `SwiftUIExporter`, `CSSExporter`, `JSONExporter`) is generated from the same
/// numbers. Scenes build it in `MotionExporting.motionExport(settings:)`.
public struct MotionExport: Equatable {
    /// The `--scene` name and title.
    public var scene: String
    public var title: String
    /// Every tunable with the value used, in the scene's order.
    public var settings: [ExportSetting]
    /// Values the views start with before any trigger, where they differ from the defaults (opacity 1,
    /// scale 1, no offset): the map starts transparent, 30 pt lower and 1.1× larger.
    public var initialValues: [InitialValue]
    /// What starts motion (the scene's start, a tap, a swipe, scrolling) and what it starts.
    public var triggers: [ExportTrigger]

    public init(scene: String, title: String, settings: [ExportSetting], initialValues: [InitialValue] = [],
                triggers: [ExportTrigger]) {
        self.scene = scene; self.title = title; self.settings = settings; self.initialValues = initialValues
        self.triggers = triggers
    }

    /// `settings` from the scene's tunables and their current values.
    public init(scene: String, title: String, settings values: TunableValues, initialValues: [InitialValue] = [],
                triggers: [ExportTrigger]) {
        self.init(scene: scene, title: title,
                  settings: values.tunables.map { ExportSetting(name: $0.name, value: values[$0.name], unit: $0.unit) },
                  initialValues: initialValues, triggers: triggers)
    }
}

/// A view's starting value of one property.
public struct InitialValue: Equatable {
    public var target: String
    public var keyPath: String
    public var value: ExportValue
    public init(_ target: String, _ keyPath: String, _ value: ExportValue) {
        self.target = target; self.keyPath = keyPath; self.value = value
    }
}

public struct ExportSetting: Equatable {
    public var name: String
    public var value: Double
    public var unit: String
    public init(name: String, value: Double, unit: String) { self.name = name; self.value = value; self.unit = unit }
}

/// One cause of motion and the animations it starts.
public struct ExportTrigger: Equatable {
    /// What happens, for comments: "tap the map icon (open)".
    public var name: String
    /// An identifier for the state it sets: a Swift property / CSS class ("mapShowing" → `.map-showing`).
    public var state: String
    public var animations: [ExportedAnimation]
    /// Anything a reader must know that the code cannot say.
    public var note: String?

    public init(_ name: String, state: String, note: String? = nil, animations: [ExportedAnimation]) {
        self.name = name; self.state = state; self.note = note; self.animations = animations
    }
}

/// Which API plays an animation on iOS: it decides the UIKit code's form.
public enum ExportAPI: String, Equatable {
    /// `UIView.animate(…)` (or `UIViewPropertyAnimator` for a custom Bézier): view properties.
    case view
    /// `UIView.transition(with:duration:options:…)` with a cross-dissolve.
    case viewTransition
    /// A Core Animation object added to a layer: CABasic/CAKeyframe/CAAnimationGroup.
    case layer
    /// JNWSpringAnimation (a CAKeyframeAnimation subclass of 1 ms spring samples).
    case jnw
    /// RBBTweenAnimation with an easing function (RBBAnimation).
    case rbb
    /// No animation object: values set from the scroll offset in `scrollViewDidScroll`.
    case scroll
}

/// One animation: which views, which properties, on what curve, when.
public struct ExportedAnimation: Equatable {
    /// An identifier for code and CSS: "backgroundScale", "slideIn".
    public var name: String
    public var api: ExportAPI
    /// View (layer) names. With several, one animation runs per target, target i starting
    /// `stagger` × i seconds after the first.
    public var targets: [String]
    public var changes: [PropertyChange]
    /// Values set at once just before the animation (the flight's plane jumping to the left, tilted).
    public var setup: [PropertyChange]
    public var timing: ExportTiming
    /// Seconds from the trigger (or from the end of `after`) to the first target's start.
    public var delay: Double
    public var stagger: Double
    /// Starts in the completion of the animation with this name (the delay counts from its end).
    public var after: String?
    public var options: ExportOptions
    public var note: String?

    public init(_ name: String, api: ExportAPI, targets: [String], changes: [PropertyChange], setup: [PropertyChange] = [],
                timing: ExportTiming, delay: Double = 0, stagger: Double = 0, after: String? = nil,
                options: ExportOptions = [], note: String? = nil) {
        self.name = name; self.api = api; self.targets = targets; self.changes = changes; self.setup = setup
        self.timing = timing; self.delay = delay; self.stagger = stagger; self.after = after
        self.options = options; self.note = note
    }
}

/// Options that change how an animation plays, named after Core Animation's and UIKit's.
public struct ExportOptions: OptionSet, Equatable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// UIView: `.beginFromCurrentState`; Core Animation: `fromValue` is the presentation value.
    public static let beginFromCurrentState = ExportOptions(rawValue: 1 << 0)
    /// `isAdditive = true`: values are added to the model value.
    public static let additive = ExportOptions(rawValue: 1 << 1)
    /// `fillMode = .forwards` and `isRemovedOnCompletion = false`: the end value stays.
    public static let fillsForwards = ExportOptions(rawValue: 1 << 2)
    /// `fillMode = .backwards`: the start value shows during the delay.
    public static let fillsBackwards = ExportOptions(rawValue: 1 << 3)
    /// `repeatCount = .infinity`.
    public static let repeatsForever = ExportOptions(rawValue: 1 << 4)
    /// The model value is set to the end value after adding the animation (Core Animation's advice).
    public static let updatesModel = ExportOptions(rawValue: 1 << 5)
}

/// A property change of an animation. `keyPath` is Core Animation's key path for layer animations
/// ("transform.scale", "position.x", "opacity") and the view property for view animations ("alpha",
/// "frame.origin.x", "center.y", "transform.scale.y", "transform.translation.y", "transform.rotation").
public struct PropertyChange: Equatable {
    public var keyPath: String
    /// nil: from the value on screen (the presentation value, or the model value for view animations).
    public var from: ExportValue?
    public var to: ExportValue?
    /// A relative change (`byValue`, or `+=` in a view animation block).
    public var by: ExportValue?
    /// Keyframe values (with `.keyframes` timing) or scroll-linked stops' values (with `.scroll`).
    public var values: [ExportValue]?

    public init(_ keyPath: String, from: ExportValue? = nil, to: ExportValue? = nil, by: ExportValue? = nil,
                values: [ExportValue]? = nil) {
        self.keyPath = keyPath; self.from = from; self.to = to; self.by = by; self.values = values
    }
}

/// A value: a number, a point, or an expression of the layout (a label's height, the screen width).
public enum ExportValue: Equatable {
    case number(Double)
    case point(Double, Double)
    case expression(ExportExpression)
}

/// A value that depends on the layout, spelled for each language.
public struct ExportExpression: Equatable {
    /// UIKit Swift, with `{view}` for the target: "-{view}.bounds.height / 2".
    public var swift: String
    /// SwiftUI Swift (values are offsets from where the view rests): "-labelHeight / 2".
    public var swiftUI: String
    /// CSS: "calc(var(--height) * -0.5)".
    public var css: String
    /// Words, for JSON: "minus half the label's height".
    public var description: String
    /// Its value in the scene's 320×568 layout, when one value applies (for JSON and plots).
    public var value: Double?

    public init(swift: String, swiftUI: String? = nil, css: String, description: String, value: Double? = nil) {
        self.swift = swift; self.swiftUI = swiftUI ?? swift; self.css = css; self.description = description; self.value = value
    }
}

/// A cubic Bézier timing function, with Core Animation's name when it is one of the named ones.
public struct ExportBezier: Equatable {
    /// "easeInEaseOut", "easeIn", "easeOut", "linear", "default", or nil for custom control points.
    public var name: String?
    public var x1: Double, y1: Double, x2: Double, y2: Double

    public init(name: String? = nil, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.name = name; self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }

    /// Core Animation's named functions, with the control points Apple documents.
    public static let linear = ExportBezier(name: "linear", 0, 0, 1, 1)
    public static let easeIn = ExportBezier(name: "easeIn", 0.42, 0, 1, 1)
    public static let easeOut = ExportBezier(name: "easeOut", 0, 0, 0.58, 1)
    public static let easeInEaseOut = ExportBezier(name: "easeInEaseOut", 0.42, 0, 0.58, 1)
    public static let `default` = ExportBezier(name: "default", 0.25, 0.1, 0.25, 1)
}

/// A closed path for `.path` timing.
public enum ExportPath: Equatable {
    /// `CGPath(ellipseIn:)`: starts at the right end of the horizontal axis and runs clockwise on screen.
    case ellipse(x: Double, y: Double, width: Double, height: Double)
}

/// One stop of a scroll-linked value: at scroll offset `offset` (points) the value is `value`.
public struct ScrollStop: Equatable {
    public var offset: Double
    public var value: Double
    public init(_ offset: Double, _ value: Double) { self.offset = offset; self.value = value }
}

/// How an animation moves in time: the kinds of curve the scenes use.
public enum ExportTiming: Equatable {
    /// UIKit's `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`: the spring
    /// UIKit's mapping (`UIKitSpring`) picks for the duration and damping ratio, played for the duration.
    case uikitSpring(duration: Double, dampingRatio: Double, initialVelocity: Double)
    /// JNWSpringAnimation: mass, stiffness, damping; it runs until its 1 ms samples settle (1e-4).
    case jnwSpring(mass: Double, stiffness: Double, damping: Double)
    /// A cubic Bézier over `duration` seconds.
    case bezier(ExportBezier, duration: Double)
    /// One of Penner's easings as RBBAnimation names it ("easeOutBounce"), over `duration` seconds.
    case easing(name: String, duration: Double)
    /// Keyframes: the values are in the changes' `values`; `keyTimes` nil spreads them evenly; one
    /// timing function per segment, or nil for linear segments.
    case keyframes(keyTimes: [Double]?, timingFunctions: [ExportBezier]?, duration: Double)
    /// Along a path at constant speed (`calculationMode = .paced`), optionally turning with it.
    case path(ExportPath, duration: Double, rotatesWithPath: Bool)
    /// A `CAAnimationGroup` of `duration` seconds playing `children` (their own timings inside it).
    case group(duration: Double, children: [ExportedAnimation])
    /// A cross-dissolve of the view's contents.
    case crossDissolve(ExportBezier, duration: Double)
    /// Not time-driven: a piecewise-linear function of the vertical scroll offset through `stops`,
    /// held at the first and last stops' values beyond them unless extended.
    case scroll(stops: [ScrollStop], extendsBelow: Bool, extendsAbove: Bool)

    /// Seconds the animation plays (nil for scroll-linked values).
    public var duration: Double? {
        switch self {
        case let .uikitSpring(d, _, _): return d
        case let .jnwSpring(m, k, c): return JNWSpringCurve(mass: m, stiffness: k, damping: c).duration
        case let .bezier(_, d), let .easing(_, d), let .keyframes(_, _, d), let .path(_, d, _), let .group(d, _),
             let .crossDissolve(_, d):
            return d
        case .scroll: return nil
        }
    }
}
