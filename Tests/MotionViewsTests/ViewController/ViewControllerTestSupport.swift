import XCTest
@testable import MotionViews

/// A shared, ordered record of lifecycle calls.
final class LifecycleLog {
    var entries: [String] = []
    func add(_ s: String) { entries.append(s) }
    /// Entries whose text contains one of `parts`.
    func only(_ parts: String...) -> [String] { entries.filter { e in parts.contains { e.contains($0) } } }
    /// The appearance entries only.
    var appearance: [String] { only("Appear", "Disappear") }
}

/// Records every lifecycle callback as "name.callback(argument)".
class LoggingController: UIViewController {
    let name: String
    let log: LifecycleLog
    var viewSizeAtDidLoad: CGSize?

    init(_ name: String, _ log: LifecycleLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() { log.add("\(name).loadView"); super.loadView() }
    override func viewDidLoad() { super.viewDidLoad(); viewSizeAtDidLoad = view.bounds.size; log.add("\(name).viewDidLoad") }
    override func viewWillAppear(_ a: Bool) { super.viewWillAppear(a); log.add("\(name).viewWillAppear(\(a))") }
    override func viewDidAppear(_ a: Bool) { super.viewDidAppear(a); log.add("\(name).viewDidAppear(\(a))") }
    override func viewWillDisappear(_ a: Bool) { super.viewWillDisappear(a); log.add("\(name).viewWillDisappear(\(a))") }
    override func viewDidDisappear(_ a: Bool) { super.viewDidDisappear(a); log.add("\(name).viewDidDisappear(\(a))") }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); log.add("\(name).viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); log.add("\(name).viewDidLayoutSubviews") }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.add("\(name).willMove(\((parent as? LoggingController)?.name ?? (parent == nil ? "nil" : "nav")))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.add("\(name).didMove(\((parent as? LoggingController)?.name ?? (parent == nil ? "nil" : "nav")))")
    }
}

/// The window of the running test: views hold their superview weakly, so a window nobody keeps would
/// vanish under the test.
var testWindow: UIWindow?

/// A visible window (made key) showing `root`, the log cleared after. The window stays alive until the
/// next call.
@discardableResult
func showInWindow(_ root: UIViewController, log: LifecycleLog) -> UIWindow {
    let w = makeWindow()
    testWindow = w
    w.rootViewController = root
    w.makeKeyAndVisible()
    log.entries = []
    return w
}

/// UIKit's ease-out, cubic-bezier(0, 0, 0.58, 1), solved independently of the engine.
func easeOut(_ x: Double) -> Double { bezierTiming(x, 0, 0, 0.58, 1) }

/// Presentation position of `view`'s layer now.
func onScreen(_ view: UIView) -> CGPoint { view.layer.presentationProperties().position }

/// A key window of a 375×667 iPhone (`deviceChrome`: its status bar and safe areas) showing a plain root
/// controller to present from, laid out; the animation clock reset. The window stays alive until the next
/// test makes one.
func presentingHost(deviceChrome: Bool = false) -> (UIWindow, UIViewController) {
    AnimationDriver.shared.reset()
    let root = UIViewController()
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    w.showsDeviceChrome = deviceChrome
    testWindow = w
    w.rootViewController = root
    w.makeKeyAndVisible()
    w.layoutIfNeeded()
    return (w, root)
}
