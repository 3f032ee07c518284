/// The animation APIs whose numeric arguments become tunable literals: every form MotionLab has of
/// `UIView.animate`, keyframes, transitions, the legacy block setters, property animators and their
/// timing parameters, `CAMediaTimingFunction(controlPoints:)`, `CASpringAnimation`'s initialisers,
/// `CATransaction.setAnimationDuration`, RBB's cubic Bézier, and the scene-clock delays that
/// choreograph motion (timers, `perform(_:with:afterDelay:)`, `asyncAfter(deadline: .now() + t)`);
/// and the properties of `CAAnimation` and its subclasses, Pop, JNW, RBB, `CAReplicatorLayer`,
/// `CAEmitterCell` and `UIViewPropertyAnimator` that are assigned numbers.
///
/// Matching is by name and argument labels (the rewrite has no types): a call is one of these when
/// its callee's name is and its labels, in order, are a subsequence of one of the signatures' (so
/// arguments with defaults may be left out, and trailing closures are not counted). Parameter kinds
/// are `LiteralParameter`'s raw values in MotionLiterals (a test keeps the two in step).
enum AnimationAPIs {
    /// How a numeric argument is read.
    struct Argument {
        /// `LiteralParameter` raw value.
        let parameter: String
        /// What it holds: a number, a point of two coordinates, a vector, or anything (`Any`).
        let shape: Shape
        /// The name people know it by when the label is `_` ("c1x").
        let name: String?

        init(_ parameter: String, _ shape: Shape = .number, name: String? = nil) {
            self.parameter = parameter
            self.shape = shape
            self.name = name
        }
    }

    enum Shape {
        /// A number of a known floating-point or integer type.
        case number
        /// A `CGPoint` control point: x is a time in 0…1, y a progress.
        case controlPoint
        /// A `CGVector` spring velocity.
        case velocityVector
        /// A value of type `Any` (`fromValue`, `values`): numbers and the value types built from them.
        case anyValue
        /// `.now() + t`: only the added seconds.
        case deadline
    }

    /// One overload: labels in order ("_" for an unlabeled argument) and the numeric ones' meaning.
    struct Signature {
        let labels: [String]
        let numeric: [Int: Argument]

        init(_ entries: [(String, Argument?)]) {
            labels = entries.map(\.0)
            var numeric: [Int: Argument] = [:]
            for (i, e) in entries.enumerated() { if let a = e.1 { numeric[i] = a } }
            self.numeric = numeric
        }
    }

    struct Call {
        /// The callee's last name: a method, or a type for an initialiser.
        let name: String
        /// How lists show it: "UIView.animate", "CAMediaTimingFunction".
        let display: String
        /// When set, the call must be on one of these bases (`CATransaction.setAnimationDuration`).
        let bases: Set<String>?
        let signatures: [Signature]
    }

    static let duration = Argument("duration"), delay = Argument("delay")

