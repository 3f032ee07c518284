import Foundation
import MotionGeometry
import MotionTiming

/// The properties an animation answers by name in `value(forKey:)`/`setValue(_:forKey:)`, under their
/// Objective-C names (a `Bool` property's getter name: "removedOnCompletion", "additive").
enum AnimationKeyValueCoding {
    static func property(_ key: String, of a: CAAnimation) -> Any? {
        switch key {
        case "beginTime": return a.beginTime
        case "duration": return a.duration
        case "speed": return a.speed
        case "timeOffset": return a.timeOffset
        case "repeatCount": return a.repeatCount
        case "repeatDuration": return a.repeatDuration
        case "autoreverses": return a.autoreverses
        case "fillMode": return a.fillMode
        case "timingFunction": return a.timingFunction
        case "delegate": return a.delegate
        case "removedOnCompletion": return a.isRemovedOnCompletion
        default: break
        }
        if let p = a as? CAPropertyAnimation {
            switch key {
            case "keyPath": return p.keyPath
            case "additive": return p.isAdditive
            case "cumulative": return p.isCumulative
            default: break
            }
        }
        if let b = a as? CABasicAnimation {
            switch key {
            case "fromValue": return b.fromValue
            case "toValue": return b.toValue
            case "byValue": return b.byValue
            default: break
            }
        }
        if let k = a as? CAKeyframeAnimation {
            switch key {
            case "values": return k.values
            case "keyTimes": return k.keyTimes
            case "path": return k.path
            case "timingFunctions": return k.timingFunctions
            default: break
            }
        }
        if let g = a as? CAAnimationGroup, key == "animations" { return g.animations }
        return nil
    }

    /// Sets the property `key` when the animation has one; false when it has none. A value of the wrong
    /// type leaves the property as it was (true: the key is the property's, nothing is stored).
    static func setProperty(_ key: String, of a: CAAnimation, to value: Any?) -> Bool {
        func double() -> Double? { (value as? NSNumber)?.doubleValue ?? (value as? CGFloat).map(Double.init) ?? value as? Double }
        switch key {
        case "beginTime": if let v = double() { a.beginTime = v }; return true
        case "duration": if let v = double() { a.duration = v }; return true
        case "speed": if let v = double() { a.speed = Float(v) }; return true
        case "timeOffset": if let v = double() { a.timeOffset = v }; return true
        case "repeatCount": if let v = double() { a.repeatCount = Float(v) }; return true
        case "repeatDuration": if let v = double() { a.repeatDuration = v }; return true
        case "autoreverses": if let v = value as? Bool { a.autoreverses = v }; return true
        case "fillMode": if let v = value as? CAMediaTimingFillMode { a.fillMode = v }; return true
        case "timingFunction": a.timingFunction = value as? CAMediaTimingFunction; return true
        case "removedOnCompletion": if let v = value as? Bool { a.isRemovedOnCompletion = v }; return true
        default: break
        }
        if let p = a as? CAPropertyAnimation {
            switch key {
            case "keyPath": p.keyPath = value as? String; return true
            case "additive": if let v = value as? Bool { p.isAdditive = v }; return true
            case "cumulative": if let v = value as? Bool { p.isCumulative = v }; return true
            default: break
            }
        }
        if let b = a as? CABasicAnimation {
            switch key {
            case "fromValue": b.fromValue = value; return true
            case "toValue": b.toValue = value; return true
            case "byValue": b.byValue = value; return true
            default: break
            }
        }
        if let k = a as? CAKeyframeAnimation {
            switch key {
            case "values": k.values = value as? [Any]; return true
            case "keyTimes": k.keyTimes = value as? [NSNumber]; return true
            default: break
            }
        }
        return false
    }
}
