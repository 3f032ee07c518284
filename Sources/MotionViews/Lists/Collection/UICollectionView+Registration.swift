import Foundation

/// iOS 14's registrations: a cell (or supplementary view) class with the handler that configures it,
/// registered with the collection view the first time it is dequeued.
extension UICollectionView {
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let identifier: String
        let handler: Handler
        /// The xib the cells come from (`init(cellNib:handler:)`); nil: the class.
        let nib: UINib?

        public init(handler: @escaping Handler) {
            identifier = "CellRegistration-\(Cell.self)-\(UUID().uuidString)"
            self.handler = handler
            nib = nil
        }

        /// iOS 14: cells made from a xib whose top-level object is a `Cell`.
        public init(cellNib: UINib, handler: @escaping Handler) {
            identifier = "CellRegistration-\(Cell.self)-\(UUID().uuidString)"
            self.handler = handler
            nib = cellNib
        }
    }

    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        let identifier: String
        let elementKind: String
        let handler: Handler
        let nib: UINib?

        public init(elementKind: String, handler: @escaping Handler) {
            identifier = "SupplementaryRegistration-\(Supplementary.self)-\(UUID().uuidString)"
            self.elementKind = elementKind
            self.handler = handler
            nib = nil
        }

        /// iOS 14: views made from a xib whose top-level object is a `Supplementary`.
        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            identifier = "SupplementaryRegistration-\(Supplementary.self)-\(UUID().uuidString)"
            self.elementKind = elementKind
            self.handler = handler
            nib = supplementaryNib
        }
    }

    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                          item: Item?) -> Cell {
        if cellFactories[registration.identifier] == nil {
            if let nib = registration.nib {
                register(nib, forCellWithReuseIdentifier: registration.identifier)
            } else {
                register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
            }
        }
        let any = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
        guard let cell = any as? Cell else { return Cell(__listReuseIdentifier: registration.identifier) }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                     for indexPath: IndexPath) -> Supplementary {
        let key = registration.elementKind + "|" + registration.identifier
        if supplementaryFactories[key] == nil {
            if let nib = registration.nib {
                register(nib, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
            } else {
                register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
            }
        }
        let any = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath)
        let view = (any as? Supplementary) ?? Supplementary(__listReuseIdentifier: registration.identifier)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
