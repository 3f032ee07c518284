import Foundation

/// iOS 13's compositional layout vocabulary: dimensions, sizes, items, groups, spacing, supplementary
/// items and sections — values the layout (`UICollectionViewCompositionalLayout`) resolves against
/// their container.
public final class NSCollectionLayoutDimension {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated, uniform }
    let kind: Kind
    public let dimension: CGFloat
    init(_ kind: Kind, _ value: CGFloat) { self.kind = kind; dimension = value }

    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalWidth, fractionalWidth) }
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalHeight, fractionalHeight) }
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.absolute, absoluteDimension) }
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.estimated, estimatedDimension) }
    /// iOS 17: estimated, every item of the group as large as the largest.
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.uniform, estimatedDimension) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated || kind == .uniform }

    /// The length in a container of `container` size.
    func resolve(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return container.width * dimension
        case .fractionalHeight: return container.height * dimension
        case .absolute, .estimated, .uniform: return dimension
        }
    }
}

public final class NSCollectionLayoutSize {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }
    func resolve(in container: CGSize) -> CGSize {
        CGSize(width: max(0, widthDimension.resolve(in: container)), height: max(0, heightDimension.resolve(in: container)))
    }
}

public final class NSCollectionLayoutSpacing {
    let value: CGFloat
    let isFlexible: Bool
    init(_ v: CGFloat, flexible: Bool) { value = v; isFlexible = flexible }
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(fixedSpacing, flexible: false) }
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(flexibleSpacing, flexible: true) }
    public var spacing: CGFloat { value }
    public var isFlexibleSpacing: Bool { isFlexible }
    public var isFixedSpacing: Bool { !isFlexible }
}

public final class NSCollectionLayoutEdgeSpacing {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading; self.top = top; self.trailing = trailing; self.bottom = bottom
    }
}

/// Where a boundary item sits against its section (or the whole layout).
public struct NSRectAlignment: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let none = NSRectAlignment(rawValue: 0)
    public static let top = NSRectAlignment(rawValue: 1)
    public static let topLeading = NSRectAlignment(rawValue: 2)
    public static let leading = NSRectAlignment(rawValue: 3)
    public static let bottomLeading = NSRectAlignment(rawValue: 4)
    public static let bottom = NSRectAlignment(rawValue: 5)
    public static let bottomTrailing = NSRectAlignment(rawValue: 6)
    public static let trailing = NSRectAlignment(rawValue: 7)
    public static let topTrailing = NSRectAlignment(rawValue: 8)
}

/// One cell's place in a group.
open class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }

    /// Cells this item holds (1 for an item; a group's sum).
    var leafCount: Int { 1 }
}

/// A frame a custom group's provider returns for one item.
public final class NSCollectionLayoutGroupCustomItem {
    public let frame: CGRect
    public let zIndex: Int
    public init(frame: CGRect, zIndex: Int = 0) { self.frame = frame; self.zIndex = zIndex }
}

