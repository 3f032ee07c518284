import CSDL2
import Foundation
import MotionGeometry
@testable import MotionHost
import XCTest

/// Window creation and event translation under SDL's dummy video driver (no display needed):
/// events pushed into SDL's queue come back as `InputEvent`s.
final class SDLWindowTests: XCTestCase {
    private func makeWindow() throws -> SDLWindow {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        return try SDLWindow(title: "MotionHost test", logicalSize: CGSize(width: 160, height: 120), pixelScale: 2)
    }

    func testWindowDrawsAndTranslatesEvents() throws {
        let window = try makeWindow()
        window.canvas.draw([.fill(size: CGSize(width: 10, height: 10), transform: .identity,
                                  color: .white, cornerRadius: 0, opacity: 1)], clear: .black)
        window.present()
        _ = window.pollEvents()

        func push(_ fill: (inout SDL_Event) -> Void) {
            var event = SDL_Event()
            fill(&event)
            SDL_PushEvent(&event)
        }
        push { e in
            e.type = SDL_MOUSEBUTTONDOWN.rawValue
            e.button.button = UInt8(SDL_BUTTON_LEFT); e.button.state = UInt8(SDL_PRESSED)
            e.button.x = 40; e.button.y = 60
        }
        push { e in
            e.type = SDL_MOUSEWHEEL.rawValue
            e.wheel.y = -1; e.wheel.preciseY = -1; e.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
        }
        push { e in
            e.type = SDL_KEYDOWN.rawValue
            e.key.keysym.sym = SDL_Keycode(SDLK_SLASH.rawValue)
            e.key.keysym.mod = UInt16(KMOD_LSHIFT.rawValue)
        }
        push { e in
            e.type = SDL_KEYDOWN.rawValue
            e.key.keysym.sym = SDL_Keycode(SDLK_LEFT.rawValue)
        }
        push { e in
            e.type = SDL_KEYDOWN.rawValue
            e.key.keysym.sym = SDL_Keycode(SDLK_SPACE.rawValue)
        }
        push { e in e.type = SDL_QUIT.rawValue }
        let events = window.pollEvents().filter { if case .exposed = $0 { return false } else { return true } }
        XCTAssertEqual(events, [.mouseDown(CGPoint(x: 20, y: 30)), .wheel(dx: 0, dy: 40),
                                .key("?"), .key("left"), .key("space"), .quit])
    }

    func testKeyNamesAreLowercasedSDLNames() {
        XCTAssertEqual(KeyNames.name(sym: SDL_Keycode(SDLK_h.rawValue), mod: 0), "h")
        XCTAssertEqual(KeyNames.name(sym: SDL_Keycode(SDLK_1.rawValue), mod: 0), "1")
        XCTAssertEqual(KeyNames.name(sym: SDL_Keycode(SDLK_LEFTBRACKET.rawValue), mod: 0), "[")
        XCTAssertEqual(KeyNames.name(sym: SDL_Keycode(SDLK_EQUALS.rawValue), mod: 0), "=")
        XCTAssertEqual(KeyNames.name(sym: SDL_Keycode(SDLK_RIGHT.rawValue), mod: 0), "right")
        XCTAssertEqual(KeyNames.name(sym: SDL_Keycode(SDLK_EQUALS.rawValue), mod: UInt16(KMOD_RSHIFT.rawValue)), "+")
    }
}
