import ArgumentParser
import Foundation

/// `--png FILE` (and `--png-scale`) for the curve commands: draw the curve into a PNG file instead
/// of printing CSV.
struct PlotOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Draw the curve into this PNG file (1280×800 px at --png-scale 2) instead of printing CSV.",
                               valueName: "file"))
    var png: String?

    @Option(help: "Pixels per point of the PNG: 1, 2 or 3 (the figure is 640×400 pt; default 2).")
    var pngScale: Int?

    func validate() throws {
        if let pngScale, !(1...3).contains(pngScale) { throw ValidationError("--png-scale must be 1, 2 or 3 (got \(pngScale))") }
        // Not silently ignored: without --png the curve is printed as CSV, which has no scale.
        if pngScale != nil && png == nil { throw ValidationError("--png-scale applies to a --png FILE; without --png the curve is printed as CSV") }
        if let png, png.isEmpty { throw ValidationError("--png needs a file name") }
    }

    /// Writes `plot()` to the `--png` file and returns true, or returns false when no file was asked for.
    func writeIfRequested(_ plot: () -> CurvePlot) throws -> Bool {
        guard let png else { return false }
        try PlotPNG.write(plot(), to: png, scale: CGFloat(pngScale ?? 2))
        return true
    }
}
