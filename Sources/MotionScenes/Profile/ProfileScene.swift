import Foundation
import UIKit
import MotionLabPreview

/// Seed 002: the Twitter-style profile (Yari D'areglia, "Twitter profile page header", thinkandbuild).
///
/// The header lives outside the scroll view, behind it; the scroll view holds the avatar, the
/// username, the Follow button and the timeline. Everything that moves is a pure function of the
/// scroll offset, applied in `scrollViewDidScroll` (ProfileScene+Scrolling.swift) with the tutorial's
/// formulas and constants. Rubber-banding, flings and the bounce back come from `UIScrollView`.
public final class ProfileScene: Scene, UIScrollViewDelegate {
    public static let name = "profile"
    public static let title = "Twitter profile header (thinkandbuild)"
    /// The tutorial's constants are fixed by its layout (see `ProfileLayout`), so nothing is tunable.
    public static let tunables: [Tunable] = []
    /// Pulled down (the header stretches and springs back), scrolled up (it collapses and blurs), pulled back.
    public static let demo: Demo? = Demo(script: "0.4 drag 160 300 160 440 0.35\n1.7 drag 160 460 160 120 0.45\n3.4 drag 160 200 160 480 0.3", duration: 5.2)

    // The tutorial's constants, in points of scroll offset (its names).
    /// At this offset the header stops moving up.
    public static let offset_HeaderStop: CGFloat = 40
    /// At this offset the black username label reaches the stopped header's bottom edge.
    public static let offset_B_LabelHeader: CGFloat = 95
    /// How far the white label rises: the distance from the header's bottom to the label's final top.
    public static let distance_W_LabelHeader: CGFloat = 35

    let window: UIWindow
    /// The tutorial's `header`: a clipping container for the photo, its blurred copy and the white label.
    let header: UIView
    let headerImageView: UIImageView
    let headerBlurImageView: UIImageView
    let headerLabel: ShadowLabel
    let scrollView: UIScrollView
    let avatarImage: UIImageView
    let usernameLabel: UILabel
    let followButton: UIButton

    public init(window: UIWindow, settings: TunableValues) throws {
        self.window = window
        let headerImage = try UIImage.load(named: "profile-header")
        let avatar = try UIImage.load(named: "profile-avatar")

        window.backgroundColor = .white

        // Header (outside the scroll view, behind it).
        header = UIView(frame: ProfileLayout.header)
        header.layer.name = "header"
        header.clipsToBounds = true
        header.backgroundColor = UIColor(hex: 0x55738F)

        headerImageView = UIImageView(frame: header.bounds)
        headerImageView.layer.name = "headerImage"
        headerImageView.image = headerImage
        headerImageView.contentMode = .scaleAspectFill
        header.addSubview(headerImageView)

        headerLabel = ShadowLabel(frame: ProfileLayout.headerLabel)
        headerLabel.layer.name = "headerLabel"
        headerLabel.text = ProfileScene.displayName
        headerLabel.font = .boldSystemFont(ofSize: 17)
        headerLabel.textColor = .white
        headerLabel.textAlignment = .center
        header.addSubview(headerLabel)

        // viewDidAppear in the tutorial: the blur is computed once (FXBlurView's call) and hidden.
        headerBlurImageView = UIImageView(frame: header.bounds)
        headerBlurImageView.layer.name = "headerBlur"
        headerBlurImageView.image = headerImage.blurredImage(withRadius: 10, iterations: 20, tintColor: .clear)
        headerBlurImageView.contentMode = .scaleAspectFill
        headerBlurImageView.alpha = 0.0
        header.insertSubview(headerBlurImageView, belowSubview: headerLabel)

        // Scroll view (full screen, in front of the header) and its content.
        scrollView = UIScrollView(frame: CGRect(origin: .zero, size: ProfileLayout.screen))
        scrollView.layer.name = "scrollView"
        scrollView.alwaysBounceVertical = true

        avatarImage = UIImageView(frame: ProfileLayout.avatar)
        avatarImage.layer.name = "avatar"
        avatarImage.image = avatar
        avatarImage.contentMode = .scaleAspectFill

        usernameLabel = UILabel(frame: ProfileLayout.username)
        usernameLabel.layer.name = "username"
        usernameLabel.text = ProfileScene.displayName
        usernameLabel.font = .boldSystemFont(ofSize: 19)
        usernameLabel.textColor = UIColor(hex: 0x14171A)

        followButton = ProfileScene.makeFollowButton()

        window.addSubview(header)
        window.addSubview(scrollView)
        buildContent()
        scrollView.delegate = self
    }

