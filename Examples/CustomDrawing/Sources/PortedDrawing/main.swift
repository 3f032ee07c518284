import UIKit
import MotionLabPreview

// iOS files compiled unchanged through the MotionLabPort plugin (iOS/): a view moved by a Timer and
// drawn in draw(_:), a sprite made with UIGraphicsImageRenderer, a layer with an @NSManaged property
// animated and drawn in draw(in:).
PreviewApp.main([
    Preview("ball") { BallViewController() },
    Preview("sprite") { SpriteViewController() },
    Preview("ring") { RingViewController() },
])
