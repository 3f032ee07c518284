import Foundation
import MotionLabPreview
import MotionHost
import MotionOutput

/// Frames side by side on a dark strip, each with its scene time under it ("0.35 s"): a whole
/// motion in one picture. Each cell holds its frame's pixels exactly as `.image(at:)` gives them
/// (copied row by row, alpha included); the layout is MotionHost's contact sheet's, in one row
/// (`ContactSheet.gap` pixels between and around the cells).
enum Filmstrip {
    static let background: (UInt8, UInt8, UInt8) = (28, 28, 30)

    /// The strip's width for `count` frames `frameWidth` pixels wide.
    static func width(count: Int, frameWidth: Int) -> Int { ContactSheet.gap + count * (frameWidth + ContactSheet.gap) }

    /// One rasteriser for every strip (it keeps its fonts open); SDL_ttf is not thread-safe, hence the lock.
    private static let textLock = NSLock()
    nonisolated(unsafe) private static var text: SDLTextRasterizer?

    private static func label(_ string: String, pixelSize: CGFloat) throws -> CGImage {
        textLock.lock()
        defer { textLock.unlock() }
        if text == nil { text = try SDLTextRasterizer() }
        return try text!.render(string, fontSize: pixelSize, bold: false, color: .white, maxWidth: nil, alignment: .left,
                                numberOfLines: 1, scale: 1)
    }

    static func compose(_ frames: [HeadlessSession.RenderedSnapshot], scale: Int) throws -> CGImage {
        let images = frames.compactMap(\.image)
        guard let first = images.first, images.count == frames.count else { throw OutputError(action: "compose", target: "the filmstrip", reason: "a frame has no pixels") }
        let labels = try frames.map { try label("\(TraceText.format($0.time)) s", pixelSize: 13 * CGFloat(scale)) }
        let gap = ContactSheet.gap
        let labelHeight = (labels.map(\.height).max() ?? 0) + 4
        let frameWidth = first.width, frameHeight = first.height
        let width = self.width(count: images.count, frameWidth: frameWidth)
        let height = gap + frameHeight + labelHeight + gap
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        pixels.withUnsafeMutableBytes { out in
            let rowBytes = width * 4
            for x in 0..<width {
                out[x * 4] = background.0; out[x * 4 + 1] = background.1; out[x * 4 + 2] = background.2
            }
            for y in 1..<height { memcpy(out.baseAddress! + y * rowBytes, out.baseAddress!, rowBytes) }
            for (i, image) in images.enumerated() {
                let x0 = gap + i * (frameWidth + gap)
                image.pixels.withUnsafeBytes { source in
                    for y in 0..<frameHeight {
                        memcpy(out.baseAddress! + ((gap + y) * width + x0) * 4, source.baseAddress! + y * frameWidth * 4, frameWidth * 4)
                    }
                }
                // The label (straight alpha) over the strip, clipped to the cell.
                let label = labels[i], y0 = gap + frameHeight + 2
                for row in 0..<min(label.height, height - y0) {
                    for column in 0..<min(label.width, frameWidth) {
                        let s = (row * label.width + column) * 4, o = ((y0 + row) * width + x0 + column) * 4
                        let a = Int(label.pixels[s + 3])
                        guard a > 0 else { continue }
                        for k in 0..<3 {
                            out[o + k] = UInt8((Int(label.pixels[s + k]) * a + Int(out[o + k]) * (255 - a) + 127) / 255)
                        }
                    }
                }
            }
        }
        return CGImage(width: width, height: height, pixels: pixels)
    }
}