/// Items laid along an axis (or by a provider), repeated along the section until its items run out.
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical, custom }
    let axis: Axis
    public let subitems: [NSCollectionLayoutItem]
    /// The count form: `count` copies of the one subitem, sized to share the group.
    let repeatCount: Int?
    let customProvider: ((NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem])?
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?,
         provider: ((NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem])? = nil) {
        self.axis = axis
        self.subitems = subitems
        repeatCount = count
        customProvider = provider
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        .init(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        .init(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        .init(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        .init(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }
    public static func custom(layoutSize: NSCollectionLayoutSize,
                              itemProvider: @escaping (NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]) -> NSCollectionLayoutGroup {
        .init(axis: .custom, layoutSize: layoutSize, subitems: [], count: nil, provider: itemProvider)
    }

    /// The subitems in order, the count form's copies included.
    var expandedSubitems: [NSCollectionLayoutItem] {
        if let n = repeatCount, let s = subitems.first { return Array(repeating: s, count: n) }
        return subitems
    }

    override var leafCount: Int {
        if axis == .custom { return 0 }   // decided by the provider
        return expandedSubitems.reduce(0) { $0 + $1.leafCount }
    }
}

/// Edges in leading/trailing terms (`NSDirectionalRectEdge`).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where a supplementary item sits on its container (an item): its edges aligned with the container's
/// `edges`, then moved by a fraction of its own size or by points.
public final class NSCollectionLayoutAnchor {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isFractionalOffset: Bool
    public init(edges: NSDirectionalRectEdge) { self.edges = edges; offset = .zero; isFractionalOffset = false }
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) { self.edges = edges; offset = absoluteOffset; isFractionalOffset = false }
    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) { self.edges = edges; offset = fractionalOffset; isFractionalOffset = true }
    public var isAbsoluteOffset: Bool { !isFractionalOffset }

    /// The frame of an item of `size` anchored on `container`.
    func frame(of size: CGSize, in container: CGRect) -> CGRect {
        var x = container.midX - size.width / 2, y = container.midY - size.height / 2
        if edges.contains(.leading) { x = container.minX } else if edges.contains(.trailing) { x = container.maxX - size.width }
        if edges.contains(.top) { y = container.minY } else if edges.contains(.bottom) { y = container.maxY - size.height }
        let dx = isFractionalOffset ? offset.x * size.width : offset.x
        let dy = isFractionalOffset ? offset.y * size.height : offset.y
        return CGRect(x: x + dx, y: y + dy, width: size.width, height: size.height)
    }
}

/// A view attached to each item (a badge), placed by its anchor on the item.
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let containerAnchor: NSCollectionLayoutAnchor
    public let itemAnchor: NSCollectionLayoutAnchor?
    open var zIndex = 1
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        containerAnchor = NSCollectionLayoutAnchor(edges: [.top, .leading])
        itemAnchor = nil
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor? = nil) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// A header or footer of a section (or of the whole layout), placed by its alignment; pinned headers
/// stay at the top of the visible area while their section passes under them.
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    open var pinToVisibleBounds = false
    open var extendsBoundary = true
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint = .zero) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}

/// A view behind a section (`background(elementKind:)`), a decoration the layout draws from a class
/// registered with `register(_:forDecorationViewOfKind:)`.
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    open var zIndex = -1
    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem { .init(elementKind: elementKind) }
}

public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// The geometry a section provider sees.
public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

public protocol NSCollectionLayoutEnvironment {
    var container: NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

struct LayoutContainer: NSCollectionLayoutContainer {
    var contentSize: CGSize
    var contentInsets: NSDirectionalEdgeInsets
    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
}

struct LayoutEnvironment: NSCollectionLayoutEnvironment {
    var container: NSCollectionLayoutContainer
    var traitCollection: UITraitCollection
}

/// iOS 13: an item a section's `visibleItemsInvalidationHandler` may change before it is shown (the
/// layout's attributes of a visible cell or supplementary view).
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    var name: String { get }
    var indexPath: IndexPath { get }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionViewLayoutAttributes.Category { get }
    var representedElementKind: String? { get }
}

extension UICollectionViewLayoutAttributes: NSCollectionLayoutVisibleItem {
    /// The element kind of a supplementary view, `""` for a cell (Apple: the item's name).
    public var name: String { representedElementKind ?? "" }
}