    public func start() {
        scrollView.contentOffset = .zero
        scrollViewDidScroll(scrollView)
    }

    /// Space: scrolls back to the top (animated, as a tap on the status bar does).
    public func replay() {
        scrollView.setContentOffset(.zero, animated: true)
    }

    /// The keys `handleKey` uses (scripts refuse keys nothing understands).
    public static let keys = ["down", "up", "home"]

    /// Up/down arrows scroll by a row, Home returns to the top.
    public func handleKey(_ name: String) -> Bool {
        switch name {
        case "down": scrollView.scrollWheel(dx: 0, dy: ProfileLayout.rowHeight); return true
        case "up": scrollView.scrollWheel(dx: 0, dy: -ProfileLayout.rowHeight); return true
        case "home": replay(); return true
        default: return false
        }
    }

    // MARK: Building

    static let displayName = "Mia Harper"
    static let handle = "@miaharper"

    /// The white content below the header: the tutorial's account views and a timeline.
    private func buildContent() {
        let rows = TweetRow.sample.count + 4
        let contentHeight = ProfileLayout.firstRowY + CGFloat(rows) * ProfileLayout.rowHeight
        scrollView.contentSize = CGSize(width: ProfileLayout.screen.width, height: contentHeight)

        let sheet = UIView(frame: CGRect(x: 0, y: ProfileLayout.header.maxY, width: ProfileLayout.screen.width,
                                         height: contentHeight - ProfileLayout.header.maxY))
        sheet.layer.name = "profileSheet"
        sheet.backgroundColor = .white
        scrollView.addSubview(sheet)

        scrollView.addSubview(followButton)
        scrollView.addSubview(usernameLabel)
        scrollView.addSubview(label(ProfileScene.handle, ProfileLayout.handle, size: 14, color: 0x657786))
        let bio = label("Designer of small motions. Header photos from places I would rather be hiking.",
                        ProfileLayout.bio, size: 13, color: 0x14171A)
        bio.numberOfLines = 2
        scrollView.addSubview(bio)
        scrollView.addSubview(label("312 Following    1,209 Followers", ProfileLayout.counts, size: 13, color: 0x657786))

        for i in 0..<rows {
            let frame = CGRect(x: 0, y: ProfileLayout.firstRowY + CGFloat(i) * ProfileLayout.rowHeight,
                               width: ProfileLayout.screen.width, height: ProfileLayout.rowHeight)
            let row = TweetRow(frame: frame, author: ProfileScene.displayName, handle: ProfileScene.handle,
                               tweet: TweetRow.sample[i % TweetRow.sample.count])
            row.layer.name = "tweet\(i + 1)"
            scrollView.addSubview(row)
        }
        // The avatar overlaps the header's bottom edge, so it is in front of the white sheet.
        scrollView.addSubview(avatarImage)
    }

    private func label(_ text: String, _ frame: CGRect, size: CGFloat, color: UInt32) -> UILabel {
        let l = UILabel(frame: frame)
        l.text = text
        l.font = .systemFont(ofSize: size)
        l.textColor = UIColor(hex: color)
        return l
    }

    /// Twitter's outlined Follow button; a tap toggles Follow / Following.
    private static func makeFollowButton() -> UIButton {
        let blue = UIColor(hex: 0x1DA1F2)
        let button = UIButton(type: .custom)
        button.frame = ProfileLayout.followButton
        button.layer.name = "followButton"
        button.setTitle("Follow", for: .normal)
        button.setTitleColor(blue, for: .normal)
        button.setTitleColor(blue.withAlphaComponent(0.5), for: .highlighted)
        button.titleLabel?.font = .boldSystemFont(ofSize: 14)
        button.backgroundColor = .white
        button.layer.cornerRadius = ProfileLayout.followButton.height / 2
        button.layer.borderWidth = 1
        button.layer.borderColor = blue.cgColor
        button.addAction(UIAction { action in
            guard let b = action.sender as? UIButton else { return }
            let following = b.title(for: .normal) == "Following"
            b.setTitle(following ? "Follow" : "Following", for: .normal)
            b.setTitleColor(following ? blue : .white, for: .normal)
            b.backgroundColor = following ? .white : blue
        }, for: .touchUpInside)
        return button
    }

}
