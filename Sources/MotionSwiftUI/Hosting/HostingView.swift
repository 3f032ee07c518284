import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// The UIKit view that shows a SwiftUI view tree: it owns the view graph, updates it in the
/// frame's layout phase (`layoutSubviews`) and holds the root views' layers.
public final class HostingView: UIView {
    let graph = ViewGraph()

    public init<Content: View>(rootView: Content) {
        super.init(frame: .zero)
        graph.host = self
        graph.setRoot(rootView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        graph.host = self
    }

    /// The `preferredColorScheme` requests of this view's graph, in the order made (`PreferredColorScheme.swift`).
    var colorSchemeRequests: [(node: ObjectIdentifier, scheme: ColorScheme)] = []
    /// The style this view last set on its presentation for them (`.unspecified`: none).
    var appliedColorSchemeStyle: UIUserInterfaceStyle = .unspecified
    /// `statusBarHidden(_:)` modifiers' requests, in the order made (see StatusBarHidden.swift).
    var statusBarHiddenRequests: [(node: ObjectIdentifier, hidden: Bool)] = []
    /// Whether the root environment's `colorScheme` follows this view's traits (false for a screen shown
    /// inside another SwiftUI view, which inherits the presenting view's environment).
    var colorSchemeFollowsTraits = true

    /// Schedules an update at the next layout pass.
    func requestUpdate() { setNeedsLayout() }

    /// A display link that runs the graph's per-frame work each frame while there is any.
    var frameLink: CADisplayLink?

    func startFrames() {
        guard frameLink == nil else { return }
        let link = CADisplayLink { [weak self] link in
            guard let self else { link.invalidate(); return }
            if self.graph.perFrame.isEmpty {
                link.invalidate()
                self.frameLink = nil
                return
            }
            self.graph.runPerFrame()
        }
        link.add(to: .main, forMode: .common)
        frameLink = link
    }

    /// Sets a new root view (`UIHostingController.rootView`).
    func setRootView(_ view: any View) { graph.setRoot(view) }

    public override func layoutSubviews() {
        super.layoutSubviews()
        var env = graph.rootEnvironment
        let scale = UIServices.screenScale
        if env.displayScale != scale { env.displayScale = scale; graph.rootEnvironment = env; graph.needsRootUpdate = true }
        // The appearance: the traits' style (light/dark) is the root's colour scheme.
        applyColorSchemeRequest()
        let traits = traitCollection
        let scheme: ColorScheme = traits.userInterfaceStyle == .dark ? .dark : .light
        if colorSchemeFollowsTraits, graph.rootEnvironment.colorScheme != scheme {
            graph.rootEnvironment.colorScheme = scheme
            graph.needsRootUpdate = true
        }
        // The level (a sheet's backgrounds are elevated) always follows the traits.
        let elevated = traits.userInterfaceLevel == .elevated
        if graph.rootEnvironment.isElevatedLevel != elevated {
            graph.rootEnvironment.isElevatedLevel = elevated
            graph.needsRootUpdate = true
        }
        // Out of a window (a screen under a pushed one) a view has no safe area: the graph keeps the one it
        // was last laid out with, so the screen comes back laid out as it was.
        let insets = safeAreaInsets
        // SwiftUI's keyboard safe area: while the keyboard covers the bottom, the content's bottom inset is
        // the keyboard's top (a composer at the bottom rises above it; `ignoresSafeArea()` goes under it).
        if !avoidsKeyboard { avoidsKeyboard = true }
        let bottom = max(insets.bottom, keyboardOverlap)
        let safeArea = window == nil && graph.lastSize.width >= 0
            ? graph.lastSafeArea
            : EdgeInsets(top: insets.top, leading: insets.left, bottom: bottom, trailing: insets.right)
        graph.update(size: bounds.size, safeArea: safeArea)
        // Placed by Auto Layout: the content's ideal size is the intrinsic size; tell the engine when it changes.
        if !translatesAutoresizingMaskIntoConstraints {
            let ideal = idealSize
            if ideal != reportedIdealSize {
                reportedIdealSize = ideal
                invalidateIntrinsicContentSize()
            }
        }
    }

    /// The intrinsic size last reported to Auto Layout.
    private var reportedIdealSize: CGSize?

    /// The root view's ideal size (its size for an unspecified proposal), or nil before the graph has a
    /// root or when it is not finite.
    private var idealSize: CGSize? {
        if graph.rootNode == nil { graph.update(size: bounds.size, safeArea: EdgeInsets()) }
        guard let root = graph.rootNode?.layoutNodes().first else { return nil }
        let s = root.sizeThatFits(.unspecified)
        return s.width.isFinite && s.height.isFinite ? CGSize(width: ceil(s.width), height: ceil(s.height)) : nil
    }

    /// As SwiftUI's hosting view: the root view's ideal size, so a hosting controller's view placed by
    /// Auto Layout with only a position (a badge centred under a label) takes the size its content wants
    /// rather than none. Views sized by their frames (the usual full-screen root) report none.
    public override var intrinsicContentSize: CGSize {
        guard !translatesAutoresizingMaskIntoConstraints, let s = idealSize else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return s
    }

    /// The root layout nodes' views are this view's subviews, in order.
    func syncRootSubviews(_ nodes: [LayoutNode]) {
        let views = nodes.map(\.hostView)
        let current = subviews.filter { $0 is NodeHosted }
        if current.count == views.count && zip(current, views).allSatisfy({ $0 === $1 }) { return }
        for v in current where !views.contains(where: { $0 === v }) { v.removeFromSuperview() }
        for v in views { addSubview(v) }
    }

    /// Runs the update now (tests and benchmarks; the frame's layout phase calls it otherwise).
    public func updateNow() {
        setNeedsLayout()
        layoutIfNeeded()
    }
}

/// A view controller whose view shows a SwiftUI view: SwiftUI's `UIHostingController`.
open class UIHostingController<Content: View>: UIViewController {
    public var rootView: Content {
        didSet { hostingView?.setRootView(rootView) }
    }
    var hostingView: HostingView?

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        preconditionFailure("UIHostingController(coder:) needs a root view: use init(rootView:)")
    }

