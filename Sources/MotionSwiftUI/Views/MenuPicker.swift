import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A `Picker` inside a `Menu` (the "Sort by" menu): as iOS shows it, its options are the menu's items
/// in a group of their own, the selected one with a checkmark; choosing one writes the picker's
/// binding and closes the menu. The picker's label is not shown (iOS shows an inline picker without
/// it). A picker given `.pickerStyle(.menu)` is a submenu instead, titled by its label, the selected
/// option's title its subtitle (iOS 17's nested picker menu).
protocol MenuPickerDescription {
    /// The options as `UIAction`s, the selection's `.on`.
    func menuPickerActions() -> [UIAction]
    /// The label's text (a `Text` or a `Label`'s title).
    var menuPickerTitle: String { get }
}

extension Picker: MenuPickerDescription {
    func menuPickerActions() -> [UIAction] {
        let selection = self.selection
        let current = AnyHashable(selection.wrappedValue)
        return options.map { o in
            UIAction(title: o.title, state: o.tag == current ? .on : .off) { _ in
                if let v = o.tag.base as? SelectionValue { selection.wrappedValue = v }
            }
        }
    }
    var menuPickerTitle: String { (label as? Text)?.content ?? (label as? LabelDescription)?.labelTitle ?? "" }
}

extension MenuItems {
    /// The picker `view` is (under its modifiers) as a group of a menu — inline, or a submenu when the
    /// picker is given `.pickerStyle(.menu)` — or nil when it is no picker.
    static func pickerGroup(_ view: AnyView) -> UIMenu? {
        var v: any View = view.view
        var submenu = false
        while true {
            if let any = v as? AnyView { v = any.view; continue }
            if let picker = v as? MenuPickerDescription {
                let actions = picker.menuPickerActions()
                guard submenu else { return UIMenu(title: "", options: .displayInline, children: actions) }
                let menu = UIMenu(title: picker.menuPickerTitle, children: actions)
                menu.subtitle = actions.first { $0.state == .on }?.title
                return menu
            }
            guard let mc = v as? AnyModifiedContent else { return nil }
            if let c = mc.anyModifier as? ContextModifier, setsMenuStyle(c) { submenu = true }
            v = mc.anyContent
        }
    }

    /// Whether the modifier is `.pickerStyle(.menu)` (applied to an environment of another style).
    static func setsMenuStyle(_ c: ContextModifier) -> Bool {
        var ctx = UpdateContext(environment: EnvironmentValues(), transaction: Transaction())
        ctx.environment.pickerStyleKind = .inline
        c.apply(&ctx)
        return ctx.environment.pickerStyleKind == .menu
    }
}
