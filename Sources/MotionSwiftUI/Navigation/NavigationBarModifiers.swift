import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// The navigation modifiers: each sets the navigation item of the screen its view is on (the hosting
/// controller of a stack's root or destination), as SwiftUI's set the bar of that screen. Outside a
/// navigation stack they change nothing visible (the item is no bar's).
extension View {
    @_disfavoredOverload
    public func navigationTitle(_ title: String) -> some View { navigationItem { item, _ in if item.title != title { item.title = title } } }
    public func navigationTitle(_ title: Text) -> some View { navigationTitle(title.content) }
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey.value) }
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(String(title)) }

    /// `.large`: the large title; `.inline`: the title in the bar; `.automatic`: as the screen below.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationItem { item, _ in
            let m: UINavigationItem.LargeTitleDisplayMode
            switch mode {
            case .automatic: m = .automatic
            case .inline: m = .never
            case .large: m = .always
            }
            if item.largeTitleDisplayMode != m { item.largeTitleDisplayMode = m }
        }
    }

    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        navigationItem { item, _ in if item.hidesBackButton != hidesBackButton { item.hidesBackButton = hidesBackButton } }
    }

    /// Hides the navigation bar while this screen shows (iOS 13's spelling).
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        navigationItem { _, controller in
            guard let nav = controller.navigationController, nav.topViewController === controller, nav.isNavigationBarHidden != hidden else { return }
            nav.setNavigationBarHidden(hidden, animated: false)
        }
    }

    /// `.toolbar(.hidden, for: .navigationBar)` and friends: the bar's visibility on this screen.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        navigationItem { _, controller in
            guard visibility != .automatic else { return }
            // The tab bar: hidden while this screen is pushed (UIKit's `hidesBottomBarWhenPushed`, read when pushed).
            if bars.contains(.tabBar), controller.hidesBottomBarWhenPushed != (visibility == .hidden) {
                controller.hidesBottomBarWhenPushed = visibility == .hidden
            }
            guard let nav = controller.navigationController, nav.topViewController === controller else { return }
            let hidden = visibility == .hidden
            if bars.isEmpty || bars.contains(.navigationBar), nav.isNavigationBarHidden != hidden { nav.setNavigationBarHidden(hidden, animated: false) }
            if bars.contains(.bottomBar), nav.isToolbarHidden != hidden { nav.setToolbarHidden(hidden, animated: false) }
        }
    }

    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }

    func navigationItem(_ apply: @escaping (UINavigationItem, UIViewController) -> Void) -> some View {
        modifier(NavigationItemModifier(apply: apply))
    }
}

/// `NavigationView`'s styles: on an iPhone every style is a stack.
public protocol NavigationViewStyle {}
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: DefaultNavigationViewStyle { .init() } }

/// Applies a change to the navigation item of the hosting controller a view is on, at each update.
struct NavigationItemModifier: ViewModifier, PrimitiveModifier {
    let apply: (UINavigationItem, UIViewController) -> Void
    func body(content: Content) -> Never { primitiveBody("navigationItem") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { NavigationItemNode(graph: graph) }
}

final class NavigationItemNode: TransparentNode {
    override func modify(_ modifier: Any, _ ctx: inout UpdateContext) {
        guard let m = modifier as? NavigationItemModifier, let controller = ctx.environment.hostingController?.controller else { return }
        m.apply(controller.navigationItem, controller)
    }
}
