import Foundation

/// The views of a `NavigationView` block as its columns. iOS 14's master–detail idiom writes
/// `NavigationView { List { … }; SelectSomethingView() }`: in a regular width the views are side by side
/// (the second is the detail placeholder until a link shows one); an iPhone in portrait is compact, where
/// the navigation view is a stack whose root is the first view only. Previews are iPhones, so the first
/// view is the root and the others are not shown.
enum NavigationColumns {
    static func first<Content: View>(of content: Content) -> AnyView {
        if let tuple = content as? any ViewTupleColumns, let first = tuple.columnViews.first {
            return AnyView(first)
        }
        return AnyView(content)
    }
}

/// A `@ViewBuilder` block of several views.
protocol ViewTupleColumns {
    var columnViews: [any View] { get }
}

extension TupleView: ViewTupleColumns {
    var columnViews: [any View] { children }
}
