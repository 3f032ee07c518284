import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// `ToolbarItem(placement: .keyboard)` / `ToolbarItemGroup(placement: .keyboard)`: as on iOS, the items
/// are shown in a bar above the on-screen keyboard while a text field or text editor under the
/// `toolbar` modifier is being edited — never in the bottom toolbar. The bar is a `UIToolbar` (44 points,
/// UIKit's bar look) made the fields' `inputAccessoryView`, which the keyboard shows above itself and
/// slides with it. A `Spacer()` is a flexible space (the "Done" at the trailing edge idiom); a button
/// labelled with text, a symbol or a `Label` is a bar button item running the latest action; any other
/// view is shown by a hosting view of its own.
final class KeyboardToolbar {
    let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    private var keys: [String] = []
    private var actions: [ActionBox] = []
    private var hosts: [HostingView?] = []

    /// Runs the item's latest action (the item's own action closure is made once).
    private final class ActionBox {
        var run: () -> Void = {}
    }

    /// Makes the bar's items for `items` again where what they show changed; actions are always the latest.
    func update(_ items: [ResolvedToolbarItem], environment: EnvironmentValues, transaction: Transaction) {
        var newKeys: [String] = [], newActions: [ActionBox] = [], newHosts: [HostingView?] = []
        var barItems: [UIBarButtonItem] = []
        let old = bar.items ?? []
        for (i, r) in items.enumerated() {
            let button = ToolbarViews.barButton(r.content)
            let spacer = Self.isSpacer(r.content)
            let key = spacer ? "spacer" : button.map { "b|\($0.title ?? "")|\($0.image ?? "")" } ?? "v\(i)"
            let box = i < keys.count && keys[i] == key ? actions[i] : ActionBox()
            var host = i < keys.count && keys[i] == key ? hosts[i] : nil
            if let button { box.run = button.action }
            let item: UIBarButtonItem
            if i < keys.count, keys[i] == key, i < old.count {
                item = old[i]
            } else if spacer {
                item = UIBarButtonItem(systemItem: .flexibleSpace)
            } else if let b = button {
                let image = b.image.flatMap { UIImage(systemName: $0) }
                item = UIBarButtonItem(title: image == nil ? b.title : nil, image: image, primaryAction: UIAction { _ in box.run() })
            } else {
                let h = HostingView(rootView: r.content)
                host = h
                item = UIBarButtonItem(customView: h)
            }
            if let host {
                host.graph.rootEnvironment = environment
                host.graph.setRoot(r.content, transaction: transaction)
                host.frame.size = ToolbarViews.fittingSize(of: host)
            }
            newKeys.append(key); newActions.append(box); newHosts.append(host)
            barItems.append(item)
        }
        keys = newKeys; actions = newActions; hosts = newHosts
        if old.count != barItems.count || zip(old, barItems).contains(where: { $0 !== $1 }) { bar.items = barItems }
    }

    /// Whether a toolbar view is a `Spacer` (under modifiers).
    static func isSpacer(_ view: AnyView) -> Bool {
        var v: any View = view.view
        while true {
            if let any = v as? AnyView { v = any.view; continue }
            if v is Spacer { return true }
            guard let mc = v as? AnyModifiedContent else { return false }
            v = mc.anyContent
        }
    }
}

struct KeyboardToolbarKey: EnvironmentKey { static var defaultValue: KeyboardToolbar? { nil } }
extension EnvironmentValues {
    /// The keyboard bar of the nearest `toolbar` with `.keyboard` items above (text fields make it their
    /// `inputAccessoryView`).
    var keyboardToolbar: KeyboardToolbar? { get { self[KeyboardToolbarKey.self] } set { self[KeyboardToolbarKey.self] = newValue } }
}
