import Foundation

/// An 8-bit RGB or RGBA PNG (what MotionLab writes: SDL_image's RGBA, non-interlaced) decoded to RGBA
/// bytes. Other PNG kinds are refused by name rather than misread.
struct PNGImage {
    let width: Int
    let height: Int
    /// RGBA, row by row, 4 bytes a pixel.
    let pixels: [UInt8]

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(description: "cannot read \(path)")
        }
        do { try self.init(bytes: [UInt8](data)) } catch { throw Failure(description: "\(path): \(error)") }
    }

    init(bytes: [UInt8]) throws {
        let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        guard bytes.count > 8, Array(bytes[0..<8]) == signature else { throw Failure(description: "not a PNG file") }
        func u32(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        var p = 8
        var header: (width: Int, height: Int, depth: UInt8, color: UInt8, interlace: UInt8)?
        var compressed: [UInt8] = []
        while p + 12 <= bytes.count {
            let length = u32(p)
            let type = String(decoding: bytes[(p + 4)..<(p + 8)], as: UTF8.self)
            guard p + 12 + length <= bytes.count else { throw Failure(description: "chunk \(type) runs past the end") }
            let body = (p + 8)..<(p + 8 + length)
            switch type {
            case "IHDR":
                guard length == 13 else { throw Failure(description: "bad IHDR") }
                let b = body.lowerBound
                header = (u32(b), u32(b + 4), bytes[b + 8], bytes[b + 9], bytes[b + 12])
            case "IDAT": compressed.append(contentsOf: bytes[body])
            default: break
            }
            p += 12 + length
            if type == "IEND" { break }
        }
        guard let h = header else { throw Failure(description: "no IHDR chunk") }
        guard h.depth == 8, h.color == 6 || h.color == 2, h.interlace == 0 else {
            throw Failure(description: "unsupported PNG (bit depth \(h.depth), colour type \(h.color), interlace \(h.interlace)); expected 8-bit RGB(A), not interlaced")
        }
        guard h.width > 0, h.height > 0, h.width <= 16384, h.height <= 16384 else {
            throw Failure(description: "image size \(h.width)×\(h.height) out of range")
        }
        let channels = h.color == 6 ? 4 : 3
        let stride = h.width * channels
        let raw = try Inflate.zlib(compressed)
        guard raw.count == h.height * (stride + 1) else {
            throw Failure(description: "image data is \(raw.count) bytes, expected \(h.height * (stride + 1))")
        }
        var rows = [UInt8](repeating: 0, count: h.height * stride)
        for y in 0..<h.height {
            let filter = raw[y * (stride + 1)]
            let src = y * (stride + 1) + 1, dst = y * stride
            for x in 0..<stride {
                let a = x >= channels ? Int(rows[dst + x - channels]) : 0
                let b = y > 0 ? Int(rows[dst - stride + x]) : 0
                let c = (x >= channels && y > 0) ? Int(rows[dst - stride + x - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c)
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw Failure(description: "bad filter type \(filter) on row \(y)")
                }
                rows[dst + x] = UInt8((Int(raw[src + x]) + predictor) & 0xFF)
            }
        }
        width = h.width
        height = h.height
        if channels == 4 {
            pixels = rows
        } else {
            var rgba = [UInt8](repeating: 255, count: h.width * h.height * 4)
            for i in 0..<(h.width * h.height) {
                rgba[i * 4] = rows[i * 3]; rgba[i * 4 + 1] = rows[i * 3 + 1]; rgba[i * 4 + 2] = rows[i * 3 + 2]
            }
            pixels = rgba
        }
    }
}
