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

open class NSCollectionLayoutSection {
    public let group: NSCollectionLayoutGroup
    open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    open var interGroupSpacing: CGFloat = 0
    /// Laid out along the cross axis in one line; scrolled sideways by dragging or the wheel inside it.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    open var supplementariesFollowContentInsets = true
    /// Kept; the layout does not call it.
    open var visibleItemsInvalidationHandler: (([UICollectionViewLayoutAttributes], CGPoint, NSCollectionLayoutEnvironment) -> Void)?
    /// Set by `list(using:layoutEnvironment:)`: separators and list appearance for its cells.
    var listAppearance: UICollectionLayoutListConfiguration.Appearance?
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
        section.listAppearance = configuration.appearance
        section.listFirstItemIsHeader = configuration.headerMode == .firstItemInSection
        switch configuration.appearance {
        case .insetGrouped:
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 20, trailing: 20)
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

    public init(appearance: Appearance) { self.appearance = appearance }
}

public final class UICollectionViewCompositionalLayoutConfiguration {
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    public var interSectionSpacing: CGFloat = 0
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    public init() {}
}
