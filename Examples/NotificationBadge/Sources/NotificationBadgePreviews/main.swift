import UIKit
import MotionLabPreview
import NotificationBadge

PreviewApp.main([
    Preview("badge") { BadgeViewController() },
    Preview("upload") { UploadRingViewController() },
])