    static let calls: [Call] = [
        Call(name: "animate", display: "UIView.animate", bases: nil, signatures: [
            Signature([("withDuration", duration), ("delay", delay), ("options", nil), ("animations", nil), ("completion", nil)]),
            Signature([("withDuration", duration), ("animations", nil), ("completion", nil)]),
            Signature([("withDuration", duration), ("delay", delay), ("usingSpringWithDamping", Argument("dampingRatio")),
                       ("initialSpringVelocity", Argument("springVelocity")), ("options", nil), ("animations", nil), ("completion", nil)]),
            Signature([("springDuration", Argument("perceptualDuration")), ("bounce", Argument("bounce")),
                       ("initialSpringVelocity", Argument("springVelocity")), ("delay", delay), ("options", nil),
                       ("animations", nil), ("completion", nil)]),
        ]),
        Call(name: "animateKeyframes", display: "UIView.animateKeyframes", bases: nil, signatures: [
            Signature([("withDuration", duration), ("delay", delay), ("options", nil), ("animations", nil), ("completion", nil)]),
        ]),
        Call(name: "addKeyframe", display: "UIView.addKeyframe", bases: nil, signatures: [
            Signature([("withRelativeStartTime", Argument("relativeTime")), ("relativeDuration", Argument("relativeTime")), ("animations", nil)]),
        ]),
        Call(name: "transition", display: "UIView.transition", bases: nil, signatures: [
            Signature([("with", nil), ("duration", duration), ("options", nil), ("animations", nil), ("completion", nil)]),
            Signature([("from", nil), ("to", nil), ("duration", duration), ("options", nil), ("completion", nil)]),
        ]),
        Call(name: "setAnimationDuration", display: "CATransaction.setAnimationDuration", bases: ["CATransaction"], signatures: [
            Signature([("_", duration)]),
        ]),
        Call(name: "setAnimationDuration", display: "UIView.setAnimationDuration", bases: ["UIView"], signatures: [
            Signature([("_", duration)]),
        ]),
        Call(name: "setAnimationDelay", display: "UIView.setAnimationDelay", bases: ["UIView"], signatures: [
            Signature([("_", delay)]),
        ]),
        Call(name: "setAnimationRepeatCount", display: "UIView.setAnimationRepeatCount", bases: ["UIView"], signatures: [
            Signature([("_", Argument("repeatCount"))]),
        ]),
        Call(name: "UIViewPropertyAnimator", display: "UIViewPropertyAnimator", bases: nil, signatures: [
            Signature([("duration", duration), ("curve", nil), ("animations", nil)]),
            Signature([("duration", duration), ("controlPoint1", Argument("controlPoint", .controlPoint)),
                       ("controlPoint2", Argument("controlPoint", .controlPoint)), ("animations", nil)]),
            Signature([("duration", duration), ("dampingRatio", Argument("dampingRatio")), ("animations", nil)]),
            Signature([("duration", duration), ("timingParameters", nil)]),
        ]),
        Call(name: "runningPropertyAnimator", display: "UIViewPropertyAnimator.runningPropertyAnimator", bases: nil, signatures: [
            Signature([("withDuration", duration), ("delay", delay), ("options", nil), ("animations", nil), ("completion", nil)]),
        ]),
        Call(name: "addAnimations", display: "UIViewPropertyAnimator.addAnimations", bases: nil, signatures: [
            Signature([("_", nil), ("delayFactor", Argument("fraction"))]),
        ]),
        Call(name: "startAnimation", display: "UIViewPropertyAnimator.startAnimation", bases: nil, signatures: [
            Signature([("afterDelay", delay)]),
        ]),
        Call(name: "continueAnimation", display: "UIViewPropertyAnimator.continueAnimation", bases: nil, signatures: [
            Signature([("withTimingParameters", nil), ("durationFactor", Argument("durationFactor"))]),
        ]),
        Call(name: "UISpringTimingParameters", display: "UISpringTimingParameters", bases: nil, signatures: [
            Signature([("dampingRatio", Argument("dampingRatio")), ("initialVelocity", Argument("springVelocity", .velocityVector))]),
            Signature([("mass", Argument("mass")), ("stiffness", Argument("stiffness")), ("damping", Argument("damping")),
                       ("initialVelocity", Argument("springVelocity", .velocityVector))]),
            Signature([("duration", Argument("perceptualDuration")), ("bounce", Argument("bounce")),
                       ("initialVelocity", Argument("springVelocity", .velocityVector))]),
        ]),
        Call(name: "UICubicTimingParameters", display: "UICubicTimingParameters", bases: nil, signatures: [
            Signature([("controlPoint1", Argument("controlPoint", .controlPoint)), ("controlPoint2", Argument("controlPoint", .controlPoint))]),
        ]),
        Call(name: "CAMediaTimingFunction", display: "CAMediaTimingFunction", bases: nil, signatures: [
            Signature([("controlPoints", Argument("controlPointX", name: "c1x")), ("_", Argument("controlPointY", name: "c1y")),
                       ("_", Argument("controlPointX", name: "c2x")), ("_", Argument("controlPointY", name: "c2y"))]),
        ]),
        Call(name: "RBBCubicBezier", display: "RBBCubicBezier", bases: nil, signatures: [
            Signature([("_", Argument("controlPointX", name: "x1")), ("_", Argument("controlPointY", name: "y1")),
                       ("_", Argument("controlPointX", name: "x2")), ("_", Argument("controlPointY", name: "y2"))]),
        ]),
        Call(name: "CASpringAnimation", display: "CASpringAnimation", bases: nil, signatures: [
            Signature([("perceptualDuration", Argument("perceptualDuration")), ("bounce", Argument("bounce"))]),
            Signature([("keyPath", nil), ("mass", Argument("mass")), ("stiffness", Argument("stiffness")),
                       ("damping", Argument("damping")), ("initialVelocity", Argument("springVelocity"))]),
        ]),
        Call(name: "scheduledTimer", display: "Timer.scheduledTimer", bases: nil, signatures: [
            Signature([("timeInterval", delay), ("target", nil), ("selector", nil), ("userInfo", nil), ("repeats", nil)]),
            Signature([("withTimeInterval", delay), ("repeats", nil), ("block", nil)]),
        ]),
        Call(name: "Timer", display: "Timer", bases: nil, signatures: [
            Signature([("timeInterval", delay), ("target", nil), ("selector", nil), ("userInfo", nil), ("repeats", nil)]),
            Signature([("timeInterval", delay), ("repeats", nil), ("block", nil)]),
            Signature([("fire", nil), ("interval", delay), ("repeats", nil), ("block", nil)]),
        ]),
        Call(name: "perform", display: "perform", bases: nil, signatures: [
            Signature([("_", nil), ("with", nil), ("afterDelay", delay), ("inModes", nil)]),
        ]),
        Call(name: "asyncAfter", display: "DispatchQueue.asyncAfter", bases: nil, signatures: [
            Signature([("deadline", Argument("delay", .deadline)), ("qos", nil), ("flags", nil), ("execute", nil)]),
        ]),
        // SwiftUI's Animation (issue 31): the response is a spring's perceptual duration, the damping
        // fraction its damping ratio.
        Call(name: "spring", display: "Animation.spring", bases: nil, signatures: [
            Signature([("response", Argument("perceptualDuration", name: "response")), ("dampingFraction", Argument("dampingRatio", name: "dampingFraction")),
                       ("blendDuration", duration)]),
            Signature([("duration", Argument("perceptualDuration")), ("bounce", Argument("bounce")), ("blendDuration", duration)]),
        ]),
        Call(name: "interactiveSpring", display: "Animation.interactiveSpring", bases: nil, signatures: [
            Signature([("response", Argument("perceptualDuration", name: "response")), ("dampingFraction", Argument("dampingRatio", name: "dampingFraction")),
                       ("blendDuration", duration)]),
            Signature([("duration", Argument("perceptualDuration")), ("extraBounce", Argument("bounce")), ("blendDuration", duration)]),
        ]),
        Call(name: "interpolatingSpring", display: "Animation.interpolatingSpring", bases: nil, signatures: [
            Signature([("mass", Argument("mass")), ("stiffness", Argument("stiffness")), ("damping", Argument("damping")),
                       ("initialVelocity", Argument("springVelocity"))]),
            Signature([("duration", Argument("perceptualDuration")), ("bounce", Argument("bounce")), ("initialVelocity", Argument("springVelocity"))]),
        ]),
        Call(name: "smooth", display: "Animation.smooth", bases: nil, signatures: [
            Signature([("duration", Argument("perceptualDuration")), ("extraBounce", Argument("bounce"))]),
        ]),
        Call(name: "snappy", display: "Animation.snappy", bases: nil, signatures: [
            Signature([("duration", Argument("perceptualDuration")), ("extraBounce", Argument("bounce"))]),
        ]),
        Call(name: "bouncy", display: "Animation.bouncy", bases: nil, signatures: [
            Signature([("duration", Argument("perceptualDuration")), ("extraBounce", Argument("bounce"))]),
        ]),
        Call(name: "linear", display: "Animation.linear", bases: nil, signatures: [Signature([("duration", duration)])]),
        Call(name: "easeIn", display: "Animation.easeIn", bases: nil, signatures: [Signature([("duration", duration)])]),
        Call(name: "easeOut", display: "Animation.easeOut", bases: nil, signatures: [Signature([("duration", duration)])]),
        Call(name: "easeInOut", display: "Animation.easeInOut", bases: nil, signatures: [Signature([("duration", duration)])]),
        Call(name: "timingCurve", display: "Animation.timingCurve", bases: nil, signatures: [
            Signature([("_", Argument("controlPointX", name: "c0x")), ("_", Argument("controlPointY", name: "c0y")),
                       ("_", Argument("controlPointX", name: "c1x")), ("_", Argument("controlPointY", name: "c1y")), ("duration", duration)]),
        ]),
        Call(name: "delay", display: "Animation.delay", bases: nil, signatures: [Signature([("_", delay)])]),
        Call(name: "speed", display: "Animation.speed", bases: nil, signatures: [Signature([("_", Argument("speed"))])]),
        Call(name: "repeatCount", display: "Animation.repeatCount", bases: nil, signatures: [
            Signature([("_", Argument("repeatCount")), ("autoreverses", nil)]),
        ]),
        Call(name: "Spring", display: "Spring", bases: nil, signatures: [
            Signature([("response", Argument("perceptualDuration", name: "response")), ("dampingRatio", Argument("dampingRatio"))]),
            Signature([("duration", Argument("perceptualDuration")), ("bounce", Argument("bounce"))]),
            Signature([("mass", Argument("mass")), ("stiffness", Argument("stiffness")), ("damping", Argument("damping")), ("allowOverDamping", nil)]),
        ]),
    ]

