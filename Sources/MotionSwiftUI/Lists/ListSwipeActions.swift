import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// The buttons a list row reveals when swiped: SwiftUI's `swipeActions(edge:allowsFullSwipe:content:)`.
/// Read by the list (`SwipeActionSet.read`); outside a list it changes nothing, as on iOS.
struct SwipeActionsModifier: ViewModifier {
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    let content: AnyView
    func body(content: Content) -> some View { content }
}

extension View {
    /// Buttons revealed by swiping this list row: from the trailing edge (a drag to the left) or the
    /// leading one. The first button is outermost; with `allowsFullSwipe`, swiping the row most of the
    /// way across runs it. A button's `role: .destructive` makes it red, `tint(_:)` gives it a colour,
    /// otherwise it is grey; a `Label`'s icon stands for it, a `Text` title otherwise.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        modifier(SwipeActionsModifier(edge: edge, allowsFullSwipe: allowsFullSwipe, content: AnyView(content())))
    }
}

/// One side's swipe buttons, read out of a row's `swipeActions` (or the Delete of an `onDelete`).
struct SwipeActionSet {
    struct Action {
        var title: String?
        var systemImage: String?
        var role: ButtonRole?
        var tint: Color?
        var run: () -> Void

        /// UIKit's contextual action colours: red when destructive, grey otherwise, unless tinted.
        var background: Color {
            if let tint { return tint }
            return Color(uiColor: role == .destructive ? .systemRed : .systemGray)
        }

        /// Points wide at full reveal: UIKit's 74, or the title in 15-point medium plus 15 each side.
        var width: CGFloat {
            guard systemImage == nil, let title, !title.isEmpty else { return SwipeActionSet.minimumWidth }
            return SwipeActionSet.titleWidth(title)
        }
    }

    var actions: [Action]
    var allowsFullSwipe: Bool
    var widths: [CGFloat]
    var totalWidth: CGFloat { widths.reduce(0, +) }

    /// UIKit's narrowest swipe button, points.
    static let minimumWidth: CGFloat = 74

    /// A title button's width, measured once per title (rows read their actions on every evaluation).
    nonisolated(unsafe) private static var titleWidths: [String: CGFloat] = [:]
    static func titleWidth(_ title: String) -> CGFloat {
        if let w = titleWidths[title] { return w }
        let label = UILabel()
        label.font = .systemFont(ofSize: 15, weight: .medium)
        label.text = title
        let w = max(minimumWidth, ceil(label.sizeThatFits(CGSize(width: 400, height: 44)).width) + 30)
        if titleWidths.count < 256 { titleWidths[title] = w }
        return w
    }

    init(actions: [Action], allowsFullSwipe: Bool) {
        self.actions = actions
        self.allowsFullSwipe = allowsFullSwipe
        widths = actions.map(\.width)
    }

    /// The swipe actions a row's view declares for each edge (the outermost `swipeActions` of an edge
    /// wins, as SwiftUI keeps one set per edge).
    static func read(_ view: any View) -> (leading: SwipeActionSet?, trailing: SwipeActionSet?) {
        var leading: SwipeActionSet?, trailing: SwipeActionSet?
        var v: any View = view
        while true {
            if let any = v as? AnyView { v = any.view; continue }
            guard let mc = v as? AnyModifiedContent else { break }
            if let m = mc.anyModifier as? SwipeActionsModifier {
                let set = SwipeActionSet(actions: actions(m.content), allowsFullSwipe: m.allowsFullSwipe)
                if !set.actions.isEmpty {
                    if m.edge == .leading { leading = leading ?? set } else { trailing = trailing ?? set }
                }
            }
            v = mc.anyContent
        }
        return (leading, trailing)
    }

