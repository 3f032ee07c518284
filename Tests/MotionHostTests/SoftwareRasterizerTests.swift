import Foundation
import CSDL2
import MotionGeometry
@testable import MotionRender
@testable import MotionHost
import XCTest

/// The software rasteriser draws what SDL's software renderer draws for the same calls, byte for byte:
/// random frames (fills square and rounded, images plain and rounded, borders, clips — nested, empty,
/// reaching past the surface —, fractional positions and sizes, scales that stretch textures up and
/// down, quads partly or wholly off the surface, opacities and colours that modulate), drawn through the
/// rasteriser on one surface and through SDL's calls on another, over several frames so the texture
/// caches' histories match too. The kernels are checked on their own against SDL's functions as well.
final class SoftwareRasterizerTests: XCTestCase {
    typealias Random = SDLPartialRedrawTests.Random

    let images = [SDLTest.opaqueImage(width: 16, height: 12, seed: 3), SDLTest.opaqueImage(width: 37, height: 23, seed: 5),
                  CGImage(width: 9, height: 9, pixels: SDLTest.bytes(9 * 9 * 4, seed: 11)),
                  CGImage(width: 1, height: 7, pixels: SDLTest.bytes(7 * 4, seed: 13))]

    /// An axis-aligned transform (what the rasteriser draws): a translation with positive scales.
    func transform(_ r: inout Random, width: CGFloat, height: CGFloat) -> CATransform3D {
        var t = CATransform3DMakeTranslation(r.range(-30, width + 10), r.range(-30, height + 10), 0)
        switch r.pick(3) {
        case 0: break
        case 1: t = CATransform3DConcat(CATransform3DMakeScale(r.range(0.2, 3), r.range(0.2, 3), 1), t)
        default: t = CATransform3DConcat(CATransform3DMakeScale(r.range(0.9, 1.1), r.range(0.9, 1.1), 1), t)
        }
        return t
    }

    func color(_ r: inout Random) -> CGColor {
        CGColor(red: r.unit(), green: r.unit(), blue: r.unit(), alpha: [1, 0.6, 0.02][r.pick(3)])
    }

    func frame(_ r: inout Random, width: CGFloat, height: CGFloat) -> [DrawCommand] {
        var out: [DrawCommand] = []
        var depth = 0
        for _ in 0..<(20 + r.pick(40)) {
            let size = CGSize(width: r.range(0.5, 40), height: r.range(0.5, 40))
            let t = transform(&r, width: width, height: height)
            let opacity: CGFloat = [1, 0.7, 0.3][r.pick(3)]
            switch r.pick(9) {
            case 0, 1: out.append(.fill(size: size, transform: t, color: color(&r), cornerRadius: 0, opacity: opacity))
            case 2, 3: out.append(.fill(size: size, transform: t, color: color(&r), cornerRadius: r.range(0.5, 12), opacity: opacity))
            case 4: out.append(.image(images[r.pick(images.count)], size: size, transform: t, opacity: opacity, cornerRadius: 0))
            case 5: out.append(.image(images[r.pick(images.count)], size: size, transform: t, opacity: opacity, cornerRadius: r.range(1, 8)))
            case 6: out.append(.border(size: size, transform: t, width: r.range(0.5, 5), color: color(&r), cornerRadius: [0, 4][r.pick(2)],
                                       opacity: opacity))
            case 7 where depth < 3:
                out.append(.pushClip(size: CGSize(width: r.range(0, 80), height: r.range(0, 80)), transform: transform(&r, width: width, height: height)))
                depth += 1
            default:
                if depth > 0 { out.append(.popClip); depth -= 1 }
            }
        }
        for _ in 0..<depth { out.append(.popClip) }
        return out
    }

    /// Both ways the kernels blend (two pixels at a time in SIMD lanes, as optimised builds do, and a pixel
    /// at a time, as debug builds do): the same numbers.
    func testRandomFramesAreByteIdenticalToSDLs() throws {
        let saved = SoftwareKernels.usesLanes
        defer { SoftwareKernels.usesLanes = saved }
        for lanes in [true, false] {
            SoftwareKernels.usesLanes = lanes
            try checkRandomFramesAreByteIdenticalToSDLs()
        }
    }

