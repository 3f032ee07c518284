import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// iOS 13's navigation and presentation spellings, still common in public code: `navigationBarItems`,
/// `@Environment(\.presentationMode)` and `actionSheet`. Each is the modern form underneath.
extension View {
    /// Bar items at the leading and trailing sides of the screen's navigation bar (`toolbar`).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        let items = ToolbarViews.split(AnyView(leading)).map { ResolvedToolbarItem(placement: .topBarLeading, content: $0) }
            + ToolbarViews.split(AnyView(trailing)).map { ResolvedToolbarItem(placement: .topBarTrailing, content: $0) }
        return modifier(ToolbarModifier(items: items))
    }
    public func navigationBarItems<L: View>(leading: L) -> some View { navigationBarItems(leading: leading, trailing: EmptyView()) }
    public func navigationBarItems<T: View>(trailing: T) -> some View { navigationBarItems(leading: EmptyView(), trailing: trailing) }

    /// iOS 13's action sheet: a confirmation dialog of its buttons.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return alertModifier(sheet.title, sheet.message, isPresented, AnyView(AlertParts.LegacyButtons(buttons: sheet.buttons)), .actionSheet)
    }
}

/// iOS 13's action sheet description.
public struct ActionSheet {
    let title: String
    let message: String?
    let buttons: [Alert.Button]
    public init(title: Text, message: Text? = nil, buttons: [Alert.Button] = [.cancel()]) {
        self.title = title.content; self.message = message?.content; self.buttons = buttons
    }
}

/// Whether a view is presented, and a way to dismiss it: iOS 13's `PresentationMode`
/// (`@Environment(\.presentationMode) var mode` … `mode.wrappedValue.dismiss()`), over `dismiss`.
public struct PresentationMode {
    public let isPresented: Bool
    let action: DismissAction
    public mutating func dismiss() { action() }
}

extension EnvironmentValues {
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, action: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}
