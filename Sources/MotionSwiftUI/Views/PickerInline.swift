import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// `.pickerStyle(.inline)`: the options as rows, as iOS draws an inline picker in a form — each option's
/// title in the primary colour, the chosen one with a semibold checkmark in the tint at the trailing
/// edge, separators between the rows (from the titles' leading edge to the card's trailing edge in a
/// list); a tap on a row chooses it. The label, unless `labelsHidden()`, is the first row. In a list the
/// picker is one list row whose 11-point insets are the first and last rows' outer padding, so every
/// option row is 44 points tall like the list's own rows.
struct PickerInlineRows: View {
    let label: AnyView
    let options: [PickerOption]
    let selected: Int?
    let select: (AnyHashable) -> Void
    @Environment(\.labelsHidden) var labelsHidden
    @Environment(\.isListRow) var isListRow
    @Environment(\.tint) var tint

    var body: some View {
        let accent = tint ?? .accentColor
        // A list row's trailing inset (20 points) is given back to the separators.
        let separatorOverhang: CGFloat = isListRow ? -20 : 0
        VStack(spacing: 0) {
            if !labelsHidden {
                label.frame(maxWidth: .infinity, alignment: .leading).padding(.bottom, 11)
                Divider().padding(.trailing, separatorOverhang)
            }
            ForEach(Array(options.enumerated()), id: \.offset) { i, option in
                if i > 0 { Divider().padding(.trailing, separatorOverhang) }
                let tag = option.tag
                Button(action: { select(tag) }) {
                    HStack {
                        Text(option.title).foregroundColor(.primary)
                        Spacer(minLength: 8)
                        if i == selected {
                            Image(systemName: "checkmark").fontWeight(.semibold).foregroundStyle(accent)
                        }
                    }
                    .frame(maxWidth: .infinity, minHeight: 22)
                    .contentShape(Rectangle())
                }
                .buttonStyle(PlainButtonStyle())
                .padding(.top, i == 0 && labelsHidden ? 0 : 11)
                .padding(.bottom, i == options.count - 1 ? 0 : 11)
            }
        }
    }
}