public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = ([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void

open class NSCollectionLayoutSection {
    public let group: NSCollectionLayoutGroup
    open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    open var interGroupSpacing: CGFloat = 0
    /// Laid out along the cross axis in one line; scrolled sideways by dragging or the wheel inside it.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    open var supplementariesFollowContentInsets = true
    /// Called on every layout pass that shows the section (its first layout, and every scroll — of the
    /// collection view, or sideways of an orthogonal section) with its visible items, the scroll offset
    /// and the layout environment; what it changes on the items (transform, alpha, zIndex, hidden,
    /// centre) is what shows. Frames are in the section's own scrolling coordinates: an orthogonal
    /// section's items before its sideways offset (Apple's carousel idiom measures
    /// `item.frame.midX - offset.x`), and `offset` is that sideways offset (`x`); other sections get
    /// the collection view's content offset.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// Set by `list(using:layoutEnvironment:)`: the list's configuration (appearance, separators) for
    /// its cells.
    var listConfiguration: UICollectionLayoutListConfiguration?
    var listAppearance: UICollectionLayoutListConfiguration.Appearance? { listConfiguration?.appearance }
    /// Set by `list(using:layoutEnvironment:)`: the first item is the section's header row.
    var listFirstItemIsHeader = false

    public init(group: NSCollectionLayoutGroup) { self.group = group }

    /// iOS 14: a list section (full-width rows of estimated height 44, its header and footer modes).
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.listConfiguration = configuration
        section.listFirstItemIsHeader = configuration.headerMode == .firstItemInSection
        switch configuration.appearance {
        case .insetGrouped:
            // The same side margins as an `.insetGrouped` table's (UIKit uses one margin for both).
            let m = UITableViewCell.margin
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: m, bottom: 20, trailing: m)
        case .grouped:
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 20, trailing: 0)
        default: break
        }
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(configuration.appearance == .plain ? 28 : 38)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = configuration.appearance == .plain
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(28)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}

/// iOS 14's list configuration for compositional list layouts.
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    public enum FooterMode: Int, Sendable { case none, supplementary }

    public var appearance: Appearance
    public var showsSeparators = true
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    public var backgroundColor: UIColor?
    public var headerTopPadding: CGFloat?
    public var leadingSwipeActionsConfigurationProvider: ((IndexPath) -> UISwipeActionsConfiguration?)?
    public var trailingSwipeActionsConfigurationProvider: ((IndexPath) -> UISwipeActionsConfiguration?)?
    /// iOS 14.5: the separators of the list's cells (visibility, insets, colour).
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// iOS 14.5: called for each item with the list's separator configuration; returns the item's.
    public var itemSeparatorHandler: ((IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration)?

    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }
}

/// iOS 14.5's separator configuration of a list: whether each cell's top and bottom separators show
/// (`.automatic`: the list decides — a bottom separator under every cell but a grouped section's last,
/// no top separator), their insets (`automaticInsets`: from the content's leading edge plus 16
/// points), and their colour. `multipleSelectionColor` and `visualEffect` are kept; the renderer
/// draws separators in `color` only.
public struct UIListSeparatorConfiguration: Equatable {
    public enum Visibility: Int, Sendable { case automatic, visible, hidden }
    /// The value of an inset that the list works out itself.
    public static let automaticInsets = NSDirectionalEdgeInsets(top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude,
                                                                bottom: .greatestFiniteMagnitude, trailing: .greatestFiniteMagnitude)
    public var topSeparatorVisibility: Visibility = .automatic
    public var bottomSeparatorVisibility: Visibility = .automatic
    public var topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    public var bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    public var color: UIColor = .separator
    public var multipleSelectionColor: UIColor = .separator
    public var visualEffect: UIVisualEffect?

    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

    public static func == (a: Self, b: Self) -> Bool {
        a.topSeparatorVisibility == b.topSeparatorVisibility && a.bottomSeparatorVisibility == b.bottomSeparatorVisibility
            && a.topSeparatorInsets == b.topSeparatorInsets && a.bottomSeparatorInsets == b.bottomSeparatorInsets
            && a.color == b.color && a.multipleSelectionColor == b.multipleSelectionColor && a.visualEffect === b.visualEffect
    }
}

public final class UICollectionViewCompositionalLayoutConfiguration {
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    public var interSectionSpacing: CGFloat = 0
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    public init() {}
}
