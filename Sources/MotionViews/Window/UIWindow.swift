import Foundation

/// The root of a view tree: the host renders `rootLayer` (this window's layer and everything under
/// it) and feeds input through `sendTouch`/`sendTouches`, `sendWheel` and `sendKey`.
///
/// Window coordinates are the window's bounds coordinates, in points (320×568 for the seeds' screen).
///
/// A window shows a view controller with `rootViewController`; the host calls `makeKeyAndVisible()`
/// once at scene time 0, which runs the appearance callbacks (`viewWillAppear` … `viewDidAppear`), as
/// UIKit does when an app's window first comes on screen.
open class UIWindow: UIView {
    /// Pixels per point the host renders at.
    public var screenScale: CGFloat
    /// Receives key presses (SDL key names: "space", "left", "1", …); scenes install it.
    public var keyHandler: ((String) -> Void)?

    /// The touches down, by the host's finger identifier, and their order of arrival.
    var touchesByID: [Int: UITouch] = [:]
    /// Where the wheel event being delivered points (window points): views that scroll parts of
    /// themselves by the wheel (orthogonal collection sections) read it.
    var wheelLocation: CGPoint?
    var touchOrder: [Int] = []
    /// The last touch that ended: where and when, and its tap count (for `UITouch.tapCount`).
    var lastTapEnd: (location: CGPoint, time: CFTimeInterval, count: Int)?
    /// Routes touches through gesture recognizers before the views (created on first use).
    var gestureArenaStorage: GestureArena?

    /// The view controller whose view fills the window (see `UIWindow+ViewController.swift`).
    var rootViewControllerStorage: UIViewController?
    /// Set by `makeKeyAndVisible()`: from then on, view controllers' views entering or leaving this
    /// window get their appearance callbacks.
    public internal(set) var isKeyWindow = false
    /// Whether the window stands for an iPhone of its size (`DeviceChrome`): its safe area is the
    /// device's and it draws the status bar (and the notch or island and the home indicator). A preview
    /// of a view controller turns it on (`Preview(…, deviceChrome:)`); a bare window has no chrome.
    public var showsDeviceChrome = false {
        didSet { if showsDeviceChrome != oldValue { updateDeviceChrome() } }
    }
    /// The chrome's views while shown (kept in front of every other subview).
    var statusBarView: StatusBarView?
    var homeIndicatorView: HomeIndicatorView?
    /// The safe area last reported, to tell the views when it changes.
    var lastDeviceSafeAreaInsets = UIEdgeInsets.zero

    /// The scene of `init(windowScene:)` (weakly: the scene holds its windows' delegate, not the window).
    weak var windowSceneStorage: UIWindowScene?
    /// For a window a launched app folder made (not on screen): the preview window that shows it, to
    /// which its root view controller and `makeKeyAndVisible()` are handed (see `AppLaunch`).
    weak var displayWindow: UIWindow?

    public override init(frame: CGRect) {
        screenScale = UIServices.screenScale
        super.init(frame: frame)
        becomeScreenIfFirst()
    }

    /// `UIWindow()`: since iOS 9 a window made without a frame fills the main screen (app delegates
    /// write `window = UIWindow()` and set a root view controller whose `viewDidLoad` sizes its views to
    /// `view.frame`). `UIWindow(frame: .zero)` stays zero.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    /// A window with a zero frame (nothing is decoded: see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        screenScale = UIServices.screenScale
        super.init(coder: coder)
        becomeScreenIfFirst()
    }

    /// The session's first window is its screen until one is made key (a preview builds its window,
    /// installs the root controller — whose viewDidLoad may read UIScreen.main — then shows it).
    private func becomeScreenIfFirst() {
        let state = ViewAnimationState.current
        if state.keyWindow == nil { state.keyWindow = self }
        state.windows.removeAll { $0.value == nil }
        state.windows.append(WeakWindow(value: self))
    }

    /// The layer tree the host renders (this window's layer).
    public var rootLayer: CALayer { layer }

    /// The window ends the responder chain.
    open override var next: UIResponder? { nil }

    /// A size change that changes the size classes (a preview window turned to landscape) calls
    /// `traitCollectionDidChange(_:)` on every view and view controller in the window.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldSize = super.bounds.size
            guard newValue.size != oldSize else {
                super.bounds = newValue
                return
            }
            // UIKit tells the controllers before the size changes, and runs the coordinator's blocks after.
            let coordinator = SizeTransitionCoordinator(window: self)
            let newTraits = UITraitCollection.screen(size: newValue.size, scale: screenScale, style: traitStyleStorage, level: traitElevatedStorage ? .elevated : .base)
            if newTraits != UITraitCollection.screen(size: oldSize, scale: screenScale, style: traitStyleStorage, level: traitElevatedStorage ? .elevated : .base) {
                rootViewControllerStorage?.willTransition(to: newTraits, with: coordinator)
            }
            rootViewControllerStorage?.viewWillTransition(to: newValue.size, with: coordinator)
            super.bounds = newValue
            if showsDeviceChrome { updateDeviceChrome() }
            let before = UITraitCollection.screen(size: oldSize, scale: screenScale, style: traitStyleStorage, level: traitElevatedStorage ? .elevated : .base)
            if before != traitCollection { notifyTraitChange(from: before) }
            layoutIfNeeded()
            coordinator.finish()
        }
    }

    /// The first touch down (in order of arrival), if any.
    public var currentTouch: UITouch? { touchOrder.first.flatMap { touchesByID[$0] } }

    /// Every touch down now, in order of arrival.
    public var activeTouches: [UITouch] { touchOrder.compactMap { touchesByID[$0] } }

    var gestureArena: GestureArena {
        if let a = gestureArenaStorage { return a }
        let a = GestureArena(window: self)
        gestureArenaStorage = a
        return a
    }

    /// Keeps the root view controller's view and presented views filling the window.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutViewControllerViews()
        layoutDeviceChrome()
    }

    /// Keeps the chrome in front of views added later (presented controllers, your own overlays).
    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        if subview !== statusBarView, subview !== homeIndicatorView { keepChromeInFront() }
    }
}
