import Foundation

/// Swipe actions: dragging a row sideways reveals the delegate's `trailingSwipeActionsConfigurationForRowAt`
/// (dragging left) or `leading…` (dragging right) behind it, as UIKit does. The row follows the finger
/// (resisting past its actions); released past half its actions' width it stays open, past 60 % of the
/// row's width with `performsFirstActionWithFullSwipe` the first action runs; otherwise it closes. A
/// tap on an action calls its handler, whose completion closes the row; a tap elsewhere or a scroll
/// closes it. Opening and closing take the list timing (`ListAnimationTiming`). Without a trailing
/// configuration, a data source that implements `commit editingStyle` gets UIKit's swipe-to-delete
/// (`UITableView+SwipeToDelete.swift`); otherwise rows of a delegate that gives none do not swipe.
extension UITableView {
    /// A swipe in progress or a row held open.
    final class SwipeState {
        let row: ListPosition
        weak var cell: UITableViewCell?
        let leading: Bool
        let configuration: UISwipeActionsConfiguration
        let actionsView: SwipeActionsView
        var offset: CGFloat = 0
        var isOpen = false
        /// Released past the full-swipe threshold: the row left the screen with the first action over it.
        var isFullSwipe = false
        init(row: ListPosition, cell: UITableViewCell, leading: Bool, configuration: UISwipeActionsConfiguration, actionsView: SwipeActionsView) {
            self.row = row; self.cell = cell; self.leading = leading; self.configuration = configuration; self.actionsView = actionsView
        }
    }

    /// Points a touch must move sideways (and more than vertically) to start a swipe.
    static let swipeThreshold: CGFloat = 10

    /// Called on touch-moved before selection handling; returns true while the touch is a swipe.
    func swipeTouchMoved(to point: CGPoint, from start: CGPoint) -> Bool {
        if let s = swipe, !s.isOpen, swipeTracking {
            let dx = point.x - start.x
            setSwipeOffset(s, swipeBase + dx)
            return true
        }
        guard swipeTracking == false, !isDragging, let p = touchedRowForSwipe else { return false }
        let dx = point.x - start.x, dy = point.y - start.y
        guard abs(dx) > Self.swipeThreshold, abs(dx) > abs(dy) else { return false }
        if let open = swipe { closeSwipe(open, animated: true) }
        let leading = dx > 0
        let ip = p.indexPath
        guard let cell = cellForRow(at: ip),
              let config = leading ? tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: ip)
                                   : tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: ip) ?? rowActionsConfiguration(at: ip)
                                     ?? swipeToDeleteConfiguration(at: ip),
              !config.actions.isEmpty else { return false }
        let view = SwipeActionsView(actions: config.actions, leading: leading, height: cell.frame.height)
        let s = SwipeState(row: p, cell: cell, leading: leading, configuration: config, actionsView: view)
        insertSubview(view, belowSubview: cell)
        view.frame = cell.frame
        swipe = s
        swipeTracking = true
        swipeBase = 0
        touchMaySelect = false
        endTouchHighlight()
        tableDelegate?.tableView(self, willBeginEditingRowAt: ip)
        setSwipeOffset(s, dx)
        return true
    }

    /// The finger lifted during a swipe: open, perform the first action, or close.
    func swipeTouchEnded() {
        guard let s = swipe, swipeTracking else { return }
        swipeTracking = false
        let width = s.actionsView.totalWidth
        let travelled = abs(s.offset)
        if s.configuration.performsFirstActionWithFullSwipe, travelled > bounds.width * 0.6, let first = s.configuration.actions.first {
            // UIKit: the first action grows over the whole row and the row slides off the screen, then
            // the action runs (a deletion then takes the row away; a completion without one brings it back).
            s.isFullSwipe = true
            let edge = s.leading ? bounds.width : -bounds.width
            ListAnimationTiming.perform(animated: true, { self.setSwipeOffset(s, edge) })
            perform(first, in: s)
        } else if travelled > width / 2 {
            s.isOpen = true
            ListAnimationTiming.perform(animated: true, { self.setSwipeOffset(s, s.leading ? width : -width) })
        } else {
            closeSwipe(s, animated: true)
        }
    }

    /// A tap while a row is open: on one of its actions runs it; anywhere else closes the row.
    /// Returns true when the tap was the swipe's (no selection).
    func swipeTap(at point: CGPoint) -> Bool {
        guard let s = swipe, s.isOpen else { return false }
        let local = CGPoint(x: point.x - s.actionsView.frame.minX, y: point.y - s.actionsView.frame.minY)
        if let action = s.actionsView.action(at: local) {
            perform(action, in: s)
        } else {
            closeSwipe(s, animated: true)
        }
        return true
    }

    private func perform(_ action: UIContextualAction, in s: SwipeState) {
        action.handler(action, s.actionsView) { [weak self] _ in
            guard let self, self.swipe === s else { return }
            self.closeSwipe(s, animated: true)
        }
    }

    /// Moves the row to `offset` (positive: right), resisting beyond the actions' width.
    func setSwipeOffset(_ s: SwipeState, _ raw: CGFloat) {
        var offset = s.leading ? max(0, raw) : min(0, raw)
        let width = s.actionsView.totalWidth
        if abs(offset) > width, !s.configuration.performsFirstActionWithFullSwipe {
            let over = abs(offset) - width
            offset = (width + over * 0.3) * (offset < 0 ? -1 : 1)
        }
        s.offset = offset
        s.cell?.transform = CGAffineTransform(translationX: offset, y: 0)
        // Past the full-swipe threshold the first action takes the whole revealed width (UIKit's cue
        // that releasing runs it).
        s.actionsView.expandsFirst = s.isFullSwipe
            || (s.configuration.performsFirstActionWithFullSwipe && abs(offset) > bounds.width * 0.6)
        s.actionsView.reveal(abs(offset))
    }

    func closeSwipe(_ s: SwipeState, animated: Bool) {
        if swipe === s { swipe = nil }
        swipeTracking = false
        s.isFullSwipe = false
        ListAnimationTiming.perform(animated: animated, { self.setSwipeOffset(s, 0) }, completion: { [weak self] _ in
            s.actionsView.removeFromSuperview()
            if let self { self.tableDelegate?.tableView(self, didEndEditingRowAt: s.row.indexPath) }
        })
    }
}

