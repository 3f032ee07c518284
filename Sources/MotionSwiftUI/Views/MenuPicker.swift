import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A `Picker` inside a `Menu` (the "Sort by" menu): as iOS shows it, its options are the menu's items
/// in a group of their own, the selected one with a checkmark; choosing one writes the picker's
/// binding and closes the menu. The picker's label is not shown (iOS shows an inline picker without
/// it); a picker given `.pickerStyle(.menu)` inside a menu is shown the same way here, where iOS makes it
/// a submenu titled by its label.
protocol MenuPickerDescription {
    /// The options as `UIAction`s, the selection's `.on`.
    func menuPickerActions() -> [UIAction]
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
}

extension MenuItems {
    /// The picker `view` is (under its modifiers) as an inline group of a menu, or nil when it is no picker.
    static func pickerGroup(_ view: AnyView) -> UIMenu? {
        var v: any View = view.view
        while true {
            if let any = v as? AnyView { v = any.view; continue }
            if let picker = v as? MenuPickerDescription {
                return UIMenu(title: "", options: .displayInline, children: picker.menuPickerActions())
            }
            guard let mc = v as? AnyModifiedContent else { return nil }
            v = mc.anyContent
        }
    }
}
