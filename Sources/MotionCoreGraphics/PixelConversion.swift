import Foundation

/// Premultiplied ↔ straight alpha for 8-bit RGBA pixels.
enum PixelConversion {
    /// Straight-alpha copy of premultiplied RGBA: opaque and transparent pixels are copied (a fully
    /// transparent pixel's colour stays 0); the rest divided back, rounded to nearest.
    /// A large bitmap is converted in two halves on the system's workers at once (pixels are independent).
    /// The copy is made in a kept array of the size when there is one (`PixelBufferPool`).
    static func straightened(_ src: [UInt8]) -> [UInt8] {
        if var kept = PixelBufferPool.take(count: src.count) {
            kept.withUnsafeMutableBufferPointer { straighten(src, into: $0) }
            return kept
        }
        return [UInt8](unsafeUninitializedCapacity: src.count) { out, count in
            count = src.count
            straighten(src, into: out)
        }
    }

    /// Writes the straight-alpha copy of `src` into `out` (`src.count` bytes).
    private static func straighten(_ src: [UInt8], into out: UnsafeMutableBufferPointer<UInt8>) {
        src.withUnsafeBytes { raw in
            let s = raw.bindMemory(to: UInt32.self)
            let d = UnsafeMutableRawBufferPointer(out).bindMemory(to: UInt32.self)
            let parts = s.count >= 1 << 16 ? 2 : 1
            /// Pixel i, divided back unless opaque or transparent.
            @inline(__always) func pixel(_ i: Int) {
                let p = s[i]
                let a = UInt32(littleEndian: p) >> 24
                if a == 255 || a == 0 { d[i] = p; return }
                let base = i * 4
                for c in 0..<3 {
                    let v = (UInt32(raw[base + c]) * 255 + a / 2) / a
                    out[base + c] = UInt8(min(v, 255))
                }
                out[base + 3] = UInt8(a)
            }
            func convert(_ part: Int) {
                let lo = s.count * part / parts, hi = s.count * (part + 1) / parts
                let alpha = SIMD8<UInt32>(repeating: UInt32(0xFF00_0000).littleEndian), opaque = alpha
                let source = UnsafeRawPointer(s.baseAddress.unsafelyUnwrapped), dest = UnsafeMutableRawPointer(d.baseAddress.unsafelyUnwrapped)
                var i = lo
                /// Pixels j..<j + 8: copied as they are when all opaque or all transparent, else one by one.
                @inline(__always) func eight(_ j: Int) {
                    let v = source.loadUnaligned(fromByteOffset: j * 4, as: SIMD8<UInt32>.self)
                    let a = v & alpha
                    if a == opaque || a == .zero {
                        dest.storeBytes(of: v, toByteOffset: j * 4, as: SIMD8<UInt32>.self)
                    } else {
                        for k in j..<(j + 8) { pixel(k) }
                    }
                }
                // Sixteen pixels at a time when they are all opaque (a drawing over an opaque background is
                // opaque almost everywhere): copied as they are. The test is one AND of four vectors and an
                // OR of its lanes (`eight`'s SIMD `==` compiles to a compare and a branch per lane: three
                // times the instructions a pixel).
                let notAlpha = SIMD4<UInt32>(repeating: UInt32(0xFF00_0000).littleEndian)
                while i + 16 <= hi {
                    let o = i &* 4
                    let v0 = source.loadUnaligned(fromByteOffset: o, as: SIMD4<UInt32>.self)
                    let v1 = source.loadUnaligned(fromByteOffset: o &+ 16, as: SIMD4<UInt32>.self)
                    let v2 = source.loadUnaligned(fromByteOffset: o &+ 32, as: SIMD4<UInt32>.self)
                    let v3 = source.loadUnaligned(fromByteOffset: o &+ 48, as: SIMD4<UInt32>.self)
                    let missing = ~(v0 & v1 & v2 & v3) & notAlpha
                    if missing.x | missing.y | missing.z | missing.w == 0 {
                        dest.storeBytes(of: v0, toByteOffset: o, as: SIMD4<UInt32>.self)
                        dest.storeBytes(of: v1, toByteOffset: o &+ 16, as: SIMD4<UInt32>.self)
                        dest.storeBytes(of: v2, toByteOffset: o &+ 32, as: SIMD4<UInt32>.self)
                        dest.storeBytes(of: v3, toByteOffset: o &+ 48, as: SIMD4<UInt32>.self)
                    } else {
                        eight(i)
                        eight(i &+ 8)
                    }
                    i &+= 16
                }
                while i + 8 <= hi { eight(i); i += 8 }
                while i < hi { pixel(i); i += 1 }
            }
            if parts == 1 { convert(0) } else { DispatchQueue.concurrentPerform(iterations: parts, execute: convert) }
        }
    }

    /// Premultiplied copy of straight-alpha RGBA (rounded to nearest).
    static func premultiplied(_ src: [UInt8]) -> [UInt8] {
        var out = src
        var i = 0
        while i < out.count {
            let a = UInt32(out[i + 3])
            if a != 255 {
                for c in 0..<3 { out[i + c] = UInt8((UInt32(out[i + c]) * a + 127) / 255) }
            }
            i += 4
        }
        return out
    }
}
