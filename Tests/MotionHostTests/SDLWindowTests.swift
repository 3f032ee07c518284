import CSDL2
import Foundation
import MotionGeometry
@testable import MotionRender
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

    /// On a real display (e.g. under xvfb-run) the accelerated renderer composites groups
    /// premultiplied, so a 50 % white child inside a group over black gives ≈128; where only
    /// straight BLEND exists the documented fallback applies alpha twice (255·0.5·0.5 ≈ 64).
    func testRealWindowGroupCompositing() throws {
        unsetenv("SDL_VIDEODRIVER")
        guard SDLWindow.displayAvailable() else { throw XCTSkip("no display") }
        let window = try SDLWindow(title: "MotionHost group test", logicalSize: CGSize(width: 100, height: 80), pixelScale: 1)
        window.canvas.draw([
            .beginGroup(size: CGSize(width: 50, height: 50), transform: SDLTest.translation(10, 10), opacity: 1),
            .fill(size: CGSize(width: 50, height: 50), transform: .identity, color: .white, cornerRadius: 0, opacity: 0.5),
            .endGroup,
        ], clear: .black)
        var pixel: [UInt8] = [0, 0, 0, 0]
        var rect = SDL_Rect(x: 30, y: 30, w: 1, h: 1)
        XCTAssertEqual(SDL_RenderReadPixels(window.renderer, &rect, SDL_PIXELFORMAT_ABGR8888.rawValue, &pixel, 4), 0)
        let expected: Double = window.canvas.groupsArePremultiplied ? 128 : 64
        XCTAssertEqual(Double(pixel[0]), expected, accuracy: 2, "renderer \(window.rendererName)")
        print("group compositing on \(window.rendererName): premultiplied \(window.canvas.groupsArePremultiplied), pixel \(pixel[0])")
        window.present()
    }
}
