/// Where an animation is at one moment: the input to its timing function and interpolation.
public struct MediaTimingSample: Hashable, Sendable {
    /// Position within the current forward pass, 0…1, after autoreverse mirroring and before
    /// any timing function is applied.
    public var progress: Double
    /// Completed cycles (a cycle is a forward pass plus, with autoreverses, its reverse pass);
    /// what cumulative animations multiply their per-cycle change by. Negative only for an
    /// endless animation played with negative speed (see `MediaTiming.sample`).
    public var iteration: Int
    /// True once the active duration is over and a forwards fill holds the final frame.
    public var isPastEnd: Bool

    public init(progress: Double, iteration: Int, isPastEnd: Bool) {
        self.progress = progress
        self.iteration = iteration
        self.isPastEnd = isPastEnd
    }
}
