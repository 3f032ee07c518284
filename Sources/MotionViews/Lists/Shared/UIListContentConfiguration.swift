import Foundation

/// iOS 14's content configuration: a value that describes a cell's content and makes the view that
/// shows it.
@MainActor @preconcurrency public protocol UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView
    /// The configuration for a state (selected, highlighted…); the default returns itself.
    func updated(for state: UIConfigurationState) -> Self
}

extension UIContentConfiguration {
    public func updated(for state: UIConfigurationState) -> Self { self }
}

/// A view made by a content configuration, which takes new configurations in place.
@MainActor @preconcurrency public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool { true }
}

/// The state a configuration is updated for.
@MainActor @preconcurrency public protocol UIConfigurationState {}

/// A key for an app's own values in a configuration state (`state[.item] = …`).
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The axes of a layout (`UIAxis`).
public struct UIAxis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = UIAxis(rawValue: 1)
    public static let vertical = UIAxis(rawValue: 2)
    public static let both: UIAxis = [.horizontal, .vertical]
}

/// A cell's state: selected, highlighted, editing…, and the app's own values under custom keys.
public struct UICellConfigurationState: UIConfigurationState, Hashable, @unchecked Sendable {
    public var isSelected = false
    public var isHighlighted = false
    public var isEditing = false
    public var isDisabled = false
    public var isFocused = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    public var traitCollection = UITraitCollection.current
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]
    public init() {}
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
    public static func == (a: Self, b: Self) -> Bool {
        a.isSelected == b.isSelected && a.isHighlighted == b.isHighlighted && a.isEditing == b.isEditing && a.isDisabled == b.isDisabled
            && a.isExpanded == b.isExpanded && a.isSwiped == b.isSwiped && a.isReordering == b.isReordering && a.custom == b.custom
    }
    public func hash(into h: inout Hasher) { h.combine(isSelected); h.combine(isHighlighted); h.combine(isExpanded) }
}


/// iOS 14's list content: an image, a text and a secondary text, laid out like the classic cell styles.
///
/// Values are Apple's defaults for iPhone: `.cell()` — 17-point body text; `.subtitleCell()` — the
/// secondary text under it in the 15-point subheadline style, `secondaryLabel`; `.valueCell()` — the
/// secondary text trailing; margins 11 points above and below, 16 leading and trailing, 16 between
/// image and text (`imageToTextPadding`), 0 between the texts (`textToSecondaryTextVerticalPadding`
/// is 0 in the subtitle style here; Apple's is "system", about 3 points — chosen, not measured).
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    public struct TextProperties: Hashable {
        public var font: UIFont
        public var color: UIColor
        public var alignment: NSTextAlignment = .natural
        public var numberOfLines = 0
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var adjustsFontForContentSizeCategory = true
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var colorTransformer: ((UIColor) -> UIColor)?
        public init(font: UIFont, color: UIColor) { self.font = font; self.color = color }
        /// The colour with the transformer applied.
        public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }
        public static func == (a: TextProperties, b: TextProperties) -> Bool {
            a.font == b.font && a.color == b.color && a.alignment == b.alignment && a.numberOfLines == b.numberOfLines
        }
        public func hash(into h: inout Hasher) { h.combine(numberOfLines) }
    }
    public struct ImageProperties: Hashable {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        public var maximumSize: CGSize = .zero
        public var reservedLayoutSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = false
        public var tintColorTransformer: ((UIColor) -> UIColor)?
        public init() {}
        /// The tint: this configuration's, else `tintColor` (the view's), transformed.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let c = self.tintColor ?? tintColor
            return tintColorTransformer?(c) ?? c
        }
        public static func == (a: ImageProperties, b: ImageProperties) -> Bool {
            a.tintColor == b.tintColor && a.cornerRadius == b.cornerRadius && a.maximumSize == b.maximumSize
        }
        public func hash(into h: inout Hasher) { h.combine(cornerRadius) }
    }
    enum Layout: Hashable { case cell, subtitle, value, sidebar, header }

    var layout: Layout
    public var image: UIImage?
    public var text: String?
    public var attributedText: NSAttributedString?
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    public var prefersSideBySideTextAndSecondaryText = false
    /// Which axes keep the superview's layout margins (kept; the margins here are `directionalLayoutMargins`).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = [.horizontal]

    init(layout: Layout, text: TextProperties, secondary: TextProperties) {
        self.layout = layout
        textProperties = text
        secondaryTextProperties = secondary
        prefersSideBySideTextAndSecondaryText = layout == .value
    }

    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(layout: .cell, text: .init(font: .preferredFont(forTextStyle: .body), color: .label),
                                   secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel))
    }
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(layout: .subtitle, text: .init(font: .preferredFont(forTextStyle: .body), color: .label),
                                   secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel))
    }
    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(layout: .value, text: .init(font: .preferredFont(forTextStyle: .body), color: .label),
                                   secondary: .init(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel))
    }
    public static func sidebarCell() -> UIListContentConfiguration { cell() }
    /// iOS 14: a sidebar section's header — a 15-point semibold title in `secondaryLabel`.
    public static func sidebarHeader() -> UIListContentConfiguration {
        var c = plainHeader()
        c.textProperties.color = .secondaryLabel
        c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 6, trailing: 16)
        return c
    }
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { cell() }
    /// Section headers: plain lists' 15-point semibold text, grouped lists' 13-point uppercase-style text.
    public static func plainHeader() -> UIListContentConfiguration {
        var c = UIListContentConfiguration(layout: .header, text: .init(font: .systemFont(ofSize: 15, weight: .semibold), color: .label),
                                           secondary: .init(font: .systemFont(ofSize: 13), color: .secondaryLabel))
        c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
        return c
    }
    public static func plainFooter() -> UIListContentConfiguration { plainHeader() }
    public static func groupedHeader() -> UIListContentConfiguration {
        var c = UIListContentConfiguration(layout: .header, text: .init(font: .systemFont(ofSize: 13), color: .secondaryLabel),
                                           secondary: .init(font: .systemFont(ofSize: 13), color: .secondaryLabel))
        c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16)
        return c
    }
    public static func groupedFooter() -> UIListContentConfiguration {
        var c = groupedHeader()
        c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16)
        return c
    }
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { groupedHeader() }
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration { groupedHeader() }

    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    public static func == (a: UIListContentConfiguration, b: UIListContentConfiguration) -> Bool {
        a.layout == b.layout && a.image === b.image && a.text == b.text && a.secondaryText == b.secondaryText
            && a.textProperties == b.textProperties && a.secondaryTextProperties == b.secondaryTextProperties
            && a.directionalLayoutMargins == b.directionalLayoutMargins
    }
    public func hash(into h: inout Hasher) { h.combine(text); h.combine(secondaryText) }
}

