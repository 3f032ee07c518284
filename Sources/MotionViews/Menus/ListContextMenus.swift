import Foundation

/// A list's context menus: a long press (0.5 s) on a row or item whose delegate gives a
/// `UIContextMenuConfiguration` opens its menu beside the cell, the screen dimmed; without one the press
/// is an ordinary touch (the recognizer does not begin, so the row still highlights and selects).
final class ListContextMenuRecognizer: UILongPressGestureRecognizer, UIGestureRecognizerDelegate {
    /// The configuration for a press at a point (list coordinates) and the cell to show it beside.
    let configuration: (CGPoint) -> (UIContextMenuConfiguration, UIView)?
    private var pending: (UIContextMenuConfiguration, UIView)?
    var willDisplay: ((UIContextMenuConfiguration) -> Void)?
    var willEnd: ((UIContextMenuConfiguration) -> Void)?

    init(configuration: @escaping (CGPoint) -> (UIContextMenuConfiguration, UIView)?) {
        self.configuration = configuration
        super.init(target: nil, action: nil)
        minimumPressDuration = UIContextMenuInteraction.pressDuration
        delegate = self
        addTarget(self, action: ListContextMenuRecognizer.pressed)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let view else { return false }
        pending = configuration(location(in: view))
        return pending.flatMap { $0.0.menu } != nil
    }

    private func pressed() {
        guard state == .began, let (config, cell) = pending, let menu = config.menu else { return }
        pending = nil
        willDisplay?(config)
        guard let p = MenuPresentation.present(menu, from: cell, sender: cell, dimsBackground: true) else { return }
        p.onDismiss = { [weak self] in self?.willEnd?(config) }
    }
}

extension UITableView {
    func installRowContextMenus() {
        let r = ListContextMenuRecognizer { [weak self] point in
            guard let self, let delegate = self.tableDelegate, let ip = self.indexPathForRow(at: point),
                  let config = delegate.tableView(self, contextMenuConfigurationForRowAt: ip, point: point),
                  let cell = self.cellForRow(at: ip) else { return nil }
            return (config, cell)
        }
        r.willDisplay = { [weak self] c in if let self { self.tableDelegate?.tableView(self, willDisplayContextMenu: c, animator: nil) } }
        r.willEnd = { [weak self] c in if let self { self.tableDelegate?.tableView(self, willEndContextMenuInteraction: c, animator: nil) } }
        addGestureRecognizer(r)
    }
}

extension UICollectionView {
    func installItemContextMenus() {
        let r = ListContextMenuRecognizer { [weak self] point in
            guard let self, let delegate = self.collectionDelegate, let ip = self.indexPathForItem(at: point),
                  let cell = self.cellForItem(at: ip),
                  let config = delegate.collectionView(self, contextMenuConfigurationForItemsAt: [ip], point: point)
                    ?? delegate.collectionView(self, contextMenuConfigurationForItemAt: ip, point: point) else { return nil }
            return (config, cell)
        }
        r.willDisplay = { [weak self] c in if let self { self.collectionDelegate?.collectionView(self, willDisplayContextMenu: c, animator: nil) } }
        r.willEnd = { [weak self] c in if let self { self.collectionDelegate?.collectionView(self, willEndContextMenuInteraction: c, animator: nil) } }
        addGestureRecognizer(r)
    }
}
