import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// Content shown or hidden under a label with a chevron: SwiftUI's `DisclosureGroup`.
///
/// A tap on the label toggles it inside `withAnimation` (ease in and out over 0.25 s): the chevron (in
/// the tint) turns from right (0°) to down (90°), and the revealed views slide down from under the label
/// while the area that shows them grows with them, clipped to it — so in a list the rows never show
/// outside the growing row's card. In a list, as iOS draws it, the label's row is at least 44 points and
/// takes taps anywhere in it, and each revealed view is a row of its own: at least 44 points, a
/// separator above it from its first text to the card's trailing edge, sliding in under the label
/// row's bottom edge. Collapsed content is not in the view graph (its `onAppear` runs each time it is
/// revealed).
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var expandedHere = false
    @Environment(\.isListRow) private var isListRow

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label(); isExpanded = nil
    }
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label(); self.isExpanded = isExpanded
    }

    public var body: some View {
        let binding = isExpanded ?? $expandedHere
        // In a list the label's whole row takes the tap, its insets too (the row is a cell on iOS): the
        // button reaches over the row's default insets, laid out where the label is.
        let reach = isListRow ? ListRowView.defaultInsets : EdgeInsets()
        VStack(alignment: .leading, spacing: 0) {
            Button(action: { withAnimation(DisclosureReveal.animation) { binding.wrappedValue.toggle() } }) {
                HStack {
                    label.foregroundColor(.primary)
                    Spacer(minLength: 8)
                    Image(systemName: "chevron.right").font(.footnote.weight(.semibold))
                        .rotationEffect(.degrees(binding.wrappedValue ? 90 : 0))
                }
                // A list row's label line is at least 22 points, as every row's content (44 with its insets).
                .frame(minHeight: isListRow ? 22 : nil)
                .padding(reach)
                .contentShape(Rectangle())
            }
            .padding(EdgeInsets(top: -reach.top, leading: -reach.leading, bottom: -reach.bottom, trailing: -reach.trailing))
            // Above the revealed part, whose 11-point gap under the label it reaches over.
            .zIndex(1)
            DisclosureReveal(isExpanded: binding.wrappedValue, content: AnyView(content))
        }
    }
}

extension DisclosureGroup where Label == Text {
    @_disfavoredOverload
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
    @_disfavoredOverload
    public init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
}

/// The revealed part of a disclosure group: a clip whose height is the content's (0 when collapsed), the
/// content inserted and removed with `.move(edge: .top)` — with the clip's frame animating in the same
/// transaction, the content's bottom edge rides the clip's growing bottom edge.
struct DisclosureReveal: View {
    let isExpanded: Bool
    let content: AnyView
    @Environment(\.isListRow) var isListRow
    /// The toggle's animation (Apple does not document the curve; UIKit's row animations last about as long).
    static let animation = Animation.easeInOut(duration: 0.25)

    var body: some View {
        if isListRow {
            // In a list the label's row ends 11 points below it (its bottom inset): the clip starts there, at
            // the first revealed row's separator, and reaches the card's trailing edge (the row's 20-point
            // inset). The last revealed row's bottom inset is the list row's own (hence the -11).
            let inset = ListRowView.defaultInsets
            VStack(alignment: .leading, spacing: 0) {
                Color.clear.frame(height: inset.bottom)
                clip.padding(.trailing, -inset.trailing)
            }
            .padding(.bottom, -inset.bottom)
        } else {
            clip
        }
    }

    var clip: some View {
        VStack(alignment: .leading, spacing: 0) {
            if isExpanded {
                items.transition(.move(edge: .top))
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .clipped()
    }

    @ViewBuilder var items: some View {
        let views = ToolbarViews.split(content)
        if isListRow {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(Array(views.enumerated()), id: \.offset) { _, v in
                    v.frame(maxWidth: .infinity, minHeight: 22, alignment: .leading)
                        .padding(.vertical, 11)
                        .padding(.trailing, 20)
                        .modifier(ListRowSeparatorPlacement(separator: AnyView(Rectangle().fill(Color(uiColor: .separator))),
                                                            defaultLeading: 0, edge: .top))
                }
            }
        } else {
            VStack(alignment: .leading, spacing: 11) {
                ForEach(Array(views.enumerated()), id: \.offset) { _, v in v }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.top, 11)
        }
    }

}
