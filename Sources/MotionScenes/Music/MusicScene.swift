import Foundation
import UIKit
import MotionLabPreview

/// Jakub Antalik's song list, as built in seed 001 (320×568 pt): eight elements slide in from the
/// right edge one after another with UIKit's spring (duration 2.1 s, damping ratio 0.6, velocity 0),
/// element i starting at `initialDelay + i × stutter` (1.0 s and 0.06 s) — the "stutter" that makes the wave.
///
/// Layout: the article's frames, moved down by a 20 pt status bar (the article puts the arrow at y = 0
/// under iOS 7's translucent status bar). Layers: `arrow`, `ministry`, `addButton`, `row1`…`row5`, and
/// `row6`… for rows added with the Add a Song button (inserted at the top of the list; the rows below
/// spring down by one row height).
public final class MusicScene: Scene {
    public static let name = "music"
    public static let title = "Song list (Jakub Antalik)"
    public static let tunables: [Tunable] = [
        Tunable("stutter", default: 0.06, range: 0...1, step: 0.01, keys: (";", "'"), unit: "s"),
        Tunable("dampingRatio", default: 0.6, range: 0.05...1, step: 0.05, keys: ("-", "="), unit: "ratio"),
        Tunable("duration", default: 2.1, range: 0.1...5, step: 0.1, keys: (",", "."), unit: "s"),
        Tunable("initialDelay", default: 1.0, range: 0...3, step: 0.1, unit: "s"),
    ]
    /// The rows slide in with the stutter, then Add a Song inserts a row at the top.
    public static let demo: Demo? = Demo(script: "3.8 click 160 144", duration: 6.0)

    /// Height of the status bar the list sits under, points.
    public static let statusBarHeight: CGFloat = 20
    /// Top of the first song row (the article's 170, under the status bar) and the row height.
    public static let firstRowY: CGFloat = 170 + statusBarHeight
    public static let rowHeight: CGFloat = 80
    /// Slide-out on replay: seconds per element (ease-in), before the spring brings it back.
    public static let slideOutDuration: TimeInterval = 0.3

    let window: UIWindow
    let windowWidth: CGFloat
    let initialDelay: TimeInterval, stutter: TimeInterval, duration: TimeInterval, dampingRatio: CGFloat

    public let backgroundView: UIImageView
    public let arrowView: UIImageView
    public let ministryView: UIImageView
    public let addButton: UIButton
    /// Song rows, top to bottom.
    public private(set) var rows: [UIImageView] = []
    let rowImages: [UIImage]
    /// Bumped by each replay so a stale slide-out completion does not start a second slide-in.
    private var generation = 0

    /// The elements in wave order (index i starts i × stutter after the first).
    public var elements: [UIView] { [arrowView, ministryView, addButton] + rows }

