import Foundation

/// One `UIView.animateKeyframes` call while its block runs: records, per layer property, the value
/// before the block and the value each keyframe sets, then builds one `CAKeyframeAnimation` per property
/// the way UIKit does (an iOS 7 `po` of such an animation shows, for one keyframe `(0, 0.1)` setting
/// alpha to 0: `keyTimes = (0, 0.1, 1); values = (1, 0, 0); fillMode = both; timingFunction =
/// easeInEaseOut`). The animations carry absolute values and replace the property's running view
/// animations, as animations added under the property's key do in Core Animation.
final class KeyframeAnimationRecorder {
    /// A keyframe's window: fractions of the whole duration.
    struct Window: Equatable {
        var start: Double
        var duration: Double
    }

    /// One property of one layer: its value before the block and the keyframes that change it.
    final class Track {
        weak var view: UIView?
        let layer: CALayer
        let keyPath: LayerKeyPath
        /// The layer property (the action's event): "position", "opacity", …
        let event: String
        let initial: AnimatableValue
        /// In the order set; a second change inside the same keyframe replaces the first.
        var keyframes: [(window: Window, value: AnimatableValue)] = []

        init(view: UIView, layer: CALayer, keyPath: LayerKeyPath, event: String, initial: AnimatableValue) {
            self.view = view; self.layer = layer; self.keyPath = keyPath; self.event = event; self.initial = initial
        }

        func record(_ value: AnimatableValue, in window: Window) {
            if let last = keyframes.last, last.window == window {
                keyframes[keyframes.count - 1].value = value
            } else {
                keyframes.append((window, value))
            }
        }

        /// Key times and values of the property's `CAKeyframeAnimation`: the initial value at 0, held until
        /// each keyframe's start, the keyframe's value at its end, the last value held to 1. Keyframes are
        /// taken in order of start time; one that starts before the previous one ends starts when it ends.
        func keyframeData() -> (times: [Double], values: [AnimatableValue]) {
            var times = [0.0], values = [initial]
            var current = initial, last = 0.0
            let ordered = keyframes.enumerated().sorted {
                ($0.element.window.start, $0.offset) < ($1.element.window.start, $1.offset)
            }.map(\.element)
            for (window, value) in ordered {
                let start = max(window.start, last)
                let end = min(max(window.start + window.duration, start), 1)
                if start > last {
                    times.append(start)
                    values.append(current)
                }
                times.append(end)
                values.append(value)
                current = value
                last = end
            }
            if last < 1 {
                times.append(1)
                values.append(current)
            }
            return (times, values)
        }
    }

    let duration: TimeInterval
    /// Global media time at which the keyframes begin (now + delay).
    let startTime: CFTimeInterval
    let options: UIView.KeyframeAnimationOptions
    /// The window of the keyframe whose block is running; the whole duration outside `addKeyframe`.
    var window = Window(start: 0, duration: 1)
    private(set) var tracks: [Track] = []
    private var trackIndex: [TrackID: Int] = [:]
    private(set) var changedViews = ViewSet()

    private struct TrackID: Hashable {
        let layer: ObjectIdentifier
        let event: String
    }

    init(duration: TimeInterval, startTime: CFTimeInterval, options: UIView.KeyframeAnimationOptions) {
        self.duration = duration
        self.startTime = startTime
        self.options = options
    }

    var animates: Bool { duration > 0 && duration.isFinite }

    /// The action for a view property change inside the block: records the new value in the current
    /// window (nil, i.e. no animation, when the call does not animate).
    func action(for view: UIView, layer: CALayer, keyPath: LayerKeyPath, event: String) -> CAAction? {
        guard animates else { return nil }
        changedViews.insert(view)
        let id = TrackID(layer: ObjectIdentifier(layer), event: event)
        let track: Track
        if let i = trackIndex[id] {
            track = tracks[i]
        } else {
            // UIKit: beginFromCurrentState matters only while a view animation of the property is in flight.
            let inFlight = !ViewAnimationAction.viewAnimationKeys(on: layer, for: event).isEmpty
            let fromScreen = options.contains(.beginFromCurrentState) && inFlight
            let initial = keyPath.value(in: fromScreen ? layer.presentationProperties() : layer.properties)
            track = Track(view: view, layer: layer, keyPath: keyPath, event: event, initial: initial)
            trackIndex[id] = tracks.count
            tracks.append(track)
        }
        return KeyframeRecordingAction(track: track, window: window)
    }

    /// The block has returned: adds one keyframe animation per changed property; the completion runs
    /// when the last stops (or at the next frame when there is none).
    func commit(completion: ((Bool) -> Void)?) {
        let timing = options.timingFunction
        let bookkeeping = ViewAnimationBlock(duration: duration, startTime: startTime, options: options.viewOptions,
                                             timingFunction: timing, spring: nil, completion: completion)
        for track in tracks where !track.keyframes.isEmpty {
            let (times, values) = track.keyframeData()
            if values.allSatisfy({ $0 == track.initial }) { continue }
            let animation = CAKeyframeAnimation(keyPath: track.event)
            animation.origin = .viewKeyframes
            animation.values = values
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = options.calculationMode
            animation.duration = duration
            animation.timingFunction = timing
            animation.fillMode = .both
            if startTime > CACurrentMediaTime() { animation.beginTime = track.layer.convertTime(startTime, from: nil) }
            if options.contains(.repeat) { animation.repeatCount = .infinity }
            if options.contains(.autoreverse) { animation.autoreverses = true }

            let blocksInteraction = !options.contains(.allowUserInteraction)
            if blocksInteraction { track.view?.interactionBlockingAnimations += 1 }
            animation.stopHandler = { [weak view = track.view] _, finished in
                if blocksInteraction { view?.interactionBlockingAnimations -= 1 }
                bookkeeping.animationStopped(finished: finished)
            }
            bookkeeping.animationAdded()
            for key in ViewAnimationAction.viewAnimationKeys(on: track.layer, for: track.event) {
                track.layer.removeAnimation(forKey: key)
            }
            track.layer.add(animation, forKey: track.event)
        }
        bookkeeping.commit()
    }
}

/// Runs after the model value is stored: records it as the track's value for the keyframe's window.
final class KeyframeRecordingAction: CAAction {
    let track: KeyframeAnimationRecorder.Track
    let window: KeyframeAnimationRecorder.Window

    init(track: KeyframeAnimationRecorder.Track, window: KeyframeAnimationRecorder.Window) {
        self.track = track
        self.window = window
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        track.record(track.keyPath.value(in: layer.properties), in: window)
    }
}
