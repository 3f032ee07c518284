import Foundation

/// UIKit's `UIPasteboard`: the general pasteboard, in this process (the preview shares nothing with the
/// desktop's clipboard, so copying in a screen and pasting in another works and leaks nowhere).
/// `changeCount` grows with every change, as in UIKit.
open class UIPasteboard: NSObject {
    /// The general pasteboard.
    nonisolated(unsafe) public static let general = UIPasteboard(name: UIPasteboard.Name.general)

    /// UIKit's `UIPasteboard.Name`.
    public struct Name: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
    }

    public let name: Name
    open private(set) var changeCount = 0
    /// The items, each a dictionary of type identifier to value (UIKit's shape).
    open var items: [[String: Any]] = [] { didSet { changeCount += 1 } }

    init(name: Name) {
        self.name = name
        super.init()
    }

    /// A pasteboard of its own (UIKit's named pasteboards; a new one each call for `nil`).
    public static func withUniqueName() -> UIPasteboard { UIPasteboard(name: Name(rawValue: UUID().uuidString)) }

    private func values<T>(_ type: T.Type) -> [T] { items.flatMap { $0.values.compactMap { $0 as? T } } }

    open var string: String? {
        get { values(String.self).first }
        set { items = newValue.map { [["public.utf8-plain-text": $0]] } ?? [] }
    }
    open var strings: [String]? {
        get { let v = values(String.self); return v.isEmpty ? nil : v }
        set { items = (newValue ?? []).map { ["public.utf8-plain-text": $0] } }
    }
    open var url: URL? {
        get { values(URL.self).first }
        set { items = newValue.map { [["public.url": $0]] } ?? [] }
    }
    open var urls: [URL]? {
        get { let v = values(URL.self); return v.isEmpty ? nil : v }
        set { items = (newValue ?? []).map { ["public.url": $0] } }
    }
    open var image: UIImage? {
        get { values(UIImage.self).first }
        set { items = newValue.map { [["public.image": $0]] } ?? [] }
    }
    open var images: [UIImage]? {
        get { let v = values(UIImage.self); return v.isEmpty ? nil : v }
        set { items = (newValue ?? []).map { ["public.image": $0] } }
    }
    open var color: UIColor? {
        get { values(UIColor.self).first }
        set { items = newValue.map { [["com.apple.uikit.color": $0]] } ?? [] }
    }
    open var hasStrings: Bool { !values(String.self).isEmpty }
    open var hasURLs: Bool { !values(URL.self).isEmpty }
    open var hasImages: Bool { !values(UIImage.self).isEmpty }
    open var hasColors: Bool { !values(UIColor.self).isEmpty }
    open var numberOfItems: Int { items.count }

    /// Replaces the items with `items` (UIKit's `setItems(_:options:)`; options kept).
    open func setItems(_ items: [[String: Any]], options: [String: Any] = [:]) { self.items = items }
    open func addItems(_ items: [[String: Any]]) { self.items += items }
}