    /// The buttons among a `swipeActions` block's views, with the tints their modifiers set.
    static func actions(_ content: AnyView) -> [Action] {
        ToolbarViews.split(content).compactMap { view in
            var v: any View = view.view
            var tint: Color?
            while true {
                if let any = v as? AnyView { v = any.view; continue }
                guard let mc = v as? AnyModifiedContent else { break }
                if let c = mc.anyModifier as? ContextModifier, tint == nil {
                    var ctx = UpdateContext(environment: EnvironmentValues(), transaction: Transaction())
                    c.apply(&ctx)
                    tint = ctx.environment.tint
                }
                v = mc.anyContent
            }
            guard let b = v as? ToolbarButtonDescription else { return nil }
            let label = b.toolbarLabel
            var title = (label as? Text)?.content
            var image: String?
            if let l = label as? LabelDescription { title = l.labelTitle; image = l.labelSystemImage }
            if let i = label as? Image, case .system(let name) = i.source { image = name }
            return Action(title: title, systemImage: image, role: b.toolbarRole, tint: tint, run: b.toolbarAction)
        }
    }
}

/// A list row that slides sideways under the finger to reveal its swipe buttons, as a `UITableView`
/// row does (`UITableView+Swipe.swift`, whose rules this follows): the row follows the finger, resisting
/// past its buttons unless a full swipe is allowed; released past half the buttons' width it stays open,
/// past 60 % of the row's width with a full swipe the first button's action runs; otherwise it closes. A
/// tap on a button runs it and closes the row; a tap on the open row closes it. The buttons squeeze into
/// the space the row leaves, each its share. Opening and closing take the list timing (0.3 s ease in-out).
struct SwipeRowView: View {
    let content: AnyView
    let leading: SwipeActionSet?
    let trailing: SwipeActionSet?
    /// The row's own background, which slides with it over the buttons.
    let fill: AnyView
    /// The list's record of its open row (one at a time, as in UIKit).
    @Environment(\.listSwipeCoordinator) private var coordinator
    @State private var token = SwipeRowToken()

    /// Points the row is moved right (negative: left, showing trailing buttons).
    @State private var offset: CGFloat = 0
    /// The offset when the current drag began.
    @State private var dragStart: CGFloat?
    @State private var isOpen = false

    static let animation = Animation.easeInOut(duration: ListAnimationTiming.duration)

    var body: some View {
        content
            .background { fill }
            .overlay {
                if isOpen {
                    // A tap on the open row closes it (and reaches nothing under it).
                    Color.clear.contentShape(Rectangle()).onTapGesture { close() }
                }
            }
            .offset(x: offset)
            .background(alignment: offset < 0 ? .trailing : .leading) { buttons }
            .gesture(SidewaysDragGesture().onChanged { drag($0) }.onEnded { end($0) })
    }

    private var side: SwipeActionSet? { offset < 0 ? trailing : offset > 0 ? leading : nil }

    @ViewBuilder private var buttons: some View {
        if let set = side {
            let revealed = abs(offset)
            let scale = revealed / max(set.totalWidth, 1)
            // The first action outermost: last in the row for trailing buttons, first for leading ones.
            let order = offset < 0 ? Array(set.actions.indices.reversed()) : Array(set.actions.indices)
            HStack(spacing: 0) {
                ForEach(order, id: \.self) { i in
                    button(set.actions[i]).frame(width: max(0, set.widths[i] * scale))
                }
            }
            .frame(width: revealed)
            .frame(maxHeight: .infinity)
            .clipped()
        }
    }

