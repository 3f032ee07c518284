import Foundation
import MotionGeometry
import MotionHost

/// One picture per headless run: up to `maxCells` of the written frames, evenly spaced in time, in a grid
/// with each frame's scene time under it (`contact-sheet.png` beside the frames).
public enum SceneContactSheet {
    /// The frame numbers to show: `maxCells` of `written` (ascending) spread evenly, first and last included.
    public static func pick(_ written: [Int], maxCells: Int) -> [Int] {
        guard written.count > maxCells, maxCells >= 2 else { return Array(written.prefix(max(maxCells, 0))) }
        return (0..<maxCells).map { written[($0 * (written.count - 1) + (maxCells - 1) / 2) / (maxCells - 1)] }
    }

    /// Reads `frame-NNNNN.png` for each of `frames` from `directory`, labels them with t = n / fps, and
    /// writes the sheet to `path`. `shrink` is the frames' scale (2 for @2x), so cells are point-sized.
    public static func write(directory: String, frames: [Int], fps: Double, shrink: Int, columns: Int = 6,
                             to path: String) throws {
        let cells = try frames.map { n -> ContactSheet.Cell in
            let image = try SDLImageDecoder.decode(contentsOf: directory + "/" + String(format: "frame-%05d.png", n))
            return ContactSheet.Cell(image: image, label: String(format: "t = %.2f s", Double(n) / fps))
        }
        try ContactSheet.write(cells, columns: columns, shrink: shrink, text: try SDLTextRasterizer(), to: path)
    }
}
