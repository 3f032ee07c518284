import Foundation

/// UIKit's search bar (iOS 13+ look): a 56-point bar holding a 36-point rounded search field (10-point
/// corners, `tertiarySystemFill`, a magnifying glass, the placeholder in `.placeholderText`) inset 8
/// points at the sides, and — with `showsCancelButton` — a "Cancel" button in the tint colour at the
/// trailing edge, the field giving it room (sliding when `setShowsCancelButton(_:animated:)` animates).
///
/// - **Styles.** `.default` and `.prominent` draw the bar's background (`barTintColor`, else the bars'
///   translucent light gray); `.minimal` draws none.
/// - **Editing** is the field's (`searchTextField`, a `UISearchTextField`): a tap begins editing;
///   `insertText(_:)`/`deleteBackward()` type, as for `UITextField`. The delegate hears UIKit's calls:
///   `searchBarShouldBeginEditing`/`…TextDidBeginEditing`, `searchBar(_:shouldChangeTextIn:replacementText:)`
///   then `searchBar(_:textDidChange:)` for typing and the clear button, `searchBarSearchButtonClicked`
///   for the return key (the search key: `returnKeyType` `.search`; editing goes on unless the delegate
///   ends it), `searchBarCancelButtonClicked` for Cancel, `…ShouldEndEditing`/`…TextDidEndEditing`.
///   Setting `text` calls nothing, as in UIKit.
/// - **Scope bar.** `scopeButtonTitles` with `showsScopeBar` add a segmented control under the field
///   (the bar grows by 44 points); choosing a segment sets `selectedScopeButtonIndex` and calls
///   `searchBar(_:selectedScopeButtonIndexDidChange:)`.
open class UISearchBar: UIView {
    /// UIKit's `UISearchBar.Style`.
    public enum Style: UInt, Sendable { case `default` = 0, prominent = 1, minimal = 2 }

    /// The bar's height without a scope bar (points).
    public static let barHeight: CGFloat = 56
    /// The search field's height (points).
    public static let fieldHeight: CGFloat = 36
    /// The scope bar's extra height (points).
    public static let scopeBarHeight: CGFloat = 44
    /// The field's side inset and the gap to the Cancel button (points).
    static let inset: CGFloat = 8

    /// The field the bar edits in.
    public let searchTextField = UISearchTextField(frame: .zero)
    /// The search controller managing this bar (told of editing, changes and Cancel beside the delegate).
    weak var searchController: UISearchController?
    /// Hosted in a navigation bar's search strip: the bar's own background is not drawn (the navigation
    /// bar's shows through, as in UIKit).
    var isHostedInNavigationBar = false { didSet { updateAppearance() } }
    open weak var delegate: UISearchBarDelegate?

    /// The text searched for (the field's; setting it calls no delegate method).
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// Shown in the empty field.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// A line above the bar in UIKit (kept; not drawn).
    open var prompt: String?
    open var searchBarStyle: Style = .default { didSet { updateAppearance() } }
    /// The bar's background colour (nil: the bars' light gray).
    open var barTintColor: UIColor? { didSet { updateAppearance() } }
    open var barStyle: UIBarStyle = .default { didSet { updateAppearance() } }
    open var isTranslucent = true { didSet { updateAppearance() } }
    /// The search field's own background image, kept (the field draws its fill).
    open var searchFieldBackgroundPositionAdjustment: UIOffset = .zero
    open var searchTextPositionAdjustment: UIOffset = .zero
    /// Kept: the bookmark and results-list buttons are not drawn.
    open var showsBookmarkButton = false
    open var showsSearchResultsButton = false
    open var isSearchResultsButtonSelected = false

    /// Whether the Cancel button shows (`setShowsCancelButton(_:animated:)` to animate).
    open var showsCancelButton: Bool {
        get { showsCancelButtonStorage }
        set { setShowsCancelButton(newValue, animated: false) }
    }
    private var showsCancelButtonStorage = false
    let cancelButton = UIButton(type: .system)
    private let background = UIView(frame: .zero)
    private let scopeBar = UISegmentedControl(items: [])

    /// The scope bar's titles (nil: none).
    open var scopeButtonTitles: [String]? { didSet { rebuildScopeBar() } }
    /// The chosen scope (0 by default).
    open var selectedScopeButtonIndex: Int = 0 {
        didSet { if scopeBar.numberOfSegments > selectedScopeButtonIndex { scopeBar.selectedSegmentIndex = selectedScopeButtonIndex } }
    }
    /// Whether the scope bar shows (needs `scopeButtonTitles`).
    open var showsScopeBar = false { didSet { rebuildScopeBar() } }

    // MARK: Text input traits (the field's)

    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    open var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    open var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    open var isSecureTextEntry: Bool {
        get { searchTextField.isSecureTextEntry }
        set { searchTextField.isSecureTextEntry = newValue }
    }
    open var textContentType: UITextContentType? {
        get { searchTextField.textContentType }
        set { searchTextField.textContentType = newValue }
    }