    private func button(_ action: SwipeActionSet.Action) -> some View {
        Button {
            run(action)
        } label: {
            ZStack {
                action.background
                if let image = action.systemImage {
                    Image(systemName: image).font(.system(size: 17, weight: .medium)).foregroundColor(.white)
                } else if let title = action.title {
                    Text(title).font(.system(size: 15, weight: .medium)).foregroundColor(.white).lineLimit(1)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }

    private func drag(_ value: SidewaysDragGesture.Value) {
        let start = dragStart ?? offset
        if dragStart == nil {
            dragStart = start
            // Another row held open closes as this one starts to move.
            let close = self.close
            coordinator?.began(token, close: close)
        }
        var raw = start + value.translation
        // Only towards a side that has buttons.
        if raw < 0 && trailing == nil { raw = 0 }
        if raw > 0 && leading == nil { raw = 0 }
        guard let set = raw < 0 ? trailing : raw > 0 ? leading : nil else { offset = 0; return }
        let width = set.totalWidth
        if abs(raw) > width, !set.allowsFullSwipe {
            raw = (width + (abs(raw) - width) * 0.3) * (raw < 0 ? -1 : 1)
        }
        offset = min(max(raw, -value.width), value.width)
    }

    private func end(_ value: SidewaysDragGesture.Value) {
        dragStart = nil
        guard let set = side else { return close() }
        let travelled = abs(offset)
        if set.allowsFullSwipe, travelled > value.width * 0.6, let first = set.actions.first {
            run(first)
        } else if travelled > set.totalWidth / 2 {
            let target = offset < 0 ? -set.totalWidth : set.totalWidth
            withAnimation(Self.animation) { offset = target; isOpen = true }
        } else {
            close()
        }
    }

    private func run(_ action: SwipeActionSet.Action) {
        withAnimation(Self.animation) {
            offset = 0
            isOpen = false
            action.run()
        }
    }

    private func close() {
        withAnimation(Self.animation) { offset = 0; isOpen = false }
    }
}

/// A row's identity for its list's `ListSwipeCoordinator` (a reference kept in the row's state).
final class SwipeRowToken {}

/// Which of a list's rows is swiped: the row that starts to move closes the one before it, so at most
/// one row shows its buttons, as in a `UITableView`.
final class ListSwipeCoordinator {
    private weak var current: SwipeRowToken?
    private var closeCurrent: (() -> Void)?

    func began(_ row: SwipeRowToken, close: @escaping () -> Void) {
        if let current, current !== row { closeCurrent?() }
        current = row
        closeCurrent = close
    }

    /// Closes the open row, if any: the list began to scroll (UIKit's swiped row closes as its table
    /// is dragged).
    func closeOpenRow() {
        let close = current != nil ? closeCurrent : nil
        current = nil
        closeCurrent = nil
        close?()
    }
}

struct ListSwipeCoordinatorKey: EnvironmentKey { static var defaultValue: ListSwipeCoordinator? { nil } }
extension EnvironmentValues {
    var listSwipeCoordinator: ListSwipeCoordinator? {
        get { self[ListSwipeCoordinatorKey.self] }
        set { self[ListSwipeCoordinatorKey.self] = newValue }
    }
}

/// A drag that only starts sideways (more horizontal than vertical once past UIKit's 10-point pan
/// threshold), so a list's vertical scrolling keeps its drags: a row's swipe.
struct SidewaysDragGesture: Gesture {
    struct Value {
        /// Points moved right since the drag began.
        var translation: CGFloat
        /// The dragged view's width, points.
        var width: CGFloat
    }
    func _makeHandler() -> GestureHandler<Value> { SidewaysDragHandler() }
}

final class SidewaysDragHandler: GestureHandler<SidewaysDragGesture.Value>, UIGestureRecognizerDelegate {
    override func makeRecognizer() -> UIGestureRecognizer {
        let r = UIPanGestureRecognizer { [weak self] r in
            guard let self, let view = r.view else { return }
            let value = SidewaysDragGesture.Value(translation: r.translation(in: view).x, width: view.bounds.width)
            switch r.state {
            case .began, .changed: self.change(value)
            case .ended: self.end(value)
            case .cancelled, .failed: self.end(value)
            default: break
            }
        }
        r.delegate = self
        return r
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let t = pan.translation(in: pan.view)
        return abs(t.x) > abs(t.y)
    }
}
