import Foundation

/// UIKit's `UIActivityViewController`: the share sheet, presented with `present(_:animated:)`. On an
/// iPhone it is a sheet at the medium detent (iOS 13+): a header naming what is shared (the first text or
/// URL, else the count of items) with a close button, then the activities as rows — Copy (UIKit's
/// `.copyToPasteboard`, for strings, URLs and images; it fills `UIPasteboard.general`) and the app's
/// `applicationActivities` (their `activityTitle`, asked `canPerform(withActivityItems:)`), less
/// `excludedActivityTypes`. A row runs its activity (`prepare(withActivityItems:)`, `perform()`; an
/// activity with an `activityViewController` presents that instead), the sheet is dismissed and
/// `completionWithItemsHandler` is called with the activity's type and whether it completed; the close
/// button calls it with nil and false. Not there: other apps and system services (messages, mail, AirDrop,
/// printing), which the preview has none of.
open class UIActivityViewController: UIViewController {
    public let activityItems: [Any]
    public let applicationActivities: [UIActivity]
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// iOS 8's completion: the activity's type (nil when closed), whether it completed, returned items, error.
    open var completionWithItemsHandler: UIActivityViewController.CompletionWithItemsHandler?
    /// iOS 14's: whether the sheet can expand (kept).
    open var allowsProminentActivity = true

    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void

    let header = UILabel(frame: .zero)
    let closeButton = UIButton(type: .system)
    private(set) var rows: [(activity: UIActivity, button: UIButton)] = []
    private let group = UIView(frame: .zero)

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .pageSheet
        sheetPresentationController?.detents = [.medium(), .large()]
    }

    /// An empty share sheet (nothing is decoded).
    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = []
        super.init(coder: coder)
    }

    /// The activities shown, in order: Copy when the items hold something copyable, then the app's.
    var shownActivities: [UIActivity] {
        let excluded = Set((excludedActivityTypes ?? []).map(\.rawValue))
        var list: [UIActivity] = [CopyActivity()]
        list += applicationActivities
        return list.filter { a in
            if let type = a.activityType, excluded.contains(type.rawValue) { return false }
            return a.canPerform(withActivityItems: activityItems)
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        header.font = .systemFont(ofSize: 15, weight: .semibold)
        header.numberOfLines = 2
        header.text = Self.summary(of: activityItems)
        view.addSubview(header)
        closeButton.setTitle("✕", for: .normal)
        closeButton.addAction({ [weak self] _ in self?.finish(nil, completed: false) }, for: .touchUpInside)
        view.addSubview(closeButton)
        group.backgroundColor = .tertiarySystemBackground
        group.layer.cornerRadius = 10
        group.clipsToBounds = true
        view.addSubview(group)
        rows = shownActivities.map { activity in
            let b = UIButton(type: .system)
            b.setTitle(activity.activityTitle ?? activity.activityType?.rawValue ?? "", for: .normal)
            b.contentHorizontalAlignment = .left
            b.titleLabel?.font = .systemFont(ofSize: 17)
            b.setTitleColor(.label, for: .normal)
            b.addAction({ [weak self, weak activity] _ in if let activity { self?.run(activity) } }, for: .touchUpInside)
            group.addSubview(b)
            return (activity, b)
        }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        header.frame = CGRect(x: 16, y: 20, width: max(0, b.width - 76), height: 44)
        closeButton.frame = CGRect(x: b.width - 52, y: 20, width: 36, height: 36)
        let rowHeight: CGFloat = 52
        group.frame = CGRect(x: 16, y: 84, width: max(0, b.width - 32), height: rowHeight * CGFloat(rows.count))
        for (i, row) in rows.enumerated() {
            row.button.frame = CGRect(x: 16, y: CGFloat(i) * rowHeight, width: max(0, group.bounds.width - 32), height: rowHeight)
        }
    }

    /// What the header says: the first string or URL shared, else how many items.
    static func summary(of items: [Any]) -> String {
        for item in items {
            if let s = item as? String { return s }
            if let u = item as? URL { return u.absoluteString }
        }
        return items.count == 1 ? "1 item" : "\(items.count) items"
    }

    /// Runs `activity`: its own view controller presented, or prepared and performed; the sheet goes.
    private func run(_ activity: UIActivity) {
        activity.prepare(withActivityItems: activityItems)
        activity.finishHandler = { [weak self, weak activity] completed in
            guard let self, let activity else { return }
            self.finish(activity.activityType, completed: completed)
        }
        if let vc = activity.activityViewController {
            present(vc, animated: true)
            return
        }
        activity.perform()
    }

    private func finish(_ type: UIActivity.ActivityType?, completed: Bool) {
        let handler = completionWithItemsHandler
        guard presentingViewController != nil else { handler?(type, completed, nil, nil); return }
        dismiss(animated: true) { handler?(type, completed, nil, nil) }
    }
}

/// UIKit's `UIActivity`: an action the share sheet offers. Subclasses override `activityType`,
/// `activityTitle`, `activityImage`, `canPerform(withActivityItems:)`, `prepare(withActivityItems:)` and
/// `perform()` (or `activityViewController`), and call `activityDidFinish(_:)` when done.
open class UIActivity: NSObject {
    /// UIKit's `UIActivity.ActivityType`.
    public struct ActivityType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
        public static let collaborationInviteWithLink = ActivityType("com.apple.UIKit.activity.CollaborationInviteWithLink")
        public static let collaborationCopyLink = ActivityType("com.apple.UIKit.activity.CollaborationCopyLink")
        public static let addToHomeScreen = ActivityType("com.apple.UIKit.activity.AddToHomeScreen")
    }

    /// UIKit's `UIActivity.Category` (raw values UIKit's).
    public enum Category: Int, Sendable { case action = 0, share = 1 }

    open class var activityCategory: Category { .action }
    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    open func prepare(withActivityItems activityItems: [Any]) {}
    open var activityViewController: UIViewController? { nil }
    open func perform() { activityDidFinish(false) }
    /// Tells the share sheet the activity ended.
    open func activityDidFinish(_ completed: Bool) {
        let handler = finishHandler
        finishHandler = nil
        handler?(completed)
    }

    /// The share sheet's end of the activity (set when it runs it).
    var finishHandler: ((Bool) -> Void)?

    public override init() { super.init() }
}

/// UIKit's Copy: strings, URLs and images onto the general pasteboard.
final class CopyActivity: UIActivity {
    private var items: [Any] = []
    override var activityType: ActivityType? { .copyToPasteboard }
    override var activityTitle: String? { "Copy" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { $0 is String || $0 is URL || $0 is UIImage }
    }
    override func prepare(withActivityItems activityItems: [Any]) { items = activityItems }
    override func perform() {
        var copied: [[String: Any]] = []
        for item in items {
            if let s = item as? String { copied.append(["public.utf8-plain-text": s]) }
            else if let u = item as? URL { copied.append(["public.url": u]) }
            else if let i = item as? UIImage { copied.append(["public.image": i]) }
        }
        UIPasteboard.general.items = copied
        activityDidFinish(true)
    }
}
