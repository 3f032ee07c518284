import UIKit
import MotionLabPreview

PreviewApp.main([
    Preview("spinner") { SpinnerViewController() },
])