    /// The environment the root view starts from when this controller shows a SwiftUI screen inside
    /// another (a navigation destination, a sheet, a bar item): the presenting view's environment.
    var inheritedEnvironment: EnvironmentValues?

    open override func loadView() {
        let v = HostingView(rootView: rootView)
        v.graph.rootEnvironment = environment(from: inheritedEnvironment ?? v.graph.rootEnvironment)
        v.colorSchemeFollowsTraits = inheritedEnvironment == nil
        v.backgroundColor = .systemBackground
        hostingView = v
        view = v
    }

    /// `base` with what belongs to this controller: `dismiss` (pops a pushed screen, dismisses a presented
    /// one, as SwiftUI's does) and the controller its navigation modifiers and presentations address.
    func environment(from base: EnvironmentValues) -> EnvironmentValues {
        var env = base
        env.dismiss = DismissAction { [weak self] in
            guard let self else { return }
            if let nav = self.navigationController, let i = nav.viewControllers.firstIndex(where: { $0 === self }), i > 0 {
                _ = nav.popToViewController(nav.viewControllers[i - 1], animated: true)
            } else {
                self.dismiss(animated: true)
            }
        }
        env.hostingController = HostingControllerReference(self)
        return env
    }

    /// The size the root view wants for a proposal.
    public func sizeThatFits(in size: CGSize) -> CGSize {
        loadViewIfNeeded()
        guard let h = hostingView else { return .zero }
        h.graph.update(size: size, safeArea: EdgeInsets())
        let roots = h.graph.rootNode?.layoutNodes() ?? []
        return roots.first?.sizeThatFits(ProposedViewSize(size)) ?? .zero
    }

    public var sizingOptions: UIHostingControllerSizingOptions = []

    /// What the screen's `statusBarHidden(_:)` modifiers ask for (the last one made wins).
    open override var prefersStatusBarHidden: Bool { hostingView?.statusBarHiddenRequests.last?.hidden ?? false }
}

public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}

extension UIHostingController: LargeTitleContentScrollViewProviding {
    /// The screen's first vertical scroll view in the view tree's order (its `List`, `Form` or
    /// `ScrollView`), not looking inside scroll views: what SwiftUI's navigation bar follows.
    package var largeTitleContentScrollView: UIScrollView? {
        guard let root = viewIfLoaded else { return nil }
        func first(in v: UIView) -> UIScrollView? {
            for c in v.subviews where !c.isHidden {
                if let s = c as? ScrollHostView {
                    if s.scrollAxes.contains(.vertical) { return s }
                    continue
                }
                if let s = c as? UIScrollView { return s }
                if let found = first(in: c) { return found }
            }
            return nil
        }
        return first(in: root)
    }
}
