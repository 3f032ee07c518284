import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// One row of a list: its view and its identity (the path of keys from the list's content down to
/// it: a `ForEach` element's id, a position in a builder block), so a row keeps its state while rows
/// around it come and go.
struct ListRow: Identifiable {
    let id: AnyHashable
    var view: AnyView
    /// Deletes the row (`onDelete` on its `ForEach`, with the row's index there).
    var delete: (() -> Void)?
    /// What selecting the row selects: its `ForEach` element's id, or its `tag`.
    var selectionKey: AnyHashable?
}

/// A section of a list: its rows, header and footer.
struct ListSection: Identifiable {
    let id: AnyHashable
    var header: AnyView?
    var footer: AnyView?
    var rows: ListRowCollection
    /// A collapsible section's state (`Section(_:isExpanded:content:)`); nil: always expanded.
    var isExpanded: Binding<Bool>? = nil
}

/// Splitting a list's content into sections and rows.
enum ListRows {
    static func sections(of content: AnyView) -> [ListSection] {
        var sections: [ListSection] = []
        var loose = ListRowCollection()
        func flushLoose() {
            guard !loose.isEmpty else { return }
            sections.append(ListSection(id: AnyHashable(["rows", sections.count] as [AnyHashable]), header: nil, footer: nil, rows: loose))
            loose = ListRowCollection()
        }
        flatten(content.view, [], row: { loose.append($0) }, rows: { loose.append(count: $0, make: $1) }, section: { s, path in
            flushLoose()
            var rows = ListRowCollection()
            flatten(s.sectionContent.view, path + ["content"], row: { rows.append($0) }, rows: { rows.append(count: $0, make: $1) },
                    section: nil)
            sections.append(ListSection(id: AnyHashable(path), header: s.sectionHeader, footer: s.sectionFooter, rows: rows,
                                        isExpanded: s.sectionIsExpanded))
        })
        flushLoose()
        return sections
    }

    /// Hands `v`'s rows to `row`: through `AnyView`s, builder blocks, groups and `ForEach`es (each
    /// row keyed by its path of keys; an `onDelete`'s rows with their delete action), handing each
    /// `Section` to `section` instead (nil: a section's own content, where sections do not nest). A
    /// `ForEach` of single rows is handed to `rows` as its count and a maker of its i-th row (made when
    /// the list reaches it).
    static func flatten(_ v: any View, _ path: [AnyHashable], row: (ListRow) -> Void,
                        rows: (Int, @escaping (Int) -> ListRow) -> Void,
                        section: ((SectionDescription, [AnyHashable]) -> Void)?) {
        if let any = v as? AnyView { return flatten(any.view, path, row: row, rows: rows, section: section) }
        if let section, let s = v as? SectionDescription { return section(s, path) }
        if let mc = v as? AnyModifiedContent, holdsRows(mc.anyContent) {
            // A modifier on a `ForEach`, group or section applies to each of its rows, as in SwiftUI.
            return flatten(mc.anyContent, path, row: { r in
                var r = r
                r.view = mc.applyingModifier(to: r.view)
                row(r)
            }, rows: { count, make in
                rows(count) { i in
                    var r = make(i)
                    r.view = mc.applyingModifier(to: r.view)
                    return r
                }
            }, section: section.map { handSection in
                { s, p in handSection(ModifiedSection(base: s, modifier: mc), p) }
            })
        }
        if let d = v as? DeletableRows, let source = (v as? DeletableRowSource)?.baseRowSource {
            // Every element a row (as below), made when the list reaches it.
            let action = d.deleteAction
            rows(source.rowCount) { i in
                let (k, child) = source.keyedRow(at: i)
                return ListRow(id: AnyHashable(path + [k]), view: AnyView(child), delete: action.map { a in { a(IndexSet(integer: i)) } })
            }
            return
        }
        if let d = v as? DeletableRows, let list = v as? ListView {
            let action = d.deleteAction
            for (i, (k, child)) in list.listChildren().enumerated() {
                row(ListRow(id: AnyHashable(path + [k]), view: AnyView(child), delete: action.map { a in { a(IndexSet(integer: i)) } }))
            }
            return
        }
        if let source = v as? ListRowSource, source.elementsAreRows {
            rows(source.rowCount) { i in
                let (k, child) = source.keyedRow(at: i)
                return ListRow(id: AnyHashable(path + [k]), view: AnyView(child), selectionKey: PickerOption.tag(of: child) ?? k)
            }
            return
        }
        if let list = v as? ListView {
            let elements = v is ForEachElements
            for (k, child) in list.listChildren() {
                if elements, !(child is ListView), !(child is SectionDescription) {
                    row(ListRow(id: AnyHashable(path + [k]), view: AnyView(child), selectionKey: PickerOption.tag(of: child) ?? k))
                } else {
                    flatten(child, path + [k], row: row, rows: rows, section: section)
                }
            }
            return
        }
        row(ListRow(id: AnyHashable(path), view: AnyView(v), selectionKey: PickerOption.tag(of: v)))
    }
}

