import Foundation

/// A button's menu, as iOS 14 and 15 show it: with `showsMenuAsPrimaryAction` a tap opens it (and sends
/// no primary action), otherwise a long press (0.5 s) does; a pop-up button
/// (`changesSelectionAsPrimaryAction`) keeps one action of its menu checked (`state` `.on`; the first when
/// none is) and shows that action's title, and choosing another moves the check and the title.
extension UIButton {
    func menuDidChange() {
        isContextMenuInteractionEnabled = menu != nil
        if menu != nil, menuLongPress == nil {
            let r = UILongPressGestureRecognizer { [weak self] r in
                guard let self, r.state == .began, !self.showsMenuAsPrimaryAction, let menu = self.menu else { return }
                self.presentMenu(menu)
            }
            r.minimumPressDuration = UIContextMenuInteraction.pressDuration
            addGestureRecognizer(r)
            menuLongPress = r
        } else if menu == nil, let r = menuLongPress {
            removeGestureRecognizer(r)
            menuLongPress = nil
        }
        if changesSelectionAsPrimaryAction, let menu {
            let actions = menu.allActions
            let chosen = actions.first { $0.state == .on } ?? actions.first
            if let chosen { select(chosen, among: actions) }
        }
    }


    private func select(_ action: UIAction, among actions: [UIAction]) {
        for a in actions { a.state = a === action ? .on : .off }
        setTitle(action.title, for: .normal)
    }

    /// Opens `menu` beside the button; a pop-up button's choice becomes its selection.
    func presentMenu(_ menu: UIMenu) {
        guard let p = MenuPresentation.present(menu, from: self, sender: self) else { return }
        guard changesSelectionAsPrimaryAction else { return }
        p.onAction = { [weak self] action in
            guard let self, let menu = self.menu else { return }
            self.select(action, among: menu.allActions)
            self.sendActions(for: .valueChanged)
        }
    }
}

extension UIMenu {
    /// Every action of the menu, its submenus' included, in order (a pop-up button's choices; a menu
    /// listed as an action sheet where none can be shown).
    package var allActions: [UIAction] {
        children.flatMap { e -> [UIAction] in
            if let a = e as? UIAction { return [a] }
            if let m = e as? UIMenu { return m.allActions }
            return []
        }
    }
}