    static let callsByName: [String: [Call]] = Dictionary(grouping: calls, by: \.name)

    /// A property assigned a number (`anim.duration = 0.4`).
    struct Property {
        let parameter: String
        let shape: Shape
        /// Whether it holds an array (`keyTimes`, `values`): each element is a literal.
        let isArray: Bool
        /// The class people know it from, for lists when the receiver's type is not known.
        let owner: String

        init(_ parameter: String, _ shape: Shape = .number, array: Bool = false, owner: String) {
            self.parameter = parameter
            self.shape = shape
            self.isArray = array
            self.owner = owner
        }
    }

    static let properties: [String: Property] = [
        // CAMediaTiming (CAAnimation, CALayer), Pop's basic animation
        "duration": Property("duration", owner: "CAAnimation"),
        "beginTime": Property("timeOffset", owner: "CAAnimation"),
        "timeOffset": Property("timeOffset", owner: "CAAnimation"),
        "speed": Property("speed", owner: "CAAnimation"),
        "repeatCount": Property("repeatCount", owner: "CAAnimation"),
        "repeatDuration": Property("duration", owner: "CAAnimation"),
        // CABasicAnimation, CAKeyframeAnimation, JNW, RBB, Pop
        "fromValue": Property("value", .anyValue, owner: "CABasicAnimation"),
        "toValue": Property("value", .anyValue, owner: "CABasicAnimation"),
        "byValue": Property("value", .anyValue, owner: "CABasicAnimation"),
        "values": Property("value", .anyValue, array: true, owner: "CAKeyframeAnimation"),
        "keyTimes": Property("keyTime", array: true, owner: "CAKeyframeAnimation"),
        // CASpringAnimation, JNWSpringAnimation
        "mass": Property("mass", owner: "CASpringAnimation"),
        "stiffness": Property("stiffness", owner: "CASpringAnimation"),
        "damping": Property("damping", owner: "CASpringAnimation"),
        "initialVelocity": Property("springVelocity", owner: "CASpringAnimation"),
        // CATransition
        "startProgress": Property("fraction", owner: "CATransition"),
        "endProgress": Property("fraction", owner: "CATransition"),
        // CAReplicatorLayer
        "instanceDelay": Property("instanceDelay", owner: "CAReplicatorLayer"),
        "instanceCount": Property("instanceCount", owner: "CAReplicatorLayer"),
        // Pop
        "springBounciness": Property("popBounciness", owner: "POPSpringAnimation"),
        "springSpeed": Property("popSpeed", owner: "POPSpringAnimation"),
        "dynamicsTension": Property("popDynamics", owner: "POPSpringAnimation"),
        "dynamicsMass": Property("popDynamics", owner: "POPSpringAnimation"),
        "dynamicsFriction": Property("popFriction", owner: "POPSpringAnimation"),
        "velocity": Property("velocity", .anyValue, owner: "POPSpringAnimation"),
        "deceleration": Property("deceleration", owner: "POPDecayAnimation"),
        // UIViewPropertyAnimator
        "fractionComplete": Property("fraction", owner: "UIViewPropertyAnimator"),
        // CAEmitterCell
        "birthRate": Property("emitterRate", owner: "CAEmitterCell"),
        "lifetime": Property("emitterRate", owner: "CAEmitterCell"),
        "lifetimeRange": Property("emitterRate", owner: "CAEmitterCell"),
        "velocityRange": Property("emitterRate", owner: "CAEmitterCell"),
        "scaleRange": Property("emitterRate", owner: "CAEmitterCell"),
        "spinRange": Property("emitterRate", owner: "CAEmitterCell"),
        "alphaRange": Property("emitterRate", owner: "CAEmitterCell"),
        "xAcceleration": Property("emitterMotion", owner: "CAEmitterCell"),
        "yAcceleration": Property("emitterMotion", owner: "CAEmitterCell"),
        "zAcceleration": Property("emitterMotion", owner: "CAEmitterCell"),
        "emissionLongitude": Property("emitterMotion", owner: "CAEmitterCell"),
        "emissionLatitude": Property("emitterMotion", owner: "CAEmitterCell"),
        "emissionRange": Property("emitterMotion", owner: "CAEmitterCell"),
        "spin": Property("emitterMotion", owner: "CAEmitterCell"),
        "scaleSpeed": Property("emitterMotion", owner: "CAEmitterCell"),
        "alphaSpeed": Property("emitterMotion", owner: "CAEmitterCell"),
    ]

    /// Types whose `velocity` is a number (an emitter cell's), not Pop's `Any`.
    static let numericVelocityOwners: Set<String> = ["CAEmitterCell"]

    /// Every `LiteralParameter` raw value the rewrite can emit (tests check MotionLiterals has each).
    static var parameterNames: Set<String> {
        var names: Set<String> = ["operand", "controlPointX", "controlPointY", "springVelocity", "value"]
        for c in calls { for s in c.signatures { for a in s.numeric.values where a.parameter != "controlPoint" { names.insert(a.parameter) } } }
        for p in properties.values { names.insert(p.parameter) }
        return names
    }
}
