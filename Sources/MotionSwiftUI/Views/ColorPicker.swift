import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A colour bound to a picker: SwiftUI's `ColorPicker`. Drawn as iOS draws it in a row: the label
/// leading and UIKit's colour well trailing — a 28-point circle ringed by a 3-point hue wheel with the
/// chosen colour inside a white gap. A tap presents UIKit's `UIColorPickerViewController` (its grid
/// page; MotionLab draws no spectrum or sliders page) as a sheet; choosing writes the binding.
/// `supportsOpacity` is kept for the picker (the grid's colours are opaque, as UIKit's are).
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label
    @Environment(\.labelsHidden) var labelsHidden
    @Environment(\.hostingController) var host
    @State private var holder = ColorPickerDelegateHolder()

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection; self.supportsOpacity = supportsOpacity; self.label = label()
    }

    /// A `CGColor` binding (the older spelling), read and written through `Color`.
    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        let color = Binding<Color>(get: { Color(cgColor: selection.wrappedValue) },
                                   set: { if let c = $0.cgColor { selection.wrappedValue = c } })
        self.init(selection: color, supportsOpacity: supportsOpacity, label: label)
    }

    public var body: some View {
        HStack {
            if !labelsHidden {
                label
                Spacer(minLength: 8)
            }
            Button(action: open) { ColorWell(color: selection.wrappedValue) }
                .buttonStyle(PlainButtonStyle())
        }
    }

    func open() {
        guard let presenter = host?.controller else { return }
        let picker = UIColorPickerViewController()
        picker.supportsAlpha = supportsOpacity
        picker.selectedColor = selection.wrappedValue.uiColor
        let delegate = ColorPickerDelegate(selection: selection)
        picker.delegate = delegate
        holder.delegate = delegate
        presenter.present(picker, animated: true)
    }
}

extension ColorPicker where Label == Text {
    @_disfavoredOverload
    public init(_ title: String, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(String(title)) }
    }
}

/// Writes the picker's choices to the binding.
final class ColorPickerDelegate: UIColorPickerViewControllerDelegate {
    let selection: Binding<Color>
    init(selection: Binding<Color>) { self.selection = selection }
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        selection.wrappedValue = Color(uiColor: color)
    }
}

/// Holds the presented picker's delegate (the picker holds it weakly, as UIKit's does).
final class ColorPickerDelegateHolder { var delegate: ColorPickerDelegate? }

/// UIKit's colour well: a hue ring (3 points) around a white gap (2 points) and the colour.
struct ColorWell: View {
    let color: Color
    static let side: CGFloat = 28
    var body: some View {
        ZStack {
            Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center))
            Circle().fill(Color.white).padding(3)
            Circle().fill(color).padding(5)
        }
        .frame(width: Self.side, height: Self.side)
    }
}
