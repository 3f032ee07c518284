import UIKit
import MotionLabPreview

PreviewApp.main([
    Preview("card", size: CGSize(width: 375, height: 667)) { CardViewController() },
])
