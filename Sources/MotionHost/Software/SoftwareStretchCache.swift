import Foundation
import MotionGeometry
import MotionRender

/// A texture's pixels on the CPU: what `SDLTextureCache` uploads to SDL for the same key (ABGR8888 words:
/// the RGBA bytes it builds, read as little-endian 32-bit words).
final class SoftwareTexture {
    let width: Int, height: Int
    let pixels: UnsafeMutablePointer<UInt32>
    /// Unique for the process's life (a freed texture's address may come back; its serial never does).
    let serial: UInt64

    private static let serials = SerialCounter()

    init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: max(width * height, 1))
        rgba.withUnsafeBytes { bytes in
            for i in 0..<min(width * height, bytes.count / 4) {
                pixels[i] = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self))
            }
        }
        self.pixels = pixels
        serial = SoftwareTexture.serials.next()
    }

    deinit { pixels.deallocate() }
}

/// A process-wide counter, safe from several threads.
final class SerialCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: UInt64 = 0
    func next() -> UInt64 { lock.lock(); defer { lock.unlock() }; value += 1; return value }
}

/// Linear stretches of textures to the pixel sizes they are drawn at (a particle's mask scaled by its
/// pulse), by texture serial, source rect and size, kept while used: an entry unused for `evictionAge`
/// frames is dropped. Safe from several threads.
final class SoftwareStretchCache {
    struct Key: Hashable {
        let serial: UInt64
        let srcX: Int32, srcY: Int32, srcW: Int32, srcH: Int32
        let dstW: Int32, dstH: Int32
    }

    final class Stretch {
        let width: Int, height: Int
        let pixels: UnsafeMutablePointer<UInt32>
        var lastUsed: Int
        init(width: Int, height: Int, lastUsed: Int) {
            self.width = width; self.height = height; self.lastUsed = lastUsed
            pixels = .allocate(capacity: max(width * height, 1))
        }
        deinit { pixels.deallocate() }
    }

    var evictionAge = 3
    private var stretches: [Key: Stretch] = [:]
    private(set) var frame = 0
    private let lock = NSLock()

    var count: Int { stretches.count }

    /// Starts a frame: drops stretches unused for `evictionAge` frames.
    func beginFrame() {
        frame += 1
        let f = frame, age = evictionAge
        if stretches.contains(where: { f - $0.value.lastUsed > age }) {
            stretches = stretches.filter { f - $0.value.lastUsed <= age }
        }
    }

    /// The linear stretch of `texture`'s `src` rect to `dstW` × `dstH` pixels (`SoftwareKernels.stretchLinear`),
    /// made once and kept while used.
    func stretch(_ texture: SoftwareTexture, src: PixelRect, dstW: Int32, dstH: Int32) -> Stretch {
        let key = Key(serial: texture.serial, srcX: src.x, srcY: src.y, srcW: src.w, srcH: src.h, dstW: dstW, dstH: dstH)
        lock.lock()
        if let s = stretches[key] {
            s.lastUsed = frame
            lock.unlock()
            return s
        }
        let f = frame
        lock.unlock()
        let s = Stretch(width: Int(dstW), height: Int(dstH), lastUsed: f)
        SoftwareKernels.stretchLinear(texture.pixels + Int(src.y) * texture.width + Int(src.x), srcW: Int(src.w), srcH: Int(src.h),
                                      srcPitch: texture.width, s.pixels, dstW: Int(dstW), dstH: Int(dstH), dstPitch: Int(dstW))
        lock.lock()
        stretches[key] = s
        lock.unlock()
        return s
    }
}
