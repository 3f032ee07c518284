import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// The hosting controller whose screen a view is on (weakly): what `navigationTitle`, `toolbar`,
/// `sheet` and `alert` address — its navigation item, and the controller that presents.
struct HostingControllerReference {
    weak var controller: UIViewController?
    init(_ controller: UIViewController) { self.controller = controller }
}

struct HostingControllerKey: EnvironmentKey { static var defaultValue: HostingControllerReference? { nil } }
struct NavigationCoordinatorKey: EnvironmentKey { static var defaultValue: NavigationCoordinator? { nil } }

extension EnvironmentValues {
    var hostingController: HostingControllerReference? {
        get { self[HostingControllerKey.self] }
        set { self[HostingControllerKey.self] = newValue }
    }
    /// The navigation stack a view is in (nil outside one).
    var navigationCoordinator: NavigationCoordinator? {
        get { self[NavigationCoordinatorKey.self] }
        set { self[NavigationCoordinatorKey.self] = newValue }
    }
}

/// A SwiftUI screen shown by UIKit inside another SwiftUI screen: a navigation stack's root and
/// destinations, a sheet, a cover. Its view graph is its own (the state of the views first made in it
/// lives there), its environment the one of the view that shows it, and its root view is given again,
/// in the same transaction, each time that view is updated, so what it shows follows the state it
/// reads (bindings into the presenting screen included).
final class NestedHostingController: UIHostingController<AnyView> {
    /// Called once when the controller leaves its navigation stack or is dismissed (by the user, by
    /// `dismiss`, or by the presenting view).
    var onRemoval: (() -> Void)?

    init(root: AnyView, environment: EnvironmentValues) {
        super.init(rootView: AnyView(EditModeHost(content: root)))
        var env = environment
        env.isPresented = true
        inheritedEnvironment = env
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `root` with `environment` (and this controller's own values), animating the changes as
    /// `transaction` says.
    func update(root: AnyView, environment: EnvironmentValues, transaction: Transaction) {
        var env = environment
        env.isPresented = true
        inheritedEnvironment = env
        let screen = AnyView(EditModeHost(content: root))
        guard let host = hostingView else { rootView = screen; return }
        var screenEnvironment = self.environment(from: env)
        screenEnvironment.isElevatedLevel = host.graph.rootEnvironment.isElevatedLevel   // its own level, not the presenter's
        host.graph.rootEnvironment = screenEnvironment
        host.graph.setRoot(screen, transaction: transaction)
        // A screen under a pushed one (or under a full-screen cover) is out of the window, where no
        // layout pass reaches it: it takes the change now, as SwiftUI updates screens out of sight.
        if host.window == nil { host.updateNow() }
    }

    /// Evaluates the root's bodies now, so the modifiers that configure this controller (title, bar
    /// items, detents) have run before UIKit shows it.
    func prepare(size: CGSize) {
        loadViewIfNeeded()
        hostingView?.graph.update(size: size, safeArea: EdgeInsets())
    }

    /// UIKit tells a controller it disappeared before it lets go of it (a dismissed one still has its
    /// presenter then): whether it left is read once that is done, at the scene's next timer turn.
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard let removal = onRemoval else { return }
        SceneTimer.scheduledTimer(withTimeInterval: 0, repeats: false) { [weak self] _ in
            // Gone already (nothing kept the popped or dismissed screen): it left.
            guard let self else { return removal() }
            guard self.navigationController == nil, self.presentingViewController == nil, let f = self.onRemoval else { return }
            self.onRemoval = nil
            f()
        }
    }

}
