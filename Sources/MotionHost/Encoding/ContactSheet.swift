import Foundation
import MotionGeometry
import MotionOutput

/// Several frames in one picture: a grid of cells, each a frame (optionally shrunk by an integer box
/// filter) with a label under it (e.g. the scene time), on a dark background. One glance per scene.
public enum ContactSheet {
    public struct Cell {
        public var image: CGImage
        public var label: String
        public init(image: CGImage, label: String) { self.image = image; self.label = label }
    }

    /// Pixels between cells and around the grid.
    public static let gap = 8
    static let background: (UInt8, UInt8, UInt8) = (28, 28, 30)

    /// Composes `cells` into rows of `columns`. Every image must have the size of the first.
    /// - Parameters:
    ///   - shrink: integer factor each frame is reduced by (a box filter averaging shrink × shrink pixels),
    ///     e.g. 2 for @2x frames so the sheet stays readable.
    ///   - text: rasterises labels; nil draws no labels.
    ///   - fontSize: label size in pixels.
    public static func compose(_ cells: [Cell], columns: Int, shrink: Int = 1, text: SDLTextRasterizer?,
                               fontSize: CGFloat = 13) throws -> CGImage {
        guard let first = cells.first else { throw OutputError(action: "compose", target: "a contact sheet", reason: "there are no frames") }
        guard columns >= 1, shrink >= 1 else { throw OutputError(action: "compose", target: "a contact sheet", reason: "columns \(columns) and shrink \(shrink) must be ≥ 1") }
        for cell in cells where cell.image.width != first.image.width || cell.image.height != first.image.height {
            throw OutputError(action: "compose", target: "a contact sheet",
                              reason: "frame '\(cell.label)' is \(cell.image.width)×\(cell.image.height), "
                              + "the first is \(first.image.width)×\(first.image.height)")
        }
        let cellWidth = first.image.width / shrink, cellHeight = first.image.height / shrink
        guard cellWidth > 0, cellHeight > 0 else { throw OutputError(action: "compose", target: "a contact sheet", reason: "shrink \(shrink) leaves no pixels") }
        let labels = try text.map { rasterizer in
            try cells.map { try rasterizer.render($0.label, fontSize: fontSize, bold: false, color: .white, maxWidth: nil,
                                                  alignment: .left, numberOfLines: 1, scale: 1) }
        }
        let labelHeight = labels.map { ($0.map(\.height).max() ?? 0) + 4 } ?? 0
        let rows = (cells.count + columns - 1) / columns
        let usedColumns = min(columns, cells.count)
        let width = gap + usedColumns * (cellWidth + gap)
        let height = gap + rows * (cellHeight + labelHeight + gap)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            pixels[i] = background.0; pixels[i + 1] = background.1; pixels[i + 2] = background.2
        }
        for (index, cell) in cells.enumerated() {
            let x0 = gap + (index % columns) * (cellWidth + gap)
            let y0 = gap + (index / columns) * (cellHeight + labelHeight + gap)
            blitShrunk(cell.image, factor: shrink, into: &pixels, width: width, x: x0, y: y0)
            if let label = labels?[index] {
                blitOver(label, into: &pixels, width: width, height: height, x: x0, y: y0 + cellHeight + 2,
                         maxWidth: cellWidth)
            }
        }
        return CGImage(width: width, height: height, pixels: pixels)
    }

    /// Copies `image` reduced by `factor` (mean of each factor × factor block, rounded) at (x, y), opaque.
    static func blitShrunk(_ image: CGImage, factor: Int, into pixels: inout [UInt8], width: Int, x: Int, y: Int) {
        let w = image.width / factor, h = image.height / factor, n = factor * factor
        image.pixels.withUnsafeBufferPointer { source in
            for row in 0..<h {
                for column in 0..<w {
                    var sum = (0, 0, 0)
                    for dy in 0..<factor {
                        var i = ((row * factor + dy) * image.width + column * factor) * 4
                        for _ in 0..<factor {
                            sum.0 += Int(source[i]); sum.1 += Int(source[i + 1]); sum.2 += Int(source[i + 2])
                            i += 4
                        }
                    }
                    let o = ((y + row) * width + x + column) * 4
                    pixels[o] = UInt8((sum.0 + n / 2) / n)
                    pixels[o + 1] = UInt8((sum.1 + n / 2) / n)
                    pixels[o + 2] = UInt8((sum.2 + n / 2) / n)
                    pixels[o + 3] = 255
                }
            }
        }
    }

    /// Draws `image` (straight alpha) over the opaque sheet at (x, y), clipped to `maxWidth` and the sheet.
    static func blitOver(_ image: CGImage, into pixels: inout [UInt8], width: Int, height: Int, x: Int, y: Int, maxWidth: Int) {
        for row in 0..<image.height where y + row < height {
            for column in 0..<min(image.width, maxWidth) where x + column < width {
                let s = (row * image.width + column) * 4, o = ((y + row) * width + x + column) * 4
                let a = Int(image.pixels[s + 3])
                for k in 0..<3 {
                    pixels[o + k] = UInt8((Int(image.pixels[s + k]) * a + Int(pixels[o + k]) * (255 - a) + 127) / 255)
                }
            }
        }
    }

    /// Composes and writes a PNG (fast encoder).
    public static func write(_ cells: [Cell], columns: Int, shrink: Int = 1, text: SDLTextRasterizer?, to path: String) throws {
        let sheet = try compose(cells, columns: columns, shrink: shrink, text: text)
        try sheet.pixels.withUnsafeBytes {
            try PNGEncoder.fast.write(rgba: $0, width: sheet.width, height: sheet.height, to: path)
        }
    }
}
