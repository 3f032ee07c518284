import Foundation

/// UIKit's layout attributes: where a layout puts one cell, supplementary view or decoration view,
/// and how it looks there (frame, transform, alpha, zIndex, hidden). Subclasses add their own values
/// and override `copy(with:)` (calling `super`, which makes an instance of the subclass through
/// `init()`) and `isEqual(_:)` — the collection view keeps a copy of what it applied to each view and
/// applies attributes again only when they are not equal to it, so a layout may hand back the same
/// object changed in place (what a `UIDynamicAnimator(collectionViewLayout:)` does every frame).
///
/// As on iOS it is an `NSObject`, `NSCopying` and a `UIDynamicItem` (`center`, `bounds`, `transform`).
open class UICollectionViewLayoutAttributes: NSObject, NSCopying, UIDynamicItem {
    public enum Category: UInt, Sendable { case cell, supplementaryView, decorationView }

    open var indexPath = IndexPath(item: 0, section: 0)
    open private(set) var representedElementCategory: Category = .cell
    open private(set) var representedElementKind: String?

    open var center: CGPoint = .zero
    open var size: CGSize = .zero
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            let r = newValue.standardized
            size = r.size
            center = CGPoint(x: r.midX, y: r.midY)
        }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    open var transform3D: CATransform3D = CATransform3DIdentity
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false

    public required override init() {}

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class with every value (subclasses override and call `super`).
    /// (`copy()` is NSObject's, which calls this.)
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = type(of: self).init()
        c.indexPath = indexPath
        c.representedElementCategory = representedElementCategory
        c.representedElementKind = representedElementKind
        c.center = center
        c.size = size
        c.transform3D = transform3D
        c.alpha = alpha
        c.zIndex = zIndex
        c.isHidden = isHidden
        return c
    }

    /// Whether two attributes describe the same place and look (subclasses compare their own values too).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UICollectionViewLayoutAttributes else { return false }
        return o.indexPath == indexPath && o.representedElementCategory == representedElementCategory
            && o.representedElementKind == representedElementKind && o.center == center && o.size == size
            && o.transform3D == transform3D && o.alpha == alpha && o.zIndex == zIndex && o.isHidden == isHidden
    }

    /// Consistent with `isEqual(_:)`: the element's identity (equal attributes have equal index paths,
    /// categories and kinds).
    open override var hash: Int {
        var h = Hasher()
        h.combine(indexPath)
        h.combine(representedElementCategory)
        h.combine(representedElementKind)
        return h.finalize()
    }

    open override var description: String {
        "<\(type(of: self)) index path: (\(indexPath.section)-\(indexPath.item)); \(representedElementKind.map { "element kind: (\($0)); " } ?? "")frame = \(frame); alpha = \(alpha); zIndex = \(zIndex)>"
    }

    /// Sets the category and kind (what the initialisers for supplementary and decoration views set).
    func representedElementCategoryOverride(_ category: Category, _ kind: String?) {
        representedElementCategory = category
        representedElementKind = kind
    }

    /// What the collection view keeps as applied to a view: a copy, so a layout that changes these
    /// attributes in place is seen to have changed them.
    var appliedCopy: UICollectionViewLayoutAttributes {
        (copy(with: nil) as? UICollectionViewLayoutAttributes) ?? self
    }

    /// What the collection view keys its views by.
    var elementKey: CollectionElementKey {
        CollectionElementKey(category: representedElementCategory, kind: representedElementKind ?? "", section: indexPath.section, item: indexPath.item)
    }
}

/// A view's identity in a collection view: its category, kind and index path.
struct CollectionElementKey: Hashable {
    var category: UICollectionViewLayoutAttributes.Category
    var kind: String
    var section: Int
    var item: Int
    var indexPath: IndexPath { IndexPath(item: item, section: section) }
    var position: ListPosition { ListPosition(section, item) }
}

/// UIKit's description of one change of a batch update, handed to the layout's
/// `prepare(forCollectionViewUpdates:)`.
open class UICollectionViewUpdateItem {
    public enum Action: Int, Sendable { case insert, delete, reload, move, none }
    public let indexPathBeforeUpdate: IndexPath?
    public let indexPathAfterUpdate: IndexPath?
    public let updateAction: Action
    init(before: IndexPath?, after: IndexPath?, action: Action) {
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        updateAction = action
    }
}
