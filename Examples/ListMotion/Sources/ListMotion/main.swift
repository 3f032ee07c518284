import UIKit
import MotionLabPreview

PreviewApp.main([
    Preview("songs") { SongListViewController() },
    Preview("grid") { TileGridViewController() },
])
