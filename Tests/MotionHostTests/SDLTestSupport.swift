import Foundation
import CSDL2
import MotionGeometry
@testable import MotionRender
@testable import MotionHost
import XCTest

/// Shared helpers for the SDL tests: headless rendering and analytic transforms.
enum SDLTest {
    static func render(_ commands: [DrawCommand], width: Int = 100, height: Int = 100, scale: CGFloat = 1,
                       clear: CGColor = .black) throws -> CGImage {
        let target = try SDLOffscreenTarget(pixelWidth: width, pixelHeight: height)
        let canvas = SDLCanvas(renderer: target.renderer, pixelScale: scale)
        canvas.draw(commands, clear: clear)
        return target.snapshot()
    }

    static func translation(_ x: CGFloat, _ y: CGFloat) -> CATransform3D {
        var t = CATransform3D.identity
        t.m41 = x; t.m42 = y
        return t
    }

    /// Rotation by `degrees` (clockwise on screen, y down) about local point `pivot`, which
    /// lands at `position`: translate(−pivot) · R · translate(position), row-vector convention.
    static func rotation(_ degrees: Double, pivot: CGPoint, position: CGPoint) -> CATransform3D {
        let r = degrees * .pi / 180
        let c = CGFloat(cos(r)), s = CGFloat(sin(r))
        var t = CATransform3D.identity
        t.m11 = c; t.m12 = s; t.m21 = -s; t.m22 = c
        t.m41 = -pivot.x * c + pivot.y * s + position.x
        t.m42 = -pivot.x * s - pivot.y * c + position.y
        return t
    }

    static func rgb(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    /// Deterministic pseudo-random bytes (64-bit LCG, Knuth's MMIX constants).
    static func bytes(_ count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
    }

    static func opaqueImage(width: Int, height: Int, seed: UInt64) -> CGImage {
        var pixels = bytes(width * height * 4, seed: seed)
        for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 }
        return CGImage(width: width, height: height, pixels: pixels)
    }

    /// An image of flat colour blocks: `colors` laid out in `columns` columns.
    static func blocks(_ colors: [[UInt8]], columns: Int) -> CGImage {
        let rows = colors.count / columns
        var pixels: [UInt8] = []
        for r in 0..<rows { for c in 0..<columns { pixels += colors[r * columns + c] + [255] } }
        return CGImage(width: columns, height: rows, pixels: pixels)
    }

    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
}

/// SDL_ttf fonts a test opens directly (the reference its text rendering is checked against), closed
/// together when the test ends.
final class OpenedFonts {
    private var fonts: [OpaquePointer] = []

    func open(_ path: String, _ pixels: Int) throws -> OpaquePointer {
        let font = try XCTUnwrap(TTF_OpenFont(path, Int32(pixels)), "TTF_OpenFont \(path)")
        fonts.append(font)
        return font
    }

    func closeAll() {
        for font in fonts { TTF_CloseFont(font) }
        fonts = []
    }

    /// `TTF_SizeUTF8`'s width of `text` in `font`, pixels.
    static func width(_ font: OpaquePointer, _ text: String) -> Int {
        var w: Int32 = 0, h: Int32 = 0
        TTF_SizeUTF8(font, text, &w, &h)
        return Int(w)
    }
}
