import Foundation
import MotionGeometry

/// Little-endian binary writing for the preview link (the window process and the preview process
/// are built from the same sources, so no schema negotiation beyond `PreviewLink.protocolVersion`).
public struct WireWriter {
    public private(set) var bytes: [UInt8] = []
    public init() {}

    public mutating func u8(_ v: UInt8) { bytes.append(v) }
    public mutating func bool(_ v: Bool) { bytes.append(v ? 1 : 0) }
    public mutating func u32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { bytes.append(contentsOf: $0) } }
    public mutating func int(_ v: Int) { u32(UInt32(truncatingIfNeeded: v)) }
    public mutating func f64(_ v: Double) { withUnsafeBytes(of: v.bitPattern.littleEndian) { bytes.append(contentsOf: $0) } }
    public mutating func cg(_ v: CGFloat) { f64(Double(v)) }
    public mutating func string(_ s: String) { let u = Array(s.utf8); int(u.count); bytes.append(contentsOf: u) }
    public mutating func raw(_ b: [UInt8]) { int(b.count); bytes.append(contentsOf: b) }
    public mutating func point(_ p: CGPoint) { cg(p.x); cg(p.y) }
    public mutating func size(_ s: CGSize) { cg(s.width); cg(s.height) }
    public mutating func color(_ c: CGColor) { cg(c.red); cg(c.green); cg(c.blue); cg(c.alpha) }
    /// A transform: a translation in 2 numbers when that is all it is, else all 16.
    public mutating func transform(_ t: CATransform3D) {
        let isTranslation = t.m11 == 1 && t.m12 == 0 && t.m13 == 0 && t.m14 == 0 && t.m21 == 0 && t.m22 == 1 && t.m23 == 0
            && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
        if isTranslation { u8(0); cg(t.m41); cg(t.m42); return }
        u8(1)
        for v in [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44] { cg(v) }
    }
}

/// Reading what `WireWriter` wrote; every read checks the remaining length.
public struct WireReader {
    public enum Failure: Error, CustomStringConvertible {
        case truncated(String)
        case bad(String)
        public var description: String {
            switch self {
            case .truncated(let w): return "preview link: message cut short reading \(w)"
            case .bad(let w): return "preview link: \(w)"
            }
        }
    }

    let bytes: [UInt8]
    var offset = 0
    public init(_ bytes: [UInt8]) { self.bytes = bytes }
    public var isAtEnd: Bool { offset >= bytes.count }

    mutating func take(_ n: Int, _ what: String) throws -> ArraySlice<UInt8> {
        guard n >= 0, offset + n <= bytes.count else { throw Failure.truncated(what) }
        defer { offset += n }
        return bytes[offset..<offset + n]
    }
    public mutating func u8() throws -> UInt8 { try take(1, "a byte").first! }
    public mutating func bool() throws -> Bool { try u8() != 0 }
    public mutating func u32() throws -> UInt32 {
        let s = try take(4, "a number")
        return s.reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    }
    public mutating func int() throws -> Int { Int(try u32()) }
    public mutating func f64() throws -> Double {
        let s = try take(8, "a number")
        return Double(bitPattern: s.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
    }
    public mutating func cg() throws -> CGFloat { CGFloat(try f64()) }
    public mutating func string() throws -> String {
        let n = try int()
        return String(decoding: try take(n, "a string"), as: UTF8.self)
    }
    public mutating func raw() throws -> [UInt8] { Array(try take(try int(), "bytes")) }
    public mutating func point() throws -> CGPoint { CGPoint(x: try cg(), y: try cg()) }
    public mutating func size() throws -> CGSize { CGSize(width: try cg(), height: try cg()) }
    public mutating func color() throws -> CGColor { CGColor(red: try cg(), green: try cg(), blue: try cg(), alpha: try cg()) }
    public mutating func transform() throws -> CATransform3D {
        switch try u8() {
        case 0: return CATransform3DMakeTranslation(try cg(), try cg(), 0)
        case 1:
            var t = CATransform3DIdentity
            t.m11 = try cg(); t.m12 = try cg(); t.m13 = try cg(); t.m14 = try cg()
            t.m21 = try cg(); t.m22 = try cg(); t.m23 = try cg(); t.m24 = try cg()
            t.m31 = try cg(); t.m32 = try cg(); t.m33 = try cg(); t.m34 = try cg()
            t.m41 = try cg(); t.m42 = try cg(); t.m43 = try cg(); t.m44 = try cg()
            return t
        case let k: throw Failure.bad("unknown transform form \(k)")
        }
    }
}