/// The view of a `UIListContentConfiguration`: image, text and secondary text placed by its layout;
/// its height at a width is its content's (`sizeThatFits`), which self-sizing cells use.
open class UIListContentView: UIView, UIContentView {
    let imageView = UIImageView()
    let textLabel = UILabel()
    let secondaryLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryLabel)
        apply()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    public var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let c = newValue as? UIListContentConfiguration else { return }
            listConfiguration = c
            apply()
        }
    }

    public func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    private func apply() {
        let c = listConfiguration
        imageView.image = c.image
        imageView.tintColor = c.imageProperties.tintColor
        imageView.isHidden = c.image == nil
        for (label, text, attributed, p) in [(textLabel, c.attributedText?.string ?? c.text, c.attributedText, c.textProperties),
                                             (secondaryLabel, c.secondaryAttributedText?.string ?? c.secondaryText,
                                              c.secondaryAttributedText, c.secondaryTextProperties)] {
            label.text = text
            label.font = p.font
            label.textColor = p.color
            label.textAlignment = p.alignment
            label.numberOfLines = p.numberOfLines
            label.isHidden = text == nil
            // An attributed text draws run by run; runs without a font or colour take the text properties'.
            if let attributed, attributed.length > 0 { label.attributedText = attributed }
        }
        if c.layout == .value { secondaryLabel.textAlignment = .right }
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private struct Frames { var image: CGRect; var text: CGRect; var secondary: CGRect; var height: CGFloat }

    private func frames(width: CGFloat) -> Frames {
        let c = listConfiguration, m = c.directionalLayoutMargins
        var x = m.leading
        var imageFrame = CGRect.zero
        if let image = c.image {
            var s = image.size
            if c.imageProperties.maximumSize.width > 0 { s.width = min(s.width, c.imageProperties.maximumSize.width) }
            if c.imageProperties.maximumSize.height > 0 { s.height = min(s.height, c.imageProperties.maximumSize.height) }
            imageFrame = CGRect(origin: CGPoint(x: x, y: 0), size: s)
            x += s.width + c.imageToTextPadding
        }
        let available = max(0, width - x - m.trailing)
        func size(_ l: UILabel, _ w: CGFloat) -> CGSize {
            guard let t = l.text, !t.isEmpty else { return .zero }
            return l.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude))
        }
        var textFrame = CGRect.zero, secondaryFrame = CGRect.zero
        let contentHeight: CGFloat
        if c.prefersSideBySideTextAndSecondaryText {
            let s2 = size(secondaryLabel, available / 2)
            let s1 = size(textLabel, max(0, available - s2.width - c.textToSecondaryTextHorizontalPadding))
            contentHeight = max(s1.height, s2.height, imageFrame.height)
            textFrame = CGRect(x: x, y: 0, width: max(0, available - s2.width - c.textToSecondaryTextHorizontalPadding), height: s1.height)
            secondaryFrame = CGRect(x: x + available - s2.width, y: 0, width: s2.width, height: s2.height)
            textFrame.origin.y = m.top + ((contentHeight - s1.height) / 2).rounded()
            secondaryFrame.origin.y = m.top + ((contentHeight - s2.height) / 2).rounded()
        } else {
            let s1 = size(textLabel, available), s2 = size(secondaryLabel, available)
            let gap = s1.height > 0 && s2.height > 0 ? c.textToSecondaryTextVerticalPadding : 0
            let textHeight = s1.height + gap + s2.height
            contentHeight = max(textHeight, imageFrame.height)
            let top = m.top + ((contentHeight - textHeight) / 2).rounded()
            textFrame = CGRect(x: x, y: top, width: available, height: s1.height)
            secondaryFrame = CGRect(x: x, y: top + s1.height + gap, width: available, height: s2.height)
        }
        imageFrame.origin.y = m.top + ((contentHeight - imageFrame.height) / 2).rounded()
        return Frames(image: imageFrame, text: textFrame, secondary: secondaryFrame, height: contentHeight + m.top + m.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let f = frames(width: bounds.width)
        imageView.frame = f.image
        textLabel.frame = f.text
        secondaryLabel.frame = f.secondary
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: frames(width: size.width).height)
    }
}
