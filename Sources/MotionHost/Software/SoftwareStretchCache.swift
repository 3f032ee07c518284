import Foundation
import MotionGeometry
import MotionRender

/// A texture's pixels on the CPU: what `SDLTextureCache` uploads to SDL for the same key (ABGR8888 words:
/// the RGBA bytes it builds, read as little-endian 32-bit words).
final class SoftwareTexture {
    let width: Int, height: Int
    let pixels: UnsafeMutablePointer<UInt32>
    /// Whether every pixel's colour is white (a mask: the rounded fills and rings, coloured by the mod),
    /// so a modulated blit need not read or modulate the colour channels (255 · m / 255 = m exactly).
    let isWhite: Bool
    /// Its linear stretches to the sizes it was drawn at (see `SoftwareStretchCache`).
    @exclusivity(unchecked) var stretches: [SoftwareStretchCache.Stretch] = []

    init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: max(width * height, 1))
        var white = true
        rgba.withUnsafeBytes { bytes in
            for i in 0..<min(width * height, bytes.count / 4) {
                pixels[i] = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self))
                if pixels[i] & 0x00FF_FFFF != 0x00FF_FFFF { white = false }
            }
        }
        isWhite = white
        self.pixels = pixels
    }

    deinit { pixels.deallocate() }
}

/// Linear stretches of textures to the pixel sizes they are drawn at (a particle's mask scaled by its
/// pulse), kept with their texture (a few each, found by a short scan, no hashing) while used: a stretch
/// unused for `evictionAge` frames is dropped. Used from one thread at a time.
final class SoftwareStretchCache {
    final class Stretch {
        let src: PixelRect
        let width: Int32, height: Int32
        let pixels: UnsafeMutablePointer<UInt32>
        /// Whether its texture is white (so is a linear stretch of it: every interpolation of 255s is 255).
        let isWhite: Bool
        @exclusivity(unchecked) var lastUsed: Int
        init(src: PixelRect, width: Int32, height: Int32, isWhite: Bool, lastUsed: Int) {
            self.src = src; self.width = width; self.height = height; self.isWhite = isWhite; self.lastUsed = lastUsed
            pixels = .allocate(capacity: max(Int(width) * Int(height), 1))
        }
        deinit { pixels.deallocate() }
    }

    var evictionAge = 3
    private(set) var frame = 0
    /// The textures holding stretches (so a new frame can age them).
    private var holders: [ObjectIdentifier: SoftwareTexture] = [:]

    var count: Int { holders.values.reduce(0) { $0 + $1.stretches.count } }

    /// Starts a frame: drops stretches unused for `evictionAge` frames.
    func beginFrame() {
        frame += 1
        let f = frame, age = evictionAge
        for (id, texture) in holders {
            if texture.stretches.contains(where: { f - $0.lastUsed > age }) {
                texture.stretches.removeAll { f - $0.lastUsed > age }
            }
            if texture.stretches.isEmpty { holders[id] = nil }
        }
    }

    /// The stretch if kept, changing nothing (several threads may look up at once while nothing else uses
    /// the cache; the caller notes the use later with `markUsed`).
    func peek(_ texture: SoftwareTexture, src: PixelRect, width: Int32, height: Int32) -> Stretch? {
        for s in texture.stretches where s.width == width && s.height == height && s.src == src { return s }
        return nil
    }

    @inline(__always)
    func markUsed(_ s: Stretch) { s.lastUsed = frame }

    /// The linear stretch of `texture`'s `src` rect to `width` × `height` pixels (`SoftwareKernels.stretchLinear`),
    /// made once and kept while used.
    func stretch(_ texture: SoftwareTexture, src: PixelRect, width: Int32, height: Int32) -> Stretch {
        for s in texture.stretches where s.width == width && s.height == height && s.src == src {
            s.lastUsed = frame
            return s
        }
        let s = Stretch(src: src, width: width, height: height, isWhite: texture.isWhite, lastUsed: frame)
        SoftwareKernels.stretchLinear(texture.pixels + Int(src.y) * texture.width + Int(src.x), srcW: Int(src.w), srcH: Int(src.h),
                                      srcPitch: texture.width, s.pixels, dstW: Int(width), dstH: Int(height), dstPitch: Int(width))
        texture.stretches.append(s)
        holders[ObjectIdentifier(texture)] = texture
        return s
    }
}
