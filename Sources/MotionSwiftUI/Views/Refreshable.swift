import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// Pull to refresh: SwiftUI's `refreshable`. A scroll view or list below gets UIKit's `UIRefreshControl`:
/// pulling the content down past its threshold runs `action` (a task on the scene's clock, so its
/// `Task.sleep`s take scene time), the spinner turning until the action returns. The action is also in
/// the environment (`@Environment(\.refresh)`).
extension View {
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environmentModifier { $0.refresh = RefreshAction(action: action) }
    }
}

/// The refresh action of the views below (`refreshable`): call it to refresh.
public struct RefreshAction {
    let action: @Sendable () async -> Void
    public func callAsFunction() async { await action() }
}

struct RefreshKey: EnvironmentKey { static var defaultValue: RefreshAction? { nil } }
extension EnvironmentValues {
    public var refresh: RefreshAction? { get { self[RefreshKey.self] } set { self[RefreshKey.self] = newValue } }
}

/// Keeps a scroll view's refresh control in step with the environment's refresh action.
final class RefreshBinding {
    var action: RefreshAction?
    private var task: Task<Void, Never>?

    func attach(to scroll: UIScrollView, action: RefreshAction?) {
        self.action = action
        guard action != nil else {
            if scroll.refreshControl != nil { scroll.refreshControl = nil }
            return
        }
        guard scroll.refreshControl == nil else { return }
        let control = UIRefreshControl()
        control.addAction(UIAction { [weak self, weak control] _ in
            guard let self, let control, let action = self.action else { return }
            self.run(action) { control.endRefreshing() }
        }, for: .valueChanged)
        scroll.refreshControl = control
    }

    private func run(_ action: RefreshAction, done: @escaping () -> Void) {
        task?.cancel()
        let context = AnimationContext.current
        let body = action.action
        task = Task(executorPreference: SceneClock.executor) {
            await SceneClock.$context.withValue(context) { await body() }
            done()
        }
        SceneClock.executor.drain()
    }
}