extension ListRows {
    /// Whether `v`, under its modifiers, is rows rather than one row: a `ForEach`, a group or block of
    /// views, or a section.
    static func holdsRows(_ v: any View) -> Bool {
        var v = v
        while true {
            if let any = v as? AnyView { v = any.view; continue }
            if v is ListView || v is SectionDescription { return true }
            guard let mc = v as? AnyModifiedContent else { return false }
            v = mc.anyContent
        }
    }
}

/// A section under a modifier: its rows each get the modifier.
struct ModifiedSection: SectionDescription {
    let base: SectionDescription
    let modifier: AnyModifiedContent
    var sectionHeader: AnyView? { base.sectionHeader }
    var sectionIsExpanded: Binding<Bool>? { base.sectionIsExpanded }
    var sectionFooter: AnyView? { base.sectionFooter }
    /// The content under the modifier, which the list then hands to each row.
    var sectionContent: AnyView { modifier.applyingModifier(to: base.sectionContent) }
}

/// What a list draws: its sections in a scroll view over the list's background.
///
/// Metrics (points) as iOS lays out a list on an iPhone: rows at least 44 high, their content 20 from
/// the card's (or screen's) leading edge and 11 above and below; inset grouped cards 16 from the
/// screen's edges (20 on screens 414 or wider) with corner radius 10; 35 above a section without a
/// header; headers and footers in the footnote font, secondary colour, headers upper-cased; separators
/// one pixel of `UIColor.separator`, inset to the row content's leading edge.
struct ListBody: View {
    let sections: [ListSection]
    let style: ListStyleKind
    let selection: ListSelection?
    @State private var swipes = ListSwipeCoordinator()
    @Environment(\.scrollContentBackground) private var contentBackground

    var body: some View {
        GeometryReader { proxy in
            ScrollView {
                // Sections are made as they near the screen, and so are their rows (a lazy stack's sections); a
                // plain list's headers stay at the top while their rows scroll under them, as on iOS (only
                // the plain style pins them).
                LazyVStack(alignment: .leading, spacing: 0, pinnedViews: style == .plain ? [.sectionHeaders] : []) {
                    ForEach(sections) { section in
                        ListSectionView(section: section, style: style, margin: margin(proxy.size.width), selection: selection)
                    }
                }
                .padding(.bottom, style == .plain ? 0 : 35)
            }
        }
        .background { if contentBackground != .hidden { background.ignoresSafeArea() } }
        .environment(\.listSwipeCoordinator, swipes)
    }

    func margin(_ width: CGFloat) -> CGFloat { style == .insetGrouped ? (width >= 414 ? 20 : 16) : 0 }

    var background: Color {
        style == .plain ? Color(uiColor: .systemBackground) : Color(uiColor: .systemGroupedBackground)
    }
}

struct ListSectionView: View {
    let section: ListSection
    let style: ListStyleKind
    let margin: CGFloat
    let selection: ListSelection?

