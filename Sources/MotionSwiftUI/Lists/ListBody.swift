import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// One row of a list: its view and its identity (the path of keys from the list's content down to
/// it: a `ForEach` element's id, a position in a builder block), so a row keeps its state while rows
/// around it come and go.
struct ListRow: Identifiable {
    let id: AnyHashable
    let view: AnyView
    /// Deletes the row (`onDelete` on its `ForEach`, with the row's index there).
    var delete: (() -> Void)?
}

/// A section of a list: its rows, header and footer.
struct ListSection: Identifiable {
    let id: AnyHashable
    var header: AnyView?
    var footer: AnyView?
    var rows: [ListRow]
}

/// Splitting a list's content into sections and rows.
enum ListRows {
    static func sections(of content: AnyView) -> [ListSection] {
        var sections: [ListSection] = []
        var loose: [ListRow] = []
        func flushLoose() {
            guard !loose.isEmpty else { return }
            sections.append(ListSection(id: AnyHashable(["rows", sections.count] as [AnyHashable]), header: nil, footer: nil, rows: loose))
            loose = []
        }
        func walk(_ v: any View, _ path: [AnyHashable]) {
            if let any = v as? AnyView { return walk(any.view, path) }
            if let s = v as? SectionDescription {
                flushLoose()
                sections.append(ListSection(id: AnyHashable(path), header: s.sectionHeader, footer: s.sectionFooter, rows: rows(of: s.sectionContent, path)))
                return
            }
            if let d = v as? DeletableRows, let list = v as? ListView {
                for (i, (k, child)) in list.listChildren().enumerated() {
                    let action = d.deleteAction
                    loose.append(ListRow(id: AnyHashable(path + [k]), view: AnyView(child), delete: action.map { a in { a(IndexSet(integer: i)) } }))
                }
                return
            }
            if let list = v as? ListView {
                for (k, child) in list.listChildren() { walk(child, path + [k]) }
                return
            }
            loose.append(ListRow(id: AnyHashable(path), view: AnyView(v)))
        }
        walk(content.view, [])
        flushLoose()
        return sections
    }

    static func rows(of content: AnyView, _ base: [AnyHashable]) -> [ListRow] {
        var out: [ListRow] = []
        func walk(_ v: any View, _ path: [AnyHashable]) {
            if let any = v as? AnyView { return walk(any.view, path) }
            if let d = v as? DeletableRows, let list = v as? ListView {
                for (i, (k, child)) in list.listChildren().enumerated() {
                    let action = d.deleteAction
                    out.append(ListRow(id: AnyHashable(path + [k]), view: AnyView(child), delete: action.map { a in { a(IndexSet(integer: i)) } }))
                }
                return
            }
            if let list = v as? ListView {
                for (k, child) in list.listChildren() { walk(child, path + [k]) }
                return
            }
            out.append(ListRow(id: AnyHashable(path), view: AnyView(v)))
        }
        walk(content.view, base + ["content"])
        return out
    }
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

    var body: some View {
        GeometryReader { proxy in
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(sections) { section in
                        ListSectionView(section: section, style: style, margin: margin(proxy.size.width))
                    }
                }
                .padding(.bottom, style == .plain ? 0 : 35)
            }
        }
        .background { background.ignoresSafeArea() }
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

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let header = section.header {
                header
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
            VStack(alignment: .leading, spacing: 0) {
                ForEach(section.rows) { row in
                    ListRowView(row: row, separator: row.id != section.rows.last?.id || style == .plain)
                }
            }
            .background { Color(uiColor: style == .plain ? .systemBackground : .secondarySystemGroupedBackground) }
            .clipShape(RoundedRectangle(cornerRadius: style == .insetGrouped ? 10 : 0))
            .padding(.horizontal, margin)
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

struct ListRowView: View {
    let row: ListRow
    let separator: Bool
    @Environment(\.editMode) var editMode

    var content: AnyView {
        if let delete = row.delete, editMode?.wrappedValue.isEditing == true {
            return AnyView(EditableRowView(content: row.view, delete: delete))
        }
        return row.view
    }

    var body: some View {
        content
            .environment(\.isListRow, true)
            .padding(.horizontal, 20)
            .padding(.vertical, 11)
            .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
            // The separator lies over the row's bottom edge, as UIKit's does (rows stay 44 apart).
            .overlay(alignment: .bottomLeading) {
                if separator {
                    Rectangle()
                        .fill(Color(uiColor: .separator))
                        .frame(height: 1 / max(UIServices.screenScale, 1))
                        .padding(.leading, 20)
                }
            }
    }
}