    private lazy var fieldDelegate = SearchFieldDelegate(bar: self)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A bar with a zero frame (nothing is decoded: see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        background.isUserInteractionEnabled = false
        addSubview(background)
        searchTextField.delegate = fieldDelegate
        searchTextField.returnKeyType = .search
        searchTextField.addAction({ [weak self] _ in self?.fieldChanged() }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
        cancelButton.alpha = 0
        cancelButton.isHidden = true
        cancelButton.addAction({ [weak self] _ in self?.cancelTapped() }, for: .touchUpInside)
        addSubview(cancelButton)
        scopeBar.isHidden = true
        scopeBar.addAction({ [weak self] _ in self?.scopeChanged() }, for: .valueChanged)
        addSubview(scopeBar)
        updateAppearance()
    }

    // MARK: Size

    private var height: CGFloat { Self.barHeight + (scopeBarShown ? Self.scopeBarHeight : 0) }
    private var scopeBarShown: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: height) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 && size.width.isFinite ? size.width : 320, height: height)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        background.frame = b
        let i = Self.inset
        // Centred in the bar's height (10 points in the 56-point bar, 8 in a navigation bar's 52-point strip).
        let fieldY = min(10, max(0, (b.height - (scopeBarShown ? Self.scopeBarHeight : 0) - Self.fieldHeight) / 2))
        let cancelWidth = ceil(cancelButton.sizeThatFits(CGSize(width: b.width, height: Self.fieldHeight)).width)
        let reserved = showsCancelButtonStorage ? cancelWidth + i : 0
        searchTextField.frame = CGRect(x: i, y: fieldY, width: max(0, b.width - 2 * i - reserved), height: Self.fieldHeight)
        let cancelX = showsCancelButtonStorage ? b.width - i - cancelWidth : b.width
        cancelButton.frame = CGRect(x: cancelX, y: fieldY, width: cancelWidth, height: Self.fieldHeight)
        if scopeBarShown {
            scopeBar.frame = CGRect(x: i, y: Self.barHeight - 4, width: max(0, b.width - 2 * i), height: 32)
        }
    }

    /// Shows or hides the Cancel button; animated, the field narrows and the button slides in from the
    /// trailing edge as it fades in (0.25 s, UIKit's keyboard-era default).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != showsCancelButtonStorage else { return }
        showsCancelButtonStorage = showsCancelButton
        if showsCancelButton { cancelButton.isHidden = false }
        let apply = {
            self.cancelButton.alpha = showsCancelButton ? 1 : 0
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
        if animated, window != nil {
            UIView.animate(withDuration: 0.25, animations: apply) { _ in
                if !self.showsCancelButtonStorage { self.cancelButton.isHidden = true }
            }
        } else {
            UIView.performWithoutAnimation(apply)
            cancelButton.isHidden = !showsCancelButton
        }
    }

    // MARK: Appearance

    private func updateAppearance() {
        switch isHostedInNavigationBar ? .minimal : searchBarStyle {
        case .minimal:
            background.backgroundColor = .clear
        case .default, .prominent:
            var c = barTintColor ?? (barStyle == .black ? UIColor(white: 0.11, alpha: 1) : .barBackground)
            if isTranslucent, barTintColor == nil { c = c.withAlphaComponent(0.94) }
            background.backgroundColor = c
        }
        searchTextField.textColor = barStyle == .black ? .white : nil
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        cancelButton.tintColor = tintColor
    }

    // MARK: Scope bar

    private func rebuildScopeBar() {
        let titles = scopeButtonTitles ?? []
        scopeBar.removeAllSegments()
        for (n, t) in titles.enumerated() { scopeBar.insertSegment(withTitle: t, at: n, animated: false) }
        if selectedScopeButtonIndex < titles.count { scopeBar.selectedSegmentIndex = selectedScopeButtonIndex }
        scopeBar.isHidden = !scopeBarShown
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func scopeChanged() {
        let index = scopeBar.selectedSegmentIndex
        guard index >= 0, index != selectedScopeButtonIndex else { return }
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        searchController?.searchBarDidChange()
    }

    // MARK: Events

    private func fieldChanged() {
        delegate?.searchBar(self, textDidChange: text ?? "")
        searchController?.searchBarDidChange()
    }

    private func cancelTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.searchBarCancelled()
    }

    // MARK: First responder (the field's)

    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    /// The field's delegate, turning its calls into the search bar delegate's (UIKit's search bar is its
    /// field's delegate the same way).
    final class SearchFieldDelegate: UITextFieldDelegate {
        weak var bar: UISearchBar?
        init(bar: UISearchBar) { self.bar = bar }

        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            guard let bar else { return true }
            return bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
        }
        func textFieldDidBeginEditing(_ textField: UITextField) {
            guard let bar else { return }
            bar.delegate?.searchBarTextDidBeginEditing(bar)
            bar.searchController?.searchBarDidBeginEditing()
        }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
            guard let bar else { return true }
            return bar.delegate?.searchBarShouldEndEditing(bar) ?? true
        }
        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
            guard let bar else { return }
            bar.delegate?.searchBarTextDidEndEditing(bar)
        }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            guard let bar else { return true }
            return bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
        }
        func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
        /// The search key: the delegate is told; editing goes on (the app ends it when it wants to).
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            guard let bar else { return false }
            bar.delegate?.searchBarSearchButtonClicked(bar)
            return false
        }
    }
}

/// UIKit's `UISearchTextField` (iOS 13): the search bar's field — rounded, filled, with a magnifying
/// glass at the leading edge and a clear button while editing.
open class UISearchTextField: UITextField {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearchLook()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearchLook()
    }

    private func setUpSearchLook() {
        borderStyle = .none
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 10
        clipsToBounds = true
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.tintColor = .secondaryLabel
        glass.contentMode = .center
        glass.frame = CGRect(x: 0, y: 0, width: 28, height: 20)
        leftView = glass
        leftViewMode = .always
        clearButtonMode = .whileEditing
    }
}

/// UIKit's `UISearchBarDelegate` (every method optional).
@MainActor @preconcurrency public protocol UISearchBarDelegate: AnyObject {
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
