import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// Views made from data (a `ForEach`): what `onDelete` and `onMove` attach to (SwiftUI's
/// `DynamicViewContent`).
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

/// A `ForEach` whose rows a list lets the user delete (`onDelete`) — in edit mode (`EditButton`,
/// `environment(\.editMode)`), each such row shows a red minus at its leading edge; a tap on it reveals
/// the row's Delete button at its trailing edge, and a tap there calls the action with the row's index
/// (as iOS does). `onMove` is accepted (rows are not dragged here).
public struct EditableForEach<Base: DynamicViewContent>: DynamicViewContent, BuiltinView, ListView {
    let base: Base
    let delete: ((IndexSet) -> Void)?
    public var data: Base.Data { base.data }
    public var body: Never { primitiveBody("onDelete") }
    func makeNode(graph: ViewGraph) -> ViewNode { ListNode(graph: graph) }
    func listChildren() -> [(AnyHashable, any View)] { (base as? ListView)?.listChildren() ?? [(AnyHashable(0), base)] }
}

extension DynamicViewContent {
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> EditableForEach<Self> { EditableForEach(base: self, delete: action) }
    /// Accepted: rows are not reordered by dragging here.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
}

/// Whether views are being edited: SwiftUI's `EditMode`.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }
extension EnvironmentValues {
    /// The edit mode of the enclosing navigation screen (a list reads it; `EditButton` toggles it).
    public var editMode: Binding<EditMode>? { get { self[EditModeKey.self] } set { self[EditModeKey.self] = newValue } }
}

/// Toggles the edit mode of the screen it is on: SwiftUI's `EditButton` ("Edit", "Done").
public struct EditButton: View {
    @Environment(\.editMode) var editMode
    public init() {}
    public var body: some View {
        let mode = editMode
        Button(mode?.wrappedValue.isEditing == true ? "Done" : "Edit") {
            guard let mode else { return }
            withAnimation { mode.wrappedValue = mode.wrappedValue.isEditing ? .inactive : .active }
        }
    }
}

/// Holds a screen's edit mode (a navigation stack's root and each pushed screen, a list outside one):
/// state of the view it wraps, put in the environment for its list and its bar's `EditButton`.
struct EditModeHost<Content: View>: View {
    let content: Content
    @State var mode: EditMode = .inactive
    var body: some View {
        content.environment(\.editMode, $mode)
    }
}

/// What a list reads of an `onDelete`.
protocol DeletableRows {
    var deleteAction: ((IndexSet) -> Void)? { get }
}

extension EditableForEach: DeletableRows {
    var deleteAction: ((IndexSet) -> Void)? { delete }
}

/// A row in edit mode: the red minus; a tap reveals the Delete button, whose tap deletes the row.
struct EditableRowView: View {
    let content: AnyView
    let delete: () -> Void
    @State var revealed = false

    var body: some View {
        HStack(spacing: 12) {
            Button {
                withAnimation(.easeOut(duration: 0.25)) { revealed.toggle() }
            } label: {
                Image(systemName: "minus.circle.fill").foregroundColor(.red)
            }
            content
            Spacer(minLength: 0)
            if revealed {
                Button(action: delete) {
                    Text("Delete").foregroundColor(.white).padding(.horizontal, 14).padding(.vertical, 11)
                        .background(Color.red)
                }
                .transition(.move(edge: .trailing))
            }
        }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (positions from the start): what `onDelete` hands over.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` (offsets) to before the element at `destination` (an offset in
    /// the collection before the move), keeping their order: what `onMove` hands over.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let all = Array(self)
        let moving = source.filter { $0 >= 0 && $0 < all.count }.map { all[$0] }
        var rest: [Element] = []
        var insertAt = 0
        for (i, e) in all.enumerated() where !source.contains(i) {
            if i < destination { insertAt += 1 }
            rest.append(e)
        }
        rest.insert(contentsOf: moving, at: Swift.min(insertAt, rest.count))
        for (i, e) in zip(indices, rest) { self[i] = e }
    }
}
