import Foundation

/// UIKit's abstract layout: a subclass says where every element goes. The collection view calls
/// `prepare()` after the layout is invalidated (`invalidateLayout()`, a reload, an update, or a
/// bounds change the layout asks for in `shouldInvalidateLayout(forBoundsChange:)`), then reads
/// `collectionViewContentSize` and, for the visible rect, `layoutAttributesForElements(in:)`.
///
/// During a batch update or an animated layout change, elements arriving start from
/// `initialLayoutAttributesForAppearingItem(at:)` and elements leaving end at
/// `finalLayoutAttributesForDisappearingItem(at:)`; nil (the default) means "where it ends (or was),
/// transparent": a fade in place, UIKit's default.
open class UICollectionViewLayout {
    /// The collection view using this layout (set when assigned).
    public internal(set) weak var collectionView: UICollectionView?
    /// Set by `invalidateLayout()`; `prepare()` runs before the next read.
    var isInvalid = true

    public init() {}
    public required init?(coder: NSCoder) {}

    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Compute your layout here (cache the attributes); called once per invalidation.
    open func prepare() {}
    open var collectionViewContentSize: CGSize { .zero }
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Marks the layout for `prepare()` before the next layout pass of the collection view.
    open func invalidateLayout() {
        isInvalid = true
        collectionView?.setNeedsLayout()
    }

    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether a self-sizing cell's preferred attributes should relayout (the default: when the size differs).
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        preferredAttributes.size != originalAttributes.size
    }

    /// A self-sizing cell's preferred size arrived: layouts that size items from their cells take it.
    func cellPreferredSizeChanged(_ preferred: UICollectionViewLayoutAttributes) {}
    /// Whether the collection view should ask cells for their preferred attributes (estimated sizes).
    var sizesItemsFromCells: Bool { false }

    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Updates and transitions

    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    open func finalizeCollectionViewUpdates() {}
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
    open func finalizeAnimatedBoundsChange() {}
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}
    open func finalizeLayoutTransition() {}

    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Decoration views are registered with the layout; kept here (drawn only when a layout returns
    /// attributes for them and a class was registered).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
    }
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    /// Interactive movement: where the moving item is shown for a target position (default: there).
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let a = (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes) ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.center = position
        a.zIndex = Int(Int16.max)
        return a
    }

    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }

    /// Runs `prepare()` when invalid.
    func prepareIfNeeded() {
        guard isInvalid else { return }
        isInvalid = false
        prepare()
    }
}

/// Everything a layout asked the collection view is answered by it; layouts read counts through these.
extension UICollectionViewLayout {
    var sectionCount: Int { collectionView?.numberOfSections ?? 0 }
    func itemCount(_ section: Int) -> Int { collectionView?.numberOfItems(inSection: section) ?? 0 }
}
