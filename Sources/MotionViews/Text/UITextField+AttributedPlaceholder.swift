import Foundation

extension UITextField {
    /// UIKit's `attributedPlaceholder`: the placeholder with attributes (a grey "Email" in a custom
    /// colour or font). Setting it sets `placeholder` to its string; setting `placeholder` afterwards
    /// drops the attributes. Read back with no styled placeholder set, it is `placeholder` with the
    /// field's font and `.placeholderText` colour (UIKit's defaults), nil when there is no placeholder.
    /// Ranges that name no font or colour are drawn in those defaults.
    public var attributedPlaceholder: NSAttributedString? {
        get {
            guard let placeholder else { return nil }
            return shownAttributedPlaceholder ?? NSAttributedString(string: placeholder, attributes: placeholderDefaults)
        }
        set {
            settingAttributedPlaceholder = true
            defer { settingAttributedPlaceholder = false }
            attributedPlaceholderStorage = newValue.map { NSAttributedString(attributedString: $0) }
            placeholder = newValue?.string
        }
    }

    private var placeholderDefaults: [NSAttributedString.Key: Any] {
        [.font: font ?? UIFont.preferredFont(forTextStyle: .body), .foregroundColor: UIColor.placeholderText]
    }

    /// The styled placeholder as drawn: the defaults under the attributes that were set.
    var shownAttributedPlaceholder: NSAttributedString? {
        guard let styled = attributedPlaceholderStorage else { return nil }
        let out = NSMutableAttributedString(string: styled.string, attributes: placeholderDefaults)
        styled.enumerateAttributes(in: NSRange(location: 0, length: styled.length), options: []) { attributes, range, _ in
            out.addAttributes(attributes, range: range)
        }
        return out
    }
}
