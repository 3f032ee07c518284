import Foundation

/// Why an animation could not be added. Every case names the animation, the key path and what was wrong.
public enum AnimationError: Error, CustomStringConvertible, Equatable {
    case missingKeyPath(animation: String)
    case unknownKeyPath(animation: String, keyPath: String)
    case wrongValueType(animation: String, keyPath: String, property: String, expected: String, got: String)
    case badParameter(animation: String, name: String, value: String)
    case keyTimesMismatch(animation: String, keyTimes: Int, values: Int)

    static func badParameter(animation: CAAnimation, name: String, value: String) -> AnimationError {
        .badParameter(animation: String(describing: type(of: animation)), name: name, value: value)
    }

    public var description: String {
        switch self {
        case .missingKeyPath(let a):
            return "\(a) has no keyPath: set keyPath before adding it to a layer"
        case let .unknownKeyPath(a, k):
            return "\(a): unknown key path '\(k)'; known key paths: \(LayerKeyPath.allKeyPaths.joined(separator: ", "))"
        case let .wrongValueType(a, k, p, e, g):
            return "\(a) for '\(k)': \(p) is a \(g), but '\(k)' takes \(e)"
        case let .badParameter(a, n, v):
            return "\(a): \(n) = \(v) is not allowed"
        case let .keyTimesMismatch(a, k, v):
            return "\(a): keyTimes has \(k) entries but there are \(v) values (they must match, from 0 to 1, non-decreasing)"
        }
    }
}