/// The buttons behind a swiped row: each action's colour and title, the first outermost; revealed
/// from the row's edge as it moves.
final class SwipeActionsView: UIView {
    let actions: [UIContextualAction]
    let leading: Bool
    private var buttons: [UIView] = []
    private(set) var widths: [CGFloat] = []
    var totalWidth: CGFloat { widths.reduce(0, +) }
    /// The first action covers the whole revealed width (a full swipe).
    var expandsFirst = false

    init(actions: [UIContextualAction], leading: Bool, height: CGFloat) {
        self.actions = actions
        self.leading = leading
        super.init(frame: .zero)
        clipsToBounds = true
        for action in actions {
            let button = UIView()
            button.backgroundColor = action.backgroundColor
            let label = UILabel()
            label.text = action.title
            label.textColor = .white
            label.font = .systemFont(ofSize: 15, weight: .medium)
            label.textAlignment = .center
            let w = max(74, label.sizeThatFits(CGSize(width: 200, height: height)).width + 30)
            label.frame = CGRect(x: 0, y: 0, width: w, height: height)
            button.addSubview(label)
            if let image = action.image {
                // The image in white, like the title (a template image would take the tint).
                let iv = UIImageView(image: image)
                iv.tintColor = .white
                iv.frame = CGRect(x: (w - image.size.width) / 2, y: (height - image.size.height) / 2 - (action.title == nil ? 0 : 10),
                                  width: image.size.width, height: image.size.height)
                button.addSubview(iv)
                if action.title != nil { label.frame.origin.y = 12 }
            }
            widths.append(w)
            buttons.append(button)
        }
        // The first action outermost: at the trailing edge for trailing actions, the leading one for leading.
        for b in buttons.reversed() { addSubview(b) }
    }

    required init?(coder: NSCoder) {
        actions = []; leading = false
        super.init(coder: coder)
    }

    /// Lays the buttons out in the `revealed` points the row moved aside (this view spans the row):
    /// from the row's edge outwards the last action first, each its share of the revealed width — so
    /// the buttons squeeze while the row opens and stretch past their widths on a long swipe.
    func reveal(_ revealed: CGFloat) {
        if expandsFirst, !buttons.isEmpty {
            let edge = leading ? 0 : bounds.width - revealed
            for i in buttons.indices {
                let w = i == 0 ? revealed : 0
                let x = leading ? (i == 0 ? 0 : revealed) : (i == 0 ? edge : edge)
                buttons[i].frame = CGRect(x: x, y: 0, width: max(0, w), height: bounds.height)
                // The title stays at the row's edge it was revealed from, as UIKit keeps it by the finger.
                for sub in buttons[i].subviews {
                    sub.frame.origin.x = leading ? max(0, w - widths[i]) + (widths[i] - sub.frame.width) / 2 : (widths[i] - sub.frame.width) / 2
                }
            }
            return
        }
        let scale = revealed / max(totalWidth, 1)
        var edge = leading ? revealed : bounds.width - revealed
        for i in buttons.indices.reversed() {
            let w = widths[i] * scale
            let x = leading ? edge - w : edge
            buttons[i].frame = CGRect(x: x, y: 0, width: max(0, w), height: bounds.height)
            for sub in buttons[i].subviews { sub.frame.origin.x = (w - sub.frame.width) / 2 }
            edge = leading ? edge - w : edge + w
        }
    }

    /// The action whose button contains `point` (this view's coordinates).
    func action(at point: CGPoint) -> UIContextualAction? {
        for (i, b) in buttons.enumerated() where b.frame.contains(point) { return actions[i] }
        return nil
    }
}
