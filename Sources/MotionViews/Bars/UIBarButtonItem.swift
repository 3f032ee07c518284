import Foundation

/// UIKit's `UIBarButtonItem`: a button in a navigation bar or toolbar — a title, an image, one of the
/// system items, or your own view (`customView`) — with an action.
///
/// The action is the target and method of `init(title:style:target:action:)` and its siblings (the
/// MotionLabPort rewrite makes `#selector(done(_:))` a method reference, `MyVC.done(_:)`; the method
/// may take the item — typed `UIBarButtonItem`, `Any`, `Any?` … — or nothing), or a `primaryAction`.
/// A tap on the item's view in the bar runs it; the target is held weakly, as UIKit's. A `menu` is
/// kept and not shown (there are no context menus in the preview): an item with a menu and no action
/// does nothing when tapped.
open class UIBarButtonItem: UIBarItem {
    /// UIKit's item styles (raw values UIKit's). `.done` draws its title semibold.
    public enum Style: Int, Sendable {
        case plain = 0
        /// Deprecated on iOS 8; drawn as `.plain`.
        case bordered = 1
        case done = 2
    }

    /// UIKit's system items (raw values UIKit's).
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl = 23
        case close = 24
    }

    /// The style (`.plain` unless given).
    open var style: Style = .plain { didSet { if style != oldValue { itemDidChange() } } }
    /// The width of a fixed space (points), or of the item when positive (0: its natural width).
    open var width: CGFloat = 0 { didSet { if width != oldValue { itemDidChange() } } }
    /// A view shown instead of a button (it handles its own touches; the item's action is not run).
    open var customView: UIView? { didSet { if customView !== oldValue { itemDidChange() } } }
    /// The object the action is sent to (held weakly).
    open weak var target: AnyObject?
    /// The colour of the title and template image (nil: the bar's tint).
    open var tintColor: UIColor? { didSet { if tintColor != oldValue { itemDidChange() } } }
    /// iOS 14's action, run on a tap (its title and image are the item's when it has them).
    open var primaryAction: UIAction? { didSet { if primaryAction !== oldValue { adopt(primaryAction) } } }
    /// iOS 14's menu: kept, not shown (see the type's note).
    open var menu: UIMenu?
    /// iOS 16's `isHidden`: a hidden item takes no room in its bar.
    open var isHidden = false { didSet { if isHidden != oldValue { itemDidChange() } } }
    /// Titles the item may take, so the bar reserves the widest (kept; the preview sizes to the title).
    open var possibleTitles: Set<String>?
    /// iOS 15's `isSelected`, for toggle-like items (kept).
    open var isSelected = false
    /// iOS 15's `changesSelectionAsPrimaryAction` (kept).
    open var changesSelectionAsPrimaryAction = false
    /// The system item the item was made with, if any.
    public private(set) var systemItem: SystemItem?

    /// What a tap runs: the target's method (with this item as the sender when it takes one).
    var methodAction: ((UIBarButtonItem) -> Void)?

    public override init() {
        super.init()
    }

    /// UIKit's `init?(coder:)` (nothing is decoded: an empty plain item).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Title, image and system items without an action

    /// An item with `title` and no action (`target: nil, action: nil` in UIKit's form).
    public convenience init(title: String?, style: Style, target: Any?, action: UIControl.NoAction?) {
        self.init()
        self.title = title
        self.style = style
    }

    /// An item with `image` and no action.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: UIControl.NoAction?) {
        self.init()
        self.image = image
        self.style = style
    }

    /// A system item with no action (`.flexibleSpace`, `.fixedSpace` commonly).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: UIControl.NoAction?) {
        self.init()
        applySystemItem(systemItem)
    }

    /// An item showing `customView`, which handles its own touches.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    // MARK: iOS 14 actions and menus

    /// iOS 14's `init(title:image:primaryAction:menu:)`.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.menu = menu
        self.primaryAction = primaryAction
    }

    /// iOS 14's `init(systemItem:primaryAction:menu:)`.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        applySystemItem(systemItem)
        self.menu = menu
        self.primaryAction = primaryAction
    }

    /// iOS 14's flexible space: takes what is left of a toolbar, shared with other flexible spaces.
    open class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// iOS 14's fixed space of `width` points.
    open class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    // MARK: Target–action (method references, what the port makes of #selector)

    /// `init(title:style:target:action:)` with a method taking the item (`func done(_ sender: UIBarButtonItem)`).
    public convenience init<Target: AnyObject, Sender>(title: String?, style: Style, target: Target?,
                                                       action: @escaping (Target) -> (Sender) -> Void) {
        self.init()
        self.title = title
        self.style = style
        setAction(target: target, action)
    }

    /// `init(title:style:target:action:)` with a method taking nothing (`func done()`).
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target?,
                                               action: @escaping (Target) -> () -> Void) {
        self.init()
        self.title = title
        self.style = style
        setAction(target: target, action)
    }

    /// `init(image:style:target:action:)` with a method taking the item.
    public convenience init<Target: AnyObject, Sender>(image: UIImage?, style: Style, target: Target?,
                                                       action: @escaping (Target) -> (Sender) -> Void) {
        self.init()
        self.image = image
        self.style = style
        setAction(target: target, action)
    }

    /// `init(image:style:target:action:)` with a method taking nothing.
    public convenience init<Target: AnyObject>(image: UIImage?, style: Style, target: Target?,
                                               action: @escaping (Target) -> () -> Void) {
        self.init()
        self.image = image
        self.style = style
        setAction(target: target, action)
    }

    /// `init(image:landscapeImagePhone:style:target:action:)` with a method taking the item.
    public convenience init<Target: AnyObject, Sender>(image: UIImage?, landscapeImagePhone: UIImage?, style: Style,
                                                       target: Target?, action: @escaping (Target) -> (Sender) -> Void) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    /// `init(barButtonSystemItem:target:action:)` with a method taking the item.
    public convenience init<Target: AnyObject, Sender>(barButtonSystemItem systemItem: SystemItem, target: Target?,
                                                       action: @escaping (Target) -> (Sender) -> Void) {
        self.init()
        applySystemItem(systemItem)
        setAction(target: target, action)
    }

    /// `init(barButtonSystemItem:target:action:)` with a method taking nothing.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target?,
                                               action: @escaping (Target) -> () -> Void) {
        self.init()
        applySystemItem(systemItem)
        setAction(target: target, action)
    }

    /// iOS 16's `init(title:image:target:action:menu:)` with a method taking the item.
    public convenience init<Target: AnyObject, Sender>(title: String? = nil, image: UIImage? = nil, target: Target?,
                                                       action: @escaping (Target) -> (Sender) -> Void, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.menu = menu
        setAction(target: target, action)
    }

    /// iOS 16's `init(title:image:target:action:menu:)` with a method taking nothing.
    public convenience init<Target: AnyObject>(title: String? = nil, image: UIImage? = nil, target: Target?,
                                               action: @escaping (Target) -> () -> Void, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.menu = menu
        setAction(target: target, action)
    }

    /// Sets the action to `target`'s method taking the item (typed as the method declares it; an item
    /// that is not of that type skips the call, as a failed cast would).
    public func setAction<Target: AnyObject, Sender>(target: Target?, _ action: @escaping (Target) -> (Sender) -> Void) {
        self.target = target
        methodAction = { [weak self] item in
            guard let target = (self?.target as? Target) ?? Self.firstInResponderChain(Target.self),
                  let sender = item as? Sender else { return }
            action(target)(sender)
        }
    }

    /// Sets the action to `target`'s method taking nothing.
    public func setAction<Target: AnyObject>(target: Target?, _ action: @escaping (Target) -> () -> Void) {
        self.target = target
        methodAction = { [weak self] _ in
            guard let target = (self?.target as? Target) ?? Self.firstInResponderChain(Target.self) else { return }
            action(target)()
        }
    }

    /// A nil target (`target: nil, action: #selector(done)`, the input accessory's Done button): UIKit
    /// sends the action to the first responder and up its chain (`UIApplication.sendAction(_:to:from:for:)`),
    /// to the first object of the method's type — the text field's controller.
    static func firstInResponderChain<T: AnyObject>(_ type: T.Type) -> T? {
        var r: UIResponder? = FirstResponderState.current
        var hops = 0
        while let cur = r, hops < 10_000 {
            if let t = cur as? T { return t }
            r = cur.next
            hops += 1
        }
        return nil
    }

    /// Removes the action (UIKit's `action = nil`).
    public func removeAction() { methodAction = nil }

    /// Whether a tap does something: a method, a primary action.
    public var hasAction: Bool { methodAction != nil || primaryAction != nil }

    /// Runs what a tap on the item runs: the primary action (with this item as its sender), else the
    /// target's method. Nothing for a disabled item.
    func performTap() {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else {
            methodAction?(self)
        }
    }

    private func adopt(_ action: UIAction?) {
        if let action {
            if title == nil, !action.title.isEmpty { title = action.title }
            if image == nil, let i = action.image { image = i }
        }
        itemDidChange()
    }

    private func applySystemItem(_ item: SystemItem) {
        systemItem = item
        switch item {
        case .done, .save: style = .done
        default: break
        }
        itemDidChange()
    }

    /// Whether the item is a space (flexible or fixed): it draws nothing and takes no taps.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The title a system item shows in English (UIKit's localised titles), nil for icon items.
    var systemTitle: String? {
        switch systemItem {
        case .done: return "Done"
        case .cancel: return "Cancel"
        case .edit: return "Edit"
        case .save: return "Save"
        case .undo: return "Undo"
        case .redo: return "Redo"
        default: return nil
        }
    }

    /// The SF Symbol UIKit's icon system items look like (iOS 13+), drawn by `UIImage(systemName:)`.
    var systemSymbolName: String? {
        switch systemItem {
        case .add: return "plus"
        case .compose: return "square.and.pencil"
        case .reply: return "arrowshape.turn.up.left"
        case .action: return "square.and.arrow.up"
        case .organize: return "folder"
        case .bookmarks: return "book"
        case .search: return "magnifyingglass"
        case .refresh: return "arrow.clockwise"
        case .stop: return "xmark"
        case .camera: return "camera"
        case .trash: return "trash"
        case .play: return "play.fill"
        case .pause: return "pause.fill"
        case .rewind: return "backward.fill"
        case .fastForward: return "forward.fill"
        case .pageCurl: return "doc"
        case .close: return "xmark.circle.fill"
        default: return nil
        }
    }

    /// A stand-in character when no symbol image can be made (no icon font installed).
    var systemFallbackText: String? {
        switch systemItem {
        case .add: return "+"
        case .compose: return "✎"
        case .reply: return "↩"
        case .action: return "⇪"
        case .organize: return "▭"
        case .bookmarks: return "❐"
        case .search: return "⌕"
        case .refresh: return "↻"
        case .stop, .close: return "✕"
        case .camera: return "◉"
        case .trash: return "⌫"
        case .play: return "▶"
        case .pause: return "❚❚"
        case .rewind: return "◀◀"
        case .fastForward: return "▶▶"
        case .pageCurl: return "❏"
        default: return nil
        }
    }
}
