import Foundation
import MotionRaster

/// Coverage grids that contexts finished with, kept for the next context: a view redrawn every frame
/// makes a new backing store each time, and its grid (a float per cell of the largest shape's box plus
/// a bit per cell, up to 3 MB for a full @2x screen) would otherwise be allocated and zeroed every frame.
/// A grid is handed back empty (painting drains every cell it touched), so taking one costs nothing.
/// Thread-safe; holds at most `capacity` grids.
enum CoverageGridPool {
    static let capacity = 4
    nonisolated(unsafe) private static var grids: [CoverageAccumulator] = []
    private static let lock = NSLock()

    /// An empty tracking grid of `width × height`: a kept one (reshaped) when there is one, else a new one.
    static func take(width: Int, height: Int) -> CoverageAccumulator {
        lock.lock()
        var grid = grids.popLast()
        lock.unlock()
        if grid?.reshape(width: width, height: height) == true, let grid { return grid }
        grid = nil
        return CoverageAccumulator(width: width, height: height, tracksTouchedCells: true)
    }

    /// Keeps `grid` (empty: drained) for a later `take`, dropping the oldest kept one when full.
    static func giveBack(_ grid: CoverageAccumulator) {
        guard grid.isDrained else { return }
        lock.lock()
        if grids.count >= capacity { grids.removeFirst() }
        grids.append(grid)
        lock.unlock()
    }
}
