import Foundation
import MotionLayers
import MotionViews

/// UIKit's collection-view additions to the animator (`UIDynamicAnimator(collectionViewLayout:)`):
/// layout attributes are dynamic items in the collection view's content coordinates, and a layout
/// answers the collection view from the animator —
///
///     override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
///         animator.items(in: rect) as? [UICollectionViewLayoutAttributes]
///     }
///     override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
///         animator.layoutAttributesForCell(at: indexPath)
///     }
///
/// Each frame in which the animator runs ends with the layout's `invalidateLayout()`, so the
/// collection view prepares the layout again and applies the attributes as the engine left them.
extension UIDynamicAnimator {
    /// The attributes of the cell at `indexPath` among the animator's items (nil if no behaviour has it).
    public func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributesItem(.cell, kind: nil, at: indexPath)
    }

    /// The attributes of the supplementary view of `kind` at `indexPath` among the animator's items.
    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributesItem(.supplementaryView, kind: kind, at: indexPath)
    }

    /// The attributes of the decoration view of `decorationViewKind` at `indexPath` among the animator's items.
    public func layoutAttributesForDecorationView(ofKind decorationViewKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributesItem(.decorationView, kind: decorationViewKind, at: indexPath)
    }

    /// The first item (in the order added) that is layout attributes of that element.
    private func attributesItem(_ category: UICollectionViewLayoutAttributes.Category, kind: String?,
                                at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        syncIfNeeded()
        guard let engine else { return nil }
        for b in engine.bodies {
            guard let a = b.item as? UICollectionViewLayoutAttributes, a.representedElementCategory == category,
                  a.indexPath == indexPath, a.representedElementKind == kind else { continue }
            return a
        }
        return nil
    }

    /// The layer an item is shown by, for the inspector: a view's own, or the collection view's view
    /// for layout attributes.
    func shownLayer(of item: UIDynamicItem) -> CALayer? {
        if let v = item as? UIView { return v.layer }
        guard let a = item as? UICollectionViewLayoutAttributes, let cv = collectionViewLayout?.collectionView else { return nil }
        switch a.representedElementCategory {
        case .cell: return cv.cellForItem(at: a.indexPath)?.layer
        case .supplementaryView: return cv.supplementaryView(forElementKind: a.representedElementKind ?? "", at: a.indexPath)?.layer
        case .decorationView: return nil
        }
    }

    /// Where the debug outlines go: over the reference view, or over a layout's collection view (whose
    /// sublayers are in content coordinates, as the attributes are).
    var debugHostView: UIView? { referenceView ?? collectionViewLayout?.collectionView }
}
