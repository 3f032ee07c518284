/// A spring parameter that cannot describe a physical spring.
///
/// Thrown by the `validate` functions of the spring types. The description names the offending
/// parameter and its value, e.g. `mass must be > 0 and finite (got -1.0)`.
public struct SpringParameterError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The parameter's name as it appears in the API, e.g. `"mass"`.
    public let parameter: String
    /// The rejected value.
    public let value: Double
    /// The rule the value broke, e.g. `"must be > 0 and finite"`.
    public let requirement: String

    public init(parameter: String, value: Double, requirement: String) {
        self.parameter = parameter
        self.value = value
        self.requirement = requirement
    }

    public var description: String {
        "\(parameter) \(requirement) (got \(value))"
    }

    public static func == (lhs: SpringParameterError, rhs: SpringParameterError) -> Bool {
        lhs.parameter == rhs.parameter && lhs.requirement == rhs.requirement
            && (lhs.value == rhs.value || (lhs.value.isNaN && rhs.value.isNaN))
    }
}

/// Shared checks, so every spring type words its errors the same way.
enum SpringParameterCheck {
    static func positive(_ name: String, _ value: Double) throws {
        guard value > 0, value.isFinite else {
            throw SpringParameterError(parameter: name, value: value, requirement: "must be > 0 and finite")
        }
    }

    static func nonNegative(_ name: String, _ value: Double) throws {
        guard value >= 0, value.isFinite else {
            throw SpringParameterError(parameter: name, value: value, requirement: "must be >= 0 and finite")
        }
    }

    static func finite(_ name: String, _ value: Double) throws {
        guard value.isFinite else {
            throw SpringParameterError(parameter: name, value: value, requirement: "must be finite")
        }
    }

    /// Stops the program with the error's description: the non-throwing initialisers use this so
    /// that a bad parameter is reported loudly instead of turning into NaN frames.
    static func require(_ check: () throws -> Void, _ type: String) {
        do { try check() } catch { preconditionFailure("\(type): \(error)") }
    }
}
