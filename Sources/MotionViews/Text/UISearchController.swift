import Foundation

/// UIKit's `UISearchController`: a search bar and what happens while it is searched — the results
/// updater told of every change, a Cancel button, the content dimmed or covered by a results controller.
///
/// - **In a navigation bar** (`navigationItem.searchController = …`, iOS 11's place): the bar shows the
///   search bar in a 52-point strip under its title (under the large title when there is one); with
///   `navigationItem.hidesSearchBarWhenScrolling` (UIKit's default) the strip collapses first as the
///   content scrolls up and comes back when it is pulled down (see `UINavigationController`'s large
///   titles). Activated, with `hidesNavigationBarDuringPresentation` (the default), the bar's title and
///   items go and the search bar moves up under the status bar (0.3 s); the region below is dimmed
///   (`obscuresBackgroundDuringPresentation`, the default; a tap there cancels) or shows the
///   `searchResultsController`'s view — once the search bar has text, or at once with
///   `showsSearchResultsController`.
/// - **Elsewhere** (its `searchBar` placed by the app, e.g. as a table's header): activation, the
///   Cancel button and the updater work the same; nothing is dimmed or moved.
/// - **Activation** is a tap in the field (editing begins) or `isActive = true`; Cancel, a tap on the
///   dimmed region or `isActive = false` end it, clearing the text and ending editing. The delegate hears
///   `willPresentSearchController`/`didPresent…` and `willDismiss…`/`didDismiss…`; the updater's
///   `updateSearchResults(for:)` runs on activation, on every change of the text or the scope, and on
///   dismissal (with the text cleared), as in UIKit.
open class UISearchController: UIViewController {
    /// The controller shown over the content while searching (nil: the content itself shows results).
    public let searchResultsController: UIViewController?
    private let searchBarStorage = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: UISearchBar.barHeight))
    /// The search bar this controller manages.
    open var searchBar: UISearchBar { searchBarStorage }
    /// Told of every change to the search (`updateSearchResults(for:)`).
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    open weak var delegate: UISearchControllerDelegate?
    /// Whether the region below the search bar is dimmed while searching (UIKit's default: true).
    open var obscuresBackgroundDuringPresentation = true { didSet { layoutOverlay() } }
    /// iOS 8's name for `obscuresBackgroundDuringPresentation`.
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether a navigation bar hosting the search bar gives up its title and items while searching.
    open var hidesNavigationBarDuringPresentation = true
    /// iOS 13's: the search bar shows Cancel while searching (default true).
    open var automaticallyShowsCancelButton = true
    /// iOS 13's: the results controller appears once the search bar has text (default true).
    open var automaticallyShowsSearchResultsController = true
    /// iOS 13's: shows the results controller now, text or not.
    open var showsSearchResultsController = false { didSet { layoutOverlay() } }
    /// iOS 13's: the scope bar (when the search bar has scope titles) shows while searching.
    open var automaticallyShowsScopeBar = true

    /// The navigation controller whose bar hosts the search bar now (set as it lays out the bar).
    weak var hostNavigationController: UINavigationController?
    private var activeStorage = false
    /// Dims the region below the search bar; a tap ends the search.
    private let dimming = UIControl(frame: .zero)

    /// The dimming's colour: UIKit's translucent black over the content.
    static let dimmingColor = UIColor(white: 0, alpha: 0.2)

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        setUp()
    }

    /// `UISearchController()` comes here too (UIViewController's `init()`): no results controller.
    public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(searchResultsController: nil)
    }

    /// A search controller without results controller (nothing is decoded).
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        searchBarStorage.searchController = self
        dimming.backgroundColor = Self.dimmingColor
        dimming.addAction({ [weak self] _ in self?.isActive = false }, for: .touchUpInside)
    }

    open override func loadView() {
        let v = UIView(frame: .zero)
        v.backgroundColor = .clear
        view = v
    }

    /// Whether the search is in progress (see the type's comment).
    open var isActive: Bool {
        get { activeStorage }
        set {
            guard newValue != activeStorage else { return }
            if newValue { present() } else { dismiss() }
        }
    }

    // MARK: Presenting

    private func present() {
        delegate?.willPresentSearchController(self)
        activeStorage = true
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty { searchBar.showsScopeBar = true }
        if let results = searchResultsController, results.parent !== self {
            addChild(results)
            results.didMove(toParent: self)
        }
        hostNavigationController?.searchActivityDidChange()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didPresentSearchController(self)
    }

    private func dismiss() {
        delegate?.willDismissSearchController(self)
        activeStorage = false
        if searchBar.isFirstResponder { searchBar.resignFirstResponder() }
        searchBar.text = ""
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty { searchBar.showsScopeBar = false }
        hostNavigationController?.searchActivityDidChange()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didDismissSearchController(self)
    }

    // MARK: The search bar's events (see `UISearchBar.searchController`)

    /// Editing began in the search bar's field: the search starts.
    func searchBarDidBeginEditing() {
        if !activeStorage { isActive = true }
    }

    /// The text or the scope changed.
    func searchBarDidChange() {
        guard activeStorage else { return }
        layoutOverlay()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Cancel was tapped.
    func searchBarCancelled() {
        isActive = false
    }

    // MARK: The overlay over the content (hosted in a navigation bar only)

    /// Whether the results controller's view shows now.
    var showsResults: Bool {
        guard activeStorage, searchResultsController != nil else { return false }
        return showsSearchResultsController || (automaticallyShowsSearchResultsController && !(searchBar.text ?? "").isEmpty)
    }

    /// Places this controller's view over `region` of the navigation controller's view (below its bar),
    /// or takes it away when the search is not active.
    func placeOverlay(in container: UIView, region: CGRect, below bar: UIView) {
        let v = view!
        guard activeStorage else {
            if v.superview != nil { v.removeFromSuperview() }
            return
        }
        if v.superview !== container { container.insertSubview(v, belowSubview: bar) }
        v.frame = region
        layoutOverlay()
    }

    /// The dimming and the results controller's view inside this controller's view.
    private func layoutOverlay() {
        guard let v = viewIfLoaded else { return }
        let showsDimming = activeStorage && obscuresBackgroundDuringPresentation && !showsResults
        if showsDimming {
            if dimming.superview !== v { v.addSubview(dimming) }
            dimming.frame = v.bounds
        } else if dimming.superview != nil {
            dimming.removeFromSuperview()
        }
        if let results = searchResultsController {
            let resultsView = results.view!
            if showsResults {
                if resultsView.superview !== v { v.addSubview(resultsView) }
                resultsView.frame = v.bounds
            } else if resultsView.superview != nil {
                resultsView.removeFromSuperview()
            }
        }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutOverlay()
    }
}

/// UIKit's `UISearchResultsUpdating`: told of every change to the search.
@MainActor @preconcurrency public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// UIKit's `UISearchControllerDelegate` (every method optional).
@MainActor @preconcurrency public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
    func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
    public func presentSearchController(_ searchController: UISearchController) {}
}
