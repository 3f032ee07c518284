import CSDL2
import Foundation

/// A failed SDL call: which function failed, on what (a file path when one is involved),
/// and SDL's own message from `SDL_GetError()` at the time of failure.
public struct SDLError: Error, CustomStringConvertible {
    /// The SDL (or SDL_image / SDL_ttf) function, or the MotionHost operation, that failed.
    public let function: String
    /// The file the operation was about, if any.
    public let path: String?
    /// `SDL_GetError()` captured when the error was made (may be empty).
    public let sdlMessage: String
    /// Extra advice for the reader (e.g. which package to install).
    public let hint: String?

    public init(function: String, path: String? = nil, sdlMessage: String, hint: String? = nil) {
        self.function = function
        self.path = path
        self.sdlMessage = sdlMessage
        self.hint = hint
    }

    /// An error for `function` carrying the current `SDL_GetError()` text.
    static func current(_ function: String, path: String? = nil, hint: String? = nil) -> SDLError {
        let message = SDL_GetError().map { String(cString: $0) } ?? ""
        return SDLError(function: function, path: path, sdlMessage: message, hint: hint)
    }

    public var description: String {
        var text = "\(function) failed"
        if let path { text += " for '\(path)'" }
        if !sdlMessage.isEmpty { text += ": \(sdlMessage)" }
        if let hint { text += " (\(hint))" }
        return text
    }
}
