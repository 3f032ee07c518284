import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// Related controls shown together: SwiftUI's `ControlGroup`. In a view (not a menu or toolbar) iOS
/// draws the controls side by side on one grey rounded plate (`tertiarySystemFill`, 8-point corners),
/// each control taking an equal share of the width, thin separators between them; the label is not shown there (menus and bars read
/// it).
public struct ControlGroup<Content: View>: View {
    let content: Content
    let label: AnyView?
    public init(@ViewBuilder content: () -> Content) { self.content = content(); label = nil }
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L) where Content == LabeledControlGroupContent<C, L> {
        self.content = LabeledControlGroupContent(content: content(), label: label()); self.label = AnyView(self.content.label)
    }

    public var body: some View {
        let parts = ToolbarViews.split(AnyView(content))
        HStack(spacing: 0) {
            ForEach(Array(parts.enumerated()), id: \.offset) { i, part in
                if i > 0 { Divider().frame(height: 20) }
                part.frame(maxWidth: .infinity)
            }
        }
        .padding(.vertical, 10)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color(uiColor: .tertiarySystemFill)))
    }
}

/// A control group's content with its label (`ControlGroup(content:label:)`, iOS 16).
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    public var body: some View { content }
}

extension ControlGroup {
    @_disfavoredOverload
    public init<C: View>(_ title: String, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }
    public init<C: View>(_ title: String, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, SwiftUILabel<Text, Image>> {
        self.init(content: content) { SwiftUILabel(title, systemImage: systemImage) }
    }
}
