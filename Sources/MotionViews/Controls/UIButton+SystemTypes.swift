import Foundation

extension UIButton.ButtonType {
    /// Types whose title and image take the tint colour (UIKit's system buttons).
    var isSystemStyled: Bool { self != .custom }

    /// The fixed size of the symbol buttons (points): iOS 13+'s 22×22 info, detail-disclosure and
    /// contact-add buttons and the 30×30 close button; nil for the others (sized by their content).
    var systemSize: CGSize? {
        switch self {
        case .detailDisclosure, .infoLight, .infoDark, .contactAdd: return CGSize(width: 22, height: 22)
        case .close: return CGSize(width: 30, height: 30)
        case .custom, .system, .plain: return nil
        }
    }
}

extension UIButton {
    /// Gives a symbol button its look (iOS 13+): ⓘ (`info.circle`) for the detail disclosure and
    /// both info buttons and ⊕ (`plus.circle`) for contact add, in the tint colour; the close button is
    /// a 30-point circle filled with `.tertiarySystemFill` holding a semibold 12-point ✕ (`xmark`) in
    /// `.secondaryLabel`. The images are the `.normal` image, so `setImage(_:for:)` replaces them.
    func applySystemButtonType() {
        switch buttonType {
        case .detailDisclosure, .infoLight, .infoDark:
            setImage(UIImage(systemName: "info.circle", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20)), for: .normal)
        case .contactAdd:
            setImage(UIImage(systemName: "plus.circle", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20)), for: .normal)
        case .close:
            setImage(UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 12, weight: .semibold)), for: .normal)
            imageView?.tintColor = .secondaryLabel
            backgroundColor = .tertiarySystemFill
            layer.cornerRadius = 15
            clipsToBounds = true
            accessibilityLabel = accessibilityLabel ?? "Close"
        case .custom, .system, .plain:
            break
        }
    }
}
