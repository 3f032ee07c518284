import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A scrolling list of rows in sections: SwiftUI's `List`. Its content's views are its rows (a
/// `ForEach` gives one row per element, keeping each row's identity and state by its id); `Section`s
/// group them under a header and above a footer. Drawn the way iOS draws lists: `.insetGrouped` (the
/// default, as on iOS 14 and later) puts each section's rows on a rounded white card over the grouped
/// background, `.plain` and `.grouped` run them edge to edge; rows are at least 44 points high with
/// hairline separators between them, and a `NavigationLink` row shows its label in the primary colour
/// with a chevron. It scrolls with `UIScrollView`'s physics (a `ScrollView`).
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    var selection: ListSelection?
    @Environment(\.listStyleKind) var style

    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never { self.content = content() }
    /// A single selection: a tap on a row (a `ForEach` element, by its id, or a row with a `tag`)
    /// selects it; in a `NavigationSplitView`'s sidebar it also shows the next column (on an iPhone the
    /// split view is a stack, so the column is pushed; popping it clears the selection).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { ListSelection($0) }
    }
    /// A multiple selection: accepted (on an iPhone rows are multi-selected only in edit mode).
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) { self.content = content() }

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue?>?,
                                                                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
        self.selection = selection.map { ListSelection($0) }
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
                                                                              @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
        self.selection = selection.map { ListSelection($0) }
    }

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue == Never {
        content = ForEach(data, content: rowContent)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                              @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {
        content = ForEach(data, id: id, content: rowContent)
    }

    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent>, SelectionValue == Never {
        content = ForEach(data, content: rowContent)
    }

    public init<C, ID: Hashable, RowContent: View>(_ data: Binding<C>, id: KeyPath<C.Element, ID>,
                                                   @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, ID)>, ID, RowContent>,
          C: MutableCollection & RandomAccessCollection, C.Index: Hashable, SelectionValue == Never {
        content = ForEach(data, id: id, content: rowContent)
    }

    public init<C, RowContent: View>(_ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent>,
          C: MutableCollection & RandomAccessCollection, C.Index: Hashable, C.Element: Identifiable, SelectionValue == Never {
        content = ForEach(data, content: rowContent)
    }

    public var body: some View {
        ListBody(sections: ListRows.sections(of: AnyView(content)), style: style, selection: selection)
    }
}

/// A list's single selection, type-erased: selecting a row's key writes the binding when the key is of
/// its value type.
struct ListSelection {
    let select: (AnyHashable) -> Void
    let isSelected: (AnyHashable) -> Bool
    let clear: () -> Void

    init<V: Hashable>(_ binding: Binding<V?>) {
        select = { key in if let v = key.base as? V { binding.wrappedValue = v } }
        isSelected = { key in binding.wrappedValue.map { AnyHashable($0) == key } ?? false }
        clear = { if binding.wrappedValue != nil { binding.wrappedValue = nil } }
    }
}

/// A settings-style list: SwiftUI's `Form`, an inset grouped list of its content.
public struct Form<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View {
        ListBody(sections: ListRows.sections(of: AnyView(content)), style: .insetGrouped, selection: nil)
    }
}

/// Rows under a header and above a footer, in a `List` or `Form`; elsewhere its header, content and
/// footer stacked.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer
    /// iOS 17's collapsible section: whether its rows show (its header toggles it).
    var isExpanded: Binding<Bool>? = nil

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content(); self.header = header(); self.footer = footer()
    }
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.content = content(); self.header = header; self.footer = footer
    }

    /// A primitive view (`SectionNode`): in a lazy stack its header, rows and footer are the stack's, made
    /// as they near the screen and pinned as the stack says; elsewhere stacked in a leading `VStack`.
    public var body: Never { primitiveBody("Section") }
}

extension Section: BuiltinView, SectionStacking {
    func makeNode(graph: ViewGraph) -> ViewNode { SectionNode(graph: graph) }
    var stackedBody: any View { VStack(alignment: .leading) { header; content; footer } }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) { self.init(content: content, header: header, footer: { EmptyView() }) }
    public init(header: Parent, @ViewBuilder content: () -> Content) { self.init(header: header, footer: EmptyView(), content: content) }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) { self.init(content: content, header: { EmptyView() }, footer: footer) }
    public init(footer: Footer, @ViewBuilder content: () -> Content) { self.init(header: EmptyView(), footer: footer, content: content) }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content, header: { EmptyView() }, footer: { EmptyView() }) }
}

extension Section where Parent == Text, Footer == EmptyView {
    @_disfavoredOverload
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.init(header: Text(title), content: content) }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(header: Text(titleKey), content: content) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(String(title), content: content) }
}

/// What a list reads of a `Section`.
protocol SectionDescription {
    var sectionHeader: AnyView? { get }
    var sectionContent: AnyView { get }
    var sectionFooter: AnyView? { get }
    var sectionIsExpanded: Binding<Bool>? { get }
}

extension Section: SectionDescription {
    var sectionHeader: AnyView? { header is EmptyView ? nil : AnyView(header) }
    var sectionContent: AnyView { AnyView(content) }
    var sectionFooter: AnyView? { footer is EmptyView ? nil : AnyView(footer) }
    var sectionIsExpanded: Binding<Bool>? { isExpanded }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A collapsible section (iOS 17): its header shows a chevron and a tap on it shows or hides the rows.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content)
        self.isExpanded = isExpanded
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(String(title)), content: content)
        self.isExpanded = isExpanded
    }
}

extension Section where Footer == EmptyView {
    /// A collapsible section with a header view of its own.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header)
        self.isExpanded = isExpanded
    }
}

// MARK: Styles

/// How a list draws its rows: SwiftUI's list styles.
public struct ListStyleChoice: Sendable {
    let kind: ListStyleKind
}
enum ListStyleKind: Sendable { case insetGrouped, plain, grouped }
public protocol ListStyle {}
extension ListStyleChoice: ListStyle {}
extension ListStyle where Self == ListStyleChoice {
    public static var automatic: ListStyleChoice { ListStyleChoice(kind: .insetGrouped) }
    public static var insetGrouped: ListStyleChoice { ListStyleChoice(kind: .insetGrouped) }
    public static var inset: ListStyleChoice { ListStyleChoice(kind: .insetGrouped) }
    public static var sidebar: ListStyleChoice { ListStyleChoice(kind: .insetGrouped) }
    public static var grouped: ListStyleChoice { ListStyleChoice(kind: .grouped) }
    public static var plain: ListStyleChoice { ListStyleChoice(kind: .plain) }
}

struct ListStyleKey: EnvironmentKey { static var defaultValue: ListStyleKind { .insetGrouped } }
struct ListRowKey: EnvironmentKey { static var defaultValue: Bool { false } }
extension EnvironmentValues {
    var listStyleKind: ListStyleKind { get { self[ListStyleKey.self] } set { self[ListStyleKey.self] = newValue } }
    /// Whether a view is a list row's content (a navigation link there shows a chevron).
    var isListRow: Bool { get { self[ListRowKey.self] } set { self[ListRowKey.self] = newValue } }
}

extension View {
    public func listStyle(_ style: ListStyleChoice) -> some View { environmentModifier { $0.listStyleKind = style.kind } }
    /// Accepted: sections keep their separators.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
}

/// The top and bottom edges, as a set (list separator modifiers name them).
public enum VerticalEdge: Int8, CaseIterable, Sendable {
    case top, bottom
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}