    var body: some View {
        Section {
            // Each row draws its own part of the card (the first and last round their outer corners): one
            // card behind a long section would be a layer taller than the renderer draws. Rows are made as
            // they near the screen (the section is the list's lazy stack's), as a UIKit-backed List makes
            // its cells.
            let firstID = section.rows.first?.id, lastID = section.rows.last?.id
            ForEach(section.isExpanded?.wrappedValue == false ? ListRowCollection() : section.rows) { row in
                let first = row.id == firstID, last = row.id == lastID
                let r: CGFloat = style == .insetGrouped ? 10 : 0
                let card = UnevenRoundedRectangle(topLeadingRadius: first ? r : 0, bottomLeadingRadius: last ? r : 0,
                                                  bottomTrailingRadius: last ? r : 0, topTrailingRadius: first ? r : 0)
                let traits = ListRowTraits.read(row.view)
                // The row's `listRowBackground`, or its part of the card.
                let fill = traits.background.flatMap { $0 }
                    ?? AnyView(Color(uiColor: style == .plain ? .systemBackground : .secondarySystemGroupedBackground))
                ListRowView(row: row, separator: (!last || style == .plain) && traits.separator != .hidden,
                            separatorTint: traits.separatorTint.flatMap { $0 }, selection: selection,
                            card: card, fill: fill, insets: traits.insets.flatMap { $0 } ?? ListRowView.defaultInsets)
                    .background { fill.clipShape(card) }
                    .padding(.horizontal, margin)
            }
        } header: {
            if let header = section.header {
                // A plain list's header is opaque: rows scroll under it while it is pinned.
                sectionHeader(header)
                    .font(.footnote)
                    .foregroundColor(.secondary)
                    .textCase(style == .plain ? nil : .uppercase)
                    .padding(.leading, margin + 20)
                    .padding(.trailing, margin + 20)
                    .padding(.top, style == .plain ? 8 : 17)
                    .padding(.bottom, style == .plain ? 8 : 7)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background { Color(uiColor: style == .plain ? .secondarySystemBackground : .clear) }
            } else if style != .plain {
                Color.clear.frame(height: 35)
            }
        } footer: {
            if let footer = section.footer {
                footer
                    .font(.footnote)
                    .foregroundColor(.secondary)
                    .padding(.horizontal, margin + 20)
                    .padding(.top, 7)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
    }
}

extension ListSectionView {
    /// The header, with a collapsible section's chevron (down when expanded, right when not, in the
    /// accent colour) at its trailing edge; a tap anywhere on it shows or hides the rows, animated.
    @ViewBuilder
    func sectionHeader(_ header: AnyView) -> some View {
        if let expanded = section.isExpanded {
            HStack {
                header
                Spacer()
                Image(systemName: "chevron.right")
                    .font(.footnote.weight(.semibold))
                    .foregroundColor(.accentColor)
                    .rotationEffect(.degrees(expanded.wrappedValue ? 90 : 0))
            }
            .contentShape(Rectangle())
            .onTapGesture { withAnimation { expanded.wrappedValue.toggle() } }
        } else {
            header
        }
    }
}

struct ListRowView: View {
    let row: ListRow
    let separator: Bool
    /// The separator's colour (`listRowSeparatorTint`); nil: `UIColor.separator`.
    var separatorTint: Color? = nil
    let selection: ListSelection?
    /// The row's part of its section's card, and the card's colour (a swiped row slides over its
    /// buttons with that colour, clipped to that shape).
    let card: UnevenRoundedRectangle
    let fill: AnyView
    /// The content's insets from the row's edges (`listRowInsets`, or iOS's 11 above and below and 20 at the sides).
    let insets: EdgeInsets
    static let defaultInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    @Environment(\.editMode) var editMode
    @Environment(\.splitColumnPush) var splitPush

    var content: AnyView {
        if let delete = row.delete, editMode?.wrappedValue.isEditing == true {
            return AnyView(EditableRowView(content: row.view, delete: delete))
        }
        if let selection, let key = row.selectionKey {
            // A selectable row: a tap selects it (and, in a split view's column, shows the next one).
            let push = splitPush
            return AnyView(Button(action: {
                selection.select(key)
                push?(selection.clear)
            }) {
                HStack(spacing: 8) {
                    row.view.foregroundColor(.primary).frame(maxWidth: .infinity, alignment: .leading)
                    if push != nil {
                        Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundColor(Color(uiColor: .tertiaryLabel))
                    }
                }
            })
        }
        if let button = row.view.view as? ToolbarButtonDescription {
            // A button row is tappable across the row, as in a SwiftUI list (its label stays leading).
            let action = button.toolbarAction
            return AnyView(Button(role: button.toolbarRole, action: action) {
                AnyView(button.toolbarLabel).frame(maxWidth: .infinity, alignment: .leading).contentShape(Rectangle())
            })
        }
        return row.view
    }

    /// The row's swipe buttons: its `swipeActions`, and for a row of an `onDelete` without trailing
    /// ones, iOS's swipe-to-delete (a red Delete, run by a full swipe too). None while editing.
    var swipeSets: (leading: SwipeActionSet?, trailing: SwipeActionSet?) {
        if editMode?.wrappedValue.isEditing == true { return (nil, nil) }
        var sets = SwipeActionSet.read(row.view)
        if sets.trailing == nil, let delete = row.delete {
            sets.trailing = SwipeActionSet(actions: [SwipeActionSet.Action(title: "Delete", systemImage: nil, role: .destructive,
                                                                           tint: nil, run: delete)],
                                           allowsFullSwipe: true)
        }
        return sets
    }

    var laidOut: some View {
        ListRowBadged(content: content, badge: ListRowBadged.badge(of: row.view), drawnByLink: ListRowBadged.isNavigationLink(row.view))
            .environment(\.isListRow, true)
            .padding(insets)
            .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
    }

    var body: some View {
        let sets = swipeSets
        Group {
            if sets.leading != nil || sets.trailing != nil {
                SwipeRowView(content: AnyView(laidOut), leading: sets.leading, trailing: sets.trailing, fill: fill)
                    .clipShape(card)
            } else {
                laidOut
            }
        }
        // The separator lies over the row's bottom edge, as UIKit's does (rows stay 44 apart), from the
        // row's first text (its `listRowSeparatorLeading`) to its trailing edge.
        .modifier(ListRowSeparatorPlacement(separator: separator ? AnyView(Rectangle().fill(separatorTint ?? Color(uiColor: .separator)))
                                                                 : AnyView(EmptyView()),
                                            defaultLeading: insets.leading))
    }
}
