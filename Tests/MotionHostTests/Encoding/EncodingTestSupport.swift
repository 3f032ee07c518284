import Foundation
import MotionGeometry
@testable import MotionHost
import XCTest

enum EncodingTest {
    /// A frame with gradients, flat areas, a square at `square` and alpha values 0…255 in one band,
    /// so every byte position matters (straight alpha: colour under alpha 0 must survive too).
    static func frame(width: Int = 64, height: Int = 48, square: Int = 0, seed: UInt8 = 0) -> CGImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                pixels[i] = UInt8((x * 255) / max(width - 1, 1))
                pixels[i + 1] = UInt8((y * 255) / max(height - 1, 1)) &+ seed
                pixels[i + 2] = 40
                pixels[i + 3] = y < 4 ? UInt8((x * 7 + y * 61) % 256) : (y % 7 == 0 ? 253 : 255)
                if x >= square && x < square + 8 && y >= 10 && y < 18 {
                    pixels[i] = 250; pixels[i + 1] = 20; pixels[i + 2] = 30; pixels[i + 3] = 255
                }
            }
        }
        return CGImage(width: width, height: height, pixels: pixels)
    }

    /// A new empty folder under the temporary directory, removed by the test case's teardown.
    static func folder(_ test: XCTestCase) throws -> String {
        let dir = NSTemporaryDirectory() + "motionlab-encoding-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        return dir
    }

    static func bytes(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map { [UInt8]($0) } }
}
