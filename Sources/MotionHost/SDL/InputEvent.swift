import CSDL2
import Foundation

/// Input from the window, in logical points (origin top-left of the letterboxed content).
public enum InputEvent: Equatable {
    case mouseDown(CGPoint)
    case mouseMove(CGPoint)
    case mouseUp(CGPoint)
    /// Scroll deltas in points, as changes of a scroll view's content offset: positive `dy` moves
    /// content up (SDL reports wheel motion toward the user as negative y, so dy = −y·40);
    /// positive `dx` moves content left (dx = x·40). One notch ≈ 40 points; fractional with
    /// precise (touchpad) wheels. "Natural"/flipped devices are normalised.
    case wheel(dx: CGFloat, dy: CGFloat)
    /// A key, named by `SDL_GetKeyName` lowercased ("space", "left", "h", "1", "/", …). With shift
    /// held, printable keys give their shifted US-layout character ("?", "!", "+", "H", …).
    case key(String)
    /// Text the keyboard typed (SDL's text input: layout, Shift and dead keys applied), UTF-8. Comes
    /// besides the `key` events of the same keystrokes.
    case text(String)
    case quit
    /// The window needs a redraw (exposed or resized).
    case exposed
}

enum KeyNames {
    /// Points of scroll per wheel notch.
    static let pointsPerNotch: CGFloat = 40

    private static let shifted: [String: String] = [
        "1": "!", "2": "@", "3": "#", "4": "$", "5": "%", "6": "^", "7": "&", "8": "*", "9": "(", "0": ")",
        "-": "_", "=": "+", "[": "{", "]": "}", "\\": "|", ";": ":", "'": "\"", ",": "<", ".": ">",
        "/": "?", "`": "~",
    ]

    /// The name reported for key `sym` with modifier state `mod`.
    static func name(sym: SDL_Keycode, mod: UInt16) -> String? {
        guard let raw = SDL_GetKeyName(sym) else { return nil }
        let name = String(cString: raw).lowercased()
        guard !name.isEmpty else { return nil }
        let shift = mod & UInt16(KMOD_SHIFT.rawValue) != 0
        guard shift, name.count == 1 else { return name }
        if let mapped = shifted[name] { return mapped }
        if let c = name.first, c.isLetter { return name.uppercased() }
        return name
    }
}
