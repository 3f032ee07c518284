import UIKit

extension Notification.Name {
    static let drawerWasReleased = Notification.Name("DrawerWasReleased")
}

/// A bottom drawer: drag it up; on release the pan handler posts a notification, whose observer (by
/// selector) opens the drawer; it closes again by itself 1.5 s later.
class DrawerViewController: UIViewController {

    let drawer = UIView(frame: CGRect(x: 0, y: 468, width: 320, height: 400))
    static let openY: CGFloat = 168, closedY: CGFloat = 468

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        drawer.backgroundColor = .systemBlue
        drawer.layer.cornerRadius = 20
        drawer.accessibilityIdentifier = "drawer"
        view.addSubview(drawer)
        drawer.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
        NotificationCenter.default.addObserver(self, selector: #selector(drawerWasReleased(_:)),
                                               name: .drawerWasReleased, object: nil)
    }

    @objc func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .changed:
            let y = Self.closedY + pan.translation(in: view).y
            drawer.frame.origin.y = max(Self.openY, min(Self.closedY, y))
        case .ended:
            NotificationCenter.default.post(name: .drawerWasReleased, object: self)
        default:
            break
        }
    }

    @objc func drawerWasReleased(_ note: Notification) {
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseOut, animations: {
            self.drawer.frame.origin.y = Self.openY
        })
        perform(#selector(closeDrawer), with: nil, afterDelay: 1.5)
    }

    @objc func closeDrawer() {
        UIView.animate(withDuration: 0.3) {
            self.drawer.frame.origin.y = Self.closedY
        }
    }
}
