import UIKit
import MotionLabPreview

PreviewApp.main([
    Preview("like") { LikeButtonViewController() },
])
