import Foundation

/// Child view controllers, by Apple's containment rules:
///
///     addChild(child)                      // calls child.willMove(toParent: self)
///     view.addSubview(child.view)          // appearance callbacks if the window is visible
///     child.didMove(toParent: self)        // yours to call
///
///     child.willMove(toParent: nil)        // yours to call
///     child.view.removeFromSuperview()
///     child.removeFromParent()             // calls child.didMove(toParent: nil)
extension UIViewController {
    /// The containing controller, if any.
    public var parent: UIViewController? { parentStorage }

    /// The contained controllers, in the order added.
    public var children: [UIViewController] { childStorage }

    /// `addChild(_:)`'s work (the overridable method is in the class body).
    func performAddChild(_ childController: UIViewController) {
        precondition(childController !== self, "a view controller cannot be its own child")
        if childController.parentStorage === self { return }
        if childController.parentStorage != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        childStorage.append(childController)
        childController.parentStorage = self
    }

    /// `removeFromParent()`'s work.
    func performRemoveFromParent() {
        guard let p = parentStorage else { return }
        p.childStorage.removeAll { $0 === self }
        parentStorage = nil
        didMove(toParent: nil)
    }

    /// The nearest navigation controller among the ancestors (or self).
    public var navigationController: UINavigationController? {
        var c: UIViewController? = parentStorage
        while let cur = c {
            if let n = cur as? UINavigationController { return n }
            c = cur.parentStorage
        }
        return nil
    }
}
