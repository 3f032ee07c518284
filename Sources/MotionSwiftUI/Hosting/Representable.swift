import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A UIKit view inside SwiftUI: SwiftUI's `UIViewRepresentable`. The view is made once
/// (`makeUIView`), updated with each new value of the representable (`updateUIView`), and sized by
/// `sizeThatFits(_:uiView:context:)` when given, else by its intrinsic content size (the proposal in
/// a dimension it has none).
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewRepresentable {
    public var body: Never { primitiveBody("UIViewRepresentable") }
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
}

public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}

/// A UIKit view controller inside SwiftUI (its view is shown; `UIViewControllerRepresentable`).
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewControllerRepresentable {
    public var body: Never { primitiveBody("UIViewControllerRepresentable") }
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }
}

public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}

/// The node of a representable view: a `NodeView` holding the UIKit view, which fills it.
final class ViewRepresentableNode<R: UIViewRepresentable>: LayoutNode {
    var representable: R?
    var uiView: R.UIViewType?
    var coordinator: R.Coordinator?

    func makeContext() -> R.Context? {
        guard let coordinator else { return nil }
        return UIViewRepresentableContext(coordinator: coordinator, transaction: context.transaction, environment: context.environment)
    }

    override func updateNode(_ view: any View, _ ctx: UpdateContext) {
        guard let r = view as? R else { return }
        representable = r
        if coordinator == nil { coordinator = r.makeCoordinator() }
        guard let c = makeContext() else { return }
        if uiView == nil {
            let v = r.makeUIView(context: c)
            uiView = v
            hostView.addSubview(v)
        }
        if let v = uiView { r.updateUIView(v, context: c) }
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        guard let r = representable, let v = uiView, let c = makeContext() else { return p.replacingUnspecifiedDimensions() }
        if let s = r.sizeThatFits(p, uiView: v, context: c) { return s }
        let i = v.intrinsicContentSize
        return CGSize(width: i.width >= 0 ? i.width : (p.width ?? 10), height: i.height >= 0 ? i.height : (p.height ?? 10))
    }

    override func renderContent(_ rc: RenderContext) {
        uiView?.frame = CGRect(origin: .zero, size: frame.size)
    }

    override func tearDown() {
        if let v = uiView, let c = coordinator { R.dismantleUIView(v, coordinator: c) }
        super.tearDown()
    }
}

final class ControllerRepresentableNode<R: UIViewControllerRepresentable>: LayoutNode {
    var representable: R?
    var controller: R.UIViewControllerType?
    var coordinator: R.Coordinator?

    func makeContext() -> R.Context? {
        guard let coordinator else { return nil }
        return UIViewControllerRepresentableContext(coordinator: coordinator, transaction: context.transaction, environment: context.environment)
    }

    override func updateNode(_ view: any View, _ ctx: UpdateContext) {
        guard let r = view as? R else { return }
        representable = r
        if coordinator == nil { coordinator = r.makeCoordinator() }
        guard let c = makeContext() else { return }
        if controller == nil {
            let vc = r.makeUIViewController(context: c)
            controller = vc
            hostView.addSubview(vc.view)
        }
        if let vc = controller { r.updateUIViewController(vc, context: c) }
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        guard let r = representable, let vc = controller, let c = makeContext() else { return p.replacingUnspecifiedDimensions() }
        return r.sizeThatFits(p, uiViewController: vc, context: c) ?? p.replacingUnspecifiedDimensions()
    }

    override func renderContent(_ rc: RenderContext) {
        controller?.view.frame = CGRect(origin: .zero, size: frame.size)
    }

    override func tearDown() {
        if let vc = controller, let c = coordinator { R.dismantleUIViewController(vc, coordinator: c) }
        super.tearDown()
    }
}

extension ViewGraph {
    func makeRepresentableNode(_ view: any View) -> ViewNode? {
        if let r = view as? any UIViewRepresentable { return viewNode(r) }
        if let r = view as? any UIViewControllerRepresentable { return controllerNode(r) }
        return nil
    }
    private func viewNode<R: UIViewRepresentable>(_ r: R) -> ViewNode { ViewRepresentableNode<R>(graph: self) }
    private func controllerNode<R: UIViewControllerRepresentable>(_ r: R) -> ViewNode { ControllerRepresentableNode<R>(graph: self) }
}
