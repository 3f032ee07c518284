import Foundation

// UIKit's nib registration for lists: a xib whose one top-level object is the cell (or header, footer,
// supplementary view). Each new view is a fresh instantiation of the compiled xib — the class's
// `init?(coder:)`, its subviews, outlets, then `awakeFromNib()` — made when the pool for the identifier
// is empty, as on iOS. A xib that does not hold exactly one view of the right class is reported with
// UIKit's message (UIKit raises it) and the list carries on with the view it found, or a plain one.

/// The one top-level object of the nib's instantiation, when it is a `T`; reports UIKit's message otherwise.
private func nibView<T>(_ nib: UINib, _ identifier: String, _ what: String, report: (String) -> Void) -> T? {
    let objects = nib.instantiate(withOwner: nil, options: nil)
    let views = objects.compactMap { $0 as? T }
    if objects.count != 1 || views.count != 1 {
        report("invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a \(what) instance (it has \(objects.count): \(objects.map { "\(type(of: $0))" }.joined(separator: ", ")))")
    }
    return views.first
}

extension UITableView {
    /// Registers a xib whose top-level object is a `UITableViewCell` (`nil` removes the registration).
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        guard let nib else { cellFactories[identifier] = nil; return }
        register(cellMaker: { [weak self] in
            let report: (String) -> Void = { message in
                guard let self, self.warnedIdentifiers.insert("nib|" + identifier).inserted else { return }
                self.reportMisuse(message)
            }
            guard let cell: UITableViewCell = nibView(nib, identifier, "UITableViewCell", report: report) else {
                return UITableViewCell(style: .default, reuseIdentifier: identifier)
            }
            if let own = cell.reuseIdentifier, own != identifier {
                report("cell reuse identifier in nib (\(own)) does not match the identifier used to register the nib (\(identifier))")
            }
            return cell
        }, forCellReuseIdentifier: identifier)
    }

    /// Registers a xib whose top-level object is a `UITableViewHeaderFooterView`.
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let nib else { headerFooterFactories[identifier] = nil; return }
        headerFooterFactories[identifier] = { [weak self] in
            let report: (String) -> Void = { message in
                guard let self, self.warnedIdentifiers.insert("nib|header|" + identifier).inserted else { return }
                self.reportMisuse(message)
            }
            let view: UITableViewHeaderFooterView? = nibView(nib, identifier, "UITableViewHeaderFooterView", report: report)
            view?.adoptReuseIdentifier(identifier)
            return view ?? UITableViewHeaderFooterView(reuseIdentifier: identifier)
        }
    }
}

extension UICollectionView {
    /// Registers a xib whose top-level object is a `UICollectionViewCell`.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        guard let nib else { cellFactories[identifier] = nil; return }
        register(cellMaker: { [weak self] in
            let report: (String) -> Void = { message in
                guard let self, self.warnedIdentifiers.insert("nib|" + identifier).inserted else { return }
                self.reportMisuse(message)
            }
            let cell: UICollectionViewCell? = nibView(nib, identifier, "UICollectionViewCell", report: report)
            return cell ?? UICollectionViewCell(frame: .zero)
        }, forCellWithReuseIdentifier: identifier)
    }

    /// Registers a xib whose top-level object is a `UICollectionReusableView` for a supplementary kind.
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        let key = kind + "|" + identifier
        guard let nib else { supplementaryFactories[key] = nil; return }
        supplementaryFactories[key] = { [weak self] in
            let report: (String) -> Void = { message in
                guard let self, self.warnedIdentifiers.insert("nib|" + key).inserted else { return }
                self.reportMisuse(message)
            }
            let view: UICollectionReusableView? = nibView(nib, identifier, "UICollectionReusableView", report: report)
            return view ?? UICollectionReusableView(__listReuseIdentifier: identifier)
        }
    }
}
