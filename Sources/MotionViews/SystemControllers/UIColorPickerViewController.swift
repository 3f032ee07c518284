import Foundation

/// UIKit's colour picker (iOS 14), as its "Grid" page: a sheet titled "Colors" (`title`) with a close
/// button and a grid of 12 columns × 10 rows — a row of greys from white to black, then nine rows of
/// the twelve hues from deep to pale — in which a tap chooses a colour.
///
/// Choosing sets `selectedColor` and calls the delegate's `colorPickerViewController(_:didSelect:
/// continuously:)` (iOS 15; `continuously` false for a tap) and `colorPickerViewControllerDidSelectColor`
/// (iOS 14); the close button calls `colorPickerViewControllerDidFinish` and dismisses. The
/// spectrum and sliders pages, the eyedropper and the opacity slider are not drawn: `supportsAlpha` is
/// kept (the grid's colours are opaque, as UIKit's grid's are), and a `selectedColor` set from code
/// is kept whatever its alpha. The grid is laid out by frame in the view's bounds below the bar.
open class UIColorPickerViewController: UIViewController {
    open weak var delegate: UIColorPickerViewControllerDelegate?
    /// The chosen colour (UIKit's default: white).
    open var selectedColor: UIColor = .white { didSet { markSelection() } }
    /// Whether an opacity can be chosen (UIKit's default: true); kept.
    open var supportsAlpha = true
    /// The grid's size.
    public static let columns = 12, rows = 10
    let grid = UIView()
    let titleLabel = UILabel()
    let closeButton = UIButton(type: .close)
    private var swatches: [UIView] = []

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Colors"
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        title = "Colors"
    }

    /// The colour of the grid's cell at `column`, `row` (row 0: greys from white to black; rows 1–9:
    /// hue = column / 12, from full saturation at brightness 0.45 to a pale tint).
    public static func gridColor(column: Int, row: Int) -> UIColor {
        let c = min(max(column, 0), columns - 1), r = min(max(row, 0), rows - 1)
        if r == 0 { return UIColor(white: 1 - CGFloat(c) / CGFloat(columns - 1), alpha: 1) }
        let t = CGFloat(r - 1) / CGFloat(rows - 2)   // 0 deep … 1 pale
        let brightness = 0.45 + 0.55 * min(1, t * 2)
        let saturation = t <= 0.5 ? 1 : 1 - (t - 0.5) * 1.6
        return UIColor(hue: CGFloat(c) / CGFloat(columns), saturation: saturation, brightness: brightness, alpha: 1)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = title
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        view.addSubview(titleLabel)
        closeButton.addAction(UIAction { [weak self] _ in self?.finish() }, for: .touchUpInside)
        view.addSubview(closeButton)
        grid.layer.cornerRadius = 8
        grid.clipsToBounds = true
        view.addSubview(grid)
        for row in 0..<Self.rows {
            for column in 0..<Self.columns {
                let cell = UIView()
                cell.backgroundColor = Self.gridColor(column: column, row: row)
                cell.isUserInteractionEnabled = false
                grid.addSubview(cell)
                swatches.append(cell)
            }
        }
        grid.addGestureRecognizer(UITapGestureRecognizer(target: nil, action: { [weak self] recognizer in
            guard let self else { return }
            self.choose(at: recognizer.location(in: self.grid))
        }))
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds, top = view.safeAreaInsets.top
        titleLabel.frame = CGRect(x: 0, y: top + 16, width: b.width, height: 30)
        closeButton.frame = CGRect(x: b.width - 16 - 30, y: top + 16, width: 30, height: 30)
        let side = floor((b.width - 32) / CGFloat(Self.columns))
        grid.frame = CGRect(x: (b.width - side * CGFloat(Self.columns)) / 2, y: top + 62, width: side * CGFloat(Self.columns),
                            height: side * CGFloat(Self.rows))
        for (i, cell) in swatches.enumerated() {
            cell.frame = CGRect(x: CGFloat(i % Self.columns) * side, y: CGFloat(i / Self.columns) * side, width: side, height: side)
        }
        markSelection()
    }

    /// Chooses the colour under `point` (grid coordinates), as a tap there does.
    func choose(at point: CGPoint) {
        guard grid.bounds.contains(point), grid.bounds.width > 0 else { return }
        let side = grid.bounds.width / CGFloat(Self.columns)
        let column = Int(point.x / side), row = Int(point.y / side)
        guard column < Self.columns, row < Self.rows else { return }
        selectedColor = Self.gridColor(column: column, row: row)
        delegate?.colorPickerViewController(self, didSelect: selectedColor, continuously: false)
        delegate?.colorPickerViewControllerDidSelectColor(self)
    }

    /// What the close button does.
    func finish() {
        delegate?.colorPickerViewControllerDidFinish(self)
        dismiss(animated: true)
    }

    /// Rings the swatch of the selected colour (none when it is not in the grid): white on dark
    /// swatches, black on light ones, so the ring shows on white too.
    private func markSelection() {
        for cell in swatches {
            let selected = cell.backgroundColor == selectedColor
            cell.layer.borderWidth = selected ? 3 : 0
            guard selected, let c = cell.backgroundColor?.cgColor else { cell.layer.borderColor = nil; continue }
            let light = 0.299 * c.red + 0.587 * c.green + 0.114 * c.blue > 0.6
            cell.layer.borderColor = (light ? UIColor.black : UIColor.white).cgColor
        }
    }
}

/// UIKit's colour picker delegate (every method optional).
@MainActor @preconcurrency public protocol UIColorPickerViewControllerDelegate: AnyObject {
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {}
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}
