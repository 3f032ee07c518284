import Foundation
import MotionLab
import MotionSwiftUILayout

// Presentations and bar modifiers as an iPhone shows them. A popover or an inspector presented in a
// compact width (every iPhone in portrait) is a sheet, as UIKit adapts it; the toolbar role and title menu
// change only an iPad's or a Mac's bar.

/// Where a popover's arrow points from (an iPad's popover; on an iPhone it is a sheet).
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// The purpose of a screen's toolbar (`toolbarRole(.editor)`): arranges an iPad's bar.
public struct ToolbarRole: Sendable {
    let kind: Int
    public static let automatic = ToolbarRole(kind: 0)
    public static let navigationStack = ToolbarRole(kind: 1)
    public static let browser = ToolbarRole(kind: 2)
    public static let editor = ToolbarRole(kind: 3)
}

extension View {
    /// A popover; on an iPhone, a sheet (what UIKit adapts a popover to in a compact width).
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented, content: content)
    }
    /// A popover for an item; on an iPhone, a sheet.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        sheet(item: item, content: content)
    }
    /// An inspector (iOS 17); in a compact width, a sheet.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        let made = content()
        return sheet(isPresented: isPresented) { made }
    }
    /// The inspector's width in a regular width; an iPhone's sheet is full width.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }

    /// The screen's toolbar role: lays out an iPad's bar; an iPhone's bar is unchanged.
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }
    /// A menu opened from the navigation title (iOS 16). The title shows as usual; the menu's chevron
    /// and menu are not drawn here.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }
    /// An editable navigation title (iOS 16): shown as the title (renaming from the bar is not offered).
    public func navigationTitle(_ title: Binding<String>) -> some View { navigationTitle(title.wrappedValue) }
}
