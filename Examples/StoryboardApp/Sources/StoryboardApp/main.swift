import UIKit
import MotionLabPreview

PreviewApp.main([
    Preview("app", storyboard: "Main"),
    Preview("detail", storyboard: "Main", identifier: "Detail"),
])
