import Foundation
import MotionLab
import MotionSwiftUIAnimation

/// Keyframes for the whole animated value written straight in a `keyframes:` builder, without a
/// `KeyframeTrack` (`CubicKeyframe(1.5, duration: 0.5); CubicKeyframe(1, duration: 0.5)`), as
/// SwiftUI's `KeyframesBuilder` accepts them: consecutive ones play one after the other, as one
/// track of the value.
struct DirectKeyframes<Root> {
    /// The keyframes so far (`[KeyframeSegment<Root>]`, typed where `Root` is `Animatable`).
    let segments: Any
    /// One track of these keyframes followed by another run's (nil when the types differ).
    let appending: (Any) -> AnyKeyframeTrack<Root>?
}

extension AnyKeyframeTrack where Root: Animatable {
    /// A track of the whole value playing `segments` in order.
    static func direct(_ segments: [KeyframeSegment<Root>]) -> AnyKeyframeTrack<Root> {
        let track = KeyframeTrack<Root, Root>(directSegments: segments)
        let base = track._tracks[0]
        return AnyKeyframeTrack(duration: base.duration,
                                direct: DirectKeyframes(segments: segments, appending: { more in
                                    (more as? [KeyframeSegment<Root>]).map { direct(segments + $0) }
                                }),
                                apply: base.apply)
    }
}

extension KeyframeTrack where Root == Value {
    /// A track of the whole value from segments already built.
    init(directSegments: [KeyframeSegment<Value>]) {
        keyPath = \Root.self
        segments = directSegments
    }
}

extension KeyframesBuilder where Value: Animatable {
    /// A keyframe of the whole value, outside a track.
    public static func buildExpression<K: KeyframeTrackContent>(_ k: K) -> [AnyKeyframeTrack<Value>] where K.Value == Value {
        [AnyKeyframeTrack.direct(k._segments)]
    }
}

extension KeyframesBuilder {
    /// Joins runs of consecutive direct keyframes into one track each.
    static func mergingDirect(_ tracks: [AnyKeyframeTrack<Value>]) -> [AnyKeyframeTrack<Value>] {
        var out: [AnyKeyframeTrack<Value>] = []
        for t in tracks {
            if let last = out.last, let a = last.direct, let b = t.direct, let merged = a.appending(b.segments) {
                out[out.count - 1] = merged
            } else {
                out.append(t)
            }
        }
        return out
    }
}
