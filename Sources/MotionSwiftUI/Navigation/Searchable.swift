import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A search field for the screen: SwiftUI's `searchable`, shown the way iOS shows it in a navigation
/// stack — a `UISearchController` on the screen's navigation item (the search strip under the title,
/// collapsing as the list scrolls; activating it shows Cancel). Typing writes the binding (filter the
/// list with it); the binding changed elsewhere shows in the field. `prompt` is the placeholder
/// ("Search" by default, as iOS's).
extension View {
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(text: text, prompt: prompt?.content ?? "Search"))
    }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: String) -> some View {
        modifier(SearchableModifier(text: text, prompt: prompt))
    }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        modifier(SearchableModifier(text: text, prompt: prompt.value))
    }
}

public struct SearchFieldPlacement: Sendable {
    let k: Int
    public static let automatic = SearchFieldPlacement(k: 0)
    public static let navigationBarDrawer = SearchFieldPlacement(k: 1)
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { SearchFieldPlacement(k: 1) }
    public static let toolbar = SearchFieldPlacement(k: 2)
    public static let sidebar = SearchFieldPlacement(k: 3)

    public struct NavigationBarDrawerDisplayMode: Sendable {
        let always: Bool
        public static let automatic = NavigationBarDrawerDisplayMode(always: false)
        public static let always = NavigationBarDrawerDisplayMode(always: true)
    }
}

struct SearchableModifier: ViewModifier, PrimitiveModifier {
    let text: Binding<String>
    let prompt: String
    func body(content: Content) -> Never { primitiveBody("searchable") }
    func makeModifierNode(graph: ViewGraph) -> ViewNode { SearchableNode(graph: graph) }
}

/// Puts a search controller on the screen's navigation item and keeps its text and the binding in step.
final class SearchableNode: TransparentNode, UISearchResultsUpdating {
    private var search: UISearchController?
    private var text: Binding<String>?

    override func modify(_ modifier: Any, _ ctx: inout UpdateContext) {
        guard let m = modifier as? SearchableModifier, let controller = ctx.environment.hostingController?.controller else { return }
        text = m.text
        let s: UISearchController
        if let existing = search {
            s = existing
        } else {
            s = UISearchController(searchResultsController: nil)
            s.obscuresBackgroundDuringPresentation = false
            s.searchResultsUpdater = self
            search = s
        }
        if controller.navigationItem.searchController !== s { controller.navigationItem.searchController = s }
        if s.searchBar.placeholder != m.prompt { s.searchBar.placeholder = m.prompt }
        let wanted = m.text.wrappedValue
        if (s.searchBar.text ?? "") != wanted { s.searchBar.text = wanted }
    }

    func updateSearchResults(for searchController: UISearchController) {
        let typed = searchController.searchBar.text ?? ""
        if let text, text.wrappedValue != typed { text.wrappedValue = typed }
    }
}
