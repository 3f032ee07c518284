import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// Sheets and covers: SwiftUI's `sheet` and `fullScreenCover`, shown the way iOS shows them — a hosting
/// controller presented by the screen's controller (a page sheet with its detents, or full screen),
/// with UIKit's presentation animation. The binding says whether it shows: setting it presents or
/// dismisses; a dismissal by the sheet (`dismiss()`) sets it back (to false, or the item to nil) and
/// calls `onDismiss`. While it shows, the sheet's content is given again at each update of the view
/// that presents it.
extension View {
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(PresentationModifier(style: .pageSheet, request: PresentationRequest(isPresented: isPresented, content: { AnyView(content()) }), onDismiss: onDismiss))
    }

    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        modifier(PresentationModifier(style: .pageSheet, request: PresentationRequest(item: item, content: content), onDismiss: onDismiss))
    }

    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(PresentationModifier(style: .fullScreen, request: PresentationRequest(isPresented: isPresented, content: { AnyView(content()) }), onDismiss: onDismiss))
    }

    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        modifier(PresentationModifier(style: .fullScreen, request: PresentationRequest(item: item, content: content), onDismiss: onDismiss))
    }

    /// The heights a sheet rests at (on the sheet's content), as `UISheetPresentationController`'s detents.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        sheetConfiguration { sheet in
            let order: [PresentationDetent] = detents.sorted { $0.order < $1.order }
            sheet.detents = order.map(\.uiKit)
        }
    }

    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        presentationDetents(detents)
    }

    /// The grabber at the sheet's top edge.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        sheetConfiguration { sheet in
            let show = visibility == .visible
            if sheet.prefersGrabberVisible != show { sheet.prefersGrabberVisible = show }
        }
    }

    /// Whether the user may dismiss the sheet by dragging it down (`isModalInPresentation`).
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        navigationItem { _, controller in controller.isModalInPresentation = isDisabled }
    }

    public func presentationCornerRadius(_ radius: CGFloat?) -> some View {
        sheetConfiguration { sheet in sheet.preferredCornerRadius = radius }
    }

    /// Accepted: the sheet draws its own background.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }

    func sheetConfiguration(_ apply: @escaping (UISheetPresentationController) -> Void) -> some View {
        navigationItem { _, controller in
            // The sheet is the presented controller's: the screen's own or its navigation controller's.
            let presented = controller.navigationController ?? controller
            if let sheet = presented.sheetPresentationController { apply(sheet) }
        }
    }
}

/// A sheet's resting height: SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case medium, large, height(CGFloat), fraction(CGFloat) }
    let kind: Kind
    public static let medium = PresentationDetent(kind: .medium)
    public static let large = PresentationDetent(kind: .large)
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }

    var order: CGFloat {
        switch kind {
        case .medium: return 0.5
        case .large: return 1
        case .height(let h): return h / 10_000
        case .fraction(let f): return f
        }
    }

    var uiKit: UISheetPresentationController.Detent {
        switch kind {
        case .medium: return .medium()
        case .large: return .large()
        case .height(let h): return .custom { _ in h }
        case .fraction(let f): return .custom { context in context.maximumDetentValue * f }
        }
    }
}

public struct PresentationBackgroundInteraction: Sendable {
    let enabled: Bool
    public static let automatic = PresentationBackgroundInteraction(enabled: false)
    public static let enabled = PresentationBackgroundInteraction(enabled: true)
    public static let disabled = PresentationBackgroundInteraction(enabled: false)
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { .init(enabled: true) }
}

/// What is to be presented, read from the binding at each update: its identity (a new item replaces
/// the sheet) and its content, or nil when nothing should show.
struct PresentationRequest {
    let current: () -> (id: AnyHashable, content: AnyView)?
    let clear: () -> Void

    init(isPresented: Binding<Bool>, content: @escaping () -> AnyView) {
        current = { isPresented.wrappedValue ? (AnyHashable(true), content()) : nil }
        clear = { if isPresented.wrappedValue { isPresented.wrappedValue = false } }
    }

    init<Item: Identifiable, C: View>(item: Binding<Item?>, content: @escaping (Item) -> C) {
        current = { item.wrappedValue.map { (AnyHashable($0.id), AnyView(content($0))) } }
        clear = { if item.wrappedValue != nil { item.wrappedValue = nil } }
    }
}

struct PresentationModifier: ViewModifier, PrimitiveModifier {
    let style: UIModalPresentationStyle
    let request: PresentationRequest
    let onDismiss: (() -> Void)?
    func body(content: Content) -> Never { primitiveBody("sheet") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { PresentationNode(graph: graph) }
}

/// Keeps one presentation in step with its binding.
final class PresentationNode: TransparentNode {
    private var presented: NestedHostingController?
    private var presentedID: AnyHashable?
    private var latest: PresentationModifier?
    /// A presentation or dismissal this node started is running.
    private var transitioning = false

    override func modify(_ modifier: Any, _ ctx: inout UpdateContext) {
        guard let m = modifier as? PresentationModifier else { return }
        latest = m
        let env = ctx.environment, transaction = ctx.transaction
        let wanted = m.request.current()
        if let p = presented, let w = wanted, w.id == presentedID, p.presentingViewController != nil {
            p.update(root: w.content, environment: env, transaction: transaction)
            return
        }
        graph.afterRender.append { [weak self] in self?.reconcilePresentation(environment: env) }
    }

    /// Presents, dismisses or replaces the sheet so it matches the binding (after the update's render:
    /// UIKit presents from a controller whose view is on screen). UIKit refuses a presentation or a
    /// dismissal while one runs, so nothing starts during a transition; each transition's end checks the
    /// binding again (a binding toggled on and off quickly ends as it was left).
    private func reconcilePresentation(environment: EnvironmentValues) {
        guard !transitioning, let m = latest else { return }
        let wanted = m.request.current()
        if let p = presented, wanted == nil || wanted?.id != presentedID {
            p.onRemoval = nil
            if p.presentingViewController != nil {
                transitioning = true
                p.dismiss(animated: true) { [weak self] in
                    guard let self else { return }
                    self.transitioning = false
                    self.presented = nil
                    self.presentedID = nil
                    m.onDismiss?()
                    self.reconcilePresentation(environment: environment)
                }
                // Refused (another transition runs): the next update tries again.
                if !p.isBeingDismissed && p.presentingViewController != nil { transitioning = false }
                return
            }
            presented = nil
            presentedID = nil
            m.onDismiss?()
        }
        guard presented == nil, let w = wanted, let presenter = environment.hostingController?.controller else { return }
        let c = NestedHostingController(root: w.content, environment: environment)
        c.modalPresentationStyle = m.style
        c.onRemoval = { [weak self, weak c] in
            guard let self, self.presented === c else { return }
            self.presented = nil
            self.presentedID = nil
            self.latest?.request.clear()
            self.latest?.onDismiss?()
        }
        // Its modifiers (detents, grabber) configure the sheet before it shows.
        c.prepare(size: presenter.view.window?.bounds.size ?? presenter.view.bounds.size)
        presented = c
        presentedID = w.id
        transitioning = true
        presenter.present(c, animated: true) { [weak self] in
            guard let self else { return }
            self.transitioning = false
            self.reconcilePresentation(environment: environment)
        }
        if c.presentingViewController == nil {
            // Refused (the presenter shows something already, or is in a transition).
            transitioning = false
            presented = nil
            presentedID = nil
        }
    }

    override func tearDown() {
        if let p = presented, p.presentingViewController != nil { p.onRemoval = nil; p.dismiss(animated: false) }
        presented = nil
        super.tearDown()
    }
}
