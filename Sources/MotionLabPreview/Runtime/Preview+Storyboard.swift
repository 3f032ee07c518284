import Foundation
import UIKit

extension Preview {
    /// A storyboard's scene: its initial view controller (a navigation controller with its root, or any
    /// scene), or with `identifier` the scene of that Storyboard ID — made anew from the storyboard for
    /// each replay and reset. The storyboard is one the MotionLabPort plugin compiled from the target's
    /// `iOS/` folder; a name or identifier it does not have fails the preview with a message listing
    /// the ones it has. `deviceChrome` as for view-controller previews (the device's safe area and bars).
    ///
    ///     Preview("app", storyboard: "Main")
    ///     Preview("detail", storyboard: "Main", identifier: "Detail")
    public init(_ name: String, title: String? = nil, size: CGSize = Preview.defaultSize, deviceChrome: Bool = true,
                storyboard: String, identifier: String? = nil) {
        self.init(name, title: title ?? "\(storyboard).storyboard" + (identifier.map { " · \($0)" } ?? ""), size: size) { window, _ in
            window.showsDeviceChrome = deviceChrome
            return ViewControllerContent(window: window, viewController: try StoryboardPreview.viewController(storyboard: storyboard, identifier: identifier))
        }
    }
}

/// Making a storyboard preview's controller, with the preview's errors instead of UIKit's exceptions.
enum StoryboardPreview {
    static func viewController(storyboard name: String, identifier: String?) throws -> UIViewController {
        guard let definition = InterfaceBuilderRegistry.storyboard(named: name) else {
            let known = InterfaceBuilderRegistry.storyboardNames
            throw PreviewError.badPreview("no storyboard named '\(name)'" + (known.isEmpty
                ? " (this program has none: put the .storyboard files in the target's iOS/ folder, compiled through the MotionLabPort plugin)"
                : "; storyboards: \(known.joined(separator: ", "))"))
        }
        let board = UIStoryboard(name: name, bundle: nil)
        if let identifier {
            guard definition.identifiers[identifier] != nil else {
                let ids = definition.identifiers.keys.sorted()
                throw PreviewError.badPreview("storyboard '\(name)' has no scene with Storyboard ID '\(identifier)'" + (ids.isEmpty ? " (it has no Storyboard IDs)" : "; IDs: \(ids.joined(separator: ", "))"))
            }
            return board.instantiateViewController(withIdentifier: identifier)
        }
        guard let vc = board.instantiateInitialViewController() else {
            let ids = definition.identifiers.keys.sorted()
            throw PreviewError.badPreview("storyboard '\(name)' has no initial view controller; preview a scene by its Storyboard ID" + (ids.isEmpty ? "" : " (\(ids.joined(separator: ", ")))"))
        }
        return vc
    }
}