    func checkRandomFramesAreByteIdenticalToSDLs() throws {
        for (scale, width, height) in [(CGFloat(1), 97, 83), (2, 120, 90), (3, 64, 64)] {
            let software = try SDLOffscreenTarget(pixelWidth: width, pixelHeight: height, pixelScale: scale)
            let sdl = try SDLOffscreenTarget(pixelWidth: width, pixelHeight: height, pixelScale: scale)
            software.redrawsOnlyDamage = false
            sdl.redrawsOnlyDamage = false
            sdl.rasterizesInSoftware = false
            var r = Random(state: 0x5EED_0000 + UInt64(scale * 10))
            var rasterized = 0
            for f in 0..<60 {
                let commands = frame(&r, width: CGFloat(width) / scale, height: CGFloat(height) / scale)
                let clear = [CGColor.black, CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.4)][f % 2]
                software.draw(commands, clear: clear)
                sdl.draw(commands, clear: clear)
                XCTAssertFalse(sdl.canvas.lastFrameWasRasterized)
                if software.canvas.lastFrameWasRasterized { rasterized += 1 }
                let a = software.snapshot(), b = sdl.snapshot()
                if a.pixels != b.pixels {
                    let i = zip(a.pixels, b.pixels).enumerated().first { $0.element.0 != $0.element.1 }!.offset / 4
                    XCTFail("scale \(scale) frame \(f): pixel (\(i % width), \(i / width)) differs: software \(a.pixel(x: i % width, y: i / width)), SDL \(b.pixel(x: i % width, y: i / width))")
                    return
                }
            }
            XCTAssertEqual(rasterized, 60, "every one of these frames is one the rasteriser draws")
        }
    }

    /// Whatever is composited over an opaque clear is opaque: alpha 255 in every pixel, in both paths
    /// (and the two still byte for byte the same), whole redraws and damaged ones alike — although SDL's
    /// blended copy between 8888 surfaces, which the rasteriser reproduces, makes 253 of half-covered
    /// pixels (`(128·255 >> 8) + (255·127 >> 8)`).
    func testFramesOverAnOpaqueClearAreOpaqueInBothPaths() throws {
        XCTAssertEqual((128 * 255) >> 8 + (255 * 127) >> 8, 253, "the arithmetic the opaque pass corrects")
        for damage in [false, true] {
            let (width, height) = (120, 90)
            let software = try SDLOffscreenTarget(pixelWidth: width, pixelHeight: height, pixelScale: 2)
            let sdl = try SDLOffscreenTarget(pixelWidth: width, pixelHeight: height, pixelScale: 2)
            software.redrawsOnlyDamage = damage
            sdl.redrawsOnlyDamage = damage
            sdl.rasterizesInSoftware = false
            var r = Random(state: 0x0A1FA + (damage ? 1 : 0))
            var translucentSeen = false
            for f in 0..<20 {
                let commands = frame(&r, width: 60, height: 45)
                let clear = f % 5 == 4 ? CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.4) : CGColor(red: 0.1, green: 0.1, blue: 0.2, alpha: 1)
                software.draw(commands, clear: clear)
                sdl.draw(commands, clear: clear)
                let a = software.snapshot(), b = sdl.snapshot()
                XCTAssertEqual(a.pixels, b.pixels, "frame \(f) (damage \(damage)): the paths differ")
                let alphas = stride(from: 3, to: a.pixels.count, by: 4).map { a.pixels[$0] }
                if clear.alpha == 1 {
                    XCTAssertEqual(alphas.filter { $0 != 255 }.count, 0, "frame \(f) (damage \(damage)) over an opaque clear")
                } else if alphas.contains(where: { $0 != 255 }) {
                    translucentSeen = true
                }
            }
            XCTAssertTrue(translucentSeen, "a translucent clear stays translucent (the pass is only for opaque frames)")
        }
    }

    /// Long lists are planned in chunks on several cores against the caches, chunks needing a texture or
    /// stretch not made yet planned again in order: the same bytes as SDL's, frame after frame, as
    /// particles change size (new masks and stretches) and clips come and go.
    func testLongListsPlannedOnSeveralCoresAreByteIdenticalToSDLs() throws {
        let (width, height) = (160, 240)
        let software = try SDLOffscreenTarget(pixelWidth: width, pixelHeight: height, pixelScale: 1)
        let sdl = try SDLOffscreenTarget(pixelWidth: width, pixelHeight: height, pixelScale: 1)
        software.redrawsOnlyDamage = false
        sdl.redrawsOnlyDamage = false
        sdl.rasterizesInSoftware = false
        var r = Random(state: 0xD075)
        for f in 0..<8 {
            var commands: [DrawCommand] = []
            for k in 0..<(3000 + r.pick(3000)) {
                let side = r.range(1.5, 7)
                let t = CATransform3DConcat(CATransform3DMakeScale(r.range(0.8, 1.4), r.range(0.8, 1.4), 1),
                                            CATransform3DMakeTranslation(r.range(-5, 160), r.range(-5, 240), 0))
                if k % 997 == 0 { commands.append(.pushClip(size: CGSize(width: 100, height: 100), transform: SDLTest.translation(r.range(0, 60), r.range(0, 100)))) }
                if k % 997 == 500 { commands.append(.popClip) }
                if k % 301 == 0 {
                    commands.append(.image(images[r.pick(images.count)], size: CGSize(width: side * 2, height: side * 2), transform: t, opacity: 0.8, cornerRadius: 1))
                } else {
                    commands.append(.fill(size: CGSize(width: side, height: side), transform: t, color: color(&r), cornerRadius: side / 2,
                                          opacity: r.range(0.3, 1)))
                }
            }
            if commands.filter({ if case .pushClip = $0 { return true }; return false }).count
                > commands.filter({ if case .popClip = $0 { return true }; return false }).count { commands.append(.popClip) }
            software.draw(commands, clear: .black)
            sdl.draw(commands, clear: .black)
            XCTAssertTrue(software.canvas.lastFrameWasRasterized)
            let a = software.snapshot(), b = sdl.snapshot()
            if a.pixels != b.pixels {
                let i = zip(a.pixels, b.pixels).enumerated().first { $0.element.0 != $0.element.1 }!.offset / 4
                return XCTFail("frame \(f): pixel (\(i % width), \(i / width)) differs")
            }
        }
    }

    /// Lists with something the rasteriser does not draw go through SDL's calls whole (same pixels).
    func testListsWithGroupsOrTurnedQuadsFallBackToSDL() throws {
        let target = try SDLOffscreenTarget(pixelWidth: 50, pixelHeight: 50)
        target.redrawsOnlyDamage = false
        let square = DrawCommand.fill(size: CGSize(width: 10, height: 10), transform: SDLTest.translation(5, 5), color: .white,
                                      cornerRadius: 0, opacity: 1)
        target.draw([square], clear: .black)
        XCTAssertTrue(target.canvas.lastFrameWasRasterized)
        for other: DrawCommand in [
            .fill(size: CGSize(width: 10, height: 10), transform: CATransform3DConcat(CATransform3DMakeRotation(0.3, 0, 0, 1), SDLTest.translation(20, 20)),
                  color: .white, cornerRadius: 0, opacity: 1),
            .fill(size: CGSize(width: 10, height: 10), transform: CATransform3DConcat(CATransform3DMakeScale(-1, 1, 1), SDLTest.translation(30, 5)),
                  color: .white, cornerRadius: 3, opacity: 1),
            .beginGroup(size: CGSize(width: 10, height: 10), transform: .identity, opacity: 0.5),
        ] {
            var list = [square, other]
            if case .beginGroup = other { list.append(.endGroup) }
            target.draw(list, clear: .black)
            XCTAssertFalse(target.canvas.lastFrameWasRasterized, "\(other)")
        }
    }

    /// The linear stretch against SDL's own `SDL_SoftStretchLinear`, over sizes up and down, 1-pixel
    /// sources and sub-rects.
    func testStretchEqualsSDLsLinearStretch() throws {
        var r = Random(state: 77)
        for _ in 0..<300 {
            let sw = 1 + r.pick(12), sh = 1 + r.pick(12), dw = 1 + r.pick(30), dh = 1 + r.pick(30)
            let bytes = SDLTest.bytes(sw * sh * 4, seed: r.next())
            guard let src = SDL_CreateRGBSurfaceWithFormat(0, Int32(sw), Int32(sh), 32, SDL_PIXELFORMAT_ABGR8888.rawValue),
                  let dst = SDL_CreateRGBSurfaceWithFormat(0, Int32(dw), Int32(dh), 32, SDL_PIXELFORMAT_ABGR8888.rawValue) else {
                return XCTFail("surfaces")
            }
            defer { SDL_FreeSurface(src); SDL_FreeSurface(dst) }
            let pitch = Int(src.pointee.pitch) / 4
            let sp = src.pointee.pixels.assumingMemoryBound(to: UInt32.self)
            for y in 0..<sh { for x in 0..<sw {
                let o = (y * sw + x) * 4
                sp[y * pitch + x] = UInt32(bytes[o]) | UInt32(bytes[o + 1]) << 8 | UInt32(bytes[o + 2]) << 16 | UInt32(bytes[o + 3]) << 24
            } }
            XCTAssertEqual(SDL_SoftStretchLinear(src, nil, dst, nil), 0)
            var mine = [UInt32](repeating: 0, count: dw * dh)
            mine.withUnsafeMutableBufferPointer {
                SoftwareKernels.stretchLinear(sp, srcW: sw, srcH: sh, srcPitch: pitch, $0.baseAddress!, dstW: dw, dstH: dh, dstPitch: dw)
            }
            let dp = dst.pointee.pixels.assumingMemoryBound(to: UInt32.self), dpitch = Int(dst.pointee.pitch) / 4
            for y in 0..<dh { for x in 0..<dw where mine[y * dw + x] != dp[y * dpitch + x] {
                return XCTFail("\(sw)×\(sh) → \(dw)×\(dh): (\(x), \(y)) \(String(mine[y * dw + x], radix: 16)) vs SDL \(String(dp[y * dpitch + x], radix: 16))")
            } }
        }
    }

    /// The modulated blended copies (two pixels at a time, then an odd one) against SDL's own
    /// `SDL_BlitSurface` between ABGR8888 surfaces with a colour or alpha mod (`SDL_Blit_Slow`): every source
    /// alpha 0…255 over random destinations, random and white sources, odd and even widths.
    /// Both ways the kernels blend (two pixels at a time in SIMD lanes, as optimised builds do, and a pixel
    /// at a time, as debug builds do): the same numbers.
    func testModulatedBlitsEqualSDLs() throws {
        let saved = SoftwareKernels.usesLanes
        defer { SoftwareKernels.usesLanes = saved }
        for lanes in [true, false] {
            SoftwareKernels.usesLanes = lanes
            try checkModulatedBlitsEqualSDLs()
        }
    }

    func checkModulatedBlitsEqualSDLs() throws {
        var r = Random(state: 91)
        for round in 0..<40 {
            let w = 1 + r.pick(9), h = 256 / w + 1
            let white = round % 2 == 1
            var mod: (r: UInt32, g: UInt32, b: UInt32, a: UInt32) = (UInt32(r.pick(256)), UInt32(r.pick(256)), UInt32(r.pick(256)), UInt32(r.pick(256)))
            switch round % 8 {
            case 0, 1: mod.a = 255          // colour only
            case 2, 3: (mod.r, mod.g, mod.b) = (255, 255, 255)  // alpha only
            case 4: mod.a = 0
            default: break
            }
            let modulatesColor = (mod.r, mod.g, mod.b) != (255, 255, 255), modulatesAlpha = mod.a != 255
            guard modulatesColor || modulatesAlpha else { continue }
            guard let src = SDL_CreateRGBSurfaceWithFormat(0, Int32(w), Int32(h), 32, SDL_PIXELFORMAT_ABGR8888.rawValue),
                  let dst = SDL_CreateRGBSurfaceWithFormat(0, Int32(w), Int32(h), 32, SDL_PIXELFORMAT_ABGR8888.rawValue) else {
                return XCTFail("surfaces")
            }
            defer { SDL_FreeSurface(src); SDL_FreeSurface(dst) }
            let sp = src.pointee.pixels.assumingMemoryBound(to: UInt32.self), spitch = Int(src.pointee.pitch) / 4
            let dp = dst.pointee.pixels.assumingMemoryBound(to: UInt32.self), dpitch = Int(dst.pointee.pitch) / 4
            var mine = [UInt32](repeating: 0, count: w * h)
            for y in 0..<h { for x in 0..<w {
                let alpha = UInt32((y * w + x) % 256)
                let colour = white ? 0x00FF_FFFF : UInt32(truncatingIfNeeded: r.next()) & 0x00FF_FFFF
                sp[y * spitch + x] = colour | alpha << 24
                let d = UInt32(truncatingIfNeeded: r.next())
                dp[y * dpitch + x] = d
                mine[y * w + x] = d
            } }
            mine.withUnsafeMutableBufferPointer { m in
                if white {
                    SoftwareKernels.blitModulateBlendWhite(sp, srcPitch: spitch, width: w, height: h, m.baseAddress!, dstPitch: w,
                                                           mod: mod, modulatesColor: modulatesColor, modulatesAlpha: modulatesAlpha)
                } else {
                    SoftwareKernels.blitModulateBlend(sp, srcPitch: spitch, width: w, height: h, m.baseAddress!, dstPitch: w,
                                                      mod: mod, modulatesColor: modulatesColor, modulatesAlpha: modulatesAlpha)
                }
            }
            SDL_SetSurfaceBlendMode(src, SDL_BLENDMODE_BLEND)
            SDL_SetSurfaceColorMod(src, UInt8(mod.r), UInt8(mod.g), UInt8(mod.b))
            SDL_SetSurfaceAlphaMod(src, UInt8(mod.a))
            XCTAssertEqual(SDL_UpperBlit(src, nil, dst, nil), 0)  // SDL_BlitSurface
            for y in 0..<h { for x in 0..<w where mine[y * w + x] != dp[y * dpitch + x] {
                return XCTFail("round \(round) \(w) wide, mod \(mod): (\(x), \(y)) \(String(mine[y * w + x], radix: 16)) vs SDL \(String(dp[y * dpitch + x], radix: 16))")
            } }
        }
    }

    /// The blended fill (two pixels at a time, then an odd one) against `SDL_BlendFillRect_RGBA`'s
    /// formula, every alpha over random destinations.
    /// Both ways the kernels blend (two pixels at a time in SIMD lanes, as optimised builds do, and a pixel
    /// at a time, as debug builds do): the same numbers.
    func testBlendFillMatchesSDLsFormula() {
        let saved = SoftwareKernels.usesLanes
        defer { SoftwareKernels.usesLanes = saved }
        for lanes in [true, false] {
            SoftwareKernels.usesLanes = lanes
            checkBlendFillMatchesSDLsFormula()
        }
    }

    func checkBlendFillMatchesSDLsFormula() {
        var r = Random(state: 93)
        for a in UInt32(0)...255 {
            let w = 1 + r.pick(7)
            let cr = UInt32(r.pick(256)) * a / 255, cg = UInt32(r.pick(256)) * a / 255, cb = UInt32(r.pick(256)) * a / 255
            var pixels = (0..<(w * 2)).map { _ in UInt32(truncatingIfNeeded: r.next()) }
            let before = pixels
            pixels.withUnsafeMutableBufferPointer {
                SoftwareKernels.blendFill(SoftwareSurface(pixels: $0.baseAddress!, width: w, height: 2, pitch: w),
                                          PixelRect(x: 0, y: 0, w: Int32(w), h: 2), r: cr, g: cg, b: cb, a: a)
            }
            for (i, d) in before.enumerated() {
                func ch(_ shift: UInt32, _ s: UInt32) -> UInt32 { (255 - a) * ((d >> shift) & 0xFF) / 255 + s }
                let expected = ch(0, cr) | ch(8, cg) << 8 | ch(16, cb) << 16 | ch(24, a) << 24
                XCTAssertEqual(pixels[i], expected, "alpha \(a), pixel \(i)")
            }
        }
    }
}