    public init(window: UIWindow, settings: TunableValues) throws {
        self.window = window
        initialDelay = settings["initialDelay"]; stutter = settings["stutter"]
        duration = settings["duration"]; dampingRatio = CGFloat(settings["dampingRatio"])
        // A variable for the screen's width; we use it a lot.
        let windowWidth = window.bounds.size.width
        self.windowWidth = windowWidth
        let top = MusicScene.statusBarHeight

        // Add the background.
        backgroundView = UIImageView(frame: window.bounds)
        backgroundView.image = try UIImage.load(named: "music-bg")
        backgroundView.layer.name = "background"
        window.addSubview(backgroundView)

        // Every element starts one screen width to the right, out of sight.
        // The arrow and the "Dance Club" text.
        arrowView = UIImageView(frame: CGRect(x: windowWidth, y: top + 0, width: windowWidth, height: 45))
        arrowView.image = try UIImage.load(named: "music-arrow")
        arrowView.layer.name = "arrow"
        window.addSubview(arrowView)

        // The "Ministry of Fun" text.
        ministryView = UIImageView(frame: CGRect(x: windowWidth, y: top + 57, width: windowWidth, height: 56 / 2))
        ministryView.image = try UIImage.load(named: "music-ministry")
        ministryView.layer.name = "ministry"
        window.addSubview(ministryView)

        // The Add a Song button, with a pressed image.
        addButton = UIButton(type: .custom)
        addButton.setImage(try UIImage.load(named: "add-song"), for: .normal)
        addButton.setImage(try UIImage.load(named: "add-song-highlighted"), for: .highlighted)
        addButton.frame = CGRect(x: windowWidth, y: top + 102, width: windowWidth, height: 45)
        addButton.layer.name = "addButton"
        window.addSubview(addButton)

        // The five song rows (Midnight Static, …), 80 pt each.
        rowImages = try (1...5).map { try UIImage.load(named: "song-row-\($0)") }
        for i in 0..<5 {
            let row = UIImageView(frame: CGRect(x: windowWidth, y: MusicScene.firstRowY + CGFloat(i) * MusicScene.rowHeight,
                                                width: windowWidth, height: MusicScene.rowHeight))
            row.image = rowImages[i]
            row.layer.name = "row\(i + 1)"
            window.insertSubview(row, belowSubview: arrowView)
            rows.append(row)
        }
        addButton.addTarget(self, action: MusicScene.didTapAddSong, for: .touchUpInside)
    }

    /// Where element `view` rests: x = 0 and its place in the list.
    func finalFrame(of view: UIView) -> CGRect {
        var f = view.frame
        f.origin.x = 0
        if let i = rows.firstIndex(where: { $0 === view }) {
            f.origin.y = MusicScene.firstRowY + CGFloat(i) * MusicScene.rowHeight
        }
        return f
    }

    /// The article's animation block for element `index`: the spring to x = 0 after `delay`.
    func slideIn(_ view: UIView, delay: TimeInterval) {
        let frame = finalFrame(of: view)
        UIView.animate(withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio,
                       initialSpringVelocity: 0, options: [], animations: {
            view.frame = frame
        }, completion: nil)
    }

    /// Slides every element in, element i after `initialDelay + (i * stutter)`.
    public func start() {
        for (i, view) in elements.enumerated() {
            slideIn(view, delay: initialDelay + (Double(i) * stutter))
        }
    }

    /// Space: slides the elements out to the right (ease-in, in the same wave order), then in again, each
    /// element's spring starting `initialDelay + i × stutter` after the replay (or as soon as it is out).
    public func replay() {
        generation += 1
        let g = generation
        let replayTime = CACurrentMediaTime()
        for (i, view) in elements.enumerated() {
            var out = view.frame
            out.origin.x = windowWidth
            UIView.animate(withDuration: MusicScene.slideOutDuration, delay: Double(i) * stutter,
                           options: [.curveEaseIn, .beginFromCurrentState], animations: {
                view.frame = out
            }, completion: { [weak self] finished in
                guard let self, finished, g == self.generation else { return }
                let startTime = replayTime + self.initialDelay + Double(i) * self.stutter
                self.slideIn(view, delay: max(0, startTime - CACurrentMediaTime()))
            })
        }
    }

    /// Add a Song (on release inside): a new row, reusing the row images in turn, springs in from the
    /// right at the top of the list while the rows below spring down one row, with the scene's spring.
    public func didTapAddSong(_ sender: UIButton) {
        let n = rows.count
        let row = UIImageView(frame: CGRect(x: windowWidth, y: MusicScene.firstRowY, width: windowWidth,
                                            height: MusicScene.rowHeight))
        row.image = rowImages[n % rowImages.count]
        row.layer.name = "row\(n + 1)"
        window.insertSubview(row, belowSubview: arrowView)
        rows.insert(row, at: 0)
        for (i, existing) in rows.enumerated() where i > 0 {
            let frame = finalFrame(of: existing)
            UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: dampingRatio,
                           initialSpringVelocity: 0, options: [.beginFromCurrentState], animations: {
                existing.frame = frame
            }, completion: nil)
        }
        slideIn(row, delay: 0)
    }

}
