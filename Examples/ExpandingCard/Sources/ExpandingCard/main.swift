import UIKit
import MotionLabPreview

PreviewApp.main([
    Preview("card") { ExpandingCardViewController() },
])
