// Previews of the iOS files in iOS/ (compiled through the MotionLabPort plugin): one line each.
import UIKit
import MotionLabPreview

PreviewApp.main([
    Preview("like") { LikeButtonViewController() },
    Preview("swipe") { SwipeCardViewController() },
    Preview("ball") { BouncingBallViewController() },
    Preview("countdown") { CountdownViewController() },
    Preview("dot") { RecordingDotViewController() },
    Preview("banner") { SaveBannerViewController() },
    Preview("controls") { PlayerControlsViewController() },
    Preview("download") { DownloadViewController() },
    Preview("settings") { SettingsViewController() },
    Preview("stack") { CardStackViewController() },
    Preview("nudge") { NudgeViewController() },
    Preview("onboarding") { OnboardingViewController() },
    Preview("legacy") { LegacyFadeViewController() },
    Preview("scrubber") { ScrubberViewController() },
    Preview("ticker") { TickerViewController() },
    Preview("zoom") { PhotoZoomViewController() },
])
