import Foundation

/// Which evaluation an animation uses. The engine's one path is the prepared, fast one — what the
/// renderer evaluates every frame: plain springs and scalar keyframes read one block of values fixed
/// when they were added, and planar transforms take closed forms instead of a decomposition. The
/// straightforward reference (every animation through `value(progress:time:current:)` and the
/// general decomposition) exists so tests can require the two to agree on the whole vocabulary.
public enum AnimationEvaluation {
    /// False switches every fast path off (tests only; set it on one thread, around a whole evaluation).
    /// Read by every prepared animation every frame: no dynamic exclusivity check (tests flip it between frames).
    @exclusivity(unchecked) package static var usesFastPaths = true
}
