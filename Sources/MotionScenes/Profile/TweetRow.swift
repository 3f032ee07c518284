import Foundation
import UIKit
import MotionLabPreview

/// One tweet in the profile's timeline: author line, wrapped text and a hairline separator.
/// The rows give the scroll view enough content to scroll (the tutorial's "Sizer" view).
final class TweetRow: UIView {
    struct Tweet {
        var time: String
        var text: String
    }

    init(frame: CGRect, author: String, handle: String, tweet: Tweet) {
        super.init(frame: frame)
        backgroundColor = .white

        let name = UILabel(frame: CGRect(x: 12, y: 8, width: 296, height: 18))
        name.font = .boldSystemFont(ofSize: 13)
        name.textColor = UIColor(hex: 0x14171A)
        name.text = "\(author)  \(handle) · \(tweet.time)"
        addSubview(name)

        let body = UILabel(frame: CGRect(x: 12, y: 28, width: 296, height: 40))
        body.font = .systemFont(ofSize: 13)
        body.textColor = UIColor(hex: 0x14171A)
        body.numberOfLines = 2
        body.text = tweet.text
        addSubview(body)

        let separator = UIView(frame: CGRect(x: 0, y: frame.height - 0.5, width: frame.width, height: 0.5))
        separator.backgroundColor = UIColor(hex: 0xE1E8ED)
        addSubview(separator)
    }
    /// Scene views are built in code; there is nothing to decode (see `UIView.init?(coder:)`).
    required init?(coder: NSCoder) { return nil }

    /// Ten short tweets, repeated as needed.
    static let sample: [Tweet] = [
        Tweet(time: "2m", text: "Scroll offsets drive every transform in this header. No timers, no animations."),
        Tweet(time: "18m", text: "The blur is computed once and cross-faded with alpha — cheap and smooth."),
        Tweet(time: "1h", text: "Pull down: the header scales from its top edge so it never leaves the screen."),
        Tweet(time: "3h", text: "At 40 pt the header stops and moves in front of the avatar."),
        Tweet(time: "5h", text: "The avatar shrinks by up to 40/70/1.4 while the header is still moving."),
        Tweet(time: "9h", text: "White label: it rises 35 pt once the black one reaches the header."),
        Tweet(time: "1d", text: "CATransform3D on Linux, ported line by line from the Objective-C."),
        Tweet(time: "2d", text: "Rubber band, fling and bounce come from the scroll view, not the scene."),
        Tweet(time: "3d", text: "Trying out a new header photo. Mountains again, obviously."),
        Tweet(time: "4d", text: "Hello, timeline!"),
    ]
}
