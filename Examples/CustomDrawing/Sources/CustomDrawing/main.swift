import UIKit
import MotionLabPreview

PreviewApp.main([
    Preview("drawing") { DrawingViewController() },
])
