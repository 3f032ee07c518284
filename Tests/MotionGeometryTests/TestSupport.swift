import Foundation
import XCTest
@testable import MotionGeometry

func assertPoint(_ p: CGPoint, _ x: CGFloat, _ y: CGFloat, accuracy: CGFloat = 1e-9,
                 file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(p.x, x, accuracy: accuracy, "x of \(p)", file: file, line: line)
    XCTAssertEqual(p.y, y, accuracy: accuracy, "y of \(p)", file: file, line: line)
}

func assertTransform(_ a: CATransform3D, _ b: CATransform3D, accuracy: CGFloat = 1e-9,
                     file: StaticString = #filePath, line: UInt = #line) {
    for (i, (x, y)) in zip(a.rowMajor, b.rowMajor).enumerated() {
        XCTAssertEqual(x, y, accuracy: accuracy, "m\(i / 4 + 1)\(i % 4 + 1): \(a) vs \(b)", file: file, line: line)
    }
}

func assertAffine(_ t: CGAffineTransform, _ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat,
                  _ tx: CGFloat, _ ty: CGFloat, accuracy: CGFloat = 1e-12,
                  file: StaticString = #filePath, line: UInt = #line) {
    let got = [t.a, t.b, t.c, t.d, t.tx, t.ty], want = [a, b, c, d, tx, ty]
    for (g, w) in zip(got, want) {
        XCTAssertEqual(g, w, accuracy: accuracy, "\(t)", file: file, line: line)
    }
}

/// Maps (x, y, z, 1) and divides by w.
func map(_ t: CATransform3D, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
    let q = t.apply(to: (x: x, y: y, z: z))
    return (q.x / q.w, q.y / q.w, q.z / q.w)
}

func assertVector(_ v: (CGFloat, CGFloat, CGFloat), _ x: CGFloat, _ y: CGFloat, _ z: CGFloat,
                  accuracy: CGFloat = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(v.0, x, accuracy: accuracy, "x", file: file, line: line)
    XCTAssertEqual(v.1, y, accuracy: accuracy, "y", file: file, line: line)
    XCTAssertEqual(v.2, z, accuracy: accuracy, "z", file: file, line: line)
}

/// A deterministic pseudo-random source (64-bit LCG, Knuth's MMIX constants).
struct TestRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ range: ClosedRange<CGFloat>) -> CGFloat {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        let unit = CGFloat(state >> 11) / CGFloat(1 << 53)
        return range.lowerBound + (range.upperBound - range.lowerBound) * unit
    }
}
