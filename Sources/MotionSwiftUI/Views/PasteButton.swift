import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A button that pastes: SwiftUI's `PasteButton`, drawn as iOS draws it — "Paste" with the
/// `doc.on.clipboard` symbol in white on the tint in a capsule (the bordered-prominent look); a tap
/// reads the general pasteboard's strings and hands them to `onPaste` (nothing when it holds none).
/// MotionLab has no `Transferable`: the payload type is `String`, the one iOS apps paste most.
public struct PasteButton: View {
    let onPaste: ([String]) -> Void
    public init(payloadType: String.Type, onPaste: @escaping ([String]) -> Void) { self.onPaste = onPaste }

    public var body: some View {
        let onPaste = self.onPaste
        Button(action: {
            if let strings = UIPasteboard.general.strings, !strings.isEmpty { onPaste(strings) }
        }) {
            SwiftUILabel("Paste", systemImage: "doc.on.clipboard")
        }
        .buttonStyle(BorderedProminentButtonStyle())
        .buttonBorderShape(.capsule)
    }
}
