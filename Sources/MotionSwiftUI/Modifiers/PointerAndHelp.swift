import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

extension View {
    /// A help tag (a pointer's tooltip on iPad and Mac, VoiceOver's hint). Accepted: an iPhone shows
    /// no tooltip.
    public func help(_ text: Text) -> some View { self }
    public func help(_ key: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { self }

    /// Runs `action` when a pointer enters or leaves the view. Accepted: an iPhone has no pointer, so
    /// the action never runs (as on an iPhone).
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

    /// Padding a scene's content gets from its edges (`scenePadding()`): on iOS the standard padding
    /// (16 points) on `edges`.
    public func scenePadding(_ edges: Edge.Set = .all) -> some View { padding(edges, 16) }
}
