// Previews of the iOS files in iOS/ (compiled through the MotionLabPort plugin): one line each.
import UIKit
import MotionLabPreview

PreviewApp.main([
    Preview("card") { SwipeCardViewController() },
    Preview("stack") { BlockStackViewController() },
])
